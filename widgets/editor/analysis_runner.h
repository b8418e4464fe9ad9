#pragma once

#include <QObject>
#include <QTimer>

#include <any>
#include <functional>
#include <memory>
#include <string>

namespace sluice {

/// Runs an analysis of a job's text off the GUI thread as the user types: debounced, at most one
/// run in flight, and the result of an older text never delivered after that of a newer one.
/// The analysis (the engine's check or explain) is injected and must be thread-safe; its result
/// travels as a std::any so one runner serves diagnostics, completion facts and plans.
class AnalysisRunner : public QObject
{
    Q_OBJECT

public:
    using Function = std::function<std::any(std::string)>;

    explicit AnalysisRunner(QObject *parent = nullptr);
    ~AnalysisRunner() override;

    /// Replaces the analysis; the next text scheduled uses it. Without one, nothing runs.
    void setFunction(Function function);
    bool hasFunction() const { return bool(m_function); }
    /// Debounce delay in milliseconds (default 250).
    void setDelay(int milliseconds);
    int delay() const { return m_timer.interval(); }

    /// A new text to analyse after the debounce delay; replaces any text still waiting.
    void schedule(const QByteArray &utf8Text);
    /// Analyses `utf8Text` as soon as the worker is free, skipping the delay.
    void runNow(const QByteArray &utf8Text);

    /// Increases with every new text; results are delivered only for the newest generation.
    quint64 generation() const { return m_generation; }
    /// Whether an analysis is running or waiting.
    bool isBusy() const { return m_running || m_timer.isActive() || m_hasPending; }

signals:
    /// The result for the newest text (GUI thread, queued from the worker). `error` is set
    /// instead when the analysis threw (a bug in it, shown rather than taking the editor down).
    void finished(quint64 generation, const std::any &result, const QString &error);

private:
    struct Channel;
    void startPending();
    void deliver(quint64 generation, std::any result, QString error);

    Function m_function;                // GUI thread
    QTimer m_timer;                     // GUI thread
    QByteArray m_pendingText;           // GUI thread
    bool m_hasPending = false;          // GUI thread
    bool m_running = false;             // GUI thread
    quint64 m_generation = 0;           // GUI thread
    std::shared_ptr<Channel> m_channel; // shared with the worker, see Channel
};

} // namespace sluice
