#include "common/filesystem_path.h"

#include <sluice/text.h>

#include <cctype>

namespace sluice {

Result<std::string> localFilesystemPath(std::string_view path)
{
    // A scheme is letters, digits, '+', '-' or '.' before the first ':', starting with a letter
    // (RFC 3986); a Windows drive letter or a plain path has none.
    const std::size_t colon = path.find(':');
    bool scheme = colon != std::string_view::npos && colon > 1;
    for (std::size_t i = 0; scheme && i < colon; ++i) {
        const char c = path[i];
        scheme = std::isalpha(static_cast<unsigned char>(c)) ||
                 (i > 0 && (std::isdigit(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.'));
    }
    if (!scheme)
        return std::string(path);
    const std::string_view name = path.substr(0, colon);
    std::string_view rest = path.substr(colon + 1);
    if (name != "file")
        return Status::unsupported(sluice::Engine::tr("The path '%1' is on the '%2' file system, which runs on "
                                                      "Flink; the embedded engine reads and writes local files "
                                                      "only (a plain path or file:///...)")
                                       .arg(path)
                                       .arg(name));
    if (rest.rfind("//", 0) == 0) {
        // file://authority/path: the local file system has no authority but localhost.
        rest.remove_prefix(2);
        const std::size_t slash = rest.find('/');
        const std::string_view authority = rest.substr(0, slash);
        if (!authority.empty() && authority != "localhost")
            return Status::unsupported(sluice::Engine::tr("The path '%1' names the host '%2'; the embedded "
                                                          "engine reads local files only (file:///...)")
                                           .arg(path)
                                           .arg(authority));
        rest = slash == std::string_view::npos ? std::string_view("/") : rest.substr(slash);
    }
    return std::string(rest);
}

std::string unescapePartitionPathName(std::string_view s)
{
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size()) {
            const int hi = hex(s[i + 1]);
            const int lo = hex(s[i + 2]);
            if (hi >= 0 && lo >= 0) {
                out += static_cast<char>(hi * 16 + lo);
                i += 2;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

} // namespace sluice
