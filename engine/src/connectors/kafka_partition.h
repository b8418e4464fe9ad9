#pragma once

// One Kafka partition as a source subtask reads it (Flink's KafkaPartitionSplit): where reading
// resumes, where it stops, and the helpers the source's parts share about partitions.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>

namespace sluice::exec {

/// A partition owned by a source subtask; worker only.
struct KafkaPartition {
    std::string topic;
    std::int32_t id = 0;
    bool discoveredLater = false; ///< found by partition discovery: starts at earliest
    bool positioned = false;
    bool haveWatermarks = false; ///< low and high offsets known
    std::int64_t low = 0, high = 0;
    std::int64_t next = -1;           ///< offset of the next record to read
    std::int64_t stop = INT64_MAX;    ///< exclusive
    bool stopAtTimestamp = false;     ///< stop at the first record at or after stopTimestamp
    bool skipBeforeTimestamp = false; ///< drop records before startTimestamp until one is not
    bool done = false;
    bool commitPending = false;
};

/// "topic-3", as Kafka names a partition in messages.
inline std::string kafkaPartitionName(const std::string &topic, std::int32_t id)
{
    return topic + "-" + std::to_string(id);
}

/// The timeout of one librdkafka call inside a blocking step that must end by `deadline`: short
/// (50 ms at most), so poll() stays prompt, and at least 1 ms.
inline int kafkaCallTimeoutMs(std::chrono::steady_clock::time_point deadline)
{
    constexpr std::int64_t kCallTimeoutMs = 50;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                          deadline - std::chrono::steady_clock::now())
                          .count();
    return static_cast<int>(std::clamp<std::int64_t>(left, 1, kCallTimeoutMs));
}

} // namespace sluice::exec
