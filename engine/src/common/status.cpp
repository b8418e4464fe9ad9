#include <sluice/status.h>

namespace sluice {

std::string Status::toString() const
{
    return isOk() ? "OK" : describe().english();
}

Text Status::describe() const
{
    if (isOk())
        return {};
    std::string pattern;
    const SourceRange &r = range();
    if (r.valid())
        pattern = std::to_string(r.begin.line) + ":" + std::to_string(r.begin.column) + ": ";
    if (!origin().empty())
        pattern += "%2: ";
    pattern += "%1";
    Text out(pattern);
    out.arg(text());
    if (!origin().empty())
        out.arg(origin());
    return out;
}

} // namespace sluice
