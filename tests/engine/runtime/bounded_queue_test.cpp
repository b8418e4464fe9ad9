#include "common/row_batch.h"
#include "runtime/bounded_queue.h"

#include <QTest>

#include <atomic>
#include <future>
#include <thread>

using namespace sluice;
using namespace std::chrono_literals;

namespace {
// A failure guard only: a correct implementation finishes far sooner.
constexpr auto kGuard = 10s;

template <typename F> bool finishesWithin(std::future<F> &f)
{
    return f.wait_for(kGuard) == std::future_status::ready;
}
} // namespace

class BoundedQueueTest : public QObject {
    Q_OBJECT
private slots:
    void fifoAndNonBlockingCalls()
    {
        BoundedQueue<int> q(2);
        QCOMPARE(q.tryPush(1), QueueStatus::Ok);
        QCOMPARE(q.tryPush(2), QueueStatus::Ok);
        int three = 3;
        QCOMPARE(q.tryPush(std::move(three)), QueueStatus::Full);
        QCOMPARE(q.size(), std::size_t{2});
        QCOMPARE(q.fill().capacity, std::size_t{2});
        int v = 0;
        QCOMPARE(q.tryPop(v), QueueStatus::Ok);
        QCOMPARE(v, 1);
        QCOMPARE(q.pop(v), QueueStatus::Ok);
        QCOMPARE(v, 2);
        QCOMPARE(q.tryPop(v), QueueStatus::Empty);
        QCOMPARE(q.popFor(v, 1ms), QueueStatus::Empty);
    }

    void fullQueueBlocksTheProducerUntilConsumed()
    {
        BoundedQueue<int> q(1);
        QCOMPARE(q.push(1), QueueStatus::Ok);
        std::atomic<bool> pushed{false};
        auto producer = std::async(std::launch::async, [&] {
            const QueueStatus s = q.push(2); // blocks: queue is full
            pushed = true;
            return s;
        });
        // The producer cannot finish while the queue is full: it is still blocked after it had
        // every chance to run (it can only complete after our pop below).
        QCOMPARE(producer.wait_for(50ms), std::future_status::timeout);
        QVERIFY(!pushed.load());
        int v = 0;
        QCOMPARE(q.pop(v), QueueStatus::Ok);
        QCOMPARE(v, 1);
        QVERIFY(finishesWithin(producer));
        QCOMPARE(producer.get(), QueueStatus::Ok);
        QCOMPARE(q.pop(v), QueueStatus::Ok);
        QCOMPARE(v, 2);
    }

    void endOfInputAfterAllProducersClose()
    {
        constexpr int kProducers = 3;
        constexpr int kPerProducer = 2000;
        BoundedQueue<int> q(4, kProducers);
        std::vector<std::thread> producers;
        for (int p = 0; p < kProducers; ++p) {
            producers.emplace_back([&q, p] {
                for (int i = 0; i < kPerProducer; ++i)
                    q.push(p * kPerProducer + i);
                q.closeProducer();
            });
        }
        auto consumer = std::async(std::launch::async, [&] {
            std::vector<int> lastSeen(kProducers, -1);
            int count = 0;
            int v;
            QueueStatus s;
            while ((s = q.pop(v)) == QueueStatus::Ok) {
                const int p = v / kPerProducer;
                if (v <= lastSeen[p])
                    return -1; // per-producer order broken
                lastSeen[p] = v;
                ++count;
            }
            return s == QueueStatus::Closed ? count : -2;
        });
        QVERIFY(finishesWithin(consumer));
        QCOMPARE(consumer.get(), kProducers * kPerProducer);
        for (auto &t : producers)
            t.join();
        int v = 0;
        QCOMPARE(q.pop(v), QueueStatus::Closed);
        QCOMPARE(q.push(1), QueueStatus::Closed);
    }

    void itemsQueuedBeforeCloseAreStillDelivered()
    {
        BoundedQueue<int> q(4);
        q.push(7);
        q.closeProducer();
        int v = 0;
        QCOMPARE(q.pop(v), QueueStatus::Ok);
        QCOMPARE(v, 7);
        QCOMPARE(q.pop(v), QueueStatus::Closed);
    }

    void cancelWakesEveryWaiter()
    {
        BoundedQueue<int> full(1);
        full.push(0);
        BoundedQueue<int> empty(1);
        std::vector<std::future<QueueStatus>> waiters;
        for (int i = 0; i < 3; ++i) {
            waiters.push_back(std::async(std::launch::async, [&] { return full.push(1); }));
            waiters.push_back(std::async(std::launch::async, [&] {
                int v;
                return empty.pop(v);
            }));
        }
        for (auto &w : waiters)
            QCOMPARE(w.wait_for(20ms), std::future_status::timeout); // all blocked
        full.cancel();
        empty.cancel();
        for (auto &w : waiters) {
            QVERIFY(finishesWithin(w));
            QCOMPARE(w.get(), QueueStatus::Cancelled);
        }
        QVERIFY(full.isCancelled());
        int v;
        QCOMPARE(full.tryPop(v), QueueStatus::Cancelled);
        QCOMPARE(empty.popFor(v, 1h), QueueStatus::Cancelled);
    }

    void movesBatchesWithoutCopying()
    {
        auto schema = Schema::make({{"s", LogicalType::string()}});
        BoundedQueue<RowBatch> q(2);
        RowBatch b(schema);
        b.setString(0, b.appendRow(), "payload");
        const char *bytes = b.getString(0, 0).data();
        QCOMPARE(q.push(std::move(b)), QueueStatus::Ok);
        RowBatch out;
        QCOMPARE(q.pop(out), QueueStatus::Ok);
        QCOMPARE(out.getString(0, 0).data(), bytes); // the same arena travelled
    }
};

QTEST_GUILESS_MAIN(BoundedQueueTest)
#include "bounded_queue_test.moc"
