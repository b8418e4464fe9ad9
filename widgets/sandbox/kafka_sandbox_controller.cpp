#include "kafka_sandbox_controller.h"

#include "bridge/engine_text.h"
#include "bridge/thread_handoff.h"

#include <sluice/kafka_sandbox.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace sluice {

namespace {

constexpr int kMaxTopicNameLength = 249; // Kafka's limit

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

} // namespace

KafkaSandboxController::KafkaSandboxController(QObject *parent) : QObject(parent)
{
    m_pool.setObjectName(QStringLiteral("sluice:kafka-sandbox"));
    m_pool.setMaxThreadCount(1);
}

KafkaSandboxController::~KafkaSandboxController()
{
    // The call in flight finishes (a file being loaded is bounded); then the cluster stops here.
    m_pool.clear();
    m_pool.waitForDone();
    if (m_sandbox)
        m_sandbox->stop();
    m_sandbox.reset();
}

void KafkaSandboxController::submit(std::function<Outcome()> work,
                                    std::function<void(const Outcome &)> done)
{
    if (++m_pending == 1)
        emit busyChanged(true);
    startInPool(m_pool, [this, work = std::move(work), done = std::move(done)] {
        Outcome outcome = work();
        // Queued to this object: dropped if it is destroyed first (its destructor waits for us).
        postToThreadOf(this, [this, outcome = std::move(outcome), done] {
            done(outcome);
            if (--m_pending == 0)
                emit busyChanged(false);
        });
    });
}

void KafkaSandboxController::start(int brokers, int bootstrapPort)
{
    submit(
        [this, brokers, bootstrapPort] {
            Outcome outcome;
            if (m_sandbox) {
                outcome.text = QString::fromStdString(m_sandbox->bootstrapServers());
                return outcome;
            }
            auto sandbox = KafkaSandbox::start(brokers, {}, bootstrapPort);
            if (!sandbox) {
                outcome.ok = false;
                outcome.error = tr("Could not start the Kafka sandbox: %1")
                                    .arg(translated(sandbox.status().text()));
                return outcome;
            }
            m_sandbox = std::move(*sandbox);
            outcome.text = QString::fromStdString(m_sandbox->bootstrapServers());
            return outcome;
        },
        [this](const Outcome &outcome) {
            if (!outcome.ok) {
                emit failed(outcome.error);
                return;
            }
            m_running = true;
            m_bootstrap = outcome.text;
            emit started(m_bootstrap);
        });
}

void KafkaSandboxController::stop()
{
    submit(
        [this] {
            if (m_sandbox) {
                m_sandbox->stop();
                m_sandbox.reset();
            }
            return Outcome{};
        },
        [this](const Outcome &) {
            const bool wasRunning = m_running;
            m_running = false;
            m_bootstrap.clear();
            if (wasRunning)
                emit stopped();
        });
}

void KafkaSandboxController::createTopic(const QString &name, int partitions)
{
    if (const QString problem = topicNameProblem(name); !problem.isEmpty()) {
        emit failed(tr("Could not create the topic: %1").arg(problem));
        return;
    }
    if (partitions < 1) {
        emit failed(tr("Could not create topic '%1': the partition count must be at least 1, "
                       "not %2.")
                        .arg(name)
                        .arg(partitions));
        return;
    }
    submit(
        [this, name, partitions] {
            Outcome outcome;
            if (!m_sandbox) {
                outcome.ok = false;
                outcome.error =
                    tr("Could not create topic '%1': the sandbox is not running.").arg(name);
                return outcome;
            }
            const Status status = m_sandbox->createTopic(name.toStdString(), partitions);
            if (!status.isOk()) {
                outcome.ok = false;
                outcome.error = tr("Could not create topic '%1': %2")
                                    .arg(name, translated(status.text()));
            }
            return outcome;
        },
        [this, name, partitions](const Outcome &outcome) {
            if (outcome.ok)
                emit topicCreated(name, partitions);
            else
                emit failed(outcome.error);
        });
}

void KafkaSandboxController::loadFile(const QString &topic, const QString &path)
{
    if (topic.isEmpty()) {
        emit failed(tr("Could not load %1: choose a topic to load it into.").arg(native(path)));
        return;
    }
    if (const QString problem = fileProblem(path); !problem.isEmpty()) {
        emit failed(tr("Could not load %1 into '%2': %3").arg(native(path), topic, problem));
        return;
    }
    submit(
        [this, topic, path] {
            Outcome outcome;
            if (!m_sandbox) {
                outcome.ok = false;
                outcome.error = tr("Could not load %1 into '%2': the sandbox is not running.")
                                    .arg(native(path), topic);
                return outcome;
            }
            const auto produced =
                m_sandbox->produceLines(topic.toStdString(), QFile::encodeName(path).toStdString());
            if (!produced) {
                outcome.ok = false;
                outcome.error = tr("Could not load %1 into '%2': %3")
                                    .arg(native(path), topic,
                                         translated(produced.status().text()));
                return outcome;
            }
            outcome.count = *produced;
            return outcome;
        },
        [this, topic, path](const Outcome &outcome) {
            if (outcome.ok)
                emit fileLoaded(topic, path, outcome.count);
            else
                emit failed(outcome.error);
        });
}

QString KafkaSandboxController::topicNameProblem(const QString &name)
{
    if (name.isEmpty())
        return tr("enter a topic name.");
    if (name == QLatin1String(".") || name == QLatin1String(".."))
        return tr("'%1' is not allowed as a topic name.").arg(name);
    if (name.size() > kMaxTopicNameLength)
        return tr("a topic name has at most %1 characters; '%2…' has %3.")
            .arg(kMaxTopicNameLength)
            .arg(name.left(20))
            .arg(name.size());
    for (const QChar c : name) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                        (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
                        (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') ||
                        c == QLatin1Char('_') || c == QLatin1Char('-');
        if (!ok)
            return tr("'%1' contains '%2'; a topic name may only hold ASCII letters, digits, "
                      "'.', '_' and '-'.")
                .arg(name, c);
    }
    return {};
}

QString KafkaSandboxController::fileProblem(const QString &path)
{
    if (path.isEmpty())
        return tr("choose a file.");
    const QFileInfo info(path);
    if (!info.exists())
        return tr("the file does not exist.");
    if (info.isDir())
        return tr("it is a folder, not a file.");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    // Each line becomes one message: a JSON array (or a pretty-printed document) would be cut
    // into meaningless pieces, so say so instead of loading it.
    const QByteArray head = file.read(4096).trimmed();
    if (info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0 &&
        head.startsWith('[')) {
        return tr("it holds a JSON array; the sandbox loads one JSON document per line (JSON "
                  "Lines), so write each record on its own line.");
    }
    return {};
}

} // namespace sluice
