#pragma once

#include "text_edits.h"

#include <sluice/sql_tokens.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// One `'key' = 'value'` pair of a hint, with its byte ranges in the job's text.
struct HintPair {
    std::string key;   ///< unquoted
    std::string value; ///< unquoted
    int begin = 0;     ///< the key's opening quote
    int end = 0;       ///< just after the value's closing quote
    int valueBegin = 0, valueEnd = 0;
    std::string separator; ///< the text between key and value as written: "=", " = "
};

/// One hint of a comment: `NAME` or `NAME('k' = 'v', ...)`.
struct HintEntry {
    std::string name; ///< upper case
    int begin = 0;    ///< the name
    int end = 0;      ///< just after the closing parenthesis (or the name)
    int close = -1;   ///< the closing parenthesis; -1 without one
    std::vector<HintPair> pairs;
};

/// The hints of one `/*+ … */` comment of a job's text, read with the engine's tokenizer, and the
/// minimal edits that set or remove one key of one hint: the value's quotes alone change, a pair
/// is added after the last one, a hint after the last hint; removing the last key removes the
/// hint, and the comment (with its line when it stands alone) when nothing else is left. Every
/// other byte, comments included, stays. No widgets.
class HintComment
{
public:
    /// Reads the Hint token `token` of `text`.
    static HintComment parse(std::string_view text, const Token &token);

    int begin() const { return m_begin; }
    int end() const { return m_end; }
    const std::vector<HintEntry> &hints() const { return m_hints; }
    /// The first hint called `name` (upper case), or null.
    const HintEntry *find(std::string_view name) const;
    /// The value of `key` in the hint `name`, or none.
    std::optional<std::string> value(std::string_view name, std::string_view key) const;

    /// Adds to `edits` what sets `key` of hint `name` to `value` (none: removes the key).
    void setOption(std::string_view text, std::string_view name, const std::string &key,
                   const std::optional<std::string> &value, TextEdits *edits) const;

    /// `/*+ NAME('key'='value') */`, for a place that has no hint yet.
    static std::string render(std::string_view name, const std::string &key,
                              const std::string &value);
    /// `'it''s'` for `it's`.
    static std::string quote(const std::string &text);

    /// The Hint token that follows token `index` of `tokens` (comments skipped), or null.
    static const Token *hintAfter(const std::vector<Token> &tokens, std::size_t index);

private:
    void removeRange(std::string_view text, int begin, int end, TextEdits *edits) const;

    int m_begin = 0;
    int m_end = 0;
    std::vector<HintEntry> m_hints;
};

} // namespace sluice
