#pragma once

#include <QObject>
#include <QStringList>

namespace sluice {

/// The most-recently-used job files, newest first, kept in QSettings ("recentFiles").
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxFiles = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    /// Moves `path` to the front (adding it if new) and persists the list.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

signals:
    void changed();

private:
    void store();

    QStringList m_files;
};

} // namespace sluice
