#include "plan/bound_expr.h"
#include "plan/function_def.h"

namespace sluice::plan {

const char *scalarFunctionName(ScalarFunction f)
{
    switch (f) {
    case ScalarFunction::Plus: return "+";
    case ScalarFunction::Minus: return "-";
    case ScalarFunction::Multiply: return "*";
    case ScalarFunction::Divide: return "/";
    case ScalarFunction::Modulo: return "MOD";
    case ScalarFunction::Negate: return "-";
    case ScalarFunction::Equals: return "=";
    case ScalarFunction::NotEquals: return "<>";
    case ScalarFunction::LessThan: return "<";
    case ScalarFunction::LessThanOrEqual: return "<=";
    case ScalarFunction::GreaterThan: return ">";
    case ScalarFunction::GreaterThanOrEqual: return ">=";
    case ScalarFunction::IsDistinctFrom: return "IS DISTINCT FROM";
    case ScalarFunction::IsNotDistinctFrom: return "IS NOT DISTINCT FROM";
    case ScalarFunction::And: return "AND";
    case ScalarFunction::Or: return "OR";
    case ScalarFunction::Not: return "NOT";
    case ScalarFunction::IsNull: return "IS NULL";
    case ScalarFunction::IsNotNull: return "IS NOT NULL";
    case ScalarFunction::IsTrue: return "IS TRUE";
    case ScalarFunction::IsNotTrue: return "IS NOT TRUE";
    case ScalarFunction::IsFalse: return "IS FALSE";
    case ScalarFunction::IsNotFalse: return "IS NOT FALSE";
    case ScalarFunction::In: return "IN";
    case ScalarFunction::Like: return "LIKE";
    case ScalarFunction::SimilarTo: return "SIMILAR TO";
    case ScalarFunction::Concat: return "CONCAT";
    case ScalarFunction::ConcatWs: return "CONCAT_WS";
    case ScalarFunction::Upper: return "UPPER";
    case ScalarFunction::Lower: return "LOWER";
    case ScalarFunction::Substring: return "SUBSTRING";
    case ScalarFunction::CharLength: return "CHAR_LENGTH";
    case ScalarFunction::Replace: return "REPLACE";
    case ScalarFunction::RegexpExtract: return "REGEXP_EXTRACT";
    case ScalarFunction::SplitIndex: return "SPLIT_INDEX";
    case ScalarFunction::Abs: return "ABS";
    case ScalarFunction::Round: return "ROUND";
    case ScalarFunction::Floor: return "FLOOR";
    case ScalarFunction::Ceil: return "CEIL";
    case ScalarFunction::Power: return "POWER";
    case ScalarFunction::Coalesce: return "COALESCE";
    case ScalarFunction::If: return "IF";
    case ScalarFunction::DateFormat: return "DATE_FORMAT";
    case ScalarFunction::ToTimestamp: return "TO_TIMESTAMP";
    case ScalarFunction::CurrentTimestamp: return "CURRENT_TIMESTAMP";
    case ScalarFunction::LocalTimestamp: return "LOCALTIMESTAMP";
    case ScalarFunction::Proctime: return "PROCTIME";
    case ScalarFunction::CurrentWatermark: return "CURRENT_WATERMARK";
    case ScalarFunction::FieldAccess: return ".";
    case ScalarFunction::ArrayElement:
    case ScalarFunction::MapValue: return "ITEM";
    case ScalarFunction::RowConstructor: return "ROW";
    case ScalarFunction::ArrayConstructor: return "ARRAY";
    case ScalarFunction::MapConstructor: return "MAP";
    case ScalarFunction::Cardinality: return "CARDINALITY";
    case ScalarFunction::Element: return "ELEMENT";
    case ScalarFunction::ArrayContains: return "ARRAY_CONTAINS";
    case ScalarFunction::ArrayPosition: return "ARRAY_POSITION";
    case ScalarFunction::ArrayReverse: return "ARRAY_REVERSE";
    case ScalarFunction::ArrayDistinct: return "ARRAY_DISTINCT";
    case ScalarFunction::ArrayRemove: return "ARRAY_REMOVE";
    case ScalarFunction::ArrayAppend: return "ARRAY_APPEND";
    case ScalarFunction::ArrayPrepend: return "ARRAY_PREPEND";
    case ScalarFunction::ArrayConcat: return "ARRAY_CONCAT";
    case ScalarFunction::ArraySlice: return "ARRAY_SLICE";
    case ScalarFunction::ArrayJoin: return "ARRAY_JOIN";
    case ScalarFunction::ArrayMax: return "ARRAY_MAX";
    case ScalarFunction::ArrayMin: return "ARRAY_MIN";
    case ScalarFunction::ArraySort: return "ARRAY_SORT";
    case ScalarFunction::ArrayUnion: return "ARRAY_UNION";
    case ScalarFunction::ArrayIntersect: return "ARRAY_INTERSECT";
    case ScalarFunction::ArrayExcept: return "ARRAY_EXCEPT";
    case ScalarFunction::MapKeys: return "MAP_KEYS";
    case ScalarFunction::MapValues: return "MAP_VALUES";
    case ScalarFunction::MapEntries: return "MAP_ENTRIES";
    case ScalarFunction::MapFromArrays: return "MAP_FROM_ARRAYS";
    case ScalarFunction::MapUnion: return "MAP_UNION";
    case ScalarFunction::HashCode: return "HASH_CODE";
    case ScalarFunction::Defined: return "FUNCTION";
    }
    return "?";
}

namespace {

bool isInfix(ScalarFunction f)
{
    switch (f) {
    case ScalarFunction::Plus: case ScalarFunction::Minus: case ScalarFunction::Multiply:
    case ScalarFunction::Divide: case ScalarFunction::Equals: case ScalarFunction::NotEquals:
    case ScalarFunction::LessThan: case ScalarFunction::LessThanOrEqual:
    case ScalarFunction::GreaterThan: case ScalarFunction::GreaterThanOrEqual:
    case ScalarFunction::IsDistinctFrom: case ScalarFunction::IsNotDistinctFrom:
    case ScalarFunction::And: case ScalarFunction::Or: case ScalarFunction::Like:
    case ScalarFunction::SimilarTo:
        return true;
    default:
        return false;
    }
}

bool isPostfix(ScalarFunction f)
{
    switch (f) {
    case ScalarFunction::IsNull: case ScalarFunction::IsNotNull: case ScalarFunction::IsTrue:
    case ScalarFunction::IsNotTrue: case ScalarFunction::IsFalse: case ScalarFunction::IsNotFalse:
        return true;
    default:
        return false;
    }
}

std::string quoteString(const std::string &s)
{
    std::string out = "'";
    for (char c : s) {
        out += c;
        if (c == '\'')
            out += '\'';
    }
    return out + "'";
}

} // namespace

std::string BoundExpr::toString() const
{
    switch (kind) {
    case BoundExprKind::Literal:
        if (isNullLiteral)
            return "null:" + type.toString();
        if (symbol)
            return literalText;
        if (isString(type))
            return quoteString(literalText);
        if (isTemporal(type))
            return type.toString() + " " + quoteString(literalText);
        return literalText;
    case BoundExprKind::InputRef:
        return name.empty() ? "$" + std::to_string(inputIndex) : name;
    case BoundExprKind::Cast:
        return std::string(tryCast ? "TRY_CAST(" : "CAST(") + args[0]->toString() + " AS " +
               type.toString() + ")";
    case BoundExprKind::Case: {
        std::string out = "CASE(";
        for (std::size_t i = 0; i < args.size(); ++i)
            out += (i ? ", " : "") + args[i]->toString();
        return out + ")";
    }
    case BoundExprKind::Call:
        break;
    }
    if (isInfix(function) && args.size() == 2)
        return "(" + args[0]->toString() + " " + scalarFunctionName(function) + " " +
               args[1]->toString() + ")";
    if (isPostfix(function) && args.size() == 1)
        return "(" + args[0]->toString() + " " + scalarFunctionName(function) + ")";
    if (function == ScalarFunction::Negate)
        return "-(" + args[0]->toString() + ")";
    if (function == ScalarFunction::FieldAccess && args.size() == 2) {
        const auto fields = args[0]->type.fields();
        const std::size_t i = std::stoul(args[1]->literalText);
        return args[0]->toString() + "." + (i < fields.size() ? fields[i].name : "?");
    }
    if ((function == ScalarFunction::ArrayElement || function == ScalarFunction::MapValue) &&
        args.size() == 2)
        return args[0]->toString() + "[" + args[1]->toString() + "]";
    if ((function == ScalarFunction::ArrayConstructor || function == ScalarFunction::MapConstructor)) {
        std::string out = std::string(scalarFunctionName(function)) + "[";
        for (std::size_t i = 0; i < args.size(); ++i)
            out += (i ? ", " : "") + args[i]->toString();
        return out + "]";
    }
    if (function == ScalarFunction::Not)
        return "NOT(" + args[0]->toString() + ")";
    if (def && (def->name == kFloorToDef || def->name == kCeilToDef) && args.size() == 2)
        return std::string(def->name == kFloorToDef ? "FLOOR(" : "CEIL(") + args[0]->toString() +
               " TO " + args[1]->literalText + ")";
    std::string out = def ? std::string(def->name) : scalarFunctionName(function);
    out += "(";
    for (std::size_t i = 0; i < args.size(); ++i)
        out += (i ? ", " : "") + args[i]->toString();
    return out + ")";
}

bool BoundExpr::sameAs(const BoundExpr &other) const
{
    if (kind != other.kind || !(type == other.type))
        return false;
    switch (kind) {
    case BoundExprKind::Literal:
        return isNullLiteral == other.isNullLiteral && symbol == other.symbol &&
               literalText == other.literalText;
    case BoundExprKind::InputRef:
        return inputIndex == other.inputIndex;
    case BoundExprKind::Call:
    case BoundExprKind::Cast:
    case BoundExprKind::Case:
        if (function != other.function || def != other.def || tryCast != other.tryCast ||
            args.size() != other.args.size())
            return false;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (!args[i]->sameAs(*other.args[i]))
                return false;
        }
        return true;
    }
    return false;
}

namespace {

bool isClockCall(const BoundExpr &e)
{
    return e.kind == BoundExprKind::Call &&
           (e.function == ScalarFunction::CurrentTimestamp ||
            e.function == ScalarFunction::LocalTimestamp || e.function == ScalarFunction::Proctime ||
            (e.def && e.def->readsClock));
}

bool isNonDeterministicCall(const BoundExpr &e)
{
    return e.kind == BoundExprKind::Call && e.def && !e.def->deterministic;
}

} // namespace

bool BoundExpr::isConstant() const
{
    if (kind == BoundExprKind::InputRef || isClockCall(*this) || isNonDeterministicCall(*this))
        return false;
    for (const auto &a : args) {
        if (!a->isConstant())
            return false;
    }
    return true;
}

bool BoundExpr::readsClock() const
{
    if (isClockCall(*this))
        return true;
    for (const auto &a : args) {
        if (a->readsClock())
            return true;
    }
    return false;
}

void BoundExpr::collectInputRefs(std::vector<int> &out) const
{
    if (kind == BoundExprKind::InputRef) {
        out.push_back(inputIndex);
        return;
    }
    for (const auto &a : args)
        a->collectInputRefs(out);
}

BoundExprPtr makeDefinedCall(const ScalarFunctionDef &def, LogicalType type,
                             std::vector<BoundExprPtr> args, SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::Call;
    e->function = ScalarFunction::Defined;
    e->def = &def;
    e->type = std::move(type);
    e->args = std::move(args);
    e->range = range;
    return e;
}

BoundExprPtr makeLiteral(LogicalType type, std::string text, SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::Literal;
    e->type = std::move(type);
    e->literalText = std::move(text);
    e->range = range;
    return e;
}

BoundExprPtr makeNullLiteral(LogicalType type, SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::Literal;
    e->type = type.asNullable();
    e->isNullLiteral = true;
    e->range = range;
    return e;
}

BoundExprPtr makeInputRef(int index, LogicalType type, std::string name, SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::InputRef;
    e->type = std::move(type);
    e->inputIndex = index;
    e->name = std::move(name);
    e->range = range;
    return e;
}

BoundExprPtr makeCall(ScalarFunction f, LogicalType type, std::vector<BoundExprPtr> args,
                      SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::Call;
    e->function = f;
    e->type = std::move(type);
    e->args = std::move(args);
    e->range = range;
    return e;
}

BoundExprPtr makeCast(BoundExprPtr operand, LogicalType type, bool tryCast, SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::Cast;
    e->type = std::move(type);
    e->tryCast = tryCast;
    e->args.push_back(std::move(operand));
    e->range = range;
    return e;
}

BoundExprPtr makeCase(std::vector<BoundExprPtr> args, LogicalType type, SourceRange range)
{
    auto e = std::make_shared<BoundExpr>();
    e->kind = BoundExprKind::Case;
    e->type = std::move(type);
    e->args = std::move(args);
    e->range = range;
    return e;
}

BoundExprPtr remapInputs(const BoundExprPtr &expr, const std::vector<int> &mapping)
{
    if (expr->kind == BoundExprKind::InputRef) {
        auto e = std::make_shared<BoundExpr>(*expr);
        e->inputIndex = mapping.at(static_cast<std::size_t>(expr->inputIndex));
        return e;
    }
    if (expr->args.empty())
        return expr;
    auto e = std::make_shared<BoundExpr>(*expr);
    for (auto &a : e->args)
        a = remapInputs(a, mapping);
    return e;
}

BoundExprPtr substituteInputs(const BoundExprPtr &expr, const std::vector<BoundExprPtr> &inputs)
{
    if (expr->kind == BoundExprKind::InputRef)
        return inputs.at(static_cast<std::size_t>(expr->inputIndex));
    if (expr->args.empty())
        return expr;
    auto e = std::make_shared<BoundExpr>(*expr);
    for (auto &a : e->args)
        a = substituteInputs(a, inputs);
    return e;
}

BoundExprPtr shiftInputs(const BoundExprPtr &expr, int offset)
{
    if (offset == 0)
        return expr;
    if (expr->kind == BoundExprKind::InputRef) {
        auto e = std::make_shared<BoundExpr>(*expr);
        e->inputIndex += offset;
        return e;
    }
    if (expr->args.empty())
        return expr;
    auto e = std::make_shared<BoundExpr>(*expr);
    for (auto &a : e->args)
        a = shiftInputs(a, offset);
    return e;
}

void splitConjuncts(const BoundExprPtr &expr, std::vector<BoundExprPtr> &out)
{
    if (!expr)
        return;
    if (expr->kind == BoundExprKind::Call && expr->function == ScalarFunction::And) {
        for (const auto &a : expr->args)
            splitConjuncts(a, out);
        return;
    }
    out.push_back(expr);
}

BoundExprPtr combineConjuncts(const std::vector<BoundExprPtr> &conjuncts)
{
    if (conjuncts.empty())
        return nullptr;
    BoundExprPtr acc = conjuncts.front();
    for (std::size_t i = 1; i < conjuncts.size(); ++i) {
        const bool nullable = acc->type.isNullable() || conjuncts[i]->type.isNullable();
        acc = makeCall(ScalarFunction::And, LogicalType::boolean(nullable), {acc, conjuncts[i]});
    }
    return acc;
}

} // namespace sluice::plan
