#include "join_ttl_hints.h"

#include <sluice/sql_hints.h>

#include <sluice/config_values.h>
#include <sluice/sql_tokens.h>

#include <algorithm>
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

std::string unquote(std::string_view quoted)
{
    std::string out;
    for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
        out += quoted[i];
        if (quoted[i] == '\'' && i + 2 < quoted.size() && quoted[i + 1] == '\'')
            ++i;
    }
    return out;
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
                                           bool leftSide, const std::string &value)
{
    std::string written;
    if (!value.empty()) {
        const auto duration = parseDuration(value);
        if (!duration.isOk())
            return duration.status();
        written = formatDuration(*duration);
    }
    const std::vector<Token> tokens = tokenize(text);
    // The join's own JOIN keyword is the last one outside parentheses within its range (its left
    // input may hold joins of its own; its right input and condition are parenthesized if so).
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
    if (joinAt == tokens.size())
        return Status::notFound("the JOIN keyword of this join was not found in the text");

    const std::string key = leftSide ? kJoinLeftTtlKey : kJoinRightTtlKey;
    std::size_t hintAt = joinAt + 1;
    while (hintAt < tokens.size() && (tokens[hintAt].kind == TokenKind::LineComment
                                      || tokens[hintAt].kind == TokenKind::BlockComment))
        ++hintAt;
    TextEdits edits;
    const Token *hint = hintAt < tokens.size() && tokens[hintAt].kind == TokenKind::Hint
                            && tokens[hintAt].text.find("OPTIONS") != std::string_view::npos
                            ? &tokens[hintAt]
                            : nullptr;
    std::vector<std::pair<std::string, std::string>> options;
    if (hint) {
        // The hint's own text is SQL tokens: collect its 'key' = 'value' pairs.
        const std::string inner(hint->text.substr(3, hint->text.size() - 5));
        const std::vector<Token> parts = tokenize(inner);
        for (std::size_t i = 0; i + 2 < parts.size(); ++i) {
            if (parts[i].kind == TokenKind::String && isPunct(parts[i + 1], "=")
                && parts[i + 2].kind == TokenKind::String) {
                options.emplace_back(unquote(parts[i].text), unquote(parts[i + 2].text));
                i += 2;
            }
        }
    }
    const auto found = std::find_if(options.begin(), options.end(),
                                    [&key](const auto &o) { return o.first == key; });
    if (written.empty()) {
        if (found == options.end())
            return edits;
        options.erase(found);
    } else if (found != options.end()) {
        found->second = written;
    } else {
        options.emplace_back(key, written);
    }
    std::string rendered;
    if (!options.empty()) {
        rendered = "/*+ OPTIONS(";
        for (std::size_t i = 0; i < options.size(); ++i)
            rendered += (i ? ", '" : "'") + options[i].first + "'='" + options[i].second + "'";
        rendered += ") */";
    }
    if (hint) {
        int begin = int(hint->range.begin.offset);
        if (rendered.empty() && begin > 0 && text[std::size_t(begin) - 1] == ' ')
            --begin;
        edits.add(begin, int(hint->range.end.offset), rendered);
    } else {
        const int at = int(tokens[joinAt].range.end.offset);
        edits.add(at, at, " " + rendered);
    }
    return edits;
}

} // namespace sluice
