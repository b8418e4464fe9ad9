// DiagnosticsRunner: checks run off the GUI thread, debounced, and stale results are dropped.
// With the token checker it puts a squiggle on the exact range of the broken token.
#include <diagnostics_runner.h>
#include <sql_editor.h>
#include <token_checker.h>

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <thread>

using sluice::Diagnostic;
using sluice::DiagnosticsRunner;

namespace {

// A check that answers with the text it was given, slowly for "slow".
std::vector<Diagnostic> echoCheck(std::string text)
{
    if (text == "slow")
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
    Diagnostic d;
    d.message = text;
    return {d};
}

} // namespace

class DiagnosticsRunnerTest : public QObject
{
    Q_OBJECT

private slots:
    void runsOffTheGuiThread()
    {
        DiagnosticsRunner runner;
        std::atomic<bool> onGuiThread{true};
        QThread *gui = QThread::currentThread();
        runner.setCheckFunction([&](std::string) {
            onGuiThread = QThread::currentThread() == gui;
            return std::vector<Diagnostic>{};
        });
        QSignalSpy spy(&runner, &DiagnosticsRunner::finished);
        runner.checkNow("SELECT 1;");
        QVERIFY(spy.wait(2000));
        QVERIFY(!onGuiThread);
    }

    void dropsStaleResults()
    {
        DiagnosticsRunner runner;
        runner.setCheckFunction(&echoCheck);
        QSignalSpy spy(&runner, &DiagnosticsRunner::finished);
        runner.checkNow("slow"); // still running when the newer text arrives
        QTest::qWait(50);
        runner.checkNow("fast");
        QVERIFY(spy.wait(3000));
        QTest::qWait(500); // give a stale delivery every chance to show up
        QCOMPARE(spy.count(), 1);
        const auto diagnostics = spy.at(0).at(1).value<std::vector<Diagnostic>>();
        QCOMPARE(diagnostics.size(), std::size_t(1));
        QCOMPARE(diagnostics[0].message, std::string("fast"));
        QCOMPARE(spy.at(0).at(0).toULongLong(), runner.generation());
        QVERIFY(!runner.isBusy());
    }

    void debouncesTyping()
    {
        DiagnosticsRunner runner;
        runner.setDelay(100);
        std::atomic<int> runs{0};
        runner.setCheckFunction([&](std::string text) {
            ++runs;
            Diagnostic d;
            d.message = text;
            return std::vector<Diagnostic>{d};
        });
        QSignalSpy spy(&runner, &DiagnosticsRunner::finished);
        for (const char *text : {"S", "SE", "SEL", "SELE", "SELECT"}) {
            runner.schedule(text);
            QTest::qWait(20);
        }
        QVERIFY(spy.wait(2000));
        QTest::qWait(200);
        QCOMPARE(runs.load(), 1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(1).value<std::vector<Diagnostic>>()[0].message,
                 std::string("SELECT"));
    }

    void destroyedWhileChecking()
    {
        // A runner may go away (tab closed) while its check runs: nothing may be delivered.
        auto *runner = new DiagnosticsRunner;
        runner->setCheckFunction(&echoCheck);
        runner->checkNow("slow");
        delete runner;
        QTest::qWait(500);
    }

    void squiggleOnTheBrokenToken()
    {
        sluice::SqlEditor editor;
        DiagnosticsRunner runner;
        runner.setCheckFunction(&sluice::TokenChecker::check);
        connect(&runner, &DiagnosticsRunner::finished, &editor,
                [&](quint64, const std::vector<Diagnostic> &d) { editor.setDiagnostics(d); });
        QSignalSpy spy(&runner, &DiagnosticsRunner::finished);

        editor.setText("SELECT 'abc FROM t");
        runner.checkNow(editor.utf8Text());
        QVERIFY(spy.wait(2000));
        QCOMPARE(editor.diagnostics().size(), std::size_t(1));
        const Diagnostic &d = editor.diagnostics()[0];
        QCOMPARE(d.range.begin.offset, std::size_t(7));
        QCOMPARE(d.range.end.offset, std::size_t(18));
        auto on = [&](int position) {
            return bool(editor.SendScintilla(QsciScintillaBase::SCI_INDICATORALLONFOR, position)
                        & (1L << sluice::SqlEditor::kErrorIndicator));
        };
        QVERIFY(!on(6));
        QVERIFY(on(7));
        QVERIFY(on(17));

        // Fixing it clears the squiggle.
        editor.setText("SELECT 'abc' FROM t");
        runner.checkNow(editor.utf8Text());
        QVERIFY(spy.wait(2000));
        QVERIFY(editor.diagnostics().empty());
        QVERIFY(!on(7));
    }
};

QTEST_MAIN(DiagnosticsRunnerTest)
#include "diagnostics_runner_test.moc"
