// SqlFormatter: clause layout, idempotence, comments/hints/strings kept, refusal on errors.
#include <sql_editor.h>
#include <sql_formatter.h>

#include <sluice/sql_tokens.h>

#include <QFile>
#include <QTest>

using sluice::SqlFormatter;

namespace {

std::string formatOk(std::string_view text)
{
    const SqlFormatter::Result r = SqlFormatter::format(text);
    if (!r.ok)
        qWarning("format failed: %s", qPrintable(r.error));
    return r.ok ? r.text : std::string("<failed>");
}

std::vector<std::string> commentsAndHints(std::string_view text)
{
    std::vector<std::string> result;
    for (const sluice::Token &t : sluice::tokenize(text)) {
        if (t.kind == sluice::TokenKind::LineComment || t.kind == sluice::TokenKind::BlockComment
            || t.kind == sluice::TokenKind::Hint || t.kind == sluice::TokenKind::String)
            result.emplace_back(t.text);
    }
    return result;
}

const char *const kMessy = R"(-- header comment
set 'parallelism.default' = '2';
create table orders (order_id bigint, customer_id int, amount decimal(10,2)) with ('connector'='datagen', 'rows-per-second' = '5' /* keep me */);
create table customers (customer_id int, credit_limit int) with ('connector' = 'datagen');
create table out_t (customer_id int, n bigint, primary key (customer_id) not enforced) with ('connector'='print');
insert into out_t select /*+ STATE_TTL('o' = '1h') */ o.customer_id, count(*) from orders as o left join /*+ OPTIONS('state.ttl.left'='60s', 'state.ttl.right'='120s') */ customers c on o.customer_id=c.customer_id -- trailing
where o.amount > -1 and c.credit_limit <> 3 group by o.customer_id having count(*)>1;
)";

} // namespace

class SqlFormatterTest : public QObject
{
    Q_OBJECT

private slots:
    void laysOutClausesAndLists()
    {
        const std::string out = formatOk(kMessy);
        QVERIFY2(out.find("SET 'parallelism.default' = '2';\n") != std::string::npos, out.c_str());
        QVERIFY2(out.find("CREATE TABLE orders (\n    order_id BIGINT,\n    customer_id INT,\n"
                          "    amount DECIMAL(10, 2)\n) WITH (\n    'connector' = 'datagen',\n"
                          "    'rows-per-second' = '5' /* keep me */\n);")
                     != std::string::npos,
                 out.c_str());
        QVERIFY2(out.find("INSERT INTO out_t\nSELECT /*+ STATE_TTL('o' = '1h') */ o.customer_id, "
                          "COUNT(*)\nFROM orders AS o\nLEFT JOIN /*+ OPTIONS('state.ttl.left'='60s',"
                          " 'state.ttl.right'='120s') */ customers c ON o.customer_id = "
                          "c.customer_id -- trailing\nWHERE o.amount > -1 AND c.credit_limit <> 3\n"
                          "GROUP BY o.customer_id\nHAVING COUNT(*) > 1;\n")
                     != std::string::npos,
                 out.c_str());
        // Statements are separated by one blank line; the header comment stays first.
        QVERIFY(out.starts_with("-- header comment\nSET"));
        QVERIFY(out.find(";\n\nCREATE TABLE customers") != std::string::npos);
    }

    void isIdempotentAndKeepsCommentsHintsAndStrings()
    {
        const std::string once = formatOk(kMessy);
        QCOMPARE(formatOk(once), once);
        QCOMPARE(commentsAndHints(once), commentsAndHints(kMessy));

        QFile example(QStringLiteral(SLUICE_SOURCE_DIR "/resources/examples/orders_enrichment.sql"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        const std::string original = example.readAll().toStdString();
        const std::string formatted = formatOk(original);
        QCOMPARE(formatOk(formatted), formatted);
        QCOMPARE(commentsAndHints(formatted), commentsAndHints(original));
    }

    void subqueriesAreIndented()
    {
        const std::string out = formatOk("create table t (a int) with ('connector'='datagen');\n"
                                         "select x.a from (select a from t where a > 1) as x;");
        QVERIFY2(out.find("SELECT x.a\nFROM (\n    SELECT a\n    FROM t\n    WHERE a > 1\n) AS x;")
                     != std::string::npos,
                 out.c_str());
        QCOMPARE(formatOk(out), out);
    }

    void keywordsUsedAsNamesKeepTheirCase()
    {
        // METADATA is a keyword Flink lets a name be (COMMENT it does not).
        const std::string in = "create table t (`key` int, metadata string) with ('connector'='datagen');\n"
                               "select metadata from t;";
        const std::string out = formatOk(in);
        QVERIFY2(out.find("SELECT metadata\nFROM t;") != std::string::npos, out.c_str());
    }

    void refusesSyntaxErrors()
    {
        SqlFormatter::Result r = SqlFormatter::format("select from where;");
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(QStringLiteral("syntax error")));
        r = SqlFormatter::format("select 'unterminated;");
        QVERIFY(!r.ok);
    }

    void editorAppliesItAsOneUndoStep()
    {
        sluice::SqlEditor editor;
        const QString original = QString::fromUtf8(kMessy);
        editor.setText(original);
        editor.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
        QString message;
        QVERIFY(editor.formatText(&message));
        QVERIFY(editor.text() != original);
        QVERIFY(!editor.formatText(&message)); // already formatted
        editor.undo();
        QCOMPARE(editor.text(), original);
        editor.setText(QStringLiteral("select from;"));
        QVERIFY(!editor.formatText(&message));
        QCOMPARE(editor.text(), QStringLiteral("select from;"));
        QVERIFY(message.contains(QStringLiteral("syntax error")));
    }
};

QTEST_MAIN(SqlFormatterTest)
#include "sql_formatter_test.moc"
