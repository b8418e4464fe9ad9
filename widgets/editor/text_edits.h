#pragma once

#include <string>
#include <vector>

class QsciScintilla;

namespace sluice {

/// One replacement of the byte range [begin, end) of a UTF-8 text.
struct TextEdit {
    int begin = 0;
    int end = 0;
    std::string replacement;

    friend bool operator==(const TextEdit &, const TextEdit &) = default;
};

/// A change to a job's text as a set of non-overlapping replacements, computed by the
/// non-widget models (SET block, hints) and applied by the views in one go.
class TextEdits
{
public:
    TextEdits() = default;

    void add(int begin, int end, std::string replacement);
    bool isEmpty() const { return m_edits.empty(); }
    /// The replacements, sorted by position.
    const std::vector<TextEdit> &edits() const { return m_edits; }

    /// `text` with every replacement made.
    std::string appliedTo(const std::string &text) const;
    /// Makes the replacements in `editor` (byte positions, UTF-8 mode) as ONE undo step.
    void applyTo(QsciScintilla *editor) const;

private:
    std::vector<TextEdit> m_edits;
};

} // namespace sluice
