#include <sluice/option_registry.h>

#include <sluice/config_values.h>
#include <sluice/text.h>

#include "config/option_table.h"
#include "config/text_match.h"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cmath>

namespace sluice {

namespace {

std::string asciiLower(std::string_view s)
{
    std::string out(s);
    for (char &c : out) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && static_cast<unsigned char>(s.front()) <= 0x20)
        s.remove_prefix(1);
    while (!s.empty() && static_cast<unsigned char>(s.back()) <= 0x20)
        s.remove_suffix(1);
    return s;
}

std::string formatNumber(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

Text prefixed(const OptionSpec &spec, const Status &status)
{
    return sluice::Engine::tr("'%1': %2").arg(spec.key).arg(status.text());
}

/// The canonical enum value `text` stands for, or null.
const std::string *matchEnum(const OptionSpec &spec, std::string_view text)
{
    // Flink compares enum constants ignoring case (ConfigurationUtils.convertToEnum) and the
    // string-typed "enums" (state backend, restart strategy) are lower-cased before matching.
    const std::string lowered = asciiLower(text);
    for (const std::string &v : spec.enumValues) {
        if (asciiLower(v) == lowered)
            return &v;
    }
    for (const auto &[alias, canonical] : spec.enumAliases) {
        if (asciiLower(alias) == lowered) {
            for (const std::string &v : spec.enumValues) {
                if (v == canonical)
                    return &v;
            }
        }
    }
    return nullptr;
}

std::string joined(const std::vector<std::string> &items, std::string_view sep)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i)
            out += sep;
        out += items[i];
    }
    return out;
}

Status checkRange(const OptionSpec &spec, double value, std::string_view text)
{
    if (spec.allowMinusOne && value == -1)
        return Status::ok();
    const bool low = spec.minValue && value < *spec.minValue;
    const bool high = spec.maxValue && value > *spec.maxValue;
    if (!low && !high)
        return Status::ok();
    Text expected;
    if (spec.minValue && spec.maxValue)
        expected = sluice::Engine::tr("between %1 and %2")
                       .arg(formatNumber(*spec.minValue))
                       .arg(formatNumber(*spec.maxValue));
    else if (spec.minValue)
        expected = sluice::Engine::tr("at least %1").arg(formatNumber(*spec.minValue));
    else
        expected = sluice::Engine::tr("at most %1").arg(formatNumber(*spec.maxValue));
    if (spec.allowMinusOne)
        expected = sluice::Engine::tr("%1, or -1").arg(std::move(expected));
    return Status::invalidArgument(sluice::Engine::tr("'%1': %2 is out of range; expected a value %3")
                                       .arg(spec.key)
                                       .arg(trimmed(text))
                                       .arg(std::move(expected)));
}

template <typename T>
Status checkParsed(const OptionSpec &spec, const Result<T> &parsed, std::string_view text)
{
    if (!parsed)
        return Status::invalidArgument(prefixed(spec, parsed.status()));
    return checkRange(spec, static_cast<double>(*parsed), text);
}

bool isPlainKey(std::string_view key)
{
    if (key.empty())
        return false;
    return std::all_of(key.begin(), key.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '.' || c == '-' || c == '_';
    });
}


} // namespace

std::string singleQuoted(std::string_view value)
{
    std::string out = "'";
    for (char c : value) {
        out += c;
        if (c == '\'')
            out += '\'';
    }
    out += '\'';
    return out;
}

bool OptionSpec::isPattern() const
{
    return key.find('#') != std::string::npos || (!key.empty() && key.back() == '*');
}

bool OptionSpec::matches(std::string_view candidate) const
{
    if (!isPattern())
        return candidate == key;
    if (key.back() == '*') {
        const std::string_view prefix = std::string_view(key).substr(0, key.size() - 1);
        return candidate.size() > prefix.size() && candidate.substr(0, prefix.size()) == prefix;
    }
    // '#' stands for one non-empty segment (a column name may not contain the separator '.').
    const std::size_t hash = key.find('#');
    const std::string_view head = std::string_view(key).substr(0, hash);
    const std::string_view tail = std::string_view(key).substr(hash + 1);
    if (candidate.size() <= head.size() + tail.size() || candidate.substr(0, head.size()) != head ||
        candidate.substr(candidate.size() - tail.size()) != tail)
        return false;
    const std::string_view middle =
        candidate.substr(head.size(), candidate.size() - head.size() - tail.size());
    return !middle.empty() && middle.find('.') == std::string_view::npos;
}

const char *optionTypeName(OptionType type)
{
    switch (type) {
    case OptionType::Bool: return "Bool";
    case OptionType::Int: return "Int";
    case OptionType::Long: return "Long";
    case OptionType::Double: return "Double";
    case OptionType::Duration: return "Duration";
    case OptionType::MemorySize: return "MemorySize";
    case OptionType::Enum: return "Enum";
    case OptionType::String: return "String";
    case OptionType::List: return "List";
    case OptionType::Map: return "Map";
    }
    return "String";
}

const char *optionCategoryName(OptionCategory category)
{
    switch (category) {
    case OptionCategory::State: return "State";
    case OptionCategory::MiniBatch: return "Mini-batch";
    case OptionCategory::Sink: return "Sink";
    case OptionCategory::Source: return "Source";
    case OptionCategory::HiveSource: return "Hive/filesystem source";
    case OptionCategory::Execution: return "Execution";
    case OptionCategory::Checkpointing: return "Checkpointing";
    case OptionCategory::Restart: return "Restart";
    case OptionCategory::Optimizer: return "Optimizer";
    case OptionCategory::Resources: return "Resources";
    case OptionCategory::Connector: return "Connector";
    case OptionCategory::Format: return "Format";
    }
    return "Execution";
}

const char *optionScopeName(OptionScope scope)
{
    return scope == OptionScope::Engine ? "engine" : "flink-only";
}

const std::vector<OptionCategory> &jobOptionCategories()
{
    static const std::vector<OptionCategory> kOrder{
        OptionCategory::State,         OptionCategory::MiniBatch,  OptionCategory::Sink,
        OptionCategory::Source,        OptionCategory::HiveSource, OptionCategory::Execution,
        OptionCategory::Checkpointing, OptionCategory::Restart,    OptionCategory::Optimizer,
        OptionCategory::Resources};
    return kOrder;
}

Status validateOptionValue(const OptionSpec &spec, std::string_view text)
{
    switch (spec.type) {
    case OptionType::Bool: {
        const Result<bool> r = parseBool(text);
        return r ? Status::ok() : Status::invalidArgument(prefixed(spec, r.status()));
    }
    case OptionType::Int: return checkParsed(spec, parseInt(text), text);
    case OptionType::Long: return checkParsed(spec, parseLong(text), text);
    case OptionType::Double: return checkParsed(spec, parseDouble(text), text);
    case OptionType::Duration: {
        const Result<std::chrono::nanoseconds> r = parseDuration(text);
        if (!r)
            return Status::invalidArgument(prefixed(spec, r.status()));
        if (spec.minDuration && *r < *spec.minDuration)
            return Status::invalidArgument(sluice::Engine::tr("'%1': %2 is too short; expected at least %3")
                                               .arg(spec.key)
                                               .arg(trimmed(text))
                                               .arg(formatDuration(*spec.minDuration)));
        return Status::ok();
    }
    case OptionType::MemorySize: {
        const Result<std::uint64_t> r = parseMemorySize(text);
        return r ? Status::ok() : Status::invalidArgument(prefixed(spec, r.status()));
    }
    case OptionType::Enum:
        if (matchEnum(spec, text))
            return Status::ok();
        return Status::invalidArgument(
            sluice::Engine::tr("'%1': invalid value '%2'; expected one of %3 (any letter case)")
                .arg(spec.key)
                .arg(text)
                .arg(joined(spec.enumValues, ", ")));
    case OptionType::Map: {
        const auto r = parseMap(text);
        return r ? Status::ok() : Status::invalidArgument(prefixed(spec, r.status()));
    }
    case OptionType::String:
    case OptionType::List: return Status::ok();
    }
    return Status::ok();
}

Result<std::string> normalizeOptionValue(const OptionSpec &spec, std::string_view text)
{
    if (Status s = validateOptionValue(spec, text); !s)
        return s;
    switch (spec.type) {
    case OptionType::Bool: return std::string(*parseBool(text) ? "true" : "false");
    case OptionType::Int: return std::to_string(*parseInt(text));
    case OptionType::Long: return std::to_string(*parseLong(text));
    case OptionType::Double: {
        char buf[64];
        const auto res = std::to_chars(buf, buf + sizeof buf, *parseDouble(text));
        return std::string(buf, res.ptr);
    }
    case OptionType::Duration: return formatDuration(*parseDuration(text));
    case OptionType::MemorySize: return formatMemorySize(*parseMemorySize(text));
    case OptionType::Enum: return *matchEnum(spec, text);
    case OptionType::List: return joined(parseList(text), ";");
    case OptionType::Map: {
        // Keep the parsed map alive: ranging over *parseMap(text) would dangle.
        const auto map = parseMap(text);
        std::vector<std::string> entries;
        for (const auto &[k, v] : *map)
            entries.push_back(k + ":" + v);
        return joined(entries, ",");
    }
    case OptionType::String: break;
    }
    return std::string(text);
}

SetQuoting setQuotingFor(OptionType type)
{
    switch (type) {
    case OptionType::Bool:
    case OptionType::Int:
    case OptionType::Long:
    case OptionType::Double: return SetQuoting::Bare;
    default: return SetQuoting::SingleQuoted;
    }
}

std::string formatSetValue(const OptionSpec *spec, std::string_view value)
{
    if (spec && setQuotingFor(spec->type) == SetQuoting::Bare && validateOptionValue(*spec, value))
        return std::string(trimmed(value));
    return singleQuoted(value);
}

std::string formatSetStatement(std::string_view key, std::string_view value)
{
    const OptionSpec *spec = OptionRegistry::instance().find(key);
    // The SQL client's bare-key form reads a quoted value up to the next quote, so a value that
    // itself holds a quote needs the fully quoted form, where '' escapes it.
    if (isPlainKey(key) && value.find('\'') == std::string_view::npos)
        return "SET " + std::string(key) + " = " + formatSetValue(spec, value) + ";";
    return "SET " + singleQuoted(key) + " = " + singleQuoted(value) + ";";
}

OptionRegistry::OptionRegistry()
{
    detail::addTableOptions(m_specs);
    detail::addRuntimeOptions(m_specs);
    const auto &order = jobOptionCategories();
    const auto rank = [&order](OptionCategory c) {
        return std::find(order.begin(), order.end(), c) - order.begin();
    };
    // Within a category the tables' own order stands: the options that matter most come first.
    std::stable_sort(m_specs.begin(), m_specs.end(),
                     [&rank](const OptionSpec &a, const OptionSpec &b) {
                         return rank(a.category) < rank(b.category);
                     });
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        m_index.emplace_back(m_specs[i].key, i);
        for (const std::string &alias : m_specs[i].deprecatedKeys)
            m_index.emplace_back(alias, i);
    }
    std::sort(m_index.begin(), m_index.end());
    // A key listed twice is a mistake in the table, not user input.
    assert(std::adjacent_find(m_index.begin(), m_index.end(), [](const auto &a, const auto &b) {
               return a.first == b.first;
           }) == m_index.end());
}

const OptionRegistry &OptionRegistry::instance()
{
    static const OptionRegistry kRegistry;
    return kRegistry;
}

const OptionSpec *OptionRegistry::find(std::string_view key) const
{
    const auto it = std::lower_bound(m_index.begin(), m_index.end(), key,
                                     [](const std::pair<std::string, std::size_t> &e,
                                        std::string_view k) { return e.first < k; });
    if (it == m_index.end() || it->first != key)
        return nullptr;
    return &m_specs[it->second];
}

std::string OptionRegistry::canonicalKey(std::string_view key) const
{
    const OptionSpec *spec = find(key);
    return spec ? spec->key : std::string(key);
}

bool OptionRegistry::isDeprecatedAlias(std::string_view key) const
{
    const OptionSpec *spec = find(key);
    return spec && spec->key != key;
}

std::vector<const OptionSpec *> OptionRegistry::inCategory(OptionCategory category) const
{
    std::vector<const OptionSpec *> out;
    for (const OptionSpec &s : m_specs) {
        if (s.category == category)
            out.push_back(&s);
    }
    return out;
}

std::optional<std::string> OptionRegistry::closestKey(std::string_view key) const
{
    std::vector<std::string_view> candidates;
    candidates.reserve(m_specs.size());
    for (const OptionSpec &s : m_specs)
        candidates.emplace_back(s.key);
    return detail::closestMatch(key, candidates);
}

Status OptionRegistry::validateValue(std::string_view key, std::string_view text) const
{
    const OptionSpec *spec = find(key);
    if (!spec) {
        if (const auto close = closestKey(key))
            return Status::notFound(
                sluice::Engine::tr("unknown option '%1'; did you mean '%2'?").arg(key).arg(*close));
        return Status::notFound(sluice::Engine::tr("unknown option '%1'").arg(key));
    }
    return validateOptionValue(*spec, text);
}

Result<std::string> OptionRegistry::normalizeValue(std::string_view key,
                                                   std::string_view text) const
{
    const OptionSpec *spec = find(key);
    if (!spec)
        return validateValue(key, text);
    return normalizeOptionValue(*spec, text);
}

} // namespace sluice
