#pragma once

// The RocksDB keyed state backend (createRocksDbStateBackend in keyed_state.h): one RocksDB
// database per operator subtask, one column family per table. It behaves exactly like the heap
// backend (same tables, same TTL visibility), keeping state on local disk so it can outgrow RAM.
//
// Why one database per subtask rather than one per job with a column family per table and
// subtask: a subtask's state then lives and dies with it (its folder is removed as a whole), no
// two worker threads ever write to the same database (no write-path contention, flushes and
// stalls stay per subtask), and a column family per table still gives each table its own TTL
// compaction filter and its own statistics. Memory is what needs sharing, and it is: every
// instance of a job uses the same block cache and write buffer manager (RocksDbSharedMemory).
//
// Layout: rocksdb_key_codec.h. TTL: the timestamp is set on create and write, reads do not
// refresh it, expired entries are never returned; an expired entry is deleted when an access
// touches it, and a compaction filter drops the others when RocksDB flushes or compacts.
//
// Disk: RocksDB must never run into a full disk (rocksdb_disk_guard.h). The job's instances share
// one SstFileManager that keeps a reserve free, RocksDB keeps no LOG file and preallocates
// nothing, and maintain() fails the job, naming the folder, when the reserve is being eaten or a
// table can no longer compact.
//
// Threading: like every backend, one subtask thread uses it. Statistics may be read from that
// thread; RocksDB's background threads only run the compaction filter.

#include "state/keyed_state.h"
#include "state/rocksdb_shared_memory.h"

#include <sluice/status.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rocksdb {
class ColumnFamilyHandle;
struct ColumnFamilyOptions;
} // namespace rocksdb

namespace sluice::state {

/// Where and with how much memory a RocksDB backend runs.
struct RocksDbStateOptions {
    /// The instance's own folder (created with its parents when missing), e.g.
    /// <state.backend.rocksdb.localdir>/job-<id>/<operator>-<subtask>. Empty: a fresh folder
    /// under the system temporary directory. A folder that already holds a RocksDB database is
    /// opened (so a corrupt one is reported) and its old tables are dropped: without checkpoints
    /// state always starts empty.
    std::string directory;
    /// Remove the instance's files when the backend is destroyed: the whole folder when the
    /// backend created it, otherwise only RocksDB's files (and the folder if it is then empty).
    bool deleteDirectory = true;
    /// Keep the tables a database already in `directory` holds (an incremental checkpoint's
    /// files being read back), instead of dropping them.
    bool keepTables = false;
    /// The job's shared cache and write buffers; when null, the backend makes its own from
    /// `memory`.
    std::shared_ptr<RocksDbSharedMemory> sharedMemory;
    RocksDbMemoryOptions memory{std::int64_t{64} << 20};
};

/// Which kind of table a name refers to (value and map tables have separate namespaces).
enum class StateTableKind { Value, Map };

/// One table of a native (incremental) checkpoint of a RocksDB instance.
struct NativeTableInfo {
    StateTableKind kind = StateTableKind::Value;
    std::string name;
    std::int64_t ttlMillis = 0;
};

/// One stored entry as a key-group scan sees it; views valid during the visit only.
struct StateEntryView {
    int keyGroup = 0;
    std::string_view key;
    std::string_view userKey;    ///< map tables only
    std::string_view value;      ///< without the timestamp
    std::int64_t timestamp = -1; ///< last create/write, -1 without TTL
    bool expired = false;
};

class RocksDbDiskGuard;
class RocksDbTableCore;
class RocksDbValueTable;
class RocksDbMapTable;
struct RocksDbShared;

/// The RocksDB backend. Open with open(); the KeyedStateBackend calls cannot return a Status, so
/// a failed RocksDB call is recorded and reported by status() (the runtime fails the job on it).
class RocksDbStateBackend final : public KeyedStateBackend {
public:
    /// Creates or opens the folder and the database; a Status naming the folder (or the memory
    /// option) when the folder cannot be created or written, the database is corrupt, or the
    /// memory budget makes no sense. `clock` must outlive the backend.
    static Result<std::unique_ptr<RocksDbStateBackend>> open(const RocksDbStateOptions &options,
                                                             const Clock &clock);
    ~RocksDbStateBackend() override;
    RocksDbStateBackend(const RocksDbStateBackend &) = delete;
    RocksDbStateBackend &operator=(const RocksDbStateBackend &) = delete;

    ValueTable &valueTable(const std::string &name, TtlConfig ttl) override;
    MapTable &mapTable(const std::string &name, TtlConfig ttl) override;
    MapTable &mapTableFor(const std::string &name, MapTableUse use) override;
    std::int64_t expiredEntries() const override;
    std::int64_t totalEntries() const override;
    std::int64_t totalBytes() const override;
    Status status() const override;
    void extraMetrics(std::vector<std::pair<std::string, std::int64_t>> &out) const override;
    /// Fails (naming the folder) when the state folder runs full: its file system no longer has
    /// the job's reserve free, or a table's compaction no longer fits (rocksdb_disk_guard.h).
    /// Then compacts every table once the job clock has moved by the shortest table TTL since
    /// the last compaction, so expired entries leave the disk within about two TTLs.
    Status maintain(std::int64_t nowMillis) override;
    void beginWrites() override;
    void endWrites() override;
    Status snapshot(TableVisitor table, EntryVisitor entry) override;
    bool hasValueTable(const std::string &name) const override;
    bool hasMapTable(const std::string &name) const override;

    /// RocksDB's own checkpoint of this instance into the new folder `directory`: its live files,
    /// hard-linked (copied across file systems), after the memtables are flushed. Quick on the
    /// subtask's thread; what is then done with the files is the caller's. Returns the tables.
    Result<std::vector<NativeTableInfo>> createNativeCheckpoint(const std::string &directory);
    /// Unique to this instance: its SST file names are unique only within it.
    const std::string &instanceId() const { return m_instanceId; }

    /// The instance folder.
    const std::string &directory() const { return m_directory; }
    /// Visits a table's entries whose key group is in [firstKeyGroup, lastKeyGroup], in key-group
    /// order; expired entries only with `includeExpired` (they are still on disk until a
    /// compaction drops them). `visit` returns false to stop. NotFound for an unknown table.
    Status scanKeyGroups(StateTableKind kind, const std::string &name, int firstKeyGroup,
                         int lastKeyGroup, bool includeExpired,
                         const std::function<bool(const StateEntryView &)> &visit);
    /// Flushes the value tables' caches and the memtables, and compacts every table fully
    /// (running the TTL filter over all data).
    Status compactAll();
    /// A RocksDB integer property (e.g. "rocksdb.estimate-num-keys") of one table; -1 when the
    /// table or property is unknown.
    std::int64_t tableProperty(StateTableKind kind, const std::string &name,
                               const std::string &property) const;
    /// Memtable bytes of this instance, over all tables.
    std::int64_t memTableBytes() const;
    const RocksDbSharedMemory &sharedMemory() const { return *m_memory; }

private:
    RocksDbStateBackend(const Clock &clock, std::shared_ptr<RocksDbSharedMemory> memory);
    Status openDatabase(const RocksDbStateOptions &options);
    void closeDatabase();
    void removeFiles();
    Status checkDisk() const;
    /// Writes what the value tables' caches hold and RocksDB does not, before anything reads the
    /// column families other than through the tables (checkpoints, scans, compactions).
    void flushValueCaches();
    /// The options of every column family (value and map tables alike).
    rocksdb::ColumnFamilyOptions familyOptions() const;
    /// `use`: as mapTableFor's; the default is what familyOptions() gives every table.
    rocksdb::ColumnFamilyHandle *createColumnFamily(const std::string &cfName, TtlConfig ttl,
                                                    MapTableUse use = {});
    RocksDbTableCore *findCore(StateTableKind kind, const std::string &name) const;

    const Clock &m_clock;
    std::shared_ptr<RocksDbSharedMemory> m_memory;
    std::shared_ptr<RocksDbDiskGuard> m_diskGuard; ///< the job's, shared by its instances
    std::string m_directory;
    bool m_createdDirectory = false;
    bool m_deleteDirectory = true;
    bool m_opened = false; ///< the database opened: its files are ours to delete
    /// Shared by the tables: the database, read/write options and the first error.
    std::unique_ptr<RocksDbShared> m_shared;
    /// Expired entries: bumped by the subtask thread and by RocksDB's compaction threads.
    std::atomic<std::int64_t> m_expired{0}; // any thread
    std::map<std::string, std::unique_ptr<RocksDbValueTable>> m_valueTables;
    std::map<std::string, std::unique_ptr<RocksDbMapTable>> m_mapTables;
    std::int64_t m_shortestTtlMillis = 0;   ///< over tables with TTL; 0 = none
    std::string m_instanceId;
    /// keepTables: the database's column families by name, until a table claims its own.
    std::map<std::string, rocksdb::ColumnFamilyHandle *> m_kept;
    std::int64_t m_lastCompactionMillis = -1;
};

} // namespace sluice::state
