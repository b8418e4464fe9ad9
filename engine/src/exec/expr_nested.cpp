// Nested values in the evaluator: field access, the item operator on arrays and maps, the ROW /
// ARRAY / MAP constructors, CARDINALITY, ELEMENT, and CAST between nested types. Values stay in
// their binary encoding (common/row_codec.h); access decodes only the part it reads.

#include "common/row_codec.h"
#include "exec/expr_node.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

Status corruptValue(const Node &node)
{
    return evalError(node, sluice::Engine::tr("corrupt nested value"));
}

// --- Access ---------------------------------------------------------------------------------------

class FieldAccessNode final : public Node {
public:
    FieldAccessNode(LogicalType type, NodePtr row, std::size_t field)
        : Node(std::move(type)), m_row(std::move(row)), m_reader(m_row->type(), field)
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View rows;
        if (Status s = m_row->eval(frame, rows); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (rows.isNull(i))
                continue;
            if (!m_reader.read(rows.str(i), o, 0, i))
                return corruptValue(*this);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    NodePtr m_row;
    RowFieldReader m_reader;
};

/// arr[i] (1-based; NULL past the end) and ELEMENT(arr).
class ArrayElementNode final : public MultiArgNode {
public:
    ArrayElementNode(LogicalType type, std::vector<NodePtr> args, bool element)
        : MultiArgNode(std::move(type), std::move(args)), m_element(element)
    {
    }

protected:
    Status compute(std::size_t i, RowBatch &o) override
    {
        const std::string_view bytes = m_views[0].str(i);
        const LogicalType &elementType = m_args[0]->type().elementType();
        std::uint64_t index = 0;
        if (m_element) {
            // ELEMENT: the only element, NULL for an empty array.
            auto n = nestedValueCount(bytes);
            if (!n)
                return corruptValue(*this);
            if (*n > 1)
                return evalError(*this, sluice::Engine::tr("Array has more than one element."));
        } else {
            const std::int32_t at = m_views[1].get<std::int32_t>(i);
            if (at < 1)
                return evalError(*this, sluice::Engine::tr("Array element access needs an index starting at 1 but "
                                                           "was %1.")
                                            .arg(at));
            index = static_cast<std::uint64_t>(at - 1);
        }
        if (!readArrayElement(bytes, elementType, index, o, 0, i))
            return corruptValue(*this);
        return Status::ok();
    }

private:
    bool m_element;
};

/// map[key]: the value of the entry whose key equals `key`, NULL when there is none.
class MapValueNode final : public MultiArgNode {
public:
    MapValueNode(LogicalType type, std::vector<NodePtr> args)
        : MultiArgNode(std::move(type), std::move(args)),
          m_lookupCodec({m_args[0]->type().keyType()}), m_keyCodec({m_args[0]->type().keyType()}, {0}),
          m_lookup(Schema::make({{"k", m_args[0]->type().keyType()}}), 1)
    {
    }

protected:
    Status compute(std::size_t i, RowBatch &o) override
    {
        auto entries = decodeMapValue(m_views[0].str(i), m_args[0]->type());
        if (!entries)
            return corruptValue(*this);
        m_lookup.clear();
        m_lookup.appendRow();
        copyViewValue(m_views[1], i, m_lookup, 0, 0);
        m_wanted.clear();
        m_lookupCodec.encode(m_lookup, 0, m_wanted);
        for (std::size_t e = 0; e < entries->size(); ++e) {
            m_buffer.clear();
            m_keyCodec.encode(*entries, e, m_buffer);
            if (m_buffer == m_wanted) {
                o.copyValue(0, i, *entries, 1, e);
                return Status::ok();
            }
        }
        return Status::ok();
    }

private:
    RowCodec m_lookupCodec; // the key looked up, alone in m_lookup
    RowCodec m_keyCodec;    // column 0 of the decoded entries
    RowBatch m_lookup;
    std::string m_wanted;
};

class CardinalityNode final : public MultiArgNode {
public:
    using MultiArgNode::MultiArgNode;

protected:
    Status compute(std::size_t i, RowBatch &o) override
    {
        auto n = nestedValueCount(m_views[0].str(i));
        if (!n)
            return corruptValue(*this);
        o.set<std::int32_t>(0, i, static_cast<std::int32_t>(*n));
        return Status::ok();
    }
};

// --- Construction ---------------------------------------------------------------------------------

/// ROW(...), ARRAY[...] and MAP[...]: the arguments of each row gathered into a small batch and
/// encoded. NULL arguments are NULL fields, elements or values, never a NULL result.
class ConstructorNode final : public MultiArgNode {
public:
    ConstructorNode(LogicalType type, ScalarFunction f, std::vector<NodePtr> args)
        : MultiArgNode(std::move(type), std::move(args)), m_f(f), m_parts(partsSchema(), 8),
          m_codec(RowCodec::forSchema(m_parts.schema()))
    {
    }

protected:
    bool nullIfAnyArgNull() const override { return false; }

    Status compute(std::size_t i, RowBatch &o) override
    {
        m_parts.clear();
        m_buffer.clear();
        switch (m_f) {
        case ScalarFunction::RowConstructor:
            m_parts.appendRow();
            for (std::size_t k = 0; k < m_views.size(); ++k)
                copyViewValue(m_views[k], i, m_parts, k, 0);
            m_codec.encode(m_parts, 0, m_buffer);
            o.setString(0, i, m_buffer);
            return Status::ok();
        case ScalarFunction::ArrayConstructor:
            for (std::size_t k = 0; k < m_views.size(); ++k)
                copyViewValue(m_views[k], i, m_parts, 0, m_parts.appendRow());
            o.setString(0, i, encodeArrayValue(m_parts, 0));
            return Status::ok();
        default: break;
        }
        // MAP: a repeated key keeps its first position and takes the last value.
        const RowCodec keys({type().keyType()}, {0});
        std::vector<std::string> seen;
        for (std::size_t k = 0; k + 1 < m_views.size(); k += 2) {
            m_lookup.clear();
            m_lookup.appendRow();
            copyViewValue(m_views[k], i, m_lookup, 0, 0);
            std::string key;
            keys.encode(m_lookup, 0, key);
            auto at = std::find(seen.begin(), seen.end(), key);
            std::size_t row = 0;
            if (at == seen.end()) {
                seen.push_back(std::move(key));
                row = m_parts.appendRow();
                copyViewValue(m_views[k], i, m_parts, 0, row);
            } else {
                row = static_cast<std::size_t>(at - seen.begin());
            }
            copyViewValue(m_views[k + 1], i, m_parts, 1, row);
        }
        o.setString(0, i, encodeMapValue(m_parts));
        return Status::ok();
    }

private:
    std::shared_ptr<const Schema> partsSchema() const
    {
        switch (m_f) {
        case ScalarFunction::RowConstructor:
            return std::make_shared<const Schema>(Schema::fromRowType(type()));
        case ScalarFunction::ArrayConstructor:
            return Schema::make({{"element", type().elementType()}});
        default: return Schema::make({{"key", type().keyType()}, {"value", type().valueType()}});
        }
    }

    ScalarFunction m_f;
    RowBatch m_parts;
    RowCodec m_codec;
    RowBatch m_lookup{m_f == ScalarFunction::MapConstructor
                          ? Schema::make({{"k", type().keyType()}})
                          : Schema::make(std::vector<RowField>{}),
                      1};
};

// --- CAST between nested types --------------------------------------------------------------------

/// CAST of ROW to ROW, ARRAY to ARRAY, MAP to MAP: each value decoded, its parts cast by compiled
/// casts over the decoded batch, and encoded again. The part casts fail (or, for TRY_CAST, give
/// NULL) exactly as a cast of a top-level value does.
class NestedCastNode final : public Node {
public:
    NestedCastNode(LogicalType type, NodePtr child, bool tryCast)
        : Node(std::move(type)), m_child(std::move(child)), m_tryCast(tryCast)
    {
    }

    Status init()
    {
        const LogicalType &from = m_child->type();
        std::vector<LogicalType> sourceParts = partTypes(from);
        std::vector<LogicalType> targetParts = partTypes(type());
        if (sourceParts.size() != targetParts.size())
            return Status::unsupported(
                sluice::Engine::tr("CAST from %1 to %2 is not supported").arg(from.toString()).arg(type().toString()));
        std::vector<RowField> sourceFields;
        for (std::size_t k = 0; k < sourceParts.size(); ++k)
            sourceFields.push_back({"f" + std::to_string(k), sourceParts[k], ""});
        m_sourceSchema = Schema::make(sourceFields);
        std::vector<RowField> targetFields;
        for (std::size_t k = 0; k < targetParts.size(); ++k)
            targetFields.push_back({"f" + std::to_string(k), targetParts[k], ""});
        m_targetSchema = type().root() == R::Row
                             ? std::make_shared<const Schema>(Schema::fromRowType(type()))
                             : Schema::make(targetFields);
        for (std::size_t k = 0; k < sourceParts.size(); ++k) {
            auto ref = compileNode(plan::makeInputRef(static_cast<int>(k), sourceParts[k],
                                                      "f" + std::to_string(k)),
                                   *m_sourceSchema);
            if (!ref)
                return ref.status();
            auto cast = makeCastNode(std::move(*ref), targetParts[k].asNullable(), m_tryCast);
            if (!cast)
                return cast.status();
            (*cast)->text = text;
            m_casts.push_back(std::move(*cast));
        }
        return Status::ok();
    }

    Status eval(const Frame &frame, View &out) override
    {
        View values;
        if (Status s = m_child->eval(frame, values); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (values.isNull(i))
                continue;
            Result<RowBatch> parts = decode(values.str(i));
            if (!parts)
                return corruptValue(*this);
            RowBatch cast(m_targetSchema, std::max<std::size_t>(1, parts->size()));
            cast.resize(parts->size());
            Frame partFrame{&*parts, nullptr, parts->size(), frame.nowMillis, frame.watermark};
            bool failed = false;
            for (std::size_t k = 0; k < m_casts.size(); ++k) {
                View v;
                Status s = m_casts[k]->eval(partFrame, v);
                if (!s) {
                    if (!m_tryCast)
                        return s;
                    failed = true;
                    break;
                }
                for (std::size_t r = 0; r < parts->size(); ++r)
                    copyViewValue(v, r, cast, k, r);
            }
            if (failed)
                continue; // TRY_CAST: NULL
            o.setString(0, i, encode(cast));
        }
        out = scratchView();
        return Status::ok();
    }

private:
    static std::vector<LogicalType> partTypes(const LogicalType &t)
    {
        if (isMapLike(t))
            return {t.keyType(), t.valueType()};
        return t.children();
    }

    /// The value's parts as a batch with one column per part: a ROW's fields (one row), an
    /// ARRAY's elements (one column), a MAP's keys and values or a MULTISET's elements and
    /// counts (two columns).
    Result<RowBatch> decode(std::string_view bytes) const
    {
        const LogicalType &from = m_child->type();
        Result<RowBatch> parts = from.root() == R::Row     ? decodeRowValue(bytes, from)
                                 : from.root() == R::Array ? decodeArrayValue(bytes, from.elementType())
                                                           : decodeMapValue(bytes, from);
        return parts;
    }

    std::string encode(const RowBatch &cast) const
    {
        switch (type().root()) {
        case R::Row: return encodeRowValue(cast, 0);
        case R::Array: return encodeArrayValue(cast, 0);
        default: return encodeMapValue(cast);
        }
    }

    NodePtr m_child;
    bool m_tryCast;
    std::shared_ptr<const Schema> m_sourceSchema;
    std::shared_ptr<const Schema> m_targetSchema;
    std::vector<NodePtr> m_casts;
};

} // namespace

Result<NodePtr> makeNestedNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    using F = ScalarFunction;
    switch (e.function) {
    case F::FieldAccess: {
        if (args.size() != 2 || args[0]->type().root() != R::Row)
            return Status::internal("field access needs a ROW and a field index");
        const std::size_t field = std::stoul(e.args[1]->literalText);
        if (field >= args[0]->type().fields().size())
            return Status::internal("field index outside the row type");
        return NodePtr(std::make_unique<FieldAccessNode>(e.type, std::move(args[0]), field));
    }
    case F::ArrayElement:
        if (args[1]->type().root() == R::Null)
            return makeNullNode(e.type);
        if (args[1]->type().root() != R::Integer)
            return Status::internal("array index must be INT");
        return NodePtr(std::make_unique<ArrayElementNode>(e.type, std::move(args), false));
    case F::Element: return NodePtr(std::make_unique<ArrayElementNode>(e.type, std::move(args), true));
    case F::MapValue:
        // Flink 1.20's item access casts its map to GenericMapData, which MAP_UNION's result is
        // not: such a job fails on its first row there.
        if (e.args[0]->kind == plan::BoundExprKind::Call && e.args[0]->function == F::MapUnion)
            return Status::invalidArgument(
                       sluice::Engine::tr("An entry of MAP_UNION(...)'s result, read directly, fails on Flink 1.20 "
                                          "(ClassCastException: MapUnionFunction$MapDataForMapUnion cannot be cast to "
                                          "GenericMapData); keep the map in a column first (a view or a GROUP BY)"))
                .at(e.range);
        if (args[1]->type().root() == R::Null)
            return makeNullNode(e.type);
        return NodePtr(std::make_unique<MapValueNode>(e.type, std::move(args)));
    case F::Cardinality: return NodePtr(std::make_unique<CardinalityNode>(e.type, std::move(args)));
    case F::RowConstructor:
    case F::ArrayConstructor:
    case F::MapConstructor:
        return NodePtr(std::make_unique<ConstructorNode>(e.type, e.function, std::move(args)));
    default: break;
    }
    return Status::internal(std::string("not a nested-value function: ") +
                            plan::scalarFunctionName(e.function));
}

Result<NodePtr> makeNestedCastNode(NodePtr child, const LogicalType &type, bool tryCast)
{
    auto node = std::make_unique<NestedCastNode>(type, std::move(child), tryCast);
    if (Status s = node->init(); !s)
        return s;
    return NodePtr(std::move(node));
}

} // namespace sluice::exec::detail
