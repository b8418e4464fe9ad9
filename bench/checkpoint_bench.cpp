// Checkpoint pause benchmark (issue 22 item 1): how long a subtask stops for its keyed state when
// a barrier passes. Fills a heap backend with N keys (8-byte key, 16-byte value) in a value table
// and N/4 keys x 4 entries in a map table, then times the snapshot written on the subtask thread
// (as before) against the freeze the subtask now does (the coordinator's thread writes the frozen
// tables), and what copy-on-access costs the updates made while a checkpoint is being written.
//
// Usage: checkpoint_bench [--keys N] [--repeat R]

#include "bench_support.h"

#include "common/byte_codec.h"
#include "state/heap_state_backend.h"
#include "state/state_snapshot.h"
#include "state/clock.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

using namespace sluice;

int main(int argc, char **argv)
{
    long long keys = 4'000'000;
    int repeat = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--keys") == 0)
            keys = std::atoll(argv[i + 1]);
        else if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::atoi(argv[i + 1]);
    }
    state::HeapStateOptions options;
    options.inlineTables = false;
    auto backend = state::createHeapStateBackend(state::SystemClock::instance(), options);
    state::ValueTable &values = backend->valueTable("counts", {});
    state::MapTable &maps = backend->mapTable("lists", {});
    char key[8];
    char value[16] = {};
    for (long long k = 0; k < keys; ++k) {
        std::memcpy(key, &k, sizeof k);
        std::memcpy(value, &k, sizeof k);
        const int group = static_cast<int>(k % 128);
        values.put(group, std::string_view(key, 8), std::string_view(value, 16));
        if (k % 4 == 0) {
            for (int e = 0; e < 4; ++e) {
                const char user = static_cast<char>('a' + e);
                maps.put(group, std::string_view(key, 8), std::string_view(&user, 1), std::string_view(value, 16));
            }
        }
    }
    std::printf("checkpoint_bench: %lld value keys, %lld map entries, %.1f MB of state (backend estimate); %s\n",
                keys, keys, static_cast<double>(backend->totalBytes()) / 1e6, bench::cpuModel().c_str());
    double best = 1e9;
    std::size_t bytes = 0;
    for (int r = 0; r < repeat; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        ByteWriter w;
        if (Status s = state::writeKeyedState(*backend, w); !s.isOk()) {
            std::fprintf(stderr, "snapshot failed: %s\n", s.message().c_str());
            return 1;
        }
        const std::string written = w.take();
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        best = std::min(best, ms);
        bytes = written.size();
    }
    std::printf("  written on the subtask thread (before):  %8.1f ms (best of %d), %.1f MB\n", best, repeat,
                static_cast<double>(bytes) / 1e6);

    // Now: the subtask freezes the tables; the coordinator's thread writes them while the
    // subtask updates every value key once (each first access copies its record).
    auto updateAll = [&](long long salt) {
        for (long long k = 0; k < keys; ++k) {
            std::memcpy(key, &k, sizeof k);
            std::memcpy(value + 8, &salt, sizeof salt);
            values.put(static_cast<int>(k % 128), std::string_view(key, 8), std::string_view(value, 16));
        }
    };
    auto ms = [](auto from) {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - from).count();
    };
    double freezeBest = 1e9, writeBest = 1e9, frozenUpdates = 1e9, plainUpdates = 1e9;
    for (int r = 0; r < repeat; ++r) {
        auto t0 = std::chrono::steady_clock::now();
        updateAll(r);
        plainUpdates = std::min(plainUpdates, ms(t0));
        t0 = std::chrono::steady_clock::now();
        auto frozen = backend->freeze();
        if (!frozen || !*frozen) {
            std::fprintf(stderr, "freeze failed\n");
            return 1;
        }
        freezeBest = std::min(freezeBest, ms(t0));
        double writeMs = 0;
        std::thread writer([&] {
            const auto w0 = std::chrono::steady_clock::now();
            ByteWriter w;
            (void)state::writeKeyedState(**frozen, w);
            writeMs = ms(w0);
        });
        t0 = std::chrono::steady_clock::now();
        updateAll(r + 1000);
        frozenUpdates = std::min(frozenUpdates, ms(t0));
        writer.join();
        writeBest = std::min(writeBest, writeMs);
        frozen->reset();
        (void)backend->maintain(0); // thaw
    }
    std::printf("  now: the subtask pauses to freeze:       %8.1f ms; written on another thread in %.1f ms\n",
                freezeBest, writeBest);
    std::printf("  updating every value key: %.1f ms plain, %.1f ms while frozen (copy on access): x%.2f\n",
                plainUpdates, frozenUpdates, frozenUpdates / plainUpdates);
    return 0;
}
