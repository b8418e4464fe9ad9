#include "connectors/table_options.h"

#include <sluice/config_values.h>
#include <sluice/connector_options.h>
#include <sluice/text.h>

namespace sluice {

std::optional<std::string> TableOptions::get(std::string_view key) const
{
    std::optional<std::string> found;
    for (const auto &[k, v] : *m_options) {
        if (k.size() == m_prefix.size() + key.size() && k.starts_with(m_prefix) &&
            std::string_view(k).substr(m_prefix.size()) == key)
            found = v;
    }
    return found;
}

std::string TableOptions::getString(std::string_view key, std::string_view fallback) const
{
    auto v = get(key);
    return v ? *v : std::string(fallback);
}

Status TableOptions::invalid(std::string_view key, const Status &cause) const
{
    return Status::invalidArgument(sluice::Engine::tr("Invalid value for option '%1': %2")
                                       .arg(m_prefix + std::string(key))
                                       .arg(cause.text()));
}

Result<bool> TableOptions::getBool(std::string_view key, bool fallback) const
{
    auto v = get(key);
    if (!v)
        return fallback;
    auto parsed = parseBool(*v);
    if (!parsed)
        return invalid(key, parsed.status());
    return *parsed;
}

Result<std::int64_t> TableOptions::getLong(std::string_view key, std::int64_t fallback) const
{
    auto v = getOptionalLong(key);
    if (!v)
        return v.status();
    return v->value_or(fallback);
}

Result<std::optional<std::int64_t>> TableOptions::getOptionalLong(std::string_view key) const
{
    auto v = get(key);
    if (!v)
        return std::optional<std::int64_t>{};
    auto parsed = parseLong(*v);
    if (!parsed)
        return invalid(key, parsed.status());
    return std::optional<std::int64_t>{*parsed};
}

Result<double> TableOptions::getDouble(std::string_view key, double fallback) const
{
    auto v = get(key);
    if (!v)
        return fallback;
    auto parsed = parseDouble(*v);
    if (!parsed)
        return invalid(key, parsed.status());
    return *parsed;
}

Result<std::optional<std::chrono::nanoseconds>>
TableOptions::getDuration(std::string_view key) const
{
    auto v = get(key);
    if (!v)
        return std::optional<std::chrono::nanoseconds>{};
    auto parsed = parseDuration(*v);
    if (!parsed)
        return invalid(key, parsed.status());
    return std::optional<std::chrono::nanoseconds>{*parsed};
}

Result<std::uint64_t> TableOptions::getMemorySize(std::string_view key, std::uint64_t fallback) const
{
    auto v = get(key);
    if (!v)
        return fallback;
    auto parsed = parseMemorySize(*v);
    if (!parsed)
        return invalid(key, parsed.status());
    return *parsed;
}

std::string TableOptions::specDefault(std::string_view connectorOrFormat, std::string_view key)
{
    const std::vector<OptionSpec> *options = nullptr;
    if (const ConnectorSpec *c = findConnector(connectorOrFormat))
        options = &c->options;
    else if (const FormatSpec *f = findFormat(connectorOrFormat))
        options = &f->options;
    if (!options)
        return {};
    for (const OptionSpec &spec : *options) {
        if (spec.matches(key))
            return spec.defaultValue.value_or(std::string());
    }
    return {};
}

} // namespace sluice
