#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;

namespace sluice {

/// One unsaved buffer as it was last autosaved.
struct AutosaveEntry {
    QString id;           ///< stable for the buffer's lifetime within one session
    QString originalPath; ///< the file it was opened from, empty for an untitled buffer
    QString title;        ///< what its tab showed
    QByteArray text;      ///< UTF-8
    QDateTime savedAt;
};

/// Keeps copies of unsaved buffers under the application data folder so that a crash or a kill
/// never loses work. Each running instance writes into its own session folder guarded by a lock
/// file; a folder whose owner is no longer running holds buffers to offer back at start-up.
class AutosaveStore : public QObject
{
    Q_OBJECT

public:
    /// Stores under QStandardPaths::AppDataLocation/autosave.
    explicit AutosaveStore(QObject *parent = nullptr);
    /// Stores under `rootDir`, one sub-folder per session.
    explicit AutosaveStore(const QString &rootDir, QObject *parent = nullptr);
    /// A clean shutdown: this session's folder is removed.
    ~AutosaveStore() override;

    /// False when the folder could not be created or locked; saving then does nothing.
    bool isActive() const { return m_active; }
    QString rootDir() const { return m_rootDir; }
    QString sessionDir() const { return m_sessionDir; }

    /// Writes (atomically) the buffer `id`; returns false and leaves the old copy on failure.
    bool save(const AutosaveEntry &entry);
    /// Forgets the buffer `id` (it was saved or deliberately discarded).
    void remove(const QString &id);

    /// Buffers left behind by sessions that are no longer running, oldest session first.
    QList<AutosaveEntry> orphanedEntries() const;
    /// Deletes the folders of sessions that are no longer running.
    void discardOrphans();

private:
    QStringList orphanedSessionDirs() const;

    QString m_rootDir;
    QString m_sessionDir;
    std::unique_ptr<QLockFile> m_lock;
    bool m_active = false;
};

} // namespace sluice
