#include "exec/join_inline_state.h"

#include <cassert>

namespace sluice::exec {

InlineRecordState::Numbers InlineRecordState::readBeside(const char *record) const
{
    const auto it = m_beside.find(keyOf(record));
    assert(it != m_beside.end());
    return it == m_beside.end() ? Numbers{} : it->second;
}

void InlineRecordState::writeBeside(const char *record, char *value, Numbers numbers)
{
    if (fits(numbers.count) && fits(numbers.associations)) {
        // Back into the slot.
        m_beside.erase(keyOf(record));
        storeInSlot(value, numbers);
        return;
    }
    m_beside[keyOf(record)] = numbers;
    store32(value, kBeside);
}

} // namespace sluice::exec
