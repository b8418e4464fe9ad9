#pragma once

#include "connection_profile.h"
#include "rest_client.h"

#include <QString>

#include <optional>

namespace sluice::cluster {

/// A profile ready to connect: its URLs and the security its requests carry.
struct ClusterTarget {
    ConnectionProfile profile;
    RestSecurity security;
};

/// `profile` with its password (basic) or token (bearer) `secret` made into an Authorization
/// header and its CA file read; nothing and `error` when something is missing or unreadable.
std::optional<ClusterTarget> clusterTarget(const ConnectionProfile &profile, const QString &secret, QString &error);

} // namespace sluice::cluster
