// Settings → Clusters: profiles are kept in the settings, their secrets never in a file.

#include "files_containing.h"

#include <cluster_profiles_page.h>
#include <connection_profile.h>
#include <secret_store.h>

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace sluice;

using testing::filesContaining;

class ClusterProfilesPageTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_CONFIG_HOME", (m_home.path() + QStringLiteral("/config")).toUtf8());
        qputenv("XDG_DATA_HOME", (m_home.path() + QStringLiteral("/data")).toUtf8());
        // No session bus: the keychain is unavailable here, which is the case to get right.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sluice-test-bus");
    }

    void aProfileIsSavedAndItsSecretNeverReachesAFile()
    {
        const QByteArray canary = "canary-Zq8v-4711";
        ClusterProfilesPage page;
        QCOMPARE(page.list()->count(), 0);
        page.findChild<QPushButton *>(QString(), Qt::FindDirectChildrenOnly); // the page builds without profiles
        QPushButton *add = nullptr;
        for (QPushButton *b : page.findChildren<QPushButton *>())
            if (b->text() == QLatin1String("&Add"))
                add = b;
        QVERIFY(add);
        add->click();
        QCOMPARE(page.list()->count(), 1);
        auto *name = page.findChild<QLineEdit *>(QStringLiteral("ClusterProfileName"));
        auto *gateway = page.findChild<QLineEdit *>(QStringLiteral("ClusterGatewayUrl"));
        auto *secret = page.findChild<QLineEdit *>(QStringLiteral("ClusterSecret"));
        auto *auth = page.findChild<QComboBox *>(QStringLiteral("ClusterAuth"));
        QVERIFY(name && gateway && secret && auth);
        QCOMPARE(secret->echoMode(), QLineEdit::Password);
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("prod"));
        gateway->selectAll();
        QTest::keyClicks(gateway, QStringLiteral("https://gateway.example:8083"));
        auth->setCurrentIndex(auth->findData(int(cluster::ConnectionProfile::Auth::Bearer)));
        QVERIFY(secret->isEnabled());
        QTest::keyClicks(secret, QString::fromLatin1(canary));
        QCOMPARE(page.list()->item(0)->text(), QStringLiteral("prod"));
        QVERIFY2(page.problem().isEmpty(), qPrintable(page.problem()));

        QString problem;
        bool done = false;
        page.apply([&](const QString &p) {
            problem = p;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        // Without a keychain the secret stays in memory, and the user is told so.
        QVERIFY2(problem.contains(QLatin1String("kept for this session only")), qPrintable(problem));

        const auto saved = cluster::ConnectionProfiles::find(QStringLiteral("prod"));
        QVERIFY(saved);
        QCOMPARE(saved->gateway, QUrl(QStringLiteral("https://gateway.example:8083")));
        QCOMPARE(saved->auth, cluster::ConnectionProfile::Auth::Bearer);
        QVERIFY2(filesContaining(m_home.path(), canary).isEmpty(),
                 qPrintable(filesContaining(m_home.path(), canary).join(QLatin1Char(' '))));
        QVERIFY(!filesContaining(m_home.path(), "gateway.example").isEmpty()); // the settings were written there

        // This session still has it, for runs on that cluster.
        cluster::SecretStore store;
        QString read;
        bool answered = false;
        store.read(QStringLiteral("prod"), [&](const QString &s, const QString &) {
            read = s;
            answered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 30000);
        QCOMPARE(read.toLatin1(), canary);
    }

    void badProfilesAreRefusedWithTheReason()
    {
        ClusterProfilesPage page; // holds "prod" from the test before
        QCOMPARE(page.list()->count(), 1);
        auto *gateway = page.findChild<QLineEdit *>(QStringLiteral("ClusterGatewayUrl"));
        gateway->selectAll();
        QTest::keyClicks(gateway, QStringLiteral("gateway:8083"));
        QVERIFY2(page.problem().contains(QLatin1String("not an http:// or https:// address")), qPrintable(page.problem()));
        gateway->selectAll();
        QTest::keyClicks(gateway, QStringLiteral("http://gateway:8083"));
        auto *jobManager = page.findChild<QLineEdit *>(QStringLiteral("ClusterJobManagerUrl"));
        jobManager->clear();
        QTest::keyClicks(jobManager, QStringLiteral(" "));
        QVERIFY2(page.problem().contains(QLatin1String("JobManager REST URL is needed")), qPrintable(page.problem()));
    }
};

QTEST_MAIN(ClusterProfilesPageTest)
#include "cluster_profiles_page_test.moc"
