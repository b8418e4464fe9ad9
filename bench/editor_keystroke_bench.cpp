// Keystroke-to-repaint latency of the SQL editor on a 5,000-line script (issue 7 §3: under
// 16 ms). Opens the script in a SqlDocument's editor (so the per-keystroke work of live
// diagnostics, completion facts and autosave bookkeeping is included), types 200 characters in
// the middle of the file, and times each from the key event to the end of the repaint it causes.
//
//   build/bin/editor_keystroke_bench [-platform offscreen]
#include <sql_document.h>
#include <sql_editor.h>

#include <sluice/script.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QKeyEvent>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// 5,000 lines of a realistic job: SETs, tables with WITH lists, views and INSERTs.
QByteArray script(int lines)
{
    QByteArray text;
    for (int block = 0; text.count('\n') < lines; ++block) {
        text += QByteArray("-- block ") + QByteArray::number(block) + "\n";
        text += "SET 'table.exec.state.ttl' = '1 h';\n";
        text += "CREATE TABLE src_" + QByteArray::number(block) + " (\n"
                "  id      BIGINT,\n  amount  DECIMAL(10, 2),\n  name    STRING\n) WITH (\n"
                "  'connector' = 'datagen',\n  'rows-per-second' = '100'\n);\n";
        text += "CREATE TABLE dst_" + QByteArray::number(block) + " (\n"
                "  name STRING,\n  total DECIMAL(38, 2),\n  PRIMARY KEY (name) NOT ENFORCED\n"
                ") WITH ('connector' = 'print');\n";
        text += "INSERT INTO dst_" + QByteArray::number(block) + "\n"
                "SELECT name, SUM(amount) AS total\nFROM src_" + QByteArray::number(block)
                + "\nWHERE amount > 10 AND name LIKE 'a%'\nGROUP BY name;\n\n";
    }
    return text;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const std::size_t i = std::min(values.size() - 1, std::size_t(p * double(values.size() - 1) + 0.5));
    return values[i];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    constexpr int kLines = 5000;
    constexpr int kKeystrokes = 200;

    auto *editor = new sluice::SqlEditor;
    sluice::SqlDocument document(editor);
    // The app's live check: the engine's, off the GUI thread.
    document.diagnosticsRunner()->setCheckFunction(
        [](std::string text) { return sluice::checkScript(text).diagnostics.items(); });
    QObject::connect(document.diagnosticsRunner(), &sluice::DiagnosticsRunner::finished, editor,
            [editor](quint64, const std::vector<sluice::Diagnostic> &d) { editor->setDiagnostics(d); });
    editor->resize(1200, 800);
    editor->show();
    editor->setText(QString::fromUtf8(script(kLines)));
    const int lines = editor->lines();
    // Type in the middle of the file, in a SELECT list.
    const int line = lines / 2;
    editor->setCursorPosition(line, 0);
    editor->ensureLineVisible(line);
    editor->setFocus();
    QApplication::processEvents();

    const int before = editor->length();
    std::vector<double> samples;
    samples.reserve(kKeystrokes);
    const QString keys = QStringLiteral("select amount + 1 as more_amount, name from src ");
    for (int i = 0; i < kKeystrokes; ++i) {
        const QChar c = keys.at(i % keys.size());
        QElapsedTimer timer;
        timer.start();
        QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
        QApplication::sendEvent(editor, &press);
        QKeyEvent release(QEvent::KeyRelease, 0, Qt::NoModifier, QString(c));
        QApplication::sendEvent(editor, &release);
        // The repaint the keystroke asked for (styling included), done synchronously.
        editor->viewport()->repaint();
        samples.push_back(double(timer.nsecsElapsed()) / 1e6);
        // Let timers and queued results (debounced checks) run between keystrokes, as they
        // would while a user types; they are not part of the keystroke's latency.
        QApplication::processEvents();
    }
    const int typed = editor->length() - before;
    if (typed != kKeystrokes) {
        std::fprintf(stderr, "editor_keystroke_bench: %d of %d keystrokes reached the text\n",
                     typed, kKeystrokes);
        return 1;
    }
    std::printf("editor_keystroke_bench: %d lines, %d keystrokes\n", lines, kKeystrokes);
    std::printf("  keystroke to repaint: median %.2f ms, p95 %.2f ms, max %.2f ms\n",
                percentile(samples, 0.5), percentile(samples, 0.95),
                *std::max_element(samples.begin(), samples.end()));
    std::fflush(stdout);
    return 0;
}
