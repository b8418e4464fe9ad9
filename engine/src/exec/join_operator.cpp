#include "exec/join_operator.h"

#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "runtime/key_groups.h"

#include <sluice/text.h>

#include <algorithm>
#include <cstring>
#include <set>

namespace sluice::exec {

namespace {

// The state value of a stored row: how often it is held, and on an outer side how many
// other-side rows it currently joins with. Each is a minimal little-endian two's-complement
// integer, so the usual value (count 1, a few associations) takes one to three bytes of state
// instead of sixteen: [count] on an inner side, [count length][count][associations] on an outer
// side. A side's format never changes during a job, and both backends store these bytes.

void putInt(std::string &out, std::int64_t v)
{
    for (;;) {
        const auto byte = static_cast<std::uint8_t>(v & 0xff);
        out.push_back(static_cast<char>(byte));
        v >>= 8; // arithmetic: the sign repeats
        if ((v == 0 && !(byte & 0x80)) || (v == -1 && (byte & 0x80)))
            return;
    }
}

/// The integer of `bytes` (1..8 of them), sign-extended.
std::int64_t readInt(std::string_view bytes)
{
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i)
        v |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(bytes[i])) << (8 * i);
    if (bytes.size() < 8 && (static_cast<std::uint8_t>(bytes.back()) & 0x80))
        v |= ~std::uint64_t{0} << (8 * bytes.size());
    return static_cast<std::int64_t>(v);
}

void encodeRecordState(std::string &out, bool outer, std::int64_t count, std::int64_t associations)
{
    out.clear();
    if (!outer) {
        putInt(out, count);
        return;
    }
    out.push_back(0); // count length, set below
    putInt(out, count);
    out[0] = static_cast<char>(out.size() - 1);
    putInt(out, associations);
}

/// {count, associations}; {0, 0} for bytes that are not a record state of this side.
std::pair<std::int64_t, std::int64_t> decodeRecordState(std::string_view bytes, bool outer)
{
    if (!outer)
        return bytes.empty() || bytes.size() > 8
                   ? std::pair<std::int64_t, std::int64_t>{0, 0}
                   : std::pair<std::int64_t, std::int64_t>{readInt(bytes), 0};
    const std::size_t countLength = bytes.empty() ? 0 : static_cast<std::uint8_t>(bytes[0]);
    if (countLength == 0 || countLength > 8 || bytes.size() < countLength + 2 ||
        bytes.size() > countLength + 9)
        return {0, 0};
    return {readInt(bytes.substr(1, countLength)), readInt(bytes.substr(1 + countLength))};
}

const char *const kTableNames[2] = {"left-records", "right-records"};
/// The general tables of sides that keep their rows by sequence (join_operator.h).
const char *const kSequenceTableNames[2] = {"left-rows", "right-rows"};

/// Whether both sides may store their rows without the join key columns, which the state key
/// already holds (9 of the 17 state bytes of a (BIGINT, BIGINT) row keyed on its first column).
/// Only where this changes nothing: each key column pair has one type whose key encoding is its
/// row encoding (no FLOAT/DOUBLE: the key codec normalises -0.0 and NaN, so the key would not
/// give back the row's value); on each side the keys are one run of columns in key order at the
/// start or the end, and the row has at most 8 columns, so the null bitmap is one byte and the
/// rows of a key keep their byte order (the order joined rows are emitted in).
bool keysApart(const Schema &left, const std::vector<std::uint32_t> &leftKeys, const Schema &right,
               const std::vector<std::uint32_t> &rightKeys)
{
    auto runAtEdge = [](const Schema &schema, const std::vector<std::uint32_t> &keys) {
        if (keys.empty() || schema.size() > 8)
            return false;
        for (std::size_t i = 1; i < keys.size(); ++i) {
            if (keys[i] != keys[0] + i)
                return false;
        }
        return keys[0] == 0 || keys[0] + keys.size() == schema.size();
    };
    if (!runAtEdge(left, leftKeys) || !runAtEdge(right, rightKeys))
        return false;
    for (std::size_t i = 0; i < leftKeys.size(); ++i) {
        const LogicalType &a = left.type(leftKeys[i]);
        const PhysicalType p = a.physicalType();
        if (!a.equalsIgnoringNullability(right.type(rightKeys[i])) || p == PhysicalType::Float32 ||
            p == PhysicalType::Float64)
            return false;
    }
    return true;
}

} // namespace

JoinOperator::JoinOperator(const plan::JoinNode &node)
{
    m_kind = node.joinKind;
    m_conditionExpr = node.nonEquiCondition;
    if (!setUpJoinInputs(node, m_sides[0], m_sides[1])) {
        m_setupError = Status::internal("join output does not match its inputs");
        return;
    }
    m_outSchema = schemaFromPlan(node.schema);
    m_sides[0].ttl = node.leftTtl.ttl;
    m_sides[1].ttl = node.rightTtl.ttl;
    for (std::size_t i = 0; i < 2; ++i)
        m_sides[i].bySequence = m_kind == plan::JoinKind::Inner && m_sides[i].ttl.count() == 0 &&
                                node.inputs[i]->changelog.isInsertOnly();
    m_keysApart =
        keysApart(*m_sides[0].schema, m_sides[0].keys, *m_sides[1].schema, m_sides[1].keys);
    std::vector<std::uint32_t> stored[2]; // per side: the columns its state rows hold
    for (int i = 0; i < 2; ++i) {
        Side &side = m_sides[i];
        if (!m_keysApart) {
            side.rowCodec.emplace(RowCodec::forSchema(*side.schema));
            for (std::size_t c = 0; c < side.schema->size(); ++c)
                stored[i].push_back(static_cast<std::uint32_t>(c));
            continue;
        }
        side.keyStart = side.keys.front();
        side.rowStart = side.keyStart == 0 ? side.keys.size() : 0;
        std::vector<LogicalType> types;
        for (std::size_t c = side.rowStart;
             c < side.rowStart + side.schema->size() - side.keys.size(); ++c) {
            types.push_back(side.schema->type(c));
            stored[i].push_back(static_cast<std::uint32_t>(c));
        }
        side.rowCodec.emplace(std::move(types), stored[i]);
    }
    prepareFixedRecords(stored);
    m_candidates = RowBatch(m_outSchema, 16);
}

void JoinOperator::prepareFixedRecords(const std::vector<std::uint32_t> (&stored)[2])
{
    // Without an equi-key every row is under the one empty key: the general tables' map per key
    // suits that; the inline tables would keep it as one run of slots.
    if (m_sides[0].keys.empty())
        return;
    // Each key pair needs one type, so both sides' key records of equal keys are equal bytes.
    std::vector<LogicalType> keyTypes;
    for (std::size_t i = 0; i < m_sides[0].keys.size(); ++i) {
        const LogicalType &a = m_sides[0].schema->type(m_sides[0].keys[i]);
        if (!a.equalsIgnoringNullability(m_sides[1].schema->type(m_sides[1].keys[i])))
            return;
        keyTypes.push_back(a.withNullability(false)); // rows with a NULL key stay out of state
    }
    if (!FixedRowLayout::supports(keyTypes))
        return;
    std::vector<LogicalType> rowTypes[2];
    for (int i = 0; i < 2; ++i) {
        for (std::uint32_t c : stored[i])
            rowTypes[i].push_back(m_sides[i].schema->type(c));
        if (!FixedRowLayout::supports(rowTypes[i]))
            return;
    }
    for (int i = 0; i < 2; ++i) {
        Side &side = m_sides[i];
        auto shifted = [&](const std::vector<std::uint32_t> &columns) {
            std::vector<std::uint32_t> out;
            for (std::uint32_t c : columns)
                out.push_back(static_cast<std::uint32_t>(side.offset + c));
            return out;
        };
        side.fixedKey.emplace(keyTypes, side.keys, true);
        side.fixedRow.emplace(rowTypes[i], stored[i], false);
        side.rowOut.emplace(rowTypes[i], shifted(stored[i]), false);
        if (m_keysApart)
            side.keyOut.emplace(keyTypes, shifted(side.keys), false);
    }
}

Status JoinOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s.isOk())
        return s;
    m_maxParallelism = context.maxParallelism;
    // The sequence's prefix, written once: the epoch wraps after 2^32 checkpoints.
    const auto epoch = static_cast<std::uint32_t>(context.attemptEpoch);
    for (int i = 0; i < 4; ++i)
        m_sequence[i] = static_cast<char>(epoch >> (8 * (3 - i)));
    if (Status s = compileJoinCondition(m_conditionExpr, *m_outSchema, context, m_condition); !s)
        return s;
    if (m_sides[0].fixedKey && m_sides[0].ttl.count() == 0 && m_sides[1].ttl.count() == 0) {
        // Both sides inline or neither (the backend offers such tables for both or for none).
        for (int i = 0; i < 2; ++i) {
            Side &side = m_sides[i];
            const std::size_t recordBytes = side.fixedKey->size() + side.fixedRow->size();
            side.recordState = std::make_unique<InlineRecordState>(side.outer, recordBytes);
            side.fixed = context.state->fixedValueTable(
                kTableNames[i], recordBytes, side.recordState->valueBytes(), state::TtlConfig{});
        }
        if (!m_sides[0].fixed || !m_sides[1].fixed)
            m_sides[0].fixed = m_sides[1].fixed = nullptr;
    }
    if (!fixedState())
        openGeneralTables(context);
    m_sides[0].metrics.open(context.metrics, "left");
    m_sides[1].metrics.open(context.metrics, "right");
    return Status::ok();
}

void JoinOperator::openGeneralTables(OperatorContext &context)
{
    for (int i = 0; i < 2; ++i) {
        Side &side = m_sides[i];
        // Rows by sequence are each written once; a probe visits a join key's rows.
        side.table = side.bySequence
                         ? &context.state->mapTableFor(kSequenceTableNames[i], {.writesMostlyNew = true})
                         : &context.state->mapTable(kTableNames[i], state::TtlConfig{side.ttl});
        side.hashed = dynamic_cast<state::HashedMapTable *>(side.table);
    }
}

void JoinOperator::moveToGeneralTables()
{
    openGeneralTables(context());
    for (Side &side : m_sides) {
        // Each record back to a row of the side's schema, then encoded as the general path
        // stores it: key group, key and row bytes, record state.
        RowBatch row(side.schema, 1);
        const std::size_t keyWidth = side.fixedKey->size();
        side.fixed->forEachEntry([&](const char *record, const char *value) {
            row.clear();
            row.appendRow(RowKind::Insert);
            side.fixedKey->load(record, row, 0);
            side.fixedRow->load(record + keyWidth, row, 0); // a key column too: its own value
            const int keyGroup = keyGroupForKeyHash(
                KeyHasher::keyHash32(side.hasher->hashRow(row, 0)), m_maxParallelism);
            m_keyBytes.clear();
            side.keyCodec->encode(row, 0, m_keyBytes);
            m_row.clear();
            side.rowCodec->encode(row, 0, m_row);
            const auto [count, associations] = side.recordState->read(record, value);
            if (side.bySequence) {
                for (std::int64_t i = 0; i < count; ++i)
                    side.table->put(keyGroup, m_keyBytes, nextSequence(), m_row);
                return;
            }
            encodeRecordState(m_value, side.outer, count, associations);
            side.table->put(keyGroup, m_keyBytes, m_row, m_value);
        });
        side.fixed->clear();
        side.recordState->clear();
    }
    for (Side &side : m_sides)
        side.fixed = nullptr;
}

Status JoinOperator::restoreState(const std::vector<RestoredOperatorState> & /*state*/)
{
    if (fixedState())
        return Status::ok(); // no restore reaches the inline tables (a restored job has none)
    for (std::size_t index = 0; index < 2; ++index) {
        if (Status s = migrateSideLayout(index); !s.isOk())
            return s.from(context().name);
    }
    return Status::ok();
}

Status JoinOperator::migrateSideLayout(std::size_t index)
{
    state::KeyedStateBackend &backend = *context().state;
    const Side &side = m_sides[index];
    const std::string oldName = side.bySequence ? kTableNames[index] : kSequenceTableNames[index];
    if (!backend.hasMapTable(oldName))
        return Status::ok();
    struct Entry {
        int keyGroup;
        std::string key, userKey, value;
    };
    std::vector<Entry> entries;
    bool inOld = false;
    Status s = backend.snapshot(
        [&](const state::StateTableInfo &t) { inOld = t.map && t.name == oldName; },
        [&](const state::StateEntry &e) {
            if (inOld)
                entries.push_back({e.keyGroup, std::string(e.key), std::string(e.userKey), std::string(e.value)});
        });
    if (!s.isOk())
        return s;
    if (entries.empty())
        return Status::ok();
    if (side.outer)
        return Status::invalidArgument(
            index == 0 ? sluice::Engine::tr("the restored state of this join's left side was written by an inner "
                                            "join; an outer join cannot take it over (it needs each row's matches)")
                       : sluice::Engine::tr("the restored state of this join's right side was written by an inner "
                                            "join; an outer join cannot take it over (it needs each row's matches)"));
    std::set<std::pair<int, std::string>> keys;
    for (const Entry &e : entries) {
        keys.emplace(e.keyGroup, e.key);
        if (side.bySequence) {
            // [row] -> count becomes count entries [sequence] -> row.
            const std::int64_t count = decodeRecordState(e.value, false).first;
            for (std::int64_t i = 0; i < count; ++i)
                side.table->put(e.keyGroup, e.key, nextSequence(), e.userKey);
            continue;
        }
        // [sequence] -> row: one more copy of the row.
        const auto stored = side.table->get(e.keyGroup, e.key, e.value);
        const std::int64_t count = stored ? decodeRecordState(*stored, false).first : 0;
        encodeRecordState(m_value, false, count + 1, 0);
        side.table->put(e.keyGroup, e.key, e.value, m_value);
    }
    state::MapTable &old = backend.mapTable(oldName, state::TtlConfig{});
    for (const auto &[group, key] : keys)
        old.removeAll(group, key);
    return backend.status();
}

Status JoinOperator::onProcessingTime(std::int64_t /*nowMillis*/, Output & /*out*/)
{
    publishSideMetrics();
    return Status::ok();
}

Status JoinOperator::endInput(Output & /*out*/)
{
    publishSideMetrics();
    return Status::ok();
}

void JoinOperator::publishSideMetrics()
{
    for (Side &side : m_sides) {
        if (side.fixed)
            side.metrics.publish(side.fixed);
        else
            side.metrics.publish(side.table);
    }
}

Status JoinOperator::processBatch(int input, const RowBatch &batch, Output &out)
{
    if (input != 0 && input != 1)
        return Status::internal("join input must be 0 or 1").from(context().name);
    if (batch.empty())
        return Status::ok();
    BatchBuilder builder(m_outSchema, out);
    const Side &side = m_sides[input];
    const Side &other = m_sides[1 - input];
    prepareKeys(side, batch);
    m_innerMatches.clear();
    const bool fixed = fixedState();
    if (fixed && m_kind == plan::JoinKind::Inner && !m_condition) {
        joinInnerFixed(side, other, batch);
        if (!m_innerMatches.empty())
            emitInnerMatches(side, other, batch, out);
        if (side.fixed->longestScan() > kMaxInlineScan)
            moveToGeneralTables();
        return Status::ok();
    }
    const bool prefetch = side.hashed && other.hashed;
    if (fixed) {
        for (std::size_t row = 0; row < std::min(batch.size(), kPrefetchDistance); ++row)
            prefetchFixed(side, other, row);
    } else if (prefetch) {
        for (std::size_t row = 0; row < std::min(batch.size(), 3 * kPrefetchDistance); ++row) {
            side.hashed->prefetchSlot(m_stateHashes[row]);
            other.hashed->prefetchSlot(m_stateHashes[row]);
        }
    }
    for (std::size_t row = 0; row < batch.size(); ++row) {
        if (fixed) {
            // The inline slots lie at the home: one prefetch of both sides d rows ahead.
            if (row + kPrefetchDistance < batch.size())
                prefetchFixed(side, other, row + kPrefetchDistance);
        } else if (prefetch) {
            // Pipelined lookups: both sides' hash slots 3d rows ahead, their records d ahead.
            if (row + 3 * kPrefetchDistance < batch.size()) {
                side.hashed->prefetchSlot(m_stateHashes[row + 3 * kPrefetchDistance]);
                other.hashed->prefetchSlot(m_stateHashes[row + 3 * kPrefetchDistance]);
            }
            if (row + kPrefetchDistance < batch.size()) {
                side.hashed->prefetchEntry(m_stateHashes[row + kPrefetchDistance]);
                other.hashed->prefetchEntry(m_stateHashes[row + kPrefetchDistance]);
            }
        }
        Status s = processRow(input, batch, row, builder);
        if (!s.isOk())
            return s.from(context().name);
    }
    builder.flush();
    if (fixed && side.fixed->longestScan() > kMaxInlineScan)
        moveToGeneralTables();
    return Status::ok();
}

void JoinOperator::joinInnerFixed(const Side &in, const Side &other, const RowBatch &batch)
{
    const std::size_t n = batch.size();
    const std::size_t keyWidth = other.fixedKey->size();
    const InlineRecordState &otherState = *other.recordState;
    for (std::size_t row = 0; row < std::min(n, kPrefetchDistance); ++row)
        prefetchFixed(in, other, row);
    for (std::size_t row = 0; row < n; ++row) {
        if (row + kPrefetchDistance < n)
            prefetchFixed(in, other, row + kPrefetchDistance);
        if (m_nullKeys[row])
            continue; // a NULL join key matches nothing, now or later: no state
        // Every record under the key matches; the joined rows keep the input's kind.
        other.fixed->forEachUnderTag(
            m_hashes[row], fixedKeyOf(row), keyWidth, [&](const char *record, const char *value) {
                const std::int64_t count = otherState.read(record, value).count;
                for (std::int64_t i = 0; i < count; ++i)
                    m_innerMatches.push_back({static_cast<std::uint32_t>(row), record});
                return true;
            });
        if (isRetraction(batch.kind(row)))
            updateOwnFixed(in, row, false, 0);
        else
            addOwnFixed(in, row, 0);
    }
}

void JoinOperator::prepareKeys(const Side &side, const RowBatch &batch)
{
    const std::size_t n = batch.size();
    m_hashes.resize(n);
    side.hasher->hashBatch(batch, m_hashes);
    m_nullKeys.assign(n, 0);
    for (std::uint32_t k : side.keys) {
        if (!batch.hasNulls(k))
            continue;
        for (std::size_t row = 0; row < n; ++row)
            m_nullKeys[row] |= batch.isNull(k, row) ? 1 : 0;
    }
    if (fixedState()) {
        // Each row's state record, [join key][row], a column at a time; the key is its prefix.
        // (A row with a NULL key gets bytes too, never used.)
        const std::size_t keyWidth = side.fixedKey->size();
        m_recordWidth = keyWidth + side.fixedRow->size();
        m_keyBytes.resize(n * m_recordWidth);
        side.fixedKey->storeRows(batch, n, m_keyBytes.data(), m_recordWidth);
        side.fixedRow->storeRows(batch, n, m_keyBytes.data() + keyWidth, m_recordWidth);
        return; // the inline tables take the key hasher's hash and keep no key groups
    }
    m_keyBytes.clear();
    m_keyEnds.resize(n);
    m_keyGroups.resize(n);
    for (std::size_t row = 0; row < n; ++row) {
        if (!m_nullKeys[row])
            side.keyCodec->encode(batch, row, m_keyBytes);
        m_keyEnds[row] = m_keyBytes.size();
        m_keyGroups[row] =
            keyGroupForKeyHash(KeyHasher::keyHash32(m_hashes[row]), m_maxParallelism);
    }
    if (!m_sides[0].hashed && !m_sides[1].hashed)
        return;
    // Both sides' tables use the same key bytes, so one hash serves both.
    m_stateHashes.resize(n);
    for (std::size_t row = 0; row < n; ++row)
        m_stateHashes[row] = state::heapKeyHash(m_keyGroups[row], keyOf(row));
}

void JoinOperator::visitOther(const Side &other, std::size_t row, state::MapTable::Visitor visit)
{
    if (other.hashed)
        other.hashed->forEach(m_stateHashes[row], m_keyGroups[row], keyOf(row), visit);
    else
        other.table->forEach(m_keyGroups[row], keyOf(row), visit);
}

Status JoinOperator::decodeOther(const Side &other, std::size_t row, std::string_view userKey,
                                 RowBatch &dst, std::size_t dstRow) const
{
    Status s = other.rowCodec->decodeInto(userKey, dst, dstRow, other.offset + other.rowStart);
    if (s.isOk() && m_keysApart)
        s = other.keyCodec->decodeInto(keyOf(row), dst, dstRow, other.offset + other.keyStart);
    return s;
}

void JoinOperator::loadOther(const Side &other, std::size_t row, const char *record, RowBatch &dst,
                             std::size_t dstRow) const
{
    const std::size_t keyWidth = other.fixedKey->size();
    other.rowOut->load(record + keyWidth, dst, dstRow);
    if (other.keyOut)
        other.keyOut->load(fixedKeyOf(row), dst, dstRow);
}

Status JoinOperator::collectCandidates(const Side &other, std::size_t row)
{
    m_arena.reset();
    m_candidates.clear();
    m_meta.clear();
    if (other.fixed) {
        visitOtherFixed(other, row, [&](const char *record, char *value) {
            const std::size_t r = m_candidates.appendRow(RowKind::Insert);
            loadOther(other, row, record, m_candidates, r);
            const auto [count, associations] = other.recordState->read(record, value);
            // The record stays put: only the input's own side changes until it is used.
            m_meta.push_back({std::string_view(), count, associations, record, value});
            return true;
        });
        return Status::ok();
    }
    Status decodeStatus;
    visitOther(other, row, [&](std::string_view userKey, std::string_view value) {
        const std::size_t r = m_candidates.appendRow(RowKind::Insert);
        decodeStatus = decodeOther(other, row, other.bySequence ? value : userKey, m_candidates, r);
        if (!decodeStatus.isOk())
            return false;
        const auto [count, associations] = other.bySequence
                                               ? std::pair<std::int64_t, std::int64_t>{1, 0}
                                               : decodeRecordState(value, other.outer);
        // Only an outer other side is written back (its associations), under this user key.
        m_meta.push_back(
            {other.outer ? m_arena.copy(userKey) : std::string_view(), count, associations});
        return true;
    });
    return decodeStatus;
}

void JoinOperator::updateOther(const Side &other, std::size_t row, std::uint32_t candidate,
                               std::int64_t associations)
{
    const Candidate &m = m_meta[candidate];
    if (m.fixedValue) {
        other.recordState->write(m.fixedRecord, m.fixedValue, {m.count, associations});
        return;
    }
    encodeRecordState(m_value, true, m.count, associations);
    if (other.hashed)
        other.hashed->put(m_stateHashes[row], m_keyGroups[row], keyOf(row), m.row, m_value);
    else
        other.table->put(m_keyGroups[row], keyOf(row), m.row, m_value);
}

void JoinOperator::updateOwnFixed(const Side &in, std::size_t row, bool accumulate,
                                  std::int64_t associations)
{
    if (accumulate) {
        addOwnFixed(in, row, associations);
        return;
    }
    const char *record = fixedKeyOf(row);
    const std::uint64_t hash = m_hashes[row];
    InlineRecordState &state = *in.recordState;
    char *value = in.fixed->find(hash, record);
    if (!value)
        return; // retracting a row never held: nothing to take away
    InlineRecordState::Numbers numbers = state.read(record, value);
    if (numbers.count <= 1) {
        state.erase(record, value);
        in.fixed->erase(hash, record);
        return;
    }
    --numbers.count;
    state.write(record, value, numbers);
}

std::string_view JoinOperator::nextSequence()
{
    const std::uint64_t n = m_nextSequence++;
    for (int i = 0; i < 8; ++i)
        m_sequence[4 + i] = static_cast<char>(n >> (8 * (7 - i)));
    return std::string_view(m_sequence, sizeof m_sequence);
}

void JoinOperator::appendBySequence(const Side &in, std::size_t row, std::string_view stored)
{
    const std::string_view sequence = nextSequence();
    if (in.hashed)
        in.hashed->put(m_stateHashes[row], m_keyGroups[row], keyOf(row), sequence, stored);
    else
        in.table->put(m_keyGroups[row], keyOf(row), sequence, stored);
}

void JoinOperator::updateOwnRecord(const Side &in, const RowBatch &batch, std::size_t row,
                                   bool accumulate, std::int64_t associations)
{
    if (in.fixed) {
        updateOwnFixed(in, row, accumulate, associations);
        return;
    }
    const std::string_view key = keyOf(row);
    const int keyGroup = m_keyGroups[row];
    const std::uint64_t stateHash = in.hashed ? m_stateHashes[row] : 0;
    m_row.clear();
    in.rowCodec->encode(batch, row, m_row);
    if (in.bySequence) {
        // Insert-only (processRow refuses anything else): the row is one more entry.
        appendBySequence(in, row, m_row);
        return;
    }
    // Read and written back through one lookup on the heap backend.
    const void *handle = nullptr;
    const auto stored = in.hashed ? in.hashed->getEntry(stateHash, keyGroup, key, m_row, handle)
                                  : in.table->get(keyGroup, key, m_row);
    if (!accumulate && !stored)
        return; // retracting a row never held: nothing to take away
    const auto [count, storedAssociations] =
        stored ? decodeRecordState(*stored, in.outer) : std::pair<std::int64_t, std::int64_t>{0, 0};
    if (!accumulate && count <= 1) {
        if (in.hashed)
            in.hashed->remove(stateHash, keyGroup, key, m_row);
        else
            in.table->remove(keyGroup, key, m_row);
        return;
    }
    encodeRecordState(m_value, in.outer, accumulate ? count + 1 : count - 1,
                      accumulate ? associations : storedAssociations);
    if (in.hashed)
        in.hashed->writeEntry(handle, stateHash, keyGroup, key, m_row, m_value);
    else
        in.table->put(keyGroup, key, m_row, m_value);
}

Status JoinOperator::processInnerRow(const Side &in, const Side &other, const RowBatch &batch,
                                     std::size_t row, BatchBuilder &out)
{
    // Without a condition every record under the key matches and the joined rows keep the input's
    // kind: they go straight from the other side's state into the output.
    const RowKind kind = batch.kind(row);
    const std::size_t inputColumns = in.schema->size();
    Status status;
    visitOther(other, row, [&](std::string_view userKey, std::string_view value) {
        const std::int64_t count = other.bySequence ? 1 : decodeRecordState(value, false).first;
        const std::string_view stored = other.bySequence ? value : userKey;
        for (std::int64_t i = 0; i < count && status.isOk(); ++i) {
            RowBatch &b = out.batch();
            const std::size_t r = b.appendRow(kind);
            for (std::size_t c = 0; c < inputColumns; ++c)
                b.copyValue(in.offset + c, r, batch, c, row);
            status = decodeOther(other, row, stored, b, r);
        }
        return status.isOk();
    });
    if (!status.isOk())
        return status;
    updateOwnRecord(in, batch, row, !isRetraction(kind), 0);
    return Status::ok();
}

Status JoinOperator::processRow(int input, const RowBatch &batch, std::size_t row,
                                BatchBuilder &out)
{
    Side &in = m_sides[input];
    Side &other = m_sides[1 - input];
    const bool accumulate = !isRetraction(batch.kind(row));
    const RowKind inputKind = batch.kind(row);
    if (in.bySequence && inputKind != RowKind::Insert && !in.fixed)
        return Status::internal("a join input planned as insert-only sent a " +
                                std::string(rowKindShortString(inputKind)) + " row");

    if (m_nullKeys[row]) {
        // Equi-join keys filter NULLs, so such a row matches nothing, now or later: no state
        // needed, only its null-padded row on an outer side.
        if (in.outer)
            emitInputPadded(out, accumulate ? RowKind::Insert : RowKind::Delete, in, batch, row);
        return Status::ok();
    }
    if (m_kind == plan::JoinKind::Inner && !m_condition)
        return processInnerRow(in, other, batch, row, out);

    // The other side's records under this key, joined with the input row.
    if (Status s = collectCandidates(other, row); !s.isOk())
        return s;
    const std::size_t inputColumns = in.schema->size();
    for (std::size_t r = 0; r < m_candidates.size(); ++r) {
        for (std::size_t c = 0; c < inputColumns; ++c)
            m_candidates.copyValue(in.offset + c, r, batch, c, row);
    }
    m_matched.clear();
    if (m_condition && !m_candidates.empty()) {
        Status s = m_condition->filter(m_candidates, m_matched, true);
        if (!s.isOk())
            return s;
    } else {
        for (std::size_t r = 0; r < m_candidates.size(); ++r)
            m_matched.push_back(static_cast<std::uint32_t>(r));
    }
    std::int64_t matches = 0;
    for (std::uint32_t r : m_matched)
        matches += m_meta[r].count;

    if (accumulate) {
        if (in.outer && matches == 0) {
            emitInputPadded(out, RowKind::Insert, in, batch, row);
        } else {
            // Outer joins send +I; inner joins forward +I / +U.
            const RowKind joinedKind = (in.outer || other.outer) ? RowKind::Insert : inputKind;
            for (std::uint32_t r : m_matched) {
                const Candidate &m = m_meta[r];
                for (std::int64_t i = 0; i < m.count; ++i) {
                    if (other.outer && m.associations == 0)
                        emitOtherPadded(out, RowKind::Delete, other, r);
                    emitJoined(out, joinedKind, r);
                }
                if (other.outer)
                    updateOther(other, row, r, m.associations + 1);
            }
        }
        updateOwnRecord(in, batch, row, true, in.outer ? matches : 0);
        return Status::ok();
    }

    // Retraction: the record leaves state (if it was there), its joined rows are withdrawn.
    updateOwnRecord(in, batch, row, false, 0);
    if (m_matched.empty() || matches == 0) {
        if (in.outer)
            emitInputPadded(out, RowKind::Delete, in, batch, row);
        return Status::ok();
    }
    const RowKind joinedKind = in.outer ? RowKind::Delete : inputKind;
    for (std::uint32_t r : m_matched) {
        const Candidate &m = m_meta[r];
        for (std::int64_t i = 0; i < m.count; ++i) {
            emitJoined(out, joinedKind, r);
            if (other.outer && m.associations == 1)
                emitOtherPadded(out, RowKind::Insert, other, r);
        }
        if (other.outer)
            updateOther(other, row, r, m.associations - 1);
    }
    return Status::ok();
}

void JoinOperator::emitInnerMatches(const Side &in, const Side &other, const RowBatch &batch,
                                    Output &out)
{
    // Each joined row: the input row's kind and columns, the other side's stored columns from
    // its record and, when rows are stored without their keys, the join key from the input's.
    const std::size_t keyWidth = other.fixedKey->size();
    const std::size_t total = m_innerMatches.size();
    for (std::size_t begin = 0; begin < total; begin += RowBatch::kDefaultCapacity) {
        const std::size_t rows = std::min(RowBatch::kDefaultCapacity, total - begin);
        RowBatch joined(m_outSchema, rows);
        joined.resize(rows);
        m_matchRows.resize(rows);
        m_matchRecords.resize(rows);
        for (std::size_t i = 0; i < rows; ++i) {
            const InnerMatch &m = m_innerMatches[begin + i];
            joined.setKind(i, batch.kind(m.inRow));
            m_matchRows[i] = m.inRow;
            m_matchRecords[i] = m.record + keyWidth;
        }
        for (std::size_t c = 0; c < in.schema->size(); ++c)
            joined.gatherColumn(in.offset + c, 0, batch, c, m_matchRows);
        other.rowOut->loadRows(m_matchRecords, joined);
        if (other.keyOut) {
            // The input's own key records: the same key bytes the other side's rows left out.
            for (std::size_t i = 0; i < rows; ++i)
                m_matchRecords[i] = fixedKeyOf(m_matchRows[i]);
            other.keyOut->loadRows(m_matchRecords, joined);
        }
        out.emit(std::move(joined));
    }
}

void JoinOperator::emitJoined(BatchBuilder &out, RowKind kind, std::size_t candidateRow)
{
    RowBatch &b = out.batch();
    const std::size_t r = b.appendRowFrom(m_candidates, candidateRow);
    b.setKind(r, kind);
}

void JoinOperator::emitInputPadded(BatchBuilder &out, RowKind kind, const Side &side,
                                   const RowBatch &batch, std::size_t row)
{
    RowBatch &b = out.batch();
    const std::size_t r = b.appendRow(kind);
    for (std::size_t c = 0; c < side.schema->size(); ++c)
        b.copyValue(side.offset + c, r, batch, c, row);
}

void JoinOperator::emitOtherPadded(BatchBuilder &out, RowKind kind, const Side &other,
                                   std::size_t candidateRow)
{
    RowBatch &b = out.batch();
    const std::size_t r = b.appendRow(kind);
    for (std::size_t c = 0; c < other.schema->size(); ++c)
        b.copyValue(other.offset + c, r, m_candidates, other.offset + c, candidateRow);
}

std::unique_ptr<Operator> makeJoinOperator(const plan::JoinNode &node)
{
    return std::make_unique<JoinOperator>(node);
}

} // namespace sluice::exec
