#pragma once

// Fixed-width records (an aggregate's accumulator as the inline table keeps it), back to back and
// addressed by index: copies of the "before" and "after" of a row or a bundle that an operator
// updating records in place turns into -U/+U rows once its input is folded, or a local phase's
// own accumulators of a bundle.

#include "common/short_bytes.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace sluice::exec {

class RecordCopies {
public:
    /// Forgets every copy; the next ones are `recordBytes` long.
    void reset(std::size_t recordBytes)
    {
        m_recordBytes = recordBytes;
        m_count = 0;
    }
    /// Makes room for `count` copies in all without growing again.
    void reserve(std::size_t count)
    {
        if (m_bytes.size() < count * m_recordBytes)
            m_bytes.resize(count * m_recordBytes);
    }
    /// A copy of `record`; returns its index.
    std::uint32_t add(const char *record)
    {
        if ((m_count + 1) * m_recordBytes > m_bytes.size()) [[unlikely]]
            grow();
        copyBytes(at(m_count), record, m_recordBytes);
        return m_count++;
    }
    /// Replaces copy `index` by `record`.
    void overwrite(std::uint32_t index, const char *record)
    {
        copyBytes(at(index), record, m_recordBytes);
    }
    char *at(std::uint32_t index) { return m_bytes.data() + std::size_t{index} * m_recordBytes; }

private:
    [[gnu::noinline]] void grow()
    {
        m_bytes.resize(std::max(2 * m_bytes.size(), (m_count + 1) * m_recordBytes));
    }

    std::vector<char> m_bytes;
    std::size_t m_recordBytes = 0;
    std::uint32_t m_count = 0;
};

} // namespace sluice::exec
