#pragma once

// A small deterministic random source for the differential harness. The standard distributions
// differ between standard libraries, so a case generated from a seed here is the same case on
// every platform; that is what makes a printed seed a complete reproduction recipe.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sluice::difftest {

class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : m_state(seed ^ 0x9e3779b97f4a7c15ULL) {}

    /// splitmix64: good enough statistically, trivially portable.
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    /// Uniform in [lo, hi] (both inclusive). REQUIRES: lo <= hi.
    std::int64_t between(std::int64_t lo, std::int64_t hi)
    {
        const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
        return lo + static_cast<std::int64_t>(next() % span);
    }

    /// True with probability percent/100.
    bool chance(int percent) { return static_cast<int>(next() % 100) < percent; }

    /// An index into a container of `size` elements. REQUIRES: size > 0.
    std::size_t index(std::size_t size) { return static_cast<std::size_t>(next() % size); }

    template <typename T>
    const T &pick(const std::vector<T> &items)
    {
        return items[index(items.size())];
    }

    /// An index chosen with the given relative weights.
    std::size_t weighted(const std::vector<int> &weights)
    {
        int total = 0;
        for (int w : weights)
            total += w;
        int roll = static_cast<int>(next() % static_cast<std::uint64_t>(total));
        for (std::size_t i = 0; i < weights.size(); ++i) {
            if (roll < weights[i])
                return i;
            roll -= weights[i];
        }
        return weights.size() - 1;
    }

private:
    std::uint64_t m_state;
};

} // namespace sluice::difftest
