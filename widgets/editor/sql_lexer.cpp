#include "sql_lexer.h"

#include <Qsci/qsciscintilla.h>
#include <sluice/sql_tokens.h>

#include <QFontDatabase>

#include <algorithm>
#include <string_view>
#include <vector>

namespace sluice {

namespace {

// Line states: whether a line starts outside any statement, comment or string, i.e. whether
// styling may restart there. Lines never styled read as 0 and are not trusted.
constexpr int kCleanLine = 1;
constexpr int kInsideLine = 2;

// Bytes beyond the requested line that are tokenized up front; grown when a token runs past.
constexpr int kLookahead = 4096;

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return (x >= 'a' && x <= 'z' ? x - 32 : x) == (y >= 'a' && y <= 'z' ? y - 32 : y);
    });
}

bool isComment(TokenKind kind)
{
    return kind == TokenKind::LineComment || kind == TokenKind::BlockComment
           || kind == TokenKind::Hint;
}

SqlLexer::Style baseStyle(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Identifier: return SqlLexer::Identifier;
    case TokenKind::QuotedIdentifier: return SqlLexer::QuotedIdentifier;
    case TokenKind::Keyword: return SqlLexer::Keyword;
    case TokenKind::TypeName: return SqlLexer::TypeName;
    case TokenKind::Function: return SqlLexer::Function;
    case TokenKind::String: return SqlLexer::String;
    case TokenKind::Number: return SqlLexer::Number;
    case TokenKind::Operator: return SqlLexer::Operator;
    case TokenKind::Punctuation: return SqlLexer::Punctuation;
    case TokenKind::LineComment: return SqlLexer::LineComment;
    case TokenKind::BlockComment: return SqlLexer::BlockComment;
    case TokenKind::Hint: return SqlLexer::Hint;
    case TokenKind::Invalid: return SqlLexer::Invalid;
    case TokenKind::End: break;
    }
    return SqlLexer::Default;
}

// What a statement looks like so far, enough to colour SET and to fold.
struct StatementState {
    enum class SetPart { None, Key, Value };
    bool inStatement = false;
    int parenDepth = 0;
    SetPart setPart = SetPart::None;

    int depth() const { return (inStatement ? 1 : 0) + parenDepth; }

    SqlLexer::Style styleOf(const Token &token) const
    {
        const SqlLexer::Style style = baseStyle(token.kind);
        if (isComment(token.kind) || token.kind == TokenKind::Invalid)
            return style;
        if (setPart == SetPart::Key && token.text != "=" && token.text != ";")
            return SqlLexer::SetKey;
        if (setPart == SetPart::Value && token.text != ";")
            return SqlLexer::SetValue;
        return style;
    }

    void advance(const Token &token)
    {
        if (isComment(token.kind))
            return;
        if (token.kind == TokenKind::Punctuation) {
            if (token.text == ";") {
                *this = {};
                return;
            }
            if (token.text == "(")
                ++parenDepth;
            else if (token.text == ")")
                parenDepth = std::max(0, parenDepth - 1);
        }
        if (!inStatement) {
            inStatement = true;
            if (token.kind == TokenKind::Keyword
                && (equalsIgnoreCase(token.text, "SET") || equalsIgnoreCase(token.text, "RESET")))
                setPart = SetPart::Key;
            return;
        }
        if (setPart == SetPart::Key && token.kind == TokenKind::Operator && token.text == "=")
            setPart = SetPart::Value;
    }
};

// Offset of the first line start at or after `from` (a line starts after '\n'); npos if none.
std::size_t nextLineStart(std::string_view text, std::size_t from)
{
    const std::size_t newline = text.find('\n', from);
    return newline == std::string_view::npos ? newline : newline + 1;
}

} // namespace

SqlLexer::SqlLexer(QObject *parent)
    : QsciLexerCustom(parent), m_colors(ThemeManager::editorColors(false)),
      m_font(QFontDatabase::systemFont(QFontDatabase::FixedFont))
{
    m_font.setPointSize(std::max(m_font.pointSize(), 10));
}

const char *SqlLexer::language() const
{
    return "Flink SQL";
}

QString SqlLexer::description(int style) const
{
    switch (style) {
    case Default: return tr("Default");
    case Identifier: return tr("Identifier");
    case QuotedIdentifier: return tr("Quoted identifier");
    case Keyword: return tr("Keyword");
    case TypeName: return tr("Data type");
    case Function: return tr("Built-in function");
    case String: return tr("String");
    case Number: return tr("Number");
    case Operator: return tr("Operator");
    case Punctuation: return tr("Punctuation");
    case LineComment: return tr("Line comment");
    case BlockComment: return tr("Block comment");
    case Hint: return tr("Hint");
    case Invalid: return tr("Invalid");
    case SetKey: return tr("SET key");
    case SetValue: return tr("SET value");
    default: break;
    }
    return {};
}

QColor SqlLexer::defaultColor(int style) const
{
    switch (style) {
    case Keyword: return m_colors.keyword;
    case TypeName: return m_colors.typeName;
    case Function: return m_colors.function;
    case String: return m_colors.string;
    case Number: return m_colors.number;
    case LineComment:
    case BlockComment: return m_colors.comment;
    case Hint: return m_colors.hint;
    case Operator:
    case Punctuation: return m_colors.operatorColor;
    case QuotedIdentifier: return m_colors.quotedIdentifier;
    case SetKey: return m_colors.setKey;
    case SetValue: return m_colors.setValue;
    case Invalid: return m_colors.invalid;
    default: break;
    }
    return m_colors.text;
}

QColor SqlLexer::defaultPaper(int /*style*/) const
{
    return m_colors.paper;
}

QFont SqlLexer::defaultFont(int style) const
{
    QFont font = m_font;
    switch (style) {
    case Keyword:
    case SetKey: font.setBold(true); break;
    case LineComment:
    case BlockComment:
    case Hint: font.setItalic(true); break;
    default: break;
    }
    return font;
}

bool SqlLexer::defaultEolFill(int /*style*/) const
{
    return false;
}

int SqlLexer::braceStyle() const
{
    return Punctuation;
}

const char *SqlLexer::wordCharacters() const
{
    return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
}

void SqlLexer::setColors(const EditorColors &colors)
{
    m_colors = colors;
    setDefaultPaper(colors.paper);
    setDefaultColor(colors.text);
    for (int style = 0; style < StyleCount; ++style) {
        setColor(defaultColor(style), style);
        setPaper(colors.paper, style);
    }
}

void SqlLexer::setBaseFont(const QFont &font)
{
    m_font = font;
    setDefaultFont(font);
    for (int style = 0; style < StyleCount; ++style)
        setFont(defaultFont(style), style);
}

void SqlLexer::styleText(int start, int end)
{
    QsciScintilla *ed = editor();
    if (!ed)
        return;
    const int length = ed->length();
    end = std::min(end, length);
    const int lineCount = int(ed->SendScintilla(QsciScintillaBase::SCI_GETLINECOUNT));

    // Restart at the nearest line that begins between statements: everything before it is
    // unaffected by the edit, and the tokenizer needs no state to resume there.
    int firstLine = int(ed->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, start));
    while (firstLine > 0
           && ed->SendScintilla(QsciScintillaBase::SCI_GETLINESTATE, firstLine) != kCleanLine)
        --firstLine;
    const int safe = int(ed->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, firstLine));

    const int endLine = int(ed->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, end));
    const int requested = endLine + 1 < lineCount
                              ? int(ed->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE,
                                                      endLine + 1))
                              : length;

    QByteArray bytes;
    std::vector<Token> tokens;
    std::size_t stopToken = 0; // tokens [0, stopToken) are styled
    std::size_t target = 0;    // styled up to here (relative to `safe`): a line start or the end
    for (int chunkEnd = std::min(length, requested + kLookahead);;
         chunkEnd = std::min(length, safe + 2 * (chunkEnd - safe))) {
        bytes.resize(chunkEnd - safe + 1);
        ed->SendScintilla(QsciScintillaBase::SCI_GETTEXTRANGE, safe, chunkEnd, bytes.data());
        bytes.resize(chunkEnd - safe);
        const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
        tokens = tokenize(text);
        target = std::min(std::size_t(requested - safe), text.size());
        stopToken = 0;
        while (stopToken < tokens.size() && tokens[stopToken].kind != TokenKind::End
               && tokens[stopToken].range.begin.offset < target)
            ++stopToken;
        // A token cut short by the end of the chunk may be classified wrongly (an unterminated
        // string that is closed further on): read more and tokenize again.
        if (chunkEnd < length && stopToken > 0
            && tokens[stopToken - 1].range.end.offset >= text.size())
            continue;
        break;
    }
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));

    // Line starts within [0, target], with the statement depth and cleanliness at each.
    struct LineInfo {
        int depth = 0;
        bool clean = true;
    };
    std::vector<LineInfo> lines{{0, true}};
    std::size_t nextLine = nextLineStart(text, 0);
    auto recordLinesUpTo = [&](std::size_t limit, int depth, bool clean) {
        while (nextLine != std::string_view::npos && nextLine <= limit && nextLine <= target) {
            lines.push_back({depth, clean});
            nextLine = nextLineStart(text, nextLine);
        }
    };

    StatementState state;
    startStyling(safe);
    std::size_t pos = 0;
    for (std::size_t i = 0; i < stopToken; ++i) {
        const Token &token = tokens[i];
        const std::size_t begin = token.range.begin.offset;
        // A token running past the requested lines (a long comment) is styled up to them only;
        // the lines inside it are marked unclean, so the next call restarts before it.
        const std::size_t tokenEnd = std::min(token.range.end.offset, target);
        recordLinesUpTo(begin, state.depth(), state.depth() == 0);
        if (begin > pos)
            setStyling(int(begin - pos), Default);
        // Lines that start inside a multi-line token (comment, string) fold with it.
        if (tokenEnd > begin)
            recordLinesUpTo(tokenEnd - 1, state.depth() + 1, false);
        setStyling(int(tokenEnd - begin), state.styleOf(token));
        if (token.range.end.offset > target)
            recordLinesUpTo(target, state.depth() + 1, false);
        pos = tokenEnd;
        state.advance(token);
    }
    recordLinesUpTo(target, state.depth(), state.depth() == 0);
    if (target > pos)
        setStyling(int(target - pos), Default);
    m_lastStyledBytes = int(target);

    // Fold levels: a line heads a fold when the next line starts deeper.
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int line = firstLine + int(i);
        if (line >= lineCount)
            break;
        int level = QsciScintillaBase::SC_FOLDLEVELBASE + lines[i].depth;
        if (i + 1 < lines.size() && lines[i + 1].depth > lines[i].depth)
            level |= QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
        ed->SendScintilla(QsciScintillaBase::SCI_SETFOLDLEVEL, line, level);
        ed->SendScintilla(QsciScintillaBase::SCI_SETLINESTATE, line,
                          lines[i].clean ? kCleanLine : kInsideLine);
    }
}

} // namespace sluice
