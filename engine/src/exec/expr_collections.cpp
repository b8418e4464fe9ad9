// The ARRAY_* and MAP_* functions over encoded collection values, with Flink 1.20's semantics
// (checked on the oracle): elements compare by value with NULL equal to NULL (ARRAY_CONTAINS,
// ARRAY_POSITION, ARRAY_REMOVE, ARRAY_DISTINCT keep the first of equal elements), positions
// count from 1, negative slice bounds count from the end, ARRAY_JOIN and ARRAY_MAX/MIN skip
// NULL elements (ARRAY_JOIN writes its replacement for them when given one).

#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/expr_node.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

class CollectionFunctionNode final : public MultiArgNode {
public:
    CollectionFunctionNode(LogicalType type, ScalarFunction f, std::vector<NodePtr> args)
        : MultiArgNode(std::move(type), std::move(args)), m_f(f),
          m_element(m_args[0]->type().root() == R::Array ? m_args[0]->type().elementType()
                                                         : LogicalType()),
          m_elementCodec(std::vector<LogicalType>{m_element})
    {
    }

protected:
    bool nullIfAnyArgNull() const override
    {
        // Only the collection being NULL makes the result NULL; a NULL element argument is a
        // value to look for, and ARRAY_JOIN's NULL arguments are handled below.
        return false;
    }

    Status compute(std::size_t i, RowBatch &o) override
    {
        if (m_views[0].isNull(i))
            return Status::ok();
        switch (m_f) {
        case ScalarFunction::MapKeys:
        case ScalarFunction::MapValues:
        case ScalarFunction::MapEntries: return mapParts(i, o);
        case ScalarFunction::MapFromArrays: return mapFromArrays(i, o);
        case ScalarFunction::MapUnion: return mapUnion(i, o);
        default: break;
        }
        auto elements = decodeArrayValue(m_views[0].str(i), m_element);
        if (!elements)
            return evalError(*this, sluice::Engine::tr("corrupt array value"));
        const std::size_t n = elements->size();
        switch (m_f) {
        case ScalarFunction::ArrayContains:
        case ScalarFunction::ArrayPosition: {
            if (m_f == ScalarFunction::ArrayPosition && m_views[1].isNull(i))
                return Status::ok(); // the position of NULL is NULL
            std::size_t found = 0;
            for (std::size_t k = 0; k < n && !found; ++k)
                if (equalsArgument(*elements, k, 1, i))
                    found = k + 1;
            if (m_f == ScalarFunction::ArrayContains)
                o.set<std::uint8_t>(0, i, found ? 1 : 0);
            else
                o.set<std::int32_t>(0, i, static_cast<std::int32_t>(found));
            return Status::ok();
        }
        case ScalarFunction::ArrayReverse: {
            std::vector<std::size_t> order(n);
            for (std::size_t k = 0; k < n; ++k)
                order[k] = n - 1 - k;
            return writeArray(*elements, order, o, i);
        }
        case ScalarFunction::ArrayDistinct: {
            std::vector<std::size_t> keep;
            std::vector<std::string> seen;
            for (std::size_t k = 0; k < n; ++k) {
                std::string key = encoded(*elements, k);
                if (std::find(seen.begin(), seen.end(), key) == seen.end()) {
                    seen.push_back(std::move(key));
                    keep.push_back(k);
                }
            }
            return writeArray(*elements, keep, o, i);
        }
        case ScalarFunction::ArrayRemove: {
            std::vector<std::size_t> keep;
            for (std::size_t k = 0; k < n; ++k)
                if (!equalsArgument(*elements, k, 1, i))
                    keep.push_back(k);
            return writeArray(*elements, keep, o, i);
        }
        case ScalarFunction::ArrayAppend:
        case ScalarFunction::ArrayPrepend: {
            RowBatch out(elements->schemaPtr(), n + 1);
            if (m_f == ScalarFunction::ArrayPrepend)
                copyViewValue(m_views[1], i, out, 0, out.appendRow());
            out.appendBatch(*elements);
            if (m_f == ScalarFunction::ArrayAppend)
                copyViewValue(m_views[1], i, out, 0, out.appendRow());
            o.setString(0, i, encodeArrayValue(out, 0));
            return Status::ok();
        }
        case ScalarFunction::ArrayConcat: {
            RowBatch out(elements->schemaPtr(), std::max<std::size_t>(1, n));
            out.appendBatch(*elements);
            for (std::size_t a = 1; a < m_views.size(); ++a) {
                if (m_views[a].isNull(i))
                    return Status::ok(); // NULL when any array is
                auto more = decodeArrayValue(m_views[a].str(i), m_element);
                if (!more)
                    return evalError(*this, sluice::Engine::tr("corrupt array value"));
                out.appendBatch(*more);
            }
            o.setString(0, i, encodeArrayValue(out, 0));
            return Status::ok();
        }
        case ScalarFunction::ArraySlice: return slice(*elements, o, i);
        case ScalarFunction::ArraySort: return sort(*elements, o, i);
        case ScalarFunction::ArrayUnion:
        case ScalarFunction::ArrayIntersect:
        case ScalarFunction::ArrayExcept: {
            // Distinct elements, each where it first appears: of both arrays (UNION), of the
            // first one found (INTERSECT) or not found (EXCEPT) in the second.
            if (m_views[1].isNull(i))
                return Status::ok();
            auto second = decodeArrayValue(m_views[1].str(i), m_element);
            if (!second)
                return evalError(*this, sluice::Engine::tr("corrupt array value"));
            std::vector<std::string> other;
            for (std::size_t k = 0; k < second->size(); ++k)
                other.push_back(encoded(*second, k));
            RowBatch out(elements->schemaPtr(), std::max<std::size_t>(1, n + second->size()));
            std::vector<std::string> seen;
            auto add = [&](const RowBatch &from, std::size_t k, const std::string &key) {
                if (std::find(seen.begin(), seen.end(), key) != seen.end())
                    return;
                seen.push_back(key);
                out.copyValue(0, out.appendRow(), from, 0, k);
            };
            for (std::size_t k = 0; k < n; ++k) {
                const std::string key = encoded(*elements, k);
                const bool inOther = std::find(other.begin(), other.end(), key) != other.end();
                if (m_f == ScalarFunction::ArrayUnion ||
                    (m_f == ScalarFunction::ArrayIntersect) == inOther)
                    add(*elements, k, key);
            }
            if (m_f == ScalarFunction::ArrayUnion) {
                for (std::size_t k = 0; k < second->size(); ++k)
                    add(*second, k, other[k]);
            }
            o.setString(0, i, encodeArrayValue(out, 0));
            return Status::ok();
        }
        case ScalarFunction::ArrayJoin: {
            if (m_views[1].isNull(i) || (m_views.size() > 2 && m_views[2].isNull(i)))
                return Status::ok();
            m_buffer.clear();
            bool first = true;
            for (std::size_t k = 0; k < n; ++k) {
                std::string_view part;
                if (elements->isNull(0, k)) {
                    if (m_views.size() < 3)
                        continue;
                    part = m_views[2].str(i);
                } else {
                    part = elements->getString(0, k);
                }
                if (!first)
                    m_buffer += m_views[1].str(i);
                m_buffer += part;
                first = false;
            }
            o.setString(0, i, m_buffer);
            return Status::ok();
        }
        case ScalarFunction::ArrayMax:
        case ScalarFunction::ArrayMin: {
            std::optional<std::size_t> best;
            const PhysicalType p = m_element.physicalType();
            for (std::size_t k = 0; k < n; ++k) {
                if (elements->isNull(0, k))
                    continue;
                const int c = best ? compareValues(p, *elements, k, 0, *elements, *best, 0) : 0;
                if (!best || (m_f == ScalarFunction::ArrayMax ? c > 0 : c < 0))
                    best = k;
            }
            if (best)
                o.copyValue(0, i, *elements, 0, *best);
            return Status::ok();
        }
        default: break;
        }
        return evalError(*this, sluice::Engine::tr("unsupported collection function"));
    }

private:
    /// ARRAY_SORT(array [, ascending = TRUE [, nullsFirst = ascending]]): NULL when a flag is.
    Status sort(const RowBatch &elements, RowBatch &o, std::size_t i)
    {
        for (std::size_t a = 1; a < m_views.size(); ++a) {
            if (m_views[a].isNull(i))
                return Status::ok();
        }
        const bool ascending = m_views.size() < 2 || m_views[1].get<std::uint8_t>(i) != 0;
        const bool nullsFirst = m_views.size() < 3 ? ascending : m_views[2].get<std::uint8_t>(i) != 0;
        std::vector<std::size_t> order(elements.size());
        for (std::size_t k = 0; k < order.size(); ++k)
            order[k] = k;
        const PhysicalType p = m_element.physicalType();
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const bool na = elements.isNull(0, a), nb = elements.isNull(0, b);
            if (na || nb)
                return na && !nb ? nullsFirst : (!na && nb ? !nullsFirst : false);
            const int c = compareValues(p, elements, a, 0, elements, b, 0);
            return ascending ? c < 0 : c > 0;
        });
        return writeArray(elements, order, o, i);
    }

    std::string encoded(const RowBatch &elements, std::size_t k) const
    {
        std::string key;
        m_elementCodec.encode(elements, k, key);
        return key;
    }

    /// Element k equals argument `arg` of row i (NULL equals NULL).
    bool equalsArgument(const RowBatch &elements, std::size_t k, std::size_t arg, std::size_t i)
    {
        m_probe.clear();
        m_probe.appendRow();
        copyViewValue(m_views[arg], i, m_probe, 0, 0);
        std::string probe;
        m_elementCodec.encode(m_probe, 0, probe);
        return probe == encoded(elements, k);
    }

    Status writeArray(const RowBatch &elements, const std::vector<std::size_t> &rows, RowBatch &o,
                      std::size_t i) const
    {
        RowBatch out(elements.schemaPtr(), std::max<std::size_t>(1, rows.size()));
        for (std::size_t k : rows)
            out.appendRowFrom(elements, k);
        o.setString(0, i, encodeArrayValue(out, 0));
        return Status::ok();
    }

    Status slice(const RowBatch &elements, RowBatch &o, std::size_t i) const
    {
        // 1-based and inclusive; a negative bound counts from the end; 0 as a start is 1.
        const auto n = static_cast<std::int64_t>(elements.size());
        if (m_views[1].isNull(i) || (m_views.size() > 2 && m_views[2].isNull(i)))
            return Status::ok();
        auto position = [&](std::int32_t p) -> std::int64_t { return p < 0 ? n + p + 1 : p; };
        std::int64_t from = std::max<std::int64_t>(1, position(m_views[1].get<std::int32_t>(i)));
        std::int64_t to = m_views.size() > 2 ? position(m_views[2].get<std::int32_t>(i)) : n;
        to = std::min(to, n);
        std::vector<std::size_t> rows;
        for (std::int64_t k = from; k <= to; ++k)
            rows.push_back(static_cast<std::size_t>(k - 1));
        return writeArray(elements, rows, o, i);
    }

    Status mapParts(std::size_t i, RowBatch &o)
    {
        const LogicalType &mapType = m_args[0]->type();
        auto entries = decodeMapValue(m_views[0].str(i), mapType);
        if (!entries)
            return evalError(*this, sluice::Engine::tr("corrupt map value"));
        if (m_f == ScalarFunction::MapEntries) {
            const LogicalType &row = type().elementType();
            RowBatch rows(Schema::make({{"entry", row}}), std::max<std::size_t>(1, entries->size()));
            for (std::size_t k = 0; k < entries->size(); ++k)
                rows.setString(0, rows.appendRow(), encodeRowValue(*entries, k));
            o.setString(0, i, encodeArrayValue(rows, 0));
            return Status::ok();
        }
        o.setString(0, i, encodeArrayValue(*entries, m_f == ScalarFunction::MapKeys ? 0 : 1));
        return Status::ok();
    }

    Status mapFromArrays(std::size_t i, RowBatch &o)
    {
        if (m_views[1].isNull(i))
            return Status::ok();
        const LogicalType &mapType = type();
        auto keys = decodeArrayValue(m_views[0].str(i), mapType.keyType());
        auto values = decodeArrayValue(m_views[1].str(i), mapType.valueType());
        if (!keys || !values)
            return evalError(*this, sluice::Engine::tr("corrupt array value"));
        if (keys->size() != values->size())
            return evalError(*this, sluice::Engine::tr("Invalid function MAP_FROM_ARRAYS call: the key array has %1 "
                                                       "elements and the value array %2")
                                        .arg(keys->size())
                                        .arg(values->size()));
        RowBatch entries(Schema::make({{"key", mapType.keyType()}, {"value", mapType.valueType()}}),
                         std::max<std::size_t>(1, keys->size()));
        for (std::size_t k = 0; k < keys->size(); ++k) {
            const std::size_t r = entries.appendRow();
            entries.copyValue(0, r, *keys, 0, k);
            entries.copyValue(1, r, *values, 0, k);
        }
        o.setString(0, i, encodeMapValue(entries));
        return Status::ok();
    }

    /// Flink's MapUnionFunction, map by map: the later map's entries in its order, then the
    /// entries of the maps before whose key it lacks (a NULL key counts as a key); NULL when
    /// any map is NULL.
    Status mapUnion(std::size_t i, RowBatch &o)
    {
        const LogicalType &mapType = type();
        for (const auto &view : m_views)
            if (view.isNull(i))
                return Status::ok();
        auto merged = decodeMapValue(m_views[0].str(i), mapType);
        if (!merged)
            return evalError(*this, sluice::Engine::tr("corrupt map value"));
        const RowCodec keyCodec = RowCodec::forKey(merged->schema(), {0}); // -0.0 equals 0.0
        auto keyOf = [&](const RowBatch &entries, std::size_t k) {
            std::string key;
            keyCodec.encode(entries, k, key);
            return key;
        };
        for (std::size_t a = 1; a < m_views.size(); ++a) {
            auto later = decodeMapValue(m_views[a].str(i), mapType);
            if (!later)
                return evalError(*this, sluice::Engine::tr("corrupt map value"));
            if (later->size() == 0)
                continue;
            std::vector<std::string> laterKeys;
            for (std::size_t k = 0; k < later->size(); ++k)
                laterKeys.push_back(keyOf(*later, k));
            RowBatch out = std::move(*later);
            for (std::size_t k = 0; k < merged->size(); ++k) {
                const std::string key = keyOf(*merged, k);
                if (std::find(laterKeys.begin(), laterKeys.end(), key) == laterKeys.end())
                    out.appendRowFrom(*merged, k);
            }
            merged = std::move(out);
        }
        o.setString(0, i, encodeMapValue(*merged));
        return Status::ok();
    }

    ScalarFunction m_f;
    LogicalType m_element;
    RowCodec m_elementCodec; // one element, for comparing by value
    RowBatch m_probe{Schema::make({{"p", m_element}}), 1};
};

} // namespace

Result<NodePtr> makeCollectionFunctionNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    if (args.empty() || args[0]->type().root() == R::Null)
        return makeNullNode(e.type);
    return NodePtr(std::make_unique<CollectionFunctionNode>(e.type, e.function, std::move(args)));
}

} // namespace sluice::exec::detail
