#include "connectors/datagen_source.h"

#include <sluice/text.h>

#include "common/byte_codec.h"

#include "connectors/table_options.h"
#include "formats/text_values.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <thread>

namespace sluice::exec {

namespace {

constexpr std::int64_t kMillisPerDay = 86'400'000;
constexpr auto kMaxIdleSleep = std::chrono::milliseconds(20);
constexpr double kBurstSeconds = 0.05;
/// A rate-limited source waits until this much of its rate is due (one row at least) before it
/// emits: waking for every row costs more than the row at a few thousand rows a second (a sleep
/// and a wake-up each), and with the 50 ms allowance ahead the rows are still on schedule.
constexpr double kChunkSeconds = 0.01;

std::string fieldKey(const std::string &field, const char *suffix)
{
    return "fields." + field + "." + suffix;
}

bool isIntegerRoot(LogicalTypeRoot r)
{
    return r == LogicalTypeRoot::TinyInt || r == LogicalTypeRoot::SmallInt ||
           r == LogicalTypeRoot::Integer || r == LogicalTypeRoot::BigInt;
}

void integerRange(LogicalTypeRoot r, std::int64_t &lo, std::int64_t &hi)
{
    switch (r) {
    case LogicalTypeRoot::TinyInt:
        lo = INT8_MIN;
        hi = INT8_MAX;
        break;
    case LogicalTypeRoot::SmallInt:
        lo = INT16_MIN;
        hi = INT16_MAX;
        break;
    case LogicalTypeRoot::Integer:
        lo = INT32_MIN;
        hi = INT32_MAX;
        break;
    default:
        lo = INT64_MIN;
        hi = INT64_MAX;
        break;
    }
}

Int128 pow10(int n)
{
    Int128 v = 1;
    for (int i = 0; i < n; ++i)
        v *= 10;
    return v;
}

// A 64-bit mix of the seed, the subtask and the column, so each column of each subtask draws
// its own reproducible stream.
std::uint64_t streamSeed(std::uint64_t seed, int subtask, std::size_t column)
{
    SplitMix64 mix(seed ^ (0x632BE59BD9B4E019ULL * static_cast<std::uint64_t>(subtask + 1)) ^
                   (0x8CB92BA72F3D8DD7ULL * static_cast<std::uint64_t>(column + 1)));
    mix.next();
    return mix.next();
}

/// Flink's datagen needs min < max for a random BIGINT, FLOAT, DOUBLE or DECIMAL column and fails
/// the job otherwise (its INT, SMALLINT and TINYINT generators take min = max).
Text equalBoundsMessage(const std::string &column, const LogicalType &type, const std::string &bound)
{
    return sluice::Engine::tr("The min and max of column '%1' are both %2: Flink's datagen needs min < max for a "
                              "%3 column and fails the job otherwise (a computed column gives a constant)")
        .arg(column)
        .arg(bound)
        .arg(type.toString());
}

} // namespace

struct DataGenSource::Field {
    std::string name;
    LogicalType type;
    bool sequence = false;
    // sequence: the subtask's values are next, next + step, ... (left of them)
    std::int64_t seqStart = 0;
    std::int64_t seqEnd = 0;
    std::int64_t seqNext = 0;
    std::int64_t seqStep = 1;
    std::int64_t seqLeft = 0;
    // random
    std::int64_t minInt = 0;
    std::int64_t maxInt = 0;
    double minDouble = 0;
    double maxDouble = 0;
    int length = 100;
    bool varLen = false;
    double nullRate = 0;
    std::int64_t maxPastMillis = 0;
    SplitMix64 rng;
};

DataGenSource::DataGenSource(std::vector<Field> fields, std::int64_t rowsPerSecond,
                             std::optional<std::int64_t> numberOfRows,
                             std::optional<std::uint64_t> seed)
    : m_fields(std::move(fields)), m_rowsPerSecond(rowsPerSecond), m_numberOfRows(numberOfRows),
      m_seed(seed)
{
}

DataGenSource::~DataGenSource() = default;

Result<std::unique_ptr<SourceReader>> DataGenSource::create(const plan::ScanNode &scan)
{
    const TableOptions options(scan.options);
    auto rps = options.getLong("rows-per-second",
                               std::stoll(TableOptions::specDefault("datagen", "rows-per-second")));
    if (!rps)
        return rps.status();
    if (*rps <= 0)
        return Status::invalidArgument(sluice::Engine::tr("'rows-per-second' must be positive, but was %1").arg(*rps));
    auto rows = options.getOptionalLong("number-of-rows");
    if (!rows)
        return rows.status();
    if (*rows && **rows < 0)
        return Status::invalidArgument(sluice::Engine::tr("'number-of-rows' must not be negative"));
    auto seed = options.getOptionalLong("seed");
    if (!seed)
        return seed.status();

    const int defaultLength = std::stoi(TableOptions::specDefault("datagen", "fields.#.length"));
    std::vector<Field> fields;
    for (const plan::Field &column : scan.schema) {
        Field f;
        f.name = column.name;
        f.type = column.type;
        const LogicalTypeRoot root = f.type.root();
        const std::string kind = options.getString(fieldKey(f.name, "kind"), "random");
        if (kind == "sequence") {
            f.sequence = true;
            const bool sequenceType = isNumeric(f.type) || isString(f.type);
            if (!sequenceType)
                return Status::unsupported(sluice::Engine::tr("datagen cannot generate a sequence for column "
                                                              "'%1' of type %2; use 'random' or a "
                                                              "numeric/string column")
                                               .arg(f.name)
                                               .arg(f.type.toString()));
            for (const char *which : {"start", "end"}) {
                auto v = options.getOptionalLong(fieldKey(f.name, which));
                if (!v)
                    return v.status();
                if (!*v)
                    return Status::invalidArgument(
                        sluice::Engine::tr("Could not find required property '%1' for sequence generator.")
                            .arg(fieldKey(f.name, which)));
                (std::string_view(which) == "start" ? f.seqStart : f.seqEnd) = **v;
            }
            if (f.seqStart > f.seqEnd)
                return Status::invalidArgument(
                    sluice::Engine::tr("The start of sequence column '%1' (%2) is greater than its end (%3)")
                        .arg(f.name)
                        .arg(f.seqStart)
                        .arg(f.seqEnd));
            if (isIntegerRoot(root)) {
                std::int64_t lo = 0, hi = 0;
                integerRange(root, lo, hi);
                if (f.seqStart < lo || f.seqEnd > hi)
                    return Status::invalidArgument(
                        sluice::Engine::tr("The sequence of column '%1' does not fit its type %2")
                            .arg(f.name)
                            .arg(f.type.toString()));
            }
        } else if (kind == "random") {
            if (isIntegerRoot(root)) {
                integerRange(root, f.minInt, f.maxInt);
                const std::int64_t typeLo = f.minInt, typeHi = f.maxInt;
                auto lo = options.getOptionalLong(fieldKey(f.name, "min"));
                auto hi = options.getOptionalLong(fieldKey(f.name, "max"));
                if (!lo)
                    return lo.status();
                if (!hi)
                    return hi.status();
                f.minInt = lo->value_or(f.minInt);
                f.maxInt = hi->value_or(f.maxInt);
                if (f.minInt < typeLo || f.maxInt > typeHi)
                    return Status::invalidArgument(
                        sluice::Engine::tr("The min/max of column '%1' do not fit its type %2")
                            .arg(f.name)
                            .arg(f.type.toString()));
                if (f.minInt > f.maxInt)
                    return Status::invalidArgument(
                        sluice::Engine::tr("The min of column '%1' is greater than its max").arg(f.name));
                if (root == LogicalTypeRoot::BigInt && f.minInt == f.maxInt)
                    return Status::invalidArgument(equalBoundsMessage(f.name, f.type, std::to_string(f.minInt)));
            } else if (root == LogicalTypeRoot::Float || root == LogicalTypeRoot::Double ||
                       root == LogicalTypeRoot::Decimal) {
                // Flink's defaults: FLOAT/DOUBLE from MIN_VALUE (the smallest positive value) to
                // MAX_VALUE; DECIMAL(p, s) within +-(10^(p-s) - 10^-s).
                if (root == LogicalTypeRoot::Float) {
                    f.minDouble = std::numeric_limits<float>::denorm_min();
                    f.maxDouble = std::numeric_limits<float>::max();
                } else if (root == LogicalTypeRoot::Double) {
                    f.minDouble = std::numeric_limits<double>::denorm_min();
                    f.maxDouble = std::numeric_limits<double>::max();
                } else {
                    const double limit = std::pow(10.0, f.type.precision() - f.type.scale()) -
                                         std::pow(10.0, -f.type.scale());
                    f.minDouble = -limit;
                    f.maxDouble = limit;
                }
                auto lo = options.getDouble(fieldKey(f.name, "min"), f.minDouble);
                auto hi = options.getDouble(fieldKey(f.name, "max"), f.maxDouble);
                if (!lo)
                    return lo.status();
                if (!hi)
                    return hi.status();
                f.minDouble = *lo;
                f.maxDouble = *hi;
                if (f.minDouble > f.maxDouble)
                    return Status::invalidArgument(
                        sluice::Engine::tr("The min of column '%1' is greater than its max").arg(f.name));
                if (f.minDouble == f.maxDouble)
                    return Status::invalidArgument(equalBoundsMessage(
                        f.name, f.type,
                        options.get(fieldKey(f.name, "min")).value_or(options.getString(fieldKey(f.name, "max"), ""))));
            } else if (!isString(f.type) && !isBinaryString(f.type) && !isTemporal(f.type) &&
                       root != LogicalTypeRoot::Boolean) {
                return Status::unsupported(
                    sluice::Engine::tr("datagen cannot generate random values for column '%1' of type %2")
                        .arg(f.name)
                        .arg(f.type.toString()));
            }
            const bool lengthSet = options.has(fieldKey(f.name, "length"));
            auto length = options.getLong(fieldKey(f.name, "length"), defaultLength);
            if (!length)
                return length.status();
            f.length = static_cast<int>(*length);
            // Without an explicit length, a shorter declared CHAR/VARCHAR/BINARY length wins.
            if (!lengthSet && (isString(f.type) || isBinaryString(f.type)))
                f.length = std::min(f.length, f.type.length());
            auto varLen = options.getBool(fieldKey(f.name, "var-len"), false);
            if (!varLen)
                return varLen.status();
            f.varLen = *varLen;
            auto nullRate = options.getDouble(fieldKey(f.name, "null-rate"), 0.0);
            if (!nullRate)
                return nullRate.status();
            if (*nullRate < 0 || *nullRate > 1)
                return Status::invalidArgument(
                    sluice::Engine::tr("'%1' must be between 0 and 1").arg(fieldKey(f.name, "null-rate")));
            f.nullRate = *nullRate;
            auto maxPast = options.getDuration(fieldKey(f.name, "max-past"));
            if (!maxPast)
                return maxPast.status();
            if (*maxPast)
                f.maxPastMillis =
                    std::chrono::duration_cast<std::chrono::milliseconds>(**maxPast).count();
        } else {
            return Status::invalidArgument(
                sluice::Engine::tr("Unsupported value '%1' for '%2'; use 'random' or 'sequence'")
                    .arg(kind)
                    .arg(fieldKey(f.name, "kind")));
        }
        fields.push_back(std::move(f));
    }
    std::optional<std::uint64_t> seedValue;
    if (*seed)
        seedValue = static_cast<std::uint64_t>(**seed);
    std::unique_ptr<SourceReader> reader =
        std::make_unique<DataGenSource>(std::move(fields), *rps, *rows, seedValue);
    return reader;
}

Status DataGenSource::open(OperatorContext &context)
{
    m_context = &context;
    const int p = std::max(1, context.parallelism);
    const int idx = context.subtaskIndex;
    const std::uint64_t seed = m_seed ? *m_seed : std::random_device{}();
    for (std::size_t c = 0; c < m_fields.size(); ++c) {
        Field &f = m_fields[c];
        f.rng = SplitMix64(streamSeed(seed, idx, c));
        if (f.sequence) {
            // SequenceGenerator: subtask idx takes start + idx, start + idx + p, ...
            const Int128 total = Int128{f.seqEnd} - f.seqStart + 1;
            const Int128 base = total / p;
            f.seqLeft = static_cast<std::int64_t>(base + (total % p > idx ? 1 : 0));
            f.seqNext = f.seqStart + idx;
            f.seqStep = p;
        }
    }
    if (m_numberOfRows) {
        const std::int64_t base = *m_numberOfRows / p;
        m_rowsLeft = base + (*m_numberOfRows % p > idx ? 1 : 0);
    }
    // The rate is the whole source's; share it, the remainder going to the first subtasks.
    m_subtaskRate = static_cast<double>(m_rowsPerSecond / p + (m_rowsPerSecond % p > idx ? 1 : 0));
    if (m_subtaskRate <= 0)
        m_subtaskRate = 1; // a subtask with work must make progress
    m_start = std::chrono::steady_clock::now();
    m_emitted = 0;
    return Status::ok();
}

Result<SourceState> DataGenSource::poll(RowBatch &batch)
{
    std::int64_t room = static_cast<std::int64_t>(batch.capacity() - batch.size());
    if (m_rowsLeft)
        room = std::min(room, *m_rowsLeft);
    for (const Field &f : m_fields) {
        if (f.sequence)
            room = std::min(room, f.seqLeft);
    }
    if (room <= 0 && (m_rowsLeft || std::any_of(m_fields.begin(), m_fields.end(),
                                                [](const Field &f) { return f.sequence; })))
        return SourceState::Finished;

    // Rate limit: by now at most rate * (elapsed + 50 ms) rows may have been emitted; running up
    // to 50 ms ahead lets fast sources fill whole batches instead of trickling rows.
    auto allowance = [&] {
        const double elapsed =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
        return static_cast<std::int64_t>(std::ceil(m_subtaskRate * (elapsed + kBurstSeconds))) -
               m_emitted;
    };
    std::int64_t allowed = allowance();
    if (allowed <= 0) {
        // Sleep until a chunk of rows is due (briefly, so cancellation stays prompt).
        const double chunk =
            std::max(1.0, std::min(m_subtaskRate * kChunkSeconds, static_cast<double>(room)));
        const double dueIn =
            ((static_cast<double>(m_emitted) + chunk) / m_subtaskRate) - kBurstSeconds -
            std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
        const auto sleep = std::min<std::chrono::steady_clock::duration>(
            kMaxIdleSleep, std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(std::max(0.0, dueIn))));
        std::this_thread::sleep_for(sleep);
        allowed = allowance();
        if (allowed <= 0)
            return SourceState::Idle;
    }
    const std::int64_t count = std::min(room, allowed);
    const std::size_t first = batch.size();
    batch.resize(first + static_cast<std::size_t>(count));
    generate(batch, first, static_cast<std::size_t>(count));
    m_emitted += count;
    if (m_rowsLeft)
        *m_rowsLeft -= count;
    return SourceState::MoreAvailable;
}

SourceReader::Progress DataGenSource::progress() const
{
    // Bounded by number-of-rows or by its sequences: what is left is the least of them.
    std::optional<std::int64_t> left = m_rowsLeft;
    for (const Field &f : m_fields) {
        if (f.sequence)
            left = std::min(left.value_or(f.seqLeft), f.seqLeft);
    }
    return {m_emitted, left ? m_emitted + std::max<std::int64_t>(0, *left) : -1, false};
}

void DataGenSource::generate(RowBatch &batch, std::size_t first, std::size_t count)
{
    const std::int64_t now = m_context && m_context->clock ? m_context->clock->nowMillis() : 0;
    static constexpr char kHex[] = "0123456789abcdef";
    for (std::size_t c = 0; c < m_fields.size(); ++c) {
        Field &f = m_fields[c];
        const LogicalTypeRoot root = f.type.root();
        if (root == LogicalTypeRoot::BigInt && (f.sequence || f.nullRate <= 0)) {
            // The commonest column, a value slot at a time without the per-row type switch.
            std::int64_t *values = batch.mutableValues<std::int64_t>(c) + first;
            if (f.sequence) {
                // In unsigned arithmetic: the step past a sequence ending at the type's maximum
                // wraps instead of overflowing (the value is never used).
                const auto next = static_cast<std::uint64_t>(f.seqNext);
                const auto step = static_cast<std::uint64_t>(f.seqStep);
                for (std::size_t i = 0; i < count; ++i)
                    values[i] = static_cast<std::int64_t>(next + i * step);
                f.seqNext = static_cast<std::int64_t>(next + count * step);
                f.seqLeft -= static_cast<std::int64_t>(count);
            } else {
                for (std::size_t i = 0; i < count; ++i)
                    values[i] = f.rng.uniform(f.minInt, f.maxInt);
            }
            batch.setValidRange(c, first, count);
            continue;
        }
        for (std::size_t r = first; r < first + count; ++r) {
            if (f.sequence) {
                const std::int64_t v = f.seqNext;
                f.seqNext += f.seqStep;
                --f.seqLeft;
                switch (root) {
                case LogicalTypeRoot::TinyInt:
                    batch.set<std::int8_t>(c, r, static_cast<std::int8_t>(v));
                    break;
                case LogicalTypeRoot::SmallInt:
                    batch.set<std::int16_t>(c, r, static_cast<std::int16_t>(v));
                    break;
                case LogicalTypeRoot::Integer:
                    batch.set<std::int32_t>(c, r, static_cast<std::int32_t>(v));
                    break;
                case LogicalTypeRoot::BigInt: batch.set<std::int64_t>(c, r, v); break;
                case LogicalTypeRoot::Float: batch.set<float>(c, r, static_cast<float>(v)); break;
                case LogicalTypeRoot::Double:
                    batch.set<double>(c, r, static_cast<double>(v));
                    break;
                case LogicalTypeRoot::Decimal: {
                    const Int128 unscaled = Int128{v} * pow10(f.type.scale());
                    if (unscaled >= pow10(f.type.precision()) ||
                        unscaled <= -pow10(f.type.precision()))
                        batch.setNull(c, r); // does not fit, as DecimalData.fromBigDecimal
                    else
                        batch.set<Decimal128>(c, r, Decimal128{unscaled});
                    break;
                }
                default: batch.setString(c, r, std::to_string(v)); break; // CHAR/VARCHAR
                }
                continue;
            }
            if (f.nullRate > 0 && f.rng.unit() < f.nullRate) {
                batch.setNull(c, r);
                continue;
            }
            switch (root) {
            case LogicalTypeRoot::Boolean: batch.set<std::uint8_t>(c, r, f.rng.next() >> 63); break;
            case LogicalTypeRoot::TinyInt:
                batch.set<std::int8_t>(c, r,
                                       static_cast<std::int8_t>(f.rng.uniform(f.minInt, f.maxInt)));
                break;
            case LogicalTypeRoot::SmallInt:
                batch.set<std::int16_t>(
                    c, r, static_cast<std::int16_t>(f.rng.uniform(f.minInt, f.maxInt)));
                break;
            case LogicalTypeRoot::Integer:
                batch.set<std::int32_t>(
                    c, r, static_cast<std::int32_t>(f.rng.uniform(f.minInt, f.maxInt)));
                break;
            case LogicalTypeRoot::BigInt:
                batch.set<std::int64_t>(c, r, f.rng.uniform(f.minInt, f.maxInt));
                break;
            case LogicalTypeRoot::Float:
            case LogicalTypeRoot::Double: {
                const double v = f.minDouble + f.rng.unit() * (f.maxDouble - f.minDouble);
                if (root == LogicalTypeRoot::Float)
                    batch.set<float>(c, r, static_cast<float>(v));
                else
                    batch.set<double>(c, r, v);
                break;
            }
            case LogicalTypeRoot::Decimal: {
                const double v = f.minDouble + f.rng.unit() * (f.maxDouble - f.minDouble);
                const long double scaled =
                    std::floor(static_cast<long double>(v) * std::pow(10.0L, f.type.scale()));
                Int128 unscaled = static_cast<Int128>(scaled);
                const Int128 limit = pow10(f.type.precision()) - 1;
                unscaled = std::clamp(unscaled, -limit, limit);
                batch.set<Decimal128>(c, r, Decimal128{unscaled});
                break;
            }
            case LogicalTypeRoot::Char:
            case LogicalTypeRoot::VarChar:
            case LogicalTypeRoot::Binary:
            case LogicalTypeRoot::VarBinary: {
                // Flink writes random hex strings (RandomDataGenerator.nextHexString) and random
                // bytes of the configured length.
                std::size_t len = static_cast<std::size_t>(std::max(0, f.length));
                if (f.varLen && len > 0)
                    len =
                        static_cast<std::size_t>(f.rng.uniform(1, static_cast<std::int64_t>(len)));
                char *p = batch.arena().allocate(len);
                const bool hex = isString(f.type);
                std::uint64_t bits = 0;
                for (std::size_t i = 0; i < len; ++i) {
                    if ((i & 7) == 0)
                        bits = f.rng.next();
                    p[i] = hex ? kHex[bits & 15] : static_cast<char>(bits & 0xFF);
                    bits >>= 8;
                }
                batch.setStringView(c, r, std::string_view(p, len));
                break;
            }
            case LogicalTypeRoot::Date: {
                const std::int64_t past =
                    f.maxPastMillis > 0 ? f.rng.uniform(0, f.maxPastMillis) : 0;
                const std::int64_t t = now - past;
                const std::int64_t day =
                    t >= 0 ? t / kMillisPerDay : -((-t + kMillisPerDay - 1) / kMillisPerDay);
                batch.set<std::int32_t>(c, r, static_cast<std::int32_t>(day));
                break;
            }
            case LogicalTypeRoot::Time: {
                const std::int64_t past =
                    f.maxPastMillis > 0 ? f.rng.uniform(0, f.maxPastMillis) : 0;
                std::int64_t ms = (now - past) % kMillisPerDay;
                if (ms < 0)
                    ms += kMillisPerDay;
                const std::int64_t unit =
                    f.type.precision() >= 3
                        ? 1
                        : (f.type.precision() == 0 ? 1000 : (f.type.precision() == 1 ? 100 : 10));
                batch.set<std::int32_t>(c, r, static_cast<std::int32_t>(ms - ms % unit));
                break;
            }
            case LogicalTypeRoot::Timestamp:
            case LogicalTypeRoot::TimestampLtz: {
                const std::int64_t past =
                    f.maxPastMillis > 0 ? f.rng.uniform(0, f.maxPastMillis) : 0;
                std::int64_t ms = now - past;
                const int precision = f.type.precision();
                if (precision < 3) {
                    const std::int64_t unit = precision == 0 ? 1000 : (precision == 1 ? 100 : 10);
                    ms -= ((ms % unit) + unit) % unit;
                }
                batch.set<TimestampValue>(c, r, TimestampValue{ms, 0});
                break;
            }
            default: batch.setNull(c, r); break; // rejected by create()
            }
        }
    }
}

std::string DataGenSource::splitId() const
{
    return "datagen-" + std::to_string(m_context->subtaskIndex) + "-of-" + std::to_string(m_context->parallelism);
}

Status DataGenSource::snapshotPosition(std::int64_t, std::vector<SourceSplitState> &out)
{
    ByteWriter w;
    w.boolean(m_rowsLeft.has_value());
    w.i64(m_rowsLeft.value_or(0));
    w.varint(m_fields.size());
    for (const Field &f : m_fields) {
        w.i64(f.seqNext);
        w.i64(f.seqLeft);
        w.u64(f.rng.state());
    }
    out.push_back({splitId(), w.take()});
    return Status::ok();
}

Status DataGenSource::restorePosition(const std::vector<SourceSplitState> &splits, int checkpointedParallelism)
{
    if (checkpointedParallelism != m_context->parallelism)
        return Status::unsupported(sluice::Engine::tr("a datagen source resumes only at the parallelism it was "
                                                      "checkpointed at (%1), not at %2: its sequences and row "
                                                      "counts are split by it")
                                       .arg(checkpointedParallelism)
                                       .arg(m_context->parallelism));
    const std::string id = splitId();
    for (const SourceSplitState &split : splits) {
        if (split.id != id)
            continue;
        ByteReader r(split.state, "the position of datagen split " + id);
        const bool bounded = r.boolean("bounded flag");
        const std::int64_t left = r.i64("rows left");
        const std::uint64_t fields = r.varint("field count");
        if (r.ok() && (fields != m_fields.size() || bounded != m_rowsLeft.has_value()))
            r.fail("field count", sluice::Engine::tr("does not match the table's %1 columns").arg(m_fields.size()));
        for (Field &f : m_fields) {
            f.seqNext = r.i64("sequence next");
            f.seqLeft = r.i64("sequence left");
            f.rng = SplitMix64(r.u64("generator state"));
        }
        if (!r.ok())
            return r.status();
        if (bounded)
            m_rowsLeft = left;
        return Status::ok();
    }
    return Status::ok(); // no position: this subtask had not started
}

} // namespace sluice::exec
