#pragma once

// Typed access to a table's options (WITH merged with OPTIONS hints) for connectors and formats.
// Values are parsed with the configuration parsers (config_values.h), so a value means what it
// means in Flink; defaults come from the caller, which takes them from the option specs
// (connector_options.cpp) — this class keeps no option list of its own.

#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

class TableOptions {
public:
    using Pairs = std::vector<std::pair<std::string, std::string>>;

    /// `prefix` is prepended to every key looked up (e.g. "value." for Kafka value formats).
    explicit TableOptions(const Pairs &options, std::string prefix = {})
        : m_options(&options), m_prefix(std::move(prefix))
    {
    }

    /// The value of `key`; the last one when the key is given twice (hints come last).
    std::optional<std::string> get(std::string_view key) const;
    bool has(std::string_view key) const { return get(key).has_value(); }
    std::string getString(std::string_view key, std::string_view fallback) const;

    /// Typed values; an absent key yields `fallback`, a malformed one an InvalidArgument that
    /// names the key.
    Result<bool> getBool(std::string_view key, bool fallback) const;
    Result<std::int64_t> getLong(std::string_view key, std::int64_t fallback) const;
    Result<std::optional<std::int64_t>> getOptionalLong(std::string_view key) const;
    Result<double> getDouble(std::string_view key, double fallback) const;
    Result<std::optional<std::chrono::nanoseconds>> getDuration(std::string_view key) const;
    /// A memory size in bytes ("200b", "1 kb", "64mb").
    Result<std::uint64_t> getMemorySize(std::string_view key, std::uint64_t fallback) const;

    /// The spec default of a connector or format option (connector_options.cpp), "" when none.
    static std::string specDefault(std::string_view connectorOrFormat, std::string_view key);

private:
    Status invalid(std::string_view key, const Status &cause) const;

    const Pairs *m_options;
    std::string m_prefix;
};

} // namespace sluice
