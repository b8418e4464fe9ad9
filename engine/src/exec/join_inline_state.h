#pragma once

// The record state of the join's inline path (join_operator.h): per stored row, its count (how
// many copies of the row state holds) and, on an outer side, its associations (how many
// other-side rows it joins now). Flink keeps both as Integers (JoinRecordStateViews,
// OuterJoinRecordStateViews), and so does an inline table slot: 4 bytes each instead of 8 keep
// a join side's slot at 25 bytes for a (BIGINT key, BIGINT) row instead of 32, less memory for
// the kernel to clear and for growth to move. A number past the slot's range (2^31 copies of a
// row) is kept beside the table under the record's bytes, the slot's count marking it, so no
// count ever wraps as a Java Integer would. The slot's numbers are read and written only here.
//
// Not thread-safe: one per join side of an operator subtask.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <unordered_map>

namespace sluice::exec {

class InlineRecordState {
public:
    struct Numbers {
        std::int64_t count = 0;
        std::int64_t associations = 0; // outer side only
    };

    /// For records of `recordBytes` bytes. `limit`: the largest magnitude a slot holds (lower
    /// only in tests, to reach it).
    InlineRecordState(bool outer, std::size_t recordBytes,
                      std::int32_t limit = std::numeric_limits<std::int32_t>::max())
        : m_outer(outer), m_recordBytes(recordBytes), m_limit(limit)
    {
    }

    /// The slot's value bytes: [count] or [count][associations], 4 bytes each.
    std::size_t valueBytes() const { return m_outer ? 8 : 4; }

    /// The numbers of the record whose slot value is `value` (zero bytes: none yet).
    Numbers read(const char *record, const char *value) const
    {
        const std::int32_t count = load32(value);
        if (count == kBeside)
            return readBeside(record);
        return {count, m_outer ? load32(value + 4) : 0};
    }
    /// Stores the record's numbers in its slot, or beside the table when they do not fit.
    void write(const char *record, char *value, Numbers numbers)
    {
        if (!fits(numbers.count) || !fits(numbers.associations) || load32(value) == kBeside) {
            writeBeside(record, value, numbers);
            return;
        }
        storeInSlot(value, numbers);
    }
    /// The record leaves the table: numbers kept beside it go too.
    void erase(const char *record, const char *value)
    {
        if (load32(value) == kBeside)
            m_beside.erase(keyOf(record));
    }
    /// Every record left the table.
    void clear() { m_beside.clear(); }

    /// Records whose numbers are kept beside the table.
    std::size_t spilled() const { return m_beside.size(); }

private:
    /// The count of a slot whose numbers are kept beside the table.
    static constexpr std::int32_t kBeside = std::numeric_limits<std::int32_t>::min();

    static std::int32_t load32(const char *p)
    {
        std::int32_t v;
        std::memcpy(&v, p, 4);
        return v;
    }
    static void store32(char *p, std::int64_t v)
    {
        const auto narrow = static_cast<std::int32_t>(v);
        std::memcpy(p, &narrow, 4);
    }
    bool fits(std::int64_t v) const { return v >= -m_limit && v <= m_limit; }
    void storeInSlot(char *value, Numbers numbers) const
    {
        store32(value, numbers.count);
        if (m_outer)
            store32(value + 4, numbers.associations);
    }
    Numbers readBeside(const char *record) const;
    /// write() when the numbers are or were beside the table.
    void writeBeside(const char *record, char *value, Numbers numbers);
    std::string keyOf(const char *record) const { return std::string(record, m_recordBytes); }

    bool m_outer;
    std::size_t m_recordBytes;
    std::int32_t m_limit;
    std::unordered_map<std::string, Numbers> m_beside;
};

} // namespace sluice::exec
