#include "config/format_column_types.h"

#include <sluice/text.h>

namespace sluice {
namespace {

// The types the csv format converts from and to text (every predefined type but the
// intervals and the NULL type).
bool csvScalar(const LogicalType &t)
{
    return !isConstructed(t) && !isInterval(t) && t.root() != LogicalTypeRoot::Null;
}

// The json format writes map keys as object names: they must be strings (Flink's converters
// refuse other key types).
Status checkJsonType(const LogicalType &type)
{
    if (isMapLike(type) && !isString(type.keyType()))
        return Status::unsupported(sluice::Engine::tr("JSON format doesn't support non-string as key type "
                                                      "of map. The type is: %1")
                                       .arg(type.toString()));
    for (const LogicalType &part : type.children())
        if (Status s = checkJsonType(part); !s.isOk())
            return s;
    return Status::ok();
}

} // namespace

Status checkFormatColumnType(std::string_view format, const std::string &column,
                             const LogicalType &type)
{
    if (format == "json")
        return checkJsonType(type);
    if (format != "csv")
        return Status::ok();
    const LogicalTypeRoot root = type.root();
    if (root != LogicalTypeRoot::Array && root != LogicalTypeRoot::Row)
        return csvScalar(type) ? Status::ok()
                               : Status::unsupported(sluice::Engine::tr("Unsupported type '%1' for field '%2'.")
                                                         .arg(type.toString())
                                                         .arg(column));
    for (const LogicalType &part : type.children())
        if (!csvScalar(part))
            return Status::unsupported(sluice::Engine::tr("Only simple types are supported in the second "
                                                          "level nesting of fields '%1' but was: %2")
                                           .arg(column)
                                           .arg(part.toString()));
    return Status::ok();
}

} // namespace sluice
