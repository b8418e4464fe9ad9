#pragma once

// DECIMAL arithmetic as Flink's DecimalDataUtils does it on java.math.BigDecimal: exact results,
// rounded HALF_UP to the result type's scale, NULL (here: false) when the result needs more digits
// than the result type's precision. Values are unscaled Int128 with the scale of their type;
// intermediate results that do not fit 128 bits are computed in 256 bits.

#include "common/logical_type.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace sluice::exec::detail {

/// 10^n for n in [0, 38].
Int128 pow10i(int n);
/// Decimal digits of |v|; 1 for 0.
int decimalDigits(Int128 v);
/// |v| < 10^precision.
bool fitsPrecision(Int128 v, int precision);

/// round(v * 10^-fromScale, toScale) HALF_UP into `out`; false when it needs more than `precision`
/// digits (Flink: DecimalData.fromBigDecimal returns null).
bool decimalRescale(Int128 v, int fromScale, int toScale, int precision, Int128 &out);

bool decimalAdd(Int128 a, int sa, Int128 b, int sb, int precision, int scale, Int128 &out);
bool decimalMultiply(Int128 a, int sa, Int128 b, int sb, int precision, int scale, Int128 &out);

enum class DecimalOutcome : std::uint8_t { Ok, Overflow, DivisionByZero };
/// BigDecimal.divide(b, MathContext(38, HALF_UP)) then setScale(scale, HALF_UP).
DecimalOutcome decimalDivide(Int128 a, int sa, Int128 b, int sb, int precision, int scale,
                             Int128 &out);
/// BigDecimal.remainder(b): the sign follows the dividend.
DecimalOutcome decimalModulo(Int128 a, int sa, Int128 b, int sb, int precision, int scale,
                             Int128 &out);

enum class ParseOutcome : std::uint8_t { Ok, Invalid, Overflow };
/// Parses java.math.BigDecimal syntax (sign, digits, '.', exponent) after trimming whitespace,
/// rounding HALF_UP to `scale`.
ParseOutcome parseDecimal(std::string_view text, int precision, int scale, Int128 &out);

/// BigDecimal.doubleValue() as Flink's DecimalDataUtils.doubleValue computes it (compact values,
/// precision <= 18, divide a long by a power of ten).
double decimalToDouble(Int128 v, int precision, int scale);
/// BigDecimal.valueOf(double) (Double.toString) rounded to the type; Invalid for NaN/Infinity.
ParseOutcome decimalFromDouble(double v, int precision, int scale, Int128 &out);
/// Truncates toward zero to an integer (BigDecimal.setScale(0, DOWN)), low 64 bits as longValue().
std::int64_t decimalToLong(Int128 v, int scale);
/// FLOOR / CEIL to scale 0.
Int128 decimalFloor(Int128 v, int scale);
Int128 decimalCeil(Int128 v, int scale);
/// ROUND(v, digits) HALF_UP, result at scale max(digits, 0) (Flink's sround).
Int128 decimalRound(Int128 v, int scale, int digits);

/// ROUND of a DOUBLE as Flink: BigDecimal.valueOf(v) rounded HALF_UP to `digits`, back to double.
double roundDouble(double v, int digits);

} // namespace sluice::exec::detail
