#include "secret_store.h"

#include <qt6keychain/keychain.h>

#include <QHash>

namespace sluice::cluster {
namespace {

/// Secrets the keychain could not take: for this process only.
QHash<QString, QString> &memory()
{
    static QHash<QString, QString> secrets;
    return secrets;
}

QString keyOf(const QString &profile)
{
    return QStringLiteral("cluster-profile/") + profile;
}

} // namespace

SecretStore::SecretStore(QObject *parent) : QObject(parent) {}

QString SecretStore::service()
{
    return QStringLiteral("Sluice");
}

void SecretStore::read(const QString &profile, std::function<void(const QString &, const QString &)> done)
{
    auto *job = new QKeychain::ReadPasswordJob(service(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyOf(profile));
    connect(job, &QKeychain::Job::finished, this, [profile, done](QKeychain::Job *finished) {
        const auto *read = static_cast<QKeychain::ReadPasswordJob *>(finished);
        if (read->error() == QKeychain::NoError)
            return done(read->textData(), QString());
        if (read->error() == QKeychain::EntryNotFound)
            return done(memory().value(profile), QString());
        done(memory().value(profile), read->errorString());
    });
    job->start();
}

void SecretStore::write(const QString &profile, const QString &secret, std::function<void(const QString &)> done)
{
    auto *job = new QKeychain::WritePasswordJob(service(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyOf(profile));
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, this, [profile, secret, done](QKeychain::Job *finished) {
        if (finished->error() == QKeychain::NoError) {
            memory().remove(profile);
            return done(QString());
        }
        memory().insert(profile, secret);
        done(finished->errorString());
    });
    job->start();
}

void SecretStore::remove(const QString &profile)
{
    memory().remove(profile);
    auto *job = new QKeychain::DeletePasswordJob(service(), this);
    job->setAutoDelete(true);
    job->setKey(keyOf(profile));
    job->start();
}

} // namespace sluice::cluster
