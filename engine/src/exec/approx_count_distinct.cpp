#include "exec/approx_count_distinct.h"

#include <xxhash.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <vector>

namespace sluice::exec {

namespace {

constexpr std::uint64_t kSeed = 42;

std::uint64_t hashBytes(const void *data, std::size_t size) { return XXH64(data, size, kSeed); }

std::uint64_t hashInt(std::int32_t v) { return hashBytes(&v, sizeof v); }
std::uint64_t hashLong(std::int64_t v) { return hashBytes(&v, sizeof v); }

/// BigInteger.toByteArray(): the shortest big-endian two's complement bytes of `v`.
std::vector<unsigned char> twosComplementBytes(Int128 v)
{
    std::vector<unsigned char> bytes;
    for (int i = 15; i >= 0; --i)
        bytes.push_back(static_cast<unsigned char>((v >> (8 * i)) & 0xFF)); // arithmetic shift
    // Drop leading bytes that only repeat the sign of the next one.
    std::size_t start = 0;
    while (start + 1 < bytes.size() &&
           ((bytes[start] == 0x00 && (bytes[start + 1] & 0x80) == 0) ||
            (bytes[start] == 0xFF && (bytes[start + 1] & 0x80) != 0)))
        ++start;
    return {bytes.begin() + static_cast<std::ptrdiff_t>(start), bytes.end()};
}

} // namespace

std::uint64_t ApproxDistinctSketch::hashValue(const LogicalType &type, const RowBatch &in, std::size_t row,
                                              std::size_t col)
{
    switch (type.root()) {
    case LogicalTypeRoot::TinyInt: return hashInt(in.get<std::int8_t>(col, row));
    case LogicalTypeRoot::SmallInt: return hashInt(in.get<std::int16_t>(col, row));
    case LogicalTypeRoot::Integer: return hashInt(in.get<std::int32_t>(col, row));
    case LogicalTypeRoot::Date:
    case LogicalTypeRoot::Time: return hashLong(in.get<std::int32_t>(col, row)); // as a long
    case LogicalTypeRoot::BigInt: return hashLong(in.get<std::int64_t>(col, row));
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: return hashLong(in.get<TimestampValue>(col, row).millis);
    case LogicalTypeRoot::Float: {
        // Float.floatToIntBits of the value, NaN and -0.0 made canonical.
        float f = in.get<float>(col, row);
        if (std::isnan(f))
            return hashInt(0x7fc00000);
        if (f == 0.0F)
            f = 0.0F;
        return hashInt(std::bit_cast<std::int32_t>(f));
    }
    case LogicalTypeRoot::Double: {
        double d = in.get<double>(col, row);
        if (std::isnan(d))
            return hashLong(0x7ff8000000000000LL);
        if (d == 0.0)
            d = 0.0;
        return hashLong(std::bit_cast<std::int64_t>(d));
    }
    case LogicalTypeRoot::Decimal: {
        const Int128 unscaled = in.get<Decimal128>(col, row).unscaled;
        if (type.precision() <= 18)
            return hashLong(static_cast<std::int64_t>(unscaled));
        const std::vector<unsigned char> bytes = twosComplementBytes(unscaled);
        return hashBytes(bytes.data(), bytes.size());
    }
    default: {
        const std::string_view s = in.getString(col, row);
        return hashBytes(s.data(), s.size());
    }
    }
}

void ApproxDistinctSketch::add(std::string &registers, std::uint64_t hash)
{
    if (registers.empty())
        registers.assign(kRegisters, '\0');
    const std::size_t index = hash >> (64 - kPrecision);
    const std::uint64_t rest = (hash << kPrecision) | (std::uint64_t{1} << (kPrecision - 1));
    const auto zeros = static_cast<unsigned char>(std::countl_zero(rest) + 1);
    auto &reg = reinterpret_cast<unsigned char &>(registers[index]);
    reg = std::max(reg, zeros);
}

void ApproxDistinctSketch::merge(std::string &registers, const std::string &other)
{
    if (other.empty())
        return;
    if (registers.empty()) {
        registers = other;
        return;
    }
    for (std::size_t i = 0; i < kRegisters; ++i)
        registers[i] = static_cast<char>(std::max(static_cast<unsigned char>(registers[i]),
                                                  static_cast<unsigned char>(other[i])));
}

std::int64_t ApproxDistinctSketch::estimate(const std::string &registers)
{
    constexpr int m = static_cast<int>(kRegisters);
    double zInverse = 0.0;
    double zeros = 0.0;
    for (std::size_t i = 0; i < kRegisters; ++i) {
        const int r = registers.empty() ? 0 : static_cast<unsigned char>(registers[i]);
        // Java's `1.0 / (1 << r)` shifts an int: by r mod 32, 1 << 31 negative.
        zInverse += 1.0 / static_cast<double>(static_cast<std::int32_t>(std::uint32_t{1} << (r & 31)));
        if (r == 0)
            zeros += 1.0;
    }
    const double alphaM2 = (0.7213 / (1.0 + 1.079 / m)) * m * m;
    const double raw = alphaM2 / zInverse;
    double estimate = raw;
    if (zeros > 0) {
        const double linear = m * std::log(m / zeros);
        if (linear <= 11500.0 || raw <= 2.5 * m) // HLL++'s threshold for 14 bits
            estimate = linear;
    }
    return static_cast<std::int64_t>(std::floor(estimate + 0.5));
}

} // namespace sluice::exec
