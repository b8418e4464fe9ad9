// Typing of the built-in scalar functions (ExpressionBinder::bindFunction), following Flink's
// signatures: argument families are checked, result types and nullability derived.

#include "plan/expression_binder.h"

#include "config/text_match.h"
#include "plan/function_def.h"

#include <sluice/functions.h>
#include <sluice/sql_tokens.h>
#include <sluice/text.h>

#include <algorithm>

namespace sluice::plan {
namespace {

bool isNullType(const LogicalType &t) { return t.root() == LogicalTypeRoot::Null; }
bool stringLike(const LogicalType &t) { return isString(t) || isNullType(t); }
bool integerLike(const LogicalType &t) { return isIntegerNumeric(t) || isNullType(t); }
bool numericLike(const LogicalType &t) { return isNumeric(t) || isNullType(t); }
bool timestampLike(const LogicalType &t) { return isTimestamp(t) || isNullType(t); }
bool exactNumericLike(const LogicalType &t)
{
    return isIntegerNumeric(t) || t.root() == LogicalTypeRoot::Decimal || isNullType(t);
}

bool anyNullable(const std::vector<BoundExprPtr> &args)
{
    return std::any_of(args.begin(), args.end(),
                       [](const BoundExprPtr &a) { return a->type.isNullable(); });
}

using Check = bool (*)(const LogicalType &);

struct Signature {
    const char *name;
    ScalarFunction function;
    std::size_t minArgs;
    std::size_t maxArgs; ///< SIZE_MAX: variadic
    Check check;         ///< applied to every argument unless `checks` says otherwise
    const char *form;    ///< Flink's "Supported form(s)" text
};

constexpr std::size_t kVariadic = static_cast<std::size_t>(-1);

const Signature kSignatures[] = {
    {"UPPER", ScalarFunction::Upper, 1, 1, stringLike, "UPPER(<CHARACTER>)"},
    {"LOWER", ScalarFunction::Lower, 1, 1, stringLike, "LOWER(<CHARACTER>)"},
    {"CONCAT", ScalarFunction::Concat, 1, kVariadic, stringLike, "CONCAT(<CHARACTER>, ...)"},
    {"CONCAT_WS", ScalarFunction::ConcatWs, 2, kVariadic, stringLike, "CONCAT_WS(<CHARACTER>, <CHARACTER>, ...)"},
    {"SUBSTRING", ScalarFunction::Substring, 2, 3, nullptr, "SUBSTRING(<CHARACTER>, <INTEGER> [, <INTEGER>])"},
    {"SUBSTR", ScalarFunction::Substring, 2, 3, nullptr, "SUBSTR(<CHARACTER>, <INTEGER> [, <INTEGER>])"},
    {"CHAR_LENGTH", ScalarFunction::CharLength, 1, 1, stringLike, "CHAR_LENGTH(<CHARACTER>)"},
    {"CHARACTER_LENGTH", ScalarFunction::CharLength, 1, 1, stringLike, "CHARACTER_LENGTH(<CHARACTER>)"},
    {"REPLACE", ScalarFunction::Replace, 3, 3, stringLike, "REPLACE(<CHARACTER>, <CHARACTER>, <CHARACTER>)"},
    {"REGEXP_EXTRACT", ScalarFunction::RegexpExtract, 2, 3, nullptr, "REGEXP_EXTRACT(<CHARACTER>, <CHARACTER> [, <INTEGER>])"},
    {"SPLIT_INDEX", ScalarFunction::SplitIndex, 3, 3, nullptr, "SPLIT_INDEX(<CHARACTER>, <CHARACTER>, <INTEGER>)"},
    {"MOD", ScalarFunction::Modulo, 2, 2, exactNumericLike, "MOD(<EXACT_NUMERIC>, <EXACT_NUMERIC>)"},
    {"ABS", ScalarFunction::Abs, 1, 1, numericLike, "ABS(<NUMERIC>)"},
    {"ROUND", ScalarFunction::Round, 1, 2, nullptr, "ROUND(<NUMERIC> [, <INTEGER>])"},
    {"FLOOR", ScalarFunction::Floor, 1, 1, numericLike, "FLOOR(<NUMERIC>)"},
    {"CEIL", ScalarFunction::Ceil, 1, 1, numericLike, "CEIL(<NUMERIC>)"},
    {"CEILING", ScalarFunction::Ceil, 1, 1, numericLike, "CEILING(<NUMERIC>)"},
    {"POWER", ScalarFunction::Power, 2, 2, numericLike, "POWER(<NUMERIC>, <NUMERIC>)"},
    {"COALESCE", ScalarFunction::Coalesce, 1, kVariadic, nullptr, "COALESCE(<ANY>, ...)"},
    {"IF", ScalarFunction::If, 3, 3, nullptr, "IF(<BOOLEAN>, <ANY>, <ANY>)"},
    {"DATE_FORMAT", ScalarFunction::DateFormat, 2, 2, nullptr, "DATE_FORMAT(<TIMESTAMP>|<CHARACTER>, <CHARACTER>)"},
    {"TO_TIMESTAMP", ScalarFunction::ToTimestamp, 1, 2, stringLike, "TO_TIMESTAMP(<CHARACTER> [, <CHARACTER>])"},
    {"CURRENT_TIMESTAMP", ScalarFunction::CurrentTimestamp, 0, 0, nullptr, "CURRENT_TIMESTAMP"},
    {"LOCALTIMESTAMP", ScalarFunction::LocalTimestamp, 0, 0, nullptr, "LOCALTIMESTAMP"},
    {"PROCTIME", ScalarFunction::Proctime, 0, 0, nullptr, "PROCTIME()"},
    {"CURRENT_WATERMARK", ScalarFunction::CurrentWatermark, 1, 1, nullptr,
     "CURRENT_WATERMARK(<TIMESTAMP_WITHOUT_TIME_ZONE *ROWTIME*>)\nCURRENT_WATERMARK(<TIMESTAMP_WITH_LOCAL_TIME_ZONE *ROWTIME*>)"},
};

const Signature *findSignature(const std::string &name)
{
    for (const Signature &s : kSignatures) {
        if (name == s.name)
            return &s;
    }
    return nullptr;
}

// Flink's findRoundDecimalType.
LogicalType roundDecimal(const LogicalType &t, int digits)
{
    const int p = t.precision();
    const int s = t.scale();
    if (digits >= s)
        return t;
    if (digits < 0)
        return adjustedDecimal(std::min(38, 1 + p - s), 0, t.isNullable());
    return adjustedDecimal(1 + p - s + digits, digits, t.isNullable());
}

Text arityMessage(const std::string &name, std::size_t minArgs, std::size_t maxArgs, std::string_view form)
{
    if (minArgs == maxArgs)
        return sluice::Engine::tr("Invalid number of arguments to function '%1'. Was expecting %2 arguments; "
                                  "supported form: %3")
            .arg(name)
            .arg(minArgs)
            .arg(form);
    if (maxArgs == kVariadic)
        return sluice::Engine::tr("Invalid number of arguments to function '%1'. Was expecting at least %2 "
                                  "arguments; supported form: %3")
            .arg(name)
            .arg(minArgs)
            .arg(form);
    return sluice::Engine::tr("Invalid number of arguments to function '%1'. Was expecting %2 to %3 arguments; "
                              "supported form: %4")
        .arg(name)
        .arg(minArgs)
        .arg(maxArgs)
        .arg(form);
}

} // namespace

BoundExprPtr ExpressionBinder::bindDefinedCall(const ScalarFunctionDef &def,
                                               const sql::FunctionCallExpr &call)
{
    const std::string name(def.name);
    if (call.distinct || call.star || call.filter)
        fail(call.range,
             sluice::Engine::tr("%1 is not an aggregate function: DISTINCT, * and FILTER do not apply").arg(name));
    std::vector<BoundExprPtr> args;
    for (const auto &a : call.args) {
        if (a->is<sql::SymbolExpr>()) {
            auto symbol = std::make_shared<BoundExpr>();
            symbol->kind = BoundExprKind::Literal;
            symbol->type = LogicalType::string(false);
            symbol->literalText = a->as<sql::SymbolExpr>().name;
            symbol->symbol = true;
            symbol->range = a->range;
            args.push_back(std::move(symbol));
            continue;
        }
        args.push_back(bind(*a));
    }
    if (args.size() < def.minArgs || args.size() > def.maxArgs)
        fail(call.range, arityMessage(name, def.minArgs, def.maxArgs, def.forms));
    const std::string types = typeList(args);
    FunctionTyping typing{args, {}};
    const std::optional<LogicalType> type = def.type(typing);
    if (!type)
        fail(call.range,
             !typing.error.empty()
                 ? typing.error
                 : sluice::Engine::tr("Cannot apply '%1' to arguments of type '%1(%2)'. Supported form(s): '%3'")
                       .arg(name)
                       .arg(types)
                       .arg(def.forms));
    if (def.rewrite)
        return def.rewrite(args, *type, call.range);
    return makeDefinedCall(def, *type, std::move(args), call.range);
}

BoundExprPtr ExpressionBinder::bindFunction(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    if (call.over) {
        return bindOverCall(call);
    }
    // TUMBLE_START(...), HOP_END(...), SESSION_ROWTIME(...): a column of GROUP BY's window.
    if (const int column = m_binder.groupWindowProperty(call); column >= 0)
        return makeInputRef(column, m_scope.columns.at(static_cast<std::size_t>(column)).type, name,
                            call.range);
    const bool groupWindow = (name == "TUMBLE" || name == "HOP" || name == "SESSION") &&
                             !call.args.empty() && !call.args[0]->is<sql::TableArgExpr>();
    if (groupWindow)
        fail(call.range, sluice::Engine::tr("The group window %1(time_attr, ...) belongs in GROUP BY; select its "
                                            "start and end with %1_START(...) and %1_END(...)")
                             .arg(name));
    if (name == "TUMBLE" || name == "HOP" || name == "CUMULATE" || name == "SESSION")
        fail(call.range, sluice::Engine::tr("%1 is a window table function: use it in FROM as TABLE(%1(TABLE t, "
                                            "DESCRIPTOR(time_col), INTERVAL ...))")
                             .arg(name));
    if (BoundExprPtr nested = bindNestedFunction(name, call))
        return nested;
    // The SQL-standard niladic functions are written without parentheses in Flink.
    if (!call.noParentheses && call.args.empty() &&
        (name == "CURRENT_TIMESTAMP" || name == "LOCALTIMESTAMP" || name == "CURRENT_DATE" ||
         name == "CURRENT_TIME" || name == "LOCALTIME"))
        fail(call.range, sluice::Engine::tr("No match found for function signature %1()").arg(name));
    if ((name == "FLOOR" || name == "CEIL" || name == "CEILING") && call.args.size() == 2 &&
        call.args[1]->is<sql::SymbolExpr>())
        return bindDefinedCall(*findScalarFunctionDef(name == "FLOOR" ? kFloorToDef : kCeilToDef), call);
    if (const ScalarFunctionDef *def = findScalarFunctionDef(name))
        return bindDefinedCall(*def, call);
    const Signature *sig = findSignature(name);
    if (!sig && m_binder.catalog().isJvmFunction(name))
        unsupported(call.range,
                    sluice::Engine::tr("Function '%1', defined by CREATE FUNCTION,").arg(call.name.toString()));
    if (!sig) {
        if (const FunctionInfo *known = findBuiltinFunction(name); known && !known->runsInEngine())
            unsupported(call.name.range, sluice::Engine::tr("Function %1").arg(name), std::string(known->note));
        std::vector<std::string_view> names;
        for (const FunctionInfo &f : builtinFunctions())
            names.push_back(f.name);
        if (auto near = detail::closestMatch(name, names))
            fail(call.name.range,
                 sluice::Engine::tr("No function named '%1'; did you mean %2?").arg(call.name.toString()).arg(*near));
        fail(call.name.range, sluice::Engine::tr("No function named '%1'").arg(call.name.toString()));
    }
    if (call.distinct || call.star || call.filter)
        fail(call.range,
             sluice::Engine::tr("%1 is not an aggregate function: DISTINCT, * and FILTER do not apply").arg(name));

    std::vector<BoundExprPtr> args;
    for (const auto &a : call.args) {
        args.push_back(bind(*a));
    }
    if (args.size() < sig->minArgs || args.size() > sig->maxArgs)
        fail(call.range, arityMessage(name, sig->minArgs, sig->maxArgs, sig->form));
    auto badArgs = [&]() {
        fail(call.range, sluice::Engine::tr("Cannot apply '%1' to arguments of type '%1(%2)'. Supported form(s): '%3'")
                             .arg(name)
                             .arg(typeList(args))
                             .arg(sig->form));
    };
    if (sig->check) {
        for (const auto &a : args) {
            if (!sig->check(a->type))
                badArgs();
        }
    }
    const bool nullable = anyNullable(args);
    const ScalarFunction f = sig->function;
    switch (f) {
    case ScalarFunction::Upper:
    case ScalarFunction::Lower:
        return makeCall(f, args[0]->type.root() == LogicalTypeRoot::Null ? LogicalType::string()
                                                                         : args[0]->type,
                        args, call.range);
    case ScalarFunction::Concat:
    case ScalarFunction::Replace:
        return makeCall(f, LogicalType::string(nullable), args, call.range);
    case ScalarFunction::ConcatWs:
        return makeCall(f, LogicalType::string(nullable), args, call.range);
    case ScalarFunction::Substring:
        if (!stringLike(args[0]->type) || !integerLike(args[1]->type) ||
            (args.size() == 3 && !integerLike(args[2]->type)))
            badArgs();
        {
            // VARCHAR(n) of a CHAR(n) / VARCHAR(n), always nullable (a negative length is NULL).
            const LogicalType &s = args[0]->type;
            const bool bounded = s.root() == LogicalTypeRoot::Char || s.root() == LogicalTypeRoot::VarChar;
            return makeCall(f, bounded ? LogicalType::varChar(s.length(), true)
                                       : LogicalType::string(true),
                            args, call.range);
        }
    case ScalarFunction::CharLength:
        return makeCall(f, LogicalType::integer(nullable), args, call.range);
    case ScalarFunction::RegexpExtract:
        if (!stringLike(args[0]->type) || !stringLike(args[1]->type) ||
            (args.size() == 3 && !integerLike(args[2]->type)))
            badArgs();
        return makeCall(f, LogicalType::string(true), args, call.range);
    case ScalarFunction::SplitIndex:
        if (!stringLike(args[0]->type) || !stringLike(args[1]->type) || !integerLike(args[2]->type))
            badArgs();
        return makeCall(f, LogicalType::string(true), args, call.range);
    case ScalarFunction::Modulo: {
        auto t = arithmeticResultType(ArithmeticOp::Modulo, args[0]->type, args[1]->type);
        if (!t)
            badArgs();
        return makeCall(f, *t, args, call.range);
    }
    case ScalarFunction::Abs:
        return makeCall(f, args[0]->type, args, call.range);
    case ScalarFunction::Round: {
        if (!numericLike(args[0]->type) || (args.size() == 2 && !integerLike(args[1]->type)))
            badArgs();
        LogicalType t = args[0]->type;
        if (t.root() == LogicalTypeRoot::Decimal) {
            int digits = 0;
            if (args.size() == 2) {
                if (args[1]->kind != BoundExprKind::Literal || args[1]->isNullLiteral)
                    fail(args[1]->range, sluice::Engine::tr("ROUND of a DECIMAL needs a constant number of digits"));
                digits = std::stoi(args[1]->literalText);
            }
            t = roundDecimal(t, digits).withNullability(nullable);
        }
        return makeCall(f, t.withNullability(nullable), args, call.range);
    }
    case ScalarFunction::Floor:
    case ScalarFunction::Ceil: {
        LogicalType t = args[0]->type;
        // Calcite's ARG0_OR_EXACT_NO_SCALE: the precision stays, the scale goes.
        if (t.root() == LogicalTypeRoot::Decimal && t.scale() > 0)
            t = adjustedDecimal(t.precision(), 0, t.isNullable());
        return makeCall(f, t, args, call.range);
    }
    case ScalarFunction::Power:
        return makeCall(f, LogicalType::doubleType(nullable), args, call.range);
    case ScalarFunction::Coalesce: {
        std::vector<LogicalType> types;
        for (const auto &a : args)
            types.push_back(a->type);
        auto common = commonType(types);
        if (!common)
            fail(call.range, sluice::Engine::tr("COALESCE arguments have no common type: %1").arg(typeList(args)));
        // Flink's input strategy casts each argument to the common type implicitly only: an INT
        // does not become a TIMESTAMP there.
        for (std::size_t k = 0; k < args.size(); ++k) {
            if (!supportsImplicitCast(args[k]->type, *common))
                fail(args[k]->range, sluice::Engine::tr("Invalid function call: COALESCE(%1): invalid argument type at "
                                                        "position %2. Data type %3 expected but %4 passed.")
                                         .arg(typeList(args))
                                         .arg(k)
                                         .arg(common->asNullable().toString())
                                         .arg(args[k]->type.asNullable().toString()));
        }
        const bool allNullable = std::all_of(args.begin(), args.end(), [](const BoundExprPtr &a) {
            return a->type.isNullable();
        });
        for (auto &a : args)
            a = castIfNeeded(a, *common);
        return makeCall(f, common->withNullability(allNullable), args, call.range);
    }
    case ScalarFunction::If: {
        if (args[0]->type.root() != LogicalTypeRoot::Boolean && !isNullType(args[0]->type))
            badArgs();
        auto common = commonType(args[1]->type, args[2]->type);
        if (!common)
            fail(call.range, sluice::Engine::tr("IF branches have no common type: %1").arg(typeList({args[1], args[2]})));
        args[1] = castIfNeeded(args[1], *common);
        args[2] = castIfNeeded(args[2], *common);
        return makeCall(f, common->withNullability(anyNullable(args)), args, call.range);
    }
    case ScalarFunction::DateFormat:
        if (!(timestampLike(args[0]->type) || stringLike(args[0]->type)) || !stringLike(args[1]->type))
            badArgs();
        // NULL where the format or a string argument does not parse.
        return makeCall(f, LogicalType::string(true), args, call.range);
    case ScalarFunction::ToTimestamp:
        return makeCall(f, LogicalType::timestamp(3, true), args, call.range);
    case ScalarFunction::CurrentTimestamp:
        return makeCall(f, LogicalType::timestampLtz(3, false), args, call.range);
    case ScalarFunction::LocalTimestamp:
        return makeCall(f, LogicalType::timestamp(3, false), args, call.range);
    case ScalarFunction::Proctime:
        return makeCall(f, LogicalType::timestampLtz(3, false).withTimeAttribute(TimeAttribute::Proctime),
                        args, call.range);
    case ScalarFunction::CurrentWatermark: {
        // The watermark the evaluating operator has seen, NULL before the first (Flink's
        // CurrentWatermarkTypeStrategy: the argument's type, precision 3, nullable).
        const LogicalType &t = args[0]->type;
        if (t.timeAttribute() != TimeAttribute::Rowtime)
            fail(call.range, sluice::Engine::tr("Invalid function call:\nCURRENT_WATERMARK(%1)\nThe argument of "
                                                "CURRENT_WATERMARK() must be a rowtime attribute, but was '%1'.")
                                 .arg(t.toString()));
        const LogicalType result = t.root() == LogicalTypeRoot::TimestampLtz ? LogicalType::timestampLtz(3, true)
                                                                            : LogicalType::timestamp(3, true);
        return makeCall(f, result, args, call.range);
    }
    default:
        break;
    }
    fail(call.range, sluice::Engine::tr("Function '%1' is not supported here").arg(name));
}

} // namespace sluice::plan
