// FixedRowLayout: fixed-size records of fixed-width columns. Every type round-trips with and
// without NULLs, equal keys give equal bytes (-0.0 and 0.0, every NaN), and variable-width types
// are refused. FixedRecord reads and writes a record in place; storeRows writes a batch's records
// as store() does row by row, and loadRows reads them back as load() does.

#include "common/fixed_row_layout.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

using namespace sluice;
using T = LogicalType;

namespace {

std::vector<LogicalType> typesOf(const Schema &schema)
{
    std::vector<LogicalType> types;
    for (std::size_t i = 0; i < schema.size(); ++i)
        types.push_back(schema.type(i));
    return types;
}

std::vector<std::uint32_t> allColumns(const Schema &schema)
{
    std::vector<std::uint32_t> columns;
    for (std::size_t i = 0; i < schema.size(); ++i)
        columns.push_back(static_cast<std::uint32_t>(i));
    return columns;
}

std::string record(const FixedRowLayout &layout, const RowBatch &batch, std::size_t row)
{
    std::string bytes(layout.size(), '\x55'); // garbage the layout must overwrite
    layout.store(batch, row, bytes.data());
    return bytes;
}

} // namespace

class FixedRowLayoutTest : public QObject {
    Q_OBJECT
private slots:
    void everyFixedTypeRoundTrips()
    {
        auto schema = Schema::make({{"b", T::boolean()},
                                    {"i8", T::tinyInt()},
                                    {"i16", T::smallInt()},
                                    {"i32", T::integer(false)},
                                    {"i64", T::bigInt()},
                                    {"f", T::floatType()},
                                    {"d", T::doubleType()},
                                    {"dec", T::decimal(38, 4)},
                                    {"ts", T::timestampLtz(9)},
                                    {"date", T::date()}});
        QVERIFY(FixedRowLayout::supports(typesOf(*schema)));
        const FixedRowLayout layout(typesOf(*schema), allColumns(*schema), false);
        // One bitmap byte... two: nine nullable columns; i32 is NOT NULL and takes no bit.
        QCOMPARE(layout.size(), std::size_t{2 + 1 + 1 + 2 + 4 + 8 + 4 + 8 + 16 + 12 + 4});

        RowBatch in(schema);
        const std::size_t full = in.appendRow(RowKind::Insert);
        in.set<std::uint8_t>(0, full, 1);
        in.set<std::int8_t>(1, full, -7);
        in.set<std::int16_t>(2, full, 3000);
        in.set<std::int32_t>(3, full, -123456);
        in.set<std::int64_t>(4, full, std::int64_t{1} << 60);
        in.set<float>(5, full, 1.5F);
        in.set<double>(6, full, -2.25);
        in.set<Decimal128>(7, full, Decimal128{Int128{-1234567890123} * 1000000});
        in.set<TimestampValue>(8, full, TimestampValue{1700000000123, 456789});
        in.set<std::int32_t>(9, full, 19000);
        const std::size_t nulls = in.appendRow(RowKind::Insert);
        in.set<std::int32_t>(3, nulls, 5); // the NOT NULL column

        RowBatch out(schema);
        out.resize(2);
        for (std::size_t row : {full, nulls}) {
            const std::string bytes = record(layout, in, row);
            layout.load(bytes.data(), out, row);
            for (std::size_t c = 0; c < schema->size(); ++c) {
                QCOMPARE(out.isNull(c, row), in.isNull(c, row));
            }
        }
        QCOMPARE(out.get<std::uint8_t>(0, full), std::uint8_t{1});
        QCOMPARE(out.get<std::int8_t>(1, full), std::int8_t{-7});
        QCOMPARE(out.get<std::int16_t>(2, full), std::int16_t{3000});
        QCOMPARE(out.get<std::int32_t>(3, full), -123456);
        QCOMPARE(out.get<std::int64_t>(4, full), std::int64_t{1} << 60);
        QCOMPARE(out.get<float>(5, full), 1.5F);
        QCOMPARE(out.get<double>(6, full), -2.25);
        QVERIFY(out.get<Decimal128>(7, full) == (Decimal128{Int128{-1234567890123} * 1000000}));
        QVERIFY((out.get<TimestampValue>(8, full) == TimestampValue{1700000000123, 456789}));
        QCOMPARE(out.get<std::int32_t>(9, full), 19000);
        QCOMPARE(out.get<std::int32_t>(3, nulls), 5);
        // A NULL's bytes are zero, whatever the slot held, so NULL keys compare equal.
        RowBatch other(schema);
        const std::size_t r = other.appendRow(RowKind::Insert);
        other.set<std::int64_t>(4, r, 99);
        other.setNull(4, r);
        other.set<std::int32_t>(3, r, 5);
        QCOMPARE(record(layout, other, r), record(layout, in, nulls));
    }

    void keysNormaliseFloats()
    {
        auto schema = Schema::make({{"d", T::doubleType()}, {"f", T::floatType()}});
        const FixedRowLayout key(typesOf(*schema), allColumns(*schema), true);
        const FixedRowLayout raw(typesOf(*schema), allColumns(*schema), false);
        RowBatch b(schema);
        const std::size_t zero = b.appendRow(RowKind::Insert);
        b.set<double>(0, zero, 0.0);
        b.set<float>(1, zero, 0.0F);
        const std::size_t negZero = b.appendRow(RowKind::Insert);
        b.set<double>(0, negZero, -0.0);
        b.set<float>(1, negZero, -0.0F);
        const std::size_t nan1 = b.appendRow(RowKind::Insert);
        b.set<double>(0, nan1, std::numeric_limits<double>::quiet_NaN());
        b.set<float>(1, nan1, std::numeric_limits<float>::quiet_NaN());
        const std::size_t nan2 = b.appendRow(RowKind::Insert);
        b.set<double>(0, nan2, -std::numeric_limits<double>::quiet_NaN());
        b.set<float>(1, nan2, -std::numeric_limits<float>::quiet_NaN());
        QCOMPARE(record(key, b, zero), record(key, b, negZero));
        QCOMPARE(record(key, b, nan1), record(key, b, nan2));
        QVERIFY(record(key, b, zero) != record(key, b, nan1));
        QVERIFY(record(raw, b, zero) != record(raw, b, negZero)); // values keep their bits
    }

    void storeRowsMatchesStore()
    {
        // A batch at once, a column at a time, gives each row's record as store() does: NULLs
        // (in a column with and one without NULLs), normalised floats, every width.
        auto schema = Schema::make({{"i64", T::bigInt()},
                                    {"d", T::doubleType()},
                                    {"i16", T::smallInt(false)},
                                    {"ts", T::timestampLtz(9)},
                                    {"dec", T::decimal(20, 2)}});
        for (bool normalise : {true, false}) {
            const FixedRowLayout layout(typesOf(*schema), allColumns(*schema), normalise);
            RowBatch b(schema);
            for (int i = 0; i < 5; ++i) {
                const std::size_t r = b.appendRow(RowKind::Insert);
                b.set<std::int64_t>(0, r, 1000 + i);
                b.set<double>(1, r, i == 1 ? -0.0 : i == 2 ? -std::nan("") : i * 0.5);
                b.set<std::int16_t>(2, r, static_cast<std::int16_t>(-i));
                b.set<TimestampValue>(3, r, TimestampValue{1700000000000 + i, i * 1000});
                b.set<Decimal128>(4, r, Decimal128{Int128{i} * 12345});
                if (i == 3) {
                    b.setNull(1, r);
                    b.setNull(3, r);
                }
            }
            // Records back to back, and 3 bytes apart (the bytes between stay as they were).
            for (std::size_t stride : {layout.size(), layout.size() + 3}) {
                std::string all(stride * b.size(), '\x55');
                layout.storeRows(b, b.size(), all.data(), stride);
                for (std::size_t r = 0; r < b.size(); ++r) {
                    QCOMPARE(all.substr(r * stride, layout.size()), record(layout, b, r));
                    QCOMPARE(all.substr(r * stride + layout.size(), stride - layout.size()),
                             std::string(stride - layout.size(), '\x55'));
                }
            }
        }
    }

    void loadRowsMatchesLoad()
    {
        // Records read a column at a time give each row as load() does: values and NULLs of
        // every width, over a batch whose rows held other values and NULLs before.
        auto schema = Schema::make({{"i64", T::bigInt()},
                                    {"d", T::doubleType()},
                                    {"i16", T::smallInt(false)},
                                    {"ts", T::timestampLtz(9)},
                                    {"dec", T::decimal(20, 2)},
                                    {"b", T::boolean()}});
        const FixedRowLayout layout(typesOf(*schema), allColumns(*schema), false);
        RowBatch src(schema);
        for (int i = 0; i < 70; ++i) { // past one bitmap word
            const std::size_t r = src.appendRow(RowKind::Insert);
            src.set<std::int64_t>(0, r, 1000 + i);
            src.set<double>(1, r, i * 0.5);
            src.set<std::int16_t>(2, r, static_cast<std::int16_t>(-i));
            src.set<TimestampValue>(3, r, TimestampValue{1700000000000 + i, i * 1000});
            src.set<Decimal128>(4, r, Decimal128{Int128{i} * 12345});
            src.set<bool>(5, r, i % 2 == 0);
            for (std::size_t c : {0, 1, 3, 4, 5}) {
                if ((i + static_cast<int>(c)) % 3 == 0)
                    src.setNull(c, r);
            }
        }
        std::vector<std::string> records;
        for (std::size_t r = 0; r < src.size(); ++r)
            records.push_back(record(layout, src, r));
        std::vector<const char *> pointers;
        for (const std::string &rec : records)
            pointers.push_back(rec.data());

        auto stale = [&] {
            RowBatch b(schema);
            for (std::size_t r = 0; r < src.size(); ++r) {
                b.appendRow(RowKind::Insert);
                for (std::size_t c = 0; c < schema->size(); ++c) {
                    if ((r + c) % 2 == 0)
                        b.setNull(c, r);
                }
            }
            return b;
        };
        RowBatch byRows = stale();
        for (std::size_t r = 0; r < pointers.size(); ++r)
            layout.load(pointers[r], byRows, r);
        RowBatch byColumns = stale();
        layout.loadRows(pointers, byColumns);
        for (std::size_t r = 0; r < src.size(); ++r) {
            for (std::size_t c = 0; c < schema->size(); ++c) {
                QCOMPARE(byColumns.isNull(c, r), src.isNull(c, r));
                QCOMPARE(byColumns.isNull(c, r), byRows.isNull(c, r));
            }
            // Each row's record reads back as the source row's.
            QCOMPARE(record(layout, byColumns, r), records[r]);
            QCOMPARE(record(layout, byRows, r), records[r]);
        }
    }

    void recordsAreReadAndWrittenInPlace()
    {
        // Columns 2 and 4 of a batch (the layout's column numbers address the record).
        auto schema = Schema::make({{"pad0", T::integer()},
                                    {"pad1", T::integer()},
                                    {"n", T::bigInt(false)},
                                    {"pad3", T::integer()},
                                    {"ts", T::timestamp(9)}});
        const FixedRowLayout layout({T::bigInt(false), T::timestamp(9)}, {2, 4}, false);
        std::string bytes(layout.size(), '\0');
        FixedRecord rec(layout, bytes.data());
        rec.setNull(4);
        rec.set<std::int64_t>(2, 0, 41);
        QVERIFY(rec.isNull(4));
        QVERIFY(!rec.isNull(2)); // NOT NULL: never NULL
        QCOMPARE(rec.get<std::int64_t>(2), std::int64_t{41});
        rec.set<TimestampValue>(4, 0, TimestampValue{123456789, 999});
        QVERIFY(!rec.isNull(4));
        QVERIFY((rec.get<TimestampValue>(4) == TimestampValue{123456789, 999}));
        QCOMPARE(rec.physicalType(4), PhysicalType::Timestamp);

        // The record is what store() writes for the same values, and load() reads it back.
        RowBatch b(schema);
        const std::size_t r = b.appendRow(RowKind::Insert);
        b.set<std::int64_t>(2, r, 41);
        b.set<TimestampValue>(4, r, TimestampValue{123456789, 999});
        QCOMPARE(record(layout, b, r), bytes);

        // copyValue from another batch column, NULL included; copyTo into an output column.
        RowBatch src(schema);
        const std::size_t s0 = src.appendRow(RowKind::Insert);
        src.set<std::int64_t>(2, s0, -5);
        rec.copyValue(2, 0, src, 2, s0);
        rec.copyValue(4, 0, src, 4, s0); // NULL in src
        QCOMPARE(rec.get<std::int64_t>(2), std::int64_t{-5});
        QVERIFY(rec.isNull(4));
        RowBatch out(Schema::make({{"x", T::timestamp(9)}, {"y", T::bigInt()}}));
        out.resize(1);
        out.set<std::int64_t>(1, 0, 7);
        rec.copyTo(4, out, 0, 0);
        rec.copyTo(2, out, 1, 0);
        QVERIFY(out.isNull(0, 0));
        QCOMPARE(out.get<std::int64_t>(1, 0), std::int64_t{-5});
    }

    void variableWidthTypesAreRefused()
    {
        QVERIFY(!FixedRowLayout::supports({T::bigInt(), T::string()}));
        QVERIFY(!FixedRowLayout::supports({T::bytes()}));
        QVERIFY(!FixedRowLayout::supports({T::array(T::integer())}));
        QVERIFY(!FixedRowLayout::supports({T::nullType()}));
        QVERIFY(FixedRowLayout::supports({}));
    }
};

QTEST_GUILESS_MAIN(FixedRowLayoutTest)
#include "fixed_row_layout_test.moc"
