// Catalogue entries: aggregates, grouping, OVER (ranking) functions, windows, time attributes
// and the functions of MATCH_RECOGNIZE.

#include "sql/function_catalog_entries.h"

namespace sluice::detail {
namespace {

using C = FunctionCategory;

constexpr FunctionInfo kEntries[] = {
    // --- Aggregates (cases are evaluated over the whole fixture table) -------------------------
    runs("COUNT", C::Aggregate, "COUNT(*) | COUNT([DISTINCT] x)", "BIGINT NOT NULL",
         "Counts rows, or the non-NULL (optionally distinct) values of x.",
         "COUNT(*)\nCOUNT(i)\nCOUNT(DISTINCT bo)\nCOUNT(s) FILTER (WHERE i > 0)"),
    runs("SUM", C::Aggregate, "SUM([DISTINCT] x)", "the sum type of x",
         "Adds up the non-NULL values of x; NULL when there are none.",
         "SUM(i)\nSUM(b)\nSUM(d)\nSUM(n)\nSUM(DISTINCT i)"),
    runs("MIN", C::Aggregate, "MIN(x)", "the type of x", "The smallest non-NULL value of x.",
         "MIN(i)\nMIN(s)\nMIN(ts)\nMIN(n)"),
    runs("MAX", C::Aggregate, "MAX(x)", "the type of x", "The largest non-NULL value of x.",
         "MAX(i)\nMAX(s)\nMAX(dt)\nMAX(d)"),
    runs("AVG", C::Aggregate, "AVG([DISTINCT] x)", "the type of x",
         "The mean of the non-NULL values of x, in x's type (AVG of INT is INT).",
         "AVG(i)\nAVG(b)\nAVG(d)\nAVG(n)"),
    runs("STDDEV_POP", C::Aggregate, "STDDEV_POP([DISTINCT] x)", "the AVG type of x",
         "The population standard deviation of the non-NULL values of x (integers stay integers).",
         "STDDEV_POP(i)\nSTDDEV_POP(d)\nSTDDEV_POP(n)\nSTDDEV_POP(b)\nSTDDEV_POP(DISTINCT i)\nSTDDEV_POP(CAST(i AS DOUBLE))"),
    runs("STDDEV_SAMP", C::Aggregate, "STDDEV_SAMP([DISTINCT] x)", "the AVG type of x",
         "The sample standard deviation of the non-NULL values of x; NULL for one value.",
         "STDDEV_SAMP(i)\nSTDDEV_SAMP(d)\nSTDDEV_SAMP(n)\nSTDDEV_SAMP(CAST(i AS FLOAT))"),
    runs("STDDEV", C::Aggregate, "STDDEV([DISTINCT] x)", "the AVG type of x",
         "The sample standard deviation (STDDEV_SAMP).", "STDDEV(d)\nSTDDEV(i)"),
    runs("VAR_POP", C::Aggregate, "VAR_POP([DISTINCT] x)", "the AVG type of x",
         "The population variance of the non-NULL values of x.",
         "VAR_POP(i)\nVAR_POP(d)\nVAR_POP(n)\nVAR_POP(CAST(i AS TINYINT))"),
    runs("VAR_SAMP", C::Aggregate, "VAR_SAMP([DISTINCT] x)", "the AVG type of x",
         "The sample variance of the non-NULL values of x; NULL for one value.",
         "VAR_SAMP(i)\nVAR_SAMP(d)\nVAR_SAMP(n)\nVAR_SAMP(b) FILTER (WHERE i > 0)"),
    runs("VARIANCE", C::Aggregate, "VARIANCE([DISTINCT] x)", "the AVG type of x",
         "The sample variance (VAR_SAMP).", "VARIANCE(d)\nVARIANCE(n)"),
    runs("COLLECT", C::Aggregate, "COLLECT([DISTINCT] x)", "MULTISET<type of x> NOT NULL",
         "The non-NULL values of x as a multiset (value -> count).",
         "COLLECT(i)\nCOLLECT(s)\nCOLLECT(DISTINCT bo)\nCOLLECT(b)\nCOLLECT(i) FILTER (WHERE i > 0)"),
    runs("LISTAGG", C::Aggregate, "LISTAGG([DISTINCT] x [, separator])", "the type of x",
         "The non-NULL values of x in arrival order, joined by the separator literal (',' by "
         "default); NULL when there are none.",
         "LISTAGG(s)\nLISTAGG(s, '-')\nLISTAGG(DISTINCT s)\nLISTAGG(CAST(i AS STRING)) FILTER (WHERE i > 0)\nLISTAGG(CAST(b AS STRING), '')\nLISTAGG(CAST(NULL AS STRING))\nLISTAGG(CAST(i AS CHAR(3)))"),
    runs("ARRAY_AGG", C::Aggregate, "ARRAY_AGG([DISTINCT] x [RESPECT | IGNORE NULLS])",
         "ARRAY<type of x>",
         "The values of x in arrival order as an array, NULLs included unless IGNORE NULLS; "
         "NULL when there are none.",
         "ARRAY_AGG(i)\nARRAY_AGG(i IGNORE NULLS)\nARRAY_AGG(s RESPECT NULLS)\nARRAY_AGG(DISTINCT bo)\nARRAY_AGG(n)\nARRAY_AGG(ts)\nARRAY_AGG(i) FILTER (WHERE i > 100)"),
    runs("APPROX_COUNT_DISTINCT", C::Aggregate, "APPROX_COUNT_DISTINCT(x)", "BIGINT",
         "An estimate of the number of distinct non-NULL values of x, by Flink's HyperLogLog++ "
         "sketch (2^14 registers, XXH64 hashes): exact up to a few thousand values, within about "
         "1% beyond (batch mode only, as in Flink). Between about 41,000 and 82,000 distinct "
         "values Flink also subtracts an empirical bias the engine does not apply, so the two "
         "estimates differ there (by up to about 2%)."),
    runs("FIRST_VALUE", C::Aggregate, "FIRST_VALUE(x) | FIRST_VALUE(x) OVER (...)", "the type of x",
         "The first non-NULL value of x (of numbers, booleans, VARCHAR and DECIMAL); over an "
         "updating input, the first one still held.",
         "FIRST_VALUE(i)\nFIRST_VALUE(s)\nFIRST_VALUE(n)\nFIRST_VALUE(bo)\nFIRST_VALUE(d)\nFIRST_VALUE(ts)\nFIRST_VALUE(CAST(s AS CHAR(3)))"),
    runs("LAST_VALUE", C::Aggregate, "LAST_VALUE(x) | LAST_VALUE(x) OVER (...)", "the type of x",
         "The last non-NULL value of x (of numbers, booleans, VARCHAR and DECIMAL); over an "
         "updating input, the last one still held.",
         "LAST_VALUE(i)\nLAST_VALUE(s)\nLAST_VALUE(b)\nLAST_VALUE(bo)\nLAST_VALUE(dt)"),
    // --- Grouping -----------------------------------------------------------------------------
    // Their cases are in tests/flink/runs (functions/grouping_sets*.sql): they need a GROUP BY.
    runs("GROUPING", C::Grouping, "GROUPING(expr1 [, expr2, ...])", "BIGINT NOT NULL",
         "In a GROUP BY with GROUPING SETS, ROLLUP or CUBE: 1 when the row's grouping set leaves "
         "expr out, else 0; with several expressions, their bits as one number (the first highest)."),
    runs("GROUPING_ID", C::Grouping, "GROUPING_ID(expr1, expr2, ...)", "BIGINT NOT NULL",
         "The GROUPING bits of the expressions as one number, the first expression highest."),
    runs("GROUP_ID", C::Grouping, "GROUP_ID()", "BIGINT NOT NULL",
         "Tells apart the rows of a grouping set listed more than once: 0 for its first listing, "
         "then 1, 2, ..."),
    // --- OVER window functions ----------------------------------------------------------------
    runs("ROW_NUMBER", C::Ranking, "ROW_NUMBER() OVER (PARTITION BY ... ORDER BY ...)", "BIGINT NOT NULL",
         "Numbers the rows of each partition from 1 in the window's order; filtered with rn <= N "
         "it expresses Top-N and deduplication."),
    runs("RANK", C::Ranking, "RANK() OVER (PARTITION BY ... ORDER BY ...)", "BIGINT NOT NULL",
         "The rank of the row in its partition, with gaps after ties (Top-N with rk <= N)."),
    runs("DENSE_RANK", C::Ranking, "DENSE_RANK() OVER (PARTITION BY ... ORDER BY ...)",
         "BIGINT NOT NULL", "The rank of the row in its partition, without gaps after ties."),
    runs("LAG", C::Ranking, "LAG(x [, offset [, default]]) OVER (...)", "the type of x",
         "The value of x offset rows (1 by default) before the current row of the window."),
    runs("LEAD", C::Ranking, "LEAD(x [, offset [, default]]) OVER (...)", "the type of x",
         "The value of x offset rows after the current row (Flink runs it in batch mode only)."),
    runs("NTILE", C::Ranking, "NTILE(n) OVER (...)", "BIGINT",
         "The bucket (1 to n) of the row in its partition, the first (rows % n) buckets one row "
         "larger (batch mode only, as in Flink)."),
    runs("CUME_DIST", C::Ranking, "CUME_DIST() OVER (...)", "DOUBLE",
         "The fraction of the partition's rows ordered at or before the row, its peers included "
         "(batch mode only, as in Flink)."),
    runs("PERCENT_RANK", C::Ranking, "PERCENT_RANK() OVER (...)", "DOUBLE",
         "(rank - 1) / (rows - 1) of the row in its partition, 0 for a single row (batch mode "
         "only, as in Flink)."),
    // --- Windows ------------------------------------------------------------------------------
    runs("TUMBLE", C::Window, "TUMBLE(TABLE t, DESCRIPTOR(time_col), size [, offset]) | "
                              "GROUP BY TUMBLE(time_col, size)",
         "window_start, window_end, window_time",
         "Assigns each row to one fixed-size window that does not overlap the others."),
    runs("HOP", C::Window, "HOP(TABLE t, DESCRIPTOR(time_col), slide, size [, offset]) | "
                           "GROUP BY HOP(time_col, slide, size)",
         "window_start, window_end, window_time",
         "Assigns each row to every fixed-size window covering it, windows starting every slide."),
    runs("CUMULATE", C::Window, "CUMULATE(TABLE t, DESCRIPTOR(time_col), step, size [, offset])",
         "window_start, window_end, window_time",
         "Assigns each row to windows that share a start and grow by step up to size."),
    runs("SESSION", C::Window, "SESSION(TABLE t [PARTITION BY k], DESCRIPTOR(time_col), gap) | "
                               "GROUP BY SESSION(time_col, gap)",
         "window_start, window_end, window_time",
         "Groups rows into sessions that close after gap without rows."),
    runs("TUMBLE_START", C::Window, "TUMBLE_START(time_col, size)", "TIMESTAMP(3)",
         "The start of the GROUP BY TUMBLE window."),
    runs("TUMBLE_END", C::Window, "TUMBLE_END(time_col, size)", "TIMESTAMP(3)",
         "The end of the GROUP BY TUMBLE window."),
    runs("TUMBLE_ROWTIME", C::Window, "TUMBLE_ROWTIME(time_col, size)", "TIMESTAMP(3) *ROWTIME*",
         "The window's last millisecond as a rowtime attribute, for windows downstream."),
    runs("TUMBLE_PROCTIME", C::Window, "TUMBLE_PROCTIME(time_col, size)", "TIMESTAMP_LTZ(3) *PROCTIME*",
         "A processing-time attribute for the window's results."),
    runs("HOP_START", C::Window, "HOP_START(time_col, slide, size)", "TIMESTAMP(3)",
         "The start of the GROUP BY HOP window."),
    runs("HOP_END", C::Window, "HOP_END(time_col, slide, size)", "TIMESTAMP(3)",
         "The end of the GROUP BY HOP window."),
    runs("HOP_ROWTIME", C::Window, "HOP_ROWTIME(time_col, slide, size)", "TIMESTAMP(3) *ROWTIME*",
         "The window's last millisecond as a rowtime attribute."),
    runs("HOP_PROCTIME", C::Window, "HOP_PROCTIME(time_col, slide, size)", "TIMESTAMP_LTZ(3) *PROCTIME*",
         "A processing-time attribute for the window's results."),
    runs("SESSION_START", C::Window, "SESSION_START(time_col, gap)", "TIMESTAMP(3)",
         "The start of the GROUP BY SESSION window."),
    runs("SESSION_END", C::Window, "SESSION_END(time_col, gap)", "TIMESTAMP(3)",
         "The end of the GROUP BY SESSION window."),
    runs("SESSION_ROWTIME", C::Window, "SESSION_ROWTIME(time_col, gap)", "TIMESTAMP(3) *ROWTIME*",
         "The session's last millisecond as a rowtime attribute."),
    runs("SESSION_PROCTIME", C::Window, "SESSION_PROCTIME(time_col, gap)",
         "TIMESTAMP_LTZ(3) *PROCTIME*", "A processing-time attribute for the session's results."),
    // --- Time attributes ----------------------------------------------------------------------
    runs("PROCTIME", C::TimeAttribute, "PROCTIME()", "TIMESTAMP_LTZ(3) *PROCTIME*",
         "Declares a processing-time attribute: the wall-clock time a row is processed at."),
    runs("CURRENT_WATERMARK", C::TimeAttribute, "CURRENT_WATERMARK(rowtime_col)",
         "the rowtime's type, nullable",
         "The watermark the operator has seen, NULL before the first one."),
    flinkOnly("SOURCE_WATERMARK", C::TimeAttribute, "WATERMARK FOR col AS SOURCE_WATERMARK()",
              "the rowtime's type", "Takes the watermarks the source connector emits itself.",
              "none of the engine's connectors emits its own watermarks"),
    // --- MATCH_RECOGNIZE ----------------------------------------------------------------------
    runs("FIRST", C::Pattern, "FIRST(var.col [, n])", "the type of col",
         "col on the n-th row (from 0) mapped to the pattern variable, or NULL."),
    runs("LAST", C::Pattern, "LAST(var.col [, n])", "the type of col",
         "col on the n-th row from the end (0: the last) mapped to the pattern variable."),
    runs("PREV", C::Pattern, "PREV(var.col, 0)", "the type of col",
         "The current row's col; Flink refuses other offsets."),
    runs("MATCH_ROWTIME", C::Pattern, "MATCH_ROWTIME([rowtime_col])", "TIMESTAMP(3) *ROWTIME*",
         "A match's time as a rowtime attribute, so windows and joins can follow the match."),
    runs("MATCH_PROCTIME", C::Pattern, "MATCH_PROCTIME()", "TIMESTAMP_LTZ(3) *PROCTIME*",
         "The processing time a match is emitted at, as a proctime attribute."),
};

} // namespace

std::span<const FunctionInfo> queryFunctionEntries() { return kEntries; }

} // namespace sluice::detail
