#include "analysis_runner.h"

#include "bridge/thread_handoff.h"

#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QRunnable>
#include <QThreadPool>

namespace sluice {

// The worker reports back through this: the runner clears `owner` in its destructor under the
// mutex, so a late worker never posts to a dead object.
struct AnalysisRunner::Channel {
    QMutex mutex;
    AnalysisRunner *owner = nullptr; // REQUIRES: mutex held
};

namespace {

class AnalysisTask : public QRunnable
{
public:
    using Deliver = std::function<void(std::any, QString)>;
    AnalysisTask(AnalysisRunner::Function function, std::string text, Deliver deliver)
        : m_function(std::move(function)), m_text(std::move(text)), m_deliver(std::move(deliver))
    {
    }

    void run() override
    {
        acquireHandOff(); // built on the GUI thread: see startInGlobalPool()
        std::any result;
        QString error;
        try {
            result = m_function(std::move(m_text));
        } catch (const std::exception &e) {
            error = QString::fromUtf8(e.what());
        } catch (...) {
            error = QStringLiteral("unknown exception");
        }
        m_deliver(std::move(result), std::move(error));
        releaseHandOff(); // see startInGlobalPool()
    }

private:
    AnalysisRunner::Function m_function;
    std::string m_text;
    Deliver m_deliver;
};

} // namespace

AnalysisRunner::AnalysisRunner(QObject *parent)
    : QObject(parent), m_channel(std::make_shared<Channel>())
{
    m_channel->owner = this;
    m_timer.setSingleShot(true);
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &AnalysisRunner::startPending);
}

AnalysisRunner::~AnalysisRunner()
{
    QMutexLocker lock(&m_channel->mutex);
    m_channel->owner = nullptr;
}

void AnalysisRunner::setFunction(Function function)
{
    m_function = std::move(function);
}

void AnalysisRunner::setDelay(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

void AnalysisRunner::schedule(const QByteArray &utf8Text)
{
    ++m_generation;
    m_pendingText = utf8Text;
    m_hasPending = true;
    m_timer.start();
}

void AnalysisRunner::runNow(const QByteArray &utf8Text)
{
    m_timer.stop();
    ++m_generation;
    m_pendingText = utf8Text;
    m_hasPending = true;
    startPending();
}

void AnalysisRunner::startPending()
{
    // One run at a time: a newer text waits and replaces any text waiting before it.
    if (m_running || !m_hasPending || !m_function)
        return;
    m_hasPending = false;
    m_running = true;
    const quint64 generation = m_generation;
    std::weak_ptr<Channel> weakChannel = m_channel;
    auto deliver = [weakChannel, generation](std::any result, QString error) {
        const std::shared_ptr<Channel> channel = weakChannel.lock();
        if (!channel)
            return;
        QMutexLocker lock(&channel->mutex);
        if (AnalysisRunner *owner = channel->owner) {
            postToThreadOf(owner, [owner, generation, result = std::move(result),
                                   error = std::move(error)]() mutable {
                owner->deliver(generation, std::move(result), std::move(error));
            });
        }
    };
    auto *task = new AnalysisTask(m_function, m_pendingText.toStdString(), std::move(deliver));
    m_pendingText.clear();
    // The global pool: idle threads expire, and it is drained when the application quits.
    startInGlobalPool(task);
}

void AnalysisRunner::deliver(quint64 generation, std::any result, QString error)
{
    m_running = false;
    // Results for a text older than the newest one are dropped: the text has changed since, so
    // their ranges may be wrong, and a run for the newer text is waiting or about to start.
    if (generation == m_generation)
        emit finished(generation, result, error);
    if (m_hasPending && !m_timer.isActive())
        startPending();
}

} // namespace sluice
