#pragma once

#include <sluice/diagnostics.h>
#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// A finding about a combination of options (or one option in the context of others), e.g.
/// mini-batch enabled without a size. `keys` lists every key involved, the first being the one
/// to blame, so callers can point at the SET statements.
struct ConfigIssue {
    Severity severity = Severity::Error;
    std::vector<std::string> keys;
    Text message;
    std::string code; ///< stable rule id, e.g. "mini-batch-size", "idle-state-retention-gap"
};

/// The options a job SET, in the order first set: key -> value text. Keys go through the
/// registry's deprecated aliases (`state.backend` is stored as `state.backend.type`); keys the
/// registry does not know are kept verbatim, as Flink keeps them. Typed getters fall back to the
/// registry's defaults. Not thread-safe; copy it to share.
class Configuration {
public:
    Configuration() = default;

    /// Sets a value. A known key's value is validated first (InvalidArgument naming the expected
    /// format, and nothing stored); an unknown key is stored unchecked. Setting a key again
    /// replaces the value but keeps its original position.
    Status set(std::string_view key, std::string_view value);

    /// Removes a key (or its alias), so it falls back to the default. False when it was not set.
    bool reset(std::string_view key);

    /// Removes everything.
    void clear() { m_entries.clear(); }

    /// True when the key (or an alias of it) was set.
    bool contains(std::string_view key) const;

    /// The text set for the key, without falling back to a default.
    std::optional<std::string> raw(std::string_view key) const;

    /// The text set for the key, or the registry's default text.
    std::optional<std::string> value(std::string_view key) const;

    /// Everything set, in order, with canonical keys.
    const std::vector<std::pair<std::string, std::string>> &entries() const { return m_entries; }
    std::size_t size() const { return m_entries.size(); }
    bool empty() const { return m_entries.empty(); }

    // Typed reads: the value set, else the registry default; none when neither exists or when the
    // key's registered type is not the one asked for (a programming error, not user input).
    std::optional<bool> getBool(std::string_view key) const;
    std::optional<std::int32_t> getInt(std::string_view key) const;
    std::optional<std::int64_t> getLong(std::string_view key) const;
    std::optional<double> getDouble(std::string_view key) const;
    std::optional<std::chrono::nanoseconds> getDuration(std::string_view key) const;
    std::optional<std::uint64_t> getMemorySize(std::string_view key) const;
    /// Enum values in their canonical spelling (e.g. "NONE" for 'none').
    std::optional<std::string> getEnum(std::string_view key) const;
    std::optional<std::string> getString(std::string_view key) const;
    std::optional<std::vector<std::string>> getList(std::string_view key) const;
    std::optional<std::vector<std::pair<std::string, std::string>>>
    getMap(std::string_view key) const;

    /// The state TTL the job asked for: table.exec.state.ttl when set, else the legacy
    /// execution.min-idle-state-retention when set, else table.exec.state.ttl's default (0 =
    /// keep forever).
    std::chrono::nanoseconds effectiveStateTtl() const;

    /// 'execution.runtime-mode' = 'batch' (seed 003): bounded input, final results only.
    bool isBatchMode() const;

    /// Checks the rules that span options (Flink's own): mini-batch needs a positive size and
    /// latency, the Hive inference ceiling, the 5-minute gap of the legacy retention pair,
    /// TWO_PHASE without mini-batch, restart sub-keys of another strategy, checkpoint settings
    /// without an interval, parallelism above the max parallelism, and the like. Findings come in
    /// a stable order.
    std::vector<ConfigIssue> validateRules() const;

private:
    std::vector<std::pair<std::string, std::string>>::const_iterator
    findEntry(std::string_view canonicalKey) const;

    std::vector<std::pair<std::string, std::string>> m_entries;
};

} // namespace sluice
