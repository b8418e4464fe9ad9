#include "exec/join_operator.h"

#include "exec/operators.h"
#include "runtime/key_groups.h"

namespace sluice::exec {

namespace {

std::vector<RowField> toFields(const plan::RowSchema &schema)
{
    std::vector<RowField> fields;
    fields.reserve(schema.size());
    for (const auto &f : schema)
        fields.push_back({f.name, f.type, {}});
    return fields;
}

/// State value of a record: how often it is held, and (outer sides) how many other-side rows
/// it currently joins with.
void encodeRecordState(std::string &out, std::int64_t count, std::int64_t associations)
{
    out.clear();
    for (std::int64_t v : {count, associations}) {
        for (int i = 0; i < 8; ++i)
            out.push_back(static_cast<char>((static_cast<std::uint64_t>(v) >> (8 * i)) & 0xff));
    }
}

std::pair<std::int64_t, std::int64_t> decodeRecordState(std::string_view bytes)
{
    if (bytes.size() != 16)
        return {0, 0};
    auto read = [&](std::size_t at) {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[at + i])) << (8 * i);
        return static_cast<std::int64_t>(v);
    };
    return {read(0), read(8)};
}

} // namespace

JoinOperator::JoinOperator(const plan::JoinNode &node)
{
    m_kind = node.joinKind;
    m_conditionExpr = node.nonEquiCondition;
    if (node.inputs.size() != 2) {
        m_setupError = Status::internal("join node needs two inputs");
        return;
    }
    m_outSchema = Schema::make(toFields(node.schema));
    const std::vector<int> *keys[2] = {&node.leftKeys, &node.rightKeys};
    const plan::StateTtl *ttls[2] = {&node.leftTtl, &node.rightTtl};
    std::size_t offset = 0;
    for (int s = 0; s < 2; ++s) {
        Side &side = m_sides[s];
        side.schema = Schema::make(toFields(node.inputs[static_cast<std::size_t>(s)]->schema));
        for (int k : *keys[s])
            side.keys.push_back(static_cast<std::uint32_t>(k));
        side.hasher.emplace(*side.schema, side.keys);
        side.keyCodec.emplace(RowCodec::forKey(*side.schema, side.keys));
        side.rowCodec.emplace(RowCodec::forSchema(*side.schema));
        side.offset = offset;
        side.ttl = ttls[s]->ttl;
        offset += side.schema->size();
    }
    m_sides[0].outer = m_kind == plan::JoinKind::Left || m_kind == plan::JoinKind::Full;
    m_sides[1].outer = m_kind == plan::JoinKind::Right || m_kind == plan::JoinKind::Full;
    if (offset != m_outSchema->size() || node.leftKeys.size() != node.rightKeys.size())
        m_setupError = Status::internal("join output does not match its inputs");
    m_candidates = RowBatch(m_outSchema, 16);
}

Status JoinOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!m_setupError.isOk())
        return Status(m_setupError).from(context.name);
    if (!context.state)
        return Status::internal("keyed operator opened without a state backend").from(context.name);
    m_maxParallelism = context.maxParallelism;
    if (m_conditionExpr) {
        auto compiled = CompiledExpression::compile(m_conditionExpr, *m_outSchema);
        if (!compiled)
            return Status(compiled.status()).from(context.name);
        m_condition.emplace(std::move(*compiled));
    }
    m_sides[0].table = &context.state->mapTable("left-records", state::TtlConfig{m_sides[0].ttl});
    m_sides[1].table = &context.state->mapTable("right-records", state::TtlConfig{m_sides[1].ttl});
    for (Side &side : m_sides)
        side.hashed = dynamic_cast<state::HashedMapTable *>(side.table);
    if (context.metrics) {
        for (int s = 0; s < 2; ++s) {
            const std::string prefix = s == 0 ? "left." : "right.";
            m_sides[s].entriesMetric = &context.metrics->extra(prefix + "stateEntries");
            m_sides[s].bytesMetric = &context.metrics->extra(prefix + "stateBytes");
        }
    }
    return Status::ok();
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
    for (const Side &side : m_sides) {
        if (!side.table || !side.entriesMetric)
            continue;
        side.entriesMetric->store(side.table->entries(), std::memory_order_relaxed);
        side.bytesMetric->store(side.table->bytes(), std::memory_order_relaxed);
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
    m_hashes.resize(batch.size());
    side.hasher->hashBatch(batch, m_hashes);
    const bool prefetch = side.hashed && m_sides[1 - input].hashed;
    if (prefetch)
        prefetchRows(input, batch);
    constexpr std::size_t kDistance = 16;
    for (std::size_t row = 0; row < batch.size(); ++row) {
        if (prefetch) {
            // Pipelined lookups: both sides' hash slots 3d rows ahead, their records d ahead.
            if (row + 3 * kDistance < batch.size()) {
                side.hashed->prefetchSlot(m_stateHashes[row + 3 * kDistance]);
                m_sides[1 - input].hashed->prefetchSlot(m_stateHashes[row + 3 * kDistance]);
            }
            if (row + kDistance < batch.size()) {
                side.hashed->prefetchEntry(m_stateHashes[row + kDistance]);
                m_sides[1 - input].hashed->prefetchEntry(m_stateHashes[row + kDistance]);
            }
        }
        Status s = processRow(input, batch, row, m_hashes[row], builder);
        if (!s.isOk())
            return s.from(context().name);
    }
    builder.flush();
    return Status::ok();
}

void JoinOperator::prefetchRows(int input, const RowBatch &batch)
{
    // The state hash of each row's (key group, key); both sides' tables use the same key bytes.
    const Side &side = m_sides[input];
    m_stateHashes.resize(batch.size());
    for (std::size_t row = 0; row < batch.size(); ++row) {
        m_prefetchKey.clear();
        side.keyCodec->encode(batch, row, m_prefetchKey);
        const int keyGroup = keyGroupForKeyHash(KeyHasher::keyHash32(m_hashes[row]), m_maxParallelism);
        m_stateHashes[row] = state::heapKeyHash(keyGroup, m_prefetchKey);
        if (row < 48) {
            side.hashed->prefetchSlot(m_stateHashes[row]);
            m_sides[1 - input].hashed->prefetchSlot(m_stateHashes[row]);
        }
    }
}

Status JoinOperator::processRow(int input, const RowBatch &batch, std::size_t row,
                                std::uint64_t hash, BatchBuilder &out)
{
    Side &in = m_sides[input];
    Side &other = m_sides[1 - input];
    const bool accumulate = !isRetraction(batch.kind(row));
    const RowKind inputKind = batch.kind(row);

    bool nullKey = false;
    for (std::uint32_t k : in.keys)
        nullKey = nullKey || batch.isNull(k, row);
    if (nullKey) {
        // Equi-join keys filter NULLs, so such a row matches nothing, now or later: no state
        // needed, only its null-padded row on an outer side.
        if (in.outer)
            emitInputPadded(out, accumulate ? RowKind::Insert : RowKind::Delete, in, batch, row);
        return Status::ok();
    }

    m_key.clear();
    in.keyCodec->encode(batch, row, m_key);
    const int keyGroup = keyGroupForKeyHash(KeyHasher::keyHash32(hash), m_maxParallelism);
    m_row.clear();
    in.rowCodec->encode(batch, row, m_row);

    // The other side's records under this key, joined with the input row.
    m_arena.reset();
    m_candidates.clear();
    m_meta.clear();
    Status decodeStatus;
    other.table->forEach(keyGroup, m_key, [&](std::string_view userKey, std::string_view value) {
        const std::size_t r = m_candidates.appendRow(RowKind::Insert);
        Status s = other.rowCodec->decodeInto(userKey, m_candidates, r, other.offset);
        if (!s.isOk()) {
            decodeStatus = s;
            return false;
        }
        const auto [count, associations] = decodeRecordState(value);
        m_meta.push_back({m_arena.copy(userKey), count, associations});
        return true;
    });
    if (!decodeStatus.isOk())
        return decodeStatus;
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

    auto updateOther = [&](std::uint32_t r, std::int64_t associations) {
        encodeRecordState(m_value, m_meta[r].count, associations);
        other.table->put(keyGroup, m_key, m_meta[r].row, m_value);
    };

    auto stored = in.table->get(keyGroup, m_key, m_row);
    auto [count, associations] = stored ? decodeRecordState(*stored) : std::pair<std::int64_t, std::int64_t>{0, 0};

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
                    updateOther(r, m.associations + 1);
            }
        }
        encodeRecordState(m_value, count + 1, in.outer ? matches : 0);
        in.table->put(keyGroup, m_key, m_row, m_value);
        return Status::ok();
    }

    // Retraction: the record leaves state (if it was there), its joined rows are withdrawn.
    if (stored) {
        if (count > 1) {
            encodeRecordState(m_value, count - 1, associations);
            in.table->put(keyGroup, m_key, m_row, m_value);
        } else {
            in.table->remove(keyGroup, m_key, m_row);
        }
    }
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
            updateOther(r, m.associations - 1);
    }
    return Status::ok();
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
