// Runtime benchmark (issue 4, section 6): whole jobs through the public API (startJob) from a
// bounded datagen source to a blackhole sink, at parallelism 1 and 2, beside a hand-written
// single-purpose C++ loop doing the same work in the same run:
//   pass     datagen -> blackhole                       (the loop: generate the columns, sink them)
//   filter   WHERE b > 250000, projection a + b, b * 2  (the loop: the same filter and arithmetic)
//   groupby  GROUP BY b COUNT(*), b over 1M keys         (the loop: an open-addressing table of
//                                                        counts emitting +I / -U +U per row)
//   join     l JOIN r ON l.k = r.k, 1M keys per side     (the loop: a symmetric hash join of two
//                                                        open-addressing tables, alternating
//                                                        1024-row batches of the two sides)
// For the engine it prints wall rows/s, CPU seconds (user + system of the whole process, so every
// worker thread counts) and rows per CPU second ("per core"); the ratio is the loop's rate over the
// engine's per-core rate (how many times slower the engine is than the practical limit), both per
// CPU second. Each measurement is repeated; the best run is reported with the spread (slowest /
// best).
//
// Usage: runtime_bench [--repeat N] [--scale F] [--only NAME] [--parallelism P]
//   --scale multiplies the row counts (default 1: 20M pass/filter, 4M groupby, 2 x 1M join);
//   --parallelism runs the engine at P only (default: 1, then 2), e.g. to profile one of them.

#include "bench_support.h"

#include "state/heap_table_parts.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace {

using sluice::bench::cpuSeconds;

using Clock = std::chrono::steady_clock;

constexpr std::int64_t kKeyDomain = 1'000'000;
constexpr std::size_t kBatch = 1024;

struct Measure {
    double wall = 0;
    double cpu = 0;
};

// --- Engine runs ---------------------------------------------------------------------------------

std::string source(const std::string &name, const std::string &cols, std::int64_t rows,
                   const std::string &seqField, const std::string &randField)
{
    return "CREATE TABLE " + name + " (" + cols +
           ") WITH ('connector' = 'datagen', 'rows-per-second' = '1000000000000', "
           "'fields." + seqField + ".kind' = 'sequence', 'fields." + seqField + ".start' = '1', "
           "'fields." + seqField + ".end' = '" + std::to_string(rows) + "', 'fields." + randField +
           ".min' = '1', 'fields." + randField + ".max' = '" + std::to_string(kKeyDomain) +
           "', 'seed' = '7');\n";
}

std::string script(const std::string &workload, std::int64_t rows)
{
    if (workload == "join") {
        // Both sides: keys 1..rows (each key once per side), a random payload.
        return "CREATE TABLE l (k BIGINT, v BIGINT) WITH ('connector' = 'datagen', "
               "'rows-per-second' = '1000000000000', 'fields.k.kind' = 'sequence', "
               "'fields.k.start' = '1', 'fields.k.end' = '" + std::to_string(rows) +
               "', 'fields.v.min' = '1', 'fields.v.max' = '1000', 'seed' = '7');\n"
               "CREATE TABLE r (k BIGINT, w BIGINT) WITH ('connector' = 'datagen', "
               "'rows-per-second' = '1000000000000', 'fields.k.kind' = 'sequence', "
               "'fields.k.start' = '1', 'fields.k.end' = '" + std::to_string(rows) +
               "', 'fields.w.min' = '1', 'fields.w.max' = '1000', 'seed' = '8');\n"
               "CREATE TABLE snk (k BIGINT, v BIGINT, w BIGINT) WITH ('connector' = 'blackhole');\n"
               "INSERT INTO snk SELECT l.k, l.v, r.w FROM l JOIN r ON l.k = r.k;\n";
    }
    std::string s = source("src", "a BIGINT, b BIGINT", rows, "a", "b");
    if (workload == "pass") {
        s += "CREATE TABLE snk (a BIGINT, b BIGINT) WITH ('connector' = 'blackhole');\n"
             "INSERT INTO snk SELECT a, b FROM src;\n";
    } else if (workload == "filter") {
        s += "CREATE TABLE snk (x BIGINT, y BIGINT) WITH ('connector' = 'blackhole');\n"
             "INSERT INTO snk SELECT a + b, b * 2 FROM src WHERE b > 250000;\n";
    } else {
        s += "CREATE TABLE snk (b BIGINT, c BIGINT) WITH ('connector' = 'blackhole');\n"
             "INSERT INTO snk SELECT b, COUNT(*) FROM src GROUP BY b;\n";
    }
    return s;
}

bool runEngine(const std::string &workload, std::int64_t rows, int parallelism, Measure &m)
{
    sluice::JobOptions options;
    options.settings.push_back({"parallelism.default", std::to_string(parallelism)});
    sluice::bench::JobRun run;
    if (!sluice::bench::runJobToEnd(script(workload, rows), std::move(options), workload, run))
        return false;
    m.wall = run.wall;
    m.cpu = run.cpu;
    return true;
}

// --- Hand-written loops --------------------------------------------------------------------------

struct SplitMix {
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::int64_t uniform(std::int64_t lo, std::int64_t hi)
    {
        __extension__ using U128 = unsigned __int128;
        const auto span = static_cast<std::uint64_t>(hi - lo);
        return lo + static_cast<std::int64_t>((U128{next()} * (U128{span} + 1)) >> 64);
    }
};

std::uint64_t mix(std::uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    return k ^ (k >> 33);
}

/// Open-addressing int64 -> int64 table (linear probing, key 0 = empty; keys are >= 1). Its arrays
/// get the memory the engine's heap state gets (heap_table_parts.h: mapped, 2 MiB aligned, advised
/// for transparent huge pages, zero without a clearing pass), so the ratio compares the work
/// rather than how this VM faults in 4 KiB pages (which swung the loop's CPU time 2-3x between
/// runs).
class IntTable {
public:
    explicit IntTable(std::size_t expected)
    {
        std::size_t cap = 16;
        while (cap < expected * 2)
            cap *= 2;
        const std::size_t bytes = cap * sizeof(std::int64_t);
        m_keyBlock = sluice::state::heap::makeZeroedLargeBlock(bytes);
        m_valueBlock = sluice::state::heap::makeZeroedLargeBlock(bytes);
        m_keys = reinterpret_cast<std::int64_t *>(m_keyBlock.get());
        m_values = reinterpret_cast<std::int64_t *>(m_valueBlock.get());
        m_mask = cap - 1;
    }
    /// The value slot of key, inserted as 0 when absent; `inserted` tells which.
    std::int64_t &slot(std::int64_t key, bool &inserted)
    {
        std::size_t i = mix(static_cast<std::uint64_t>(key)) & m_mask;
        while (m_keys[i] != 0 && m_keys[i] != key)
            i = (i + 1) & m_mask;
        inserted = m_keys[i] == 0;
        m_keys[i] = key;
        return m_values[i];
    }
    const std::int64_t *find(std::int64_t key) const
    {
        std::size_t i = mix(static_cast<std::uint64_t>(key)) & m_mask;
        while (m_keys[i] != 0) {
            if (m_keys[i] == key)
                return &m_values[i];
            i = (i + 1) & m_mask;
        }
        return nullptr;
    }

private:
    sluice::state::heap::LargeBlock m_keyBlock;
    sluice::state::heap::LargeBlock m_valueBlock;
    std::int64_t *m_keys = nullptr;
    std::int64_t *m_values = nullptr;
    std::size_t m_mask = 0;
};

/// A columnar output batch of up to kBatch rows (kind + up to 3 BIGINT columns) that a
/// "blackhole" consumes: it folds the rows into a checksum so nothing is optimised away.
struct OutBatch {
    std::uint8_t kind[kBatch];
    std::int64_t col[3][kBatch];
    std::size_t n = 0;
    std::uint64_t checksum = 0;
    void flush()
    {
        for (std::size_t r = 0; r < n; ++r)
            checksum += kind[r] + static_cast<std::uint64_t>(col[0][r] ^ col[1][r] ^ col[2][r]);
        n = 0;
    }
    void push(std::uint8_t k, std::int64_t a, std::int64_t b, std::int64_t c = 0)
    {
        kind[n] = k;
        col[0][n] = a;
        col[1][n] = b;
        col[2][n] = c;
        if (++n == kBatch)
            flush();
    }
};

std::uint64_t handPassOrFilter(std::int64_t rows, bool filter)
{
    SplitMix rng{7};
    std::vector<std::int64_t> a(kBatch), b(kBatch);
    OutBatch out;
    std::int64_t next = 1;
    for (std::int64_t done = 0; done < rows;) {
        const auto n = static_cast<std::size_t>(std::min<std::int64_t>(kBatch, rows - done));
        for (std::size_t i = 0; i < n; ++i)
            a[i] = next++;
        for (std::size_t i = 0; i < n; ++i)
            b[i] = rng.uniform(1, kKeyDomain);
        for (std::size_t i = 0; i < n; ++i) {
            if (!filter)
                out.push(0, a[i], b[i]);
            else if (b[i] > 250000)
                out.push(0, a[i] + b[i], b[i] * 2);
        }
        done += static_cast<std::int64_t>(n);
    }
    out.flush();
    return out.checksum;
}

std::uint64_t handGroupBy(std::int64_t rows)
{
    SplitMix rng{7};
    IntTable counts(static_cast<std::size_t>(kKeyDomain));
    std::vector<std::int64_t> b(kBatch);
    OutBatch out;
    for (std::int64_t done = 0; done < rows;) {
        const auto n = static_cast<std::size_t>(std::min<std::int64_t>(kBatch, rows - done));
        for (std::size_t i = 0; i < n; ++i)
            b[i] = rng.uniform(1, kKeyDomain);
        for (std::size_t i = 0; i < n; ++i) {
            bool inserted = false;
            std::int64_t &c = counts.slot(b[i], inserted);
            if (inserted) {
                c = 1;
                out.push(0, b[i], 1); // +I
            } else {
                out.push(1, b[i], c); // -U
                ++c;
                out.push(2, b[i], c); // +U
            }
        }
        done += static_cast<std::int64_t>(n);
    }
    out.flush();
    return out.checksum;
}

std::uint64_t handJoin(std::int64_t rowsPerSide)
{
    SplitMix rngL{7}, rngR{8};
    IntTable left(static_cast<std::size_t>(rowsPerSide)), right(static_cast<std::size_t>(rowsPerSide));
    std::vector<std::int64_t> k(kBatch), v(kBatch);
    OutBatch out;
    std::int64_t nextL = 1, nextR = 1;
    while (nextL <= rowsPerSide || nextR <= rowsPerSide) {
        for (int side = 0; side < 2; ++side) {
            std::int64_t &next = side == 0 ? nextL : nextR;
            SplitMix &rng = side == 0 ? rngL : rngR;
            IntTable &own = side == 0 ? left : right;
            const IntTable &other = side == 0 ? right : left;
            const auto n = static_cast<std::size_t>(
                std::max<std::int64_t>(0, std::min<std::int64_t>(kBatch, rowsPerSide - next + 1)));
            for (std::size_t i = 0; i < n; ++i)
                k[i] = next++;
            for (std::size_t i = 0; i < n; ++i)
                v[i] = rng.uniform(1, 1000);
            for (std::size_t i = 0; i < n; ++i) {
                bool inserted = false;
                own.slot(k[i], inserted) = v[i];
                if (const std::int64_t *match = other.find(k[i]))
                    out.push(0, k[i], side == 0 ? v[i] : *match, side == 0 ? *match : v[i]);
            }
        }
    }
    out.flush();
    return out.checksum;
}

Measure runHand(const std::string &workload, std::int64_t rows, std::uint64_t &checksum)
{
    const double cpu0 = cpuSeconds();
    const auto t0 = Clock::now();
    if (workload == "pass")
        checksum = handPassOrFilter(rows, false);
    else if (workload == "filter")
        checksum = handPassOrFilter(rows, true);
    else if (workload == "groupby")
        checksum = handGroupBy(rows);
    else
        checksum = handJoin(rows);
    return {std::chrono::duration<double>(Clock::now() - t0).count(), cpuSeconds() - cpu0};
}

} // namespace

int main(int argc, char **argv)
{
    int repeat = 3;
    double scale = 1.0;
    std::string only;
    std::vector<int> parallelisms = {1, 2};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--repeat" && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--scale" && i + 1 < argc)
            scale = std::atof(argv[++i]);
        else if (arg == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (arg == "--parallelism" && i + 1 < argc)
            parallelisms = {std::max(1, std::atoi(argv[++i]))};
        else {
            std::fprintf(stderr, "usage: runtime_bench [--repeat N] [--scale F] [--only NAME] "
                                 "[--parallelism P]\n");
            return 2;
        }
    }
    struct Workload {
        const char *name;
        std::int64_t rows;      // source rows (join: per side)
        std::int64_t inputRows; // rows the job consumes in total
    };
    auto scaled = [&](std::int64_t n) { return std::max<std::int64_t>(1, static_cast<std::int64_t>(n * scale)); };
    const std::vector<Workload> workloads = {
        {"pass", scaled(20'000'000), scaled(20'000'000)},
        {"filter", scaled(20'000'000), scaled(20'000'000)},
        {"groupby", scaled(4'000'000), scaled(4'000'000)},
        {"join", scaled(1'000'000), 2 * scaled(1'000'000)},
    };

    std::printf("%-8s %-12s %12s %12s %10s %14s %8s %9s\n", "workload", "run", "rows",
                "rows/s", "cpu s", "rows/cpu-s", "ratio", "spread");
    for (const Workload &w : workloads) {
        if (!only.empty() && only != w.name)
            continue;
        // Hand-written loop (one thread). Like the engine it is charged by CPU time, so a loaded
        // machine that delays it does not flatter the engine's ratio.
        Measure bestHand{1e30, 1e30};
        double worstHand = 0;
        std::uint64_t checksum = 0;
        for (int r = 0; r < repeat; ++r) {
            const Measure m = runHand(w.name, w.rows, checksum);
            bestHand.wall = std::min(bestHand.wall, m.wall);
            bestHand.cpu = std::min(bestHand.cpu, std::max(m.cpu, 1e-6));
            worstHand = std::max(worstHand, m.wall);
        }
        const double handWallRate = static_cast<double>(w.inputRows) / bestHand.wall;
        const double handRate = static_cast<double>(w.inputRows) / bestHand.cpu;
        std::printf("%-8s %-12s %12" PRId64 " %12.0f %10.3f %14.0f %8s %8.2fx   (checksum %" PRIu64 ")\n",
                    w.name, "hand-written", w.inputRows, handWallRate, bestHand.cpu, handRate, "1.00",
                    worstHand / bestHand.wall, checksum);
        double wallP1 = 0;
        for (int p : parallelisms) {
            Measure best{1e30, 0}, worst{0, 0};
            double bestPerCore = 0;
            bool ok = true;
            for (int r = 0; r < repeat && ok; ++r) {
                Measure m;
                ok = runEngine(w.name, w.rows, p, m);
                if (!ok)
                    break;
                if (m.wall < best.wall)
                    best = m;
                worst.wall = std::max(worst.wall, m.wall);
                bestPerCore = std::max(bestPerCore, static_cast<double>(w.inputRows) / m.cpu);
            }
            if (!ok)
                return 1;
            const double rate = static_cast<double>(w.inputRows) / best.wall;
            if (p == 1)
                wallP1 = rate;
            char label[32];
            std::snprintf(label, sizeof label, "engine p=%d", p);
            std::printf("%-8s %-12s %12" PRId64 " %12.0f %10.3f %14.0f %7.2fx %8.2fx", w.name, label,
                        w.inputRows, rate, best.cpu, bestPerCore, handRate / bestPerCore,
                        worst.wall / best.wall);
            if (p == 2 && wallP1 > 0)
                std::printf("   scaling p1->p2: %.2fx", rate / wallP1);
            std::printf("\n");
            std::fflush(stdout);
        }
    }
    return 0;
}
