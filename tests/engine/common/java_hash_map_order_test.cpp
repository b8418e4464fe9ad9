#include "common/java_hash_map_order.h"

#include <QTest>

using namespace sluice;
using T = LogicalType;

namespace {

std::vector<std::string> ordered(const std::vector<std::string> &keys)
{
    RowBatch b(Schema::make({{"k", T::string()}}));
    for (const std::string &k : keys)
        b.setString(0, b.appendRow(), k);
    std::vector<std::string> out;
    for (std::size_t i : javaHashMapOrder(b, 0))
        out.push_back(keys[i]);
    return out;
}

} // namespace

class JavaHashMapOrderTest : public QObject {
    Q_OBJECT
private slots:
    // The orders Flink 1.20 printed on the oracle for maps its JSON format read.
    void stringKeysFollowJavaHashMap()
    {
        QCOMPARE(ordered({"channel", "coupon"}), (std::vector<std::string>{"coupon", "channel"}));
        // "zz" hashes to bucket 0, "a" and "ab" to bucket 1 (insertion order), "b" to 2.
        QCOMPARE(ordered({"b", "a", "ab", "zz"}), (std::vector<std::string>{"zz", "a", "ab", "b"}));
        // Non-ASCII keys hash over their UTF-16 units ("é" = 0xE9 lands in bucket 9).
        QCOMPARE(ordered({"é", "a"}), (std::vector<std::string>{"a", "é"}));
    }

    void theTableGrowsPastThreeQuartersFull()
    {
        // 13 keys make the table 32 wide: "a" (97) and "q" (113) part, as buckets 1 and 17.
        std::vector<std::string> keys{"q", "a"};
        for (char c = 'b'; c <= 'l'; ++c)
            keys.emplace_back(1, c);
        const auto order = ordered(keys);
        QCOMPARE(order.front(), std::string("a"));
        QCOMPARE(order.back(), std::string("q"));
    }

    void integerKeysHashToThemselves()
    {
        RowBatch b(Schema::make({{"k", T::integer()}}));
        for (int k : {33, 2, 17, 1})
            b.set<std::int32_t>(0, b.appendRow(), k);
        const auto order = javaHashMapOrder(b, 0);
        QCOMPARE(order, (std::vector<std::size_t>{0, 2, 3, 1})); // 33, 17, 1 (bucket 1), then 2
    }
};

QTEST_GUILESS_MAIN(JavaHashMapOrderTest)
#include "java_hash_map_order_test.moc"
