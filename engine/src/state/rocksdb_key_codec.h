#pragma once

// The byte layout of the RocksDB state backend's keys and values (private to the backend and its
// tests).
//
// Key:   [key group: 2 bytes big-endian][key length: LEB128 varint][key bytes][user key bytes]
//        (the user key only in map tables). The big-endian group first makes a range of key
//        groups one contiguous range of RocksDB keys; the length prefix makes (key, user key)
//        unambiguous, so one key's map entries are exactly the keys starting with its prefix, in
//        user-key byte order.
// Value: [write timestamp: 8 bytes big-endian, only when the table has a TTL][value bytes]
//        (the idea of Flink's TtlValue; the compaction filter reads the timestamp in place).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sluice::state::rocksdb_codec {

/// Key groups fit in two bytes: Flink's max parallelism is at most 32768.
constexpr int kMaxKeyGroups = 1 << 15;
constexpr std::size_t kGroupBytes = 2;
constexpr std::size_t kTimestampBytes = 8;

/// Appends the 2-byte big-endian key group.
inline void appendGroup(std::string &out, int keyGroup)
{
    out.push_back(static_cast<char>((keyGroup >> 8) & 0xff));
    out.push_back(static_cast<char>(keyGroup & 0xff));
}

/// Writes the prefix of (keyGroup, key) into `out` (cleared first; its capacity is reused).
inline void encodeKeyPrefix(std::string &out, int keyGroup, std::string_view key)
{
    out.clear();
    appendGroup(out, keyGroup);
    std::uint64_t n = key.size();
    while (n >= 0x80) {
        out.push_back(static_cast<char>((n & 0x7f) | 0x80));
        n >>= 7;
    }
    out.push_back(static_cast<char>(n));
    out.append(key);
}

/// The parts of an encoded key.
struct DecodedKey {
    int keyGroup = 0;
    std::string_view key;
    std::string_view userKey;
};

/// Splits an encoded key; nothing when the bytes are not a well-formed key.
inline std::optional<DecodedKey> decodeKey(std::string_view bytes)
{
    if (bytes.size() < kGroupBytes + 1)
        return std::nullopt;
    DecodedKey out;
    out.keyGroup =
        (static_cast<unsigned char>(bytes[0]) << 8) | static_cast<unsigned char>(bytes[1]);
    std::size_t pos = kGroupBytes;
    std::uint64_t len = 0;
    for (int shift = 0;; shift += 7) {
        if (pos >= bytes.size() || shift > 63)
            return std::nullopt;
        const auto b = static_cast<unsigned char>(bytes[pos++]);
        len |= static_cast<std::uint64_t>(b & 0x7f) << shift;
        if ((b & 0x80) == 0)
            break;
    }
    if (len > bytes.size() - pos)
        return std::nullopt;
    out.key = bytes.substr(pos, len);
    out.userKey = bytes.substr(pos + len);
    return out;
}

/// Bytes of the (key group, key) prefix of an encoded key, i.e. without the user key; 0 when the
/// bytes are not a well-formed key. The backend's prefix extractor: a key's map entries share it.
inline std::size_t keyPrefixLength(std::string_view bytes)
{
    const std::optional<DecodedKey> d = decodeKey(bytes);
    return d ? bytes.size() - d->userKey.size() : 0;
}

/// The smallest key greater than every key starting with `prefix` (for iterate_upper_bound):
/// drop trailing 0xff bytes and increment the last. Empty when there is none.
inline void prefixSuccessor(std::string &out, std::string_view prefix)
{
    out.assign(prefix);
    while (!out.empty() && static_cast<unsigned char>(out.back()) == 0xff)
        out.pop_back();
    if (!out.empty())
        out.back() = static_cast<char>(static_cast<unsigned char>(out.back()) + 1);
}

inline void appendTimestamp(std::string &out, std::int64_t millis)
{
    const auto u = static_cast<std::uint64_t>(millis);
    for (int shift = 56; shift >= 0; shift -= 8)
        out.push_back(static_cast<char>((u >> shift) & 0xff));
}

/// REQUIRES: bytes.size() >= kTimestampBytes
inline std::int64_t readTimestamp(std::string_view bytes)
{
    std::uint64_t u = 0;
    for (std::size_t i = 0; i < kTimestampBytes; ++i)
        u = (u << 8) | static_cast<unsigned char>(bytes[i]);
    return static_cast<std::int64_t>(u);
}

/// Flink's TtlUtils.expired: an entry written at `timestamp` is expired once timestamp + ttl <=
/// now (the sum saturating instead of overflowing).
inline bool isExpired(std::int64_t timestamp, std::int64_t ttlMillis, std::int64_t now)
{
    if (ttlMillis <= 0)
        return false;
    const std::int64_t room = INT64_MAX - (timestamp > 0 ? timestamp : 0);
    const std::int64_t expiresAt = timestamp + (ttlMillis < room ? ttlMillis : room);
    return expiresAt <= now;
}

} // namespace sluice::state::rocksdb_codec
