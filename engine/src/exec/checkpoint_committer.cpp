#include "exec/checkpoint_committer.h"

#include <sluice/text.h>

namespace sluice::exec {

Result<std::shared_ptr<CheckpointCommitter>>
CheckpointCommitters::obtain(const std::string &key, Text label,
                             const std::function<Result<std::shared_ptr<CheckpointCommitter>>()> &make)
{
    std::lock_guard lock(m_mutex);
    if (m_one) {
        if (key == m_key)
            return m_one;
        return Status::unsupported(
            sluice::Engine::tr("A job's exactly-once sinks must commit in one transaction, but %1 and %2 need "
                               "two (the embedded engine cannot commit two atomically); write them to one "
                               "Kafka cluster with the same client properties, or make one of them "
                               "at-least-once")
                .arg(m_label)
                .arg(std::move(label)));
    }
    auto made = make();
    if (!made)
        return made.status();
    m_key = key;
    m_label = std::move(label);
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
