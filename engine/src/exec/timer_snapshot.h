#pragma once

// Timers that operators keep in memory beside their keyed state (a window's pending group keys
// by the time they fire), written into checkpoints as operator items and read back by the key
// groups a subtask owns, so a restore at another parallelism gives each timer to the subtask
// that now owns its key. The bytes: a count, then per time its i64 and the keys under it (key
// group, key bytes), in the order they were registered.

#include "common/byte_codec.h"
#include "exec/idle_state_retention.h"
#include "runtime/key_groups.h"

#include <sluice/status.h>
#include <sluice/text.h>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

/// `Key` has `int keyGroup` and `std::string key`.
template <typename Key> std::string encodeKeyedTimers(const std::map<std::int64_t, std::vector<Key>> &timers)
{
    ByteWriter w;
    w.varint(timers.size());
    for (const auto &[time, keys] : timers) {
        w.i64(time);
        w.varint(keys.size());
        for (const Key &k : keys) {
            w.varint(static_cast<std::uint64_t>(k.keyGroup));
            w.bytes(k.key);
        }
    }
    return w.take();
}

/// Adds the timers of `item` whose key group is in `mine` to `timers`.
template <typename Key>
Status decodeKeyedTimers(std::string_view item, const KeyGroupRange &mine, std::map<std::int64_t, std::vector<Key>> &timers,
                         const Text &what)
{
    ByteReader r(item, what.english());
    const std::uint64_t times = r.count("timer count", 9);
    for (std::uint64_t t = 0; t < times && r.ok(); ++t) {
        const std::int64_t time = r.i64("timer time");
        const std::uint64_t keys = r.count("timer key count", 2);
        for (std::uint64_t k = 0; k < keys && r.ok(); ++k) {
            const std::uint64_t group = r.varint("timer key group");
            const std::string_view key = r.bytes("timer key");
            if (r.ok() && mine.contains(static_cast<int>(group)))
                timers[time].push_back(Key{static_cast<int>(group), std::string(key)});
        }
    }
    if (r.ok() && !r.atEnd())
        r.fail("end", sluice::Engine::tr("is followed by unexpected bytes"));
    return r.status();
}

/// Timers kept as (time, state address), the address beginning with its key group
/// (joinStateAddress): the same bytes as encodeKeyedTimers, one key per time entry.
std::string encodeAddressTimers(const std::set<std::pair<std::int64_t, std::string>> &timers);
/// Adds the timers of `item` whose address's key group is in `mine`.
Status decodeAddressTimers(std::string_view item, const KeyGroupRange &mine,
                           std::set<std::pair<std::int64_t, std::string>> &timers, const Text &what);

/// A timer with a small tag beside its state address (joinStateAddress): which cache of an
/// interval join it cleans, which phase of a periodic firing it is.
struct TaggedTimer {
    std::int64_t time = 0;
    std::uint8_t tag = 0;
    std::string address;
};
/// The bytes of encodeKeyedTimers, each key's bytes led by its tag; `timers` in firing order.
std::string encodeTaggedTimers(const std::vector<TaggedTimer> &timers);
/// Appends the timers of `item` whose key group is in `mine`, by time (in their order within one
/// time); a tag above `maxTag` is corruption.
Status decodeTaggedTimers(std::string_view item, const KeyGroupRange &mine, std::uint8_t maxTag,
                          std::vector<TaggedTimer> &timers, const Text &what);

/// A counter that keeps an operator's entries apart (a sequence number in its state's user
/// keys): each subtask's value is written; a restore continues after the highest of them all.
std::string encodeCounter(std::int64_t value);
Status restoreCounter(std::string_view item, std::int64_t &value, const Text &what);

/// An operator whose memory holds timers by state address and a sequence (window joins, window
/// Top-N, temporal joins): items 0 and 1 of its checkpoint.
void snapshotTimersAndSequence(const std::set<std::pair<std::int64_t, std::string>> &timers, std::int64_t sequence,
                               std::vector<std::string> &items);
/// Restores them from one old subtask's items (which must hold exactly `items` of them).
Status restoreTimersAndSequence(const std::vector<std::string> &oldItems, std::size_t items, const KeyGroupRange &mine,
                                std::set<std::pair<std::int64_t, std::string>> &timers, std::int64_t &sequence,
                                const Text &what);
/// The same over every old subtask of a restore whose items are just these two.
template <typename Restored>
Status restoreTimersAndSequence(const std::vector<Restored> &state, const KeyGroupRange &mine,
                                std::set<std::pair<std::int64_t, std::string>> &timers, std::int64_t &sequence,
                                const Text &what)
{
    for (const Restored &old : state) {
        if (Status s = restoreTimersAndSequence(old.items, 2, mine, timers, sequence, what); !s.isOk())
            return s;
    }
    return Status::ok();
}

/// An operator whose memory also holds an idle-state retention schedule (temporal joins, OVER
/// windows): timers, sequence and schedule are items 0 to 2 of its checkpoint.
void snapshotTimersSequenceAndRetention(const std::set<std::pair<std::int64_t, std::string>> &timers,
                                        std::int64_t sequence, const IdleStateRetention &retention,
                                        std::vector<std::string> &items);
/// Restores them over every old subtask of a restore, the key groups in `mine` only.
template <typename Restored>
Status restoreTimersSequenceAndRetention(const std::vector<Restored> &state, const KeyGroupRange &mine,
                                         std::set<std::pair<std::int64_t, std::string>> &timers,
                                         std::int64_t &sequence, IdleStateRetention &retention,
                                         const Text &what)
{
    for (const Restored &old : state) {
        if (Status s = restoreTimersAndSequence(old.items, 3, mine, timers, sequence, what); !s.isOk())
            return s;
        if (Status s = retention.restore(old.items[2], mine, what); !s.isOk())
            return s;
    }
    return Status::ok();
}

} // namespace sluice::exec
