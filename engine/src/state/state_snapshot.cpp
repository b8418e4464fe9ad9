#include "state/state_snapshot.h"

#include <sluice/text.h>

#include <string>

namespace sluice::state {

namespace {

enum Record : std::uint8_t { kEnd = 0, kTable = 1, kEntry = 2 };
constexpr std::uint64_t kMaxKeyGroup = (1 << 15) - 1;

/// Encodes what `snapshot(table, entry)` visits.
template <typename Snapshot> Status encodeKeyedState(Snapshot &&snapshot, ByteWriter &out)
{
    bool map = false;
    bool ttl = false;
    Status s = snapshot(
        [&](const StateTableInfo &t) {
            map = t.map;
            ttl = t.ttlMillis > 0;
            out.u8(kTable);
            out.boolean(t.map);
            out.bytes(t.name);
            out.varint(static_cast<std::uint64_t>(t.ttlMillis));
        },
        [&](const StateEntry &e) {
            out.u8(kEntry);
            out.varint(static_cast<std::uint64_t>(e.keyGroup));
            out.bytes(e.key);
            if (map)
                out.bytes(e.userKey);
            out.bytes(e.value);
            if (ttl)
                out.i64(e.timestamp);
        });
    out.u8(kEnd);
    return s;
}

} // namespace

Status writeKeyedState(KeyedStateBackend &backend, ByteWriter &out)
{
    return encodeKeyedState([&](auto table, auto entry) { return backend.snapshot(table, entry); }, out);
}

Status writeKeyedState(const FrozenKeyedState &frozen, ByteWriter &out)
{
    return encodeKeyedState([&](auto table, auto entry) { return frozen.write(table, entry); }, out);
}

Status readKeyedState(ByteReader &in, KeyedStateBackend &backend, int firstKeyGroup,
                      int lastKeyGroup, std::int64_t nowMillis)
{
    ValueTable *values = nullptr;
    MapTable *maps = nullptr;
    std::int64_t ttl = 0;
    while (in.ok()) {
        const std::uint8_t record = in.u8("state record");
        if (!in.ok() || record == kEnd)
            break;
        if (record == kTable) {
            const bool map = in.boolean("table kind");
            const std::string name(in.bytes("table name"));
            ttl = static_cast<std::int64_t>(in.varint("table TTL"));
            if (!in.ok())
                break;
            if (ttl < 0) {
                in.fail("table TTL", sluice::Engine::tr("is out of range"));
                break;
            }
            values = map ? nullptr : &backend.valueTable(name, TtlConfig{std::chrono::milliseconds(ttl)});
            maps = map ? &backend.mapTable(name, TtlConfig{std::chrono::milliseconds(ttl)}) : nullptr;
            continue;
        }
        if (record != kEntry) {
            in.fail("state record", sluice::Engine::tr("has unknown kind %1").arg(record));
            break;
        }
        if (!values && !maps) {
            in.fail("state record", sluice::Engine::tr("is an entry outside any table"));
            break;
        }
        StateEntry e;
        const std::uint64_t group = in.varint("key group");
        e.key = in.bytes("key");
        if (maps)
            e.userKey = in.bytes("user key");
        e.value = in.bytes("value");
        if (ttl > 0)
            e.timestamp = in.i64("TTL stamp");
        if (!in.ok())
            break;
        if (group > kMaxKeyGroup) {
            in.fail("key group", sluice::Engine::tr("is out of range"));
            break;
        }
        e.keyGroup = static_cast<int>(group);
        if (e.keyGroup < firstKeyGroup || e.keyGroup > lastKeyGroup)
            continue;
        if (ttl > 0 && e.timestamp + ttl <= nowMillis)
            continue; // expired meanwhile: Flink never returns it
        if (maps)
            maps->restore(e);
        else
            values->restore(e);
    }
    if (!in.ok())
        return in.status();
    return backend.status();
}

} // namespace sluice::state
