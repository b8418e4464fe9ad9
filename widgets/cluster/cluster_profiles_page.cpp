#include "cluster_profiles_page.h"

#include <cluster_target.h>
#include <job_manager_client.h>
#include <secret_store.h>
#include <sql_gateway_client.h>

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <memory>

namespace sluice {

ClusterProfilesPage::ClusterProfilesPage(QWidget *parent)
    : QWidget(parent), m_profiles(cluster::ConnectionProfiles::load()), m_list(new QListWidget(this)),
      m_add(new QPushButton(tr("&Add"), this)), m_remove(new QPushButton(tr("&Remove"), this)),
      m_test(new QPushButton(tr("&Test Connection"), this)), m_name(new QLineEdit(this)),
      m_gateway(new QLineEdit(this)), m_jobManager(new QLineEdit(this)), m_user(new QLineEdit(this)),
      m_secret(new QLineEdit(this)), m_caFile(new QLineEdit(this)), m_version(new QLineEdit(this)),
      m_auth(new QComboBox(this)), m_status(new QLabel(this)), m_secrets(new cluster::SecretStore(this))
{
    m_list->setObjectName(QStringLiteral("ClusterProfileList"));
    m_name->setObjectName(QStringLiteral("ClusterProfileName"));
    m_gateway->setObjectName(QStringLiteral("ClusterGatewayUrl"));
    m_jobManager->setObjectName(QStringLiteral("ClusterJobManagerUrl"));
    m_secret->setObjectName(QStringLiteral("ClusterSecret"));
    m_auth->setObjectName(QStringLiteral("ClusterAuth"));
    m_status->setObjectName(QStringLiteral("ClusterStatus"));
    m_gateway->setPlaceholderText(QStringLiteral("http://flink-gateway:8083"));
    m_jobManager->setPlaceholderText(QStringLiteral("http://flink-jobmanager:8081"));
    m_auth->addItem(tr("None"), int(cluster::ConnectionProfile::Auth::None));
    m_auth->addItem(tr("User and password (basic)"), int(cluster::ConnectionProfile::Auth::Basic));
    m_auth->addItem(tr("Token (bearer)"), int(cluster::ConnectionProfile::Auth::Bearer));
    m_secret->setEchoMode(QLineEdit::Password);
    m_caFile->setPlaceholderText(tr("the system's CAs"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *browse = new QToolButton(this);
    browse->setText(QStringLiteral("…"));
    browse->setToolTip(tr("Choose a PEM file of certificate authorities"));
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Certificate Authorities"), m_caFile->text(),
                                                          tr("PEM certificates (*.pem *.crt);;All files (*)"));
        if (!file.isEmpty())
            m_caFile->setText(file);
    });
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("SQL &Gateway:"), m_gateway);
    form->addRow(tr("&JobManager REST:"), m_jobManager);
    form->addRow(tr("&Sign in:"), m_auth);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Password or token:"), m_secret);
    auto *caLabel = new QLabel(tr("&CA file:"), this);
    caLabel->setBuddy(m_caFile);
    form->addRow(caLabel, caRow);
    form->addRow(tr("Flink &version:"), m_version);

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *left = new QHBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(buttons);

    auto *help = new QLabel(tr("Sluice sends scripts to a Flink session cluster through its SQL Gateway and "
                               "watches the jobs through the JobManager's REST API. Passwords and tokens are "
                               "kept in the system keychain."),
                            this);
    help->setWordWrap(true);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_status, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    auto *body = new QHBoxLayout;
    body->addLayout(left, 2);
    body->addLayout(form, 3);
    layout->addLayout(body, 1);
    layout->addLayout(testRow);

    for (const cluster::ConnectionProfile &p : std::as_const(m_profiles))
        m_list->addItem(p.name);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        storeForm();
        showProfile(row);
    });
    for (QLineEdit *edit : {m_name, m_gateway, m_jobManager, m_user, m_caFile, m_version})
        connect(edit, &QLineEdit::textEdited, this, &ClusterProfilesPage::storeForm);
    connect(m_secret, &QLineEdit::textEdited, this, &ClusterProfilesPage::storeForm);
    connect(m_auth, &QComboBox::currentIndexChanged, this, [this] {
        storeForm();
        updateEnabled();
    });
    connect(m_add, &QPushButton::clicked, this, &ClusterProfilesPage::addProfile);
    connect(m_remove, &QPushButton::clicked, this, &ClusterProfilesPage::removeProfile);
    connect(m_test, &QPushButton::clicked, this, &ClusterProfilesPage::testConnection);
    m_list->setCurrentRow(m_profiles.isEmpty() ? -1 : 0);
    showProfile(m_list->currentRow());
}

void ClusterProfilesPage::showProfile(int row)
{
    m_loading = true;
    m_shown = row;
    const bool any = row >= 0 && row < m_profiles.size();
    const cluster::ConnectionProfile p = any ? m_profiles[row] : cluster::ConnectionProfile{};
    m_name->setText(p.name);
    m_gateway->setText(p.gateway.toString());
    m_jobManager->setText(p.jobManager.toString());
    m_auth->setCurrentIndex(std::max(0, m_auth->findData(int(p.auth))));
    m_user->setText(p.user);
    m_secret->setText(m_newSecrets.value(p.name));
    m_secret->setPlaceholderText(any && p.auth != cluster::ConnectionProfile::Auth::None
                                     ? tr("unchanged (in the keychain)")
                                     : QString());
    m_caFile->setText(p.caFile);
    m_version->setText(p.flinkVersion);
    m_status->clear();
    m_loading = false;
    updateEnabled();
}

void ClusterProfilesPage::storeForm()
{
    if (m_loading || m_shown < 0 || m_shown >= m_profiles.size())
        return;
    cluster::ConnectionProfile &p = m_profiles[m_shown];
    const QString oldName = p.name;
    p.name = m_name->text().trimmed();
    p.gateway = QUrl(m_gateway->text().trimmed());
    p.jobManager = QUrl(m_jobManager->text().trimmed());
    p.auth = cluster::ConnectionProfile::Auth(m_auth->currentData().toInt());
    p.user = m_user->text();
    p.caFile = m_caFile->text().trimmed();
    p.flinkVersion = m_version->text().trimmed();
    if (oldName != p.name) {
        if (m_newSecrets.contains(oldName))
            m_newSecrets.insert(p.name, m_newSecrets.take(oldName));
        if (!oldName.isEmpty() && !m_removed.contains(oldName))
            m_removed << oldName; // its keychain entry goes; the secret must be typed again
    }
    if (!m_secret->text().isEmpty())
        m_newSecrets.insert(p.name, m_secret->text());
    if (QListWidgetItem *item = m_list->item(m_shown))
        item->setText(p.name);
}

void ClusterProfilesPage::updateEnabled()
{
    const bool any = m_shown >= 0 && m_shown < m_profiles.size();
    for (QWidget *w : std::initializer_list<QWidget *>{m_name, m_gateway, m_jobManager, m_auth, m_caFile, m_version, m_test, m_remove})
        w->setEnabled(any);
    const auto auth = cluster::ConnectionProfile::Auth(m_auth->currentData().toInt());
    m_user->setEnabled(any && auth == cluster::ConnectionProfile::Auth::Basic);
    m_secret->setEnabled(any && auth != cluster::ConnectionProfile::Auth::None);
}

void ClusterProfilesPage::addProfile()
{
    storeForm();
    cluster::ConnectionProfile p;
    QString name = tr("Flink cluster");
    for (int n = 2; std::any_of(m_profiles.begin(), m_profiles.end(), [&](const auto &q) { return q.name == name; }); ++n)
        name = tr("Flink cluster %1").arg(n);
    p.name = name;
    p.gateway = QUrl(QStringLiteral("http://localhost:8083"));
    p.jobManager = QUrl(QStringLiteral("http://localhost:8081"));
    m_profiles.append(p);
    m_list->addItem(p.name);
    m_list->setCurrentRow(static_cast<int>(m_profiles.size()) - 1);
    m_name->setFocus();
    m_name->selectAll();
}

void ClusterProfilesPage::removeProfile()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_profiles.size())
        return;
    m_removed << m_profiles[row].name;
    m_newSecrets.remove(m_profiles[row].name);
    m_profiles.removeAt(row);
    m_shown = -1;
    delete m_list->takeItem(row);
    showProfile(m_list->currentRow());
}

QString ClusterProfilesPage::problem() const
{
    QStringList names;
    for (const cluster::ConnectionProfile &p : m_profiles) {
        if (const QString problem = p.problem(); !problem.isEmpty())
            return tr("Profile '%1': %2").arg(p.name, problem);
        if (p.gateway.isEmpty())
            return tr("Profile '%1': the SQL Gateway URL is needed to run scripts").arg(p.name);
        if (p.jobManager.isEmpty())
            return tr("Profile '%1': the JobManager REST URL is needed to watch its jobs").arg(p.name);
        if (names.contains(p.name))
            return tr("Two profiles are named '%1'").arg(p.name);
        names << p.name;
    }
    return {};
}

void ClusterProfilesPage::testConnection()
{
    storeForm();
    if (m_shown < 0 || m_shown >= m_profiles.size())
        return;
    const cluster::ConnectionProfile profile = m_profiles[m_shown];
    m_status->setText(tr("Connecting…"));
    m_test->setEnabled(false);
    auto run = [this, profile](const QString &secret) {
        QString error;
        const auto target = cluster::clusterTarget(profile, secret, error);
        if (!target) {
            m_status->setText(error);
            m_test->setEnabled(true);
            return;
        }
        // Both endpoints in turn; the answer names what each said.
        auto *gateway = new cluster::SqlGatewayClient(target->profile.gateway, target->security, this);
        gateway->negotiate([this, gateway, target](const QString &version, const cluster::RestResponse &g) {
            gateway->deleteLater();
            if (!g.ok()) {
                m_status->setText(g.error);
                m_test->setEnabled(true);
                return;
            }
            auto *jm = new cluster::JobManagerClient(target->profile.jobManager, target->security, this);
            jm->jobs([this, jm, version](const QList<cluster::ClusterJob> &jobs, const cluster::RestResponse &j) {
                jm->deleteLater();
                m_test->setEnabled(true);
                if (!j.ok()) {
                    m_status->setText(tr("The SQL Gateway answers (REST API %1), but: %2").arg(version, j.error));
                    return;
                }
                int running = 0;
                for (const cluster::ClusterJob &job : jobs)
                    running += job.state == QLatin1String("RUNNING") ? 1 : 0;
                m_status->setText(tr("Connected: the SQL Gateway speaks REST API %1; the cluster runs %n job(s).", nullptr, running)
                                      .arg(version));
            });
        });
    };
    if (profile.auth == cluster::ConnectionProfile::Auth::None)
        return run(QString());
    if (m_newSecrets.contains(profile.name))
        return run(m_newSecrets.value(profile.name));
    m_secrets->read(profile.name, [run](const QString &secret, const QString &) { run(secret); });
}

void ClusterProfilesPage::apply(std::function<void(const QString &problem)> done)
{
    storeForm();
    for (const QString &name : std::as_const(m_removed))
        m_secrets->remove(name);
    cluster::ConnectionProfiles::saveAll(m_profiles);
    if (m_newSecrets.isEmpty())
        return done(QString());
    auto pending = std::make_shared<int>(static_cast<int>(m_newSecrets.size()));
    auto problems = std::make_shared<QStringList>();
    for (auto it = m_newSecrets.begin(); it != m_newSecrets.end(); ++it) {
        const QString name = it.key();
        m_secrets->write(name, it.value(), [pending, problems, name, done](const QString &problem) {
            if (!problem.isEmpty())
                *problems << tr("The keychain could not keep the secret of '%1' (%2): it is kept for this session only.")
                                 .arg(name, problem);
            if (--*pending == 0)
                done(problems->join(QLatin1Char('\n')));
        });
    }
    m_newSecrets.clear();
}

} // namespace sluice
