#include "runtime/key_groups.h"

#include <sluice/text.h>

#include "common/key_hasher.h"

#include <bit>
#include <cassert>

namespace sluice {

int defaultMaxParallelism(int parallelism)
{
    assert(parallelism > 0 && parallelism <= kUpperBoundMaxParallelism);
    const auto wanted = static_cast<std::uint32_t>(parallelism + parallelism / 2);
    const int rounded = static_cast<int>(std::bit_ceil(wanted));
    return std::min(std::max(rounded, kDefaultLowerBoundMaxParallelism), kUpperBoundMaxParallelism);
}

Status checkParallelism(int parallelism, int maxParallelism)
{
    if (parallelism <= 0 || parallelism > kUpperBoundMaxParallelism)
        return Status::invalidArgument(sluice::Engine::tr("Operator parallelism not within bounds: %1").arg(parallelism));
    if (maxParallelism <= 0 || maxParallelism > kUpperBoundMaxParallelism)
        return Status::invalidArgument(sluice::Engine::tr("Maximum parallelism must be between 1 and %1. Found: %2")
                                           .arg(kUpperBoundMaxParallelism)
                                           .arg(maxParallelism));
    if (maxParallelism < parallelism)
        return Status::invalidArgument(sluice::Engine::tr("Maximum parallelism %1 must not be smaller than parallelism %2.")
                                           .arg(maxParallelism)
                                           .arg(parallelism));
    return Status::ok();
}

KeyGroupRange KeyGroupRange::forOperator(int maxParallelism, int parallelism, int operatorIndex)
{
    assert(checkParallelism(parallelism, maxParallelism).isOk());
    const int start = (operatorIndex * maxParallelism + parallelism - 1) / parallelism;
    const int end = ((operatorIndex + 1) * maxParallelism - 1) / parallelism;
    return {start, end};
}

std::string KeyGroupRange::toString() const
{
    return "KeyGroupRange{startKeyGroup=" + std::to_string(m_start) +
           ", endKeyGroup=" + std::to_string(m_end) + "}";
}

KeyGroupAssigner::KeyGroupAssigner(int maxParallelism, int parallelism)
    : m_maxParallelism(maxParallelism), m_parallelism(parallelism)
{
    assert(checkParallelism(parallelism, maxParallelism).isOk());
    m_subtaskOfGroup.resize(static_cast<std::size_t>(maxParallelism));
    for (int g = 0; g < maxParallelism; ++g)
        m_subtaskOfGroup[static_cast<std::size_t>(g)] =
            static_cast<std::uint16_t>(operatorIndexForKeyGroup(maxParallelism, parallelism, g));
}

int KeyGroupAssigner::keyGroup(std::uint64_t keyHash) const
{
    return keyGroupForKeyHash(KeyHasher::keyHash32(keyHash), m_maxParallelism);
}

void KeyGroupAssigner::assign(std::span<const std::uint64_t> hashes,
                              std::span<std::uint16_t> keyGroups,
                              std::span<std::uint16_t> subtasks) const
{
    assert(keyGroups.size() >= hashes.size() && subtasks.size() >= hashes.size());
    // keyGroupForKeyHash inline: a call per row to keyGroup() cost about as much as the hash.
    for (std::size_t i = 0; i < hashes.size(); ++i) {
        const int g = keyGroupForKeyHash(KeyHasher::keyHash32(hashes[i]), m_maxParallelism);
        keyGroups[i] = static_cast<std::uint16_t>(g);
        subtasks[i] = m_subtaskOfGroup[static_cast<std::size_t>(g)];
    }
}

} // namespace sluice
