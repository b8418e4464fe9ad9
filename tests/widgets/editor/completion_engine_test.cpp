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
        // The typed characters start the key's words in order, or continue the current one.
        QCOMPARE(CompletionEngine::matchRank("table.exec.state.ttl", "tesT"), 2);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "mbs"), 2);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "batmini"), -1);
        QCOMPARE(CompletionEngine::matchRank("table.exec.mini-batch.size", "minibsi"), 2);
        QCOMPARE(CompletionEngine::matchRank("customerId", "cI"), 2);
        QCOMPARE(CompletionEngine::matchRank("credit_limit", "lim"), 2);
        // Anywhere inside, from two characters on; one character is too common.
        QCOMPARE(CompletionEngine::matchRank("amount", "oun"), 3);
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

    void nothingInComments()
    {
        QVERIFY(completeAt(QStringLiteral("-- SELECT fr|")).items.isEmpty());
        QVERIFY(completeAt(QStringLiteral("/* FROM | */")).items.isEmpty());
    }
};

QTEST_GUILESS_MAIN(CompletionEngineTest)
#include "completion_engine_test.moc"
