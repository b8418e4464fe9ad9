// JSON query functions of engine/src/functions/: IS JSON, JSON_EXISTS, JSON_VALUE and
// JSON_QUERY, as Flink's SqlJsonUtils computes them: the text is read as Jackson reads it (text
// after the first value is ignored), the path as Jayway JsonPath reads it ($, .name, ['name'],
// [n], [n, m], [*], .*, ..name), in strict mode unless the path starts with `lax`; values come
// back as Jackson writes them (object keys in document order, doubles as Double.toString).

#include "functions/function_kernel.h"
#include "functions/json_text.h"

#include <sluice/text.h>

namespace sluice::functions {
namespace {

using Json = OrderedJson;

bool isScalar(const Json &v) { return !v.is_array() && !v.is_object(); }

// --- JSON paths ---------------------------------------------------------------------------------

struct PathStep {
    enum Kind : std::uint8_t { Name, Index, Wildcard, Deep } kind = Name;
    std::vector<std::string> names;   ///< Name: one or more properties ['a', 'b']
    std::vector<std::int64_t> indexes; ///< Index: one or more positions (negative from the end)
    std::string deepName;              ///< Deep: the property sought at any depth; empty: all
};

struct JsonPath {
    bool lax = false;
    std::vector<PathStep> steps;
    /// Jayway's definite paths (no wildcard, deep scan or several names / indexes) read one
    /// value; the others a list of every match.
    bool definite() const
    {
        for (const PathStep &s : steps) {
            if (s.kind == PathStep::Wildcard || s.kind == PathStep::Deep || s.names.size() > 1 ||
                s.indexes.size() > 1)
                return false;
        }
        return true;
    }
};

std::optional<JsonPath> parsePath(std::string_view spec, Text &error)
{
    JsonPath path;
    // SqlJsonUtils: `lax` or `strict` (any case) and blanks before the path; strict otherwise.
    std::size_t p = 0;
    while (p < spec.size() && std::isspace(static_cast<unsigned char>(spec[p])))
        ++p;
    auto word = [&](std::string_view w) {
        if (spec.size() - p <= w.size())
            return false;
        for (std::size_t k = 0; k < w.size(); ++k)
            if (std::tolower(static_cast<unsigned char>(spec[p + k])) != w[k])
                return false;
        return std::isspace(static_cast<unsigned char>(spec[p + w.size()])) != 0;
    };
    if (word("lax") || word("strict")) {
        path.lax = word("lax");
        p += path.lax ? 3 : 6;
        while (p < spec.size() && std::isspace(static_cast<unsigned char>(spec[p])))
            ++p;
    } else {
        p = 0;
    }
    std::string_view s = spec.substr(p);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    if (s.empty() || s[0] != '$') {
        error = sluice::Engine::tr("Illegal character at position 0 in path %1").arg(spec);
        return std::nullopt;
    }
    std::size_t i = 1;
    auto isNameChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' ||
               static_cast<unsigned char>(c) >= 0x80;
    };
    while (i < s.size()) {
        PathStep step;
        if (s.substr(i, 2) == "..") {
            i += 2;
            step.kind = PathStep::Deep;
            if (i < s.size() && s[i] == '*') {
                ++i;
            } else {
                const std::size_t start = i;
                while (i < s.size() && isNameChar(s[i]))
                    ++i;
                if (i == start) {
                    error = sluice::Engine::tr("Path must not end with a '.' or '..'");
                    return std::nullopt;
                }
                step.deepName = std::string(s.substr(start, i - start));
            }
        } else if (s[i] == '.') {
            ++i;
            if (i < s.size() && s[i] == '*') {
                ++i;
                step.kind = PathStep::Wildcard;
            } else {
                const std::size_t start = i;
                while (i < s.size() && isNameChar(s[i]))
                    ++i;
                if (i == start) {
                    error = sluice::Engine::tr("Path must not end with a '.' or '..'");
                    return std::nullopt;
                }
                step.names.emplace_back(s.substr(start, i - start));
            }
        } else if (s[i] == '[') {
            ++i;
            auto skipBlanks = [&] {
                while (i < s.size() && s[i] == ' ')
                    ++i;
            };
            skipBlanks();
            if (i < s.size() && s[i] == '*') {
                ++i;
                step.kind = PathStep::Wildcard;
            } else if (i < s.size() && (s[i] == '\'' || s[i] == '"')) {
                for (;;) {
                    const char quote = s[i++];
                    std::string name;
                    while (i < s.size() && s[i] != quote) {
                        if (s[i] == '\\' && i + 1 < s.size())
                            ++i;
                        name += s[i++];
                    }
                    if (i >= s.size()) {
                        error = sluice::Engine::tr("Property has not been closed - missing closing %1")
                                    .arg(std::string(1, quote));
                        return std::nullopt;
                    }
                    ++i;
                    step.names.push_back(std::move(name));
                    skipBlanks();
                    if (i < s.size() && s[i] == ',') {
                        ++i;
                        skipBlanks();
                        if (i < s.size() && (s[i] == '\'' || s[i] == '"'))
                            continue;
                    }
                    break;
                }
            } else {
                step.kind = PathStep::Index;
                for (;;) {
                    skipBlanks();
                    const std::size_t start = i;
                    if (i < s.size() && s[i] == '-')
                        ++i;
                    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
                        ++i;
                    if (i == start || (i == start + 1 && s[start] == '-')) {
                        error = sluice::Engine::tr("Could not parse token starting at position %1. Expected "
                                                   "?, ', 0-9, * ")
                                    .arg(start);
                        return std::nullopt;
                    }
                    step.indexes.push_back(std::stoll(std::string(s.substr(start, i - start))));
                    skipBlanks();
                    if (i < s.size() && s[i] == ',') {
                        ++i;
                        continue;
                    }
                    break;
                }
            }
            skipBlanks();
            if (i >= s.size() || s[i] != ']') {
                error = sluice::Engine::tr("Could not parse token at position %1 of path %2").arg(i).arg(spec);
                return std::nullopt;
            }
            ++i;
        } else {
            error = sluice::Engine::tr("Could not parse token at position %1 of path %2").arg(i).arg(spec);
            return std::nullopt;
        }
        path.steps.push_back(std::move(step));
    }
    return path;
}

void deepScan(const Json &v, const PathStep &step, std::vector<const Json *> &out)
{
    if (v.is_object()) {
        for (const auto &[key, child] : v.items()) {
            if (step.deepName.empty() || key == step.deepName)
                out.push_back(&child);
        }
        for (const auto &[key, child] : v.items())
            deepScan(child, step, out);
    } else if (v.is_array()) {
        for (const Json &child : v) {
            if (step.deepName.empty())
                out.push_back(&child);
        }
        for (const Json &child : v)
            deepScan(child, step, out);
    }
}

/// What reading a path gives: nothing (Jayway's PathNotFoundException in strict mode), one
/// value, or a list of matches.
struct PathResult {
    bool found = false;
    Json value; ///< the value, or for an indefinite path the array of matches
};

PathResult readPath(const Json &doc, const JsonPath &path)
{
    std::vector<const Json *> current{&doc};
    const bool definite = path.definite();
    // Jayway fails (PathNotFoundException) where a step meets the wrong kind of value, or a
    // property is missing before the leaf, while every step before it was definite; past an
    // indefinite step such values are skipped.
    bool upstreamDefinite = true;
    for (std::size_t s = 0; s < path.steps.size(); ++s) {
        const PathStep &step = path.steps[s];
        const bool leaf = s + 1 == path.steps.size();
        const bool tokenDefinite = step.names.size() <= 1 && step.indexes.size() <= 1 &&
                                   step.kind != PathStep::Wildcard && step.kind != PathStep::Deep;
        std::vector<const Json *> next;
        for (const Json *v : current) {
            switch (step.kind) {
            case PathStep::Name:
                if (v->is_object()) {
                    for (const std::string &name : step.names) {
                        const auto it = v->find(name);
                        if (it != v->end())
                            next.push_back(&*it);
                        else if (definite || (!leaf && upstreamDefinite && tokenDefinite))
                            return {};
                    }
                } else if (definite || upstreamDefinite) {
                    return {};
                }
                break;
            case PathStep::Index:
                if (!v->is_array() && upstreamDefinite && !definite)
                    return {};
                if (v->is_array()) {
                    const auto n = static_cast<std::int64_t>(v->size());
                    for (std::int64_t index : step.indexes) {
                        const std::int64_t k = index < 0 ? n + index : index;
                        if (k >= 0 && k < n)
                            next.push_back(&(*v)[static_cast<std::size_t>(k)]);
                        else if (definite)
                            return {};
                    }
                } else if (definite) {
                    return {};
                }
                break;
            case PathStep::Wildcard:
                if (v->is_array() || v->is_object()) {
                    for (const Json &child : *v)
                        next.push_back(&child);
                }
                break;
            case PathStep::Deep: deepScan(*v, step, next); break;
            }
        }
        current = std::move(next);
        upstreamDefinite = upstreamDefinite && tokenDefinite;
    }
    PathResult r;
    r.found = true;
    if (definite) {
        r.value = current.empty() ? Json() : *current.front();
    } else {
        r.value = Json::array();
        for (const Json *v : current)
            r.value.push_back(*v);
    }
    return r;
}

/// SqlJsonUtils.jsonApiCommonSyntax: the value the path finds (null: none), or the failure.
struct PathContext {
    bool lax = false;
    std::optional<Json> value; ///< nullopt: Java null
    Text error;                ///< set: an exception, handled by ON ERROR
};

PathContext evaluate(std::string_view text, std::string_view spec)
{
    PathContext c;
    Text pathError;
    const auto path = parsePath(spec, pathError);
    const auto doc = parseJsonText(text);
    if (path)
        c.lax = path->lax;
    if (!doc) {
        if (path && path->lax)
            return c; // lax: an unreadable document finds nothing
        c.error = sluice::Engine::tr("Illegal JSON value: %1").arg(text.substr(0, 200));
        return c;
    }
    if (!path) {
        c.error = pathError;
        return c;
    }
    const PathResult r = readPath(*doc, *path);
    if (!r.found) {
        if (!path->lax)
            c.error = sluice::Engine::tr("No results for path: %1").arg(spec);
        return c;
    }
    if (!r.value.is_null())
        c.value = r.value;
    return c;
}

// --- The functions ------------------------------------------------------------------------------

std::string_view behaviorBefore(const std::vector<BoundExprPtr> &args, std::string_view suffix,
                                std::string_view fallback)
{
    for (const auto &a : args) {
        const std::string_view s = symbolArg(a);
        if (s.size() > suffix.size() && s.substr(s.size() - suffix.size()) == suffix)
            return s.substr(0, s.size() - suffix.size());
    }
    return fallback;
}

/// The argument after the symbol `name`, or -1.
int argAfter(const std::vector<BoundExprPtr> &args, std::string_view name)
{
    for (std::size_t k = 0; k + 1 < args.size(); ++k) {
        if (symbolArg(args[k]) == name)
            return static_cast<int>(k + 1);
    }
    return -1;
}

struct IsJsonKernel {
    std::string kind; ///< VALUE, SCALAR, ARRAY, OBJECT
    Status operator()(KernelRow &row) const
    {
        if (row.isNull(0)) {
            row.set<std::uint8_t>(0);
            return Status::ok();
        }
        const auto v = parseJsonText(row.str(0));
        bool result = v.has_value();
        if (result && kind == "SCALAR")
            result = isScalar(*v);
        else if (result && kind == "ARRAY")
            result = v->is_array();
        else if (result && kind == "OBJECT")
            result = v->is_object();
        row.set<std::uint8_t>(result ? 1 : 0);
        return Status::ok();
    }
};

std::optional<LogicalType> typeIsJson(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type) || (t.args.size() > 1 && symbolArg(t.args[1]).empty()))
        return std::nullopt;
    return LogicalType::boolean(false);
}

Result<NodePtr> compileIsJson(const BoundExpr &call, std::vector<NodePtr> args)
{
    const std::string kind = call.args.size() > 1 ? call.args[1]->literalText : "VALUE";
    args.resize(1);
    return kernelNode(call, std::move(args), IsJsonKernel{kind}, true);
}

struct JsonExistsKernel {
    std::string onError; ///< TRUE, FALSE, UNKNOWN, ERROR
    Status operator()(KernelRow &row) const
    {
        const PathContext c = evaluate(row.str(0), row.str(1));
        if (!c.error.empty()) {
            if (onError == "ERROR")
                return row.error(c.error);
            if (onError != "UNKNOWN")
                row.set<std::uint8_t>(onError == "TRUE" ? 1 : 0);
            return Status::ok();
        }
        row.set<std::uint8_t>(c.value ? 1 : 0);
        return Status::ok();
    }
};

bool jsonArgs(FunctionTyping &t)
{
    return stringArg(t.args[0]->type) && t.args.size() >= 2 && stringArg(t.args[1]->type) &&
           !t.args[1]->symbol;
}

std::optional<LogicalType> typeJsonExists(FunctionTyping &t)
{
    if (!jsonArgs(t))
        return std::nullopt;
    return LogicalType::boolean(true);
}

Result<NodePtr> compileJsonExists(const BoundExpr &call, std::vector<NodePtr> args)
{
    JsonExistsKernel k{std::string(behaviorBefore(call.args, "_ON_ERROR", "FALSE"))};
    args.resize(2);
    return kernelNode(call, std::move(args), k);
}

/// JSON_VALUE: the scalar as text (RETURNING other types casts it); the ON EMPTY / ON ERROR
/// defaults are the trailing arguments 2 and 3 when given.
struct JsonValueKernel {
    std::string onEmpty, onError; ///< NULL, ERROR, DEFAULT
    int emptyDefault = -1, errorDefault = -1;
    Status operator()(KernelRow &row) const
    {
        if (row.isNull(0) || row.isNull(1))
            return Status::ok();
        const PathContext c = evaluate(row.str(0), row.str(1));
        Text error = c.error;
        if (error.empty()) {
            if (!c.value || (c.lax && !isScalar(*c.value)))
                return fallback(row, onEmpty, emptyDefault,
                                sluice::Engine::tr("Empty result of JSON_VALUE function is not allowed"));
            if (!isScalar(*c.value)) {
                std::string text;
                appendJacksonJson(text, *c.value);
                error = sluice::Engine::tr("Strict jsonpath mode requires scalar value, and the actual "
                                           "value is: '%1'")
                            .arg(text);
            } else {
                row.setString(jacksonScalarText(*c.value));
                return Status::ok();
            }
        }
        return fallback(row, onError, errorDefault, error);
    }
    Status fallback(KernelRow &row, const std::string &behavior, int defaultArg,
                    const Text &error) const
    {
        if (behavior == "ERROR")
            return row.error(error);
        if (behavior == "DEFAULT" && defaultArg >= 0 && !row.isNull(static_cast<std::size_t>(defaultArg)))
            row.setString(row.str(static_cast<std::size_t>(defaultArg)));
        return Status::ok();
    }
};

std::optional<LogicalType> typeJsonValue(FunctionTyping &t)
{
    if (!jsonArgs(t))
        return std::nullopt;
    // RETURNING type (default STRING): computed as text and cast by the rewrite below.
    for (const char *clause : {"DEFAULT_ON_EMPTY", "DEFAULT_ON_ERROR"}) {
        const int k = argAfter(t.args, clause);
        if (k >= 0)
            t.args[static_cast<std::size_t>(k)] =
                plan::makeCast(t.args[static_cast<std::size_t>(k)], LogicalType::string(true), false,
                               t.args[static_cast<std::size_t>(k)]->range);
    }
    return LogicalType::string(true);
}

Result<NodePtr> compileJsonValue(const BoundExpr &call, std::vector<NodePtr> args)
{
    // Kernel arguments: json, path, [empty default], [error default].
    std::vector<NodePtr> kernelArgs;
    kernelArgs.push_back(std::move(args[0]));
    kernelArgs.push_back(std::move(args[1]));
    JsonValueKernel k;
    k.onEmpty = std::string(behaviorBefore(call.args, "_ON_EMPTY", "NULL"));
    k.onError = std::string(behaviorBefore(call.args, "_ON_ERROR", "NULL"));
    for (const auto &[clause, slot] : {std::pair{"DEFAULT_ON_EMPTY", &k.emptyDefault},
                                       std::pair{"DEFAULT_ON_ERROR", &k.errorDefault}}) {
        const int a = argAfter(call.args, clause);
        if (a >= 0) {
            *slot = static_cast<int>(kernelArgs.size());
            kernelArgs.push_back(std::move(args[static_cast<std::size_t>(a)]));
        }
    }
    return kernelNode(call, std::move(kernelArgs), k, true);
}

/// RETURNING type: JSON_VALUE's text cast to it.
BoundExprPtr rewriteJsonValue(std::vector<BoundExprPtr> &args, const LogicalType &type, SourceRange range);

struct JsonQueryKernel {
    std::string wrapper, onEmpty, onError; ///< WITHOUT/CONDITIONAL/UNCONDITIONAL_ARRAY; NULL, ERROR, EMPTY_ARRAY, EMPTY_OBJECT
    Status operator()(KernelRow &row) const
    {
        const PathContext c = evaluate(row.str(0), row.str(1));
        Text error = c.error;
        if (error.empty()) {
            std::optional<Json> value = c.value;
            if (value && wrapper == "UNCONDITIONAL_ARRAY")
                value = Json::array({*value});
            else if (value && wrapper == "CONDITIONAL_ARRAY" && !value->is_array())
                value = Json::array({*value});
            if (!value || (c.lax && isScalar(*value)))
                return fallback(row, onEmpty,
                                sluice::Engine::tr("Empty result of JSON_QUERY function is not allowed"));
            if (isScalar(*value)) {
                error = sluice::Engine::tr("Strict jsonpath mode requires array or object value, and the "
                                           "actual value is: '%1'")
                            .arg(jacksonScalarText(*value));
            } else {
                std::string &out = row.buffer();
                appendJacksonJson(out, *value);
                row.setString(out);
                return Status::ok();
            }
        }
        return fallback(row, onError, error);
    }
    Status fallback(KernelRow &row, const std::string &behavior, const Text &error) const
    {
        if (behavior == "ERROR")
            return row.error(error);
        if (behavior == "EMPTY_ARRAY")
            row.setString("[]");
        else if (behavior == "EMPTY_OBJECT")
            row.setString("{}");
        return Status::ok();
    }
};

std::optional<LogicalType> typeJsonQuery(FunctionTyping &t)
{
    if (!jsonArgs(t))
        return std::nullopt;
    return LogicalType::string(true);
}

Result<NodePtr> compileJsonQuery(const BoundExpr &call, std::vector<NodePtr> args)
{
    JsonQueryKernel k;
    k.wrapper = "WITHOUT_ARRAY";
    for (const auto &a : call.args) {
        const std::string_view s = symbolArg(a);
        if (s == "WITHOUT_ARRAY" || s == "CONDITIONAL_ARRAY" || s == "UNCONDITIONAL_ARRAY")
            k.wrapper = std::string(s);
    }
    k.onEmpty = std::string(behaviorBefore(call.args, "_ON_EMPTY", "NULL"));
    k.onError = std::string(behaviorBefore(call.args, "_ON_ERROR", "NULL"));
    args.resize(2);
    return kernelNode(call, std::move(args), k);
}

const ScalarFunctionDef kDefs[] = {
    {"IS_JSON", 1, 2, "<CHARACTER> IS JSON [VALUE | SCALAR | ARRAY | OBJECT]", typeIsJson,
     compileIsJson},
    {"JSON_EXISTS", 2, 3, "JSON_EXISTS(<CHARACTER>, <CHARACTER> [{TRUE | FALSE | UNKNOWN | ERROR} ON ERROR])",
     typeJsonExists, compileJsonExists},
    {"JSON_VALUE", 2, 9, "JSON_VALUE(<CHARACTER>, <CHARACTER> [RETURNING <type>] [... ON EMPTY] [... ON ERROR])",
     typeJsonValue, compileJsonValue, true, false, rewriteJsonValue},
    {"JSON_QUERY", 2, 5, "JSON_QUERY(<CHARACTER>, <CHARACTER> [... WRAPPER] [... ON EMPTY] [... ON ERROR])",
     typeJsonQuery, compileJsonQuery},
};

BoundExprPtr rewriteJsonValue(std::vector<BoundExprPtr> &args, const LogicalType &type, SourceRange range)
{
    const int returning = argAfter(args, "RETURNING");
    LogicalType target = returning >= 0 ? args[static_cast<std::size_t>(returning)]->type.asNullable() : type;
    // The call itself computes text; a RETURNING type other than a string casts that text.
    std::vector<BoundExprPtr> kept;
    for (std::size_t k = 0; k < args.size(); ++k) {
        if (returning >= 0 && (static_cast<int>(k) == returning || static_cast<int>(k) == returning - 1))
            continue;
        kept.push_back(args[k]);
    }
    BoundExprPtr call = plan::makeDefinedCall(kDefs[2], type, std::move(kept), range);
    if (target.equalsIgnoringNullability(type) || isString(target))
        return target.equalsIgnoringNullability(type) ? call : plan::makeCast(call, target, false, range);
    return plan::makeCast(call, target, false, range);
}

} // namespace
} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::jsonFunctionDefs()
{
    return functions::kDefs;
}
