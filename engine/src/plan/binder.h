#pragma once

// The binder: resolves names, types and functions of one statement's query against the catalog
// and builds the logical plan (plan_node.h). Semantic errors become Diagnostics at the range of
// the offending SQL; binding a statement stops at its first error.

#include "plan/grouping_sets.h"
#include "plan/plan_node.h"
#include "sql/ast.h"

#include <sluice/configuration.h>
#include <sluice/diagnostics.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sluice::plan {

struct AggContext;
struct OverContext;
class ExpressionBinder;

/// One visible column of a FROM clause, with what the binder knows of its origin.
struct ScopeColumn {
    std::string qualifier; ///< table, view or alias name; empty for derived columns
    std::string name;
    LogicalType type;
    int windowRole = 0; ///< 1 window_start, 2 window_end, 3 window_time (of `window`)
    const WindowTableFunctionNode *window = nullptr;
    RankNode *rankOf = nullptr; ///< set on a ROW_NUMBER() column
    const char *overRank = nullptr; ///< "RANK" / "DENSE_RANK" on such a column over a window
    /// A column of the enclosing query, seen from a correlated subquery: a name resolves to it
    /// only when no column of the subquery's own tables matches.
    bool outer = false;
    /// A column a JOIN ... USING or NATURAL JOIN joined on, on its own side: `t.k` reaches it;
    /// `k` and `*` reach the joined column (COALESCE of both sides) instead.
    bool qualifiedOnly = false;
    /// The joined column of JOIN ... USING / NATURAL JOIN itself (see qualifiedOnly).
    bool usingJoined = false;
    /// Whether a bare name or a bare `*` reaches the column.
    bool unqualifiedVisible() const { return !qualifiedOnly; }
};

struct Scope {
    std::vector<ScopeColumn> columns;
};

/// The older group-window syntax, GROUP BY TUMBLE / HOP / SESSION(time_attr, ...): its call and
/// the input columns (of the window table function it becomes) holding the window's start, end
/// and time, which TUMBLE_START(...) and the other auxiliary functions read.
struct GroupWindowColumns {
    const sql::FunctionCallExpr *call = nullptr;
    std::string kind; ///< "TUMBLE", "HOP", "SESSION"
    int start = -1, end = -1, time = -1;
    bool proctime = false; ///< over a processing-time attribute
};

/// A bound relation: the plan node producing it and the names it exposes.
struct BoundRelation {
    PlanNodePtr node;
    Scope scope;
    std::string name; ///< table/view/alias name when the relation is a single named input
    /// Set by a projection given the query's ORDER BY: the column of each ORDER BY item, and how
    /// many columns at the end exist only to be sorted by (dropped after the sort).
    std::vector<int> orderColumns;
    int sortOnlyColumns = 0;
};

class Binder {
public:
    Binder(const Catalog &catalog, const Configuration &config, Diagnostics &diagnostics);
    const Catalog &catalog() const { return m_catalog; }
    /// The table's format takes its columns' types, as Flink's format factory checks when a
    /// statement reads or writes the table (the csv format has no MAP, no nested ARRAY).
    void checkFormatColumns(const CatalogTable &table, SourceRange range);

    /// Binds `INSERT INTO t ...` to a plan ending in a Sink; null after an error.
    PlanNodePtr bindInsert(const sql::InsertStatement &insert);
    /// Binds a bare query to a plan ending in a collecting Sink; null after an error.
    PlanNodePtr bindQueryStatement(const sql::Query &query);
    /// A bare query over constant rows (the answer of a SHOW or DESCRIBE), collected as a
    /// SELECT's rows are. Values are text; BOOLEAN columns take "TRUE" / "FALSE".
    PlanNodePtr bindConstantQuery(const RowSchema &schema,
                                  const std::vector<std::vector<std::optional<std::string>>> &rows,
                                  SourceRange range);
    /// Binds a view's query to check it and learn its columns; null after an error.
    std::optional<BoundRelation> bindViewQuery(const sql::Query &query);
    /// Converts a DDL data type, reporting invalid parameters; nullopt after an error.
    std::optional<LogicalType> bindDataType(const sql::DataType &type);
    /// Binds an expression over the columns of a table being defined (computed columns,
    /// watermarks); null after an error.
    BoundExprPtr bindTableExpression(const sql::Expr &expr, const Scope &scope);

    /// Creates a catalog table from its DDL (types, keys, watermark, computed columns) and
    /// validates its connector options; nullopt after an error.
    std::optional<CatalogTable> bindCreateTable(const sql::CreateTableStatement &ddl);
    /// CREATE TABLE t WITH (...) AS query: binds the query into `query` and returns the table
    /// its result defines (columns named and typed as the query's, time attributes dropped).
    std::optional<CatalogTable> bindCreateTableAs(const sql::CreateTableStatement &ddl,
                                                  BoundRelation &query);
    /// The INSERT a CTAS runs: `query` into `table` (now in the catalog).
    PlanNodePtr bindCreateTableAsInsert(BoundRelation query, const CatalogTable &table,
                                        SourceRange range);

    struct Abort {}; // thrown internally after an error was recorded; never escapes

private:
    friend class ExpressionBinder;

    [[noreturn]] void fail(SourceRange range, Text message, std::string code = "semantic");
    /// Valid Flink SQL the engine cannot run: a warning `<what> runs on Flink; not supported by
    /// the embedded engine yet` (code engine-unsupported, which `run` refuses), and the statement
    /// is not bound further.
    [[noreturn]] void unsupported(SourceRange range, Text what, Text hint = {});
    void warn(SourceRange range, Text message, std::string code);

    /// Sinks whose guarantee the job's checkpointing cannot hold are warned about: exactly-once
    /// Kafka without checkpoints or with AT_LEAST_ONCE ones, a streaming filesystem sink without
    /// checkpoints (Flink never commits its files).
    void checkDeliveryGuarantee(const sql::InsertStatement &insert, const CatalogTable &table);
    BoundRelation bindQuery(const sql::Query &query);
    /// With `orderBy`, a plain projection also resolves the ORDER BY items (BoundRelation's
    /// orderColumns), adding the ones it does not select as sort-only columns.
    BoundRelation bindSelect(const sql::SelectQuery &select,
                             const std::vector<sql::OrderItem> *orderBy = nullptr);
    BoundRelation bindSetOperation(const sql::SetOperationQuery &setOp);
    /// VALUES (...), (...): one column per position, typed by the values' common type.
    BoundRelation bindValues(const sql::ValuesQuery &values);
    /// The one-row relation a SELECT without FROM reads (Calcite's VALUES (0) with column ZERO,
    /// which no name reaches).
    BoundRelation bindOneRow(SourceRange range);
    BoundRelation bindFrom(const sql::TableRef &ref, const sql::SelectQuery &block);
    BoundRelation bindNamedTable(const sql::NamedTableRef &ref);
    /// The join of two bound relations as `join` says (kind, hints), on `condition` (null: none)
    /// and `alsoOn`, which see both sides' columns.
    BoundRelation joinRelations(const sql::JoinTableRef &join, BoundRelation left, BoundRelation right,
                                const sql::Expr *condition, const sql::SelectQuery &block,
                                const std::vector<BoundExprPtr> &alsoOn = {});
    BoundRelation bindJoin(const sql::JoinTableRef &join, const sql::SelectQuery &block);
    /// JOIN ... USING (k, ...) and NATURAL JOIN: the join on equal named columns, then the
    /// named columns once (COALESCE of both sides, as Calcite), each side's other columns after.
    BoundRelation joinUsing(const sql::JoinTableRef &join, BoundRelation left, BoundRelation right,
                            const sql::SelectQuery &block);
    /// `left, LATERAL (subquery)` where the subquery reads left's columns: the Top-N Flink's
    /// planner makes of its one plannable shape with LIMIT, else Flink's error
    /// (binder_lateral.cpp). Nullopt when the subquery reads none of left's columns: an
    /// ordinary join.
    std::optional<BoundRelation> bindCorrelatedLateral(const sql::JoinTableRef &join,
                                                       const BoundRelation &left,
                                                       const sql::SelectQuery &block);
    /// Renames `names` (a LATERAL subquery's columns) by the subquery's alias list, if it has one.
    void applyColumnAliases(const sql::TableRef &subquery, std::vector<std::string> &names);
    /// A correlated LATERAL subquery without LIMIT as the join Flink decorrelates it into.
    BoundRelation joinDecorrelatedLateral(const sql::JoinTableRef &join, const BoundRelation &left,
                                          BoundRelation table, const sql::Expr &outerRef,
                                          const sql::SelectQuery &block);
    /// Flink's checks of a temporal join `left JOIN right FOR SYSTEM_TIME AS OF t ON cond`
    /// (a time attribute of the left side; a versioned right side: primary key in the equi-join
    /// keys, a rowtime attribute; a lookup source for processing time), then the warning that
    /// the engine cannot run it. Returns only for a processing-time join against a lookup source
    /// (the legacy csv table), which bindLookupJoin then binds.
    /// Returns the left column of the event time for an event-time temporal join against a
    /// versioned table, -1 for a processing-time join against a lookup source.
    int checkTemporalJoin(const sql::JoinTableRef &join, const BoundRelation &left,
                          const BoundRelation &right, const BoundExprPtr &condition);
    /// The key of a versioned view (the last row per key by rowtime), as its columns; empty
    /// when the view is none.
    static std::vector<int> versionedViewKey(const BoundRelation &view);
    /// `left JOIN t FOR SYSTEM_TIME AS OF left.proctime ON ...` against a lookup source: a
    /// LookupJoin over `left`, keyed by the condition's equalities with `t`'s columns.
    BoundRelation bindLookupJoin(const sql::JoinTableRef &join, JoinKind kind, BoundRelation left,
                                 BoundRelation right, BoundExprPtr condition);
    /// Equalities of the join condition between an expression of one input and one of the other
    /// (`l.k + 1 = r.k`, `LOWER(l.name) = r.name`) become equi-keys as in Flink's
    /// JoinPushExpressionsRule: each side's expression is a column computed on top of its input,
    /// and the condition compares those columns. Returns how many pairs were moved.
    std::size_t computeEquiKeyColumns(BoundRelation &left, BoundRelation &right,
                                      BoundExprPtr &condition, SourceRange range);
    BoundRelation bindWindowTvf(const sql::TableFunctionRef &ref);
    /// table.exec.emit.* for a window aggregation, checked as Flink's WindowEmitStrategy checks
    /// them (legacy windows) or refused (window table functions, WindowUtil).
    WindowEmit bindWindowEmit(const WindowSpec &window, bool legacy, SourceRange range);
    /// `input MATCH_RECOGNIZE (...)`: a Match node, checked as Flink's planner and its CEP
    /// pattern translation check it (binder_match.cpp).
    BoundRelation bindMatchRecognize(const sql::MatchRecognizeRef &ref, const sql::SelectQuery &block);
    /// A window's size, slide, step or gap: a positive day-time INTERVAL literal, in ms.
    /// `what` names it in the messages ("size", ...).
    std::chrono::milliseconds bindWindowInterval(const sql::Expr &e, const Scope &scope,
                                                 const Text &what);
    /// `left CROSS JOIN UNNEST(c) AS t (cols)` (or LEFT JOIN ... ON TRUE, or a comma): the
    /// collection over left's columns, its elements as new columns (a Correlate node).
    BoundRelation bindUnnest(BoundRelation left, const sql::TableFunctionRef &ref, bool leftOuter);
    /// Refuses a read of a Kafka table that starts from its group's offsets without a group.
    void checkKafkaStartup(const ScanNode &scan, SourceRange range);
    BoundRelation bindTableScan(const CatalogTable &table, const std::string &qualifier,
                                const std::vector<sql::Hint> &hints, SourceRange range);
    BoundRelation applyWhere(BoundRelation input, const sql::Expr &where);
    BoundRelation applyTopNFilter(BoundRelation input, std::vector<BoundExprPtr> &conjuncts);
    /// Moves the WHERE conjuncts over both inputs of an inner join into its condition when they
    /// make it an interval join (Flink's FilterJoinRule), restoring the time attributes.
    void pushIntervalBounds(BoundRelation &input, std::vector<BoundExprPtr> &conjuncts);
    BoundRelation bindAggregate(BoundRelation input, const sql::SelectQuery &select);
    /// The grouping sets of one GROUP BY element, registering its expressions in `agg`.
    std::vector<GroupingMask> groupingSetsOf(const sql::GroupingElement &g, ExpressionBinder &plain,
                                             AggContext &agg);
    /// The Expand node of the grouping sets in `agg` over the aggregation's pre-projection.
    static PlanNodePtr expandGroupingSets(const AggContext &agg, PlanNodePtr input, SourceRange range);
    /// The set of one GROUP BY expression (a row's fields each), registering new ones in `agg`.
    GroupingMask groupingExpressions(const sql::Expr &e, ExpressionBinder &plain, AggContext &agg);
    /// GROUP BY TUMBLE / HOP / SESSION(time_attr, ...) as the window table function over
    /// `input`, its window columns described in `window`.
    BoundRelation bindGroupWindow(BoundRelation input, const sql::FunctionCallExpr &call,
                                  GroupWindowColumns &window);
    /// The input column an auxiliary group-window function (TUMBLE_START(...), HOP_END(...),
    /// SESSION_ROWTIME(...), ...) reads, or -1 when `call` is none; fails when it names another
    /// window than the GROUP BY's.
    int groupWindowProperty(const sql::FunctionCallExpr &call);
    BoundRelation bindProjection(BoundRelation input, const sql::SelectQuery &select,
                                 const std::vector<sql::OrderItem> *orderBy = nullptr);
    /// The OverAggregate computing `over`'s calls on `input` (after a projection of the
    /// arguments that are not columns); `items`, bound with the calls' results after the
    /// input's columns, are renumbered onto its output (binder_over.cpp).
    /// The order of a batch SELECT's OVER windows (`nodes`, one per window) as Flink computes
    /// them; fails on the LEAD / LAG calls Flink 1.20 cannot run in that order.
    std::vector<std::size_t> orderBatchWindows(const std::vector<std::shared_ptr<OverAggregateNode>> &nodes,
                                               const OverContext &over);
    BoundRelation applyOverAggregate(BoundRelation input, OverContext &over,
                                     std::vector<BoundExprPtr> &items, SourceRange range);
    /// A named window of the SELECT being bound (WINDOW w AS (...)), or null.
    const sql::WindowSpec *namedWindow(const std::string &name) const;
    /// An OVER clause's PARTITION BY, ORDER BY and frame after the named windows it refers to.
    struct WindowClauses {
        const std::vector<sql::ExprPtr> *partitionBy = nullptr;
        const std::vector<sql::OrderItem> *orderBy = nullptr;
        const sql::WindowFrame *frame = nullptr; ///< null when none was written
    };
    WindowClauses resolveWindow(const sql::WindowSpec &spec);
    /// ROW_NUMBER() OVER (...): its PARTITION BY and ORDER BY bound by `b`, then the Rank over
    /// the relation those keys reference (the enclosing query's Top-N filter sets its limit),
    /// and that relation with the rank's number as its last column.
    struct RowNumberKeys {
        std::vector<BoundExprPtr> partitionBy;
        std::vector<BoundExprPtr> orderBy;
        std::vector<const sql::OrderItem *> orderItems;
    };
    RowNumberKeys bindRowNumberKeys(const sql::FunctionCallExpr &call, ExpressionBinder &b);
    std::shared_ptr<RankNode> makeRowNumberRank(const sql::FunctionCallExpr &call,
                                                const RowNumberKeys &keys, const BoundRelation &input);
    static BoundRelation withRank(BoundRelation input, const std::shared_ptr<RankNode> &rank);
    /// Drops the aggregates that neither the select list nor HAVING reads, and renumbers the
    /// references to the others.
    static void pruneUnreadAggregates(AggContext &agg, std::vector<BoundExprPtr> &items,
                                      BoundExprPtr &having);
    BoundRelation bindDistinct(BoundRelation input, SourceRange range);
    BoundRelation project(BoundRelation input, std::vector<BoundExprPtr> exprs,
                          std::vector<std::string> names, SourceRange range);
    void collectStateTtlHints(const sql::SelectQuery &select);
    void applyStateTtlHints(const PlanNodePtr &node);
    void checkStateTtlHintsUsed();
    /// A ROW_NUMBER() that no enclosing filter made a Top-N becomes an OVER window's row number
    /// (or Flink's error); `node` is replaced in place.
    void checkRanksHaveLimits(PlanNodePtr &node);
    /// WITH options of a new table, after those of LIKE's `base` as `baseOptions` says, checked
    /// against the connector's; false after an error.
    bool bindTableOptions(const sql::CreateTableStatement &ddl, const CatalogTable *base,
                          sql::LikeOption::Strategy baseOptions, CatalogTable &table);
    PlanNodePtr makeSink(BoundRelation input, const CatalogTable *table,
                         const std::vector<sql::Ident> &columns,
                         const std::vector<sql::Hint> &hints, SourceRange range);
    /// "<what> '<name>' not found", with a "did you mean" when a catalog name is close.
    Text unknownObjectMessage(Text what, const std::string &name) const;
    /// Rewrites the legacy csv-file options in place (CatalogTable::legacyCsv); false for others.
    static bool legacyCsvOptions(CatalogTable &table);
    std::string uniqueName(const std::string &base, const std::vector<std::string> &taken) const;

    const Catalog &m_catalog;
    const Configuration &m_config;
    Diagnostics &m_diagnostics;
    std::vector<std::string> m_viewStack; ///< views being expanded, to catch cycles
    std::vector<const sql::CommonTableExpr *> m_ctes; ///< WITH entries in scope
    const sql::NamedTableRef *m_temporalRight = nullptr; ///< the right side of a temporal join
    const GroupWindowColumns *m_groupWindow = nullptr;   ///< of the aggregation being bound
    const std::vector<sql::NamedWindow> *m_namedWindows = nullptr; ///< of the SELECT being bound
    bool m_aggregateQuery = false; ///< the SELECT being bound aggregates (GROUPING's messages)

    /// STATE_TTL hints of the query blocks being bound (innermost last): name -> TTL.
    struct TtlHint {
        std::chrono::milliseconds ttl{0};
        SourceRange range;
        bool used = false;
    };
    std::vector<std::map<std::string, TtlHint>> m_ttlHints;
};

} // namespace sluice::plan
