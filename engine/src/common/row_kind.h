#pragma once

#include <cstdint>
#include <string_view>

namespace sluice {

/// The change a row carries, as Flink's RowKind (byte values 0..3 as in Flink).
enum class RowKind : std::uint8_t {
    Insert = 0,       ///< +I
    UpdateBefore = 1, ///< -U
    UpdateAfter = 2,  ///< +U
    Delete = 3,       ///< -D
};

/// "+I", "-U", "+U" or "-D", as Flink prints row kinds.
constexpr std::string_view rowKindShortString(RowKind kind)
{
    switch (kind) {
    case RowKind::Insert: return "+I";
    case RowKind::UpdateBefore: return "-U";
    case RowKind::UpdateAfter: return "+U";
    case RowKind::Delete: return "-D";
    }
    return "??";
}

/// -U and -D withdraw a previously emitted row; +I and +U add one.
constexpr bool isRetraction(RowKind kind)
{
    return kind == RowKind::UpdateBefore || kind == RowKind::Delete;
}

} // namespace sluice
