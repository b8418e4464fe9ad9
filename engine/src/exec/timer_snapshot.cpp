#include "exec/timer_snapshot.h"

#include <sluice/text.h>

#include "exec/row_key_selector.h"

namespace sluice::exec {

std::string encodeAddressTimers(const std::set<std::pair<std::int64_t, std::string>> &timers)
{
    ByteWriter w;
    w.varint(timers.size());
    for (const auto &[time, address] : timers) {
        w.i64(time);
        w.varint(1);
        const auto [group, key] = splitStateAddress(address);
        w.varint(static_cast<std::uint64_t>(group));
        w.bytes(key);
    }
    return w.take();
}

Status decodeAddressTimers(std::string_view item, const KeyGroupRange &mine,
                           std::set<std::pair<std::int64_t, std::string>> &timers, const Text &what)
{
    struct Key {
        int keyGroup;
        std::string key;
    };
    std::map<std::int64_t, std::vector<Key>> byTime;
    if (Status s = decodeKeyedTimers(item, mine, byTime, what); !s.isOk())
        return s;
    for (const auto &[time, keys] : byTime) {
        for (const Key &k : keys)
            timers.emplace(time, joinStateAddress(k.keyGroup, k.key));
    }
    return Status::ok();
}

namespace {

struct TaggedKey {
    int keyGroup = 0;
    std::string key; ///< the tag byte, then the key's bytes
};

} // namespace

std::string encodeTaggedTimers(const std::vector<TaggedTimer> &timers)
{
    std::map<std::int64_t, std::vector<TaggedKey>> byTime;
    for (const TaggedTimer &t : timers) {
        const auto [group, key] = splitStateAddress(t.address);
        byTime[t.time].push_back(TaggedKey{group, static_cast<char>(t.tag) + std::string(key)});
    }
    return encodeKeyedTimers(byTime);
}

Status decodeTaggedTimers(std::string_view item, const KeyGroupRange &mine, std::uint8_t maxTag,
                          std::vector<TaggedTimer> &timers, const Text &what)
{
    std::map<std::int64_t, std::vector<TaggedKey>> byTime;
    if (Status s = decodeKeyedTimers(item, mine, byTime, what); !s.isOk())
        return s;
    for (const auto &[time, keys] : byTime) {
        for (const TaggedKey &k : keys) {
            const auto tag = k.key.empty() ? 0xff : static_cast<std::uint8_t>(k.key[0]);
            if (k.key.empty() || tag > maxTag)
                return Status::ioError(sluice::Engine::tr("%1 are corrupt: a timer without a valid tag").arg(what));
            timers.push_back(TaggedTimer{time, tag, joinStateAddress(k.keyGroup, std::string_view(k.key).substr(1))});
        }
    }
    return Status::ok();
}

std::string encodeCounter(std::int64_t value)
{
    ByteWriter w;
    w.i64(value);
    return w.take();
}

Status restoreCounter(std::string_view item, std::int64_t &value, const Text &what)
{
    ByteReader r(item, what.english());
    const std::int64_t old = r.i64("counter");
    if (r.ok() && !r.atEnd())
        r.fail("end", sluice::Engine::tr("is followed by unexpected bytes"));
    if (!r.ok())
        return r.status();
    value = std::max(value, old);
    return Status::ok();
}

void snapshotTimersAndSequence(const std::set<std::pair<std::int64_t, std::string>> &timers, std::int64_t sequence,
                               std::vector<std::string> &items)
{
    items.push_back(encodeAddressTimers(timers));
    items.push_back(encodeCounter(sequence));
}

Status restoreTimersAndSequence(const std::vector<std::string> &oldItems, std::size_t items, const KeyGroupRange &mine,
                                std::set<std::pair<std::int64_t, std::string>> &timers, std::int64_t &sequence,
                                const Text &what)
{
    if (oldItems.size() != items)
        return Status::ioError(
            sluice::Engine::tr("%1 are corrupt: %2 items, not %3").arg(what).arg(oldItems.size()).arg(items));
    if (Status s = decodeAddressTimers(oldItems[0], mine, timers, what); !s.isOk())
        return s;
    return restoreCounter(oldItems[1], sequence, what);
}

void snapshotTimersSequenceAndRetention(const std::set<std::pair<std::int64_t, std::string>> &timers,
                                        std::int64_t sequence, const IdleStateRetention &retention,
                                        std::vector<std::string> &items)
{
    snapshotTimersAndSequence(timers, sequence, items);
    items.push_back(retention.snapshot());
}

} // namespace sluice::exec
