#include "exec/group_aggregate_operator.h"

#include "common/short_bytes.h"
#include "exec/operators.h"
#include "runtime/key_groups.h"
#include "state/heap_fixed_table.h"

#include <sluice/text.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <tuple>

namespace sluice::exec {

namespace {

using plan::AggPhase;

std::vector<RowField> toFields(const plan::RowSchema &schema)
{
    std::vector<RowField> fields;
    fields.reserve(schema.size());
    for (const auto &f : schema)
        fields.push_back({f.name, f.type, {}});
    return fields;
}

/// The node feeding `node`, looking through exchanges and mini-batch assigners.
const plan::PlanNode *producer(const plan::PlanNode &node)
{
    if (node.inputs.empty())
        return nullptr;
    const plan::PlanNode *p = node.inputs[0].get();
    while (p && (p->kind == plan::PlanNodeKind::Exchange ||
                 p->kind == plan::PlanNodeKind::MiniBatchAssigner)) {
        p = p->inputs.empty() ? nullptr : p->inputs[0].get();
    }
    return p;
}

/// The aggregate of `phase` that feeds a Global / Final node.
const plan::AggregateNode *firstPhase(const plan::AggregateNode &node, AggPhase phase)
{
    const plan::PlanNode *p = producer(node);
    if (!p || !p->is<plan::AggregateNode>() || p->as<plan::AggregateNode>().phase != phase)
        return nullptr;
    return &p->as<plan::AggregateNode>();
}

/// The rows a local phase passing its input through hands on as they came: the group keys, then
/// each column a call reads (arguments, FILTER) once, field names of their own ($in<column>), so
/// the global phase tells such a batch from one of accumulators by its schema. `columns` gets the
/// input column of each.
std::shared_ptr<const Schema> forwardedLayout(const Schema &input, const std::vector<std::uint32_t> &keyColumns,
                                              const std::vector<AggSpec> &specs,
                                              std::vector<std::uint32_t> &columns)
{
    columns = keyColumns;
    std::vector<RowField> fields;
    for (const std::uint32_t k : keyColumns)
        fields.push_back(input.field(k));
    auto add = [&](int column) {
        if (column < 0)
            return;
        const auto c = static_cast<std::uint32_t>(column);
        if (std::find(columns.begin() + static_cast<std::ptrdiff_t>(keyColumns.size()), columns.end(), c) != columns.end())
            return;
        columns.push_back(c);
        RowField f = input.field(c);
        f.name = "$in" + std::to_string(c);
        fields.push_back(std::move(f));
    };
    for (const AggSpec &spec : specs) {
        add(spec.arg);
        add(spec.arg2);
        add(spec.filter);
    }
    return Schema::make(std::move(fields));
}

/// `specs` reading the columns of a forwardedLayout (`columns`) instead of the input's.
std::vector<AggSpec> readingForwarded(std::vector<AggSpec> specs, const std::vector<std::uint32_t> &columns,
                                      std::size_t keyCount)
{
    auto at = [&](int column) {
        if (column < 0)
            return column;
        const auto it = std::find(columns.begin() + static_cast<std::ptrdiff_t>(keyCount), columns.end(),
                                  static_cast<std::uint32_t>(column));
        return static_cast<int>(it - columns.begin());
    };
    for (AggSpec &spec : specs) {
        spec.arg = at(spec.arg);
        spec.arg2 = at(spec.arg2);
        spec.filter = at(spec.filter);
    }
    return specs;
}

bool updating(const plan::PlanNode *input)
{
    // Without a known input (tests building nodes by hand) assume retractions may come.
    return !input || !input->changelog.isInsertOnly();
}

void putLe64(std::string &out, std::int64_t v)
{
    for (int i = 0; i < 8; ++i)
        out.push_back(static_cast<char>((static_cast<std::uint64_t>(v) >> (8 * i)) & 0xff));
}
std::int64_t getLe64(const char *p)
{
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
        v |= static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])) << (8 * i);
    return static_cast<std::int64_t>(v);
}
void putLe32(std::string &out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}
std::uint32_t getLe32(const char *p)
{
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
        v |= static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])) << (8 * i);
    return v;
}

/// The distinct-split layout: keys (incl. $bucket), then each call's partial value.
std::vector<RowField> partialLayout(const Schema &input, const std::vector<int> &keys,
                                    const std::vector<AggSpec> &specs)
{
    std::vector<RowField> fields;
    for (int k : keys)
        fields.push_back(input.field(static_cast<std::size_t>(k)));
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const AggSpec &s = specs[i];
        const std::string name = "$partial" + std::to_string(i);
        if (s.kind == AccKind::Avg) {
            fields.push_back({name, s.accType, {}});
            fields.push_back({name + "_n", LogicalType::bigInt(false), {}});
        } else {
            fields.push_back({name, s.resultType, {}});
        }
    }
    return fields;
}

} // namespace

GroupAggregateOperator::GroupAggregateOperator(const plan::AggregateNode &node)
{
    m_setupError = setUp(node);
}

Status GroupAggregateOperator::setUp(const plan::AggregateNode &node)
{
    m_miniBatch = node.miniBatch;
    m_emitOnEmptyInput = node.emitOnEmptyInput && node.groupKeys.empty();
    m_ttl = node.ttl.ttl;
    auto buildSpecs = [&](const plan::AggregateNode &n, const Schema &input, bool upd) {
        std::vector<AggSpec> specs;
        for (const auto &call : n.aggCalls)
            specs.push_back(makeAggSpec(call, input, upd));
        return specs;
    };
    auto inputSchemaOf = [](const plan::PlanNode &n) -> Result<Schema> {
        if (n.inputs.empty())
            return Status::internal("aggregate node without input");
        return Schema(toFields(n.inputs[0]->schema));
    };

    switch (node.phase) {
    case AggPhase::Single:
    case AggPhase::Partial:
    case AggPhase::Local: {
        auto in = inputSchemaOf(node);
        if (!in)
            return in.status();
        m_inSchema = std::make_shared<const Schema>(std::move(*in));
        const bool upd = updating(node.inputs.empty() ? nullptr : node.inputs[0].get());
        m_specs = buildSpecs(node, *m_inSchema, upd);
        for (int k : node.groupKeys)
            m_keyColumns.push_back(static_cast<std::uint32_t>(k));
        m_keyCount = m_keyColumns.size();
        m_mode = node.phase == AggPhase::Local ? Mode::Local : Mode::Single;
        m_partialOutput = node.phase == AggPhase::Partial;
        // Flink keeps no record counter for insert-only input (AccumulationRecordCounter): a
        // key's count can never fall to zero. Local still sends it for the global merge.
        m_storeRecordCount = upd || m_mode == Mode::Local;
        m_fixedRecordCount = m_storeRecordCount;
        m_countsPresenceOnly = !upd && m_ttl.count() == 0;
        break;
    }
    case AggPhase::Global: {
        const plan::AggregateNode *local = firstPhase(node, AggPhase::Local);
        if (!local)
            return Status::internal("GlobalGroupAggregate is not fed by a LocalGroupAggregate");
        auto original = inputSchemaOf(*local);
        if (!original)
            return original.status();
        const bool upd = updating(local->inputs[0].get());
        m_specs = buildSpecs(node, *original, upd);
        m_keyCount = node.groupKeys.size();
        std::vector<RowField> fields;
        for (int k : node.groupKeys)
            fields.push_back(original->field(static_cast<std::size_t>(k)));
        std::vector<AggSpec> copy = m_specs;
        for (auto &f : accumulatorLayout(copy, true))
            fields.push_back(f);
        m_inSchema = Schema::make(std::move(fields));
        for (std::size_t k = 0; k < m_keyCount; ++k)
            m_keyColumns.push_back(static_cast<std::uint32_t>(k));
        const std::vector<std::uint32_t> localKeys(local->groupKeys.begin(), local->groupKeys.end());
        m_forwardedSchema = forwardedLayout(*original, localKeys, m_specs, m_forwardedColumns);
        m_mode = Mode::Global;
        m_miniBatch = true; // the global phase always folds a batch per key
        // As MiniBatchGlobalGroupAggFunction: a record count only over updating input.
        m_storeRecordCount = upd;
        m_fixedRecordCount = upd;
        m_countsPresenceOnly = !upd && m_ttl.count() == 0;
        break;
    }
    case AggPhase::Final: {
        const plan::AggregateNode *partial = firstPhase(node, AggPhase::Partial);
        if (!partial)
            return Status::internal("final aggregate of a distinct split is not fed by a partial one");
        auto original = inputSchemaOf(*partial);
        if (!original)
            return original.status();
        const bool upd = updating(partial->inputs[0].get());
        const std::vector<AggSpec> partialSpecs = buildSpecs(node, *original, upd);
        m_inSchema = Schema::make(partialLayout(*original, partial->groupKeys, partialSpecs));
        m_keyCount = node.groupKeys.size();
        for (std::size_t k = 0; k < m_keyCount; ++k)
            m_keyColumns.push_back(static_cast<std::uint32_t>(k));
        // Re-express each call over the partial values, which arrive as updates.
        std::size_t col = partial->groupKeys.size();
        for (std::size_t i = 0; i < node.aggCalls.size(); ++i) {
            const AggSpec &p = partialSpecs[i];
            plan::AggCall call;
            call.argIndex = static_cast<int>(col);
            call.type = node.aggCalls[i].type;
            switch (p.kind) {
            case AccKind::Count:
            case AccKind::CountStar:
            case AccKind::Sum0: call.function = plan::AggFunction::Sum0; break;
            case AccKind::Sum: call.function = plan::AggFunction::Sum; break;
            case AccKind::Avg:
            case AccKind::AvgMerge: call.function = plan::AggFunction::Avg; break;
            case AccKind::Min: call.function = plan::AggFunction::Min; break;
            case AccKind::Max: call.function = plan::AggFunction::Max; break;
            default:
                return Status::internal(std::string("the distinct split does not take ") +
                                        plan::aggFunctionName(node.aggCalls[i].function));
            }
            AggSpec s = makeAggSpec(call, *m_inSchema, true);
            if (p.kind == AccKind::Avg) {
                s.kind = AccKind::AvgMerge;
                s.arg2 = static_cast<int>(col + 1);
            }
            col += aggValueWidth(p, true);
            m_specs.push_back(s);
        }
        m_mode = Mode::Single;
        break;
    }
    }

    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        AggSpec &s = m_specs[i];
        if (!s.usesMap())
            continue;
        auto shared = std::find_if(m_maps.begin(), m_maps.end(), [&](const CountMap &m) {
            const AggSpec &first = m_specs[m.members.front()];
            return m_mode != Mode::Local && s.distinct && first.distinct && first.arg == s.arg;
        });
        if (shared == m_maps.end())
            shared = m_maps.insert(m_maps.end(), CountMap{});
        s.mapIndex = static_cast<int>(shared - m_maps.begin());
        s.mapMember = shared->members.size();
        shared->members.push_back(i);
    }
    std::size_t widest = 0;
    for (const CountMap &m : m_maps)
        widest = std::max(widest, m.members.size());
    m_countDelta.assign(widest, 0);
    m_countBefore.assign(widest, 0);
    m_countAfter.assign(widest, 0);
    for (AggSpec &s : m_specs) {
        if (!s.valueList())
            continue;
        s.listIndex = static_cast<int>(m_listAggs.size());
        m_listAggs.emplace_back(s);
    }
    m_listCount = m_listAggs.size();
    const bool deltas = m_mode != Mode::Single;
    std::vector<RowField> accFields = accumulatorLayout(m_specs, deltas);
    m_accStored = accFields.size();
    if (deltas) {
        for (const AggSpec &s : m_specs) {
            if (s.deltaColumn >= 0)
                --m_accStored;
        }
    }
    std::vector<LogicalType> storedTypes;
    std::vector<std::uint32_t> storedColumns;
    for (std::size_t i = firstStoredColumn(); i < m_accStored; ++i) {
        storedTypes.push_back(accFields[i].type);
        storedColumns.push_back(static_cast<std::uint32_t>(i));
    }
    // Keys and accumulators of fixed-width columns can live inline in the heap backend's slots:
    // read and written back once per batch (loadSlots / writeBackFixed), or for
    // GroupAggFunction's row-at-a-time path updated where they lie (foldInPlace).
    std::vector<LogicalType> keyTypes;
    for (std::uint32_t k : m_keyColumns)
        keyTypes.push_back(m_inSchema->field(k).type);
    // A local phase keeps no state, but its bundle's keys are told apart by the same records.
    if (FixedRowLayout::supports(keyTypes) && FixedRowLayout::supports(storedTypes)) {
        m_fixedKey.emplace(keyTypes, m_keyColumns, true);
        const std::size_t skip = !m_fixedRecordCount && m_storeRecordCount ? 1 : 0;
        m_fixedAccRecord.emplace(std::vector<LogicalType>(storedTypes.begin() + skip, storedTypes.end()),
                                 std::vector<std::uint32_t>(storedColumns.begin() + skip, storedColumns.end()), false);
        // Key records to output key columns 0.. (the same record format: it follows the types).
        std::vector<std::uint32_t> outColumns(keyTypes.size());
        for (std::uint32_t k = 0; k < outColumns.size(); ++k)
            outColumns[k] = k;
        m_outKey.emplace(keyTypes, std::move(outColumns), false);
        if (m_mode == Mode::Local) {
            std::vector<std::uint32_t> accColumns = storedColumns;
            for (std::uint32_t &c : accColumns)
                c += static_cast<std::uint32_t>(m_keyCount);
            m_localOutAcc.emplace(storedTypes, std::move(accColumns), false);
        }
        if (std::any_of(keyTypes.begin(), keyTypes.end(), [](const LogicalType &t) {
                return t.physicalType() == PhysicalType::Float32 || t.physicalType() == PhysicalType::Float64;
            }))
            m_outKeyStore.emplace(keyTypes, m_keyColumns, false);
    }
    m_inPlace = m_mode == Mode::Single && !m_miniBatch && m_maps.empty() && m_listCount == 0;
    m_mergeInPlace = m_mode == Mode::Global && m_maps.empty() && m_listCount == 0;
    m_localInPlace = m_mode == Mode::Local && m_maps.empty() && m_listCount == 0 && m_fixedAccRecord;
    if ((m_inPlace || m_mergeInPlace || m_localInPlace) && m_fixedAccRecord) {
        // The inline table zeroes a new key's value; when that is the empty accumulator (counts
        // and sums 0, no NULL value to mark), foldInPlace needs no initialisation for a new key.
        m_emptyAcc.assign(m_fixedAccRecord->size(), 0);
        FixedRecord empty(*m_fixedAccRecord, m_emptyAcc.data());
        initAggregates(m_specs, empty, 0);
        m_zeroIsEmptyAcc = std::all_of(m_emptyAcc.begin(), m_emptyAcc.end(), [](char b) { return b == 0; });
    }
    // COUNT(*) without FILTER changes with every row, so a result row never repeats. A global
    // phase's merge adds a local count, which is zero only when retractions cancelled rows.
    const bool countsEveryRow = m_mode == Mode::Single || (m_mode == Mode::Global && !m_fixedRecordCount);
    m_resultsAlwaysChange = countsEveryRow && std::any_of(m_specs.begin(), m_specs.end(), [](const AggSpec &s) {
        return s.kind == AccKind::CountStar && s.filter < 0;
    });
    m_accCodec.emplace(std::move(storedTypes), std::move(storedColumns));
    m_accSchema = Schema::make(accFields);

    if (m_mode == Mode::Local) {
        std::vector<RowField> out;
        for (std::uint32_t k : m_keyColumns)
            out.push_back(m_inSchema->field(k));
        for (auto &f : accFields)
            out.push_back(f);
        m_outSchema = Schema::make(std::move(out));
        m_forwardedSchema = forwardedLayout(*m_inSchema, m_keyColumns, m_specs, m_forwardedColumns);
        std::vector<std::uint32_t> sorted = m_forwardedColumns;
        std::sort(sorted.begin(), sorted.end());
        m_forwardTakesColumns = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
    } else if (m_partialOutput) {
        m_outSchema = Schema::make(partialLayout(*m_inSchema, node.groupKeys, m_specs));
    } else {
        m_outSchema = Schema::make(toFields(node.schema));
    }
    if (m_mode == Mode::Global) {
        // Forwarded rows are folded into the records by the calls as the local phase would
        // have made their accumulators, or turned into those accumulators first.
        m_forwardedSpecs = readingForwarded(m_specs, m_forwardedColumns, m_keyCount);
        m_forwardedRowSpecs = m_forwardedSpecs;
        for (AggSpec &s : m_forwardedRowSpecs)
            s.accColumn += m_keyCount;
    }
    if (m_mode != Mode::Local) {
        std::size_t width = m_keyCount;
        for (const AggSpec &s : m_specs)
            width += aggValueWidth(s, m_partialOutput);
        if (m_outSchema->size() != width)
            return Status::internal("aggregate output schema does not match its calls");
    }

    m_hasher.emplace(*m_inSchema, m_keyColumns);
    m_keyCodec.emplace(RowCodec::forKey(*m_inSchema, m_keyColumns));
    m_valueEncoders.resize(m_specs.size());
    m_valueDecoders.resize(m_specs.size());
    m_valueScratch.resize(m_specs.size());
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const AggSpec &s = m_specs[i];
        if (!s.usesMap())
            continue;
        if (m_mode != Mode::Global)
            m_valueEncoders[i].emplace(
                RowCodec::forKey(*m_inSchema, {static_cast<std::uint32_t>(s.arg)}));
        m_valueDecoders[i].emplace(std::vector<LogicalType>{s.argType.asNullable()});
        m_valueScratch[i] = RowBatch(Schema::make({{"v", s.argType.asNullable()}}), 4);
    }
    m_acc = RowBatch(m_accSchema);
    m_prev = RowBatch(m_outSchema);
    return Status::ok();
}

Status GroupAggregateOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!m_setupError.isOk())
        return Status(m_setupError).from(context.name);
    m_maxParallelism = context.maxParallelism;
    // Mini-batch operators buffer rows across input batches (Flink's bundle); without the
    // job's size and latency (operator tests) each input batch is folded as a bundle. A global
    // phase merging in place keeps its bundle in the records (mergeInPlace): rows are counted.
    const MiniBatchTrigger trigger =
        m_miniBatch ? MiniBatchTrigger::fromConfig(context.config) : MiniBatchTrigger{};
    if (m_mode == Mode::Local) {
        m_bundle.open(m_localInPlace ? nullptr : m_inSchema, trigger, context.metrics);
        if (m_localInPlace)
            m_snapshots.reset(m_fixedAccRecord->size());
        return Status::ok();
    }
    if (!context.state)
        return Status::internal("keyed operator opened without a state backend").from(context.name);
    const state::TtlConfig ttl{m_ttl};
    if (m_fixedKey)
        m_fixedAcc = context.state->fixedValueTable(accTableName(), m_fixedKey->size(),
                                                    m_fixedAccRecord->size(), ttl);
    m_bundle.open(mergesOnArrival() ? nullptr : m_inSchema, trigger, context.metrics);
    if (mergesOnArrival()) {
        m_snapshots.reset(m_fixedAccRecord->size());
        std::vector<RowField> keyFields;
        for (std::uint32_t k = 0; k < m_keyCount; ++k)
            keyFields.push_back(m_inSchema->field(m_keyColumns[k]));
        m_bundleKeys = RowBatch(Schema::make(std::move(keyFields)));
        m_seenBits.assign(std::size_t{1} << (kRepeatFilterBits - 6), 0);
        m_twiceBits.assign(m_seenBits.size(), 0);
    }
    if (!m_fixedAcc) {
        m_accTable = &context.state->valueTable(accTableName(), ttl);
        m_hashedAcc = dynamic_cast<state::HashedValueTable *>(m_accTable);
    }
    for (CountMap &m : m_maps) {
        const std::size_t first = m.members.front();
        if (!m_specs[first].distinct) {
            m.table = &context.state->mapTable("agg-extreme-" + std::to_string(first), ttl);
        } else {
            const std::string name = (m.members.size() == 1 ? "agg-distinct-" : "agg-distinct-shared-") +
                                     std::to_string(first);
            // A distinct view that only says which values came: a value's entry is written when
            // it first comes (and when a FILTER lets it into another member), and the key's
            // entries are never visited, since its count cannot fall to zero (clearKey).
            m.table = m_countsPresenceOnly
                          ? &context.state->mapTableFor(name, {.writesMostlyNew = true, .pointAccessOnly = true})
                          : &context.state->mapTable(name, ttl);
        }
        if (m_hashedAcc)
            m.hashed = dynamic_cast<state::HashedMapTable *>(m.table);
    }
    return Status::ok();
}

Status GroupAggregateOperator::restoreState(const std::vector<RestoredOperatorState> & /*state*/)
{
    // The keyed state is in the backend now (the runtime reads it after open()): what an older
    // checkpoint kept in another layout is rewritten into this one's tables.
    if (m_mode == Mode::Local || !context().state)
        return Status::ok();
    state::KeyedStateBackend &backend = *context().state;
    const state::TtlConfig ttl{m_ttl};
    if (m_accTable && std::string_view(accTableName()) != kAccTable && backend.hasValueTable(kAccTable))
        if (Status s = migrateCountedAccumulators(backend, ttl); !s.isOk())
            return s.from(context().name);
    for (const CountMap &m : m_maps) {
        if (!m_specs[m.members.front()].distinct || m.members.size() == 1)
            continue;
        if (Status s = migrateDistinctMaps(backend, m, ttl); !s.isOk())
            return s.from(context().name);
    }
    return Status::ok();
}

const char *GroupAggregateOperator::accTableName() const
{
    // The global phase over insert-only input keeps no record count (Flink's neither); until
    // 2026-12-06 Sluice kept one there, under kAccTable, which a restore migrates.
    return m_mode == Mode::Global && !m_storeRecordCount ? "agg-acc-uncounted" : kAccTable;
}

Status GroupAggregateOperator::migrateCountedAccumulators(state::KeyedStateBackend &backend,
                                                          state::TtlConfig ttl)
{
    // A checkpoint of an older Sluice: the accumulators of this global phase with the record
    // count in front. Each is rewritten without it into the current table, keeping its TTL
    // stamp, and taken out of the old one.
    std::vector<LogicalType> types;
    std::vector<std::uint32_t> columns;
    for (std::size_t c = 0; c < m_accStored; ++c) {
        types.push_back(m_accSchema->field(c).type);
        columns.push_back(static_cast<std::uint32_t>(c));
    }
    const RowCodec counted(std::move(types), std::move(columns));
    RowBatch acc(m_accSchema, 1);
    acc.resize(1);
    std::vector<std::pair<int, std::string>> moved;
    Status failed;
    bool inOld = false;
    Status s = backend.snapshot(
        [&](const state::StateTableInfo &t) { inOld = !t.map && t.name == kAccTable; },
        [&](const state::StateEntry &e) {
            if (!inOld || !failed.isOk())
                return;
            if (Status d = counted.decodeInto(e.value, acc, 0, 0); !d.isOk()) {
                failed = Status::invalidArgument(
                    sluice::Engine::tr("an aggregate's state from an older checkpoint does not decode: %1").arg(d.message()));
                return;
            }
            m_encoded.clear();
            m_accCodec->encode(acc, 0, m_encoded);
            m_accTable->restore({e.keyGroup, e.key, {}, m_encoded, e.timestamp});
            moved.emplace_back(e.keyGroup, std::string(e.key));
        });
    if (!s.isOk())
        return s;
    if (!failed.isOk())
        return failed;
    state::ValueTable &old = backend.valueTable(kAccTable, ttl);
    for (const auto &[group, key] : moved)
        old.remove(group, key);
    return backend.status();
}

Status GroupAggregateOperator::migrateDistinctMaps(state::KeyedStateBackend &backend,
                                                  const CountMap &map, state::TtlConfig ttl)
{
    // Until 2026-12-06 each DISTINCT call kept a map of its own, with one count per value. The
    // counts are gathered per (key, value) first, then written once each with the latest of
    // their TTL stamps, and the old maps emptied.
    const std::size_t width = map.members.size();
    std::vector<std::string> names;
    bool held = false;
    for (std::size_t i : map.members) {
        names.push_back("agg-distinct-" + std::to_string(i));
        held = held || backend.hasMapTable(names.back());
    }
    if (!held)
        return Status::ok();
    struct Gathered {
        std::string counts;
        std::int64_t timestamp = -1;
    };
    std::map<std::tuple<int, std::string, std::string>, Gathered> gathered;
    std::set<std::pair<int, std::string>> keys;
    std::size_t member = width;
    Status s = backend.snapshot(
        [&](const state::StateTableInfo &t) {
            member = width;
            for (std::size_t j = 0; j < width && t.map; ++j) {
                if (t.name == names[j])
                    member = j;
            }
        },
        [&](const state::StateEntry &e) {
            if (member == width || e.value.size() != 8)
                return;
            Gathered &g = gathered[{e.keyGroup, std::string(e.key), std::string(e.userKey)}];
            g.counts.resize(width * 8, '\0');
            std::memcpy(g.counts.data() + member * 8, e.value.data(), 8);
            g.timestamp = std::max(g.timestamp, e.timestamp);
            keys.emplace(e.keyGroup, std::string(e.key));
        });
    if (!s.isOk())
        return s;
    for (const auto &[at, g] : gathered)
        map.table->restore({std::get<0>(at), std::get<1>(at), std::get<2>(at), g.counts, g.timestamp});
    for (const std::string &name : names) {
        if (!backend.hasMapTable(name))
            continue;
        state::MapTable &old = backend.mapTable(name, ttl);
        for (const auto &[group, key] : keys)
            old.removeAll(group, key);
    }
    return backend.status();
}

void GroupAggregateOperator::assignSlots(const RowBatch &batch)
{
    // The batch's distinct keys, by the key hash already computed for the batch (the same hash
    // the exchange routed the rows by) and then by key bytes.
    constexpr std::uint32_t kNoSlot = ~std::uint32_t{0};
    const std::size_t n = batch.size();
    std::size_t capacity = 16;
    while (capacity < 2 * n)
        capacity *= 2;
    m_slotIndex.assign(capacity, kNoSlot);
    const std::size_t mask = capacity - 1;
    m_rowSlot.resize(n);
    for (std::size_t row = 0; row < n; ++row) {
        // With the inline table a key is its fixed record, which every table of this operator
        // then takes as its key bytes; otherwise the RowCodec key encoding.
        m_keyBuffer.clear();
        if (m_fixedAcc || (m_mode == Mode::Local && m_fixedKey)) {
            m_keyBuffer.resize(m_fixedKey->size());
            m_fixedKey->store(batch, row, m_keyBuffer.data());
        } else {
            m_keyCodec->encode(batch, row, m_keyBuffer);
        }
        const std::uint64_t hash = m_hashes[row];
        std::size_t i = hash & mask;
        std::uint32_t found = kNoSlot;
        for (; m_slotIndex[i] != kNoSlot; i = (i + 1) & mask) {
            const Slot &s = m_slots[m_slotIndex[i]];
            if (s.rowHash == hash && bytesEqual(s.key, m_keyBuffer)) {
                found = m_slotIndex[i];
                break;
            }
        }
        if (found == kNoSlot) {
            found = static_cast<std::uint32_t>(m_slots.size());
            Slot slot;
            slot.key = m_keyArena.copy(m_keyBuffer);
            slot.rowHash = hash;
            slot.keyGroup = keyGroupForKeyHash(KeyHasher::keyHash32(hash), m_maxParallelism);
            slot.keyRow = static_cast<std::uint32_t>(row);
            m_slots.push_back(slot);
            m_slotIndex[i] = found;
        }
        m_rowSlot[row] = found;
    }
}

void GroupAggregateOperator::passSlots(const RowBatch &batch)
{
    const auto n = static_cast<std::uint32_t>(batch.size());
    m_slots.resize(n);
    m_rowSlot.resize(n);
    for (std::uint32_t row = 0; row < n; ++row) {
        m_slots[row].keyRow = row;
        m_rowSlot[row] = row;
    }
}

void GroupAggregateOperator::judgeLocalFolding(std::size_t rows, std::size_t keys)
{
    // Like the adaptive local hash aggregation of Flink's batch jobs (FLINK-30542), which stops
    // aggregating locally when a sample of its input holds too many distinct keys: a bundle of
    // mostly distinct keys saves the global phase little, so the next ones pass through (the
    // rows as they came, or one accumulator row per input row, which the global phase folds all
    // the same) until another bundle is judged. Only the intermediate rows differ; the results
    // do not.
    m_localPasses.judge(rows, keys * 5 > rows * 4);
}

void GroupAggregateOperator::prepareSlots()
{
    const auto count = static_cast<std::uint32_t>(m_slots.size());
    m_acc.resize(count);
    m_lists.resize(std::size_t{count} * m_listCount);
    if (m_mode == Mode::Local)
        m_localDeltas.resize(static_cast<std::size_t>(count) * m_maps.size());
    else if (m_miniBatch)
        m_prev.resize(count);
}

void GroupAggregateOperator::loadSlots(std::uint32_t from, std::uint32_t to)
{
    // Reads each key's accumulator once, in first-appearance order (the order the row-at-a-time
    // loop would read them in). With the heap backend the lookups are pipelined: the hash slot
    // of key i + 2d and the entry of key i + d are prefetched while key i is read.
    if (m_mode == Mode::Local)
        return;
    constexpr std::uint32_t kDistance = 16;
    if (m_fixedAcc) {
        for (std::uint32_t i = from; i < std::min(to, from + kDistance); ++i)
            m_fixedAcc->prefetch(m_slots[i].rowHash);
        for (std::uint32_t i = from; i < to; ++i) {
            if (i + kDistance < to)
                m_fixedAcc->prefetch(m_slots[i + kDistance].rowHash);
            Slot &slot = m_slots[i];
            char *stored = m_fixedAcc->find(slot.rowHash, slot.key.data());
            if (!stored)
                continue;
            m_fixedAccRecord->load(stored, m_acc, i);
            if (!m_fixedRecordCount)
                m_acc.set<std::int64_t>(0, i, 1); // rows were folded in: not zero
            slot.exists = true;
            slot.stored = true;
            slot.entry = stored;
            if (m_miniBatch)
                writeResults(i, m_prev, i);
        }
        return;
    }
    const auto loaded = [&](std::uint32_t index, std::optional<std::string_view> bytes) {
        if (!bytes)
            return;
        Slot &slot = m_slots[index];
        // Decoding can only fail on corrupt state, which the backend never produces.
        [[maybe_unused]] Status s = m_accCodec->decodeInto(*bytes, m_acc, index, firstStoredColumn());
        loadValueLists(index);
        if (!m_storeRecordCount)
            m_acc.set<std::int64_t>(0, index, 1); // rows were folded in: not zero
        slot.exists = true;
        slot.stored = true;
        if (m_miniBatch)
            writeResults(index, m_prev, index);
    };
    if (!m_hashedAcc) {
        // One batched read of the keys (RocksDB's MultiGet).
        m_accTable->getMany(
            to - from,
            [&](std::size_t i) {
                const Slot &slot = m_slots[from + i];
                return std::pair<int, std::string_view>(slot.keyGroup, slot.key);
            },
            [&](std::size_t i, std::optional<std::string_view> bytes) {
                loaded(static_cast<std::uint32_t>(from + i), bytes);
            });
        return;
    }
    for (std::uint32_t i = from; i < std::min(to, from + 2 * kDistance); ++i) {
        Slot &s = m_slots[i];
        s.stateHash = state::heapKeyHash(s.keyGroup, s.key);
        m_hashedAcc->prefetchSlot(s.stateHash);
    }
    for (std::uint32_t index = from; index < to; ++index) {
        Slot &slot = m_slots[index];
        if (index + 2 * kDistance < to) {
            Slot &ahead = m_slots[index + 2 * kDistance];
            ahead.stateHash = state::heapKeyHash(ahead.keyGroup, ahead.key);
            m_hashedAcc->prefetchSlot(ahead.stateHash);
        }
        if (index + kDistance < to)
            m_hashedAcc->prefetchEntry(m_slots[index + kDistance].stateHash);
        loaded(index, m_hashedAcc->getEntry(slot.stateHash, slot.keyGroup, slot.key, slot.entry));
    }
}

/// Whether a call over a map counts input row `row`: it passes the call's FILTER, and its
/// argument is not NULL unless the call aggregates NULL too (a distinct view holds NULL like
/// any value; only aggregates that ignore it skip it).
static bool countsRow(const AggSpec &spec, const RowBatch &batch, std::size_t row)
{
    return filterPasses(batch, spec.filter, row) &&
           (spec.keepsNulls() || !batch.isNull(static_cast<std::size_t>(spec.arg), row));
}

void GroupAggregateOperator::applyRow(std::uint32_t slot, const RowBatch &batch, std::uint32_t row,
                                      bool retract)
{
    m_acc.set<std::int64_t>(0, slot, m_acc.get<std::int64_t>(0, slot) + (retract ? -1 : 1));
    for (const AggSpec &s : m_specs) {
        if (!s.usesMap()) {
            if (filterPasses(batch, s.filter, row))
                foldValue(s, slot, batch, row, s.arg, retract);
            continue;
        }
        if (m_mode != Mode::Local || !countsRow(s, batch, row))
            continue; // the maps follow
        const std::size_t i = static_cast<std::size_t>(&s - m_specs.data());
        m_userKey.clear();
        m_valueEncoders[i]->encode(batch, row, m_userKey);
        auto &deltas = m_localDeltas[slot * m_maps.size() + static_cast<std::size_t>(s.mapIndex)];
        deltas[m_userKey] += retract ? -1 : 1;
    }
    if (m_mode != Mode::Local) {
        for (std::size_t m = 0; m < m_maps.size(); ++m)
            applyRowToMap(m, slot, batch, row, retract);
    }
}

void GroupAggregateOperator::applyRowToMap(std::size_t map, std::uint32_t slot,
                                           const RowBatch &batch, std::uint32_t row, bool retract)
{
    const std::vector<std::size_t> &members = m_maps[map].members;
    bool counted = false;
    for (std::size_t j = 0; j < members.size(); ++j) {
        const bool counts = countsRow(m_specs[members[j]], batch, row);
        m_countDelta[j] = counts ? (retract ? -1 : 1) : 0;
        counted = counted || counts;
    }
    if (!counted)
        return;
    m_userKey.clear();
    m_valueEncoders[members.front()]->encode(batch, row, m_userKey);
    const AggSpec &first = m_specs[members.front()];
    changeCounts(map, slot, m_userKey, first.distinct);
    for (std::size_t j = 0; j < members.size(); ++j) {
        const AggSpec &s = m_specs[members[j]];
        countChanged(s, slot, m_countBefore[j], m_countAfter[j], batch, row, s.arg);
    }
}

void GroupAggregateOperator::initSlot(std::uint32_t slot)
{
    initAccumulator(m_specs, m_acc, slot);
    for (std::size_t i = 0; i < m_listCount; ++i)
        m_lists[slot * m_listCount + i].clear();
}

void GroupAggregateOperator::foldValue(const AggSpec &spec, std::uint32_t slot,
                                       const RowBatch &values, std::size_t valueRow, int valueCol,
                                       bool retract)
{
    if (!spec.valueList()) {
        accumulateValue(spec, m_acc, slot, values, valueRow, valueCol, retract);
        return;
    }
    ValueListAggregate &agg = m_listAggs[static_cast<std::size_t>(spec.listIndex)];
    fail(agg.fold(valueList(spec, slot), values, valueRow, valueCol, spec.arg2, retract));
}

void GroupAggregateOperator::loadValueLists(std::uint32_t slot)
{
    for (const AggSpec &s : m_specs) {
        if (!s.valueList())
            continue;
        ValueList &list = valueList(s, slot);
        list.clear();
        if (!m_acc.isNull(s.accColumn, slot) && !list.decode(m_acc.getString(s.accColumn, slot)))
            fail(Status::internal("corrupt value list in the aggregate's state"));
    }
}

void GroupAggregateOperator::storeValueLists(std::uint32_t slot)
{
    for (const AggSpec &s : m_specs) {
        if (!s.valueList())
            continue;
        m_encoded.clear();
        valueList(s, slot).encode(m_encoded);
        m_acc.setString(s.accColumn, slot, m_encoded);
    }
}

void GroupAggregateOperator::fail(Status status)
{
    if (!status.isOk() && m_failure.isOk())
        m_failure = std::move(status);
}

Status GroupAggregateOperator::failure()
{
    return m_failure.isOk() ? Status::ok() : Status(m_failure).from(context().name);
}

void GroupAggregateOperator::mergeRow(std::uint32_t slot, const RowBatch &batch, std::uint32_t row)
{
    const std::size_t base = m_keyCount;
    m_acc.set<std::int64_t>(0, slot,
                            m_acc.get<std::int64_t>(0, slot) + batch.get<std::int64_t>(base, row));
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const AggSpec &s = m_specs[i];
        if (s.valueList() && !s.usesMap()) {
            const std::size_t col = base + s.accColumn;
            ValueList other;
            if (!batch.isNull(col, row) && !other.decode(batch.getString(col, row)))
                fail(Status::internal("corrupt value list from the local aggregate"));
            fail(m_listAggs[static_cast<std::size_t>(s.listIndex)].merge(valueList(s, slot), other));
            continue;
        }
        if (!s.usesMap()) {
            mergeAccumulator(s, m_acc, slot, batch, row, base + s.accColumn);
            continue;
        }
        const auto deltaCol = base + static_cast<std::size_t>(s.deltaColumn);
        if (batch.isNull(deltaCol, row))
            continue;
        const std::string_view bytes = batch.getString(deltaCol, row);
        RowBatch &scratch = m_valueScratch[i];
        std::size_t pos = 0;
        while (pos + 4 <= bytes.size()) {
            const std::uint32_t len = getLe32(bytes.data() + pos);
            pos += 4;
            if (pos + len + 8 > bytes.size())
                break;
            const std::string_view value = bytes.substr(pos, len);
            const std::int64_t delta = getLe64(bytes.data() + pos + len);
            pos += len + 8;
            scratch.clear();
            scratch.resize(1);
            [[maybe_unused]] Status st = m_valueDecoders[i]->decodeInto(value, scratch, 0);
            applyMapDelta(s, slot, value, scratch, 0, 0, delta);
        }
    }
}

void GroupAggregateOperator::applyMapDelta(const AggSpec &spec, std::uint32_t slot,
                                           std::string_view userKey, const RowBatch &values,
                                           std::size_t valueRow, int valueCol, std::int64_t delta)
{
    const auto map = static_cast<std::size_t>(spec.mapIndex);
    std::fill(m_countDelta.begin(), m_countDelta.end(), 0);
    m_countDelta[spec.mapMember] = delta;
    changeCounts(map, slot, userKey, false);
    countChanged(spec, slot, m_countBefore[spec.mapMember], m_countAfter[spec.mapMember], values,
                 valueRow, valueCol);
}

void GroupAggregateOperator::changeCounts(std::size_t map, std::uint32_t slot,
                                          std::string_view userKey, bool dropUnseenRetractions)
{
    const CountMap &m = m_maps[map];
    const Slot &sl = m_slots[slot];
    const std::size_t width = m.members.size();
    const void *handle = nullptr;
    CachedCounts *cached = nullptr;
    std::optional<std::string_view> stored;
    if (m.hashed) {
        stored = m.hashed->getEntry(sl.stateHash, sl.keyGroup, sl.key, userKey, handle);
    } else {
        // The batch's counts of this value, read from the state the first time only.
        m_countCacheKey.clear();
        putLe32(m_countCacheKey, static_cast<std::uint32_t>(map));
        putLe32(m_countCacheKey, slot);
        m_countCacheKey.append(userKey);
        auto [it, added] = m_countCache.try_emplace(m_countCacheKey);
        cached = &it->second;
        if (added) {
            if (const auto read = m.table->get(sl.keyGroup, sl.key, userKey))
                cached->counts.assign(*read);
        }
        if (!cached->counts.empty())
            stored = cached->counts;
    }
    const bool held = stored && stored->size() == width * 8;
    bool changed = false;
    bool live = false;
    for (std::size_t j = 0; j < width; ++j) {
        const std::int64_t before = held ? getLe64(stored->data() + j * 8) : 0;
        std::int64_t delta = m_countDelta[j];
        if (dropUnseenRetractions && delta < 0 && before <= 0)
            delta = 0;
        if (m_countsPresenceOnly && delta > 0)
            delta = before > 0 ? 0 : 1;
        m_countBefore[j] = before;
        m_countAfter[j] = before + delta;
        changed = changed || delta != 0;
        live = live || m_countAfter[j] != 0;
    }
    if (!changed)
        return;
    if (cached) {
        cached->dirty = true;
        cached->counts.clear(); // none live: removed at the write-back
        for (std::size_t j = 0; j < width && live; ++j)
            putLe64(cached->counts, m_countAfter[j]);
        return;
    }
    if (!live) {
        m.hashed->remove(sl.stateHash, sl.keyGroup, sl.key, userKey);
        return;
    }
    m_encoded.clear();
    for (std::size_t j = 0; j < width; ++j)
        putLe64(m_encoded, m_countAfter[j]);
    m.hashed->writeEntry(handle, sl.stateHash, sl.keyGroup, sl.key, userKey, m_encoded);
}

void GroupAggregateOperator::writeBackCounts()
{
    if (m_countCache.empty())
        return;
    state::WriteGroup writes(context().state);
    for (const auto &[cacheKey, cached] : m_countCache) {
        if (!cached.dirty)
            continue;
        const std::size_t map = getLe32(cacheKey.data());
        const Slot &sl = m_slots[getLe32(cacheKey.data() + 4)];
        const std::string_view userKey = std::string_view(cacheKey).substr(8);
        if (cached.counts.empty())
            m_maps[map].table->remove(sl.keyGroup, sl.key, userKey);
        else
            m_maps[map].table->put(sl.keyGroup, sl.key, userKey, cached.counts);
    }
    m_countCache.clear();
}

void GroupAggregateOperator::countChanged(const AggSpec &spec, std::uint32_t slot,
                                          std::int64_t before, std::int64_t after,
                                          const RowBatch &values, std::size_t valueRow,
                                          int valueCol)
{
    const bool added = before <= 0 && after > 0;
    const bool removed = before > 0 && after <= 0;
    if (!added && !removed)
        return;
    if (spec.distinct) {
        foldValue(spec, slot, values, valueRow, valueCol, removed);
        return;
    }
    // MIN/MAX with retraction (MinWithRetractAggFunction): size counts the distinct values held.
    const std::size_t c = spec.accColumn;
    if (added) {
        extremeAdded(spec, m_acc, slot, values, valueRow, valueCol);
        return;
    }
    const std::int64_t size = m_acc.get<std::int64_t>(c + 1, slot) - 1;
    m_acc.set<std::int64_t>(c + 1, slot, size);
    if (size <= 0) {
        m_acc.set<std::int64_t>(c + 1, slot, 0);
        m_acc.setNull(c, slot);
        return;
    }
    if (!m_acc.isNull(c, slot) &&
        compareValues(m_acc.physicalType(c), m_acc, slot, c, values, valueRow,
                      static_cast<std::size_t>(valueCol)) == 0)
        recomputeExtreme(spec, slot);
}

void GroupAggregateOperator::recomputeExtreme(const AggSpec &spec, std::uint32_t slot)
{
    const Slot &sl = m_slots[slot];
    const std::size_t i = static_cast<std::size_t>(&spec - m_specs.data());
    RowBatch &scratch = m_valueScratch[i];
    scratch.clear();
    scratch.resize(2); // row 0: best so far, row 1: candidate
    bool have = false;
    std::int64_t size = 0;
    const PhysicalType type = scratch.physicalType(0);
    writeBackCounts(); // the scan reads the state
    m_maps[static_cast<std::size_t>(spec.mapIndex)].table->forEach(
        sl.keyGroup, sl.key, [&](std::string_view userKey, std::string_view value) {
            if (value.size() != 8 || getLe64(value.data()) <= 0)
                return true;
            ++size;
            if (!m_valueDecoders[i]->decodeInto(userKey, scratch, 1).isOk() || scratch.isNull(0, 1))
                return true;
            const int order = have ? compareValues(type, scratch, 1, 0, scratch, 0, 0) : 0;
            if (!have || (spec.kind == AccKind::Min ? order < 0 : order > 0)) {
                scratch.copyValue(0, 0, scratch, 0, 1);
                have = true;
            }
            return true;
        });
    const std::size_t c = spec.accColumn;
    if (have)
        m_acc.copyValue(c, slot, scratch, 0, 0);
    else
        m_acc.setNull(c, slot);
    m_acc.set<std::int64_t>(c + 1, slot, have ? size : 0);
}

void GroupAggregateOperator::writeResults(std::uint32_t slot, RowBatch &target, std::size_t row)
{
    std::size_t col = m_keyCount;
    for (const AggSpec &s : m_specs) {
        if (s.valueList()) {
            m_listAggs[static_cast<std::size_t>(s.listIndex)].write(valueList(s, slot), target, row, col);
            ++col;
            continue;
        }
        col += writeAggValue(s, m_acc, slot, target, row, col, m_partialOutput);
    }
}

bool GroupAggregateOperator::sameResults(const RowBatch &a, std::size_t rowA, const RowBatch &b,
                                         std::size_t rowB) const
{
    for (std::size_t c = m_keyCount; c < m_outSchema->size(); ++c) {
        if (!sameValue(a.physicalType(c), a, rowA, c, b, rowB, c))
            return false;
    }
    return true;
}

std::size_t GroupAggregateOperator::appendKeyRow(RowBatch &out, RowKind kind, const RowBatch &in,
                                                 std::size_t inRow) const
{
    const std::size_t r = out.appendRow(kind);
    for (std::size_t k = 0; k < m_keyCount; ++k)
        out.copyValue(k, r, in, m_keyColumns[k], inRow);
    return r;
}

std::size_t GroupAggregateOperator::emitRow(RowKind kind, const RowBatch &values,
                                            std::size_t valuesRow, const RowBatch &in,
                                            std::size_t inRow)
{
    RowBatch &out = m_builder->batch();
    const std::size_t r = appendKeyRow(out, kind, in, inRow);
    for (std::size_t c = m_keyCount; c < m_outSchema->size(); ++c)
        out.copyValue(c, r, values, c, valuesRow);
    return r;
}

std::size_t GroupAggregateOperator::appendResult(RowKind kind, std::uint32_t slot,
                                                 const RowBatch &in, std::size_t inRow)
{
    RowBatch &out = m_builder->batch();
    const std::size_t r = appendKeyRow(out, kind, in, inRow);
    writeResults(slot, out, r);
    return r;
}

void GroupAggregateOperator::clearKey(std::uint32_t slot)
{
    Slot &s = m_slots[slot];
    s.exists = false;
    s.dirty = false;
    s.cleared = true;
    writeBackCounts(); // before the key's maps go
    for (const CountMap &map : m_maps)
        map.table->removeAll(s.keyGroup, s.key);
    for (std::size_t i = 0; i < m_listCount; ++i)
        m_lists[slot * m_listCount + i].clear();
}

void GroupAggregateOperator::LiveRowCounter::emit(RowBatch &&batch)
{
    for (std::size_t r = 0; r < batch.size(); ++r)
        m_live += isRetraction(batch.kind(r)) ? -1 : 1;
    m_target->emit(std::move(batch));
}

Status GroupAggregateOperator::processBatch(int input, const RowBatch &batch, Output &target)
{
    if (batch.empty())
        return Status::ok();
    const bool forwarded = m_mode == Mode::Global && isForwarded(batch);
    if (forwarded && !mergesOnArrival())
        return processBatch(input, accumulatorsOf(batch), target);
    Output &out = output(target);
    if (forwarded && m_forwardedAlone.holds()) {
        foldForwardedAlone(batch, out);
        return failure();
    }
    const bool onArrival = foldsOnArrival();
    auto foldArriving = [&](std::size_t from, std::size_t to) {
        if (m_localInPlace)
            foldLocalInPlace(batch, from, to);
        else if (forwarded)
            mergeInPlace<true>(batch, from, to);
        else
            mergeInPlace<false>(batch, from, to);
    };
    if (!m_bundle.enabled()) {
        if (m_miniBatch)
            m_bundle.countFlush(batch.size());
        if (passesOnArrival()) {
            passRows(batch, 0, out);
        } else if (onArrival) {
            hashKeyRecords(batch);
            foldArriving(0, batch.size());
            if (m_localInPlace)
                finishLocalBundle(out, batch.size());
            else
                finishMergedBundle(out);
        } else {
            foldBundle(batch, out);
        }
        return failure();
    }
    const std::int64_t now = context().clock->nowMillis();
    if (m_bundle.due(now))
        finishBundle(out);
    bool hashed = false;
    for (std::size_t next = 0; next < batch.size();) {
        if (passesOnArrival()) {
            passRows(batch, next, out);
            break;
        }
        const std::size_t from = next;
        next = m_bundle.append(batch, next, now);
        if (onArrival && !hashed) {
            hashKeyRecords(batch);
            hashed = true;
        }
        if (onArrival)
            foldArriving(from, next);
        if (m_bundle.full())
            finishBundle(out);
    }
    return failure();
}

Status GroupAggregateOperator::processOwnedBatch(int input, RowBatch &&batch, Output &out)
{
    m_ownedInput = &batch;
    Status s = processBatch(input, batch, out);
    m_ownedInput = nullptr;
    return s;
}

bool GroupAggregateOperator::isForwarded(const RowBatch &batch) const
{
    return batch.columnCount() == m_forwardedSchema->size() && batch.schema() == *m_forwardedSchema;
}

RowBatch GroupAggregateOperator::accumulatorsOf(const RowBatch &forwarded) const
{
    const std::size_t n = forwarded.size();
    RowBatch rows(m_inSchema, n);
    accumulateRows(m_forwardedRowSpecs, rows, forwarded, m_keyCount);
    std::fill(rows.mutableKinds(), rows.mutableKinds() + n, RowKind::Insert);
    for (std::size_t k = 0; k < m_keyCount; ++k)
        rows.copyColumn(k, 0, forwarded, k, 0, n);
    return rows;
}

void GroupAggregateOperator::hashKeyRecords(const RowBatch &batch)
{
    m_hashes.resize(batch.size());
    m_hasher->hashBatch(batch, m_hashes);
    m_fixedKeyBytes.resize(batch.size() * m_fixedKey->size());
    m_fixedKey->storeRows(batch, batch.size(), m_fixedKeyBytes.data(), m_fixedKey->size());
}

Status GroupAggregateOperator::processWatermark(std::int64_t watermarkMillis, Output &target)
{
    Output &out = output(target);
    // MapBundleOperator finishes the bundle before it forwards a watermark, so results of rows
    // before the watermark are never held behind it.
    finishBundle(out);
    out.emitWatermark(watermarkMillis);
    return failure();
}

Status GroupAggregateOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    if (m_bundle.due(nowMillis))
        finishBundle(output(out));
    return failure();
}

Status GroupAggregateOperator::endInput(Output &target)
{
    Output &out = output(target);
    finishBundle(out);
    if (m_emitOnEmptyInput && m_liveRows.liveRows() == 0) {
        m_acc.resize(1);
        m_lists.resize(m_listCount);
        initSlot(0);
        RowBatch row(m_outSchema, 1);
        writeResults(0, row, row.appendRow(RowKind::Insert));
        out.emit(std::move(row));
    }
    return failure();
}

Status GroupAggregateOperator::prepareSnapshotPreBarrier(std::int64_t, Output &target)
{
    finishBundle(output(target));
    return failure();
}

void GroupAggregateOperator::finishBundle(Output &out)
{
    if (m_bundle.empty())
        return;
    if (m_localInPlace)
        finishLocalBundle(out, m_bundle.size());
    else if (mergesOnArrival())
        finishMergedBundle(out);
    else
        foldBundle(m_bundle.rows(), out);
    m_bundle.clear();
}

void GroupAggregateOperator::foldBundle(const RowBatch &batch, Output &out)
{
    const bool passThrough = m_mode == Mode::Local && m_localPasses.holds();
    if (m_fixedAcc && m_inPlace) {
        hashKeyRecords(batch);
        foldInPlace<false>(batch, out);
        return;
    }
    if (!passThrough) {
        m_hashes.resize(batch.size());
        m_hasher->hashBatch(batch, m_hashes);
    }
    BatchBuilder builder(m_outSchema, out);
    m_builder = &builder;
    if (passThrough) {
        m_localPasses.skipped(batch.size());
        passSlots(batch);
    } else {
        assignSlots(batch);
        if (m_mode == Mode::Local)
            judgeLocalFolding(batch.size(), m_slots.size());
    }
    prepareSlots();
    const auto n = static_cast<std::uint32_t>(batch.size());
    const auto slots = static_cast<std::uint32_t>(m_slots.size());
    if (!foldsInParts() || slots <= kStatePartKeys) {
        loadSlots(0, slots);
        for (std::uint32_t row = 0; row < n; ++row)
            foldRow(batch, row);
        settleSlots(batch, 0, slots);
    } else {
        // The rows part by part (a counting sort on their slot's part, rows in order within a
        // part): a part's rows touch only its slots.
        const std::uint32_t parts = (slots + kStatePartKeys - 1) / kStatePartKeys;
        m_partStart.assign(parts + 1, 0);
        for (std::uint32_t row = 0; row < n; ++row)
            ++m_partStart[m_rowSlot[row] / kStatePartKeys + 1];
        for (std::uint32_t p = 0; p < parts; ++p)
            m_partStart[p + 1] += m_partStart[p];
        m_partRows.resize(n);
        for (std::uint32_t row = 0; row < n; ++row)
            m_partRows[m_partStart[m_rowSlot[row] / kStatePartKeys]++] = row;
        for (std::uint32_t p = 0, begin = 0; p < parts; ++p) {
            const std::uint32_t from = p * kStatePartKeys;
            const std::uint32_t to = std::min(slots, from + kStatePartKeys);
            loadSlots(from, to);
            for (; begin < m_partStart[p]; ++begin)
                foldRow(batch, m_partRows[begin]);
            settleSlots(batch, from, to);
        }
    }
    finishBatch(batch);
    builder.flush();
    m_builder = nullptr;
}

void GroupAggregateOperator::foldRow(const RowBatch &batch, std::uint32_t row)
{
    const std::uint32_t slot = m_rowSlot[row];
    Slot &s = m_slots[slot];
    const bool retract = m_mode != Mode::Global && isRetraction(batch.kind(row));
    if (m_mode == Mode::Local) {
        if (!s.exists) {
            initSlot(slot);
            s.exists = true;
        }
        applyRow(slot, batch, row, retract);
        return;
    }
    if (!s.exists) {
        // Flink creates no accumulator for a retraction (first message or after cleanup).
        if (retract)
            return;
        initSlot(slot);
        s.exists = true;
        s.first = true;
    } else if (!m_miniBatch) {
        s.first = false;
    }
    if (m_mode == Mode::Global) {
        mergeRow(slot, batch, row);
        return;
    }
    if (m_miniBatch) {
        applyRow(slot, batch, row, retract);
        return;
    }
    // GroupAggFunction: one result change per input row, written straight into the output: the
    // previous result as -U before the row is applied, the new one after it; the pair is taken
    // back when nothing changed, and the -U becomes a -D when the key's count is zero.
    RowBatch &result = m_builder->batch(2);
    const std::size_t before = s.first ? 0 : appendResult(RowKind::UpdateBefore, slot, batch, row);
    applyRow(slot, batch, row, retract);
    if (m_acc.get<std::int64_t>(0, slot) != 0) {
        s.dirty = true;
        const std::size_t after =
            appendResult(s.first ? RowKind::Insert : RowKind::UpdateAfter, slot, batch, row);
        // With TTL Flink re-emits unchanged results so downstream state stays fresh.
        if (!s.first && m_ttl.count() == 0 && sameResults(result, before, result, after))
            result.resize(before);
    } else {
        if (!s.first)
            result.setKind(before, RowKind::Delete);
        clearKey(slot);
    }
}

void GroupAggregateOperator::writeBackFixed()
{
    // The keys state held are rewritten where loadSlots found them (nothing has moved an entry
    // since), then new keys go in and cleared ones out, as those move entries.
    for (std::uint32_t i = 0; i < m_slots.size(); ++i) {
        const Slot &s = m_slots[i];
        if (s.dirty && s.stored)
            m_fixedAccRecord->store(m_acc, i, static_cast<char *>(const_cast<void *>(s.entry)));
    }
    for (std::uint32_t i = 0; i < m_slots.size(); ++i) {
        const Slot &s = m_slots[i];
        if (s.dirty && !s.stored)
            m_fixedAccRecord->store(m_acc, i, m_fixedAcc->insert(s.rowHash, s.key.data()));
    }
    for (std::uint32_t i = 0; i < m_slots.size(); ++i) {
        const Slot &s = m_slots[i];
        if (!s.dirty && s.cleared && s.stored)
            m_fixedAcc->erase(s.rowHash, s.key.data());
    }
}

inline void GroupAggregateOperator::accumulateCalls(const std::vector<AggSpec> &specs, FixedRecord &acc,
                                                    const RowBatch &batch, std::size_t row, bool retract)
{
    for (const AggSpec &s : specs) {
        if (!filterPasses(batch, s.filter, row))
            continue;
        if (s.kind == AccKind::CountStar) // the commonest call, without a call per row
            acc.set<std::int64_t>(s.accColumn, 0,
                                  acc.get<std::int64_t>(s.accColumn) + (retract ? -1 : 1));
        else
            accumulateValue(s, acc, 0, batch, row, s.arg, retract);
    }
}

template <bool Forwarded>
void GroupAggregateOperator::foldInPlace(const RowBatch &batch, Output &out)
{
    // GroupAggFunction row by row, on the accumulator where the heap state keeps it: one lookup
    // per row (prefetched a few rows ahead), the record updated in place by the same aggregate
    // functions as the batched path (FixedRecord), with copies of it from before the row (for
    // -U / -D) and after it (+I / +U), from which emitChanges builds the output a column at a
    // time.
    constexpr std::size_t kAhead = 16;
    const std::size_t n = batch.size();
    for (std::size_t r = 0; r < std::min(n, kAhead); ++r)
        m_fixedAcc->prefetch(m_hashes[r]);
    m_snapshots.reset(m_fixedAccRecord->size());
    m_snapshots.reserve(2 * n);
    m_changes.clear();
    const std::size_t keyBytes = m_fixedKey->size(); // key records: hashKeyRecords
    for (std::uint32_t row = 0; row < n; ++row) {
        if (row + kAhead < n)
            m_fixedAcc->prefetch(m_hashes[row + kAhead]);
        const std::uint64_t hash = m_hashes[row];
        const bool retract = isRetraction(batch.kind(row));
        const char *key = m_fixedKeyBytes.data() + row * keyBytes;
        bool first = false;
        char *stored = nullptr;
        if (retract && !Forwarded) {
            // Flink creates no accumulator for a retraction (first message or after cleanup).
            // Its global phase does: it merges the local's, a record count of -1.
            stored = m_fixedAcc->find(hash, key);
            if (!stored)
                continue;
        } else {
            stored = m_fixedAcc->findOrInsert(hash, key, first); // a new key's slot is zero
            if (first && !m_zeroIsEmptyAcc) {
                FixedRecord fresh(*m_fixedAccRecord, stored);
                initAggregates(m_specs, fresh, 0);
            }
        }
        FixedRecord acc(*m_fixedAccRecord, stored);
        const std::uint32_t before = first ? 0 : m_snapshots.add(stored);
        // The record count: stored for updating input; otherwise rows were folded in (not zero).
        std::int64_t count = first ? 0 : (m_fixedRecordCount ? acc.get<std::int64_t>(0) : 1);
        count += retract ? -1 : 1;
        if (m_fixedRecordCount)
            acc.set<std::int64_t>(0, 0, count);
        accumulateCalls(Forwarded ? m_forwardedSpecs : m_specs, acc, batch, row, retract);
        if (count != 0) {
            const std::uint32_t after = m_snapshots.add(stored);
            if (first) {
                m_changes.push_back({row, after, RowKind::Insert, false});
            } else {
                m_changes.push_back({row, before, RowKind::UpdateBefore, true});
                m_changes.push_back({row, after, RowKind::UpdateAfter, false});
            }
        } else {
            m_changes.push_back({row, before, RowKind::Delete, false});
            m_fixedAcc->erase(hash, key);
        }
    }
    emitChanges(batch, m_keyColumns, out);
}

void GroupAggregateOperator::foldForwardedAlone(const RowBatch &batch, Output &out)
{
    // What the global phase computes from bundles of one row each: a change per row. A bundle
    // boundary falls between any two rows in Flink too (the latency timer), so only how many
    // intermediate changes reach downstream differs, and judgeBundleMerging keeps that rare.
    finishBundle(out); // no key keeps a change of the bundle pending under a row's own
    m_bundle.countFlush(batch.size());
    m_forwardedAlone.skipped(batch.size());
    hashKeyRecords(batch);
    foldInPlace<true>(batch, out);
}

void GroupAggregateOperator::judgeBundleMerging(std::size_t rows, std::size_t repeats)
{
    m_forwardedAlone.judge(rows, repeats * kRareRepeats <= rows);
}

void GroupAggregateOperator::addTouched(const Touched &key, const RowBatch &batch, std::size_t row)
{
    const std::size_t keyBytes = m_fixedKey->size();
    m_touched.push_back(key);
    m_touchedKeys.append(m_fixedKeyBytes.data() + row * keyBytes, keyBytes);
    if (m_outKeyStore) {
        m_touchedOutKeys.resize(m_touchedOutKeys.size() + keyBytes);
        m_outKeyStore->store(batch, row, m_touchedOutKeys.data() + m_touchedOutKeys.size() - keyBytes);
    }
}

void GroupAggregateOperator::reserveTouched(std::size_t keys)
{
    if (2 * keys <= m_touchedIndex.size())
        return;
    std::size_t size = std::max<std::size_t>(1024, m_touchedIndex.size());
    while (size < 2 * keys)
        size *= 2;
    m_touchedIndex.assign(size, {0, kNoRecord, 0});
    const std::size_t mask = size - 1;
    for (std::uint32_t t = 0; t < m_touched.size(); ++t) {
        std::size_t i = m_touched[t].hash & mask;
        while (m_touchedIndex[i].bundle == m_bundleNumber)
            i = (i + 1) & mask;
        m_touchedIndex[i] = {m_touched[t].hash, t, m_bundleNumber};
    }
}

inline std::uint32_t &GroupAggregateOperator::touchedEntry(std::uint64_t hash, const char *key)
{
    const std::size_t keyBytes = m_fixedKey->size();
    const std::size_t mask = m_touchedIndex.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        TouchedSlot &slot = m_touchedIndex[i];
        if (slot.bundle != m_bundleNumber) {
            slot = {hash, kNoRecord, m_bundleNumber};
            return slot.index;
        }
        if (slot.hash == hash &&
            bytesEqual(m_touchedKeys.data() + std::size_t{slot.index} * keyBytes, key, keyBytes))
            return slot.index;
    }
}

template <bool Forwarded>
void GroupAggregateOperator::mergeInPlace(const RowBatch &batch, std::size_t from, std::size_t to)
{
    // MiniBatchGlobalGroupAggFunction on the records where the heap state keeps them, without
    // buffering the rows: each local accumulator row is merged in place as it arrives (lookups
    // prefetched a few rows ahead), the record copied before and after it, as the single phase
    // does. Which rows repeat a key of the bundle is found only at its end
    // (findRepeatedKeys), where most keys come once: finishMergedBundle then emits one change
    // per key from its first row's copy before and its last row's copy after. Keys are erased
    // only at the end, so no entry moves under a record being merged, except by inserts, which
    // the copies make harmless.
    constexpr std::size_t kAhead = 16;
    const std::size_t keyBytes = m_fixedKey->size();
    for (std::size_t r = from; r < std::min(to, from + kAhead); ++r)
        m_fixedAcc->prefetch(m_hashes[r]);
    if constexpr (Forwarded)
        m_bundleForwardedRows += to - from;
    m_touchedKeys.append(m_fixedKeyBytes.data() + from * keyBytes, (to - from) * keyBytes);
    const std::size_t keyRows = m_bundleKeys.size(); // the output's keys, as the input has them
    m_bundleKeys.resize(keyRows + (to - from));
    for (std::size_t k = 0; k < m_keyCount; ++k)
        m_bundleKeys.copyColumn(k, keyRows, batch, m_keyColumns[k], from, to - from);
    const std::size_t countColumn = m_keyCount; // the local's record count
    for (std::size_t row = from; row < to; ++row) {
        if (row + kAhead < to)
            m_fixedAcc->prefetch(m_hashes[row + kAhead]);
        const std::uint64_t hash = m_hashes[row];
        bool created = false;
        char *stored = m_fixedAcc->findOrInsert(hash, m_fixedKeyBytes.data() + row * keyBytes,
                                                created); // a new key's record is zero
        if (created && !m_zeroIsEmptyAcc) {
            FixedRecord fresh(*m_fixedAccRecord, stored);
            initAggregates(m_specs, fresh, 0);
        }
        const std::uint32_t before = created ? kNoRecord : m_snapshots.add(stored);
        FixedRecord acc(*m_fixedAccRecord, stored);
        if constexpr (Forwarded) { // the row itself, as the local phase would have made its accumulator
            const bool retract = isRetraction(batch.kind(row));
            if (m_fixedRecordCount)
                acc.set<std::int64_t>(0, 0, acc.get<std::int64_t>(0) + (retract ? -1 : 1));
            accumulateCalls(m_forwardedSpecs, acc, batch, row, retract);
        } else {
            if (m_fixedRecordCount)
                acc.set<std::int64_t>(0, 0, acc.get<std::int64_t>(0) + batch.get<std::int64_t>(countColumn, row));
            for (const AggSpec &s : m_specs) {
                const std::size_t column = countColumn + s.accColumn;
                if (s.kind == AccKind::CountStar) // the commonest call, without a call per row
                    acc.set<std::int64_t>(s.accColumn, 0, acc.get<std::int64_t>(s.accColumn) +
                                                              batch.get<std::int64_t>(column, row));
                else
                    mergeAccumulator(s, acc, 0, batch, row, column);
            }
        }
        m_touched.push_back({hash, before, m_snapshots.add(stored)});
        // findRepeatedKeys' filter, set here where the table's cache misses hide its cost.
        const std::uint64_t bit = hash >> (64 - kRepeatFilterBits);
        const std::uint64_t mask = std::uint64_t{1} << (bit & 63);
        m_twiceBits[bit >> 6] |= m_seenBits[bit >> 6] & mask;
        m_seenBits[bit >> 6] |= mask;
    }
}

std::size_t GroupAggregateOperator::findRepeatedKeys()
{
    // mergeInPlace's filter of 2^16 bits by hash first: a row whose bit another row of the
    // bundle set may repeat a key. Only those rows (on uniform keys, the ~12 true repeats of a
    // 5,000-row bundle and ~370 chance ones) are told apart exactly, by an index of hash and key
    // record.
    const auto rows = static_cast<std::uint32_t>(m_touched.size());
    m_maybeRepeated.resize(rows);
    std::uint32_t maybe = 0;
    for (std::uint32_t r = 0; r < rows; ++r) {
        const std::uint64_t bit = m_touched[r].hash >> (64 - kRepeatFilterBits);
        m_maybeRepeated[maybe] = r;
        maybe += static_cast<std::uint32_t>((m_twiceBits[bit >> 6] >> (bit & 63)) & 1);
    }
    m_maybeRepeated.resize(maybe);
    std::fill(m_seenBits.begin(), m_seenBits.end(), 0);
    std::fill(m_twiceBits.begin(), m_twiceBits.end(), 0);
    if (m_maybeRepeated.empty())
        return 0;
    // The first row of a key keeps the index entry; a later one hands it its copy after
    // (rows come in order, so the last one's stays) and is marked kRepeat.
    if (m_touchedIndex.size() < 2 * m_maybeRepeated.size()) { // none of this bundle's yet
        std::size_t size = 1024;
        while (size < 2 * m_maybeRepeated.size())
            size *= 2;
        m_touchedIndex.assign(size, {0, kNoRecord, 0});
    }
    const std::size_t keyBytes = m_fixedKey->size();
    std::size_t repeats = 0;
    for (const std::uint32_t r : m_maybeRepeated) {
        Touched &row = m_touched[r];
        std::uint32_t &first = touchedEntry(row.hash, m_touchedKeys.data() + std::size_t{r} * keyBytes);
        if (first == kNoRecord) {
            first = r;
        } else {
            m_touched[first].after = row.after;
            row.before = kRepeat;
            ++repeats;
        }
    }
    return repeats;
}

void GroupAggregateOperator::finishMergedBundle(Output &out)
{
    // A key's result changes once per bundle: +I for a new key, -U/+U from the copies before and
    // after, -D when its count fell to zero (its state then goes).
    const std::size_t repeats = findRepeatedKeys();
    if (m_bundleForwardedRows > 0)
        judgeBundleMerging(m_touched.size(), repeats);
    const std::size_t keyBytes = m_fixedKey->size();
    m_changes.clear();
    for (std::uint32_t t = 0; t < m_touched.size(); ++t) {
        const Touched &k = m_touched[t];
        if (k.before == kRepeat)
            continue;
        // Insert-only input keeps no count: rows were folded in, so it is not zero.
        const bool live = !m_fixedRecordCount ||
                          FixedRecord(*m_fixedAccRecord, m_snapshots.at(k.after)).get<std::int64_t>(0) != 0;
        if (live && k.before == kNoRecord) {
            m_changes.push_back({t, k.after, RowKind::Insert, false});
        } else if (live) {
            m_changes.push_back({t, k.before, RowKind::UpdateBefore, true});
            m_changes.push_back({t, k.after, RowKind::UpdateAfter, false});
        } else {
            if (k.before != kNoRecord)
                m_changes.push_back({t, k.before, RowKind::Delete, false});
            m_fixedAcc->erase(k.hash, m_touchedKeys.data() + std::size_t{t} * keyBytes);
        }
    }
    emitChanges(m_bundleKeys, m_keyColumns, out); // the global phase's keys: columns 0..k-1, as there
    clearTouched();
}

void GroupAggregateOperator::foldLocalInPlace(const RowBatch &batch, std::size_t from, std::size_t to)
{
    // MiniBatchLocalGroupAggFunction with its bundle's accumulators as records of the inline
    // layout: a key's record is made at its first row of the bundle and each row folded in where
    // it lies, by the same functions as foldInPlace.
    const std::size_t keyBytes = m_fixedKey->size();
    reserveTouched(m_touched.size() + (to - from));
    for (std::size_t row = from; row < to; ++row) {
        const std::uint64_t hash = m_hashes[row];
        const char *key = m_fixedKeyBytes.data() + row * keyBytes;
        std::uint32_t &entry = touchedEntry(hash, key);
        if (entry == kNoRecord) {
            entry = static_cast<std::uint32_t>(m_touched.size());
            addTouched({hash, kNoRecord, m_snapshots.add(m_emptyAcc.data())}, batch, row);
        }
        FixedRecord acc(*m_fixedAccRecord, m_snapshots.at(m_touched[entry].after));
        const bool retract = isRetraction(batch.kind(row));
        acc.set<std::int64_t>(0, 0, acc.get<std::int64_t>(0) + (retract ? -1 : 1));
        accumulateCalls(m_specs, acc, batch, row, retract);
    }
}

void GroupAggregateOperator::finishLocalBundle(Output &out, std::size_t rows)
{
    const std::size_t keyBytes = m_fixedKey->size();
    const std::size_t count = m_touched.size();
    const std::string &keyRecords = m_outKeyStore ? m_touchedOutKeys : m_touchedKeys;
    for (std::size_t begin = 0; begin < count; begin += RowBatch::kDefaultCapacity) {
        const std::size_t rows = std::min(RowBatch::kDefaultCapacity, count - begin);
        RowBatch batch(m_outSchema, rows);
        batch.resize(rows);
        std::fill(batch.mutableKinds(), batch.mutableKinds() + rows, RowKind::Insert);
        m_keyRecords.resize(rows);
        for (std::size_t i = 0; i < rows; ++i)
            m_keyRecords[i] = keyRecords.data() + (begin + i) * keyBytes;
        m_outKey->loadRows(m_keyRecords, batch);
        for (std::size_t i = 0; i < rows; ++i)
            m_keyRecords[i] = m_snapshots.at(m_touched[begin + i].after);
        m_localOutAcc->loadRows(m_keyRecords, batch);
        out.emit(std::move(batch));
    }
    judgeLocalFolding(rows, count);
    clearTouched();
}

void GroupAggregateOperator::clearTouched()
{
    m_touched.clear();
    m_touchedKeys.clear();
    m_touchedOutKeys.clear();
    m_bundleKeys.clear();
    m_bundleForwardedRows = 0;
    m_snapshots.reset(m_fixedAccRecord->size());
    if (++m_bundleNumber == 0) { // wrapped: entries of bundle 0 would look current
        std::fill(m_touchedIndex.begin(), m_touchedIndex.end(), TouchedSlot{0, kNoRecord, 0});
        m_bundleNumber = 1;
    }
}

void GroupAggregateOperator::emitChanges(const RowBatch &in, const std::vector<std::uint32_t> &keyColumns,
                                         Output &out)
{
    // Output batches of up to the default capacity that never split a -U/+U pair, filled a
    // column at a time: kinds, the keys gathered from their rows, each aggregate's results
    // from the accumulator copies. A pair whose results did not change is taken out afterwards,
    // unless a state TTL asks for unchanged results to be re-emitted.
    const bool dropUnchanged = m_ttl.count() == 0 && !m_resultsAlwaysChange;
    for (std::size_t begin = 0; begin < m_changes.size();) {
        // A full batch, one row shorter when it would end between a -U and its +U.
        std::size_t end = std::min(begin + RowBatch::kDefaultCapacity, m_changes.size());
        if (end < m_changes.size() && m_changes[end - 1].pairFirst)
            --end;
        const std::size_t rows = end - begin;
        RowBatch batch(m_outSchema, rows);
        batch.resize(rows);
        m_inRows.resize(rows);
        m_records.clear();
        for (std::size_t i = 0; i < rows; ++i) {
            const Change &c = m_changes[begin + i];
            batch.setKind(i, c.kind);
            m_inRows[i] = c.inRow;
            m_records.emplace_back(*m_fixedAccRecord, m_snapshots.at(c.accRow));
        }
        for (std::size_t k = 0; k < m_keyCount; ++k)
            batch.gatherColumn(k, 0, in, keyColumns[k], m_inRows);
        std::size_t col = m_keyCount;
        for (const AggSpec &s : m_specs)
            col += writeAggValues(s, m_records, batch, col, m_partialOutput);
        if (dropUnchanged) {
            m_keep.clear();
            for (std::size_t i = 0; i < rows; ++i) {
                if (m_changes[begin + i].pairFirst && sameResults(batch, i, batch, i + 1)) {
                    ++i; // both rows of the pair go
                    continue;
                }
                m_keep.push_back(static_cast<std::uint32_t>(i));
            }
            if (m_keep.size() < rows) {
                RowBatch kept(m_outSchema, m_keep.size());
                kept.appendRowsFrom(batch, m_keep);
                batch = std::move(kept);
            }
        }
        if (!batch.empty())
            out.emit(std::move(batch));
        begin = end;
    }
}

void GroupAggregateOperator::passRows(const RowBatch &input, std::size_t from, Output &out)
{
    // Rows [from, end) as they came, the columns the calls read after the keys (forwardedLayout):
    // the global phase folds them as this phase would have made their accumulators.
    const std::size_t n = input.size() - from;
    m_localPasses.skipped(n);
    if (from == 0 && m_ownedInput == &input && m_forwardTakesColumns) { // nothing reads it after this
        out.emit(RowBatch::takeColumns(std::move(*m_ownedInput), m_forwardedSchema, m_forwardedColumns));
        return;
    }
    RowBatch rows(m_forwardedSchema, n);
    rows.resize(n);
    std::copy(input.kinds() + from, input.kinds() + input.size(), rows.mutableKinds());
    for (std::size_t c = 0; c < m_forwardedColumns.size(); ++c)
        rows.copyColumn(c, 0, input, m_forwardedColumns[c], from, n);
    out.emit(std::move(rows));
}

void GroupAggregateOperator::emitLocalColumns(const RowBatch &batch)
{
    // One accumulator row per key (MiniBatchLocalGroupAggFunction), always +I, in batches
    // filled a column at a time: the keys gathered from the input, the accumulators from m_acc.
    for (std::uint32_t slot = 0; m_listCount > 0 && slot < m_slots.size(); ++slot)
        storeValueLists(slot);
    const std::size_t count = m_slots.size();
    for (std::size_t begin = 0; begin < count; begin += RowBatch::kDefaultCapacity) {
        const std::size_t rows = std::min(RowBatch::kDefaultCapacity, count - begin);
        RowBatch out(m_outSchema, rows);
        out.resize(rows);
        m_inRows.resize(rows);
        m_accRows.resize(rows);
        for (std::size_t i = 0; i < rows; ++i) {
            out.setKind(i, RowKind::Insert);
            m_inRows[i] = m_slots[begin + i].keyRow;
            m_accRows[i] = static_cast<std::uint32_t>(begin + i);
        }
        for (std::size_t k = 0; k < m_keyCount; ++k)
            out.gatherColumn(k, 0, batch, m_keyColumns[k], m_inRows);
        for (std::size_t c = 0; c < m_accStored; ++c)
            out.gatherColumn(m_keyCount + c, 0, m_acc, c, m_accRows);
        m_builder->emit(std::move(out));
    }
}

void GroupAggregateOperator::settleSlots(const RowBatch &batch, std::uint32_t from, std::uint32_t to)
{
    // The Single and Global phases: each slot's result change (mini-batch: one per key), then
    // its accumulators written back.
    if (m_mode == Mode::Local)
        return;
    writeBackCounts();
    if (m_miniBatch) {
        for (std::uint32_t slot = from; slot < to; ++slot) {
            Slot &s = m_slots[slot];
            if (!s.exists)
                continue; // only retractions for a key without state
            if (m_acc.get<std::int64_t>(0, slot) != 0) {
                s.dirty = true;
                if (s.first) {
                    appendResult(RowKind::Insert, slot, batch, s.keyRow);
                    continue;
                }
                // The bundle's result change; taken back when nothing changed (no TTL).
                RowBatch &result = m_builder->batch(2);
                const std::size_t before =
                    emitRow(RowKind::UpdateBefore, m_prev, slot, batch, s.keyRow);
                const std::size_t after =
                    appendResult(RowKind::UpdateAfter, slot, batch, s.keyRow);
                if (m_ttl.count() == 0 && sameResults(result, before, result, after))
                    result.resize(before);
            } else {
                if (!s.first)
                    emitRow(RowKind::Delete, m_prev, slot, batch, s.keyRow);
                clearKey(slot);
            }
        }
    }
    if (m_fixedAcc)
        writeBackFixed(); // one part only: the inline table is never read in parts
    // RocksDB writes the part's accumulators in one WriteBatch.
    state::WriteGroup writes(m_fixedAcc || m_hashedAcc ? nullptr : context().state);
    for (std::uint32_t slot = from; slot < to && !m_fixedAcc; ++slot) {
        const Slot &s = m_slots[slot];
        if (s.dirty) {
            storeValueLists(slot);
            m_encoded.clear();
            m_accCodec->encode(m_acc, slot, m_encoded);
            if (m_hashedAcc && !s.stored)
                m_hashedAcc->insertAbsent(s.stateHash, s.keyGroup, s.key, m_encoded);
            else if (m_hashedAcc)
                m_hashedAcc->writeEntry(s.entry, s.stateHash, s.keyGroup, s.key, m_encoded);
            else
                m_accTable->put(s.keyGroup, s.key, m_encoded);
        } else if (s.cleared) {
            if (m_hashedAcc)
                m_hashedAcc->remove(s.stateHash, s.keyGroup, s.key);
            else
                m_accTable->remove(s.keyGroup, s.key);
        }
    }
}

void GroupAggregateOperator::finishBatch(const RowBatch &batch)
{
    if (m_mode == Mode::Local)
        writeBackCounts();
    if (m_mode == Mode::Local && m_maps.empty()) {
        emitLocalColumns(batch);
    } else if (m_mode == Mode::Local) {
        // One accumulator row per key (MiniBatchLocalGroupAggFunction), always +I.
        const std::size_t accBase = m_keyCount;
        for (std::uint32_t slot = 0; slot < m_slots.size(); ++slot) {
            RowBatch &out = m_builder->batch();
            const std::size_t r = appendKeyRow(out, RowKind::Insert, batch, m_slots[slot].keyRow);
            storeValueLists(slot);
            for (std::size_t c = 0; c < m_accStored; ++c)
                out.copyValue(accBase + c, r, m_acc, c, slot);
            for (const AggSpec &s : m_specs) {
                if (s.deltaColumn < 0)
                    continue;
                m_encoded.clear();
                for (const auto &[value, delta] :
                     m_localDeltas[slot * m_maps.size() + static_cast<std::size_t>(s.mapIndex)]) {
                    if (delta == 0)
                        continue;
                    putLe32(m_encoded, static_cast<std::uint32_t>(value.size()));
                    m_encoded.append(value);
                    putLe64(m_encoded, delta);
                }
                out.setString(accBase + static_cast<std::size_t>(s.deltaColumn), r, m_encoded);
            }
        }
    }
    m_slots.clear();
    m_keyArena.reset();
    m_acc.clear();
    m_prev.clear();
    m_lists.clear();
    for (auto &d : m_localDeltas)
        d.clear();
    m_localDeltas.clear();
}

std::unique_ptr<Operator> makeGroupAggregateOperator(const plan::AggregateNode &node)
{
    return std::make_unique<GroupAggregateOperator>(node);
}

} // namespace sluice::exec
