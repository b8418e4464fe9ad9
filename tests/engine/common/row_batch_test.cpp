#include "common/row_batch.h"

#include <QTest>

using namespace sluice;

namespace {
std::shared_ptr<const Schema> peopleSchema()
{
    return Schema::make({{"id", LogicalType::bigInt(false)},
                         {"name", LogicalType::string()},
                         {"score", LogicalType::integer()},
                         {"price", LogicalType::decimal(10, 2)},
                         {"ts", LogicalType::timestamp(3)}});
}

void addPerson(RowBatch &b, std::int64_t id, const char *name, std::optional<int> score,
               RowKind kind = RowKind::Insert)
{
    const std::size_t r = b.appendRow(kind);
    b.set<std::int64_t>(0, r, id);
    if (name)
        b.setString(1, r, name);
    if (score)
        b.set<std::int32_t>(2, r, *score);
    b.set<Decimal128>(3, r, Decimal128{id * 100 + 5});
    b.set<TimestampValue>(4, r, TimestampValue{1704103200000 + id, 0});
}
} // namespace

class RowBatchTest : public QObject {
    Q_OBJECT
private slots:
    void appendedRowsStartNullAndKeepKinds()
    {
        RowBatch b(peopleSchema(), 4);
        const std::size_t r = b.appendRow(RowKind::UpdateBefore);
        for (std::size_t c = 0; c < b.columnCount(); ++c)
            QVERIFY(b.isNull(c, r));
        b.set<std::int64_t>(0, r, 7);
        QVERIFY(!b.isNull(0, r));
        QCOMPARE(b.get<std::int64_t>(0, r), std::int64_t{7});
        QCOMPARE(b.kind(r), RowKind::UpdateBefore);
        QVERIFY(!b.hasNulls(0));
        QVERIFY(b.hasNulls(1));
        b.setNull(0, r);
        QVERIFY(b.isNull(0, r));
    }

    void stringsLiveInTheArenaAndSurviveGrowthAndMove()
    {
        RowBatch b(peopleSchema(), 2); // forces growth
        std::string name = "Zoë 日本";
        for (int i = 0; i < 100; ++i)
            addPerson(b, i, (name + std::to_string(i)).c_str(),
                      i % 3 ? std::optional<int>(i) : std::nullopt);
        name.assign("overwritten"); // the batch owns copies
        QCOMPARE(b.size(), std::size_t{100});
        QVERIFY(b.capacity() >= 100);
        RowBatch moved = std::move(b);
        QCOMPARE(moved.getString(1, 42), std::string_view("Zoë 日本42"));
        QVERIFY(moved.isNull(2, 0) && moved.isNull(2, 3) && !moved.isNull(2, 4));
        QCOMPARE(moved.get<std::int32_t>(2, 4), 4);
        QCOMPARE(moved.get<Decimal128>(3, 10).unscaled, Int128{1005});
        QCOMPARE(moved.get<TimestampValue>(4, 10).millis, std::int64_t{1704103200010});
    }

    void clearReusesBuffersWithoutReallocating()
    {
        RowBatch b(peopleSchema(), 256);
        for (int i = 0; i < 256; ++i)
            addPerson(b, i, "a fairly long name that goes to the arena", i);
        const std::size_t arenaBytes = b.arena().bytesReserved();
        const std::size_t memory = b.memoryBytes();
        const std::int64_t *values = b.values<std::int64_t>(0);
        for (int round = 0; round < 5; ++round) {
            b.clear();
            QVERIFY(b.empty());
            for (int i = 0; i < 256; ++i)
                addPerson(b, i, "a fairly long name that goes to the arena", std::nullopt);
            QCOMPARE(b.memoryBytes(), memory);
            QCOMPARE(b.arena().bytesReserved(), arenaBytes);
            QCOMPARE(b.values<std::int64_t>(0), values);
            QVERIFY(b.isNull(2, 255)); // nulls of the previous round do not leak, nor do values
        }
        b.clear();
        const std::size_t r = b.appendRow();
        QVERIFY(b.isNull(0, r)); // cleared bitmap words start NULL again on append
    }

    void copyRowsBetweenBatches()
    {
        RowBatch src(peopleSchema());
        addPerson(src, 1, "Alice", 90);
        addPerson(src, 2, nullptr, std::nullopt, RowKind::Delete);
        addPerson(src, 3, "Carol", 70, RowKind::UpdateAfter);

        RowBatch dst(peopleSchema());
        dst.appendRowFrom(src, 2);
        const std::uint32_t sel[] = {0, 1};
        dst.appendRowsFrom(src, sel);
        dst.appendBatch(src);
        QCOMPARE(dst.size(), std::size_t{6});
        QCOMPARE(dst.getString(1, 0), std::string_view("Carol"));
        QCOMPARE(dst.kind(0), RowKind::UpdateAfter);
        QCOMPARE(dst.getString(1, 1), std::string_view("Alice"));
        QVERIFY(dst.isNull(1, 2) && dst.isNull(2, 2));
        QCOMPARE(dst.kind(2), RowKind::Delete);
        QCOMPARE(dst.get<std::int64_t>(0, 5), std::int64_t{3});
        QVERIFY(dst.isNull(1, 4));
        // The copies do not point into the source's arena.
        const char *srcBytes = src.getString(1, 0).data();
        QVERIFY(dst.getString(1, 1).data() != srcBytes);
        src.clear();
        addPerson(src, 9, "XXXXX", 1);
        QCOMPARE(dst.getString(1, 1), std::string_view("Alice"));

        RowBatch copy = dst.clone();
        QCOMPARE(copy.size(), dst.size());
        QCOMPARE(copy.getString(1, 5), std::string_view("Carol"));
        QVERIFY(copy.layoutCompatible(dst.schema()));
    }

    void copyColumnTakesAColumnAtAnOffset()
    {
        // A column copied as it is into rows that already hold values: each copied row's value
        // and null flag replace the old ones, strings go into the target's arena, other rows and
        // columns stay.
        RowBatch src(peopleSchema());
        addPerson(src, 1, "Alice", 90);
        addPerson(src, 2, nullptr, std::nullopt);
        addPerson(src, 3, "Carol", 70);
        auto target = Schema::make({{"name", LogicalType::string()}, {"score", LogicalType::integer()}});
        RowBatch dst(target, 2);
        dst.resize(5);
        for (std::size_t r = 0; r < 5; ++r) {
            dst.setString(0, r, "old");
            dst.set<std::int32_t>(1, r, -1);
        }
        dst.copyColumn(0, 2, src, 1, 0, 3);
        dst.copyColumn(1, 1, src, 2, 0, 3);
        QCOMPARE(dst.getString(0, 1), std::string_view("old"));
        QCOMPARE(dst.getString(0, 2), std::string_view("Alice"));
        QVERIFY(dst.isNull(0, 3));
        QCOMPARE(dst.getString(0, 4), std::string_view("Carol"));
        QCOMPARE(dst.get<std::int32_t>(1, 0), -1);
        QCOMPARE(dst.get<std::int32_t>(1, 1), 90);
        QVERIFY(dst.isNull(1, 2));
        QCOMPARE(dst.get<std::int32_t>(1, 3), 70);
        QCOMPARE(dst.get<std::int32_t>(1, 4), -1);
        QVERIFY(dst.getString(0, 2).data() != src.getString(1, 0).data());
        // A column without NULLs makes every copied row valid.
        RowBatch ids(Schema::make({{"id", LogicalType::bigInt()}}), 4);
        ids.resize(4);
        ids.copyColumn(0, 1, src, 0, 0, 3);
        QVERIFY(ids.isNull(0, 0));
        QCOMPARE(ids.get<std::int64_t>(0, 3), std::int64_t{3});
        QVERIFY(!ids.isNull(0, 1) && !ids.isNull(0, 2));
        // A range of the source: rows 1 and 2 (NULL, "Carol") over rows 0 and 1.
        dst.copyColumn(0, 0, src, 1, 1, 2);
        QVERIFY(dst.isNull(0, 0));
        QCOMPARE(dst.getString(0, 1), std::string_view("Carol"));
        QCOMPARE(dst.getString(0, 2), std::string_view("Alice"));
    }

    void takeColumnsMovesWithoutCopying()
    {
        // Columns in another order under another schema, the same buffers; strings, kinds and
        // rows come along and outlive the emptied source.
        auto src = std::make_unique<RowBatch>(peopleSchema(), 2);
        addPerson(*src, 1, "Alice", 90);
        addPerson(*src, 2, nullptr, std::nullopt, RowKind::Delete);
        const std::byte *names = src->rawValues(1);
        auto schema = Schema::make({{"score", LogicalType::integer()}, {"name", LogicalType::string()}});
        const std::uint32_t columns[] = {2, 1};
        RowBatch taken = RowBatch::takeColumns(std::move(*src), schema, columns);
        QCOMPARE(src->size(), std::size_t{0});
        src.reset();
        QCOMPARE(taken.size(), std::size_t{2});
        QCOMPARE(taken.rawValues(1), names);
        QCOMPARE(taken.get<std::int32_t>(0, 0), 90);
        QCOMPARE(taken.getString(1, 0), std::string_view("Alice"));
        QVERIFY(taken.isNull(0, 1) && taken.isNull(1, 1));
        QCOMPARE(taken.kind(1), RowKind::Delete);
        taken.appendRow(RowKind::Insert); // past the source's capacity: it grows as any batch
        taken.setString(1, 2, "Carol");
        QCOMPARE(taken.getString(1, 2), std::string_view("Carol"));
        QCOMPARE(taken.getString(1, 0), std::string_view("Alice"));
    }

    void resizeForColumnWriters()
    {
        RowBatch b(Schema::make({{"x", LogicalType::integer()}}), 8);
        b.resize(100);
        auto *xs = b.mutableValues<std::int32_t>(0);
        for (int i = 0; i < 100; ++i)
            xs[i] = i * 2;
        b.setAllValid(0);
        b.setNull(0, 50);
        QVERIFY(!b.isNull(0, 99));
        QVERIFY(b.isNull(0, 50));
        QCOMPARE(b.get<std::int32_t>(0, 99), 198);
        b.resize(10);
        b.resize(60);
        QVERIFY(b.isNull(0, 55)); // rows re-added by resize are NULL again
        QVERIFY(!b.isNull(0, 9));
    }

    void arenaAbsorbKeepsViewsValid()
    {
        RowBatch in(peopleSchema());
        addPerson(in, 1, "zero-copy", 1);
        RowBatch out(peopleSchema());
        const std::size_t r = out.appendRow();
        out.setStringView(1, r, in.getString(1, 0));
        out.arena().absorb(std::move(in.arena()));
        in.clear();
        addPerson(in, 2, "something else entirely", 2);
        QCOMPARE(out.getString(1, r), std::string_view("zero-copy"));
        QVERIFY(out.arena().bytesUsed() >= 9);
    }
};

QTEST_GUILESS_MAIN(RowBatchTest)
#include "row_batch_test.moc"
