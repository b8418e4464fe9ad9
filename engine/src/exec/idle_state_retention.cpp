#include "exec/idle_state_retention.h"

#include "exec/timer_snapshot.h"

namespace sluice::exec {

void IdleStateRetention::touch(const std::string &address, std::int64_t now)
{
    if (m_retention <= 0)
        return;
    auto it = m_deadlineOf.find(address);
    if (it != m_deadlineOf.end() && now + m_retention <= it->second)
        return;
    const std::int64_t deadline = now + m_retention * 3 / 2;
    if (it != m_deadlineOf.end()) {
        m_deadlines.erase({it->second, address});
        it->second = deadline;
    } else {
        m_deadlineOf.emplace(address, deadline);
    }
    m_deadlines.emplace(deadline, address);
}

std::vector<std::string> IdleStateRetention::expired(std::int64_t now)
{
    std::vector<std::string> out;
    while (!m_deadlines.empty() && m_deadlines.begin()->first <= now) {
        out.push_back(m_deadlines.begin()->second);
        m_deadlineOf.erase(out.back());
        m_deadlines.erase(m_deadlines.begin());
    }
    return out;
}

std::string IdleStateRetention::snapshot() const
{
    return encodeAddressTimers(m_deadlines);
}

Status IdleStateRetention::restore(std::string_view item, const KeyGroupRange &mine, const Text &what)
{
    std::set<std::pair<std::int64_t, std::string>> deadlines;
    if (Status s = decodeAddressTimers(item, mine, deadlines, what); !s.isOk())
        return s;
    for (const auto &[deadline, address] : deadlines) {
        m_deadlines.emplace(deadline, address);
        m_deadlineOf[address] = deadline;
    }
    return Status::ok();
}

} // namespace sluice::exec
