// String functions of engine/src/functions/, as Flink's SqlFunctionUtils, BinaryStringDataUtil and
// generated code compute them: characters are counted as code points, except in LPAD, RPAD and
// OVERLAY, which Flink runs on java.lang.String and so count UTF-16 units (a character above
// U+FFFF is two, and a cut between them leaves '?' as Java's UTF-8 encoder writes a lone
// surrogate); REPEAT, LPAD and RPAD
// give NULL or '' at their edges as Flink does; regular expressions follow Java's find()
// semantics through RE2; STR_TO_MAP builds its entries in java.util.HashMap order.

#include "common/java_hash_map_order.h"
#include "common/row_codec.h"
#include "exec/expr_string.h"
#include "functions/function_kernel.h"

#include <sluice/text.h>

#include <re2/re2.h>
#include <unicode/uchar.h>

#include <map>

namespace sluice::functions {
namespace {

using exec::detail::utf8Append;
using exec::detail::utf8Length;
using exec::detail::utf8Next;
using exec::detail::utf8Offset;
using sluice::javaLength;

/// The code points of a UTF-8 string.
std::vector<std::uint32_t> codePoints(std::string_view s)
{
    std::vector<std::uint32_t> out;
    out.reserve(s.size());
    for (std::size_t p = 0; p < s.size();)
        out.push_back(utf8Next(s, p));
    return out;
}

/// A string as java.lang.String holds it: UTF-16 code units.
std::u16string javaChars(std::string_view s)
{
    std::u16string out;
    out.reserve(s.size());
    for (std::size_t p = 0; p < s.size();) {
        const std::uint32_t cp = utf8Next(s, p);
        if (cp > 0xFFFF) {
            out.push_back(static_cast<char16_t>(0xD800 + ((cp - 0x10000) >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(cp));
        }
    }
    return out;
}

bool highSurrogate(char16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
bool lowSurrogate(char16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

/// Appends UTF-16 units [from, to) as UTF-8; a surrogate without its pair is '?'.
void appendJavaChars(std::string &out, const std::u16string &units, std::size_t from, std::size_t to)
{
    for (std::size_t k = from; k < to; ++k) {
        const char16_t u = units[k];
        if (highSurrogate(u) && k + 1 < to && lowSurrogate(units[k + 1])) {
            utf8Append(out, 0x10000 + ((std::uint32_t{u} - 0xD800) << 10) + (units[k + 1] - 0xDC00));
            ++k;
        } else if (highSurrogate(u) || lowSurrogate(u)) {
            out += '?';
        } else {
            utf8Append(out, u);
        }
    }
}

/// Typing of f(str, int...): string arguments where `strings` says, integers elsewhere.
template <std::size_t N>
bool checkArgs(FunctionTyping &t, const std::array<bool, N> &strings)
{
    for (std::size_t k = 0; k < t.args.size() && k < N; ++k) {
        if (strings[k] ? !stringArg(t.args[k]->type) : !integerArg(t.args[k]->type))
            return false;
        if (!strings[k])
            t.args[k] = plan::castIfNeeded(t.args[k], LogicalType::bigInt(t.args[k]->type.isNullable()));
    }
    return true;
}

std::optional<LogicalType> stringResult(FunctionTyping &t, std::array<bool, 4> strings)
{
    if (!checkArgs(t, strings))
        return std::nullopt;
    return LogicalType::string(anyNullable(t.args));
}

// --- Padding, repetition, slicing -------------------------------------------------------------

template <bool Left> Status padKernel(KernelRow &row)
{
    const std::int64_t len = row.get<std::int64_t>(1);
    const std::string_view pad = row.str(2);
    if (len < 0 || pad.empty()) {
        // SqlFunctionUtils.lpad/rpad give NULL, which Flink's generated code cannot store in a
        // NOT NULL result: the job fails there.
        if (!row.resultNullable())
            return row.error(sluice::Engine::tr("%1 gives NULL for a negative length or an empty pad, but "
                                                "its arguments are NOT NULL, so Flink fails here too")
                                 .arg(Left ? "LPAD" : "RPAD"));
        return Status::ok();
    }
    // SqlFunctionUtils.lpad/rpad fill a char[len] from the Java strings.
    const std::u16string base = javaChars(row.str(0));
    const std::u16string padding = javaChars(pad);
    const auto n = static_cast<std::size_t>(std::min<std::int64_t>(len, INT32_MAX));
    std::u16string units;
    units.reserve(n);
    if (Left) {
        const std::size_t fill = n > base.size() ? n - base.size() : 0;
        for (std::size_t k = 0; k < fill; ++k)
            units.push_back(padding[k % padding.size()]);
        units.append(base, 0, std::min(base.size(), n - fill));
    } else {
        const std::size_t keep = std::min(base.size(), n);
        units.append(base, 0, keep);
        for (std::size_t k = 0; k < n - keep; ++k)
            units.push_back(padding[k % padding.size()]);
    }
    std::string &out = row.buffer();
    appendJavaChars(out, units, 0, units.size());
    row.setString(out);
    return Status::ok();
}

Status repeatKernel(KernelRow &row)
{
    const std::int64_t times = row.get<std::int64_t>(1);
    const std::string_view s = row.str(0);
    if (times > 0 && s.size() * static_cast<std::uint64_t>(times) > (std::uint64_t{1} << 31))
        return row.error(
            sluice::Engine::tr("REPEAT would build a string of %1 bytes, more than a string can hold")
                .arg(s.size() * static_cast<std::uint64_t>(times)));
    std::string &out = row.buffer();
    for (std::int64_t k = 0; k < times; ++k)
        out += s;
    row.setString(out);
    return Status::ok();
}

Status reverseKernel(KernelRow &row)
{
    const auto cps = codePoints(row.str(0));
    std::string &out = row.buffer();
    for (std::size_t k = cps.size(); k-- > 0;)
        utf8Append(out, cps[k]);
    row.setString(out);
    return Status::ok();
}

Status initcapKernel(KernelRow &row)
{
    // SqlFunctionUtils.initcap: words are runs of [A-Za-z0-9]; their first letter is upper-cased
    // and the others lower-cased; every other character starts a new word.
    std::string &out = row.buffer();
    bool start = true;
    for (char c : row.str(0)) {
        const bool digit = c >= '0' && c <= '9';
        const bool upper = c >= 'A' && c <= 'Z';
        const bool lower = c >= 'a' && c <= 'z';
        if (start) {
            if (lower)
                c = static_cast<char>(c - 32);
            start = !(digit || upper || lower);
        } else if (upper) {
            c = static_cast<char>(c + 32);
        } else if (!digit && !lower) {
            start = true;
        }
        out += c;
    }
    row.setString(out);
    return Status::ok();
}

template <bool Left> Status sideKernel(KernelRow &row)
{
    const std::int64_t n = row.get<std::int64_t>(1);
    const std::string_view s = row.str(0);
    if (n <= 0) {
        row.setString({});
        return Status::ok();
    }
    const std::size_t chars = utf8Length(s);
    const std::size_t take = static_cast<std::size_t>(std::min<std::int64_t>(n, static_cast<std::int64_t>(chars)));
    if (Left)
        row.setString(s.substr(0, utf8Offset(s, take)));
    else
        row.setString(s.substr(utf8Offset(s, chars - take)));
    return Status::ok();
}

std::optional<LogicalType> typeSide(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 2>{true, false}))
        return std::nullopt;
    return varcharOf(t.args[0]->type, true); // NULL for a NULL length, whatever the string
}

// --- Searching ----------------------------------------------------------------------------------

/// The 1-based character position of `needle` in `hay` at or after character `from` (1-based),
/// 0 when absent: BinaryStringData.indexOf + 1.
std::int64_t findFrom(std::string_view hay, std::string_view needle, std::int64_t from)
{
    if (from < 1)
        from = 1;
    const std::size_t chars = utf8Length(hay);
    if (static_cast<std::size_t>(from - 1) > chars)
        return 0;
    const std::size_t start = utf8Offset(hay, static_cast<std::size_t>(from - 1));
    const std::size_t hit = hay.find(needle, start);
    if (hit == std::string_view::npos)
        return 0;
    return static_cast<std::int64_t>(utf8Length(hay.substr(0, hit))) + 1;
}

Status positionKernel(KernelRow &row)
{
    // POSITION(a IN b) and LOCATE(a, b [, from]): a is sought in b.
    // BinaryStringData.indexOf(needle, from - 1) + 1: a start before the string is its start.
    const std::int64_t from = row.argCount() > 2 ? row.get<std::int64_t>(2) : 1;
    row.set<std::int32_t>(static_cast<std::int32_t>(findFrom(row.str(1), row.str(0), from)));
    return Status::ok();
}

std::string reversed(std::string_view s)
{
    const auto cps = codePoints(s);
    std::string out;
    for (std::size_t k = cps.size(); k-- > 0;)
        utf8Append(out, cps[k]);
    return out;
}

std::int64_t instr(std::string_view str, std::string_view sub, std::int64_t start, std::int64_t nth)
{
    if (start == 0)
        return 0;
    if (start > 0) {
        std::int64_t index = 0, from = start;
        for (std::int64_t k = 0; k < nth; ++k) {
            index = findFrom(str, sub, from);
            if (index == 0)
                return 0;
            from = index + 1;
        }
        return index;
    }
    const std::int64_t pos = instr(reversed(str), reversed(sub), -start, nth);
    if (pos == 0)
        return 0;
    return static_cast<std::int64_t>(utf8Length(str)) + 2 - pos -
           static_cast<std::int64_t>(utf8Length(sub));
}

Status instrKernel(KernelRow &row)
{
    const std::int64_t start = row.argCount() > 2 ? row.get<std::int64_t>(2) : 1;
    const std::int64_t nth = row.argCount() > 3 ? row.get<std::int64_t>(3) : 1;
    if (nth <= 0)
        return row.error(sluice::Engine::tr("nthAppearance must be positive!"));
    row.set<std::int32_t>(static_cast<std::int32_t>(instr(row.str(0), row.str(1), start, nth)));
    return Status::ok();
}

Status asciiKernel(KernelRow &row)
{
    const std::string_view s = row.str(0);
    // The first byte, as a signed Java byte.
    row.set<std::int32_t>(s.empty() ? 0 : static_cast<std::int32_t>(static_cast<std::int8_t>(s[0])));
    return Status::ok();
}

Status chrKernel(KernelRow &row)
{
    const std::int64_t v = row.get<std::int64_t>(0);
    std::string &out = row.buffer();
    if (v >= 0)
        utf8Append(out, static_cast<std::uint32_t>(v & 0xFF));
    row.setString(out);
    return Status::ok();
}

// --- Regular expressions --------------------------------------------------------------------------

/// A regular expression argument: compiled once when constant, else cached by text. Java's
/// syntax as far as RE2 shares it.
class RegexCache {
public:
    explicit RegexCache(std::optional<std::string> constant)
    {
        if (constant)
            get(*constant);
    }
    /// Null when the expression does not compile (Flink logs and returns NULL or FALSE).
    const RE2 *get(std::string_view pattern)
    {
        if (!m_re || pattern != m_text) {
            RE2::Options options;
            options.set_log_errors(false);
            m_re = std::make_unique<RE2>(re2::StringPiece(pattern.data(), pattern.size()), options);
            m_text.assign(pattern);
        }
        return m_re->ok() ? m_re.get() : nullptr;
    }

private:
    std::unique_ptr<RE2> m_re;
    std::string m_text;
};

struct RegexpReplaceKernel {
    std::shared_ptr<RegexCache> regexes;
    Status operator()(KernelRow &row) const
    {
        const RE2 *re = regexes->get(row.str(1));
        if (!re) {
            // SqlFunctionUtils.regexpReplace gives NULL, which a NOT NULL result cannot hold.
            if (!row.resultNullable())
                return row.error(
                    sluice::Engine::tr("REGEXP_REPLACE: '%1' is not a valid regular expression").arg(row.str(1)));
            return Status::ok();
        }
        // String.replaceAll with Matcher.quoteReplacement: the replacement is literal.
        const std::string_view s = row.str(0), replacement = row.str(2);
        std::string &out = row.buffer();
        re2::StringPiece match;
        std::size_t pos = 0;
        while (pos <= s.size() &&
               re->Match(re2::StringPiece(s.data(), s.size()), pos, s.size(), RE2::UNANCHORED, &match, 1)) {
            const auto at = static_cast<std::size_t>(match.data() - s.data());
            out.append(s.substr(pos, at - pos));
            out += replacement;
            if (match.empty()) {
                if (at >= s.size()) {
                    pos = s.size() + 1;
                    break;
                }
                std::size_t next = at;
                utf8Next(s, next);
                out.append(s.substr(at, next - at));
                pos = next;
            } else {
                pos = at + match.size();
            }
        }
        if (pos <= s.size())
            out.append(s.substr(pos));
        row.setString(out);
        return Status::ok();
    }
};

struct RegexpKernel {
    std::shared_ptr<RegexCache> regexes;
    Status operator()(KernelRow &row) const
    {
        const std::string_view pattern = row.str(1);
        const RE2 *re = pattern.empty() ? nullptr : regexes->get(pattern);
        const std::string_view s = row.str(0);
        row.set<std::uint8_t>(re && RE2::PartialMatch(re2::StringPiece(s.data(), s.size()), *re) ? 1 : 0);
        return Status::ok();
    }
};

template <typename Kernel>
Result<NodePtr> compileRegex(const BoundExpr &call, std::vector<NodePtr> args)
{
    auto cache = std::make_shared<RegexCache>(constantString(call.args[1]));
    return kernelNode(call, std::move(args), Kernel{std::move(cache)});
}

// --- STR_TO_MAP, SPLIT ----------------------------------------------------------------------------

/// String.split(regex, limit): Java's rules (a literal fast path for one plain character; a
/// zero-width match at the start yields no empty first piece; with limit 0 trailing empty
/// pieces are dropped).
std::vector<std::string_view> javaSplit(std::string_view s, const RE2 &re, int limit)
{
    // Pattern.split: a zero-width match at the start gives no empty first piece; with a limit
    // the last piece takes the rest; with limit 0 trailing empty pieces go.
    std::vector<std::string_view> out;
    std::size_t index = 0, from = 0;
    re2::StringPiece match;
    while (from <= s.size() &&
           re.Match(re2::StringPiece(s.data(), s.size()), from, s.size(), RE2::UNANCHORED, &match, 1)) {
        const auto start = static_cast<std::size_t>(match.data() - s.data());
        const std::size_t end = start + match.size();
        from = match.empty() ? end + 1 : end;
        if (limit > 0 && static_cast<int>(out.size()) >= limit - 1)
            break;
        if (index == 0 && start == 0 && match.empty())
            continue;
        out.push_back(s.substr(index, start - index));
        index = end;
    }
    if (index == 0)
        return {s};
    out.push_back(s.substr(index));
    if (limit == 0) {
        while (!out.empty() && out.back().empty())
            out.pop_back();
    }
    return out;
}

// STR_TO_MAP's delimiters are regular expressions: RE2 and java.util.regex agree on the ones
// people write (',', ';', ':', '\\|', '=', '&').
struct StrToMapKernel {
    std::shared_ptr<RegexCache> lists = std::make_shared<RegexCache>(std::nullopt);
    std::shared_ptr<RegexCache> pairs = std::make_shared<RegexCache>(std::nullopt);
    Status operator()(KernelRow &row) const
    {
        const std::string_view text = row.str(0);
        const std::string_view listDelimiter = row.argCount() > 1 ? row.str(1) : ",";
        const std::string_view pairDelimiter = row.argCount() > 2 ? row.str(2) : "=";
        const RE2 *listRe = lists->get(listDelimiter);
        const RE2 *pairRe = pairs->get(pairDelimiter);
        if (!listRe || !pairRe)
            return row.error(sluice::Engine::tr("STR_TO_MAP delimiter is not a valid regular expression: %1")
                                 .arg(listRe ? pairDelimiter : listDelimiter));
        const RE2 &list = *listRe, &pair = *pairRe;
        // Entries of the HashMap in insertion order; a repeated key keeps its place and takes
        // the last value.
        std::vector<std::pair<std::string_view, std::optional<std::string_view>>> entries;
        if (!text.empty()) {
            for (std::string_view kv : javaSplit(text, list, 0)) {
                const auto parts = javaSplit(kv, pair, 2);
                std::optional<std::string_view> value;
                std::string_view key = kv;
                if (parts.size() >= 2) {
                    key = parts[0];
                    value = parts[1];
                }
                auto same = std::find_if(entries.begin(), entries.end(),
                                         [&](const auto &e) { return e.first == key; });
                if (same != entries.end())
                    same->second = value;
                else
                    entries.emplace_back(key, value);
            }
        }
        RowBatch batch(Schema::make({{"key", LogicalType::string()}, {"value", LogicalType::string()}}),
                       std::max<std::size_t>(1, entries.size()));
        RowBatch keys(Schema::make({{"key", LogicalType::string()}}), std::max<std::size_t>(1, entries.size()));
        for (const auto &e : entries) {
            const std::size_t r = keys.appendRow();
            keys.setString(0, r, e.first);
        }
        // The order Flink shows a MAP in: its results are converted into a new HashMap.
        for (std::size_t k : javaHashMapOrder(keys, 0)) {
            const std::size_t r = batch.appendRow();
            batch.setString(0, r, entries[k].first);
            if (entries[k].second)
                batch.setString(1, r, *entries[k].second);
        }
        row.setString(encodeMapValue(batch));
        return Status::ok();
    }
};

std::optional<LogicalType> typeStrToMap(FunctionTyping &t)
{
    if (!allStrings(t))
        return std::nullopt;
    if (t.args.size() == 2)
        return std::nullopt;
    return LogicalType::map(LogicalType::string(), LogicalType::string(), true);
}

Result<NodePtr> compileStrToMap(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), StrToMapKernel{});
}

Status splitKernel(KernelRow &row)
{
    // SPLIT(str, delimiter): StringUtils.splitByWholeSeparatorPreserveAllTokens; an empty
    // delimiter splits into characters.
    const std::string_view s = row.str(0), delimiter = row.str(1);
    RowBatch elements(Schema::make({{"e", LogicalType::string()}}), 4);
    if (delimiter.empty()) {
        for (std::size_t p = 0; p < s.size();) {
            const std::size_t start = p;
            utf8Next(s, p);
            elements.setString(0, elements.appendRow(), s.substr(start, p - start));
        }
    } else if (!s.empty()) {
        for (std::string_view part : exec::detail::splitPreserveAllTokens(s, delimiter))
            elements.setString(0, elements.appendRow(), part);
    }
    row.setString(encodeArrayValue(elements, 0));
    return Status::ok();
}

// --- TRIM, LTRIM, RTRIM, OVERLAY, PARSE_URL, IS_* ----------------------------------------------------

bool inSet(const std::vector<std::uint32_t> &set, std::uint32_t c)
{
    return std::find(set.begin(), set.end(), c) != set.end();
}

/// BinaryStringDataUtil.trim: removes every code point of `chars` from the chosen ends.
std::string_view trimChars(std::string_view s, bool leading, bool trailing, std::string_view chars)
{
    const auto set = codePoints(chars);
    std::size_t begin = 0, end = s.size();
    if (leading) {
        while (begin < end) {
            std::size_t next = begin;
            if (!inSet(set, utf8Next(s, next)))
                break;
            begin = next;
        }
    }
    if (trailing) {
        while (end > begin) {
            std::size_t lead = end - 1;
            while (lead > begin && (static_cast<unsigned char>(s[lead]) & 0xC0) == 0x80)
                --lead;
            std::size_t p = lead;
            if (!inSet(set, utf8Next(s, p)))
                break;
            end = lead;
        }
    }
    return s.substr(begin, end - begin);
}

struct TrimKernel {
    bool leading, trailing;
    Status operator()(KernelRow &row) const
    {
        // Arguments: chars, str (the binder puts the default ' ' in).
        row.setString(trimChars(row.str(1), leading, trailing, row.str(0)));
        return Status::ok();
    }
};

std::optional<LogicalType> typeTrim(FunctionTyping &t)
{
    // TRIM([BOTH|LEADING|TRAILING] [chars] FROM str) arrives as [mode] [chars] str; it is
    // typed as (mode, chars, str) with the defaults BOTH and ' '.
    std::string mode = "BOTH";
    if (!t.args.empty() && t.args[0]->symbol) {
        mode = t.args[0]->literalText;
        t.args.erase(t.args.begin());
    }
    if (t.args.size() == 1)
        t.args.insert(t.args.begin(), plan::makeLiteral(LogicalType::charType(1, false), " "));
    if (t.args.size() != 2 || !stringArg(t.args[0]->type) || !stringArg(t.args[1]->type))
        return std::nullopt;
    auto symbol = std::make_shared<BoundExpr>();
    symbol->kind = plan::BoundExprKind::Literal;
    symbol->type = LogicalType::string(false);
    symbol->literalText = mode;
    symbol->symbol = true;
    t.args.insert(t.args.begin(), std::move(symbol));
    return varcharOf(t.args[2]->type, t.args[1]->type.isNullable() || t.args[2]->type.isNullable());
}

Result<NodePtr> compileTrim(const BoundExpr &call, std::vector<NodePtr> args)
{
    const std::string &mode = call.args[0]->literalText;
    args.erase(args.begin());
    return kernelNode(call, std::move(args),
                      TrimKernel{mode != "TRAILING", mode != "LEADING"});
}

template <bool Left> Status sideTrimKernel(KernelRow &row)
{
    row.setString(trimChars(row.str(0), Left, !Left, row.argCount() > 1 ? row.str(1) : " "));
    return Status::ok();
}

std::optional<LogicalType> typeSideTrim(FunctionTyping &t)
{
    if (!allStrings(t))
        return std::nullopt;
    return varcharOf(t.args[0]->type, anyNullable(t.args));
}

Status overlayKernel(KernelRow &row)
{
    // SqlFunctionUtils.overlay on Java strings: positions in UTF-16 units.
    const std::u16string s = javaChars(row.str(0));
    const std::string_view r = row.str(1);
    const std::int64_t start = row.get<std::int64_t>(2);
    const std::int64_t len = row.argCount() > 3 ? row.get<std::int64_t>(3)
                                                : static_cast<std::int64_t>(javaLength(r));
    std::string &out = row.buffer();
    if (start <= 0 || start > static_cast<std::int64_t>(s.size())) {
        row.setString(row.str(0));
        return Status::ok();
    }
    appendJavaChars(out, s, 0, static_cast<std::size_t>(start - 1));
    out += r;
    if (start + len <= static_cast<std::int64_t>(s.size()) && len > 0)
        appendJavaChars(out, s, static_cast<std::size_t>(start - 1 + len), s.size());
    row.setString(out);
    return Status::ok();
}

/// The parts java.net.URL finds in `url`, or nullopt where new URL(url) throws.
struct UrlParts {
    std::string protocol, host, authority, userInfo, path, query, ref, file;
    bool hasQuery = false, hasRef = false, hasUserInfo = false;
};

std::optional<UrlParts> parseUrl(std::string_view url)
{
    UrlParts u;
    const std::size_t colon = url.find(':');
    if (colon == std::string_view::npos || colon == 0)
        return std::nullopt;
    u.protocol = std::string(url.substr(0, colon));
    for (char &c : u.protocol)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    static const std::string_view kKnown[] = {"http", "https", "ftp", "file", "jar", "mailto"};
    if (std::find(std::begin(kKnown), std::end(kKnown), u.protocol) == std::end(kKnown))
        return std::nullopt; // MalformedURLException: unknown protocol
    std::string_view rest = url.substr(colon + 1);
    if (const std::size_t hash = rest.find('#'); hash != std::string_view::npos) {
        u.ref = std::string(rest.substr(hash + 1));
        u.hasRef = true;
        rest = rest.substr(0, hash);
    }
    if (rest.substr(0, 2) == "//") {
        rest.remove_prefix(2);
        const std::size_t end = rest.find_first_of("/?");
        u.authority = std::string(rest.substr(0, end));
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end);
        std::string_view hostPort = u.authority;
        if (const std::size_t at = hostPort.rfind('@'); at != std::string_view::npos) {
            u.userInfo = std::string(hostPort.substr(0, at));
            u.hasUserInfo = true;
            hostPort = hostPort.substr(at + 1);
        }
        if (!hostPort.empty() && hostPort[0] == '[') {
            u.host = std::string(hostPort.substr(0, hostPort.find(']') + 1));
        } else {
            u.host = std::string(hostPort.substr(0, hostPort.find(':')));
        }
    }
    if (const std::size_t q = rest.find('?'); q != std::string_view::npos) {
        u.query = std::string(rest.substr(q + 1));
        u.hasQuery = true;
        u.path = std::string(rest.substr(0, q));
    } else {
        u.path = std::string(rest);
    }
    u.file = u.hasQuery ? u.path + "?" + u.query : u.path;
    return u;
}

Status parseUrlKernel(KernelRow &row)
{
    const auto url = parseUrl(row.str(0));
    const std::string_view part = row.str(1);
    if (!url)
        return Status::ok();
    if (row.argCount() > 2) {
        if (part != "QUERY" || !url->hasQuery)
            return Status::ok();
        const std::string key(row.str(2));
        std::string_view q = url->query;
        for (std::size_t start = 0; start <= q.size();) {
            const std::size_t end = std::min(q.find('&', start), q.size());
            const std::string_view kv = q.substr(start, end - start);
            if (kv.size() > key.size() && kv.substr(0, key.size()) == key && kv[key.size()] == '=') {
                row.setString(kv.substr(key.size() + 1));
                return Status::ok();
            }
            start = end + 1;
        }
        return Status::ok();
    }
    if (part == "HOST") row.setString(url->host);
    else if (part == "PATH") row.setString(url->path);
    else if (part == "QUERY") { if (url->hasQuery) row.setString(url->query); }
    else if (part == "REF") { if (url->hasRef) row.setString(url->ref); }
    else if (part == "PROTOCOL") row.setString(url->protocol);
    else if (part == "FILE") row.setString(url->file);
    else if (part == "AUTHORITY") row.setString(url->authority);
    else if (part == "USERINFO") { if (url->hasUserInfo) row.setString(url->userInfo); }
    return Status::ok();
}

bool javaParsesLong(std::string_view s)
{
    std::size_t p = 0;
    if (!s.empty() && (s[0] == '-' || s[0] == '+'))
        p = 1;
    if (p == s.size() || s.size() - p > 19)
        return p < s.size() && s.size() - p > 19 ? false : p < s.size();
    for (std::size_t k = p; k < s.size(); ++k) {
        if (s[k] < '0' || s[k] > '9')
            return false;
    }
    if (s.size() - p == 19) {
        const std::string_view digits = s.substr(p);
        return digits <= (s[0] == '-' ? "9223372036854775808" : "9223372036854775807");
    }
    return true;
}

/// Double.parseDouble accepts it (leading and trailing whitespace, signs, exponents, NaN,
/// Infinity, a trailing d/f).
bool javaParsesDouble(std::string_view s)
{
    while (!s.empty() && static_cast<unsigned char>(s.front()) <= ' ')
        s.remove_prefix(1);
    while (!s.empty() && static_cast<unsigned char>(s.back()) <= ' ')
        s.remove_suffix(1);
    if (s.empty())
        return false;
    std::size_t p = 0;
    if (s[0] == '+' || s[0] == '-')
        p = 1;
    const std::string_view body = s.substr(p);
    if (body == "NaN" || body == "Infinity")
        return true;
    std::string_view num = body;
    if (!num.empty() && std::string_view("dDfF").find(num.back()) != std::string_view::npos)
        num.remove_suffix(1);
    bool digits = false, dot = false;
    std::size_t k = 0;
    for (; k < num.size(); ++k) {
        if (num[k] >= '0' && num[k] <= '9') digits = true;
        else if (num[k] == '.' && !dot) dot = true;
        else break;
    }
    if (!digits)
        return false;
    if (k == num.size())
        return true;
    if (num[k] != 'e' && num[k] != 'E')
        return false;
    ++k;
    if (k < num.size() && (num[k] == '+' || num[k] == '-'))
        ++k;
    if (k == num.size())
        return false;
    for (; k < num.size(); ++k) {
        if (num[k] < '0' || num[k] > '9')
            return false;
    }
    return true;
}

enum class Is : std::uint8_t { Alpha, Digit, Decimal };

template <Is What> Status isKernel(KernelRow &row)
{
    bool result = false;
    if (!row.isNull(0)) {
        const std::string_view s = row.str(0);
        switch (What) {
        case Is::Alpha:   // StringUtils.isAlpha: Character.isLetter of every character
        case Is::Digit: { // StringUtils.isNumeric: Character.isDigit of every character
            result = !s.empty();
            for (std::size_t p = 0; p < s.size() && result;) {
                const auto c = static_cast<UChar32>(utf8Next(s, p));
                result = What == Is::Alpha ? u_isalpha(c) != 0 : u_isdigit(c) != 0;
            }
            break;
        }
        case Is::Decimal: result = !s.empty() && (javaParsesLong(s) || javaParsesDouble(s)); break;
        }
    }
    row.set<std::uint8_t>(result ? 1 : 0);
    return Status::ok();
}

std::optional<LogicalType> typeIs(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type))
        return std::nullopt;
    return LogicalType::boolean(false);
}

template <Is What> Result<NodePtr> compileIs(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), [](KernelRow &row) { return isKernel<What>(row); }, true);
}

// --- Defs ---------------------------------------------------------------------------------------

template <Status (*K)(KernelRow &)>
Result<NodePtr> simple(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), [](KernelRow &row) { return K(row); });
}

std::optional<LogicalType> typePad(FunctionTyping &t) { return stringResult(t, {true, false, true, false}); }
std::optional<LogicalType> typeRepeat(FunctionTyping &t) { return stringResult(t, {true, false, false, false}); }
std::optional<LogicalType> typeReverse(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type))
        return std::nullopt;
    return LogicalType::string(true);
}

std::optional<LogicalType> typeInitcap(FunctionTyping &t)
{
    const LogicalType &x = t.args[0]->type;
    if (!stringArg(x))
        return std::nullopt;
    return isNullType(x) ? LogicalType::string(true) : x;
}
std::optional<LogicalType> typeStrings(FunctionTyping &t) { return stringResult(t, {true, true, true, true}); }

std::optional<LogicalType> typePosition(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 3>{true, true, false}))
        return std::nullopt;
    return LogicalType::integer(anyNullable(t.args));
}

std::optional<LogicalType> typeInstr(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 4>{true, true, false, false}))
        return std::nullopt;
    return LogicalType::integer(anyNullable(t.args));
}

std::optional<LogicalType> typeAscii(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type))
        return std::nullopt;
    return LogicalType::integer(anyNullable(t.args));
}

std::optional<LogicalType> typeChr(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 1>{false}))
        return std::nullopt;
    return LogicalType::string(true);
}

std::optional<LogicalType> typeRegexp(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 2>{true, true}))
        return std::nullopt;
    return LogicalType::boolean(anyNullable(t.args));
}

std::optional<LogicalType> typeSplit(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 2>{true, true}))
        return std::nullopt;
    return LogicalType::array(LogicalType::string(), anyNullable(t.args));
}

std::optional<LogicalType> typeOverlay(FunctionTyping &t)
{
    const LogicalType s = t.args[0]->type, r = t.args[1]->type;
    if (!checkArgs(t, std::array<bool, 4>{true, true, false, false}))
        return std::nullopt;
    // VARCHAR(length of str + length of replacement) while both are bounded.
    const auto bounded = [](const LogicalType &x) {
        return (x.root() == R::Char || x.root() == R::VarChar) && x.length() < INT32_MAX;
    };
    if (bounded(s) && bounded(r))
        return LogicalType::varChar(std::min<std::int64_t>(INT32_MAX - 1, std::int64_t{s.length()} + r.length()),
                                    anyNullable(t.args));
    return LogicalType::string(anyNullable(t.args));
}

std::optional<LogicalType> typeParseUrl(FunctionTyping &t)
{
    if (!checkArgs(t, std::array<bool, 3>{true, true, true}))
        return std::nullopt;
    return LogicalType::string(true);
}

const ScalarFunctionDef kDefs[] = {
    {"LPAD", 3, 3, "LPAD(<CHARACTER>, <INTEGER>, <CHARACTER>)", typePad, simple<padKernel<true>>},
    {"RPAD", 3, 3, "RPAD(<CHARACTER>, <INTEGER>, <CHARACTER>)", typePad, simple<padKernel<false>>},
    {"REPEAT", 2, 2, "REPEAT(<CHARACTER>, <INTEGER>)", typeRepeat, simple<repeatKernel>},
    {"REVERSE", 1, 1, "REVERSE(<CHARACTER>)", typeReverse, simple<reverseKernel>},
    {"INITCAP", 1, 1, "INITCAP(<CHARACTER>)", typeInitcap, simple<initcapKernel>},
    {"LEFT", 2, 2, "LEFT(<CHARACTER>, <INTEGER>)", typeSide, simple<sideKernel<true>>},
    {"RIGHT", 2, 2, "RIGHT(<CHARACTER>, <INTEGER>)", typeSide, simple<sideKernel<false>>},
    {"POSITION", 2, 2, "POSITION(<CHARACTER> IN <CHARACTER>)", typePosition, simple<positionKernel>},
    {"LOCATE", 2, 3, "LOCATE(<CHARACTER>, <CHARACTER> [, <INTEGER>])", typePosition,
     simple<positionKernel>},
    {"INSTR", 2, 4, "INSTR(<CHARACTER>, <CHARACTER> [, <INTEGER> [, <INTEGER>]])", typeInstr,
     simple<instrKernel>},
    {"ASCII", 1, 1, "ASCII(<CHARACTER>)", typeAscii, simple<asciiKernel>},
    {"CHR", 1, 1, "CHR(<INTEGER>)", typeChr, simple<chrKernel>},
    {"REGEXP_REPLACE", 3, 3, "REGEXP_REPLACE(<CHARACTER>, <CHARACTER>, <CHARACTER>)", typeStrings,
     compileRegex<RegexpReplaceKernel>},
    {"REGEXP", 2, 2, "REGEXP(<CHARACTER>, <CHARACTER>)", typeRegexp, compileRegex<RegexpKernel>},
    {"STR_TO_MAP", 1, 3, "STR_TO_MAP(<CHARACTER>)\nSTR_TO_MAP(<CHARACTER>, <CHARACTER>, <CHARACTER>)",
     typeStrToMap, compileStrToMap},
    {"SPLIT", 2, 2, "SPLIT(<CHARACTER>, <CHARACTER>)", typeSplit, simple<splitKernel>},
    {"TRIM", 1, 3, "TRIM([BOTH|LEADING|TRAILING] [<CHARACTER>] FROM <CHARACTER>)", typeTrim,
     compileTrim},
    {"LTRIM", 1, 2, "LTRIM(<CHARACTER>)", typeSideTrim, simple<sideTrimKernel<true>>},
    {"RTRIM", 1, 2, "RTRIM(<CHARACTER>)", typeSideTrim, simple<sideTrimKernel<false>>},
    {"OVERLAY", 3, 4, "OVERLAY(<CHARACTER> PLACING <CHARACTER> FROM <INTEGER> [FOR <INTEGER>])",
     typeOverlay, simple<overlayKernel>},
    {"PARSE_URL", 2, 3, "PARSE_URL(<CHARACTER>, <CHARACTER> [, <CHARACTER>])", typeParseUrl,
     simple<parseUrlKernel>},
    {"IS_ALPHA", 1, 1, "IS_ALPHA(<CHARACTER>)", typeIs, compileIs<Is::Alpha>},
    {"IS_DIGIT", 1, 1, "IS_DIGIT(<CHARACTER>)", typeIs, compileIs<Is::Digit>},
    {"IS_DECIMAL", 1, 1, "IS_DECIMAL(<CHARACTER>)", typeIs, compileIs<Is::Decimal>},
};

} // namespace
} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::stringFunctionDefs()
{
    return functions::kDefs;
}
