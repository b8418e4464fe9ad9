#include "runtime/bounded_queue.h"
#include "runtime/worker_pool.h"

#include <QTest>

#include <pthread.h>

#include <atomic>
#include <set>
#include <stdexcept>

using namespace sluice;
using namespace std::chrono_literals;

class WorkerPoolTest : public QObject {
    Q_OBJECT
private slots:
    void runsTasksOnNamedWorkers()
    {
        WorkerPool pool(3);
        QCOMPARE(pool.threadCount(), 3);
        std::mutex m;
        std::set<std::string> names;
        std::atomic<int> ran{0};
        std::atomic<bool> badIndex{false};
        for (int i = 0; i < 30; ++i) {
            QVERIFY(pool.submit("task",
                                [&](TaskContext &ctx) {
                                    char name[16] = {};
                                    pthread_getname_np(pthread_self(), name, sizeof name);
                                    std::lock_guard lock(m);
                                    names.insert(name);
                                    if (ctx.workerIndex < 0 || ctx.workerIndex >= 3)
                                        badIndex = true;
                                    ++ran;
                                    return Status::ok();
                                })
                        .isOk());
        }
        QVERIFY(pool.wait().isOk());
        QCOMPARE(ran.load(), 30);
        QVERIFY(!badIndex.load());
        QVERIFY(!names.empty());
        for (const std::string &n : names)
            QVERIFY(n == "sluice:worker-0" || n == "sluice:worker-1" || n == "sluice:worker-2");
        QCOMPARE(pool.pendingTasks(), std::size_t{0});
        QCOMPARE(WorkerPool::threadName("sluice:worker", 12), std::string("sluice:worke-12"));
    }

    void firstErrorWinsAndCancelsBlockedTasks()
    {
        WorkerPool pool(4);
        BoundedQueue<int> queue(1);
        pool.addCancelHook([&] { queue.cancel(); });
        std::atomic<int> cancelledSeen{0};
        // Two consumers block on a queue nobody fills; only cancellation can free them.
        for (int i = 0; i < 2; ++i) {
            pool.submit("Consumer[" + std::to_string(i) + "]", [&](TaskContext &) {
                int v;
                if (queue.pop(v) == QueueStatus::Cancelled) {
                    ++cancelledSeen;
                    return Status::cancelled("input cancelled");
                }
                return Status::ok();
            });
        }
        pool.submit("GroupAggregate[1]",
                    [](TaskContext &) { return Status::internal("state corrupted"); });
        QVERIFY(pool.waitFor(10s)); // failure guard
        const Status s = pool.status();
        QCOMPARE(s.code(), StatusCode::Internal);
        QCOMPARE(s.origin(), std::string("GroupAggregate[1]"));
        QCOMPARE(s.toString(), std::string("GroupAggregate[1]: state corrupted"));
        QCOMPARE(cancelledSeen.load(), 2);
        QVERIFY(pool.isCancelled());
        QCOMPARE(pool.submit("late", [](TaskContext &) { return Status::ok(); }).code(),
                 StatusCode::Cancelled);
    }

    void exceptionsBecomeErrors()
    {
        WorkerPool pool(1);
        pool.submit("Calc[0]", [](TaskContext &) -> Status { throw std::runtime_error("boom"); });
        const Status s = pool.wait();
        QCOMPARE(s.code(), StatusCode::Internal);
        QCOMPARE(s.toString(), std::string("Calc[0]: unhandled exception: boom"));
    }

    void cancelDropsPendingTasksAndStopsLoops()
    {
        WorkerPool pool(1);
        std::atomic<bool> started{false};
        std::atomic<int> laterRan{0};
        pool.submit("Source[0]", [&](TaskContext &ctx) {
            started = true;
            while (!ctx.isCancelled())
                std::this_thread::yield();
            return Status::cancelled("stopped");
        });
        for (int i = 0; i < 5; ++i)
            pool.submit("never", [&](TaskContext &) {
                ++laterRan;
                return Status::ok();
            });
        while (!started)
            std::this_thread::yield();
        pool.cancel();
        QVERIFY(pool.waitFor(10s));
        QCOMPARE(laterRan.load(), 0);
        QCOMPARE(pool.status().code(), StatusCode::Cancelled);
        pool.shutdown();
        pool.shutdown(); // idempotent
        bool hookRan = false;
        pool.addCancelHook([&] { hookRan = true; }); // already cancelled: runs at once
        QVERIFY(hookRan);
    }

    void destructorCancelsAndJoins()
    {
        std::atomic<bool> started{false};
        std::atomic<bool> exited{false};
        {
            WorkerPool pool(2);
            pool.submit("Loop", [&](TaskContext &ctx) {
                started = true;
                while (!ctx.isCancelled())
                    std::this_thread::yield();
                exited = true;
                return Status::ok();
            });
            while (!started)
                std::this_thread::yield(); // a task that never started would just be dropped
        }                                  // must not hang: the destructor cancels, then joins
        QVERIFY(exited.load());
    }

    void shutdownRunsQueuedTasksToCompletion()
    {
        std::atomic<int> ran{0};
        WorkerPool pool(2);
        for (int i = 0; i < 10; ++i)
            pool.submit("t", [&](TaskContext &) {
                ++ran;
                return Status::ok();
            });
        pool.shutdown();
        QCOMPARE(ran.load(), 10);
        QCOMPARE(pool.submit("after", [](TaskContext &) { return Status::ok(); }).code(),
                 StatusCode::Internal);
    }
};

QTEST_GUILESS_MAIN(WorkerPoolTest)
#include "worker_pool_test.moc"
