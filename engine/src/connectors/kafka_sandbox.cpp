#include "connectors/kafka_sandbox.h"

#include <sluice/text.h>

#include "connectors/kafka_client_config.h"
#include "connectors/kafka_sandbox_relay.h"

#include <fstream>
#include <mutex>

namespace sluice {

namespace {

constexpr int kDeliveryTimeoutMs = 30000;

void countDelivery(rd_kafka_t *, const rd_kafka_message_t *msg, void *opaque)
{
    auto *failed = static_cast<std::int64_t *>(opaque);
    if (msg->err != RD_KAFKA_RESP_ERR_NO_ERROR)
        ++*failed;
}

void quietLog(const rd_kafka_t *, int, const char *, const char *) {}

class MockKafkaSandbox final : public KafkaSandbox {
public:
    ~MockKafkaSandbox() override { stop(); }

    Status init(int brokers, int bootstrapPort)
    {
        char err[512];
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        rd_kafka_conf_set_log_cb(conf, &quietLog);
        rd_kafka_t *owner = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
        if (!owner) {
            rd_kafka_conf_destroy(conf);
            return Status::ioError(sluice::Engine::tr("Cannot start the Kafka sandbox: %1").arg(err));
        }
        m_owner.reset(owner);
        m_cluster = rd_kafka_mock_cluster_new(owner, brokers);
        if (!m_cluster)
            return Status::ioError(sluice::Engine::tr("Cannot start the Kafka sandbox's mock cluster"));
        m_brokers = rd_kafka_mock_cluster_bootstraps(m_cluster);
        m_bootstrap = m_brokers;
        if (bootstrapPort >= 0) {
            auto relay = exec::KafkaSandboxRelay::start(bootstrapPort, m_brokers.substr(0, m_brokers.find(',')));
            if (!relay)
                return relay.status();
            m_relay = std::move(*relay);
            m_bootstrap = "127.0.0.1:" + std::to_string(m_relay->port());
        }

        conf = rd_kafka_conf_new();
        rd_kafka_conf_set_log_cb(conf, &quietLog);
        rd_kafka_conf_set_opaque(conf, &m_failed);
        rd_kafka_conf_set_dr_msg_cb(conf, &countDelivery);
        rd_kafka_conf_set(conf, "bootstrap.servers", m_brokers.c_str(), err, sizeof err);
        rd_kafka_conf_set(conf, "client.id", "sluice-sandbox", err, sizeof err);
        rd_kafka_conf_set(conf, "linger.ms", "5", err, sizeof err);
        rd_kafka_conf_set(conf, "partitioner", "murmur2_random", err, sizeof err);
        rd_kafka_t *producer = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
        if (!producer) {
            rd_kafka_conf_destroy(conf);
            return Status::ioError(sluice::Engine::tr("Cannot create the sandbox's producer: %1").arg(err));
        }
        m_producer.reset(producer);
        return Status::ok();
    }

    const std::string &bootstrapServers() const override { return m_bootstrap; }

    Status createTopic(const std::string &name, int partitions) override
    {
        std::lock_guard lock(m_mutex);
        if (!m_cluster)
            return Status::invalidArgument(sluice::Engine::tr("The Kafka sandbox is stopped"));
        if (partitions < 1)
            return Status::invalidArgument(sluice::Engine::tr("A topic needs at least one partition"));
        const rd_kafka_resp_err_t err =
            rd_kafka_mock_topic_create(m_cluster, name.c_str(), partitions, 1);
        if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
            return Status::invalidArgument(
                sluice::Engine::tr("Cannot create topic '%1': %2").arg(name).arg(rd_kafka_err2str(err)));
        return Status::ok();
    }

    Result<std::int64_t> produceLines(const std::string &topic, const std::string &path) override
    {
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return Status::notFound(sluice::Engine::tr("Cannot open '%1'").arg(path));
        std::vector<KafkaSandboxMessage> messages;
        std::string line;
        while (std::getline(in, line)) {
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            KafkaSandboxMessage m;
            m.value = line;
            messages.push_back(std::move(m));
        }
        return produce(topic, messages);
    }

    Result<std::int64_t> produce(const std::string &topic,
                                 const std::vector<KafkaSandboxMessage> &messages) override
    {
        std::lock_guard lock(m_mutex);
        if (!m_producer)
            return Status::invalidArgument(sluice::Engine::tr("The Kafka sandbox is stopped"));
        m_failed = 0;
        for (const KafkaSandboxMessage &m : messages) {
            void *key = m.key ? const_cast<char *>(m.key->data()) : nullptr;
            const std::size_t keyLen = m.key ? m.key->size() : 0;
            void *value = m.value ? const_cast<char *>(m.value->data()) : nullptr;
            const std::size_t valueLen = m.value ? m.value->size() : 0;
            const std::int32_t partition = m.partition < 0 ? RD_KAFKA_PARTITION_UA : m.partition;
            while (true) {
                const rd_kafka_resp_err_t err = rd_kafka_producev(
                    m_producer.get(), RD_KAFKA_V_TOPIC(topic.c_str()),
                    RD_KAFKA_V_PARTITION(partition), RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
                    RD_KAFKA_V_KEY(key, keyLen), RD_KAFKA_V_VALUE(value, valueLen),
                    RD_KAFKA_V_TIMESTAMP(m.timestamp), RD_KAFKA_V_END);
                if (err == RD_KAFKA_RESP_ERR_NO_ERROR)
                    break;
                if (err != RD_KAFKA_RESP_ERR__QUEUE_FULL)
                    return Status::ioError(
                        sluice::Engine::tr("Cannot produce to '%1': %2").arg(topic).arg(rd_kafka_err2str(err)));
                rd_kafka_poll(m_producer.get(), 10);
            }
        }
        if (rd_kafka_flush(m_producer.get(), kDeliveryTimeoutMs) != RD_KAFKA_RESP_ERR_NO_ERROR)
            return Status::ioError(sluice::Engine::tr("Timed out writing to the sandbox topic '%1'").arg(topic));
        if (m_failed > 0)
            return Status::ioError(
                sluice::Engine::tr("%1 message(s) could not be written to '%2'").arg(m_failed).arg(topic));
        return static_cast<std::int64_t>(messages.size());
    }

    Status setBrokerUp(int brokerId, bool up) override
    {
        std::lock_guard lock(m_mutex);
        if (!m_cluster)
            return Status::invalidArgument(sluice::Engine::tr("The Kafka sandbox is stopped"));
        const rd_kafka_resp_err_t err = up ? rd_kafka_mock_broker_set_up(m_cluster, brokerId)
                                           : rd_kafka_mock_broker_set_down(m_cluster, brokerId);
        if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
            return Status::invalidArgument(
                sluice::Engine::tr("Broker %1: %2").arg(brokerId).arg(rd_kafka_err2str(err)));
        return Status::ok();
    }

    void stop() override
    {
        std::lock_guard lock(m_mutex);
        if (m_producer) {
            rd_kafka_flush(m_producer.get(), 1000);
            m_producer.reset();
        }
        m_relay.reset();
        if (m_cluster) {
            rd_kafka_mock_cluster_destroy(m_cluster);
            m_cluster = nullptr;
        }
        m_owner.reset();
    }

    rd_kafka_mock_cluster_t *cluster() const { return m_cluster; }

private:
    struct Destroy {
        void operator()(rd_kafka_t *rk) const { rd_kafka_destroy(rk); }
    };
    std::mutex m_mutex;
    std::unique_ptr<rd_kafka_t, Destroy> m_owner; // owns the mock cluster
    rd_kafka_mock_cluster_t *m_cluster = nullptr;
    std::unique_ptr<rd_kafka_t, Destroy> m_producer;
    std::unique_ptr<exec::KafkaSandboxRelay> m_relay; // the fixed bootstrap address, when asked for
    std::string m_brokers;   // the mock brokers' own addresses
    std::string m_bootstrap; // what clients are told to use
    std::int64_t m_failed = 0; // REQUIRES: m_mutex (delivery reports run inside flush)
};

} // namespace

Result<std::unique_ptr<KafkaSandbox>> KafkaSandbox::start(int brokers,
                                                          const std::vector<KafkaSandboxTopic> &topics,
                                                          int bootstrapPort)
{
    if (brokers < 1)
        return Status::invalidArgument(sluice::Engine::tr("The Kafka sandbox needs at least one broker"));
    auto sandbox = std::make_unique<MockKafkaSandbox>();
    if (Status s = sandbox->init(brokers, bootstrapPort); !s.isOk())
        return s;
    for (const KafkaSandboxTopic &t : topics) {
        if (Status s = sandbox->createTopic(t.name, t.partitions); !s.isOk())
            return s;
    }
    std::unique_ptr<KafkaSandbox> out = std::move(sandbox);
    return out;
}

namespace exec {

rd_kafka_mock_cluster_t *mockClusterOf(KafkaSandbox &sandbox)
{
    return static_cast<MockKafkaSandbox &>(sandbox).cluster();
}

} // namespace exec

} // namespace sluice
