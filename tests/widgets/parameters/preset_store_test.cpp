// PresetStore: the built-in presets from the data file, user presets saved, exported and
// imported as JSON files, and the diff a preset makes.
#include <preset_store.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using sluice::Preset;
using sluice::PresetStore;

class PresetStoreTest : public QObject
{
    Q_OBJECT

private slots:
    void builtInPresetsLoadFromTheDataFile()
    {
        QTemporaryDir dir;
        PresetStore store(dir.path());
        QStringList ids;
        for (const Preset &p : store.presets()) {
            QVERIFY(p.builtIn);
            QVERIFY(!p.options.empty());
            ids << p.id;
        }
        QCOMPARE(ids, QStringList({"batch", "streaming", "high-throughput", "compatibility",
                                   "low-latency"}));
        // Issue 23 item 6: descriptions speak to users (no seed numbers), and High throughput
        // tunes the job itself: mini-batch, two-phase aggregation, parallelism.
        for (const Preset &p : store.presets())
            QVERIFY2(!p.description.contains(QStringLiteral("seed"), Qt::CaseInsensitive), qPrintable(p.id));
        const Preset *throughput = store.find(QStringLiteral("high-throughput"));
        QVERIFY(throughput);
        auto has = [&](const char *key, const char *value) {
            return std::find(throughput->options.begin(), throughput->options.end(),
                             std::pair<std::string, std::string>(key, value)) != throughput->options.end();
        };
        QVERIFY(has("table.exec.mini-batch.enabled", "true"));
        QVERIFY(has("table.optimizer.agg-phase-strategy", "TWO_PHASE"));
        QVERIFY(has("parallelism.default", "4"));
        const Preset *streaming = store.find(QStringLiteral("streaming"));
        QCOMPARE(streaming->name, QStringLiteral("Streaming"));
        QCOMPARE(streaming->options.front(),
                 (std::pair<std::string, std::string>("execution.checkpointing.interval", "300s")));
    }

    void exportImportRoundTrip()
    {
        QTemporaryDir dir;
        QTemporaryDir other;
        sluice::SetStatementSync sync;
        sync.setText("SET parallelism.default = 4;\nSET 'table.exec.state.ttl' = '90 min';\n"
                     "SET state.backend = 'rocksdb';\nSELECT 1;\n");
        Preset mine = PresetStore::fromConfiguration(sync, QStringLiteral("My tuning"));
        QCOMPARE(mine.options.size(), std::size_t(3));
        PresetStore store(dir.path());
        QString error;
        QVERIFY2(store.save(mine, &error), qPrintable(error));
        const QString file = other.filePath(QStringLiteral("exported.json"));
        QVERIFY(PresetStore::exportTo(*store.find(QStringLiteral("user-my-tuning")), file, &error));

        PresetStore fresh(other.filePath(QStringLiteral("user")));
        const QStringList ids = fresh.importFrom(file, &error);
        QCOMPARE(ids, QStringList{QStringLiteral("user-my-tuning")});
        const Preset *imported = fresh.find(ids.front());
        QVERIFY(imported && !imported->builtIn);
        QCOMPARE(imported->name, mine.name);
        QCOMPARE(imported->options, mine.options);
        // Saved for the next start, too.
        PresetStore reopened(other.filePath(QStringLiteral("user")));
        QVERIFY(reopened.find(ids.front()));
        QVERIFY(reopened.remove(ids.front()));
        QVERIFY(!PresetStore(other.filePath(QStringLiteral("user"))).find(ids.front()));
    }

    void invalidFilesAreRefused()
    {
        QList<Preset> presets;
        QString error;
        QVERIFY(!PresetStore::parse("not json", &presets, &error));
        QVERIFY(!PresetStore::parse(R"({"name":"x","options":{"table.exec.state.ttl":"forever"}})",
                                    &presets, &error));
        QVERIFY(error.contains(QStringLiteral("table.exec.state.ttl")));
        QVERIFY(!PresetStore::parse(R"({"name":"x","options":{"no.such.option":"1"}})", &presets,
                                    &error));
        QVERIFY(PresetStore::parse(R"({"name":"x","options":{"parallelism.default":3}})", &presets,
                                   &error));
        QCOMPARE(presets.front().options.front().second, std::string("3"));
    }

    void diffListsOldAndNewValues()
    {
        QTemporaryDir dir;
        PresetStore store(dir.path());
        sluice::SetStatementSync sync;
        sync.setText("SET table.exec.source.idle-timeout = '30 s';\n");
        const auto diff = PresetStore::diff(sync, *store.find(QStringLiteral("streaming")));
        // idle-timeout is already 30 s and inference is on by default.
        QCOMPARE(diff.size(), std::size_t(3));
        QCOMPARE(diff[0].key, std::string("execution.checkpointing.interval"));
        QVERIFY(!diff[0].oldValue);
        QCOMPARE(diff[0].newValue, std::string("5 min"));
        QCOMPARE(diff[1].key, std::string("partition.discovery.interval-millis"));
    }
};

QTEST_GUILESS_MAIN(PresetStoreTest)
#include "preset_store_test.moc"
