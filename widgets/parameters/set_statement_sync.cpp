#include "set_statement_sync.h"

#include <sluice/option_registry.h>
#include <sluice/text.h>

#include <algorithm>
#include <set>

namespace sluice {

namespace {

bool isBlankLine(std::string_view text, std::size_t from, std::size_t *next)
{
    std::size_t i = from;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
        ++i;
    if (i < text.size() && text[i] == '\n') {
        *next = i + 1;
        return true;
    }
    return false;
}

// The rule errors of a configuration, as comparable identities (code and keys).
std::set<std::pair<std::string, std::vector<std::string>>>
errorIds(const std::vector<ConfigIssue> &issues)
{
    std::set<std::pair<std::string, std::vector<std::string>>> ids;
    for (const ConfigIssue &issue : issues) {
        if (issue.severity == Severity::Error) {
            std::vector<std::string> keys = issue.keys;
            std::sort(keys.begin(), keys.end());
            ids.emplace(issue.code, keys);
        }
    }
    return ids;
}

struct Evaluated {
    Configuration configuration;
    std::vector<std::pair<std::string, Text>> invalid;
};

Evaluated evaluate(const SetBlock &block)
{
    Evaluated result;
    for (const std::string &key : block.effectiveKeys()) {
        const SetStatementInfo *s = block.effective(key);
        const Status status = result.configuration.set(s->canonicalKey, s->value);
        if (!status.isOk() || !s->wellFormed) {
            result.configuration.reset(s->canonicalKey);
            result.invalid.emplace_back(
                key, status.isOk() ? sluice::Engine::tr("line %1: the statement is not a valid SET (a value with "
                                                        "spaces must be quoted; end it with ';')")
                                         .arg(s->line)
                                   : status.text());
        }
    }
    return result;
}

} // namespace

void SetStatementSync::setText(std::string utf8Text)
{
    m_text = std::move(utf8Text);
    m_block = SetBlock::parse(m_text);
    Evaluated evaluated = evaluate(m_block);
    m_configuration = std::move(evaluated.configuration);
    m_invalid = std::move(evaluated.invalid);
    m_issues = m_configuration.validateRules();
}

std::optional<std::string> SetStatementSync::value(std::string_view key) const
{
    if (const SetStatementInfo *s = m_block.effective(OptionRegistry::instance().canonicalKey(key)))
        return s->value;
    return std::nullopt;
}

std::optional<Text> SetStatementSync::invalidValueMessage(std::string_view key) const
{
    const std::string canonical = OptionRegistry::instance().canonicalKey(key);
    for (const auto &[k, message] : m_invalid) {
        if (k == canonical)
            return message;
    }
    return std::nullopt;
}

std::vector<ConfigIssue> SetStatementSync::issuesFor(std::string_view key) const
{
    std::vector<ConfigIssue> result;
    for (const ConfigIssue &issue : m_issues) {
        if (std::find(issue.keys.begin(), issue.keys.end(), key) != issue.keys.end())
            result.push_back(issue);
    }
    return result;
}

void SetStatementSync::removeStatement(const SetStatementInfo &statement, bool emptiesBlock,
                                       TextEdits *edits) const
{
    const std::string_view text = m_text;
    std::size_t lineStart = std::size_t(statement.begin);
    while (lineStart > 0 && (text[lineStart - 1] == ' ' || text[lineStart - 1] == '\t'))
        --lineStart;
    std::size_t after = std::size_t(statement.end);
    while (after < text.size() && (text[after] == ' ' || text[after] == '\t' || text[after] == '\r'))
        ++after;
    const bool ownLine = (lineStart == 0 || text[lineStart - 1] == '\n')
                         && (after == text.size() || text[after] == '\n');
    if (!ownLine) {
        edits->add(statement.begin, int(after), {});
        return;
    }
    std::size_t end = after < text.size() ? after + 1 : after;
    // The blank line that separated a block from the code goes with the block's last SET.
    std::size_t next = 0;
    if (emptiesBlock && m_block.hasCodeAfterBlock() && isBlankLine(text, end, &next))
        end = next;
    if (end == text.size() && after == text.size() && lineStart > 0) {
        // The last line of the text: take the newline before it instead.
        edits->add(int(lineStart) - 1, int(end), {});
        return;
    }
    edits->add(int(lineStart), int(end), {});
}

SetStatementSync::Plan SetStatementSync::planChanges(const std::vector<Change> &changes) const
{
    Plan plan;
    const OptionRegistry &registry = OptionRegistry::instance();
    std::string inserted;
    std::vector<const SetStatementInfo *> removed;
    // New statements follow the script's own style: when its SETs quote their keys
    // (`SET 'k' = 'v';`, as Flink's documentation writes them), so do ours; else seed 000's
    // form (bare key, booleans and numbers bare).
    const auto &existing = m_block.statements();
    const auto quotedKeys = std::count_if(existing.begin(), existing.end(),
                                          [](const SetStatementInfo &s) { return s.keyQuoted; });
    const bool quotedStyle = quotedKeys > 0 && quotedKeys * 2 >= std::ptrdiff_t(existing.size());

    for (const auto &[rawKey, rawValue] : changes) {
        const OptionSpec *spec = registry.find(rawKey);
        if (!spec) {
            plan.error = registry.validateValue(rawKey, {}).text(); // unknown, perhaps a "did you mean"
            return plan;
        }
        const std::string key = spec->key;
        std::optional<std::string> value = rawValue;
        if (value) {
            const Status status = validateOptionValue(*spec, *value);
            if (!status.isOk()) {
                plan.error = status.text();
                return plan;
            }
            // Written even when it is the default: the user chose it (resetting removes it).
            value = *normalizeOptionValue(*spec, *value);
        }
        const std::vector<const SetStatementInfo *> occurrences = m_block.occurrences(key);
        const SetStatementInfo *effective = m_block.effective(key);
        if (!value) {
            for (const SetStatementInfo *s : occurrences)
                removed.push_back(s);
            continue;
        }
        if (effective && effective->wellFormed) {
            // Update in place; the quoting follows the statement's own style (a quoted key
            // needs a quoted value in Flink's SQL client).
            const std::string written = effective->keyQuoted || value->find('\'') != std::string::npos
                                            ? singleQuoted(*value)
                                            : formatSetValue(spec, *value);
            if (m_text.compare(std::size_t(effective->valueBegin),
                               std::size_t(effective->valueEnd - effective->valueBegin), written)
                != 0)
                plan.edits.add(effective->valueBegin, effective->valueEnd, written);
            continue;
        }
        // Not set, or set by a broken statement: a fresh SET in the block replaces them all.
        for (const SetStatementInfo *s : occurrences)
            removed.push_back(s);
        if (!inserted.empty() || m_block.hasBlock())
            inserted += '\n';
        inserted += quotedStyle ? "SET " + singleQuoted(key) + " = " + singleQuoted(*value) + ";"
                                : formatSetStatement(key, *value);
    }

    // Removals: a statement that leaves the block empty takes the separating blank line along.
    const int blockRemovals = int(std::count_if(removed.begin(), removed.end(),
                                                [](const SetStatementInfo *s) { return s->inBlock; }));
    const bool emptiesBlock = inserted.empty() && blockRemovals == m_block.blockCount();
    for (const SetStatementInfo *s : removed)
        removeStatement(*s, emptiesBlock && s->inBlock
                                && s == &m_block.statements()[std::size_t(m_block.blockCount() - 1)],
                        &plan.edits);

    if (!inserted.empty()) {
        const int at = m_block.insertPosition();
        if (!m_block.hasBlock()) {
            std::size_t next = 0;
            if (at > 0 && m_text[std::size_t(at) - 1] != '\n')
                inserted.insert(0, "\n");
            inserted += '\n';
            if (m_block.hasCodeAfterBlock() && !isBlankLine(m_text, std::size_t(at), &next))
                inserted += '\n';
        }
        plan.edits.add(at, at, inserted);
    }

    // Judge the text that would result: no new rule error may appear.
    const std::string after = plan.edits.appliedTo(m_text);
    SetStatementSync result;
    result.setText(after);
    const auto before = errorIds(m_issues);
    for (const ConfigIssue &issue : result.issues()) {
        std::vector<std::string> keys = issue.keys;
        std::sort(keys.begin(), keys.end());
        if (issue.severity == Severity::Error && !before.contains({issue.code, keys}))
            plan.issues.push_back(issue);
    }
    if (!plan.issues.empty()) {
        plan.error = plan.issues.front().message;
        plan.edits = {};
    }
    return plan;
}

} // namespace sluice
