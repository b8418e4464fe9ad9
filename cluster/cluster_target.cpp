#include "cluster_target.h"

#include <QCoreApplication>
#include <QSslCertificate>

namespace sluice::cluster {

std::optional<ClusterTarget> clusterTarget(const ConnectionProfile &profile, const QString &secret, QString &error)
{
    if (const QString problem = profile.problem(); !problem.isEmpty()) {
        error = problem;
        return std::nullopt;
    }
    ClusterTarget target;
    target.profile = profile;
    switch (profile.auth) {
    case ConnectionProfile::Auth::None:
        break;
    case ConnectionProfile::Auth::Basic:
        if (secret.isEmpty()) {
            error = QCoreApplication::translate("sluice::cluster::ClusterTarget", "the profile '%1' signs in with a password, and none is known").arg(profile.name);
            return std::nullopt;
        }
        target.security.authorization = "Basic " + (profile.user.toUtf8() + ':' + secret.toUtf8()).toBase64();
        break;
    case ConnectionProfile::Auth::Bearer:
        if (secret.isEmpty()) {
            error = QCoreApplication::translate("sluice::cluster::ClusterTarget", "the profile '%1' signs in with a token, and none is known").arg(profile.name);
            return std::nullopt;
        }
        target.security.authorization = "Bearer " + secret.toUtf8();
        break;
    }
    if (!profile.caFile.isEmpty()) {
        target.security.caCertificates = QSslCertificate::fromPath(profile.caFile);
        if (target.security.caCertificates.isEmpty()) {
            error = QCoreApplication::translate("sluice::cluster::ClusterTarget", "the CA file '%1' holds no PEM certificate").arg(profile.caFile);
            return std::nullopt;
        }
    }
    return target;
}

} // namespace sluice::cluster
