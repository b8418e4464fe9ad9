#pragma once

#include <Qsci/qscilexercustom.h>

#include "theme_manager.h"

namespace sluice {

/// Colours Flink SQL in a QsciScintilla using the engine's tokenizer (sluice::tokenize), so the
/// editor and the engine never disagree about what a keyword, a string or a hint is. Styling is
/// incremental: it restarts at the first line before the edit that begins outside any statement,
/// comment or string, and stops at the end of the line Scintilla asked for. The same pass sets
/// fold levels for statements and parentheses.
class SqlLexer : public QsciLexerCustom
{
    Q_OBJECT

public:
    /// Style numbers written into the document (QScintilla style bytes).
    enum Style {
        Default = 0,
        Identifier,
        QuotedIdentifier,
        Keyword,
        TypeName,
        Function,
        String,
        Number,
        Operator,
        Punctuation,
        LineComment,
        BlockComment,
        Hint,
        Invalid,
        SetKey,   ///< the option key of SET/RESET
        SetValue, ///< the value of SET
        StyleCount
    };

    explicit SqlLexer(QObject *parent = nullptr);

    const char *language() const override;
    QString description(int style) const override;
    void styleText(int start, int end) override;

    QColor defaultColor(int style) const override;
    QColor defaultPaper(int style) const override;
    QFont defaultFont(int style) const override;
    bool defaultEolFill(int style) const override;
    /// Braces only match as punctuation, never inside strings or comments.
    int braceStyle() const override;
    const char *wordCharacters() const override;

    /// Recolours every style for a theme.
    void setColors(const EditorColors &colors);
    /// The base font (fixed width) for all styles.
    void setBaseFont(const QFont &font);

    /// How many bytes the last styleText() call tokenized; lets tests check it stays local.
    int lastStyledBytes() const { return m_lastStyledBytes; }

private:
    EditorColors m_colors;
    QFont m_font;
    int m_lastStyledBytes = 0;
};

} // namespace sluice
