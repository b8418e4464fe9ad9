#include <sluice/status.h>

namespace sluice {

std::string Status::toString() const
{
    if (isOk())
        return "OK";
    std::string out;
    if (m_range.valid())
        out = std::to_string(m_range.begin.line) + ":" + std::to_string(m_range.begin.column) + ": ";
    if (!m_origin.empty())
        out += m_origin + ": ";
    out += m_message;
    return out;
}

} // namespace sluice
