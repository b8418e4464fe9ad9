#include "exec/expression_evaluator.h"

#include <sluice/text.h>

#include "exec/expr_node.h"

#include <cstring>

namespace sluice::exec {

namespace {

template <typename T>
void copyFixed(const detail::View &v, std::size_t n, RowBatch &out, std::size_t col,
               std::size_t first)
{
    T *dst = out.mutableValues<T>(col) + first;
    const T *src = v.batch->values<T>(v.col);
    if (!v.constant && !v.sel && !detail::viewHasNulls(v, n)) {
        std::memcpy(static_cast<void *>(dst), src, n * sizeof(T));
        out.setValidRange(col, first, n);
        return;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t r = v.at(i);
        if (v.batch->isNull(v.col, r)) {
            out.setNull(col, first + i);
            continue;
        }
        dst[i] = src[r];
        out.setValid(col, first + i);
    }
}

// Copies the n values of a view into rows [first, first + n) of an output column.
void copyView(const detail::View &v, std::size_t n, RowBatch &out, std::size_t col,
              std::size_t first)
{
    if (v.allNull || out.physicalType(col) == PhysicalType::None) {
        for (std::size_t i = 0; i < n; ++i)
            out.setNull(col, first + i);
        return;
    }
    switch (out.physicalType(col)) {
    case PhysicalType::Bool: copyFixed<std::uint8_t>(v, n, out, col, first); break;
    case PhysicalType::Int8: copyFixed<std::int8_t>(v, n, out, col, first); break;
    case PhysicalType::Int16: copyFixed<std::int16_t>(v, n, out, col, first); break;
    case PhysicalType::Int32: copyFixed<std::int32_t>(v, n, out, col, first); break;
    case PhysicalType::Int64: copyFixed<std::int64_t>(v, n, out, col, first); break;
    case PhysicalType::Float32: copyFixed<float>(v, n, out, col, first); break;
    case PhysicalType::Float64: copyFixed<double>(v, n, out, col, first); break;
    case PhysicalType::Decimal128: copyFixed<Decimal128>(v, n, out, col, first); break;
    case PhysicalType::Timestamp: copyFixed<TimestampValue>(v, n, out, col, first); break;
    case PhysicalType::Bytes:
        for (std::size_t i = 0; i < n; ++i) {
            if (v.isNull(i))
                out.setNull(col, first + i);
            else
                out.setString(col, first + i, v.str(i));
        }
        break;
    case PhysicalType::None: break;
    }
}

} // namespace

struct CompiledExpression::Impl {
    detail::NodePtr root;
    LogicalType type;
    std::string text;
    bool clock = false;
    const state::Clock *clockSource = &state::SystemClock::instance();
    std::int64_t watermark = INT64_MIN;
    std::vector<std::uint32_t> allRows; // filter(): the identity selection
};

CompiledExpression::CompiledExpression(std::unique_ptr<Impl> impl) : m_impl(std::move(impl))
{
}
CompiledExpression::CompiledExpression(CompiledExpression &&) noexcept = default;
CompiledExpression &CompiledExpression::operator=(CompiledExpression &&) noexcept = default;
CompiledExpression::~CompiledExpression() = default;

ExpressionSession ExpressionSession::of(const Configuration *config)
{
    return ExpressionSession{TimeZone::ofSession(config)};
}

Result<CompiledExpression> CompiledExpression::compile(const plan::BoundExprPtr &expr,
                                                       const Schema &input,
                                                       const ExpressionSession &session)
{
    if (!expr)
        return Status::internal("no expression to compile");
    const detail::CompilationScope scope(session);
    auto node = detail::compileNode(expr, input);
    if (!node) {
        Status s = node.status();
        return Status(s.code(), sluice::Engine::tr("%1 (in expression %2)").arg(s.text()).arg(expr->toString()))
            .at(expr->range);
    }
    auto impl = std::make_unique<Impl>();
    impl->root = std::move(*node);
    impl->type = expr->type;
    impl->text = expr->toString();
    impl->clock = expr->readsClock();
    return CompiledExpression(std::move(impl));
}

const LogicalType &CompiledExpression::type() const
{
    return m_impl->type;
}

void CompiledExpression::setClock(const state::Clock *clock)
{
    m_impl->clockSource = clock ? clock : &state::SystemClock::instance();
}

void CompiledExpression::setWatermark(std::int64_t watermarkMillis)
{
    m_impl->watermark = watermarkMillis;
}

Status CompiledExpression::evaluate(const RowBatch &input, const std::vector<std::uint32_t> *rows,
                                    RowBatch &out, std::size_t outColumn,
                                    std::size_t outFirstRow) const
{
    detail::Frame frame;
    frame.input = &input;
    frame.rows = rows ? rows->data() : nullptr;
    frame.n = rows ? rows->size() : input.size();
    frame.nowMillis = m_impl->clock ? m_impl->clockSource->nowMillis() : 0;
    frame.watermark = m_impl->watermark;
    if (outFirstRow + frame.n > out.size())
        return Status::internal("evaluate: the output batch has too few rows");
    if (out.physicalType(outColumn) != m_impl->type.physicalType() &&
        m_impl->type.root() != LogicalTypeRoot::Null)
        return Status::internal("evaluate: output column " + std::to_string(outColumn) +
                                " is not " + m_impl->type.toString());
    detail::View v;
    if (Status s = m_impl->root->eval(frame, v); !s)
        return s;
    copyView(v, frame.n, out, outColumn, outFirstRow);
    return Status::ok();
}

Status CompiledExpression::filter(const RowBatch &input, std::vector<std::uint32_t> &rows,
                                  bool all) const
{
    detail::Frame frame;
    frame.input = &input;
    const bool everyRow = all && rows.empty();
    frame.rows = everyRow ? nullptr : rows.data();
    frame.n = everyRow ? input.size() : rows.size();
    frame.nowMillis = m_impl->clock ? m_impl->clockSource->nowMillis() : 0;
    frame.watermark = m_impl->watermark;
    detail::View v;
    if (Status s = m_impl->root->eval(frame, v); !s)
        return s;
    std::vector<std::uint32_t> &kept = m_impl->allRows;
    kept.clear();
    if (!v.allNull && !v.constant && !v.sel && !detail::viewHasNulls(v, frame.n)) {
        // Branch-free: write every candidate, advance past the kept ones.
        kept.resize(frame.n);
        const std::uint8_t *flags = v.batch->values<std::uint8_t>(v.col);
        std::size_t k = 0;
        for (std::size_t i = 0; i < frame.n; ++i) {
            kept[k] = everyRow ? static_cast<std::uint32_t>(i) : rows[i];
            k += flags[i] != 0;
        }
        kept.resize(k);
    } else if (!v.allNull) {
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (!v.isNull(i) && v.get<std::uint8_t>(i))
                kept.push_back(everyRow ? static_cast<std::uint32_t>(i) : rows[i]);
        }
    }
    rows.swap(kept);
    return Status::ok();
}

} // namespace sluice::exec
