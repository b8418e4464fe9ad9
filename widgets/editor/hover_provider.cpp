#include "hover_provider.h"

#include "completion_engine.h"
#include "set_block.h"
#include "sql_context.h"

#include <bridge/engine_text.h>

#include <sluice/config_values.h>
#include <sluice/option_registry.h>
#include <sluice/sql_hints.h>
#include <sluice/sql_tokens.h>

#include <QLocale>

#include <algorithm>
#include <cctype>

namespace sluice {

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

bool sameName(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::toupper(static_cast<unsigned char>(x))
               == std::toupper(static_cast<unsigned char>(y));
    });
}

QString tableText(const ScriptTable &table)
{
    QStringList lines;
    lines << (table.isView ? HoverProvider::tr("View %1").arg(fromStd(table.name))
                           : HoverProvider::tr("Table %1 (connector: %2)")
                                 .arg(fromStd(table.name), fromStd(table.connector)));
    for (const auto &[name, type] : table.columns)
        lines << QStringLiteral("  %1  %2").arg(fromStd(name), fromStd(type));
    return lines.join(QLatin1Char('\n'));
}

QString columnText(const ScriptTable &table, std::string_view column)
{
    for (const auto &[name, type] : table.columns) {
        if (sameName(name, column))
            return HoverProvider::tr("Column %1.%2: %3")
                .arg(fromStd(table.name), fromStd(name), fromStd(type));
    }
    return {};
}

// "'3h' = 10,800,000 ms", for a value of a Duration option.
QString normalizedValue(const OptionSpec *spec, const std::string &value)
{
    if (!spec || value.empty())
        return {};
    if (spec->type == OptionType::Duration) {
        const Result<std::chrono::nanoseconds> d = parseDuration(value);
        if (!d)
            return {};
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(*d).count();
        return HoverProvider::tr("'%1' = %2 ms")
            .arg(fromStd(value), QLocale(QLocale::English).toString(qlonglong(ms)));
    }
    if (spec->type == OptionType::MemorySize) {
        const Result<std::uint64_t> bytes = parseMemorySize(value);
        if (!bytes)
            return {};
        return HoverProvider::tr("'%1' = %2 bytes")
            .arg(fromStd(value), QLocale(QLocale::English).toString(qulonglong(*bytes)));
    }
    return {};
}

QString optionText(const OptionSpec &spec, const QString &key)
{
    return key + QLatin1Char('\n') + CompletionEngine::optionDocumentation(spec);
}

const OptionSpec *withSpec(const std::vector<OptionSpec> &specs, const std::string &key)
{
    for (const OptionSpec &spec : specs) {
        if (spec.key == key || spec.matches(key))
            return &spec;
    }
    return nullptr;
}

// The value a SET key has at the end of the script: its last SET (unless a later RESET undid
// it), else the default, saying which.
QString effectiveValueText(std::string_view text, const OptionSpec &spec,
                           const std::string &canonicalKey)
{
    const SetBlock block = SetBlock::parse(text);
    auto shown = [&spec](const std::string &value) {
        const QString normalized = normalizedValue(&spec, value);
        return normalized.isEmpty() ? QStringLiteral("'%1'").arg(fromStd(value)) : normalized;
    };
    if (const SetStatementInfo *set = block.effective(canonicalKey)) {
        return HoverProvider::tr("Effective value in this script: %1 (set on line %2)")
            .arg(shown(set->value))
            .arg(set->line);
    }
    if (spec.defaultValue)
        return HoverProvider::tr("Effective value in this script: %1 (the default: not set)")
            .arg(shown(*spec.defaultValue));
    return HoverProvider::tr("Effective value in this script: none (not set, no default)");
}

} // namespace

QString HoverProvider::textAt(std::string_view text, int offset, const CheckResult &check)
{
    if (offset < 0 || offset >= int(text.size()))
        return {};
    // Analyse just inside the word, so the word under the mouse counts as the one being typed.
    const SqlContext context(text, offset + 1);
    if (context.wordEnd() <= context.wordBegin() || context.wordBegin() > offset
        || context.wordEnd() < offset)
        return {};
    const std::string word =
        std::string(text.substr(std::size_t(context.wordBegin()),
                                std::size_t(context.wordEnd() - context.wordBegin())));
    const OptionRegistry &registry = OptionRegistry::instance();

    switch (context.kind()) {
    case SqlContext::Kind::SetKey: {
        const OptionSpec *spec = registry.find(word);
        if (!spec)
            return tr("Unknown option %1").arg(fromStd(word));
        return optionText(*spec, fromStd(word)) + QLatin1Char('\n')
               + effectiveValueText(text, *spec, registry.canonicalKey(word));
    }
    case SqlContext::Kind::SetValue:
        return normalizedValue(registry.find(context.key()), word);
    case SqlContext::Kind::WithKey: {
        const std::vector<OptionSpec> specs =
            CompletionEngine::tableOptions(context.withOptions(), {});
        if (const OptionSpec *spec = withSpec(specs, word))
            return optionText(*spec, fromStd(word));
        return {};
    }
    case SqlContext::Kind::WithValue: {
        const std::vector<OptionSpec> specs =
            CompletionEngine::tableOptions(context.withOptions(), {});
        return normalizedValue(withSpec(specs, context.key()), word);
    }
    case SqlContext::Kind::HintKey:
        for (const HintInfo &hint : sqlHints()) {
            for (const auto &[key, description] : hint.keys) {
                if (key == word)
                    return fromStd(key) + QLatin1Char('\n') + translatedDoc(description);
            }
        }
        return {};
    case SqlContext::Kind::HintValue:
        if (context.hintName() == "STATE_TTL"
            || (context.hintName() == "OPTIONS" && context.hintPlacement() == HintPlacement::Join))
            return normalizedValue(registry.find("table.exec.state.ttl"), word);
        if (context.hintName() == "OPTIONS") {
            if (const ScriptTable *table = SqlContext::findTable(check.tables, context.hintTable()))
                return normalizedValue(
                    withSpec(CompletionEngine::tableOptions({{"connector", table->connector}}, {}),
                             context.key()),
                    word);
        }
        return {};
    case SqlContext::Kind::HintName:
        for (const HintInfo &hint : sqlHints()) {
            if (sameName(hint.name, word) && hint.placement == context.hintPlacement())
                return fromStd(hint.name) + QLatin1Char('\n') + translatedDoc(hint.description);
        }
        return {};
    case SqlContext::Kind::Member: {
        const SqlContext::Members members =
            SqlContext::membersOf(check.tables, context.tableRefs(), context.qualifierPath());
        for (const auto &[name, type] : members.columns) {
            if (sameName(name, word))
                return (members.table ? tr("Column %1.%2: %3") : tr("Field %1.%2: %3"))
                    .arg(fromStd(members.owner), fromStd(name), fromStd(type));
        }
        return {};
    }
    case SqlContext::Kind::None:
        return {};
    case SqlContext::Kind::Statement:
    case SqlContext::Kind::General:
    case SqlContext::Kind::TableName:
        break;
    }

    // A table or view, by name or by alias.
    if (const ScriptTable *table = SqlContext::findTable(check.tables, word))
        return tableText(*table);
    if (const ScriptTable *table =
            SqlContext::resolveQualifier(check.tables, context.tableRefs(), word))
        return tableText(*table);
    // A column of a table in scope.
    for (const SqlContext::TableRef &ref : context.tableRefs()) {
        if (const ScriptTable *table = SqlContext::findTable(check.tables, ref.name)) {
            const QString column = columnText(*table, word);
            if (!column.isEmpty())
                return column;
        }
    }
    for (const FunctionInfo &f : builtinFunctions()) {
        if (sameName(f.name, word)) {
            QString result = fromStd(f.signature) + QStringLiteral(" \u2192 ") +
                             translatedDoc(f.returns) + QLatin1Char('\n') + translatedDoc(f.description);
            if (f.aggregate())
                result += QLatin1Char('\n') + tr("Aggregate function.");
            if (!f.example().empty())
                result += QLatin1Char('\n') + tr("Example: %1").arg(fromStd(f.example()));
            if (!f.runsInEngine())
                result += QLatin1Char('\n') +
                          tr("Runs on Flink; not in the embedded engine yet (%1).").arg(translatedDoc(f.note));
            return result;
        }
    }
    return {};
}

} // namespace sluice
