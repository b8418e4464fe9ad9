#include "diagnostics_runner.h"

#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QRunnable>
#include <QThreadPool>

namespace sluice {

// The worker reports back through this: the runner clears `owner` in its destructor under the
// mutex, so a late worker never posts to a dead object.
struct DiagnosticsRunner::Channel {
    QMutex mutex;
    DiagnosticsRunner *owner = nullptr; // REQUIRES: mutex held
};

namespace {

class CheckTask : public QRunnable
{
public:
    using Deliver = std::function<void(std::vector<Diagnostic>)>;
    CheckTask(DiagnosticsRunner::CheckFunction check, std::string text, Deliver deliver)
        : m_check(std::move(check)), m_text(std::move(text)), m_deliver(std::move(deliver))
    {
    }

    void run() override
    {
        std::vector<Diagnostic> diagnostics;
        try {
            diagnostics = m_check(std::move(m_text));
        } catch (const std::exception &e) {
            // A checker bug must not take the editor down; show it where the user looks.
            diagnostics.push_back({Severity::Error, {}, std::string("internal error in check: ")
                                                            + e.what(),
                                   "internal"});
        }
        m_deliver(std::move(diagnostics));
    }

private:
    DiagnosticsRunner::CheckFunction m_check;
    std::string m_text;
    Deliver m_deliver;
};

} // namespace

DiagnosticsRunner::DiagnosticsRunner(QObject *parent)
    : QObject(parent), m_channel(std::make_shared<Channel>())
{
    qRegisterMetaType<std::vector<sluice::Diagnostic>>();
    m_channel->owner = this;
    m_timer.setSingleShot(true);
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &DiagnosticsRunner::startPending);
}

DiagnosticsRunner::~DiagnosticsRunner()
{
    QMutexLocker lock(&m_channel->mutex);
    m_channel->owner = nullptr;
}

void DiagnosticsRunner::setCheckFunction(CheckFunction check)
{
    m_check = std::move(check);
}

void DiagnosticsRunner::setDelay(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

void DiagnosticsRunner::schedule(const QByteArray &utf8Text)
{
    ++m_generation;
    m_pendingText = utf8Text;
    m_hasPending = true;
    m_timer.start();
}

void DiagnosticsRunner::checkNow(const QByteArray &utf8Text)
{
    m_timer.stop();
    ++m_generation;
    m_pendingText = utf8Text;
    m_hasPending = true;
    startPending();
}

void DiagnosticsRunner::startPending()
{
    // One check at a time: a newer text waits and replaces any text waiting before it.
    if (m_running || !m_hasPending || !m_check)
        return;
    m_hasPending = false;
    m_running = true;
    const quint64 generation = m_generation;
    std::weak_ptr<Channel> weakChannel = m_channel;
    auto deliver = [weakChannel, generation](std::vector<Diagnostic> diagnostics) {
        const std::shared_ptr<Channel> channel = weakChannel.lock();
        if (!channel)
            return;
        QMutexLocker lock(&channel->mutex);
        if (DiagnosticsRunner *owner = channel->owner) {
            QMetaObject::invokeMethod(
                owner,
                [owner, generation, diagnostics = std::move(diagnostics)]() mutable {
                    owner->deliver(generation, std::move(diagnostics));
                },
                Qt::QueuedConnection);
        }
    };
    auto *task = new CheckTask(m_check, m_pendingText.toStdString(), std::move(deliver));
    m_pendingText.clear();
    // The global pool: idle threads expire, and it is drained when the application quits.
    QThreadPool::globalInstance()->start(task);
}

void DiagnosticsRunner::deliver(quint64 generation, std::vector<Diagnostic> diagnostics)
{
    m_running = false;
    // Results for a text older than the newest one are dropped: the text has changed since, so
    // their ranges may be wrong, and a check of the newer text is waiting or about to start.
    if (generation == m_generation)
        emit finished(generation, diagnostics);
    if (m_hasPending && !m_timer.isActive())
        startPending();
}

} // namespace sluice
