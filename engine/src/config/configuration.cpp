#include <sluice/configuration.h>

#include <sluice/config_values.h>
#include <sluice/option_registry.h>

#include <algorithm>
#include <cctype>

namespace sluice {

namespace {

/// The spec of `key` when its registered type is `type`; null otherwise.
const OptionSpec *typedSpec(std::string_view key, OptionType type)
{
    const OptionSpec *spec = OptionRegistry::instance().find(key);
    return (spec && spec->type == type) ? spec : nullptr;
}

template <typename T> std::optional<T> fromResult(const Result<T> &r)
{
    return r ? std::optional<T>(*r) : std::nullopt;
}

} // namespace

std::vector<std::pair<std::string, std::string>>::const_iterator
Configuration::findEntry(std::string_view canonicalKey) const
{
    return std::find_if(m_entries.begin(), m_entries.end(),
                        [canonicalKey](const auto &e) { return e.first == canonicalKey; });
}

Status Configuration::set(std::string_view key, std::string_view value)
{
    const OptionRegistry &registry = OptionRegistry::instance();
    const OptionSpec *spec = registry.find(key);
    if (spec) {
        if (Status s = validateOptionValue(*spec, value); !s)
            return s;
    }
    const std::string canonical = spec ? spec->key : std::string(key);
    auto it = std::find_if(m_entries.begin(), m_entries.end(),
                           [&canonical](const auto &e) { return e.first == canonical; });
    if (it != m_entries.end())
        it->second = std::string(value);
    else
        m_entries.emplace_back(canonical, std::string(value));
    return Status::ok();
}

bool Configuration::reset(std::string_view key)
{
    const std::string canonical = OptionRegistry::instance().canonicalKey(key);
    const auto it = findEntry(canonical);
    if (it == m_entries.end())
        return false;
    m_entries.erase(it);
    return true;
}

bool Configuration::contains(std::string_view key) const
{
    return findEntry(OptionRegistry::instance().canonicalKey(key)) != m_entries.end();
}

std::optional<std::string> Configuration::raw(std::string_view key) const
{
    const auto it = findEntry(OptionRegistry::instance().canonicalKey(key));
    if (it == m_entries.end())
        return std::nullopt;
    return it->second;
}

std::optional<std::string> Configuration::value(std::string_view key) const
{
    if (auto v = raw(key))
        return v;
    if (const OptionSpec *spec = OptionRegistry::instance().find(key))
        return spec->defaultValue;
    return std::nullopt;
}

std::optional<bool> Configuration::getBool(std::string_view key) const
{
    if (!typedSpec(key, OptionType::Bool))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseBool(*v)) : std::nullopt;
}

std::optional<std::int32_t> Configuration::getInt(std::string_view key) const
{
    if (!typedSpec(key, OptionType::Int))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseInt(*v)) : std::nullopt;
}

std::optional<std::int64_t> Configuration::getLong(std::string_view key) const
{
    // An Int option read as a long is harmless widening, so both types are accepted.
    if (!typedSpec(key, OptionType::Long) && !typedSpec(key, OptionType::Int))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseLong(*v)) : std::nullopt;
}

std::optional<double> Configuration::getDouble(std::string_view key) const
{
    if (!typedSpec(key, OptionType::Double))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseDouble(*v)) : std::nullopt;
}

std::optional<std::chrono::nanoseconds> Configuration::getDuration(std::string_view key) const
{
    if (!typedSpec(key, OptionType::Duration))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseDuration(*v)) : std::nullopt;
}

std::optional<std::uint64_t> Configuration::getMemorySize(std::string_view key) const
{
    if (!typedSpec(key, OptionType::MemorySize))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseMemorySize(*v)) : std::nullopt;
}

std::optional<std::string> Configuration::getEnum(std::string_view key) const
{
    const OptionSpec *spec = typedSpec(key, OptionType::Enum);
    if (!spec)
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(normalizeOptionValue(*spec, *v)) : std::nullopt;
}

std::optional<std::string> Configuration::getString(std::string_view key) const
{
    // Unknown keys are strings too: Flink carries them as text.
    const OptionSpec *spec = OptionRegistry::instance().find(key);
    if (spec && spec->type != OptionType::String)
        return std::nullopt;
    return value(key);
}

std::optional<std::vector<std::string>> Configuration::getList(std::string_view key) const
{
    if (!typedSpec(key, OptionType::List))
        return std::nullopt;
    const auto v = value(key);
    return v ? std::optional(parseList(*v)) : std::nullopt;
}

std::optional<std::vector<std::pair<std::string, std::string>>>
Configuration::getMap(std::string_view key) const
{
    if (!typedSpec(key, OptionType::Map))
        return std::nullopt;
    const auto v = value(key);
    return v ? fromResult(parseMap(*v)) : std::nullopt;
}

std::chrono::nanoseconds Configuration::effectiveStateTtl() const
{
    if (!contains("table.exec.state.ttl") && contains("execution.min-idle-state-retention"))
        return getDuration("execution.min-idle-state-retention")
            .value_or(std::chrono::nanoseconds(0));
    return getDuration("table.exec.state.ttl").value_or(std::chrono::nanoseconds(0));
}

bool Configuration::isBatchMode() const
{
    std::string mode = getEnum("execution.runtime-mode").value_or("STREAMING");
    for (char &c : mode)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return mode == "BATCH";
}

} // namespace sluice
