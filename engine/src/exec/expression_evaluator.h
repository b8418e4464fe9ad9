#pragma once

// Bound expressions compiled once into evaluators over whole batches: no per-row dispatch on
// expression kind, no heap allocation per value. SQL three-valued logic throughout (NULL in, NULL
// out, except where SQL says otherwise: AND/OR, IS [NOT] NULL, COALESCE, IS [NOT] DISTINCT FROM).

#include "common/row_batch.h"
#include "common/time_zone.h"
#include "plan/bound_expr.h"
#include "state/clock.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace sluice {
class Configuration;
}

namespace sluice::exec {

/// What an expression's values depend on besides its input rows, fixed when it is compiled (as
/// Flink's code generator reads the TableConfig): the session time zone of casts to and from
/// TIMESTAMP_LTZ, of the clock functions (LOCALTIMESTAMP, CURRENT_DATE ...), of EXTRACT, FLOOR
/// and DATE_FORMAT over TIMESTAMP_LTZ and of FROM_UNIXTIME and UNIX_TIMESTAMP.
struct ExpressionSession {
    TimeZone zone = TimeZone::utc();
    /// The session of a job's configuration (`table.local-time-zone`; none: UTC).
    static ExpressionSession of(const Configuration *config);
};

class CompiledExpression {
public:
    /// Compiles `expr` over rows of `input` in `session`. Fails for functions the runtime does
    /// not implement.
    static Result<CompiledExpression> compile(const plan::BoundExprPtr &expr, const Schema &input,
                                              const ExpressionSession &session);

    CompiledExpression(CompiledExpression &&) noexcept;
    CompiledExpression &operator=(CompiledExpression &&) noexcept;
    ~CompiledExpression();

    /// Evaluates for the rows of `input` listed in `rows` (all rows when null), writing result i
    /// into row `outFirstRow + i` of column `outColumn` of `out` (rows must exist there already).
    /// Strings are copied into `out`'s arena unless they point into `input`'s. Runtime errors
    /// (e.g. an invalid cast) return a Status naming the expression.
    Status evaluate(const RowBatch &input, const std::vector<std::uint32_t> *rows, RowBatch &out,
                    std::size_t outColumn, std::size_t outFirstRow) const;

    /// For BOOLEAN expressions: replaces `rows` (all rows when it arrives empty and `all` is true)
    /// with the rows where the expression is TRUE (not FALSE, not NULL).
    Status filter(const RowBatch &input, std::vector<std::uint32_t> &rows, bool all) const;

    const LogicalType &type() const;

    /// The processing-time clock of CURRENT_TIMESTAMP, LOCALTIMESTAMP and PROCTIME() (default:
    /// the system clock; operators pass OperatorContext::clock). Read once per evaluate().
    void setClock(const state::Clock *clock);
    /// The watermark CURRENT_WATERMARK(...) answers (INT64_MIN, the default: none yet, NULL);
    /// operators set it as their input's event time advances.
    void setWatermark(std::int64_t watermarkMillis);

private:
    struct Impl;
    explicit CompiledExpression(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace sluice::exec
