#pragma once

// The source options of a `kafka` / `upsert-kafka` table, checked: which topics, where each
// partition starts (`scan.startup.mode`) and stops (`scan.bounded.mode`), partition discovery, the
// offset commit interval and the table's own idle timeout. Start and stop follow Flink's
// OffsetsInitializers.

#include "connectors/kafka_client_config.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::exec {

/// Where a source starts or stops reading each partition.
enum class KafkaOffsetMode : std::uint8_t {
    Unbounded, ///< stop only: never stop
    Earliest,
    Latest,
    GroupOffsets,
    Timestamp,
    SpecificOffsets,
};

/// The source options of a Kafka table, checked.
struct KafkaSourceSettings {
    std::vector<std::string> topics;
    std::string topicPattern;
    KafkaOffsetMode startMode = KafkaOffsetMode::GroupOffsets;
    std::int64_t startTimestamp = 0;
    std::map<std::int32_t, std::int64_t> startOffsets; ///< partition → offset (first topic)
    KafkaOffsetMode stopMode = KafkaOffsetMode::Unbounded;
    std::int64_t stopTimestamp = 0;
    std::map<std::int32_t, std::int64_t> stopOffsets;
    std::chrono::milliseconds discoveryInterval{5 * 60 * 1000}; ///< 0: no discovery
    /// Group offsets, as Flink's KafkaSource commits them: with checkpoints, those of each
    /// completed checkpoint (`properties.commit.offsets.on.checkpoint`, true by default); without,
    /// only with `properties.enable.auto.commit` = true (Flink sets it false unless given), every
    /// `properties.auto.commit.interval.ms` and at the end, as the Kafka consumer's auto-commit.
    bool commitOnCheckpoint = true;
    bool autoCommit = false;
    std::chrono::milliseconds commitInterval{5000};
    /// `scan.watermark.idle-timeout` (Flink 1.18): when set, even to 0 (idleness off), it
    /// replaces `table.exec.source.idle-timeout` for this table's pushed-down watermark.
    std::optional<std::chrono::milliseconds> watermarkIdleTimeout;

    /// The idle timeout of this table's partitions: its own when set, else the job's.
    std::chrono::milliseconds idleTimeout(std::chrono::milliseconds jobTimeout) const
    {
        return watermarkIdleTimeout.value_or(jobTimeout);
    }

    static Result<KafkaSourceSettings> from(const TableOptions::Pairs &options, bool upsert,
                                            const KafkaClientConfig &client);
};

/// Parses Flink's 'partition:0,offset:42;partition:1,offset:300'; `key` names the option.
Result<std::map<std::int32_t, std::int64_t>> parseKafkaSpecificOffsets(std::string_view value,
                                                                      std::string_view key);

} // namespace sluice::exec
