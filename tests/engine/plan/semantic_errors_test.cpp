// Semantic errors of the checker: each one with its exact line:column and a message that names
// the problem (and a "did you mean" when a known name is close); each independent mistake of a
// statement is reported (every select item in error, and WHERE beside them).

#include "plan_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;

namespace {

// Three lines of DDL; the statement under test is line 4.
const std::string kPrelude =
    "CREATE TABLE orders (id INT, user_id INT, amount INT, product STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE users (user_id INT, name STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE out1 (a INT, b STRING) WITH ('connector' = 'blackhole');\n";

Diagnostics check(const std::string &statement)
{
    return checkScript(kPrelude + statement + "\n").diagnostics;
}

} // namespace

class SemanticErrorsTest : public QObject {
    Q_OBJECT
private slots:
    /// Independent mistakes of one statement are all reported: each select item in error, and
    /// WHERE's beside them (Flink stops at the first; the editor shows them all at once).
    void everyItemInErrorIsReported()
    {
        const Diagnostics d = check("SELECT id, nope, UPPER(amount, 1), name FROM orders WHERE missing > 1;");
        QVERIFY2(countSeverity(d, Severity::Error) == 4, diagnosticsText(d).c_str());
        QCOMPARE(find(d, Severity::Error, "'nope'").size(), std::size_t(1));
        QCOMPARE(find(d, Severity::Error, "UPPER").size(), std::size_t(1));
        QCOMPARE(find(d, Severity::Error, "'name'").size(), std::size_t(1));
        QCOMPARE(find(d, Severity::Error, "'missing'").size(), std::size_t(1));
        // A statement without mistakes beside it is still checked on its own.
        const Diagnostics two = check("SELECT nope FROM orders;\nSELECT id FROM orders WHERE bad = 1;");
        QVERIFY2(countSeverity(two, Severity::Error) == 2, diagnosticsText(two).c_str());
    }

    void preludeIsClean()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, product FROM orders;");
        QVERIFY2(!d.hasErrors(), diagnosticsText(d).c_str());
    }

    /// Sinks whose guarantee the job's checkpointing cannot hold are warned about, at the
    /// INSERT's target (delivery-guarantee), and only then.
    void sinkGuaranteesTheCheckpointingCannotHold()
    {
        const std::string kafka =
            "CREATE TABLE k (id INT) WITH ('connector' = 'kafka', 'topic' = 't', 'properties.bootstrap.servers' = "
            "'localhost:9092', 'format' = 'json', 'sink.delivery-guarantee' = 'exactly-once', "
            "'sink.transactional-id-prefix' = 'p');\n";
        const std::string files = "CREATE TABLE f (id INT) WITH ('connector' = 'filesystem', 'path' = '/tmp/f', "
                                  "'format' = 'csv');\n";
        const std::string insertK = "INSERT INTO k SELECT id FROM orders;\n";
        const std::string insertF = "INSERT INTO f SELECT id FROM orders;\n";
        const std::string checkpoints = "SET 'execution.checkpointing.interval' = '10 s';\n";
        auto warnings = [](const std::string &script) {
            return withCode(checkScript(kPrelude + script).diagnostics, "delivery-guarantee").size();
        };
        QCOMPARE(warnings(kafka + insertK), std::size_t(1));      // commits only at the end
        QCOMPARE(warnings(files + insertF), std::size_t(1));      // Flink never commits the files
        QCOMPARE(warnings(checkpoints + kafka + insertK + files + insertF), std::size_t(0));
        QCOMPARE(warnings(checkpoints + "SET 'execution.checkpointing.mode' = 'AT_LEAST_ONCE';\n" + kafka + insertK),
                 std::size_t(1));
        QCOMPARE(warnings("SET 'execution.runtime-mode' = 'batch';\n" + files + insertF), std::size_t(0));
        const Diagnostics d = checkScript(kPrelude + kafka + insertK).diagnostics;
        QVERIFY(!d.hasErrors() && !d.hasEngineUnsupported());
        QCOMPARE(find(d, Severity::Warning, "see its rows only when the job ends").size(), std::size_t(1));
    }

    void unknownSourceTableSuggestsClosest()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, product FROM ordrs;");
        const std::string r = expectSingleError(d, 4, 42, {"'ordrs' not found", "did you mean 'orders'?"});
        QVERIFY2(r.empty(), r.c_str());
        QCOMPARE(withCode(d, "unknown-table").size(), std::size_t(1));
    }

    void unknownSinkTableSuggestsClosest()
    {
        const Diagnostics d = check("INSERT INTO out2 SELECT id, product FROM orders;");
        const std::string r = expectSingleError(d, 4, 13, {"Table 'out2' not found", "did you mean 'out1'?"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownTableFarFromEveryNameHasNoSuggestion()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, product FROM zzzzzzzzzz;");
        const std::string r = expectSingleError(d, 4, 42, {"'zzzzzzzzzz' not found"});
        QVERIFY2(r.empty(), r.c_str());
        QVERIFY(find(d, Severity::Error, "did you mean").empty());
    }

    /// Flink resolves a table's partition keys against its columns when the table is created.
    void partitionKeysAreColumnsOfTheTable()
    {
        const Diagnostics d = check("CREATE TABLE parts (id INT, name STRING) PARTITIONED BY (name, dt) WITH "
                                    "('connector' = 'filesystem', 'path' = '/tmp/p', 'format' = 'csv');");
        const std::string r = expectSingleError(d, 4, 64, {"PARTITIONED BY column 'dt' is not a column of 'parts'",
                                                           "its columns: 'id', 'name'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    /// Flink's planner refuses a hint it does not know, or one written in a form its hint
    /// does not take; the engine ignores hints it does not act on, but never one Flink refuses.
    void hintsFlinkRefusesAreErrors()
    {
        struct Case {
            const char *statement;
            int column;
            const char *fragment;
        };
        const Case refused[] = {
            {"INSERT INTO out1 SELECT id, product FROM orders /*+ FOO('a' = 'b') */;", 53,
             "'FOO' is not a hint Flink knows"},
            {"INSERT INTO out1 SELECT /*+ fast_please */ id, product FROM orders;", 29,
             "'fast_please' is not a hint Flink knows"},
            {"INSERT INTO out1 SELECT /*+ BROADCAST */ id, product FROM orders;", 29,
             "join hint BROADCAST names the tables"},
            {"INSERT INTO out1 SELECT id, product FROM orders /*+ NEST_LOOP('a' = 'b') */;", 53,
             "join hint NEST_LOOP names the tables"},
            {"INSERT INTO out1 SELECT /*+ STATE_TTL */ id, product FROM orders;", 29,
             "STATE_TTL takes 'table_or_alias' = 'duration' pairs"},
            {"INSERT INTO out1 SELECT /*+ OPTIONS(orders) */ id, product FROM orders;", 29,
             "An OPTIONS hint takes 'key' = 'value' pairs"},
            {"INSERT INTO out1 SELECT id, product FROM orders /*+ LOOKUP('retry-predicate' = 'lookup_miss') */;",
             53, "needs 'table'"},
        };
        for (const Case &c : refused) {
            const std::string r = expectSingleError(check(c.statement), 4, c.column, {c.fragment});
            QVERIFY2(r.empty(), (std::string(c.statement) + "\n" + r).c_str());
        }
        // Hints Flink takes but the engine does not act on: a warning, no error.
        for (const char *fine : {"INSERT INTO out1 SELECT /*+ BROADCAST(orders) */ id, product FROM orders;",
                                 "INSERT INTO out1 SELECT /*+ json_aggregate_wrapped */ id, product FROM orders;",
                                 "INSERT INTO out1 SELECT id, product FROM orders /*+ STATE_TTL('a' = 'b') */;"}) {
            const Diagnostics d = check(fine);
            QVERIFY2(countSeverity(d, Severity::Error) == 0, (std::string(fine) + "\n" + diagnosticsText(d)).c_str());
            QVERIFY2(!find(d, Severity::Warning, "ignored").empty(), diagnosticsText(d).c_str());
        }
        // OPTIONS hints: never on a view, and only while dynamic table options are on.
        Diagnostics d = checkScript(kPrelude + "CREATE VIEW v AS SELECT id, product FROM orders;\n"
                                               "INSERT INTO out1 SELECT * FROM v /*+ OPTIONS('rows-per-second' = '5') */;\n")
                            .diagnostics;
        std::string r = expectSingleError(d, 5, 38, {"View 'v' has no options to override"});
        QVERIFY2(r.empty(), r.c_str());
        d = checkScript("SET 'table.dynamic-table-options.enabled' = 'false';\n" + kPrelude +
                        "INSERT INTO out1 SELECT id, product FROM orders /*+ OPTIONS('rows-per-second' = '5') */;\n")
                .diagnostics;
        r = expectSingleError(d, 5, 53, {"OPTIONS hints are off"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownColumnSuggestsClosest()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, prodct FROM orders;");
        const std::string r =
            expectSingleError(d, 4, 29, {"Column 'prodct' not found", "did you mean 'product'?"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void joinUsingColumnsAreCheckedAsCalciteDoes()
    {
        // NATURAL JOIN and USING bind; a USING column must be one column on each side, and a
        // bare one in WHERE is ambiguous (Calcite resolves WHERE against both sides).
        QVERIFY(!check("INSERT INTO out1 SELECT user_id, name FROM orders NATURAL JOIN users;").hasErrors());
        QVERIFY(!check("INSERT INTO out1 SELECT o.user_id, u.name FROM orders o JOIN users u USING (user_id) "
                       "WHERE o.user_id > 0;")
                     .hasErrors());
        std::string r = expectSingleError(
            check("INSERT INTO out1 SELECT user_id, name FROM orders JOIN users USING (user_id) WHERE user_id > 0;"),
            4, 84, {"Column 'user_id' is ambiguous"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(check("INSERT INTO out1 SELECT id, name FROM orders o JOIN users u ON o.user_id = "
                                    "u.user_id JOIN users v USING (user_id);"),
                              4, 106, {"Column name 'user_id' in NATURAL join or USING clause is not unique"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(check("INSERT INTO out1 SELECT id, name FROM orders JOIN users USING (name);"), 4, 64,
                              {"Column 'name' not found in any table"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownQualifierIsReported()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT o.id, o.product FROM orders AS o WHERE x.id > 1;");
        const std::string r = expectSingleError(d, 4, 64, {"'x' not found"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownFunctionSuggestsClosest()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, UPPR(product) FROM orders;");
        const std::string r = expectSingleError(d, 4, 29, {"UPPR", "did you mean UPPER"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownFunctionWithoutCloseName()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, FROBNICATE(product) FROM orders;");
        const std::string r = expectSingleError(d, 4, 29, {"FROBNICATE"});
        QVERIFY2(r.empty(), r.c_str());
        QVERIFY(find(d, Severity::Error, "did you mean").empty());
    }

    void streamingRanksOnlyByRowNumber()
    {
        // Flink's streaming Top-N takes ROW_NUMBER() only.
        const Diagnostics d = check("INSERT INTO out1 SELECT id, product FROM (SELECT id, product, "
                                    "RANK() OVER (ORDER BY amount) AS r FROM orders) WHERE r <= 2;");
        std::string r = expectSingleError(d, 4, 85, {"RANK() on streaming table is not supported currently",
                                                     "ROW_NUMBER()"});
        QVERIFY2(r.empty(), r.c_str());
        // Flink orders a streaming OVER window by a time attribute only.
        const Diagnostics byId = check("INSERT INTO out1 SELECT id, CAST(SUM(amount) OVER (ORDER BY "
                                       "id) AS STRING) FROM orders;");
        r = expectSingleError(byId, 4, 61, {"must be defined on a time attribute"});
        QVERIFY2(r.empty(), r.c_str());
        // Ordered by one, it runs; a DISTINCT aggregate over it is valid Flink SQL the engine
        // cannot run yet: a warning at check (engine-unsupported), which `run` refuses.
        const std::string table = "CREATE TABLE o (amount INT, pt AS PROCTIME()) WITH ('connector' = 'datagen');\n";
        const Diagnostics sum = checkScript(
            table + "SELECT SUM(amount) OVER (ORDER BY pt ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM o;\n")
                                    .diagnostics;
        QVERIFY(!sum.hasErrors());
        QVERIFY(!sum.hasEngineUnsupported());
        const Diagnostics distinct =
            checkScript(table + "SELECT SUM(DISTINCT amount) OVER (ORDER BY pt) FROM o;\n").diagnostics;
        QVERIFY(!distinct.hasErrors());
        QCOMPARE(find(distinct, Severity::Warning, "SUM(DISTINCT ...) over an OVER window runs on "
                                                   "Flink; not supported by the embedded engine yet")
                     .size(),
                 std::size_t(1));
        // One SELECT computes one window, as Flink plans it.
        const Diagnostics two = checkScript(table + "SELECT SUM(amount) OVER (ORDER BY pt), "
                                                    "COUNT(*) OVER (ORDER BY pt ROWS 2 PRECEDING) FROM o;\n")
                                    .diagnostics;
        QCOMPARE(find(two, Severity::Error, "must be computed on the same window").size(), std::size_t(1));
    }

    void dateLiteralsNameARealDay()
    {
        // As Flink 1.20's parser (checked on the oracle): y-M-d with single digits is fine, a
        // day the month does not have is not, nor a time after the date.
        for (const char *ok : {"2024-1-5", "2024-02-29", " 2024-02-01"})
            QVERIFY2(!checkScript(std::string("CREATE TABLE g (n INT) WITH ('connector' = 'datagen');\n"
                                              "SELECT DATE '") + ok + "' FROM g;\n")
                          .diagnostics.hasErrors(),
                     ok);
        for (const char *bad : {"2024-02-30", "2023-02-29", "2024-13-01", "2024-02-01 10:00"}) {
            const Diagnostics d = checkScript(std::string("CREATE TABLE g (n INT) WITH ('connector' = 'datagen');\n"
                                                          "SELECT DATE '") + bad + "' FROM g;\n")
                                      .diagnostics;
            QCOMPARE(find(d, Severity::Error, "Illegal DATE literal").size(), std::size_t(1));
        }
    }

    void connectorRolesAreFlinks()
    {
        // print and blackhole only write, datagen only reads.
        const Diagnostics read = checkScript(
            "CREATE TABLE p (id INT) WITH ('connector' = 'print');\n"
            "CREATE TABLE b (id INT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO b SELECT id FROM p;\n")
                                     .diagnostics;
        QCOMPARE(find(read, Severity::Error, "Connector 'print' can only be used as a sink").size(), std::size_t(1));
        const Diagnostics write = checkScript(
            "CREATE TABLE g (id INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE h (id INT) WITH ('connector' = 'datagen');\n"
            "INSERT INTO h SELECT id FROM g;\n")
                                      .diagnostics;
        QCOMPARE(find(write, Severity::Error, "Connector 'datagen' can only be used as a source").size(),
                 std::size_t(1));
    }

    /// A Kafka table without 'properties.group.id' starts from group offsets by default, which
    /// Flink's source refuses when a statement reads it: the read is an error at the table's
    /// reference, while the DDL, a sink, and a read that starts elsewhere pass.
    void kafkaReadFromGroupOffsetsNeedsAGroup()
    {
        const std::string ddl =
            "CREATE TABLE k (id INT) WITH ('connector' = 'kafka', 'topic' = 't', "
            "'properties.bootstrap.servers' = 'h:1', 'format' = 'csv');\n"
            "CREATE TABLE g (id INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE b (id INT) WITH ('connector' = 'blackhole');\n";
        const Diagnostics read = checkScript(ddl + "INSERT INTO b SELECT id FROM k;\n").diagnostics;
        const auto refused = find(read, Severity::Error, "needs 'properties.group.id'");
        QVERIFY2(refused.size() == 1, diagnosticsText(read).c_str());
        QCOMPARE(refused.front()->range.begin.line, 4);
        QCOMPARE(refused.front()->range.begin.column, 30);
        const Diagnostics write = checkScript(ddl + "INSERT INTO k SELECT id FROM g;\n").diagnostics;
        QVERIFY2(!write.hasErrors() && countSeverity(write, Severity::Warning) == 0, diagnosticsText(write).c_str());
        for (const char *hint : {"OPTIONS('scan.startup.mode' = 'earliest-offset')", "OPTIONS('properties.group.id' = 'g1')"}) {
            const Diagnostics hinted =
                checkScript(ddl + "INSERT INTO b SELECT id FROM k /*+ " + hint + " */;\n").diagnostics;
            QVERIFY2(!hinted.hasErrors(), diagnosticsText(hinted).c_str());
        }
        const Diagnostics upper = checkScript(ddl + "INSERT INTO b SELECT id FROM k /*+ OPTIONS('scan.startup.mode' = "
                                                    "'GROUP-OFFSETS') */;\n")
                                      .diagnostics;
        QCOMPARE(find(upper, Severity::Error, "needs 'properties.group.id'").size(), std::size_t(1));
    }

    /// A DECIMAL precision above 38 or a TIMESTAMP one above 9 is the largest in Flink (its SQL
    /// types are capped before they are made): accepted with a warning at the type; a scale then
    /// above the precision is still refused.
    void precisionAboveTheLargestIsCapped()
    {
        const Diagnostics d = checkScript(
            "CREATE TABLE t (a DECIMAL(39, 2), ts TIMESTAMP(10), l TIMESTAMP_LTZ(12)) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE s (a DECIMAL(38, 2), ts TIMESTAMP(9), l TIMESTAMP_LTZ(9), c DECIMAL(38, 2)) WITH "
            "('connector' = 'blackhole');\n"
            "INSERT INTO s SELECT a, ts, l, CAST(a AS DECIMAL(40, 2)) FROM t;\n")
                                  .diagnostics;
        QVERIFY2(!d.hasErrors(), diagnosticsText(d).c_str());
        const auto capped = withCode(d, "type-precision");
        QVERIFY2(capped.size() == 4, diagnosticsText(d).c_str());
        QCOMPARE(capped[0]->range.begin.line, 1);
        QCOMPARE(capped[0]->range.begin.column, 19);
        QVERIFY(capped[0]->message.english().find("Flink takes it as 38") != std::string::npos);
        QCOMPARE(capped[3]->range.begin.line, 3);
        const Diagnostics scale = check("INSERT INTO out1 SELECT CAST(id AS DECIMAL(40, 39)), product FROM orders;");
        QVERIFY2(!find(scale, Severity::Error, "scale").empty(), diagnosticsText(scale).c_str());
    }

    void ambiguousColumn()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT user_id, name FROM orders JOIN users "
                                    "ON orders.user_id = users.user_id;");
        const std::string r = expectSingleError(d, 4, 25, {"'user_id' is ambiguous"});
        QVERIFY2(r.empty(), r.c_str());
        // Qualified, the same query is fine.
        const Diagnostics ok = check("INSERT INTO out1 SELECT users.user_id, name FROM orders JOIN users "
                                     "ON orders.user_id = users.user_id;");
        QVERIFY2(!ok.hasErrors(), diagnosticsText(ok).c_str());
    }

    void equalsBetweenIntAndStringIsATypeMismatch()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, product FROM orders WHERE id = product;");
        const std::string r = expectSingleError(d, 4, 55, {"Cannot apply '='", "<INT>", "<STRING>"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void nonGroupedColumn()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT user_id, product FROM orders GROUP BY user_id;");
        const std::string r = expectSingleError(d, 4, 34, {"'product'", "GROUP BY"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownConnectorSuggestsClosest()
    {
        const Diagnostics d = check("CREATE TABLE bad (a INT) WITH ('connector' = 'datagenx');");
        const std::string r = expectSingleError(d, 4, 46, {"unknown connector 'datagenx'", "did you mean 'datagen'?"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void tableWithBadOptionsIsNotCreated()
    {
        // The failed CREATE leaves no table behind, so using it is a second, separate error.
        const Diagnostics d = checkScript(kPrelude +
                                          "CREATE TABLE bad (a INT) WITH ('connector' = 'datagenx');\n"
                                          "CREATE TABLE s (a INT) WITH ('connector' = 'blackhole');\n"
                                          "INSERT INTO s SELECT a FROM bad;\n")
                                  .diagnostics;
        const auto errors = find(d, Severity::Error);
        QCOMPARE(errors.size(), std::size_t(2));
        QCOMPARE(errors[1]->range.begin.line, 6);
        QVERIFY(errors[1]->message.english().find("'bad' not found") != std::string::npos);
    }

    void missingRequiredConnectorOption()
    {
        const Diagnostics d = check("CREATE TABLE k (a INT) WITH ('connector' = 'kafka', 'topic' = 't', "
                                    "'format' = 'csv', 'scan.startup.mode' = 'earliest-offset');");
        const std::string r = expectSingleError(d, 4, 24, {"'properties.bootstrap.servers'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void invalidConnectorOptionValue()
    {
        const Diagnostics d = check("CREATE TABLE g (a INT) WITH ('connector' = 'datagen', 'rows-per-second' = 'abc');");
        const std::string r = expectSingleError(d, 4, 75, {"'rows-per-second'", "'abc'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void unknownConnectorOption()
    {
        const Diagnostics d = check("CREATE TABLE g (a INT) WITH ('connector' = 'datagen', 'rows-per-secnd' = '5');");
        const std::string r = expectSingleError(d, 4, 55, {"'rows-per-secnd'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void insertArityMismatch()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id FROM orders;");
        const std::string r = expectSingleError(d, 4, 13, {"'out1'", "the query has 1 columns, the sink 2"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void insertTypeMismatch()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, amount FROM orders;");
        const std::string r =
            expectSingleError(d, 4, 13, {"'out1'", "column 'b' is STRING but the query gives INT"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void insertWithImplicitWideningIsAccepted()
    {
        // INT into BIGINT widens implicitly, as in Flink.
        const Diagnostics d = checkScript(kPrelude +
                                          "CREATE TABLE wide (a BIGINT, b STRING) WITH ('connector' = 'blackhole');\n"
                                          "INSERT INTO wide SELECT id, product FROM orders;\n")
                                  .diagnostics;
        QVERIFY2(!d.hasErrors(), diagnosticsText(d).c_str());
    }

    void duplicateTable()
    {
        const Diagnostics d = check("CREATE TABLE users (x INT) WITH ('connector' = 'datagen');");
        const std::string r = expectSingleError(d, 4, 14, {"'users' already exists"});
        QVERIFY2(r.empty(), r.c_str());
        const Diagnostics ok = check("CREATE TABLE IF NOT EXISTS users (x INT) WITH ('connector' = 'datagen');");
        QVERIFY2(!ok.hasErrors(), diagnosticsText(ok).c_str());
    }

    void dropOfMissingTable()
    {
        const Diagnostics d = check("DROP TABLE nothere;");
        const std::string r = expectSingleError(d, 4, 12, {"'nothere' does not exist"});
        QVERIFY2(r.empty(), r.c_str());
        const Diagnostics ok = check("DROP TABLE IF EXISTS nothere;");
        QVERIFY2(ok.empty(), diagnosticsText(ok).c_str());
    }

    void droppedTableIsGone()
    {
        const Diagnostics d = check("DROP TABLE orders;\nINSERT INTO out1 SELECT id, product FROM orders;");
        const std::string r = expectSingleError(d, 5, 42, {"'orders' not found"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void matchRecognizeErrorsPointAtTheirClause()
    {
        const std::string table =
            "CREATE TABLE t (s STRING, p INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');\n";
        auto at = [&](const std::string &clauses) {
            return checkScript(table + "SELECT * FROM t MATCH_RECOGNIZE (" + clauses + ");\n").diagnostics;
        };
        // Line 2, the statement; its clauses begin at column 34.
        std::string r = expectSingleError(at("ORDER BY p MEASURES A.p AS x PATTERN (A B) DEFINE B AS B.p > A.p"),
                                          2, 43, {"either rowtime or proctime for order by as the first one"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(at("ORDER BY ts MEASURES A.p AS x PATTERN (A B+) DEFINE B AS B.p > A.p"), 2, 76,
                              {"Greedy quantifiers are not allowed as the last element"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(at("ORDER BY ts MEASURES A.p AS x PATTERN (A B A) DEFINE B AS B.p > A.p"), 2, 77,
                              {"Pattern variables must be unique"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(at("ORDER BY ts MEASURES A.p AS x PATTERN (A B) DEFINE B AS C.p > A.p"), 2, 90,
                              {"Table 'C' not found"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(at("ORDER BY ts MEASURES SUM(A.p + B.p) AS x PATTERN (A B) DEFINE B AS B.p > A.p"), 2,
                              65, {"must read a single pattern variable"});
        QVERIFY2(r.empty(), r.c_str());
        r = expectSingleError(at("ORDER BY ts MEASURES A.p AS x PATTERN (A B) DEFINE B AS B.p > PREV(B.p)"), 2, 96,
                              {"Flink does not support physical offsets within partition."});
        QVERIFY2(r.empty(), r.c_str());
    }

    void onePassReportsEveryStatementsError()
    {
        const Diagnostics d = check("INSERT INTO out1 SELECT id, prodct FROM orders;\n"
                                    "INSERT INTO out1 SELECT id FROM orders;\n"
                                    "DROP TABLE nothere;");
        const auto errors = find(d, Severity::Error);
        QCOMPARE(errors.size(), std::size_t(3));
        QCOMPARE(errors[0]->range.begin.line, 4);
        QCOMPARE(errors[1]->range.begin.line, 5);
        QCOMPARE(errors[2]->range.begin.line, 6);
    }
};

QTEST_GUILESS_MAIN(SemanticErrorsTest)
#include "semantic_errors_test.moc"
