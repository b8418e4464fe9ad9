// The Monitor's non-widget models: ring buffers, unit scaling, per-operator series built from
// engine snapshots (state split per join side), /proc parsing and the plan-to-metrics mapping.
#include <metric_history.h>
#include <metric_series.h>
#include <operator_mapping.h>
#include <process_stats.h>
#include <unit_scale.h>

#include <sluice/script.h>

#include <QTest>

#include <string_view>

#include <ctime>

using namespace sluice;

namespace {

SubtaskMetrics subtask(const char *id, const char *name, int index)
{
    SubtaskMetrics m;
    m.operatorId = id;
    m.operatorName = name;
    // As the engine marks them (SubtaskMetricGroup::read).
    m.source = std::string_view(name).starts_with("Source(");
    m.sink = std::string_view(name).starts_with("Sink(");
    m.subtaskIndex = index;
    m.parallelism = 2;
    return m;
}

} // namespace

class MonitorModelsTest : public QObject
{
    Q_OBJECT

private slots:
    void ringBufferKeepsTheNewestSamples()
    {
        MetricSeries series(3);
        for (int i = 1; i <= 5; ++i)
            series.append(i, i * 10);
        QCOMPARE(series.size(), 3);
        QCOMPARE(series.at(0), QPointF(3, 30));
        QCOMPARE(series.last(), QPointF(5, 50));
        QCOMPARE(series.peak(), 50.0);
        QCOMPARE(series.average(), 40.0);
        // The window starts with the sample just before it, so lines enter from the left edge.
        const auto window = series.window(4.5, 10);
        QCOMPARE(window.size(), std::size_t(2));
        QCOMPARE(window.front(), QPointF(4, 40));
        series.setCapacity(2);
        QCOMPARE(series.size(), 2);
        QCOMPARE(series.at(0), QPointF(4, 40));
        series.append(6, 60);
        QCOMPARE(series.at(0), QPointF(5, 50));
        series.setCapacity(10);
        series.append(7, 70);
        QCOMPARE(series.size(), 3);
        QCOMPARE(series.at(0), QPointF(5, 50));
    }

    void unitsScale()
    {
        using U = UnitScale::Unit;
        QCOMPARE(UnitScale::scaleFor(999, U::Count).suffix, QString());
        QCOMPARE(UnitScale::scaleFor(1500, U::Count).suffix, QStringLiteral("k"));
        QCOMPARE(UnitScale::scaleFor(2.5e6, U::Rate).suffix, QStringLiteral("M/s"));
        QCOMPARE(UnitScale::scaleFor(2.5e6, U::Rate).divisor, 1e6);
        QCOMPARE(UnitScale::scaleFor(1023, U::Bytes).suffix, QStringLiteral("B"));
        QCOMPARE(UnitScale::scaleFor(1024, U::Bytes).suffix, QStringLiteral("KiB"));
        QCOMPARE(UnitScale::scaleFor(3.0 * 1024 * 1024, U::Bytes).suffix, QStringLiteral("MiB"));
        QCOMPARE(UnitScale::format(1250, U::Rate), QStringLiteral("1.25 k/s"));
        QCOMPARE(UnitScale::format(12.5, U::Rate), QStringLiteral("12.5/s"));
        QCOMPARE(UnitScale::format(512, U::Bytes), QStringLiteral("512 B"));
        QCOMPARE(UnitScale::format(1.5 * 1024 * 1024, U::Bytes), QStringLiteral("1.50 MiB"));
        QCOMPARE(UnitScale::format(42, U::Count), QStringLiteral("42"));
        QCOMPARE(UnitScale::format(37.5, U::Percent), QStringLiteral("37.5%"));
    }

    void historySumsSubtasksAndSplitsJoinSides()
    {
        MetricsSnapshot first;
        auto source0 = subtask("t0.source", "Source(orders)", 0);
        source0.recordsOut = 100;
        source0.recordsOutPerSecond = 100;
        auto source1 = subtask("t0.source", "Source(orders)", 1);
        source1.recordsOut = 50;
        source1.recordsOutPerSecond = 50;
        auto join0 = subtask("t2.0", "Join", 0);
        join0.stateEntries = 30;
        join0.stateBytes = 3000;
        join0.inputQueueCapacity = 10;
        join0.inputQueueFill = 0.5;
        join0.extra = {{"left.stateEntries", 10}, {"right.stateEntries", 20},
                       {"left.stateBytes", 1000}, {"right.stateBytes", 2000}};
        auto join1 = subtask("t2.0", "Join", 1);
        join1.extra = {{"left.stateEntries", 5}, {"right.stateEntries", 0}};
        join1.inputQueueCapacity = 10;
        join1.inputQueueFill = 0.9;
        auto sink = subtask("t2.1", "Sink(out)", 0);
        sink.recordsIn = 140;
        sink.recordsInPerSecond = 140;
        sink.miniBatchFlushes = 2;
        sink.stateExpired = 7;
        sink.stateExpiredPerSecond = 7;
        first.subtasks = {source0, source1, join0, join1, sink};

        MetricHistory history(100);
        history.addSnapshot(1.0, first);
        QCOMPARE(history.operatorIds(),
                 (QStringList{QStringLiteral("t0.source"), QStringLiteral("t2.0"),
                              QStringLiteral("t2.1")}));
        const int read = history.indexOf(MetricKind::RecordsInRate, {});
        const int written = history.indexOf(MetricKind::RecordsOutRate, {});
        QCOMPARE(history.series(read).last().y(), 150.0);
        QCOMPARE(history.series(written).last().y(), 140.0);
        QCOMPARE(history.totalRecordsRead(), qint64(150));
        QCOMPARE(history.totalRecordsWritten(), qint64(140));
        QCOMPARE(history.totalExpired(), qint64(7));
        // Per join side, summed over the subtasks; no undivided total for the join.
        const int left = history.indexOf(MetricKind::StateEntries, QStringLiteral("t2.0"),
                                         QStringLiteral("left"));
        const int right = history.indexOf(MetricKind::StateEntries, QStringLiteral("t2.0"),
                                          QStringLiteral("right"));
        QVERIFY(left >= 0 && right >= 0);
        QCOMPARE(history.series(left).last().y(), 15.0);
        QCOMPARE(history.series(right).last().y(), 20.0);
        QCOMPARE(history.indexOf(MetricKind::StateEntries, QStringLiteral("t2.0")), -1);
        QCOMPARE(history.info(left).label, QStringLiteral("Join [t2.0] left"));
        // Backpressure: the fullest subtask's queue, in percent.
        const int fill = history.indexOf(MetricKind::QueueFill, QStringLiteral("t2.0"));
        QCOMPARE(history.series(fill).last().y(), 90.0);
        // Stateless operators get no state series.
        QCOMPARE(history.indexOf(MetricKind::StateBytes, QStringLiteral("t0.source")), -1);

        // Mini-batch figures come from counter deltas between samples.
        MetricsSnapshot second = first;
        second.subtasks[4].miniBatchFlushes = 6;
        second.subtasks[4].recordsIn = 540;
        history.addSnapshot(3.0, second);
        const int flushes = history.indexOf(MetricKind::MiniBatchFlushRate, QStringLiteral("t2.1"));
        const int size = history.indexOf(MetricKind::MiniBatchSize, QStringLiteral("t2.1"));
        QCOMPARE(history.series(flushes).last(), QPointF(3.0, 2.0));
        QCOMPARE(history.series(size).last().y(), 100.0);

        history.setOperatorLabel(QStringLiteral("t2.0"), QStringLiteral("Join #4"));
        QCOMPARE(history.info(left).label, QStringLiteral("Join #4 left"));
        history.setCapacity(1);
        QCOMPARE(history.series(read).size(), 1);
    }

    void eventTimeLagOnlyWhereOperatorsHaveWatermarks()
    {
        constexpr qint64 kNow = 1'700'000'010'000;
        MetricsSnapshot snapshot;
        auto source = subtask("t0.source", "Source(clicks)", 0); // before the assigner
        auto assigner0 = subtask("t0.0", "WatermarkAssigner", 0);
        assigner0.currentWatermark = kNow - 3000;
        auto assigner1 = subtask("t0.0", "WatermarkAssigner", 1);
        assigner1.currentWatermark = kNow - 5000; // the slower subtask sets the operator's time
        auto window0 = subtask("t1.0", "WindowAggregate", 0);
        window0.currentWatermark = kNow - 5000;
        auto window1 = subtask("t1.0", "WindowAggregate", 1); // no watermark yet
        snapshot.subtasks = {source, assigner0, assigner1, window0, window1};

        MetricHistory history(100);
        history.addSnapshot(1.0, snapshot, kNow);
        const int assigner = history.indexOf(MetricKind::EventTimeLag, QStringLiteral("t0.0"));
        QVERIFY(assigner >= 0);
        QCOMPARE(history.series(assigner).last(), QPointF(1.0, 5000.0));
        QCOMPARE(history.indexOf(MetricKind::EventTimeLag, QStringLiteral("t0.source")), -1);
        QCOMPARE(history.indexOf(MetricKind::EventTimeLag, QStringLiteral("t1.0")), -1);
        const int job = history.indexOf(MetricKind::EventTimeLag, {});
        QVERIFY(job >= 0);
        QCOMPARE(history.series(job).last().y(), 5000.0);
        QCOMPARE(unitOf(MetricKind::EventTimeLag), UnitScale::Unit::Duration);

        // Event time advances; once an input ends (MAX) its operator has no lag to chart.
        snapshot.subtasks[1].currentWatermark = kNow - 1000;
        snapshot.subtasks[2].currentWatermark = kNow - 1500;
        snapshot.subtasks[4].currentWatermark = kNow - 2500;
        history.addSnapshot(2.0, snapshot, kNow + 1000);
        const int window = history.indexOf(MetricKind::EventTimeLag, QStringLiteral("t1.0"));
        QVERIFY(window >= 0);
        QCOMPARE(history.series(assigner).last(), QPointF(2.0, 2500.0));
        QCOMPARE(history.series(window).last(), QPointF(2.0, 6000.0));
        QCOMPARE(history.series(job).last().y(), 6000.0); // the operator furthest behind
        snapshot.subtasks[1].currentWatermark = INT64_MAX;
        snapshot.subtasks[2].currentWatermark = INT64_MAX;
        history.addSnapshot(3.0, snapshot, kNow + 2000);
        QCOMPARE(history.series(assigner).size(), 2);
        QCOMPARE(history.series(window).last(), QPointF(3.0, 7000.0));

        // A job without watermarks has no lag series at all.
        MetricHistory plain(10);
        MetricsSnapshot noWatermarks;
        noWatermarks.subtasks = {source, subtask("t0.1", "Calc", 0)};
        plain.addSnapshot(1.0, noWatermarks, kNow);
        QVERIFY(plain.seriesOf(MetricKind::EventTimeLag).empty());

        QCOMPARE(UnitScale::format(850, UnitScale::Unit::Duration), QStringLiteral("850 ms"));
        QCOMPARE(UnitScale::format(2500, UnitScale::Unit::Duration), QStringLiteral("2.50 s"));
        QCOMPARE(UnitScale::scaleFor(120000, UnitScale::Unit::Duration).suffix,
                 QStringLiteral("min"));
    }

    void csvHasOneRowPerSampleAndUnitsInTheHeader()
    {
        MetricHistory history(100);
        MetricsSnapshot snapshot;
        auto source = subtask("t0.source", "Source(orders)", 0);
        auto join = subtask("t1.0", "Join", 0);
        join.extra = {{"left.stateBytes", 2048}};
        snapshot.subtasks = {source, join};
        for (int i = 1; i <= 3; ++i) {
            snapshot.subtasks[0].recordsOutPerSecond = 100.0 * i;
            snapshot.subtasks[1].extra[0].second = 2048 * i;
            history.addSnapshot(i * 0.5, snapshot);
        }
        history.addProcessSample(1.5, 12.5, 1e6); // only at the last instant
        history.setOperatorLabel(QStringLiteral("t1.0"), QStringLiteral("Join #2"));

        const QList<QByteArray> lines = history.toCsv().split('\n');
        QCOMPARE(lines.size(), 1 + 3 + 1); // header, three samples, the final line break
        QVERIFY(lines.last().isEmpty());
        const QList<QByteArray> header = lines[0].split(',');
        QCOMPARE(header.size(), 1 + history.seriesCount());
        QCOMPARE(header[0], QByteArray("time (s)"));
        QVERIFY(header.contains("recordsOutPerSecond[job] (records/s)"));
        QVERIFY(header.contains("left.stateBytes[Join #2] (bytes)")); // as the legends name it
        QVERIFY(header.contains("processCpu[process] (% of one core)"));
        for (int row = 1; row <= 3; ++row) {
            const QList<QByteArray> cells = lines[row].split(',');
            QCOMPARE(cells.size(), header.size());
            QCOMPARE(cells[0].toDouble(), row * 0.5);
            for (int s = 0; s < history.seriesCount(); ++s) {
                const MetricSeries &series = history.series(s);
                // Each series' sample at this instant, or an empty cell where it has none.
                QString expected;
                for (int i = 0; i < series.size(); ++i) {
                    if (series.at(i).x() == row * 0.5)
                        expected = QString::number(series.at(i).y(), 'g', 12);
                }
                QCOMPARE(QString::fromUtf8(cells[s + 1]), expected);
            }
        }
        const int bytes = history.indexOf(MetricKind::StateBytes, QStringLiteral("t1.0"),
                                          QStringLiteral("left"));
        QCOMPARE(lines[3].split(',')[bytes + 1], QByteArray("6144"));
        QVERIFY(lines[1].split(',')[header.indexOf("processCpu[process] (% of one core)")]
                    .isEmpty());
        // A name with a separator is quoted (RFC 4180).
        history.setOperatorLabel(QStringLiteral("t1.0"), QStringLiteral("Join, \"a\""));
        QVERIFY(history.toCsv().split('\n')[0].contains(",\"left.stateBytes[Join, \"\"a\"\"] (bytes)\","));
    }

    void seriesMemoryIsBounded()
    {
        MetricHistory history(50);
        MetricsSnapshot snapshot;
        for (int op = 0; op < 20; ++op)
            snapshot.subtasks.push_back(subtask(qPrintable(QStringLiteral("t%1.0").arg(op)),
                                                "Calc", 0));
        for (int i = 0; i < 50; ++i)
            history.addSnapshot(i, snapshot);
        const qint64 full = history.memoryBytes();
        QVERIFY(full > 0);
        for (int i = 50; i < 5000; ++i)
            history.addSnapshot(i, snapshot);
        QCOMPARE(history.memoryBytes(), full);
        QCOMPARE(history.memoryBytes(),
                 qint64(history.seriesCount()) * 50 * qint64(sizeof(QPointF)));
    }

    void procFilesParse()
    {
        // The command name may contain spaces and parentheses.
        const QByteArray stat = "4242 (my (odd) app) S 1 2 3 4 5 6 7 8 9 10 120 30 0 0 20 0 9 0";
        QCOMPARE(ProcessStats::parseCpuTicks(stat), qint64(150));
        QCOMPARE(ProcessStats::parseCpuTicks("garbage"), qint64(-1));
        QCOMPARE(ProcessStats::parseResidentPages("1000 250 30 1 0 90 0\n"), qint64(250));
        QCOMPARE(ProcessStats::parseResidentPages(""), qint64(-1));
        ProcessStats stats;
        double cpu = -1;
        qint64 memory = 0;
        QVERIFY(stats.sample(&cpu, &memory));
        QCOMPARE(cpu, 0.0);
        QVERIFY(memory > 1024 * 1024);
        // Burn 150 ms of this process's CPU time (not wall time: a loaded machine may give the
        // test a small share of a core): the next sample must see it, as a share of the elapsed
        // time no larger than the CPU time over the wall time it took.
        QElapsedTimer wall;
        wall.start();
        const auto cpuNow = [] {
            timespec t{};
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
            return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
        };
        const double cpu0 = cpuNow();
        volatile double sink = 0;
        while (cpuNow() - cpu0 < 150.0)
            sink = sink + 1.0;
        QVERIFY(stats.sample(&cpu, &memory));
        const double upper = (cpuNow() - cpu0 + 20.0) / static_cast<double>(wall.elapsed()) * 100.0;
        QVERIFY2(cpu > 0.0 && cpu <= upper,
                 qPrintable(QString::number(cpu) + " vs at most " + QString::number(upper)));
    }

    void mappingFollowsThePlanInPostOrder()
    {
        StatementPlan plan;
        plan.nodes = {{0, "TableSourceScan", {}, 2, "[I]", {}, {}, {}, {}},
                      {1, "Exchange", {}, 2, "[I]", {}, {}, {0}, {}},
                      {2, "TableSourceScan", {}, 2, "[I]", {}, {}, {}, {}},
                      {3, "Calc", {}, 2, "[I]", {}, {}, {2}, {}},
                      {4, "Exchange", {}, 2, "[I]", {}, {}, {3}, {}},
                      {5, "Join", {}, 2, "[I]", {}, {}, {1, 4}, {}},
                      {6, "GroupAggregate", {}, 2, "[I]", {}, {}, {5}, {}},
                      {7, "Sink", {}, 2, "[I]", {}, {}, {6}, {}}};
        // In the engine's order of registration, shuffled: the mapping sorts by task and position.
        const std::vector<std::pair<QString, QString>> operators = {
            {QStringLiteral("t2.2"), QStringLiteral("Sink(out)")},
            {QStringLiteral("t0.source"), QStringLiteral("Source(a)")},
            {QStringLiteral("t1.source"), QStringLiteral("Source(b)")},
            {QStringLiteral("t1.0"), QStringLiteral("Calc")},
            {QStringLiteral("t2.0"), QStringLiteral("Join")},
            {QStringLiteral("t2.1"), QStringLiteral("GlobalGroupAggregate")},
        };
        OperatorMapping mapping;
        QVERIFY(mapping.build({plan}, operators));
        QCOMPARE(mapping.operatorIdOf(0, 0), QStringLiteral("t0.source"));
        QCOMPARE(mapping.operatorIdOf(0, 3), QStringLiteral("t1.0"));
        QCOMPARE(mapping.operatorIdOf(0, 5), QStringLiteral("t2.0"));
        QCOMPARE(mapping.operatorIdOf(0, 7), QStringLiteral("t2.2"));
        QCOMPARE(mapping.operatorIdOf(0, 1), QString()); // exchanges have no operator
        QCOMPARE(mapping.nodeOf(QStringLiteral("t2.1")).node, 6);

        // Names that disagree with the plan map nothing.
        auto wrong = operators;
        wrong[3].second = QStringLiteral("Rank");
        QVERIFY(!mapping.build({plan}, wrong));
        QVERIFY(mapping.isEmpty());
        wrong = operators;
        wrong.pop_back();
        QVERIFY(!mapping.build({plan}, wrong));
    }
};

QTEST_GUILESS_MAIN(MonitorModelsTest)
#include "monitor_models_test.moc"
