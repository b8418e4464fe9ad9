#include "runtime/key_groups.h"

#include "common/key_hasher.h"

#include <bit>
#include <cassert>

namespace sluice {

std::int32_t murmurHash(std::int32_t code)
{
    // Java int arithmetic: wrap-around on 32 bits, >>> is a logical shift.
    std::uint32_t c = static_cast<std::uint32_t>(code);
    c *= 0xcc9e2d51U;
    c = std::rotl(c, 15);
    c *= 0x1b873593U;
    c = std::rotl(c, 13);
    c = c * 5 + 0xe6546b64U;
    c ^= 4;
    c ^= c >> 16;
    c *= 0x85ebca6bU;
    c ^= c >> 13;
    c *= 0xc2b2ae35U;
    c ^= c >> 16;
    const auto s = static_cast<std::int32_t>(c);
    if (s >= 0)
        return s;
    if (s != INT32_MIN)
        return -s;
    return 0;
}

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
        return Status::invalidArgument("Operator parallelism not within bounds: " +
                                       std::to_string(parallelism));
    if (maxParallelism <= 0 || maxParallelism > kUpperBoundMaxParallelism)
        return Status::invalidArgument("Maximum parallelism must be between 1 and " +
                                       std::to_string(kUpperBoundMaxParallelism) +
                                       ". Found: " + std::to_string(maxParallelism));
    if (maxParallelism < parallelism)
        return Status::invalidArgument("Maximum parallelism " + std::to_string(maxParallelism) +
                                       " must not be smaller than parallelism " +
                                       std::to_string(parallelism) + ".");
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
    for (std::size_t i = 0; i < hashes.size(); ++i) {
        const int g = keyGroup(hashes[i]);
        keyGroups[i] = static_cast<std::uint16_t>(g);
        subtasks[i] = m_subtaskOfGroup[static_cast<std::size_t>(g)];
    }
}

} // namespace sluice
