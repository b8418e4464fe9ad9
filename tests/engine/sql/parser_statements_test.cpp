#include "sql_test_support.h"

#include "test_data.h"

#include <QTest>

using namespace sluice;
using namespace sluice::sql;
using sluice::sql::testing::diagnosticsText;
using sluice::sql::testing::slice;

namespace {

ParseResult parseClean(const std::string &text)
{
    ParseResult r = parseScript(text);
    if (!r.diagnostics.empty())
        qWarning("%s", diagnosticsText(r.diagnostics).c_str());
    return r;
}


} // namespace

class ParserStatementsTest : public QObject {
    Q_OBJECT
private slots:
    void createTableWithEveryColumnForm()
    {
        const std::string text = R"(CREATE TEMPORARY TABLE IF NOT EXISTS cat.db.orders (
    id BIGINT NOT NULL,
    t TINYINT, s SMALLINT, i INT, j INTEGER, f FLOAT, d DOUBLE,
    price DECIMAL(10, 2),
    ok BOOLEAN, name STRING, code VARCHAR(16), flag CHAR(1), bin BYTES,
    day_ DATE, tm TIME, ts TIMESTAMP(3), ltz TIMESTAMP_LTZ(3),
    ltz2 TIMESTAMP(6) WITH LOCAL TIME ZONE,
    addr ROW<street STRING, zip INT>,
    tags ARRAY<STRING>,
    attrs MAP<STRING, INT>,
    total AS price * 2,
    pt AS PROCTIME(),
    kafka_offset BIGINT METADATA FROM 'offset' VIRTUAL,
    event_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
    `partition` INT METADATA VIRTUAL,
    WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
    PRIMARY KEY (id) NOT ENFORCED
) COMMENT 'orders' PARTITIONED BY (day_) WITH (
    'connector' = 'kafka',
    'topic' = 'it''s'
);)";
        ParseResult r = parseClean(text);
        QVERIFY(r.ok());
        QCOMPARE(r.script.statements.size(), std::size_t(1));
        const auto &table = r.script.statements[0]->as<CreateTableStatement>();
        QVERIFY(table.temporary);
        QVERIFY(table.ifNotExists);
        QCOMPARE(table.name.toString(), std::string("cat.db.orders"));
        QCOMPARE(table.columns.size(), std::size_t(26));
        QVERIFY(table.columns[0].type.notNull);
        QCOMPARE(AstPrinter::print(table.columns[7].type), std::string("DECIMAL(10,2)"));
        QCOMPARE(AstPrinter::print(table.columns[10].type), std::string("VARCHAR(16)"));
        QCOMPARE(AstPrinter::print(table.columns[11].type), std::string("CHAR(1)"));
        QCOMPARE(AstPrinter::print(table.columns[15].type), std::string("TIMESTAMP(3)"));
        QCOMPARE(AstPrinter::print(table.columns[16].type), std::string("TIMESTAMP_LTZ(3)"));
        QCOMPARE(AstPrinter::print(table.columns[17].type), std::string("TIMESTAMP_LTZ(6)"));
        QCOMPARE(AstPrinter::print(table.columns[18].type),
                 std::string("ROW<street STRING, zip INT>"));
        QCOMPARE(AstPrinter::print(table.columns[19].type), std::string("ARRAY<STRING>"));
        QCOMPARE(AstPrinter::print(table.columns[20].type), std::string("MAP<STRING, INT>"));
        QCOMPARE(table.columns[21].columnKind, ColumnKind::Computed);
        QCOMPARE(AstPrinter::print(*table.columns[21].expression), std::string("(* price 2)"));
        QCOMPARE(table.columns[23].columnKind, ColumnKind::Metadata);
        QCOMPARE(*table.columns[23].metadataKey, std::string("offset"));
        QVERIFY(table.columns[23].isVirtual);
        QVERIFY(!table.columns[24].isVirtual);
        QVERIFY(!table.columns[25].metadataKey);
        QCOMPARE(table.columns[25].name.name, std::string("partition"));
        QVERIFY(table.watermark);
        QCOMPARE(table.watermark->column[0].name, std::string("ts"));
        QCOMPARE(AstPrinter::print(*table.watermark->expression),
                 std::string("(- ts INTERVAL '5' SECOND)"));
        QCOMPARE(slice(text, table.watermark->range),
                 std::string("WATERMARK FOR ts AS ts - INTERVAL '5' SECOND"));
        QVERIFY(table.primaryKey);
        QCOMPARE(table.primaryKey->columns[0].name, std::string("id"));
        QCOMPARE(*table.comment, std::string("orders"));
        QCOMPARE(table.partitionedBy.size(), std::size_t(1));
        QCOMPARE(table.options.size(), std::size_t(2));
        QCOMPARE(table.options[1].value, std::string("it's"));
        QCOMPARE(slice(text, table.options[1].valueRange), std::string("'it''s'"));
        QCOMPARE(slice(text, table.options[0].range), std::string("'connector' = 'kafka'"));
        QVERIFY(table.terminated);
        QCOMPARE(table.range.begin.offset, std::size_t(0));
        QCOMPARE(table.range.end.offset, text.size());
        QCOMPARE(slice(text, table.columns[2].range), std::string("s SMALLINT"));
    }

    void columnLevelPrimaryKey()
    {
        ParseResult r = parseClean("CREATE TABLE t (id INT PRIMARY KEY NOT ENFORCED, v STRING) "
                                   "WITH ('connector' = 'upsert-kafka')");
        QVERIFY(r.ok());
        const auto &table = r.script.statements[0]->as<CreateTableStatement>();
        QVERIFY(table.columns[0].primaryKey);
        QVERIFY(table.primaryKey);
        QCOMPARE(table.primaryKey->columns[0].name, std::string("id"));
    }

    void createViewDropDescribeShow()
    {
        ParseResult r =
            parseClean("CREATE TEMPORARY VIEW v (a, b) AS SELECT x, y FROM t;\n"
                       "CREATE VIEW IF NOT EXISTS w AS SELECT * FROM v;\n"
                       "DROP TABLE IF EXISTS t;\nDROP VIEW v;\nDROP TEMPORARY VIEW w;\n"
                       "DESCRIBE t;\nDESC db.t;\nSHOW TABLES;\nSHOW VIEWS;\nSHOW FUNCTIONS");
        QVERIFY(r.ok());
        const auto &s = r.script.statements;
        QCOMPARE(s.size(), std::size_t(10));
        QVERIFY(s[0]->as<CreateViewStatement>().temporary);
        QCOMPARE(s[0]->as<CreateViewStatement>().columns.size(), std::size_t(2));
        QVERIFY(s[1]->as<CreateViewStatement>().ifNotExists);
        QVERIFY(s[2]->as<DropStatement>().ifExists);
        QCOMPARE(s[3]->as<DropStatement>().object, DropObject::View);
        QVERIFY(s[4]->as<DropStatement>().temporary);
        QCOMPARE(s[5]->as<DescribeStatement>().name.toString(), std::string("t"));
        QCOMPARE(s[6]->as<DescribeStatement>().name.toString(), std::string("db.t"));
        QCOMPARE(s[7]->as<ShowStatement>().object, ShowObject::Tables);
        QCOMPARE(s[9]->as<ShowStatement>().object, ShowObject::Functions);
        QVERIFY(!s[9]->terminated);
    }

    void jobStatements()
    {
        // Flink 1.20's SQL client / gateway: SHOW JOBS; STOP JOB 'id' [WITH SAVEPOINT [WITH DRAIN]].
        ParseResult r = parseClean("SHOW JOBS;\nSTOP JOB 'a1';\nstop job 'a2' with savepoint;\n"
                                   "STOP JOB 'a3' WITH SAVEPOINT WITH DRAIN;");
        QVERIFY(r.ok());
        const auto &s = r.script.statements;
        QCOMPARE(s.size(), std::size_t(4));
        QCOMPARE(s[0]->as<ShowStatement>().object, ShowObject::Jobs);
        const auto &cancel = s[1]->as<StopJobStatement>();
        QCOMPARE(cancel.jobId, std::string("a1"));
        QVERIFY(!cancel.withSavepoint && !cancel.withDrain);
        QCOMPARE(cancel.jobIdRange.begin.column, 10);
        QVERIFY(s[2]->as<StopJobStatement>().withSavepoint && !s[2]->as<StopJobStatement>().withDrain);
        QVERIFY(s[3]->as<StopJobStatement>().withSavepoint && s[3]->as<StopJobStatement>().withDrain);
    }

    void insertForms()
    {
        ParseResult r =
            parseClean("INSERT INTO sink SELECT * FROM src;\n"
                       "INSERT INTO sink (a, b) SELECT x, y FROM src;\n"
                       "INSERT OVERWRITE sink SELECT * FROM src;\n"
                       "INSERT INTO sink PARTITION (dt = '2024-01-01') SELECT a FROM src;\n"
                       "INSERT INTO sink (SELECT * FROM src);\n"
                       "INSERT INTO sink VALUES (1, 'a');\n"
                       "EXECUTE INSERT INTO sink SELECT 1;");
        QVERIFY(r.ok());
        const auto &s = r.script.statements;
        QCOMPARE(s.size(), std::size_t(7));
        QCOMPARE(s[0]->as<InsertStatement>().table.toString(), std::string("sink"));
        QCOMPARE(s[1]->as<InsertStatement>().columns.size(), std::size_t(2));
        QVERIFY(s[2]->as<InsertStatement>().overwrite);
        QCOMPARE(s[3]->as<InsertStatement>().partition.size(), std::size_t(1));
        QVERIFY(s[4]->as<InsertStatement>().columns.empty());
        QVERIFY(s[5]->as<InsertStatement>().query->is<ValuesQuery>());
    }

    void statementSets()
    {
        const std::string text = "EXECUTE STATEMENT SET BEGIN\n"
                                 "  INSERT INTO a SELECT * FROM s;\n"
                                 "  INSERT INTO b SELECT * FROM s;\n"
                                 "END;\n"
                                 "BEGIN STATEMENT SET;\nINSERT INTO c SELECT 1;\nEND;";
        ParseResult r = parseClean(text);
        QVERIFY(r.ok());
        QCOMPARE(r.script.statements.size(), std::size_t(2));
        const auto &set = r.script.statements[0]->as<StatementSetStatement>();
        QVERIFY(set.executeForm);
        QCOMPARE(set.inserts.size(), std::size_t(2));
        QCOMPARE(slice(text, set.inserts[1]->range), std::string("INSERT INTO b SELECT * FROM s;"));
        QCOMPARE(set.range.end.line, 4);
        const auto &set2 = r.script.statements[1]->as<StatementSetStatement>();
        QVERIFY(!set2.executeForm);
        QCOMPARE(set2.inserts.size(), std::size_t(1));
    }

    void explain()
    {
        ParseResult r = parseClean("EXPLAIN CHANGELOG_MODE SELECT * FROM t;\n"
                                   "EXPLAIN INSERT INTO s SELECT * FROM t;\n"
                                   "EXPLAIN PLAN FOR SELECT 1;\n"
                                   "EXPLAIN ESTIMATED_COST, CHANGELOG_MODE STATEMENT SET BEGIN "
                                   "INSERT INTO s SELECT 1; END;");
        QVERIFY(r.ok());
        const auto &s = r.script.statements;
        QCOMPARE(s.size(), std::size_t(4));
        const auto &e0 = s[0]->as<ExplainStatement>();
        QCOMPARE(e0.details.size(), std::size_t(1));
        QCOMPARE(e0.details[0].name, std::string("CHANGELOG_MODE"));
        QVERIFY(e0.statement->is<QueryStatement>());
        QVERIFY(s[1]->as<ExplainStatement>().statement->is<InsertStatement>());
        QCOMPARE(s[3]->as<ExplainStatement>().details.size(), std::size_t(2));
        QVERIFY(s[3]->as<ExplainStatement>().statement->is<StatementSetStatement>());
    }

    void seed001ChecksClean()
    {
        // Seed 001's two examples (tests/data/seeds/, a real broker address in place of the
        // placeholder); the per-side TTL hint sits between JOIN and the right input.
        ParseResult r = parseClean(sluice::testing::readTestData("seeds/seed001_example1.sql"));
        QVERIFY(r.ok());
        QCOMPARE(r.script.statements.size(), std::size_t(4));
        const auto &insert = r.script.statements.back()->as<InsertStatement>();
        const auto &join = insert.query->as<SelectQuery>().from->as<JoinTableRef>();
        QCOMPARE(join.hints.size(), std::size_t(1));
        QCOMPARE(join.hints[0].options[1].value, std::string("120S"));

        ParseResult r2 = parseClean(sluice::testing::readTestData("seeds/seed001_example2.sql"));
        QVERIFY(r2.ok());
        const auto &insert2 = r2.script.statements.back()->as<InsertStatement>();
        const auto &join2 = insert2.query->as<SelectQuery>().from->as<JoinTableRef>();
        QVERIFY(join2.right->is<SubqueryTableRef>());
        QCOMPARE(join2.right->alias->name, std::string("t3"));
        QCOMPARE(join2.hints.size(), std::size_t(1));
    }

    void seed000ChecksClean()
    {
        ParseResult r = parseClean("set table.exec.state.ttl = '3h';\n"
                                   "set table.exec.mini-batch.enabled = true;\n"
                                   "set table.exec.mini-batch.size = 5000;\n"
                                   "set table.exec.mini-batch.allow-latency = '200 ms';\n");
        QVERIFY(r.ok());
        QCOMPARE(r.script.statements.size(), std::size_t(4));
    }

    void scriptKeepsTextAndStatementRanges()
    {
        const std::string text = "-- header\nSELECT 1;\n\n  SHOW TABLES ;";
        ParseResult r = parseClean(text);
        QVERIFY(r.ok());
        QCOMPARE(r.script.text, text);
        QCOMPARE(slice(text, r.script.statements[0]->range), std::string("SELECT 1;"));
        QCOMPARE(slice(text, r.script.statements[1]->range), std::string("SHOW TABLES ;"));
        QCOMPARE(r.script.statements[1]->range.begin.line, 4);
        QCOMPARE(r.script.statements[1]->range.begin.column, 3);
    }
};

QTEST_GUILESS_MAIN(ParserStatementsTest)
#include "parser_statements_test.moc"
