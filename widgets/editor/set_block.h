#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// One SET (or RESET) statement found in a job's text, with the byte ranges the parameter form
/// edits. Offsets are 0-based bytes into the UTF-8 text; `line` is 1-based.
struct SetStatementInfo {
    std::string key;          ///< as written, unquoted ('' undone)
    std::string canonicalKey; ///< the registry's key for it (aliases resolved), else `key`
    std::string value;        ///< unquoted; the raw text when the value is malformed
    bool isReset = false;     ///< RESET key; (an empty key: RESET; clears everything)
    bool keyQuoted = false;
    bool valueQuoted = false;
    bool wellFormed = false;  ///< SET key = one value ; exactly (what Flink's client accepts)
    bool inBlock = false;     ///< part of the SET block at the top of the script
    int begin = 0;            ///< the SET keyword
    int end = 0;              ///< just after the ';' (or the last token when it is missing)
    int keyBegin = 0, keyEnd = 0;
    int valueBegin = 0, valueEnd = 0;
    int line = 0;
};

/// The SET statements of a job's text, found with the engine's tokenizer (no second SQL parser):
/// all of them in text order, the block of SETs at the top (after leading comments) where the
/// parameter form writes, and which statement is in effect for each key (the last one).
class SetBlock
{
public:
    static SetBlock parse(std::string_view text);

    const std::vector<SetStatementInfo> &statements() const { return m_statements; }

    /// Whether the text starts (after comments) with at least one well-formed SET.
    bool hasBlock() const { return m_blockCount > 0; }
    /// Where a new SET goes: the end of the block, or the first statement when there is none.
    int insertPosition() const { return m_insertPosition; }
    /// Statements [0, blockCount()) form the block.
    int blockCount() const { return m_blockCount; }
    /// Whether a statement follows the insertion point (a new block then needs a blank line).
    bool hasCodeAfterBlock() const { return m_codeAfter; }

    /// The statement in effect for a canonical key: its last SET, unless a later RESET (of the
    /// key or of everything) undid it. Null when the key is not set.
    const SetStatementInfo *effective(std::string_view canonicalKey) const;
    /// Every SET of a canonical key, in text order.
    std::vector<const SetStatementInfo *> occurrences(std::string_view canonicalKey) const;
    /// Canonical keys in effect at the end of the text, in the order first set.
    std::vector<std::string> effectiveKeys() const;

private:
    std::vector<SetStatementInfo> m_statements;
    int m_blockCount = 0;
    int m_insertPosition = 0;
    bool m_codeAfter = false;
};

} // namespace sluice
