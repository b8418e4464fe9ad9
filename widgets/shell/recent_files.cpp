#include "recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace sluice {

namespace {
constexpr auto kKey = "recentFiles";
}

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    m_files = QSettings().value(kKey).toStringList();
    while (m_files.size() > kMaxFiles)
        m_files.removeLast();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > kMaxFiles)
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(QFileInfo(path).absoluteFilePath()) > 0)
        store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    QSettings().setValue(kKey, m_files);
    emit changed();
}

} // namespace sluice
