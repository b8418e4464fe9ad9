#include "state/rocksdb_state_tables.h"

#include <sluice/text.h>

#include "state/rocksdb_disk_guard.h"
#include "state/rocksdb_key_codec.h"

#include <algorithm>

namespace sluice::state {

using namespace rocksdb_codec;

void RocksDbShared::record(const rocksdb::Status &s, Text what)
{
    if (error.isOk())
        error = failure(s, std::move(what));
}

Status RocksDbShared::failure(const rocksdb::Status &s, Text what) const
{
    Text detail = sluice::Engine::tr("%1 failed: %2").arg(std::move(what)).arg(s.ToString());
    const bool spaceLimit = s.IsIOError() && s.subcode() == rocksdb::Status::kSpaceLimit;
    if (spaceLimit || s.IsNoSpace() || s.IsCompactionTooLarge())
        return stateFolderFull(directory, diskGuard ? sluice::Engine::tr("%1; %2").arg(diskGuard->limitDetail()).arg(std::move(detail))
                                                    : std::move(detail));
    return Status::ioError(sluice::Engine::tr("RocksDB state in '%1': %2").arg(directory).arg(std::move(detail)));
}

std::int64_t rocksDbIntProperty(rocksdb::DB *db, rocksdb::ColumnFamilyHandle *cf,
                                const std::string &name)
{
    std::uint64_t v = 0;
    if (db == nullptr || cf == nullptr || !db->GetIntProperty(cf, name, &v))
        return -1;
    return static_cast<std::int64_t>(v);
}

// ---- RocksDbTableCore -----------------------------------------------------------------------

RocksDbTableCore::RocksDbTableCore(RocksDbShared &shared, rocksdb::ColumnFamilyHandle *cf,
                                   std::int64_t ttlMillis)
    : m_shared(shared), m_cf(cf), m_ttl(ttlMillis), m_iterRead(shared.read)
{
    m_iterRead.iterate_upper_bound = &m_upperSlice;
}

std::optional<std::string_view> RocksDbTableCore::get()
{
    if (!usable())
        return std::nullopt;
    m_pinned.Reset();
    const rocksdb::Status s = m_shared.db->Get(m_shared.read, m_cf, key, &m_pinned);
    if (s.IsNotFound())
        return std::nullopt;
    if (!s.ok()) {
        m_shared.record(s, sluice::Engine::tr("get"));
        return std::nullopt;
    }
    std::string_view value(m_pinned.data(), m_pinned.size());
    if (m_ttl <= 0)
        return value;
    if (value.size() < kTimestampBytes) {
        m_shared.record(rocksdb::Status::Corruption("value shorter than its timestamp"), sluice::Engine::tr("get"));
        return std::nullopt;
    }
    if (isExpired(readTimestamp(value), m_ttl, m_shared.clock.nowMillis())) {
        // Flink's NeverReturnExpired, and the entry goes as it is touched.
        countExpired();
        remove(key);
        return std::nullopt;
    }
    value.remove_prefix(kTimestampBytes);
    return value;
}

void RocksDbTableCore::put(std::string_view value, std::int64_t timestamp)
{
    if (!usable())
        return;
    rocksdb::Slice stored(value.data(), value.size());
    if (m_ttl > 0) {
        // Created or written now: Flink's OnCreateAndWrite.
        m_value.clear();
        appendTimestamp(m_value, timestamp >= 0 ? timestamp : m_shared.clock.nowMillis());
        m_value.append(value);
        stored = rocksdb::Slice(m_value);
    }
    if (const rocksdb::Status s = m_shared.db->Put(m_shared.write, m_cf, key, stored); !s.ok())
        m_shared.record(s, sluice::Engine::tr("put"));
}

void RocksDbTableCore::remove(const rocksdb::Slice &k)
{
    if (!usable())
        return;
    if (const rocksdb::Status s = m_shared.db->Delete(m_shared.write, m_cf, k); !s.ok())
        m_shared.record(s, sluice::Engine::tr("delete"));
}

std::optional<std::string_view> RocksDbTableCore::liveValue(const rocksdb::Slice &stored,
                                                            std::int64_t now)
{
    std::string_view value(stored.data(), stored.size());
    if (m_ttl <= 0)
        return value;
    if (value.size() < kTimestampBytes) {
        m_shared.record(rocksdb::Status::Corruption("value shorter than its timestamp"), sluice::Engine::tr("scan"));
        return std::nullopt;
    }
    if (isExpired(readTimestamp(value), m_ttl, now))
        return std::nullopt;
    value.remove_prefix(kTimestampBytes);
    return value;
}

std::unique_ptr<rocksdb::Iterator> RocksDbTableCore::prefixIterator()
{
    prefixSuccessor(m_upper, key);
    m_upperSlice = rocksdb::Slice(m_upper);
    // A prefix of 0xff bytes only has no successor (impossible: groups start below 0x80).
    m_iterRead.iterate_upper_bound = m_upper.empty() ? nullptr : &m_upperSlice;
    m_iterRead.total_order_seek = false; // one prefix: the memtables' hashed buckets serve it
    m_iterRead.prefix_same_as_start = true;
    std::unique_ptr<rocksdb::Iterator> it(m_shared.db->NewIterator(m_iterRead, m_cf));
    it->Seek(key);
    return it;
}

std::unique_ptr<rocksdb::Iterator> RocksDbTableCore::rangeIterator(const std::string &lower,
                                                                   const std::string &upper)
{
    m_upper = upper;
    m_upperSlice = rocksdb::Slice(m_upper);
    m_iterRead.iterate_upper_bound = &m_upperSlice;
    m_iterRead.total_order_seek = true; // across keys: ignore the prefix extractor
    m_iterRead.prefix_same_as_start = false;
    std::unique_ptr<rocksdb::Iterator> it(m_shared.db->NewIterator(m_iterRead, m_cf));
    it->Seek(lower);
    return it;
}

void RocksDbTableCore::checkIterator(const rocksdb::Iterator &it)
{
    if (!it.status().ok())
        m_shared.record(it.status(), sluice::Engine::tr("iterate"));
}

std::int64_t RocksDbTableCore::entries() const
{
    return std::max<std::int64_t>(
        0, rocksDbIntProperty(m_shared.db, m_cf, "rocksdb.estimate-num-keys"));
}

std::int64_t RocksDbTableCore::bytes() const
{
    return std::max<std::int64_t>(
               0, rocksDbIntProperty(m_shared.db, m_cf, "rocksdb.estimate-live-data-size")) +
           memTableBytes();
}

std::int64_t RocksDbTableCore::memTableBytes() const
{
    return std::max<std::int64_t>(
        0, rocksDbIntProperty(m_shared.db, m_cf, "rocksdb.cur-size-all-mem-tables"));
}

// ---- RocksDbValueTable ----------------------------------------------------------------------

std::optional<std::string_view> RocksDbValueTable::get(int keyGroup, std::string_view key)
{
    encodeKeyPrefix(m_core.key, keyGroup, key);
    return m_core.get();
}

void RocksDbValueTable::put(int keyGroup, std::string_view key, std::string_view value)
{
    encodeKeyPrefix(m_core.key, keyGroup, key);
    m_core.put(value);
}

void RocksDbValueTable::restore(const StateEntry &e)
{
    encodeKeyPrefix(m_core.key, e.keyGroup, e.key);
    m_core.put(e.value, e.timestamp);
}

void RocksDbValueTable::remove(int keyGroup, std::string_view key)
{
    encodeKeyPrefix(m_core.key, keyGroup, key);
    m_core.remove(m_core.key);
}

// ---- RocksDbMapTable ------------------------------------------------------------------------

std::optional<std::string_view> RocksDbMapTable::get(int keyGroup, std::string_view key,
                                                     std::string_view userKey)
{
    encodeKeyPrefix(m_core.key, keyGroup, key);
    m_core.key.append(userKey);
    return m_core.get();
}

void RocksDbMapTable::put(int keyGroup, std::string_view key, std::string_view userKey,
                          std::string_view value)
{
    encodeKeyPrefix(m_core.key, keyGroup, key);
    m_core.key.append(userKey);
    m_core.put(value);
}

void RocksDbMapTable::restore(const StateEntry &e)
{
    encodeKeyPrefix(m_core.key, e.keyGroup, e.key);
    m_core.key.append(e.userKey);
    m_core.put(e.value, e.timestamp);
}

void RocksDbMapTable::remove(int keyGroup, std::string_view key, std::string_view userKey)
{
    encodeKeyPrefix(m_core.key, keyGroup, key);
    m_core.key.append(userKey);
    m_core.remove(m_core.key);
}

void RocksDbMapTable::forEach(int keyGroup, std::string_view key,
                              Visitor visit)
{
    if (!m_core.usable())
        return;
    encodeKeyPrefix(m_core.key, keyGroup, key);
    const std::size_t prefixLength = m_core.key.size();
    const std::int64_t now = m_core.now();
    auto it = m_core.prefixIterator();
    for (; it->Valid(); it->Next()) {
        const rocksdb::Slice k = it->key();
        const std::optional<std::string_view> value = m_core.liveValue(it->value(), now);
        if (!value) {
            // Touched and expired: counted and removed (the iterator keeps its own view).
            if (m_core.ttl() > 0) {
                m_core.countExpired();
                m_core.remove(k);
            }
            continue;
        }
        if (!visit(std::string_view(k.data() + prefixLength, k.size() - prefixLength), *value))
            break;
    }
    m_core.checkIterator(*it);
}

void RocksDbMapTable::removeAll(int keyGroup, std::string_view key)
{
    if (!m_core.usable())
        return;
    // Point deletes in one batch (as Flink clears a MapState), not a range tombstone: many range
    // tombstones slow every later read.
    encodeKeyPrefix(m_core.key, keyGroup, key);
    m_batch.Clear();
    auto it = m_core.prefixIterator();
    for (; it->Valid(); it->Next())
        m_batch.Delete(m_core.cf(), it->key());
    m_core.checkIterator(*it);
    if (m_batch.Count() == 0)
        return;
    RocksDbShared &shared = m_core.shared();
    if (const rocksdb::Status s = shared.db->Write(shared.write, &m_batch); !s.ok())
        shared.record(s, sluice::Engine::tr("remove all"));
}

bool RocksDbMapTable::empty(int keyGroup, std::string_view key)
{
    if (!m_core.usable())
        return true;
    encodeKeyPrefix(m_core.key, keyGroup, key);
    const std::int64_t now = m_core.now();
    auto it = m_core.prefixIterator();
    bool found = false;
    for (; it->Valid(); it->Next()) {
        if (m_core.liveValue(it->value(), now)) {
            found = true;
            break;
        }
        if (m_core.ttl() > 0) {
            m_core.countExpired();
            m_core.remove(it->key());
        }
    }
    m_core.checkIterator(*it);
    return !found;
}

} // namespace sluice::state
