// Typing of nested values as Flink types them: field access `r.f`, the item operator `a[i]` /
// `m[k]` / `r[i]`, the constructors ROW(...), ARRAY[...], MAP[...], and CARDINALITY / ELEMENT.

#include "plan/expression_binder.h"
#include "plan/function_def.h"

#include <sluice/text.h>

#include "config/text_match.h"

#include <algorithm>

namespace sluice::plan {
namespace {

bool isNullType(const LogicalType &t) { return t.root() == LogicalTypeRoot::Null; }

bool anyNullable(const std::vector<BoundExprPtr> &args)
{
    return std::any_of(args.begin(), args.end(),
                       [](const BoundExprPtr &a) { return a->type.isNullable(); });
}

BoundExprPtr fieldIndexLiteral(std::size_t index)
{
    return makeLiteral(LogicalType::integer(false), std::to_string(index));
}

/// The field's type as read through a possibly NULL row: nullable when the row is.
LogicalType accessedType(const LogicalType &field, const LogicalType &container)
{
    return container.isNullable() ? field.asNullable() : field;
}

} // namespace

BoundExprPtr ExpressionBinder::bindFieldAccess(BoundExprPtr base, const sql::Ident &field,
                                               SourceRange range)
{
    if (base->type.root() != LogicalTypeRoot::Row)
        fail(range, sluice::Engine::tr("Cannot access field '%1' of a value of type %2: only ROW values have fields")
                        .arg(field.name)
                        .arg(base->type.toString()));
    const auto fields = base->type.fields();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].name == field.name)
            return makeCall(ScalarFunction::FieldAccess, accessedType(fields[i].type, base->type),
                            {base, fieldIndexLiteral(i)}, range);
    }
    std::vector<std::string_view> names;
    for (const RowField &f : fields)
        names.push_back(f.name);
    if (auto near = detail::closestMatch(field.name, names))
        fail(field.range, sluice::Engine::tr("Column '%1.%2' not found: %3 has no field '%2'; did you mean '%4'?")
                              .arg(base->toString())
                              .arg(field.name)
                              .arg(base->type.toString())
                              .arg(*near));
    fail(field.range, sluice::Engine::tr("Column '%1.%2' not found: %3 has no field '%2'")
                          .arg(base->toString())
                          .arg(field.name)
                          .arg(base->type.toString()));
}

BoundExprPtr ExpressionBinder::bindItem(BoundExprPtr base, BoundExprPtr index, SourceRange range)
{
    auto refuse = [&]() {
        fail(range, sluice::Engine::tr("Cannot apply 'ITEM' to arguments of type 'ITEM(<%1>, <%2>)'. Supported "
                                       "form(s): <ARRAY>[<INTEGER>], <MAP>[<ANY>], <ROW>[<INTEGER>]")
                        .arg(base->type.toString())
                        .arg(index->type.toString()));
    };
    switch (base->type.root()) {
    case LogicalTypeRoot::Array: {
        if (!isIntegerNumeric(index->type) && !isNullType(index->type))
            refuse();
        if (index->kind == BoundExprKind::Literal && !index->isNullLiteral &&
            std::stoll(index->literalText) < 1)
            fail(index->range, sluice::Engine::tr("Array element access needs an index starting at 1 but was %1.")
                                   .arg(index->literalText));
        return makeCall(ScalarFunction::ArrayElement, base->type.elementType().asNullable(),
                        {base, castIfNeeded(index, LogicalType::integer())}, range);
    }
    case LogicalTypeRoot::Map: {
        const LogicalType &key = base->type.keyType();
        const bool sameFamily =
            isNullType(index->type) || (isString(key) && isString(index->type)) ||
            (isNumeric(key) && isNumeric(index->type)) ||
            (isBinaryString(key) && isBinaryString(index->type)) ||
            key.root() == index->type.root();
        if (!sameFamily)
            refuse();
        return makeCall(ScalarFunction::MapValue, base->type.valueType().asNullable(),
                        {base, castIfNeeded(index, key)}, range);
    }
    case LogicalTypeRoot::Row: {
        // r[i]: the i-th field (1-based), which Calcite resolves while validating.
        const auto fields = base->type.fields();
        if (index->kind != BoundExprKind::Literal || index->isNullLiteral ||
            !isIntegerNumeric(index->type))
            refuse();
        const long long i = std::stoll(index->literalText);
        if (i < 1 || static_cast<std::size_t>(i) > fields.size())
            fail(index->range, sluice::Engine::tr("Field index %1 is outside %2 (fields 1 to %3)")
                                   .arg(index->literalText)
                                   .arg(base->type.toString())
                                   .arg(fields.size()));
        const std::size_t field = static_cast<std::size_t>(i - 1);
        return makeCall(ScalarFunction::FieldAccess, accessedType(fields[field].type, base->type),
                        {base, fieldIndexLiteral(field)}, range);
    }
    default: refuse();
    }
    return nullptr;
}

BoundExprPtr ExpressionBinder::bindNestedFunction(const std::string &name,
                                                  const sql::FunctionCallExpr &call)
{
    const bool isRow = name == "ROW";
    const bool isArray = name == "ARRAY";
    const bool isMap = name == "MAP";
    const bool isCardinality = name == "CARDINALITY";
    const bool isElement = name == "ELEMENT";
    if (name == "MULTISET")
        fail(call.range, sluice::Engine::tr("The MULTISET[...] value constructor is refused: Flink 1.20 parses it "
                                            "but its planner cannot plan it; read a MULTISET column or build a MAP"));
    if (!isRow && !isArray && !isMap && !isCardinality && !isElement)
        return bindCollectionFunction(name, call);
    if (call.distinct || call.star || call.filter)
        fail(call.range,
             sluice::Engine::tr("%1 is not an aggregate function: DISTINCT, * and FILTER do not apply").arg(name));
    std::vector<BoundExprPtr> args;
    for (const auto &a : call.args)
        args.push_back(bind(*a));
    if (isRow) {
        if (args.empty())
            fail(call.range, sluice::Engine::tr("ROW() needs at least one value"));
        std::vector<RowField> fields;
        for (std::size_t i = 0; i < args.size(); ++i)
            fields.push_back({"EXPR$" + std::to_string(i), args[i]->type, ""});
        return makeCall(ScalarFunction::RowConstructor, LogicalType::row(std::move(fields), false),
                        std::move(args), call.range);
    }
    if (isArray || isMap) {
        if (args.empty())
            fail(call.range, sluice::Engine::tr("Require at least 1 argument"));
        if (isMap && args.size() % 2 != 0)
            fail(call.range, sluice::Engine::tr("Map requires an even number of arguments"));
        // ARRAY: one common element type; MAP: one for the keys, one for the values.
        const std::size_t stride = isMap ? 2 : 1;
        std::vector<LogicalType> parts[2];
        for (std::size_t i = 0; i < args.size(); ++i)
            parts[i % stride].push_back(args[i]->type);
        std::optional<LogicalType> common[2];
        for (std::size_t k = 0; k < stride; ++k) {
            common[k] = commonType(parts[k]);
            const bool allNull = std::all_of(parts[k].begin(), parts[k].end(), isNullType);
            if (!common[k] && !allNull)
                fail(call.range, sluice::Engine::tr("Parameters must be of the same type"));
            if (!common[k])
                common[k] = LogicalType::nullType();
        }
        for (std::size_t i = 0; i < args.size(); ++i)
            args[i] = castIfNeeded(args[i], *common[i % stride]);
        const LogicalType type = isMap ? LogicalType::map(*common[0], *common[1], false)
                                       : LogicalType::array(*common[0], false);
        return makeCall(isMap ? ScalarFunction::MapConstructor : ScalarFunction::ArrayConstructor,
                        type, std::move(args), call.range);
    }
    if (args.size() != 1)
        fail(call.range, sluice::Engine::tr("Invalid number of arguments to function '%1'. Was expecting 1 arguments")
                             .arg(name));
    const LogicalType &t = args[0]->type;
    // Flink 1.20 validates CARDINALITY and ELEMENT of a MULTISET but fails to generate code for
    // them; its messages say so.
    if (t.root() == LogicalTypeRoot::Multiset)
        fail(call.range, isCardinality ? sluice::Engine::tr("Expect an array or a map.")
                                       : sluice::Engine::tr("Array expression type expected."));
    if (isCardinality) {
        if (t.root() != LogicalTypeRoot::Array && t.root() != LogicalTypeRoot::Map)
            fail(call.range, sluice::Engine::tr("Cannot apply 'CARDINALITY' to arguments of type 'CARDINALITY(<%1>)'. "
                                                "Supported form(s): 'CARDINALITY(<MULTISET>)', "
                                                "'CARDINALITY(<ARRAY>)', 'CARDINALITY(<MAP>)'")
                                 .arg(t.toString()));
        return makeCall(ScalarFunction::Cardinality, LogicalType::integer(t.isNullable()),
                        std::move(args), call.range);
    }
    if (t.root() != LogicalTypeRoot::Array)
        fail(call.range, sluice::Engine::tr("Cannot apply 'ELEMENT' to arguments of type 'ELEMENT(<%1>)'. Supported "
                                            "form(s): 'ELEMENT(<MULTISET>)', 'ELEMENT(<ARRAY>)'")
                             .arg(t.toString()));
    // Flink keeps the element type's nullability, though an empty array gives NULL.
    return makeCall(ScalarFunction::Element, t.elementType(), std::move(args), call.range);
}

BoundExprPtr ExpressionBinder::bindCollectionFunction(const std::string &name,
                                                     const sql::FunctionCallExpr &call)
{
    using F = ScalarFunction;
    struct Form {
        const char *name;
        F function;
        std::size_t minArgs, maxArgs;
        const char *form;
    };
    static const Form kForms[] = {
        {"ARRAY_CONTAINS", F::ArrayContains, 2, 2, "ARRAY_CONTAINS(<ARRAY>, <ELEMENT>)"},
        {"ARRAY_POSITION", F::ArrayPosition, 2, 2, "ARRAY_POSITION(<ARRAY>, <ELEMENT>)"},
        {"ARRAY_REVERSE", F::ArrayReverse, 1, 1, "ARRAY_REVERSE(<ARRAY>)"},
        {"ARRAY_DISTINCT", F::ArrayDistinct, 1, 1, "ARRAY_DISTINCT(<ARRAY>)"},
        {"ARRAY_REMOVE", F::ArrayRemove, 2, 2, "ARRAY_REMOVE(<ARRAY>, <ELEMENT>)"},
        {"ARRAY_APPEND", F::ArrayAppend, 2, 2, "ARRAY_APPEND(<ARRAY>, <ELEMENT>)"},
        {"ARRAY_PREPEND", F::ArrayPrepend, 2, 2, "ARRAY_PREPEND(<ARRAY>, <ELEMENT>)"},
        {"ARRAY_CONCAT", F::ArrayConcat, 1, 64, "ARRAY_CONCAT(<ARRAY>, ...)"},
        {"ARRAY_SLICE", F::ArraySlice, 2, 3, "ARRAY_SLICE(<ARRAY>, <INTEGER> [, <INTEGER>])"},
        {"ARRAY_JOIN", F::ArrayJoin, 2, 3, "ARRAY_JOIN(<ARRAY<STRING>>, <STRING> [, <STRING>])"},
        {"ARRAY_MAX", F::ArrayMax, 1, 1, "ARRAY_MAX(<ARRAY>)"},
        {"ARRAY_MIN", F::ArrayMin, 1, 1, "ARRAY_MIN(<ARRAY>)"},
        {"ARRAY_SORT", F::ArraySort, 1, 3, "ARRAY_SORT(<ARRAY> [, <BOOLEAN> [, <BOOLEAN>]])"},
        {"ARRAY_UNION", F::ArrayUnion, 2, 2, "ARRAY_UNION(<ARRAY>, <ARRAY>)"},
        {"ARRAY_INTERSECT", F::ArrayIntersect, 2, 2, "ARRAY_INTERSECT(<ARRAY>, <ARRAY>)"},
        {"ARRAY_EXCEPT", F::ArrayExcept, 2, 2, "ARRAY_EXCEPT(<ARRAY>, <ARRAY>)"},
        {"MAP_KEYS", F::MapKeys, 1, 1, "MAP_KEYS(<MAP>)"},
        {"MAP_VALUES", F::MapValues, 1, 1, "MAP_VALUES(<MAP>)"},
        {"MAP_ENTRIES", F::MapEntries, 1, 1, "MAP_ENTRIES(<MAP>)"},
        {"MAP_FROM_ARRAYS", F::MapFromArrays, 2, 2, "MAP_FROM_ARRAYS(<ARRAY>, <ARRAY>)"},
        {"MAP_UNION", F::MapUnion, 1, kAnyArgs, "MAP_UNION(<COMMON>, <COMMON>...)"},
    };
    const Form *form = nullptr;
    for (const Form &f : kForms)
        if (name == f.name)
            form = &f;
    if (!form)
        return nullptr;
    if (call.distinct || call.star || call.filter)
        fail(call.range,
             sluice::Engine::tr("%1 is not an aggregate function: DISTINCT, * and FILTER do not apply").arg(name));
    std::vector<BoundExprPtr> args;
    for (const auto &a : call.args)
        args.push_back(bind(*a));
    auto refuse = [&]() {
        fail(call.range, sluice::Engine::tr("Cannot apply '%1' to arguments of type '%1(%2)'. Supported form(s): '%3'")
                             .arg(name)
                             .arg(typeList(args))
                             .arg(form->form));
    };
    if (args.size() < form->minArgs || args.size() > form->maxArgs)
        refuse();
    const LogicalType &first = args[0]->type;
    const bool nullable = first.isNullable();
    const bool isArrayArg = first.root() == LogicalTypeRoot::Array;
    const bool isMapArg = first.root() == LogicalTypeRoot::Map;
    switch (form->function) {
    case F::MapKeys:
    case F::MapValues:
    case F::MapEntries: {
        if (!isMapArg)
            refuse();
        LogicalType element =
            form->function == F::MapKeys     ? first.keyType()
            : form->function == F::MapValues ? first.valueType()
                                             : LogicalType::row({{"key", first.keyType(), ""},
                                                                 {"value", first.valueType(), ""}},
                                                                true);
        return makeCall(form->function, LogicalType::array(element, nullable), args, call.range);
    }
    case F::MapUnion: {
        // Flink's commonMapType: every argument a MAP, all cast to their common type.
        std::vector<LogicalType> types;
        for (const auto &a : args) {
            if (a->type.root() != LogicalTypeRoot::Map)
                fail(a->range, sluice::Engine::tr("Invalid input arguments. All arguments requires to be a MAP type, "
                                                  "but argument %1 is not")
                                   .arg(a->type.toString()));
            types.push_back(a->type);
        }
        auto common = commonType(types);
        if (!common)
            fail(call.range, sluice::Engine::tr("Could not find a common type for arguments: %1").arg(typeList(args)));
        // Flink 1.20 cannot cast a map to the common type: the maps' keys and values may differ
        // only in nullability and in the length of a character string.
        auto castFree = [](const LogicalType &a, const LogicalType &b) {
            return (isString(a) && isString(b)) || a.asNullable() == b.asNullable();
        };
        for (const auto &a : args) {
            if (!castFree(a->type.keyType(), common->keyType()) ||
                !castFree(a->type.valueType(), common->valueType()))
                fail(a->range, sluice::Engine::tr("MAP_UNION of %1 with maps of another key or value type: Flink 1.20 "
                                                  "cannot cast it to their common type %2 (\"Unexpected error in "
                                                  "type inference logic of function 'MAP_UNION'\"); CAST its keys "
                                                  "or values first")
                                   .arg(a->type.toString())
                                   .arg(common->toString()));
        }
        for (auto &a : args)
            a = castIfNeeded(a, *common);
        return makeCall(form->function, *common, args, call.range);
    }
    case F::MapFromArrays: {
        if (!isArrayArg || args[1]->type.root() != LogicalTypeRoot::Array)
            refuse();
        return makeCall(form->function,
                        LogicalType::map(first.elementType(), args[1]->type.elementType(),
                                         nullable || args[1]->type.isNullable()),
                        args, call.range);
    }
    default: break;
    }
    if (!isArrayArg)
        refuse();
    const LogicalType &element = first.elementType();
    // An element argument takes the array's element type.
    auto elementArg = [&](std::size_t i) {
        if (!commonType(element, args[i]->type))
            refuse();
        args[i] = castIfNeeded(args[i], element);
    };
    switch (form->function) {
    case F::ArrayContains:
        elementArg(1);
        return makeCall(form->function, LogicalType::boolean(nullable), args, call.range);
    case F::ArrayPosition:
        elementArg(1);
        return makeCall(form->function, LogicalType::integer(nullable || args[1]->type.isNullable()),
                        args, call.range);
    case F::ArrayRemove:
    case F::ArrayAppend:
    case F::ArrayPrepend:
        elementArg(1);
        [[fallthrough]];
    case F::ArrayReverse:
    case F::ArrayDistinct:
        return makeCall(form->function, first, args, call.range);
    case F::ArraySort:
        if (!isComparable(element))
            refuse();
        for (std::size_t i = 1; i < args.size(); ++i)
            if (args[i]->type.root() != LogicalTypeRoot::Boolean &&
                args[i]->type.root() != LogicalTypeRoot::Null)
                refuse();
        return makeCall(form->function, first.withNullability(anyNullable(args)), args, call.range);
    case F::ArrayUnion:
    case F::ArrayIntersect:
    case F::ArrayExcept:
    case F::ArrayConcat: {
        std::vector<LogicalType> types;
        for (const auto &a : args) {
            if (a->type.root() != LogicalTypeRoot::Array)
                refuse();
            types.push_back(a->type);
        }
        auto common = commonType(types);
        if (!common)
            refuse();
        for (auto &a : args)
            a = castIfNeeded(a, *common);
        return makeCall(form->function, common->withNullability(anyNullable(args)), args, call.range);
    }
    case F::ArraySlice:
        for (std::size_t i = 1; i < args.size(); ++i) {
            if (!isIntegerNumeric(args[i]->type))
                refuse();
            args[i] = castIfNeeded(args[i], LogicalType::integer());
        }
        return makeCall(form->function, first.withNullability(anyNullable(args)), args, call.range);
    case F::ArrayJoin:
        if (!isString(element))
            refuse();
        for (std::size_t i = 1; i < args.size(); ++i)
            if (!isString(args[i]->type))
                refuse();
        return makeCall(form->function, LogicalType::string(anyNullable(args)), args, call.range);
    case F::ArrayMax:
    case F::ArrayMin:
        if (!isComparable(element))
            refuse();
        return makeCall(form->function, element.asNullable(), args, call.range);
    default: break;
    }
    refuse();
    return nullptr;
}

} // namespace sluice::plan
