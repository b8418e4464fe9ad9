#include "random_data.h"

#include <cinttypes>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace sluice::difftest {

const char *flinkTypeName(SqlType type)
{
    switch (type) {
    case SqlType::Int:
        return "INT";
    case SqlType::BigInt:
        return "BIGINT";
    case SqlType::Double:
        return "DOUBLE";
    case SqlType::Decimal:
        return "DECIMAL(10, 2)";
    case SqlType::Varchar:
        return "STRING";
    }
    return "?";
}

bool isInteger(SqlType type)
{
    return type == SqlType::Int || type == SqlType::BigInt;
}

namespace {

// Strings exercise CSV quoting (comma, quote) and byte-order comparison (upper case before lower,
// a two-byte UTF-8 character last). Never the null literal and never empty: Flink's reading of
// an empty CSV string field depends on the version.
const std::vector<std::string> kStrings = {"a", "b", "c", "ab", "ba", "x,y", "q\"t", "Zz", "\xc3\xa9"};

std::string centsText(std::int64_t cents)
{
    const bool negative = cents < 0;
    const std::uint64_t magnitude = negative ? static_cast<std::uint64_t>(-cents)
                                             : static_cast<std::uint64_t>(cents);
    char buf[48];
    std::snprintf(buf, sizeof buf, "%s%" PRIu64 ".%02" PRIu64, negative ? "-" : "",
                  magnitude / 100, magnitude % 100);
    return buf;
}

// Multiples of 0.25 print exactly with two decimals and add up without rounding.
std::string doubleText(double v)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// A key from a small domain, skewed towards one hot value, sometimes NULL.
Cell randomKey(SeededRandom &rng, std::int64_t domain, std::int64_t hot, int hotPercent,
               int nullPercent)
{
    Cell c;
    if (rng.chance(nullPercent))
        return c;
    c.null = false;
    c.i = rng.chance(hotPercent) ? hot : rng.between(0, domain - 1);
    return c;
}

Cell randomValue(SeededRandom &rng, SqlType type, int nullPercent)
{
    Cell c;
    if (rng.chance(nullPercent))
        return c;
    c.null = false;
    switch (type) {
    case SqlType::Int:
        c.i = rng.between(-20, 60);
        break;
    case SqlType::BigInt:
        c.i = rng.chance(20) ? rng.between(0, 3) : rng.between(-500, 5000);
        break;
    case SqlType::Double:
        c.d = static_cast<double>(rng.between(-80, 80)) * 0.25;
        break;
    case SqlType::Decimal:
        c.i = rng.chance(20) ? rng.between(-300, 300) : rng.between(-100000, 100000);
        break;
    case SqlType::Varchar:
        c.s = rng.pick(kStrings);
        break;
    }
    return c;
}

} // namespace

DataSet generateDataSet(SeededRandom &rng)
{
    static const char *const kNames[] = {"ta", "tb", "tc"};
    DataSet data;
    const int tableCount = rng.chance(50) ? 2 : 3;
    for (int t = 0; t < tableCount; ++t) {
        TableData table;
        table.name = kNames[t];
        table.columns = {{"k1", SqlType::Int},     {"k2", SqlType::BigInt}, {"vi", SqlType::Int},
                         {"vb", SqlType::BigInt},  {"vd", SqlType::Double}, {"vc", SqlType::Decimal},
                         {"vs", SqlType::Varchar}};
        // Mostly tiny tables (easy to read in a report), sometimes enough rows to span several
        // batches and key groups, with key domains growing along so joins stay bounded.
        int rowCount = 0;
        std::int64_t k1Domain = 0;
        std::int64_t k2Domain = 3;
        switch (rng.weighted({85, 12, 3})) {
        case 0:
            rowCount = rng.chance(5) ? 0 : static_cast<int>(rng.between(1, 30));
            k1Domain = rng.between(2, 6);
            break;
        case 1:
            rowCount = static_cast<int>(rng.between(30, 300));
            k1Domain = rng.between(5, 50);
            k2Domain = rng.between(3, 20);
            break;
        default:
            rowCount = static_cast<int>(rng.between(500, 3000));
            k1Domain = rng.between(100, 1000);
            k2Domain = rng.between(50, 500);
            break;
        }
        const std::int64_t k1Hot = rng.between(0, k1Domain - 1);
        const int hotPercent = static_cast<int>(rng.between(0, 60));
        const int keyNulls = static_cast<int>(rng.between(0, 15));
        const int valueNulls = static_cast<int>(rng.between(0, 25));
        table.fileCount = rng.chance(70) ? 1 : static_cast<int>(rng.between(2, 4));
        for (int r = 0; r < rowCount; ++r) {
            std::vector<Cell> row;
            row.push_back(randomKey(rng, k1Domain, k1Hot, hotPercent, keyNulls));
            row.push_back(randomKey(rng, k2Domain, 0, 0, keyNulls));
            for (std::size_t c = 2; c < table.columns.size(); ++c)
                row.push_back(randomValue(rng, table.columns[c].type, valueNulls));
            table.rows.push_back(std::move(row));
        }
        data.tables.push_back(std::move(table));
    }
    return data;
}

std::string csvField(const Cell &cell, SqlType type)
{
    if (cell.null)
        return kNullLiteral;
    switch (type) {
    case SqlType::Int:
    case SqlType::BigInt:
        return std::to_string(cell.i);
    case SqlType::Double:
        return doubleText(cell.d);
    case SqlType::Decimal:
        return centsText(cell.i);
    case SqlType::Varchar:
        break;
    }
    if (cell.s.find_first_of(",\"\r\n") == std::string::npos)
        return cell.s;
    std::string quoted = "\"";
    for (char ch : cell.s) {
        if (ch == '"')
            quoted += '"';
        quoted += ch;
    }
    quoted += '"';
    return quoted;
}

bool writeCsvFiles(DataSet &data, const std::string &dir, std::string &error)
{
    for (TableData &table : data.tables) {
        std::vector<std::string> files;
        if (table.fileCount <= 1) {
            table.csvPath = dir + "/" + table.name + ".csv";
            files.push_back(table.csvPath);
        } else {
            table.csvPath = dir + "/" + table.name;
            std::error_code ec;
            std::filesystem::remove_all(table.csvPath, ec);
            std::filesystem::create_directories(table.csvPath, ec);
            if (ec) {
                error = "cannot create " + table.csvPath + ": " + ec.message();
                return false;
            }
            for (int f = 0; f < table.fileCount; ++f)
                files.push_back(table.csvPath + "/part-" + std::to_string(f) + ".csv");
        }
        for (std::size_t f = 0; f < files.size(); ++f) {
            std::ofstream out(files[f], std::ios::binary | std::ios::trunc);
            for (std::size_t r = f; r < table.rows.size(); r += files.size()) {
                const auto &row = table.rows[r];
                for (std::size_t c = 0; c < row.size(); ++c) {
                    if (c > 0)
                        out << ',';
                    out << csvField(row[c], table.columns[c].type);
                }
                out << '\n';
            }
            if (!out.flush()) {
                error = "cannot write " + files[f];
                return false;
            }
        }
    }
    return true;
}

std::string flinkDdl(const DataSet &data)
{
    std::string ddl;
    for (const TableData &table : data.tables) {
        ddl += "CREATE TABLE " + table.name + " (";
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            if (c > 0)
                ddl += ", ";
            ddl += table.columns[c].name + " " + flinkTypeName(table.columns[c].type);
        }
        ddl += ") WITH ('connector' = 'filesystem', 'path' = '" + table.csvPath +
               "', 'format' = 'csv', 'csv.null-literal' = '" + kNullLiteral + "');\n";
    }
    return ddl;
}

std::string describeData(const DataSet &data)
{
    constexpr std::size_t kDescribedRows = 60;
    std::string text;
    for (const TableData &table : data.tables) {
        text += table.name + " (" + std::to_string(table.rows.size()) + " rows, " +
                (table.csvPath.empty() ? std::string("not written") : table.csvPath) +
                (table.fileCount > 1 ? ", " + std::to_string(table.fileCount) + " files" : "") +
                "):\n";
        for (std::size_t r = 0; r < table.rows.size(); ++r) {
            if (r == kDescribedRows) {
                text += "  ... " + std::to_string(table.rows.size() - r) + " more rows in the files\n";
                break;
            }
            const auto &row = table.rows[r];
            text += table.fileCount > 1 ? "  part-" + std::to_string(r % static_cast<std::size_t>(table.fileCount)) + ": "
                                        : std::string("  ");
            for (std::size_t c = 0; c < row.size(); ++c) {
                if (c > 0)
                    text += ',';
                text += csvField(row[c], table.columns[c].type);
            }
            text += '\n';
        }
    }
    return text;
}

} // namespace sluice::difftest
