#include "sql/keyword_table.h"

#include <sluice/sql_tokens.h>

#include <algorithm>
#include <string>
#include <unordered_map>

namespace sluice::sql {
namespace {

constexpr std::string_view kParserKeywords[] = {
#define SLUICE_SQL_KW_NAME(name) #name,
    SLUICE_SQL_PARSER_KEYWORDS(SLUICE_SQL_KW_NAME)
#undef SLUICE_SQL_KW_NAME
};

// Words Flink's parser (Calcite's grammar plus Flink's extensions) reserves: they cannot be used
// as bare names, only `back-quoted`. Function names among them remain callable.
// clang-format off
constexpr std::string_view kReservedWords[] = {
    "ABS", "ALL", "ALLOCATE", "ALLOW", "ALTER", "AND", "ANY", "ARE", "ARRAY", "AS", "ASENSITIVE",
    "ASYMMETRIC", "AT", "ATOMIC", "AUTHORIZATION", "AVG", "BEGIN", "BEGIN_FRAME",
    "BEGIN_PARTITION", "BETWEEN", "BIGINT", "BINARY", "BIT", "BLOB", "BOOLEAN", "BOTH", "BY",
    "CALL", "CALLED", "CARDINALITY", "CASCADED", "CASE", "CAST", "CEIL", "CEILING", "CHAR",
    "CHARACTER", "CHARACTER_LENGTH", "CHAR_LENGTH", "CHECK", "CLASSIFIER", "CLOB", "CLOSE",
    "COALESCE", "COLLATE", "COLLECT", "COLUMN", "COMMIT", "CONDITION", "CONNECT", "CONSTRAINT",
    "CONTAINS", "CONVERT", "CORR", "CORRESPONDING", "COUNT", "COVAR_POP", "COVAR_SAMP", "CREATE",
    "CROSS", "CUBE", "CUME_DIST", "CURRENT", "CURRENT_CATALOG", "CURRENT_DATE",
    "CURRENT_DEFAULT_TRANSFORM_GROUP", "CURRENT_PATH", "CURRENT_ROLE", "CURRENT_ROW",
    "CURRENT_SCHEMA", "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_TRANSFORM_GROUP_FOR_TYPE",
    "CURRENT_USER", "CURSOR", "CYCLE", "DATE", "DAY", "DEALLOCATE", "DEC", "DECIMAL", "DECLARE",
    "DEFAULT", "DEFINE", "DELETE", "DENSE_RANK", "DEREF", "DESCRIBE", "DETERMINISTIC", "DISALLOW",
    "DISCONNECT", "DISTINCT", "DOUBLE", "DROP", "DYNAMIC", "EACH", "ELEMENT", "ELSE", "EMPTY",
    "END", "END_FRAME", "END_PARTITION", "EQUALS", "ESCAPE", "EVERY", "EXCEPT", "EXEC", "EXECUTE",
    "EXISTS", "EXP", "EXPLAIN", "EXTEND", "EXTERNAL", "EXTRACT", "FALSE", "FETCH", "FILTER",
    "FIRST_VALUE", "FLOAT", "FLOOR", "FOR", "FOREIGN", "FRAME_ROW", "FREE", "FROM", "FULL",
    "FUNCTION", "FUSION", "GET", "GLOBAL", "GRANT", "GROUP", "GROUPING", "GROUPS", "HAVING",
    "HOLD", "HOUR", "IDENTITY", "IMPORT", "IN", "INDICATOR", "INITIAL", "INNER", "INOUT",
    "INSENSITIVE", "INSERT", "INT", "INTEGER", "INTERSECT", "INTERSECTION", "INTERVAL", "INTO",
    "IS", "JOIN", "JSON_ARRAY", "JSON_ARRAYAGG", "JSON_EXISTS", "JSON_OBJECT", "JSON_OBJECTAGG",
    "JSON_QUERY", "JSON_VALUE", "LAG", "LANGUAGE", "LARGE", "LAST_VALUE", "LATERAL", "LEAD",
    "LEADING", "LEFT", "LIKE", "LIKE_REGEX", "LIMIT", "LN", "LOCAL", "LOCALTIME", "LOCALTIMESTAMP",
    "LOWER", "MATCH", "MATCHES", "MATCH_NUMBER", "MATCH_RECOGNIZE", "MAX", "MEASURES", "MEMBER",
    "MERGE", "METHOD", "MIN", "MINUTE", "MOD", "MODIFIES", "MODULE", "MONTH", "MULTISET",
    "NATIONAL", "NATURAL", "NCHAR", "NCLOB", "NEW", "NEXT", "NO", "NONE", "NORMALIZE", "NOT",
    "NTH_VALUE", "NTILE", "NULL", "NULLIF", "NUMERIC", "OCCURRENCES_REGEX", "OCTET_LENGTH", "OF",
    "OFFSET", "OLD", "ON", "ONE", "ONLY", "OPEN", "OR", "ORDER", "OUT", "OUTER", "OVER",
    "OVERLAPS", "OVERLAY", "PARAMETER", "PARTITION", "PATTERN", "PER", "PERCENT",
    "PERCENTILE_CONT", "PERCENTILE_DISC", "PERCENT_RANK", "PERIOD", "PERMUTE", "PORTION",
    "POSITION", "POSITION_REGEX", "POWER", "PRECEDES", "PRECISION", "PREPARE", "PREV", "PRIMARY",
    "PROCEDURE", "RANGE", "RANK", "READS", "REAL", "RECURSIVE", "REF", "REFERENCES", "REFERENCING",
    "REGR_AVGX", "REGR_COUNT", "RELEASE", "RESET", "RESULT", "RETURN", "RETURNS", "REVOKE",
    "RIGHT", "ROLLBACK", "ROLLUP", "ROW", "ROWS", "ROW_NUMBER", "RUNNING", "SAVEPOINT", "SCOPE",
    "SCROLL", "SEARCH", "SECOND", "SEEK", "SELECT", "SENSITIVE", "SESSION_USER", "SET", "SIMILAR",
    "SKIP", "SMALLINT", "SOME", "SPECIFIC", "SPECIFICTYPE", "SQL", "SQLEXCEPTION", "SQLSTATE",
    "SQLWARNING", "SQRT", "START", "STATIC", "STDDEV_POP", "STDDEV_SAMP", "STREAM", "SUBMULTISET",
    "SUBSET", "SUBSTRING", "SUBSTRING_REGEX", "SUCCEEDS", "SUM", "SYMMETRIC", "SYSTEM",
    "SYSTEM_TIME", "SYSTEM_USER", "TABLE", "TABLESAMPLE", "THEN", "TIME", "TIMESTAMP",
    "TIMEZONE_HOUR", "TIMEZONE_MINUTE", "TINYINT", "TO", "TRAILING", "TRANSLATE",
    "TRANSLATE_REGEX", "TRANSLATION", "TREAT", "TRIGGER", "TRIM", "TRUE", "TRUNCATE", "UESCAPE",
    "UNION", "UNIQUE", "UNKNOWN", "UNNEST", "UPDATE", "UPPER", "UPSERT", "USER", "USING", "VALUE",
    "VALUES", "VALUE_OF", "VARBINARY", "VARCHAR", "VARYING", "VAR_POP", "VAR_SAMP", "VERSIONING",
    "WHEN", "WHENEVER", "WHERE", "WIDTH_BUCKET", "WINDOW", "WITH", "WITHIN", "WITHOUT", "YEAR",
};

// Flink's own keywords that its grammar does not list as non-reserved: Flink 1.20 refuses each as
// a bare name. Most read like names (views, comment, watermark), so a refusal advises quoting.
constexpr std::string_view kFlinkReservedWords[] = {
    "BUCKETS", "BYTES", "CATALOGS", "COMMENT", "CONTINUOUS", "DATABASES", "DISTRIBUTED",
    "DISTRIBUTION", "EXTENDED", "FRESHNESS", "FUNCTIONS", "HASH", "MATERIALIZED", "MODEL", "MODELS",
    "MODIFY", "MODULES", "PROCEDURES", "RAW", "REFRESH", "REFRESH_MODE", "RENAME", "RESUME",
    "SCALA", "STRING", "SUSPEND", "TABLES", "TIMESTAMP_LTZ", "USE", "VIEWS", "WATERMARK",
    "WATERMARKS",
};
// clang-format on

// clang-format off
constexpr std::string_view kTypeNames[] = {
    "TINYINT", "SMALLINT", "INT", "INTEGER", "BIGINT", "FLOAT", "DOUBLE", "DECIMAL", "DEC",
    "NUMERIC", "BOOLEAN", "STRING", "VARCHAR", "CHAR", "CHARACTER", "BYTES", "BINARY",
    "VARBINARY", "DATE", "TIME", "TIMESTAMP", "TIMESTAMP_LTZ", "INTERVAL", "ROW", "ARRAY", "MAP",
    "MULTISET",
};
// clang-format on

// Non-reserved words that are keywords where they stand (MATCH_RECOGNIZE's AFTER MATCH SKIP PAST
// LAST ROW): highlighted, still usable as names.
constexpr std::string_view kContextKeywords[] = {"AFTER", "PAST"};

constexpr std::size_t kMaxWordLength = 40;

class WordTable {
public:
    WordTable()
    {
        for (std::size_t i = 0; i < std::size(kParserKeywords); ++i) {
            WordInfo &w = m_words[kParserKeywords[i]];
            w.kw = static_cast<Kw>(i + 1);
            w.keyword = true;
        }
        for (std::string_view r : kReservedWords) {
            WordInfo &w = m_words[r];
            w.reserved = true;
            w.keyword = true;
        }
        for (std::string_view r : kFlinkReservedWords) {
            WordInfo &w = m_words[r];
            w.reserved = true;
            w.keyword = true;
            w.nameLike = true;
        }
        for (std::string_view c : kContextKeywords)
            m_words[c].keyword = true;
        for (std::string_view t : kTypeNames)
            m_words[t].typeName = true;
        // Function names point into the static FunctionInfo list, which lives as long as we do.
        for (const FunctionInfo &f : builtinFunctions())
            m_words[std::string_view(f.name)].function = true;
        for (auto &[name, info] : m_words) {
            if (info.typeName)
                info.keyword = false; // coloured as a type instead
            if (info.keyword && !info.typeName)
                m_keywordList.emplace_back(name);
        }
        for (std::string_view t : kTypeNames)
            m_typeList.emplace_back(t);
        std::sort(m_keywordList.begin(), m_keywordList.end());
    }

    const WordInfo *find(std::string_view word) const
    {
        if (word.size() > kMaxWordLength)
            return nullptr;
        char upper[kMaxWordLength];
        for (std::size_t i = 0; i < word.size(); ++i)
            upper[i] = (word[i] >= 'a' && word[i] <= 'z') ? static_cast<char>(word[i] - 'a' + 'A')
                                                          : word[i];
        auto it = m_words.find(std::string_view(upper, word.size()));
        return it == m_words.end() ? nullptr : &it->second;
    }

    const std::vector<std::string> &keywords() const { return m_keywordList; }
    const std::vector<std::string> &typeNames() const { return m_typeList; }

private:
    std::unordered_map<std::string_view, WordInfo> m_words;
    std::vector<std::string> m_keywordList;
    std::vector<std::string> m_typeList;
};

const WordTable &wordTable()
{
    static const WordTable table;
    return table;
}

} // namespace

const WordInfo *lookupWord(std::string_view word)
{
    return wordTable().find(word);
}

} // namespace sluice::sql

namespace sluice {

const std::vector<std::string> &sqlKeywords()
{
    return sql::wordTable().keywords();
}

const std::vector<std::string> &sqlTypeNames()
{
    return sql::wordTable().typeNames();
}

std::string identifierText(std::string_view name)
{
    auto plainChar = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    bool plain = !name.empty() && !(name.front() >= '0' && name.front() <= '9') &&
                 std::all_of(name.begin(), name.end(), plainChar);
    if (plain) {
        const sql::WordInfo *word = sql::lookupWord(name);
        plain = !word || !word->reserved;
    }
    return plain ? std::string(name) : backQuoted(name);
}

std::string backQuoted(std::string_view name)
{
    std::string out = "`";
    for (char c : name) {
        out += c;
        if (c == '`')
            out += '`';
    }
    out += '`';
    return out;
}

} // namespace sluice
