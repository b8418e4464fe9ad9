// Flink's restart strategies (runtime/restart_strategy) on a manual clock: how many restarts
// each allows, after which pause, and how the exponential backoff grows, caps and resets.

#include "runtime/restart_strategy.h"

#include <QTest>

using namespace sluice;
using namespace sluice::runtime;
using std::chrono::milliseconds;

class RestartStrategyTest : public QObject {
    Q_OBJECT
private slots:
    void noneIsTheDefault()
    {
        Configuration config;
        auto s = RestartStrategy::fromConfig(config);
        QVERIFY(s.isOk());
        QVERIFY(!*s);
        QVERIFY(config.set("restart-strategy.type", "none").isOk());
        QVERIFY(!*RestartStrategy::fromConfig(config));
    }

    void fixedDelayAllowsItsAttempts()
    {
        Configuration config;
        QVERIFY(config.set("restart-strategy.type", "fixed-delay").isOk());
        QVERIFY(config.set("restart-strategy.fixed-delay.attempts", "3").isOk());
        QVERIFY(config.set("restart-strategy.fixed-delay.delay", "250 ms").isOk());
        auto s = RestartStrategy::fromConfig(config);
        QVERIFY(s.isOk() && *s);
        for (int i = 0; i < 3; ++i)
            QCOMPARE((*s)->onFailure(1000 * i), std::optional<milliseconds>(milliseconds(250)));
        QCOMPARE((*s)->onFailure(5000), std::optional<milliseconds>());
    }

    void failureRateCountsFailuresWithinTheInterval()
    {
        // At most 2 failures per 10 s: a third within 10 s of the first fails the job.
        auto s = failureRateStrategy(2, 10'000, 100);
        QCOMPARE(s->onFailure(0), std::optional<milliseconds>(milliseconds(100)));
        QCOMPARE(s->onFailure(4'000), std::optional<milliseconds>(milliseconds(100)));
        QCOMPARE(s->onFailure(10'001), std::optional<milliseconds>(milliseconds(100))); // 0 left the window
        QCOMPARE(s->onFailure(12'000), std::optional<milliseconds>());                  // 4 s, 10 s, 12 s
    }

    void exponentialDelayGrowsCapsAndResets()
    {
        // No jitter: 1 s, 2 s, 4 s, capped at 5 s; after an hour without failures, 1 s again.
        auto s = exponentialDelayStrategy(1000, 5000, 2.0, 3'600'000, 0.0, INT32_MAX,
                                          [](std::int64_t, std::int64_t) { return 0; });
        std::int64_t now = 0;
        std::vector<std::int64_t> pauses;
        for (int i = 0; i < 5; ++i) {
            const auto p = s->onFailure(now);
            QVERIFY(p);
            pauses.push_back(p->count());
            now += p->count() + 10; // fails again right after restarting
        }
        QCOMPARE(pauses, (std::vector<std::int64_t>{1000, 2000, 4000, 5000, 5000}));
        now += 3'600'000;
        QCOMPARE(s->onFailure(now), std::optional<milliseconds>(milliseconds(1000)));
    }

    void exponentialDelayJitterAndAttempts()
    {
        // Jitter draws within +/- factor * backoff; after the allowed attempts the job fails.
        std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
        auto s = exponentialDelayStrategy(1000, 60'000, 1.5, 3'600'000, 0.1, 2,
                                          [&](std::int64_t low, std::int64_t high) {
                                              ranges.emplace_back(low, high);
                                              return high;
                                          });
        QCOMPARE(s->onFailure(0), std::optional<milliseconds>(milliseconds(1100)));
        QCOMPARE(s->onFailure(2000), std::optional<milliseconds>(milliseconds(1650)));
        QCOMPARE(s->onFailure(5000), std::optional<milliseconds>());
        QCOMPARE(ranges.front(), (std::pair<std::int64_t, std::int64_t>{-100, 100}));
    }

    void exponentialDelayRefusesInitialAboveMax()
    {
        Configuration config;
        QVERIFY(config.set("restart-strategy.type", "exponential-delay").isOk());
        QVERIFY(config.set("restart-strategy.exponential-delay.initial-backoff", "2 min").isOk());
        auto s = RestartStrategy::fromConfig(config);
        QVERIFY(!s.isOk());
        QVERIFY2(s.status().message().find("cannot be higher than") != std::string::npos, s.status().message().c_str());
    }
};

QTEST_GUILESS_MAIN(RestartStrategyTest)
#include "restart_strategy_test.moc"
