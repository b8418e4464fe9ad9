#include "token_checker.h"

#include <sluice/sql_tokens.h>

namespace sluice {

std::vector<Diagnostic> TokenChecker::check(std::string text)
{
    std::vector<Diagnostic> result;
    for (const Token &token : tokenize(text)) {
        if (token.kind != TokenKind::Invalid)
            continue;
        QString message;
        const std::string_view t = token.text;
        if (t.starts_with("/*+"))
            message = tr("Unterminated hint: add */ to close it.");
        else if (t.starts_with("/*"))
            message = tr("Unterminated comment: add */ to close it.");
        else if (t.starts_with('\''))
            message = tr("Unterminated string: add ' to close it.");
        else if (t.starts_with('`'))
            message = tr("Unterminated quoted identifier: add ` to close it.");
        else if (t.starts_with('"'))
            message = tr("Unterminated double-quoted text: Flink SQL quotes identifiers with ` "
                         "and strings with '.");
        else
            message = tr("Unexpected character “%1”.")
                          .arg(QString::fromUtf8(t.data(), qsizetype(t.size())));
        result.push_back({Severity::Error, token.range, message.toStdString(), "token"});
    }
    return result;
}

} // namespace sluice
