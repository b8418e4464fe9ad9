#include "exec/aggregate_functions.h"

#include <bit>
#include <cassert>
#include <cmath>
#include <cstring>
#include <type_traits>

namespace sluice::exec {

namespace {

using R = LogicalTypeRoot;

bool isIntegral(const LogicalType &t)
{
    switch (t.root()) {
    case R::TinyInt:
    case R::SmallInt:
    case R::Integer:
    case R::BigInt: return true;
    default: return false;
    }
}

template <class B> std::int64_t readInt(const B &b, std::size_t row, std::size_t col)
{
    switch (b.physicalType(col)) {
    case PhysicalType::Int8: return b.template get<std::int8_t>(col, row);
    case PhysicalType::Int16: return b.template get<std::int16_t>(col, row);
    case PhysicalType::Int32: return b.template get<std::int32_t>(col, row);
    case PhysicalType::Int64: return b.template get<std::int64_t>(col, row);
    case PhysicalType::Bool: return b.template get<std::uint8_t>(col, row);
    default: assert(false && "not an integral column"); return 0;
    }
}

template <class B> double readDouble(const B &b, std::size_t row, std::size_t col)
{
    switch (b.physicalType(col)) {
    case PhysicalType::Float32: return b.template get<float>(col, row);
    case PhysicalType::Float64: return b.template get<double>(col, row);
    default: return static_cast<double>(readInt(b, row, col));
    }
}

std::int64_t wrapAdd(std::int64_t a, std::int64_t b)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
}
std::int64_t wrapSub(std::int64_t a, std::int64_t b)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b));
}

template <class Acc>
[[gnu::always_inline]] inline void addCount(Acc &acc, std::size_t row, std::size_t col,
                                            std::int64_t delta)
{
    acc.template set<std::int64_t>(col, row, acc.template get<std::int64_t>(col, row) + delta);
}

/// acc[col] ±= in[inCol] in the accumulator column's arithmetic.
template <class Acc>
[[gnu::always_inline]] inline void addValue(Acc &acc, std::size_t row, std::size_t col,
                                            const RowBatch &in, std::size_t inRow,
                                            std::size_t inCol, bool subtract)
{
    switch (acc.physicalType(col)) {
    case PhysicalType::Int64: {
        const std::int64_t v = readInt(in, inRow, inCol);
        const std::int64_t s = acc.template get<std::int64_t>(col, row);
        acc.template set<std::int64_t>(col, row, subtract ? wrapSub(s, v) : wrapAdd(s, v));
        break;
    }
    case PhysicalType::Float32: {
        const float v = static_cast<float>(readDouble(in, inRow, inCol));
        const float s = acc.template get<float>(col, row);
        acc.template set<float>(col, row, subtract ? s - v : s + v);
        break;
    }
    case PhysicalType::Float64: {
        const double v = readDouble(in, inRow, inCol);
        const double s = acc.template get<double>(col, row);
        acc.template set<double>(col, row, subtract ? s - v : s + v);
        break;
    }
    case PhysicalType::Decimal128: {
        // The accumulator keeps the argument's scale (DECIMAL(38, s)), so unscaled values add.
        const Int128 v = in.get<Decimal128>(inCol, inRow).unscaled;
        const Int128 s = acc.template get<Decimal128>(col, row).unscaled;
        acc.template set<Decimal128>(col, row, Decimal128{subtract ? s - v : s + v});
        break;
    }
    default: assert(false && "unsupported sum type"); break;
    }
}

template <class Acc> void setZero(Acc &acc, std::size_t row, std::size_t col)
{
    switch (acc.physicalType(col)) {
    case PhysicalType::Int64: acc.template set<std::int64_t>(col, row, 0); break;
    case PhysicalType::Float32: acc.template set<float>(col, row, 0.0F); break;
    case PhysicalType::Float64: acc.template set<double>(col, row, 0.0); break;
    case PhysicalType::Decimal128: acc.template set<Decimal128>(col, row, Decimal128{}); break;
    default: assert(false && "unsupported sum type"); break;
    }
}

/// Writes an integral value into a column of any integral width (Java's narrowing cast).
void writeInt(RowBatch &out, std::size_t row, std::size_t col, std::int64_t v)
{
    switch (out.physicalType(col)) {
    case PhysicalType::Int8: out.set<std::int8_t>(col, row, static_cast<std::int8_t>(v)); break;
    case PhysicalType::Int16: out.set<std::int16_t>(col, row, static_cast<std::int16_t>(v)); break;
    case PhysicalType::Int32: out.set<std::int32_t>(col, row, static_cast<std::int32_t>(v)); break;
    case PhysicalType::Int64: out.set<std::int64_t>(col, row, v); break;
    case PhysicalType::Float32: out.set<float>(col, row, static_cast<float>(v)); break;
    case PhysicalType::Float64: out.set<double>(col, row, static_cast<double>(v)); break;
    default: assert(false && "not an integral result"); break;
    }
}

Int128 pow10(int n)
{
    Int128 p = 1;
    for (int i = 0; i < n; ++i)
        p *= 10;
    return p;
}

/// sum / count rounded HALF_UP to `resultScale` (sum has `sumScale`), as DecimalData's divide.
Int128 divideDecimal(Int128 sum, int sumScale, std::int64_t count, int resultScale)
{
    Int128 num = sum;
    if (resultScale >= sumScale)
        num *= pow10(resultScale - sumScale);
    Int128 den = count;
    if (resultScale < sumScale)
        den *= pow10(sumScale - resultScale);
    Int128 q = num / den;
    Int128 r = num % den;
    if (r < 0)
        r = -r;
    const Int128 absDen = den < 0 ? -den : den;
    if (2 * r >= absDen)
        q += ((num < 0) != (den < 0)) ? -1 : 1;
    return q;
}

std::int64_t javaDoubleBits(double v)
{
    if (std::isnan(v))
        return 0x7ff8000000000000LL;
    return std::bit_cast<std::int64_t>(v);
}

template <typename F> int javaFloatCompare(F a, F b)
{
    if (a < b)
        return -1;
    if (a > b)
        return 1;
    const std::int64_t ba = javaDoubleBits(static_cast<double>(a));
    const std::int64_t bb = javaDoubleBits(static_cast<double>(b));
    return ba < bb ? -1 : (ba == bb ? 0 : 1);
}

template <typename T> int cmp(T a, T b) { return a < b ? -1 : (b < a ? 1 : 0); }

/// Copies accumulator column `c` into an output column (NULL included).
void copyAccValue(RowBatch &out, std::size_t outCol, std::size_t outRow, const RowBatch &acc,
                  std::size_t c, std::size_t row)
{
    out.copyValue(outCol, outRow, acc, c, row);
}
void copyAccValue(RowBatch &out, std::size_t outCol, std::size_t outRow, const FixedRecord &acc,
                  std::size_t c, std::size_t /*row*/)
{
    acc.copyTo(c, out, outCol, outRow);
}

} // namespace

std::size_t AggSpec::accWidth() const
{
    switch (kind) {
    case AccKind::Sum:
    case AccKind::Avg:
    case AccKind::AvgMerge:
    case AccKind::Min:
    case AccKind::Max: return 2;
    default: return 1;
    }
}

AggSpec makeAggSpec(const plan::AggCall &call, const Schema &input, bool updatingInput)
{
    AggSpec s;
    switch (call.function) {
    case plan::AggFunction::Count: s.kind = AccKind::Count; break;
    case plan::AggFunction::CountStar: s.kind = AccKind::CountStar; break;
    case plan::AggFunction::Sum: s.kind = AccKind::Sum; break;
    case plan::AggFunction::Sum0: s.kind = AccKind::Sum0; break;
    case plan::AggFunction::Avg: s.kind = AccKind::Avg; break;
    case plan::AggFunction::Min: s.kind = AccKind::Min; break;
    case plan::AggFunction::Max: s.kind = AccKind::Max; break;
    case plan::AggFunction::ListAgg: s.kind = AccKind::ListAgg; break;
    case plan::AggFunction::ArrayAgg: s.kind = AccKind::ArrayAgg; break;
    case plan::AggFunction::Collect: s.kind = AccKind::Collect; break;
    case plan::AggFunction::FirstValue:
        s.kind = updatingInput ? AccKind::FirstValueList : AccKind::FirstValue;
        break;
    case plan::AggFunction::LastValue:
        s.kind = updatingInput ? AccKind::LastValueList : AccKind::LastValue;
        break;
    case plan::AggFunction::JsonObjectAgg: s.kind = AccKind::JsonObjectAgg; break;
    case plan::AggFunction::JsonArrayAgg: s.kind = AccKind::JsonArrayAgg; break;
    case plan::AggFunction::ApproxCountDistinct: s.kind = AccKind::ApproxCountDistinct; break;
    }
    s.arg = call.argIndex;
    s.arg2 = call.arg2Index;
    s.skipNulls = call.skipNulls;
    s.separator = call.separator;
    s.filter = call.filterIndex;
    s.resultType = call.type;
    if (s.arg >= 0)
        s.argType = input.type(static_cast<std::size_t>(s.arg));
    const bool minMax = s.kind == AccKind::Min || s.kind == AccKind::Max;
    // MIN(DISTINCT x) = MIN(x); COUNT(DISTINCT *) does not exist.
    s.distinct = call.distinct && !minMax && s.kind != AccKind::CountStar;
    s.retractMap = minMax && updatingInput;
    switch (s.kind) {
    case AccKind::Count:
    case AccKind::CountStar: s.accType = LogicalType::bigInt(false); break;
    case AccKind::Sum:
    case AccKind::Sum0:
    case AccKind::Avg:
    case AccKind::AvgMerge:
        if (isIntegral(s.argType))
            s.accType = LogicalType::bigInt(false);
        else if (s.argType.root() == R::Decimal)
            s.accType = LogicalType::decimal(LogicalType::kMaxDecimalPrecision, s.argType.scale(), false);
        else if (s.argType.root() == R::Float && s.kind != AccKind::Avg)
            s.accType = LogicalType::floatType(false);
        else
            s.accType = LogicalType::doubleType(false);
        break;
    case AccKind::Min:
    case AccKind::Max:
    case AccKind::FirstValue:
    case AccKind::LastValue: s.accType = s.argType.asNullable(); break;
    default: s.accType = LogicalType::bytes(true); break; // a ValueList
    }
    return s;
}

std::vector<RowField> accumulatorLayout(std::vector<AggSpec> &specs, bool withDeltas)
{
    std::vector<RowField> fields;
    fields.push_back({"$count", LogicalType::bigInt(false), {}});
    for (std::size_t i = 0; i < specs.size(); ++i) {
        AggSpec &s = specs[i];
        s.accColumn = fields.size();
        const std::string base = "$acc" + std::to_string(i);
        fields.push_back({base, s.accType, {}});
        if (s.accWidth() == 2)
            fields.push_back({base + "_n", LogicalType::bigInt(false), {}});
    }
    for (std::size_t i = 0; i < specs.size(); ++i) {
        AggSpec &s = specs[i];
        s.deltaColumn = -1;
        if (withDeltas && s.usesMap()) {
            s.deltaColumn = static_cast<int>(fields.size());
            fields.push_back({"$delta" + std::to_string(i), LogicalType::bytes(true), {}});
        }
    }
    return fields;
}

void initAccumulator(const std::vector<AggSpec> &specs, RowBatch &acc, std::size_t row)
{
    acc.set<std::int64_t>(0, row, 0);
    initAggregates(specs, acc, row);
}

namespace {

/// One call's part of initAggregates.
template <class Acc> void initAggregate(const AggSpec &s, Acc &acc, std::size_t row)
{
    const std::size_t c = s.accColumn;
    switch (s.kind) {
    case AccKind::Count:
    case AccKind::CountStar: acc.template set<std::int64_t>(c, row, 0); break;
    case AccKind::Sum0: setZero(acc, row, c); break;
    case AccKind::Sum:
    case AccKind::Avg:
    case AccKind::AvgMerge:
        setZero(acc, row, c);
        acc.template set<std::int64_t>(c + 1, row, 0);
        break;
    case AccKind::Min:
    case AccKind::Max:
        acc.setNull(c, row);
        acc.template set<std::int64_t>(c + 1, row, 0);
        break;
    default: acc.setNull(c, row); break;
    }
    if (s.deltaColumn >= 0)
        acc.setNull(static_cast<std::size_t>(s.deltaColumn), row);
}

} // namespace

template <class Acc>
void initAggregates(const std::vector<AggSpec> &specs, Acc &acc, std::size_t row)
{
    for (const AggSpec &s : specs)
        initAggregate(s, acc, row);
}

void accumulateRows(const std::vector<AggSpec> &specs, RowBatch &acc, const RowBatch &in,
                    std::size_t countColumn)
{
    const std::size_t n = in.size();
    acc.clear();
    acc.resize(n);
    std::int64_t *counts = acc.mutableValues<std::int64_t>(countColumn);
    const RowKind *kinds = in.kinds();
    for (std::size_t r = 0; r < n; ++r)
        counts[r] = isRetraction(kinds[r]) ? -1 : 1;
    acc.setAllValid(countColumn);
    for (const AggSpec &s : specs) {
        assert(!s.usesMap() && !s.valueList());
        if (s.kind == AccKind::CountStar && s.filter < 0) { // the commonest call: the signs
            std::copy(counts, counts + n, acc.mutableValues<std::int64_t>(s.accColumn));
            acc.setAllValid(s.accColumn);
            continue;
        }
        for (std::size_t r = 0; r < n; ++r) {
            initAggregate(s, acc, r);
            if (filterPasses(in, s.filter, r))
                accumulateValue(s, acc, r, in, r, s.arg, counts[r] < 0);
        }
    }
}

template <class Acc>
void accumulateValue(const AggSpec &spec, Acc &acc, std::size_t row, const RowBatch &in,
                     std::size_t inRow, int col, bool retract)
{
    const std::size_t c = spec.accColumn;
    const std::int64_t sign = retract ? -1 : 1;
    if (spec.kind == AccKind::CountStar) {
        addCount(acc, row, c, sign);
        return;
    }
    const auto inCol = static_cast<std::size_t>(col);
    if (in.isNull(inCol, inRow))
        return;
    switch (spec.kind) {
    case AccKind::Count: addCount(acc, row, c, sign); break;
    case AccKind::Sum0: addValue(acc, row, c, in, inRow, inCol, retract); break;
    case AccKind::Sum:
    case AccKind::Avg:
        addValue(acc, row, c, in, inRow, inCol, retract);
        addCount(acc, row, c + 1, sign);
        break;
    case AccKind::AvgMerge: {
        addValue(acc, row, c, in, inRow, inCol, retract);
        const auto countCol = static_cast<std::size_t>(spec.arg2);
        if (!in.isNull(countCol, inRow))
            addCount(acc, row, c + 1, sign * readInt(in, inRow, countCol));
        break;
    }
    case AccKind::Min:
    case AccKind::Max:
        assert(!spec.retractMap && !retract);
        extremeAdded(spec, acc, row, in, inRow, col);
        break;
    case AccKind::FirstValue:
        if (acc.isNull(c, row))
            acc.copyValue(c, row, in, inCol, inRow);
        break;
    case AccKind::LastValue: acc.copyValue(c, row, in, inCol, inRow); break;
    default: assert(false && "value lists are folded by the operator"); break;
    }
}

template <class Acc>
void extremeAdded(const AggSpec &spec, Acc &acc, std::size_t row, const RowBatch &in,
                  std::size_t inRow, int col)
{
    const std::size_t c = spec.accColumn;
    const auto inCol = static_cast<std::size_t>(col);
    const std::int64_t size = acc.template get<std::int64_t>(c + 1, row);
    bool replace = size <= 0 || acc.isNull(c, row);
    if (!replace) {
        const int order = compareValues(acc.physicalType(c), in, inRow, inCol, acc, row, c);
        replace = spec.kind == AccKind::Min ? order < 0 : order > 0;
    }
    if (replace)
        acc.copyValue(c, row, in, inCol, inRow);
    acc.template set<std::int64_t>(c + 1, row, size + 1);
}

template <class Acc>
void mergeAccumulator(const AggSpec &spec, Acc &acc, std::size_t row, const RowBatch &other,
                      std::size_t otherRow, std::size_t otherColumn)
{
    const std::size_t c = spec.accColumn;
    switch (spec.kind) {
    case AccKind::Count:
    case AccKind::CountStar: addCount(acc, row, c, other.get<std::int64_t>(otherColumn, otherRow)); break;
    case AccKind::Sum0: addValue(acc, row, c, other, otherRow, otherColumn, false); break;
    case AccKind::Sum:
    case AccKind::Avg:
    case AccKind::AvgMerge:
        addValue(acc, row, c, other, otherRow, otherColumn, false);
        addCount(acc, row, c + 1, other.get<std::int64_t>(otherColumn + 1, otherRow));
        break;
    case AccKind::Min:
    case AccKind::Max: {
        const std::int64_t n = other.get<std::int64_t>(otherColumn + 1, otherRow);
        if (n <= 0 || other.isNull(otherColumn, otherRow))
            break;
        const std::int64_t size = acc.template get<std::int64_t>(c + 1, row);
        extremeAdded(spec, acc, row, other, otherRow, static_cast<int>(otherColumn));
        acc.template set<std::int64_t>(c + 1, row, size + n);
        break;
    }
    default: assert(false && "no two-phase merge for this aggregate"); break;
    }
}

std::size_t aggValueWidth(const AggSpec &spec, bool partial)
{
    return partial && spec.kind == AccKind::Avg ? 2 : 1;
}

template <class Acc>
std::size_t writeAggValue(const AggSpec &spec, const Acc &acc, std::size_t row, RowBatch &out,
                          std::size_t outRow, std::size_t outCol, bool partial)
{
    const std::size_t c = spec.accColumn;
    switch (spec.kind) {
    case AccKind::Count:
    case AccKind::CountStar:
        out.set<std::int64_t>(outCol, outRow, acc.template get<std::int64_t>(c, row));
        return 1;
    case AccKind::Sum:
    case AccKind::Sum0: {
        if (spec.kind == AccKind::Sum && acc.template get<std::int64_t>(c + 1, row) == 0) {
            out.setNull(outCol, outRow);
            return 1;
        }
        switch (acc.physicalType(c)) {
        case PhysicalType::Int64:
            writeInt(out, outRow, outCol, acc.template get<std::int64_t>(c, row));
            break;
        case PhysicalType::Float32:
            out.set<float>(outCol, outRow, acc.template get<float>(c, row));
            break;
        case PhysicalType::Float64:
            out.set<double>(outCol, outRow, acc.template get<double>(c, row));
            break;
        case PhysicalType::Decimal128: copyAccValue(out, outCol, outRow, acc, c, row); break;
        default: assert(false); break;
        }
        return 1;
    }
    case AccKind::Avg:
    case AccKind::AvgMerge: {
        if (partial && spec.kind == AccKind::Avg) {
            copyAccValue(out, outCol, outRow, acc, c, row);
            copyAccValue(out, outCol + 1, outRow, acc, c + 1, row);
            return 2;
        }
        const std::int64_t n = acc.template get<std::int64_t>(c + 1, row);
        if (n == 0) {
            out.setNull(outCol, outRow);
            return 1;
        }
        switch (acc.physicalType(c)) {
        case PhysicalType::Int64:
            // Java long division truncates toward zero, as C++ does.
            writeInt(out, outRow, outCol, acc.template get<std::int64_t>(c, row) / n);
            break;
        case PhysicalType::Float32:
        case PhysicalType::Float64: {
            const double avg = readDouble(acc, row, c) / static_cast<double>(n);
            if (out.physicalType(outCol) == PhysicalType::Float32)
                out.set<float>(outCol, outRow, static_cast<float>(avg));
            else
                out.set<double>(outCol, outRow, avg);
            break;
        }
        case PhysicalType::Decimal128:
            out.set<Decimal128>(
                outCol, outRow,
                Decimal128{divideDecimal(acc.template get<Decimal128>(c, row).unscaled,
                                         spec.accType.scale(), n, spec.resultType.scale())});
            break;
        default: assert(false); break;
        }
        return 1;
    }
    case AccKind::Min:
    case AccKind::Max:
        if (acc.template get<std::int64_t>(c + 1, row) > 0 && !acc.isNull(c, row))
            copyAccValue(out, outCol, outRow, acc, c, row);
        else
            out.setNull(outCol, outRow);
        return 1;
    case AccKind::FirstValue:
    case AccKind::LastValue: copyAccValue(out, outCol, outRow, acc, c, row); return 1;
    default: assert(false && "value lists are written by the operator"); return 1;
    }
    return 1;
}

std::size_t writeAggValues(const AggSpec &spec, std::span<const FixedRecord> accs, RowBatch &out,
                           std::size_t outCol, bool partial)
{
    const std::size_t n = accs.size();
    if (n != 0 && (spec.kind == AccKind::Count || spec.kind == AccKind::CountStar)) {
        // Counts are never NULL: typed copies and one pass over the null bits.
        std::int64_t *to = out.mutableValues<std::int64_t>(outCol);
        for (std::size_t i = 0; i < n; ++i)
            to[i] = accs[i].get<std::int64_t>(spec.accColumn);
        out.setValidRange(outCol, 0, n);
        return 1;
    }
    std::size_t width = aggValueWidth(spec, partial);
    for (std::size_t i = 0; i < n; ++i)
        width = writeAggValue(spec, accs[i], 0, out, i, outCol, partial);
    return width;
}

/// Orders the values of type T at (rowA, colA) of `a` and (rowB, colB) of `b`.
template <typename T, class A, class B>
int compareAs(const A &a, std::size_t rowA, std::size_t colA, const B &b, std::size_t rowB,
              std::size_t colB)
{
    const T x = a.template get<T>(colA, rowA);
    const T y = b.template get<T>(colB, rowB);
    if constexpr (std::is_floating_point_v<T>)
        return javaFloatCompare(x, y);
    else if constexpr (std::is_same_v<T, Decimal128>)
        return cmp(x.unscaled, y.unscaled);
    else
        return cmp(x, y);
}

template <class A, class B>
int compareValues(PhysicalType type, const A &a, std::size_t rowA, std::size_t colA, const B &b,
                  std::size_t rowB, std::size_t colB)
{
    switch (type) {
    case PhysicalType::None: return 0;
    case PhysicalType::Bool: return compareAs<std::uint8_t>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Int8: return compareAs<std::int8_t>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Int16: return compareAs<std::int16_t>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Int32: return compareAs<std::int32_t>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Int64: return compareAs<std::int64_t>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Float32: return compareAs<float>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Float64: return compareAs<double>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Decimal128: return compareAs<Decimal128>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Timestamp: return compareAs<TimestampValue>(a, rowA, colA, b, rowB, colB);
    case PhysicalType::Bytes: {
        const std::string_view x = a.getString(colA, rowA);
        const std::string_view y = b.getString(colB, rowB);
        const std::size_t n = std::min(x.size(), y.size());
        const int c = n ? std::memcmp(x.data(), y.data(), n) : 0; // memcmp compares unsigned bytes
        if (c != 0)
            return c < 0 ? -1 : 1;
        return cmp(x.size(), y.size());
    }
    }
    return 0;
}

template void initAggregates(const std::vector<AggSpec> &, RowBatch &, std::size_t);
template void initAggregates(const std::vector<AggSpec> &, FixedRecord &, std::size_t);
template void accumulateValue(const AggSpec &, RowBatch &, std::size_t, const RowBatch &,
                              std::size_t, int, bool);
template void accumulateValue(const AggSpec &, FixedRecord &, std::size_t, const RowBatch &,
                              std::size_t, int, bool);
template void mergeAccumulator(const AggSpec &, RowBatch &, std::size_t, const RowBatch &, std::size_t,
                               std::size_t);
template void mergeAccumulator(const AggSpec &, FixedRecord &, std::size_t, const RowBatch &,
                               std::size_t, std::size_t);
template void extremeAdded(const AggSpec &, RowBatch &, std::size_t, const RowBatch &, std::size_t,
                           int);
template void extremeAdded(const AggSpec &, FixedRecord &, std::size_t, const RowBatch &,
                           std::size_t, int);
template std::size_t writeAggValue(const AggSpec &, const RowBatch &, std::size_t, RowBatch &,
                                   std::size_t, std::size_t, bool);
template std::size_t writeAggValue(const AggSpec &, const FixedRecord &, std::size_t, RowBatch &,
                                   std::size_t, std::size_t, bool);
template int compareValues(PhysicalType, const RowBatch &, std::size_t, std::size_t,
                           const RowBatch &, std::size_t, std::size_t);
template int compareValues(PhysicalType, const RowBatch &, std::size_t, std::size_t,
                           const FixedRecord &, std::size_t, std::size_t);

bool sameValue(PhysicalType type, const RowBatch &a, std::size_t rowA, std::size_t colA,
               const RowBatch &b, std::size_t rowB, std::size_t colB)
{
    const bool nullA = a.isNull(colA, rowA);
    const bool nullB = b.isNull(colB, rowB);
    if (nullA || nullB)
        return nullA == nullB;
    return compareValues(type, a, rowA, colA, b, rowB, colB) == 0;
}

} // namespace sluice::exec
