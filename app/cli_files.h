#pragma once

#include <QString>

#include <optional>
#include <string>

namespace sluice::cli {

/// Reads a job file as UTF-8 text; prints a message naming the file and returns nothing when it
/// cannot be read.
std::optional<std::string> readJobFile(const QString &path);

} // namespace sluice::cli
