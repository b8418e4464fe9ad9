#pragma once

// Work handed from one thread to another through Qt — a queued call into a QObject's thread, a
// task for a QThreadPool — in a way ThreadSanitizer can follow.
//
// Qt passes queued calls and pool tasks under its own mutexes inside libQt6Core. Against the
// distribution's Qt, which is not built with -fsanitize=thread, a thread-sanitized Sluice
// (scripts/sanitize.sh thread) sees none of that synchronisation, and every value a queued
// lambda carries would be reported as a race between the thread that built it and the one that
// runs it. These helpers mark each hand-over for ThreadSanitizer: the callable is released once
// it is stored, and acquired before it runs or is destroyed. In other builds they are plain
// QMetaObject::invokeMethod(…, Qt::QueuedConnection) and QThreadPool::start(), at no cost.

#include <QCoreApplication>
#include <QMetaObject>
#include <QObject>
#include <QRunnable>
#include <QThreadPool>

#include <utility>

#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#endif

namespace sluice {

#if defined(__SANITIZE_THREAD__)
namespace detail {
// One synchronisation address for every hand-over: a little coarser than one per call, and
// robust however many times Qt moves the callable before it runs.
inline char g_threadHandOff;
} // namespace detail
/// Everything this thread wrote so far happens before what a later acquireHandOff() follows.
inline void releaseHandOff()
{
    __tsan_release(&detail::g_threadHandOff);
}
/// This thread sees everything written before a releaseHandOff().
inline void acquireHandOff()
{
    __tsan_acquire(&detail::g_threadHandOff);
}
#else
inline void releaseHandOff()
{
}
inline void acquireHandOff()
{
}
#endif

namespace detail {
/// A callable marked for ThreadSanitizer: released each time it is built (Qt copies or moves it
/// into its own storage), acquired before it runs and before it is destroyed.
template <typename F> class HandOff {
public:
    explicit HandOff(F f) : m_f(std::move(f)) { releaseHandOff(); }
    HandOff(HandOff &&other) : m_f((acquireHandOff(), std::move(other.m_f))) { releaseHandOff(); }
    HandOff(const HandOff &other) : m_f((acquireHandOff(), other.m_f)) { releaseHandOff(); }
    HandOff &operator=(const HandOff &) = delete;
    HandOff &operator=(HandOff &&) = delete;
    ~HandOff() { acquireHandOff(); }

    void operator()()
    {
        acquireHandOff();
        m_f();
        releaseHandOff(); // for the thread that destroys it afterwards
    }

private:
    F m_f;
};
} // namespace detail

/// Runs `f` on `receiver`'s thread, from its event loop (a queued call); dropped if `receiver`
/// is destroyed first.
template <typename F> void postToThreadOf(QObject *receiver, F f)
{
#if defined(__SANITIZE_THREAD__)
    QMetaObject::invokeMethod(receiver, detail::HandOff<F>(std::move(f)), Qt::QueuedConnection);
#else
    QMetaObject::invokeMethod(receiver, std::move(f), Qt::QueuedConnection);
#endif
}

/// Runs `f` on one of `pool`'s threads.
template <typename F> void startInPool(QThreadPool &pool, F f)
{
#if defined(__SANITIZE_THREAD__)
    pool.start(detail::HandOff<F>(std::move(f)));
#else
    pool.start(std::move(f));
#endif
}

/// QThreadPool::globalInstance()->start(task) for a task whose run() begins with
/// acquireHandOff() and ends with releaseHandOff().
inline void startInGlobalPool(QRunnable *task)
{
#if defined(__SANITIZE_THREAD__)
    // ~QCoreApplication waits for the global pool before main() returns and the engine's statics
    // are destroyed, under QtCore's own locks. Waiting for it from a post routine — the same
    // destructor, a few calls earlier — lets ThreadSanitizer see that the tasks ended first.
    static const bool drainedAtExit = [] {
        qAddPostRoutine([] {
            QThreadPool::globalInstance()->waitForDone();
            acquireHandOff();
        });
        return true;
    }();
    (void)drainedAtExit;
    releaseHandOff();
#endif
    QThreadPool::globalInstance()->start(task);
}

} // namespace sluice
