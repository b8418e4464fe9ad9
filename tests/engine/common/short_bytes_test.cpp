// short_bytes.h: the inline equality, copy and zeroing of short byte strings agree with memcmp,
// memcpy and memset at every length and alignment.

#include "common/short_bytes.h"

#include <QTest>

#include <string>

using namespace sluice;

class ShortBytesTest : public QObject {
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

    void copyWritesExactlyTheBytesAtEveryLength()
    {
        // Every length through the short paths (0-3, 4-7, 8-16) and the word loop, at every
        // alignment of a word: the destination gets the n bytes and nothing around them moves.
        for (std::size_t n = 0; n <= 40; ++n) {
            for (std::size_t offset = 0; offset < 8; ++offset) {
                std::string src(n + 16, '\0');
                for (std::size_t i = 0; i < src.size(); ++i)
                    src[i] = static_cast<char>(i * 53 + 7); // no '#' before byte 44
                std::string dst(n + 16, '#');
                copyBytes(dst.data() + offset, src.data() + 3, n);
                const std::string where =
                    QStringLiteral("length %1, offset %2").arg(n).arg(offset).toStdString();
                QVERIFY2(dst.compare(offset, n, src, 3, n) == 0, where.c_str());
                QVERIFY2(dst.find_first_not_of('#') == (n == 0 ? std::string::npos : offset),
                         where.c_str());
                QVERIFY2(dst.find_last_not_of('#') == (n == 0 ? std::string::npos : offset + n - 1),
                         where.c_str());
            }
        }
    }

    void zeroWritesExactlyTheBytesAtEveryLength()
    {
        for (std::size_t n = 0; n <= 80; ++n) {
            for (std::size_t offset = 0; offset < 8; ++offset) {
                std::string dst(n + 16, '#');
                zeroBytes(dst.data() + offset, n);
                const std::string where =
                    QStringLiteral("length %1, offset %2").arg(n).arg(offset).toStdString();
                QVERIFY2(dst.compare(offset, n, std::string(n, '\0')) == 0, where.c_str());
                QVERIFY2(dst.find_first_not_of('#') == (n == 0 ? std::string::npos : offset),
                         where.c_str());
                QVERIFY2(dst.find_last_not_of('#') == (n == 0 ? std::string::npos : offset + n - 1),
                         where.c_str());
            }
        }
    }

    void differentLengthsDiffer()
    {
        QVERIFY(!bytesEqual(std::string_view("abc"), std::string_view("abcd")));
        QVERIFY(bytesEqual(std::string_view(), std::string_view("")));
    }
};

QTEST_GUILESS_MAIN(ShortBytesTest)
#include "short_bytes_test.moc"
