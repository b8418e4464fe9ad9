#include "exec/expr_string.h"

#include <sluice/text.h>

#include <re2/re2.h>

#include <cctype>
#include <clocale>
#include <cwctype>
#include <locale.h>

namespace sluice::exec::detail {
namespace {

locale_t utf8Locale()
{
    static const locale_t loc = [] {
        locale_t l = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
        return l ? l : newlocale(LC_CTYPE_MASK, "C", static_cast<locale_t>(nullptr));
    }();
    return loc;
}

bool isAsciiOnly(std::string_view s)
{
    for (unsigned char c : s) {
        if (c >= 0x80)
            return false;
    }
    return true;
}

} // namespace


void appendUpper(std::string_view s, std::string &out)
{
    if (isAsciiOnly(s)) {
        for (char c : s)
            out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
        return;
    }
    const locale_t loc = utf8Locale();
    for (std::size_t pos = 0; pos < s.size();) {
        const std::uint32_t cp = utf8Next(s, pos);
        if (cp == 0xDF) { // ß has no single upper-case letter; Java gives "SS"
            out += "SS";
            continue;
        }
        utf8Append(out, static_cast<std::uint32_t>(towupper_l(static_cast<wint_t>(cp), loc)));
    }
}

void appendLower(std::string_view s, std::string &out)
{
    if (isAsciiOnly(s)) {
        for (char c : s)
            out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
        return;
    }
    const locale_t loc = utf8Locale();
    for (std::size_t pos = 0; pos < s.size();) {
        const std::uint32_t cp = utf8Next(s, pos);
        utf8Append(out, static_cast<std::uint32_t>(towlower_l(static_cast<wint_t>(cp), loc)));
    }
}


std::vector<std::string_view> splitPreserveAllTokens(std::string_view s, std::string_view separator)
{
    std::vector<std::string_view> out;
    if (s.empty())
        return out;
    if (separator.empty()) {
        // Whitespace-separated, every token kept (empty ones between adjacent whitespace too).
        std::size_t start = 0;
        bool lastWasSpace = false;
        bool inToken = false;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (std::isspace(static_cast<unsigned char>(s[i]))) {
                out.push_back(s.substr(start, i - start));
                lastWasSpace = true;
                inToken = false;
                start = i + 1;
            } else {
                lastWasSpace = false;
                inToken = true;
            }
        }
        if (inToken || lastWasSpace)
            out.push_back(s.substr(start));
        return out;
    }
    std::size_t beg = 0;
    std::size_t end = 0;
    while (end < s.size()) {
        const std::size_t found = s.find(separator, beg);
        if (found == std::string_view::npos) {
            out.push_back(s.substr(beg));
            end = s.size();
        } else {
            end = found;
            out.push_back(found > beg ? s.substr(beg, found - beg) : std::string_view{});
            beg = found + separator.size();
        }
    }
    return out;
}

// --- SIMILAR TO --------------------------------------------------------------------------------

struct SimilarPattern::Regex {
    explicit Regex(const std::string &pattern, const RE2::Options &options) : re(pattern, options) {}
    RE2 re;
};

SimilarPattern::SimilarPattern() = default;
SimilarPattern::SimilarPattern(SimilarPattern &&) noexcept = default;
SimilarPattern &SimilarPattern::operator=(SimilarPattern &&) noexcept = default;
SimilarPattern::~SimilarPattern() = default;

std::optional<SimilarPattern> SimilarPattern::compile(std::string_view pattern,
                                                      std::optional<std::string_view> escape,
                                                      Text *error)
{
    if (escape && escape->size() != 1) {
        *error = sluice::Engine::tr("Invalid escape character '%1'").arg(*escape);
        return std::nullopt;
    }
    std::string regex;
    bool inBrackets = false;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (escape && c == (*escape)[0]) {
            if (++i == pattern.size()) {
                *error = sluice::Engine::tr("Invalid escape sequence '%1'").arg(pattern);
                return std::nullopt;
            }
            regex += RE2::QuoteMeta(std::string_view(&pattern[i], 1));
            continue;
        }
        if (inBrackets) {
            if (c == ']') {
                inBrackets = false;
                regex += c;
            } else if (c == '[' && pattern.substr(i).starts_with("[:")) {
                // [:ALPHA:] and friends: RE2 spells the POSIX classes in lower case.
                const std::size_t end = pattern.find(":]", i + 2);
                if (end == std::string_view::npos) {
                    regex += "\\[";
                    continue;
                }
                std::string name(pattern.substr(i + 2, end - i - 2));
                for (char &ch : name)
                    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
                regex += "[:" + name + ":]";
                i = end + 1;
            } else if (c == '\\') {
                regex += "\\\\";
            } else {
                regex += c;
            }
            continue;
        }
        switch (c) {
        case '%': regex += ".*"; break;
        case '_': regex += '.'; break;
        case '[': inBrackets = true; regex += c; break;
        case '$':
        case '\\': regex += '\\'; regex += c; break;
        default: regex += c; break;
        }
    }
    RE2::Options options;
    options.set_log_errors(false);
    SimilarPattern p;
    p.m_regex = std::make_unique<Regex>(regex, options);
    if (!p.m_regex->re.ok()) {
        *error = sluice::Engine::tr("Invalid SIMILAR TO pattern '%1': %2").arg(pattern).arg(p.m_regex->re.error());
        return std::nullopt;
    }
    return p;
}

bool SimilarPattern::matches(std::string_view s) const
{
    return RE2::FullMatch(s, m_regex->re);
}

} // namespace sluice::exec::detail
