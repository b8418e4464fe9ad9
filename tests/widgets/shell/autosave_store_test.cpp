// AutosaveStore: buffers written by a session that died (a real child process killed before it
// could clean up) are offered back; those of a session still running are not.
#include <autosave_store.h>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

using sluice::AutosaveEntry;
using sluice::AutosaveStore;

namespace {
constexpr auto kChildRootVariable = "SLUICE_AUTOSAVE_TEST_CHILD_ROOT";
}

class AutosaveStoreTest : public QObject
{
    Q_OBJECT

private slots:
    // Run by crashRecovery() in a child process; a no-op in the normal run.
    void childSavesThenDies()
    {
        const QByteArray root = qgetenv(kChildRootVariable);
        if (root.isEmpty())
            QSKIP("only runs as the crashing child of crashRecovery()");
        auto *store = new AutosaveStore(QString::fromLocal8Bit(root));
        AutosaveEntry entry;
        entry.id = "buffer1";
        entry.originalPath = "/tmp/job.sql";
        entry.title = "job.sql";
        entry.text = "SELECT '恢复' FROM t;\n";
        if (!store->save(entry))
            std::_Exit(3);
        std::_Exit(0); // no destructor, no clean-up: as if killed
    }

    void crashRecovery()
    {
        QTemporaryDir root;
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(kChildRootVariable, root.path());
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {"childSavesThenDies"});
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitCode(), 0);

        AutosaveStore store(root.path());
        QVERIFY(store.isActive());
        const QList<AutosaveEntry> entries = store.orphanedEntries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].originalPath, QString("/tmp/job.sql"));
        QCOMPARE(entries[0].title, QString("job.sql"));
        QCOMPARE(entries[0].text, QByteArray("SELECT '恢复' FROM t;\n"));
        QVERIFY(entries[0].savedAt.isValid());

        store.discardOrphans();
        QVERIFY(store.orphanedEntries().isEmpty());
    }

    void liveSessionIsNotOrphaned()
    {
        QTemporaryDir root;
        AutosaveStore running(root.path());
        AutosaveEntry entry;
        entry.id = "b";
        entry.text = "x";
        QVERIFY(running.save(entry));
        AutosaveStore other(root.path());
        QVERIFY(other.orphanedEntries().isEmpty());
        other.discardOrphans();
        QVERIFY(QFile::exists(running.sessionDir() + "/b.sql"));
    }

    void removeAndCleanShutdown()
    {
        QTemporaryDir root;
        QString dir;
        {
            AutosaveStore store(root.path());
            dir = store.sessionDir();
            AutosaveEntry entry;
            entry.id = "b";
            entry.text = "x";
            QVERIFY(store.save(entry));
            QVERIFY(QFile::exists(dir + "/b.sql"));
            store.remove("b");
            QVERIFY(!QFile::exists(dir + "/b.sql"));
            QVERIFY(!QFile::exists(dir + "/b.json"));
            entry.id = "../escape";
            QVERIFY(!store.save(entry));
        }
        QVERIFY(!QFileInfo::exists(dir)); // a clean shutdown leaves nothing to recover
    }
};

QTEST_MAIN(AutosaveStoreTest)
#include "autosave_store_test.moc"
