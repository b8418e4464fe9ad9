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

void RocksDbShared::put(rocksdb::ColumnFamilyHandle *cf, const rocksdb::Slice &key,
                        const rocksdb::Slice &value)
{
    const rocksdb::Status s = grouping ? pending.Put(cf, key, value) : db->Put(write, cf, key, value);
    if (!s.ok())
        record(s, sluice::Engine::tr("put"));
}

void RocksDbShared::remove(rocksdb::ColumnFamilyHandle *cf, const rocksdb::Slice &key)
{
    const rocksdb::Status s = grouping ? pending.Delete(cf, key) : db->Delete(write, cf, key);
    if (!s.ok())
        record(s, sluice::Engine::tr("delete"));
}

void RocksDbShared::writePending()
{
    if (pending.Count() == 0)
        return;
    if (const rocksdb::Status s = db->Write(write, &pending); !s.ok())
        record(s, sluice::Engine::tr("put"));
    pending.Clear();
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
    m_shared.writePending();
    m_pinned.Reset();
    const rocksdb::Status s = m_shared.db->Get(m_shared.read, m_cf, key, &m_pinned);
    return pointRead(s, m_pinned, key, m_ttl > 0 ? now() : 0);
}

std::optional<std::string_view> RocksDbTableCore::pointRead(const rocksdb::Status &s,
                                                            const rocksdb::Slice &stored,
                                                            const rocksdb::Slice &storedKey,
                                                            std::int64_t nowMillis)
{
    if (s.IsNotFound())
        return std::nullopt;
    if (!s.ok()) {
        m_shared.record(s, sluice::Engine::tr("get"));
        return std::nullopt;
    }
    std::string_view value(stored.data(), stored.size());
    if (m_ttl <= 0)
        return value;
    if (value.size() < kTimestampBytes) {
        m_shared.record(rocksdb::Status::Corruption("value shorter than its timestamp"), sluice::Engine::tr("get"));
        return std::nullopt;
    }
    if (isExpired(readTimestamp(value), m_ttl, nowMillis)) {
        // Flink's NeverReturnExpired, and the entry goes as it is touched.
        countExpired();
        remove(storedKey);
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
    m_shared.put(m_cf, key, stored);
}

void RocksDbTableCore::remove(const rocksdb::Slice &k)
{
    if (!usable())
        return;
    m_shared.remove(m_cf, k);
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
    m_shared.writePending();
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
    m_shared.writePending();
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

void RocksDbValueTable::getMany(std::size_t count, KeyAt keyAt, ValueVisitor visit)
{
    if (!m_core.usable() || count == 0)
        return;
    RocksDbShared &shared = m_core.shared();
    shared.writePending();
    m_manyKeys.clear();
    m_manyEnds.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        const auto [keyGroup, key] = keyAt(i);
        encodeKeyPrefix(m_core.key, keyGroup, key);
        m_manyKeys.append(m_core.key);
        m_manyEnds[i] = m_manyKeys.size();
    }
    m_manySlices.resize(count);
    for (std::size_t i = 0, start = 0; i < count; start = m_manyEnds[i++])
        m_manySlices[i] = rocksdb::Slice(m_manyKeys.data() + start, m_manyEnds[i] - start);
    m_manyValues.resize(count);
    m_manyStatuses.resize(count);
    shared.db->MultiGet(shared.read, m_core.cf(), count, m_manySlices.data(), m_manyValues.data(),
                        m_manyStatuses.data(), /*sorted_input=*/false);
    const std::int64_t now = m_core.ttl() > 0 ? m_core.now() : 0;
    for (std::size_t i = 0; i < count; ++i) {
        visit(i, m_core.pointRead(m_manyStatuses[i], m_manyValues[i], m_manySlices[i], now));
        m_manyValues[i].Reset();
    }
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
