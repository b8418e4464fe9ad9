#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace sluice {

/// Run → Run on Cluster…: which connection profile to send the script to, and optionally the
/// savepoint or checkpoint on the cluster its jobs start from (execution.state-recovery.path).
/// Without any profile it says where to add one (manageRequested()).
class RunOnClusterDialog : public QDialog
{
    Q_OBJECT
public:
    /// `profile`: the one to preselect (the tab's last), "" for the first.
    explicit RunOnClusterDialog(const QString &profile, const QString &restorePath, QWidget *parent = nullptr);

    QString profile() const;
    /// "" to start without state.
    QString restorePath() const;
    /// The user asked to edit the profiles (the dialog has closed, rejected).
    bool manageRequested() const { return m_manage; }

private:
    QComboBox *m_profiles;
    QCheckBox *m_restore;
    QLineEdit *m_path;
    QLabel *m_target;
    QDialogButtonBox *m_buttons;
    bool m_manage = false;
};

} // namespace sluice
