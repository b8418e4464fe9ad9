#pragma once

// The relational plan: a tree of operators. The binder builds its logical shape (scans, calcs,
// joins, aggregates, windows, ranks, unions, sinks); the physical planner then annotates every
// node (parallelism, changelog mode, upsert keys, state TTL) and inserts exchanges, mini-batch
// assigners, local/global aggregation phases and the SinkUpsertMaterializer, recording why.

#include "plan/bound_expr.h"
#include "plan/catalog.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace sluice::plan {

/// The set of row kinds an edge may carry, as Flink's ChangelogMode.
class ChangelogMode {
public:
    enum Kind : std::uint8_t { Insert = 1, UpdateBefore = 2, UpdateAfter = 4, Delete = 8 };

    static ChangelogMode insertOnly() { return ChangelogMode(Insert); }
    static ChangelogMode all() { return ChangelogMode(Insert | UpdateBefore | UpdateAfter | Delete); }
    static ChangelogMode upsert() { return ChangelogMode(Insert | UpdateAfter | Delete); }

    ChangelogMode() = default;
    explicit ChangelogMode(std::uint8_t kinds) : m_kinds(kinds) {}

    bool contains(Kind k) const { return (m_kinds & k) != 0; }
    bool isInsertOnly() const { return m_kinds == Insert; }
    bool hasUpdates() const { return (m_kinds & (UpdateBefore | UpdateAfter)) != 0; }
    std::uint8_t kinds() const { return m_kinds; }
    ChangelogMode merged(ChangelogMode other) const { return ChangelogMode(m_kinds | other.m_kinds); }
    ChangelogMode without(Kind k) const { return ChangelogMode(m_kinds & ~k); }
    /// Flink's notation: "[I]", "[I,UB,UA,D]", "[I,UA,D]".
    std::string toString() const;
    friend bool operator==(ChangelogMode, ChangelogMode) = default;

private:
    std::uint8_t m_kinds = Insert;
};

struct Field {
    std::string name;
    LogicalType type;
};
using RowSchema = std::vector<Field>;

enum class PlanNodeKind : std::uint8_t {
    TableSourceScan,
    WatermarkAssigner,
    ChangelogNormalize,
    MiniBatchAssigner,
    Calc,
    Correlate,
    Expand,
    Exchange,
    Join,
    LookupJoin,
    GroupAggregate,
    WindowTableFunction,
    WindowAggregate,
    Rank,
    Deduplicate,
    WindowRank,
    OverAggregate,
    TemporalSort,
    Match,
    Union,
    SinkUpsertMaterializer,
    FinalResult,
    Sink,
};

/// Flink's operator name for a kind ("GroupAggregate", "Join", "Sink", ...).
const char *planNodeKindName(PlanNodeKind kind);

struct PlanNode;
using PlanNodePtr = std::shared_ptr<PlanNode>;

/// An effective state TTL and where it came from, for plans and the TTL inspector.
struct StateTtl {
    std::chrono::milliseconds ttl{0}; ///< 0 = keep forever
    std::string source;               ///< "table.exec.state.ttl", "STATE_TTL hint", ...
    std::string toString() const;     ///< "1 h (STATE_TTL hint)", "none (table.exec.state.ttl)"
};

struct PlanNode {
    const PlanNodeKind kind;
    std::vector<PlanNodePtr> inputs;
    RowSchema schema;
    SourceRange range; ///< the SQL this node came from

    // Set by the physical planner.
    int parallelism = 0;
    ChangelogMode changelog;
    std::vector<std::vector<int>> upsertKeys; ///< column sets unique per row, when known
    std::vector<std::string> reasons;         ///< why the planner decided as it did

    explicit PlanNode(PlanNodeKind k) : kind(k) {}
    virtual ~PlanNode() = default;
    PlanNode(const PlanNode &) = delete;
    PlanNode &operator=(const PlanNode &) = delete;

    template <typename T> bool is() const { return kind == T::kKind; }
    template <typename T> T &as() { return static_cast<T &>(*this); }
    template <typename T> const T &as() const { return static_cast<const T &>(*this); }

    /// The column names, comma-separated.
    std::string columnList() const;
};

/// How many consumers each node under `root` has (the inputs lists naming it): more than one
/// for a node sub-plan reuse shares. `root` itself is not listed.
std::unordered_map<const PlanNode *, int> consumerCounts(const PlanNode &root);

struct ScanNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::TableSourceScan;
    ScanNode() : PlanNode(kKind) {}
    const CatalogTable *table = nullptr;
    std::vector<std::pair<std::string, std::string>> options; ///< WITH merged with OPTIONS hints
    std::string alias;
    /// Physical and metadata columns read from the connector; computed columns follow in a Calc.
    std::vector<int> readColumns;
    /// A VALUES list instead of a table: its rows, one constant expression per column (typed as
    /// the columns), and the stand-in table `table` points to (named "Values", no options).
    std::vector<std::vector<BoundExprPtr>> values;
    std::shared_ptr<const CatalogTable> valuesTable;
    bool isValues() const { return valuesTable != nullptr; }
};

struct WatermarkAssignerNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::WatermarkAssigner;
    WatermarkAssignerNode() : PlanNode(kKind) {}
    int rowtimeIndex = -1;
    BoundExprPtr watermark;
};

struct ChangelogNormalizeNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::ChangelogNormalize;
    ChangelogNormalizeNode() : PlanNode(kKind) {}
    std::vector<int> keys;
    StateTtl ttl;
};

struct MiniBatchAssignerNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::MiniBatchAssigner;
    MiniBatchAssignerNode() : PlanNode(kKind) {}
    std::chrono::milliseconds interval{0};
    std::int64_t size = 0;
};

struct CalcNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Calc;
    CalcNode() : PlanNode(kKind) {}
    std::vector<BoundExprPtr> projections; ///< one per output column
    BoundExprPtr condition;                ///< null: no filter

    /// The input columns its projections and condition read, once per reference.
    std::vector<int> inputReads() const;
};

/// UNNEST of a collection per input row (Flink's Correlate over $UNNEST_ROWS): output = the input
/// columns, then the collection's element columns (an ARRAY's element, or the fields of a ROW
/// element; a MAP's key and value). Row kinds pass through; with `leftOuter`, an input row whose
/// collection is NULL or empty yields one row with NULL element columns.
struct CorrelateNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Correlate;
    CorrelateNode() : PlanNode(kKind) {}
    BoundExprPtr collection; ///< over the input row
    bool leftOuter = false;
};

/// GROUPING SETS, ROLLUP and CUBE (Flink's Expand): each input row leaves once per grouping set,
/// the grouping columns the set leaves out set to NULL and the set's id appended as `$e`
/// (BIGINT NOT NULL), for the aggregation by the grouping columns and $e that follows. Row kinds
/// pass through.
struct ExpandNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Expand;
    ExpandNode() : PlanNode(kKind) {}
    struct Projection {
        std::vector<int> nulled; ///< input columns written as NULL
        std::int64_t id = 0;     ///< the value of $e
    };
    std::vector<Projection> projections; ///< one per grouping set, in the order rows leave
};

enum class Distribution : std::uint8_t { Forward, Hash, Rebalance, Singleton };

struct ExchangeNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Exchange;
    ExchangeNode() : PlanNode(kKind) {}
    Distribution distribution = Distribution::Forward;
    std::vector<int> keys; ///< Hash
};

enum class JoinKind : std::uint8_t { Inner, Left, Right, Full };
const char *joinKindName(JoinKind kind);

/// The time bounds of an interval join (Flink's IntervalJoinSpec.WindowBounds, event time): a left
/// row and a right row may join when lower <= left time - right time <= upper (milliseconds,
/// strict comparisons already made inclusive).
struct IntervalBounds {
    int leftTimeColumn = -1;  ///< the left input's rowtime attribute
    int rightTimeColumn = -1; ///< the right input's rowtime attribute
    std::int64_t lower = 0;
    std::int64_t upper = 0;
    /// How far the output's watermark trails the input's: the most time a row waits in state
    /// for a partner (Flink's getMaxOutputDelay).
    std::int64_t maxOutputDelay() const { return std::max(-lower, upper); }
};

/// Session windows merge per key: a row opens [time, time + gap), and windows that overlap or
/// touch become one (Flink's TimeWindow.intersects).
enum class WindowKind : std::uint8_t { Tumble, Hop, Cumulate, Session };
const char *windowKindName(WindowKind kind);

struct WindowSpec {
    WindowKind kind = WindowKind::Tumble;
    int timeColumn = -1;                ///< in the TVF's input
    std::chrono::milliseconds size{0};
    std::chrono::milliseconds slide{0}; ///< HOP
    std::chrono::milliseconds step{0};  ///< CUMULATE
    std::chrono::milliseconds gap{0};   ///< SESSION (`size` unused)
    bool proctime = false;
    /// The time attribute is a TIMESTAMP_LTZ (processing time always is): window bounds are
    /// wall-clock times of the session time zone, as Flink's shiftTimeZone makes them (a day
    /// window runs from local midnight to local midnight); otherwise they are plain TIMESTAMPs.
    bool localTime = false;
    std::string toString(const RowSchema &input) const;
};

/// A window join's windows: both inputs are windowed alike (a window table function or a window
/// aggregation), and their window_start and window_end are equi-keys of the join.
struct WindowJoinColumns {
    WindowSpec window;
    int leftEnd = -1;  ///< the left input's window_end column
    int rightEnd = -1; ///< the right input's window_end column
};

/// An input's window columns (of a window table function or a window aggregation).
struct WindowedColumns {
    WindowSpec window;
    int start = -1;
    int end = -1;
};

struct JoinNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Join;
    JoinNode() : PlanNode(kKind) {}
    /// Set for Flink's interval join: the condition bounds the two inputs' rowtime attributes
    /// against each other, so rows leave state when the watermark passes their bounds and the
    /// output is append-only; nonEquiCondition then holds only the remaining conjuncts.
    std::optional<IntervalBounds> interval;
    /// The inputs' window columns, as the binder found them.
    std::optional<WindowedColumns> leftWindowed, rightWindowed;
    /// Set by the planner when the inputs are windowed alike and their window_start and
    /// window_end are equi-keys; with insert-only inputs it runs as Flink's WindowJoin (each
    /// window joined once, when it ends).
    std::optional<WindowJoinColumns> window;
    bool windowJoin = false; ///< planned as a WindowJoin
    /// An event-time temporal join (`JOIN t FOR SYSTEM_TIME AS OF l.time`): the left column of
    /// that time, and the versioned table's rowtime column; -1 otherwise.
    int temporalLeftTime = -1;
    int temporalRightTime = -1;
    JoinKind joinKind = JoinKind::Inner;
    std::vector<int> leftKeys;  ///< equi-key columns of the left input
    std::vector<int> rightKeys; ///< equi-key columns of the right input
    BoundExprPtr nonEquiCondition; ///< over left ++ right columns; null when none
    std::string leftName, rightName; ///< table, view or alias names of the sides, for hints
    StateTtl leftTtl, rightTtl;
    std::optional<std::chrono::milliseconds> hintLeftTtl, hintRightTtl; ///< seed 001 OPTIONS
    std::optional<std::chrono::milliseconds> stateTtlHintLeft, stateTtlHintRight; ///< STATE_TTL
    bool implicitJoin = false; ///< FROM a, b / CROSS JOIN: keys come from WHERE equalities
    bool miniBatch = false;
};

/// A processing-time temporal join against a lookup source (Flink's LookupJoin): each row of the
/// one input looks up the rows of `table` with equal keys, as the table reads when the job
/// starts (a bounded table loaded whole, as Flink's CSV lookup function does). Output: the
/// input's columns, then the table's; insert-only; inner or left.
struct LookupJoinNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::LookupJoin;
    LookupJoinNode() : PlanNode(kKind) {}
    JoinKind joinKind = JoinKind::Inner;
    std::shared_ptr<ScanNode> table;
    std::vector<BoundExprPtr> leftKeys; ///< over the input, typed as the table's key columns
    std::vector<int> rightKeys;         ///< columns of the table's scan
    BoundExprPtr nonEquiCondition; ///< over input ++ table columns; null when none
};

enum class AggFunction : std::uint8_t {
    Count,
    CountStar,
    Sum,
    Sum0,
    Min,
    Max,
    Avg,
    // Aggregates over the values themselves (exec/value_list_aggregates.h):
    ListAgg,
    ArrayAgg,
    Collect,
    FirstValue,
    LastValue,
    JsonObjectAgg,
    JsonArrayAgg,
    ApproxCountDistinct, ///< batch mode only: an HLL sketch (exec/approx_count_distinct.h)
};
const char *aggFunctionName(AggFunction f);
/// Whether Flink's function for `f` can merge accumulators, which a two-phase (local / global)
/// aggregation needs: FIRST_VALUE, LAST_VALUE and JSON_ARRAYAGG cannot.
bool aggFunctionMerges(AggFunction f);
/// The aggregates that keep their values (LISTAGG, ARRAY_AGG, COLLECT, FIRST_VALUE, LAST_VALUE,
/// JSON_OBJECTAGG, JSON_ARRAYAGG) or a sketch of them (APPROX_COUNT_DISTINCT): the group
/// aggregate runs them; window, OVER and
/// MATCH_RECOGNIZE aggregations do not yet.
bool isValueListAggregate(AggFunction f);

struct AggCall {
    AggFunction function = AggFunction::Count;
    int argIndex = -1;    ///< input column; -1 for COUNT(*)
    int arg2Index = -1;   ///< JSON_OBJECTAGG: the value column (argIndex is the key)
    bool distinct = false;
    /// ARRAY_AGG ... IGNORE NULLS, JSON_OBJECTAGG / JSON_ARRAYAGG ... ABSENT ON NULL.
    bool skipNulls = false;
    std::string separator = ","; ///< LISTAGG's separator (a literal)
    int filterIndex = -1; ///< input BOOLEAN column of FILTER (WHERE ...); -1 when none
    LogicalType type;     ///< result type
    std::string name;     ///< output column name
    std::string toString(const RowSchema &input) const;
};

enum class AggPhase : std::uint8_t {
    Single,       ///< GroupAggregate
    Local,        ///< LocalGroupAggregate: pre-aggregates before the shuffle (no state)
    Global,       ///< GlobalGroupAggregate: merges local accumulators (keeps state)
    Partial,      ///< distinct split, first level: keyed by group keys + bucket
    Final,        ///< distinct split, second level: merges the buckets
};

struct AggregateNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::GroupAggregate;
    AggregateNode() : PlanNode(kKind) {}
    std::vector<int> groupKeys; ///< input columns; output starts with them, aggregates follow
    std::vector<AggCall> aggCalls;
    AggPhase phase = AggPhase::Single;
    bool miniBatch = false;
    bool distinctOnly = false; ///< SELECT DISTINCT
    /// Batch mode, no GROUP BY: an input without rows still gives one row (COUNT(*) = 0).
    bool emitOnEmptyInput = false;
    StateTtl ttl;
    std::optional<std::chrono::milliseconds> stateTtlHint; ///< STATE_TTL naming its input
};


struct WindowTableFunctionNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::WindowTableFunction;
    WindowTableFunctionNode() : PlanNode(kKind) {}
    WindowSpec window; ///< output = input columns + window_start, window_end, window_time
    std::vector<int> partitionKeys; ///< SESSION(TABLE t PARTITION BY ...): input columns
    /// A SESSION without an aggregation on top: rows wait, keyed by partitionKeys, and leave
    /// with their merged session (under a session aggregation, rows pass with their own window
    /// and the aggregation merges).
    bool mergeSessions = false;
};

/// The emit strategy of a legacy group window (GROUP BY TUMBLE / HOP with table.exec.emit.*,
/// Flink's WindowEmitStrategy): early firings before the window ends, late firings for rows
/// within the allowed lateness after it; every firing emits the result when it changed (+I the
/// first time, then -U/+U). Delays are processing time; 0 fires on every row.
struct WindowEmit {
    std::optional<std::int64_t> earlyDelayMillis;
    std::optional<std::int64_t> lateDelayMillis;
    std::int64_t allowLatenessMillis = 0;
    bool producesUpdates(bool proctime) const
    {
        return earlyDelayMillis.has_value() || (!proctime && lateDelayMillis.has_value());
    }
};

struct WindowAggregateNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::WindowAggregate;
    WindowAggregateNode() : PlanNode(kKind) {}
    /// The window the rows were assigned to upstream (by a WindowTableFunction); a window's
    /// result is emitted once, when the watermark (or processing time) passes its end.
    WindowSpec window;
    std::vector<int> groupKeys; ///< input columns, window_start and window_end among them
    int windowStartKey = -1;    ///< input column holding window_start
    int windowEndKey = -1;      ///< input column holding window_end
    int windowTimeKey = -1;     ///< input column holding window_time, when grouped (legacy windows)
    std::vector<AggCall> aggCalls; ///< output: group keys, then aggregates
    WindowEmit emitStrategy;       ///< legacy windows only (not `emit`: a Qt macro)
    /// HOP and CUMULATE windows with aggregates that keep their values (LISTAGG, ...): the input
    /// column holding each row's event time, which tells the row's slice of the window; -1 for
    /// processing time (the slice of the time the row arrives).
    int sliceTimeColumn = -1;
    /// The window table function was pulled into the aggregation (Flink's
    /// PullUpWindowTableFunctionIntoWindowAggregateRule): the input rows carry no window
    /// columns, and the aggregation assigns each row its windows from window.timeColumn (an input
    /// column; processing time when proctime). Column numbers (groupKeys, aggCalls,
    /// windowStartKey, windowEndKey, sliceTimeColumn) then refer to the windowed input: the
    /// input's columns, then window_start and window_end (windowedInputSchema).
    bool assignsWindows = false;
};

/// The columns a window aggregation's column numbers refer to: its input's, and window_start and
/// window_end after them when it assigns the windows itself.
RowSchema windowedInputSchema(const WindowAggregateNode &node);

struct SortKey {
    int column = -1;
    bool descending = false;
    std::optional<bool> nullsFirst; ///< NULLS FIRST / LAST as written
    /// Where NULL goes: as written, else as Flink's NullCollation.LOW (first ascending, last
    /// descending).
    bool nullsComeFirst() const { return nullsFirst.value_or(!descending); }
};

struct RankNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Rank;
    RankNode() : PlanNode(kKind) {}
    std::vector<int> partitionKeys;
    std::vector<SortKey> orderKeys;
    std::int64_t limit = -1; ///< rn <= limit; -1 until the enclosing filter sets it
    bool outputRankNumber = true;
    SourceRange rankRange; ///< the ROW_NUMBER() call
    StateTtl ttl;
    /// PARTITION BY window_start, window_end (and other keys) of one window: the input columns
    /// holding them, and the window (a window Top-N).
    int windowStartKey = -1;
    int windowEndKey = -1;
    WindowSpec window;
};

/// Flink's WindowRank and WindowDeduplicate: a Top-N per window of a window table function or
/// window aggregation (PARTITION BY window_start, window_end, ...), emitted once, insert-only,
/// when the window ends.
struct WindowRankNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::WindowRank;
    WindowRankNode() : PlanNode(kKind) {}
    WindowSpec window;
    int windowStartKey = -1;        ///< input column
    int windowEndKey = -1;          ///< input column
    std::vector<int> partitionKeys; ///< the other PARTITION BY columns
    std::vector<SortKey> orderKeys;
    std::int64_t limit = 1;
    bool outputRankNumber = true;
    /// ROW_NUMBER() = 1 ordered by the time attribute: WindowDeduplicate, which keeps the first
    /// row (ascending) or the last (descending, a later row of the same time replacing it).
    bool deduplicate = false;
};

/// Flink's TemporalSort: a streaming ORDER BY whose first key is a time attribute, ascending.
/// Rows wait until the watermark passes their time, then leave in order (the other keys order
/// the rows of one time); a row not newer than the last time emitted is dropped.
struct TemporalSortNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::TemporalSort;
    TemporalSortNode() : PlanNode(kKind) {}
    std::vector<SortKey> orderKeys; ///< the first is the time attribute
    bool proctime = false;
};

/// A value a MATCH_RECOGNIZE condition or measure reads from the rows of a (partial) match.
/// The rows of a variable: those mapped to it so far, plus, in the DEFINE of that variable (or
/// for all variables, -1), the row being classified.
struct MatchNavigation {
    enum class Kind : std::uint8_t {
        Last,          ///< `argument` on the offset-th row from the end (A.price: LAST(A.price, 0))
        First,         ///< `argument` on the offset-th row from the start
        Aggregate,     ///< `aggregate` over the rows
        MatchRowtime,  ///< MATCH_ROWTIME(): the time the match was emitted at
        MatchProctime, ///< MATCH_PROCTIME()
    };
    static constexpr int kNoRows = -2; ///< a qualifier Flink maps no rows to (a SUBSET)
    Kind kind = Kind::Last;
    int variable = -1; ///< -1: every variable (the universal `*`); kNoRows
    int offset = 0;
    BoundExprPtr argument;          ///< over the input row; Aggregate: its argument (null for COUNT(*))
    AggFunction aggregate = AggFunction::Count;
    LogicalType type;               ///< the value's type
    bool sameAs(const MatchNavigation &other) const;
    /// As written, e.g. LAST(A.price, 1), SUM(A.price), MATCH_ROWTIME().
    std::string toString(const std::vector<std::string> &variables) const;
};

/// A DEFINE condition or a measure: `expr` reads navigation i as InputRef i (named as the
/// navigation is written, so expr->toString() reads as the SQL).
struct MatchExpression {
    BoundExprPtr expr;
    std::vector<MatchNavigation> navigations;
};

/// One pattern variable with its quantifier, as Flink's CEP pattern has it after translation:
/// rows min..max (max -1: unbounded); greedy quantifiers take a row while it matches.
struct MatchPatternElement {
    int variable = 0;
    int min = 1;
    int max = 1;
    bool greedy = false;
};

enum class MatchSkip : std::uint8_t { ToNextRow, PastLastRow, ToFirst, ToLast };

/// Flink's Match (MATCH_RECOGNIZE on the CEP library's NFA): per partition, rows in time order
/// (event time: held until the watermark passes them) drive the pattern's NFA; each match emits
/// one row: the partition columns, then the measures. Insert-only in and out.
struct MatchNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Match;
    MatchNode() : PlanNode(kKind) {}
    std::vector<int> partitionKeys;
    std::vector<SortKey> orderKeys; ///< the first is the time attribute
    bool proctime = false;
    std::vector<std::string> variables; ///< in pattern order
    std::vector<MatchPatternElement> pattern;
    /// Per variable (index as `variables`); no expression: every row qualifies.
    std::vector<std::optional<MatchExpression>> definitions;
    std::vector<MatchExpression> measures;
    MatchSkip skip = MatchSkip::ToNextRow;
    int skipVariable = -1;          ///< ToFirst / ToLast
    std::int64_t withinMillis = 0;  ///< WITHIN; 0 when absent
};

struct DeduplicateNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Deduplicate;
    DeduplicateNode() : PlanNode(kKind) {}
    std::vector<int> keys;
    bool keepLast = false; ///< ORDER BY time DESC
    bool rowtime = false;
    StateTtl ttl;
};

/// What an OVER window computes per row (OverAggregateNode).
enum class OverFunction : std::uint8_t {
    Aggregate,  ///< COUNT, SUM, AVG, MIN, MAX over the frame (`aggregate` says which)
    Lag,        ///< LAG(value [, offset [, default]]): the value `offset` rows back
    FirstValue, ///< the frame's first non-NULL value
    LastValue,  ///< the frame's last non-NULL value
    /// ROW_NUMBER(), RANK(), DENSE_RANK() without a Top-N filter: as Flink's streaming
    /// OverAggregate computes them, the number of rows folded in so far (ROW_NUMBER over ROWS,
    /// the others over RANGE, where the rows of one time share it).
    RowNumber,
    Rank,
    DenseRank,
    // Batch mode only (Flink runs them in its sort-based OverAggregate):
    Lead,        ///< LEAD(value [, offset [, default]]): the value `offset` rows ahead
    PercentRank, ///< (RANK() - 1) / (rows - 1), 0 for one row
    CumeDist,    ///< rows up to the current one's last peer / rows
    Ntile,       ///< NTILE(n): the bucket of the row, the first (rows % n) buckets one longer
};

struct OverCall {
    OverFunction function = OverFunction::Aggregate;
    /// Aggregate: the call. The others use its argIndex (the value), type and name.
    AggCall aggregate;
    int offsetIndex = -1;  ///< LAG, LEAD: input column of the offset; -1 for 1
    int defaultIndex = -1; ///< LAG, LEAD: input column of the default; -1 for NULL
    std::int64_t buckets = 0; ///< NTILE: its literal argument
    /// Flink's rendering: "COUNT(v) AS w0$o0", "LAG(v, $5) AS w0$o2".
    std::string toString(const RowSchema &input) const;
};

/// An OVER window's frame: from UNBOUNDED or a bounded PRECEDING to the CURRENT ROW (the only
/// frames Flink's streaming OverAggregate runs).
struct OverFrame {
    bool rows = false; ///< ROWS counts rows; RANGE spans the ordering time
    /// Rows before the current one (ROWS) or milliseconds (RANGE); nullopt for UNBOUNDED.
    std::optional<std::int64_t> preceding;
    /// Flink's rendering: " RANG BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW".
    std::string toString() const;
};

/// One end of a batch OVER window's frame.
struct OverFrameBound {
    enum class Kind : std::uint8_t { UnboundedPreceding, Preceding, CurrentRow, Following, UnboundedFollowing };
    Kind kind = Kind::CurrentRow;
    /// Preceding / Following: rows (ROWS), or the distance in the ordering value (RANGE: a
    /// number for a numeric ordering, an interval's milliseconds or months for a time
    /// ordering), exactly: `unscaled` / 10^`scale`.
    std::int64_t unscaled = 0;
    int scale = 0;
    /// Flink's signed bound: PRECEDING counts against the ordering.
    std::int64_t signedUnscaled() const { return kind == Kind::Preceding ? -unscaled : unscaled; }
    std::string text; ///< the offset as written, for EXPLAIN
    std::string toString() const;
};

/// A batch OVER window's frame (Flink's OverWindowFrame kinds): ROWS or RANGE between two bounds.
struct BatchOverFrame {
    bool rows = false;
    OverFrameBound start{OverFrameBound::Kind::UnboundedPreceding};
    OverFrameBound end{OverFrameBound::Kind::CurrentRow};
    /// The frame holds the current row whatever the data (Calcite's isAlwaysNonEmpty).
    bool alwaysHoldsCurrentRow() const;
    std::string toString() const;
};

/// Flink's OverAggregate: each input row with the values of `calls` over its frame, the rows of
/// a partition ordered by a time attribute (event time: once the watermark passes them). In
/// batch mode (`batch`), Flink's sort-based OverAggregate instead: a partition's rows sorted by
/// `orderKeys`, any columns, once the input ends, each call over `batchFrame`.
struct OverAggregateNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::OverAggregate;
    OverAggregateNode() : PlanNode(kKind) {}
    std::vector<int> partitionKeys;
    int orderKey = -1; ///< input column: the time attribute ordering each partition
    bool proctime = false;
    OverFrame frame;
    std::vector<OverCall> calls; ///< output: the input columns, then one column per call
    /// Idle-state retention of a partition (table.exec.state.ttl); RANGE frames on event time
    /// clean up by the watermark instead.
    StateTtl ttl;
    bool batch = false;
    std::vector<SortKey> orderKeys;
    BatchOverFrame batchFrame;
};

struct UnionNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Union;
    UnionNode() : PlanNode(kKind) {}
};

struct SinkUpsertMaterializerNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::SinkUpsertMaterializer;
    SinkUpsertMaterializerNode() : PlanNode(kKind) {}
    std::vector<int> keys;
    StateTtl ttl;
};

/// Batch mode: the final rows of a bounded input, emitted insert-only once the input ends. The
/// input's changelog is folded into a multiset of rows (a retraction cancels an equal row), then
/// sorted by `orderKeys` (ORDER BY), and rows [offset, offset + limit) are emitted (OFFSET,
/// LIMIT / FETCH). Ordered or limited results are computed on one subtask.
struct FinalResultNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::FinalResult;
    FinalResultNode() : PlanNode(kKind) {}
    std::vector<SortKey> orderKeys;
    std::int64_t offset = 0;
    std::int64_t limit = -1; ///< -1: all rows
    bool ordersOrLimits() const { return !orderKeys.empty() || offset > 0 || limit >= 0; }
};

struct SinkNode : PlanNode {
    static constexpr PlanNodeKind kKind = PlanNodeKind::Sink;
    SinkNode() : PlanNode(kKind) {}
    const CatalogTable *table = nullptr; ///< null for a bare SELECT (collected to the client)
    std::vector<std::pair<std::string, std::string>> options;
    std::vector<int> targetColumns; ///< table column per input column
    std::vector<int> primaryKey;    ///< in input positions
    std::string name;               ///< table name, or "collect" for a bare SELECT
    bool upsertMode = false;        ///< consumes [I,UA,D] keyed by the primary key
    bool overwrite = false;         ///< INSERT OVERWRITE (batch mode, filesystem)
};

/// An aggregate phase's operator name as Flink's EXPLAIN prints it ("LocalGroupAggregate", ...).
const char *aggPhaseName(AggPhase phase);

/// The operator's name as EXPLAIN prints it and the running job shows it: its kind's, but an
/// aggregate's phase ("LocalGroupAggregate", "GlobalGroupAggregate") and "IntervalJoin".
std::string operatorName(const PlanNode &node);

} // namespace sluice::plan
