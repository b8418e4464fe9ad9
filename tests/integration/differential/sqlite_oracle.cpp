#include "sqlite_oracle.h"

#include <sqlite3.h>

namespace sluice::difftest {

namespace {

// About a second of SQLite work: 20000 handler calls of 1000 VM steps each.
constexpr int kMaxProgressTicks = 20000;

const char *sqliteTypeName(SqlType type)
{
    switch (type) {
    case SqlType::Int:
    case SqlType::BigInt:
    case SqlType::Decimal: // cents
        return "INTEGER";
    case SqlType::Double:
        return "REAL";
    case SqlType::Varchar:
        return "TEXT";
    }
    return "BLOB";
}

} // namespace

SqliteOracle::SqliteOracle()
{
    if (sqlite3_open(":memory:", &m_db) != SQLITE_OK) {
        m_error = m_db ? sqlite3_errmsg(m_db) : "sqlite3_open failed";
        sqlite3_close(m_db);
        m_db = nullptr;
    }
}

SqliteOracle::~SqliteOracle()
{
    sqlite3_close(m_db);
}

std::string SqliteOracle::version()
{
    return sqlite3_libversion();
}

bool SqliteOracle::exec(const std::string &sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        m_error = std::string(message ? message : "sqlite3_exec failed") + " in: " + sql;
        sqlite3_free(message);
        return false;
    }
    return true;
}

bool SqliteOracle::load(const DataSet &data)
{
    if (!m_db)
        return false;
    for (const TableData &table : data.tables) {
        std::string create = "DROP TABLE IF EXISTS " + table.name + "; CREATE TABLE " + table.name + " (";
        std::string insert = "INSERT INTO " + table.name + " VALUES (";
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            create += (c > 0 ? ", " : "") + table.columns[c].name + " " +
                      sqliteTypeName(table.columns[c].type);
            insert += c > 0 ? ", ?" : "?";
        }
        create += ");";
        insert += ")";
        if (!exec(create))
            return false;
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(m_db, insert.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
            m_error = sqlite3_errmsg(m_db);
            return false;
        }
        bool ok = true;
        for (const auto &row : table.rows) {
            sqlite3_reset(stmt);
            for (std::size_t c = 0; c < row.size(); ++c) {
                const int param = static_cast<int>(c) + 1;
                const Cell &cell = row[c];
                if (cell.null)
                    sqlite3_bind_null(stmt, param);
                else if (table.columns[c].type == SqlType::Double)
                    sqlite3_bind_double(stmt, param, cell.d);
                else if (table.columns[c].type == SqlType::Varchar)
                    sqlite3_bind_text(stmt, param, cell.s.data(), static_cast<int>(cell.s.size()),
                                      SQLITE_TRANSIENT);
                else
                    sqlite3_bind_int64(stmt, param, cell.i);
            }
            if (sqlite3_step(stmt) != SQLITE_DONE) {
                m_error = sqlite3_errmsg(m_db);
                ok = false;
                break;
            }
        }
        sqlite3_finalize(stmt);
        if (!ok)
            return false;
    }
    return true;
}

SqliteOracle::QueryResult SqliteOracle::query(const std::string &sql, std::vector<SqliteRow> &rows,
                                              std::size_t maxRows)
{
    rows.clear();
    if (!m_db)
        return QueryResult::Error;
    // The handler runs every 1000 VM steps; a non-zero return interrupts the statement.
    int ticks = 0;
    sqlite3_progress_handler(
        m_db, 1000,
        [](void *counter) { return ++*static_cast<int *>(counter) > kMaxProgressTicks ? 1 : 0; },
        &ticks);
    // The handler points at `ticks` on this stack frame: remove it before the frame goes, or a
    // later statement (load()) would call it with a dangling pointer.
    struct RemoveHandler {
        sqlite3 *db;
        ~RemoveHandler() { sqlite3_progress_handler(db, 0, nullptr, nullptr); }
    } removeHandler{m_db};
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
        m_error = std::string(sqlite3_errmsg(m_db)) + " in: " + sql;
        sqlite3_finalize(stmt);
        return QueryResult::Error;
    }
    const int columns = sqlite3_column_count(stmt);
    int rc = SQLITE_OK;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        if (rows.size() >= maxRows) {
            sqlite3_finalize(stmt);
            return QueryResult::TooLarge;
        }
        SqliteRow row(static_cast<std::size_t>(columns));
        for (int c = 0; c < columns; ++c) {
            SqliteValue &v = row[static_cast<std::size_t>(c)];
            switch (sqlite3_column_type(stmt, c)) {
            case SQLITE_NULL:
                v.kind = SqliteValue::Kind::Null;
                break;
            case SQLITE_INTEGER:
                v.kind = SqliteValue::Kind::Integer;
                v.i = sqlite3_column_int64(stmt, c);
                break;
            case SQLITE_FLOAT:
                v.kind = SqliteValue::Kind::Real;
                v.d = sqlite3_column_double(stmt, c);
                break;
            default: {
                v.kind = SqliteValue::Kind::Text;
                const auto *text = sqlite3_column_text(stmt, c);
                v.s.assign(reinterpret_cast<const char *>(text),
                           static_cast<std::size_t>(sqlite3_column_bytes(stmt, c)));
                break;
            }
            }
        }
        rows.push_back(std::move(row));
    }
    if (rc == SQLITE_INTERRUPT) {
        sqlite3_finalize(stmt);
        return QueryResult::TooLarge;
    }
    if (rc != SQLITE_DONE)
        m_error = std::string(sqlite3_errmsg(m_db)) + " in: " + sql;
    sqlite3_finalize(stmt);
    return rc == SQLITE_DONE ? QueryResult::Ok : QueryResult::Error;
}

} // namespace sluice::difftest
