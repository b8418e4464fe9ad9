#include "state/heap_state_backend.h"

#include <deque>
#include <map>
#include <unordered_map>
#include <vector>

namespace sluice::state {

namespace {

/// Rough per-entry overhead of the hash/tree nodes, for the bytes estimate.
constexpr std::int64_t kEntryOverhead = 48;

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

struct Entry {
    std::string value;
    std::int64_t timestamp = 0; ///< last create/write (processing time)
    std::uint64_t generation = 0;
};

/// A queued candidate for the incremental cleanup: the entry as it was when queued.
struct CleanupItem {
    std::string key;     ///< key group prefix + key
    std::string userKey; ///< map tables only
    std::int64_t timestamp = 0;
    std::uint64_t generation = 0;
};

/// Shared TTL bookkeeping of one table.
class TtlState {
public:
    TtlState(const Clock &clock, TtlConfig ttl, std::int64_t &expiredCounter, int cleanupPerAccess)
        : m_clock(clock), m_ttl(ttl.ttl.count()), m_expired(expiredCounter),
          m_cleanupPerAccess(cleanupPerAccess)
    {
    }
    bool enabled() const { return m_ttl > 0; }
    std::int64_t now() const { return m_clock.nowMillis(); }
    /// Flink's TtlUtils.expired: timestamp + ttl <= now.
    bool expired(std::int64_t timestamp, std::int64_t now) const
    {
        return m_ttl > 0 && timestamp + m_ttl <= now;
    }
    void countExpired() { ++m_expired; }
    std::uint64_t nextGeneration() { return ++m_generation; }
    void enqueue(std::string_view key, std::string_view userKey, const Entry &e)
    {
        if (m_ttl > 0)
            m_queue.push_back({std::string(key), std::string(userKey), e.timestamp, e.generation});
    }
    /// Pops up to cleanupPerAccess queue items that are due; `check` removes the entry when it
    /// is still the queued one and expired, or returns its newer timestamp to requeue.
    template <typename Check> void sweep(Check &&check)
    {
        if (m_ttl <= 0)
            return;
        const std::int64_t t = now();
        for (int i = 0; i < m_cleanupPerAccess && !m_queue.empty(); ++i) {
            CleanupItem &front = m_queue.front();
            if (front.timestamp + m_ttl > t)
                break;
            CleanupItem item = std::move(front);
            m_queue.pop_front();
            // check returns the entry's current timestamp when it lives on (written since).
            std::optional<std::int64_t> requeue = check(item, t);
            if (requeue) {
                item.timestamp = *requeue;
                m_queue.push_back(std::move(item));
            }
        }
    }

private:
    const Clock &m_clock;
    std::int64_t m_ttl;
    std::int64_t &m_expired;
    int m_cleanupPerAccess;
    std::uint64_t m_generation = 0;
    std::deque<CleanupItem> m_queue;
};

void composeKey(std::string &out, int keyGroup, std::string_view key)
{
    out.clear();
    out.push_back(static_cast<char>(keyGroup & 0xff));
    out.push_back(static_cast<char>((keyGroup >> 8) & 0xff));
    out.append(key);
}

class HeapValueTable final : public ValueTable {
public:
    HeapValueTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired, int cleanup)
        : m_ttl(clock, ttl, expired, cleanup)
    {
    }

    std::optional<std::string_view> get(int keyGroup, std::string_view key) override
    {
        sweep();
        composeKey(m_scratch, keyGroup, key);
        auto it = m_map.find(std::string_view(m_scratch));
        if (it == m_map.end())
            return std::nullopt;
        if (m_ttl.expired(it->second.timestamp, m_ttl.now())) {
            m_ttl.countExpired();
            erase(it);
            return std::nullopt;
        }
        return std::string_view(it->second.value);
    }

    void put(int keyGroup, std::string_view key, std::string_view value) override
    {
        sweep();
        composeKey(m_scratch, keyGroup, key);
        auto it = m_map.find(std::string_view(m_scratch));
        const std::int64_t now = m_ttl.now();
        if (it != m_map.end() && m_ttl.expired(it->second.timestamp, now)) {
            // Writing over an expired entry creates a new one: the old one did expire.
            m_ttl.countExpired();
            erase(it);
            it = m_map.end();
        }
        if (it == m_map.end()) {
            it = m_map.emplace(m_scratch, Entry{}).first;
            it->second.generation = m_ttl.nextGeneration();
            m_bytes += static_cast<std::int64_t>(it->first.size()) + kEntryOverhead;
            it->second.timestamp = now;
            m_ttl.enqueue(it->first, {}, it->second);
        }
        m_bytes += static_cast<std::int64_t>(value.size()) -
                   static_cast<std::int64_t>(it->second.value.size());
        it->second.value.assign(value);
        it->second.timestamp = now;
    }

    void remove(int keyGroup, std::string_view key) override
    {
        sweep();
        composeKey(m_scratch, keyGroup, key);
        auto it = m_map.find(std::string_view(m_scratch));
        if (it != m_map.end())
            erase(it);
    }

    std::int64_t entries() const override { return static_cast<std::int64_t>(m_map.size()); }
    std::int64_t bytes() const override { return m_bytes; }

private:
    using Map = std::unordered_map<std::string, Entry, StringHash, std::equal_to<>>;

    void erase(Map::iterator it)
    {
        m_bytes -= static_cast<std::int64_t>(it->first.size() + it->second.value.size()) +
                   kEntryOverhead;
        m_map.erase(it);
    }

    void sweep()
    {
        m_ttl.sweep([this](const CleanupItem &item, std::int64_t now) -> std::optional<std::int64_t> {
            auto it = m_map.find(std::string_view(item.key));
            if (it == m_map.end() || it->second.generation != item.generation)
                return std::nullopt; // removed or replaced since: a newer item tracks it
            if (m_ttl.expired(it->second.timestamp, now)) {
                m_ttl.countExpired();
                erase(it);
                return std::nullopt;
            }
            return it->second.timestamp;
        });
    }

    TtlState m_ttl;
    Map m_map;
    std::string m_scratch;
    std::int64_t m_bytes = 0;
};

class HeapMapTable final : public MapTable {
public:
    HeapMapTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired, int cleanup)
        : m_ttl(clock, ttl, expired, cleanup)
    {
    }

    std::optional<std::string_view> get(int keyGroup, std::string_view key,
                                         std::string_view userKey) override
    {
        sweep();
        auto outer = findOuter(keyGroup, key);
        if (outer == m_map.end())
            return std::nullopt;
        auto it = outer->second.find(userKey);
        if (it == outer->second.end())
            return std::nullopt;
        if (m_ttl.expired(it->second.timestamp, m_ttl.now())) {
            m_ttl.countExpired();
            eraseInner(outer, it);
            return std::nullopt;
        }
        return std::string_view(it->second.value);
    }

    void put(int keyGroup, std::string_view key, std::string_view userKey,
             std::string_view value) override
    {
        sweep();
        composeKey(m_scratch, keyGroup, key);
        auto outer = m_map.find(std::string_view(m_scratch));
        if (outer == m_map.end())
            outer = m_map.emplace(m_scratch, Inner{}).first;
        const std::int64_t now = m_ttl.now();
        auto it = outer->second.find(userKey);
        if (it != outer->second.end() && m_ttl.expired(it->second.timestamp, now)) {
            m_ttl.countExpired();
            m_bytes -= entryBytes(outer->first, it->first, it->second.value);
            outer->second.erase(it);
            --m_entries;
            it = outer->second.end();
        }
        if (it == outer->second.end()) {
            it = outer->second.emplace(std::string(userKey), Entry{}).first;
            it->second.generation = m_ttl.nextGeneration();
            it->second.timestamp = now;
            m_bytes += entryBytes(outer->first, it->first, {});
            ++m_entries;
            m_ttl.enqueue(outer->first, it->first, it->second);
        }
        m_bytes += static_cast<std::int64_t>(value.size()) -
                   static_cast<std::int64_t>(it->second.value.size());
        it->second.value.assign(value);
        it->second.timestamp = now;
    }

    void remove(int keyGroup, std::string_view key, std::string_view userKey) override
    {
        sweep();
        auto outer = findOuter(keyGroup, key);
        if (outer == m_map.end())
            return;
        auto it = outer->second.find(userKey);
        if (it != outer->second.end())
            eraseInner(outer, it);
    }

    void forEach(int keyGroup, std::string_view key,
                 const std::function<bool(std::string_view, std::string_view)> &visit) override
    {
        sweep();
        auto outer = findOuter(keyGroup, key);
        if (outer == m_map.end())
            return;
        const std::int64_t now = m_ttl.now();
        bool sawExpired = false;
        for (const auto &[userKey, entry] : outer->second) {
            if (m_ttl.expired(entry.timestamp, now)) {
                sawExpired = true;
                continue;
            }
            if (!visit(userKey, entry.value))
                break;
        }
        if (sawExpired)
            dropExpired(outer, now);
    }

    void removeAll(int keyGroup, std::string_view key) override
    {
        sweep();
        auto outer = findOuter(keyGroup, key);
        if (outer == m_map.end())
            return;
        for (const auto &[userKey, entry] : outer->second)
            m_bytes -= entryBytes(outer->first, userKey, entry.value);
        m_entries -= static_cast<std::int64_t>(outer->second.size());
        m_map.erase(outer);
    }

    bool empty(int keyGroup, std::string_view key) override
    {
        sweep();
        auto outer = findOuter(keyGroup, key);
        if (outer == m_map.end())
            return true;
        const std::int64_t now = m_ttl.now();
        for (const auto &kv : outer->second) {
            if (!m_ttl.expired(kv.second.timestamp, now))
                return false;
        }
        dropExpired(outer, now);
        return true;
    }

    std::int64_t entries() const override { return m_entries; }
    std::int64_t bytes() const override { return m_bytes; }

private:
    using Inner = std::map<std::string, Entry, std::less<>>;
    using Map = std::unordered_map<std::string, Inner, StringHash, std::equal_to<>>;

    static std::int64_t entryBytes(std::string_view key, std::string_view userKey,
                                   std::string_view value)
    {
        return static_cast<std::int64_t>(key.size() + userKey.size() + value.size()) +
               kEntryOverhead;
    }

    Map::iterator findOuter(int keyGroup, std::string_view key)
    {
        composeKey(m_scratch, keyGroup, key);
        return m_map.find(std::string_view(m_scratch));
    }

    void eraseInner(Map::iterator outer, Inner::iterator it)
    {
        m_bytes -= entryBytes(outer->first, it->first, it->second.value);
        outer->second.erase(it);
        --m_entries;
        if (outer->second.empty())
            m_map.erase(outer);
    }

    void dropExpired(Map::iterator outer, std::int64_t now)
    {
        for (auto it = outer->second.begin(); it != outer->second.end();) {
            if (m_ttl.expired(it->second.timestamp, now)) {
                m_ttl.countExpired();
                m_bytes -= entryBytes(outer->first, it->first, it->second.value);
                it = outer->second.erase(it);
                --m_entries;
            } else {
                ++it;
            }
        }
        if (outer->second.empty())
            m_map.erase(outer);
    }

    void sweep()
    {
        m_ttl.sweep([this](const CleanupItem &item, std::int64_t now) -> std::optional<std::int64_t> {
            auto outer = m_map.find(std::string_view(item.key));
            if (outer == m_map.end())
                return std::nullopt;
            auto it = outer->second.find(std::string_view(item.userKey));
            if (it == outer->second.end() || it->second.generation != item.generation)
                return std::nullopt;
            if (m_ttl.expired(it->second.timestamp, now)) {
                m_ttl.countExpired();
                eraseInner(outer, it);
                return std::nullopt;
            }
            return it->second.timestamp;
        });
    }

    TtlState m_ttl;
    Map m_map;
    std::string m_scratch;
    std::int64_t m_entries = 0;
    std::int64_t m_bytes = 0;
};

class HeapStateBackend final : public KeyedStateBackend {
public:
    HeapStateBackend(const Clock &clock, HeapStateOptions options)
        : m_clock(clock), m_options(options)
    {
    }

    ValueTable &valueTable(const std::string &name, TtlConfig ttl) override
    {
        auto &slot = m_valueTables[name];
        if (!slot)
            slot = std::make_unique<HeapValueTable>(m_clock, ttl, m_expired,
                                                    m_options.cleanupPerAccess);
        return *slot;
    }
    MapTable &mapTable(const std::string &name, TtlConfig ttl) override
    {
        auto &slot = m_mapTables[name];
        if (!slot)
            slot = std::make_unique<HeapMapTable>(m_clock, ttl, m_expired,
                                                  m_options.cleanupPerAccess);
        return *slot;
    }
    std::int64_t expiredEntries() const override { return m_expired; }
    std::int64_t totalEntries() const override
    {
        std::int64_t n = 0;
        for (const auto &[name, t] : m_valueTables)
            n += t->entries();
        for (const auto &[name, t] : m_mapTables)
            n += t->entries();
        return n;
    }
    std::int64_t totalBytes() const override
    {
        std::int64_t n = 0;
        for (const auto &[name, t] : m_valueTables)
            n += t->bytes();
        for (const auto &[name, t] : m_mapTables)
            n += t->bytes();
        return n;
    }

private:
    const Clock &m_clock;
    HeapStateOptions m_options;
    std::int64_t m_expired = 0;
    std::map<std::string, std::unique_ptr<HeapValueTable>> m_valueTables;
    std::map<std::string, std::unique_ptr<HeapMapTable>> m_mapTables;
};

} // namespace

std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock,
                                                          HeapStateOptions options)
{
    return std::make_unique<HeapStateBackend>(clock, options);
}

std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock)
{
    return createHeapStateBackend(clock, HeapStateOptions{});
}

} // namespace sluice::state
