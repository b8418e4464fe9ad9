#include "open_cluster_job_dialog.h"

#include <job_manager_client.h>
#include <secret_store.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sluice {

OpenClusterJobDialog::OpenClusterJobDialog(const QString &profile, QWidget *parent)
    : QDialog(parent), m_profiles(new QComboBox(this)), m_jobs(new QTreeWidget(this)), m_status(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_secrets(new cluster::SecretStore(this))
{
    setWindowTitle(tr("Open Cluster Job"));
    m_profiles->setObjectName(QStringLiteral("ClusterProfileBox"));
    m_jobs->setObjectName(QStringLiteral("ClusterJobList"));
    for (const cluster::ConnectionProfile &p : cluster::ConnectionProfiles::load())
        m_profiles->addItem(p.name);
    m_profiles->setCurrentIndex(std::max(0, m_profiles->findText(profile)));
    m_jobs->setHeaderLabels({tr("Job"), tr("State"), tr("Started"), tr("Job ID")});
    m_jobs->setRootIsDecorated(false);
    m_jobs->setUniformRowHeights(true);
    m_jobs->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_jobs->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_status->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Watch"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    QPushButton *refresh = m_buttons->addButton(tr("Re&fresh"), QDialogButtonBox::ResetRole);
    connect(refresh, &QPushButton::clicked, this, &OpenClusterJobDialog::load);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_jobs, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(item != nullptr); });
    connect(m_jobs, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_profiles, &QComboBox::currentIndexChanged, this, &OpenClusterJobDialog::load);

    auto *form = new QFormLayout;
    form->addRow(tr("&Cluster:"), m_profiles);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_jobs, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(760, 420);
    if (m_profiles->count() == 0)
        m_status->setText(tr("No cluster is set up yet. Add one under Settings → Clusters."));
    else
        load();
}

void OpenClusterJobDialog::load()
{
    m_jobs->clear();
    const auto profile = cluster::ConnectionProfiles::find(m_profiles->currentText());
    if (!profile)
        return;
    m_status->setText(tr("Asking %1…").arg(profile->jobManager.toString()));
    const int request = ++m_request; // an answer for a profile no longer chosen is dropped
    auto list = [this, request, profile = *profile](const QString &secret, const QString &problem) {
        if (request != m_request)
            return;
        QString error;
        const auto target = cluster::clusterTarget(profile, secret, error);
        if (!target) {
            m_status->setText(problem.isEmpty() ? error : error + QLatin1String(" (") + problem + QLatin1Char(')'));
            return;
        }
        m_target = *target;
        delete m_client;
        m_client = new cluster::JobManagerClient(target->profile.jobManager, target->security, this);
        m_client->jobs([this, request](const QList<cluster::ClusterJob> &jobs, const cluster::RestResponse &r) {
            if (request != m_request)
                return;
            if (!r.ok()) {
                m_status->setText(r.error);
                return;
            }
            for (const cluster::ClusterJob &job : jobs) {
                auto *item = new QTreeWidgetItem(m_jobs, {job.name.simplified(), job.state,
                                                          QLocale().toString(job.started, QLocale::ShortFormat), job.id});
                item->setToolTip(0, job.name);
                item->setData(0, Qt::UserRole, job.id);
            }
            m_status->setText(jobs.isEmpty() ? tr("The cluster has no jobs.") : tr("%n job(s).", nullptr, int(jobs.size())));
            for (int i = 0; i < m_jobs->topLevelItemCount(); ++i) {
                if (m_jobs->topLevelItem(i)->text(1) == QLatin1String("RUNNING")) {
                    m_jobs->setCurrentItem(m_jobs->topLevelItem(i));
                    break;
                }
            }
        });
    };
    if (profile->auth == cluster::ConnectionProfile::Auth::None)
        return list(QString(), QString());
    m_secrets->read(profile->name, list);
}

QString OpenClusterJobDialog::jobId() const
{
    const QTreeWidgetItem *item = m_jobs->currentItem();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

QString OpenClusterJobDialog::jobName() const
{
    const QTreeWidgetItem *item = m_jobs->currentItem();
    return item ? item->toolTip(0) : QString();
}

} // namespace sluice
