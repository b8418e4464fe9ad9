#include "text_file.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace sluice {

bool TextFile::read(const QString &path, QByteArray *contents, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = tr("The file does not exist.");
        return false;
    }
    if (info.isDir()) {
        *error = tr("This is a folder, not a file.");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    *contents = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool TextFile::writeAtomically(const QString &path, const QByteArray &contents, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    if (file.write(contents) != contents.size()) {
        *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace sluice
