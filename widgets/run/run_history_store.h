#pragma once

#include "run_history.h"

#include <QString>

#include <vector>

struct sqlite3;

namespace sluice {

/// The runs kept for Compare Runs across sessions: one SQLite database (a file under the
/// application's data folder), one row per run with its parameters and its metric series.
/// Every call reports failure by returning false or an empty list with error() set; the
/// history in memory goes on without it (a read-only or full disk costs only persistence).
class RunHistoryStore
{
public:
    /// Opens (creating when missing) the database at `path`.
    explicit RunHistoryStore(const QString &path);
    ~RunHistoryStore();
    RunHistoryStore(const RunHistoryStore &) = delete;
    RunHistoryStore &operator=(const RunHistoryStore &) = delete;

    bool isOpen() const { return m_db != nullptr; }
    /// Why the last call failed ("" after a success).
    const QString &error() const { return m_error; }
    const QString &path() const { return m_path; }

    /// The runs kept, oldest first. A run whose series cannot be read back (damaged) is left
    /// out and removed, and error() names it.
    std::vector<RunRecord> load();
    bool save(const RunRecord &record);
    bool remove(int number);
    bool removeAll();

private:
    bool exec(const char *sql);
    bool fail(const QString &what);

    QString m_path;
    QString m_error;
    sqlite3 *m_db = nullptr;
};

} // namespace sluice
