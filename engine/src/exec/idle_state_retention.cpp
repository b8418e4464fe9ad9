#include "exec/idle_state_retention.h"

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

} // namespace sluice::exec
