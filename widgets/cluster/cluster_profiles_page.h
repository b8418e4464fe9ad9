#pragma once

#include <connection_profile.h>

#include <QMap>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace sluice {

namespace cluster {
class SecretStore;
}

/// Settings → Clusters: the connection profiles (name, SQL Gateway and JobManager URLs, sign-in,
/// CA file, Flink version), with a connection test. Edits stay here until apply(); passwords and
/// tokens go to the system keychain, never to the settings file.
class ClusterProfilesPage : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterProfilesPage(QWidget *parent = nullptr);

    /// What keeps the profiles from being saved ("" when they can be).
    QString problem() const;
    /// Saves the profiles and hands new secrets to the keychain; `done(problem)` says where the
    /// keychain could not take one (then kept for this session only).
    void apply(std::function<void(const QString &problem)> done);

    /// For tests: the list and the form's fields.
    QListWidget *list() const { return m_list; }

private:
    void showProfile(int row);
    void storeForm();
    void addProfile();
    void removeProfile();
    void testConnection();
    void updateEnabled();

    QList<cluster::ConnectionProfile> m_profiles;
    QStringList m_removed;              // names whose keychain entries go on apply()
    QMap<QString, QString> m_newSecrets; // profile name -> secret typed in this dialog
    int m_shown = -1;
    bool m_loading = false;

    QListWidget *m_list;
    QPushButton *m_add, *m_remove, *m_test;
    QLineEdit *m_name, *m_gateway, *m_jobManager, *m_user, *m_secret, *m_caFile, *m_version;
    QComboBox *m_auth;
    QLabel *m_status;
    cluster::SecretStore *m_secrets;
};

} // namespace sluice
