// makeSourceReader / makeSinkOperator (exec/operators.h): the source and sink of each connector.

#include "connectors/blackhole_sink.h"
#include "connectors/collect_sink.h"
#include "connectors/datagen_source.h"
#include "connectors/filesystem_sink.h"
#include "connectors/filesystem_source.h"
#include "connectors/kafka_sink.h"
#include "connectors/kafka_source_reader.h"
#include "connectors/nexmark_source.h"
#include "connectors/print_sink.h"
#include "connectors/table_options.h"
#include "connectors/values_source.h"
#include "exec/operators.h"

#include <sluice/text.h>

namespace sluice::exec {

namespace {

std::string connectorOf(const std::vector<std::pair<std::string, std::string>> &options,
                        const plan::CatalogTable *table)
{
    if (auto c = TableOptions(options).get("connector"))
        return *c;
    return table ? table->connector : std::string();
}

} // namespace

Result<std::unique_ptr<SourceReader>> makeSourceReader(const plan::ScanNode &node)
{
    if (node.isValues())
        return ValuesSource::create(node);
    const std::string connector = connectorOf(node.options, node.table);
    const std::string table = node.table ? node.table->name : std::string("?");
    Result<std::unique_ptr<SourceReader>> reader =
        connector == "datagen" ? DataGenSource::create(node)
        : connector == "filesystem"
            ? FileSystemSource::create(node)
        : connector == "kafka" || connector == "upsert-kafka"
            ? KafkaSourceReader::create(node)
        : connector == "nexmark"
            ? NexmarkSource::create(node)
            : Result<std::unique_ptr<SourceReader>>(Status::unsupported(
                  sluice::Engine::tr("The embedded engine cannot read connector '%1' yet").arg(connector)));
    if (!reader) {
        Status s = reader.status();
        return Status(s.code(), sluice::Engine::tr("Source table '%1': %2").arg(table).arg(s.text()));
    }
    return reader;
}

Result<std::unique_ptr<Operator>> makeSinkOperator(const plan::SinkNode &node)
{
    if (!node.table) {
        std::unique_ptr<Operator> op = std::make_unique<CollectSink>(node);
        return op;
    }
    const std::string connector = connectorOf(node.options, node.table);
    Result<std::unique_ptr<Operator>> op =
        Status::unsupported(sluice::Engine::tr("The embedded engine cannot write connector '%1' yet").arg(connector));
    if (connector == "print")
        op = PrintSink::create(node);
    else if (connector == "blackhole")
        op = std::unique_ptr<Operator>(std::make_unique<BlackholeSink>(node));
    else if (connector == "filesystem")
        op = FileSystemSink::create(node);
    else if (connector == "kafka" || connector == "upsert-kafka")
        op = KafkaSink::create(node);
    if (!op) {
        Status s = op.status();
        return Status(s.code(), sluice::Engine::tr("Sink table '%1': %2").arg(node.name).arg(s.text()));
    }
    return op;
}

} // namespace sluice::exec
