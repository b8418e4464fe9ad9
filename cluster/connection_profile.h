#pragma once

#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace sluice::cluster {

/// How Sluice reaches one Flink cluster: its SQL Gateway (where scripts go) and its JobManager
/// REST API (where jobs are watched and controlled). Kept in the settings under its name; a
/// password or token is never kept here (the system keychain holds it).
struct ConnectionProfile {
    enum class Auth { None, Basic, Bearer };
    QString name;
    QUrl gateway;      ///< http://host:8083
    QUrl jobManager;   ///< http://host:8081
    Auth auth = Auth::None;
    QString user;      ///< Basic only
    QString caFile;    ///< PEM file of extra trusted CAs for https
    QString flinkVersion = QStringLiteral("1.20");

    /// What is wrong with it for a connection ("" when it can be used): a name, one URL at
    /// least, and each an http(s) address. What a command needs of them it checks itself.
    QString problem() const;
};

/// The connection profiles in the user's settings (the same for the app and `sluice --profile`).
class ConnectionProfiles
{
public:
    static QList<ConnectionProfile> load();
    static std::optional<ConnectionProfile> find(const QString &name);
    /// Adds `profile`, or replaces the one of the same name.
    static void save(const ConnectionProfile &profile);
    static void remove(const QString &name);
    /// Replaces all of them with `profiles`.
    static void saveAll(const QList<ConnectionProfile> &profiles);
};

} // namespace sluice::cluster
