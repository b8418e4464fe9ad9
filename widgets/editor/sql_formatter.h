#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

namespace sluice {

/// Lays out Flink SQL from the engine's tokens: keywords in upper case, one clause per line
/// (SELECT, FROM, JOIN … ON, WHERE, GROUP BY, HAVING, ORDER BY, …), column and WITH option lists
/// one item per line, subqueries indented. Comments, hints and literals are kept byte for byte,
/// and format(format(x)) == format(x). No widgets.
class SqlFormatter
{
    Q_DECLARE_TR_FUNCTIONS(sluice::SqlFormatter)

public:
    struct Result {
        bool ok = false;
        std::string text; ///< the formatted text when ok
        QString error;    ///< why the text was left alone otherwise
    };

    /// Formats a whole script. Refuses text with syntax errors, and any result the engine would
    /// read differently from the original (it compares the checks of both).
    static Result format(std::string_view text);

    static constexpr int kIndent = 4;
};

} // namespace sluice
