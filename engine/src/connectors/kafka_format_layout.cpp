#include "connectors/kafka_format_layout.h"

#include <sluice/text.h>

#include "connectors/kafka_client_config.h"
#include "formats/raw_format.h"

#include <algorithm>

namespace sluice::exec {

Result<std::unique_ptr<formats::RowDeserializer>>
createKafkaDeserializer(const std::string &format, const TableOptions &options, const Schema &fields,
                        std::vector<std::size_t> targets)
{
    if (format == "raw")
        return formats::RawRowDeserializer::create(options, fields, std::move(targets));
    if (format == "csv" || format == "json")
        return formats::createRowDeserializer(format, options, fields, std::move(targets));
    return Status::unsupported(
        sluice::Engine::tr("The Kafka connectors read the formats csv, json and raw, not '%1'").arg(format));
}

Result<std::unique_ptr<formats::RowSerializer>>
createKafkaSerializer(const std::string &format, const TableOptions &options, const Schema &fields,
                      std::vector<std::size_t> sources)
{
    if (format == "raw")
        return formats::RawRowSerializer::create(options, fields, std::move(sources));
    if (format == "csv" || format == "json")
        return formats::createRowSerializer(format, options, fields, std::move(sources));
    return Status::unsupported(
        sluice::Engine::tr("The Kafka connectors write the formats csv, json and raw, not '%1'").arg(format));
}

Result<KafkaFormatLayout> KafkaFormatLayout::resolve(const plan::CatalogTable &table,
                                                     const TableOptions::Pairs &options, bool upsert)
{
    const TableOptions o(options);
    KafkaFormatLayout l;
    l.m_table = &table;
    l.m_upsert = upsert;
    const char *connector = upsert ? "upsert-kafka" : "kafka";
    const auto format = o.get("format");
    const auto valueFormat = o.get("value.format");
    const auto keyFormat = o.get("key.format");
    if (format && valueFormat)
        return Status::invalidArgument(
            sluice::Engine::tr("Set either 'format' or 'value.format' for table '%1', not both").arg(table.name));
    if (!format && !valueFormat)
        return Status::invalidArgument(sluice::Engine::tr("The %1 connector needs the option '%2'")
                                           .arg(connector)
                                           .arg(upsert ? "value.format" : "format"));
    l.m_valueFormat = format ? *format : *valueFormat;
    l.m_valueOptionPrefix = format ? "" : "value.";
    if (upsert && !keyFormat)
        return Status::invalidArgument(sluice::Engine::tr("The upsert-kafka connector needs the option 'key.format'"));
    if (keyFormat) {
        l.m_keyFormat = *keyFormat;
        l.m_keyOptionPrefix = "key.";
    }
    l.m_keyFieldsPrefix = o.getString("key.fields-prefix", "");

    auto isPhysical = [&](int i) {
        return table.columns[static_cast<std::size_t>(i)].kind == sql::ColumnKind::Physical;
    };
    if (upsert) {
        if (table.primaryKey.empty())
            return Status::invalidArgument(
                sluice::Engine::tr("'upsert-kafka' tables require to define a PRIMARY KEY constraint. The "
                                   "PRIMARY KEY specifies which columns should be read from or write to the "
                                   "Kafka message key."));
        if (o.has("key.fields"))
            return Status::invalidArgument(sluice::Engine::tr("The upsert-kafka connector takes its key from "
                                                              "the PRIMARY KEY; remove 'key.fields'"));
        l.m_keyColumns = table.primaryKey;
    } else if (auto keyFields = o.get("key.fields")) {
        if (!keyFormat)
            return Status::invalidArgument(
                sluice::Engine::tr("'key.fields' needs 'key.format' (table '%1')").arg(table.name));
        for (const std::string &name : splitOptionList(*keyFields)) {
            const int idx = table.columnIndex(name);
            if (idx < 0 || !isPhysical(idx))
                return Status::invalidArgument(sluice::Engine::tr("Could not find the field '%1' of "
                                                                  "'key.fields' in the physical columns of "
                                                                  "table '%2'")
                                                   .arg(name)
                                                   .arg(table.name));
            l.m_keyColumns.push_back(idx);
        }
    } else if (keyFormat) {
        return Status::invalidArgument(sluice::Engine::tr("A key format 'key.format' requires the "
                                                          "declaration of one or more key fields using "
                                                          "'key.fields'."));
    }
    const std::string include = o.getString("value.fields-include", "ALL");
    if (include != "ALL" && include != "EXCEPT_KEY")
        return Status::invalidArgument(
            sluice::Engine::tr("'value.fields-include' is ALL or EXCEPT_KEY, not '%1'").arg(include));
    const bool exceptKey = include == "EXCEPT_KEY";
    if (!l.m_keyFieldsPrefix.empty()) {
        if (!exceptKey)
            return Status::invalidArgument(
                sluice::Engine::tr("A key prefix is not allowed when option 'value.fields-include' is set to "
                                   "'ALL'. Set it to 'EXCEPT_KEY' instead to avoid field overlaps."));
        for (const int k : l.m_keyColumns) {
            const std::string &name = table.columns[static_cast<std::size_t>(k)].name;
            if (name.rfind(l.m_keyFieldsPrefix, 0) != 0)
                return Status::invalidArgument(sluice::Engine::tr("All fields in 'key.fields' must be prefixed "
                                                                  "with '%1' when option 'key.fields-prefix' "
                                                                  "is set but field '%2' is not prefixed.")
                                                   .arg(l.m_keyFieldsPrefix)
                                                   .arg(name));
        }
    }
    for (std::size_t i = 0; i < table.columns.size(); ++i) {
        const int idx = static_cast<int>(i);
        if (!isPhysical(idx))
            continue;
        if (exceptKey && std::find(l.m_keyColumns.begin(), l.m_keyColumns.end(), idx) !=
                             l.m_keyColumns.end())
            continue;
        l.m_valueColumns.push_back(idx);
    }
    return l;
}

Schema KafkaFormatLayout::fields(const std::vector<int> &columns, bool stripPrefix) const
{
    std::vector<RowField> out;
    for (const int c : columns) {
        const plan::CatalogColumn &col = m_table->columns[static_cast<std::size_t>(c)];
        std::string name = col.name;
        if (stripPrefix && !m_keyFieldsPrefix.empty())
            name = name.substr(m_keyFieldsPrefix.size());
        out.push_back({name, col.type.withTimeAttribute(TimeAttribute::None), {}});
    }
    return Schema(std::move(out));
}

Result<std::unique_ptr<formats::RowDeserializer>>
KafkaFormatLayout::keyDeserializer(const TableOptions::Pairs &options,
                                   const std::vector<std::size_t> &positions) const
{
    return createKafkaDeserializer(m_keyFormat, TableOptions(options, m_keyOptionPrefix),
                                   fields(m_keyColumns, true), positions);
}

Result<std::unique_ptr<formats::RowDeserializer>>
KafkaFormatLayout::valueDeserializer(const TableOptions::Pairs &options,
                                     const std::vector<std::size_t> &positions) const
{
    return createKafkaDeserializer(m_valueFormat, TableOptions(options, m_valueOptionPrefix),
                                   fields(m_valueColumns, false), positions);
}

Result<std::unique_ptr<formats::RowSerializer>>
KafkaFormatLayout::keySerializer(const TableOptions::Pairs &options,
                                 const std::vector<std::size_t> &positions) const
{
    return createKafkaSerializer(m_keyFormat, TableOptions(options, m_keyOptionPrefix),
                                 fields(m_keyColumns, true), positions);
}

Result<std::unique_ptr<formats::RowSerializer>>
KafkaFormatLayout::valueSerializer(const TableOptions::Pairs &options,
                                   const std::vector<std::size_t> &positions) const
{
    return createKafkaSerializer(m_valueFormat, TableOptions(options, m_valueOptionPrefix),
                                 fields(m_valueColumns, false), positions);
}

} // namespace sluice::exec
