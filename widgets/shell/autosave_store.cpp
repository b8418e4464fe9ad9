#include "autosave_store.h"

#include "text_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

namespace sluice {

namespace {

constexpr auto kLockName = "session.lock";
constexpr auto kMetaSuffix = ".json";
constexpr auto kTextSuffix = ".sql";

QString defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave";
}

// An id becomes a file name: keep it to characters that are safe everywhere.
bool isSafeId(const QString &id)
{
    if (id.isEmpty())
        return false;
    for (const QChar c : id) {
        if (!(c.isLetterOrNumber() || c == '-' || c == '_'))
            return false;
    }
    return true;
}

} // namespace

AutosaveStore::AutosaveStore(QObject *parent) : AutosaveStore(defaultRoot(), parent) {}

AutosaveStore::AutosaveStore(const QString &rootDir, QObject *parent)
    : QObject(parent), m_rootDir(rootDir)
{
    m_sessionDir = m_rootDir + '/' + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!QDir().mkpath(m_sessionDir))
        return;
    m_lock = std::make_unique<QLockFile>(m_sessionDir + '/' + kLockName);
    // Never let another instance treat a long-lived session as stale: only a dead owner counts.
    m_lock->setStaleLockTime(0);
    m_active = m_lock->tryLock(0);
}

AutosaveStore::~AutosaveStore()
{
    if (m_active) {
        m_lock->unlock();
        QDir(m_sessionDir).removeRecursively();
    }
}

bool AutosaveStore::save(const AutosaveEntry &entry)
{
    if (!m_active || !isSafeId(entry.id))
        return false;
    const QString base = m_sessionDir + '/' + entry.id;
    QString error;
    if (!TextFile::writeAtomically(base + kTextSuffix, entry.text, &error))
        return false;
    QJsonObject meta;
    meta["originalPath"] = entry.originalPath;
    meta["title"] = entry.title;
    meta["savedAt"] = (entry.savedAt.isValid() ? entry.savedAt : QDateTime::currentDateTime())
                          .toString(Qt::ISODateWithMs);
    return TextFile::writeAtomically(base + kMetaSuffix, QJsonDocument(meta).toJson(), &error);
}

void AutosaveStore::remove(const QString &id)
{
    if (!m_active || !isSafeId(id))
        return;
    QFile::remove(m_sessionDir + '/' + id + kTextSuffix);
    QFile::remove(m_sessionDir + '/' + id + kMetaSuffix);
}

QStringList AutosaveStore::orphanedSessionDirs() const
{
    QStringList result;
    QDir root(m_rootDir);
    const QFileInfoList dirs =
        root.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time | QDir::Reversed);
    for (const QFileInfo &dir : dirs) {
        const QString path = dir.absoluteFilePath();
        if (QDir(path) == QDir(m_sessionDir))
            continue;
        QLockFile lock(path + '/' + kLockName);
        lock.setStaleLockTime(0);
        // tryLock() succeeds when there is no lock or its owner process is gone.
        if (lock.tryLock(0)) {
            lock.unlock();
            result << path;
        }
    }
    return result;
}

QList<AutosaveEntry> AutosaveStore::orphanedEntries() const
{
    QList<AutosaveEntry> result;
    for (const QString &dir : orphanedSessionDirs()) {
        const QFileInfoList metas =
            QDir(dir).entryInfoList({QString("*") + kMetaSuffix}, QDir::Files, QDir::Name);
        for (const QFileInfo &metaInfo : metas) {
            QByteArray metaBytes;
            QByteArray text;
            QString error;
            const QString base = metaInfo.absolutePath() + '/' + metaInfo.completeBaseName();
            if (!TextFile::read(metaInfo.absoluteFilePath(), &metaBytes, &error)
                || !TextFile::read(base + kTextSuffix, &text, &error)) {
                continue;
            }
            const QJsonObject meta = QJsonDocument::fromJson(metaBytes).object();
            AutosaveEntry entry;
            entry.id = metaInfo.completeBaseName();
            entry.originalPath = meta["originalPath"].toString();
            entry.title = meta["title"].toString();
            entry.savedAt = QDateTime::fromString(meta["savedAt"].toString(), Qt::ISODateWithMs);
            entry.text = text;
            result << entry;
        }
    }
    return result;
}

void AutosaveStore::discardOrphans()
{
    for (const QString &dir : orphanedSessionDirs())
        QDir(dir).removeRecursively();
}

} // namespace sluice
