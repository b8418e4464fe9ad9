// FROM clauses: tables (with computed columns, watermarks and OPTIONS hints), views, WITH
// entries, subqueries, joins (with seed 001's per-side TTL hint) and window TVFs.

#include "plan/binder.h"
#include "plan/hint_rules.h"
#include "plan/interval_bounds.h"

#include "plan/expression_binder.h"

#include <sluice/config_values.h>
#include <sluice/connector_options.h>
#include <sluice/sql_hints.h>
#include <sluice/text.h>

#include <algorithm>
#include <set>

namespace sluice::plan {
namespace {

/// Whether OPTIONS hints may override a table's WITH options (Flink's TableConfigOptions).
constexpr const char *kDynamicTableOptions = "table.dynamic-table-options.enabled";

/// The window_start / window_end columns of one window among a relation's columns.
std::optional<WindowedColumns> windowedColumns(const Scope &scope)
{
    WindowedColumns w;
    const WindowTableFunctionNode *window = nullptr;
    for (std::size_t i = 0; i < scope.columns.size(); ++i) {
        const ScopeColumn &c = scope.columns[i];
        if (!c.window || (c.windowRole != 1 && c.windowRole != 2) || (window && c.window != window))
            continue;
        window = c.window;
        (c.windowRole == 1 ? w.start : w.end) = static_cast<int>(i);
    }
    if (!window || w.start < 0 || w.end < 0)
        return std::nullopt;
    w.window = window->window;
    return w;
}


std::string upperCase(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

void requalify(Scope &scope, const std::string &qualifier)
{
    // A USING column's own sides are out of reach under the new name: it has one column k.
    for (auto &c : scope.columns)
        c.qualifier = c.qualifiedOnly ? std::string() : qualifier;
}

} // namespace

BoundRelation Binder::bindFrom(const sql::TableRef &ref, const sql::SelectQuery &block)
{
    BoundRelation rel;
    switch (ref.kind) {
    case sql::TableRefKind::Named:
        rel = bindNamedTable(ref.as<sql::NamedTableRef>());
        break;
    case sql::TableRefKind::Subquery: {
        // A LATERAL subquery reading the tables before it is bound by bindJoin.
        const auto &sub = ref.as<sql::SubqueryTableRef>();
        rel = bindQuery(*sub.query);
        rel.name.clear();
        requalify(rel.scope, ref.alias ? ref.alias->name : "");
        break;
    }
    case sql::TableRefKind::Join:
        return bindJoin(ref.as<sql::JoinTableRef>(), block);
    case sql::TableRefKind::TableFunction:
        if (ref.as<sql::TableFunctionRef>().call->upperName() == "UNNEST") {
            // UNNEST alone: over the one row of a SELECT without FROM, keeping only its columns.
            BoundRelation unnest = bindUnnest(bindOneRow(ref.range), ref.as<sql::TableFunctionRef>(), false);
            std::vector<BoundExprPtr> exprs;
            std::vector<std::string> names;
            for (std::size_t i = 1; i < unnest.scope.columns.size(); ++i) {
                const auto &c = unnest.scope.columns[i];
                exprs.push_back(makeInputRef(static_cast<int>(i), c.type, c.name));
                names.push_back(c.name);
            }
            const std::string qualifier = unnest.scope.columns.back().qualifier;
            rel = project(std::move(unnest), exprs, names, ref.range);
            requalify(rel.scope, qualifier);
            return rel; // aliases applied by bindUnnest
        }
        rel = bindWindowTvf(ref.as<sql::TableFunctionRef>());
        break;
    case sql::TableRefKind::MatchRecognize:
        rel = bindMatchRecognize(ref.as<sql::MatchRecognizeRef>(), block);
        break;
    }
    if (ref.alias) {
        rel.name = ref.alias->name;
        requalify(rel.scope, ref.alias->name);
    }
    if (!ref.columnAliases.empty()) {
        if (ref.columnAliases.size() != rel.scope.columns.size())
            fail(ref.range, sluice::Engine::tr("The alias lists %1 columns but the table has %2")
                                .arg(ref.columnAliases.size())
                                .arg(rel.scope.columns.size()));
        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> names;
        for (std::size_t i = 0; i < ref.columnAliases.size(); ++i) {
            const auto &c = rel.scope.columns[i];
            exprs.push_back(makeInputRef(static_cast<int>(i), c.type, c.name));
            names.push_back(ref.columnAliases[i].name);
        }
        const std::string name = rel.name;
        const std::string qualifier = rel.scope.columns.empty() ? "" : rel.scope.columns[0].qualifier;
        rel = project(std::move(rel), exprs, names, ref.range);
        rel.name = name;
        requalify(rel.scope, qualifier);
    }
    return rel;
}

BoundRelation Binder::bindNamedTable(const sql::NamedTableRef &ref)
{
    const std::string name = ref.name.last().name;
    if (ref.forSystemTimeAsOf && &ref != m_temporalRight)
        unsupported(ref.range, sluice::Engine::tr("FOR SYSTEM_TIME AS OF outside a temporal join"));
    // WITH entries shadow catalog objects.
    for (auto it = m_ctes.rbegin(); it != m_ctes.rend(); ++it) {
        if ((*it)->name.name != name)
            continue;
        const sql::CommonTableExpr *cte = *it;
        // A WITH entry may use the entries before it, not itself.
        std::vector<const sql::CommonTableExpr *> saved = m_ctes;
        m_ctes.erase(m_ctes.begin() + (it.base() - m_ctes.begin() - 1), m_ctes.end());
        BoundRelation rel = bindQuery(*cte->query);
        m_ctes = std::move(saved);
        if (!cte->columns.empty()) {
            if (cte->columns.size() != rel.scope.columns.size())
                fail(cte->range, sluice::Engine::tr("WITH %1 lists %2 columns but its query returns %3")
                                     .arg(name)
                                     .arg(cte->columns.size())
                                     .arg(rel.scope.columns.size()));
            for (std::size_t i = 0; i < cte->columns.size(); ++i)
                rel.scope.columns[i].name = cte->columns[i].name;
        }
        rel.name = name;
        requalify(rel.scope, name);
        for (const auto &h : ref.hints)
            if (auto why = flinkRefusesHint(h, HintSite::Table))
                fail(h.range, *why, "hint");
        if (!ref.hints.empty())
            warn(ref.hints.front().range,
                 sluice::Engine::tr("OPTIONS hints apply to tables only; ignored on a WITH entry"),
                 "hint-ignored");
        return rel;
    }
    if (const CatalogTable *table = m_catalog.table(name))
        return bindTableScan(*table, name, ref.hints, ref.range);
    if (const CatalogView *view = m_catalog.view(name)) {
        if (std::find(m_viewStack.begin(), m_viewStack.end(), name) != m_viewStack.end())
            fail(ref.range, sluice::Engine::tr("View '%1' refers to itself").arg(name));
        m_viewStack.push_back(name);
        std::vector<const sql::CommonTableExpr *> savedCtes;
        savedCtes.swap(m_ctes); // a view sees only its own WITH entries
        BoundRelation rel = bindQuery(*view->query);
        m_ctes.swap(savedCtes);
        m_viewStack.pop_back();
        if (!view->columnNames.empty()) {
            for (std::size_t i = 0; i < view->columnNames.size() && i < rel.scope.columns.size(); ++i)
                rel.scope.columns[i].name = view->columnNames[i];
        }
        rel.name = name;
        requalify(rel.scope, name);
        for (const auto &h : ref.hints) {
            if (auto why = flinkRefusesHint(h, HintSite::Table))
                fail(h.range, *why, "hint");
            if (hintNamed(h, "OPTIONS"))
                fail(h.range,
                     sluice::Engine::tr("View '%1' has no options to override: OPTIONS hints apply to tables "
                                        "only (Flink refuses the query)")
                         .arg(name),
                     "hint");
            warn(h.range, sluice::Engine::tr("Hint '%1' is not known here and is ignored").arg(h.name.name),
                 "hint-ignored");
        }
        return rel;
    }
    if (const Text *why = m_catalog.unsupportedReason(name))
        unsupported(ref.name.range, sluice::Engine::tr("Table '%1', defined by %2,").arg(name).arg(*why));
    fail(ref.name.range, unknownObjectMessage(sluice::Engine::tr("Object"), name), "unknown-table");
}

void Binder::checkKafkaStartup(const ScanNode &scan, SourceRange range)
{
    // Flink's Kafka source starts from its consumer group's committed offsets unless told
    // otherwise, and its builder refuses that without a group: the plan of a statement that reads
    // the table fails, while its DDL and a sink of it pass.
    auto option = [&](std::string_view key) -> const std::string * {
        for (const auto &[k, v] : scan.options)
            if (k == key)
                return &v;
        return nullptr;
    };
    const std::string *connector = option("connector");
    if (!connector || *connector != "kafka" || option("properties.group.id"))
        return;
    if (const std::string *mode = option("scan.startup.mode");
        mode && upperCase(*mode) != "GROUP-OFFSETS") // Flink reads enum values in any case
        return;
    fail(range,
         sluice::Engine::tr("Table '%1' is read from its consumer group's committed offsets ('scan.startup.mode' "
                            "'group-offsets', the default), which needs 'properties.group.id': set it, or "
                            "another 'scan.startup.mode' such as 'earliest-offset'")
             .arg(scan.table->name),
         "table-option");
}

BoundRelation Binder::bindTableScan(const CatalogTable &table, const std::string &qualifier,
                                    const std::vector<sql::Hint> &hints, SourceRange range)
{
    // Flink's factories refuse a sink-only connector as a source.
    if (const ConnectorSpec *c = findConnector(table.connector); c && !c->source)
        fail(range,
             sluice::Engine::tr("Connector '%1' can only be used as a sink. It cannot be used as a source "
                                "(table '%2')")
                 .arg(c->name)
                 .arg(table.name),
             "connector-role");
    checkFormatColumns(table, range);
    auto scan = std::make_shared<ScanNode>();
    scan->table = &table;
    scan->range = range;
    scan->alias = qualifier;
    scan->options = table.options;
    // Dynamic table options: /*+ OPTIONS('k'='v') */ override the WITH clause for this scan.
    bool hinted = false;
    for (const auto &h : hints) {
        if (auto why = flinkRefusesHint(h, HintSite::Table))
            fail(h.range, *why, "hint");
        if (hintNamed(h, "OPTIONS") && !m_config.getBool(kDynamicTableOptions).value_or(true))
            fail(h.range,
                 sluice::Engine::tr("OPTIONS hints are off: '%1' is false").arg(kDynamicTableOptions),
                 "hint");
        if (upperCase(h.name.name) != "OPTIONS") {
            warn(h.range, sluice::Engine::tr("Hint '%1' is not known here and is ignored").arg(h.name.name),
                 "hint-ignored");
            continue;
        }
        for (const auto &o : h.options) {
            if (!o.key) {
                fail(o.valueRange, sluice::Engine::tr("OPTIONS hints take 'key' = 'value' pairs"));
            }
            auto it = std::find_if(scan->options.begin(), scan->options.end(),
                                   [&](const auto &kv) { return kv.first == *o.key; });
            if (it != scan->options.end())
                it->second = o.value;
            else
                scan->options.emplace_back(*o.key, o.value);
            hinted = true;
        }
    }
    if (hinted) {
        std::vector<TableOptionIssue> issues;
        validateTableOptions(scan->options, issues, table.optionContext());
        for (const auto &issue : issues) {
            SourceRange where = hints.front().range;
            for (const auto &h : hints) {
                for (const auto &o : h.options) {
                    if (o.key && *o.key == issue.key)
                        where = issue.aboutValue ? o.valueRange : o.keyRange;
                }
            }
            if (issue.severity == Severity::Error)
                fail(where, issue.message, "table-option");
            warn(where, issue.message, "table-option");
        }
    }
    checkKafkaStartup(*scan, range);

    Scope readScope;
    for (std::size_t i = 0; i < table.columns.size(); ++i) {
        const auto &c = table.columns[i];
        if (c.kind == sql::ColumnKind::Computed)
            continue;
        scan->readColumns.push_back(static_cast<int>(i));
        // The rowtime attribute is set by the watermark assigner, not by the connector.
        LogicalType t = c.type.withTimeAttribute(TimeAttribute::None);
        scan->schema.push_back({c.name, t});
        readScope.columns.push_back({qualifier, c.name, t});
    }
    BoundRelation rel{scan, readScope, qualifier};

    const bool hasComputed = scan->readColumns.size() != table.columns.size();
    if (hasComputed) {
        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> names;
        int read = 0;
        for (const auto &c : table.columns) {
            if (c.kind == sql::ColumnKind::Computed) {
                ExpressionBinder b(*this, readScope);
                exprs.push_back(b.bind(*c.expression));
            } else {
                exprs.push_back(makeInputRef(read, readScope.columns[static_cast<std::size_t>(read)].type, c.name));
                ++read;
            }
            names.push_back(c.name);
        }
        rel = project(std::move(rel), exprs, names, range);
        rel.name = qualifier;
        requalify(rel.scope, qualifier);
    }
    if (table.rowtimeColumn) {
        auto wm = std::make_shared<WatermarkAssignerNode>();
        wm->range = table.watermark->range;
        wm->rowtimeIndex = *table.rowtimeColumn;
        ExpressionBinder b(*this, rel.scope);
        wm->watermark = b.bind(*table.watermark);
        wm->schema = rel.node->schema;
        auto &rowtime = wm->schema[static_cast<std::size_t>(wm->rowtimeIndex)];
        rowtime.type = rowtime.type.withTimeAttribute(TimeAttribute::Rowtime);
        rel.scope.columns[static_cast<std::size_t>(wm->rowtimeIndex)].type = rowtime.type;
        wm->inputs.push_back(rel.node);
        rel.node = wm;
    }
    return rel;
}

std::vector<int> Binder::versionedViewKey(const BoundRelation &view)
{
    // Projections (column references only) over a Rank keeping 1 row per key, ordered by a
    // rowtime attribute descending: the key, as the view's columns.
    std::vector<int> mapping; // view column -> column of the node below
    const PlanNode *node = view.node.get();
    for (std::size_t i = 0; i < view.scope.columns.size(); ++i)
        mapping.push_back(static_cast<int>(i));
    while (node->is<CalcNode>()) {
        const auto &calc = node->as<CalcNode>();
        if (calc.condition)
            return {};
        for (int &m : mapping) {
            if (m < 0)
                continue;
            const BoundExprPtr &p = calc.projections.at(static_cast<std::size_t>(m));
            m = p->kind == BoundExprKind::InputRef ? p->inputIndex : -1;
        }
        node = node->inputs.at(0).get();
    }
    if (!node->is<RankNode>())
        return {};
    const auto &rank = node->as<RankNode>();
    if (rank.limit != 1 || rank.orderKeys.size() != 1 || !rank.orderKeys[0].descending ||
        rank.inputs.at(0)->schema.at(static_cast<std::size_t>(rank.orderKeys[0].column))
                .type.timeAttribute() != TimeAttribute::Rowtime)
        return {};
    std::vector<int> key;
    for (int k : rank.partitionKeys) {
        const auto it = std::find(mapping.begin(), mapping.end(), k);
        if (it == mapping.end())
            return {};
        key.push_back(static_cast<int>(it - mapping.begin()));
    }
    return key;
}

int Binder::checkTemporalJoin(const sql::JoinTableRef &join, const BoundRelation &left,
                              const BoundRelation &right, const BoundExprPtr &condition)
{
    const sql::NamedTableRef &ref = *m_temporalRight;
    ExpressionBinder b(*this, left.scope);
    const BoundExprPtr asOf = b.bind(*ref.forSystemTimeAsOf);
    if (!isTimestamp(asOf->type))
        fail(ref.forSystemTimeAsOf->range,
             sluice::Engine::tr("The system time period specification expects Timestamp type but is '%1'")
                 .arg(asOf->type.asNullable().toString()));
    if (asOf->type.timeAttribute() == TimeAttribute::None)
        fail(ref.forSystemTimeAsOf->range,
             sluice::Engine::tr("Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left "
                                "table's time attribute field"));
    const std::string name = ref.name.last().name;
    const CatalogTable *table = m_catalog.table(name);
    std::vector<int> primaryKey;
    bool rowtime = false;
    if (table) {
        // Processing time against a lookup source: a lookup join, which needs no primary key.
        if (asOf->type.timeAttribute() == TimeAttribute::Proctime && table->legacyCsv)
            return -1;
        primaryKey = table->primaryKey;
        rowtime = table->rowtimeColumn.has_value();
    } else if (m_catalog.view(name)) {
        // A versioned view: the last row per key by its rowtime (ROW_NUMBER() ... ORDER BY rowtime
        // DESC = 1), whose key is the deduplication's.
        primaryKey = versionedViewKey(right);
        for (const ScopeColumn &c : right.scope.columns)
            rowtime = rowtime || c.type.timeAttribute() == TimeAttribute::Rowtime;
    } else {
        unsupported(ref.range, sluice::Engine::tr("A temporal join on '%1'").arg(name));
    }
    // The versioned table's primary key must be among the equi-join keys, or Flink's planner
    // finds no key on that side.
    const int leftArity = static_cast<int>(left.scope.columns.size());
    std::set<int> joinedRight;
    std::vector<BoundExprPtr> conjuncts;
    if (condition)
        splitConjuncts(condition, conjuncts);
    for (const BoundExprPtr &c : conjuncts) {
        if (c->kind != BoundExprKind::Call || c->function != ScalarFunction::Equals)
            continue;
        const BoundExpr *a = c->args[0].get();
        const BoundExpr *z = c->args[1].get();
        while (a->kind == BoundExprKind::Cast)
            a = a->args[0].get();
        while (z->kind == BoundExprKind::Cast)
            z = z->args[0].get();
        if (a->kind == BoundExprKind::InputRef && z->kind == BoundExprKind::InputRef) {
            if (a->inputIndex < leftArity && z->inputIndex >= leftArity)
                joinedRight.insert(z->inputIndex - leftArity);
            else if (z->inputIndex < leftArity && a->inputIndex >= leftArity)
                joinedRight.insert(a->inputIndex - leftArity);
        }
    }
    const bool keyJoined = !primaryKey.empty() &&
                           std::all_of(primaryKey.begin(), primaryKey.end(),
                                       [&](int k) { return joinedRight.count(k) > 0; });
    if (!keyJoined)
        fail(join.range, sluice::Engine::tr("Temporal Table Join requires primary key in versioned table, "
                                            "but no primary key can be found"));
    if (asOf->type.timeAttribute() == TimeAttribute::Proctime)
        fail(join.range,
             table ? sluice::Engine::tr("Processing-time temporal join is not supported yet: '%1' "
                                        "(connector '%2') is no lookup source, and Flink joins "
                                        "processing time only against one")
                         .arg(name)
                         .arg(table->connector)
                   : sluice::Engine::tr("Processing-time temporal join is not supported yet: '%1' "
                                        "is no lookup source, and Flink joins processing time "
                                        "only against one")
                         .arg(name));
    if (!rowtime)
        fail(join.range,
             sluice::Engine::tr("Event-Time Temporal Table Join requires both primary key and row "
                                "time attribute in versioned table, but no row time attribute "
                                "can be found"));
    if (join.joinType != sql::JoinType::Inner && join.joinType != sql::JoinType::Left)
        fail(join.range, sluice::Engine::tr("Unsupported join type for temporal join: only INNER JOIN and "
                                            "LEFT JOIN are supported"));
    if (asOf->kind != BoundExprKind::InputRef)
        fail(ref.forSystemTimeAsOf->range,
             sluice::Engine::tr("Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left "
                                "table's time attribute field'"));
    return asOf->inputIndex;
}

BoundRelation Binder::bindUnnest(BoundRelation left, const sql::TableFunctionRef &ref, bool leftOuter)
{
    const sql::FunctionCallExpr &call = *ref.call;
    if (ref.withOrdinality)
        fail(ref.range,
             sluice::Engine::tr("UNNEST ... WITH ORDINALITY cannot be planned by Flink 1.20: its "
                                "planner fails on it (\"%1\")")
                 .arg("Cannot add expression of different type to set"));
    if (call.args.size() != 1)
        unsupported(call.range, sluice::Engine::tr("UNNEST of several collections at once"));
    ExpressionBinder b(*this, left.scope);
    BoundExprPtr collection = b.bind(*call.args[0]);
    const LogicalType &type = collection->type;
    // The element columns: an ARRAY's or a MULTISET's element (the fields of ROW elements; a
    // multiset's element as often as it counts), a MAP's key and value; nullable, as an outer
    // join leaves them NULL.
    std::vector<Field> elements;
    if (type.root() == LogicalTypeRoot::Array || type.root() == LogicalTypeRoot::Multiset) {
        const LogicalType &e = type.elementType();
        if (e.root() == LogicalTypeRoot::Row)
            for (const RowField &f : e.fields())
                elements.push_back({f.name, f.type.asNullable()});
        else
            elements.push_back({"EXPR$0", e.asNullable()});
    } else if (type.root() == LogicalTypeRoot::Map) {
        elements.push_back({"KEY", type.keyType().asNullable()});
        elements.push_back({"VALUE", type.valueType().asNullable()});
    } else {
        fail(call.args[0]->range, sluice::Engine::tr("UNNEST expects an ARRAY, MAP or MULTISET, but got %1")
                                      .arg(type.toString()));
    }
    const std::string alias = ref.alias ? ref.alias->name : "";
    if (!ref.columnAliases.empty()) {
        if (ref.columnAliases.size() != elements.size())
            fail(ref.range,
                 sluice::Engine::tr("List of column aliases must have same degree as table; table "
                                    "has %1 columns (UNNEST of %2), whereas alias list has %3 columns")
                     .arg(elements.size())
                     .arg(type.toString())
                     .arg(ref.columnAliases.size()));
        for (std::size_t i = 0; i < elements.size(); ++i)
            elements[i].name = ref.columnAliases[i].name;
    } else if (elements.size() == 1 && !alias.empty()) {
        elements[0].name = alias; // `UNNEST(tags) AS tag` names the one column too
    }
    auto node = std::make_shared<CorrelateNode>();
    node->range = ref.range;
    node->collection = collection;
    node->leftOuter = leftOuter;
    node->schema = left.node->schema;
    node->inputs.push_back(left.node);
    BoundRelation out{node, left.scope, left.name};
    for (const Field &f : elements) {
        node->schema.push_back(f);
        out.scope.columns.push_back({alias, f.name, f.type});
    }
    return out;
}

BoundRelation Binder::bindJoin(const sql::JoinTableRef &join, const sql::SelectQuery &block)
{
    if (join.right->is<sql::TableFunctionRef>() &&
        join.right->as<sql::TableFunctionRef>().call->upperName() == "UNNEST") {
        // LEFT JOIN UNNEST(...) ON TRUE keeps rows without elements; other joins drop them.
        const bool onTrue = !join.condition ||
                            (join.condition->is<sql::LiteralExpr>() &&
                             join.condition->as<sql::LiteralExpr>().literalKind ==
                                 sql::LiteralKind::Boolean &&
                             upperCase(join.condition->as<sql::LiteralExpr>().text) == "TRUE");
        if (!onTrue)
            unsupported(join.condition->range,
                        sluice::Engine::tr("A join with UNNEST on a condition other than TRUE"),
                        sluice::Engine::tr("filter the unnested rows in WHERE"));
        if (join.joinType == sql::JoinType::Right || join.joinType == sql::JoinType::Full)
            unsupported(join.range, sluice::Engine::tr("A RIGHT or FULL join with UNNEST"));
        return bindUnnest(bindFrom(*join.left, block), join.right->as<sql::TableFunctionRef>(),
                          join.joinType == sql::JoinType::Left);
    }
    BoundRelation left = bindFrom(*join.left, block);
    if (join.right->is<sql::SubqueryTableRef>() && join.right->as<sql::SubqueryTableRef>().lateral) {
        if (auto correlated = bindCorrelatedLateral(join, left, block))
            return std::move(*correlated);
    }
    if (join.right->is<sql::NamedTableRef>() && join.right->as<sql::NamedTableRef>().forSystemTimeAsOf)
        m_temporalRight = &join.right->as<sql::NamedTableRef>();
    BoundRelation right = bindFrom(*join.right, block);
    if (join.natural || !join.usingColumns.empty())
        return joinUsing(join, std::move(left), std::move(right), block);
    return joinRelations(join, std::move(left), std::move(right), join.condition.get(), block);
}

BoundRelation Binder::joinUsing(const sql::JoinTableRef &join, BoundRelation left, BoundRelation right,
                                const sql::SelectQuery &block)
{
    // The named columns: USING's list, or for NATURAL every name both sides show (in the left
    // side's order). Each must be one column on each side.
    std::vector<sql::Ident> names = join.usingColumns;
    if (join.natural) {
        for (const ScopeColumn &c : left.scope.columns) {
            const bool shared = c.unqualifiedVisible() &&
                                std::any_of(right.scope.columns.begin(), right.scope.columns.end(),
                                            [&](const ScopeColumn &r) { return r.unqualifiedVisible() && r.name == c.name; });
            const bool seen = std::any_of(names.begin(), names.end(), [&](const sql::Ident &n) { return n.name == c.name; });
            if (shared && !seen)
                names.push_back({c.name, false, join.joinKeywordRange});
        }
    }
    auto sideColumn = [&](const BoundRelation &side, const sql::Ident &name) {
        int found = -1;
        for (std::size_t i = 0; i < side.scope.columns.size(); ++i) {
            const ScopeColumn &c = side.scope.columns[i];
            if (c.name != name.name || !c.unqualifiedVisible())
                continue;
            if (found >= 0)
                fail(name.range, sluice::Engine::tr("Column name '%1' in NATURAL join or USING clause is not unique on "
                                                    "one side of join")
                                     .arg(name.name));
            found = static_cast<int>(i);
        }
        if (found < 0)
            fail(name.range, sluice::Engine::tr("Column '%1' not found in any table").arg(name.name));
        return found;
    };
    std::vector<std::pair<int, int>> pairs; // left column, right column
    for (const sql::Ident &n : names)
        pairs.emplace_back(sideColumn(left, n), sideColumn(right, n));

    // Both sides under qualifiers no query can write, so a name reaches exactly one column.
    const std::size_t leftArity = left.scope.columns.size();
    auto sidesApart = [&](const Scope &joined) {
        Scope s = joined;
        for (std::size_t i = 0; i < s.columns.size(); ++i) {
            s.columns[i].qualifier = i < leftArity ? "$left" : "$right";
            s.columns[i].qualifiedOnly = false;
        }
        return s;
    };
    auto columnRef = [](const char *side, const sql::Ident &name) {
        auto ref = std::make_unique<sql::ColumnRefExpr>();
        ref->parts = {{side, false, name.range}, name};
        ref->range = name.range;
        return ref;
    };
    Scope onScope;
    onScope.columns = left.scope.columns;
    onScope.columns.insert(onScope.columns.end(), right.scope.columns.begin(), right.scope.columns.end());
    onScope = sidesApart(onScope);
    std::vector<BoundExprPtr> equalities;
    {
        ExpressionBinder b(*this, onScope);
        for (const sql::Ident &n : names) {
            sql::BinaryExpr eq;
            eq.op = sql::BinaryOp::Eq;
            eq.left = columnRef("$left", n);
            eq.right = columnRef("$right", n);
            eq.range = n.range;
            equalities.push_back(b.bindCondition(eq, "JOIN USING"));
        }
    }
    BoundRelation joined = joinRelations(join, std::move(left), std::move(right), nullptr, block, equalities);

    // The named columns first, then every column of both sides as they were.
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> outNames;
    {
        const Scope apart = sidesApart(joined.scope);
        ExpressionBinder b(*this, apart);
        for (const sql::Ident &n : names) {
            sql::FunctionCallExpr coalesce;
            coalesce.name.parts = {{"COALESCE", false, n.range}};
            coalesce.args.push_back(columnRef("$left", n));
            coalesce.args.push_back(columnRef("$right", n));
            coalesce.range = n.range;
            exprs.push_back(b.bind(coalesce));
            outNames.push_back(n.name);
        }
    }
    for (std::size_t i = 0; i < joined.scope.columns.size(); ++i) {
        const ScopeColumn &c = joined.scope.columns[i];
        exprs.push_back(makeInputRef(static_cast<int>(i), c.type, c.name, join.range));
        outNames.push_back(c.name);
    }
    const std::size_t common = names.size();
    const Scope joinedScope = joined.scope;
    BoundRelation out = project(std::move(joined), std::move(exprs), std::move(outNames), join.range);
    for (std::size_t i = 0; i < common; ++i)
        out.scope.columns[i].usingJoined = true;
    for (std::size_t i = 0; i < joinedScope.columns.size(); ++i) {
        ScopeColumn &c = out.scope.columns[common + i];
        c.qualifier = joinedScope.columns[i].qualifier;
        c.qualifiedOnly = joinedScope.columns[i].qualifiedOnly;
        c.usingJoined = joinedScope.columns[i].usingJoined; // of a USING join further in
    }
    for (const auto &[l, r] : pairs) {
        out.scope.columns[common + static_cast<std::size_t>(l)].qualifiedOnly = true;
        out.scope.columns[common + leftArity + static_cast<std::size_t>(r)].qualifiedOnly = true;
    }
    return out;
}

BoundRelation Binder::joinRelations(const sql::JoinTableRef &join, BoundRelation left, BoundRelation right,
                                    const sql::Expr *conditionExpr, const sql::SelectQuery &block,
                                    const std::vector<BoundExprPtr> &alsoOn)
{
    auto node = std::make_shared<JoinNode>();
    node->range = join.range;
    node->leftName = left.name;
    node->rightName = right.name;
    switch (join.joinType) {
    case sql::JoinType::Inner: node->joinKind = JoinKind::Inner; break;
    case sql::JoinType::Left: node->joinKind = JoinKind::Left; break;
    case sql::JoinType::Right: node->joinKind = JoinKind::Right; break;
    case sql::JoinType::Full: node->joinKind = JoinKind::Full; break;
    case sql::JoinType::Cross:
    case sql::JoinType::Comma:
        node->joinKind = JoinKind::Inner;
        node->implicitJoin = true;
        break;
    }
    // Seed 001: JOIN /*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='120S') */ right ON ...
    for (const auto &h : join.hints) {
        if (upperCase(h.name.name) != "OPTIONS") {
            warn(h.range,
                 sluice::Engine::tr("Join hint '%1' is not known to the embedded engine and is ignored")
                     .arg(h.name.name),
                 "hint-ignored");
            continue;
        }
        for (const auto &o : h.options) {
            if (!o.key || (*o.key != kJoinLeftTtlKey && *o.key != kJoinRightTtlKey))
                fail(o.key ? o.keyRange : o.valueRange,
                     sluice::Engine::tr("A join's OPTIONS hint accepts only 'state.ttl.left' and "
                                        "'state.ttl.right'"),
                     "join-ttl-hint");
            auto d = parseDuration(o.value);
            if (!d)
                fail(o.valueRange,
                     sluice::Engine::tr("Invalid value for '%1': %2").arg(*o.key).arg(d.status().text()),
                     "join-ttl-hint");
            auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(*d);
            (*o.key == kJoinLeftTtlKey ? node->hintLeftTtl : node->hintRightTtl) = ms;
        }
    }
    if ((node->hintLeftTtl || node->hintRightTtl) && block.where)
        fail(block.where->range,
             sluice::Engine::tr(
                 "A WHERE clause cannot be combined with the per-side state TTL hint "
                 "OPTIONS('state.ttl.left'/'state.ttl.right') on a join in the same query; move "
                 "the filter into a subquery or view"),
             "join-ttl-hint");

    // Join conditions see the inputs' own types.
    BoundExprPtr condition;
    if (conditionExpr) {
        Scope conditionScope;
        conditionScope.columns = left.scope.columns;
        conditionScope.columns.insert(conditionScope.columns.end(), right.scope.columns.begin(),
                                      right.scope.columns.end());
        ExpressionBinder b(*this, conditionScope);
        condition = b.bindCondition(*conditionExpr, "JOIN ON");
    }
    if (!alsoOn.empty()) {
        std::vector<BoundExprPtr> conjuncts = alsoOn;
        if (condition)
            conjuncts.insert(conjuncts.begin(), condition);
        condition = combineConjuncts(conjuncts);
    }
    if (m_temporalRight && m_temporalRight == join.right.get()) {
        node->temporalLeftTime = checkTemporalJoin(join, left, right, condition);
        if (node->temporalLeftTime < 0)
            return bindLookupJoin(join, node->joinKind, std::move(left), std::move(right), condition);
        for (std::size_t i = 0; i < right.scope.columns.size(); ++i)
            if (right.scope.columns[i].type.timeAttribute() == TimeAttribute::Rowtime)
                node->temporalRightTime = static_cast<int>(i);
        if (node->temporalRightTime < 0)
            fail(join.range,
                 sluice::Engine::tr("Event-Time Temporal Table Join requires both primary key and "
                                    "row time attribute in versioned table, but no row time "
                                    "attribute can be found"));
    }
    const std::size_t leftOwn = left.scope.columns.size();
    const std::size_t rightOwn = right.scope.columns.size();
    const std::size_t computedKeys = computeEquiKeyColumns(left, right, condition, join.range);

    const int leftArity = static_cast<int>(left.scope.columns.size());
    const bool leftNullable = node->joinKind == JoinKind::Right || node->joinKind == JoinKind::Full;
    const bool rightNullable = node->joinKind == JoinKind::Left || node->joinKind == JoinKind::Full;
    Scope scope;
    for (auto c : left.scope.columns) {
        if (leftNullable)
            c.type = c.type.asNullable();
        scope.columns.push_back(c);
    }
    for (auto c : right.scope.columns) {
        if (rightNullable)
            c.type = c.type.asNullable();
        scope.columns.push_back(c);
    }
    if (condition) {
        std::vector<BoundExprPtr> conjuncts, rest;
        splitConjuncts(condition, conjuncts);
        for (const auto &c : conjuncts) {
            if (c->kind == BoundExprKind::Call && c->function == ScalarFunction::Equals) {
                const auto &a = c->args[0];
                const auto &z = c->args[1];
                auto plainRef = [](const BoundExprPtr &e) -> const BoundExpr * {
                    if (e->kind == BoundExprKind::InputRef)
                        return e.get();
                    if (e->kind == BoundExprKind::Cast && e->args[0]->kind == BoundExprKind::InputRef)
                        return e->args[0].get();
                    return nullptr;
                };
                const BoundExpr *ra = plainRef(a);
                const BoundExpr *rz = plainRef(z);
                if (ra && rz) {
                    if (ra->inputIndex < leftArity && rz->inputIndex >= leftArity) {
                        node->leftKeys.push_back(ra->inputIndex);
                        node->rightKeys.push_back(rz->inputIndex - leftArity);
                        continue;
                    }
                    if (rz->inputIndex < leftArity && ra->inputIndex >= leftArity) {
                        node->leftKeys.push_back(rz->inputIndex);
                        node->rightKeys.push_back(ra->inputIndex - leftArity);
                        continue;
                    }
                }
            }
            rest.push_back(c);
        }
        node->nonEquiCondition = combineConjuncts(rest);
    }
    // A regular join materialises its inputs' time attributes, as Flink's
    // RelTimeIndicatorConverter does: its output has no rowtime or proctime attribute, so no
    // window or interval join can follow on them. An interval join keeps them.
    std::vector<LogicalType> leftTypes, rightTypes;
    for (const auto &c : left.scope.columns)
        leftTypes.push_back(c.type);
    for (const auto &c : right.scope.columns)
        rightTypes.push_back(c.type);
    const bool interval = extractIntervalBounds(node->nonEquiCondition, leftArity,
                                                rowtimeKeyPairs(leftTypes, rightTypes,
                                                                node->leftKeys, node->rightKeys))
                              .has_value();
    if (!interval) {
        // An event-time temporal join keeps the left input's time attribute.
        for (std::size_t i = 0; i < scope.columns.size(); ++i)
            if (node->temporalLeftTime < 0 || i >= static_cast<std::size_t>(leftArity))
                scope.columns[i].type = scope.columns[i].type.withTimeAttribute(TimeAttribute::None);
    }
    for (const auto &c : scope.columns)
        node->schema.push_back({c.name, c.type});
    node->inputs = {left.node, right.node};
    node->leftWindowed = windowedColumns(left.scope);
    node->rightWindowed = windowedColumns(right.scope);
    for (auto &c : scope.columns) {
        c.windowRole = 0; // window columns lose their role across a regular join
        c.window = nullptr;
    }
    if (computedKeys == 0)
        return {node, scope, ""};
    // The join's output without the computed key columns, as the query sees it.
    auto calc = std::make_shared<CalcNode>();
    calc->range = join.range;
    Scope visible;
    auto keep = [&](std::size_t index) {
        const auto &f = node->schema.at(index);
        calc->projections.push_back(makeInputRef(static_cast<int>(index), f.type, f.name));
        calc->schema.push_back(f);
        visible.columns.push_back(scope.columns.at(index));
    };
    for (std::size_t i = 0; i < leftOwn; ++i)
        keep(i);
    for (std::size_t i = 0; i < rightOwn; ++i)
        keep(static_cast<std::size_t>(leftArity) + i);
    calc->inputs.push_back(node);
    return {calc, visible, ""};
}

BoundRelation Binder::bindLookupJoin(const sql::JoinTableRef &join, JoinKind kind, BoundRelation left,
                                     BoundRelation right, BoundExprPtr condition)
{
    if (kind != JoinKind::Inner && kind != JoinKind::Left)
        fail(join.range,
             sluice::Engine::tr("A processing-time temporal join (lookup join) is an INNER or LEFT join"));
    if (!right.node->is<ScanNode>())
        unsupported(join.range, sluice::Engine::tr("A lookup join on a table with computed columns"));
    const int leftArity = static_cast<int>(left.scope.columns.size());
    auto lookup = std::make_shared<LookupJoinNode>();
    lookup->range = join.range;
    lookup->joinKind = kind;
    lookup->table = std::static_pointer_cast<ScanNode>(right.node);
    // Keys: equalities between an expression of the input and a column of the table; the
    // expression is computed per row, as the table's key type.
    auto sideOf = [&](const BoundExprPtr &e) {
        std::vector<int> refs;
        e->collectInputRefs(refs);
        const bool anyLeft = std::any_of(refs.begin(), refs.end(), [&](int r) { return r < leftArity; });
        const bool anyRight = std::any_of(refs.begin(), refs.end(), [&](int r) { return r >= leftArity; });
        return anyLeft && !anyRight ? 0 : anyRight && !anyLeft ? 1 : -1;
    };
    std::vector<BoundExprPtr> conjuncts, rest;
    if (condition)
        splitConjuncts(condition, conjuncts);
    for (const BoundExprPtr &c : conjuncts) {
        if (c->kind == BoundExprKind::Call && c->function == ScalarFunction::Equals) {
            BoundExprPtr a = c->args[0], b = c->args[1];
            if (sideOf(a) == 1)
                std::swap(a, b);
            while (b->kind == BoundExprKind::Cast && b->args[0]->kind == BoundExprKind::InputRef)
                b = b->args[0];
            if (sideOf(a) == 0 && b->kind == BoundExprKind::InputRef && b->inputIndex >= leftArity) {
                const LogicalType keyType = b->type.withTimeAttribute(TimeAttribute::None);
                while (a->kind == BoundExprKind::Cast)
                    a = a->args[0];
                if (!a->type.withTimeAttribute(TimeAttribute::None).equalsIgnoringNullability(keyType)) {
                    if (!supportsImplicitCast(a->type, keyType.asNullable()))
                        fail(c->range,
                             sluice::Engine::tr("The lookup key %1 is %2, which %3 does not widen to")
                                 .arg(b->name)
                                 .arg(keyType.toString())
                                 .arg(a->type.toString()));
                    a = makeCast(a, keyType.withNullability(a->type.isNullable()), false, c->range);
                }
                lookup->leftKeys.push_back(a);
                lookup->rightKeys.push_back(b->inputIndex - leftArity);
                continue;
            }
        }
        rest.push_back(c);
    }
    if (lookup->leftKeys.empty())
        fail(join.range,
             sluice::Engine::tr("Temporal table join requires an equality condition on fields of "
                                "table [%1].")
                 .arg(right.name));
    lookup->nonEquiCondition = combineConjuncts(rest);
    Scope scope = left.scope;
    for (auto c : right.scope.columns) {
        c.type = c.type.withTimeAttribute(TimeAttribute::None);
        if (kind == JoinKind::Left)
            c.type = c.type.asNullable();
        scope.columns.push_back(c);
    }
    for (const auto &c : scope.columns)
        lookup->schema.push_back({c.name, c.type});
    lookup->inputs = {left.node};
    return {lookup, scope, ""};
}

std::size_t Binder::computeEquiKeyColumns(BoundRelation &left, BoundRelation &right,
                                          BoundExprPtr &condition, SourceRange range)
{
    if (!condition)
        return 0;
    const int leftArity = static_cast<int>(left.scope.columns.size());
    const int rightArity = static_cast<int>(right.scope.columns.size());
    // 0: reads the left input only, 1: the right only; -1: both, neither, the current time
    // (which a column computed once would freeze), or a time attribute: an equality of rowtimes
    // with an offset pins an interval join's window (interval_bounds.h) and stays as it is.
    auto columnType = [&](int i) -> const LogicalType & {
        return i < leftArity ? left.scope.columns[static_cast<std::size_t>(i)].type
                             : right.scope.columns[static_cast<std::size_t>(i - leftArity)].type;
    };
    auto sideOf = [&](const BoundExprPtr &e) {
        std::vector<int> refs;
        e->collectInputRefs(refs);
        if (refs.empty() || e->readsClock() || std::any_of(refs.begin(), refs.end(), [&](int i) {
                return columnType(i).timeAttribute() != TimeAttribute::None;
            }))
            return -1;
        const bool left =
            std::all_of(refs.begin(), refs.end(), [&](int i) { return i < leftArity; });
        const bool right =
            std::all_of(refs.begin(), refs.end(), [&](int i) { return i >= leftArity; });
        return left ? 0 : right ? 1 : -1;
    };
    auto plainColumn = [](const BoundExprPtr &e) {
        return e->kind == BoundExprKind::InputRef ||
               (e->kind == BoundExprKind::Cast && e->args[0]->kind == BoundExprKind::InputRef);
    };
    std::vector<BoundExprPtr> conjuncts;
    splitConjuncts(condition, conjuncts);
    // Per moved equality, each side's key: a column of its input as it is, or an expression
    // computed as a new column (leftExprs, rightExprs; the right ones over the right input).
    struct Pair {
        BoundExprPtr left, right;              // over the joined layout before widening
        int leftColumn = -1, rightColumn = -1; // in the widened inputs
    };
    std::vector<Pair> pairs;
    std::vector<int> pairOf(conjuncts.size(), -1);
    std::vector<BoundExprPtr> leftExprs, rightExprs;
    for (std::size_t c = 0; c < conjuncts.size(); ++c) {
        const BoundExprPtr &e = conjuncts[c];
        if (e->kind != BoundExprKind::Call || e->function != ScalarFunction::Equals)
            continue;
        BoundExprPtr a = e->args[0];
        BoundExprPtr z = e->args[1];
        if (sideOf(a) == 1 && sideOf(z) == 0)
            std::swap(a, z);
        // Plain columns are equi-keys already. (Key columns of two types are cast to a common
        // one below the join by the physical planner, computed ones too.)
        if (sideOf(a) != 0 || sideOf(z) != 1 || (plainColumn(a) && plainColumn(z)))
            continue;
        Pair p{a, z};
        if (a->kind == BoundExprKind::InputRef) {
            p.leftColumn = a->inputIndex;
        } else {
            p.leftColumn = leftArity + static_cast<int>(leftExprs.size());
            leftExprs.push_back(a);
        }
        if (z->kind == BoundExprKind::InputRef) {
            p.rightColumn = z->inputIndex - leftArity;
        } else {
            p.rightColumn = rightArity + static_cast<int>(rightExprs.size());
            rightExprs.push_back(shiftInputs(z, -leftArity));
        }
        pairOf[c] = static_cast<int>(pairs.size());
        pairs.push_back(std::move(p));
    }
    if (pairs.empty())
        return 0;
    auto extend = [&](BoundRelation &rel, const std::vector<BoundExprPtr> &extra) {
        if (extra.empty())
            return;
        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> names;
        const Scope own = rel.scope;
        for (std::size_t i = 0; i < own.columns.size(); ++i) {
            exprs.push_back(
                makeInputRef(static_cast<int>(i), own.columns[i].type, own.columns[i].name));
            names.push_back(own.columns[i].name);
        }
        for (const BoundExprPtr &e : extra) {
            exprs.push_back(e);
            names.push_back("$f" + std::to_string(names.size()));
        }
        const std::string name = rel.name;
        rel = project(std::move(rel), std::move(exprs), std::move(names), range);
        for (std::size_t i = 0; i < own.columns.size(); ++i)
            rel.scope.columns[i] = own.columns[i]; // qualifiers and roles stay
        rel.name = name;
    };
    extend(left, leftExprs);
    extend(right, rightExprs);
    // The condition over the widened inputs: right columns move past the computed left ones,
    // and each moved equality compares its two key columns.
    const int computedLeft = static_cast<int>(leftExprs.size());
    std::vector<int> mapping(static_cast<std::size_t>(leftArity + rightArity));
    for (int i = 0; i < leftArity + rightArity; ++i)
        mapping[static_cast<std::size_t>(i)] = i < leftArity ? i : i + computedLeft;
    auto column = [](const BoundRelation &rel, int i, int offset) {
        const ScopeColumn &c = rel.scope.columns.at(static_cast<std::size_t>(i));
        return makeInputRef(offset + i, c.type,
                            rel.node->schema.at(static_cast<std::size_t>(i)).name);
    };
    std::vector<BoundExprPtr> rewritten;
    for (std::size_t c = 0; c < conjuncts.size(); ++c) {
        if (pairOf[c] < 0) {
            rewritten.push_back(remapInputs(conjuncts[c], mapping));
            continue;
        }
        const Pair &p = pairs[static_cast<std::size_t>(pairOf[c])];
        rewritten.push_back(makeCall(
            ScalarFunction::Equals, conjuncts[c]->type,
            {column(left, p.leftColumn, 0), column(right, p.rightColumn, leftArity + computedLeft)},
            conjuncts[c]->range));
    }
    condition = combineConjuncts(rewritten);
    return pairs.size();
}

std::chrono::milliseconds Binder::bindWindowInterval(const sql::Expr &e, const Scope &scope,
                                                     const Text &what)
{
    ExpressionBinder b(*this, scope);
    BoundExprPtr v = b.bind(e);
    if (v->kind != BoundExprKind::Literal || v->type.root() != LogicalTypeRoot::IntervalDayTime)
        fail(e.range,
             sluice::Engine::tr("The window %1 must be a day-time INTERVAL literal, e.g. INTERVAL '10' "
                                "MINUTES")
                 .arg(what));
    const long long ms = std::stoll(v->literalText);
    if (ms <= 0)
        fail(e.range, sluice::Engine::tr("The window %1 must be positive").arg(what));
    return std::chrono::milliseconds(ms);
}

BoundRelation Binder::bindWindowTvf(const sql::TableFunctionRef &ref)
{
    const auto &call = *ref.call;
    const std::string fn = call.upperName();
    if (fn != "TUMBLE" && fn != "HOP" && fn != "CUMULATE" && fn != "SESSION")
        fail(call.range,
             sluice::Engine::tr("Table function '%1' is not supported; the embedded engine has the "
                                "window functions TUMBLE, HOP, CUMULATE and SESSION")
                 .arg(call.name.toString()));
    auto argNamed = [&](std::size_t i) -> std::string {
        return i < call.argNames.size() ? upperCase(call.argNames[i].name) : std::string();
    };
    const sql::Expr *data = nullptr;
    const sql::Expr *timecol = nullptr;
    std::vector<const sql::Expr *> intervals; // positional order after DATA and TIMECOL
    const sql::Expr *size = nullptr, *slide = nullptr, *step = nullptr, *offset = nullptr;
    const sql::Expr *gap = nullptr;
    for (std::size_t i = 0; i < call.args.size(); ++i) {
        const std::string n = argNamed(i);
        const sql::Expr *a = call.args[i].get();
        if (n == "DATA" || (n.empty() && i == 0))
            data = a;
        else if (n == "TIMECOL" || (n.empty() && i == 1))
            timecol = a;
        else if (n == "SIZE")
            size = a;
        else if (n == "SLIDE")
            slide = a;
        else if (n == "STEP")
            step = a;
        else if (n == "GAP")
            gap = a;
        else if (n == "OFFSET")
            offset = a;
        else if (n.empty())
            intervals.push_back(a);
        else
            fail(call.argNames[i].range,
                 sluice::Engine::tr("Unknown parameter '%1' of %2").arg(call.argNames[i].name).arg(fn));
    }
    // Positional forms: TUMBLE(data, timecol, size), HOP(data, timecol, slide, size),
    // CUMULATE(data, timecol, step, size); an optional trailing offset.
    if (fn == "TUMBLE") {
        if (!size && !intervals.empty())
            size = intervals[0];
        if (intervals.size() > 1)
            offset = intervals[1];
    } else if (fn == "SESSION") {
        if (!gap && !intervals.empty())
            gap = intervals[0];
        if (!gap)
            fail(call.range, sluice::Engine::tr("SESSION needs a gap: SESSION(TABLE t [PARTITION BY k], "
                                                "DESCRIPTOR(ts), INTERVAL '5' MINUTES)"));
    } else {
        const sql::Expr *&first = fn == "HOP" ? slide : step;
        if (!first && !intervals.empty())
            first = intervals[0];
        if (!size && intervals.size() > 1)
            size = intervals[1];
        if (intervals.size() > 2)
            offset = intervals[2];
    }
    if (!data || !data->is<sql::TableArgExpr>())
        fail(call.range,
             sluice::Engine::tr("%1 needs a table as its first argument: %2(TABLE t, DESCRIPTOR(ts), ...)")
                 .arg(fn)
                 .arg(fn));
    if (!timecol || !timecol->is<sql::DescriptorExpr>())
        fail(call.range,
             sluice::Engine::tr("%1 needs the time column as DESCRIPTOR(column) after the table").arg(fn));
    if (fn != "SESSION" && data && data->is<sql::TableArgExpr>() &&
        !data->as<sql::TableArgExpr>().partitionBy.empty())
        fail(data->range,
             sluice::Engine::tr("%1 takes no PARTITION BY; only the SESSION window does").arg(fn));
    if (fn != "SESSION" && (!size || (fn == "HOP" && !slide) || (fn == "CUMULATE" && !step)))
        fail(call.range, fn == "TUMBLE" ? sluice::Engine::tr("TUMBLE needs a window size: TUMBLE(TABLE t, "
                                                             "DESCRIPTOR(ts), INTERVAL '10' MINUTES)")
                         : fn == "HOP"
                             ? sluice::Engine::tr("HOP needs a slide and a size: HOP(TABLE t, "
                                                  "DESCRIPTOR(ts), INTERVAL '5' MINUTES, INTERVAL "
                                                  "'10' MINUTES)")
                             : sluice::Engine::tr("CUMULATE needs a step and a size: CUMULATE(TABLE "
                                                  "t, DESCRIPTOR(ts), INTERVAL '1' MINUTES, "
                                                  "INTERVAL '10' MINUTES)"));
    if (offset)
        unsupported(offset->range, sluice::Engine::tr("A window offset"));

    const auto &tableArg = data->as<sql::TableArgExpr>();
    sql::NamedTableRef named;
    named.name.parts = tableArg.table.parts;
    named.name.range = tableArg.table.range;
    named.range = tableArg.range;
    BoundRelation input = bindNamedTable(named);

    const auto &desc = timecol->as<sql::DescriptorExpr>();
    if (desc.columns.size() != 1)
        fail(timecol->range, sluice::Engine::tr("DESCRIPTOR must name exactly one time column"));
    int timeIndex = -1;
    for (std::size_t i = 0; i < input.scope.columns.size(); ++i) {
        if (input.scope.columns[i].name == desc.columns[0].name)
            timeIndex = static_cast<int>(i);
    }
    if (timeIndex < 0)
        fail(desc.columns[0].range,
             sluice::Engine::tr("Column '%1' not found in '%2'").arg(desc.columns[0].name).arg(input.name));
    const LogicalType &timeType = input.scope.columns[static_cast<std::size_t>(timeIndex)].type;
    if (timeType.timeAttribute() == TimeAttribute::None)
        fail(desc.columns[0].range,
             sluice::Engine::tr(
                 "The window function requires the time column to be a time attribute (a "
                 "WATERMARK column or PROCTIME()), but '%1' is %2 (as in Flink, a regular join "
                 "or an aggregation turns time attributes into plain timestamps; only an "
                 "interval join keeps them)")
                 .arg(desc.columns[0].name)
                 .arg(timeType.toString()));

    auto intervalMs = [&](const sql::Expr *e, const Text &what) {
        return bindWindowInterval(*e, input.scope, what);
    };
    auto tvf = std::make_shared<WindowTableFunctionNode>();
    tvf->range = ref.range;
    WindowSpec &w = tvf->window;
    w.kind = fn == "TUMBLE"  ? WindowKind::Tumble
             : fn == "HOP"   ? WindowKind::Hop
             : fn == "SESSION" ? WindowKind::Session
                               : WindowKind::Cumulate;
    w.timeColumn = timeIndex;
    w.proctime = timeType.timeAttribute() == TimeAttribute::Proctime;
    if (gap) {
        w.gap = intervalMs(gap, sluice::Engine::tr("gap"));
        for (const sql::Ident &k : tableArg.partitionBy) {
            int column = -1;
            for (std::size_t i = 0; i < input.scope.columns.size(); ++i)
                if (input.scope.columns[i].name == k.name)
                    column = static_cast<int>(i);
            if (column < 0)
                fail(k.range,
                     sluice::Engine::tr("Column '%1' not found in '%2'").arg(k.name).arg(input.name));
            tvf->partitionKeys.push_back(column);
        }
    } else {
        w.size = intervalMs(size, sluice::Engine::tr("size"));
    }
    if (slide) {
        w.slide = intervalMs(slide, sluice::Engine::tr("slide"));
        if (w.size.count() % w.slide.count() != 0)
            fail(size->range,
                 sluice::Engine::tr("HOP window size must be an integral multiple of the slide"));
    }
    if (step) {
        w.step = intervalMs(step, sluice::Engine::tr("step"));
        if (w.size.count() % w.step.count() != 0)
            fail(size->range,
                 sluice::Engine::tr("CUMULATE window size must be an integral multiple of the step"));
    }
    tvf->schema = input.node->schema;
    const bool ltz = timeType.root() == LogicalTypeRoot::TimestampLtz || w.proctime;
    w.localTime = ltz;
    LogicalType bound = LogicalType::timestamp(3, false);
    LogicalType windowTime = ltz ? LogicalType::timestampLtz(3, false) : LogicalType::timestamp(3, false);
    windowTime = windowTime.withTimeAttribute(w.proctime ? TimeAttribute::Proctime : TimeAttribute::Rowtime);
    tvf->schema.push_back({"window_start", bound});
    tvf->schema.push_back({"window_end", bound});
    tvf->schema.push_back({"window_time", windowTime});
    tvf->inputs.push_back(input.node);

    Scope scope = input.scope;
    const std::string qualifier = input.name;
    int role = 1;
    for (const char *n : {"window_start", "window_end", "window_time"}) {
        ScopeColumn c{qualifier, n, tvf->schema[scope.columns.size()].type};
        c.windowRole = role++;
        c.window = tvf.get();
        scope.columns.push_back(c);
    }
    return {tvf, scope, input.name};
}

} // namespace sluice::plan
