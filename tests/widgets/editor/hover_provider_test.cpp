// HoverProvider: what resting the mouse on a word of the script shows.
#include <hover_provider.h>
#include <sql_editor.h>

#include <sluice/script.h>

#include <QTest>

using sluice::HoverProvider;

namespace {

const char *const kScript = R"(SET 'table.exec.state.ttl' = '3h';
CREATE TABLE orders (order_id BIGINT, amount DECIMAL(10, 2)) WITH (
  'connector' = 'datagen',
  'rows-per-second' = '5'
);
CREATE TABLE out_t (n BIGINT) WITH ('connector' = 'print');
INSERT INTO out_t SELECT COUNT(o.amount) FROM orders AS o;
)";

QString hoverOn(const char *needle, int into = 1)
{
    const std::string text = kScript;
    const std::size_t at = text.find(needle);
    Q_ASSERT(at != std::string::npos);
    return HoverProvider::textAt(text, int(at) + into, sluice::checkScript(text));
}

} // namespace

class HoverProviderTest : public QObject
{
    Q_OBJECT

private slots:
    void tableShowsItsSchema()
    {
        const QString text = hoverOn("orders AS o");
        QVERIFY2(text.contains(QStringLiteral("datagen")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("order_id  BIGINT")));
        QVERIFY(text.contains(QStringLiteral("amount  DECIMAL(10, 2)")));
        // An alias stands for its table.
        QVERIFY(hoverOn("o.amount", 0).contains(QStringLiteral("order_id  BIGINT")));
    }

    void columnShowsItsType()
    {
        const QString text = hoverOn("amount) FROM");
        QVERIFY2(text.contains(QStringLiteral("DECIMAL(10, 2)")), qPrintable(text));
    }

    void rowFieldShowsItsType()
    {
        const std::string text =
            "CREATE TABLE nx (bid ROW<auction BIGINT, price ROW<amount DECIMAL(10, 2)>>) WITH ('connector' = 'datagen');\n"
            "SELECT B.bid.price.amount, bid.auction FROM nx AS B;\n";
        const sluice::CheckResult check = sluice::checkScript(text);
        QCOMPARE(HoverProvider::textAt(text, int(text.find("amount,")) + 1, check),
                 QStringLiteral("Field B.bid.price.amount: DECIMAL(10, 2)"));
        QCOMPARE(HoverProvider::textAt(text, int(text.find("auction FROM")) + 1, check),
                 QStringLiteral("Field bid.auction: BIGINT"));
    }

    void functionShowsSignatureAndDescription()
    {
        const QString text = hoverOn("COUNT(");
        QVERIFY2(text.startsWith(QStringLiteral("COUNT(")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Aggregate")));
    }

    void setKeyShowsDocumentationAndEffectiveValue()
    {
        const QString text = hoverOn("table.exec.state.ttl");
        QVERIFY2(text.contains(QStringLiteral("Duration")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Embedded engine: applied")));
        QVERIFY2(text.endsWith(QStringLiteral(
                     "Effective value in this script: '3h' = 10,800,000 ms (set on line 1)")),
                 qPrintable(text));
    }

    void effectiveValueIsTheLastSetElseTheDefault()
    {
        const std::string text = "SET 'table.exec.state.ttl' = '3h';\n"
                                 "SET 'table.exec.mini-batch.size' = '500';\n"
                                 "SELECT 1;\n"
                                 "SET 'table.exec.state.ttl' = '90 min';\n"
                                 "RESET 'table.exec.mini-batch.size';\n"
                                 "RESET 'table.exec.mini-batch.allow-latency';\n";
        const sluice::CheckResult check = sluice::checkScript(text);
        auto hover = [&](const char *needle, std::size_t from = 0) {
            const std::size_t at = text.find(needle, from);
            Q_ASSERT(at != std::string::npos);
            return HoverProvider::textAt(text, int(at) + 2, check);
        };
        // Hovering the first SET shows what the script ends with: the later SET, and where.
        QString shown = hover("table.exec.state.ttl");
        QVERIFY2(shown.endsWith(QStringLiteral("Effective value in this script: '90 min' = "
                                               "5,400,000 ms (set on line 4)")),
                 qPrintable(shown));
        // Set, then reset: the default, said to be the default.
        shown = hover("table.exec.mini-batch.size");
        QVERIFY2(shown.endsWith(QStringLiteral("Effective value in this script: '-1' (the "
                                               "default: not set)")),
                 qPrintable(shown));
        shown = hover("table.exec.mini-batch.allow-latency");
        QVERIFY2(shown.endsWith(QStringLiteral("Effective value in this script: '0 ms' = 0 ms "
                                               "(the default: not set)")),
                 qPrintable(shown));
    }

    void durationsInHintsAreNormalized()
    {
        const std::string text =
            "CREATE TABLE a (k INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE b (k INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO s SELECT /*+ STATE_TTL('x'='1d') */ x.k FROM a /*+ OPTIONS("
            "'rows-per-second'='5') */ AS x JOIN /*+ OPTIONS('state.ttl.right'='2 h') */ b "
            "ON x.k = b.k;\n";
        const sluice::CheckResult check = sluice::checkScript(text);
        auto hover = [&](const char *needle) {
            const std::size_t at = text.find(needle);
            Q_ASSERT(at != std::string::npos);
            return HoverProvider::textAt(text, int(at) + 1, check);
        };
        QCOMPARE(hover("1d'"), QStringLiteral("'1d' = 86,400,000 ms"));
        QCOMPARE(hover("2 h'"), QStringLiteral("'2 h' = 7,200,000 ms"));
        // A table option that is no duration is not read as one.
        QVERIFY(hover("5')").isEmpty());
    }

    void durationShowsMilliseconds()
    {
        QCOMPARE(hoverOn("3h'"), QStringLiteral("'3h' = 10,800,000 ms"));
    }

    void withKeyShowsTheOption()
    {
        const QString text = hoverOn("rows-per-second");
        QVERIFY2(text.contains(QStringLiteral("Long")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Default: 10000")));
    }

    void nothingOnPunctuationOrKeywords()
    {
        QVERIFY(hoverOn("INSERT").isEmpty());
        QVERIFY(hoverOn(";\nCREATE", 0).isEmpty());
    }

    void editorCombinesDiagnosticsAndDocumentation()
    {
        sluice::SqlEditor editor;
        editor.setText(QString::fromUtf8(kScript));
        editor.setCheckResult(sluice::checkScript(kScript));
        const int at = int(std::string(kScript).find("COUNT"));
        sluice::Diagnostic d;
        d.range.begin = {7, 26, std::size_t(at)};
        d.range.end = {7, 31, std::size_t(at + 5)};
        d.message = "a test warning";
        d.severity = sluice::Severity::Warning;
        editor.setDiagnostics({d});
        const QString text = editor.hoverTextAt(at + 1);
        QVERIFY(text.startsWith(QStringLiteral("a test warning\n\nCOUNT(")));
    }
};

QTEST_MAIN(HoverProviderTest)
#include "hover_provider_test.moc"
