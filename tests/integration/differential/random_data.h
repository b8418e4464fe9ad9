#pragma once

// Random tables for the differential harness: small key domains (duplicates, skew), NULLs in keys
// and values, written as Flink-readable CSV files. The same rows are loaded into SQLite by
// SqliteOracle, so both engines read identical data.

#include "seeded_random.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sluice::difftest {

/// The column types the harness generates. DECIMAL is always DECIMAL(p, 2): SQLite has no exact
/// decimals, so it stores the value as an integer number of cents and the harness renders every
/// decimal expression for SQLite in cents.
enum class SqlType { Int, BigInt, Double, Decimal, Varchar };

/// The Flink SQL type name (`INT`, `DECIMAL(10, 2)`, `STRING`).
const char *flinkTypeName(SqlType type);
/// True for INT and BIGINT.
bool isInteger(SqlType type);

/// One value. Integers and decimals (in cents) use `i`, doubles `d`, strings `s`.
struct Cell {
    bool null = true;
    std::int64_t i = 0;
    double d = 0;
    std::string s;
};

struct ColumnSpec {
    std::string name;
    SqlType type;
};

struct TableData {
    std::string name;
    std::vector<ColumnSpec> columns;
    std::vector<std::vector<Cell>> rows;
    /// 1: one file `<dir>/<name>.csv`; more: a folder `<dir>/<name>/` of that many files, so the
    /// source reads several splits in parallel. Row r goes to file r % fileCount.
    int fileCount = 1;
    std::string csvPath; ///< the connector's 'path'; set by writeCsvFiles
};

/// The generated tables of one case.
struct DataSet {
    std::vector<TableData> tables;
};

/// 2 or 3 tables `ta`, `tb`, `tc` with the same columns: keys `k1 INT`, `k2 BIGINT` and values
/// `vi INT`, `vb BIGINT`, `vd DOUBLE`, `vc DECIMAL(10, 2)`, `vs STRING`, all nullable; mostly up
/// to 30 rows, sometimes hundreds or thousands.
DataSet generateDataSet(SeededRandom &rng);

/// The CSV field text of a cell, quoted when needed; NULL as kNullLiteral.
std::string csvField(const Cell &cell, SqlType type);

/// Writes each table to `<dir>/<name>.csv` (or its files to `<dir>/<name>/part-<i>.csv`) and
/// records the path. Returns false with `error` set
/// when a file cannot be written.
bool writeCsvFiles(DataSet &data, const std::string &dir, std::string &error);

/// `CREATE TABLE` statements for the filesystem/csv source of every table.
std::string flinkDdl(const DataSet &data);

/// The data as readable text: each table's CSV lines (the first 60), for failure reports.
std::string describeData(const DataSet &data);

/// The null literal used in the CSV files ('csv.null-literal').
inline constexpr const char *kNullLiteral = "NULL";

} // namespace sluice::difftest
