#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <cluster_target.h>

#include <optional>

// What the cluster commands share: where the cluster is (--profile NAME, or --gateway and
// --rest URLs) and how requests authenticate (docs/cluster.md).
namespace sluice::cli {

using cluster::ClusterTarget;

/// The options naming a cluster, to add to a command's parser.
QList<QCommandLineOption> clusterOptions();
/// Whether the command line names a cluster at all.
bool namesCluster(const QCommandLineParser &parser);
/// The cluster the command line names, or a message saying what is missing or wrong.
std::optional<ClusterTarget> clusterTarget(const QCommandLineParser &parser, QString &error);

/// `sluice jobs --profile NAME`: the cluster's jobs.
int listClusterJobs(const ClusterTarget &target);
/// `sluice stop --profile NAME JOB [--savepoint DIR] [--drain]`: cancels the cluster's job, or
/// stops it with a savepoint (printing where it went).
int stopClusterJob(const ClusterTarget &target, const QString &jobId, const std::optional<QString> &savepoint,
                   bool drain, int timeoutMs);

} // namespace sluice::cli
