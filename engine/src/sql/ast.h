#pragma once

// The syntax tree of a Flink SQL script, as the parser builds it and the binder reads it.
//
// Shape: a Script owns its text and a list of Statements. Statement, Query, TableRef and Expr are
// small class families: a base struct with a `kind` tag, a SourceRange and a `height`, and one
// derived struct per form (e.g. Expr -> BinaryExpr). Switch on `kind`, then `node.as<T>()`
// (checked with an assert) to reach the fields. Children are owned through std::unique_ptr;
// optional children are null when absent. Plain value structs (Ident, DataType, Hint, ...) sit
// inside the nodes by value.
//
// Everything here is syntax only: names are kept as written (Flink identifiers are
// case-sensitive), numbers as their source text, types as spelled. The binder resolves names,
// types and functions. Ranges are half-open byte ranges of Script::text with 1-based line and
// column (columns count bytes). Every node's `height` is 1 + the largest height among its child
// nodes (Query, TableRef and Expr children); the parser rejects trees higher than
// kMaxTreeHeight, so a consumer may recurse over any tree it is given without overflowing the
// stack.

#include <sluice/status.h>

#include <cassert>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::sql {

/// Upper bound on the height of every Expr/TableRef/Query tree the parser returns.
inline constexpr int kMaxTreeHeight = 1000;

struct Expr;
struct Query;
struct TableRef;
struct Statement;
using ExprPtr = std::unique_ptr<Expr>;
using QueryPtr = std::unique_ptr<Query>;
using TableRefPtr = std::unique_ptr<TableRef>;
using StatementPtr = std::unique_ptr<Statement>;

// ---------------------------------------------------------------------------------------------
// Names, literals in clauses, hints

/// One name part: `name` is the identifier as written, without backquotes ("``" unescaped).
struct Ident {
    std::string name;
    bool quoted = false;
    SourceRange range;
};

/// A possibly qualified object name: `catalog.db.table`, `db.table` or `table`.
struct QualifiedName {
    std::vector<Ident> parts;
    SourceRange range;

    /// The parts joined with '.', unquoted (for messages and catalog look-ups).
    std::string toString() const;
    const Ident &last() const { return parts.back(); }
};

/// A 'string' key/value pair, as in WITH ('k' = 'v') and OPTIONS('k' = 'v'). `key`/`value` are
/// unescaped; the ranges cover the literals as written, quotes included.
struct Property {
    std::string key;
    std::string value;
    SourceRange keyRange;
    SourceRange valueRange;
    SourceRange range; ///< the whole `'k' = 'v'`
};

/// One argument of a hint: `'k' = 'v'` (key set) or a lone `name` / `'text'` (key empty).
struct HintOption {
    std::optional<std::string> key;
    std::string value;
    SourceRange keyRange; ///< invalid when there is no key
    SourceRange valueRange;
};

/// A query or table hint inside a /*+ ... */ comment: `NAME`, `NAME(a, b)` or
/// `NAME('k' = 'v', ...)`. One comment may hold several hints separated by commas.
struct Hint {
    Ident name;                      ///< as written; compare case-insensitively
    std::vector<HintOption> options; ///< in order; all keyed or all key-less
    bool keyValue = false;           ///< true for the `'k' = 'v'` form
    SourceRange range;               ///< the hint itself, e.g. `OPTIONS(...)`
    SourceRange commentRange;        ///< the whole /*+ ... */ comment it came from
};

// ---------------------------------------------------------------------------------------------
// Data types (as spelled in DDL and CAST)

enum class TypeKind : std::uint8_t {
    TinyInt,
    SmallInt,
    Int, ///< INT, INTEGER
    BigInt,
    Float,
    Double,  ///< DOUBLE, DOUBLE PRECISION
    Decimal, ///< DECIMAL, DEC, NUMERIC
    Boolean,
    String,  ///< STRING (= VARCHAR(2147483647))
    Varchar, ///< VARCHAR, CHARACTER VARYING
    Char,    ///< CHAR, CHARACTER
    Bytes,   ///< BYTES (= VARBINARY(2147483647))
    Binary,
    VarBinary,
    Date,
    Time,
    Timestamp,    ///< TIMESTAMP [WITHOUT TIME ZONE]
    TimestampLtz, ///< TIMESTAMP_LTZ, TIMESTAMP WITH LOCAL TIME ZONE
    Interval,     ///< INTERVAL <unit> [TO <unit>] (intervalFrom/intervalTo)
    Row,
    Array,
    Map,
    Multiset,
    Null,
};

/// Flink's spelling of a type kind, e.g. "TIMESTAMP_LTZ".
const char *typeKindName(TypeKind kind);

enum class TimeUnit : std::uint8_t {
    Year,
    Quarter,
    Month,
    Week,
    Day,
    Hour,
    Minute,
    Second,
    Millisecond,
    Microsecond,
    Nanosecond
};
const char *timeUnitName(TimeUnit unit);

struct RowField;

/// A data type as written. `precision` is the first parameter (length of CHAR/VARCHAR/BINARY,
/// precision of DECIMAL/TIME/TIMESTAMP), `scale` the second (DECIMAL); absent when not written.
struct DataType {
    TypeKind kind = TypeKind::Int;
    std::optional<int> precision;
    std::optional<int> scale;
    bool notNull = false;           ///< followed by NOT NULL
    std::vector<DataType> elements; ///< ARRAY/MULTISET: 1 (element); MAP: 2 (key, value)
    std::vector<RowField> fields;   ///< ROW<name type, ...> or ROW(name type, ...)
    TimeUnit intervalFrom = TimeUnit::Second;
    std::optional<TimeUnit> intervalTo;
    SourceRange range;
};

struct RowField {
    Ident name;
    DataType type;
    std::optional<std::string> comment; ///< ROW<a INT 'comment'>
    SourceRange range;
};

// ---------------------------------------------------------------------------------------------
// Expressions

enum class ExprKind : std::uint8_t {
    Literal,
    Interval,  ///< INTERVAL '10' MINUTE [TO ...]
    ColumnRef, ///< a, t.a, `db`.t.a (the binder splits qualifier / column / nested field)
    Star,      ///< *, t.*
    Unary,
    Binary,
    Is, ///< x IS [NOT] NULL|TRUE|FALSE|UNKNOWN
    Between,
    InList,
    InSubquery,
    Like, ///< [NOT] LIKE / SIMILAR TO
    Case,
    Cast,         ///< CAST / TRY_CAST
    FunctionCall, ///< any call, aggregates and OVER windows included
    FieldAccess,  ///< (expr).field, f(x).field
    Index,        ///< expr[index]
    Subquery,     ///< (SELECT ...) as a scalar
    Exists,       ///< EXISTS (SELECT ...)
    TableArg,     ///< TABLE t, a window TVF's table argument
    Descriptor,   ///< DESCRIPTOR(col, ...)
    Symbol,       ///< a keyword argument: DAY in EXTRACT(DAY FROM x), LEADING in TRIM(...)
};

struct Expr {
    const ExprKind kind;
    SourceRange range;
    int height = 1;

    explicit Expr(ExprKind k) : kind(k) {}
    virtual ~Expr() = default;
    Expr(const Expr &) = delete;
    Expr &operator=(const Expr &) = delete;

    template <typename T> bool is() const { return kind == T::kKind; }
    template <typename T> T &as()
    {
        assert(is<T>());
        return static_cast<T &>(*this);
    }
    template <typename T> const T &as() const
    {
        assert(is<T>());
        return static_cast<const T &>(*this);
    }
};

enum class LiteralKind : std::uint8_t {
    Integer, ///< 42 (text holds the digits)
    Decimal, ///< 3.14 (exact numeric)
    Double,  ///< 1e3, 2.5E-2 (approximate numeric)
    String,  ///< 'it''s' -> text "it's"
    Boolean, ///< TRUE/FALSE -> text "TRUE"/"FALSE"
    Null,
    Date,         ///< DATE '2024-01-31' -> text "2024-01-31"
    Time,         ///< TIME '12:00:00'
    Timestamp,    ///< TIMESTAMP '2024-01-31 12:00:00'
    TimestampLtz, ///< TIMESTAMP_LTZ '...'
    Binary,       ///< X'0aFF' -> text "0aFF" (the hexits as written)
};

struct LiteralExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Literal;
    LiteralExpr() : Expr(kKind) {}
    LiteralKind literalKind = LiteralKind::Null;
    std::string text; ///< numbers: source text; strings and typed literals: unescaped content
};

/// INTERVAL [-]'value' unit [(precision)] [TO unit]. `value` is the string content ("10",
/// "1 02:00"); `negative` is set by INTERVAL -'10' ...; a leading '-' in the string stays in it.
struct IntervalExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Interval;
    IntervalExpr() : Expr(kKind) {}
    std::string value;
    bool negative = false;
    TimeUnit from = TimeUnit::Second;
    std::optional<TimeUnit> to;
    bool pluralUnit = false; ///< written MINUTES etc. (Flink accepts the plural forms)
    SourceRange valueRange;
};

struct ColumnRefExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::ColumnRef;
    ColumnRefExpr() : Expr(kKind) {}
    std::vector<Ident> parts; ///< at least one
};

struct StarExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Star;
    StarExpr() : Expr(kKind) {}
    std::vector<Ident> qualifier; ///< empty for a bare *
};

enum class UnaryOp : std::uint8_t { Not, Minus, Plus };

struct UnaryExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Unary;
    UnaryExpr() : Expr(kKind) {}
    UnaryOp op = UnaryOp::Not;
    ExprPtr operand;
};

enum class BinaryOp : std::uint8_t {
    Or,
    And,
    Eq,
    NotEq,
    Lt,
    LtEq,
    Gt,
    GtEq,
    IsDistinctFrom,
    IsNotDistinctFrom,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Concat,
};
/// The operator as SQL spells it ("AND", "<>", "||", "IS DISTINCT FROM", ...).
const char *binaryOpName(BinaryOp op);

struct BinaryExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Binary;
    BinaryExpr() : Expr(kKind) {}
    BinaryOp op = BinaryOp::Eq;
    ExprPtr left;
    ExprPtr right;
    SourceRange opRange; ///< the operator token(s)
};

enum class IsTest : std::uint8_t { Null, True, False, Unknown };

struct IsExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Is;
    IsExpr() : Expr(kKind) {}
    ExprPtr operand;
    IsTest test = IsTest::Null;
    bool negated = false;
};

struct BetweenExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Between;
    BetweenExpr() : Expr(kKind) {}
    ExprPtr operand;
    ExprPtr low;
    ExprPtr high;
    bool negated = false;
    bool symmetric = false; ///< BETWEEN SYMMETRIC
};

struct InListExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::InList;
    InListExpr() : Expr(kKind) {}
    ExprPtr operand;
    std::vector<ExprPtr> list; ///< at least one
    bool negated = false;
};

struct InSubqueryExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::InSubquery;
    InSubqueryExpr() : Expr(kKind) {}
    ExprPtr operand;
    QueryPtr query;
    bool negated = false;
};

struct LikeExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Like;
    LikeExpr() : Expr(kKind) {}
    ExprPtr operand;
    ExprPtr pattern;
    ExprPtr escape; ///< null without ESCAPE
    bool negated = false;
    bool similarTo = false; ///< SIMILAR TO instead of LIKE
};

struct CaseWhen {
    ExprPtr condition; ///< the WHEN value (simple CASE) or condition (searched CASE)
    ExprPtr result;
};

struct CaseExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Case;
    CaseExpr() : Expr(kKind) {}
    ExprPtr operand; ///< null for a searched CASE
    std::vector<CaseWhen> whens;
    ExprPtr elseResult; ///< null without ELSE
};

struct CastExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Cast;
    CastExpr() : Expr(kKind) {}
    ExprPtr operand;
    DataType type;
    bool tryCast = false;
};

enum class FrameUnit : std::uint8_t { Rows, Range };
enum class FrameBoundKind : std::uint8_t {
    UnboundedPreceding,
    Preceding,
    CurrentRow,
    Following,
    UnboundedFollowing
};
struct FrameBound {
    FrameBoundKind kind = FrameBoundKind::CurrentRow;
    ExprPtr offset; ///< for Preceding / Following
    SourceRange range;
};
struct WindowFrame {
    FrameUnit unit = FrameUnit::Rows;
    FrameBound start;
    std::optional<FrameBound> end; ///< absent for `ROWS <bound>` without BETWEEN
    SourceRange range;
};

struct OrderItem {
    ExprPtr expr;
    bool descending = false;
    bool explicitDirection = false; ///< ASC or DESC was written
    std::optional<bool> nullsFirst; ///< NULLS FIRST / NULLS LAST
    SourceRange range;
};

/// OVER (...) or OVER w.
struct WindowSpec {
    std::optional<Ident> name; ///< OVER w, or the base window in OVER (w ORDER BY ...)
    std::vector<ExprPtr> partitionBy;
    std::vector<OrderItem> orderBy;
    std::optional<WindowFrame> frame;
    SourceRange range;
};

/// A call. Special syntaxes are normalised into ordinary arguments: COUNT(*) sets `star`;
/// CAST stays a CastExpr; EXTRACT(u FROM x) -> EXTRACT(Symbol u, x); TRIM([m] [c] FROM s) ->
/// TRIM(Symbol m, c, s) (missing parts are not invented); SUBSTRING(s FROM a FOR b) ->
/// SUBSTRING(s, a, b); POSITION(a IN b) -> POSITION(a, b); ARRAY[...] / MAP[...] -> ARRAY(...) /
/// MAP(...); CURRENT_TIMESTAMP and similar without parentheses set `noParentheses`.
struct FunctionCallExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::FunctionCall;
    FunctionCallExpr() : Expr(kKind) {}
    QualifiedName name;
    std::vector<ExprPtr> args;
    std::vector<Ident> argNames;      ///< named form `f(a => x, ...)`: one per arg; else empty
    bool distinct = false;            ///< COUNT(DISTINCT x)
    bool star = false;                ///< COUNT(*)
    bool noParentheses = false;       ///< CURRENT_TIMESTAMP, LOCALTIMESTAMP, ...
    ExprPtr filter;                   ///< agg(...) FILTER (WHERE filter)
    std::unique_ptr<WindowSpec> over; ///< agg(...) OVER (...)

    /// Upper-case last name part, for quick comparisons ("COUNT", "ROW_NUMBER", "TUMBLE").
    std::string upperName() const;
};

struct FieldAccessExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::FieldAccess;
    FieldAccessExpr() : Expr(kKind) {}
    ExprPtr base;
    Ident field;
};

struct IndexExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Index;
    IndexExpr() : Expr(kKind) {}
    ExprPtr base;
    ExprPtr index;
};

struct SubqueryExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Subquery;
    SubqueryExpr() : Expr(kKind) {}
    QueryPtr query;
};

struct ExistsExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Exists;
    ExistsExpr() : Expr(kKind) {}
    QueryPtr query;
};

/// `TABLE t` as a table-valued function's argument (window TVFs).
struct TableArgExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::TableArg;
    TableArgExpr() : Expr(kKind) {}
    QualifiedName table;
    std::vector<Ident> partitionBy; ///< TABLE t PARTITION BY k, ... (SESSION)
};

/// DESCRIPTOR(col [, col]*), a window TVF's time-column argument.
struct DescriptorExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Descriptor;
    DescriptorExpr() : Expr(kKind) {}
    std::vector<Ident> columns;
};

struct SymbolExpr : Expr {
    static constexpr ExprKind kKind = ExprKind::Symbol;
    SymbolExpr() : Expr(kKind) {}
    std::string name; ///< upper case: "DAY", "LEADING", ...
};

// ---------------------------------------------------------------------------------------------
// Table references (FROM)

enum class TableRefKind : std::uint8_t {
    Named,    ///< t [FOR SYSTEM_TIME AS OF e] [/*+ OPTIONS(...) */] [[AS] alias [(cols)]]
    Subquery, ///< [LATERAL] (query) [AS] alias
    Join,
    TableFunction, ///< TABLE(TUMBLE(...)), LATERAL TABLE(f(x)), UNNEST(arr)
    MatchRecognize, ///< t MATCH_RECOGNIZE (...) [AS] alias
};

struct TableRef {
    const TableRefKind kind;
    SourceRange range;
    int height = 1;
    std::optional<Ident> alias;
    std::vector<Ident> columnAliases; ///< AS t(a, b)

    explicit TableRef(TableRefKind k) : kind(k) {}
    virtual ~TableRef() = default;
    TableRef(const TableRef &) = delete;
    TableRef &operator=(const TableRef &) = delete;

    template <typename T> bool is() const { return kind == T::kKind; }
    template <typename T> T &as()
    {
        assert(is<T>());
        return static_cast<T &>(*this);
    }
    template <typename T> const T &as() const
    {
        assert(is<T>());
        return static_cast<const T &>(*this);
    }
};

struct NamedTableRef : TableRef {
    static constexpr TableRefKind kKind = TableRefKind::Named;
    NamedTableRef() : TableRef(kKind) {}
    QualifiedName name;
    ExprPtr forSystemTimeAsOf; ///< temporal join version, null when absent
    std::vector<Hint> hints;   ///< /*+ OPTIONS(...) */ right after the name
};

struct SubqueryTableRef : TableRef {
    static constexpr TableRefKind kKind = TableRefKind::Subquery;
    SubqueryTableRef() : TableRef(kKind) {}
    QueryPtr query;
    bool lateral = false;
};

enum class JoinType : std::uint8_t {
    Inner, ///< JOIN, INNER JOIN
    Left,  ///< LEFT [OUTER] JOIN
    Right,
    Full,
    Cross, ///< CROSS JOIN
    Comma, ///< FROM a, b
};
const char *joinTypeName(JoinType type);

struct JoinTableRef : TableRef {
    static constexpr TableRefKind kKind = TableRefKind::Join;
    JoinTableRef() : TableRef(kKind) {}
    JoinType joinType = JoinType::Inner;
    TableRefPtr left;
    TableRefPtr right;
    ExprPtr condition;               ///< ON condition; null for CROSS/comma/USING
    std::vector<Ident> usingColumns; ///< USING (a, b)
    bool natural = false;            ///< NATURAL [INNER | LEFT | ...] JOIN: USING every shared name
    std::vector<Hint> hints;         ///< JOIN /*+ OPTIONS('state.ttl.left'=...) */ right
    SourceRange joinKeywordRange;    ///< e.g. `LEFT OUTER JOIN`, or the comma
};

struct TableFunctionRef : TableRef {
    static constexpr TableRefKind kKind = TableRefKind::TableFunction;
    TableFunctionRef() : TableRef(kKind) {}
    std::unique_ptr<FunctionCallExpr> call; ///< TUMBLE(...), f(x), UNNEST(arr)
    bool lateral = false;                   ///< LATERAL TABLE(...)
    bool tableWrapper = true;               ///< written TABLE(...); false for UNNEST(...)
    bool withOrdinality = false;            ///< UNNEST(...) WITH ORDINALITY
};

/// How often a PATTERN element repeats: `*` {0,-1}, `+` {1,-1}, `?` {0,1}, `{n}`, `{n,}`,
/// `{n,m}`, `{,m}` (min -1: not written); max -1 is unbounded. A trailing `?` makes it reluctant.
struct PatternQuantifier {
    int min = 1;
    int max = 1;
    bool reluctant = false;
    bool written = false; ///< a quantifier was written (else exactly once)
    SourceRange range;
};

enum class PatternTermKind : std::uint8_t {
    Variable,    ///< A
    Concat,      ///< A B C
    Alternation, ///< A | B
    Group,       ///< (A B) with a quantifier
    Permute,     ///< PERMUTE(A, B)
    Exclusion,   ///< {- A -}
};

/// A MATCH_RECOGNIZE row pattern, as written.
struct PatternTerm {
    PatternTermKind kind = PatternTermKind::Variable;
    Ident variable;                                  ///< Variable
    std::vector<std::unique_ptr<PatternTerm>> items; ///< the others
    PatternQuantifier quantifier;
    SourceRange range;
};

enum class AfterMatchSkip : std::uint8_t {
    Default,     ///< not written: Flink skips to the next row
    PastLastRow, ///< AFTER MATCH SKIP PAST LAST ROW
    ToNextRow,   ///< AFTER MATCH SKIP TO NEXT ROW
    ToFirst,     ///< AFTER MATCH SKIP TO FIRST var
    ToLast,      ///< AFTER MATCH SKIP TO LAST var, or TO var
};

struct MatchMeasure {
    ExprPtr expr;
    Ident name;
};

struct MatchDefinition {
    Ident variable;
    ExprPtr condition;
};

struct MatchSubset {
    Ident name;
    std::vector<Ident> variables;
};

/// `input MATCH_RECOGNIZE (PARTITION BY ... ORDER BY ... MEASURES ... [ONE ROW | ALL ROWS] PER
/// MATCH AFTER MATCH SKIP ... PATTERN (...) [WITHIN interval] [SUBSET ...] DEFINE ...)`.
struct MatchRecognizeRef : TableRef {
    static constexpr TableRefKind kKind = TableRefKind::MatchRecognize;
    MatchRecognizeRef() : TableRef(kKind) {}
    TableRefPtr input;
    std::vector<ExprPtr> partitionBy;
    std::vector<OrderItem> orderBy;
    std::vector<MatchMeasure> measures;
    bool allRowsPerMatch = false;
    SourceRange rowsPerMatchRange; ///< invalid when not written
    AfterMatchSkip afterMatch = AfterMatchSkip::Default;
    Ident afterMatchVariable; ///< ToFirst / ToLast
    SourceRange afterMatchRange;
    bool anchorStart = false; ///< PATTERN (^ ...)
    bool anchorEnd = false;   ///< PATTERN (... $)
    std::unique_ptr<PatternTerm> pattern;
    SourceRange patternRange; ///< the parenthesized pattern
    ExprPtr within;           ///< WITHIN interval; null when absent
    std::vector<MatchSubset> subsets;
    std::vector<MatchDefinition> definitions;
};

// ---------------------------------------------------------------------------------------------
// Queries

enum class QueryKind : std::uint8_t { Select, SetOperation, Values };

/// WITH name [(cols)] AS (query)
struct CommonTableExpr {
    Ident name;
    std::vector<Ident> columns;
    QueryPtr query;
    SourceRange range;
};

struct Query {
    const QueryKind kind;
    SourceRange range;
    int height = 1;
    std::vector<CommonTableExpr> with; ///< WITH ... preceding this query
    std::vector<OrderItem> orderBy;    ///< ORDER BY of this query (the planner decides)
    ExprPtr limit;                     ///< LIMIT n / FETCH FIRST n ROWS ONLY
    ExprPtr offset;                    ///< OFFSET n

    explicit Query(QueryKind k) : kind(k) {}
    virtual ~Query() = default;
    Query(const Query &) = delete;
    Query &operator=(const Query &) = delete;

    template <typename T> bool is() const { return kind == T::kKind; }
    template <typename T> T &as()
    {
        assert(is<T>());
        return static_cast<T &>(*this);
    }
    template <typename T> const T &as() const
    {
        assert(is<T>());
        return static_cast<const T &>(*this);
    }
};

struct SelectItem {
    ExprPtr expr; ///< a StarExpr for * and t.*
    std::optional<Ident> alias;
    SourceRange range;
};

struct NamedWindow {
    Ident name;
    WindowSpec spec;
};

/// One element of GROUP BY: an expression (a row `(a, b)` groups by each of its fields), `()`,
/// or ROLLUP(...), CUBE(...) or GROUPING SETS(...) over further elements.
struct GroupingElement {
    enum class Kind : std::uint8_t { Expr, Empty, Rollup, Cube, GroupingSets };
    Kind kind = Kind::Expr;
    ExprPtr expr;                          ///< Kind::Expr
    std::vector<GroupingElement> elements; ///< ROLLUP and CUBE: expressions only
    SourceRange range;
};

struct SelectQuery : Query {
    static constexpr QueryKind kKind = QueryKind::Select;
    SelectQuery() : Query(kKind) {}
    std::vector<Hint> hints; ///< SELECT /*+ STATE_TTL(...) */
    bool distinct = false;
    bool all = false; ///< SELECT ALL written
    std::vector<SelectItem> items;
    TableRefPtr from; ///< null for SELECT without FROM
    ExprPtr where;
    std::vector<GroupingElement> groupBy;
    ExprPtr having;
    std::vector<NamedWindow> windows; ///< WINDOW w AS (...)
};

enum class SetOpKind : std::uint8_t { Union, Intersect, Except };

struct SetOperationQuery : Query {
    static constexpr QueryKind kKind = QueryKind::SetOperation;
    SetOperationQuery() : Query(kKind) {}
    SetOpKind op = SetOpKind::Union;
    bool all = false;
    QueryPtr left;
    QueryPtr right;
};

struct ValuesQuery : Query {
    static constexpr QueryKind kKind = QueryKind::Values;
    ValuesQuery() : Query(kKind) {}
    std::vector<std::vector<ExprPtr>> rows;
};

// ---------------------------------------------------------------------------------------------
// Statements

enum class StatementKind : std::uint8_t {
    CreateTable,
    CreateView,
    Drop,
    Insert,
    Query,        ///< a bare SELECT / VALUES / WITH ... (results shown to the user)
    StatementSet, ///< EXECUTE STATEMENT SET BEGIN ... END / BEGIN STATEMENT SET; ... END
    Set,
    Reset,
    Explain,
    Show,
    Describe,
    StopJob, ///< STOP JOB 'id' [WITH SAVEPOINT] [WITH DRAIN] (the SQL client's job statements)
};

/// A statement. `range` runs from its first token through its terminating ';' when there is
/// one; `terminated` tells whether there was.
struct Statement {
    const StatementKind kind;
    SourceRange range;
    bool terminated = false;

    explicit Statement(StatementKind k) : kind(k) {}
    virtual ~Statement() = default;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    template <typename T> bool is() const { return kind == T::kKind; }
    template <typename T> T &as()
    {
        assert(is<T>());
        return static_cast<T &>(*this);
    }
    template <typename T> const T &as() const
    {
        assert(is<T>());
        return static_cast<const T &>(*this);
    }
};

enum class ColumnKind : std::uint8_t {
    Physical, ///< name type
    Computed, ///< name AS expr
    Metadata, ///< name type METADATA [FROM 'key'] [VIRTUAL]
};

struct ColumnDef {
    Ident name;
    ColumnKind columnKind = ColumnKind::Physical;
    DataType type;                          ///< Physical and Metadata
    ExprPtr expression;                     ///< Computed
    std::optional<std::string> metadataKey; ///< METADATA FROM 'key'
    SourceRange metadataKeyRange;
    bool isVirtual = false;  ///< METADATA ... VIRTUAL
    bool primaryKey = false; ///< column-level PRIMARY KEY NOT ENFORCED
    std::optional<std::string> comment;
    SourceRange range;
};

struct WatermarkDef {
    std::vector<Ident> column; ///< the rowtime column (a nested field has several parts)
    ExprPtr expression;
    SourceRange range;
};

struct PrimaryKeyDef {
    std::optional<Ident> constraintName; ///< CONSTRAINT name PRIMARY KEY ...
    std::vector<Ident> columns;
    SourceRange range;
};

/// One option of CREATE TABLE ... LIKE: {INCLUDING | EXCLUDING | OVERWRITING} {ALL | CONSTRAINTS
/// | PARTITIONS | GENERATED | OPTIONS | WATERMARKS | METADATA}.
struct LikeOption {
    enum class Strategy : std::uint8_t { Including, Excluding, Overwriting };
    enum class Feature : std::uint8_t { All, Constraints, Partitions, Generated, Options, Watermarks, Metadata };
    Strategy strategy = Strategy::Including;
    Feature feature = Feature::All;
    SourceRange range;
};

struct LikeClause {
    QualifiedName source;
    std::vector<LikeOption> options;
    SourceRange range;
};

struct CreateTableStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::CreateTable;
    CreateTableStatement() : Statement(kKind) {}
    bool temporary = false;
    bool ifNotExists = false;
    QualifiedName name;
    std::vector<ColumnDef> columns;
    std::optional<WatermarkDef> watermark;
    std::optional<PrimaryKeyDef> primaryKey; ///< table-level or column-level (range of either)
    std::optional<std::string> comment;
    std::vector<Ident> partitionedBy;
    std::vector<Property> options; ///< WITH (...), in order (duplicates kept)
    SourceRange withRange;         ///< `WITH (...)`, invalid when absent
    std::optional<LikeClause> like; ///< CREATE TABLE t (...) LIKE source (...)
    QueryPtr asQuery;               ///< CREATE TABLE t WITH (...) AS query
};

struct CreateViewStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::CreateView;
    CreateViewStatement() : Statement(kKind) {}
    bool temporary = false;
    bool ifNotExists = false;
    QualifiedName name;
    std::vector<Ident> columns;
    std::optional<std::string> comment;
    QueryPtr query;
};

enum class DropObject : std::uint8_t { Table, View };

struct DropStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Drop;
    DropStatement() : Statement(kKind) {}
    DropObject object = DropObject::Table;
    bool temporary = false;
    bool ifExists = false;
    QualifiedName name;
};

struct PartitionValue {
    Ident column;
    ExprPtr value;
};

struct InsertStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Insert;
    InsertStatement() : Statement(kKind) {}
    bool overwrite = false;
    QualifiedName table;
    std::vector<Hint> tableHints;          ///< INSERT INTO t /*+ OPTIONS(...) */
    std::vector<PartitionValue> partition; ///< PARTITION (k = v, ...)
    std::vector<Ident> columns;            ///< (a, b), empty when absent
    QueryPtr query;
};

struct QueryStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Query;
    QueryStatement() : Statement(kKind) {}
    QueryPtr query;
};

struct StatementSetStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::StatementSet;
    StatementSetStatement() : Statement(kKind) {}
    std::vector<std::unique_ptr<InsertStatement>> inserts;
    bool executeForm = true; ///< EXECUTE STATEMENT SET BEGIN ... END; false: BEGIN STATEMENT SET;
};

/// SET; | SET key = value; with key/value quoted or bare. `key`/`value` are the unescaped
/// contents (bare ones exactly as written); the ranges cover them as written, quotes included,
/// so a form can rewrite them in place.
struct SetStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Set;
    SetStatement() : Statement(kKind) {}
    bool hasKey = false; ///< false for a bare SET; (list the configuration)
    std::string key;
    std::string value;
    bool keyQuoted = false;
    bool valueQuoted = false;
    SourceRange keyRange;
    SourceRange valueRange;
};

struct ResetStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Reset;
    ResetStatement() : Statement(kKind) {}
    bool hasKey = false;
    std::string key;
    bool keyQuoted = false;
    SourceRange keyRange;
};

struct ExplainStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Explain;
    ExplainStatement() : Statement(kKind) {}
    std::vector<Ident> details; ///< CHANGELOG_MODE, ESTIMATED_COST, JSON_EXECUTION_PLAN, ...
    StatementPtr statement;     ///< Query, Insert or StatementSet
};

enum class ShowObject : std::uint8_t {
    Tables, Views, Functions, Catalogs, Databases, Jobs, Modules,
    CreateTable, CreateView, Columns, CurrentCatalog, CurrentDatabase,
};

struct ShowStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Show;
    ShowStatement() : Statement(kKind) {}
    ShowObject object = ShowObject::Tables;
    bool userFunctions = false; ///< SHOW USER FUNCTIONS
    bool full = false;          ///< SHOW FULL MODULES
    QualifiedName target;       ///< FROM/IN database, or the table of CREATE TABLE / COLUMNS
    std::optional<std::string> likePattern; ///< [NOT] LIKE | ILIKE 'pattern'
    bool notLike = false;
    bool ilike = false;
};

/// STOP JOB 'id' [WITH SAVEPOINT [WITH DRAIN]]: cancels a running job, or stops it with a
/// savepoint (Flink 1.20's SQL client and gateway; SHOW JOBS is a ShowStatement).
struct StopJobStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::StopJob;
    StopJobStatement() : Statement(kKind) {}
    std::string jobId;
    SourceRange jobIdRange;
    bool withSavepoint = false;
    bool withDrain = false;
};

struct DescribeStatement : Statement {
    static constexpr StatementKind kKind = StatementKind::Describe;
    DescribeStatement() : Statement(kKind) {}
    QualifiedName name;
};

/// A parsed script: the text it came from (ranges index into it) and its statements in order.
/// Statements that failed to parse are left out; their errors are in the diagnostics.
struct Script {
    std::string text;
    std::vector<StatementPtr> statements;
    /// Names that statements left out as valid Flink SQL the engine cannot run would define
    /// (CREATE TABLE t ... LIKE s), and what each statement is.
    std::vector<std::pair<std::string, std::string>> unsupportedDefinitions;
    /// Functions that CREATE FUNCTION statements define from JVM classes, which run on Flink
    /// only: calls to them are valid Flink SQL the engine cannot run.
    std::vector<std::string> jvmFunctions;
};

} // namespace sluice::sql
