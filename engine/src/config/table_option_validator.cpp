// validateTableOptions(): a table's WITH clause checked the way Flink's table factories check it
// (FactoryUtil's helper plus each connector's and format's own validation).

#include <sluice/connector_options.h>

#include <sluice/config_values.h>
#include <sluice/text.h>

#include "config/text_match.h"

#include <algorithm>
#include <cctype>

namespace sluice {

namespace {

using Options = std::vector<std::pair<std::string, std::string>>;
using Kind = TableOptionIssueKind;

// Flink formats the engine cannot read or write, so the message can say "not supported" instead
// of "unknown".
constexpr const char *kOtherFlinkFormats[] = {
    "avro",          "avro-confluent",          "parquet",    "orc",          "protobuf",
    "debezium-json", "debezium-avro-confluent", "canal-json", "maxwell-json", "ogg-json"};

constexpr const char *kOtherFlinkConnectors[] = {
    "jdbc",   "hive",    "elasticsearch-7", "hbase-2.2", "kinesis",
    "pulsar", "mongodb", "dynamodb",        "firehose",  "opensearch"};

std::string joined(const std::vector<std::string> &items)
{
    std::string out;
    for (const std::string &s : items)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

bool contains(const auto &range, std::string_view value)
{
    return std::find(std::begin(range), std::end(range), value) != std::end(range);
}

/// One UTF-8 code point, or one Java escape (\t, \n, \u0009, …) as Flink unescapes it.
bool isSingleCharacter(std::string_view v)
{
    if (v.size() >= 2 && v[0] == '\\') {
        if (v.size() == 2)
            return std::string_view("tbnrf'\"\\").find(v[1]) != std::string_view::npos;
        return v.size() == 6 && v[1] == 'u' && std::all_of(v.begin() + 2, v.end(), [](char c) {
                   return std::isxdigit(static_cast<unsigned char>(c));
               });
    }
    if (v.empty())
        return false;
    const auto lead = static_cast<unsigned char>(v[0]);
    const std::size_t len = lead < 0x80    ? 1
                            : lead >= 0xF0 ? 4
                            : lead >= 0xE0 ? 3
                            : lead >= 0xC0 ? 2
                                           : 0;
    return len == v.size();
}

/// "partition:0,offset:42;partition:1,offset:300"
bool isSpecificOffsets(std::string_view v)
{
    const std::vector<std::string> entries = parseList(v);
    if (entries.empty())
        return false;
    for (const std::string &e : entries) {
        const std::size_t comma = e.find(',');
        if (comma == std::string::npos)
            return false;
        const std::string_view p = std::string_view(e).substr(0, comma);
        const std::string_view o = std::string_view(e).substr(comma + 1);
        const auto trimmedPrefix = [](std::string_view s, std::string_view prefix,
                                      std::string_view &rest) {
            while (!s.empty() && s.front() == ' ')
                s.remove_prefix(1);
            if (s.substr(0, prefix.size()) != prefix)
                return false;
            rest = s.substr(prefix.size());
            return true;
        };
        std::string_view pn;
        std::string_view on;
        if (!trimmedPrefix(p, "partition:", pn) || !trimmedPrefix(o, "offset:", on) ||
            !parseInt(pn) || !parseLong(on))
            return false;
    }
    return true;
}

class TableOptionValidator {
public:
    TableOptionValidator(const Options &options, std::vector<TableOptionIssue> &issues,
                         const TableOptionContext &context)
        : m_options(options), m_issues(issues), m_context(context)
    {
    }

    bool run()
    {
        const std::size_t before = m_issues.size();
        const auto connector = get("connector");
        if (!connector) {
            std::vector<std::string> names;
            for (const ConnectorSpec &c : connectorSpecs())
                names.push_back(c.name);
            add(Kind::MissingConnector, "", false,
                sluice::Engine::tr("the WITH clause has no 'connector' option; supported connectors: %1")
                    .arg(joined(names)));
            return false;
        }
        m_connector = findConnector(*connector);
        if (!m_connector) {
            reportUnknownConnector(*connector);
            return false;
        }
        resolveFormats();
        m_specs = specsFor(*m_connector, m_formats);
        for (const auto &[key, value] : m_options) {
            if (key != "connector")
                checkOption(key, value);
        }
        checkRequired();
        if (m_connector->name == "datagen")
            checkDatagen();
        else if (m_connector->name == "kafka" || m_connector->name == "upsert-kafka")
            checkKafka();
        for (const auto &[prefix, format] : m_formats)
            checkFormat(prefix, *format);
        return std::none_of(
            m_issues.begin() + static_cast<std::ptrdiff_t>(before), m_issues.end(),
            [](const TableOptionIssue &i) { return i.severity == Severity::Error; });
    }

    static std::vector<OptionSpec>
    specsFor(const ConnectorSpec &connector,
             const std::vector<std::pair<std::string, const FormatSpec *>> &formats)
    {
        std::vector<OptionSpec> specs = connector.options;
        for (const auto &[prefix, format] : formats) {
            for (OptionSpec spec : format->options) {
                spec.key = prefix + spec.key;
                specs.push_back(std::move(spec));
            }
        }
        return specs;
    }

    static std::vector<std::pair<std::string, const FormatSpec *>>
    formatsOf(const ConnectorSpec &connector, const Options &options)
    {
        std::vector<std::pair<std::string, const FormatSpec *>> formats;
        for (const auto &[key, prefix] : {std::pair<const char *, const char *>{"format", ""},
                                          {"key.format", "key."},
                                          {"value.format", "value."}}) {
            const auto it = std::find_if(options.begin(), options.end(),
                                         [k = key](const auto &o) { return o.first == k; });
            if (it == options.end() || !contains(connector.formats, it->second))
                continue;
            if (const FormatSpec *f = findFormat(it->second))
                formats.emplace_back(prefix, f);
        }
        return formats;
    }

private:
    std::optional<std::string> get(std::string_view key) const
    {
        for (const auto &[k, v] : m_options) {
            if (k == key)
                return v;
        }
        return std::nullopt;
    }

    bool has(std::string_view key) const { return get(key).has_value(); }

    /// An enum option's canonical value (Flink matches enum values in any letter case), or the
    /// fallback when unset or invalid (the invalid value is reported on its own).
    std::string enumValue(std::string_view key, std::string fallback) const
    {
        const auto v = get(key);
        const OptionSpec *spec = specFor(key);
        if (!v || !spec)
            return fallback;
        return normalizeOptionValue(*spec, *v).valueOr(std::move(fallback));
    }

    void add(Kind kind, std::string key, bool aboutValue, Text message,
             std::optional<std::string> suggestion = std::nullopt,
             Severity severity = Severity::Error)
    {
        m_issues.push_back({kind, severity, std::move(key), aboutValue, std::move(message),
                            std::move(suggestion)});
    }

    void reportUnknownConnector(const std::string &name)
    {
        std::vector<std::string> names;
        std::vector<std::string_view> candidates;
        for (const ConnectorSpec &c : connectorSpecs()) {
            names.push_back(c.name);
            candidates.emplace_back(c.name);
        }
        if (contains(kOtherFlinkConnectors, name)) {
            add(Kind::UnknownConnector, "connector", true,
                sluice::Engine::tr("connector '%1' exists in Flink but not in the embedded engine; "
                                   "supported: %2")
                    .arg(name)
                    .arg(joined(names)));
            return;
        }
        const auto close = detail::closestMatch(name, candidates);
        add(Kind::UnknownConnector, "connector", true,
            close ? sluice::Engine::tr("unknown connector '%1'; did you mean '%2'? (supported: %3)")
                        .arg(name)
                        .arg(*close)
                        .arg(joined(names))
                  : sluice::Engine::tr("unknown connector '%1' (supported: %2)").arg(name).arg(joined(names)),
            close);
    }

    void resolveFormats()
    {
        m_formats = formatsOf(*m_connector, m_options);
        if (m_connector->formats.empty())
            return;
        std::vector<std::string_view> candidates(m_connector->formats.begin(),
                                                 m_connector->formats.end());
        for (const char *key : {"format", "key.format", "value.format"}) {
            const auto value = get(key);
            if (!value || contains(m_connector->formats, *value))
                continue;
            const bool knownElsewhere = findFormat(*value) || contains(kOtherFlinkFormats, *value);
            const auto close =
                knownElsewhere ? std::nullopt : detail::closestMatch(*value, candidates);
            Text msg;
            if (knownElsewhere)
                msg = sluice::Engine::tr("format '%1' is not supported by the %2 connector of the "
                                         "embedded engine (supported: %3)")
                          .arg(*value)
                          .arg(m_connector->name)
                          .arg(joined(m_connector->formats));
            else if (close)
                msg = sluice::Engine::tr("unknown format '%1'; did you mean '%2'? (supported: %3)")
                          .arg(*value)
                          .arg(*close)
                          .arg(joined(m_connector->formats));
            else
                msg = sluice::Engine::tr("unknown format '%1' (supported: %2)")
                          .arg(*value)
                          .arg(joined(m_connector->formats));
            add(Kind::UnknownFormat, key, true, std::move(msg), close);
        }
    }

    const OptionSpec *specFor(std::string_view key) const
    {
        for (const OptionSpec &s : m_specs) {
            if (!s.isPattern() && s.key == key)
                return &s;
        }
        for (const OptionSpec &s : m_specs) {
            if (s.isPattern() && s.matches(key))
                return &s;
        }
        return nullptr;
    }

    /// The column a per-column option names: what stands for '#' in its spec's key.
    static std::string columnOf(const OptionSpec &spec, const std::string &key)
    {
        const std::size_t hash = spec.key.find('#');
        const std::size_t tail = spec.key.size() - hash - 1;
        return key.substr(hash, key.size() - hash - tail);
    }

    void checkOption(const std::string &key, const std::string &value)
    {
        const OptionSpec *spec = specFor(key);
        if (!spec) {
            reportUnknownOption(key);
            return;
        }
        if (spec->key.find('#') != std::string::npos && !m_context.columns.empty()) {
            const std::size_t hash = spec->key.find('#');
            const std::size_t tail = spec->key.size() - hash - 1;
            const std::string column = columnOf(*spec, key);
            if (!contains(m_context.columns, column)) {
                std::vector<std::string_view> cols(m_context.columns.begin(),
                                                   m_context.columns.end());
                const auto close = detail::closestMatch(column, cols);
                std::optional<std::string> suggestion;
                if (close)
                    suggestion = key.substr(0, hash) + *close + key.substr(key.size() - tail);
                add(Kind::UnknownOption, key, false,
                    suggestion ? sluice::Engine::tr("'%1' refers to column '%2', which the table does not "
                                                    "have; did you mean '%3'?")
                                     .arg(key)
                                     .arg(column)
                                     .arg(*suggestion)
                               : sluice::Engine::tr("'%1' refers to column '%2', which the table does not "
                                                    "have")
                                     .arg(key)
                                     .arg(column),
                    suggestion);
                return;
            }
        }
        if (Status s = validateOptionValue(*spec, value); !s) {
            std::optional<std::string> suggestion;
            if (spec->type == OptionType::Enum) {
                std::vector<std::string_view> vals(spec->enumValues.begin(),
                                                   spec->enumValues.end());
                suggestion = detail::closestMatch(value, vals);
            }
            add(Kind::InvalidValue, key, true, s.text(), suggestion);
        }
    }

    void reportUnknownOption(const std::string &key)
    {
        // A format option whose format this table does not use gets a precise message.
        std::string_view bare = key;
        for (std::string_view p : {"key.", "value."}) {
            if (bare.substr(0, p.size()) == p)
                bare.remove_prefix(p.size());
        }
        for (const FormatSpec &f : formatSpecs()) {
            if (bare.size() > f.name.size() && bare.substr(0, f.name.size()) == f.name &&
                bare[f.name.size()] == '.' &&
                std::none_of(m_formats.begin(), m_formats.end(),
                             [&f](const auto &pf) { return pf.second == &f; })) {
                add(Kind::UnknownOption, key, false,
                    sluice::Engine::tr("'%1' is an option of the %2 format, which this table does not use")
                        .arg(key)
                        .arg(f.name));
                return;
            }
        }
        std::vector<std::string_view> candidates;
        for (const OptionSpec &s : m_specs) {
            if (!s.isPattern())
                candidates.emplace_back(s.key);
        }
        const auto close = detail::closestMatch(key, candidates);
        add(Kind::UnknownOption, key, false,
            close ? sluice::Engine::tr("unsupported option '%1' for connector '%2'; did you mean '%3'? "
                                       "(Flink rejects unknown table options)")
                        .arg(key)
                        .arg(m_connector->name)
                        .arg(*close)
                  : sluice::Engine::tr("unsupported option '%1' for connector '%2' (Flink rejects unknown "
                                       "table options)")
                        .arg(key)
                        .arg(m_connector->name),
            close);
    }

    void checkRequired()
    {
        for (const OptionSpec &s : m_specs) {
            if (s.required && !s.isPattern() && !has(s.key))
                add(Kind::MissingRequired, s.key, false,
                    sluice::Engine::tr("connector '%1' requires the option '%2'")
                        .arg(m_connector->name)
                        .arg(s.key));
        }
    }

    void requireWhen(bool condition, const std::string &needed, Text because)
    {
        if (condition && !has(needed))
            add(Kind::MissingRequired, needed, false,
                sluice::Engine::tr("'%1' is required %2").arg(needed).arg(std::move(because)));
    }

    /// "when 'option' is 'value'", the reason for requireWhen().
    static Text whenIs(const char *option, const char *value)
    {
        return sluice::Engine::tr("when '%1' is '%2'").arg(option).arg(value);
    }

    /// The `fields.#.…` options Flink's datagen takes for a column of `type`, besides 'kind': a
    /// generator for the type takes them and the factory refuses options none took. Measured
    /// against Flink 1.20 for 22 types, random and sequence, and the 9 options; the corpus's
    /// ddl_options/datagen_* scripts keep the main cases judged by Flink (check_parity_test). A
    /// sequence takes 'start' and 'end' whatever its type.
    static std::vector<std::string_view> datagenFieldOptions(OptionColumnType type, bool sequence)
    {
        using T = OptionColumnType;
        if (sequence)
            return {"start", "end"};
        switch (type) {
        case T::Number:
            return {"min", "max", "null-rate"};
        case T::VarChar:
            return {"length", "var-len", "null-rate"};
        case T::VarBinary:
            return {"length", "var-len"};
        case T::Timestamp:
            return {"max-past", "null-rate"};
        case T::Collection:
            return {"length", "null-rate"};
        case T::Boolean:
        case T::Char:
        case T::Row:
            return {"null-rate"};
        case T::Binary:
        case T::DateOrTime:
        case T::Unknown:
            break;
        }
        return {};
    }

    /// Whether Flink's datagen makes sequences of `type`: numbers and strings of characters
    /// or bytes.
    static bool datagenSequenceType(OptionColumnType type)
    {
        using T = OptionColumnType;
        return type == T::Number || type == T::Char || type == T::VarChar || type == T::Binary ||
               type == T::VarBinary;
    }

    /// Each column's `fields.#.…` options against what its generator takes.
    void checkDatagenFields()
    {
        if (m_context.columnTypes.size() != m_context.columns.size())
            return;
        for (const auto &[key, value] : m_options) {
            const OptionSpec *spec = specFor(key);
            if (!spec || spec->key.rfind("fields.#.", 0) != 0)
                continue; // not a column's option (an unknown one: checkOption said so)
            const std::string column = columnOf(*spec, key);
            const std::string option = spec->key.substr(9);
            const auto at = std::find(m_context.columns.begin(), m_context.columns.end(), column);
            if (at == m_context.columns.end())
                continue; // checkOption said so
            const TableOptionColumnType &type = m_context.columnTypes[at - m_context.columns.begin()];
            if (type.kind == OptionColumnType::Unknown)
                continue;
            const bool sequence = enumValue("fields." + column + ".kind", "random") == "sequence";
            if (option == "kind") {
                if (sequence && !datagenSequenceType(type.kind))
                    add(Kind::InvalidValue, key, true,
                        sluice::Engine::tr("column '%1' is %2, which cannot be a 'sequence': datagen "
                                           "makes sequences of numbers and strings only")
                            .arg(column)
                            .arg(type.text));
                continue;
            }
            const std::vector<std::string_view> takes = datagenFieldOptions(type.kind, sequence);
            if (std::find(takes.begin(), takes.end(), option) != takes.end())
                continue;
            std::vector<std::string> quoted;
            for (const std::string_view t : takes)
                quoted.push_back("'" + std::string(t) + "'");
            const std::string listed = joined(quoted);
            const Text what = sequence ? sluice::Engine::tr("a 'sequence' column")
                                       : sluice::Engine::tr("a random %1 column").arg(type.text);
            add(Kind::UnknownOption, key, false,
                takes.empty() ? sluice::Engine::tr("'%1' does not apply to column '%2': datagen takes no "
                                                   "option but 'kind' for %3 (Flink refuses the others)")
                                    .arg(key)
                                    .arg(column)
                                    .arg(what)
                              : sluice::Engine::tr("'%1' does not apply to column '%2': datagen takes %3 for "
                                                   "%4 (Flink refuses the others)")
                                    .arg(key)
                                    .arg(column)
                                    .arg(listed)
                                    .arg(what));
        }
    }

    void checkDatagen()
    {
        checkDatagenFields();
        for (const auto &[key, value] : m_options) {
            const std::string suffix = ".kind";
            if (key.rfind("fields.", 0) != 0 || key.size() <= suffix.size() ||
                key.compare(key.size() - suffix.size(), suffix.size(), suffix) != 0)
                continue;
            if (enumValue(key, "random") != "sequence")
                continue;
            const std::string base = key.substr(0, key.size() - suffix.size());
            requireWhen(true, base + ".start", sluice::Engine::tr("for a sequence field"));
            requireWhen(true, base + ".end", sluice::Engine::tr("for a sequence field"));
        }
        // The one option of Sluice's own: the job runs here, but Flink refuses it.
        if (has("seed"))
            add(Kind::Advice, "seed", false,
                sluice::Engine::tr("'seed' is Sluice's own datagen option (reproducible rows): Flink "
                                   "refuses it (\"Unsupported options found for 'datagen'\"), so remove it "
                                   "before running the job on Flink"),
                std::nullopt, Severity::Warning);
    }

    void checkKafka()
    {
        const bool upsert = m_connector->name == "upsert-kafka";
        // Both read one topic or a pattern of them (upsert-kafka too, since connector 3.1).
        if (has("topic") && has("topic-pattern"))
            add(Kind::Conflict, "topic-pattern", false,
                sluice::Engine::tr("'topic' and 'topic-pattern' cannot both be set"));
        else if (!has("topic") && !has("topic-pattern"))
            add(Kind::MissingRequired, "topic", false,
                sluice::Engine::tr("connector '%1' requires 'topic' or 'topic-pattern'")
                    .arg(m_connector->name));
        if (!upsert) {
            // Flink's Kafka factory: a key needs messages that can update or delete rows, which
            // only the changelog formats (debezium-json, canal-json, ...) carry.
            const std::string format = get("format").value_or(get("value.format").value_or(""));
            const bool changelogFormat = format.rfind("debezium-", 0) == 0 || format.rfind("canal-", 0) == 0 ||
                                         format.rfind("maxwell-", 0) == 0 || format.rfind("ogg-", 0) == 0;
            if (m_context.hasPrimaryKey.value_or(false) && !format.empty() && !changelogFormat)
                add(Kind::Conflict, has("format") ? "format" : "value.format", true,
                    sluice::Engine::tr("a 'kafka' table in the '%1' format cannot have a PRIMARY KEY: its "
                                       "messages only add rows, so nothing keeps the key unique. Use the "
                                       "'upsert-kafka' connector, or a changelog format such as "
                                       "'debezium-json'")
                        .arg(format));
            if (!has("format") && !has("value.format"))
                add(Kind::MissingRequired, "format", false,
                    sluice::Engine::tr("connector 'kafka' requires 'format' (or 'value.format')"));
            else if (has("format") && has("value.format"))
                add(Kind::Advice, "format", false,
                    sluice::Engine::tr("'format' is ignored because 'value.format' is set"), std::nullopt,
                    Severity::Warning);
            if (has("key.format") && !has("key.fields"))
                add(Kind::Conflict, "key.format", false,
                    sluice::Engine::tr("'key.format' needs the key columns listed in 'key.fields'"));
            if (has("key.fields") && !has("key.format"))
                add(Kind::Conflict, "key.fields", false,
                    sluice::Engine::tr("'key.fields' can only be used together with 'key.format'"));
            if (const auto fields = get("key.fields"); fields && !m_context.columns.empty()) {
                for (const std::string &f : parseList(*fields)) {
                    if (!contains(m_context.columns, f))
                        add(Kind::InvalidValue, "key.fields", true,
                            sluice::Engine::tr("'key.fields' names column '%1', which the table does not "
                                               "have")
                                .arg(f));
                }
            }
            const std::string startup = enumValue("scan.startup.mode", "group-offsets");
            requireWhen(startup == "timestamp", "scan.startup.timestamp-millis",
                        whenIs("scan.startup.mode", "timestamp"));
            requireWhen(startup == "specific-offsets", "scan.startup.specific-offsets",
                        whenIs("scan.startup.mode", "specific-offsets"));
            const std::string bounded = enumValue("scan.bounded.mode", "unbounded");
            requireWhen(bounded == "timestamp", "scan.bounded.timestamp-millis",
                        whenIs("scan.bounded.mode", "timestamp"));
            requireWhen(bounded == "specific-offsets", "scan.bounded.specific-offsets",
                        whenIs("scan.bounded.mode", "specific-offsets"));
            for (const char *key :
                 {"scan.startup.specific-offsets", "scan.bounded.specific-offsets"}) {
                if (const auto v = get(key); v && !isSpecificOffsets(*v))
                    add(Kind::InvalidValue, key, true,
                        sluice::Engine::tr("'%1' expects 'partition:<n>,offset:<n>' entries separated by "
                                           "';', e.g. 'partition:0,offset:42;partition:1,offset:300'")
                            .arg(key));
            }
            if (const auto p = get("sink.partitioner"); p && *p != "default" && *p != "fixed" &&
                                                        *p != "round-robin" &&
                                                        p->find('.') == std::string::npos)
                add(Kind::InvalidValue, "sink.partitioner", true,
                    sluice::Engine::tr("'sink.partitioner' expects 'default', 'fixed', 'round-robin' or a "
                                       "Java class name, not '%1'")
                        .arg(*p));
        } else {
            if (m_context.hasPrimaryKey && !*m_context.hasPrimaryKey)
                add(Kind::Conflict, "", false,
                    sluice::Engine::tr("an 'upsert-kafka' table needs a PRIMARY KEY (...) NOT ENFORCED: the "
                                       "key identifies the rows the messages update"));
            const auto rows = get("sink.buffer-flush.max-rows");
            const auto interval = get("sink.buffer-flush.interval");
            const bool rowsOn = rows && parseInt(*rows).valueOr(0) > 0;
            const bool intervalOn =
                interval && parseDuration(*interval).valueOr(std::chrono::nanoseconds(0)) >
                                std::chrono::nanoseconds(0);
            if (rowsOn != intervalOn)
                add(Kind::Conflict,
                    rowsOn ? "sink.buffer-flush.max-rows" : "sink.buffer-flush.interval", false,
                    sluice::Engine::tr("'sink.buffer-flush.max-rows' and 'sink.buffer-flush.interval' must "
                                       "both be greater than zero to enable buffering, or both left at 0"));
        }
        const std::string key = "value.fields-include";
        if (has("key.fields-prefix") && enumValue(key, "ALL") != "EXCEPT_KEY")
            add(Kind::Conflict, "key.fields-prefix", false,
                sluice::Engine::tr("'key.fields-prefix' requires 'value.fields-include' = 'EXCEPT_KEY'"));
        requireWhen(enumValue("sink.delivery-guarantee", "") == "exactly-once",
                    "sink.transactional-id-prefix",
                    whenIs("sink.delivery-guarantee", "exactly-once"));
    }

    void checkFormat(const std::string &prefix, const FormatSpec &format)
    {
        const auto key = [&prefix](const char *k) { return prefix + k; };
        if (format.name == "csv") {
            for (const char *k :
                 {"csv.field-delimiter", "csv.quote-character", "csv.escape-character"}) {
                if (const auto v = get(key(k)); v && !isSingleCharacter(*v))
                    add(Kind::InvalidValue, key(k), true,
                        sluice::Engine::tr("'%1' must be a single character (or an escape such as '\\t'), "
                                           "not '%2'")
                            .arg(key(k))
                            .arg(*v));
            }
            if (has(key("csv.quote-character")) &&
                parseBool(get(key("csv.disable-quote-character")).value_or("false")).valueOr(false))
                add(Kind::Conflict, key("csv.quote-character"), false,
                    sluice::Engine::tr("a quote character cannot be set while '%1' is true")
                        .arg(key("csv.disable-quote-character")));
        } else if (format.name == "json") {
            const auto isTrue = [this](const std::string &k) {
                const auto v = get(k);
                return v && parseBool(*v).valueOr(false);
            };
            if (isTrue(key("json.fail-on-missing-field")) &&
                isTrue(key("json.ignore-parse-errors")))
                add(Kind::Conflict, key("json.ignore-parse-errors"), false,
                    sluice::Engine::tr("'%1' and '%2' cannot both be true")
                        .arg(key("json.fail-on-missing-field"))
                        .arg(key("json.ignore-parse-errors")));
        }
    }

    const Options &m_options;
    std::vector<TableOptionIssue> &m_issues;
    const TableOptionContext &m_context;
    const ConnectorSpec *m_connector = nullptr;
    std::vector<std::pair<std::string, const FormatSpec *>> m_formats;
    std::vector<OptionSpec> m_specs;
};

} // namespace

std::vector<OptionSpec> applicableTableOptions(const Options &options)
{
    const auto it = std::find_if(options.begin(), options.end(),
                                 [](const auto &o) { return o.first == "connector"; });
    if (it == options.end())
        return {};
    const ConnectorSpec *connector = findConnector(it->second);
    if (!connector)
        return {};
    return TableOptionValidator::specsFor(*connector,
                                          TableOptionValidator::formatsOf(*connector, options));
}

bool validateTableOptions(const Options &options, std::vector<TableOptionIssue> &issues,
                          const TableOptionContext &context)
{
    return TableOptionValidator(options, issues, context).run();
}

} // namespace sluice
