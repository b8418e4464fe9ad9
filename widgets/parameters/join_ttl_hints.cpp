#include "join_ttl_hints.h"

#include "hint_text.h"

#include <sluice/sql_hints.h>

#include <sluice/config_values.h>
#include <sluice/sql_tokens.h>

#include <algorithm>
#include <cctype>
#include <utility>

namespace sluice {

namespace {

bool isPunct(const Token &t, std::string_view text)
{
    return (t.kind == TokenKind::Punctuation || t.kind == TokenKind::Operator) && t.text == text;
}

bool isJoinKeyword(const Token &t)
{
    if (t.kind != TokenKind::Keyword || t.text.size() != 4)
        return false;
    std::string upper(t.text);
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    return upper == "JOIN";
}

std::string inputName(const StatementPlan &plan, int id)
{
    // Walk down single-input operators (exchanges, calcs, watermarks) to what feeds them.
    while (id >= 0 && id < int(plan.nodes.size())) {
        const PlanGraphNode &node = plan.nodes[std::size_t(id)];
        if (node.kind == "TableSourceScan") {
            const auto at = node.description.find("table=[");
            if (at != std::string::npos) {
                const auto end = node.description.find(']', at);
                return node.description.substr(at + 7, end - at - 7);
            }
            return node.kind;
        }
        if (node.inputs.size() != 1 || !node.stateTtl.empty())
            return node.kind;
        id = node.inputs.front();
    }
    return {};
}

bool isWord(const Token &t, std::string_view word)
{
    if (t.kind != TokenKind::Keyword && t.kind != TokenKind::Identifier)
        return false;
    return t.text.size() == word.size()
           && std::equal(t.text.begin(), t.text.end(), word.begin(), [](char a, char b) {
                  return std::toupper(static_cast<unsigned char>(a)) == b;
              });
}

bool isNameToken(const Token &t)
{
    return t.kind == TokenKind::Identifier || t.kind == TokenKind::QuotedIdentifier;
}

std::string nameOf(const Token &t)
{
    if (t.kind == TokenKind::QuotedIdentifier && t.text.size() >= 2)
        return std::string(t.text.substr(1, t.text.size() - 2));
    return std::string(t.text);
}

bool isCommentOrHint(const Token &t)
{
    return t.kind == TokenKind::LineComment || t.kind == TokenKind::BlockComment
           || t.kind == TokenKind::Hint;
}

// The join's own JOIN keyword: the last one outside parentheses within its range (its left
// input may hold joins of its own; its right input and condition are parenthesized if so).
std::size_t joinKeyword(const std::vector<Token> &tokens, const SourceRange &joinRange)
{
    int depth = 0;
    std::size_t joinAt = tokens.size();
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (t.range.begin.offset < joinRange.begin.offset)
            continue;
        if (t.kind == TokenKind::End || t.range.begin.offset >= joinRange.end.offset)
            break;
        if (isPunct(t, "("))
            ++depth;
        else if (isPunct(t, ")"))
            --depth;
        else if (depth == 0 && isJoinKeyword(t))
            joinAt = i;
    }
    return joinAt;
}

// The SELECT of the query block a join belongs to: the nearest one before it that is not
// inside a parenthesized group closed before the join (a scalar subquery of the select list).
std::size_t selectKeyword(const std::vector<Token> &tokens, const SourceRange &joinRange)
{
    std::size_t i = 0;
    while (i < tokens.size() && tokens[i].range.begin.offset < joinRange.begin.offset)
        ++i;
    int depth = 0;
    while (i-- > 0) {
        const Token &t = tokens[i];
        if (isPunct(t, ")"))
            ++depth;
        else if (isPunct(t, "("))
            depth = std::max(0, depth - 1);
        else if (depth == 0 && isWord(t, "SELECT"))
            return i;
        else if (depth == 0 && t.kind == TokenKind::Punctuation && t.text == ";")
            break;
    }
    return tokens.size();
}

// The alias after a table reference's name at token `last`: [hint] [AS] alias.
std::string aliasAfter(const std::vector<Token> &tokens, std::size_t last)
{
    std::size_t i = last + 1;
    while (i < tokens.size() && isCommentOrHint(tokens[i]))
        ++i;
    if (i < tokens.size() && isWord(tokens[i], "AS"))
        ++i;
    while (i < tokens.size() && isCommentOrHint(tokens[i]))
        ++i;
    return i < tokens.size() && isNameToken(tokens[i]) ? nameOf(tokens[i]) : std::string();
}

// What the binder calls the table reference in tokens [begin, end): its alias, else the last
// part of its name; empty for a join or a subquery without an alias.
std::string referenceName(const std::vector<Token> &tokens, std::size_t begin, std::size_t end)
{
    while (begin < end && isCommentOrHint(tokens[begin]))
        ++begin;
    if (begin >= end)
        return {};
    if (isPunct(tokens[begin], "(")) {
        int depth = 0;
        std::size_t i = begin;
        for (; i < end; ++i) {
            if (isPunct(tokens[i], "("))
                ++depth;
            else if (isPunct(tokens[i], ")") && --depth == 0)
                break;
        }
        return i < end ? aliasAfter(tokens, i) : std::string();
    }
    if (!isNameToken(tokens[begin]))
        return {};
    std::size_t last = begin;
    while (last + 2 < end && isPunct(tokens[last + 1], ".") && isNameToken(tokens[last + 2]))
        last += 2;
    for (std::size_t i = last + 1; i < end; ++i) {
        if (isJoinKeyword(tokens[i]) || isPunct(tokens[i], ","))
            return {}; // a join of its own
    }
    const std::string alias = aliasAfter(tokens, last);
    return alias.empty() ? nameOf(tokens[last]) : alias;
}

} // namespace

TtlSetting JoinTtlHints::parseTtl(std::string_view text)
{
    TtlSetting setting;
    const auto open = text.rfind(" (");
    if (open == std::string_view::npos || text.back() != ')') {
        setting.value = std::string(text);
        return setting;
    }
    setting.value = std::string(text.substr(0, open));
    setting.source = std::string(text.substr(open + 2, text.size() - open - 3));
    return setting;
}

std::vector<StatefulOperator> JoinTtlHints::operators(const ExplainResult &result)
{
    std::vector<StatefulOperator> list;
    for (const StatementPlan &plan : result.graphs) {
        for (const PlanGraphNode &node : plan.nodes) {
            const bool join = node.kind == "Join";
            if (!join && node.kind != "GroupAggregate")
                continue;
            if (node.stateTtl.empty())
                continue; // the local phase of a two-phase aggregation keeps no state
            StatefulOperator op;
            op.statement = plan.title;
            op.nodeId = node.id;
            op.kind = node.kind;
            op.description = node.description;
            op.isJoin = join;
            op.range = node.range;
            for (int input : node.inputs)
                op.inputs.push_back(inputName(plan, input));
            if (join) {
                // "left: 1 min (join OPTIONS hint), right: 2 min (table.exec.state.ttl)"
                const std::string_view ttl = node.stateTtl;
                const auto comma = ttl.find(", right: ");
                if (ttl.starts_with("left: ") && comma != std::string_view::npos) {
                    op.left = parseTtl(ttl.substr(6, comma - 6));
                    op.right = parseTtl(ttl.substr(comma + 9));
                }
            } else {
                op.ttl = parseTtl(node.stateTtl);
            }
            list.push_back(std::move(op));
        }
    }
    return list;
}

Result<TextEdits> JoinTtlHints::setJoinTtl(std::string_view text, const SourceRange &joinRange,
                                           bool leftSide, const std::string &value,
                                           TtlHintStyle style)
{
    std::string written;
    if (!value.empty()) {
        const auto duration = parseDuration(value);
        if (!duration.isOk())
            return duration.status();
        written = formatDuration(*duration);
    }
    const std::vector<Token> tokens = tokenize(text);
    const std::size_t joinAt = joinKeyword(tokens, joinRange);
    if (joinAt == tokens.size())
        return Status::notFound("the JOIN keyword of this join was not found in the text");
    const std::optional<std::string> newValue =
        written.empty() ? std::nullopt : std::optional<std::string>(written);
    const std::string optionsKey = leftSide ? kJoinLeftTtlKey : kJoinRightTtlKey;
    TextEdits edits;
    const Token *joinHint = HintComment::hintAfter(tokens, joinAt);

    if (style == TtlHintStyle::JoinOptions) {
        if (joinHint)
            HintComment::parse(text, *joinHint).setOption(text, "OPTIONS", optionsKey, newValue, &edits);
        else if (newValue) {
            const int at = int(tokens[joinAt].range.end.offset);
            edits.add(at, at, " " + HintComment::render("OPTIONS", optionsKey, *newValue));
        }
        return edits;
    }

    const auto [leftName, rightName] = sideNames(text, joinRange);
    const std::string &name = leftSide ? leftName : rightName;
    if (name.empty())
        return Status::invalidArgument(
            std::string("the ") + (leftSide ? "left" : "right")
            + " input of this join is not a table reference (another join or a subquery without "
              "an alias), so a STATE_TTL hint cannot name it; use the join's OPTIONS hint");
    const std::size_t selectAt = selectKeyword(tokens, joinRange);
    if (selectAt == tokens.size())
        return Status::notFound("the SELECT of this join's query was not found in the text");
    if (const Token *hint = HintComment::hintAfter(tokens, selectAt))
        HintComment::parse(text, *hint).setOption(text, "STATE_TTL", name, newValue, &edits);
    else if (newValue) {
        const int at = int(tokens[selectAt].range.end.offset);
        edits.add(at, at, " " + HintComment::render("STATE_TTL", name, *newValue));
    }
    // The join's own OPTIONS hint wins over STATE_TTL: the side's key there has to go.
    if (newValue && joinHint)
        HintComment::parse(text, *joinHint).setOption(text, "OPTIONS", optionsKey, std::nullopt,
                                                      &edits);
    return edits;
}

std::pair<std::string, std::string> JoinTtlHints::sideNames(std::string_view text,
                                                            const SourceRange &joinRange)
{
    const std::vector<Token> tokens = tokenize(text);
    const std::size_t joinAt = joinKeyword(tokens, joinRange);
    if (joinAt == tokens.size())
        return {};
    std::size_t leftBegin = tokens.size();
    for (std::size_t i = 0; i < joinAt; ++i) {
        if (tokens[i].range.begin.offset >= joinRange.begin.offset) {
            leftBegin = i;
            break;
        }
    }
    // LEFT / RIGHT / FULL / OUTER / INNER belong to the join, not to its left input.
    std::size_t leftEnd = joinAt;
    while (leftEnd > leftBegin && tokens[leftEnd - 1].kind == TokenKind::Keyword)
        --leftEnd;
    std::size_t rightEnd = joinAt + 1;
    int depth = 0;
    for (; rightEnd < tokens.size() && tokens[rightEnd].kind != TokenKind::End; ++rightEnd) {
        const Token &t = tokens[rightEnd];
        if (isPunct(t, "("))
            ++depth;
        else if (isPunct(t, ")"))
            --depth;
        else if (depth == 0 && (isWord(t, "ON") || isWord(t, "USING")))
            break;
        if (depth < 0 || t.range.begin.offset >= joinRange.end.offset)
            break;
    }
    return {referenceName(tokens, leftBegin, leftEnd), referenceName(tokens, joinAt + 1, rightEnd)};
}

std::vector<TableReference> JoinTtlHints::tableReferences(std::string_view text,
                                                          const ExplainResult &result)
{
    const std::vector<Token> tokens = tokenize(text);
    std::vector<TableReference> references;
    for (const StatementPlan &plan : result.graphs) {
        for (const PlanGraphNode &node : plan.nodes) {
            const bool sink = node.kind == "Sink";
            if ((!sink && node.kind != "TableSourceScan") || !node.range.valid())
                continue;
            // The node's SQL starts at the table's (possibly qualified) name.
            std::size_t at = 0;
            while (at < tokens.size() && tokens[at].range.begin.offset < node.range.begin.offset)
                ++at;
            if (at >= tokens.size() || tokens[at].range.begin.offset != node.range.begin.offset
                || !isNameToken(tokens[at]))
                continue;
            TableReference ref;
            ref.statement = plan.title;
            ref.isSink = sink;
            ref.line = tokens[at].range.begin.line;
            std::size_t last = at;
            while (last + 2 < tokens.size() && isPunct(tokens[last + 1], ".")
                   && isNameToken(tokens[last + 2]))
                last += 2;
            for (std::size_t i = at; i <= last; ++i)
                ref.table += tokens[i].text;
            ref.nameEnd = int(tokens[last].range.end.offset);
            if (std::any_of(references.begin(), references.end(),
                            [&ref](const TableReference &r) { return r.nameEnd == ref.nameEnd; }))
                continue;
            if (!sink)
                ref.alias = aliasAfter(tokens, last);
            if (const Token *hint = HintComment::hintAfter(tokens, last)) {
                const HintComment comment = HintComment::parse(text, *hint);
                if (const HintEntry *options = comment.find("OPTIONS")) {
                    for (const HintPair &pair : options->pairs)
                        ref.options.emplace_back(pair.key, pair.value);
                }
            }
            references.push_back(std::move(ref));
        }
    }
    std::sort(references.begin(), references.end(),
              [](const TableReference &a, const TableReference &b) { return a.nameEnd < b.nameEnd; });
    return references;
}

Result<TextEdits> JoinTtlHints::setTableOption(std::string_view text, int nameEnd,
                                               const std::string &key,
                                               const std::optional<std::string> &value)
{
    if (key.empty())
        return Status::invalidArgument("an option key is needed");
    const std::vector<Token> tokens = tokenize(text);
    std::size_t last = tokens.size();
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (int(tokens[i].range.end.offset) == nameEnd && isNameToken(tokens[i])) {
            last = i;
            break;
        }
    }
    if (last == tokens.size())
        return Status::notFound("the table reference was not found in the text; it changed "
                                "since the plan was made");
    TextEdits edits;
    if (const Token *hint = HintComment::hintAfter(tokens, last))
        HintComment::parse(text, *hint).setOption(text, "OPTIONS", key, value, &edits);
    else if (value)
        edits.add(nameEnd, nameEnd, " " + HintComment::render("OPTIONS", key, *value));
    return edits;
}

} // namespace sluice
