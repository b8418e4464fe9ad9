#include "common/bytes_equal.h"

#include <QTest>

#include <string>

using namespace sluice;

class BytesEqualTest : public QObject {
    Q_OBJECT
private slots:
    void agreesWithMemcmpAtEveryLengthAndPosition()
    {
        // Every length through the short paths (0-3, 4-7, 8-16) and past them, with a difference
        // at each position, including the bytes only one of two overlapping loads covers.
        for (std::size_t n = 0; n <= 40; ++n) {
            std::string a(n, '\0');
            for (std::size_t i = 0; i < n; ++i)
                a[i] = static_cast<char>(i * 37 + 11);
            const std::string b = a;
            QVERIFY2(bytesEqual(a.data(), b.data(), n), qPrintable(QString::number(n)));
            QVERIFY(bytesEqual(std::string_view(a), std::string_view(b)));
            for (std::size_t i = 0; i < n; ++i) {
                std::string c = a;
                c[i] = static_cast<char>(c[i] ^ 0x80);
                QVERIFY2(!bytesEqual(a.data(), c.data(), n),
                         qPrintable(QStringLiteral("length %1, byte %2").arg(n).arg(i)));
            }
        }
    }

    void differentLengthsDiffer()
    {
        QVERIFY(!bytesEqual(std::string_view("abc"), std::string_view("abcd")));
        QVERIFY(bytesEqual(std::string_view(), std::string_view("")));
    }
};

QTEST_GUILESS_MAIN(BytesEqualTest)
#include "bytes_equal_test.moc"
