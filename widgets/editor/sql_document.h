#pragma once

#include "analysis_runner.h"
#include "diagnostics_runner.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace sluice {

class SqlEditor;

/// One open job: the editor that shows it, the file it belongs to (if any), its live
/// diagnostics and its autosave bookkeeping. Lives as long as its editor (it is its child).
class SqlDocument : public QObject
{
    Q_OBJECT

public:
    /// Takes `editor` as its view and becomes its child.
    explicit SqlDocument(SqlEditor *editor);

    SqlEditor *editor() const { return m_editor; }
    DiagnosticsRunner *diagnosticsRunner() { return &m_runner; }
    /// Runs the engine's check off the GUI thread as the text changes and hands its facts
    /// (tables, columns, settings) to the editor for completion and hover.
    AnalysisRunner *factsRunner() { return &m_facts; }

    QString filePath() const { return m_filePath; }
    /// "orders.sql", or "Untitled-3" for a new buffer.
    QString displayName() const;
    void setUntitledNumber(int number) { m_untitledNumber = number; }
    bool isUntitled() const { return m_filePath.isEmpty(); }
    bool isModified() const;

    /// Replaces the buffer with the file's contents (unmodified, fresh undo history).
    bool load(const QString &path, QString *error);
    /// Writes the buffer to its file atomically.
    bool save(QString *error);
    /// Writes the buffer atomically to `path`, which becomes its file.
    bool saveAs(const QString &path, QString *error);
    /// Puts recovered text in the buffer and keeps it marked as modified (unsaved work).
    void restore(const QString &path, const QByteArray &text);

    /// Whether `bytes` (read from disk now) differ from what was last loaded or saved.
    bool differsFromDisk(const QByteArray &bytes) const;
    /// Takes `bytes` as the file's contents on disk without loading them (the user chose to
    /// keep the buffer), so the same change is not reported twice.
    void rememberDiskContents(const QByteArray &bytes);

    /// The id of this buffer in the autosave store.
    QString autosaveId() const { return m_autosaveId; }
    /// Whether the text changed since the last autosave.
    bool needsAutosave() const { return m_revision != m_autosavedRevision; }
    void markAutosaved() { m_autosavedRevision = m_revision; }

signals:
    void filePathChanged();
    void modificationChanged(bool modified);

private:
    void setFilePath(const QString &path);

    SqlEditor *m_editor;
    DiagnosticsRunner m_runner;
    AnalysisRunner m_facts;
    QString m_filePath;
    int m_untitledNumber = 1;
    QByteArray m_diskHash;
    QString m_autosaveId;
    quint64 m_revision = 0;
    quint64 m_autosavedRevision = 0;
};

} // namespace sluice
