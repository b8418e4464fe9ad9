// TtlInspector and JoinTtlHints: each join side's effective state TTL and its source, read from
// the planner; editing a side writes seed 001's OPTIONS hint and the planner confirms it.
#include <join_ttl_hints.h>
#include <sql_editor.h>
#include <ttl_inspector.h>

#include <QFile>
#include <QTest>
#include <QTreeWidget>

using sluice::JoinTtlHints;
using sluice::TtlInspector;

namespace {

std::string seedJob()
{
    QFile file(QStringLiteral(SLUICE_TEST_DATA_DIR "/seeds/seed001_example1.sql"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("seed 001 example missing");
    return file.readAll().toStdString();
}

const sluice::StatefulOperator *firstJoin(const std::vector<sluice::StatefulOperator> &ops)
{
    for (const auto &op : ops) {
        if (op.isJoin)
            return &op;
    }
    return nullptr;
}

} // namespace

class TtlInspectorTest : public QObject
{
    Q_OBJECT

private slots:
    void readsThePerSideTtlOfSeed001sHint()
    {
        const auto ops = JoinTtlHints::operators(sluice::explainScript(seedJob()));
        const auto *join = firstJoin(ops);
        QVERIFY(join);
        QCOMPARE(join->inputs, (std::vector<std::string>{"user_info", "user_score"}));
        QCOMPARE(join->left.value, std::string("1 min"));
        QCOMPARE(join->left.source, std::string("join OPTIONS hint"));
        QCOMPARE(join->right.value, std::string("2 min"));
        QCOMPARE(join->right.source, std::string("join OPTIONS hint"));
    }

    void inspectorShowsTheSidesAndWritesTheHint()
    {
        sluice::SqlEditor editor;
        editor.setText(QString::fromStdString(seedJob()));
        TtlInspector inspector;
        inspector.setDelay(10);
        inspector.setEditor(&editor);
        QTRY_VERIFY(!inspector.operators().empty() && !inspector.isBusy());
        QTreeWidgetItem *top = inspector.tree()->topLevelItem(0);
        QVERIFY(top && top->childCount() == 2);
        QCOMPARE(top->child(0)->text(1), QStringLiteral("1 min"));
        QCOMPARE(top->child(0)->text(2), QStringLiteral("join OPTIONS hint"));
        QCOMPARE(top->child(1)->text(1), QStringLiteral("2 min"));

        // Edit the right side: the existing hint is rewritten, and the planner reports it.
        QString error;
        QVERIFY2(inspector.setJoinTtl(0, false, QStringLiteral("1h"), &error), qPrintable(error));
        QVERIFY(editor.text().contains(
            QStringLiteral("/*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='1 h') */")));
        QVERIFY(editor.text().contains(QStringLiteral("--  为左表和右表设置不同的TTL时间")));
        QTRY_VERIFY(!inspector.isBusy() && firstJoin(inspector.operators())
                    && firstJoin(inspector.operators())->right.value == "1 h");
        QVERIFY(!inspector.setJoinTtl(0, true, QStringLiteral("1.5 h"), &error));
        editor.undo();
        QCOMPARE(editor.text(), QString::fromStdString(seedJob()));
    }

    void aJoinWithoutHintGetsOneAfterJoin()
    {
        const std::string text = "SET table.exec.state.ttl = '1 h';\n"
                                 "CREATE TABLE a (k INT) WITH ('connector' = 'datagen');\n"
                                 "CREATE TABLE b (k INT) WITH ('connector' = 'datagen');\n"
                                 "CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');\n"
                                 "INSERT INTO s SELECT a.k FROM a JOIN b ON a.k = b.k;\n";
        auto ops = JoinTtlHints::operators(sluice::explainScript(text));
        const auto *join = firstJoin(ops);
        QVERIFY(join);
        QCOMPARE(join->left.value, std::string("1 h"));
        QCOMPARE(join->left.source, std::string("table.exec.state.ttl"));
        const auto edits = JoinTtlHints::setJoinTtl(text, join->range, true, "10 min");
        QVERIFY(edits.isOk());
        const std::string after = edits->appliedTo(text);
        QVERIFY(after.find("FROM a JOIN /*+ OPTIONS('state.ttl.left'='10 min') */ b ON")
                != std::string::npos);
        ops = JoinTtlHints::operators(sluice::explainScript(after));
        QCOMPARE(firstJoin(ops)->left.value, std::string("10 min"));
        QCOMPARE(firstJoin(ops)->left.source, std::string("join OPTIONS hint"));
        QCOMPARE(firstJoin(ops)->right.source, std::string("table.exec.state.ttl"));
        // Removing the only key removes the hint: the text is back.
        const auto removed = JoinTtlHints::setJoinTtl(after, firstJoin(ops)->range, true, "");
        QCOMPARE(removed->appliedTo(after), text);
    }
};

QTEST_MAIN(TtlInspectorTest)
#include "ttl_inspector_test.moc"
