// Secrets in a real system keychain: a GNOME Keyring (the Secret Service over D-Bus) started for
// this test by with_keyring.sh, as a Linux desktop gives it to QtKeychain. The fallback without a
// keychain (memory, for the session) is cluster_profiles_page_test's.

#include "files_containing.h"

#include <secret_store.h>

#include <QDir>
#include <QTest>

using namespace sluice;
using sluice::cluster::SecretStore;
using testing::filesContaining;

namespace {

struct Read {
    QString secret, problem;
};

/// What a store of its own reads of `profile`: nothing this process wrote is in it.
Read readBack(const QString &profile)
{
    SecretStore store;
    Read out;
    bool answered = false;
    store.read(profile, [&](const QString &secret, const QString &problem) {
        out = {secret, problem};
        answered = true;
    });
    if (!QTest::qWaitFor([&] { return answered; }, 30000))
        out.problem = QStringLiteral("the keychain did not answer in 30 s");
    return out;
}

} // namespace

class SecretStoreTest : public QObject
{
    Q_OBJECT
private:
    QString m_home = qEnvironmentVariable("SLUICE_KEYRING_HOME");

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_home.isEmpty(), "run under tests/cluster/with_keyring.sh");
    }

    void aSecretGoesToTheKeychainAndNowhereElse()
    {
        const QByteArray canary = "canary-7f3a9c-token";
        QString problem = QStringLiteral("(no answer)");
        {
            SecretStore store;
            store.write(QStringLiteral("prod"), QString::fromLatin1(canary), [&](const QString &p) { problem = p; });
            QTRY_VERIFY_WITH_TIMEOUT(problem != QLatin1String("(no answer)"), 30000);
        }
        QVERIFY2(problem.isEmpty(), qPrintable(problem)); // the keychain took it: not kept in memory
        const Read read = readBack(QStringLiteral("prod"));
        QVERIFY2(read.problem.isEmpty(), qPrintable(read.problem));
        QCOMPARE(read.secret.toLatin1(), canary);
        // The keyring's file exists and holds it encrypted: no file in the home has it in clear.
        QVERIFY(!QDir(m_home + QStringLiteral("/data/keyrings")).entryList(QDir::Files).isEmpty());
        const QStringList leaked = filesContaining(m_home, canary);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(QLatin1Char(' '))));
    }

    void profilesKeepTheirOwnSecrets()
    {
        bool written = false;
        SecretStore store;
        store.write(QStringLiteral("staging"), QStringLiteral("s3cret-staging"), [&](const QString &) { written = true; });
        QTRY_VERIFY_WITH_TIMEOUT(written, 30000);
        QCOMPARE(readBack(QStringLiteral("staging")).secret, QStringLiteral("s3cret-staging"));
        QCOMPARE(readBack(QStringLiteral("prod")).secret, QStringLiteral("canary-7f3a9c-token"));
        const Read unknown = readBack(QStringLiteral("nobody"));
        QVERIFY2(unknown.problem.isEmpty(), qPrintable(unknown.problem)); // not there is no error
        QVERIFY(unknown.secret.isEmpty());
    }

    void aRemovedProfilesSecretIsGone()
    {
        {
            SecretStore store;
            store.remove(QStringLiteral("staging"));
            // Removal is not awaited by its callers; the next read comes after it on the bus.
            QTRY_VERIFY_WITH_TIMEOUT(readBack(QStringLiteral("staging")).secret.isEmpty(), 30000);
        }
        QCOMPARE(readBack(QStringLiteral("prod")).secret, QStringLiteral("canary-7f3a9c-token"));
    }
};

QTEST_GUILESS_MAIN(SecretStoreTest)
#include "secret_store_test.moc"
