#pragma once

#include "sql_context.h"

#include <sluice/option_registry.h>
#include <sluice/script.h>

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <string_view>

namespace sluice {

/// What a completion item is, for its icon and its order in the list.
enum class CompletionKind { Keyword, Table, View, Column, Function, Option, Value, Hint };

/// One thing completion offers.
struct CompletionItem {
    QString text;          ///< inserted in place of the word (quotes included when needed)
    QString detail;        ///< shown after the text in the list: a type, a connector, a signature
    QString documentation; ///< shown beside the list for the selected item (plain text)
    CompletionKind kind = CompletionKind::Keyword;
};

/// The answer to "what may be written here": the items, best first, and the byte range the
/// chosen one replaces.
struct Completions {
    SqlContext::Kind context = SqlContext::Kind::None;
    int replaceBegin = 0;
    int replaceEnd = 0;
    QString prefix; ///< what is already typed of the word; items all match it (matchRank)
    /// Add a closing quote after the item: the caret is in a quote that is not closed yet.
    bool closeQuote = false;
    QList<CompletionItem> items;
};

/// Context-aware completion from the engine's facts: its keywords, built-in functions, option
/// registry and connector catalogue, the parser's idea of what may come next, and the tables the
/// last check of the script found. No widgets: it works on text and a byte offset.
class CompletionEngine
{
    Q_DECLARE_TR_FUNCTIONS(sluice::CompletionEngine)

public:
    /// The completions at byte `offset` of `text`, given the latest check of the script (which
    /// may be a little older than the text).
    static Completions complete(std::string_view text, int offset, const CheckResult &check);

    /// How well `candidate` matches what is typed, as the list filters while the user types:
    /// 0 starts with it, 1 starts with it ignoring case, 2 one of the candidate's later words
    /// starts with it ("mini" for table.exec.mini-batch.size), 3 its characters start the words
    /// of the candidate in order ("tesT" for table.exec.state.ttl), 4 contains it (two characters
    /// or more) ignoring case; -1 no match. Items are offered best rank first.
    static int matchRank(const QString &candidate, const QString &typed);

    /// Whether the character just typed before `offset` should open completion by itself: a
    /// '.' after a name, or a quote opening a SET/WITH/hint key or value.
    static bool isTrigger(std::string_view text, int offset);

    /// The keywords the parser expects after `statementPrefix` (upper case), and whether it
    /// said that list is open ("a statement (CREATE, INSERT, ...)").
    static QStringList expectedKeywords(std::string_view statementPrefix, bool *open = nullptr,
                                        bool *expression = nullptr);

    /// An option's documentation: description, type, default, and whether the embedded engine
    /// applies it or only carries it for Flink.
    static QString optionDocumentation(const OptionSpec &spec);
    /// The options that apply to a WITH list (connector and formats), `#` patterns expanded
    /// with `columns`.
    static std::vector<OptionSpec>
    tableOptions(const std::vector<std::pair<std::string, std::string>> &options,
                 const std::vector<std::string> &columns);
};

} // namespace sluice
