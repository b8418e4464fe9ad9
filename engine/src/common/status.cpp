#include <sluice/status.h>

namespace sluice {

std::string Status::toString() const
{
    if (isOk())
        return "OK";
    std::string out;
    const SourceRange &r = range();
    if (r.valid())
        out = std::to_string(r.begin.line) + ":" + std::to_string(r.begin.column) + ": ";
    if (!origin().empty())
        out += origin() + ": ";
    out += message();
    return out;
}

} // namespace sluice
