#pragma once

#include <sluice/diagnostics.h>
#include <sluice/option_registry.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// A connector the engine supports and the WITH options Flink defines for it. Option keys may be
/// patterns: `fields.#.kind` (# = a column name), `properties.*` (passed through).
struct ConnectorSpec {
    std::string name; ///< the value of 'connector', e.g. "kafka"
    std::string description;
    bool source = false;
    bool sink = false;
    std::vector<OptionSpec> options;
    /// Formats accepted by 'format' / 'key.format' / 'value.format'; empty when the connector
    /// takes no format.
    std::vector<std::string> formats;
};

/// A format and its options. Keys carry the format's prefix (`csv.field-delimiter`); under
/// 'key.format' / 'value.format' they gain a further `key.` / `value.` prefix.
struct FormatSpec {
    std::string name; ///< e.g. "csv"
    std::string description;
    std::vector<OptionSpec> options;
};

/// Every connector the engine supports, in a stable order.
const std::vector<ConnectorSpec> &connectorSpecs();
/// The connector named `name` (exact, case-sensitive as in Flink); null when unknown.
const ConnectorSpec *findConnector(std::string_view name);
/// Every format the engine supports.
const std::vector<FormatSpec> &formatSpecs();
/// The format named `name`; null when unknown.
const FormatSpec *findFormat(std::string_view name);

/// The option specs that apply to a WITH clause: the connector's, plus the options of each
/// format it names, with their prefixes (`csv.…`, `key.json.…`). For completion and the form.
std::vector<OptionSpec>
applicableTableOptions(const std::vector<std::pair<std::string, std::string>> &options);

/// What a TableOptionIssue is about.
enum class TableOptionIssueKind : std::uint8_t {
    MissingConnector, ///< no 'connector' option at all
    UnknownConnector, ///< 'connector' names nothing the engine supports
    UnknownFormat,    ///< a format option names nothing the engine supports
    MissingRequired,  ///< a required option is absent
    UnknownOption,    ///< a key no connector/format option matches (Flink rejects these)
    InvalidValue,     ///< a value of the wrong type, format or range
    Conflict,         ///< options that cannot be combined, or one that needs another
    Advice,           ///< a warning: valid, but probably not what was meant
};

/// One finding about a table's WITH options. `key` names the option it is about, or is empty
/// when it concerns the clause as a whole (e.g. a missing option); `aboutValue` says whether the
/// value rather than the key is wrong, so the binder can point at the exact range.
struct TableOptionIssue {
    TableOptionIssueKind kind = TableOptionIssueKind::InvalidValue;
    Severity severity = Severity::Error;
    std::string key;
    bool aboutValue = false;
    Text message;
    std::optional<std::string> suggestion; ///< the key or value probably meant
};

/// A column's type as the options that configure one column see it: Flink's datagen makes each
/// column's values with a generator for its type, and each generator takes its own
/// `fields.#.…` options.
enum class OptionColumnType {
    Unknown,    ///< not checked
    Boolean,    ///< BOOLEAN
    Number,     ///< TINYINT to DOUBLE, DECIMAL
    Char,       ///< CHAR
    VarChar,    ///< VARCHAR, STRING
    Binary,     ///< BINARY
    VarBinary,  ///< VARBINARY, BYTES
    DateOrTime, ///< DATE, TIME
    Timestamp,  ///< TIMESTAMP, TIMESTAMP_LTZ
    Collection, ///< ARRAY, MAP, MULTISET
    Row,        ///< ROW
};

/// A column's type for those checks, and as SQL writes it (for messages).
struct TableOptionColumnType {
    OptionColumnType kind = OptionColumnType::Unknown;
    std::string text;
};

/// What the binder knows about the table, for the checks that need it.
struct TableOptionContext {
    /// The table's column names; `fields.#.…` options must name one of them. Empty: not checked.
    std::vector<std::string> columns;
    /// Whether the table declares a PRIMARY KEY (upsert-kafka needs one). Unknown: not checked.
    std::optional<bool> hasPrimaryKey;
    /// The columns' types, index for index with `columns`. Empty: not checked.
    std::vector<TableOptionColumnType> columnTypes;
};

/// Checks a table's WITH options as Flink's factories would: the connector exists, required
/// options are present, every key is known (Flink rejects unknown keys), values parse and are in
/// range, and options are combined legally. Appends findings to `issues` in option order and
/// returns false when any is an error.
bool validateTableOptions(const std::vector<std::pair<std::string, std::string>> &options,
                          std::vector<TableOptionIssue> &issues,
                          const TableOptionContext &context = {});

} // namespace sluice
