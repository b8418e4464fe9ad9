#pragma once

// UTF-8 code points (Flink counts characters as code points in BinaryStringData) and SQL LIKE
// patterns compiled once: the evaluator's LIKE and the planner's SHOW ... LIKE share them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// Code points in a UTF-8 string (continuation bytes are not counted).
std::size_t utf8Length(std::string_view s);
/// UTF-16 code units in a UTF-8 string: the length java.lang.String gives it (a code point
/// above U+FFFF counts twice), as Calcite types a literal and Flink's String-based functions
/// (LPAD, RPAD, OVERLAY) count.
std::size_t javaLength(std::string_view s);
/// Byte offset of code point `n` (s.size() when n >= length).
std::size_t utf8Offset(std::string_view s, std::size_t n);
/// Decodes the code point at s[pos], advancing pos (invalid bytes decode as themselves).
std::uint32_t utf8Next(std::string_view s, std::size_t &pos);
void utf8Append(std::string &out, std::uint32_t cp);
/// Appends bytes read as UTF-8 the way Java decodes them (new String(bytes, UTF_8)): each
/// malformed sequence, an encoded surrogate and a sequence cut off at the end become U+FFFD.
void appendJavaUtf8(std::string &out, std::string_view bytes);

/// A LIKE pattern compiled once: '%' any sequence (line breaks included), '_' one code point
/// other than a line terminator (as Calcite's regex translation), with an optional escape.
class LikePattern {
public:
    /// Errors like Flink's SqlLikeUtils ("Invalid escape character", "Invalid escape sequence").
    static std::optional<LikePattern>
    compile(std::string_view pattern, std::optional<std::string_view> escape, std::string *error);
    bool matches(std::string_view s) const;

private:
    enum class Kind : std::uint8_t { Exact, Prefix, Suffix, Contains, General };
    struct Token {
        enum Type : std::uint8_t { Literal, One, Any } type = Literal;
        std::string text; ///< Literal
    };
    bool matchFrom(std::size_t token, std::string_view s, std::size_t pos) const;

    Kind m_kind = Kind::General;
    std::string m_literal; ///< for the simple kinds
    std::vector<Token> m_tokens;
};

} // namespace sluice
