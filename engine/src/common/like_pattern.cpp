#include "common/like_pattern.h"

namespace sluice {
namespace {

bool isLineTerminator(std::uint32_t cp)
{
    return cp == '\n' || cp == '\r' || cp == 0x85 || cp == 0x2028 || cp == 0x2029;
}


} // namespace

std::size_t utf8Length(std::string_view s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}

std::size_t javaLength(std::string_view s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        n += ((c & 0xC0) != 0x80) + (c >= 0xF0); // a four-byte sequence is a surrogate pair
    return n;
}

void appendJavaUtf8(std::string &out, std::string_view bytes)
{
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
    const auto continuation = [](unsigned b) { return (b & 0xC0) == 0x80; };
    const std::size_t n = bytes.size();
    constexpr std::uint32_t kReplacement = 0xFFFD;
    for (std::size_t p = 0; p < n;) {
        const unsigned b1 = at(p);
        if (b1 < 0x80) {
            out += static_cast<char>(b1);
            ++p;
        } else if (b1 >= 0xC2 && b1 <= 0xDF) {
            if (p + 1 < n && continuation(at(p + 1))) {
                utf8Append(out, ((b1 & 0x1F) << 6) | (at(p + 1) & 0x3F));
                p += 2;
            } else {
                utf8Append(out, kReplacement);
                p += 1;
            }
        } else if (b1 >= 0xE0 && b1 <= 0xEF) {
            // The first byte after the lead decides how much a malformed sequence spans.
            const auto bad2 = [&](unsigned b2) { return (b1 == 0xE0 && (b2 & 0xE0) == 0x80) || !continuation(b2); };
            if (p + 2 < n) {
                const unsigned b2 = at(p + 1), b3 = at(p + 2);
                if (bad2(b2) || !continuation(b3)) {
                    utf8Append(out, kReplacement);
                    p += bad2(b2) ? 1 : 2;
                    continue;
                }
                const std::uint32_t c = ((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F);
                utf8Append(out, c >= 0xD800 && c <= 0xDFFF ? kReplacement : c);
                p += 3;
            } else {
                utf8Append(out, kReplacement);
                if (p + 1 < n && bad2(at(p + 1))) {
                    p += 1;
                    continue;
                }
                return; // cut off at the end: one replacement for the rest
            }
        } else if (b1 >= 0xF0 && b1 <= 0xF7) {
            const auto bad2 = [&](unsigned b2) {
                return b1 > 0xF4 || (b1 == 0xF0 && (b2 < 0x90 || b2 > 0xBF)) ||
                       (b1 == 0xF4 && (b2 & 0xF0) != 0x80) || !continuation(b2);
            };
            if (p + 3 < n) {
                const unsigned b2 = at(p + 1), b3 = at(p + 2), b4 = at(p + 3);
                const std::uint32_t c = ((b1 & 0x07) << 18) | ((b2 & 0x3F) << 12) | ((b3 & 0x3F) << 6) | (b4 & 0x3F);
                if (!continuation(b2) || !continuation(b3) || !continuation(b4) || c < 0x10000 || c > 0x10FFFF) {
                    utf8Append(out, kReplacement);
                    p += bad2(b2) ? 1 : !continuation(b3) ? 2 : 3;
                    continue;
                }
                utf8Append(out, c);
                p += 4;
            } else {
                utf8Append(out, kReplacement);
                if (b1 > 0xF4 || (p + 1 < n && bad2(at(p + 1)))) {
                    p += 1;
                    continue;
                }
                if (p + 2 < n && !continuation(at(p + 2))) {
                    p += 2;
                    continue;
                }
                return;
            }
        } else { // a continuation byte or a lead Java never reads (C0, C1, F8 ... FF)
            utf8Append(out, kReplacement);
            ++p;
        }
    }
}

std::size_t utf8Offset(std::string_view s, std::size_t n)
{
    std::size_t pos = 0;
    while (n > 0 && pos < s.size()) {
        ++pos;
        while (pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80)
            ++pos;
        --n;
    }
    return pos;
}

std::uint32_t utf8Next(std::string_view s, std::size_t &pos)
{
    const unsigned char c = static_cast<unsigned char>(s[pos++]);
    int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    std::uint32_t cp = extra == 3   ? (c & 0x07U)
                       : extra == 2 ? (c & 0x0FU)
                       : extra == 1 ? (c & 0x1FU)
                                    : c;
    while (extra-- > 0 && pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80)
        cp = (cp << 6) | (static_cast<unsigned char>(s[pos++]) & 0x3FU);
    return cp;
}

void utf8Append(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

std::optional<LikePattern> LikePattern::compile(std::string_view pattern,
                                                std::optional<std::string_view> escape,
                                                std::string *error)
{
    std::optional<std::uint32_t> esc;
    if (escape) {
        if (utf8Length(*escape) != 1) {
            if (error)
                *error = "Invalid escape character '" + std::string(*escape) + "'";
            return std::nullopt;
        }
        std::size_t p = 0;
        esc = utf8Next(*escape, p);
    }
    LikePattern lp;
    auto literal = [&](std::string_view bytes) {
        if (lp.m_tokens.empty() || lp.m_tokens.back().type != Token::Literal)
            lp.m_tokens.push_back({Token::Literal, {}});
        lp.m_tokens.back().text += bytes;
    };
    for (std::size_t pos = 0; pos < pattern.size();) {
        const std::size_t start = pos;
        const std::uint32_t cp = utf8Next(pattern, pos);
        if (esc && cp == *esc) {
            if (pos >= pattern.size()) {
                if (error)
                    *error = "Invalid escape sequence '" + std::string(pattern) + "', " +
                             std::to_string(start);
                return std::nullopt;
            }
            const std::size_t nextStart = pos;
            const std::uint32_t next = utf8Next(pattern, pos);
            if (next != '_' && next != '%' && next != *esc) {
                if (error)
                    *error = "Invalid escape sequence '" + std::string(pattern) + "', " +
                             std::to_string(start);
                return std::nullopt;
            }
            literal(pattern.substr(nextStart, pos - nextStart));
        } else if (cp == '%') {
            if (lp.m_tokens.empty() || lp.m_tokens.back().type != Token::Any)
                lp.m_tokens.push_back({Token::Any, {}});
        } else if (cp == '_') {
            lp.m_tokens.push_back({Token::One, {}});
        } else {
            literal(pattern.substr(start, pos - start));
        }
    }
    // Recognise the shapes Flink's LikeCallGen turns into equals/startsWith/endsWith/contains.
    const auto &t = lp.m_tokens;
    auto is = [&](std::size_t i, Token::Type type) { return i < t.size() && t[i].type == type; };
    if (t.size() == 1 && is(0, Token::Literal)) {
        lp.m_kind = Kind::Exact;
        lp.m_literal = t[0].text;
    } else if (t.size() == 2 && is(0, Token::Literal) && is(1, Token::Any)) {
        lp.m_kind = Kind::Prefix;
        lp.m_literal = t[0].text;
    } else if (t.size() == 2 && is(0, Token::Any) && is(1, Token::Literal)) {
        lp.m_kind = Kind::Suffix;
        lp.m_literal = t[1].text;
    } else if (t.size() == 3 && is(0, Token::Any) && is(1, Token::Literal) && is(2, Token::Any)) {
        lp.m_kind = Kind::Contains;
        lp.m_literal = t[1].text;
    } else if (t.empty()) {
        lp.m_kind = Kind::Exact;
    }
    return lp;
}

bool LikePattern::matches(std::string_view s) const
{
    switch (m_kind) {
    case Kind::Exact: return s == m_literal;
    case Kind::Prefix: return s.starts_with(m_literal);
    case Kind::Suffix: return s.ends_with(m_literal);
    case Kind::Contains: return s.find(m_literal) != std::string_view::npos;
    case Kind::General: break;
    }
    return matchFrom(0, s, 0);
}

bool LikePattern::matchFrom(std::size_t token, std::string_view s, std::size_t pos) const
{
    // Iterative for literals and '_'; '%' tries every following code point boundary.
    while (token < m_tokens.size()) {
        const Token &t = m_tokens[token];
        if (t.type == Token::Literal) {
            if (s.compare(pos, t.text.size(), t.text) != 0 || s.size() - pos < t.text.size())
                return false;
            pos += t.text.size();
        } else if (t.type == Token::One) {
            if (pos >= s.size())
                return false;
            if (isLineTerminator(utf8Next(s, pos)))
                return false;
        } else {
            if (token + 1 == m_tokens.size())
                return true;
            // Find the next literal quickly when '%' is followed by one.
            const Token &next = m_tokens[token + 1];
            for (std::size_t p = pos; p <= s.size();) {
                if (next.type == Token::Literal) {
                    const std::size_t found = s.find(next.text, p);
                    if (found == std::string_view::npos)
                        return false;
                    p = found;
                }
                if (matchFrom(token + 1, s, p))
                    return true;
                if (p >= s.size())
                    break;
                utf8Next(s, p);
            }
            return false;
        }
        ++token;
    }
    return pos == s.size();
}

} // namespace sluice
