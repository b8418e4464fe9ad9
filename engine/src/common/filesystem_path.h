#pragma once

// The local path behind a filesystem connector's 'path' option, which Flink reads as a URI:
// `/data/in`, `data/in` (relative to the working directory), `file:///data/in` and `file:/data/in`
// all name local files. Other schemes (hdfs://, s3://, ...) run on Flink only.

#include <sluice/status.h>

#include <string>
#include <string_view>

namespace sluice {

/// The local file-system path of `path`, or Unsupported for a scheme other than `file`.
Result<std::string> localFilesystemPath(std::string_view path);

/// Hive's unescaping of a partition folder's value, as the filesystem connector names its
/// `key=value` folders: %XX becomes the byte XX (`13%3A00` -> `13:00`).
std::string unescapePartitionPathName(std::string_view s);

} // namespace sluice
