#include "exec/expr_decimal.h"

#include "common/value_format.h"

#include <array>
#include <cmath>
#include <cstdlib>

namespace sluice::exec::detail {
namespace {

__extension__ using U128 = unsigned __int128;

constexpr std::array<Int128, 39> makePow10()
{
    std::array<Int128, 39> p{};
    p[0] = 1;
    for (std::size_t i = 1; i < p.size(); ++i)
        p[i] = p[i - 1] * 10;
    return p;
}
constexpr std::array<Int128, 39> kPow10 = makePow10();

// Unsigned 256-bit magnitude, little-endian 64-bit limbs. Only what exact decimal arithmetic needs.
struct U256 {
    std::uint64_t w[4] = {0, 0, 0, 0};

    static U256 from(U128 v)
    {
        U256 r;
        r.w[0] = static_cast<std::uint64_t>(v);
        r.w[1] = static_cast<std::uint64_t>(v >> 64);
        return r;
    }
    bool isZero() const { return (w[0] | w[1] | w[2] | w[3]) == 0; }
    bool fits128() const { return (w[2] | w[3]) == 0; }
    U128 low128() const { return (static_cast<U128>(w[1]) << 64) | w[0]; }

    void mulSmall(std::uint64_t m)
    {
        U128 carry = 0;
        for (auto &limb : w) {
            const U128 t = static_cast<U128>(limb) * m + carry;
            limb = static_cast<std::uint64_t>(t);
            carry = t >> 64;
        }
    }
    std::uint64_t divSmall(std::uint64_t d)
    {
        U128 rem = 0;
        for (int i = 3; i >= 0; --i) {
            const U128 cur = (rem << 64) | w[i];
            w[i] = static_cast<std::uint64_t>(cur / d);
            rem = cur % d;
        }
        return static_cast<std::uint64_t>(rem);
    }
    void addSmall(std::uint64_t v)
    {
        for (auto &limb : w) {
            const std::uint64_t before = limb;
            limb += v;
            if (limb >= before)
                return;
            v = 1;
        }
    }
    void mulPow10(int n)
    {
        while (n > 0) {
            const int step = n > 19 ? 19 : n;
            mulSmall(static_cast<std::uint64_t>(kPow10[static_cast<std::size_t>(step)]));
            n -= step;
        }
    }
    /// Divides by 10^n rounding HALF_UP (only the first dropped digit decides).
    void divPow10HalfUp(int n)
    {
        if (n <= 0)
            return;
        int rest = n - 1;
        while (rest > 0) {
            const int step = rest > 19 ? 19 : rest;
            divSmall(static_cast<std::uint64_t>(kPow10[static_cast<std::size_t>(step)]));
            rest -= step;
        }
        if (divSmall(10) >= 5)
            addSmall(1);
    }
};

int compare(const U256 &a, const U256 &b)
{
    for (int i = 3; i >= 0; --i) {
        if (a.w[i] != b.w[i])
            return a.w[i] < b.w[i] ? -1 : 1;
    }
    return 0;
}

U256 add(const U256 &a, const U256 &b)
{
    U256 r;
    std::uint64_t carry = 0;
    for (int i = 0; i < 4; ++i) {
        const U128 t = static_cast<U128>(a.w[i]) + b.w[i] + carry;
        r.w[i] = static_cast<std::uint64_t>(t);
        carry = static_cast<std::uint64_t>(t >> 64);
    }
    return r;
}

U256 sub(const U256 &a, const U256 &b) // REQUIRES: a >= b
{
    U256 r;
    std::uint64_t borrow = 0;
    for (int i = 0; i < 4; ++i) {
        const U128 t = static_cast<U128>(a.w[i]) - b.w[i] - borrow;
        r.w[i] = static_cast<std::uint64_t>(t);
        borrow = (t >> 64) ? 1 : 0;
    }
    return r;
}

U256 mul(U128 a, U128 b)
{
    const std::uint64_t x[2] = {static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(a >> 64)};
    const std::uint64_t y[2] = {static_cast<std::uint64_t>(b), static_cast<std::uint64_t>(b >> 64)};
    U256 r;
    for (int i = 0; i < 2; ++i) {
        U128 carry = 0;
        for (int j = 0; j < 2; ++j) {
            const U128 t = static_cast<U128>(x[i]) * y[j] + r.w[i + j] + carry;
            r.w[i + j] = static_cast<std::uint64_t>(t);
            carry = t >> 64;
        }
        r.w[i + 2] += static_cast<std::uint64_t>(carry);
    }
    return r;
}

// Binary long division; the divisor is at most 128 bits wide.
U256 divMod(const U256 &num, U128 den, U128 &remainder)
{
    if ((den >> 64) == 0) {
        U256 q = num;
        remainder = q.divSmall(static_cast<std::uint64_t>(den));
        return q;
    }
    U256 q;
    U256 r;
    const U256 d = U256::from(den);
    for (int bit = 255; bit >= 0; --bit) {
        // r = r << 1 | bit
        for (int i = 3; i > 0; --i)
            r.w[i] = (r.w[i] << 1) | (r.w[i - 1] >> 63);
        r.w[0] = (r.w[0] << 1) | ((num.w[bit / 64] >> (bit % 64)) & 1U);
        if (compare(r, d) >= 0) {
            r = sub(r, d);
            q.w[bit / 64] |= std::uint64_t{1} << (bit % 64);
        }
    }
    remainder = r.low128();
    return q;
}

U128 magnitude(Int128 v)
{
    return v < 0 ? static_cast<U128>(0) - static_cast<U128>(v) : static_cast<U128>(v);
}

int digitsOf(const U256 &v)
{
    if (v.fits128()) {
        const U128 m = v.low128();
        int d = 1;
        while (d < 39 && m >= static_cast<U128>(kPow10[static_cast<std::size_t>(d)]))
            ++d;
        if (d < 39)
            return d;
    }
    U256 t = v;
    int d = 0;
    while (!t.isZero()) {
        t.divSmall(10);
        ++d;
    }
    return d == 0 ? 1 : d;
}

// A signed result: fits `precision` digits after rounding from `fromScale` to `toScale`.
bool finish(U256 mag, bool negative, int fromScale, int toScale, int precision, Int128 &out)
{
    if (toScale < fromScale)
        mag.divPow10HalfUp(fromScale - toScale);
    else if (toScale > fromScale) {
        if (digitsOf(mag) + (toScale - fromScale) > precision && !mag.isZero())
            return false;
        mag.mulPow10(toScale - fromScale);
    }
    if (!mag.fits128())
        return false;
    const U128 m = mag.low128();
    if (m >= static_cast<U128>(kPow10[static_cast<std::size_t>(precision)]))
        return false;
    out = negative ? -static_cast<Int128>(m) : static_cast<Int128>(m);
    return true;
}

std::string_view trimSpaces(std::string_view s)
{
    auto space = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

// Digits and exponent of a BigDecimal literal: value = digits * 10^-scale.
struct DecimalText {
    bool negative = false;
    std::string digits; // no leading zeros; may be empty for zero
    long scale = 0;
};

bool splitDecimal(std::string_view s, DecimalText &t)
{
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
        t.negative = s[i] == '-';
        ++i;
    }
    bool anyDigit = false;
    bool dot = false;
    long frac = 0;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (c >= '0' && c <= '9') {
            anyDigit = true;
            if (!(t.digits.empty() && c == '0'))
                t.digits += c;
            if (dot)
                ++frac;
        } else if (c == '.' && !dot) {
            dot = true;
        } else {
            break;
        }
    }
    if (!anyDigit)
        return false;
    long exponent = 0;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        bool expNeg = false;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
            expNeg = s[i] == '-';
            ++i;
        }
        if (i >= s.size())
            return false;
        for (; i < s.size(); ++i) {
            if (s[i] < '0' || s[i] > '9')
                return false;
            exponent = exponent * 10 + (s[i] - '0');
            if (exponent > 1'000'000'000)
                return false;
        }
        if (expNeg)
            exponent = -exponent;
    }
    if (i != s.size())
        return false;
    t.scale = frac - exponent;
    return true;
}

ParseOutcome roundText(const DecimalText &t, int precision, int scale, Int128 &out)
{
    std::string digits = t.digits;
    long sc = t.scale;
    if (digits.empty()) {
        out = 0;
        return ParseOutcome::Ok;
    }
    bool roundUp = false;
    if (sc > scale) {
        const long drop = sc - scale;
        if (drop > static_cast<long>(digits.size())) {
            out = 0;
            return ParseOutcome::Ok;
        }
        roundUp = digits[digits.size() - static_cast<std::size_t>(drop)] >= '5';
        digits.resize(digits.size() - static_cast<std::size_t>(drop));
        sc = scale;
    }
    const long total = static_cast<long>(digits.size()) + (scale - sc);
    if (total > precision)
        return ParseOutcome::Overflow; // at least 10^precision before rounding
    U128 m = 0;
    for (char c : digits)
        m = m * 10 + static_cast<U128>(c - '0');
    for (long k = sc; k < scale; ++k)
        m *= 10;
    if (roundUp)
        m += 1;
    if (m >= static_cast<U128>(kPow10[static_cast<std::size_t>(precision)]))
        return ParseOutcome::Overflow;
    out = t.negative ? -static_cast<Int128>(m) : static_cast<Int128>(m);
    return ParseOutcome::Ok;
}

} // namespace

Int128 pow10i(int n)
{
    return kPow10[static_cast<std::size_t>(n)];
}

int decimalDigits(Int128 v)
{
    const U128 m = magnitude(v);
    int d = 1;
    while (d < 39 && m >= static_cast<U128>(kPow10[static_cast<std::size_t>(d)]))
        ++d;
    return d;
}

bool fitsPrecision(Int128 v, int precision)
{
    return magnitude(v) < static_cast<U128>(kPow10[static_cast<std::size_t>(precision)]);
}

bool decimalRescale(Int128 v, int fromScale, int toScale, int precision, Int128 &out)
{
    if (fromScale == toScale) {
        out = v;
        return fitsPrecision(v, precision);
    }
    return finish(U256::from(magnitude(v)), v < 0, fromScale, toScale, precision, out);
}

bool decimalAdd(Int128 a, int sa, Int128 b, int sb, int precision, int scale, Int128 &out)
{
    if (sa == sb && sa == scale) {
        Int128 r;
        if (!__builtin_add_overflow(a, b, &r)) {
            out = r;
            return fitsPrecision(r, precision);
        }
    }
    const int common = sa > sb ? sa : sb;
    U256 ma = U256::from(magnitude(a));
    U256 mb = U256::from(magnitude(b));
    ma.mulPow10(common - sa);
    mb.mulPow10(common - sb);
    const bool na = a < 0, nb = b < 0;
    U256 mag;
    bool negative;
    if (na == nb) {
        mag = add(ma, mb);
        negative = na;
    } else if (compare(ma, mb) >= 0) {
        mag = sub(ma, mb);
        negative = na;
    } else {
        mag = sub(mb, ma);
        negative = nb;
    }
    return finish(mag, negative && !mag.isZero(), common, scale, precision, out);
}

bool decimalMultiply(Int128 a, int sa, Int128 b, int sb, int precision, int scale, Int128 &out)
{
    const U256 mag = mul(magnitude(a), magnitude(b));
    return finish(mag, (a < 0) != (b < 0) && !mag.isZero(), sa + sb, scale, precision, out);
}

DecimalOutcome decimalDivide(Int128 a, int sa, Int128 b, int sb, int precision, int scale,
                             Int128 &out)
{
    if (b == 0)
        return DecimalOutcome::DivisionByZero;
    if (a == 0) {
        out = 0;
        return DecimalOutcome::Ok;
    }
    const bool negative = (a < 0) != (b < 0);
    const U128 ma = magnitude(a), mb = magnitude(b);
    // q = floor(|a| * 10^e / |b|) has 38 or 39 digits; its scale is e + sa - sb.
    const int e = 38 - decimalDigits(a) + decimalDigits(b);
    U256 num = U256::from(ma);
    num.mulPow10(e);
    U128 rem = 0;
    U256 q = divMod(num, mb, rem);
    int qScale = e + sa - sb;
    bool roundUp;
    if (digitsOf(q) > 38) {
        roundUp = q.divSmall(10) >= 5;
        --qScale;
    } else {
        roundUp = rem >= mb - rem; // 2 * rem >= |b| without overflow
    }
    if (roundUp)
        q.addSmall(1);
    // MathContext(38) rounding done; now setScale(scale, HALF_UP) and check the precision.
    if (qScale < 0) {
        q.mulPow10(-qScale);
        qScale = 0;
    }
    return finish(q, negative, qScale, scale, precision, out) ? DecimalOutcome::Ok
                                                              : DecimalOutcome::Overflow;
}

DecimalOutcome decimalModulo(Int128 a, int sa, Int128 b, int sb, int precision, int scale,
                             Int128 &out)
{
    if (b == 0)
        return DecimalOutcome::DivisionByZero;
    const int common = sa > sb ? sa : sb;
    U256 ma = U256::from(magnitude(a));
    U256 mb = U256::from(magnitude(b));
    ma.mulPow10(common - sa);
    mb.mulPow10(common - sb);
    U256 r;
    if (mb.fits128()) {
        U128 rem = 0;
        divMod(ma, mb.low128(), rem);
        r = U256::from(rem);
    } else {
        // |b| scaled beyond 128 bits: |a| scaled is smaller unless it is even larger; subtract.
        r = ma;
        while (compare(r, mb) >= 0)
            r = sub(r, mb);
    }
    return finish(r, a < 0 && !r.isZero(), common, scale, precision, out)
               ? DecimalOutcome::Ok
               : DecimalOutcome::Overflow;
}

ParseOutcome parseDecimal(std::string_view text, int precision, int scale, Int128 &out)
{
    DecimalText t;
    if (!splitDecimal(trimSpaces(text), t))
        return ParseOutcome::Invalid;
    return roundText(t, precision, scale, out);
}

double decimalToDouble(Int128 v, int precision, int scale)
{
    if (precision <= 18)
        return static_cast<double>(static_cast<std::int64_t>(v)) /
               static_cast<double>(
                   static_cast<std::int64_t>(kPow10[static_cast<std::size_t>(scale)]));
    // Correctly rounded, as BigDecimal.doubleValue().
    const std::string s = decimalToPlainString(v, scale);
    return std::strtod(s.c_str(), nullptr);
}

ParseOutcome decimalFromDouble(double v, int precision, int scale, Int128 &out)
{
    if (!std::isfinite(v))
        return ParseOutcome::Invalid;
    return parseDecimal(javaDoubleToString(v), precision, scale, out);
}

std::int64_t decimalToLong(Int128 v, int scale)
{
    const Int128 t = v / kPow10[static_cast<std::size_t>(scale)]; // truncates toward zero
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(static_cast<U128>(t)));
}

Int128 decimalFloor(Int128 v, int scale)
{
    const Int128 p = kPow10[static_cast<std::size_t>(scale)];
    Int128 q = v / p;
    if (v % p != 0 && v < 0)
        --q;
    return q;
}

Int128 decimalCeil(Int128 v, int scale)
{
    const Int128 p = kPow10[static_cast<std::size_t>(scale)];
    Int128 q = v / p;
    if (v % p != 0 && v > 0)
        ++q;
    return q;
}

Int128 decimalRound(Int128 v, int scale, int digits)
{
    if (digits >= scale)
        return v;
    const int drop = scale - digits; // > 0
    if (drop > 38)
        return 0;
    const Int128 p = kPow10[static_cast<std::size_t>(drop)];
    const U128 m = magnitude(v);
    U128 q = m / static_cast<U128>(p);
    const U128 r = m % static_cast<U128>(p);
    if (r >= static_cast<U128>(p) - r) // r >= p / 2, HALF_UP
        ++q;
    Int128 result = static_cast<Int128>(q);
    if (digits < 0) {
        const int up = -digits;
        result = up > 38 ? 0 : result * kPow10[static_cast<std::size_t>(up)];
    }
    return v < 0 ? -result : result;
}

double roundDouble(double v, int digits)
{
    if (!std::isfinite(v))
        return v;
    DecimalText t;
    if (!splitDecimal(javaDoubleToString(v), t) || t.scale <= digits || t.digits.empty())
        return v;
    const long drop = t.scale - digits;
    std::string kept;
    bool roundUp = false;
    if (drop <= static_cast<long>(t.digits.size())) {
        kept = t.digits.substr(0, t.digits.size() - static_cast<std::size_t>(drop));
        roundUp = t.digits[t.digits.size() - static_cast<std::size_t>(drop)] >= '5';
    }
    if (kept.empty())
        kept = "0";
    if (roundUp) {
        int i = static_cast<int>(kept.size()) - 1;
        while (i >= 0 && kept[static_cast<std::size_t>(i)] == '9') {
            kept[static_cast<std::size_t>(i)] = '0';
            --i;
        }
        if (i < 0)
            kept.insert(kept.begin(), '1');
        else
            ++kept[static_cast<std::size_t>(i)];
    }
    std::string text = (t.negative ? "-" : "") + kept + "e" + std::to_string(-digits);
    return std::strtod(text.c_str(), nullptr);
}

} // namespace sluice::exec::detail
