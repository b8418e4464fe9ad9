#include <sluice/text.h>

namespace sluice {

Text Engine::tr(const char *english)
{
    Text t(english);
    t.m_translatable = true;
    return t;
}

Text &Text::arg(std::string_view value) &
{
    m_args.emplace_back(std::string(value));
    return *this;
}

Text &Text::arg(Text phrase) &
{
    m_args.push_back(std::move(phrase));
    return *this;
}

std::string Text::english() const
{
    if (m_args.empty())
        return m_source;
    std::vector<std::string> values;
    values.reserve(m_args.size());
    for (const Text &a : m_args)
        values.push_back(a.english());
    return fillPlaceholders(m_source, values);
}

std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string> &values)
{
    const auto digit = [&](std::size_t k) { return k < pattern.size() && pattern[k] >= '0' && pattern[k] <= '9'; };
    std::string out;
    out.reserve(pattern.size() + 16 * values.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] != '%' || !digit(i + 1) || pattern[i + 1] == '0') {
            out.push_back(pattern[i]);
            continue;
        }
        std::size_t end = i + 1;
        std::size_t n = 0;
        while (digit(end) && n <= values.size())
            n = n * 10 + static_cast<std::size_t>(pattern[end++] - '0');
        if (n <= values.size())
            out += values[n - 1];
        else
            out.append(pattern.substr(i, end - i));
        i = end - 1;
    }
    return out;
}

} // namespace sluice
