#pragma once

#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// The value syntax of an option. Durations, memory sizes, lists and maps use Flink's syntax
/// (see config_values.h).
enum class OptionType : std::uint8_t {
    Bool,
    Int,
    Long,
    Double,
    Duration,
    MemorySize,
    Enum,
    String,
    List,
    Map,
};

/// Where an option is shown in the parameter form and the docs.
enum class OptionCategory : std::uint8_t {
    State,
    MiniBatch,
    Sink,
    Source,
    HiveSource, ///< "Hive/filesystem source"
    Execution,
    Checkpointing,
    Restart,
    Optimizer,
    Resources,
    Connector, ///< a connector's WITH option (connector_options.h)
    Format,    ///< a format's WITH option (connector_options.h)
};

/// Whether the embedded engine acts on an option or only carries it for a Flink deployment.
enum class OptionScope : std::uint8_t {
    Engine,    ///< honoured by the embedded engine
    FlinkOnly, ///< accepted and kept for Flink; the embedded engine ignores it
};

/// How a value must be written on the right of `SET key = …` (seed 000): strings single-quoted,
/// booleans and numbers may stand bare.
enum class SetQuoting : std::uint8_t { Bare, SingleQuoted };

/// One option: everything the form, completion, docs and validation need to know about a key.
/// The same struct describes job options (SET) and connector/format options (WITH).
struct OptionSpec {
    std::string key;                         ///< e.g. "table.exec.state.ttl"; '#' = a column name
    std::vector<std::string> deprecatedKeys; ///< older spellings Flink still accepts
    OptionType type = OptionType::String;
    std::optional<std::string> defaultValue; ///< Flink's default as text; none = no default
    std::string description;                 ///< our own words; says what the engine does
    std::vector<std::string> enumValues;     ///< Enum: the accepted values, canonical spelling
    /// Enum: extra accepted spellings and the canonical value each stands for.
    std::vector<std::pair<std::string, std::string>> enumAliases;
    std::optional<double> minValue;                      ///< Int/Long/Double: inclusive lower bound
    std::optional<double> maxValue;                      ///< Int/Long/Double: inclusive upper bound
    std::optional<std::chrono::nanoseconds> minDuration; ///< Duration: inclusive lower bound
    /// Int/Long: -1 is allowed besides [minValue, maxValue], meaning "automatic" or "unset".
    bool allowMinusOne = false;
    OptionCategory category = OptionCategory::Execution;
    OptionScope scope = OptionScope::Engine;
    std::string unitHint;    ///< e.g. "ms" for a Long counted in milliseconds, "records"
    bool required = false;   ///< connector/format options only: must be present
    bool deprecated = false; ///< the key itself is a legacy key kept for old jobs
    std::string since;       ///< the first Flink version with the key, when it matters

    /// True when the key contains a '#' (column) or ends in '*' (pass-through) placeholder.
    bool isPattern() const;
    /// True when `key` is matched by this spec's key or pattern (not its deprecated keys).
    bool matches(std::string_view key) const;
};

/// "Bool", "Int", …, "Map": stable names used in messages and JSON.
const char *optionTypeName(OptionType type);
/// "State", "Mini-batch", …, "Hive/filesystem source": display names of the categories.
const char *optionCategoryName(OptionCategory category);
/// "engine" or "flink-only".
const char *optionScopeName(OptionScope scope);
/// Every job-option category in display order (Connector and Format excluded).
const std::vector<OptionCategory> &jobOptionCategories();

/// Checks `text` against a spec's type, enum values and range. The message names the key and the
/// expected type or format, e.g. "'table.exec.state.ttl' expects a duration …".
Status validateOptionValue(const OptionSpec &spec, std::string_view text);

/// The value in the form Flink prints it: durations and memory sizes in their largest exact unit
/// ("200ms" -> "200 ms", "1024 mb" -> "1 gb"), booleans lower case, enums in their canonical
/// spelling, numbers without padding. Fails as validateOptionValue does.
Result<std::string> normalizeOptionValue(const OptionSpec &spec, std::string_view text);

/// Bool/Int/Long/Double may be written bare; everything else is single-quoted.
SetQuoting setQuotingFor(OptionType type);

/// `value` as a SQL string literal: in single quotes, a quote inside doubled ('it''s').
std::string singleQuoted(std::string_view value);

/// The right-hand side of a SET for this option: bare when the type allows it and the value is
/// valid, otherwise single-quoted with embedded quotes doubled. `spec` may be null (unknown key).
std::string formatSetValue(const OptionSpec *spec, std::string_view value);

/// A complete statement `SET key = value;` following seed 000: a semicolon, no comment, the
/// value quoted by type. The key stays unquoted (Flink's SQL client only accepts a bare value with
/// a bare key); a key with unusual characters is quoted, and then so is the value.
std::string formatSetStatement(std::string_view key, std::string_view value);

/// The typed table of every job option Sluice knows: the single source of truth for the
/// parameter form, completion, `sluice options` and SET validation. Immutable and thread-safe.
class OptionRegistry {
public:
    /// The process-wide registry, built on first use.
    static const OptionRegistry &instance();

    /// The spec of `key` or of the key it is a deprecated alias of; null when unknown. Keys are
    /// case-sensitive, as in Flink.
    const OptionSpec *find(std::string_view key) const;

    /// `key` itself, or the current key when `key` is a deprecated alias.
    std::string canonicalKey(std::string_view key) const;

    /// True when `key` is a deprecated alias of another key.
    bool isDeprecatedAlias(std::string_view key) const;

    /// Every option, grouped by category in display order; within a category the most used
    /// options come first.
    const std::vector<OptionSpec> &all() const { return m_specs; }

    /// The options of one category, in the order of all().
    std::vector<const OptionSpec *> inCategory(OptionCategory category) const;

    /// The known key closest to an unknown one, for "did you mean"; none when nothing is close.
    std::optional<std::string> closestKey(std::string_view key) const;

    /// Validates a value for a key (aliases resolved). Unknown keys are NotFound, with a
    /// "did you mean" when a key is close.
    Status validateValue(std::string_view key, std::string_view text) const;

    /// normalizeOptionValue() for a key (aliases resolved).
    Result<std::string> normalizeValue(std::string_view key, std::string_view text) const;

private:
    OptionRegistry();

    std::vector<OptionSpec> m_specs;
    std::vector<std::pair<std::string, std::size_t>> m_index; // key or alias -> spec, sorted
};

} // namespace sluice
