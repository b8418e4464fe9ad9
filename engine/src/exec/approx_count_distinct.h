#pragma once

// APPROX_COUNT_DISTINCT as Flink's batch runtime computes it (BatchApproxCountDistinctAggFunctions
// over HyperLogLogPlusPlus with a relative error of 1%): each non-NULL value is hashed with XXH64
// (seed 42) over the bytes Flink hashes for its type, and the hash raises one of 2^14 registers to
// the number of leading zeros after the register bits; the estimate is linear counting while it
// stays small (at most 11500, or a raw estimate of at most 2.5 registers per value), else the
// HyperLogLog estimate.
//
// One difference: for raw estimates between 2.5 and 5 times the register count (about 41,000 to
// 82,000 distinct values) Flink subtracts an empirical bias interpolated from the HLL++ paper's
// tables, which the engine does not carry; there its estimate is the raw one, up to about 2% off
// Flink's (docs/functions.md).

#include "common/row_batch.h"

#include <cstdint>
#include <string>

namespace sluice::exec {

class ApproxDistinctSketch {
public:
    static constexpr int kPrecision = 14; ///< Flink: ceil(2 * log2(1.106 / 0.01))
    static constexpr std::size_t kRegisters = std::size_t{1} << kPrecision;

    /// Flink's hash of the non-NULL value at (row, col) of `in`, whose type is `type`.
    static std::uint64_t hashValue(const LogicalType &type, const RowBatch &in, std::size_t row,
                                   std::size_t col);
    /// Raises the register `hash` addresses; `registers` holds kRegisters bytes (or is empty:
    /// all zero).
    static void add(std::string &registers, std::uint64_t hash);
    /// The register-wise maximum of both.
    static void merge(std::string &registers, const std::string &other);
    /// Flink's estimate, rounded as Math.round does.
    static std::int64_t estimate(const std::string &registers);
};

} // namespace sluice::exec
