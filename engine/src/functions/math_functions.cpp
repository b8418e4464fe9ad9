// Numeric functions of engine/src/functions/: the java.lang.Math functions over DOUBLE (SQRT,
// LN, LOG, EXP, the trigonometric and hyperbolic ones, DEGREES, RADIANS), SIGN, PI, E,
// TRUNCATE, BIN, HEX, and the random functions with java.util.Random's sequence for a seed.

#include "exec/expr_decimal.h"
#include "functions/function_kernel.h"

#include <sluice/text.h>

#include <cmath>
#include <random>

namespace sluice::functions {
namespace {


std::optional<LogicalType> typeDouble(FunctionTyping &t)
{
    for (auto &a : t.args) {
        if (!numericArg(a->type))
            return std::nullopt;
        a = plan::castIfNeeded(a, LogicalType::doubleType(a->type.isNullable()));
    }
    return LogicalType::doubleType(anyNullable(t.args));
}

/// ATAN2: Flink's generated code has a DOUBLE and a DECIMAL form, not a DECIMAL mixed with
/// another type.
std::optional<LogicalType> typeAtan2(FunctionTyping &t)
{
    const LogicalType &y = t.args[0]->type, &x = t.args[1]->type;
    if ((y.root() == R::Decimal) != (x.root() == R::Decimal) && !isNullType(y) && !isNullType(x)) {
        t.error = sluice::Engine::tr("Unsupported call: ATAN2(%1, %2)").arg(y.toString()).arg(x.toString());
        return std::nullopt;
    }
    return typeDouble(t);
}

template <double (*F)(double)> Status unaryDouble(KernelRow &row)
{
    row.set<double>(F(row.get<double>(0)));
    return Status::ok();
}

double javaLog(double x) { return std::log(x); }
double javaLog10(double x) { return std::log10(x); }
double javaLog2(double x) { return std::log(x) / std::log(2.0); } // SqlFunctionUtils.log2
double javaExp(double x) { return std::exp(x); }
double javaSqrt(double x) { return std::pow(x, 0.5); } // Flink computes SQRT as POWER(x, 0.5)
double javaSin(double x) { return std::sin(x); }
double javaCos(double x) { return std::cos(x); }
double javaTan(double x) { return std::tan(x); }
double javaCot(double x) { return 1.0 / std::tan(x); }
double javaAsin(double x) { return std::asin(x); }
double javaAcos(double x) { return std::acos(x); }
double javaAtan(double x) { return std::atan(x); }
double javaSinh(double x) { return std::sinh(x); }
double javaCosh(double x) { return std::cosh(x); }
double javaTanh(double x) { return std::tanh(x); }
double javaDegrees(double x) { return x * 57.29577951308232; } // Math.toDegrees
double javaRadians(double x) { return x * 0.017453292519943295; } // Math.toRadians

Status logKernel(KernelRow &row)
{
    // LOG(x) is LN; LOG(base, x) = ln(x) / ln(base).
    if (row.argCount() == 1)
        row.set<double>(std::log(row.get<double>(0)));
    else
        row.set<double>(std::log(row.get<double>(1)) / std::log(row.get<double>(0)));
    return Status::ok();
}

Status atan2Kernel(KernelRow &row)
{
    row.set<double>(std::atan2(row.get<double>(0), row.get<double>(1)));
    return Status::ok();
}

template <double (*F)(double)> Result<NodePtr> compileUnary(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), [](KernelRow &row) { return unaryDouble<F>(row); });
}

template <Status (*K)(KernelRow &)>
Result<NodePtr> simple(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), [](KernelRow &row) { return K(row); });
}

// --- SIGN, TRUNCATE -------------------------------------------------------------------------------

std::optional<LogicalType> typeSameNumeric(FunctionTyping &t)
{
    if (!numericArg(t.args[0]->type))
        return std::nullopt;
    return isNullType(t.args[0]->type) ? LogicalType::doubleType(true) : t.args[0]->type;
}

struct SignKernel {
    LogicalType type;
    Status operator()(KernelRow &row) const
    {
        auto sign = [](auto v) { return static_cast<int>((v > 0) - (v < 0)); };
        switch (type.physicalType()) {
        case PhysicalType::Int8: row.set<std::int8_t>(static_cast<std::int8_t>(sign(row.get<std::int8_t>(0)))); break;
        case PhysicalType::Int16: row.set<std::int16_t>(static_cast<std::int16_t>(sign(row.get<std::int16_t>(0)))); break;
        case PhysicalType::Int32: row.set<std::int32_t>(sign(row.get<std::int32_t>(0))); break;
        case PhysicalType::Int64: row.set<std::int64_t>(sign(row.get<std::int64_t>(0))); break;
        case PhysicalType::Float32: {
            const float v = row.get<float>(0); // Math.signum keeps NaN and signed zeros
            row.set<float>(v > 0 ? 1.0F : v < 0 ? -1.0F : v);
            break;
        }
        case PhysicalType::Float64: {
            const double v = row.get<double>(0);
            row.set<double>(v > 0 ? 1.0 : v < 0 ? -1.0 : v);
            break;
        }
        case PhysicalType::Decimal128: {
            const Int128 v = row.get<Decimal128>(0).unscaled;
            Int128 unit = 1;
            for (int k = 0; k < type.scale(); ++k)
                unit *= 10;
            row.set<Decimal128>(Decimal128{v > 0 ? unit : v < 0 ? -unit : Int128{0}});
            break;
        }
        default: break;
        }
        return Status::ok();
    }
};

Result<NodePtr> compileSign(const BoundExpr &call, std::vector<NodePtr> args)
{
    // Flink 1.20 validates SIGN of a TINYINT or SMALLINT, then its generated code assigns an int
    // to a byte or short and does not compile: such a job fails when it starts.
    if (const R root = call.type.root(); root == R::TinyInt || root == R::SmallInt)
        return Status::invalidArgument(sluice::Engine::tr("SIGN of a %1 does not compile on Flink 1.20 (Table "
                                                          "program cannot be compiled); CAST the argument to INT")
                                           .arg(root == R::TinyInt ? "TINYINT" : "SMALLINT"))
            .at(call.range);
    return kernelNode(call, std::move(args), SignKernel{call.type});
}

std::optional<LogicalType> typeTruncate(FunctionTyping &t)
{
    const LogicalType &x = t.args[0]->type;
    if (!numericArg(x) || (t.args.size() > 1 && !integerArg(t.args[1]->type)))
        return std::nullopt;
    if (t.args.size() > 1)
        t.args[1] = plan::castIfNeeded(t.args[1], LogicalType::integer(t.args[1]->type.isNullable()));
    const bool nullable = anyNullable(t.args);
    if (x.root() == R::Decimal) {
        // Flink's findRoundDecimalType with the constant digits (0 when not given).
        int digits = 0;
        if (t.args.size() > 1) {
            if (t.args[1]->kind != plan::BoundExprKind::Literal || t.args[1]->isNullLiteral)
                return x.withNullability(nullable);
            digits = std::stoi(t.args[1]->literalText);
        }
        const int p = x.precision(), s = x.scale();
        if (digits >= s)
            return x.withNullability(nullable);
        if (digits < 0)
            return adjustedDecimal(std::min(38, 1 + p - s), 0, nullable);
        return adjustedDecimal(1 + p - s + digits, digits, nullable);
    }
    return isNullType(x) ? LogicalType::doubleType(true) : x.withNullability(nullable);
}

/// 10^n as a double, exact for the range used.
double pow10(int n) { return std::pow(10.0, n); }

struct TruncateKernel {
    LogicalType input, result;
    Status operator()(KernelRow &row) const
    {
        const int digits = row.argCount() > 1 ? row.get<std::int32_t>(1) : 0;
        switch (input.physicalType()) {
        case PhysicalType::Float32:
        case PhysicalType::Float64: {
            // SqlFunctionUtils.struncate: BigDecimal.valueOf(x).setScale(digits, DOWN).
            const double x = input.physicalType() == PhysicalType::Float32
                                 ? static_cast<double>(row.get<float>(0))
                                 : row.get<double>(0);
            double r = x;
            if (std::isfinite(x)) {
                const double f = pow10(digits);
                r = digits >= 0 ? std::trunc(x * f) / f : std::trunc(x / pow10(-digits)) * pow10(-digits);
                if (digits >= 0 && std::fabs(x) * f >= 9.0e15)
                    r = x; // beyond double's exact digits the value is already truncated
            }
            r += 0.0; // through BigDecimal, which has no negative zero
            if (input.physicalType() == PhysicalType::Float32)
                row.set<float>(static_cast<float>(r));
            else
                row.set<double>(r);
            return Status::ok();
        }
        case PhysicalType::Decimal128: {
            const Int128 v = row.get<Decimal128>(0).unscaled;
            const int s = input.scale();
            const int keep = std::clamp(digits, -38, s);
            Int128 divisor = 1;
            for (int k = 0; k < s - keep; ++k)
                divisor *= 10;
            Int128 truncated = v / divisor; // toward zero, at scale `keep`
            // Back to the result's scale.
            const int rs = result.scale();
            if (keep < 0) {
                Int128 back = 1;
                for (int k = 0; k < -keep + rs; ++k)
                    back *= 10;
                truncated *= back;
            } else {
                for (int k = keep; k < rs; ++k)
                    truncated *= 10;
                for (int k = rs; k < keep; ++k)
                    truncated /= 10;
            }
            row.set<Decimal128>(Decimal128{truncated});
            return Status::ok();
        }
        default: {
            std::int64_t x = 0;
            switch (input.physicalType()) {
            case PhysicalType::Int8: x = row.get<std::int8_t>(0); break;
            case PhysicalType::Int16: x = row.get<std::int16_t>(0); break;
            case PhysicalType::Int32: x = row.get<std::int32_t>(0); break;
            default: x = row.get<std::int64_t>(0); break;
            }
            if (digits < 0) {
                std::int64_t f = 1;
                for (int k = 0; k < -digits && k < 19; ++k)
                    f *= 10;
                x = -digits >= 19 ? 0 : x / f * f;
            }
            switch (input.physicalType()) {
            case PhysicalType::Int8: row.set<std::int8_t>(static_cast<std::int8_t>(x)); break;
            case PhysicalType::Int16: row.set<std::int16_t>(static_cast<std::int16_t>(x)); break;
            case PhysicalType::Int32: row.set<std::int32_t>(static_cast<std::int32_t>(x)); break;
            default: row.set<std::int64_t>(x); break;
            }
            return Status::ok();
        }
        }
    }
};

Result<NodePtr> compileTruncate(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), TruncateKernel{call.args[0]->type, call.type});
}

// --- Constants ------------------------------------------------------------------------------------

std::optional<LogicalType> typeConstant(FunctionTyping &) { return LogicalType::doubleType(false); }

Status piKernel(KernelRow &row)
{
    row.set<double>(3.141592653589793);
    return Status::ok();
}
Status eKernel(KernelRow &row)
{
    row.set<double>(2.718281828459045);
    return Status::ok();
}

// --- BIN, HEX ---------------------------------------------------------------------------------------

std::optional<LogicalType> typeBin(FunctionTyping &t)
{
    if (!integerArg(t.args[0]->type))
        return std::nullopt;
    t.args[0] = plan::castIfNeeded(t.args[0], LogicalType::bigInt(t.args[0]->type.isNullable()));
    return LogicalType::string(anyNullable(t.args));
}

Status binKernel(KernelRow &row)
{
    auto v = static_cast<std::uint64_t>(row.get<std::int64_t>(0));
    std::string &out = row.buffer();
    do {
        out.insert(out.begin(), static_cast<char>('0' + (v & 1)));
        v >>= 1;
    } while (v);
    row.setString(out);
    return Status::ok();
}

std::optional<LogicalType> typeHex(FunctionTyping &t)
{
    const LogicalType &x = t.args[0]->type;
    if (integerArg(x) && !isNullType(x))
        t.args[0] = plan::castIfNeeded(t.args[0], LogicalType::bigInt(x.isNullable()));
    else if (!stringArg(x))
        return std::nullopt;
    return LogicalType::string(anyNullable(t.args));
}

struct HexKernel {
    bool number;
    Status operator()(KernelRow &row) const
    {
        static constexpr char kDigits[] = "0123456789ABCDEF";
        std::string &out = row.buffer();
        if (number) {
            auto v = static_cast<std::uint64_t>(row.get<std::int64_t>(0));
            do {
                out.insert(out.begin(), kDigits[v & 15]);
                v >>= 4;
            } while (v);
        } else {
            for (unsigned char c : row.str(0)) {
                out += kDigits[c >> 4];
                out += kDigits[c & 15];
            }
        }
        row.setString(out);
        return Status::ok();
    }
};

Result<NodePtr> compileHex(const BoundExpr &call, std::vector<NodePtr> args)
{
    const bool number = isIntegerNumeric(call.args[0]->type);
    return kernelNode(call, std::move(args), HexKernel{number});
}

// --- Random -----------------------------------------------------------------------------------------

/// java.util.Random: the 48-bit linear congruential generator and its nextDouble / nextInt.
class JavaRandom {
public:
    explicit JavaRandom(std::int64_t seed) { setSeed(seed); }
    void setSeed(std::int64_t seed)
    {
        m_seed = (static_cast<std::uint64_t>(seed) ^ 0x5DEECE66DULL) & ((1ULL << 48) - 1);
    }
    std::int32_t next(int bits)
    {
        m_seed = (m_seed * 0x5DEECE66DULL + 0xBULL) & ((1ULL << 48) - 1);
        return static_cast<std::int32_t>(static_cast<std::int64_t>(m_seed) >> (48 - bits));
    }
    double nextDouble()
    {
        const std::int64_t hi = next(26), lo = next(27);
        return static_cast<double>((hi << 27) + lo) * 0x1.0p-53;
    }
    std::int32_t nextInt(std::int32_t bound)
    {
        std::int32_t r = next(31);
        const std::int32_t m = bound - 1;
        if ((bound & m) == 0)
            return static_cast<std::int32_t>((static_cast<std::int64_t>(bound) * r) >> 31);
        for (std::int32_t u = r; u - (r = u % bound) + m < 0; u = next(31)) {
        }
        return r;
    }

private:
    std::uint64_t m_seed = 0;
};

std::int64_t freshSeed()
{
    static thread_local std::mt19937_64 engine{std::random_device{}()};
    return static_cast<std::int64_t>(engine());
}

/// RAND([seed]) and RAND_INTEGER([seed,] bound), as Flink's RandCallGen: one java.util.Random per
/// call site and task, from a constant seed when one is given (then the sequence repeats run
/// after run); a seed read from the row seeds a new generator for that row.
struct RandomKernel {
    bool integer;
    bool seeded;
    bool constantSeed;
    std::shared_ptr<std::optional<JavaRandom>> random = std::make_shared<std::optional<JavaRandom>>();
    Status operator()(KernelRow &row) const
    {
        if (seeded && row.isNull(0))
            return Status::ok();
        if (seeded && !constantSeed)
            random->emplace(row.get<std::int64_t>(0));
        else if (!*random)
            random->emplace(seeded ? row.get<std::int64_t>(0) : freshSeed());
        if (!integer) {
            row.set<double>((*random)->nextDouble());
            return Status::ok();
        }
        const std::size_t b = seeded ? 1 : 0;
        if (row.isNull(b))
            return Status::ok();
        const std::int64_t bound = row.get<std::int64_t>(b);
        if (bound <= 0 || bound > INT32_MAX)
            return row.error(sluice::Engine::tr("bound must be positive"));
        row.set<std::int32_t>((*random)->nextInt(static_cast<std::int32_t>(bound)));
        return Status::ok();
    }
};

std::optional<LogicalType> typeRand(FunctionTyping &t)
{
    if (!t.args.empty()) {
        if (!integerArg(t.args[0]->type))
            return std::nullopt;
        t.args[0] = plan::castIfNeeded(t.args[0], LogicalType::bigInt(t.args[0]->type.isNullable()));
    }
    return LogicalType::doubleType(anyNullable(t.args));
}

std::optional<LogicalType> typeRandInteger(FunctionTyping &t)
{
    for (auto &a : t.args) {
        if (!integerArg(a->type))
            return std::nullopt;
        a = plan::castIfNeeded(a, LogicalType::bigInt(a->type.isNullable()));
    }
    return LogicalType::integer(anyNullable(t.args));
}

Result<NodePtr> compileRand(const BoundExpr &call, std::vector<NodePtr> args)
{
    const bool seeded = !call.args.empty();
    const bool constant = seeded && call.args[0]->isConstant();
    return kernelNode(call, std::move(args), RandomKernel{false, seeded, constant}, true);
}

Result<NodePtr> compileRandInteger(const BoundExpr &call, std::vector<NodePtr> args)
{
    const bool seeded = call.args.size() == 2;
    const bool constant = seeded && call.args[0]->isConstant();
    return kernelNode(call, std::move(args), RandomKernel{true, seeded, constant}, true);
}

std::optional<LogicalType> typeUuid(FunctionTyping &) { return LogicalType::charType(36, false); }

Status uuidKernel(KernelRow &row)
{
    // A version 4 (random) UUID, as UUID.randomUUID().
    static thread_local std::mt19937_64 engine{std::random_device{}()};
    std::uint64_t hi = engine(), lo = engine();
    hi = (hi & ~0xF000ULL) | 0x4000ULL;
    lo = (lo & ~(0xC0ULL << 56)) | (0x80ULL << 56);
    char text[37];
    std::snprintf(text, sizeof text, "%08llx-%04llx-%04llx-%04llx-%012llx",
                  static_cast<unsigned long long>(hi >> 32),
                  static_cast<unsigned long long>((hi >> 16) & 0xFFFF),
                  static_cast<unsigned long long>(hi & 0xFFFF),
                  static_cast<unsigned long long>(lo >> 48),
                  static_cast<unsigned long long>(lo & 0xFFFFFFFFFFFFULL));
    row.setString(std::string_view(text, 36));
    return Status::ok();
}

const ScalarFunctionDef kDefs[] = {
    {"SQRT", 1, 1, "SQRT(<NUMERIC>)", typeDouble, compileUnary<javaSqrt>},
    {"LN", 1, 1, "LN(<NUMERIC>)", typeDouble, compileUnary<javaLog>},
    {"LOG", 1, 2, "LOG(<NUMERIC>)\nLOG(<NUMERIC>, <NUMERIC>)", typeDouble, simple<logKernel>},
    {"LOG10", 1, 1, "LOG10(<NUMERIC>)", typeDouble, compileUnary<javaLog10>},
    {"LOG2", 1, 1, "LOG2(<NUMERIC>)", typeDouble, compileUnary<javaLog2>},
    {"EXP", 1, 1, "EXP(<NUMERIC>)", typeDouble, compileUnary<javaExp>},
    {"SIN", 1, 1, "SIN(<NUMERIC>)", typeDouble, compileUnary<javaSin>},
    {"COS", 1, 1, "COS(<NUMERIC>)", typeDouble, compileUnary<javaCos>},
    {"TAN", 1, 1, "TAN(<NUMERIC>)", typeDouble, compileUnary<javaTan>},
    {"COT", 1, 1, "COT(<NUMERIC>)", typeDouble, compileUnary<javaCot>},
    {"ASIN", 1, 1, "ASIN(<NUMERIC>)", typeDouble, compileUnary<javaAsin>},
    {"ACOS", 1, 1, "ACOS(<NUMERIC>)", typeDouble, compileUnary<javaAcos>},
    {"ATAN", 1, 1, "ATAN(<NUMERIC>)", typeDouble, compileUnary<javaAtan>},
    {"ATAN2", 2, 2, "ATAN2(<NUMERIC>, <NUMERIC>)", typeAtan2, simple<atan2Kernel>},
    {"SINH", 1, 1, "SINH(<NUMERIC>)", typeDouble, compileUnary<javaSinh>},
    {"COSH", 1, 1, "COSH(<NUMERIC>)", typeDouble, compileUnary<javaCosh>},
    {"TANH", 1, 1, "TANH(<NUMERIC>)", typeDouble, compileUnary<javaTanh>},
    {"DEGREES", 1, 1, "DEGREES(<NUMERIC>)", typeDouble, compileUnary<javaDegrees>},
    {"RADIANS", 1, 1, "RADIANS(<NUMERIC>)", typeDouble, compileUnary<javaRadians>},
    {"SIGN", 1, 1, "SIGN(<NUMERIC>)", typeSameNumeric, compileSign},
    {"TRUNCATE", 1, 2, "TRUNCATE(<NUMERIC>)\nTRUNCATE(<NUMERIC>, <INTEGER>)", typeTruncate,
     compileTruncate},
    {"PI", 0, 0, "PI()", typeConstant, simple<piKernel>},
    {"E", 0, 0, "E()", typeConstant, simple<eKernel>},
    {"BIN", 1, 1, "BIN(<INTEGER>)", typeBin, simple<binKernel>},
    {"HEX", 1, 1, "HEX(<INTEGER>)\nHEX(<CHARACTER>)", typeHex, compileHex},
    {"RAND", 0, 1, "RAND()\nRAND(<INTEGER>)", typeRand, compileRand, false},
    {"RAND_INTEGER", 1, 2, "RAND_INTEGER(<INTEGER>)\nRAND_INTEGER(<INTEGER>, <INTEGER>)",
     typeRandInteger, compileRandInteger, false},
    {"UUID", 0, 0, "UUID()", typeUuid, simple<uuidKernel>, false},
};

} // namespace
} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::mathFunctionDefs()
{
    return functions::kDefs;
}
