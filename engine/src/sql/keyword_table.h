#pragma once

// The dialect's vocabulary as one case-insensitive table: the keywords the parser acts on (Kw),
// the words Flink reserves, the type names and the built-in function names. The lexer classifies
// words with it; the parser asks it whether a word may be used as a bare identifier.

#include <cstdint>
#include <string_view>

namespace sluice::sql {

// Words the parser recognises, as Kw::K_<WORD>. Order is irrelevant; the spelling is the word.
#define SLUICE_SQL_PARSER_KEYWORDS(X)                                                              \
    X(ALL)                                                                                         \
    X(AND) X(ARRAY) X(AS) X(ASC) X(ASYMMETRIC) X(BEGIN) X(BETWEEN) X(BIGINT) X(BINARY) X(BOOLEAN)  \
        X(BOTH) X(BY) X(BYTES) X(CASE) X(CAST) X(CATALOGS) X(CHAR) X(CHARACTER) X(COMMENT) X(      \
            CONSTRAINT) X(CREATE) X(CROSS) X(CURRENT) X(DATABASES) X(DATE) X(DAY) X(DAYS) X(DEC)   \
            X(DECIMAL) X(DESC) X(DESCRIBE) X(DESCRIPTOR) X(DISTINCT) X(DOUBLE) X(DROP) X(ELSE) X(  \
                END) X(ENFORCED) X(ESCAPE) X(EXCEPT) X(EXECUTE) X(EXISTS) X(EXPLAIN) X(EXTRACT)    \
                X(FALSE) X(FETCH) X(FILTER) X(FIRST) X(FLOAT) X(FOLLOWING) X(FOR) X(FROM) X(       \
                    FULL) X(FUNCTIONS) X(GROUP) X(HAVING) X(HOUR) X(HOURS) X(IF) X(IN) X(INNER)    \
                    X(INSERT) X(INT) X(INTEGER) X(INTERSECT) X(INTERVAL) X(INTO) X(                \
                        IS) X(JOBS) X(JOIN) X(KEY) X(LAST) X(LATERAL) X(LEADING) X(LEFT) X(LIKE)   \
                        X(LIMIT) X(LOCAL) X(MAP) X(METADATA) X(MICROSECOND) X(MILLISECOND) X(      \
                            MINUTE) X(MINUTES) X(MONTH) X(MONTHS) X(MULTISET)                      \
                            X(NANOSECOND) X(NATURAL) X(NEXT) X(NOT) X(NULL) X(NULLS) X(             \
                                NUMERIC) X(OF) X(OFFSET) X(ON) X(ONLY) X(OR) X(ORDER)              \
                                X(OUTER) X(OVER) X(OVERLAY) X(OVERWRITE) X(PARTITION) X(                    \
                                    PARTITIONED) X(PLACING) X(PLAN) X(POSITION) X(PRECEDING) X(PRECISION)     \
                                    X(PRIMARY) X(QUARTER) X(RANGE) X(                              \
                                        RESET) X(RIGHT) X(ROW) X(ROWS) X(SECOND) X(SECONDS)        \
                                        X(SELECT) X(SET) X(SHOW) X(                                \
                                            SIMILAR) X(SMALLINT) X(STATEMENT) X(STRING)            \
                                            X(SUBSTRING) X(SYMMETRIC) X(SYSTEM_TIME) X(TABLE) X(   \
                                                TABLES) X(TEMPORARY) X(THEN) X(TIME) X(TIMESTAMP)  \
                                                X(TIMESTAMP_LTZ) X(TINYINT)                        \
                                                    X(TO) X(TRAILING) X(TRIM) X(TRUE) X(TRY_CAST)  \
                                                        X(UNBOUNDED) X(UNION) X(UNKNOWN) X(UNNEST) \
                                                            X(USING) X(VALUES) X(VARBINARY)        \
                                                                X(VARCHAR) X(VARYING)              \
                                                                    X(VIEW) X(VIEWS) X(VIRTUAL) X( \
                                                                        WATERMARK) X(WEEK) X(WHEN) \
                                                                        X(WHERE) X(WINDOW) X(WITH) \
                                                                            X(WITHOUT) X(YEAR)     \
                                                                                X(YEARS) X(ZONE)

enum class Kw : std::uint16_t {
    None,
#define SLUICE_SQL_KW_ENUM(name) K_##name,
    SLUICE_SQL_PARSER_KEYWORDS(SLUICE_SQL_KW_ENUM)
#undef SLUICE_SQL_KW_ENUM
};

/// What the vocabulary knows about one word.
struct WordInfo {
    Kw kw = Kw::None;      ///< the parser keyword, or None
    bool keyword = false;  ///< highlighted as a keyword
    bool reserved = false; ///< Flink rejects it as a bare identifier
    bool nameLike = false; ///< reserved by Flink's own grammar, though it reads like a name (views)
    bool typeName = false;
    bool function = false; ///< a built-in function name
};

/// Case-insensitive look-up; null for an ordinary identifier.
const WordInfo *lookupWord(std::string_view word);

} // namespace sluice::sql
