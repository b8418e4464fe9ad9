#include "plan/physical_planner.h"

#include "plan/column_pruning.h"
#include "plan/subplan_reuse.h"
#include "plan/window_tvf_pullup.h"

#include "common/filesystem_path.h"
#include "plan/interval_bounds.h"

#include <sluice/config_values.h>
#include <sluice/text.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <utility>
#include <filesystem>

namespace sluice::plan {
namespace {

using KeySets = std::vector<std::vector<int>>;

bool subsetOf(const std::vector<int> &a, const std::vector<int> &b)
{
    return std::all_of(a.begin(), a.end(),
                       [&](int x) { return std::find(b.begin(), b.end(), x) != b.end(); });
}

std::string keyNames(const RowSchema &schema, const std::vector<int> &keys)
{
    std::string out;
    for (std::size_t i = 0; i < keys.size(); ++i)
        out += (i ? ", " : "") + schema.at(static_cast<std::size_t>(keys[i])).name;
    return out;
}

std::string lower(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Flink's CalcMergeRule: a Calc over a Calc becomes one Calc (the WHERE and the SELECT of a query
// are bound as two), so rows are filtered and projected in one pass with no copy in between.
// Merges only when no expression of the lower Calc would be computed twice: each of its
// projections that is more than a column or a literal is read at most once by the upper one.
bool mergeWithInputCalc(PlanNode &node)
{
    auto &top = node.as<CalcNode>();
    const PlanNodePtr &below = node.inputs.at(0);
    if (below->kind != PlanNodeKind::Calc || below.use_count() > 1)
        return false;
    const auto &bottom = below->as<CalcNode>();
    std::vector<int> uses(bottom.projections.size(), 0);
    for (int r : top.inputReads()) {
        const auto &p = bottom.projections.at(static_cast<std::size_t>(r));
        if (p->kind != BoundExprKind::InputRef && p->kind != BoundExprKind::Literal &&
            ++uses[static_cast<std::size_t>(r)] > 1)
            return false;
    }
    for (auto &p : top.projections)
        p = substituteInputs(p, bottom.projections);
    std::vector<BoundExprPtr> conjuncts;
    if (bottom.condition)
        conjuncts.push_back(bottom.condition);
    if (top.condition)
        conjuncts.push_back(substituteInputs(top.condition, bottom.projections));
    top.condition = conjuncts.empty() ? nullptr : combineConjuncts(conjuncts);
    PlanNodePtr input = below->inputs.at(0);
    node.inputs[0] = std::move(input);
    return true;
}

// As Flink, a Top-N whose row number nobody reads does not output it: it then emits only the rows
// entering (+I) and leaving (-D) the top N, not an update for every rank a row shifts through.
void pruneRankNumber(PlanNode &calcNode)
{
    const auto &calc = calcNode.as<CalcNode>();
    const PlanNodePtr &below = calcNode.inputs.at(0);
    if (below->kind != PlanNodeKind::Rank || below.use_count() > 1)
        return;
    auto &rank = below->as<RankNode>();
    if (!rank.outputRankNumber || rank.schema.empty())
        return;
    const std::vector<int> reads = calc.inputReads();
    const int rankColumn = static_cast<int>(rank.schema.size()) - 1;
    if (std::find(reads.begin(), reads.end(), rankColumn) != reads.end())
        return;
    rank.outputRankNumber = false;
    rank.schema.pop_back();
}

} // namespace

PhysicalPlanner::PhysicalPlanner(const Configuration &config, Diagnostics &diagnostics)
    : m_config(config), m_diagnostics(diagnostics)
{
    const int tableDefault = config.getInt("table.exec.resource.default-parallelism").value_or(-1);
    m_defaultParallelism = tableDefault > 0 ? tableDefault : config.getInt("parallelism.default").value_or(1);
    m_miniBatch = config.getBool("table.exec.mini-batch.enabled").value_or(false);
    m_miniBatchLatency = std::chrono::duration_cast<std::chrono::milliseconds>(
        config.getDuration("table.exec.mini-batch.allow-latency").value_or(std::chrono::nanoseconds(0)));
    m_miniBatchSize = config.getLong("table.exec.mini-batch.size").value_or(-1);
    // Flink refuses mini-batch without a positive size and latency; the configuration check
    // reports it, and the plan then runs without mini-batch.
    if (m_miniBatchLatency.count() <= 0 || m_miniBatchSize <= 0)
        m_miniBatch = false;
    // Batch mode has no mini-batch: every operator sees its whole bounded input.
    m_batch = config.isBatchMode();
    if (m_batch)
        m_miniBatch = false;
}

void PhysicalPlanner::fail(SourceRange range, Text message, std::string code)
{
    m_diagnostics.error(range, std::move(message), std::move(code));
    throw Abort{};
}

StateTtl PhysicalPlanner::globalTtl() const
{
    if (m_batch)
        return {std::chrono::milliseconds(0), "batch mode keeps all state until the input ends"};
    auto ttl = std::chrono::duration_cast<std::chrono::milliseconds>(m_config.effectiveStateTtl());
    std::string source = "table.exec.state.ttl";
    if (!m_config.contains("table.exec.state.ttl") && ttl.count() > 0)
        source = "legacy idle-state retention";
    return {ttl, source};
}

StateTtl PhysicalPlanner::ttlOf(std::optional<std::chrono::milliseconds> hint, const char *hintName) const
{
    if (hint && !m_batch)
        return {*hint, hintName};
    return globalTtl();
}

PlanNodePtr PhysicalPlanner::plan(const PlanNodePtr &sink)
{
    try {
        PlanNodePtr root = visit(sink);
        pruneUnreadColumns(root);
        for (PlanNode *calc : pullUpWindowTableFunctions(root))
            while (mergeWithInputCalc(*calc)) {
            }
        if (m_config.getBool("table.optimizer.reuse-sub-plan-enabled").value_or(true))
            reuseSubplans(root, m_config.getBool("table.optimizer.reuse-source-enabled").value_or(true));
        return root;
    } catch (const Abort &) {
        return nullptr;
    }
}

void PhysicalPlanner::inheritFromInput(PlanNode &node)
{
    const PlanNode &in = *node.inputs.at(0);
    node.parallelism = in.parallelism;
    node.changelog = in.changelog;
}

PlanNodePtr PhysicalPlanner::exchange(const PlanNodePtr &input, Distribution d, std::vector<int> keys,
                                      int parallelism)
{
    auto ex = std::make_shared<ExchangeNode>();
    ex->distribution = d;
    ex->keys = std::move(keys);
    ex->schema = input->schema;
    ex->range = input->range;
    ex->parallelism = parallelism;
    ex->changelog = input->changelog;
    ex->upsertKeys = input->upsertKeys;
    ex->inputs.push_back(input);
    return ex;
}

PlanNodePtr PhysicalPlanner::visit(const PlanNodePtr &node)
{
    switch (node->kind) {
    case PlanNodeKind::TableSourceScan: return visitScan(node);
    case PlanNodeKind::Join: return visitJoin(node);
    case PlanNodeKind::GroupAggregate: return visitAggregate(node);
    case PlanNodeKind::WindowAggregate: return visitAggregate(node);
    case PlanNodeKind::Rank: return visitRank(node);
    case PlanNodeKind::OverAggregate: return visitOverAggregate(node);
    case PlanNodeKind::TemporalSort: return visitTemporalSort(node);
    case PlanNodeKind::Match: return visitMatch(node);
    case PlanNodeKind::Sink: return visitSink(node);
    case PlanNodeKind::FinalResult: return visitFinalResult(node);
    case PlanNodeKind::WatermarkAssigner:
        // Batch mode has no watermarks: event time is complete once the input ends.
        if (m_batch)
            return visit(node->inputs[0]);
        break;
    default: break;
    }
    if (node->kind == PlanNodeKind::Calc) {
        while (mergeWithInputCalc(*node)) {
        }
        pruneRankNumber(*node);
    }
    for (auto &in : node->inputs)
        in = visit(in);
    switch (node->kind) {
    case PlanNodeKind::Calc: {
        auto &calc = node->as<CalcNode>();
        inheritFromInput(*node);
        // Upsert keys survive a projection that keeps all their columns as they are.
        for (const auto &key : node->inputs[0]->upsertKeys) {
            std::vector<int> mapped;
            for (int k : key) {
                for (std::size_t i = 0; i < calc.projections.size(); ++i) {
                    const auto &p = calc.projections[i];
                    // A widening cast keeps values distinct, so it keeps the key too.
                    const BoundExpr *ref = p.get();
                    if (ref->kind == BoundExprKind::Cast && !ref->tryCast &&
                        supportsImplicitCast(ref->args[0]->type, ref->type))
                        ref = ref->args[0].get();
                    if (ref->kind == BoundExprKind::InputRef && ref->inputIndex == k) {
                        mapped.push_back(static_cast<int>(i));
                        break;
                    }
                }
            }
            if (mapped.size() == key.size())
                node->upsertKeys.push_back(mapped);
        }
        break;
    }
    case PlanNodeKind::WatermarkAssigner:
    case PlanNodeKind::MiniBatchAssigner:
    case PlanNodeKind::Exchange:
        inheritFromInput(*node);
        node->upsertKeys = node->inputs[0]->upsertKeys;
        break;
    case PlanNodeKind::WindowTableFunction:
        if (m_batch && node->as<WindowTableFunctionNode>().window.proctime)
            fail(node->range, sluice::Engine::tr("Processing time Window TableFunction is not supported yet."),
                 "batch-mode");
        if (!node->inputs[0]->changelog.isInsertOnly())
            fail(node->range,
                 sluice::Engine::tr("Window table functions need an insert-only input, but this one produces updates %1")
                     .arg(node->inputs[0]->changelog.toString()),
                 "changelog");
        if (node->as<WindowTableFunctionNode>().window.kind == WindowKind::Session &&
            !std::exchange(m_sessionAggregate, false)) {
            // Alone, a SESSION emits each row with its merged session once the session ends.
            auto &tvf = node->as<WindowTableFunctionNode>();
            if (tvf.window.proctime) {
                m_diagnostics.warning(node->range,
                                      unsupportedText(sluice::Engine::tr("A processing-time SESSION window table "
                                                                         "function without its aggregation")),
                                      kEngineUnsupported);
                throw Abort{};
            }
            tvf.mergeSessions = true;
            const bool global = tvf.partitionKeys.empty();
            tvf.parallelism = global ? 1 : m_defaultParallelism;
            tvf.inputs[0] = global ? exchange(tvf.inputs[0], Distribution::Singleton, {}, 1)
                                   : exchange(tvf.inputs[0], Distribution::Hash, tvf.partitionKeys,
                                              tvf.parallelism);
            tvf.changelog = ChangelogMode::insertOnly();
            tvf.reasons.push_back("a SESSION without aggregation: rows wait per partition until "
                                  "their session ends, then leave with its bounds");
            break;
        }
        inheritFromInput(*node);
        break;
    case PlanNodeKind::Union: {
        node->parallelism = 0;
        node->changelog = ChangelogMode(0);
        for (const auto &in : node->inputs) {
            node->parallelism = std::max(node->parallelism, in->parallelism);
            node->changelog = node->changelog.merged(in->changelog);
        }
        break;
    }
    default:
        inheritFromInput(*node);
        break;
    }
    return node;
}

PlanNodePtr PhysicalPlanner::visitScan(const PlanNodePtr &node)
{
    auto &scan = node->as<ScanNode>();
    std::string connector;
    std::optional<std::string> path;
    bool continuous = false;
    for (const auto &[k, v] : scan.options) {
        if (k == "connector")
            connector = v;
        else if (k == "path") {
            if (Result<std::string> local = localFilesystemPath(v))
                path = *local;
        } else if (k == "source.monitor-interval")
            continuous = true;
    }
    scan.parallelism = m_defaultParallelism;
    std::string why = "parallelism " + std::to_string(m_defaultParallelism) + " from " +
                      (m_config.getInt("table.exec.resource.default-parallelism").value_or(-1) > 0
                           ? "table.exec.resource.default-parallelism"
                           : "parallelism.default");
    // Seed 002: a bounded file source's parallelism follows its number of files, capped.
    if (connector == "filesystem" && path && !continuous &&
        m_config.getBool("table.exec.hive.infer-source-parallelism").value_or(true)) {
        std::error_code ec;
        std::int64_t files = 0;
        const std::filesystem::path root(*path);
        if (std::filesystem::is_regular_file(root, ec)) {
            files = 1;
        } else if (std::filesystem::is_directory(root, ec)) {
            for (auto it = std::filesystem::recursive_directory_iterator(root, ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                const std::string name = it->path().filename().string();
                if (it->is_regular_file(ec) && !name.empty() && name[0] != '.' && name[0] != '_')
                    ++files;
            }
        }
        if (files > 0) {
            const int cap = m_config.getInt("table.exec.hive.infer-source-parallelism.max").value_or(1000);
            scan.parallelism = static_cast<int>(std::clamp<std::int64_t>(files, 1, std::max(cap, 1)));
            why = "parallelism " + std::to_string(scan.parallelism) + " inferred from " +
                  std::to_string(files) + " file(s), capped by "
                  "table.exec.hive.infer-source-parallelism.max (" + std::to_string(cap) + ")";
        }
    }
    if (scan.isValues()) {
        scan.parallelism = 1;
        why = "parallelism 1: a VALUES list is read by one subtask, as in Flink";
    }
    scan.reasons.push_back(why);
    if (!scan.table->primaryKey.empty())
        scan.upsertKeys.push_back(scan.table->primaryKey);
    if (connector != "upsert-kafka") {
        scan.changelog = ChangelogMode::insertOnly();
        if (!m_miniBatch)
            return node;
        auto mb = std::make_shared<MiniBatchAssignerNode>();
        mb->interval = m_miniBatchLatency;
        mb->size = m_miniBatchSize;
        mb->schema = node->schema;
        mb->range = node->range;
        mb->inputs.push_back(node);
        inheritFromInput(*mb);
        mb->upsertKeys = node->upsertKeys;
        mb->reasons.push_back("table.exec.mini-batch.enabled: batches of up to " +
                              std::to_string(m_miniBatchSize) + " rows or " +
                              formatDuration(std::chrono::nanoseconds(m_miniBatchLatency)));
        return mb;
    }
    // An upsert source carries [I,UA,D] keyed by its primary key; ChangelogNormalize turns it
    // into a full changelog, as Flink does, keeping the last row per key in state.
    scan.changelog = ChangelogMode::upsert();
    auto keyed = exchange(node, Distribution::Hash, scan.table->primaryKey, m_defaultParallelism);
    auto norm = std::make_shared<ChangelogNormalizeNode>();
    norm->keys = scan.table->primaryKey;
    norm->schema = node->schema;
    norm->range = node->range;
    norm->inputs.push_back(keyed);
    norm->parallelism = m_defaultParallelism;
    norm->changelog = ChangelogMode::all();
    norm->upsertKeys = {scan.table->primaryKey};
    norm->ttl = globalTtl();
    norm->reasons.push_back("upsert-kafka source: normalizes upserts into a full changelog by key");
    return norm;
}

namespace {

// Replaces the listed columns of `input` by casts to the given types (a widening Calc).
PlanNodePtr castColumns(const PlanNodePtr &input, const std::map<int, LogicalType> &casts)
{
    auto calc = std::make_shared<CalcNode>();
    calc->range = input->range;
    for (std::size_t i = 0; i < input->schema.size(); ++i) {
        const Field &f = input->schema[i];
        BoundExprPtr ref = makeInputRef(static_cast<int>(i), f.type, f.name);
        auto it = casts.find(static_cast<int>(i));
        if (it != casts.end())
            ref = makeCast(ref, it->second.withNullability(f.type.isNullable()), false);
        calc->projections.push_back(ref);
        calc->schema.push_back({f.name, ref->type});
    }
    calc->inputs.push_back(input);
    calc->parallelism = input->parallelism;
    calc->changelog = input->changelog;
    calc->upsertKeys = input->upsertKeys;
    calc->reasons.push_back("casts join keys to the type of the other side's key, so equal values "
                            "hash and compare equal");
    return calc;
}

// Rewrites references to re-typed columns as casts back to their original types.
BoundExprPtr retypeRefs(const BoundExprPtr &e, const RowSchema &newSchema)
{
    if (!e)
        return e;
    if (e->kind == BoundExprKind::InputRef) {
        const LogicalType &now = newSchema.at(static_cast<std::size_t>(e->inputIndex)).type;
        if (now == e->type)
            return e;
        return makeCast(makeInputRef(e->inputIndex, now, e->name, e->range), e->type, false, e->range);
    }
    if (e->args.empty())
        return e;
    auto copy = std::make_shared<BoundExpr>(*e);
    for (auto &a : copy->args)
        a = retypeRefs(a, newSchema);
    return copy;
}

} // namespace

namespace {

bool sameWindowSpec(const WindowSpec &a, const WindowSpec &b)
{
    return a.kind == b.kind && a.size == b.size && a.slide == b.slide && a.step == b.step &&
           a.gap == b.gap && a.proctime == b.proctime;
}

/// A window join's windows: the inputs are windowed alike and the equi-keys pair their
/// window_start and window_end (Flink's WindowJoinUtil.satisfyWindowJoin).
std::optional<WindowJoinColumns> windowJoinColumns(const JoinNode &join)
{
    if (!join.leftWindowed || !join.rightWindowed ||
        !sameWindowSpec(join.leftWindowed->window, join.rightWindowed->window))
        return std::nullopt;
    bool starts = false, ends = false;
    for (std::size_t i = 0; i < join.leftKeys.size(); ++i) {
        starts = starts || (join.leftKeys[i] == join.leftWindowed->start &&
                            join.rightKeys[i] == join.rightWindowed->start);
        ends = ends || (join.leftKeys[i] == join.leftWindowed->end &&
                        join.rightKeys[i] == join.rightWindowed->end);
    }
    if (!starts || !ends)
        return std::nullopt;
    return WindowJoinColumns{join.leftWindowed->window, join.leftWindowed->end, join.rightWindowed->end};
}

} // namespace

PlanNodePtr PhysicalPlanner::visitJoin(const PlanNodePtr &node)
{
    auto &join = node->as<JoinNode>();
    PlanNodePtr left = visit(join.inputs[0]);
    PlanNodePtr right = visit(join.inputs[1]);

    // Keys of different types (INT = BIGINT) are brought to one type on both sides. A column
    // may be paired with several others (a = x AND b = x), so every column connected through
    // key pairs gets the common type of its whole group.
    const int leftArityBefore = static_cast<int>(left->schema.size());
    auto keyType = [&](int id) {
        const RowSchema &schema = id < leftArityBefore ? left->schema : right->schema;
        const int col = id < leftArityBefore ? id : id - leftArityBefore;
        return schema[static_cast<std::size_t>(col)].type.withTimeAttribute(TimeAttribute::None);
    };
    std::map<int, int> parent;
    std::function<int(int)> root = [&](int x) {
        auto it = parent.find(x);
        if (it == parent.end() || it->second == x)
            return x;
        return it->second = root(it->second);
    };
    for (std::size_t i = 0; i < join.leftKeys.size(); ++i) {
        const int a = join.leftKeys[i];
        const int b = join.rightKeys[i] + leftArityBefore;
        parent.emplace(a, a);
        parent.emplace(b, b);
        parent[root(a)] = root(b);
    }
    std::map<int, LogicalType> groupType;
    for (const auto &[id, unused] : parent) {
        (void)unused;
        const int r = root(id);
        auto it = groupType.find(r);
        if (it == groupType.end()) {
            groupType.emplace(r, keyType(id));
            continue;
        }
        auto common = commonType(it->second, keyType(id));
        if (!common)
            fail(join.range,
                 sluice::Engine::tr("Join keys of types %1 and %2 have no common type")
                     .arg(it->second.toString())
                     .arg(keyType(id).toString()),
                 "join-keys");
        it->second = *common;
    }
    std::map<int, LogicalType> leftCasts, rightCasts;
    for (const auto &[id, unused] : parent) {
        (void)unused;
        const LogicalType &target = groupType.at(root(id));
        if (keyType(id).equalsIgnoringNullability(target))
            continue;
        if (id < leftArityBefore)
            leftCasts[id] = target;
        else
            rightCasts[id - leftArityBefore] = target;
    }
    PlanNodePtr restore;
    if (!leftCasts.empty() || !rightCasts.empty()) {
        const RowSchema original = join.schema;
        if (!leftCasts.empty())
            left = castColumns(left, leftCasts);
        if (!rightCasts.empty())
            right = castColumns(right, rightCasts);
        const int leftArity = static_cast<int>(left->schema.size());
        for (const auto &[col, type] : leftCasts)
            join.schema[static_cast<std::size_t>(col)].type = type.withNullability(original[static_cast<std::size_t>(col)].type.isNullable());
        for (const auto &[col, type] : rightCasts)
            join.schema[static_cast<std::size_t>(col + leftArity)].type =
                type.withNullability(original[static_cast<std::size_t>(col + leftArity)].type.isNullable());
        join.nonEquiCondition = retypeRefs(join.nonEquiCondition, join.schema);
        // Above the join the columns get their declared types back (the casts were widening).
        auto calc = std::make_shared<CalcNode>();
        calc->range = join.range;
        for (std::size_t i = 0; i < original.size(); ++i) {
            BoundExprPtr ref = makeInputRef(static_cast<int>(i), join.schema[i].type, original[i].name);
            if (!(join.schema[i].type == original[i].type))
                ref = makeCast(ref, original[i].type, false);
            calc->projections.push_back(ref);
            calc->schema.push_back(original[i]);
        }
        calc->inputs.push_back(node);
        restore = calc;
    }
    if (join.leftKeys.empty()) {
        join.parallelism = 1;
        join.reasons.push_back("no equality condition between the inputs: runs on one subtask");
        m_diagnostics.warning(join.range,
                              sluice::Engine::tr("This join has no equality condition between its inputs, so every "
                                                 "row meets every row on a single subtask"),
                              "join-without-keys");
        join.inputs = {exchange(left, Distribution::Singleton, {}, 1),
                       exchange(right, Distribution::Singleton, {}, 1)};
    } else {
        join.parallelism = m_defaultParallelism;
        join.inputs = {exchange(left, Distribution::Hash, join.leftKeys, m_defaultParallelism),
                       exchange(right, Distribution::Hash, join.rightKeys, m_defaultParallelism)};
    }
    auto typesOf = [](const RowSchema &schema) {
        std::vector<LogicalType> types;
        for (const auto &f : schema)
            types.push_back(f.type);
        return types;
    };
    join.window = windowJoinColumns(join);
    if (auto interval =
            extractIntervalBounds(join.nonEquiCondition, leftArityBefore,
                                  rowtimeKeyPairs(typesOf(left->schema), typesOf(right->schema),
                                                  join.leftKeys, join.rightKeys))) {
        // Flink's interval join: rows wait in state only until the watermark passes their
        // bounds, and the output is append-only (outer rows are padded once, at expiry).
        if (!left->changelog.isInsertOnly() || !right->changelog.isInsertOnly())
            fail(join.range,
                 sluice::Engine::tr("An interval join (a join bounding the inputs' rowtime attributes "
                                    "against each other) needs insert-only inputs, but an input produces "
                                    "updates"),
                 "changelog");
        join.interval = interval->first;
        join.nonEquiCondition = interval->second;
        join.changelog = ChangelogMode::insertOnly();
        join.reasons.push_back(
            "interval join: rows leave state when the watermark passes their time bounds; the "
            "output watermark trails the input by " +
            std::to_string(join.interval->maxOutputDelay()) + " ms");
    } else if (join.window && left->changelog.isInsertOnly() && right->changelog.isInsertOnly() &&
               join.temporalLeftTime < 0) {
        // Flink's WindowJoin: each window's rows of both sides meet once, when it ends.
        if (m_batch && join.window->window.proctime)
            fail(join.range, sluice::Engine::tr("Processing time Window Join is not supported yet."), "batch-mode");
        join.windowJoin = true;
        join.changelog = ChangelogMode::insertOnly();
        join.reasons.push_back(std::string("window join: each window's rows are joined once, when the ") +
                               (join.window->window.proctime ? "processing time" : "watermark") +
                               " passes its end; rows of windows that fired are dropped");
    } else if (join.temporalLeftTime >= 0) {
        // Flink's TemporalJoin on event time: each left row, once the watermark passes it,
        // meets the right version valid at its time.
        requireInsertOnly(*left, join);
        join.changelog = ChangelogMode::insertOnly();
        join.leftTtl = join.rightTtl = globalTtl(); // idle keys are cleared after it
        join.reasons.push_back("event-time temporal join: each row waits for the watermark, then "
                               "meets the version of the right table valid at its time; older "
                               "versions leave state");
    } else {
        const bool insertOnly = join.joinKind == JoinKind::Inner &&
                                left->changelog.isInsertOnly() && right->changelog.isInsertOnly();
        join.changelog = insertOnly ? ChangelogMode::insertOnly() : ChangelogMode::all();
        if (!insertOnly)
            join.reasons.push_back(
                join.joinKind != JoinKind::Inner
                    ? "outer join: null-padded rows are retracted when a match arrives"
                    : "an input produces updates, so the join does too");

        // State TTL per side: the join's OPTIONS hint (seed 001) > STATE_TTL hint > global TTL.
        auto resolve = [&](const std::optional<std::chrono::milliseconds> &options,
                           const std::optional<std::chrono::milliseconds> &stateTtl) -> StateTtl {
            if (options)
                return ttlOf(options, "join OPTIONS hint");
            return ttlOf(stateTtl, "STATE_TTL hint");
        };
        join.leftTtl = resolve(join.hintLeftTtl, join.stateTtlHintLeft);
        join.rightTtl = resolve(join.hintRightTtl, join.stateTtlHintRight);
        join.miniBatch = m_miniBatch;
    }

    // Upsert keys (as Flink's FlinkRelMdUpsertKeys, simplified): pairs of the sides' keys; and a
    // side's keys alone when the other side is unique on the join key.
    const int leftArity = static_cast<int>(left->schema.size());
    auto shifted = [&](std::vector<int> k) {
        for (int &x : k)
            x += leftArity;
        return k;
    };
    for (const auto &lk : left->upsertKeys) {
        for (const auto &rk : right->upsertKeys) {
            std::vector<int> both = lk;
            for (int x : shifted(rk))
                both.push_back(x);
            join.upsertKeys.push_back(both);
        }
    }
    const bool rightUnique = std::any_of(right->upsertKeys.begin(), right->upsertKeys.end(),
                                         [&](const auto &k) { return subsetOf(k, join.rightKeys); });
    const bool leftUnique = std::any_of(left->upsertKeys.begin(), left->upsertKeys.end(),
                                        [&](const auto &k) { return subsetOf(k, join.leftKeys); });
    if (rightUnique && (join.joinKind == JoinKind::Inner || join.joinKind == JoinKind::Left))
        for (const auto &lk : left->upsertKeys)
            join.upsertKeys.push_back(lk);
    if (leftUnique && (join.joinKind == JoinKind::Inner || join.joinKind == JoinKind::Right))
        for (const auto &rk : right->upsertKeys)
            join.upsertKeys.push_back(shifted(rk));
    if (restore) {
        restore->parallelism = join.parallelism;
        restore->changelog = join.changelog;
        restore->upsertKeys = join.upsertKeys;
        return restore;
    }
    return node;
}

PlanNodePtr PhysicalPlanner::visitAggregate(const PlanNodePtr &node)
{
    // A session window's table function is planned as part of its aggregation.
    const bool session = node->is<WindowAggregateNode>() &&
                         node->as<WindowAggregateNode>().window.kind == WindowKind::Session;
    m_sessionAggregate = session;
    PlanNodePtr input = visit(node->inputs[0]);
    m_sessionAggregate = false;
    if (node->is<WindowAggregateNode>()) {
        auto &w = node->as<WindowAggregateNode>();
        if (m_batch && w.window.proctime)
            fail(node->range, sluice::Engine::tr("Processing time Window TableFunction is not supported yet."),
                 "batch-mode");
        if (!input->changelog.isInsertOnly())
            fail(node->range,
                 sluice::Engine::tr("Window aggregation needs an insert-only input, but this one produces updates %1")
                     .arg(input->changelog.toString()),
                 "changelog");
        std::vector<int> keys;
        for (int k : w.groupKeys) {
            if (k != w.windowStartKey && k != w.windowEndKey && k != w.windowTimeKey)
                keys.push_back(k);
        }
        w.parallelism = keys.empty() ? 1 : m_defaultParallelism;
        w.inputs[0] = keys.empty() ? exchange(input, Distribution::Singleton, {}, 1)
                                   : exchange(input, Distribution::Hash, keys, m_defaultParallelism);
        w.changelog = ChangelogMode::insertOnly();
        w.upsertKeys = {w.groupKeys};
        if (w.emitStrategy.producesUpdates(w.window.proctime)) {
            // Early and late firings update a window's row: keyed by the group keys (output
            // columns 0..n-1).
            w.changelog = ChangelogMode(ChangelogMode::Insert | ChangelogMode::UpdateBefore |
                                        ChangelogMode::UpdateAfter);
            std::vector<int> outKeys(w.groupKeys.size());
            for (std::size_t i = 0; i < outKeys.size(); ++i)
                outKeys[i] = static_cast<int>(i);
            w.upsertKeys = {outKeys};
            if (w.emitStrategy.earlyDelayMillis)
                w.reasons.push_back(*w.emitStrategy.earlyDelayMillis == 0
                                        ? std::string("early firing on every row: a window's result is updated as rows arrive")
                                        : "early firing every " + std::to_string(*w.emitStrategy.earlyDelayMillis) +
                                              " ms of processing time before the window ends");
            if (w.emitStrategy.lateDelayMillis)
                w.reasons.push_back("late firing: rows up to " + std::to_string(w.emitStrategy.allowLatenessMillis) +
                                    " ms after the window's end update its result");
        }
        if (w.window.kind == WindowKind::Session)
            w.reasons.push_back("session windows: each key's windows merge while their gaps overlap");
        w.reasons.push_back("emits each window once, when the " +
                            std::string(w.window.proctime ? "processing time" : "watermark") +
                            " passes its end; late rows are dropped");
        return node;
    }
    auto &agg = node->as<AggregateNode>();
    agg.ttl = ttlOf(agg.stateTtlHint, "STATE_TTL hint");
    const bool global = agg.groupKeys.empty();
    // As Flink's batch aggregation: no GROUP BY gives one row even for an empty input.
    agg.emitOnEmptyInput = m_batch && global && !agg.distinctOnly;
    agg.parallelism = global ? 1 : m_defaultParallelism;
    agg.changelog = input->changelog.isInsertOnly()
                        ? ChangelogMode(ChangelogMode::Insert | ChangelogMode::UpdateBefore |
                                        ChangelogMode::UpdateAfter)
                        : ChangelogMode::all();
    std::vector<int> keys(agg.groupKeys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        keys[i] = static_cast<int>(i);
    agg.upsertKeys = {keys};
    if (global)
        agg.reasons.push_back("no GROUP BY keys: a single subtask holds the one result row");
    if (agg.emitOnEmptyInput)
        agg.reasons.push_back("batch mode: an input without rows still gives the one row");
    agg.miniBatch = m_miniBatch;

    const bool hasDistinct = std::any_of(agg.aggCalls.begin(), agg.aggCalls.end(),
                                         [](const AggCall &c) { return c.distinct; });
    const std::string strategy = lower(m_config.getEnum("table.optimizer.agg-phase-strategy").value_or("AUTO"));
    // Buckets come from one distinct argument; several different ones would need Flink's
    // Expand, so such queries keep one level (and say so).
    std::set<int> distinctArgs;
    for (const auto &c : agg.aggCalls) {
        if (c.distinct)
            distinctArgs.insert(c.argIndex);
    }
    const bool splitAsked = hasDistinct && !agg.distinctOnly &&
                            m_config.getBool("table.optimizer.distinct-agg.split.enabled").value_or(false);
    const bool valueLists = std::any_of(agg.aggCalls.begin(), agg.aggCalls.end(),
                                        [](const AggCall &c) { return isValueListAggregate(c.function); });
    const bool splitDistinct = splitAsked && distinctArgs.size() == 1 && !valueLists;
    if (splitAsked && !splitDistinct)
        agg.reasons.push_back(valueLists ? "distinct split skipped: the embedded engine does not split "
                                           "aggregates that keep their values (LISTAGG, ARRAY_AGG, ...)"
                                         : "distinct split skipped: DISTINCT aggregates over several "
                                           "different columns are not split by the embedded engine");
    // Flink splits an aggregation in two phases only when every function can merge accumulators.
    const bool allMerge = std::all_of(agg.aggCalls.begin(), agg.aggCalls.end(),
                                      [](const AggCall &c) { return aggFunctionMerges(c.function); });
    const bool twoPhase = m_miniBatch && strategy != "one_phase" && !agg.distinctOnly &&
                          !splitDistinct && allMerge;
    if (m_miniBatch && strategy != "one_phase" && !allMerge)
        agg.reasons.push_back("one phase: FIRST_VALUE, LAST_VALUE and JSON_ARRAYAGG cannot merge "
                              "accumulators");
    if (strategy == "two_phase" && !m_miniBatch)
        agg.reasons.push_back("TWO_PHASE asked for, but it needs mini-batch: one phase");

    if (splitDistinct) {
        // Level 1 is keyed by the group keys plus MOD(HASH_CODE(distinct arg), buckets), so a hot
        // group spreads over many subtasks; level 2 merges the buckets per group.
        const int buckets = m_config.getInt("table.optimizer.distinct-agg.split.bucket-num").value_or(1024);
        int distinctArg = -1;
        for (const auto &c : agg.aggCalls) {
            if (c.distinct)
                distinctArg = c.argIndex;
        }
        auto bucketCalc = std::make_shared<CalcNode>();
        for (std::size_t i = 0; i < input->schema.size(); ++i)
            bucketCalc->projections.push_back(makeInputRef(static_cast<int>(i), input->schema[i].type,
                                                           input->schema[i].name));
        const auto &argField = input->schema[static_cast<std::size_t>(distinctArg)];
        BoundExprPtr hash = makeCall(ScalarFunction::HashCode, LogicalType::integer(false),
                                     {makeInputRef(distinctArg, argField.type, argField.name)});
        bucketCalc->projections.push_back(makeCall(ScalarFunction::Modulo, LogicalType::integer(false),
                                                   {hash, makeLiteral(LogicalType::integer(false), std::to_string(buckets))}));
        bucketCalc->schema = input->schema;
        bucketCalc->schema.push_back({"$bucket", LogicalType::integer(false)});
        bucketCalc->inputs.push_back(input);
        inheritFromInput(*bucketCalc);
        const int bucketCol = static_cast<int>(input->schema.size());
        std::vector<int> partialKeys = agg.groupKeys;
        partialKeys.push_back(bucketCol);
        auto partial = std::make_shared<AggregateNode>();
        partial->phase = AggPhase::Partial;
        partial->groupKeys = partialKeys;
        partial->aggCalls = agg.aggCalls;
        partial->range = agg.range;
        partial->ttl = agg.ttl;
        partial->miniBatch = m_miniBatch;
        for (int k : partialKeys)
            partial->schema.push_back(bucketCalc->schema[static_cast<std::size_t>(k)]);
        for (const auto &c : agg.aggCalls)
            partial->schema.push_back({c.name, c.type});
        partial->parallelism = m_defaultParallelism;
        partial->changelog = ChangelogMode::all();
        partial->inputs.push_back(exchange(bucketCalc, Distribution::Hash, partialKeys, m_defaultParallelism));
        partial->reasons.push_back("table.optimizer.distinct-agg.split.enabled: partial aggregation "
                                   "over " + std::to_string(buckets) + " buckets of the distinct key");
        agg.phase = AggPhase::Final;
        agg.changelog = ChangelogMode::all();
        agg.reasons.push_back("final aggregation merges the distinct buckets");
        agg.inputs[0] = global ? exchange(partial, Distribution::Singleton, {}, 1)
                               : exchange(partial, Distribution::Hash, keys, m_defaultParallelism);
        return node;
    }
    if (twoPhase) {
        auto local = std::make_shared<AggregateNode>();
        local->phase = AggPhase::Local;
        local->groupKeys = agg.groupKeys;
        local->aggCalls = agg.aggCalls;
        local->range = agg.range;
        local->miniBatch = true;
        local->schema = agg.schema;
        local->inputs.push_back(input);
        inheritFromInput(*local);
        local->reasons.push_back("two-phase aggregation: pre-aggregates each mini-batch before the "
                                 "shuffle (no state)");
        agg.phase = AggPhase::Global;
        agg.reasons.push_back(std::string("table.optimizer.agg-phase-strategy=") +
                              (strategy == "two_phase" ? "TWO_PHASE" : "AUTO") +
                              " with mini-batch: global phase merges the local results");
        std::vector<int> localKeys = keys;
        agg.inputs[0] = global ? exchange(local, Distribution::Singleton, {}, 1)
                               : exchange(local, Distribution::Hash, localKeys, m_defaultParallelism);
        return node;
    }
    if (m_miniBatch)
        agg.reasons.push_back("mini-batch: one state access per key per batch");
    agg.inputs[0] = global ? exchange(input, Distribution::Singleton, {}, 1)
                           : exchange(input, Distribution::Hash, agg.groupKeys, m_defaultParallelism);
    return node;
}

PlanNodePtr PhysicalPlanner::visitRank(const PlanNodePtr &node)
{
    auto &rank = node->as<RankNode>();
    PlanNodePtr input = visit(rank.inputs[0]);
    if (rank.windowEndKey >= 0 && input->changelog.isInsertOnly())
        return windowRank(rank, input);
    const int parallelism = rank.partitionKeys.empty() ? 1 : m_defaultParallelism;
    PlanNodePtr keyed = rank.partitionKeys.empty()
                            ? exchange(input, Distribution::Singleton, {}, 1)
                            : exchange(input, Distribution::Hash, rank.partitionKeys, parallelism);
    // ROW_NUMBER() = 1 ordered by a time attribute is Flink's deduplication.
    if (rank.limit == 1 && rank.orderKeys.size() == 1 && input->changelog.isInsertOnly()) {
        const auto &t = input->schema[static_cast<std::size_t>(rank.orderKeys[0].column)].type;
        if (t.timeAttribute() != TimeAttribute::None) {
            auto dedup = std::make_shared<DeduplicateNode>();
            dedup->keys = rank.partitionKeys;
            dedup->keepLast = rank.orderKeys[0].descending;
            dedup->rowtime = t.timeAttribute() == TimeAttribute::Rowtime;
            dedup->schema = rank.schema;
            dedup->range = rank.range;
            dedup->inputs.push_back(keyed);
            dedup->parallelism = parallelism;
            dedup->ttl = globalTtl();
            const bool insertOnly = !dedup->keepLast && !dedup->rowtime;
            dedup->changelog = insertOnly ? ChangelogMode::insertOnly()
                                          : ChangelogMode(ChangelogMode::Insert | ChangelogMode::UpdateBefore |
                                                          ChangelogMode::UpdateAfter);
            dedup->upsertKeys = {dedup->keys};
            dedup->reasons.push_back(std::string("ROW_NUMBER() = 1 ordered by a time attribute: keeps the ") +
                                     (dedup->keepLast ? "last" : "first") + " row per key");
            return dedup;
        }
    }
    rank.inputs[0] = keyed;
    rank.parallelism = parallelism;
    rank.ttl = globalTtl();
    // Flink's FastTop1Function (rn <= 1 over insert-only input) replaces a partition's row by an
    // update and never deletes.
    rank.changelog = rank.limit == 1 && input->changelog.isInsertOnly()
                         ? ChangelogMode(ChangelogMode::Insert | ChangelogMode::UpdateBefore |
                                         ChangelogMode::UpdateAfter)
                         : ChangelogMode::all();
    std::vector<int> key = rank.partitionKeys;
    if (rank.outputRankNumber)
        key.push_back(static_cast<int>(rank.schema.size()) - 1);
    if (rank.outputRankNumber || rank.limit == 1)
        rank.upsertKeys = {key};
    rank.reasons.push_back("Top-" + std::to_string(rank.limit) +
                           (rank.partitionKeys.empty() ? " over the whole input" : " per partition"));
    return node;
}

PlanNodePtr PhysicalPlanner::windowRank(const RankNode &rank, const PlanNodePtr &input)
{
    auto w = std::make_shared<WindowRankNode>();
    w->range = rank.range;
    w->schema = rank.schema;
    w->window = rank.window;
    w->windowStartKey = rank.windowStartKey;
    w->windowEndKey = rank.windowEndKey;
    for (int k : rank.partitionKeys)
        if (k != rank.windowStartKey && k != rank.windowEndKey)
            w->partitionKeys.push_back(k);
    w->orderKeys = rank.orderKeys;
    w->limit = rank.limit;
    w->outputRankNumber = rank.outputRankNumber;
    // ROW_NUMBER() = 1 ordered by the time attribute: Flink's WindowDeduplicate.
    w->deduplicate = rank.limit == 1 && rank.orderKeys.size() == 1 &&
                     input->schema.at(static_cast<std::size_t>(rank.orderKeys[0].column))
                             .type.timeAttribute() != TimeAttribute::None;
    if (m_batch && w->window.proctime)
        fail(rank.range, sluice::Engine::tr("Processing time Window TableFunction is not supported yet."),
             "batch-mode");
    const bool global = w->partitionKeys.empty();
    w->parallelism = global ? 1 : m_defaultParallelism;
    w->inputs.push_back(global ? exchange(input, Distribution::Singleton, {}, 1)
                               : exchange(input, Distribution::Hash, w->partitionKeys, w->parallelism));
    w->changelog = ChangelogMode::insertOnly();
    w->reasons.push_back(std::string(w->deduplicate ? "window deduplication" : "window Top-N") +
                         ": the rows of each window are ranked once, when the " +
                         (w->window.proctime ? "processing time" : "watermark") +
                         " passes its end; rows of windows that fired are dropped");
    return w;
}

void PhysicalPlanner::requireInsertOnly(const PlanNode &input, const PlanNode &node)
{
    if (!input.changelog.isInsertOnly())
        fail(node.range,
             sluice::Engine::tr("%1 doesn't support consuming update and delete changes, but its input produces %2")
                 .arg(planNodeKindName(node.kind))
                 .arg(input.changelog.toString()),
             "changelog");
}

PlanNodePtr PhysicalPlanner::visitTemporalSort(const PlanNodePtr &node)
{
    auto &sort = node->as<TemporalSortNode>();
    PlanNodePtr input = visit(sort.inputs[0]);
    requireInsertOnly(*input, sort);
    sort.inputs[0] = exchange(input, Distribution::Singleton, {}, 1);
    sort.parallelism = 1;
    sort.changelog = ChangelogMode::insertOnly();
    sort.reasons.push_back(sort.proctime
                               ? std::string("ordered by processing time: the rows of each batch leave in order")
                               : std::string("rows wait until the watermark passes them, then leave in "
                                             "order on one subtask; rows behind it are dropped"));
    return node;
}

bool PhysicalPlanner::planPartitioned(PlanNode &node, const std::vector<int> &partitionKeys)
{
    PlanNodePtr input = visit(node.inputs[0]);
    requireInsertOnly(*input, node);
    const bool global = partitionKeys.empty();
    node.parallelism = global ? 1 : m_defaultParallelism;
    node.inputs[0] = global ? exchange(input, Distribution::Singleton, {}, 1)
                            : exchange(input, Distribution::Hash, partitionKeys, node.parallelism);
    node.changelog = ChangelogMode::insertOnly();
    return global;
}

PlanNodePtr PhysicalPlanner::visitMatch(const PlanNodePtr &node)
{
    auto &match = node->as<MatchNode>();
    if (planPartitioned(match, match.partitionKeys))
        match.reasons.push_back("no PARTITION BY: a single subtask matches all rows");
    match.reasons.push_back(match.proctime
                                ? std::string("ordered by processing time: rows are matched as they arrive")
                                : std::string("ordered by event time: rows wait for the watermark, and "
                                              "rows behind it are dropped"));
    return node;
}

PlanNodePtr PhysicalPlanner::visitOverAggregate(const PlanNodePtr &node)
{
    auto &over = node->as<OverAggregateNode>();
    if (over.batch) {
        // Flink's batch OverAggregate sorts each partition once its input is complete.
        PlanNodePtr input = finalRows(visit(over.inputs[0]));
        const bool global = over.partitionKeys.empty();
        over.parallelism = global ? 1 : m_defaultParallelism;
        over.inputs[0] = global ? exchange(input, Distribution::Singleton, {}, 1)
                                : exchange(input, Distribution::Hash, over.partitionKeys, over.parallelism);
        over.changelog = ChangelogMode::insertOnly();
        if (global)
            over.reasons.push_back("no PARTITION BY: a single subtask orders all rows");
        over.reasons.push_back("batch mode: each partition is sorted and its rows emitted once the input ends");
        return node;
    }
    const bool global = planPartitioned(over, over.partitionKeys);
    const bool watermarkCleaned = !over.proctime && !over.frame.rows && over.frame.preceding;
    if (!watermarkCleaned)
        over.ttl = globalTtl();
    if (global)
        over.reasons.push_back("no PARTITION BY: a single subtask orders all rows");
    over.reasons.push_back(over.proctime
                               ? std::string("ordered by processing time: each row is emitted as it arrives")
                               : std::string("ordered by event time: rows wait for the watermark, and "
                                             "rows behind it are dropped"));
    if (watermarkCleaned)
        over.reasons.push_back("the watermark removes rows once they leave every frame");
    return node;
}

PlanNodePtr PhysicalPlanner::visitFinalResult(const PlanNodePtr &node)
{
    auto &final = node->as<FinalResultNode>();
    PlanNodePtr input = visit(final.inputs[0]);
    // An order or a limit spans all rows: one subtask sees them all, as Flink's global Sort.
    final.inputs[0] = exchange(input, Distribution::Singleton, {}, 1);
    final.parallelism = 1;
    final.changelog = ChangelogMode::insertOnly();
    final.reasons.push_back(std::string("batch mode: ") +
                            (final.orderKeys.empty() ? "LIMIT / OFFSET" : "ORDER BY") +
                            " over the final rows, on one subtask, once the input ends");
    return node;
}

PlanNodePtr PhysicalPlanner::finalRows(const PlanNodePtr &input)
{
    if (input->changelog.isInsertOnly())
        return input;
    // Equal rows meet on one subtask whatever produced them, so a retraction always finds the
    // row it cancels.
    std::vector<int> all(input->schema.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<int>(i);
    auto final = std::make_shared<FinalResultNode>();
    final->schema = input->schema;
    final->range = input->range;
    final->inputs.push_back(exchange(input, Distribution::Hash, all, input->parallelism));
    final->parallelism = input->parallelism;
    final->changelog = ChangelogMode::insertOnly();
    final->upsertKeys = input->upsertKeys;
    final->reasons.push_back("batch mode: the input's updates are folded into its final rows, "
                             "emitted insert-only once the input ends");
    return final;
}

PlanNodePtr PhysicalPlanner::visitSink(const PlanNodePtr &node)
{
    auto &sink = node->as<SinkNode>();
    PlanNodePtr input = visit(sink.inputs[0]);
    if (m_batch)
        input = finalRows(input);
    std::string connector = "collect";
    std::optional<int> sinkParallelism;
    for (const auto &[k, v] : sink.options) {
        if (k == "connector")
            connector = v;
        if (k == "sink.parallelism")
            sinkParallelism = std::atoi(v.c_str());
    }
    // As Flink's CommonExecSink: 'sink.parallelism' when set, else the input's parallelism.
    sink.parallelism = sinkParallelism.value_or(sink.table ? input->parallelism : 1);
    sink.changelog = input->changelog;
    if (sinkParallelism && *sinkParallelism != input->parallelism &&
        !input->changelog.isInsertOnly() && sink.primaryKey.empty())
        fail(sink.range,
             sluice::Engine::tr("The sink for table '%1' has a configured parallelism of %2, while the input "
                                "parallelism is %3. Since the configured parallelism is different from the input's "
                                "parallelism and the changelog mode is not insert-only, a primary key is required "
                                "but could not be found.")
                 .arg(sink.name)
                 .arg(*sinkParallelism)
                 .arg(input->parallelism),
             "sink-parallelism");
    if (!sink.table)
        sink.reasons.push_back("results are collected to the client in one stream");

    const bool appendOnlySink = connector == "filesystem" || connector == "kafka";
    if (appendOnlySink && !input->changelog.isInsertOnly()) {
        std::string producer = planNodeKindName(input->kind);
        for (PlanNode *n = input.get(); n; n = n->inputs.empty() ? nullptr : n->inputs[0].get()) {
            if (!n->changelog.isInsertOnly() &&
                (n->inputs.empty() || n->inputs[0]->changelog.isInsertOnly())) {
                producer = planNodeKindName(n->kind);
                break;
            }
        }
        fail(sink.range,
             sluice::Engine::tr("Table sink '%1' (connector '%2') doesn't support consuming update and delete "
                                "changes, which are produced by node %3; use a sink that accepts them "
                                "(upsert-kafka, print) or an insert-only query (e.g. a window aggregation)")
                 .arg(sink.name)
                 .arg(connector)
                 .arg(producer),
             "changelog");
    }
    sink.upsertMode = !sink.primaryKey.empty() && !input->changelog.isInsertOnly();

    // SinkUpsertMaterializer (seed 000).
    const std::string mode = lower(m_config.getEnum("table.exec.sink.upsert-materialize").value_or("AUTO"));
    bool materialize = false;
    std::string why;
    if (!sink.primaryKey.empty()) {
        // As Flink's CommonExecSink: even FORCE materializes only an input with updates.
        if (mode == "force" && !input->changelog.isInsertOnly()) {
            materialize = true;
            why = "table.exec.sink.upsert-materialize=FORCE and the sink has a primary key";
        } else if (mode == "auto" && !input->changelog.isInsertOnly()) {
            const bool keyMatches = std::any_of(input->upsertKeys.begin(), input->upsertKeys.end(),
                                                [&](const auto &k) { return subsetOf(k, sink.primaryKey); });
            if (!keyMatches) {
                materialize = true;
                why = "AUTO: the input's changes are not keyed by the sink's primary key (" +
                      keyNames(sink.schema, sink.primaryKey) +
                      "), so rows for one key may arrive out of order";
            } else {
                sink.reasons.push_back("no SinkUpsertMaterializer: the input's upsert key is within the "
                                       "sink's primary key");
            }
        } else if (mode == "none" && !input->changelog.isInsertOnly()) {
            sink.reasons.push_back("table.exec.sink.upsert-materialize=NONE: no materializer");
        }
    }
    PlanNodePtr feed = input;
    if (!sink.primaryKey.empty() && (materialize || input->parallelism != sink.parallelism) &&
        !input->changelog.isInsertOnly())
        feed = exchange(input, Distribution::Hash, sink.primaryKey, sink.parallelism);
    else if (input->parallelism != sink.parallelism)
        feed = exchange(input, sink.parallelism == 1 ? Distribution::Singleton : Distribution::Rebalance,
                        {}, sink.parallelism);
    if (materialize) {
        auto m = std::make_shared<SinkUpsertMaterializerNode>();
        m->keys = sink.primaryKey;
        m->schema = input->schema;
        m->range = sink.range;
        m->inputs.push_back(feed);
        m->parallelism = sink.parallelism;
        // It answers a retraction of the current row with -D / +I, so it emits every kind.
        m->changelog = ChangelogMode::all();
        m->upsertKeys = {sink.primaryKey};
        m->ttl = globalTtl();
        m->reasons.push_back(why);
        if (sink.parallelism == 1)
            m_diagnostics.warning(sink.range,
                                  sluice::Engine::tr("A SinkUpsertMaterializer is added for '%1' although the sink runs "
                                                     "with parallelism 1, where rows cannot be reordered; consider SET "
                                                     "'table.exec.sink.upsert-materialize' = 'none'")
                                      .arg(sink.name),
                                  "upsert-materializer");
        feed = m;
    }
    sink.inputs[0] = feed;
    return node;
}

} // namespace sluice::plan
