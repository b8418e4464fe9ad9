#include "connector_test_support.h"
#include "connectors/datagen_source.h"
#include "state/clock.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace sluice;
using namespace sluice::testing;
using T = LogicalType;

namespace {

std::unique_ptr<exec::SourceReader> makeReader(const TestTable &t, Status *error = nullptr)
{
    static std::vector<std::shared_ptr<plan::ScanNode>> keep; // nodes outlive readers
    keep.push_back(t.scan());
    auto r = exec::makeSourceReader(*keep.back());
    if (!r) {
        if (error)
            *error = r.status();
        return nullptr;
    }
    return std::move(*r);
}

std::vector<std::string> runSubtask(const TestTable &t, int index, int parallelism,
                                    const state::Clock *clock = nullptr)
{
    Subtask sub(index, parallelism);
    if (clock)
        sub.context.clock = clock;
    auto reader = makeReader(t);
    if (!reader || !reader->open(sub.context).isOk())
        return {"<open failed>"};
    Status err;
    auto rows = drain(*reader, schemaOf(t.scan()->schema), &err);
    if (!err.isOk())
        rows.push_back("<error " + err.message() + ">");
    return rows;
}

} // namespace

class DataGenSourceTest : public QObject {
    Q_OBJECT
private slots:
    void seededRandomDataIsReproducible()
    {
        const Options opts = {
            {"connector", "datagen"}, {"number-of-rows", "50"}, {"rows-per-second", "1000000"},
            {"seed", "42"},           {"fields.i.min", "-5"},   {"fields.i.max", "5"},
            {"fields.s.length", "8"}, {"fields.d.min", "1.5"},  {"fields.d.max", "2.5"}};
        TestTable t("gen",
                    {{"i", T::integer()},
                     {"s", T::string()},
                     {"d", T::doubleType()},
                     {"m", T::decimal(6, 2)},
                     {"b", T::boolean()}},
                    opts);
        state::ManualClock clock(1'700'000'000'000);
        const auto a = runSubtask(t, 0, 1, &clock);
        const auto b = runSubtask(t, 0, 1, &clock);
        QCOMPARE(a.size(), std::size_t(50));
        QCOMPARE(a, b);

        // A different seed gives different data.
        Options other = opts;
        other[3].second = "43";
        TestTable t2("gen",
                     {{"i", T::integer()},
                      {"s", T::string()},
                      {"d", T::doubleType()},
                      {"m", T::decimal(6, 2)},
                      {"b", T::boolean()}},
                     other);
        QVERIFY(runSubtask(t2, 0, 1, &clock) != a);

        // Values respect min/max and length; strings are hex as Flink's nextHexString.
        Subtask sub(0, 1);
        sub.context.clock = &clock;
        auto reader = makeReader(t);
        QVERIFY(reader->open(sub.context).isOk());
        RowBatch batch(schemaOf(t.scan()->schema));
        while (batch.size() < 50) {
            auto st = reader->poll(batch);
            QVERIFY(st.isOk());
            if (*st == exec::SourceState::Finished)
                break;
        }
        QCOMPARE(batch.size(), std::size_t(50));
        std::set<int> ints;
        for (std::size_t r = 0; r < batch.size(); ++r) {
            const int i = batch.get<std::int32_t>(0, r);
            QVERIFY(i >= -5 && i <= 5);
            ints.insert(i);
            const std::string_view s = batch.getString(1, r);
            QCOMPARE(s.size(), std::size_t(8));
            QVERIFY(s.find_first_not_of("0123456789abcdef") == std::string_view::npos);
            const double d = batch.get<double>(2, r);
            QVERIFY(d >= 1.5 && d <= 2.5);
            const Int128 m = batch.get<Decimal128>(3, r).unscaled;
            QVERIFY(m > -1'000'000 && m < 1'000'000);
        }
        QVERIFY(ints.size() > 5); // actually random
    }

    void sequenceSplitAcrossTwoSubtasksCoversEachValueOnce()
    {
        TestTable t("seq", {{"id", T::bigInt()}, {"name", T::string()}},
                    {{"connector", "datagen"},
                     {"rows-per-second", "1000000"},
                     {"fields.id.kind", "sequence"},
                     {"fields.id.start", "1"},
                     {"fields.id.end", "1001"},
                     {"fields.name.kind", "sequence"},
                     {"fields.name.start", "10"},
                     {"fields.name.end", "2000"}});
        const auto s0 = runSubtask(t, 0, 2);
        const auto s1 = runSubtask(t, 1, 2);
        // 1001 values: subtask 0 takes 1, 3, ..., 1001 (501), subtask 1 takes 2, 4, ... (500).
        QCOMPARE(s0.size(), std::size_t(501));
        QCOMPARE(s1.size(), std::size_t(500));
        QCOMPARE(s0.front(), std::string("+I[1, 10]"));
        QCOMPARE(s0[1], std::string("+I[3, 12]"));
        QCOMPARE(s1.front(), std::string("+I[2, 11]"));
        std::set<std::string> ids;
        for (const auto &rows : {s0, s1}) {
            for (const auto &r : rows)
                ids.insert(r.substr(3, r.find(',') - 3));
        }
        QCOMPARE(ids.size(), std::size_t(1001));
        QVERIFY(ids.count("1") && ids.count("1001") && !ids.count("0") && !ids.count("1002"));
    }

    void numberOfRowsIsSplitAndBoundsTogetherWithSequences()
    {
        TestTable t(
            "n", {{"id", T::integer()}},
            {{"connector", "datagen"}, {"rows-per-second", "1000000"}, {"number-of-rows", "7"}});
        QCOMPARE(runSubtask(t, 0, 3).size(), std::size_t(3));
        QCOMPARE(runSubtask(t, 1, 3).size(), std::size_t(2));
        QCOMPARE(runSubtask(t, 2, 3).size(), std::size_t(2));
        // Whichever ends first: the sequence (5 values) or number-of-rows (7).
        TestTable both("b", {{"id", T::integer()}},
                       {{"connector", "datagen"},
                        {"rows-per-second", "1000000"},
                        {"number-of-rows", "7"},
                        {"fields.id.kind", "sequence"},
                        {"fields.id.start", "0"},
                        {"fields.id.end", "4"}});
        QCOMPARE(runSubtask(both, 0, 1).size(), std::size_t(5));
    }

    void rateLimitIsRoughlyRespected()
    {
        // 200 rows/s shared by 2 subtasks: 100 each. Poll one subtask for ~300 ms.
        TestTable t("r", {{"id", T::integer()}},
                    {{"connector", "datagen"}, {"rows-per-second", "200"}});
        Subtask sub(0, 2);
        auto reader = makeReader(t);
        QVERIFY(reader->open(sub.context).isOk());
        const auto schema = schemaOf(t.scan()->schema);
        std::size_t rows = 0;
        const auto start = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(300)) {
            RowBatch batch(schema);
            const auto before = std::chrono::steady_clock::now();
            auto st = reader->poll(batch);
            QVERIFY(st.isOk());
            QVERIFY(std::chrono::steady_clock::now() - before < std::chrono::milliseconds(60));
            rows += batch.size();
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // At most the rate over the elapsed time, plus the 50 ms the source may run ahead.
        QVERIFY2(rows <= static_cast<std::size_t>(100 * (seconds + 0.05)) + 2,
                 std::to_string(rows).c_str());
        QVERIFY2(rows >= 10, std::to_string(rows).c_str());
    }

    void nullRate()
    {
        TestTable t("nr", {{"a", T::integer()}, {"b", T::string()}, {"c", T::integer()}},
                    {{"connector", "datagen"},
                     {"rows-per-second", "1000000"},
                     {"number-of-rows", "4000"},
                     {"seed", "7"},
                     {"fields.a.null-rate", "0.25"},
                     {"fields.b.null-rate", "1"}});
        Subtask sub(0, 1);
        auto reader = makeReader(t);
        QVERIFY(reader->open(sub.context).isOk());
        const auto schema = schemaOf(t.scan()->schema);
        std::size_t total = 0, nullA = 0, nullB = 0, nullC = 0;
        const auto start = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - start < std::chrono::seconds(10)) {
            RowBatch batch(schema);
            auto st = reader->poll(batch);
            QVERIFY(st.isOk());
            for (std::size_t r = 0; r < batch.size(); ++r) {
                nullA += batch.isNull(0, r);
                nullB += batch.isNull(1, r);
                nullC += batch.isNull(2, r);
            }
            total += batch.size();
            if (*st == exec::SourceState::Finished)
                break;
        }
        QCOMPARE(total, std::size_t(4000));
        QVERIFY2(nullA > 850 && nullA < 1150, std::to_string(nullA).c_str());
        QCOMPARE(nullB, std::size_t(4000));
        QCOMPARE(nullC, std::size_t(0));
    }

    void temporalAndOtherTypes()
    {
        state::ManualClock clock(1'704'103'200'123); // 2024-01-01T10:00:00.123Z
        TestTable t(
            "tt",
            {{"d", T::date()},
             {"t", T::time(0)},
             {"ts", T::timestamp(3)},
             {"ltz", T::timestampLtz(0)},
             {"c", T::charType(3)},
             {"ti", T::tinyInt()}},
            {{"connector", "datagen"}, {"number-of-rows", "3"}, {"rows-per-second", "1000"}});
        const auto rows = runSubtask(t, 0, 1, &clock);
        QCOMPARE(rows.size(), std::size_t(3));
        for (const auto &r : rows) {
            QVERIFY2(r.starts_with(
                         "+I[2024-01-01, 10:00, 2024-01-01T10:00:00.123, 2024-01-01T10:00:00Z, "),
                     r.c_str());
        }
        // max-past spreads timestamps into the past, never the future.
        TestTable past("p", {{"ts", T::timestamp(3)}},
                       {{"connector", "datagen"},
                        {"number-of-rows", "200"},
                        {"rows-per-second", "100000"},
                        {"fields.ts.max-past", "1 h"}});
        Subtask sub(0, 1);
        sub.context.clock = &clock;
        auto reader = makeReader(past);
        QVERIFY(reader->open(sub.context).isOk());
        RowBatch batch(schemaOf(past.scan()->schema));
        while (batch.size() < 200)
            QVERIFY(reader->poll(batch).isOk());
        for (std::size_t r = 0; r < batch.size(); ++r) {
            const auto ts = batch.get<TimestampValue>(0, r).millis;
            QVERIFY(ts <= clock.nowMillis() && ts >= clock.nowMillis() - 3'600'000);
        }
    }

    void invalidOptionsAreReported()
    {
        Status err;
        TestTable noEnd(
            "x", {{"id", T::integer()}},
            {{"connector", "datagen"}, {"fields.id.kind", "sequence"}, {"fields.id.start", "1"}});
        QVERIFY(!makeReader(noEnd, &err));
        QVERIFY2(err.message().find("fields.id.end") != std::string::npos, err.message().c_str());
        TestTable range("x", {{"id", T::tinyInt()}},
                        {{"connector", "datagen"}, {"fields.id.max", "1000"}});
        QVERIFY(!makeReader(range, &err));
        QVERIFY2(err.message().find("TINYINT") != std::string::npos, err.message().c_str());
        TestTable boolSeq("x", {{"b", T::boolean()}},
                          {{"connector", "datagen"},
                           {"fields.b.kind", "sequence"},
                           {"fields.b.start", "1"},
                           {"fields.b.end", "2"}});
        QVERIFY(!makeReader(boolSeq, &err));
    }

    /// Flink's datagen fails the job when a random BIGINT, FLOAT, DOUBLE or DECIMAL column's min
    /// equals its max, and takes it for INT, SMALLINT and TINYINT (checked on Flink 1.20).
    void equalMinAndMaxFailAsInFlink()
    {
        const std::vector<std::pair<T, bool>> cases = {
            {T::bigInt(), false},     {T::floatType(), false}, {T::doubleType(), false},
            {T::decimal(5, 2), false}, {T::integer(), true},   {T::smallInt(), true},
            {T::tinyInt(), true}};
        for (const auto &[type, runs] : cases) {
            Status err;
            TestTable t("x", {{"v", type}},
                        {{"connector", "datagen"}, {"number-of-rows", "3"}, {"fields.v.min", "7"}, {"fields.v.max", "7"}});
            auto reader = makeReader(t, &err);
            QVERIFY2(static_cast<bool>(reader) == runs, type.toString().c_str());
            if (!runs) {
                QVERIFY2(err.message().find("are both 7") != std::string::npos, err.message().c_str());
                QVERIFY2(err.message().find(type.toString()) != std::string::npos, err.message().c_str());
                continue;
            }
            const auto rows = runSubtask(t, 0, 1);
            QCOMPARE(rows.size(), std::size_t(3));
        }
    }
};

QTEST_GUILESS_MAIN(DataGenSourceTest)
#include "datagen_source_test.moc"
