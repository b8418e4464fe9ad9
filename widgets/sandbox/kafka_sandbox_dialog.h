#pragma once

#include <sluice/script.h>

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace sluice {

class KafkaSandboxController;

/// Tools → Kafka Sandbox, a development tool: starts and stops a local in-memory Kafka cluster,
/// shows its bootstrap address to copy into a job, creates topics and loads a CSV or JSON Lines
/// file into one, so a Kafka job runs without brokers. The cluster lives while the dialog is
/// open: closing the dialog (or the app) stops it and its data is gone.
class KafkaSandboxDialog : public QDialog {
    Q_OBJECT

public:
    explicit KafkaSandboxDialog(QWidget *parent = nullptr);

    KafkaSandboxController *controller() const { return m_controller; }
    /// The bootstrap port (default 9092, Kafka's usual; 0: any free port).
    QSpinBox *portField() const { return m_port; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *createTopicButton() const { return m_createTopic; }
    QPushButton *loadButton() const { return m_load; }
    QLineEdit *addressField() const { return m_address; }
    QLineEdit *topicNameField() const { return m_topicName; }
    QSpinBox *partitionsField() const { return m_partitions; }
    QComboBox *loadTopicField() const { return m_loadTopic; }
    QLineEdit *fileField() const { return m_file; }
    QTableWidget *topicTable() const { return m_topics; }
    QLabel *messageLabel() const { return m_message; }

    /// Copies the bootstrap address to the clipboard.
    void copyAddress();
    /// The Kafka topics of the open script (`scriptName`): those the sandbox lacks are offered
    /// for creation in one click.
    void setScriptTopics(const QString &scriptName, const QStringList &topics);
    /// The topics of a checked script's kafka and upsert-kafka tables ('topic' may list several,
    /// separated by ';').
    static QStringList topicsOf(const CheckResult &check);
    QStringList missingScriptTopics() const;
    QPushButton *createScriptTopicsButton() const { return m_createScriptTopics; }
    QLabel *scriptTopicsNote() const { return m_scriptTopicsNote; }

protected:
    void done(int result) override;

private:
    void browse();
    void updateState();
    void updateScriptTopics();
    void showMessage(const QString &text, bool error);
    void onTopicCreated(const QString &name, int partitions);
    void onFileLoaded(const QString &topic, const QString &path, qint64 messages);
    int topicRow(const QString &name) const;

    KafkaSandboxController *m_controller;
    QLabel *m_status;
    QSpinBox *m_brokers;
    QSpinBox *m_port;
    QPushButton *m_start;
    QPushButton *m_stop;
    QLineEdit *m_address;
    QPushButton *m_copy;
    QLineEdit *m_topicName;
    QSpinBox *m_partitions;
    QPushButton *m_createTopic;
    QTableWidget *m_topics;
    QComboBox *m_loadTopic;
    QLineEdit *m_file;
    QPushButton *m_browse;
    QPushButton *m_load;
    QLabel *m_message;
    QLabel *m_scriptTopicsNote;
    QPushButton *m_createScriptTopics;
    QString m_scriptName;
    QStringList m_scriptTopics;
};

} // namespace sluice
