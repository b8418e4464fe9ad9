#include "connectors/partition_committer.h"

#include <sluice/text.h>

#include "common/filesystem_path.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace sluice::exec {

namespace fs = std::filesystem;

namespace {

struct Registry {
    std::mutex mutex;
    std::map<std::pair<const plan::SinkNode *, const void *>, std::weak_ptr<PartitionCommitter>> committers;
};

Registry &registry()
{
    static Registry r;
    return r;
}

} // namespace

Result<PartitionCommitSettings> PartitionCommitSettings::from(const TableOptions &options,
                                                              std::vector<std::string> partitionKeys,
                                                              std::string successFileName)
{
    PartitionCommitSettings s;
    s.partitionKeys = std::move(partitionKeys);
    s.successFileName = std::move(successFileName);
    const std::string trigger = options.getString("sink.partition-commit.trigger", "process-time");
    if (trigger == "partition-time")
        s.trigger = Trigger::PartitionTime;
    else if (trigger != "process-time")
        return Status::invalidArgument(
            sluice::Engine::tr("'sink.partition-commit.trigger' is process-time or partition-time, not '%1'").arg(trigger));
    auto delay = options.getDuration("sink.partition-commit.delay");
    if (!delay)
        return delay.status();
    if (*delay)
        s.delayMillis = std::chrono::duration_cast<std::chrono::milliseconds>(**delay).count();
    s.watermarkZone = TimeZone::forId(options.getString("sink.partition-commit.watermark-time-zone", "UTC"));
    const std::string extractor = options.getString("partition.time-extractor.kind", "default");
    if (s.trigger == Trigger::PartitionTime && extractor != "default")
        return Status::unsupported(sluice::Engine::tr("'partition.time-extractor.kind' = '%1' loads the JVM class of "
                                                      "'partition.time-extractor.class': it runs on Flink, not on the "
                                                      "embedded engine")
                                       .arg(extractor));
    s.timestampPattern = options.get("partition.time-extractor.timestamp-pattern");
    if (auto formatter = options.get("partition.time-extractor.timestamp-formatter")) {
        Text error;
        s.formatter = detail::DateTimePattern::compile(*formatter, &error);
        if (!s.formatter)
            return Status::invalidArgument(
                sluice::Engine::tr("'partition.time-extractor.timestamp-formatter' = '%1': %2").arg(*formatter).arg(error));
    }
    if (s.trigger == Trigger::PartitionTime && s.partitionKeys.empty())
        return Status::invalidArgument(
            sluice::Engine::tr("'sink.partition-commit.trigger' = 'partition-time' needs a partitioned table"));
    return s;
}

std::optional<std::int64_t> PartitionCommitSettings::partitionTime(const std::string &partitionDir) const
{
    // key=value folders, in PARTITIONED BY order.
    std::vector<std::string> values;
    std::size_t begin = 0;
    while (begin <= partitionDir.size() && values.size() < partitionKeys.size()) {
        std::size_t end = partitionDir.find('/', begin);
        if (end == std::string::npos)
            end = partitionDir.size();
        const std::string_view part(partitionDir.data() + begin, end - begin);
        const std::size_t eq = part.find('=');
        values.push_back(unescapePartitionPathName(eq == std::string_view::npos ? part : part.substr(eq + 1)));
        begin = end + 1;
    }
    if (values.size() != partitionKeys.size() || values.empty())
        return std::nullopt;
    std::string text = values.front();
    if (timestampPattern) {
        // Flink's DefaultPartTimeExtractor: each $key replaced by its value, in key order.
        text = *timestampPattern;
        for (std::size_t k = 0; k < partitionKeys.size(); ++k) {
            const std::string name = "$" + partitionKeys[k];
            for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + values[k].size()))
                text.replace(at, name.size(), values[k]);
        }
    }
    const std::optional<TimestampValue> local = formatter ? formatter->parse(text) : detail::parseTimestamp(text, 3);
    if (!local)
        return std::nullopt;
    return watermarkZone.toUtc(local->millis, TimeZone::Repeated::Earlier);
}

std::shared_ptr<PartitionCommitter> PartitionCommitter::shared(const plan::SinkNode *node, const void *attempt,
                                                               std::string root, PartitionCommitSettings settings,
                                                               int parallelism)
{
    Registry &r = registry();
    std::lock_guard lock(r.mutex);
    for (auto it = r.committers.begin(); it != r.committers.end();) {
        if (it->second.expired())
            it = r.committers.erase(it);
        else
            ++it;
    }
    std::weak_ptr<PartitionCommitter> &slot = r.committers[{node, attempt}];
    if (auto existing = slot.lock())
        return existing;
    auto made = std::make_shared<PartitionCommitter>(std::move(root), std::move(settings), parallelism);
    slot = made;
    return made;
}

PartitionCommitter::PartitionCommitter(std::string root, PartitionCommitSettings settings, int parallelism)
    : m_root(std::move(root)), m_settings(std::move(settings)), m_writers(static_cast<std::size_t>(parallelism))
{
}

Status PartitionCommitter::report(int subtask, std::int64_t checkpointId, const std::set<std::string> &partitions,
                                  std::int64_t watermark, std::int64_t nowMillis)
{
    std::lock_guard lock(m_mutex);
    Writer &w = m_writers.at(static_cast<std::size_t>(subtask));
    w.checkpointId = std::max(w.checkpointId, checkpointId);
    w.watermark = std::max(w.watermark, watermark);
    for (const std::string &p : partitions) {
        auto [it, added] = m_pending.try_emplace(p, Pending{nowMillis, checkpointId});
        if (!added)
            it->second.checkpointId = std::max(it->second.checkpointId, checkpointId);
    }
    return commitReady(nowMillis);
}

Status PartitionCommitter::ended(int subtask, std::int64_t nowMillis)
{
    std::lock_guard lock(m_mutex);
    m_writers.at(static_cast<std::size_t>(subtask)).ended = true;
    return commitReady(nowMillis);
}

void PartitionCommitter::restorePending(const std::string &partition, std::int64_t createdMillis)
{
    std::lock_guard lock(m_mutex);
    m_pending.try_emplace(partition, Pending{createdMillis, 0});
}

std::vector<std::pair<std::string, std::int64_t>> PartitionCommitter::pending() const
{
    std::lock_guard lock(m_mutex);
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto &[p, info] : m_pending)
        out.emplace_back(p, info.createdMillis);
    return out;
}

Status PartitionCommitter::commitReady(std::int64_t nowMillis)
{
    // What every running writer has committed, and the watermark all of them had passed then.
    std::int64_t committedUpTo = INT64_MAX;
    std::int64_t watermark = INT64_MAX;
    for (const Writer &w : m_writers) {
        if (w.ended)
            continue;
        committedUpTo = std::min(committedUpTo, w.checkpointId);
        watermark = std::min(watermark, w.watermark);
    }
    // Once every input has ended, everything pending is committed (Flink's trigger at the end of
    // input).
    const bool allEnded = std::all_of(m_writers.begin(), m_writers.end(), [](const Writer &w) { return w.ended; });
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        const auto &[partition, info] = *it;
        if (allEnded) {
            if (Status s = commitPartition(partition); !s.isOk())
                return s;
            it = m_pending.erase(it);
            continue;
        }
        bool ready = info.checkpointId <= committedUpTo;
        if (ready && m_settings.trigger == PartitionCommitSettings::Trigger::ProcessTime)
            ready = m_settings.delayMillis == 0 || nowMillis > info.createdMillis + m_settings.delayMillis;
        if (ready && m_settings.trigger == PartitionCommitSettings::Trigger::PartitionTime) {
            const std::optional<std::int64_t> time = m_settings.partitionTime(partition);
            if (!time)
                return Status::invalidArgument(
                    m_settings.timestampPattern
                        ? sluice::Engine::tr("Cannot read a time from partition '%1' for its partition-time commit "
                                             "('partition.time-extractor.timestamp-pattern' = '%2')")
                              .arg(partition)
                              .arg(*m_settings.timestampPattern)
                        : sluice::Engine::tr("Cannot read a time from partition '%1' for its partition-time commit "
                                             "(the first partition value as yyyy-MM-dd[ HH:mm:ss])")
                              .arg(partition));
            ready = watermark > *time + m_settings.delayMillis;
        }
        if (!ready) {
            ++it;
            continue;
        }
        if (Status s = commitPartition(partition); !s.isOk())
            return s;
        it = m_pending.erase(it);
    }
    return Status::ok();
}

Status PartitionCommitter::commitPartition(const std::string &partition) const
{
    if (m_settings.successFileName.empty())
        return Status::ok(); // metastore: a filesystem table has none
    return writePartitionSuccessFile(m_root, partition, m_settings.successFileName);
}

Status writePartitionSuccessFile(const std::string &root, const std::string &partition, const std::string &name)
{
    const fs::path marker = fs::path(root) / partition / name;
    std::FILE *f = std::fopen(marker.c_str(), "wb");
    if (!f || std::fclose(f) != 0)
        return Status::ioError(sluice::Engine::tr("Cannot write the partition's success file '%1'").arg(marker.string()));
    return Status::ok();
}

} // namespace sluice::exec
