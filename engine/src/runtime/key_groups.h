#pragma once

// Flink's key-group assignment (org.apache.flink.runtime.state.KeyGroupRangeAssignment), exactly:
// a key's group is murmurHash(keyHash) % maxParallelism, and each subtask owns one contiguous
// range of groups, so keyed state can be redistributed when the parallelism changes.
// Sluice's keyHash is KeyHasher's xxHash-based hash folded to 32 bits, not Java's hashCode(), so a
// given key may land in another group than in Flink; everything from the int hash on is Flink's.

#include <sluice/status.h>

#include <bit>
#include <climits>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sluice {

/// Lower bound of the default max parallelism (Flink's DEFAULT_LOWER_BOUND_MAX_PARALLELISM).
inline constexpr int kDefaultLowerBoundMaxParallelism = 1 << 7;
/// Upper bound of max parallelism (Flink's UPPER_BOUND_MAX_PARALLELISM, 2^15).
inline constexpr int kUpperBoundMaxParallelism = 1 << 15;

/// How MathUtils.murmurHash makes its result non-negative: s when s >= 0, -s below, 0 for
/// INT32_MIN. Without a branch: the sign of a hash is random, so a branch on it was mispredicted
/// every other row.
inline std::int32_t nonNegative(std::int32_t s)
{
    const auto u = static_cast<std::uint32_t>(s);
    const auto sign = static_cast<std::uint32_t>(s >> 31); // all ones when negative
    // |s| as two's complement does it (INT32_MIN stays 2^31), then bit 31 cleared: only 2^31
    // has it, and Flink maps INT32_MIN to 0.
    return static_cast<std::int32_t>(((u ^ sign) - sign) & 0x7fffffffU);
}

/// Flink's MathUtils.murmurHash(int): one murmur3 round plus fmix, made non-negative.
/// Inline: it runs once per row of every keyed exchange and keyed operator.
inline std::int32_t murmurHash(std::int32_t code)
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
    return nonNegative(static_cast<std::int32_t>(c));
}

/// murmurHash(keyHash) % maxParallelism (computeKeyGroupForKeyHash). The hash is non-negative,
/// so for the usual power-of-two max parallelism the remainder is a mask (no division per row).
inline int keyGroupForKeyHash(std::int32_t keyHash, int maxParallelism)
{
    const std::int32_t h = murmurHash(keyHash);
    if ((maxParallelism & (maxParallelism - 1)) == 0)
        return h & (maxParallelism - 1);
    return h % maxParallelism;
}

/// keyGroup * parallelism / maxParallelism (computeOperatorIndexForKeyGroup).
inline int operatorIndexForKeyGroup(int maxParallelism, int parallelism, int keyGroup)
{
    return keyGroup * parallelism / maxParallelism;
}

/// roundUpToPowerOfTwo(p + p / 2) clamped to [128, 32768] (computeDefaultMaxParallelism).
/// REQUIRES: 0 < parallelism <= kUpperBoundMaxParallelism
int defaultMaxParallelism(int parallelism);

/// Checks 0 < parallelism <= maxParallelism <= 32768, with Flink's wording on failure.
Status checkParallelism(int parallelism, int maxParallelism);

/// Bytes of the key-group prefix of a state key: 1 when there are at most 128 groups, else 2
/// (Flink's CompositeKeySerializationUtils.computeRequiredBytesInKeyGroupPrefix).
inline int keyGroupPrefixBytes(int maxParallelism)
{
    return maxParallelism > 128 ? 2 : 1;
}

/// An inclusive range [start, end] of key groups; empty when end < start.
class KeyGroupRange {
public:
    KeyGroupRange() = default;
    KeyGroupRange(int start, int end) : m_start(start), m_end(end) {}

    /// The groups subtask `operatorIndex` owns (computeKeyGroupRangeForOperatorIndex).
    static KeyGroupRange forOperator(int maxParallelism, int parallelism, int operatorIndex);

    int start() const { return m_start; }
    int end() const { return m_end; }
    int size() const { return m_end >= m_start ? m_end - m_start + 1 : 0; }
    bool empty() const { return size() == 0; }
    bool contains(int keyGroup) const { return keyGroup >= m_start && keyGroup <= m_end; }
    /// "KeyGroupRange{startKeyGroup=0, endKeyGroup=63}", as Flink prints it.
    std::string toString() const;

    friend bool operator==(const KeyGroupRange &, const KeyGroupRange &) = default;

private:
    int m_start = 0;
    int m_end = -1;
};

/// Routes rows of a keyed exchange: key hash → key group → target subtask, with the group →
/// subtask table computed once. Immutable; any thread.
class KeyGroupAssigner {
public:
    KeyGroupAssigner(int maxParallelism, int parallelism);

    int maxParallelism() const { return m_maxParallelism; }
    int parallelism() const { return m_parallelism; }

    int keyGroup(std::uint64_t keyHash) const;
    int subtaskForKeyGroup(int keyGroup) const { return m_subtaskOfGroup[keyGroup]; }
    int subtask(std::uint64_t keyHash) const { return m_subtaskOfGroup[keyGroup(keyHash)]; }

    /// For every hash (KeyHasher output), its key group and target subtask.
    void assign(std::span<const std::uint64_t> hashes, std::span<std::uint16_t> keyGroups,
                std::span<std::uint16_t> subtasks) const;

private:
    int m_maxParallelism;
    int m_parallelism;
    std::vector<std::uint16_t> m_subtaskOfGroup;
};

} // namespace sluice
