#pragma once

// String helpers of the evaluator: UTF-8 code points (Flink counts characters as code points in
// BinaryStringData), SQL LIKE matching compiled once, Java-style case mapping.

#include "common/like_pattern.h"

#include <sluice/text.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::exec::detail {

// UTF-8 code points and LIKE patterns live in common/like_pattern.h (the planner matches SHOW
// ... LIKE with them too).
using sluice::LikePattern;
using sluice::appendJavaUtf8;
using sluice::utf8Append;
using sluice::utf8Length;
using sluice::utf8Next;
using sluice::utf8Offset;

/// String.toUpperCase / toLowerCase (Unicode simple case mapping, plus ß -> SS).
void appendUpper(std::string_view s, std::string &out);
void appendLower(std::string_view s, std::string &out);

/// A SIMILAR TO pattern, as Calcite's SqlLikeUtils turns it into a Java regular expression that
/// must match the whole string: % and _ are any text and any character, an escape character
/// makes the next character literal, $ and \ are literal, the rest (| * + ? {m,n} ( ) [...] . ^)
/// keeps its regular-expression meaning; [:ALPHA:]-style classes inside brackets are POSIX classes.
class SimilarPattern {
public:
    static std::optional<SimilarPattern>
    compile(std::string_view pattern, std::optional<std::string_view> escape, Text *error);
    bool matches(std::string_view s) const;

    SimilarPattern(SimilarPattern &&) noexcept;
    SimilarPattern &operator=(SimilarPattern &&) noexcept;
    ~SimilarPattern();

private:
    SimilarPattern();
    struct Regex;
    std::unique_ptr<Regex> m_regex;
};

/// Apache Commons StringUtils.splitByWholeSeparatorPreserveAllTokens (Flink's SPLIT_INDEX).
std::vector<std::string_view> splitPreserveAllTokens(std::string_view s,
                                                     std::string_view separator);

} // namespace sluice::exec::detail
