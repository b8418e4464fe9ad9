#include "exec/sort_key_encoding.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace sluice::exec {

namespace {

template <typename U> void putBigEndian(std::string &out, U v)
{
    for (int shift = static_cast<int>(sizeof(U) * 8) - 8; shift >= 0; shift -= 8)
        out.push_back(static_cast<char>(static_cast<std::uint8_t>(v >> shift)));
}

template <typename S> auto flipSign(S v)
{
    using U = std::make_unsigned_t<S>;
    return static_cast<U>(static_cast<U>(v) ^ (U{1} << (sizeof(U) * 8 - 1)));
}

template <typename F, typename U> U orderedFloatBits(F v)
{
    if (std::isnan(v))
        v = std::numeric_limits<F>::quiet_NaN();
    if (v == F(0))
        v = F(0); // -0.0 sorts as 0.0
    U bits;
    std::memcpy(&bits, &v, sizeof bits);
    const U sign = U{1} << (sizeof(U) * 8 - 1);
    return (bits & sign) ? static_cast<U>(~bits) : static_cast<U>(bits | sign);
}

} // namespace

void appendOrderedInt64(std::string &out, std::int64_t v)
{
    putBigEndian(out, flipSign(v));
}

std::int64_t readOrderedInt64(std::string_view bytes)
{
    std::uint64_t u = 0;
    for (std::size_t i = 0; i < 8; ++i)
        u = (u << 8) | static_cast<unsigned char>(bytes[i]);
    return static_cast<std::int64_t>(u ^ (std::uint64_t{1} << 63));
}

std::string timeOrderedKey(std::int64_t time, std::int64_t sequence)
{
    std::string k;
    appendOrderedInt64(k, time);
    appendOrderedInt64(k, sequence);
    return k;
}

void appendOrderedValue(std::string &out, const RowBatch &b, std::size_t col, std::size_t row,
                        bool descending, bool nullsFirst)
{
    const std::size_t start = out.size();
    if (b.isNull(col, row)) {
        // Below every value ('\1'), or above it when the NULLS clause flips the direction's
        // default; the inversion of a descending key then puts it where it belongs.
        out.push_back(nullsFirst != descending ? '\0' : '\2');
    } else {
        out.push_back('\1');
        switch (b.physicalType(col)) {
        case PhysicalType::None: break;
        case PhysicalType::Bool: out.push_back(b.get<std::uint8_t>(col, row) ? '\1' : '\0'); break;
        case PhysicalType::Int8: putBigEndian(out, flipSign(b.get<std::int8_t>(col, row))); break;
        case PhysicalType::Int16: putBigEndian(out, flipSign(b.get<std::int16_t>(col, row))); break;
        case PhysicalType::Int32: putBigEndian(out, flipSign(b.get<std::int32_t>(col, row))); break;
        case PhysicalType::Int64: putBigEndian(out, flipSign(b.get<std::int64_t>(col, row))); break;
        case PhysicalType::Float32:
            putBigEndian(out, orderedFloatBits<float, std::uint32_t>(b.get<float>(col, row)));
            break;
        case PhysicalType::Float64:
            putBigEndian(out, orderedFloatBits<double, std::uint64_t>(b.get<double>(col, row)));
            break;
        case PhysicalType::Decimal128: {
            __extension__ using U128 = unsigned __int128;
            const U128 u =
                static_cast<U128>(b.get<Decimal128>(col, row).unscaled) ^ (U128{1} << 127);
            putBigEndian(out, static_cast<std::uint64_t>(u >> 64));
            putBigEndian(out, static_cast<std::uint64_t>(u));
            break;
        }
        case PhysicalType::Timestamp: {
            const TimestampValue ts = b.get<TimestampValue>(col, row);
            putBigEndian(out, flipSign(ts.millis));
            putBigEndian(out, static_cast<std::uint32_t>(ts.nanoOfMilli));
            break;
        }
        case PhysicalType::Bytes: {
            // Unsigned byte order as Flink's BinaryStringData.compareTo; 0x00 is escaped so the
            // 0x00 0x00 terminator keeps shorter prefixes first.
            for (char c : b.getString(col, row)) {
                out.push_back(c);
                if (c == '\0')
                    out.push_back('\xFF');
            }
            out.push_back('\0');
            out.push_back('\0');
            break;
        }
        }
    }
    if (descending) {
        for (std::size_t i = start; i < out.size(); ++i)
            out[i] = static_cast<char>(~static_cast<std::uint8_t>(out[i]));
    }
}


void appendSortKey(std::string &out, const RowBatch &batch, std::size_t row,
                   const std::vector<plan::SortKey> &keys)
{
    for (const auto &k : keys)
        appendOrderedValue(out, batch, static_cast<std::size_t>(k.column), row, k.descending,
                           k.nullsComeFirst());
}

} // namespace sluice::exec
