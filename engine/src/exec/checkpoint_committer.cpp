#include "exec/checkpoint_committer.h"

namespace sluice::exec {

Result<std::shared_ptr<CheckpointCommitter>>
CheckpointCommitters::obtain(const std::string &key, const std::string &label,
                             const std::function<Result<std::shared_ptr<CheckpointCommitter>>()> &make)
{
    std::lock_guard lock(m_mutex);
    if (m_one) {
        if (key == m_key)
            return m_one;
        return Status::unsupported(
            "A job's exactly-once sinks must commit in one transaction, but " + m_label + " and " + label +
            " need two (the embedded engine cannot commit two atomically); write them to one Kafka "
            "cluster with the same client properties, or make one of them at-least-once");
    }
    auto made = make();
    if (!made)
        return made.status();
    m_key = key;
    m_label = label;
    m_one = std::move(*made);
    return m_one;
}

std::vector<std::shared_ptr<CheckpointCommitter>> CheckpointCommitters::all() const
{
    std::lock_guard lock(m_mutex);
    if (!m_one)
        return {};
    return {m_one};
}

} // namespace sluice::exec
