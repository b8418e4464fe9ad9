#pragma once

// The `datagen` connector (Flink's DataGenTableSource): random or sequence values per column,
// rate-limited by rows-per-second, bounded by number-of-rows or by sequence ends. Subtasks split
// the work as Flink's DataGeneratorSource and SequenceGenerator do: subtask i of p takes
// number-of-rows / p rows (one more for the first number-of-rows % p subtasks), the sequence
// values start + i, start + i + p, ..., and its share of the rate.

#include "exec/operator.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

/// A small, fast, seedable generator (SplitMix64); deterministic for a given seed.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed = 0) : m_state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [lo, hi] (inclusive). REQUIRES: lo <= hi
    std::int64_t uniform(std::int64_t lo, std::int64_t hi)
    {
        const auto span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
        if (span == ~std::uint64_t{0})
            return static_cast<std::int64_t>(next());
        // Lemire's multiply-shift; the tiny bias for huge spans does not matter for test data.
        __extension__ using U128 = unsigned __int128;
        const auto r = static_cast<std::uint64_t>((U128{next()} * (U128{span} + 1)) >> 64);
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + r);
    }
    /// Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    /// The whole generator state (a checkpoint's): SplitMix64(state()) goes on from here.
    std::uint64_t state() const { return m_state; }

private:
    std::uint64_t m_state;
};

class DataGenSource final : public SourceReader {
public:
    /// Reads and checks the options of `scan` (fields.<f>.* per column, sequence start/end,
    /// ranges).
    static Result<std::unique_ptr<SourceReader>> create(const plan::ScanNode &scan);

    Status open(OperatorContext &context) override;
    Result<SourceState> poll(RowBatch &batch) override;
    /// A subtask's position is its rows left, its sequences' next values and its generators'
    /// states; it resumes at the same parallelism (the sequences are interleaved by it).
    bool checkpointable() const override { return true; }
    Progress progress() const override;
    Status snapshotPosition(std::int64_t checkpointId, std::vector<SourceSplitState> &out) override;
    Status restorePosition(const std::vector<SourceSplitState> &splits, int checkpointedParallelism) override;

    struct Field; // one column's generator settings and state (datagen_source.cpp)
    DataGenSource(std::vector<Field> fields, std::int64_t rowsPerSecond,
                  std::optional<std::int64_t> numberOfRows, std::optional<std::uint64_t> seed);
    ~DataGenSource() override;

private:
    void generate(RowBatch &batch, std::size_t first, std::size_t count);
    std::string splitId() const;

    std::vector<Field> m_fields;
    std::int64_t m_rowsPerSecond;               // whole source
    std::optional<std::int64_t> m_numberOfRows; // whole source
    std::optional<std::uint64_t> m_seed;
    OperatorContext *m_context = nullptr;

    // Per subtask, set in open().
    double m_subtaskRate = 0;               // rows per second of this subtask
    std::optional<std::int64_t> m_rowsLeft; // number-of-rows share still to emit
    std::chrono::steady_clock::time_point m_start;
    std::int64_t m_emitted = 0;
};

} // namespace sluice::exec
