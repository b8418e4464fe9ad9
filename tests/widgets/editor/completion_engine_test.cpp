// CompletionEngine: the right items in each context, from the engine's facts and the latest check.
#include <completion_engine.h>
#include <sql_context.h>

#include <sluice/script.h>

#include <QTest>

using sluice::CheckResult;
using sluice::CompletionEngine;
using sluice::Completions;
using sluice::SqlContext;

namespace {

const char *const kTables = R"(CREATE TABLE orders (
  order_id BIGINT,
  customer_id INT,
  amount DECIMAL(10, 2)
) WITH ('connector' = 'datagen');
CREATE TABLE customers (customer_id INT, credit_limit INT) WITH ('connector' = 'datagen');
CREATE TABLE sink_t (order_id BIGINT) WITH ('connector' = 'print');
)";

// Completes at the '|' of `text` (which is removed), with the check of the text.
Completions completeAt(const QString &marked, CheckResult *checkOut = nullptr)
{
    const int caret = int(marked.toUtf8().indexOf('|'));
    Q_ASSERT(caret >= 0);
    std::string text = marked.toStdString();
    text.erase(std::size_t(caret), 1);
    const CheckResult check = sluice::checkScript(text);
    if (checkOut)
        *checkOut = check;
    return CompletionEngine::complete(text, caret, check);
}

QStringList texts(const Completions &c)
{
    QStringList result;
    for (const auto &item : c.items)
        result << item.text;
    return result;
}

} // namespace

class CompletionEngineTest : public QObject
{
    Q_OBJECT

private slots:
    void keywordsAtStatementStartComeFromTheParser()
    {
        const Completions c = completeAt(QStringLiteral("SELECT 1;\n|"));
        QCOMPARE(c.context, SqlContext::Kind::Statement);
        const QStringList items = texts(c);
        for (const char *k : {"CREATE", "INSERT", "SELECT", "SET"})
            QVERIFY2(items.contains(QLatin1String(k)), k);
        // The statements the parser names come first.
        QVERIFY(items.indexOf(QStringLiteral("CREATE")) < items.indexOf(QStringLiteral("HAVING")));
        const Completions typed = completeAt(QStringLiteral("cre|"));
        QCOMPARE(texts(typed).value(0), QStringLiteral("CREATE"));
        QCOMPARE(typed.replaceBegin, 0);
        QCOMPARE(typed.replaceEnd, 3);
    }

    void onlyTheKeywordsThatFit()
    {
        const Completions c = completeAt(QStringLiteral("CREATE |"));
        QCOMPARE(texts(c), (QStringList{"TABLE", "VIEW"}));
    }

    void tablesAfterFromJoinAndInto()
    {
        const QString script = QString::fromUtf8(kTables);
        Completions c = completeAt(script + QStringLiteral("SELECT * FROM |"));
        QCOMPARE(c.context, SqlContext::Kind::TableName);
        QStringList tables = texts(c);
        tables.sort();
        QCOMPARE(tables, (QStringList{"customers", "orders", "sink_t"}));
        c = completeAt(script + QStringLiteral("SELECT * FROM orders JOIN cu|"));
        QCOMPARE(texts(c), QStringList{"customers"});
        c = completeAt(script + QStringLiteral("CREATE VIEW v AS SELECT order_id FROM orders;\n"
                                               "INSERT INTO |"));
        QVERIFY(texts(c).contains("sink_t"));
        QVERIFY(!texts(c).contains("v")); // a view is no sink
    }

    void columnsAfterAnAlias()
    {
        const QString script = QString::fromUtf8(kTables);
        Completions c = completeAt(
            script + QStringLiteral("SELECT o.| FROM orders AS o JOIN customers c ON o.customer_id"
                                    " = c.customer_id;"));
        QCOMPARE(c.context, SqlContext::Kind::Member);
        QCOMPARE(texts(c), (QStringList{"order_id", "customer_id", "amount"}));
        QCOMPARE(c.items.first().detail, QStringLiteral("BIGINT"));
        c = completeAt(script + QStringLiteral("SELECT c.cr| FROM orders AS o JOIN customers c ON"
                                               " o.customer_id = c.customer_id;"));
        QCOMPARE(texts(c), QStringList{"credit_limit"});
        // Unqualified: the columns of every table in scope, then functions with signatures.
        c = completeAt(script + QStringLiteral("SELECT am| FROM orders;"));
        QCOMPARE(texts(c).value(0), QStringLiteral("amount"));
        c = completeAt(script + QStringLiteral("SELECT SUBS| FROM orders;"));
        QCOMPARE(texts(c).mid(0, 2), (QStringList{"SUBSTR", "SUBSTRING"}));
        QVERIFY(c.items.at(1).detail.startsWith(QStringLiteral("SUBSTRING(")));
    }

    void setKeysAndValues()
    {
        Completions c = completeAt(QStringLiteral("SET 'table.exec.state.t|"));
        QCOMPARE(c.context, SqlContext::Kind::SetKey);
        QVERIFY(texts(c).contains("table.exec.state.ttl"));
        QVERIFY(c.closeQuote);
        QCOMPARE(c.replaceBegin, 5);
        QVERIFY(c.items.first().documentation.contains(QStringLiteral("Embedded engine")));
        // A key in quotes in the middle of the file: the next quote is not its closing one.
        c = completeAt(QStringLiteral("SET 'pipeline.obj|\nSET 'a' = 'b';"));
        QCOMPARE(texts(c), QStringList{"pipeline.object-reuse"});
        QVERIFY(c.closeQuote);
        // "mini" offers the mini-batch keys before keys where it only starts "min" + "interval".
        c = completeAt(QStringLiteral("SET 'mini|"));
        QVERIFY(texts(c).contains("table.exec.interval-join.min-cleanup-interval"));
        QVERIFY2(texts(c).value(0).startsWith(QStringLiteral("table.exec.mini-batch.")), qPrintable(texts(c).join(' ')));

        c = completeAt(QStringLiteral("SET 'execution.runtime-mode' = '|';"));
        QCOMPARE(c.context, SqlContext::Kind::SetValue);
        QCOMPARE(texts(c), (QStringList{"STREAMING", "BATCH", "AUTOMATIC"}));
        QVERIFY(!c.closeQuote);
        c = completeAt(QStringLiteral("SET 'table.exec.mini-batch.enabled' = |"));
        QCOMPARE(texts(c), (QStringList{"true", "false"}));
        c = completeAt(QStringLiteral("SET 'table.exec.sink.not-null-enforcer' = |"));
        QCOMPARE(texts(c), (QStringList{"'ERROR'", "'DROP'"}));
    }

    void connectorOptionsInWith()
    {
        Completions c = completeAt(QStringLiteral(
            "CREATE TABLE t (id BIGINT, name STRING) WITH (\n  'connector' = 'datagen',\n  '|'\n);"));
        QCOMPARE(c.context, SqlContext::Kind::WithKey);
        const QStringList keys = texts(c);
        QVERIFY(keys.contains("rows-per-second"));
        QVERIFY(keys.contains("fields.id.kind")); // the '#' pattern, per column
        QVERIFY(!keys.contains("connector"));     // already written
        QVERIFY(!keys.contains("topic"));         // kafka's, not datagen's

        c = completeAt(QStringLiteral("CREATE TABLE t (id BIGINT) WITH ('connector' = '|');"));
        QCOMPARE(c.context, SqlContext::Kind::WithValue);
        QVERIFY(texts(c).contains("datagen"));
        QVERIFY(texts(c).contains("kafka"));

        c = completeAt(QStringLiteral(
            "CREATE TABLE t (id BIGINT) WITH ('connector' = 'kafka', 'format' = 'json', |);"));
        QVERIFY(texts(c).contains("'scan.startup.mode'"));
        QVERIFY(texts(c).contains("'json.ignore-parse-errors'"));
        c = completeAt(QStringLiteral(
            "CREATE TABLE t (id BIGINT) WITH ('connector' = 'kafka', 'scan.startup.mode' = '|');"));
        QVERIFY(texts(c).contains("earliest-offset"));
        c = completeAt(QStringLiteral(
            "CREATE TABLE t (id BIGINT) WITH ('connector' = 'kafka', 'format' = '|');"));
        QCOMPARE(texts(c), (QStringList{"csv", "json", "raw"}));
    }

    void hintNamesAndKeys()
    {
        const QString script = QString::fromUtf8(kTables);
        Completions c = completeAt(script + QStringLiteral(
                                       "SELECT * FROM orders o JOIN /*+ | */ customers c ON "
                                       "o.customer_id = c.customer_id;"));
        QCOMPARE(c.context, SqlContext::Kind::HintName);
        QCOMPARE(texts(c), QStringList{"OPTIONS"});
        c = completeAt(script + QStringLiteral(
                           "SELECT * FROM orders o JOIN /*+ OPTIONS('|') */ customers c ON "
                           "o.customer_id = c.customer_id;"));
        QCOMPARE(c.context, SqlContext::Kind::HintKey);
        QCOMPARE(texts(c), (QStringList{"state.ttl.left", "state.ttl.right"}));
        c = completeAt(script + QStringLiteral(
                           "SELECT /*+ STATE_TTL(|) */ * FROM orders o JOIN customers c ON "
                           "o.customer_id = c.customer_id;"));
        QCOMPARE(texts(c), (QStringList{"'o'", "'c'"}));
        c = completeAt(script + QStringLiteral("SELECT * FROM orders /*+ OPTIONS('rows|') */;"));
        QCOMPARE(texts(c).value(0), QStringLiteral("rows-per-second"));
        QVERIFY(texts(c).contains("number-of-rows")); // a later word of the key matches too
    }

    void matchRanks()
    {
        QCOMPARE(CompletionEngine::matchRank("table.exec.state.ttl", ""), 0);
        QCOMPARE(CompletionEngine::matchRank("table.exec.state.ttl", "table.ex"), 0);
        QCOMPARE(CompletionEngine::matchRank("CREATE", "cre"), 1);
        // A later word of the key starts with it: above a match spread over several words
        // ("mini" ranks mini-batch.* above interval-join.min-cleanup-interval).
        QCOMPARE(CompletionEngine::matchRank("credit_limit", "lim"), 2);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "mini"), 2);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "Batch"), 2);
        QCOMPARE(CompletionEngine::matchRank("table.exec.interval-join.min-cleanup-interval", "mini"), 3);
        // The typed characters start the key's words in order, or continue the current one.
        QCOMPARE(CompletionEngine::matchRank("table.exec.state.ttl", "tesT"), 3);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "mbs"), 3);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "batmini"), -1);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "minibsi"), 3);
        QCOMPARE(CompletionEngine::matchRank("customerId", "cI"), 3);
        // Anywhere inside, from two characters on; one character is too common.
        QCOMPARE(CompletionEngine::matchRank("amount", "oun"), 4);
        QCOMPARE(CompletionEngine::matchRank("amount", "o"), -1);
        QCOMPARE(CompletionEngine::matchRank("amount", "xyz"), -1);
    }

    void typingMoreNarrowsTheItems()
    {
        const Completions all = completeAt(QStringLiteral("SET 'table.exec.|"));
        const Completions st = completeAt(QStringLiteral("SET 'table.exec.st|"));
        const Completions state = completeAt(QStringLiteral("SET 'table.exec.state.|"));
        QVERIFY(!state.items.isEmpty());
        QVERIFY2(all.items.size() > st.items.size(), qPrintable(texts(st).join(' ')));
        QVERIFY(st.items.size() > state.items.size());
        for (const auto &item : st.items)
            QVERIFY(CompletionEngine::matchRank(item.text, QStringLiteral("table.exec.st")) >= 0);
        // Prefix matches first.
        QVERIFY(st.items.first().text.startsWith(QStringLiteral("table.exec.st")));
        QVERIFY(texts(state).contains("table.exec.state.ttl"));
        QVERIFY(completeAt(QStringLiteral("SET 'table.exec.zzz|")).items.isEmpty());
        // Word starts find a key from anywhere in it.
        QVERIFY(texts(completeAt(QStringLiteral("SET 'mbs|"))).contains(
            "table.exec.mini-batch.size"));
    }

    void triggers()
    {
        const std::string alias = "SELECT o. FROM orders o;";
        QVERIFY(CompletionEngine::isTrigger(alias, 9));
        const std::string set = "SET '";
        QVERIFY(CompletionEngine::isTrigger(set, 5));
        const std::string number = "SELECT 1.";
        QVERIFY(!CompletionEngine::isTrigger(number, 9));
        const std::string literal = "SELECT '";
        QVERIFY(!CompletionEngine::isTrigger(literal, 8));
    }

    void fieldsOfRowColumns()
    {
        // Nexmark's table: a dot after a ROW column offers its fields, through an alias and a
        // table name too, and into a ROW inside a ROW.
        const QString nx = QStringLiteral(
            "CREATE TABLE nx (event_type INT, bid ROW<auction BIGINT, `dateTime` TIMESTAMP(3) 'when',"
            " `value` DOUBLE, tags ROW(`first tag` STRING NOT NULL, n DECIMAL(10, 2))>)"
            " WITH ('connector' = 'datagen');\n");
        // Names are written as a statement needs them: `value` is a reserved word.
        const QStringList bidFields{"auction", "dateTime", "`value`", "tags"};
        Completions c = completeAt(nx + QStringLiteral("SELECT bid.| FROM nx;"));
        QCOMPARE(c.context, SqlContext::Kind::Member);
        QCOMPARE(texts(c), bidFields);
        QCOMPARE(c.items.at(1).detail, QStringLiteral("TIMESTAMP(3)"));
        QCOMPARE(c.items.at(0).documentation, QStringLiteral("Field of bid"));
        QCOMPARE(texts(completeAt(nx + QStringLiteral("SELECT B.bid.| FROM nx AS B;"))), bidFields);
        QCOMPARE(texts(completeAt(nx + QStringLiteral("SELECT nx.bid.| FROM nx;"))), bidFields);
        c = completeAt(nx + QStringLiteral("SELECT B.bid.tags.| FROM nx B;"));
        QCOMPARE(texts(c), (QStringList{"`first tag`", "n"}));
        QCOMPARE(c.items.at(0).detail, QStringLiteral("STRING NOT NULL"));
        QCOMPARE(c.items.at(1).documentation, QStringLiteral("Field of B.bid.tags"));
        // Typing narrows; a scalar or an unknown name offers nothing.
        QCOMPARE(texts(completeAt(nx + QStringLiteral("SELECT bid.au| FROM nx;"))), QStringList{"auction"});
        QCOMPARE(texts(completeAt(nx + QStringLiteral("SELECT bid.val| FROM nx;"))), QStringList{"`value`"});
        QVERIFY(completeAt(nx + QStringLiteral("SELECT event_type.| FROM nx;")).items.isEmpty());
        QVERIFY(completeAt(nx + QStringLiteral("SELECT bid.nope.| FROM nx;")).items.isEmpty());
        QVERIFY(CompletionEngine::isTrigger((nx + QStringLiteral("SELECT B.bid.")).toStdString(),
                                            int((nx + QStringLiteral("SELECT B.bid.")).toUtf8().size())));
    }

    void rowFieldsOfTypeTexts()
    {
        using Fields = std::vector<SqlContext::Column>;
        QCOMPARE(SqlContext::rowFields("ROW<a INT, b ROW<c INT, d MAP<STRING, INT>>>"),
                 (Fields{{"a", "INT"}, {"b", "ROW<c INT, d MAP<STRING, INT>>"}}));
        QCOMPARE(SqlContext::rowFields("row(`x``y` DECIMAL(10, 2) NOT NULL 'it''s, a comment', z STRING)"),
                 (Fields{{"x`y", "DECIMAL(10, 2) NOT NULL"}, {"z", "STRING"}}));
        QVERIFY(SqlContext::rowFields("INT").empty());
        QVERIFY(SqlContext::rowFields("ROWTIME").empty());
        QVERIFY(SqlContext::rowFields("ARRAY<ROW<a INT>>").empty());
    }

    void nothingInComments()
    {
        QVERIFY(completeAt(QStringLiteral("-- SELECT fr|")).items.isEmpty());
        QVERIFY(completeAt(QStringLiteral("/* FROM | */")).items.isEmpty());
    }
};

QTEST_GUILESS_MAIN(CompletionEngineTest)
#include "completion_engine_test.moc"
