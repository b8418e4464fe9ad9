#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace sluice::cluster {

/// The passwords and tokens of connection profiles, in the system keychain (QtKeychain: the
/// Secret Service, KWallet, ...), never in a settings file or a log. Without a keychain a secret
/// is kept in memory for this run of the app only, and the caller is told why.
class SecretStore : public QObject
{
    Q_OBJECT
public:
    explicit SecretStore(QObject *parent = nullptr);

    /// `done(secret, problem)`: the secret ("" when there is none); `problem` says why the
    /// keychain could not be asked (the secret then comes from memory, if any).
    void read(const QString &profile, std::function<void(const QString &secret, const QString &problem)> done);
    /// `done(problem)`: "" when the keychain holds it; else why it is kept in memory only.
    void write(const QString &profile, const QString &secret, std::function<void(const QString &problem)> done);
    void remove(const QString &profile);

    /// The keychain's service name the secrets are filed under.
    static QString service();
};

} // namespace sluice::cluster
