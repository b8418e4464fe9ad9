#pragma once

// Which column types each format carries, as Flink's format factories check while planning a
// statement that reads or writes the table: the csv format takes the predefined types and ARRAY
// and ROW values of them (one level); json takes every type but maps (and multisets) whose keys
// are not strings, at any depth.

#include "common/logical_type.h"

#include <sluice/status.h>

#include <string>
#include <string_view>

namespace sluice {

/// Ok when `format` can carry column `column` of `type`; else Flink's message for it.
Status checkFormatColumnType(std::string_view format, const std::string &column,
                             const LogicalType &type);

} // namespace sluice
