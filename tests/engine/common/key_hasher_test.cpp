#include "common/key_hasher.h"

#include <QTest>

#include <limits>
#include <set>

using namespace sluice;
using T = LogicalType;

class KeyHasherTest : public QObject {
    Q_OBJECT
private slots:
    void batchHashesEqualRowHashes()
    {
        auto schema = Schema::make({{"id", T::bigInt()},
                                    {"name", T::string()},
                                    {"x", T::doubleType()},
                                    {"d", T::decimal(20, 2)},
                                    {"ts", T::timestamp(3)},
                                    {"i", T::integer()}});
        RowBatch b(schema);
        for (int i = 0; i < 500; ++i) {
            const std::size_t r = b.appendRow();
            if (i % 7)
                b.set<std::int64_t>(0, r, i % 50);
            b.setString(1, r, "user-" + std::to_string(i % 13));
            if (i % 5)
                b.set<double>(2, r, i * 0.5);
            b.set<Decimal128>(3, r, Decimal128{i});
            b.set<TimestampValue>(4, r, TimestampValue{i, 0});
            b.set<std::int32_t>(5, r, i);
        }
        for (std::vector<std::uint32_t> keys :
             {std::vector<std::uint32_t>{0}, std::vector<std::uint32_t>{1, 0},
              std::vector<std::uint32_t>{2, 3, 4, 5}}) {
            KeyHasher hasher(*schema, keys);
            std::vector<std::uint64_t> hashes(b.size());
            hasher.hashBatch(b, hashes);
            for (std::size_t r = 0; r < b.size(); ++r)
                QCOMPARE(hashes[r], hasher.hashRow(b, r));
        }
    }

    void equalKeysHashEquallyAndDistinctKeysSpread()
    {
        auto schema = Schema::make({{"k", T::bigInt()}, {"other", T::integer()}});
        RowBatch b(schema);
        for (int i = 0; i < 2000; ++i) {
            const std::size_t r = b.appendRow();
            b.set<std::int64_t>(0, r, i % 1000);
            b.set<std::int32_t>(1, r, i); // not part of the key
        }
        KeyHasher hasher(*schema, {0});
        std::vector<std::uint64_t> h(b.size());
        hasher.hashBatch(b, h);
        std::set<std::uint64_t> distinct(h.begin(), h.end());
        QCOMPARE(distinct.size(), std::size_t{1000});
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(h[static_cast<std::size_t>(i)], h[static_cast<std::size_t>(i + 1000)]);
    }

    void nullsAndSignedZeroes()
    {
        auto schema = Schema::make({{"x", T::doubleType()}, {"s", T::string()}});
        RowBatch b(schema);
        for (int i = 0; i < 4; ++i)
            b.appendRow();
        b.set<double>(0, 0, 0.0);
        b.set<double>(0, 1, -0.0);
        b.setString(1, 0, "");
        b.setString(1, 1, "");
        // rows 2 and 3: both NULL in both columns
        KeyHasher hasher(*schema, {0, 1});
        QCOMPARE(hasher.hashRow(b, 0), hasher.hashRow(b, 1));
        QCOMPARE(hasher.hashRow(b, 2), hasher.hashRow(b, 3));
        QVERIFY(hasher.hashRow(b, 0) != hasher.hashRow(b, 2)); // NULL is not the empty string
        QCOMPARE(KeyHasher::keyHash32(0x1234567890ABCDEFULL),
                 static_cast<std::int32_t>(0x90ABCDEF));
    }
};

QTEST_GUILESS_MAIN(KeyHasherTest)
#include "key_hasher_test.moc"
