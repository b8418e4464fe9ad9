#include "real_kafka_broker.h"
#include "sluice_run.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QFile>

#include <csignal>
#include <memory>
#include <set>

namespace sluice::testing {

namespace {

constexpr int kStartMillis = 90000;

QString argsFile()
{
    const QByteArray fromEnv = qgetenv("SLUICE_KAFKA_BROKER_ARGS");
    return fromEnv.isEmpty() ? QStringLiteral(SLUICE_KAFKA_BROKER_ARGS) : QString::fromLocal8Bit(fromEnv);
}

struct Client {
    rd_kafka_t *rk = nullptr;
    ~Client()
    {
        if (rk)
            rd_kafka_destroy(rk);
    }
};

bool makeClient(Client &c, rd_kafka_type_t type, const std::string &bootstrap,
                const std::vector<std::pair<const char *, const char *>> &extra, QString &error)
{
    char err[512];
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    rd_kafka_conf_set(conf, "bootstrap.servers", bootstrap.c_str(), err, sizeof err);
    for (const auto &[k, v] : extra) {
        if (rd_kafka_conf_set(conf, k, v, err, sizeof err) != RD_KAFKA_CONF_OK) {
            error = QString::fromUtf8(err);
            rd_kafka_conf_destroy(conf);
            return false;
        }
    }
    c.rk = rd_kafka_new(type, conf, err, sizeof err);
    if (!c.rk)
        error = QString::fromUtf8(err);
    return c.rk != nullptr;
}

} // namespace

std::unique_ptr<RealKafkaBroker> RealKafkaBroker::start(const QString &dataDir, QString &error)
{
    if (!QFile::exists(argsFile())) {
        error = QStringLiteral("the test Kafka broker is not built (no %1): run scripts/kafka_broker.sh build, which "
                               "needs Java 17 and Maven (scripts/test.sh installs both)")
                    .arg(argsFile());
        return nullptr;
    }
    std::unique_ptr<RealKafkaBroker> broker(new RealKafkaBroker());
    broker->m_dataDir = dataDir;
    if (!broker->launch(error))
        return nullptr;
    return broker;
}

bool RealKafkaBroker::launch(QString &error)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardErrorFile(m_dataDir + QStringLiteral("/broker.log"), QIODevice::Append);
    m_process->start(QStringLiteral("java"), {QLatin1Char('@') + argsFile(), QStringLiteral("dev.sluice.kafka.KafkaBroker"), m_dataDir});
    if (!m_process->waitForStarted(10000)) {
        error = QStringLiteral("cannot run java: %1").arg(m_process->errorString());
        return false;
    }
    QByteArray out;
    QElapsedTimer waited;
    waited.start();
    while (!out.contains('\n') && waited.elapsed() < kStartMillis && m_process->state() == QProcess::Running) {
        m_process->waitForReadyRead(200);
        out += m_process->readAllStandardOutput();
    }
    const QByteArray line = out.left(out.indexOf('\n')).trimmed();
    if (!line.startsWith("READY ")) {
        QFile log(m_dataDir + QStringLiteral("/broker.log"));
        (void)log.open(QIODevice::ReadOnly);
        error = QStringLiteral("the Kafka broker did not start (%1): %2").arg(QString::fromUtf8(line),
                                                                            QString::fromUtf8(log.readAll().right(3000)));
        return false;
    }
    m_bootstrap = line.mid(6).toStdString();
    return true;
}

RealKafkaBroker::~RealKafkaBroker()
{
    if (!m_process || m_process->state() != QProcess::Running)
        return;
    thaw();
    m_process->closeWriteChannel(); // the broker shuts down when its stdin closes
    if (!m_process->waitForFinished(20000)) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

void RealKafkaBroker::kill()
{
    if (!m_process)
        return;
    m_process->kill();
    m_process->waitForFinished(10000);
}

bool RealKafkaBroker::restart(QString &error)
{
    kill();
    return launch(error);
}

void RealKafkaBroker::freeze()
{
    if (m_process)
        signalProcess(*m_process, SIGSTOP);
}

void RealKafkaBroker::thaw()
{
    if (m_process)
        signalProcess(*m_process, SIGCONT);
}

bool RealKafkaBroker::createTopic(const std::string &name, int partitions, QString &error) const
{
    Client admin;
    if (!makeClient(admin, RD_KAFKA_PRODUCER, m_bootstrap, {}, error))
        return false;
    char err[512];
    rd_kafka_NewTopic_t *topic = rd_kafka_NewTopic_new(name.c_str(), partitions, 1, err, sizeof err);
    rd_kafka_queue_t *queue = rd_kafka_queue_new(admin.rk);
    rd_kafka_CreateTopics(admin.rk, &topic, 1, nullptr, queue);
    rd_kafka_event_t *ev = rd_kafka_queue_poll(queue, 30000);
    bool ok = false;
    if (!ev) {
        error = QStringLiteral("creating topic %1 timed out").arg(QString::fromStdString(name));
    } else if (rd_kafka_event_error(ev)) {
        error = QString::fromUtf8(rd_kafka_event_error_string(ev));
    } else {
        std::size_t n = 0;
        const rd_kafka_topic_result_t **results = rd_kafka_CreateTopics_result_topics(rd_kafka_event_CreateTopics_result(ev), &n);
        ok = n == 1 && rd_kafka_topic_result_error(results[0]) == RD_KAFKA_RESP_ERR_NO_ERROR;
        if (!ok && n == 1)
            error = QString::fromUtf8(rd_kafka_topic_result_error_string(results[0]));
    }
    if (ev)
        rd_kafka_event_destroy(ev);
    rd_kafka_queue_destroy(queue);
    rd_kafka_NewTopic_destroy(topic);
    return ok;
}

std::vector<std::string> RealKafkaBroker::readCommitted(const std::string &topic, int partitions, QString &error,
                                                        int timeoutMillis) const
{
    std::vector<std::string> values;
    Client consumer;
    if (!makeClient(consumer, RD_KAFKA_CONSUMER, m_bootstrap,
                    {{"group.id", "sluice-test-reader"}, {"isolation.level", "read_committed"},
                     {"enable.auto.commit", "false"}, {"enable.partition.eof", "true"}},
                    error))
        return values;
    std::unique_ptr<rd_kafka_topic_partition_list_t, decltype(&rd_kafka_topic_partition_list_destroy)> list(
        rd_kafka_topic_partition_list_new(partitions), &rd_kafka_topic_partition_list_destroy);
    for (int p = 0; p < partitions; ++p)
        rd_kafka_topic_partition_list_add(list.get(), topic.c_str(), p)->offset = RD_KAFKA_OFFSET_BEGINNING;
    rd_kafka_assign(consumer.rk, list.get());
    // Each partition is read until its end of committed data (the partition EOF event).
    std::set<std::int32_t> atEnd;
    QElapsedTimer waited;
    waited.start();
    while (static_cast<int>(atEnd.size()) < partitions && waited.elapsed() < timeoutMillis) {
        rd_kafka_message_t *m = rd_kafka_consumer_poll(consumer.rk, 200);
        if (!m)
            continue;
        if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF)
            atEnd.insert(m->partition);
        else if (m->err)
            error = QString::fromUtf8(rd_kafka_message_errstr(m));
        else
            values.emplace_back(static_cast<const char *>(m->payload), m->len);
        rd_kafka_message_destroy(m);
    }
    if (static_cast<int>(atEnd.size()) < partitions && error.isEmpty())
        error = QStringLiteral("reading %1 did not reach its end within %2 ms").arg(QString::fromStdString(topic)).arg(timeoutMillis);
    rd_kafka_consumer_close(consumer.rk);
    return values;
}

std::map<std::string, int> countValues(const std::vector<std::string> &values)
{
    std::map<std::string, int> counts;
    for (const std::string &v : values)
        ++counts[v];
    return counts;
}

} // namespace sluice::testing
