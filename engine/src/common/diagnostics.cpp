#include <sluice/diagnostics.h>
#include <sluice/text.h>

#include <algorithm>

namespace sluice {

const char *severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "error";
}

Text unsupportedText(Text what, Text hint)
{
    if (hint.empty())
        return sluice::Engine::tr("%1 runs on Flink; not supported by the embedded engine yet").arg(std::move(what));
    return sluice::Engine::tr("%1 runs on Flink; not supported by the embedded engine yet; %2")
        .arg(std::move(what))
        .arg(std::move(hint));
}

void Diagnostics::error(SourceRange range, Text message, std::string code)
{
    m_items.push_back({Severity::Error, range, std::move(message), std::move(code)});
}

void Diagnostics::warning(SourceRange range, Text message, std::string code)
{
    m_items.push_back({Severity::Warning, range, std::move(message), std::move(code)});
}

void Diagnostics::info(SourceRange range, Text message, std::string code)
{
    m_items.push_back({Severity::Info, range, std::move(message), std::move(code)});
}

bool Diagnostics::hasEngineUnsupported() const
{
    for (const Diagnostic &d : m_items)
        if (d.code == kEngineUnsupported)
            return true;
    return false;
}

bool Diagnostics::hasErrors() const
{
    return std::any_of(m_items.begin(), m_items.end(),
                       [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

void Diagnostics::sort()
{
    std::stable_sort(m_items.begin(), m_items.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.range.begin.offset < b.range.begin.offset;
    });
}

} // namespace sluice
