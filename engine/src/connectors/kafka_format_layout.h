#pragma once

// How a Kafka table's columns map to message keys and values, as Flink's
// KafkaConnectorOptionsUtil decides it: `key.fields` (kafka) or the PRIMARY KEY (upsert-kafka)
// name the key columns, `key.fields-prefix` strips a prefix from their names for the key format,
// and `value.fields-include` says whether the value carries every physical column (ALL) or all
// but the key columns (EXCEPT_KEY). Formats: `format` / `value.format` and `key.format`, with
// their options under the matching prefix (`csv.…`, `value.csv.…`, `key.csv.…`).

#include "formats/row_format.h"
#include "plan/catalog.h"

#include <memory>
#include <string>
#include <vector>

namespace sluice::exec {

class KafkaFormatLayout {
public:
    /// Checks and resolves the layout of `table` with `options` (WITH merged with hints).
    static Result<KafkaFormatLayout> resolve(const plan::CatalogTable &table,
                                             const TableOptions::Pairs &options, bool upsert);

    bool upsert() const { return m_upsert; }
    bool hasKey() const { return !m_keyFormat.empty(); }
    const std::string &keyFormat() const { return m_keyFormat; }
    const std::string &valueFormat() const { return m_valueFormat; }
    /// Catalog column indexes of the key fields, in key order.
    const std::vector<int> &keyColumns() const { return m_keyColumns; }
    /// Catalog column indexes of the value fields, in table order.
    const std::vector<int> &valueColumns() const { return m_valueColumns; }

    /// A decoder of keys / values writing field i into batch column positions[i]
    /// (positions[i] is where catalog column keyColumns()[i] / valueColumns()[i] lives).
    Result<std::unique_ptr<formats::RowDeserializer>>
    keyDeserializer(const TableOptions::Pairs &options, const std::vector<std::size_t> &positions) const;
    Result<std::unique_ptr<formats::RowDeserializer>>
    valueDeserializer(const TableOptions::Pairs &options, const std::vector<std::size_t> &positions) const;
    Result<std::unique_ptr<formats::RowSerializer>>
    keySerializer(const TableOptions::Pairs &options, const std::vector<std::size_t> &positions) const;
    Result<std::unique_ptr<formats::RowSerializer>>
    valueSerializer(const TableOptions::Pairs &options, const std::vector<std::size_t> &positions) const;

private:
    Schema fields(const std::vector<int> &columns, bool stripPrefix) const;

    const plan::CatalogTable *m_table = nullptr;
    bool m_upsert = false;
    std::string m_keyFormat;
    std::string m_valueFormat;
    std::string m_keyOptionPrefix;   // "key." (key.format) or "" (format)
    std::string m_valueOptionPrefix; // "value." (value.format) or "" (format)
    std::string m_keyFieldsPrefix;
    std::vector<int> m_keyColumns;
    std::vector<int> m_valueColumns;
};

/// A deserializer / serializer for the kafka formats: csv, json (formats/row_format.h) and raw.
Result<std::unique_ptr<formats::RowDeserializer>>
createKafkaDeserializer(const std::string &format, const TableOptions &options, const Schema &fields,
                        std::vector<std::size_t> targets);
Result<std::unique_ptr<formats::RowSerializer>>
createKafkaSerializer(const std::string &format, const TableOptions &options, const Schema &fields,
                      std::vector<std::size_t> sources);

} // namespace sluice::exec
