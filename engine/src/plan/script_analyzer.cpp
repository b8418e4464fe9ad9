#include "plan/script_analyzer.h"

#include "plan/binder.h"
#include "plan/physical_planner.h"
#include "common/time_zone.h"
#include "plan/show_results.h"
#include "plan/plan_printer.h"

#include <sluice/config_values.h>
#include <sluice/option_registry.h>
#include <sluice/text.h>

#include <set>
#include <unordered_map>

namespace sluice::plan {
namespace {

std::string lineText(const sql::Statement &s) { return "line " + std::to_string(s.range.begin.line); }

std::optional<std::string> option(const std::vector<std::pair<std::string, std::string>> &options,
                                  const std::string &key)
{
    for (const auto &[k, v] : options) {
        if (k == key)
            return v;
    }
    return std::nullopt;
}

// Whether a scan never ends by itself (so state kept for it grows with time).
bool unboundedScan(const ScanNode &scan)
{
    const std::string connector = option(scan.options, "connector").value_or("");
    if (connector == "datagen") {
        if (option(scan.options, "number-of-rows"))
            return false;
        for (const auto &[k, v] : scan.options) {
            if (k.size() > 5 && k.compare(k.size() - 5, 5, ".kind") == 0 && v == "sequence")
                return false;
        }
        return true;
    }
    if (connector == "kafka" || connector == "upsert-kafka")
        return option(scan.options, "scan.bounded.mode").value_or("unbounded") == "unbounded";
    if (connector == "filesystem")
        return option(scan.options, "source.monitor-interval").has_value();
    return false;
}

// The first scan of the plan that never ends by itself, or null.
const ScanNode *firstUnboundedScan(const PlanNode &node)
{
    if (node.is<ScanNode>())
        return unboundedScan(node.as<ScanNode>()) ? &node.as<ScanNode>() : nullptr;
    for (const auto &in : node.inputs)
        if (const ScanNode *scan = firstUnboundedScan(*in))
            return scan;
    return nullptr;
}

bool hasUnboundedInput(const PlanNode &node)
{
    return firstUnboundedScan(node) != nullptr;
}

// The largest watermark delay below `node`: WATERMARK FOR ts AS ts - INTERVAL 'x' ... gives x.
std::int64_t watermarkDelayMillis(const PlanNode &node)
{
    std::int64_t delay = 0;
    if (node.is<WatermarkAssignerNode>()) {
        const BoundExprPtr &wm = node.as<WatermarkAssignerNode>().watermark;
        if (wm && wm->kind == BoundExprKind::Call && wm->function == ScalarFunction::Minus &&
            wm->args[1]->kind == BoundExprKind::Literal && !wm->args[1]->isNullLiteral &&
            wm->args[1]->type.root() == LogicalTypeRoot::IntervalDayTime)
            delay = std::stoll(wm->args[1]->literalText);
    }
    for (const auto &in : node.inputs)
        delay = std::max(delay, watermarkDelayMillis(*in));
    return delay;
}

// State that expires before the watermark lets late-but-valid rows in loses them silently.
void adviseTtlAgainstWatermark(const PlanNode &node, const StateTtl &ttl, const Text &what,
                               Diagnostics &diagnostics)
{
    if (ttl.ttl.count() <= 0)
        return;
    const std::int64_t delay = watermarkDelayMillis(node);
    if (delay > ttl.ttl.count())
        diagnostics.warning(node.range,
                            sluice::Engine::tr("The state TTL of this %1 (%2) is shorter than the watermark delay of "
                                               "its input (%3): state may expire before rows that are still on time "
                                               "arrive")
                                .arg(what)
                                .arg(ttl.toString())
                                .arg(formatDuration(std::chrono::milliseconds(delay))),
                            "ttl-shorter-than-watermark");
}

void advise(const PlanNode &node, Diagnostics &diagnostics, std::set<const PlanNode *> &seen)
{
    for (const auto &in : node.inputs)
        advise(*in, diagnostics, seen);
    if (!seen.insert(&node).second)
        return;
    Text what;
    switch (node.kind) {
    case PlanNodeKind::Join: {
        const auto &j = node.as<JoinNode>();
        // An interval join's rows leave state with the watermark: no TTL needed.
        if (!j.interval && (j.leftTtl.ttl.count() == 0 || j.rightTtl.ttl.count() == 0))
            what = j.leftTtl.ttl.count() == 0 && j.rightTtl.ttl.count() == 0
                       ? sluice::Engine::tr("This regular join keeps every row of both inputs")
                   : j.leftTtl.ttl.count() == 0
                       ? sluice::Engine::tr("This regular join keeps every row of its left input")
                       : sluice::Engine::tr("This regular join keeps every row of its right input");
        break;
    }
    case PlanNodeKind::GroupAggregate: {
        const auto &a = node.as<AggregateNode>();
        if (a.phase != AggPhase::Local && a.ttl.ttl.count() == 0 && !a.groupKeys.empty())
            what = sluice::Engine::tr("This GROUP BY keeps one entry per key");
        if (a.phase == AggPhase::Single && !a.miniBatch && hasUnboundedInput(node))
            diagnostics.info(node.range,
                             sluice::Engine::tr("Aggregating an unbounded stream without mini-batch touches state once "
                                                "per row; SET 'table.exec.mini-batch.enabled' = 'true' (with a size "
                                                "and latency) raises throughput"),
                             "mini-batch-advice");
        break;
    }
    case PlanNodeKind::Rank:
        if (node.as<RankNode>().ttl.ttl.count() == 0)
            what = sluice::Engine::tr("This Top-N keeps rows per partition");
        break;
    case PlanNodeKind::Deduplicate:
        if (node.as<DeduplicateNode>().ttl.ttl.count() == 0)
            what = sluice::Engine::tr("This deduplication keeps one row per key");
        break;
    case PlanNodeKind::OverAggregate: {
        const auto &o = node.as<OverAggregateNode>();
        const bool watermarkCleaned = !o.proctime && !o.frame.rows && o.frame.preceding;
        if (!watermarkCleaned && o.ttl.ttl.count() == 0 && !o.partitionKeys.empty())
            what = sluice::Engine::tr("This OVER window keeps state per partition");
        break;
    }
    default:
        break;
    }
    if (node.is<JoinNode>() && !node.as<JoinNode>().interval) {
        const auto &j = node.as<JoinNode>();
        adviseTtlAgainstWatermark(*j.inputs[0], j.leftTtl, sluice::Engine::tr("join's left side"), diagnostics);
        adviseTtlAgainstWatermark(*j.inputs[1], j.rightTtl, sluice::Engine::tr("join's right side"), diagnostics);
    } else if (node.is<AggregateNode>() && node.as<AggregateNode>().phase != AggPhase::Local) {
        adviseTtlAgainstWatermark(node, node.as<AggregateNode>().ttl, sluice::Engine::tr("aggregation"), diagnostics);
    }
    if (!what.empty() && hasUnboundedInput(node))
        diagnostics.warning(node.range,
                            sluice::Engine::tr("%1 of an unbounded source with no state TTL, so its state grows without "
                                               "bound; SET 'table.exec.state.ttl' or use a STATE_TTL hint")
                                .arg(what),
                            "state-ttl-missing");
}

class Analyzer {
public:
    explicit Analyzer(ScriptAnalysis &a) : m_a(a) {}

    void run()
    {
        for (const auto &d : m_a.parse.diagnostics)
            m_a.diagnostics.add(d);
        for (const auto &[name, what] : m_a.parse.script.unsupportedDefinitions)
            m_a.catalog.addUnsupported(name, what);
        for (const std::string &name : m_a.parse.script.jvmFunctions)
            m_a.catalog.addJvmFunction(name);
        for (const auto &stmt : m_a.parse.script.statements)
            statement(*stmt);
        checkRules();
        for (const auto &p : m_a.statements) {
            std::set<const PlanNode *> seen;
            advise(*p.plan, m_a.diagnostics, seen);
        }
        m_a.diagnostics.sort();
    }

private:
    void statement(const sql::Statement &s)
    {
        switch (s.kind) {
        case sql::StatementKind::Set: set(s.as<sql::SetStatement>()); break;
        case sql::StatementKind::Reset: reset(s.as<sql::ResetStatement>()); break;
        case sql::StatementKind::CreateTable: createTable(s.as<sql::CreateTableStatement>()); break;
        case sql::StatementKind::CreateView: createView(s.as<sql::CreateViewStatement>()); break;
        case sql::StatementKind::Drop: drop(s.as<sql::DropStatement>()); break;
        case sql::StatementKind::Insert:
            insert(s.as<sql::InsertStatement>(), "INSERT INTO " + s.as<sql::InsertStatement>().table.toString());
            break;
        case sql::StatementKind::Query: query(s); break;
        case sql::StatementKind::StatementSet:
            for (const auto &i : s.as<sql::StatementSetStatement>().inserts)
                insert(*i, "STATEMENT SET: INSERT INTO " + i->table.toString());
            break;
        case sql::StatementKind::Explain: {
            const auto &e = s.as<sql::ExplainStatement>();
            if (e.statement)
                statement(*e.statement);
            break;
        }
        case sql::StatementKind::Describe: {
            const std::string name = s.as<sql::DescribeStatement>().name.last().name;
            if (!m_a.catalog.hasObject(name))
                m_a.diagnostics.error(s.as<sql::DescribeStatement>().name.range,
                                      sluice::Engine::tr("Table or view '%1' not found").arg(name), "unknown-table");
            else
                answer(s, "DESCRIBE");
            break;
        }
        case sql::StatementKind::StopJob:
            if (s.as<sql::StopJobStatement>().withDrain)
                m_a.diagnostics.warning(s.range,
                                        sluice::Engine::tr("STOP JOB ... WITH DRAIN runs on Flink; not supported by the "
                                                           "embedded engine yet: stop WITH SAVEPOINT without drain "
                                                           "(windows stay in the savepoint and fire after the restore)"),
                                        kEngineUnsupported);
            else
                jobStatement(s);
            break;
        case sql::StatementKind::Show: {
            const auto &show = s.as<sql::ShowStatement>();
            if (show.object == sql::ShowObject::Jobs) {
                jobStatement(s);
                break;
            }
            const bool ofTable = show.object == sql::ShowObject::CreateTable ||
                                 show.object == sql::ShowObject::CreateView ||
                                 show.object == sql::ShowObject::Columns;
            if (ofTable && !m_a.catalog.hasObject(show.target.last().name))
                m_a.diagnostics.error(show.target.range,
                                      sluice::Engine::tr("Table or view '%1' not found").arg(show.target.last().name),
                                      "unknown-table");
            else
                answer(s, "SHOW");
            break;
        }
        }
    }

    void jobStatement(const sql::Statement &s)
    {
        m_a.jobStatements.push_back(
            {&s, m_a.statements.size(),
             m_a.config.getString("execution.checkpointing.savepoint-dir").value_or("")});
    }

    void set(const sql::SetStatement &s)
    {
        if (!s.hasKey)
            return;
        m_setRanges[OptionRegistry::instance().canonicalKey(s.key)] = s.keyRange;
        const auto &registry = OptionRegistry::instance();
        // Flink's SQL parser reads `SET 'key' = value` as SET of two string literals, so a quoted
        // key takes a quoted value; only the bare form `SET key = value` has a bare value.
        if (s.keyQuoted && !s.valueQuoted) {
            m_a.diagnostics.error(s.valueRange.valid() ? s.valueRange : s.range,
                                  sluice::Engine::tr("After a quoted key, Flink's SQL parser takes only a quoted value: "
                                                     "SET '%1' = '%2';")
                                      .arg(s.key)
                                      .arg(s.value),
                                  "unquoted-set-value");
            return;
        }
        // Seed 000: a string-typed value is quoted; a boolean or a number may stand bare.
        if (const OptionSpec *spec = registry.find(s.key);
            spec && !s.valueQuoted && setQuotingFor(spec->type) != SetQuoting::Bare) {
            m_a.diagnostics.error(s.valueRange.valid() ? s.valueRange : s.range,
                                  sluice::Engine::tr("The value of '%1' is text and must be quoted: SET %1 = '%2';")
                                      .arg(s.key)
                                      .arg(s.value),
                                  "unquoted-set-value");
            return;
        }
        if (!registry.find(s.key)) {
            const auto near = registry.closestKey(s.key);
            m_a.diagnostics.warning(
                s.keyRange,
                near ? sluice::Engine::tr("Unknown configuration option '%1'; did you mean '%2'?").arg(s.key).arg(*near)
                     : sluice::Engine::tr("Unknown configuration option '%1'; it is passed on to Flink unchecked")
                           .arg(s.key),
                "unknown-option");
            m_a.config.set(s.key, s.value);
            return;
        }
        // Flink refuses a session time zone java.util.TimeZone and java.time.ZoneId read apart
        // (when a query is planned; here at the value, where the user can fix it).
        if (registry.canonicalKey(s.key) == "table.local-time-zone" && !TimeZone::forSession(s.value)) {
            m_a.diagnostics.error(s.valueRange.valid() ? s.valueRange : s.range,
                                  sluice::Engine::tr("table.local-time-zone '%1': %2")
                                      .arg(s.value)
                                      .arg(sessionZoneError()),
                                  "invalid-option");
            return;
        }
        if (registry.isDeprecatedAlias(s.key))
            m_a.diagnostics.info(s.keyRange,
                                 sluice::Engine::tr("'%1' is a deprecated key; use '%2'")
                                     .arg(s.key)
                                     .arg(registry.canonicalKey(s.key)),
                                 "deprecated-option");
        Status st = m_a.config.set(s.key, s.value);
        if (!st.isOk())
            m_a.diagnostics.error(s.valueRange.valid() ? s.valueRange : s.range, st.text(), "invalid-option");
    }

    void reset(const sql::ResetStatement &s)
    {
        if (!s.hasKey) {
            m_a.config.clear();
            return;
        }
        if (!OptionRegistry::instance().find(s.key) && !m_a.config.contains(s.key))
            m_a.diagnostics.warning(s.keyRange,
                                    sluice::Engine::tr("RESET of '%1', which is neither a known option nor set in "
                                                       "this script")
                                        .arg(s.key),
                                    "unknown-option");
        m_a.config.reset(s.key);
    }

    void createTable(const sql::CreateTableStatement &ddl)
    {
        const std::string name = ddl.name.last().name;
        if (m_a.catalog.hasObject(name)) {
            if (!ddl.ifNotExists)
                m_a.diagnostics.error(ddl.name.range, sluice::Engine::tr("Table or view '%1' already exists").arg(name),
                                      "duplicate-table");
            return;
        }
        Binder binder(m_a.catalog, m_a.config, m_a.diagnostics);
        const bool hadErrors = m_a.diagnostics.hasErrors();
        const std::size_t before = m_a.diagnostics.size();
        if (ddl.asQuery) {
            // CREATE TABLE ... AS SELECT: the table the query defines, then the INSERT into it.
            BoundRelation query;
            if (auto table = binder.bindCreateTableAs(ddl, query)) {
                m_a.catalog.addTable(std::move(*table));
                const CatalogTable *created = m_a.catalog.table(name);
                plan(binder.bindCreateTableAsInsert(std::move(query), *created, ddl.name.range), ddl,
                     "CREATE TABLE " + name + " AS SELECT");
                return;
            }
        } else if (auto table = binder.bindCreateTable(ddl)) {
            m_a.catalog.addTable(std::move(*table));
            return;
        }
        if (!m_a.diagnostics.hasErrors() || hadErrors) {
            // Only engine-unsupported findings (a type the engine lacks): a use of the table is
            // valid Flink SQL too, not an unknown name.
            for (std::size_t i = before; i < m_a.diagnostics.size(); ++i)
                if (m_a.diagnostics.items()[i].code == kEngineUnsupported) {
                    m_a.catalog.addUnsupported(name, sluice::Engine::tr("its CREATE TABLE"));
                    break;
                }
        }
    }

    void createView(const sql::CreateViewStatement &view)
    {
        const std::string name = view.name.last().name;
        if (m_a.catalog.hasObject(name)) {
            if (!view.ifNotExists)
                m_a.diagnostics.error(view.name.range, sluice::Engine::tr("Table or view '%1' already exists").arg(name),
                                      "duplicate-table");
            return;
        }
        Binder binder(m_a.catalog, m_a.config, m_a.diagnostics);
        const std::size_t before = m_a.diagnostics.size();
        auto rel = binder.bindViewQuery(*view.query);
        if (!rel) {
            // Only engine-unsupported findings: reading the view is valid Flink SQL too, so a
            // use of it says so instead of "not found".
            bool unsupported = false, errors = false;
            for (std::size_t i = before; i < m_a.diagnostics.size(); ++i) {
                const Diagnostic &d = m_a.diagnostics.items()[i];
                unsupported = unsupported || d.code == kEngineUnsupported;
                errors = errors || (d.severity == Severity::Error && d.code != kEngineUnsupported);
            }
            if (unsupported && !errors)
                m_a.catalog.addUnsupported(name, sluice::Engine::tr("its CREATE VIEW"));
            return;
        }
        CatalogView v;
        v.name = name;
        v.query = view.query.get();
        v.range = view.name.range;
        for (const auto &c : view.columns)
            v.columnNames.push_back(c.name);
        if (!v.columnNames.empty() && v.columnNames.size() != rel->node->schema.size()) {
            m_a.diagnostics.error(view.name.range,
                                  sluice::Engine::tr("View '%1' lists %2 columns but its query returns %3")
                                      .arg(name)
                                      .arg(v.columnNames.size())
                                      .arg(rel->node->schema.size()),
                                  "view-columns");
            return;
        }
        m_viewSchemas[name] = rel->node->schema;
        m_a.catalog.addView(std::move(v));
    }

    void drop(const sql::DropStatement &d)
    {
        const std::string name = d.name.last().name;
        const bool isTable = m_a.catalog.table(name) != nullptr;
        const bool isView = m_a.catalog.view(name) != nullptr;
        const bool wanted = d.object == sql::DropObject::Table ? isTable : isView;
        if (!wanted) {
            if (!d.ifExists)
                m_a.diagnostics.error(d.name.range,
                                      (d.object == sql::DropObject::Table
                                           ? sluice::Engine::tr("Table '%1' does not exist")
                                           : sluice::Engine::tr("View '%1' does not exist"))
                                          .arg(name),
                                      "unknown-table");
            return;
        }
        m_a.catalog.drop(name);
    }

    void insert(const sql::InsertStatement &ins, const std::string &title)
    {
        Binder binder(m_a.catalog, m_a.config, m_a.diagnostics);
        plan(binder.bindInsert(ins), ins, title);
    }

    void query(const sql::Statement &s)
    {
        Binder binder(m_a.catalog, m_a.config, m_a.diagnostics);
        collect(binder.bindQueryStatement(*s.as<sql::QueryStatement>().query), s, "SELECT");
    }

    /// SHOW / DESCRIBE: its rows, from the catalog as it stands here, are a result as a bare
    /// SELECT's are (the SQL client shows them the same way).
    void answer(const sql::Statement &s, const std::string &title)
    {
        auto result = showResult(s, m_a.catalog, m_viewSchemas, m_a.parse.script.text);
        if (!result)
            return;
        Binder binder(m_a.catalog, m_a.config, m_a.diagnostics);
        const std::size_t planned = m_a.statements.size();
        collect(binder.bindConstantQuery(result->schema, result->rows, s.range), s, title);
        if (m_a.statements.size() > planned)
            m_a.statements.back().answer = std::move(*result);
    }

    /// Each bare query collects into its own named result: "collect", "collect-2", ...
    void collect(PlanNodePtr sink, const sql::Statement &s, const std::string &title)
    {
        if (sink && ++m_queries > 1)
            sink->as<SinkNode>().name = "collect-" + std::to_string(m_queries);
        plan(std::move(sink), s, title);
    }

    void plan(PlanNodePtr logical, const sql::Statement &s, const std::string &title)
    {
        if (!logical)
            return;
        if (m_a.config.isBatchMode()) {
            // Flink's batch mode reads bounded tables only.
            if (const ScanNode *scan = firstUnboundedScan(*logical)) {
                m_a.diagnostics.error(scan->range.valid() ? scan->range : s.range,
                                      sluice::Engine::tr("Querying an unbounded table "
                                                         "'default_catalog.default_database.%1' in batch mode is not "
                                                         "allowed. The table source is unbounded.")
                                          .arg(scan->table->name),
                                      "batch-mode");
                return;
            }
        }
        PhysicalPlanner planner(m_a.config, m_a.diagnostics);
        PlanNodePtr physical = planner.plan(logical);
        if (!physical)
            return;
        m_a.statements.push_back({title + " (" + lineText(s) + ")", &s, physical, m_a.config});
    }

    void checkRules()
    {
        std::set<std::string> reported;
        for (const ConfigIssue &issue : m_a.config.validateRules()) {
            SourceRange range;
            for (const auto &k : issue.keys) {
                auto it = m_setRanges.find(k);
                if (it != m_setRanges.end()) {
                    range = it->second;
                    break;
                }
            }
            if (!range.valid() && !m_a.parse.script.statements.empty())
                range = m_a.parse.script.statements.front()->range;
            if (!reported.insert(issue.message.english()).second)
                continue;
            m_a.diagnostics.add({issue.severity, range, issue.message, issue.code});
        }
    }

    ScriptAnalysis &m_a;
    std::map<std::string, SourceRange> m_setRanges; // canonical key -> its last SET
    std::map<std::string, RowSchema> m_viewSchemas;
    int m_queries = 0;
};

} // namespace

std::unique_ptr<ScriptAnalysis> analyzeScript(std::string_view text, const Configuration *initial)
{
    auto analysis = std::make_unique<ScriptAnalysis>();
    if (initial)
        analysis->config = *initial;
    analysis->parse = sql::parseScript(text);
    Analyzer(*analysis).run();
    return analysis;
}

} // namespace sluice::plan

namespace sluice {

CheckResult checkScript(std::string_view text)
{
    auto a = plan::analyzeScript(text);
    CheckResult result;
    result.diagnostics = a->diagnostics;
    for (const auto &[name, t] : a->catalog.tables()) {
        ScriptTable st{name, false, t.connector, {}, t.range, t.options};
        for (const auto &c : t.columns)
            st.columns.emplace_back(c.name, c.type.toString());
        result.tables.push_back(std::move(st));
    }
    for (const auto &[name, v] : a->catalog.views()) {
        ScriptTable st{name, true, "", {}, v.range};
        Diagnostics scratch;
        plan::Binder quiet(a->catalog, a->config, scratch);
        if (auto rel = quiet.bindViewQuery(*v.query)) {
            for (std::size_t i = 0; i < rel->node->schema.size(); ++i) {
                const auto &f = rel->node->schema[i];
                st.columns.emplace_back(i < v.columnNames.size() ? v.columnNames[i] : f.name, f.type.toString());
            }
        }
        result.tables.push_back(std::move(st));
    }
    result.settings = a->config.entries();
    return result;
}

namespace {

/// The node's id in `out`, adding it (after its inputs) the first time; a node the plan shares
/// between consumers is one graph node with several outgoing edges.
int addGraphNodes(const plan::PlanNode &node, std::vector<PlanGraphNode> &out,
                  std::unordered_map<const plan::PlanNode *, int> &added)
{
    if (const auto it = added.find(&node); it != added.end())
        return it->second;
    std::vector<int> inputs;
    for (const auto &in : node.inputs)
        inputs.push_back(addGraphNodes(*in, out, added));
    PlanGraphNode g;
    g.id = static_cast<int>(out.size());
    // The engine names an interval join's operator IntervalJoin; the graph node agrees.
    const bool interval = node.is<plan::JoinNode>() && node.as<plan::JoinNode>().interval;
    g.kind = interval ? "IntervalJoin" : plan::planNodeKindName(node.kind);
    g.title = plan::operatorName(node);
    g.description = plan::describeNode(node);
    if (const auto *scan = node.is<plan::ScanNode>() ? &node.as<plan::ScanNode>() : nullptr; scan && scan->table)
        g.table = scan->table->name;
    else if (node.is<plan::SinkNode>())
        g.table = node.as<plan::SinkNode>().name;
    g.parallelism = node.parallelism;
    g.changelogMode = node.changelog.toString();
    g.stateTtl = plan::describeStateTtl(node);
    g.reasons = node.reasons;
    g.inputs = std::move(inputs);
    g.range = node.range;
    out.push_back(std::move(g));
    added.emplace(&node, out.back().id);
    return out.back().id;
}

} // namespace

ExplainResult explainScript(std::string_view text)
{
    auto a = plan::analyzeScript(text);
    ExplainResult result;
    result.diagnostics = a->diagnostics;
    for (const auto &p : a->statements) {
        result.plans.emplace_back(p.title, plan::printPlan(*p.plan));
        StatementPlan graph{p.title, result.plans.back().second, {}};
        std::unordered_map<const plan::PlanNode *, int> added;
        addGraphNodes(*p.plan, graph.nodes, added);
        result.graphs.push_back(std::move(graph));
    }
    return result;
}

} // namespace sluice
