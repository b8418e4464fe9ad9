// Data-path benchmark: build batches of (id BIGINT, name STRING, price DOUBLE), hash the key,
// route it to a key group and subtask, and hand the batch to a second thread through a bounded
// queue, which sums it; then the same work as a hand-written single-purpose loop. Prints rows/s
// for both and their ratio (engine / hand-written), measured in one run.
//
// Usage: datapath_bench [rows]   (default 20,000,000)

#include "common/key_hasher.h"
#include "common/row_batch.h"
#include "runtime/bounded_queue.h"
#include "runtime/key_groups.h"

#include <xxhash.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

using namespace sluice;

namespace {

constexpr std::size_t kBatchRows = 1024;
constexpr std::size_t kQueueDepth = 8;
constexpr int kMaxParallelism = 128;
constexpr int kParallelism = 4;
const char *const kNames[] = {"Alice", "Bob", "Carol", "Dave", "Eve", "Mallory", "Trent", "Peggy"};

struct RunResult {
    double seconds = 0;
    double checksum = 0;
};

// --- Engine path -------------------------------------------------------------------------------

RunResult runEngine(std::size_t rows)
{
    auto schema = Schema::make({{"id", LogicalType::bigInt(false)},
                                {"name", LogicalType::string()},
                                {"price", LogicalType::doubleType()}});
    KeyHasher hasher(*schema, {0});
    KeyGroupAssigner assigner(kMaxParallelism, kParallelism);
    BoundedQueue<RowBatch> toConsumer(kQueueDepth);
    BoundedQueue<RowBatch> recycled(kQueueDepth + 2);
    for (std::size_t i = 0; i < kQueueDepth + 2; ++i)
        recycled.push(RowBatch(schema, kBatchRows));

    RunResult result;
    const auto start = std::chrono::steady_clock::now();
    std::thread consumer([&] {
        RowBatch batch;
        double sum = 0;
        while (toConsumer.pop(batch) == QueueStatus::Ok) {
            const double *prices = batch.values<double>(2);
            const std::int64_t *ids = batch.values<std::int64_t>(0);
            for (std::size_t r = 0; r < batch.size(); ++r)
                sum += prices[r] + static_cast<double>(ids[r] & 1) + batch.getString(1, r).size();
            batch.clear();
            recycled.push(std::move(batch));
        }
        result.checksum = sum;
    });

    std::vector<std::uint64_t> hashes(kBatchRows);
    std::vector<std::uint16_t> groups(kBatchRows), subtasks(kBatchRows);
    std::uint64_t routed = 0;
    std::size_t produced = 0;
    RowBatch batch;
    while (produced < rows) {
        recycled.pop(batch);
        const std::size_t n = std::min(kBatchRows, rows - produced);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t row = batch.appendRow();
            const std::size_t id = produced + i;
            batch.set<std::int64_t>(0, row, static_cast<std::int64_t>(id));
            batch.setString(1, row, kNames[id & 7]);
            batch.set<double>(2, row, static_cast<double>(id % 1000) * 0.5);
        }
        hasher.hashBatch(batch, hashes);
        assigner.assign(std::span(hashes).first(n), groups, subtasks);
        for (std::size_t i = 0; i < n; ++i)
            routed += subtasks[i];
        produced += n;
        toConsumer.push(std::move(batch));
    }
    toConsumer.closeProducer();
    consumer.join();
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.checksum += static_cast<double>(routed);
    return result;
}

// --- Hand-written path ---------------------------------------------------------------------------

struct RawBatch {
    std::size_t size = 0;
    std::vector<std::int64_t> ids = std::vector<std::int64_t>(kBatchRows);
    std::vector<double> prices = std::vector<double>(kBatchRows);
    std::vector<std::uint32_t> nameOffsets = std::vector<std::uint32_t>(kBatchRows + 1);
    std::vector<char> nameBytes = std::vector<char>(kBatchRows * 16);
};

// The simplest correct blocking hand-off: a mutex, two condition variables, a deque of pointers.
class RawQueue {
public:
    explicit RawQueue(std::size_t capacity) : m_capacity(capacity) {}

    void push(RawBatch *b)
    {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock, [&] { return m_items.size() < m_capacity; });
        m_items.push_back(b);
        lock.unlock();
        m_notEmpty.notify_one();
    }
    RawBatch *pop() // nullptr at end
    {
        std::unique_lock lock(m_mutex);
        m_notEmpty.wait(lock, [&] { return !m_items.empty() || m_closed; });
        if (m_items.empty())
            return nullptr;
        RawBatch *b = m_items.front();
        m_items.pop_front();
        lock.unlock();
        m_notFull.notify_one();
        return b;
    }
    void close()
    {
        {
            std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_notEmpty.notify_all();
    }

private:
    const std::size_t m_capacity;
    std::mutex m_mutex;
    std::condition_variable m_notEmpty, m_notFull;
    std::deque<RawBatch *> m_items;
    bool m_closed = false;
};

RunResult runHandWritten(std::size_t rows)
{
    std::vector<RawBatch> storage(kQueueDepth + 2);
    RawQueue toConsumer(kQueueDepth);
    RawQueue recycled(kQueueDepth + 2);
    for (RawBatch &b : storage)
        recycled.push(&b);
    std::uint16_t subtaskOfGroup[kMaxParallelism];
    for (int g = 0; g < kMaxParallelism; ++g)
        subtaskOfGroup[g] = static_cast<std::uint16_t>(g * kParallelism / kMaxParallelism);

    RunResult result;
    const auto start = std::chrono::steady_clock::now();
    std::thread consumer([&] {
        double sum = 0;
        while (RawBatch *b = toConsumer.pop()) {
            for (std::size_t r = 0; r < b->size; ++r)
                sum += b->prices[r] + static_cast<double>(b->ids[r] & 1) +
                       (b->nameOffsets[r + 1] - b->nameOffsets[r]);
            b->size = 0;
            recycled.push(b);
        }
        result.checksum = sum;
    });

    std::uint64_t routed = 0;
    std::size_t produced = 0;
    while (produced < rows) {
        RawBatch *b = recycled.pop();
        const std::size_t n = std::min(kBatchRows, rows - produced);
        std::uint32_t offset = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t id = produced + i;
            b->ids[i] = static_cast<std::int64_t>(id);
            const char *name = kNames[id & 7];
            const std::size_t len = std::strlen(name);
            b->nameOffsets[i] = offset;
            std::memcpy(b->nameBytes.data() + offset, name, len);
            offset += static_cast<std::uint32_t>(len);
            b->prices[i] = static_cast<double>(id % 1000) * 0.5;
        }
        b->nameOffsets[n] = offset;
        b->size = n;
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t h = XXH3_64bits_withSeed(&b->ids[i], 8, KeyHasher::kSeed);
            const int group = murmurHash(static_cast<std::int32_t>(h)) % kMaxParallelism;
            routed += subtaskOfGroup[group];
        }
        produced += n;
        toConsumer.push(b);
    }
    toConsumer.close();
    consumer.join();
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.checksum += static_cast<double>(routed);
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    const std::size_t rows = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 20'000'000;
    // Warm up both paths once (page faults, allocator), then measure.
    runEngine(rows / 10 + 1);
    runHandWritten(rows / 10 + 1);
    const RunResult engine = runEngine(rows);
    const RunResult hand = runHandWritten(rows);
    const double engineRate = static_cast<double>(rows) / engine.seconds;
    const double handRate = static_cast<double>(rows) / hand.seconds;
    std::printf(
        "datapath: batch build + xxhash key + key group routing + queue hand-off (2 threads)\n");
    std::printf("rows              %zu\n", rows);
    std::printf("engine            %.2f M rows/s (%.3f s)\n", engineRate / 1e6, engine.seconds);
    std::printf("hand-written      %.2f M rows/s (%.3f s)\n", handRate / 1e6, hand.seconds);
    std::printf("ratio             %.2fx slower than hand-written\n", handRate / engineRate);
    if (engine.checksum != hand.checksum) {
        std::fprintf(stderr, "checksum mismatch: engine %.1f, hand-written %.1f\n", engine.checksum,
                     hand.checksum);
        return 1;
    }
    return 0;
}
