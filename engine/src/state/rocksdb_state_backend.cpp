#include "state/rocksdb_state_backend.h"

#include <sluice/text.h>

#include "state/rocksdb_disk_guard.h"
#include "state/rocksdb_key_codec.h"
#include "state/rocksdb_state_tables.h"
#include "state/rocksdb_ttl_compaction_filter.h"

#include <rocksdb/convenience.h>
#include <rocksdb/utilities/checkpoint.h>
#include <rocksdb/db.h>
#include <rocksdb/env.h>
#include <rocksdb/filter_policy.h>
#include <rocksdb/memtablerep.h>
#include <rocksdb/metadata.h>
#include <rocksdb/slice_transform.h>
#include <rocksdb/table.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <system_error>

#include <unistd.h>

namespace sluice::state {

namespace fs = std::filesystem;
using namespace rocksdb_codec;

namespace {

/// RocksDB's info LOG would be one more file that can hit ENOSPC, after which its writer
/// asserts on the next line (see rocksdb_disk_guard.h); and the folder goes with the job anyway.
class NoLogFile final : public rocksdb::Logger {
public:
    NoLogFile() : rocksdb::Logger(rocksdb::InfoLogLevel::HEADER_LEVEL) {}
    using rocksdb::Logger::Logv;
    void Logv(const char * /*format*/, va_list /*ap*/) override {}
};

/// Caps the MANIFEST: RocksDB then rewrites it compactly instead of letting it grow with every
/// flush of a long job, so the metadata stays within the disk guard's reserve.
constexpr std::uint64_t kMaxManifestBytes = std::uint64_t{256} << 10;

/// The (key group, key) prefix of every stored key: a value table's whole key, a map table's key
/// without its user key. Memtables hash on it and point reads of one key touch one bucket.
class StateKeyPrefix final : public rocksdb::SliceTransform {
public:
    const char *Name() const override { return "sluice.StateKeyPrefix"; }
    rocksdb::Slice Transform(const rocksdb::Slice &key) const override
    {
        return {key.data(), keyPrefixLength(std::string_view(key.data(), key.size()))};
    }
    bool InDomain(const rocksdb::Slice &key) const override
    {
        return keyPrefixLength(std::string_view(key.data(), key.size())) > 0;
    }
};

/// The whole key as the memtables' bucket (MapTableUse::pointAccessOnly): one bucket per entry.
class WholeEntryKey final : public rocksdb::SliceTransform {
public:
    const char *Name() const override { return "sluice.WholeEntryKey"; }
    rocksdb::Slice Transform(const rocksdb::Slice &key) const override { return key; }
    bool InDomain(const rocksdb::Slice &key) const override
    {
        return keyPrefixLength(std::string_view(key.data(), key.size())) > 0;
    }
};

std::string cfName(StateTableKind kind, const std::string &name)
{
    return (kind == StateTableKind::Value ? "v/" : "m/") + name;
}

/// A fresh, unique folder under the system temporary directory.
fs::path temporaryInstanceFolder(std::error_code &ec)
{
    static std::atomic<std::uint64_t> counter{0};
    const fs::path base = fs::temp_directory_path(ec);
    if (ec)
        return {};
    std::random_device rd;
    const std::uint64_t salt = (static_cast<std::uint64_t>(rd()) << 32) | rd();
    char suffix[40];
    std::snprintf(suffix, sizeof suffix, "%lu-%lu-%016llx", static_cast<unsigned long>(::getpid()),
                  static_cast<unsigned long>(counter.fetch_add(1)),
                  static_cast<unsigned long long>(salt));
    return base / (std::string("sluice-rocksdb-") + suffix);
}

} // namespace

RocksDbStateBackend::RocksDbStateBackend(const Clock &clock,
                                         std::shared_ptr<RocksDbSharedMemory> memory)
    : m_clock(clock), m_memory(std::move(memory)),
      m_shared(std::make_unique<RocksDbShared>(clock, m_expired))
{
}

RocksDbStateBackend::~RocksDbStateBackend()
{
    closeDatabase();
    m_valueTables.clear();
    m_mapTables.clear();
    removeFiles();
}

Result<std::unique_ptr<RocksDbStateBackend>>
RocksDbStateBackend::open(const RocksDbStateOptions &options, const Clock &clock)
{
    std::shared_ptr<RocksDbSharedMemory> memory = options.sharedMemory;
    if (!memory) {
        auto created = RocksDbSharedMemory::create(options.memory);
        if (!created)
            return created.status();
        memory = std::move(*created);
    }
    std::unique_ptr<RocksDbStateBackend> backend(new RocksDbStateBackend(clock, std::move(memory)));
    std::random_device rd;
    char id[24];
    std::snprintf(id, sizeof id, "%08x%08x", rd(), rd());
    backend->m_instanceId = id;
    if (Status s = backend->openDatabase(options); !s.isOk())
        return s; // the destructor removes a folder it created
    return backend;
}

Status RocksDbStateBackend::openDatabase(const RocksDbStateOptions &options)
{
    std::error_code ec;
    fs::path dir;
    if (options.directory.empty()) {
        dir = temporaryInstanceFolder(ec);
        if (!ec)
            fs::create_directories(dir, ec);
        if (ec && dir.empty())
            return Status::ioError(sluice::Engine::tr("cannot create a temporary RocksDB state folder: %1").arg(ec.message()));
        if (ec)
            return Status::ioError(sluice::Engine::tr("cannot create a temporary RocksDB state folder '%1': %2")
                                       .arg(dir.string())
                                       .arg(ec.message()));
        m_createdDirectory = true;
    } else {
        dir = fs::path(options.directory);
        const bool exists = fs::exists(dir, ec);
        if (ec)
            return Status::ioError(
                sluice::Engine::tr("cannot use RocksDB state folder '%1': %2").arg(dir.string()).arg(ec.message()));
        if (exists && !fs::is_directory(dir, ec))
            return Status::ioError(
                sluice::Engine::tr("RocksDB state folder '%1' exists and is not a folder (state.backend.rocksdb.localdir)")
                    .arg(dir.string()));
        if (!exists) {
            fs::create_directories(dir, ec);
            if (ec)
                return Status::ioError(
                    sluice::Engine::tr("cannot create RocksDB state folder '%1' (state.backend.rocksdb.localdir): %2")
                        .arg(dir.string())
                        .arg(ec.message()));
            m_createdDirectory = true;
        }
    }
    m_directory = dir.string();
    m_deleteDirectory = options.deleteDirectory;
    m_shared->directory = m_directory;
    if (::access(m_directory.c_str(), W_OK | X_OK) != 0)
        return Status::ioError(
            sluice::Engine::tr("RocksDB state folder '%1' is not writable (state.backend.rocksdb.localdir)").arg(m_directory));
    // RocksDB must never run into a full disk (rocksdb_disk_guard.h): refuse a folder without
    // the job's reserve, and let the job's SstFileManager stop RocksDB before it eats into it.
    auto guard = m_memory->diskGuard(m_directory);
    if (!guard)
        return guard.status();
    m_diskGuard = std::move(*guard);
    if (Status s = m_diskGuard->check(m_directory); !s.isOk())
        return s;
    m_shared->diskGuard = m_diskGuard.get();

    m_shared->read.verify_checksums = false;
    m_shared->write.disableWAL = true;

    rocksdb::DBOptions db;
    db.create_if_missing = true;
    db.create_missing_column_families = true;
    db.write_buffer_manager = m_memory->writeBufferManager();
    db.sst_file_manager = m_diskGuard->sstFileManager();
    db.info_log = std::make_shared<NoLogFile>();
    db.info_log_level = rocksdb::InfoLogLevel::WARN_LEVEL;
    db.max_manifest_file_size = kMaxManifestBytes;
    // No preallocation: RocksDB reserves 1.1 times a file's expected size up front (up to 70 MiB
    // per compaction output), space the disk guard cannot see and that a concurrent flush then
    // lacks; with it off, the disk holds what the files hold.
    db.allow_fallocate = false;
    db.stats_dump_period_sec = 0;
    db.stats_persist_period_sec = 0;
    db.avoid_flush_during_shutdown = true; // the memtables die with the instance anyway

    rocksdb::BlockBasedTableOptions table;
    table.block_cache = m_memory->cache();
    table.cache_index_and_filter_blocks = true; // index and filters count against the budget
    table.cache_index_and_filter_blocks_with_high_priority = true;
    table.pin_l0_filter_and_index_blocks_in_cache = true;
    table.filter_policy.reset(rocksdb::NewBloomFilterPolicy(10)); // most lookups of new keys miss
    m_shared->tableOptions.table_factory.reset(rocksdb::NewBlockBasedTableFactory(table));
    m_shared->tableOptions.write_buffer_size =
        static_cast<std::size_t>(m_memory->writeBufferSizePerTable());
    // Hashed memtables: every state access is a point access by (key group, key) or a scan of
    // one key's map entries, so memtables bucket entries by that prefix instead of keeping one
    // skiplist of everything, whose lookups and inserts dominated the profile (sorted scans of
    // key-group ranges still work, at the cost of sorting a memtable's bucket heads). A bucket
    // per ~64 bytes of write buffer: about one entry per bucket when the memtable is full.
    m_shared->tableOptions.prefix_extractor = std::make_shared<StateKeyPrefix>();
    // A bucket turns from a sorted linked list into a skiplist at 32 entries, not RocksDB's 256:
    // a key with many entries (a join's rows under one price or bidder) was searched entry by
    // entry on every insert, twice with Debian's build (its assert(!Contains()) is compiled in).
    constexpr std::uint32_t kBucketSkiplistFrom = 32;
    m_shared->tableOptions.memtable_factory.reset(rocksdb::NewHashLinkListRepFactory(
        static_cast<std::size_t>(std::max<std::int64_t>(1024, m_memory->writeBufferSizePerTable() / 64)),
        /*huge_page_tlb_size=*/0, /*bucket_entries_logging_threshold=*/4096,
        /*if_log_bucket_dist_when_flash=*/true, kBucketSkiplistFrom));
    db.allow_concurrent_memtable_write = false; // hashed memtables take one writer (we have one)

    // An existing database: read its column families first (a corrupt one fails here).
    std::vector<std::string> families{rocksdb::kDefaultColumnFamilyName};
    if (fs::exists(dir / "CURRENT", ec)) {
        families.clear();
        const rocksdb::Status s = rocksdb::DB::ListColumnFamilies(db, m_directory, &families);
        if (!s.ok())
            return Status::ioError(sluice::Engine::tr("RocksDB state folder '%1' holds a corrupt or unreadable database: %2")
                                       .arg(m_directory)
                                       .arg(s.ToString()));
    }
    std::vector<rocksdb::ColumnFamilyDescriptor> descriptors;
    for (const std::string &name : families)
        descriptors.emplace_back(name, familyOptions());
    std::vector<rocksdb::ColumnFamilyHandle *> handles;
    rocksdb::DB *raw = nullptr;
    const rocksdb::Status s = rocksdb::DB::Open(db, m_directory, descriptors, &handles, &raw);
    if (s.IsCorruption())
        return Status::ioError(
            sluice::Engine::tr("RocksDB state folder '%1' holds a corrupt database: %2").arg(m_directory).arg(s.ToString()));
    if (!s.ok())
        return Status::ioError(sluice::Engine::tr("cannot open RocksDB state in '%1' (state.backend.rocksdb.localdir): %2")
                                   .arg(m_directory)
                                   .arg(s.ToString()));
    m_shared->db = raw;
    m_opened = true;

    if (options.keepTables) {
        for (rocksdb::ColumnFamilyHandle *h : handles) {
            if (h->GetName() == rocksdb::kDefaultColumnFamilyName)
                raw->DestroyColumnFamilyHandle(h);
            else
                m_kept[h->GetName()] = h;
        }
        return Status::ok();
    }
    // Without checkpoints state always starts empty: drop what an earlier run left behind.
    Status stale;
    for (rocksdb::ColumnFamilyHandle *h : handles) {
        if (h->GetName() != rocksdb::kDefaultColumnFamilyName && stale.isOk()) {
            if (const rocksdb::Status d = raw->DropColumnFamily(h); !d.ok())
                stale = Status::ioError(
                    sluice::Engine::tr("cannot clear old state in RocksDB folder '%1': %2").arg(m_directory).arg(d.ToString()));
        }
        raw->DestroyColumnFamilyHandle(h);
    }
    return stale;
}

void RocksDbStateBackend::closeDatabase()
{
    rocksdb::DB *db = m_shared->db;
    if (db == nullptr)
        return;
    // Compactions run the TTL filter, which reads the clock and the expired counter: stop them
    // before anything they reference goes away.
    rocksdb::CancelAllBackgroundWork(db, /*wait=*/true);
    for (auto &[name, h] : m_kept)
        db->DestroyColumnFamilyHandle(h);
    m_kept.clear();
    for (auto &[name, t] : m_valueTables) {
        if (t->core().cf())
            db->DestroyColumnFamilyHandle(t->core().cf());
    }
    for (auto &[name, t] : m_mapTables) {
        if (t->core().cf())
            db->DestroyColumnFamilyHandle(t->core().cf());
    }
    db->Close(); // an error here loses nothing: the state is discarded
    delete db;
    m_shared->db = nullptr;
}

void RocksDbStateBackend::removeFiles()
{
    if (!m_deleteDirectory || m_directory.empty())
        return;
    std::error_code ec;
    if (m_createdDirectory) {
        fs::remove_all(m_directory, ec);
        return;
    }
    // A folder the caller made: remove only what RocksDB put there, and the folder if empty.
    if (m_opened) {
        rocksdb::Options o;
        o.info_log = std::make_shared<NoLogFile>(); // no LOG file in a folder that may be full
        rocksdb::DestroyDB(m_directory, o);
        fs::remove(m_directory, ec);
    }
}

rocksdb::ColumnFamilyOptions RocksDbStateBackend::familyOptions() const
{
    rocksdb::ColumnFamilyOptions options = m_shared->tableOptions;
    // Tables are read and written an entry at a time, and never written while iterated (a map
    // table's scan only deletes what expired; checkpoints flush first), so a write to an entry
    // already in the memtable may overwrite its value there when the new one is no longer: an
    // aggregate's accumulators and a distinct view's counts, rewritten on every change, then
    // fill memtables (and flushes, and compactions) once per entry instead of once per change,
    // and a hot key's entries stay few enough for its bucket's skiplist to stay shallow.
    options.inplace_update_support = true;
    return options;
}

rocksdb::ColumnFamilyHandle *RocksDbStateBackend::createColumnFamily(const std::string &name,
                                                                     TtlConfig ttl, MapTableUse use)
{
    if (m_shared->db == nullptr)
        return nullptr;
    if (auto kept = m_kept.find(name); kept != m_kept.end()) {
        rocksdb::ColumnFamilyHandle *handle = kept->second;
        m_kept.erase(kept);
        return handle;
    }
    rocksdb::ColumnFamilyOptions options = familyOptions();
    if (use.writesMostlyNew)
        options.inplace_update_support = false;
    if (use.pointAccessOnly)
        options.prefix_extractor = std::make_shared<WholeEntryKey>();
    if (ttl.enabled())
        options.compaction_filter_factory = std::make_shared<RocksDbTtlCompactionFilterFactory>(
            m_clock, ttl.ttl.count(), m_expired);
    rocksdb::ColumnFamilyHandle *handle = nullptr;
    if (const rocksdb::Status s = m_shared->db->CreateColumnFamily(options, name, &handle);
        !s.ok()) {
        m_shared->record(s, sluice::Engine::tr("create table '%1'").arg(name));
        return nullptr;
    }
    return handle;
}

ValueTable &RocksDbStateBackend::valueTable(const std::string &name, TtlConfig ttl)
{
    if (ttl.enabled() && (m_shortestTtlMillis == 0 || ttl.ttl.count() < m_shortestTtlMillis))
        m_shortestTtlMillis = ttl.ttl.count();
    auto &slot = m_valueTables[name];
    if (!slot)
        slot = std::make_unique<RocksDbValueTable>(
            *m_shared, createColumnFamily(cfName(StateTableKind::Value, name), ttl),
            ttl.ttl.count(), RocksDbValueTable::cacheBytesFor(m_memory->budgetBytes()));
    return *slot;
}

MapTable &RocksDbStateBackend::mapTable(const std::string &name, TtlConfig ttl)
{
    if (ttl.enabled() && (m_shortestTtlMillis == 0 || ttl.ttl.count() < m_shortestTtlMillis))
        m_shortestTtlMillis = ttl.ttl.count();
    auto &slot = m_mapTables[name];
    if (!slot)
        slot = std::make_unique<RocksDbMapTable>(
            *m_shared, createColumnFamily(cfName(StateTableKind::Map, name), ttl), ttl.ttl.count());
    return *slot;
}

MapTable &RocksDbStateBackend::mapTableFor(const std::string &name, MapTableUse use)
{
    // A column family kept from a restored folder keeps the options the database opened it
    // with (familyOptions): slower, never wrong, as its scans go in total order either way.
    auto &slot = m_mapTables[name];
    if (!slot)
        slot = std::make_unique<RocksDbMapTable>(
            *m_shared, createColumnFamily(cfName(StateTableKind::Map, name), {}, use), 0,
            use.pointAccessOnly);
    return *slot;
}

std::int64_t RocksDbStateBackend::expiredEntries() const
{
    return m_expired.load(std::memory_order_relaxed);
}

std::int64_t RocksDbStateBackend::totalEntries() const
{
    std::int64_t n = 0;
    for (const auto &[name, t] : m_valueTables)
        n += t->entries();
    for (const auto &[name, t] : m_mapTables)
        n += t->entries();
    return n;
}

std::int64_t RocksDbStateBackend::totalBytes() const
{
    std::int64_t n = 0;
    for (const auto &[name, t] : m_valueTables)
        n += t->bytes();
    for (const auto &[name, t] : m_mapTables)
        n += t->bytes();
    return n;
}

std::int64_t RocksDbStateBackend::memTableBytes() const
{
    std::int64_t n = 0;
    for (const auto &[name, t] : m_valueTables)
        n += t->core().memTableBytes();
    for (const auto &[name, t] : m_mapTables)
        n += t->core().memTableBytes();
    return n;
}

Status RocksDbStateBackend::status() const
{
    return m_shared->error;
}

void RocksDbStateBackend::extraMetrics(std::vector<std::pair<std::string, std::int64_t>> &out) const
{
    const std::int64_t mem = memTableBytes();
    out.emplace_back("rocksdb.memTableBytes", mem);
    out.emplace_back("rocksdb.liveDataBytes", totalBytes() - mem);
    // The files on disk, old versions included (the live estimate skips overlapping L0 files).
    std::int64_t sst = 0;
    for (const auto &[name, t] : m_valueTables)
        sst += std::max<std::int64_t>(
            0, rocksDbIntProperty(m_shared->db, t->core().cf(), "rocksdb.live-sst-files-size"));
    for (const auto &[name, t] : m_mapTables)
        sst += std::max<std::int64_t>(
            0, rocksDbIntProperty(m_shared->db, t->core().cf(), "rocksdb.live-sst-files-size"));
    out.emplace_back("rocksdb.sstFilesBytes", sst);
    std::int64_t cached = 0; // the value tables' caches, on the heap beside the budget
    for (const auto &[name, t] : m_valueTables)
        cached += static_cast<std::int64_t>(t->cacheBytes());
    out.emplace_back("rocksdb.valueCacheBytes", cached);
    // The cache is the job's, shared by all instances: every subtask reports the same figure.
    out.emplace_back("rocksdb.blockCacheUsage", m_memory->blockCacheUsage());
    out.emplace_back("rocksdb.blockCachePinnedUsage", m_memory->blockCachePinnedUsage());
    out.emplace_back("rocksdb.blockCacheCapacity", m_memory->blockCacheCapacity());
}

RocksDbTableCore *RocksDbStateBackend::findCore(StateTableKind kind, const std::string &name) const
{
    if (kind == StateTableKind::Value) {
        auto it = m_valueTables.find(name);
        return it == m_valueTables.end() ? nullptr : &it->second->core();
    }
    auto it = m_mapTables.find(name);
    return it == m_mapTables.end() ? nullptr : &it->second->core();
}

Status RocksDbStateBackend::scanKeyGroups(StateTableKind kind, const std::string &name,
                                          int firstKeyGroup, int lastKeyGroup, bool includeExpired,
                                          const std::function<bool(const StateEntryView &)> &visit)
{
    RocksDbTableCore *core = findCore(kind, name);
    if (core == nullptr)
        return Status::notFound(sluice::Engine::tr("no state table '%1'").arg(name));
    if (firstKeyGroup < 0 || lastKeyGroup >= kMaxKeyGroups || firstKeyGroup > lastKeyGroup)
        return Status::invalidArgument(sluice::Engine::tr("key group range [%1, %2] is not within [0, %3]")
                                           .arg(firstKeyGroup)
                                           .arg(lastKeyGroup)
                                           .arg(kMaxKeyGroups - 1));
    if (!core->usable())
        return m_shared->error;
    flushValueCaches();
    std::string lower;
    std::string upper;
    appendGroup(lower, firstKeyGroup);
    appendGroup(upper, lastKeyGroup + 1); // 32768 still fits: 0x80 0x00
    const std::int64_t now = m_clock.nowMillis();
    auto it = core->rangeIterator(lower, upper);
    for (; it->Valid(); it->Next()) {
        const rocksdb::Slice k = it->key();
        const rocksdb::Slice v = it->value();
        const std::optional<DecodedKey> decoded = decodeKey(std::string_view(k.data(), k.size()));
        if (!decoded)
            return Status::ioError(
                sluice::Engine::tr("RocksDB state in '%1': malformed key in table '%2'").arg(m_directory).arg(name));
        StateEntryView entry;
        entry.keyGroup = decoded->keyGroup;
        entry.key = decoded->key;
        entry.userKey = decoded->userKey;
        entry.value = std::string_view(v.data(), v.size());
        if (core->ttl() > 0) {
            if (entry.value.size() < kTimestampBytes)
                return Status::ioError(
                    sluice::Engine::tr("RocksDB state in '%1': value shorter than its timestamp in table '%2'")
                        .arg(m_directory)
                        .arg(name));
            entry.timestamp = readTimestamp(entry.value);
            entry.value.remove_prefix(kTimestampBytes);
            entry.expired = isExpired(entry.timestamp, core->ttl(), now);
        }
        if (entry.expired && !includeExpired)
            continue;
        if (!visit(entry))
            break;
    }
    if (!it->status().ok())
        return Status::ioError(sluice::Engine::tr("RocksDB state in '%1': scan of table '%2' failed: %3")
                                   .arg(m_directory)
                                   .arg(name)
                                   .arg(it->status().ToString()));
    return Status::ok();
}

void RocksDbStateBackend::beginWrites()
{
    m_shared->beginGroup();
}

void RocksDbStateBackend::endWrites()
{
    m_shared->endGroup();
}

Status RocksDbStateBackend::maintain(std::int64_t nowMillis)
{
    m_shared->writePending();
    if (Status s = checkDisk(); !s.isOk()) {
        if (m_shared->error.isOk())
            m_shared->error = s;
        return s;
    }
    if (m_shortestTtlMillis <= 0)
        return Status::ok();
    if (m_lastCompactionMillis < 0) {
        m_lastCompactionMillis = nowMillis;
        return Status::ok();
    }
    if (nowMillis - m_lastCompactionMillis < m_shortestTtlMillis)
        return Status::ok();
    m_lastCompactionMillis = nowMillis;
    return compactAll();
}

Status RocksDbStateBackend::compactAll()
{
    rocksdb::DB *db = m_shared->db;
    if (db == nullptr)
        return m_shared->error;
    flushValueCaches();
    rocksdb::CompactRangeOptions options;
    options.bottommost_level_compaction = rocksdb::BottommostLevelCompaction::kForce;
    auto compact = [&](RocksDbTableCore &core) -> Status {
        if (!core.usable())
            return Status::ok();
        if (rocksdb::Status s = db->Flush(rocksdb::FlushOptions(), core.cf()); !s.ok())
            return m_shared->failure(s, sluice::Engine::tr("flush"));
        if (rocksdb::Status s = db->CompactRange(options, core.cf(), nullptr, nullptr); !s.ok())
            return m_shared->failure(s, sluice::Engine::tr("compaction"));
        return Status::ok();
    };
    for (auto &[name, t] : m_valueTables) {
        if (Status s = compact(t->core()); !s.isOk())
            return s;
    }
    for (auto &[name, t] : m_mapTables) {
        if (Status s = compact(t->core()); !s.isOk())
            return s;
    }
    return Status::ok();
}

Status RocksDbStateBackend::checkDisk() const
{
    if (!m_diskGuard || m_shared->db == nullptr)
        return Status::ok();
    if (Status s = m_diskGuard->check(m_directory); !s.isOk())
        return s;
    // A table whose level 0 is due for compaction while the compaction no longer fits under the
    // limit: RocksDB would refuse it again and again, level 0 would pile up and writes would
    // stop for good. Judged by the level 0 and 1 sizes, which bound what that compaction reads.
    const int trigger = m_shared->tableOptions.level0_file_num_compaction_trigger;
    auto starved = [&](const std::string &name, RocksDbTableCore &core) -> Status {
        std::string level0Files; // a string property only
        if (!core.usable() ||
            !m_shared->db->GetProperty(core.cf(), "rocksdb.num-files-at-level0", &level0Files) ||
            std::strtoll(level0Files.c_str(), nullptr, 10) < trigger)
            return Status::ok();
        rocksdb::ColumnFamilyMetaData meta;
        m_shared->db->GetColumnFamilyMetaData(core.cf(), &meta);
        std::int64_t inputs = 0;
        for (std::size_t level = 0; level < std::min<std::size_t>(2, meta.levels.size()); ++level)
            inputs += static_cast<std::int64_t>(meta.levels[level].size);
        if (m_diskGuard->compactionFits(inputs))
            return Status::ok();
        return stateFolderFull(m_directory,
                               sluice::Engine::tr("table '%1' needs a compaction of up to %2 bytes that no longer fits; %3")
                                   .arg(name)
                                   .arg(inputs)
                                   .arg(m_diskGuard->limitDetail()));
    };
    for (auto &[name, t] : m_valueTables) {
        if (Status s = starved(name, t->core()); !s.isOk())
            return s;
    }
    for (auto &[name, t] : m_mapTables) {
        if (Status s = starved(name, t->core()); !s.isOk())
            return s;
    }
    return Status::ok();
}

std::int64_t RocksDbStateBackend::tableProperty(StateTableKind kind, const std::string &name,
                                                const std::string &property) const
{
    const RocksDbTableCore *core = findCore(kind, name);
    if (core == nullptr)
        return -1;
    return rocksDbIntProperty(m_shared->db, core->cf(), property);
}

Result<std::unique_ptr<KeyedStateBackend>>
createRocksDbStateBackend(const RocksDbStateOptions &options, const Clock &clock)
{
    auto backend = RocksDbStateBackend::open(options, clock);
    if (!backend)
        return backend.status();
    return std::unique_ptr<KeyedStateBackend>(std::move(*backend));
}

Result<std::vector<NativeTableInfo>> RocksDbStateBackend::createNativeCheckpoint(const std::string &directory)
{
    flushValueCaches();
    if (Status s = status(); !s.isOk())
        return s;
    rocksdb::Checkpoint *raw = nullptr;
    rocksdb::Status s = rocksdb::Checkpoint::Create(m_shared->db, &raw);
    std::unique_ptr<rocksdb::Checkpoint> checkpoint(raw);
    if (s.ok())
        s = checkpoint->CreateCheckpoint(directory, /*log_size_for_flush=*/0); // flush first: no WAL here
    if (!s.ok())
        return Status::ioError(sluice::Engine::tr("cannot take RocksDB's checkpoint of '%1' into '%2': %3")
                                   .arg(m_directory)
                                   .arg(directory)
                                   .arg(s.ToString()));
    std::vector<NativeTableInfo> tables;
    for (const auto &[name, t] : m_valueTables)
        tables.push_back({StateTableKind::Value, name, t->core().ttl()});
    for (const auto &[name, t] : m_mapTables)
        tables.push_back({StateTableKind::Map, name, t->core().ttl()});
    return tables;
}

bool RocksDbStateBackend::hasValueTable(const std::string &name) const
{
    return m_valueTables.count(name) > 0 || m_kept.count(cfName(StateTableKind::Value, name)) > 0;
}

bool RocksDbStateBackend::hasMapTable(const std::string &name) const
{
    return m_mapTables.count(name) > 0 || m_kept.count(cfName(StateTableKind::Map, name)) > 0;
}

void RocksDbStateBackend::flushValueCaches()
{
    for (const auto &[name, t] : m_valueTables)
        t->flush();
    m_shared->writePending();
}

Status RocksDbStateBackend::snapshot(TableVisitor table, EntryVisitor entry)
{
    flushValueCaches();
    if (Status s = status(); !s.isOk())
        return s;
    auto scan = [&](StateTableKind kind, const std::string &name, std::int64_t ttl) -> Status {
        table({kind == StateTableKind::Map, name, ttl});
        return scanKeyGroups(kind, name, 0, kMaxKeyGroups - 1, false,
                             [&](const StateEntryView &v) {
                                 entry({v.keyGroup, v.key, v.userKey, v.value, v.timestamp});
                                 return true;
                             });
    };
    for (const auto &[name, t] : m_valueTables) {
        if (Status s = scan(StateTableKind::Value, name, t->core().ttl()); !s.isOk())
            return s;
    }
    for (const auto &[name, t] : m_mapTables) {
        if (Status s = scan(StateTableKind::Map, name, t->core().ttl()); !s.isOk())
            return s;
    }
    return Status::ok();
}

} // namespace sluice::state
