// TtlInspector, JoinTtlHints and HintComment: each join side's effective state TTL and its
// source, read from the planner; editing a side writes seed 001's OPTIONS hint or Flink's
// STATE_TTL hint and the planner confirms it; table references' dynamic options are edited the
// same way, with minimal text changes.
#include <hint_text.h>
#include <join_ttl_hints.h>
#include <sql_editor.h>
#include <ttl_inspector.h>

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
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

const sluice::PlanGraphNode *findNode(const sluice::ExplainResult &result, const char *kind)
{
    for (const auto &graph : result.graphs) {
        for (const auto &node : graph.nodes) {
            if (node.kind == kind)
                return &node;
        }
    }
    return nullptr;
}

std::string applied(const std::string &text, const sluice::Result<sluice::TextEdits> &edits)
{
    if (!edits.isOk())
        qFatal("edit refused: %s", edits.status().message().c_str());
    return edits->appliedTo(text);
}

// A join of two aliased tables, a comment in the query, global TTL 1 h.
const char *const kAliasedJoin =
    "SET 'table.exec.state.ttl' = '1 h';\n"
    "CREATE TABLE orders (k INT, amount INT) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE customers (k INT, tier STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE out_t (k INT, tier STRING) WITH ('connector' = 'blackhole');\n"
    "INSERT INTO out_t\n"
    "SELECT o.k, c.tier -- the customer's tier\n"
    "FROM orders AS o\n"
    "JOIN customers AS c ON o.k = c.k;\n";

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

    void theEditFieldShowsTheSelectedSidesTtl()
    {
        // Issue 23 item 4: the field starts from the selected side's TTL, never from the
        // previous row or document, so "Write hint" cannot write a stale value.
        sluice::SqlEditor seed, aliased;
        seed.setText(QString::fromStdString(seedJob()));
        aliased.setText(QString::fromLatin1(kAliasedJoin));
        TtlInspector inspector;
        inspector.setDelay(10);
        inspector.setEditor(&seed);
        QTRY_VERIFY(!inspector.operators().empty() && !inspector.isBusy());
        auto *field = inspector.findChild<QLineEdit *>(QStringLiteral("ttlEdit"));
        QVERIFY(field);
        QTreeWidgetItem *top = inspector.tree()->topLevelItem(0);
        inspector.tree()->setCurrentItem(top->child(0));
        QCOMPARE(field->text(), QStringLiteral("1 min"));
        inspector.tree()->setCurrentItem(top->child(1));
        QCOMPARE(field->text(), QStringLiteral("2 min"));
        field->setText(QStringLiteral("90 s")); // typed, never written

        // Another document: the same side is selected again, with its own TTL.
        inspector.setEditor(&aliased);
        QTRY_VERIFY(!inspector.isBusy() && firstJoin(inspector.operators())
                    && firstJoin(inspector.operators())->inputs.front() == "orders");
        QTreeWidgetItem *current = inspector.tree()->currentItem();
        QVERIFY(current && current->parent());
        QCOMPARE(field->text(), QString::fromStdString(firstJoin(inspector.operators())->right.value));
        QCOMPARE(field->text(), QStringLiteral("1 h"));
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

    void hintCommentEditsAreMinimal()
    {
        using sluice::HintComment;
        const std::string text =
            "SELECT * FROM t /*+ OPTIONS('a' = '1', 'b' = '2'), OTHER('x'='y') */ AS u;";
        const auto tokens = sluice::tokenize(text);
        const sluice::Token *hint = nullptr;
        for (const auto &t : tokens) {
            if (t.kind == sluice::TokenKind::Hint)
                hint = &t;
        }
        QVERIFY(hint);
        const HintComment comment = HintComment::parse(text, *hint);
        QCOMPARE(comment.hints().size(), std::size_t(2));
        QCOMPARE(comment.value("OPTIONS", "b"), std::optional<std::string>("2"));
        QCOMPARE(comment.value("OTHER", "x"), std::optional<std::string>("y"));
        auto edit = [&](const char *name, const char *key, std::optional<std::string> value) {
            sluice::TextEdits edits;
            comment.setOption(text, name, key, value, &edits);
            return edits.appliedTo(text);
        };
        // Only the value's quotes change; a new pair follows the written spacing.
        QCOMPARE(edit("OPTIONS", "b", "it's"),
                 std::string("SELECT * FROM t /*+ OPTIONS('a' = '1', 'b' = 'it''s'), "
                             "OTHER('x'='y') */ AS u;"));
        QCOMPARE(edit("OPTIONS", "c", "3"),
                 std::string("SELECT * FROM t /*+ OPTIONS('a' = '1', 'b' = '2', 'c' = '3'), "
                             "OTHER('x'='y') */ AS u;"));
        QCOMPARE(edit("OPTIONS", "a", std::nullopt),
                 std::string("SELECT * FROM t /*+ OPTIONS('b' = '2'), OTHER('x'='y') */ AS u;"));
        QCOMPARE(edit("OPTIONS", "b", std::nullopt),
                 std::string("SELECT * FROM t /*+ OPTIONS('a' = '1'), OTHER('x'='y') */ AS u;"));
        // The other hint's only key: that hint goes, the comment stays.
        QCOMPARE(edit("OTHER", "x", std::nullopt),
                 std::string("SELECT * FROM t /*+ OPTIONS('a' = '1', 'b' = '2') */ AS u;"));
        QCOMPARE(edit("STATE_TTL", "u", "1 h"),
                 std::string("SELECT * FROM t /*+ OPTIONS('a' = '1', 'b' = '2'), "
                             "OTHER('x'='y'), STATE_TTL('u'='1 h') */ AS u;"));
        QCOMPARE(edit("OPTIONS", "zz", std::nullopt), text); // nothing to remove

        // A hint alone on its line goes with its line; the comment above stays.
        const std::string lines = "FROM a\n  JOIN\n  -- why\n  /*+ OPTIONS('k'='v') */\n  b ON x;";
        const auto lineTokens = sluice::tokenize(lines);
        for (const auto &t : lineTokens) {
            if (t.kind != sluice::TokenKind::Hint)
                continue;
            sluice::TextEdits edits;
            HintComment::parse(lines, t).setOption(lines, "OPTIONS", "k", std::nullopt, &edits);
            QCOMPARE(edits.appliedTo(lines), std::string("FROM a\n  JOIN\n  -- why\n  b ON x;"));
        }
    }

    void stateTtlHintIsWrittenAndThePlannerReportsItPerSide()
    {
        const std::string text = kAliasedJoin;
        auto ops = JoinTtlHints::operators(sluice::explainScript(text));
        const auto *join = firstJoin(ops);
        QVERIFY(join);
        QCOMPARE(JoinTtlHints::sideNames(text, join->range),
                 (std::pair<std::string, std::string>{"o", "c"}));

        // The right side: a STATE_TTL hint after this query's SELECT, keyed by the alias.
        std::string after = applied(text, JoinTtlHints::setJoinTtl(
                                              text, join->range, false, "2h",
                                              sluice::TtlHintStyle::StateTtl));
        QVERIFY2(after.find("SELECT /*+ STATE_TTL('c'='2 h') */ o.k, c.tier -- the customer's "
                            "tier\n") != std::string::npos,
                 after.c_str());
        sluice::ExplainResult planned = sluice::explainScript(after);
        for (const auto &d : planned.diagnostics)
            QVERIFY2(d.severity != sluice::Severity::Error, d.message.english().c_str());
        ops = JoinTtlHints::operators(planned);
        QCOMPARE(firstJoin(ops)->right.value, std::string("2 h"));
        QCOMPARE(firstJoin(ops)->right.source, std::string("STATE_TTL hint"));
        QCOMPARE(firstJoin(ops)->left.value, std::string("1 h"));
        QCOMPARE(firstJoin(ops)->left.source, std::string("table.exec.state.ttl"));

        // The left side joins the same hint.
        after = applied(after, JoinTtlHints::setJoinTtl(after, firstJoin(ops)->range, true,
                                                         "30 min", sluice::TtlHintStyle::StateTtl));
        QVERIFY2(after.find("/*+ STATE_TTL('c'='2 h', 'o'='30 min') */") != std::string::npos,
                 after.c_str());
        ops = JoinTtlHints::operators(sluice::explainScript(after));
        QCOMPARE(firstJoin(ops)->left.value, std::string("30 min"));
        QCOMPARE(firstJoin(ops)->left.source, std::string("STATE_TTL hint"));
        QCOMPARE(firstJoin(ops)->right.value, std::string("2 h"));

        // The join's own OPTIONS hint wins over STATE_TTL: writing STATE_TTL for a side takes
        // that side's key out of it, and the planner then reports the STATE_TTL value.
        after = applied(after, JoinTtlHints::setJoinTtl(after, firstJoin(ops)->range, false,
                                                         "5 min",
                                                         sluice::TtlHintStyle::JoinOptions));
        ops = JoinTtlHints::operators(sluice::explainScript(after));
        QCOMPARE(firstJoin(ops)->right.source, std::string("join OPTIONS hint"));
        after = applied(after, JoinTtlHints::setJoinTtl(after, firstJoin(ops)->range, false,
                                                         "3 h", sluice::TtlHintStyle::StateTtl));
        QVERIFY(after.find("OPTIONS(") == std::string::npos);
        ops = JoinTtlHints::operators(sluice::explainScript(after));
        QCOMPARE(firstJoin(ops)->right.value, std::string("3 h"));
        QCOMPARE(firstJoin(ops)->right.source, std::string("STATE_TTL hint"));

        // Removing both keys removes the hint: the text is back, comment and all.
        after = applied(after, JoinTtlHints::setJoinTtl(after, firstJoin(ops)->range, false, "",
                                                         sluice::TtlHintStyle::StateTtl));
        ops = JoinTtlHints::operators(sluice::explainScript(after));
        QCOMPARE(firstJoin(ops)->right.source, std::string("table.exec.state.ttl"));
        after = applied(after, JoinTtlHints::setJoinTtl(after, firstJoin(ops)->range, true, "",
                                                         sluice::TtlHintStyle::StateTtl));
        QCOMPARE(after, text);
    }

    void stateTtlCannotNameAJoinInput()
    {
        const std::string text =
            "CREATE TABLE a (k INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE b (k INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE c (k INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO s SELECT a.k FROM a JOIN b ON a.k = b.k JOIN c ON a.k = c.k;\n";
        const auto ops = JoinTtlHints::operators(sluice::explainScript(text));
        // The outer join (b's join is its left input) is the one whose range holds both.
        const sluice::StatefulOperator *outer = nullptr;
        for (const auto &op : ops) {
            if (op.isJoin && (!outer || op.range.end.offset - op.range.begin.offset
                                            > outer->range.end.offset - outer->range.begin.offset))
                outer = &op;
        }
        QVERIFY(outer);
        QCOMPARE(JoinTtlHints::sideNames(text, outer->range),
                 (std::pair<std::string, std::string>{"", "c"}));
        const auto refused = JoinTtlHints::setJoinTtl(text, outer->range, true, "1 h",
                                                      sluice::TtlHintStyle::StateTtl);
        QVERIFY(!refused.isOk());
        QVERIFY(refused.status().message().find("OPTIONS") != std::string::npos);
        // Its right side can be named; the planner agrees.
        const std::string after = applied(text, JoinTtlHints::setJoinTtl(
                                                    text, outer->range, false, "1 h",
                                                    sluice::TtlHintStyle::StateTtl));
        bool found = false;
        for (const auto &op : JoinTtlHints::operators(sluice::explainScript(after))) {
            if (op.isJoin && op.right.source == "STATE_TTL hint" && op.right.value == "1 h")
                found = true;
        }
        QVERIFY2(found, after.c_str());
    }

    void inspectorWritesStateTtlOnRequestInOneUndoStep()
    {
        sluice::SqlEditor editor;
        editor.setText(QString::fromUtf8(kAliasedJoin));
        TtlInspector inspector;
        inspector.setDelay(10);
        inspector.setEditor(&editor);
        QTRY_VERIFY(!inspector.operators().empty() && !inspector.isBusy());
        QCOMPARE(inspector.hintStyle(), sluice::TtlHintStyle::JoinOptions);
        auto *style = inspector.findChild<QComboBox *>(QStringLiteral("ttlHintStyle"));
        QVERIFY(style);
        style->setCurrentIndex(1);
        QCOMPARE(inspector.hintStyle(), sluice::TtlHintStyle::StateTtl);
        QString error;
        QVERIFY2(inspector.setJoinTtl(0, true, QStringLiteral("45 min"), &error),
                 qPrintable(error));
        QVERIFY(editor.text().contains(QStringLiteral("SELECT /*+ STATE_TTL('o'='45 min') */")));
        QTRY_VERIFY(!inspector.isBusy() && firstJoin(inspector.operators())
                    && firstJoin(inspector.operators())->left.value == "45 min");
        QCOMPARE(firstJoin(inspector.operators())->left.source, std::string("STATE_TTL hint"));
        // The tree says where it comes from, in the pane's language.
        QTreeWidgetItem *left = inspector.tree()->topLevelItem(0)->child(0);
        QCOMPARE(left->text(1), QStringLiteral("45 min"));
        QCOMPARE(left->text(2), QStringLiteral("STATE_TTL hint"));
        editor.undo();
        QCOMPARE(editor.text(), QString::fromUtf8(kAliasedJoin));
    }

    void tableReferencesDynamicOptions()
    {
        const std::string text = kAliasedJoin;
        auto refs = JoinTtlHints::tableReferences(text, sluice::explainScript(text));
        QCOMPARE(refs.size(), std::size_t(3));
        QCOMPARE(refs[0].table, std::string("out_t"));
        QVERIFY(refs[0].isSink);
        QCOMPARE(refs[1].table, std::string("orders"));
        QCOMPARE(refs[1].alias, std::string("o"));
        QCOMPARE(refs[1].line, 7);
        QCOMPARE(refs[2].table, std::string("customers"));

        // The sink's parallelism, from a dynamic option: the planner sees it.
        std::string after = applied(text, JoinTtlHints::setTableOption(text, refs[0].nameEnd,
                                                                       "sink.parallelism", "3"));
        QVERIFY2(after.find("INSERT INTO out_t /*+ OPTIONS('sink.parallelism'='3') */\n")
                     != std::string::npos,
                 after.c_str());
        sluice::ExplainResult planned = sluice::explainScript(after);
        QVERIFY(findNode(planned, "Sink"));
        QCOMPARE(findNode(planned, "Sink")->parallelism, 3);
        refs = JoinTtlHints::tableReferences(after, planned);
        QCOMPARE(refs[0].options,
                 (std::vector<std::pair<std::string, std::string>>{{"sink.parallelism", "3"}}));
        // Changed in place, then removed: the text is back.
        after = applied(after, JoinTtlHints::setTableOption(after, refs[0].nameEnd,
                                                            "sink.parallelism", "2"));
        QCOMPARE(findNode(sluice::explainScript(after), "Sink")->parallelism, 2);
        after = applied(after, JoinTtlHints::setTableOption(after, refs[0].nameEnd,
                                                            "sink.parallelism", std::nullopt));
        QCOMPARE(after, text);

        // A source's option goes between the name and the alias, and the planner checks it.
        refs = JoinTtlHints::tableReferences(text, sluice::explainScript(text));
        after = applied(text, JoinTtlHints::setTableOption(text, refs[1].nameEnd,
                                                           "rows-per-second", "oops"));
        QVERIFY2(after.find("FROM orders /*+ OPTIONS('rows-per-second'='oops') */ AS o\n")
                     != std::string::npos,
                 after.c_str());
        const sluice::CheckResult bad = sluice::checkScript(after);
        bool flagged = false;
        for (const auto &d : bad.diagnostics) {
            flagged = flagged
                      || (d.severity == sluice::Severity::Error
                          && d.range.begin.offset > after.find("OPTIONS(")
                          && d.range.end.offset < after.find(" AS o"));
        }
        QVERIFY(flagged);
        after = applied(text, JoinTtlHints::setTableOption(text, refs[1].nameEnd,
                                                           "rows-per-second", "5"));
        QVERIFY(sluice::checkScript(after).diagnostics.empty());
    }

    void inspectorEditsATableReference()
    {
        sluice::SqlEditor editor;
        editor.setText(QString::fromUtf8(kAliasedJoin));
        editor.setCheckResult(sluice::checkScript(kAliasedJoin));
        TtlInspector inspector;
        inspector.setDelay(10);
        inspector.setEditor(&editor);
        QTRY_VERIFY(inspector.tableReferences().size() == 3 && !inspector.isBusy());
        QCOMPARE(inspector.tableTree()->topLevelItemCount(), 3);
        QString error;
        QVERIFY2(inspector.setTableOption(0, QStringLiteral("sink.parallelism"),
                                          QStringLiteral("4"), &error),
                 qPrintable(error));
        QTRY_VERIFY(!inspector.isBusy() && !inspector.tableReferences().empty()
                    && !inspector.tableReferences()[0].options.empty());
        QCOMPARE(inspector.tableTree()->topLevelItem(0)->childCount(), 1);
        QCOMPARE(inspector.tableTree()->topLevelItem(0)->child(0)->text(1), QStringLiteral("4"));
        QVERIFY(!inspector.setTableOption(0, QString(), QStringLiteral("1"), &error));
        QVERIFY(inspector.setTableOption(0, QStringLiteral("sink.parallelism"), std::nullopt,
                                         &error));
        QCOMPARE(editor.text(), QString::fromUtf8(kAliasedJoin));
        editor.undo();
        QVERIFY(editor.text().contains(QStringLiteral("OPTIONS('sink.parallelism'='4')")));
    }
};

QTEST_MAIN(TtlInspectorTest)
#include "ttl_inspector_test.moc"
