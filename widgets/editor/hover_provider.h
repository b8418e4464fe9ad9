#pragma once

#include <sluice/script.h>

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace sluice {

/// The documentation shown when the mouse rests on a word of the script: a table's schema, a
/// column's type, a function's signature, an option's documentation and effective value, a
/// duration's normalized value. Facts come from the engine and the latest check; no widgets.
class HoverProvider
{
    Q_DECLARE_TR_FUNCTIONS(sluice::HoverProvider)

public:
    /// Plain text for the word at byte `offset` of `text`; empty when there is nothing to say.
    static QString textAt(std::string_view text, int offset, const CheckResult &check);
};

} // namespace sluice
