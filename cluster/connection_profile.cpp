#include "connection_profile.h"

#include <QCoreApplication>
#include <QSettings>

#include <memory>

namespace sluice::cluster {
namespace {

constexpr auto kGroup = "cluster/profiles";

std::unique_ptr<QSettings> settings()
{
    // Named, not taken from the application: `sluice` on the command line and the app share them.
    return std::make_unique<QSettings>(QStringLiteral("Sluice"), QStringLiteral("Sluice"));
}

QString authName(ConnectionProfile::Auth auth)
{
    switch (auth) {
    case ConnectionProfile::Auth::Basic:
        return QStringLiteral("basic");
    case ConnectionProfile::Auth::Bearer:
        return QStringLiteral("bearer");
    case ConnectionProfile::Auth::None:
        break;
    }
    return QStringLiteral("none");
}

ConnectionProfile::Auth authFromName(const QString &name)
{
    if (name == QLatin1String("basic"))
        return ConnectionProfile::Auth::Basic;
    if (name == QLatin1String("bearer"))
        return ConnectionProfile::Auth::Bearer;
    return ConnectionProfile::Auth::None;
}

void write(QSettings &s, const QList<ConnectionProfile> &profiles)
{
    s.remove(QLatin1String(kGroup));
    s.beginWriteArray(QLatin1String(kGroup), static_cast<int>(profiles.size()));
    for (int i = 0; i < profiles.size(); ++i) {
        const ConnectionProfile &p = profiles[i];
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), p.name);
        s.setValue(QStringLiteral("gateway"), p.gateway.toString());
        s.setValue(QStringLiteral("jobManager"), p.jobManager.toString());
        s.setValue(QStringLiteral("auth"), authName(p.auth));
        s.setValue(QStringLiteral("user"), p.user);
        s.setValue(QStringLiteral("caFile"), p.caFile);
        s.setValue(QStringLiteral("flinkVersion"), p.flinkVersion);
    }
    s.endArray();
}

} // namespace

QString ConnectionProfile::problem() const
{
    auto badUrl = [](const QUrl &url) {
        return !url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
               url.host().isEmpty();
    };
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("sluice::cluster::ConnectionProfile", "the profile has no name");
    if (gateway.isEmpty() && jobManager.isEmpty())
        return QCoreApplication::translate("sluice::cluster::ConnectionProfile",
                                           "the profile has neither a SQL Gateway URL nor a JobManager URL");
    if (!gateway.isEmpty() && badUrl(gateway))
        return QCoreApplication::translate("sluice::cluster::ConnectionProfile",
                                           "the SQL Gateway URL '%1' is not an http:// or https:// address")
            .arg(gateway.toString());
    if (!jobManager.isEmpty() && badUrl(jobManager))
        return QCoreApplication::translate("sluice::cluster::ConnectionProfile",
                                           "the JobManager URL '%1' is not an http:// or https:// address")
            .arg(jobManager.toString());
    return {};
}

QList<ConnectionProfile> ConnectionProfiles::load()
{
    const auto held = settings();
    QSettings &s = *held;
    QList<ConnectionProfile> profiles;
    const int n = s.beginReadArray(QLatin1String(kGroup));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        ConnectionProfile p;
        p.name = s.value(QStringLiteral("name")).toString();
        p.gateway = QUrl(s.value(QStringLiteral("gateway")).toString());
        p.jobManager = QUrl(s.value(QStringLiteral("jobManager")).toString());
        p.auth = authFromName(s.value(QStringLiteral("auth")).toString());
        p.user = s.value(QStringLiteral("user")).toString();
        p.caFile = s.value(QStringLiteral("caFile")).toString();
        p.flinkVersion = s.value(QStringLiteral("flinkVersion"), p.flinkVersion).toString();
        profiles.append(p);
    }
    s.endArray();
    return profiles;
}

std::optional<ConnectionProfile> ConnectionProfiles::find(const QString &name)
{
    for (const ConnectionProfile &p : load()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

void ConnectionProfiles::save(const ConnectionProfile &profile)
{
    QList<ConnectionProfile> profiles = load();
    bool replaced = false;
    for (ConnectionProfile &p : profiles) {
        if (p.name == profile.name) {
            p = profile;
            replaced = true;
        }
    }
    if (!replaced)
        profiles.append(profile);
    write(*settings(), profiles);
}

void ConnectionProfiles::saveAll(const QList<ConnectionProfile> &profiles)
{
    write(*settings(), profiles);
}

void ConnectionProfiles::remove(const QString &name)
{
    QList<ConnectionProfile> profiles = load();
    profiles.removeIf([&](const ConnectionProfile &p) { return p.name == name; });
    write(*settings(), profiles);
}

} // namespace sluice::cluster
