// ResultsModel: the changelog with its change kinds, the materialized table after the changelog
// is applied, the row limit and the counters; fed by hand and by a real aggregation job.
#include <results_model.h>

#include <bridge/job_controller.h>

#include <QSignalSpy>
#include <QTest>

#include <map>

using namespace sluice;

namespace {

ResultRow row(const char *kind, std::vector<std::optional<std::string>> values)
{
    return ResultRow{kind, std::move(values)};
}

ResultSchema schema(const char *sink, std::vector<std::string> columns)
{
    ResultSchema s;
    s.sinkName = sink;
    s.columnNames = columns;
    s.columnTypes.assign(columns.size(), "STRING");
    return s;
}

QStringList rowText(const ResultsModel &model, int r)
{
    QStringList cells;
    for (int c = 0; c < model.columnCount(); ++c)
        cells << model.data(model.index(r, c)).toString();
    return cells;
}

} // namespace

class ResultsModelTest : public QObject
{
    Q_OBJECT

private slots:
    void changelogAndMaterializedViewOfAnAggregation()
    {
        ResultsModel model;
        QSignalSpy sinks(&model, &ResultsModel::sinksChanged);
        model.setSchema(schema("revenue", {"tier", "total"}));
        QCOMPARE(sinks.count(), 1);
        QCOMPARE(model.currentSink(), QStringLiteral("revenue"));
        model.addRows(QStringLiteral("revenue"),
                      {row("+I", {"gold", "10"}), row("+I", {"silver", "5"}),
                       row("-U", {"gold", "10"}), row("+U", {"gold", "25"}),
                       row("+I", {std::nullopt, "1"}), row("-D", {"silver", "5"})});
        // Changelog: every row with its kind first.
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("op"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("tier"));
        QCOMPARE(rowText(model, 2), (QStringList{"-U", "gold", "10"}));
        QCOMPARE(rowText(model, 4), (QStringList{"+I", "NULL", "1"}));
        const ResultsModel::Counters c = model.counters();
        QCOMPARE(c.seen, qint64(6));
        QCOMPARE(c.inserts, qint64(3));
        QCOMPARE(c.updatesBefore, qint64(1));
        QCOMPARE(c.updatesAfter, qint64(1));
        QCOMPARE(c.deletes, qint64(1));

        // Materialized: the table the changelog amounts to.
        model.setMaterialized(true);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.rowCount(), 2);
        QSet<QString> rows;
        for (int r = 0; r < model.rowCount(); ++r)
            rows << rowText(model, r).join(QLatin1Char('|'));
        QCOMPARE(rows, (QSet<QString>{"gold|25", "NULL|1"}));
        // NULL and the text "NULL" are different rows.
        model.addRows(QStringLiteral("revenue"), {row("-D", {"NULL", "1"})});
        QCOMPARE(model.rowCount(), 2);
        model.addRows(QStringLiteral("revenue"), {row("-D", {std::nullopt, "1"})});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(rowText(model, 0), (QStringList{"gold", "25"}));
    }

    void rowLimitKeepsTheNewestChangelogRows()
    {
        ResultsModel model;
        model.setRowLimit(10);
        model.setSchema(schema("out", {"n"}));
        std::vector<ResultRow> rows;
        for (int i = 0; i < 25; ++i)
            rows.push_back(row("+I", {std::to_string(i)}));
        model.addRows(QStringLiteral("out"), rows);
        model.addRows(QStringLiteral("out"), {row("+I", {"25"})});
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("16"));
        QCOMPARE(model.data(model.index(9, 1)).toString(), QStringLiteral("25"));
        QCOMPARE(model.counters().seen, qint64(26));
        QCOMPARE(model.counters().evicted, qint64(16));
        model.setMaterialized(true);
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.materializedRowCount(), 10);
    }

    void severalSinksAreKeptApart()
    {
        ResultsModel model;
        model.addRows(QStringLiteral("a"), {row("+I", {"1"})});
        model.setSchema(schema("b", {"x", "y"}));
        model.addRows(QStringLiteral("b"), {row("+I", {"1", "2"}), row("+I", {"3", "4"})});
        QCOMPARE(model.sinks(), (QStringList{"a", "b"}));
        QCOMPARE(model.rowCount(), 1);
        model.setCurrentSink(QStringLiteral("b"));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.counters(QStringLiteral("a")).seen, qint64(1));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.sinks().isEmpty());
    }

    void materializesARealAggregationsChangelog()
    {
        // 300 rows over 3 keys: the changelog retracts and updates; the table ends at 3 rows whose
        // counts add up to 300.
        const QByteArray job =
            "SET 'parallelism.default' = '2';\n"
            "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '300',"
            " 'rows-per-second' = '3000', 'fields.id.kind' = 'sequence',"
            " 'fields.id.start' = '1', 'fields.id.end' = '300');\n"
            "SELECT id % 3 AS k, COUNT(*) AS c FROM src GROUP BY id % 3;\n";
        JobController controller;
        ResultsModel model;
        model.setRowLimit(100000);
        connect(&controller, &JobController::schemaReceived, &model, &ResultsModel::setSchema);
        connect(&controller, &JobController::rowsReceived, &model, &ResultsModel::addRows);
        controller.start(job);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isActive(), 30000);
        QVERIFY2(controller.state() == RunState::Finished, qPrintable(controller.failureMessage()));
        QCOMPARE(model.currentSink(), QStringLiteral("collect"));
        const ResultsModel::Counters c = model.counters();
        QVERIFY(c.updatesBefore > 0);
        QCOMPARE(c.updatesBefore, c.updatesAfter);
        model.setMaterialized(true);
        QCOMPARE(model.rowCount(), 3);
        std::map<QString, int> counts;
        for (int r = 0; r < 3; ++r)
            counts[model.data(model.index(r, 0)).toString()] = model.data(model.index(r, 1)).toInt();
        QCOMPARE(counts, (std::map<QString, int>{{"0", 100}, {"1", 100}, {"2", 100}}));
        QVERIFY(JobController::waitForAllThreads(5000));
    }
};

QTEST_GUILESS_MAIN(ResultsModelTest)
#include "results_model_test.moc"
