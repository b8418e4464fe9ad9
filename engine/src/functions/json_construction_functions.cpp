// JSON construction functions of engine/src/functions/: JSON_STRING, JSON_OBJECT and JSON_ARRAY,
// as Flink's JsonGenerateUtils turns values into Jackson nodes and SqlJsonUtils.serializeJson
// writes them: object keys sorted, DECIMAL as the double it reads back as, FLOAT as a Java float, timestamps
// as ISO-8601 local date-times ('Z' appended for TIMESTAMP_LTZ), bytes in Base64, ROW and MAP as
// objects, ARRAY as arrays; a nested JSON_OBJECT or JSON_ARRAY is embedded as JSON, not text.

#include "common/row_codec.h"
#include "exec/expr_time.h"
#include "functions/function_kernel.h"
#include "functions/json_text.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::functions {
namespace {

using exec::detail::civilFromDays;
using exec::detail::floorDiv;
using exec::detail::floorMod;
using exec::detail::kMillisPerDay;

void appendPadded(std::string &out, std::int64_t v, int width)
{
    const std::string digits = std::to_string(v);
    for (int k = static_cast<int>(digits.size()); k < width; ++k)
        out += '0';
    out += digits;
}

/// DateTimeFormatter.ISO_LOCAL_DATE_TIME: seconds always, the fraction only as long as needed.
void appendIsoLocalDateTime(std::string &out, const TimestampValue &ts)
{
    const std::int64_t day = floorDiv(ts.millis, kMillisPerDay);
    const std::int64_t ms = floorMod(ts.millis, kMillisPerDay);
    std::int64_t y;
    unsigned m, d;
    civilFromDays(day, y, m, d);
    appendPadded(out, y, 4);
    out += '-';
    appendPadded(out, m, 2);
    out += '-';
    appendPadded(out, d, 2);
    out += 'T';
    appendPadded(out, ms / 3'600'000, 2);
    out += ':';
    appendPadded(out, ms / 60'000 % 60, 2);
    out += ':';
    appendPadded(out, ms / 1000 % 60, 2);
    std::int64_t nano = ms % 1000 * 1'000'000 + ts.nanoOfMilli;
    if (nano != 0) {
        std::string fraction = std::to_string(nano);
        fraction.insert(0, 9 - fraction.size(), '0');
        while (!fraction.empty() && fraction.back() == '0')
            fraction.pop_back();
        out += '.';
        out += fraction;
    }
}

/// Whether Flink can make a JSON node of values of this type (JsonGenerateUtils.createNodeTerm).
bool convertible(const LogicalType &t, Text &why)
{
    switch (t.root()) {
    case R::Char: case R::VarChar: case R::Boolean: case R::Decimal: case R::TinyInt:
    case R::SmallInt: case R::Integer: case R::BigInt: case R::Float: case R::Double:
    case R::Timestamp: case R::TimestampLtz: case R::Binary: case R::VarBinary: case R::Null:
        return true;
    case R::Array: return convertible(t.elementType(), why);
    case R::Row:
        for (const RowField &f : t.fields())
            if (!convertible(f.type, why))
                return false;
        return true;
    case R::Map:
        if (!isString(t.keyType())) {
            why = sluice::Engine::tr("Type '%1' is not supported for JSON conversion. The key type must be a "
                                     "character string.")
                      .arg(t.keyType().toString());
            return false;
        }
        return convertible(t.valueType(), why);
    default:
        why = sluice::Engine::tr("Type '%1' is not scalar or cannot be converted into JSON.").arg(t.toString());
        return false;
    }
}

void appendValue(std::string &out, const RowBatch &b, std::size_t col, std::size_t row);

/// `{"k": v, ...}` with the keys sorted and, for a repeated key, the last value.
void appendObject(std::string &out, std::vector<std::pair<std::string, std::string>> entries)
{
    std::stable_sort(entries.begin(), entries.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    out += '{';
    for (std::size_t k = 0; k < entries.size(); ++k) {
        if (k + 1 < entries.size() && entries[k + 1].first == entries[k].first)
            continue; // a later value replaced it
        if (out.back() != '{')
            out += ',';
        appendJsonString(out, entries[k].first);
        out += ':';
        out += entries[k].second;
    }
    out += '}';
}

void appendValue(std::string &out, const RowBatch &b, std::size_t col, std::size_t row)
{
    if (b.isNull(col, row)) {
        out += "null";
        return;
    }
    const LogicalType &t = b.schema().type(col);
    switch (t.root()) {
    case R::Char:
    case R::VarChar: appendJsonString(out, b.getString(col, row)); break;
    case R::Boolean: out += b.get<std::uint8_t>(col, row) ? "true" : "false"; break;
    case R::TinyInt: out += std::to_string(b.get<std::int8_t>(col, row)); break;
    case R::SmallInt: out += std::to_string(b.get<std::int16_t>(col, row)); break;
    case R::Integer: out += std::to_string(b.get<std::int32_t>(col, row)); break;
    case R::BigInt: out += std::to_string(b.get<std::int64_t>(col, row)); break;
    case R::Float: out += javaFloatToString(b.get<float>(col, row)); break;
    case R::Double: out += javaDoubleToString(b.get<double>(col, row)); break;
    case R::Decimal: {
        // serializeJson's treeToValue reads the DecimalNode back as a Double.
        const std::string text = javaBigDecimalToString(b.get<Decimal128>(col, row).unscaled, t.scale());
        out += javaDoubleToString(std::strtod(text.c_str(), nullptr));
        break;
    }
    case R::Timestamp:
    case R::TimestampLtz:
        out += '"';
        appendIsoLocalDateTime(out, b.get<TimestampValue>(col, row));
        if (t.root() == R::TimestampLtz)
            out += 'Z';
        out += '"';
        break;
    case R::Binary:
    case R::VarBinary:
        out += '"';
        appendBase64(out, b.getString(col, row));
        out += '"';
        break;
    case R::Array: {
        auto elements = decodeArrayValue(b.getString(col, row), t.elementType());
        out += '[';
        for (std::size_t k = 0; elements && k < elements->size(); ++k) {
            if (k)
                out += ',';
            appendValue(out, *elements, 0, k);
        }
        out += ']';
        break;
    }
    case R::Row: {
        auto fields = decodeRowValue(b.getString(col, row), t);
        std::vector<std::pair<std::string, std::string>> entries;
        for (std::size_t f = 0; fields && f < t.fields().size(); ++f) {
            std::string v;
            appendValue(v, *fields, f, 0);
            entries.emplace_back(t.fields()[f].name, std::move(v));
        }
        appendObject(out, std::move(entries));
        break;
    }
    case R::Map: {
        auto kv = decodeMapValue(b.getString(col, row), t);
        std::vector<std::pair<std::string, std::string>> entries;
        for (std::size_t k = 0; kv && k < kv->size(); ++k) {
            std::string v;
            appendValue(v, *kv, 1, k);
            entries.emplace_back(std::string(kv->isNull(0, k) ? "" : kv->getString(0, k)), std::move(v));
        }
        appendObject(out, std::move(entries));
        break;
    }
    default: out += "null"; break;
    }
}

/// Argument k as JSON text: a nested JSON_OBJECT / JSON_ARRAY as it is, anything else converted.
void appendArgument(std::string &out, const KernelRow &row, std::size_t k, bool raw)
{
    if (raw) {
        out += row.str(k);
        return;
    }
    const View &v = row.view(k);
    appendValue(out, *v.batch, v.col, v.at(row.position()));
}

bool isJsonConstructor(const BoundExprPtr &e)
{
    return e->def && (e->def->name == "JSON_OBJECT" || e->def->name == "JSON_ARRAY");
}

std::vector<bool> rawArguments(const BoundExpr &call)
{
    std::vector<bool> raw;
    for (const auto &a : call.args)
        raw.push_back(isJsonConstructor(a));
    return raw;
}

Status checkConvertible(const BoundExpr &call, std::size_t first, std::size_t step)
{
    for (std::size_t k = first; k < call.args.size(); k += step) {
        Text why;
        if (!convertible(call.args[k]->type, why))
            return Status::invalidArgument(why);
    }
    return Status::ok();
}

// --- JSON_STRING ----------------------------------------------------------------------------------

std::optional<LogicalType> typeJsonString(FunctionTyping &t)
{
    return LogicalType::string(t.args[0]->type.isNullable());
}

Result<NodePtr> compileJsonString(const BoundExpr &call, std::vector<NodePtr> args)
{
    if (Status s = checkConvertible(call, 0, 1); !s)
        return s;
    const bool raw = isJsonConstructor(call.args[0]);
    return kernelNode(call, std::move(args), [raw](KernelRow &row) {
        std::string &out = row.buffer();
        appendArgument(out, row, 0, raw);
        row.setString(out);
        return Status::ok();
    });
}

// --- JSON_OBJECT, JSON_ARRAY ----------------------------------------------------------------------

/// The leading ON NULL symbol: whether NULL values are written (else left out); the number of
/// arguments it takes.
std::pair<bool, std::size_t> onNull(const std::vector<BoundExprPtr> &args, bool byDefault)
{
    if (!args.empty() && args[0]->symbol)
        return {args[0]->literalText == "NULL_ON_NULL", 1};
    return {byDefault, 0};
}

std::optional<LogicalType> typeJsonObject(FunctionTyping &t)
{
    const std::size_t first = onNull(t.args, true).second;
    if ((t.args.size() - first) % 2 != 0)
        return std::nullopt;
    for (std::size_t k = first; k < t.args.size(); k += 2) {
        if (!isString(t.args[k]->type)) {
            t.error = sluice::Engine::tr("The key of JSON_OBJECT must be a character string, not %1")
                          .arg(t.args[k]->type.toString());
            return std::nullopt;
        }
    }
    return LogicalType::string(false);
}

Result<NodePtr> compileJsonObject(const BoundExpr &call, std::vector<NodePtr> args)
{
    const auto nulls = onNull(call.args, true);
    const bool writeNulls = nulls.first;
    const std::size_t first = nulls.second;
    if (Status s = checkConvertible(call, first + 1, 2); !s)
        return s;
    const std::vector<bool> raw = rawArguments(call);
    return kernelNode(
        call, std::move(args),
        [writeNulls, first, raw](KernelRow &row) {
            std::vector<std::pair<std::string, std::string>> entries;
            for (std::size_t k = first; k + 1 < row.argCount(); k += 2) {
                if (row.isNull(k))
                    return row.error(sluice::Engine::tr("The key of JSON_OBJECT is NULL; keys must not be NULL"));
                if (row.isNull(k + 1) && !writeNulls)
                    continue;
                std::string value;
                if (row.isNull(k + 1))
                    value = "null";
                else
                    appendArgument(value, row, k + 1, raw[k + 1]);
                entries.emplace_back(std::string(row.str(k)), std::move(value));
            }
            std::string &out = row.buffer();
            appendObject(out, std::move(entries));
            row.setString(out);
            return Status::ok();
        },
        true);
}

std::optional<LogicalType> typeJsonArray(FunctionTyping &) { return LogicalType::string(false); }

Result<NodePtr> compileJsonArray(const BoundExpr &call, std::vector<NodePtr> args)
{
    const auto nulls = onNull(call.args, false);
    const bool writeNulls = nulls.first;
    const std::size_t first = nulls.second;
    if (Status s = checkConvertible(call, first, 1); !s)
        return s;
    const std::vector<bool> raw = rawArguments(call);
    return kernelNode(
        call, std::move(args),
        [writeNulls, first, raw](KernelRow &row) {
            std::string &out = row.buffer();
            out += '[';
            for (std::size_t k = first; k < row.argCount(); ++k) {
                if (row.isNull(k) && !writeNulls)
                    continue;
                if (out.back() != '[')
                    out += ',';
                if (row.isNull(k))
                    out += "null";
                else
                    appendArgument(out, row, k, raw[k]);
            }
            out += ']';
            row.setString(out);
            return Status::ok();
        },
        true);
}

const ScalarFunctionDef kDefs[] = {
    {"JSON_STRING", 1, 1, "JSON_STRING(<ANY>)", typeJsonString, compileJsonString},
    {"JSON_OBJECT", 0, plan::kAnyArgs,
     "JSON_OBJECT([[KEY] <CHARACTER> VALUE <ANY>]* [{NULL | ABSENT} ON NULL])", typeJsonObject,
     compileJsonObject},
    {"JSON_ARRAY", 0, plan::kAnyArgs, "JSON_ARRAY([<ANY>]* [{NULL | ABSENT} ON NULL])",
     typeJsonArray, compileJsonArray},
};

} // namespace
} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::jsonConstructionFunctionDefs()
{
    return functions::kDefs;
}
