#include "run_history_store.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <sqlite3.h>

namespace sluice {

namespace {

constexpr int kSchemaVersion = 1;

// A prepared statement, finalized when it goes out of scope.
class Statement
{
public:
    Statement(sqlite3 *db, const char *sql) { m_ok = sqlite3_prepare_v2(db, sql, -1, &m_statement, nullptr) == SQLITE_OK; }
    ~Statement() { sqlite3_finalize(m_statement); }
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool ok() const { return m_ok; }
    sqlite3_stmt *get() const { return m_statement; }
    void bind(int column, const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        sqlite3_bind_text(m_statement, column, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }
    void bind(int column, const QByteArray &blob)
    {
        sqlite3_bind_blob(m_statement, column, blob.constData(), int(blob.size()), SQLITE_TRANSIENT);
    }
    void bind(int column, qint64 value) { sqlite3_bind_int64(m_statement, column, value); }
    void bind(int column, double value) { sqlite3_bind_double(m_statement, column, value); }
    QString text(int column) const
    {
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column)),
                                 sqlite3_column_bytes(m_statement, column));
    }
    QByteArray blob(int column) const
    {
        return QByteArray(static_cast<const char *>(sqlite3_column_blob(m_statement, column)),
                          sqlite3_column_bytes(m_statement, column));
    }

private:
    sqlite3_stmt *m_statement = nullptr;
    bool m_ok = false;
};

QByteArray parametersJson(const QList<QPair<QString, QString>> &parameters)
{
    QJsonArray array;
    for (const auto &[key, value] : parameters)
        array.append(QJsonArray{key, value});
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

QList<QPair<QString, QString>> parametersFrom(const QString &json)
{
    QList<QPair<QString, QString>> parameters;
    for (const QJsonValue &pair : QJsonDocument::fromJson(json.toUtf8()).array())
        parameters.append({pair.toArray().at(0).toString(), pair.toArray().at(1).toString()});
    return parameters;
}

} // namespace

RunHistoryStore::RunHistoryStore(const QString &path) : m_path(path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK) {
        fail(QStringLiteral("cannot open"));
        sqlite3_close(m_db);
        m_db = nullptr;
        return;
    }
    sqlite3_busy_timeout(m_db, 2000); // two windows of the app may share the file
    int version = 0;
    {
        Statement query(m_db, "PRAGMA user_version");
        if (query.ok() && sqlite3_step(query.get()) == SQLITE_ROW)
            version = sqlite3_column_int(query.get(), 0);
    }
    if (version > kSchemaVersion) {
        m_error = QStringLiteral("%1 was written by a newer Sluice; run history is not kept")
                      .arg(QDir::toNativeSeparators(path));
        sqlite3_close(m_db);
        m_db = nullptr;
        return;
    }
    if (!exec("CREATE TABLE IF NOT EXISTS runs (number INTEGER PRIMARY KEY, job TEXT NOT NULL,"
              " started INTEGER NOT NULL, seconds REAL NOT NULL, outcome INTEGER NOT NULL,"
              " parameters TEXT NOT NULL, metrics BLOB NOT NULL);"
              "PRAGMA user_version = 1;")) {
        sqlite3_close(m_db);
        m_db = nullptr;
    }
}

RunHistoryStore::~RunHistoryStore()
{
    sqlite3_close(m_db);
}

bool RunHistoryStore::fail(const QString &what)
{
    m_error = QStringLiteral("%1: %2 (%3)")
                  .arg(QDir::toNativeSeparators(m_path), what,
                       QString::fromUtf8(m_db ? sqlite3_errmsg(m_db) : "out of memory"));
    return false;
}

bool RunHistoryStore::exec(const char *sql)
{
    if (!m_db)
        return false;
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        m_error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(m_path), QString::fromUtf8(message));
        sqlite3_free(message);
        return false;
    }
    m_error.clear();
    return true;
}

std::vector<RunRecord> RunHistoryStore::load()
{
    std::vector<RunRecord> runs;
    if (!m_db)
        return runs;
    Statement query(m_db, "SELECT number, job, started, seconds, outcome, parameters, metrics FROM runs"
                          " ORDER BY number");
    if (!query.ok()) {
        fail(QStringLiteral("cannot read the runs"));
        return runs;
    }
    QList<int> damaged;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(query.get())) == SQLITE_ROW) {
        RunRecord record;
        record.number = sqlite3_column_int(query.get(), 0);
        auto metrics = MetricHistory::fromBytes(query.blob(6));
        const int outcome = sqlite3_column_int(query.get(), 4);
        if (!metrics || outcome < 0 || outcome > int(RunState::Stopped)) {
            damaged << record.number;
            continue;
        }
        record.jobName = query.text(1);
        record.startedAt = QDateTime::fromMSecsSinceEpoch(sqlite3_column_int64(query.get(), 2));
        record.seconds = sqlite3_column_double(query.get(), 3);
        record.outcome = RunState(outcome);
        record.parameters = parametersFrom(query.text(5));
        record.metrics = std::make_shared<const MetricHistory>(std::move(*metrics));
        runs.push_back(std::move(record));
    }
    if (step != SQLITE_DONE)
        fail(QStringLiteral("cannot read the runs"));
    else
        m_error.clear();
    for (int number : damaged)
        remove(number);
    if (!damaged.isEmpty())
        m_error = QStringLiteral("%1: %2 damaged run(s) left out")
                      .arg(QDir::toNativeSeparators(m_path))
                      .arg(damaged.size());
    return runs;
}

bool RunHistoryStore::save(const RunRecord &record)
{
    if (!m_db)
        return false;
    Statement insert(m_db, "INSERT OR REPLACE INTO runs (number, job, started, seconds, outcome, parameters, metrics)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?)");
    if (!insert.ok())
        return fail(QStringLiteral("cannot keep run #%1").arg(record.number));
    insert.bind(1, qint64(record.number));
    insert.bind(2, record.jobName);
    insert.bind(3, record.startedAt.toMSecsSinceEpoch());
    insert.bind(4, record.seconds);
    insert.bind(5, qint64(record.outcome));
    insert.bind(6, QString::fromUtf8(parametersJson(record.parameters)));
    insert.bind(7, record.metrics ? record.metrics->toBytes() : MetricHistory().toBytes());
    if (sqlite3_step(insert.get()) != SQLITE_DONE)
        return fail(QStringLiteral("cannot keep run #%1").arg(record.number));
    m_error.clear();
    return true;
}

bool RunHistoryStore::remove(int number)
{
    if (!m_db)
        return false;
    Statement erase(m_db, "DELETE FROM runs WHERE number = ?");
    if (!erase.ok())
        return fail(QStringLiteral("cannot delete run #%1").arg(number));
    erase.bind(1, qint64(number));
    if (sqlite3_step(erase.get()) != SQLITE_DONE)
        return fail(QStringLiteral("cannot delete run #%1").arg(number));
    m_error.clear();
    return true;
}

bool RunHistoryStore::removeAll()
{
    return exec("DELETE FROM runs;");
}

} // namespace sluice
