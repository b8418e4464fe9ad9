#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sluice {

/// Reads and writes job files as UTF-8 bytes. Writing is atomic: the bytes go to a temporary file
/// in the same folder that replaces the target only once it is complete (QSaveFile), so a crash
/// or a full disk never leaves a half-written job behind.
class TextFile
{
    Q_DECLARE_TR_FUNCTIONS(sluice::TextFile)

public:
    /// Reads the whole file into `contents`. On failure returns false and a user-facing reason.
    static bool read(const QString &path, QByteArray *contents, QString *error);

    /// Atomically replaces `path` with `contents`. On failure the old file is left untouched.
    static bool writeAtomically(const QString &path, const QByteArray &contents, QString *error);
};

} // namespace sluice
