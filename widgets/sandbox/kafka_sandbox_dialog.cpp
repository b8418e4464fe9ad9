#include "kafka_sandbox_dialog.h"

#include "kafka_sandbox_controller.h"
#include "theme_manager.h"

#include <live_text.h>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace sluice {

namespace {

constexpr auto kLastDirKey = "kafkaSandbox/lastDir";
constexpr int kDefaultPort = 9092; // Kafka's usual address, which the example jobs use

} // namespace

KafkaSandboxDialog::KafkaSandboxDialog(QWidget *parent)
    : QDialog(parent), m_controller(new KafkaSandboxController(this)), m_status(new QLabel(this)),
      m_brokers(new QSpinBox(this)), m_port(new QSpinBox(this)), m_start(new QPushButton(this)),
      m_stop(new QPushButton(this)), m_address(new QLineEdit(this)),
      m_copy(new QPushButton(this)), m_topicName(new QLineEdit(this)),
      m_partitions(new QSpinBox(this)), m_createTopic(new QPushButton(this)),
      m_topics(new QTableWidget(0, 3, this)), m_loadTopic(new QComboBox(this)),
      m_file(new QLineEdit(this)), m_browse(new QPushButton(this)),
      m_load(new QPushButton(this)), m_message(new QLabel(this)),
      m_scriptTopicsNote(new QLabel(this)), m_createScriptTopics(new QPushButton(this))
{
    setObjectName(QStringLiteral("KafkaSandboxDialog"));
    // Its texts follow the language.
    const LiveSetter live(staticMetaObject.className());
    live(static_cast<QWidget *>(this), &QWidget::setWindowTitle, QT_TR_NOOP("Kafka Sandbox (Development Tool)"));
    for (auto [button, text] : {std::pair<QPushButton *, const char *>(m_start, QT_TR_NOOP("&Start")),
                                {m_stop, QT_TR_NOOP("S&top")},
                                {m_copy, QT_TR_NOOP("&Copy")},
                                {m_createTopic, QT_TR_NOOP("Create &Topic")},
                                {m_browse, QT_TR_NOOP("&Browse…")},
                                {m_load, QT_TR_NOOP("&Load")}})
        live(button, &QAbstractButton::setText, text);

    auto *banner = live.label(
        QT_TR_NOOP("<b>Development tool.</b> A local Kafka cluster in this process (librdkafka's mock "
                   "cluster on 127.0.0.1) for trying Kafka jobs without brokers. Nothing is kept: its "
                   "topics and messages are gone when it stops or this window closes. Not for "
                   "production data."),
        this);
    banner->setWordWrap(true);
    banner->setObjectName(QStringLiteral("KafkaSandboxBanner"));
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(32, 32));
    icon->setAlignment(Qt::AlignTop);
    auto *bannerRow = new QHBoxLayout;
    bannerRow->addWidget(icon);
    bannerRow->addWidget(banner, 1);

    // Cluster: start, stop and the address to copy into 'properties.bootstrap.servers'.
    m_brokers->setRange(1, 9);
    live(m_brokers, &QWidget::setToolTip, QT_TR_NOOP("Number of mock brokers"));
    m_port->setRange(0, 65535);
    m_port->setValue(kDefaultPort);
    live(m_port, &QAbstractSpinBox::setSpecialValueText, QT_TR_NOOP("any free"));
    live(m_port, &QWidget::setToolTip,
         QT_TR_NOOP("The port of the bootstrap address on 127.0.0.1 (9092 is Kafka's "
                    "usual one, which the example jobs name; lowest: any free port)"));
    m_address->setReadOnly(true);
    m_address->setObjectName(QStringLiteral("KafkaSandboxAddress"));
    live(m_address, &QLineEdit::setPlaceholderText, QT_TR_NOOP("Start the sandbox to get an address"));
    live(m_address, &QWidget::setToolTip, QT_TR_NOOP("The value for 'properties.bootstrap.servers'"));
    live(m_copy, &QWidget::setToolTip, QT_TR_NOOP("Copy the bootstrap address to the clipboard"));
    auto *clusterBox = new QGroupBox(this);
    live(clusterBox, &QGroupBox::setTitle, QT_TR_NOOP("Cluster"));
    auto *clusterForm = new QFormLayout(clusterBox);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_status, 1);
    controls->addWidget(live.label(QT_TR_NOOP("Brokers:"), this));
    controls->addWidget(m_brokers);
    controls->addWidget(live.label(QT_TR_NOOP("Port:"), this));
    controls->addWidget(m_port);
    controls->addWidget(m_start);
    controls->addWidget(m_stop);
    clusterForm->addRow(live.label(QT_TR_NOOP("Status:"), this), controls);
    auto *addressRow = new QHBoxLayout;
    addressRow->addWidget(m_address, 1);
    addressRow->addWidget(m_copy);
    clusterForm->addRow(live.label(QT_TR_NOOP("Bootstrap servers:"), this), addressRow);

    // Topics.
    live(m_topicName, &QLineEdit::setPlaceholderText, QT_TR_NOOP("orders"));
    m_topicName->setObjectName(QStringLiteral("KafkaSandboxTopicName"));
    m_partitions->setRange(1, 256);
    LiveText::bind(m_topics, [this] {
        m_topics->setHorizontalHeaderLabels({tr("Topic"), tr("Partitions"), tr("Messages loaded")});
    });
    m_topics->verticalHeader()->hide();
    m_topics->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_topics->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_topics->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_topics->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_topics->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_topics->setMinimumHeight(110);
    auto *topicBox = new QGroupBox(this);
    live(topicBox, &QGroupBox::setTitle, QT_TR_NOOP("Topics"));
    auto *topicLayout = new QVBoxLayout(topicBox);
    auto *topicRow = new QHBoxLayout;
    topicRow->addWidget(live.label(QT_TR_NOOP("Name:"), this));
    topicRow->addWidget(m_topicName, 1);
    topicRow->addWidget(live.label(QT_TR_NOOP("Partitions:"), this));
    topicRow->addWidget(m_partitions);
    topicRow->addWidget(m_createTopic);
    topicLayout->addLayout(topicRow);
    // The topics the open script reads or writes that the sandbox does not have yet.
    m_scriptTopicsNote->setWordWrap(true);
    m_scriptTopicsNote->setObjectName(QStringLiteral("KafkaSandboxScriptTopics"));
    m_createScriptTopics->setObjectName(QStringLiteral("KafkaSandboxCreateScriptTopics"));
    auto *scriptRow = new QHBoxLayout;
    scriptRow->addWidget(m_scriptTopicsNote, 1);
    scriptRow->addWidget(m_createScriptTopics);
    topicLayout->addLayout(scriptRow);
    topicLayout->addWidget(m_topics, 1);

    // Loading a file, one message per line.
    m_loadTopic->setMinimumContentsLength(12);
    m_loadTopic->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    live(m_file, &QLineEdit::setPlaceholderText, QT_TR_NOOP("CSV or JSON Lines files, separated by ;"));
    m_file->setObjectName(QStringLiteral("KafkaSandboxFile"));
    auto *loadBox = new QGroupBox(this);
    live(loadBox, &QGroupBox::setTitle, QT_TR_NOOP("Load Files (each line becomes one message)"));
    auto *loadLayout = new QHBoxLayout(loadBox);
    loadLayout->addWidget(live.label(QT_TR_NOOP("Into:"), this));
    loadLayout->addWidget(m_loadTopic);
    loadLayout->addWidget(m_file, 1);
    loadLayout->addWidget(m_browse);
    loadLayout->addWidget(m_load);

    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setObjectName(QStringLiteral("KafkaSandboxMessage"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bannerRow);
    layout->addWidget(clusterBox);
    layout->addWidget(topicBox, 1);
    layout->addWidget(loadBox);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(640, 520);

    connect(m_start, &QPushButton::clicked, this, [this] {
        showMessage(tr("Starting…"), false);
        m_controller->start(m_brokers->value(), m_port->value());
    });
    connect(m_stop, &QPushButton::clicked, m_controller, &KafkaSandboxController::stop);
    connect(m_copy, &QPushButton::clicked, this, &KafkaSandboxDialog::copyAddress);
    connect(m_createTopic, &QPushButton::clicked, this, [this] {
        m_controller->createTopic(m_topicName->text().trimmed(), m_partitions->value());
    });
    connect(m_topicName, &QLineEdit::returnPressed, m_createTopic, &QPushButton::click);
    connect(m_browse, &QPushButton::clicked, this, &KafkaSandboxDialog::browse);
    connect(m_load, &QPushButton::clicked, this, [this] {
        showMessage(tr("Loading…"), false);
        // Several files load one after the other, in the order given.
        for (const QString &path : m_file->text().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!path.trimmed().isEmpty())
                m_controller->loadFile(m_loadTopic->currentText(), path.trimmed());
        }
    });
    connect(m_createScriptTopics, &QPushButton::clicked, this, [this] {
        for (const QString &topic : missingScriptTopics())
            m_controller->createTopic(topic, m_partitions->value());
    });

    connect(m_controller, &KafkaSandboxController::started, this, [this](const QString &address) {
        m_address->setText(address);
        showMessage(
            tr("Running. Use 'properties.bootstrap.servers' = '%1' in a Kafka table.").arg(address),
            false);
        updateState();
    });
    connect(m_controller, &KafkaSandboxController::stopped, this, [this] {
        m_address->clear();
        m_topics->setRowCount(0);
        m_loadTopic->clear();
        showMessage(tr("Stopped; its topics and messages are gone."), false);
        updateState();
        updateScriptTopics();
    });
    connect(m_controller, &KafkaSandboxController::topicCreated, this,
            &KafkaSandboxDialog::onTopicCreated);
    connect(m_controller, &KafkaSandboxController::fileLoaded, this,
            &KafkaSandboxDialog::onFileLoaded);
    connect(m_controller, &KafkaSandboxController::failed, this,
            [this](const QString &message) { showMessage(message, true); });
    connect(m_controller, &KafkaSandboxController::busyChanged, this,
            &KafkaSandboxDialog::updateState);
    // The status and the script's topics are worded in the language too.
    LiveText::bind(this, [this] {
        updateState();
        updateScriptTopics();
    });
}

void KafkaSandboxDialog::setScriptTopics(const QString &scriptName, const QStringList &topics)
{
    m_scriptName = scriptName;
    m_scriptTopics = topics;
    updateScriptTopics();
}

QStringList KafkaSandboxDialog::topicsOf(const CheckResult &check)
{
    QStringList topics;
    for (const ScriptTable &table : check.tables) {
        if (table.connector != "kafka" && table.connector != "upsert-kafka")
            continue;
        for (const auto &[key, value] : table.options) {
            if (key != "topic")
                continue;
            for (const QString &topic : QString::fromStdString(value).split(QLatin1Char(';'), Qt::SkipEmptyParts))
                topics << topic.trimmed();
        }
    }
    return topics;
}

QStringList KafkaSandboxDialog::missingScriptTopics() const
{
    QStringList missing;
    for (const QString &topic : m_scriptTopics) {
        if (topicRow(topic) < 0 && !missing.contains(topic))
            missing << topic;
    }
    return missing;
}

void KafkaSandboxDialog::updateScriptTopics()
{
    const QStringList missing = missingScriptTopics();
    const bool show = !missing.isEmpty() && !m_scriptName.isEmpty();
    m_scriptTopicsNote->setVisible(show);
    m_createScriptTopics->setVisible(show);
    if (!show)
        return;
    m_scriptTopicsNote->setText(tr("%1 uses %n topic(s) the sandbox does not have: %2", nullptr, int(missing.size()))
                                    .arg(m_scriptName, missing.join(QStringLiteral(", "))));
    m_createScriptTopics->setText(tr("Create %n Topic(s)", nullptr, int(missing.size())));
    m_createScriptTopics->setToolTip(tr("Creates them with the partition count above"));
    m_createScriptTopics->setEnabled(m_controller->isRunning() && !m_controller->isBusy());
}

void KafkaSandboxDialog::copyAddress()
{
    if (m_address->text().isEmpty())
        return;
    QApplication::clipboard()->setText(m_address->text());
    showMessage(tr("Copied %1 to the clipboard.").arg(m_address->text()), false);
}

void KafkaSandboxDialog::done(int result)
{
    // The sandbox lives as long as the dialog is open.
    if (m_controller->isRunning() || m_controller->isBusy())
        m_controller->stop();
    QDialog::done(result);
}

void KafkaSandboxDialog::browse()
{
    QSettings settings;
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Load Files into a Topic"),
        settings.value(kLastDirKey, QDir::homePath()).toString(),
        tr("CSV and JSON Lines (*.csv *.json *.jsonl *.txt);;All files (*)"));
    if (paths.isEmpty())
        return;
    settings.setValue(kLastDirKey, QFileInfo(paths.first()).absolutePath());
    QStringList shown;
    for (const QString &path : paths)
        shown << QDir::toNativeSeparators(path);
    m_file->setText(shown.join(QStringLiteral("; ")));
}

void KafkaSandboxDialog::updateState()
{
    const bool running = m_controller->isRunning();
    const bool busy = m_controller->isBusy();
    QString status = running ? tr("Running") : tr("Stopped");
    if (busy)
        status = tr("Working…");
    m_status->setText(status);
    m_start->setEnabled(!running && !busy);
    m_brokers->setEnabled(!running && !busy);
    m_port->setEnabled(!running && !busy);
    m_stop->setEnabled(running && !busy);
    m_copy->setEnabled(running);
    m_createTopic->setEnabled(running && !busy);
    m_load->setEnabled(running && !busy && m_loadTopic->count() > 0);
    m_browse->setEnabled(running);
    m_createScriptTopics->setEnabled(running && !busy);
}

void KafkaSandboxDialog::showMessage(const QString &text, bool error)
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_message->setStyleSheet(
        error ? QStringLiteral("color: %1;").arg(ThemeManager::editorColors(dark).error.name())
              : QString());
    m_message->setText(text);
}

int KafkaSandboxDialog::topicRow(const QString &name) const
{
    for (int row = 0; row < m_topics->rowCount(); ++row) {
        if (m_topics->item(row, 0)->text() == name)
            return row;
    }
    return -1;
}

void KafkaSandboxDialog::onTopicCreated(const QString &name, int partitions)
{
    const int row = m_topics->rowCount();
    m_topics->insertRow(row);
    m_topics->setItem(row, 0, new QTableWidgetItem(name));
    for (const auto &[column, text] :
         {std::pair(1, QString::number(partitions)), std::pair(2, QStringLiteral("0"))}) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_topics->setItem(row, column, item);
    }
    m_loadTopic->addItem(name);
    m_loadTopic->setCurrentIndex(m_loadTopic->count() - 1);
    m_topicName->clear();
    showMessage(tr("Created topic '%1' with %n partition(s).", nullptr, partitions).arg(name),
                false);
    updateState();
    updateScriptTopics();
}

void KafkaSandboxDialog::onFileLoaded(const QString &topic, const QString &path, qint64 messages)
{
    if (const int row = topicRow(topic); row >= 0) {
        QTableWidgetItem *item = m_topics->item(row, 2);
        item->setText(QString::number(item->text().toLongLong() + messages));
    }
    showMessage(tr("Loaded %n message(s) from %1 into '%2'.", nullptr,
                   int(std::min<qint64>(messages, INT_MAX)))
                    .arg(QFileInfo(path).fileName(), topic),
                false);
}

} // namespace sluice
