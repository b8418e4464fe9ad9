#include "completion_engine.h"

#include <bridge/engine_text.h>

#include <sluice/connector_options.h>
#include <sluice/sql_hints.h>
#include <sluice/sql_tokens.h>
#include <sluice/text.h>

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>
#include <vector>

namespace sluice {

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString quoted(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

// Collects items that match what is typed (see CompletionEngine::matchRank), dropping
// duplicates; take() gives them best match first, keeping the context's order among equals.
class ItemList
{
public:
    ItemList(const QString &prefix, bool quotedItems)
        : m_prefix(prefix), m_quotedItems(quotedItems)
    {
    }

    void add(CompletionItem item)
    {
        QString match = item.text;
        if ((m_quotedItems && match.startsWith(QLatin1Char('\''))) || match.startsWith(QLatin1Char('`')))
            match = match.mid(1);
        const int rank = CompletionEngine::matchRank(match, m_prefix);
        if (rank < 0 || m_seen.contains(item.text))
            return;
        m_seen.insert(item.text);
        m_items.push_back({rank, std::move(item)});
    }

    QList<CompletionItem> take()
    {
        std::stable_sort(m_items.begin(), m_items.end(),
                         [](const Ranked &a, const Ranked &b) { return a.rank < b.rank; });
        QList<CompletionItem> items;
        items.reserve(qsizetype(m_items.size()));
        for (Ranked &ranked : m_items)
            items.append(std::move(ranked.item));
        m_items.clear();
        return items;
    }

private:
    struct Ranked {
        int rank = 0;
        CompletionItem item;
    };
    QString m_prefix;
    bool m_quotedItems;
    QSet<QString> m_seen;
    std::vector<Ranked> m_items;
};

// Whether `c` starts a word of `text`: its first character, one after a separator (. - _ and
// the like) or an upper-case letter after a lower-case one (camelCase).
bool startsWord(const QString &text, qsizetype c)
{
    if (c == 0)
        return true;
    const QChar previous = text.at(c - 1);
    if (!previous.isLetterOrNumber())
        return true;
    return text.at(c).isUpper() && previous.isLower();
}

// Each typed character continues the current word of `candidate` or starts a later word
// ("tesT" matches table.exec.state.ttl, "mbs" mini-batch.size). Memoised: texts are short.
bool matchesWordStarts(const QString &candidate, const QString &typed)
{
    const qsizetype n = candidate.size();
    const qsizetype m = typed.size();
    std::vector<signed char> memo(std::size_t((m + 1) * (n + 1)), -1);
    auto same = [&](qsizetype c, qsizetype t) {
        return candidate.at(c).toCaseFolded() == typed.at(t).toCaseFolded();
    };
    // match(t, c): typed[t..] matches with candidate position c continuing the current word.
    std::function<bool(qsizetype, qsizetype)> match = [&](qsizetype t, qsizetype c) -> bool {
        if (t == m)
            return true;
        signed char &known = memo[std::size_t(t * (n + 1) + c)];
        if (known >= 0)
            return known;
        bool found = c < n && same(c, t) && match(t + 1, c + 1);
        for (qsizetype s = c + 1; !found && s < n; ++s)
            found = startsWord(candidate, s) && same(s, t) && match(t + 1, s + 1);
        known = found;
        return found;
    };
    for (qsizetype s = 0; s < n; ++s) {
        if (startsWord(candidate, s) && same(s, 0) && match(1, s + 1))
            return true;
    }
    return false;
}

QString tableColumnsText(const ScriptTable &table)
{
    QStringList lines;
    for (const auto &[name, type] : table.columns)
        lines << QStringLiteral("%1  %2").arg(fromStd(name), fromStd(type));
    return lines.join(QLatin1Char('\n'));
}

// The columns of the table a CREATE TABLE statement defines: from the latest check when it
// knows the table, else from the column list written so far (the statement may not parse yet
// while its WITH list is being typed).
std::vector<std::string> createdTableColumns(std::string_view statementPrefix,
                                             const CheckResult &check)
{
    std::vector<const Token *> words;
    const std::vector<Token> tokens = tokenize(statementPrefix);
    for (const Token &t : tokens) {
        if (t.kind != TokenKind::LineComment && t.kind != TokenKind::BlockComment
            && t.kind != TokenKind::End)
            words.push_back(&t);
    }
    auto isWord = [](const Token *t, const char *word) {
        return t->kind == TokenKind::Keyword
               && QString::fromUtf8(t->text.data(), qsizetype(t->text.size()))
                          .compare(QLatin1String(word), Qt::CaseInsensitive)
                      == 0;
    };
    std::size_t k = 0;
    while (k < words.size() && !isWord(words[k], "TABLE"))
        ++k;
    // CREATE TABLE [IF NOT EXISTS] name (
    while (k < words.size() && words[k]->kind != TokenKind::Identifier
           && words[k]->kind != TokenKind::QuotedIdentifier)
        ++k;
    if (k >= words.size())
        return {};
    std::vector<std::string> columns;
    if (const ScriptTable *table = SqlContext::findTable(check.tables,
                                                        SqlContext::unquote(words[k]->text))) {
        for (const auto &column : table->columns)
            columns.push_back(column.first);
        return columns;
    }
    int depth = 0;
    bool expectName = false;
    for (++k; k < words.size(); ++k) {
        const Token *t = words[k];
        const bool punct = t->kind == TokenKind::Punctuation && t->text.size() == 1;
        if (punct && t->text[0] == '(') {
            expectName = ++depth == 1;
            continue;
        }
        if (punct && t->text[0] == ')') {
            if (--depth == 0)
                break;
            continue;
        }
        if (depth == 1 && punct && t->text[0] == ',') {
            expectName = true;
            continue;
        }
        if (expectName && (t->kind == TokenKind::Identifier
                           || t->kind == TokenKind::QuotedIdentifier))
            columns.push_back(SqlContext::unquote(t->text));
        expectName = false;
    }
    return columns;
}

void addColumns(ItemList &items, const ScriptTable &table)
{
    for (const auto &[name, type] : table.columns) {
        items.add({fromStd(identifierText(name)), fromStd(type),
                   CompletionEngine::tr("Column of %1").arg(fromStd(table.name)),
                   CompletionKind::Column});
    }
}

void addTables(ItemList &items, const CheckResult &check, bool tablesOnly)
{
    for (const ScriptTable &table : check.tables) {
        if (tablesOnly && table.isView)
            continue;
        items.add({fromStd(identifierText(table.name)),
                   table.isView ? CompletionEngine::tr("view") : fromStd(table.connector),
                   tableColumnsText(table),
                   table.isView ? CompletionKind::View : CompletionKind::Table});
    }
}

void addFunctions(ItemList &items)
{
    for (const FunctionInfo &f : builtinFunctions()) {
        QString documentation = CompletionEngine::tr("Returns %1.").arg(translatedDoc(f.returns)) +
                                QLatin1Char('\n') + translatedDoc(f.description);
        if (f.aggregate())
            documentation += QLatin1Char('\n') + CompletionEngine::tr("Aggregate function.");
        if (!f.runsInEngine())
            documentation += QLatin1Char('\n') + CompletionEngine::tr("Runs on Flink only.");
        items.add({fromStd(f.name), fromStd(f.signature), documentation,
                   CompletionKind::Function});
    }
}

void addKeywords(ItemList &items, const QStringList &first, bool rest)
{
    for (const QString &keyword : first)
        items.add({keyword, {}, {}, CompletionKind::Keyword});
    if (!rest)
        return;
    for (const std::string &keyword : sqlKeywords())
        items.add({fromStd(keyword), {}, {}, CompletionKind::Keyword});
}

void addValues(ItemList &items, const OptionSpec &spec, bool inQuotes, bool setSyntax)
{
    std::vector<std::string> values = spec.enumValues;
    if (spec.type == OptionType::Bool)
        values = {"true", "false"};
    for (const std::string &value : values) {
        QString text = fromStd(value);
        if (!inQuotes)
            text = setSyntax ? fromStd(formatSetValue(&spec, value)) : quoted(text);
        const bool isDefault = spec.defaultValue && *spec.defaultValue == value;
        items.add({text, isDefault ? CompletionEngine::tr("default") : QString(), {},
                   CompletionKind::Value});
    }
}

} // namespace

int CompletionEngine::matchRank(const QString &candidate, const QString &typed)
{
    if (typed.isEmpty())
        return 0;
    if (candidate.startsWith(typed))
        return 0;
    if (candidate.startsWith(typed, Qt::CaseInsensitive))
        return 1;
    for (qsizetype s = 1; s + typed.size() <= candidate.size(); ++s) {
        if (startsWord(candidate, s) && QStringView(candidate).mid(s).startsWith(typed, Qt::CaseInsensitive))
            return 2;
    }
    if (matchesWordStarts(candidate, typed))
        return 3;
    // One character is found almost everywhere: a substring needs two.
    if (typed.size() >= 2 && candidate.contains(typed, Qt::CaseInsensitive))
        return 4;
    return -1;
}

QString CompletionEngine::optionDocumentation(const OptionSpec &spec)
{
    QStringList lines;
    lines << translatedDoc(spec.description);
    QString type = fromStd(optionTypeName(spec.type));
    if (spec.type == OptionType::Enum && !spec.enumValues.empty()) {
        QStringList values;
        for (const std::string &v : spec.enumValues)
            values << fromStd(v);
        type += QStringLiteral(" (%1)").arg(values.join(QStringLiteral(", ")));
    }
    if (!spec.unitHint.empty())
        type += QStringLiteral(", %1").arg(fromStd(spec.unitHint));
    lines << tr("Type: %1").arg(type);
    lines << (spec.defaultValue ? tr("Default: %1").arg(fromStd(*spec.defaultValue))
                                : tr("Default: none"));
    if (spec.required)
        lines << tr("Required.");
    if (spec.deprecated)
        lines << tr("Deprecated.");
    lines << (spec.scope == OptionScope::Engine
                  ? tr("Embedded engine: applied")
                  : tr("Embedded engine: Flink only (kept for a Flink deployment, ignored here)"));
    return lines.join(QLatin1Char('\n'));
}

std::vector<OptionSpec>
CompletionEngine::tableOptions(const std::vector<std::pair<std::string, std::string>> &options,
                               const std::vector<std::string> &columns)
{
    std::vector<OptionSpec> result;
    for (const OptionSpec &spec : applicableTableOptions(options)) {
        const std::size_t hash = spec.key.find('#');
        if (hash == std::string::npos || columns.empty()) {
            result.push_back(spec);
            continue;
        }
        for (const std::string &column : columns) {
            OptionSpec expanded = spec;
            expanded.key = spec.key.substr(0, hash) + column + spec.key.substr(hash + 1);
            result.push_back(std::move(expanded));
        }
    }
    return result;
}

QStringList CompletionEngine::expectedKeywords(std::string_view statementPrefix, bool *open,
                                               bool *expression)
{
    // Ask the parser: the statement so far followed by a character no rule accepts gives
    // "expected X, Y or Z but found ..." right there.
    std::string probe(statementPrefix);
    const std::size_t at = probe.size();
    probe += " )";
    const CheckResult result = checkScript(probe);
    QStringList keywords;
    if (open)
        *open = true;
    if (expression)
        *expression = false;
    static const QRegularExpression expected(QStringLiteral("expected (.*?) but found"));
    static const QRegularExpression word(QStringLiteral("\\b[A-Z][A-Z_]+\\b"));
    for (const Diagnostic &d : result.diagnostics) {
        if (d.range.begin.offset < at || d.severity != Severity::Error)
            continue;
        const QRegularExpressionMatch m = expected.match(fromStd(d.message.english()));
        if (!m.hasMatch())
            continue;
        const QString what = m.captured(1);
        const auto &all = sqlKeywords();
        auto it = word.globalMatch(what);
        while (it.hasNext()) {
            const QString w = it.next().captured(0);
            if (std::binary_search(all.begin(), all.end(), w.toStdString())
                || std::find(all.begin(), all.end(), w.toStdString()) != all.end())
                keywords << w;
        }
        if (open)
            *open = keywords.isEmpty() || what.contains(QStringLiteral("..."));
        if (expression)
            *expression = what.contains(QStringLiteral("expression"));
        break;
    }
    keywords.removeDuplicates();
    return keywords;
}

bool CompletionEngine::isTrigger(std::string_view text, int offset)
{
    if (offset <= 0 || offset > int(text.size()))
        return false;
    const char typed = text[std::size_t(offset) - 1];
    if (typed != '.' && typed != '\'')
        return false;
    const SqlContext context(text, offset);
    switch (context.kind()) {
    case SqlContext::Kind::Member:
        return typed == '.';
    case SqlContext::Kind::SetKey:
    case SqlContext::Kind::SetValue:
    case SqlContext::Kind::WithKey:
    case SqlContext::Kind::WithValue:
    case SqlContext::Kind::HintKey:
    case SqlContext::Kind::HintValue:
        return typed == '\'' && context.inQuotes() && context.prefix().empty();
    default:
        return false;
    }
}

Completions CompletionEngine::complete(std::string_view text, int offset, const CheckResult &check)
{
    const SqlContext context(text, offset);
    Completions result;
    result.context = context.kind();
    result.replaceBegin = context.wordBegin();
    result.replaceEnd = context.wordEnd();
    result.prefix = fromStd(context.prefix());
    result.closeQuote = context.needsClosingQuote();
    const bool inQuotes = context.inQuotes();
    ItemList items(result.prefix, !inQuotes);
    const OptionRegistry &registry = OptionRegistry::instance();
    auto keyText = [&](const std::string &key) {
        return inQuotes ? fromStd(key) : quoted(fromStd(key));
    };

    switch (context.kind()) {
    case SqlContext::Kind::None:
        break;
    case SqlContext::Kind::Statement: {
        bool open = true;
        const QStringList expected = expectedKeywords(context.statementPrefix(), &open);
        addKeywords(items, expected, open);
        break;
    }
    case SqlContext::Kind::General: {
        bool open = true, expression = false;
        const QStringList expected =
            expectedKeywords(context.statementPrefix(), &open, &expression);
        if (!expected.isEmpty() && !open && !expression) {
            addKeywords(items, expected, false); // only keywords fit here (TABLE or VIEW, ...)
            break;
        }
        for (const SqlContext::TableRef &ref : context.tableRefs()) {
            if (const ScriptTable *table = SqlContext::findTable(check.tables, ref.name))
                addColumns(items, *table);
        }
        addKeywords(items, expected, false);
        addFunctions(items);
        addKeywords(items, {}, true);
        break;
    }
    case SqlContext::Kind::TableName:
        addTables(items, check, context.statementKeyword() == "INSERT");
        break;
    case SqlContext::Kind::Member: {
        const SqlContext::Members members =
            SqlContext::membersOf(check.tables, context.tableRefs(), context.qualifierPath());
        for (const auto &[name, type] : members.columns) {
            items.add({fromStd(identifierText(name)), fromStd(type),
                       members.table ? tr("Column of %1").arg(fromStd(members.owner))
                                     : tr("Field of %1").arg(fromStd(members.owner)),
                       CompletionKind::Column});
        }
        break;
    }
    case SqlContext::Kind::SetKey:
        for (const OptionSpec &spec : registry.all()) {
            if (spec.deprecated)
                continue;
            items.add({fromStd(spec.key), fromStd(optionTypeName(spec.type)),
                       optionDocumentation(spec), CompletionKind::Option});
        }
        break;
    case SqlContext::Kind::SetValue:
        if (const OptionSpec *spec = registry.find(context.key()))
            addValues(items, *spec, inQuotes, true);
        break;
    case SqlContext::Kind::WithKey: {
        const std::vector<std::string> columns =
            createdTableColumns(context.statementPrefix(), check);
        std::vector<std::string> written;
        for (const auto &option : context.withOptions())
            written.push_back(option.first);
        for (const OptionSpec &spec : tableOptions(context.withOptions(), columns)) {
            if (std::find(written.begin(), written.end(), spec.key) != written.end())
                continue;
            std::string key = spec.key;
            if (key.ends_with('*'))
                key.pop_back(); // `properties.*`: the user writes the rest
            CompletionItem item{keyText(key), fromStd(optionTypeName(spec.type)),
                                optionDocumentation(spec), CompletionKind::Option};
            if (spec.required)
                item.detail = tr("%1, required").arg(item.detail);
            items.add(std::move(item));
        }
        break;
    }
    case SqlContext::Kind::WithValue: {
        const std::string &key = context.key();
        std::string connector;
        for (const auto &[k, v] : context.withOptions()) {
            if (k == "connector")
                connector = v;
        }
        if (key == "connector") {
            for (const ConnectorSpec &c : connectorSpecs()) {
                QStringList roles;
                if (c.source)
                    roles << tr("source");
                if (c.sink)
                    roles << tr("sink");
                items.add({keyText(c.name), roles.join(QStringLiteral(", ")),
                           translatedDoc(c.description), CompletionKind::Value});
            }
        } else if (key == "format" || key.ends_with(".format")) {
            const ConnectorSpec *c = findConnector(connector);
            for (const FormatSpec &f : formatSpecs()) {
                if (c && !c->formats.empty()
                    && std::find(c->formats.begin(), c->formats.end(), f.name) == c->formats.end())
                    continue;
                items.add({keyText(f.name), {}, translatedDoc(f.description), CompletionKind::Value});
            }
        } else {
            for (const OptionSpec &spec : tableOptions(context.withOptions(), {})) {
                if (spec.key == key || spec.matches(key)) {
                    addValues(items, spec, inQuotes, false);
                    break;
                }
            }
        }
        break;
    }
    case SqlContext::Kind::HintName:
        for (const HintInfo &hint : sqlHints()) {
            if (hint.placement == context.hintPlacement())
                items.add({fromStd(hint.name), {}, translatedDoc(hint.description),
                           CompletionKind::Hint});
        }
        break;
    case SqlContext::Kind::HintKey:
        if (context.hintName() == "STATE_TTL") {
            for (const SqlContext::TableRef &ref : context.tableRefs()) {
                const std::string &name = ref.alias.empty() ? ref.name : ref.alias;
                items.add({keyText(name), tr("duration"),
                           tr("State retention of the operators reading %1.")
                               .arg(fromStd(ref.name)),
                           CompletionKind::Table});
            }
        } else if (context.hintName() == "OPTIONS") {
            if (context.hintPlacement() == HintPlacement::Join) {
                for (const HintInfo &hint : sqlHints()) {
                    if (hint.placement != HintPlacement::Join || hint.name != "OPTIONS")
                        continue;
                    for (const auto &[key, description] : hint.keys)
                        items.add({keyText(key), tr("duration"), translatedDoc(description),
                                   CompletionKind::Option});
                }
            } else if (const ScriptTable *table =
                           SqlContext::findTable(check.tables, context.hintTable())) {
                for (const OptionSpec &spec : tableOptions({{"connector", table->connector}}, {})) {
                    if (spec.isPattern() || spec.key == "connector")
                        continue;
                    items.add({keyText(spec.key), fromStd(optionTypeName(spec.type)),
                               optionDocumentation(spec), CompletionKind::Option});
                }
            }
        }
        break;
    case SqlContext::Kind::HintValue:
        if (context.hintName() == "OPTIONS" && context.hintPlacement() == HintPlacement::Table) {
            if (const ScriptTable *table =
                    SqlContext::findTable(check.tables, context.hintTable())) {
                for (const OptionSpec &spec : tableOptions({{"connector", table->connector}}, {})) {
                    if (spec.matches(context.key())) {
                        addValues(items, spec, inQuotes, false);
                        break;
                    }
                }
            }
        }
        break;
    }
    result.items = items.take();
    return result;
}

} // namespace sluice
