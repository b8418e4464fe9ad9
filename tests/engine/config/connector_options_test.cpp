#include <sluice/connector_options.h>

#include <QTest>

#include <algorithm>
#include <string>

using namespace sluice;

namespace {

using Options = std::vector<std::pair<std::string, std::string>>;

struct Checked {
    bool ok = false;
    std::vector<TableOptionIssue> issues;
};

Checked check(const Options &options, const TableOptionContext &context = {})
{
    Checked c;
    c.ok = validateTableOptions(options, c.issues, context);
    return c;
}

/// The only issue about `key`; fails the test when there is not exactly one.
const TableOptionIssue *issueFor(const Checked &c, const std::string &key)
{
    const TableOptionIssue *found = nullptr;
    for (const TableOptionIssue &i : c.issues) {
        if (i.key == key) {
            if (found)
                return nullptr;
            found = &i;
        }
    }
    return found;
}

std::string dump(const Checked &c)
{
    std::string out;
    for (const TableOptionIssue &i : c.issues)
        out += "[" + i.key + "] " + i.message.english() + "\n";
    return out;
}

bool has(const std::string &s, const std::string &part)
{
    return s.find(part) != std::string::npos;
}

} // namespace

class ConnectorOptionsTest : public QObject {
    Q_OBJECT
private slots:
    void supportedConnectorsAndFormats()
    {
        for (const char *name :
             {"datagen", "filesystem", "print", "blackhole", "kafka", "upsert-kafka"})
            QVERIFY2(findConnector(name), name);
        for (const char *name : {"csv", "json", "raw"})
            QVERIFY2(findFormat(name), name);
        QVERIFY(!findConnector("Kafka"));
        for (const ConnectorSpec &c : connectorSpecs()) {
            for (const OptionSpec &o : c.options) {
                QVERIFY2(!o.description.empty(), o.key.c_str());
                QCOMPARE(o.category, OptionCategory::Connector);
                if (o.defaultValue)
                    QVERIFY2(validateOptionValue(o, *o.defaultValue).isOk(), o.key.c_str());
            }
        }
        for (const FormatSpec &f : formatSpecs()) {
            for (const OptionSpec &o : f.options) {
                QVERIFY2(o.key.rfind(f.name + ".", 0) == 0, o.key.c_str());
                if (o.defaultValue)
                    QVERIFY2(validateOptionValue(o, *o.defaultValue).isOk(), o.key.c_str());
            }
        }
    }

    void validTablesPass()
    {
        Checked c = check({{"connector", "kafka"},
                           {"topic", "user_score"},
                           {"properties.bootstrap.servers", "127.0.0.1:9092"},
                           {"properties.group.id", "g1"},
                           {"properties.security.protocol", "SASL_SSL"},
                           {"scan.startup.mode", "earliest-offset"},
                           {"format", "json"},
                           {"json.ignore-parse-errors", "true"}});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());

        c = check({{"connector", "datagen"},
                   {"rows-per-second", "100"},
                   {"fields.id.kind", "sequence"},
                   {"fields.id.start", "1"},
                   {"fields.id.end", "1000"},
                   {"fields.name.length", "10"}},
                  {{"id", "name"}, std::nullopt});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());

        c = check({{"connector", "filesystem"},
                   {"path", "/data/in"},
                   {"format", "csv"},
                   {"csv.field-delimiter", "\\t"},
                   {"csv.null-literal", "NULL"},
                   {"source.monitor-interval", "10 s"}});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());

        c = check({{"connector", "print"}, {"print-identifier", "out"}, {"sink.parallelism", "2"}});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());
        c = check({{"connector", "blackhole"}});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());
    }

    void connectorMissingOrUnknown()
    {
        Checked c = check({{"path", "/x"}});
        QVERIFY(!c.ok);
        QCOMPARE(c.issues.front().kind, TableOptionIssueKind::MissingConnector);
        QVERIFY(c.issues.front().key.empty());

        c = check({{"connector", "kafak"}});
        QVERIFY(!c.ok);
        const TableOptionIssue *i = issueFor(c, "connector");
        QVERIFY(i);
        QCOMPARE(i->kind, TableOptionIssueKind::UnknownConnector);
        QVERIFY(i->aboutValue);
        QCOMPARE(i->suggestion.value_or(""), std::string("kafka"));
        QVERIFY2(has(i->message.english(), "did you mean 'kafka'"), i->message.english().c_str());

        c = check({{"connector", "jdbc"}});
        QVERIFY(has(c.issues.front().message.english(), "not in the embedded engine"));
    }

    void missingRequiredOption()
    {
        const Checked c = check({{"connector", "filesystem"}, {"format", "csv"}});
        QVERIFY(!c.ok);
        const TableOptionIssue *i = issueFor(c, "path");
        QVERIFY2(i, dump(c).c_str());
        QCOMPARE(i->kind, TableOptionIssueKind::MissingRequired);
        QVERIFY(!i->aboutValue);
    }

    void unknownOptionIsAnErrorWithSuggestion()
    {
        const Checked c = check({{"connector", "datagen"}, {"rows-per-secnd", "5"}});
        QVERIFY(!c.ok);
        const TableOptionIssue *i = issueFor(c, "rows-per-secnd");
        QVERIFY(i);
        QCOMPARE(i->kind, TableOptionIssueKind::UnknownOption);
        QCOMPARE(i->severity, Severity::Error);
        QVERIFY(!i->aboutValue);
        QCOMPARE(i->suggestion.value_or(""), std::string("rows-per-second"));
    }

    void invalidValuePointsAtTheValue()
    {
        const Checked c = check({{"connector", "datagen"},
                                 {"rows-per-second", "fast"},
                                 {"fields.ts.max-past", "5m"},
                                 {"fields.v.kind", "randum"}});
        QVERIFY(!c.ok);
        const TableOptionIssue *rate = issueFor(c, "rows-per-second");
        QVERIFY(rate && rate->aboutValue && rate->kind == TableOptionIssueKind::InvalidValue);
        QVERIFY2(has(rate->message.english(), "whole number"), rate->message.english().c_str());
        const TableOptionIssue *past = issueFor(c, "fields.ts.max-past");
        QVERIFY(past && has(past->message.english(), "'5min'"));
        const TableOptionIssue *kind = issueFor(c, "fields.v.kind");
        QVERIFY(kind);
        QCOMPARE(kind->suggestion.value_or(""), std::string("random"));
    }

    void datagenFieldsNameColumns()
    {
        Checked c = check({{"connector", "datagen"}, {"fields.nmae.length", "5"}},
                          {{"id", "name"}, std::nullopt});
        QVERIFY(!c.ok);
        const TableOptionIssue *i = issueFor(c, "fields.nmae.length");
        QVERIFY(i);
        QCOMPARE(i->suggestion.value_or(""), std::string("fields.name.length"));

        c = check({{"connector", "datagen"}, {"fields.id.kind", "SEQUENCE"}});
        QVERIFY(!c.ok);
        QVERIFY(issueFor(c, "fields.id.start"));
        QVERIFY(issueFor(c, "fields.id.end"));
        QCOMPARE(issueFor(c, "fields.id.end")->kind, TableOptionIssueKind::MissingRequired);
    }

    /// Flink's datagen gives each column a generator for its type, which takes its own
    /// `fields.#.…` options (measured against Flink 1.20 for every type and option).
    void datagenFieldOptionsFollowTheColumnsType()
    {
        using T = OptionColumnType;
        const TableOptionContext context{{"n", "s", "ts", "b", "d", "tags"},
                                         false,
                                         {{T::Number, "INT"},
                                          {T::VarChar, "STRING"},
                                          {T::Timestamp, "TIMESTAMP(3)"},
                                          {T::VarBinary, "BYTES"},
                                          {T::DateOrTime, "DATE"},
                                          {T::Collection, "ARRAY<INT>"}}};
        auto verdict = [&](const Options &fields) {
            Options options{{"connector", "datagen"}};
            options.insert(options.end(), fields.begin(), fields.end());
            return check(options, context);
        };
        for (const Options &fine : std::vector<Options>{{{"fields.n.min", "1"}, {"fields.n.null-rate", "0.5"}},
                                                        {{"fields.s.length", "3"}, {"fields.s.var-len", "true"}},
                                                        {{"fields.ts.max-past", "1 s"}},
                                                        {{"fields.b.length", "4"}},
                                                        {{"fields.tags.length", "2"}},
                                                        {{"fields.s.kind", "sequence"},
                                                         {"fields.s.start", "1"},
                                                         {"fields.s.end", "9"}}}) {
            const Checked c = verdict(fine);
            QVERIFY2(c.ok, dump(c).c_str());
        }
        Checked c = verdict({{"fields.s.min", "1"}});
        const TableOptionIssue *i = issueFor(c, "fields.s.min");
        QVERIFY2(!c.ok && i, dump(c).c_str());
        QCOMPARE(i->kind, TableOptionIssueKind::UnknownOption);
        QVERIFY2(has(i->message.english(), "'length', 'var-len', 'null-rate' for a random STRING column"),
                 dump(c).c_str());
        for (const char *refused : {"fields.n.length", "fields.ts.min", "fields.b.null-rate", "fields.d.max-past"}) {
            c = verdict({{refused, "1"}});
            QVERIFY2(!c.ok && issueFor(c, refused), refused);
        }
        c = verdict({{"fields.d.null-rate", "0.1"}});
        QVERIFY2(has(dump(c), "datagen takes no option but 'kind' for a random DATE column"), dump(c).c_str());
        // A sequence takes its bounds only, and counts numbers and strings only.
        c = verdict({{"fields.n.kind", "sequence"}, {"fields.n.start", "1"}, {"fields.n.end", "9"}, {"fields.n.min", "1"}});
        QVERIFY2(has(dump(c), "takes 'start', 'end' for a 'sequence' column"), dump(c).c_str());
        c = verdict({{"fields.ts.kind", "sequence"}, {"fields.ts.start", "1"}, {"fields.ts.end", "9"}});
        i = issueFor(c, "fields.ts.kind");
        QVERIFY2(i && i->aboutValue, dump(c).c_str());
        QVERIFY2(has(i->message.english(), "column 'ts' is TIMESTAMP(3), which cannot be a 'sequence'"), dump(c).c_str());
        // Without the types (a caller that gives the column names only) nothing is said.
        QVERIFY(check({{"connector", "datagen"}, {"fields.s.min", "1"}}, {{"n", "s"}, std::nullopt}).ok);
    }

    void formatOptions()
    {
        Checked c = check({{"connector", "filesystem"},
                           {"path", "/x"},
                           {"format", "json"},
                           {"csv.field-delimiter", ";"}});
        QVERIFY(!c.ok);
        const TableOptionIssue *i = issueFor(c, "csv.field-delimiter");
        QVERIFY(i);
        QVERIFY2(has(i->message.english(), "csv format, which this table does not use"), i->message.english().c_str());

        c = check({{"connector", "filesystem"},
                   {"path", "/x"},
                   {"format", "csv"},
                   {"csv.field-delimiter", "||"},
                   {"csv.quote-character", "'"},
                   {"csv.disable-quote-character", "true"}});
        QVERIFY(!c.ok);
        QVERIFY(issueFor(c, "csv.field-delimiter") &&
                has(issueFor(c, "csv.field-delimiter")->message.english(), "single character"));
        QCOMPARE(issueFor(c, "csv.quote-character")->kind, TableOptionIssueKind::Conflict);

        c = check({{"connector", "filesystem"},
                   {"path", "/x"},
                   {"format", "json"},
                   {"json.fail-on-missing-field", "true"},
                   {"json.ignore-parse-errors", "true"},
                   {"json.timestamp-format.standard", "iso-8601"}});
        QVERIFY(!c.ok);
        QCOMPARE(c.issues.size(), std::size_t(1));
        QCOMPARE(c.issues[0].kind, TableOptionIssueKind::Conflict);

        c = check({{"connector", "filesystem"}, {"path", "/x"}, {"format", "parquet"}});
        QVERIFY(!c.ok);
        QCOMPARE(issueFor(c, "format")->kind, TableOptionIssueKind::UnknownFormat);
        QVERIFY(has(issueFor(c, "format")->message.english(), "not supported"));
        c = check({{"connector", "filesystem"}, {"path", "/x"}, {"format", "jsno"}});
        QCOMPARE(issueFor(c, "format")->suggestion.value_or(""), std::string("json"));
    }

    void kafkaRules()
    {
        const Options base{{"connector", "kafka"},
                           {"properties.bootstrap.servers", "127.0.0.1:9092"},
                           {"properties.group.id", "g"}};
        auto with = [&base](Options extra) {
            Options o = base;
            o.insert(o.end(), extra.begin(), extra.end());
            return check(o);
        };
        Checked c = with({{"format", "csv"}});
        QVERIFY(!c.ok);
        QCOMPARE(issueFor(c, "topic")->kind, TableOptionIssueKind::MissingRequired);
        // A primary key needs a changelog format (Flink's Kafka factory, reading or writing).
        Options keyed = base;
        keyed.insert(keyed.end(), {{"topic", "t"}, {"value.format", "json"}});
        c = check(keyed, {{"id"}, true});
        const TableOptionIssue *pk = issueFor(c, "value.format");
        QVERIFY2(!c.ok && pk, dump(c).c_str());
        QCOMPARE(pk->kind, TableOptionIssueKind::Conflict);
        QVERIFY2(has(pk->message.english(), "in the 'json' format cannot have a PRIMARY KEY"), dump(c).c_str());
        QVERIFY2(check(keyed, {{"id"}, false}).ok, dump(check(keyed, {{"id"}, false})).c_str());

        c = with({{"topic", "a"}, {"topic-pattern", "a.*"}, {"format", "csv"}});
        QCOMPARE(issueFor(c, "topic-pattern")->kind, TableOptionIssueKind::Conflict);

        c = with({{"topic", "a"}});
        QVERIFY(issueFor(c, "format") && !c.ok);

        c = with({{"topic", "a"},
                  {"key.format", "raw"},
                  {"value.format", "json"},
                  {"key.raw.charset", "UTF-8"},
                  {"value.json.ignore-parse-errors", "true"}});
        QCOMPARE(issueFor(c, "key.format")->kind, TableOptionIssueKind::Conflict);
        QCOMPARE(c.issues.size(), std::size_t(1));

        c = with({{"topic", "a"}, {"format", "csv"}, {"scan.startup.mode", "timestamp"}});
        QCOMPARE(issueFor(c, "scan.startup.timestamp-millis")->kind,
                 TableOptionIssueKind::MissingRequired);

        c = with({{"topic", "a"},
                  {"format", "csv"},
                  {"scan.bounded.mode", "specific-offsets"},
                  {"scan.bounded.specific-offsets", "partition:0,offset:10;partition:1"}});
        QVERIFY(issueFor(c, "scan.bounded.specific-offsets")->aboutValue);
        c = with({{"topic", "a"},
                  {"format", "csv"},
                  {"scan.bounded.mode", "specific-offsets"},
                  {"scan.bounded.specific-offsets", "partition:0,offset:10;partition:1,offset:5"}});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());

        c = with({{"topic", "a"}, {"format", "csv"}, {"sink.partitioner", "random"}});
        QVERIFY(issueFor(c, "sink.partitioner")->aboutValue);
        c = with({{"topic", "a"}, {"format", "csv"}, {"sink.delivery-guarantee", "exactly-once"}});
        QVERIFY(issueFor(c, "sink.transactional-id-prefix"));

        // No group id while starting from group offsets: nothing to say of the DDL, as in Flink
        // (the table may be a sink); a statement that reads it is refused (semantic_errors_test).
        c = check({{"connector", "kafka"},
                   {"topic", "t"},
                   {"properties.bootstrap.servers", "h:1"},
                   {"format", "raw"}});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());
    }

    void datagenSeedWarnsThatFlinkRefusesIt()
    {
        const Checked c = check({{"connector", "datagen"}, {"seed", "7"}});
        QVERIFY2(c.ok, dump(c).c_str());
        const TableOptionIssue *issue = issueFor(c, "seed");
        QVERIFY2(issue, dump(c).c_str());
        QCOMPARE(issue->severity, Severity::Warning);
        QVERIFY(has(issue->message.english(), "Flink refuses it"));
    }

    void watermarkIdleTimeoutPerTable()
    {
        // Kafka honours the table's idle timeout; a malformed duration points at the value.
        const Options kafka{{"connector", "kafka"},
                            {"topic", "t"},
                            {"properties.bootstrap.servers", "h:1"},
                            {"properties.group.id", "g"},
                            {"format", "csv"}};
        Options o = kafka;
        o.push_back({"scan.watermark.idle-timeout", "30 s"});
        Checked c = check(o);
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());
        o.back().second = "soon";
        c = check(o);
        QVERIFY(!c.ok);
        QVERIFY(issueFor(c, "scan.watermark.idle-timeout")->aboutValue);
        // Datagen and filesystem refuse it as unknown, as Flink 1.20's factories do (their
        // watermark is not pushed into the source; checked on the Flink oracle).
        for (const Options &table :
             {Options{{"connector", "datagen"}, {"scan.watermark.idle-timeout", "5 s"}},
              Options{{"connector", "filesystem"},
                      {"path", "/tmp/x"},
                      {"format", "csv"},
                      {"scan.watermark.idle-timeout", "5 s"}}}) {
            c = check(table);
            QVERIFY2(!c.ok, dump(c).c_str());
            const TableOptionIssue *issue = issueFor(c, "scan.watermark.idle-timeout");
            QVERIFY2(issue, dump(c).c_str());
            QCOMPARE(issue->kind, TableOptionIssueKind::UnknownOption);
        }
        // A sink-only connector has no watermark: the option is unknown there.
        c = check({{"connector", "print"}, {"scan.watermark.idle-timeout", "5 s"}});
        QVERIFY(!c.ok);
    }

    void upsertKafkaRules()
    {
        const Options options{{"connector", "upsert-kafka"},
                              {"topic", "scores"},
                              {"properties.bootstrap.servers", "127.0.0.1:9092"},
                              {"key.format", "json"},
                              {"value.format", "json"}};
        Checked c = check(options, {{}, true});
        QVERIFY2(c.ok && c.issues.empty(), dump(c).c_str());
        c = check(options, {{}, false});
        QVERIFY(!c.ok);
        QCOMPARE(c.issues.front().kind, TableOptionIssueKind::Conflict);
        Options withFormat = options;
        withFormat.emplace_back("format", "json");
        withFormat.emplace_back("sink.buffer-flush.max-rows", "100");
        c = check(withFormat);
        QCOMPARE(issueFor(c, "format")->kind, TableOptionIssueKind::UnknownOption);
        QCOMPARE(issueFor(c, "sink.buffer-flush.max-rows")->kind, TableOptionIssueKind::Conflict);
        c = check({{"connector", "upsert-kafka"}, {"properties.bootstrap.servers", "h:1"}});
        QVERIFY(issueFor(c, "topic") && issueFor(c, "key.format") && issueFor(c, "value.format"));
    }

    void applicableOptionsIncludePrefixedFormatOptions()
    {
        const auto specs = applicableTableOptions(
            {{"connector", "kafka"}, {"key.format", "csv"}, {"value.format", "json"}});
        const auto hasKey = [&specs](const char *k) {
            return std::any_of(specs.begin(), specs.end(),
                               [k](const OptionSpec &s) { return s.key == k; });
        };
        QVERIFY(hasKey("topic"));
        QVERIFY(hasKey("key.csv.field-delimiter"));
        QVERIFY(hasKey("value.json.ignore-parse-errors"));
        QVERIFY(!hasKey("csv.field-delimiter"));
        QVERIFY(applicableTableOptions({{"connector", "nope"}}).empty());
    }
};

QTEST_GUILESS_MAIN(ConnectorOptionsTest)
#include "connector_options_test.moc"
