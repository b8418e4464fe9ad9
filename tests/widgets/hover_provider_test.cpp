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
        QVERIFY(text.contains(QStringLiteral("Effective value:")));
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
