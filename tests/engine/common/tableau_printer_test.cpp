#include "common/tableau_printer.h"

#include <QTest>

using namespace sluice;
using T = LogicalType;

class TableauPrinterTest : public QObject {
    Q_OBJECT
private slots:
    void streamingLayoutWithTypeWidths()
    {
        auto schema =
            Schema::make({{"name", T::string()}, {"cnt", T::bigInt()}, {"ok", T::boolean()}});
        TableauPrinter printer(*schema);
        RowBatch b(schema);
        std::size_t r = b.appendRow();
        b.setString(0, r, "Alice");
        b.set<std::int64_t>(1, r, 1);
        b.set<std::uint8_t>(2, r, 1);
        r = b.appendRow(RowKind::UpdateBefore);
        b.setString(0, r, "a name far longer than the thirty columns allowed");
        std::string out = printer.header();
        printer.appendRows(out, b);
        out += printer.footer();
        const std::string expected =
            "+----+--------------------------------+----------------------+--------+\n"
            "| op |                           name |                  cnt |     ok |\n"
            "+----+--------------------------------+----------------------+--------+\n"
            "| +I |                          Alice |                    1 |   TRUE |\n"
            "| -U | a name far longer than the ... |               <NULL> | <NULL> |\n"
            "+----+--------------------------------+----------------------+--------+\n"
            "Received a total of 2 rows\n";
        QCOMPARE(out, expected);
    }

    void batchLayoutWithDataWidths()
    {
        // Batch mode: the whole table at the end, no op column, widths from names and values
        // (at most the max column width), "N rows in set" / "Empty set".
        auto schema = Schema::make({{"name", T::string()}, {"cnt", T::bigInt()}});
        TableauPrinter printer(*schema, 12, {}, TableauPrinter::Style::Batch);
        QCOMPARE(printer.header(), std::string());
        QCOMPARE(printer.footer(), std::string("Empty set\n"));
        RowBatch b(schema);
        std::size_t r = b.appendRow();
        b.setString(0, r, "Bob");
        b.set<std::int64_t>(1, r, 2);
        r = b.appendRow();
        b.setString(0, r, "a name longer than twelve");
        std::string out;
        printer.appendRows(out, b);
        QCOMPARE(out, std::string());
        const std::string expected = "+--------------+--------+\n"
                                     "|         name |    cnt |\n"
                                     "+--------------+--------+\n"
                                     "|          Bob |      2 |\n"
                                     "| a name lo... | <NULL> |\n"
                                     "+--------------+--------+\n"
                                     "2 rows in set\n";
        QCOMPARE(printer.footer(), expected);
    }

    void emptyAndSingleRowFooters()
    {
        auto schema = Schema::make({{"x", T::integer()}});
        TableauPrinter printer(*schema);
        QCOMPARE(printer.footer(), std::string("Received a total of 0 row\n"));
        RowBatch b(schema);
        b.set<std::int32_t>(0, b.appendRow(), -7);
        std::string out;
        printer.appendRows(out, b);
        QCOMPARE(out, std::string("| +I |          -7 |\n"));
        QCOMPARE(printer.footer(),
                 std::string("+----+-------------+\nReceived a total of 1 row\n"));
        QCOMPARE(printer.terminatedFooter(),
                 std::string("Query terminated, received a total of 1 row\n"));
    }

    void wideCharactersCountTwice()
    {
        auto schema = Schema::make({{"城市", T::string()}});
        TableauPrinter printer(*schema, 8);
        RowBatch b(schema);
        b.setString(0, b.appendRow(), "北京");
        b.setString(0, b.appendRow(), "哈尔滨市区");
        std::string out;
        printer.appendRows(out, b);
        QCOMPARE(out, std::string("| +I |     北京 |\n| +I |  哈尔... |\n"));
    }
};

QTEST_GUILESS_MAIN(TableauPrinterTest)
#include "tableau_printer_test.moc"
