// ParameterForm: generated from the registry, in two-way sync with the editor's SET statements,
// one undo step per change, refusals with a message, presets with their diff.
#include <option_editor.h>
#include <parameter_form.h>
#include <sql_editor.h>

#include <sluice/option_registry.h>

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QTest>

using sluice::ParameterForm;
using sluice::SqlEditor;

namespace {

const QString kJob = QStringLiteral("-- Revenue per tier.\n"
                                    "-- second comment line\n"
                                    "\n"
                                    "CREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n"
                                    "/* keep me */ SELECT a FROM t;\n");

} // namespace

class ParameterFormTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyCategoryAndOptionHasARow()
    {
        ParameterForm form;
        QStringList expected;
        for (sluice::OptionCategory c : sluice::jobOptionCategories())
            expected << ParameterForm::categoryTitle(c);
        QCOMPARE(form.categoryTitles(), expected);
        for (const sluice::OptionSpec &spec : sluice::OptionRegistry::instance().all())
            QVERIFY2(form.editorFor(QString::fromStdString(spec.key)), spec.key.c_str());
        // Editors by type.
        QVERIFY(form.editorFor("table.exec.mini-batch.enabled")->findChild<QCheckBox *>());
        QVERIFY(form.editorFor("table.exec.sink.upsert-materialize")->findChild<QComboBox *>());
        auto *ttl = form.editorFor("table.exec.state.ttl")->findChild<QLineEdit *>();
        QVERIFY(ttl);
        QCOMPARE(ttl->placeholderText(), QStringLiteral("0 ms"));
    }

    void longKeysStayReadableBesideTheFlinkOnlyBadge()
    {
        // A dock-wide form: every key is shown whole (wrapped when it must be), the badge and
        // the reset button fit, nothing is pushed past the right edge.
        ParameterForm form;
        form.resize(340, 700);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        int badges = 0;
        for (const sluice::OptionSpec &spec : sluice::OptionRegistry::instance().all()) {
            const QString key = QString::fromStdString(spec.key);
            auto *row = form.findChild<QWidget *>(QStringLiteral("option:") + key);
            if (!row)
                continue;
            QLabel *label = nullptr;
            for (QLabel *candidate : row->findChildren<QLabel *>()) {
                if (candidate->text() == key)
                    label = candidate;
            }
            QVERIFY2(label, qPrintable(key));
            // Whole on one line, or wrapped after hyphens with every piece fitting.
            const QFontMetrics metrics = label->fontMetrics();
            const int room = label->contentsRect().width();
            if (metrics.horizontalAdvance(key) > room) {
                QVERIFY2(label->wordWrap(), qPrintable(key));
                for (const QString &piece : key.split(QLatin1Char('-')))
                    QVERIFY2(metrics.horizontalAdvance(piece + QLatin1Char('-')) <= room,
                             qPrintable(key));
            }
            QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(key));
            QVERIFY2(label->width() > 0 && row->width() <= form.width(), qPrintable(key));
            if (auto *badge = row->findChild<QLabel *>(QStringLiteral("flinkOnlyBadge"))) {
                ++badges;
                QCOMPARE(badge->width(), badge->sizeHint().width());
                QVERIFY(!badge->geometry().intersects(label->geometry()));
                QVERIFY(badge->mapTo(row, QPoint(badge->width(), 0)).x() <= row->width());
            }
        }
        QVERIFY(badges > 0);
    }

    void formChangeInsertsOneLineAsOneUndoStep()
    {
        SqlEditor editor;
        editor.setText(kJob);
        ParameterForm form;
        form.setEditor(&editor);
        form.editorFor("table.exec.state.ttl")->commit(QStringLiteral("3hour"));
        const QString expected = QStringLiteral("-- Revenue per tier.\n-- second comment line\n\n"
                                                "SET table.exec.state.ttl = '3 h';\n\n")
                                 + kJob.mid(kJob.indexOf(QStringLiteral("CREATE")));
        QCOMPARE(editor.text(), expected);
        // The form shows the normalized value.
        QCOMPARE(form.editorFor("table.exec.state.ttl")->text(), QStringLiteral("3 h"));
        // Update in place, then reset removes it.
        form.editorFor("table.exec.state.ttl")->commit(QStringLiteral("2d"));
        QVERIFY(editor.text().contains(QStringLiteral("SET table.exec.state.ttl = '2 d';\n\nCREATE")));
        QVERIFY(form.resetOption(QStringLiteral("table.exec.state.ttl")));
        QCOMPARE(editor.text(), kJob);
        // Each change was one undo step.
        editor.undo();
        QVERIFY(editor.text().contains(QStringLiteral("'2 d'")));
        editor.undo();
        QCOMPARE(editor.text(), expected);
        editor.undo();
        QCOMPARE(editor.text(), kJob);
    }

    void checkBoxAndComboWrite()
    {
        SqlEditor editor;
        editor.setText(kJob);
        ParameterForm form;
        form.setEditor(&editor);
        form.editorFor("table.exec.sink.upsert-materialize")->commit(QStringLiteral("NONE"));
        QVERIFY(editor.text().contains(QStringLiteral("SET table.exec.sink.upsert-materialize = 'NONE';")));
        form.editorFor("table.exec.source.parallelism-inference.enabled")->commit(QStringLiteral("false"));
        QVERIFY(editor.text().contains(
            QStringLiteral("SET table.exec.source.parallelism-inference.enabled = false;")));
    }

    void clickingABoolWritesFalseAndTrue()
    {
        // A bool whose default is true: unchecking it writes 'false' (its SET line stays), and
        // checking it again writes 'true'.
        const char *key = "table.exec.source.parallelism-inference.enabled";
        QVERIFY(sluice::OptionRegistry::instance().find(key)->defaultValue == std::optional<std::string>("true"));
        SqlEditor editor;
        editor.setText(kJob);
        ParameterForm form;
        form.setEditor(&editor);
        form.resize(500, 700);
        form.show();
        form.setFilterText(QString::fromLatin1(key));
        auto *box = form.editorFor(key)->findChild<QCheckBox *>();
        QVERIFY(box && box->isChecked());
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(5, box->height() / 2));
        QVERIFY2(editor.text().contains(QStringLiteral("parallelism-inference.enabled = false;")), qPrintable(editor.text()));
        QVERIFY(!box->isChecked());
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(5, box->height() / 2));
        QVERIFY2(editor.text().contains(QStringLiteral("parallelism-inference.enabled = true;")), qPrintable(editor.text()));
        QVERIFY(box->isChecked());
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(5, box->height() / 2));
        QVERIFY2(editor.text().contains(QStringLiteral("parallelism-inference.enabled = false;")), qPrintable(editor.text()));
    }

    void helpFollowsTheDocumentAndTheFilter()
    {
        SqlEditor first, second;
        first.setText(kJob);
        second.setText(kJob);
        ParameterForm form;
        form.setEditor(&first);
        form.resize(500, 700);
        form.show();
        form.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&form));
        const char *key = "parallelism.default";
        form.editorFor(key)->findChild<QAbstractSpinBox *>()->setFocus();
        QTRY_VERIFY(form.helpText().startsWith(QLatin1String(key)));
        // Another document: the help is the focused option's, or none.
        form.setEditor(&second);
        QVERIFY(form.helpText().startsWith(QLatin1String(key)));
        form.setFocus();
        form.setEditor(&first);
        QVERIFY2(!form.helpText().contains(QLatin1String(key)), qPrintable(form.helpText()));
        form.editorFor(key)->findChild<QAbstractSpinBox *>()->setFocus();
        QTRY_VERIFY(form.helpText().startsWith(QLatin1String(key)));
        // Filtered out of the form: nor does it.
        form.setFilterText(QStringLiteral("mini-batch"));
        QVERIFY(!form.isOptionVisible(QString::fromLatin1(key)));
        QVERIFY2(!form.helpText().contains(QLatin1String(key)), qPrintable(form.helpText()));
    }

    void editorTypingUpdatesTheForm()
    {
        SqlEditor editor;
        editor.setText(kJob);
        ParameterForm form;
        form.setDelay(10);
        form.setEditor(&editor);
        editor.insertAt(QStringLiteral("SET 'parallelism.default' = '3';\n"), 3, 0);
        QTRY_COMPARE(form.editorFor("parallelism.default")->text(), QStringLiteral("3"));
        editor.undo();
        QTRY_COMPARE(form.editorFor("parallelism.default")->text(), QString());
        // A SET further down is shown with its line.
        editor.append(QStringLiteral("SET parallelism.default = 6;\n"));
        QTRY_COMPARE(form.editorFor("parallelism.default")->text(), QStringLiteral("6"));
        QVERIFY(form.statusText("parallelism.default").contains(QStringLiteral("line 6")));
    }

    void duplicatesShowTheLastWithAWarning()
    {
        SqlEditor editor;
        editor.setText(QStringLiteral("SET table.exec.state.ttl = '1 h';\n"
                                      "SET table.exec.state.ttl = '2 h';\nSELECT 1;\n"));
        ParameterForm form;
        form.setEditor(&editor);
        QCOMPARE(form.editorFor("table.exec.state.ttl")->text(), QStringLiteral("2 h"));
        const QString status = form.statusText("table.exec.state.ttl");
        QVERIFY2(status.contains(QStringLiteral("2 times")), qPrintable(status));
        QVERIFY(status.contains(QStringLiteral("line 2")));
    }

    void invalidValuesAreRefusedWithAMessage()
    {
        SqlEditor editor;
        editor.setText(kJob);
        ParameterForm form;
        form.setEditor(&editor);
        QString error;
        QVERIFY(!form.setOptionValue(QStringLiteral("table.exec.state.ttl"), QStringLiteral("1.5 h"),
                                     &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(editor.text(), kJob);
        QVERIFY(!form.message().isEmpty());
        QVERIFY(form.statusText("table.exec.state.ttl").contains(QStringLiteral("Not written")));
        form.editorFor("parallelism.default")->commit(QStringLiteral("0"));
        QCOMPARE(editor.text(), kJob);
    }

    void miniBatchRuleIsShownAndAsksForItsCompanions()
    {
        SqlEditor editor;
        editor.setText(QStringLiteral("SET table.exec.mini-batch.enabled = true;\nSELECT 1;\n"));
        ParameterForm form;
        form.setEditor(&editor);
        QVERIFY(form.statusText("table.exec.mini-batch.size").contains(QStringLiteral("mini-batch")));
        QVERIFY(form.statusText("table.exec.mini-batch.enabled").contains(QStringLiteral("size")));

        editor.setText(kJob);
        form.syncNow();
        form.editorFor("table.exec.mini-batch.enabled")->commit(QStringLiteral("true"));
        QCOMPARE(editor.text(), kJob); // refused alone
        auto *dialog = form.findChild<QDialog *>(QStringLiteral("companionDialog"));
        QVERIFY(dialog);
        dialog->findChild<sluice::OptionEditor *>(QStringLiteral("table.exec.mini-batch.size"))
            ->setValue(QStringLiteral("5000"));
        dialog->findChild<sluice::OptionEditor *>(QStringLiteral("table.exec.mini-batch.allow-latency"))
            ->setValue(QStringLiteral("200 ms"));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(editor.text().startsWith(QStringLiteral(
            "-- Revenue per tier.\n-- second comment line\n\nSET table.exec.mini-batch.enabled = true;\n"
            "SET table.exec.mini-batch.size = 5000;\nSET table.exec.mini-batch.allow-latency = "
            "'200 ms';\n\nCREATE")));
        QVERIFY(form.statusText("table.exec.mini-batch.size").isEmpty());
        editor.undo();
        QCOMPARE(editor.text(), kJob);
    }

    void filtersAndResetAll()
    {
        SqlEditor editor;
        editor.setText(QStringLiteral("SET parallelism.default = 4;\nSET table.exec.state.ttl = '1 h';\n"
                                      "SELECT 1;\n"));
        ParameterForm form;
        form.setEditor(&editor);
        form.setOnlyChanged(true);
        QVERIFY(form.isOptionVisible("parallelism.default"));
        QVERIFY(!form.isOptionVisible("table.exec.mini-batch.size"));
        form.setOnlyChanged(false);
        form.setFilterText(QStringLiteral("mini-batch.size"));
        QVERIFY(form.isOptionVisible("table.exec.mini-batch.size"));
        QVERIFY(!form.isOptionVisible("parallelism.default"));
        form.setFilterText({});
        form.resetAll();
        QCOMPARE(editor.text(), QStringLiteral("SELECT 1;\n"));
        editor.undo();
        QVERIFY(editor.text().startsWith(QStringLiteral("SET parallelism.default = 4;")));
    }

    void presetShowsItsDiffThenApplies()
    {
        QTemporaryDir dir;
        SqlEditor editor;
        editor.setText(QStringLiteral("SET table.sql-dialect = 'default';\nSET "
                                      "table.exec.hive.infer-source-parallelism.max = 500;\nSELECT 1;\n"));
        ParameterForm form;
        form.setEditor(&editor);
        const sluice::Preset *compat = form.presets().find(QStringLiteral("compatibility"));
        QVERIFY(compat);
        const auto diff = sluice::PresetStore::diff(form.sync(), *compat);
        // fallback-mapred-writer is already true by default, so three lines change.
        QCOMPARE(diff.size(), std::size_t(3));
        bool sawMax = false;
        for (const auto &e : diff) {
            if (e.key == "table.exec.hive.infer-source-parallelism.max") {
                QCOMPARE(*e.oldValue, std::string("500"));
                QCOMPARE(e.newValue, std::string("100"));
                sawMax = true;
            }
        }
        QVERIFY(sawMax);
        QVERIFY(form.applyPreset(QStringLiteral("compatibility"), false));
        QVERIFY(editor.text().contains(QStringLiteral("SET table.sql-dialect = 'hive';")));
        QVERIFY(editor.text().contains(
            QStringLiteral("SET table.exec.hive.infer-source-parallelism.max = 100;")));
        QVERIFY(editor.text().contains(QStringLiteral("SET table.exec.hive.fallback-mapred-reader = true;")));
        QVERIFY(sluice::PresetStore::diff(form.sync(), *compat).empty());
        editor.undo();
        QVERIFY(editor.text().contains(QStringLiteral("= 500;")));
    }

    void presetDiffShowsWholeValuesAndNoEmptyDefault()
    {
        // Issue 23 item 6: the diff says what an unset option stands at, never "default ()",
        // and shows every key and value whole.
        SqlEditor editor;
        editor.setText(QStringLiteral("SELECT 1;\n"));
        ParameterForm form;
        form.setEditor(&editor);
        QStringList seen;
        QTimer::singleShot(0, &form, [&] {
            auto *dialog = form.findChild<QDialog *>(QStringLiteral("presetDiffDialog"));
            if (!dialog)
                return;
            auto *tree = dialog->findChild<QTreeWidget *>();
            for (int row = 0; tree && row < tree->topLevelItemCount(); ++row) {
                QTreeWidgetItem *item = tree->topLevelItem(row);
                seen << item->text(1);
                for (int column = 0; column < 3; ++column) {
                    const int needed = tree->fontMetrics().horizontalAdvance(item->text(column));
                    if (tree->columnWidth(column) < needed)
                        seen << QStringLiteral("CUT: ") + item->text(column);
                }
            }
            dialog->reject();
        });
        QVERIFY(!form.applyPreset(QStringLiteral("high-throughput"), true));
        QVERIFY(!seen.isEmpty());
        for (const QString &text : std::as_const(seen)) {
            QVERIFY2(!text.contains(QStringLiteral("()")) && !text.startsWith(QStringLiteral("CUT")),
                     qPrintable(text));
        }
        QVERIFY(seen.contains(QStringLiteral("not set (default false)")));
    }

    void everyBuiltInPresetApplies()
    {
        for (const QString &id : {QStringLiteral("batch"), QStringLiteral("streaming"),
                                  QStringLiteral("high-throughput"), QStringLiteral("compatibility"),
                                  QStringLiteral("low-latency")}) {
            SqlEditor editor;
            editor.setText(kJob);
            ParameterForm form;
            form.setEditor(&editor);
            QString error;
            QVERIFY2(form.applyPreset(id, false, &error), qPrintable(id + QLatin1Char(' ') + error));
            QVERIFY2(editor.text() != kJob, qPrintable(id));
            QVERIFY(editor.text().endsWith(kJob.mid(kJob.indexOf(QStringLiteral("CREATE")))));
        }
    }
};

QTEST_MAIN(ParameterFormTest)
#include "parameter_form_test.moc"
