#pragma once

#include <cluster_target.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTreeWidget;

namespace sluice {

namespace cluster {
class JobManagerClient;
class SecretStore;
} // namespace cluster

/// Run → Open Cluster Job…: the jobs of a cluster (its JobManager's /jobs/overview), to watch one
/// that was not started from here in the Monitor. The list loads without blocking the window.
class OpenClusterJobDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OpenClusterJobDialog(const QString &profile, QWidget *parent = nullptr);

    /// The chosen job, its name and the cluster to reach it (valid once accepted).
    QString jobId() const;
    QString jobName() const;
    const cluster::ClusterTarget &target() const { return m_target; }

private:
    void load();

    QComboBox *m_profiles;
    QTreeWidget *m_jobs;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    cluster::SecretStore *m_secrets;
    cluster::JobManagerClient *m_client = nullptr;
    cluster::ClusterTarget m_target;
    int m_request = 0;
};

} // namespace sluice
