#pragma once

#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <QStringList>

namespace sluice::testing {

/// Every file under `root` (hidden ones too) whose bytes contain `needle`: where a secret leaked.
inline QStringList filesContaining(const QString &root, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
            found << f.fileName();
    }
    return found;
}

} // namespace sluice::testing
