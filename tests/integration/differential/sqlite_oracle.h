#pragma once

// The reference engine: an in-memory SQLite database holding the same rows as the CSV files.
// DECIMAL columns are stored as INTEGER cents (see SqlType::Decimal), DOUBLE as REAL.

#include "random_data.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct sqlite3;

namespace sluice::difftest {

/// One SQLite result value, as SQLite typed it.
struct SqliteValue {
    enum class Kind { Null, Integer, Real, Text } kind = Kind::Null;
    std::int64_t i = 0;
    double d = 0;
    std::string s;
};

using SqliteRow = std::vector<SqliteValue>;

class SqliteOracle {
public:
    SqliteOracle();
    ~SqliteOracle();
    SqliteOracle(const SqliteOracle &) = delete;
    SqliteOracle &operator=(const SqliteOracle &) = delete;

    /// False (with error()) when the database could not be opened.
    bool isOpen() const { return m_db != nullptr; }
    /// Replaces the database contents with the tables of `data`.
    bool load(const DataSet &data);
    enum class QueryResult { Ok, TooLarge, Error };
    /// Runs one query; its rows in SQLite's order. TooLarge when it yields more than `maxRows`
    /// rows or runs longer than a fixed budget of SQLite VM steps (a join blown up by hot keys);
    /// Error with error() on any SQLite error.
    QueryResult query(const std::string &sql, std::vector<SqliteRow> &rows,
                      std::size_t maxRows = 100000);
    /// The SQLite library version, for reports.
    static std::string version();

    const std::string &error() const { return m_error; }

private:
    bool exec(const std::string &sql);

    sqlite3 *m_db = nullptr;
    std::string m_error;
};

} // namespace sluice::difftest
