// `sluice kafka-sandbox`: a local Kafka (librdkafka's mock cluster) for designing jobs without a
// cluster. A development tool: in memory, 127.0.0.1 only, gone when the command stops.

#include "cli_commands.h"

#include <sluice/kafka_sandbox.h>

#include <QCommandLineParser>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>

namespace sluice::cli {
namespace {

std::atomic<int> g_sandboxStop{0};

extern "C" void onSandboxStopSignal(int signal)
{
    g_sandboxStop.store(signal);
}

} // namespace

int runKafkaSandbox(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "DEVELOPMENT TOOL: starts a local Kafka cluster (librdkafka's in-memory mock cluster,\n"
        "speaking the real Kafka protocol on 127.0.0.1) for designing and testing jobs without\n"
        "brokers. Accepts clients on 127.0.0.1:9092 (Kafka's usual address, so a job names the\n"
        "same servers it would on a real cluster), prints that bootstrap address on standard\n"
        "output, loads files into topics, and runs until SIGINT/SIGTERM. Nothing is persisted;\n"
        "not for production data."));
    parser.addHelpOption();
    QCommandLineOption brokers(QStringLiteral("brokers"), QStringLiteral("Number of brokers (default 1)."),
                               QStringLiteral("N"), QStringLiteral("1"));
    QCommandLineOption topic(QStringLiteral("topic"),
                             QStringLiteral("Create a topic, optionally with a partition count (repeatable)."),
                             QStringLiteral("NAME[:PARTITIONS]"));
    QCommandLineOption load(QStringLiteral("load"),
                            QStringLiteral("Produce each line of FILE as one message to TOPIC (repeatable; "
                                           "a topic not created with --topic gets 1 partition)."),
                            QStringLiteral("TOPIC=FILE"));
    QCommandLineOption port(QStringLiteral("port"),
                            QStringLiteral("Bootstrap port on 127.0.0.1 (default 9092; 0: any free port)."),
                            QStringLiteral("PORT"), QStringLiteral("9092"));
    parser.addOption(brokers);
    parser.addOption(port);
    parser.addOption(topic);
    parser.addOption(load);
    parser.process(args);

    bool ok = false;
    const int brokerCount = parser.value(brokers).toInt(&ok);
    if (!ok || brokerCount < 1) {
        std::fprintf(stderr, "sluice kafka-sandbox: --brokers needs a positive number\n");
        return 2;
    }
    const int bootstrapPort = parser.value(port).toInt(&ok);
    if (!ok || bootstrapPort < 0 || bootstrapPort > 65535) {
        std::fprintf(stderr, "sluice kafka-sandbox: --port needs a port number (0-65535), got '%s'\n",
                     qPrintable(parser.value(port)));
        return 2;
    }
    std::vector<KafkaSandboxTopic> topics;
    for (const QString &spec : parser.values(topic)) {
        KafkaSandboxTopic t;
        const qsizetype colon = spec.lastIndexOf(QLatin1Char(':'));
        t.name = (colon < 0 ? spec : spec.left(colon)).toStdString();
        if (colon >= 0) {
            t.partitions = spec.mid(colon + 1).toInt(&ok);
            if (!ok || t.partitions < 1) {
                std::fprintf(stderr, "sluice kafka-sandbox: bad partition count in --topic %s\n",
                             qPrintable(spec));
                return 2;
            }
        }
        if (t.name.empty()) {
            std::fprintf(stderr, "sluice kafka-sandbox: --topic needs a name\n");
            return 2;
        }
        topics.push_back(std::move(t));
    }
    std::vector<std::pair<std::string, std::string>> loads;
    for (const QString &spec : parser.values(load)) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq + 1 >= spec.size()) {
            std::fprintf(stderr, "sluice kafka-sandbox: --load expects TOPIC=FILE, got '%s'\n",
                         qPrintable(spec));
            return 2;
        }
        const std::string name = spec.left(eq).toStdString();
        const bool declared = std::any_of(topics.begin(), topics.end(),
                                          [&](const KafkaSandboxTopic &t) { return t.name == name; });
        if (!declared)
            topics.push_back({name, 1});
        loads.emplace_back(name, spec.mid(eq + 1).toStdString());
    }

    auto sandbox = KafkaSandbox::start(brokerCount, topics, bootstrapPort);
    if (!sandbox) {
        std::fprintf(stderr, "sluice kafka-sandbox: %s\n", sandbox.status().message().c_str());
        return 1;
    }
    std::fprintf(stderr, "sluice kafka-sandbox: DEVELOPMENT TOOL - in-memory mock Kafka cluster, "
                         "%d broker(s), data is lost on exit\n", brokerCount);
    for (const KafkaSandboxTopic &t : topics)
        std::fprintf(stderr, "sluice kafka-sandbox: topic %s (%d partition%s)\n", t.name.c_str(),
                     t.partitions, t.partitions == 1 ? "" : "s");
    for (const auto &[name, file] : loads) {
        auto n = (*sandbox)->produceLines(name, file);
        if (!n) {
            std::fprintf(stderr, "sluice kafka-sandbox: --load %s=%s: %s\n", name.c_str(), file.c_str(),
                         n.status().message().c_str());
            return 1;
        }
        std::fprintf(stderr, "sluice kafka-sandbox: loaded %lld message(s) from %s into %s\n",
                     static_cast<long long>(*n), file.c_str(), name.c_str());
    }
    // The product of the command: the address, alone on standard output, for scripts.
    std::fprintf(stdout, "%s\n", (*sandbox)->bootstrapServers().c_str());
    std::fflush(stdout);
    std::fprintf(stderr, "sluice kafka-sandbox: bootstrap servers %s; press Ctrl+C to stop\n",
                 (*sandbox)->bootstrapServers().c_str());

    std::signal(SIGINT, onSandboxStopSignal);
    std::signal(SIGTERM, onSandboxStopSignal);
    while (g_sandboxStop.load() == 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    std::fprintf(stderr, "sluice kafka-sandbox: stopping\n");
    (*sandbox)->stop();
    return 0;
}

} // namespace sluice::cli
