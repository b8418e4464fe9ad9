// Tools → Kafka Sandbox (issue 9 §1), offscreen: start the local mock cluster, copy its
// address, create a topic, load a CSV file into it and read the messages back with a Kafka job
// on the engine; bad names and files are refused with a clear message; closing the dialog or
// the window stops the cluster (its port no longer accepts connections).
#include <kafka_sandbox_controller.h>
#include <kafka_sandbox_dialog.h>
#include <main_window.h>
#include <run_control.h>
#include <sql_document.h>
#include <sql_editor.h>

#include <sluice/engine.h>

#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>

using namespace sluice;

namespace {

// Whether something accepts TCP connections at "127.0.0.1:port".
bool accepts(const QString &address)
{
    const int port = address.section(QLatin1Char(':'), -1).toInt();
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0 || port <= 0)
        return false;
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(quint16(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool connected = ::connect(fd, reinterpret_cast<sockaddr *>(&to), sizeof to) == 0;
    ::close(fd);
    return connected;
}

// Rows a bounded Kafka job reads from `topic` (csv: id INT, name STRING).
qint64 consume(const QString &bootstrap, const QString &topic, QString *failure)
{
    const std::string script =
        "CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'kafka', 'topic' = '"
        + topic.toStdString() + "', 'properties.bootstrap.servers' = '" + bootstrap.toStdString()
        + "', 'format' = 'csv', 'scan.startup.mode' = 'earliest-offset',"
          " 'scan.bounded.mode' = 'latest-offset');\n"
          "CREATE TABLE snk (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
          "INSERT INTO snk SELECT id, name FROM src;\n";
    auto counted = std::make_shared<std::atomic<qint64>>(0);
    JobOptions options;
    options.onRows = [counted](const std::string &, std::vector<ResultRow> rows) {
        *counted += qint64(rows.size());
    };
    auto job = startJob(script, std::move(options));
    if (!job) {
        *failure = QString::fromStdString(job.status().message());
        return -1;
    }
    if (!(*job)->waitFor(std::chrono::seconds(30)) || (*job)->state() != JobState::Finished) {
        *failure = QString::fromStdString((*job)->failure().toString());
        return -1;
    }
    return counted->load();
}

} // namespace

class KafkaSandboxDialogTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("Sluice");
        QCoreApplication::setApplicationName("SluiceKafkaSandboxTest");
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void startCreateLoadConsumeStop()
    {
        KafkaSandboxDialog dialog;
        dialog.show();
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("Development Tool")));
        QVERIFY(!dialog.createTopicButton()->isEnabled());
        QVERIFY(!dialog.stopButton()->isEnabled());
        QCOMPARE(dialog.portField()->value(), 9092); // the address the example jobs name
        dialog.portField()->setValue(0);              // tests run side by side: any free port

        dialog.startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.controller()->isRunning(), 10000);
        const QString address = dialog.addressField()->text();
        QVERIFY2(address.startsWith(QStringLiteral("127.0.0.1:")), qPrintable(address));
        QVERIFY(accepts(address));
        dialog.copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), address);

        // Bad names are refused before the cluster is asked, saying why.
        dialog.topicNameField()->setText(QStringLiteral("bad name"));
        dialog.createTopicButton()->click();
        QTRY_VERIFY(dialog.messageLabel()->text().contains(QStringLiteral("'bad name'")));
        QCOMPARE(dialog.topicTable()->rowCount(), 0);

        dialog.topicNameField()->setText(QStringLiteral("orders"));
        dialog.partitionsField()->setValue(3);
        dialog.createTopicButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.topicTable()->rowCount(), 1, 10000);
        QCOMPARE(dialog.topicTable()->item(0, 1)->text(), QStringLiteral("3"));
        QCOMPARE(dialog.loadTopicField()->currentText(), QStringLiteral("orders"));
        // The cluster refuses a second topic of the same name; the message says so.
        dialog.topicNameField()->setText(QStringLiteral("orders"));
        dialog.createTopicButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            dialog.messageLabel()->text().startsWith(QStringLiteral("Could not create topic 'orders'")),
            10000);
        QCOMPARE(dialog.topicTable()->rowCount(), 1);

        const QString csv = m_dir.filePath(QStringLiteral("orders.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 1; i <= 7; ++i)
            file.write(QByteArray::number(i) + ",name-" + QByteArray::number(i) + "\n");
        file.close();
        dialog.fileField()->setText(csv);
        QTRY_VERIFY(dialog.loadButton()->isEnabled());
        dialog.loadButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.topicTable()->item(0, 2)->text(), QStringLiteral("7"),
                                  10000);
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("7 message")));

        // Several files at once, loaded one after the other.
        const QString more = m_dir.filePath(QStringLiteral("more.csv"));
        QFile moreFile(more);
        QVERIFY(moreFile.open(QIODevice::WriteOnly));
        moreFile.write("8,name-8\n9,name-9\n");
        moreFile.close();
        dialog.fileField()->setText(csv + QStringLiteral("; ") + more);
        dialog.loadButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.topicTable()->item(0, 2)->text(), QStringLiteral("16"), 10000);
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("more.csv")));

        // A JSON array is not one record per line: refused with the reason.
        const QString array = m_dir.filePath(QStringLiteral("array.json"));
        QFile json(array);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write("[\n  {\"id\": 1},\n  {\"id\": 2}\n]\n");
        json.close();
        dialog.fileField()->setText(array);
        dialog.loadButton()->click();
        QTRY_VERIFY(dialog.messageLabel()->text().contains(QStringLiteral("JSON array")));
        dialog.fileField()->setText(m_dir.filePath(QStringLiteral("nothing.csv")));
        dialog.loadButton()->click();
        QTRY_VERIFY(dialog.messageLabel()->text().contains(QStringLiteral("does not exist")));
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("nothing.csv")));
        QCOMPARE(dialog.topicTable()->item(0, 2)->text(), QStringLiteral("16"));

        // A Kafka job on the engine reads back what was loaded.
        QString failure;
        QCOMPARE(consume(address, QStringLiteral("orders"), &failure), qint64(16));
        QVERIFY2(failure.isEmpty(), qPrintable(failure));

        dialog.stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.controller()->isRunning(), 10000);
        QVERIFY(dialog.addressField()->text().isEmpty());
        QCOMPARE(dialog.topicTable()->rowCount(), 0);
        QVERIFY(!accepts(address));
        QVERIFY(dialog.startButton()->isEnabled());
    }

    void closingTheDialogStopsTheSandbox()
    {
        KafkaSandboxDialog dialog;
        dialog.show();
        dialog.portField()->setValue(0);
        dialog.startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.controller()->isRunning(), 10000);
        const QString address = dialog.addressField()->text();
        QVERIFY(accepts(address));
        // A second sandbox asked for the port the first one holds says why it cannot start.
        KafkaSandboxDialog second;
        second.portField()->setValue(address.section(QLatin1Char(':'), -1).toInt());
        second.startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            second.messageLabel()->text().startsWith(QStringLiteral("Could not start")), 10000);
        QVERIFY2(second.messageLabel()->text().contains(address.section(QLatin1Char(':'), -1)),
                 qPrintable(second.messageLabel()->text()));
        QVERIFY(!second.controller()->isRunning());
        QVERIFY(second.startButton()->isEnabled());
        dialog.reject();
        QVERIFY(!dialog.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.controller()->isRunning(), 10000);
        QVERIFY(!accepts(address));
    }

    void toolsMenuOpensItAndTheWindowStopsIt()
    {
        auto *window = new MainWindow;
        window->openFiles({});
        QAction *action = window->runControl()->kafkaSandboxAction();
        QVERIFY(window->toolsMenu()->actions().contains(action));
        QVERIFY(action->text().contains(QStringLiteral("Development Tool")));
        QVERIFY(!window->runControl()->kafkaSandboxDialog());
        action->trigger();
        KafkaSandboxDialog *dialog = window->runControl()->kafkaSandboxDialog();
        QVERIFY(dialog && dialog->isVisible());
        dialog->portField()->setValue(0);
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->controller()->isRunning(), 10000);
        const QString address = dialog->addressField()->text();
        QVERIFY(accepts(address));
        action->trigger(); // shows the same dialog again
        QCOMPARE(window->runControl()->kafkaSandboxDialog(), dialog);
        // The open script's Kafka topics the sandbox lacks are offered in one click.
        window->currentDocument()->editor()->setText(QStringLiteral(
            "CREATE TABLE a (id INT) WITH ('connector' = 'kafka', 'topic' = 'clicks;views',"
            " 'properties.bootstrap.servers' = 'x:1', 'format' = 'csv');\n"
            "CREATE TABLE b (id INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka',"
            " 'topic' = 'totals', 'properties.bootstrap.servers' = 'x:1', 'key.format' = 'csv',"
            " 'value.format' = 'csv');\n"
            "CREATE TABLE c (id INT) WITH ('connector' = 'datagen');\n"));
        QTRY_COMPARE(window->currentDocument()->editor()->checkResult().tables.size(), std::size_t(3));
        action->trigger();
        QCOMPARE(dialog->missingScriptTopics(), (QStringList{"clicks", "views", "totals"}));
        QVERIFY(dialog->scriptTopicsNote()->isVisibleTo(dialog));
        QVERIFY(dialog->scriptTopicsNote()->text().contains(QStringLiteral("clicks, views, totals")));
        QVERIFY(dialog->createScriptTopicsButton()->isEnabled());
        dialog->createScriptTopicsButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->topicTable()->rowCount(), 3, 10000);
        QVERIFY(dialog->missingScriptTopics().isEmpty());
        QVERIFY(!dialog->createScriptTopicsButton()->isVisibleTo(dialog));
        // The app going away takes the sandbox with it, without waiting on the GUI.
        QElapsedTimer timer;
        timer.start();
        delete window;
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!accepts(address));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(KafkaSandboxDialogTest)
#include "kafka_sandbox_dialog_test.moc"
