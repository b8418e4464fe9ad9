#include "text_edits.h"

#include <Qsci/qsciscintilla.h>

#include <algorithm>

namespace sluice {

void TextEdits::add(int begin, int end, std::string replacement)
{
    TextEdit edit{begin, end, std::move(replacement)};
    // Two deletions that touch the same bytes (adjacent lines going together) become one.
    if (edit.replacement.empty()) {
        for (auto it = m_edits.begin(); it != m_edits.end(); ++it) {
            if (it->replacement.empty() && it->begin < edit.end && edit.begin < it->end) {
                edit.begin = std::min(edit.begin, it->begin);
                edit.end = std::max(edit.end, it->end);
                m_edits.erase(it);
                add(edit.begin, edit.end, {});
                return;
            }
        }
    }
    const auto at = std::upper_bound(
        m_edits.begin(), m_edits.end(), edit,
        [](const TextEdit &a, const TextEdit &b) { return a.begin < b.begin; });
    m_edits.insert(at, std::move(edit));
}

std::string TextEdits::appliedTo(const std::string &text) const
{
    std::string result = text;
    // Back to front, so earlier offsets stay valid.
    for (auto it = m_edits.rbegin(); it != m_edits.rend(); ++it)
        result.replace(std::size_t(it->begin), std::size_t(it->end - it->begin), it->replacement);
    return result;
}

void TextEdits::applyTo(QsciScintilla *editor) const
{
    if (!editor || m_edits.empty())
        return;
    editor->beginUndoAction();
    for (auto it = m_edits.rbegin(); it != m_edits.rend(); ++it) {
        editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, it->begin, it->end);
        editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET,
                              static_cast<unsigned long>(it->replacement.size()),
                              it->replacement.c_str());
    }
    editor->endUndoAction();
}

} // namespace sluice
