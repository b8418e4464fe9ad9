#pragma once

// The `filesystem` connector as a source: every file under `path` (recursively; names starting
// with '.' or '_' are skipped, as Flink's default file filter does), decoded with the table's
// format. Hive-style `key=value` folders supply partition columns: the table's PARTITIONED BY
// columns, or, without PARTITIONED BY, the columns named by the folder keys found when the source
// opens. Files are split between subtasks by file: when bounded, the i-th file of the sorted
// listing goes to subtask i % parallelism; with `source.monitor-interval` (unbounded) the path is
// listed again at that interval and each new file goes to the subtask its path hashes to, so no
// coordination between subtasks is needed. Metadata columns: file.path, file.name, file.size,
// file.modification-time.

#include "exec/operator.h"
#include "formats/row_format.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace re2 {
class RE2;
}

namespace sluice::exec {

class FileSystemSource final : public SourceReader {
public:
    static Result<std::unique_ptr<SourceReader>> create(const plan::ScanNode &scan);
    ~FileSystemSource() override;

    Status open(OperatorContext &context) override;
    Result<SourceState> poll(RowBatch &batch) override;
    void close() override;
    /// Its position: the files it has read whole, and the byte offset and line of the file it is
    /// reading; one split per file (its path below the root), so a restore at another
    /// parallelism gives each file to the subtask that owns it now.
    bool checkpointable() const override { return true; }
    Status snapshotPosition(std::int64_t checkpointId, std::vector<SourceSplitState> &out) override;
    Status restorePosition(const std::vector<SourceSplitState> &splits, int checkpointedParallelism) override;

    /// What each column of the scan is filled from.
    struct ColumnSource {
        enum class Kind : std::uint8_t { Format, Partition, Metadata } kind = Kind::Format;
        std::string name; ///< the partition key or metadata key
        LogicalType type;
    };
    struct PendingFile {
        std::string path;     ///< as listed
        std::string relative; ///< below the root path (partition folders)
        std::uint64_t size = 0;
        std::int64_t modifiedMillis = 0;
    };

    FileSystemSource(const plan::ScanNode &scan, std::string root, std::string format,
                     std::optional<std::chrono::milliseconds> monitorInterval,
                     std::vector<std::string> declaredPartitionKeys);

private:
    Status setUpColumns();
    Status listFiles(std::vector<PendingFile> &out) const;
    /// 'source.path.regex-pattern' (when set) accepts the file.
    bool pathMatches(const std::filesystem::path &file) const;
    bool ownsFile(const PendingFile &file, std::size_t sortedIndex) const;
    /// Monitoring: whether `file` is complete (no longer being written) and may be read.
    bool complete(const PendingFile &file);
    Status openNext();
    Status prepareFileConstants(const PendingFile &file);
    Result<bool> readMore(); // false at end of file

    const plan::ScanNode &m_scan;
    std::string m_root;
    std::shared_ptr<const re2::RE2> m_pathPattern; ///< null: every file
    std::string m_format;
    std::optional<std::chrono::milliseconds> m_monitorInterval;
    std::vector<std::string> m_partitionKeys;
    std::string m_defaultPartitionName;
    OperatorContext *m_context = nullptr;

    std::shared_ptr<const Schema> m_schema;     // the scan's columns
    std::vector<ColumnSource> m_columns;        // one per scan column
    std::vector<std::size_t> m_constantColumns; // partition and metadata columns
    std::unique_ptr<formats::RowDeserializer> m_deserializer;

    std::vector<PendingFile> m_pending; // this subtask's files still to read, in order
    std::size_t m_nextPending = 0;
    std::set<std::string> m_seen; // every path taken to be read (streaming)
    std::set<std::string> m_done; // this subtask's files read whole (relative paths)
    /// Restored: where to resume files read in part (relative path -> byte offset, line).
    std::map<std::string, std::pair<std::uint64_t, std::int64_t>> m_resumeAt;
    /// Monitoring: files still being written, with the size and time they had when last listed.
    std::map<std::string, std::pair<std::uint64_t, std::int64_t>> m_growing;
    std::chrono::steady_clock::time_point m_nextListing;

    // The file being read.
    std::optional<PendingFile> m_current;
    std::FILE *m_file = nullptr;
    std::string m_buffer;
    std::uint64_t m_bufferOffset = 0; // the file offset of m_buffer[0]
    std::size_t m_pos = 0;
    bool m_eof = false;
    std::int64_t m_line = 1; // line number of the next record
    RowBatch m_constants;    // one row: the partition and metadata values of m_current
};

} // namespace sluice::exec
