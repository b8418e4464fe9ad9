#include "common/key_hasher.h"
#include "runtime/key_groups.h"

#include <QTest>

using namespace sluice;

class KeyGroupsTest : public QObject {
    Q_OBJECT
private slots:
    void murmurHashMatchesJavaIntArithmetic()
    {
        // Expected values computed independently with Java int semantics (32-bit wrap-around,
        // logical shifts) from Flink's MathUtils.murmurHash.
        QCOMPARE(murmurHash(0), 593689054);
        QCOMPARE(murmurHash(1), 68075478);
        QCOMPARE(murmurHash(42), 1134849565);
        QCOMPARE(murmurHash(-1), 1982413648);
        QCOMPARE(murmurHash(123456789), 1088346449);
        QCOMPARE(murmurHash(INT32_MIN), 1718298732);
        QCOMPARE(murmurHash(INT32_MAX), 1653689534);
        QCOMPARE(keyGroupForKeyHash(0, 128), 94);
        QCOMPARE(keyGroupForKeyHash(2, 128), 127);
        QCOMPARE(keyGroupForKeyHash(42, 32768), 28189);
        for (int i = -1000; i < 1000; ++i)
            QVERIFY(murmurHash(i) >= 0);
    }

    void nonNegativeFoldsAsFlink()
    {
        // MathUtils.murmurHash's last step: negatives negated, Integer.MIN_VALUE to 0.
        QCOMPARE(nonNegative(0), 0);
        QCOMPARE(nonNegative(7), 7);
        QCOMPARE(nonNegative(-7), 7);
        QCOMPARE(nonNegative(-1), 1);
        QCOMPARE(nonNegative(INT32_MAX), INT32_MAX);
        QCOMPARE(nonNegative(INT32_MIN + 1), INT32_MAX);
        QCOMPARE(nonNegative(INT32_MIN), 0);
    }

    void defaultMaxParallelism_data()
    {
        QTest::addColumn<int>("parallelism");
        QTest::addColumn<int>("expected");
        QTest::newRow("1") << 1 << 128;
        QTest::newRow("4") << 4 << 128;
        QTest::newRow("85") << 85 << 128;   // 85 + 42 = 127 -> 128
        QTest::newRow("86") << 86 << 256;   // 86 + 43 = 129 -> 256
        QTest::newRow("200") << 200 << 512; // 300 -> 512
        QTest::newRow("21846") << 21846 << 32768;
        QTest::newRow("32768") << 32768 << 32768; // clamped
    }
    void defaultMaxParallelism()
    {
        QFETCH(int, parallelism);
        QFETCH(int, expected);
        QCOMPARE(sluice::defaultMaxParallelism(parallelism), expected);
    }

    void rangesAreContiguousAndCoverEveryGroup()
    {
        for (int maxP : {1, 7, 128, 1000, 32768}) {
            for (int p : {1, 2, 3, 4, 7, 64, 127, 128}) {
                if (p > maxP)
                    continue;
                int next = 0;
                for (int i = 0; i < p; ++i) {
                    const KeyGroupRange range = KeyGroupRange::forOperator(maxP, p, i);
                    QCOMPARE(range.start(), next);
                    QVERIFY(range.size() >= maxP / p && range.size() <= maxP / p + 1);
                    for (int g : {range.start(), range.end()})
                        QCOMPARE(operatorIndexForKeyGroup(maxP, p, g), i);
                    next = range.end() + 1;
                }
                QCOMPARE(next, maxP);
            }
        }
        QCOMPARE(KeyGroupRange::forOperator(128, 3, 1), KeyGroupRange(43, 85));
        QCOMPARE(KeyGroupRange::forOperator(128, 3, 1).toString(),
                 std::string("KeyGroupRange{startKeyGroup=43, endKeyGroup=85}"));
        QVERIFY(KeyGroupRange().empty());
    }

    void checksParallelism()
    {
        QVERIFY(checkParallelism(4, 128).isOk());
        QVERIFY(!checkParallelism(0, 128).isOk());
        QVERIFY(!checkParallelism(4, 2).isOk());
        QVERIFY(!checkParallelism(4, 40000).isOk());
        QCOMPARE(keyGroupPrefixBytes(128), 1);
        QCOMPARE(keyGroupPrefixBytes(129), 2);
    }

    void assignerRoutesRowsConsistently()
    {
        auto schema = Schema::make({{"k", LogicalType::bigInt()}});
        RowBatch b(schema);
        for (int i = 0; i < 1000; ++i)
            b.set<std::int64_t>(0, b.appendRow(), i % 100);
        KeyHasher hasher(*schema, {0});
        std::vector<std::uint64_t> hashes(b.size());
        hasher.hashBatch(b, hashes);
        KeyGroupAssigner assigner(128, 3);
        std::vector<std::uint16_t> groups(b.size()), subtasks(b.size());
        assigner.assign(hashes, groups, subtasks);
        std::vector<int> perSubtask(3);
        for (std::size_t r = 0; r < b.size(); ++r) {
            QCOMPARE(int(groups[r]), keyGroupForKeyHash(KeyHasher::keyHash32(hashes[r]), 128));
            QVERIFY(KeyGroupRange::forOperator(128, 3, subtasks[r]).contains(groups[r]));
            QCOMPARE(subtasks[r], subtasks[r % 100]); // same key, same subtask
            ++perSubtask[subtasks[r]];
        }
        for (int n : perSubtask)
            QVERIFY(n > 0); // 100 keys do spread over 3 subtasks
    }
};

QTEST_GUILESS_MAIN(KeyGroupsTest)
#include "key_groups_test.moc"
