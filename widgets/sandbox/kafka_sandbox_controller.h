#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <memory>

namespace sluice {

class KafkaSandbox;

/// DEVELOPMENT TOOL: the engine's local Kafka sandbox (librdkafka's in-memory mock cluster on
/// 127.0.0.1) for the desktop app. Every call to the cluster runs in order on one worker thread
/// ("sluice:kafka-sandbox"), so the GUI never waits for it; outcomes come back as signals on the
/// GUI thread. Destroying the controller waits for the call in flight and stops the cluster.
/// No widgets: the Kafka sandbox dialog and the tests drive it.
class KafkaSandboxController : public QObject {
    Q_OBJECT

public:
    explicit KafkaSandboxController(QObject *parent = nullptr);
    ~KafkaSandboxController() override;

    /// Starts a cluster of `brokers` brokers (started() or failed() follows). With
    /// `bootstrapPort` >= 0 it also accepts clients on 127.0.0.1:`bootstrapPort` (0: a free
    /// port), so a job can name a fixed address such as Kafka's usual 127.0.0.1:9092.
    void start(int brokers = 1, int bootstrapPort = -1);
    /// Stops the cluster; its topics and messages are gone (stopped() follows).
    void stop();
    /// Creates a topic (topicCreated() or failed() follows). The name is checked first.
    void createTopic(const QString &name, int partitions);
    /// Produces each line of the file as one message without a key (fileLoaded() or failed()).
    void loadFile(const QString &topic, const QString &path);

    /// Whether the cluster runs, as far as the GUI thread has been told.
    bool isRunning() const { return m_running; }
    /// Whether calls are queued or running on the worker.
    bool isBusy() const { return m_pending > 0; }
    /// The address for 'properties.bootstrap.servers' while running, else empty.
    QString bootstrapServers() const { return m_bootstrap; }

    /// Why `name` is not a valid Kafka topic name (empty when it is): 1 to 249 characters of
    /// ASCII letters, digits, '.', '_' and '-', and not "." or "..".
    static QString topicNameProblem(const QString &name);
    /// Why the file cannot be loaded line by line (empty when it can): missing, a folder,
    /// unreadable, or a JSON array rather than one JSON document per line.
    static QString fileProblem(const QString &path);

signals:
    void started(const QString &bootstrapServers);
    void stopped();
    void topicCreated(const QString &name, int partitions);
    void fileLoaded(const QString &topic, const QString &path, qint64 messages);
    /// A call failed; `message` says which and why.
    void failed(const QString &message);
    void busyChanged(bool busy);

private:
    struct Outcome {
        bool ok = true;
        QString error;
        QString text;
        qint64 count = 0;
    };
    /// Runs `work` on the worker, then `done` with its outcome on the GUI thread.
    void submit(std::function<Outcome()> work, std::function<void(const Outcome &)> done);

    QThreadPool m_pool;                      // one thread, so calls run in order
    std::unique_ptr<KafkaSandbox> m_sandbox; // worker only (and the destructor after the pool)
    bool m_running = false;                  // GUI thread
    int m_pending = 0;                       // GUI thread
    QString m_bootstrap;                     // GUI thread
};

} // namespace sluice
