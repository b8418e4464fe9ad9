// The built-in function catalogue shown by completion and documentation. Descriptions are our
// own; semantics follow Flink's built-in functions.

#include <sluice/sql_tokens.h>

namespace sluice {

const std::vector<FunctionInfo> &builtinFunctions()
{
    static const std::vector<FunctionInfo> functions = {
        // Strings
        {"UPPER", "UPPER(str)", "Returns the string with every letter in upper case.", false},
        {"LOWER", "LOWER(str)", "Returns the string with every letter in lower case.", false},
        {"TRIM", "TRIM([BOTH | LEADING | TRAILING] [chars] FROM str)",
         "Removes the given characters (spaces by default) from one or both ends of the string.",
         false},
        {"CONCAT", "CONCAT(str1, str2, ...)",
         "Joins its arguments into one string; NULL when any argument is NULL.", false},
        {"CONCAT_WS", "CONCAT_WS(separator, str1, str2, ...)",
         "Joins the non-NULL arguments with the separator placed between them.", false},
        {"SUBSTRING", "SUBSTRING(str FROM start [FOR length]) or SUBSTRING(str, start [, length])",
         "Returns the part of the string beginning at the 1-based start position, optionally "
         "limited to length characters.",
         false},
        {"CHAR_LENGTH", "CHAR_LENGTH(str)", "Counts the characters (not bytes) in the string.",
         false},
        {"REPLACE", "REPLACE(str, search, replacement)",
         "Substitutes every occurrence of search in the string with replacement.", false},
        {"REGEXP_EXTRACT", "REGEXP_EXTRACT(str, regex [, group])",
         "Returns the text matched by the given capture group of the regular expression, or "
         "NULL when nothing matches.",
         false},
        {"SPLIT_INDEX", "SPLIT_INDEX(str, delimiter, index)",
         "Splits the string at the delimiter and returns the piece at the 0-based index, or NULL "
         "past the end.",
         false},
        // Arithmetic
        {"MOD", "MOD(a, b)", "Returns the remainder of dividing a by b.", false},
        {"ABS", "ABS(x)", "Returns the absolute value of the number.", false},
        {"ROUND", "ROUND(x [, digits])",
         "Rounds the number half away from zero to the given number of decimal places (0 by "
         "default).",
         false},
        {"FLOOR", "FLOOR(x) or FLOOR(time TO unit)",
         "Rounds a number down to an integer, or a time value down to the start of the unit.",
         false},
        {"CEIL", "CEIL(x) or CEIL(time TO unit)",
         "Rounds a number up to an integer, or a time value up to the next unit boundary.", false},
        {"POWER", "POWER(base, exponent)", "Raises base to the given exponent, as a DOUBLE.",
         false},
        // Conditionals
        {"COALESCE", "COALESCE(v1, v2, ...)", "Returns the first argument that is not NULL.",
         false},
        {"IF", "IF(condition, then, else)",
         "Picks the second argument when the condition is TRUE and the third otherwise.", false},
        // Time
        {"DATE_FORMAT", "DATE_FORMAT(timestamp, format)",
         "Renders a timestamp as text with a Java-style date pattern such as 'yyyy-MM-dd HH:mm'.",
         false},
        {"HOUR", "HOUR(timestamp)", "Returns the hour of the day (0 to 23) of the timestamp.",
         false},
        {"TO_TIMESTAMP", "TO_TIMESTAMP(str [, format])",
         "Parses text into a TIMESTAMP(3), by default in the 'yyyy-MM-dd HH:mm:ss' layout.", false},
        {"CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP",
         "The current time as a TIMESTAMP_LTZ(3), re-evaluated for every record in streaming.",
         false},
        {"LOCALTIMESTAMP", "LOCALTIMESTAMP",
         "The current time in the session time zone as a TIMESTAMP(3).", false},
        {"PROCTIME", "PROCTIME()",
         "Declares a processing-time attribute: the wall-clock time at which a row is processed.",
         false},
        // Nested values
        {"ROW", "ROW(v1, v2, ...)",
         "Builds a ROW value from its arguments; its fields are named EXPR$0, EXPR$1, ...", false},
        {"ARRAY", "ARRAY[v1, v2, ...]",
         "Builds an ARRAY of the arguments, widened to their common type. Elements are read with "
         "arr[i], counting from 1.",
         false},
        {"MAP", "MAP[k1, v1, k2, v2, ...]",
         "Builds a MAP from key/value pairs; the last value wins for a repeated key. Values are "
         "read with map[key].",
         false},
        {"CARDINALITY", "CARDINALITY(array | map)",
         "Returns the number of elements of an array or entries of a map.", false},
        {"ELEMENT", "ELEMENT(array)",
         "Returns the only element of a one-element array, NULL for an empty array, and fails "
         "for a longer one.",
         false},
        {"ARRAY_CONTAINS", "ARRAY_CONTAINS(array, element)",
         "Whether the array holds the element (a NULL element matches NULL).", false},
        {"ARRAY_POSITION", "ARRAY_POSITION(array, element)",
         "The 1-based position of the element's first occurrence, 0 when absent.", false},
        {"ARRAY_REVERSE", "ARRAY_REVERSE(array)", "The array's elements in reverse order.", false},
        {"ARRAY_DISTINCT", "ARRAY_DISTINCT(array)",
         "The array without repeated elements, each kept where it first appears.", false},
        {"ARRAY_REMOVE", "ARRAY_REMOVE(array, element)",
         "The array without every element equal to the given one.", false},
        {"ARRAY_APPEND", "ARRAY_APPEND(array, element)", "The array with the element added at its end.",
         false},
        {"ARRAY_PREPEND", "ARRAY_PREPEND(array, element)",
         "The array with the element added at its start.", false},
        {"ARRAY_CONCAT", "ARRAY_CONCAT(array1, array2, ...)",
         "The arrays joined end to end; NULL when any of them is NULL.", false},
        {"ARRAY_SLICE", "ARRAY_SLICE(array, start [, end])",
         "The elements from start to end (1-based, inclusive; negative positions count from the "
         "end).",
         false},
        {"ARRAY_JOIN", "ARRAY_JOIN(array, delimiter [, nullReplacement])",
         "The string elements joined by the delimiter, NULL elements skipped unless a "
         "replacement is given.",
         false},
        {"ARRAY_MAX", "ARRAY_MAX(array)", "The array's largest non-NULL element.", false},
        {"ARRAY_MIN", "ARRAY_MIN(array)", "The array's smallest non-NULL element.", false},
        {"MAP_KEYS", "MAP_KEYS(map)", "The map's keys as an array.", false},
        {"MAP_VALUES", "MAP_VALUES(map)", "The map's values as an array.", false},
        {"MAP_ENTRIES", "MAP_ENTRIES(map)", "The map's entries as an array of ROW(key, value).",
         false},
        {"MAP_FROM_ARRAYS", "MAP_FROM_ARRAYS(keys, values)",
         "A map pairing the keys array with the values array, which must be as long.", false},
        // Conversions (special syntax)
        {"CAST", "CAST(value AS type)",
         "Converts the value to the given type and fails the job when that is impossible.", false},
        {"TRY_CAST", "TRY_CAST(value AS type)",
         "Converts the value to the given type, yielding NULL instead of failing.", false},
        // Aggregates
        {"COUNT", "COUNT(*) | COUNT([DISTINCT] x)",
         "Counts rows, or the non-NULL (optionally distinct) values of x, as a BIGINT.", true},
        {"SUM", "SUM([DISTINCT] x)", "Adds up the non-NULL values of x.", true},
        {"MIN", "MIN(x)", "Returns the smallest non-NULL value of x.", true},
        {"MAX", "MAX(x)", "Returns the largest non-NULL value of x.", true},
        {"AVG", "AVG([DISTINCT] x)",
         "Averages the non-NULL values of x, keeping the argument's type (AVG of INT is INT).",
         true},
        // Ranking (with OVER)
        {"ROW_NUMBER", "ROW_NUMBER() OVER (PARTITION BY ... ORDER BY ...)",
         "Numbers the rows of each partition from 1 in the window's order; filtered with rn <= N "
         "it expresses Top-N and deduplication.",
         false},
        // Row pattern recognition (MEASURES and DEFINE of MATCH_RECOGNIZE)
        {"FIRST", "FIRST(var.col [, n])",
         "Reads col on the n-th row (from 0) mapped to the pattern variable, or NULL when there "
         "is no such row.",
         false},
        {"LAST", "LAST(var.col [, n])",
         "Reads col on the n-th row from the end (0: the last) mapped to the pattern variable; "
         "var.col alone is LAST(var.col, 0).",
         false},
        {"PREV", "PREV(var.col, 0)",
         "The current row's col; Flink refuses other offsets (physical offsets).", false},
        {"MATCH_ROWTIME", "MATCH_ROWTIME([rowtime_col])",
         "A match's time as a rowtime attribute, so windows and joins can follow the match.",
         false},
        {"MATCH_PROCTIME", "MATCH_PROCTIME()",
         "The processing time a match is emitted at, as a proctime attribute.", false},
        // Window table-valued functions (in FROM TABLE(...))
        {"TUMBLE", "TUMBLE(TABLE t, DESCRIPTOR(time_col), size [, offset])",
         "Assigns each row to one fixed-size, non-overlapping window and adds window_start, "
         "window_end and window_time columns.",
         false},
        {"HOP", "HOP(TABLE t, DESCRIPTOR(time_col), slide, size [, offset])",
         "Assigns each row to every fixed-size window that covers it, windows starting every "
         "slide interval.",
         false},
        {"CUMULATE", "CUMULATE(TABLE t, DESCRIPTOR(time_col), step, size [, offset])",
         "Assigns each row to windows that share a start and grow by step up to the maximum size.",
         false},
    };
    return functions;
}

} // namespace sluice
