#pragma once

#include <QStringList>

namespace sluice {

/// Toggles SQL line comments ("-- ") on a block of lines, as Ctrl+/ does in the editor: when
/// every non-blank line is already commented the markers are removed, otherwise every non-blank
/// line gets one at the block's smallest indentation, so the block keeps its shape.
class LineComments
{
public:
    static constexpr const char *kMarker = "--";

    /// Whether every non-blank line starts (after indentation) with "--".
    static bool allCommented(const QStringList &lines);
    /// The lines with comments toggled; blank lines are left as they are.
    static QStringList toggled(const QStringList &lines);
};

} // namespace sluice
