#pragma once

#include "analysis_runner.h"

#include <sluice/diagnostics.h>

#include <QMetaType>
#include <QObject>

#include <functional>
#include <string>
#include <vector>

namespace sluice {

/// Runs a check of a job's text off the GUI thread as the user types: debounced, at most one
/// check in flight, and results of an older text never delivered after those of a newer one.
/// The check function is injected (the engine's checker in the app); it must be thread-safe.
/// The scheduling itself is AnalysisRunner's; this class gives it a diagnostics-typed face.
class DiagnosticsRunner : public QObject
{
    Q_OBJECT

public:
    using CheckFunction = std::function<std::vector<Diagnostic>(std::string)>;

    explicit DiagnosticsRunner(QObject *parent = nullptr);

    /// Replaces the check; the next text scheduled uses it. Without one, nothing runs.
    void setCheckFunction(CheckFunction check);
    bool hasCheckFunction() const { return bool(m_check); }
    /// Debounce delay in milliseconds (default 250).
    void setDelay(int milliseconds) { m_runner.setDelay(milliseconds); }
    int delay() const { return m_runner.delay(); }

    /// A new text to check after the debounce delay; replaces any text still waiting.
    void schedule(const QByteArray &utf8Text) { m_runner.schedule(utf8Text); }
    /// Checks `utf8Text` as soon as the worker is free, skipping the delay.
    void checkNow(const QByteArray &utf8Text) { m_runner.runNow(utf8Text); }

    /// Increases with every new text (schedule() or checkNow()); results are delivered only for
    /// the newest generation.
    quint64 generation() const { return m_runner.generation(); }
    /// Whether a check is running or waiting.
    bool isBusy() const { return m_runner.isBusy(); }

signals:
    /// The diagnostics of the newest text (GUI thread, queued from the worker).
    void finished(quint64 generation, const std::vector<sluice::Diagnostic> &diagnostics);

private:
    CheckFunction m_check; // GUI thread
    AnalysisRunner m_runner;
};

} // namespace sluice

Q_DECLARE_METATYPE(std::vector<sluice::Diagnostic>)
