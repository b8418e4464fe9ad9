#include "run_on_cluster_dialog.h"

#include <connection_profile.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sluice {

RunOnClusterDialog::RunOnClusterDialog(const QString &profile, const QString &restorePath, QWidget *parent)
    : QDialog(parent), m_profiles(new QComboBox(this)), m_restore(new QCheckBox(tr("&Resume from a savepoint or checkpoint:"), this)),
      m_path(new QLineEdit(this)), m_target(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Run on Cluster"));
    m_profiles->setObjectName(QStringLiteral("ClusterProfileBox"));
    m_path->setObjectName(QStringLiteral("ClusterRestorePath"));
    m_restore->setObjectName(QStringLiteral("ClusterRestoreBox"));
    const QList<cluster::ConnectionProfile> profiles = cluster::ConnectionProfiles::load();
    for (const cluster::ConnectionProfile &p : profiles)
        m_profiles->addItem(p.name, p.gateway.toString());
    m_profiles->setCurrentIndex(std::max(0, m_profiles->findText(profile)));
    m_path->setPlaceholderText(tr("a path the cluster can read: file:///…, s3://…, hdfs://…"));
    m_path->setText(restorePath);
    m_restore->setChecked(!restorePath.isEmpty());
    m_path->setEnabled(m_restore->isChecked());
    connect(m_restore, &QCheckBox::toggled, m_path, &QLineEdit::setEnabled);
    m_target->setWordWrap(true);
    auto describe = [this] {
        m_target->setText(m_profiles->count() == 0
                              ? tr("No cluster is set up yet. Add its SQL Gateway and JobManager addresses under "
                                   "Settings → Clusters.")
                              : tr("The script's statements go to the SQL Gateway at %1, one by one; its jobs "
                                   "are watched in the Monitor.")
                                    .arg(m_profiles->currentData().toString()));
    };
    describe();
    connect(m_profiles, &QComboBox::currentIndexChanged, this, describe);

    QPushButton *manage = m_buttons->addButton(tr("&Manage Clusters…"), QDialogButtonBox::ResetRole);
    manage->setObjectName(QStringLiteral("ManageClustersButton"));
    connect(manage, &QPushButton::clicked, this, [this] {
        m_manage = true;
        reject();
    });
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Run"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_profiles->count() > 0);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("&Cluster:"), m_profiles);
    form->addRow(m_restore);
    form->addRow(m_path);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_target);
    layout->addStretch();
    layout->addWidget(m_buttons);
    resize(520, sizeHint().height());
}

QString RunOnClusterDialog::profile() const
{
    return m_profiles->currentText();
}

QString RunOnClusterDialog::restorePath() const
{
    return m_restore->isChecked() ? m_path->text().trimmed() : QString();
}

} // namespace sluice
