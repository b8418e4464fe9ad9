#include "connectors/kafka_client_config.h"

#include <sluice/text.h>

#include <algorithm>
#include <array>
#include <charconv>

namespace sluice::exec {

namespace {

constexpr std::string_view kPrefix = "properties.";
constexpr std::int64_t kDefaultBlockingMillis = 30000;

// Java client and Flink properties that mean nothing to librdkafka.
constexpr std::array<std::string_view, 14> kJavaOnly = {
    "key.deserializer",        "value.deserializer",
    "key.serializer",          "value.serializer",
    "partition.discovery.interval.ms", "flink.partition-discovery.interval-millis",
    "commit.offsets.on.checkpoint",    "client.id.prefix",
    "register.consumer.metrics",       "default.api.timeout.ms",
    "max.block.ms",            "sasl.jaas.config",
    "interceptor.classes",     "partitioner.class",
};

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

// username="u" password="p" of a JAAS PlainLoginModule / ScramLoginModule line.
std::optional<std::string> jaasValue(std::string_view jaas, std::string_view key)
{
    std::size_t pos = 0;
    while ((pos = jaas.find(key, pos)) != std::string_view::npos) {
        const bool startOk = pos == 0 || jaas[pos - 1] == ' ' || jaas[pos - 1] == '\t';
        std::size_t p = pos + key.size();
        while (p < jaas.size() && jaas[p] == ' ')
            ++p;
        if (startOk && p < jaas.size() && jaas[p] == '=') {
            ++p;
            while (p < jaas.size() && jaas[p] == ' ')
                ++p;
            if (p < jaas.size() && jaas[p] == '"') {
                const std::size_t end = jaas.find('"', p + 1);
                if (end != std::string_view::npos)
                    return std::string(jaas.substr(p + 1, end - p - 1));
            }
        }
        pos += key.size();
    }
    return std::nullopt;
}

void logCallback(const rd_kafka_t *rk, int level, const char * /*fac*/, const char *buf)
{
    // Only errors matter; they explain a later timeout. Debug chatter stays out of the job's output.
    if (level > 3)
        return;
    if (auto *trail = static_cast<KafkaErrorTrail *>(rd_kafka_opaque(rk)))
        trail->record(RD_KAFKA_RESP_ERR_NO_ERROR, buf);
}

void errorCallback(rd_kafka_t *rk, int err, const char *reason, void *opaque)
{
    (void)rk;
    if (auto *trail = static_cast<KafkaErrorTrail *>(opaque))
        trail->record(static_cast<rd_kafka_resp_err_t>(err), reason ? reason : "");
}

} // namespace

void RdKafkaDeleter::operator()(rd_kafka_t *rk) const
{
    // The source commits its offsets itself; never block in a consumer close on an unreachable
    // coordinator (cancellation must stay prompt).
    rd_kafka_destroy_flags(rk, RD_KAFKA_DESTROY_F_NO_CONSUMER_CLOSE);
}

void KafkaErrorTrail::record(rd_kafka_resp_err_t err, std::string text)
{
    std::lock_guard lock(m_mutex);
    const bool fatal = err == RD_KAFKA_RESP_ERR__FATAL || err == RD_KAFKA_RESP_ERR__AUTHENTICATION ||
                       err == RD_KAFKA_RESP_ERR_SASL_AUTHENTICATION_FAILED ||
                       err == RD_KAFKA_RESP_ERR__SSL || err == RD_KAFKA_RESP_ERR__INVALID_ARG;
    if (fatal && m_fatal.empty())
        m_fatal = text.empty() ? rd_kafka_err2str(err) : text;
    m_last = std::move(text);
}

std::string KafkaErrorTrail::last() const
{
    std::lock_guard lock(m_mutex);
    return m_last;
}

std::string KafkaErrorTrail::fatal() const
{
    std::lock_guard lock(m_mutex);
    return m_fatal;
}

Result<KafkaClientConfig> KafkaClientConfig::fromOptions(const TableOptions::Pairs &options)
{
    KafkaClientConfig c;
    std::optional<std::int64_t> apiTimeout, maxBlock;
    for (const auto &[key, value] : options) {
        if (key.size() <= kPrefix.size() || key.compare(0, kPrefix.size(), kPrefix) != 0)
            continue;
        const std::string name = key.substr(kPrefix.size());
        // The last value of a key wins (OPTIONS hints come after WITH).
        auto it = std::find_if(c.m_javaProperties.begin(), c.m_javaProperties.end(),
                               [&](const auto &p) { return p.first == name; });
        if (it != c.m_javaProperties.end())
            it->second = value;
        else
            c.m_javaProperties.emplace_back(name, value);
    }
    for (const auto &[name, value] : c.m_javaProperties) {
        if (name == "default.api.timeout.ms" || name == "max.block.ms") {
            std::int64_t v = 0;
            const std::string_view t = trim(value);
            auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (ec != std::errc() || p != t.data() + t.size() || v < 0)
                return Status::invalidArgument(
                    sluice::Engine::tr("'properties.%1' must be a non-negative number of milliseconds").arg(name));
            (name == "max.block.ms" ? maxBlock : apiTimeout) = v;
        }
        if (name == "bootstrap.servers")
            c.m_bootstrapServers = value;
        if (name == "group.id")
            c.m_groupId = value;
        if (name == "sasl.jaas.config") {
            if (auto u = jaasValue(value, "username"))
                c.m_properties.emplace_back("sasl.username", *u);
            if (auto p = jaasValue(value, "password"))
                c.m_properties.emplace_back("sasl.password", *p);
            continue;
        }
        if (std::find(kJavaOnly.begin(), kJavaOnly.end(), name) != kJavaOnly.end())
            continue;
        if (name == "auto.offset.reset") {
            c.m_properties.emplace_back(name, value == "none" ? std::string("error") : value);
            continue;
        }
        c.m_properties.emplace_back(name, value);
    }
    if (trim(c.m_bootstrapServers).empty())
        return Status::invalidArgument(sluice::Engine::tr("The Kafka connector needs the option "
                                                          "'properties.bootstrap.servers'"));
    const std::int64_t timeout = apiTimeout.value_or(maxBlock.value_or(kDefaultBlockingMillis));
    c.m_blockingTimeout = std::chrono::milliseconds(std::max<std::int64_t>(timeout, 1));
    return c;
}

std::optional<std::string> KafkaClientConfig::property(std::string_view name) const
{
    for (const auto &[k, v] : m_javaProperties) {
        if (k == name)
            return v;
    }
    return std::nullopt;
}

Result<KafkaHandle> KafkaClientConfig::createClient(
    rd_kafka_type_t type, const std::vector<std::pair<std::string, std::string>> &overrides,
    const std::vector<std::pair<std::string, std::string>> &forced, KafkaErrorTrail *trail,
    void (*configure)(rd_kafka_conf_t *, void *), void *configureArg) const
{
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    char err[512];
    auto set = [&](const std::string &k, const std::string &v, bool fromTable) -> Status {
        const rd_kafka_conf_res_t r = rd_kafka_conf_set(conf, k.c_str(), v.c_str(), err, sizeof err);
        if (r == RD_KAFKA_CONF_OK)
            return Status::ok();
        const std::string shown = fromTable ? "properties." + k : k;
        if (r == RD_KAFKA_CONF_UNKNOWN)
            return Status::invalidArgument(sluice::Engine::tr("Kafka property '%1' is not known to the embedded "
                                                              "engine's Kafka client (librdkafka)")
                                               .arg(shown));
        return Status::invalidArgument(
            sluice::Engine::tr("Kafka property '%1' has a value librdkafka does not accept").arg(shown));
    };
    auto fail = [&](Status s) -> Result<KafkaHandle> {
        rd_kafka_conf_destroy(conf);
        return s;
    };
    for (const auto &[k, v] : overrides) {
        const bool tableSets = std::any_of(m_properties.begin(), m_properties.end(),
                                           [&](const auto &p) { return p.first == k; });
        if (!tableSets) {
            if (Status s = set(k, v, false); !s.isOk())
                return fail(s);
        }
    }
    for (const auto &[k, v] : m_properties) {
        if (Status s = set(k, v, true); !s.isOk())
            return fail(s);
    }
    for (const auto &[k, v] : forced) {
        if (Status s = set(k, v, false); !s.isOk())
            return fail(s);
    }
    rd_kafka_conf_set_opaque(conf, trail);
    rd_kafka_conf_set_error_cb(conf, &errorCallback);
    rd_kafka_conf_set_log_cb(conf, &logCallback);
    if (configure)
        configure(conf, configureArg);
    rd_kafka_t *rk = rd_kafka_new(type, conf, err, sizeof err);
    if (!rk) {
        rd_kafka_conf_destroy(conf);
        return Status::invalidArgument(sluice::Engine::tr("Cannot create a Kafka client: %1").arg(err));
    }
    return KafkaHandle(rk);
}

Status KafkaClientConfig::unreachable(const KafkaErrorTrail &trail, Text what) const
{
    // The app finds this failure by its English start: keep "Cannot reach the Kafka bootstrap
    // servers" as it is.
    const std::string last = trail.last();
    if (last.empty())
        return Status::ioError(sluice::Engine::tr("Cannot reach the Kafka bootstrap servers '%1' within %2 ms "
                                                  "while %3 (the wait is bounded by "
                                                  "'properties.default.api.timeout.ms')")
                                   .arg(m_bootstrapServers)
                                   .arg(m_blockingTimeout.count())
                                   .arg(std::move(what)));
    return Status::ioError(sluice::Engine::tr("Cannot reach the Kafka bootstrap servers '%1' within %2 ms "
                                              "while %3 (the wait is bounded by "
                                              "'properties.default.api.timeout.ms'): %4")
                               .arg(m_bootstrapServers)
                               .arg(m_blockingTimeout.count())
                               .arg(std::move(what))
                               .arg(last));
}

std::string KafkaClientConfig::identity() const
{
    std::vector<std::pair<std::string, std::string>> properties = m_properties;
    std::sort(properties.begin(), properties.end());
    std::string out = m_bootstrapServers;
    for (const auto &[key, value] : properties)
        out += '\n' + key + '=' + value;
    return out;
}

bool isRetriableKafkaError(rd_kafka_resp_err_t err)
{
    return err == RD_KAFKA_RESP_ERR__TIMED_OUT || err == RD_KAFKA_RESP_ERR__TRANSPORT ||
           err == RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN || err == RD_KAFKA_RESP_ERR__WAIT_COORD ||
           err == RD_KAFKA_RESP_ERR_COORDINATOR_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NOT_COORDINATOR ||
           err == RD_KAFKA_RESP_ERR_COORDINATOR_LOAD_IN_PROGRESS ||
           err == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION ||
           err == RD_KAFKA_RESP_ERR__NODE_UPDATE ||
           err == RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT || err == RD_KAFKA_RESP_ERR__IN_PROGRESS ||
           err == RD_KAFKA_RESP_ERR__STATE || err == RD_KAFKA_RESP_ERR_BROKER_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NETWORK_EXCEPTION || err == RD_KAFKA_RESP_ERR__RETRY ||
           err == RD_KAFKA_RESP_ERR_UNKNOWN_LEADER_EPOCH ||
           err == RD_KAFKA_RESP_ERR_FENCED_LEADER_EPOCH || err == RD_KAFKA_RESP_ERR__WAIT_CACHE;
}

std::vector<std::string> splitOptionList(std::string_view value)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= value.size()) {
        std::size_t end = value.find(';', start);
        if (end == std::string_view::npos)
            end = value.size();
        const std::string_view part = trim(value.substr(start, end - start));
        if (!part.empty())
            out.emplace_back(part);
        start = end + 1;
    }
    return out;
}

std::int32_t javaStringHash(std::string_view s)
{
    std::uint32_t h = 0;
    for (const char c : s)
        h = 31 * h + static_cast<unsigned char>(c);
    return static_cast<std::int32_t>(h);
}

int kafkaSplitOwner(std::string_view topic, std::int32_t partition, int parallelism)
{
    const int n = std::max(parallelism, 1);
    const std::uint32_t mixed = static_cast<std::uint32_t>(javaStringHash(topic)) * 31u;
    const int start = static_cast<int>((mixed & 0x7FFFFFFFu) % static_cast<std::uint32_t>(n));
    return static_cast<int>((static_cast<std::int64_t>(start) + partition) % n);
}

} // namespace sluice::exec
