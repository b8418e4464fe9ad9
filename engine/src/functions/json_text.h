#pragma once

// JSON text as Flink's JSON functions read and write it: Jackson's reading (text after the first
// value is ignored) and Jackson's compact writing of the Java objects it made (object keys in
// their order, doubles as Double.toString, strings escaped as Jackson escapes them).

#include "common/value_format.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace sluice::functions {

/// Objects keep their keys in document order (Jackson's LinkedHashMap).
using OrderedJson = nlohmann::ordered_json;
/// Objects keep their keys sorted (SqlJsonUtils.serializeJson's ORDER_MAP_ENTRIES_BY_KEYS).
using SortedJson = nlohmann::json;

/// The first JSON value of `text`, or nullopt where Jackson's readValue fails.
std::optional<OrderedJson> parseJsonText(std::string_view text);

/// Appends `v` as Jackson writes it, compact.
template <class J> void appendJacksonJson(std::string &out, const J &v)
{
    using T = typename J::value_t;
    switch (v.type()) {
    case T::null: out += "null"; break;
    case T::boolean: out += v.template get<bool>() ? "true" : "false"; break;
    case T::number_integer: out += std::to_string(v.template get<std::int64_t>()); break;
    case T::number_unsigned: out += std::to_string(v.template get<std::uint64_t>()); break;
    case T::number_float: out += javaDoubleToString(v.template get<double>()); break;
    case T::string: appendJsonString(out, v.template get_ref<const std::string &>()); break;
    case T::array: {
        out += '[';
        bool first = true;
        for (const auto &e : v) {
            if (!first)
                out += ',';
            appendJacksonJson(out, e);
            first = false;
        }
        out += ']';
        break;
    }
    case T::object: {
        out += '{';
        bool first = true;
        for (const auto &[key, e] : v.items()) {
            if (!first)
                out += ',';
            appendJsonString(out, key);
            out += ':';
            appendJacksonJson(out, e);
            first = false;
        }
        out += '}';
        break;
    }
    default: out += "null"; break;
    }
}

/// A scalar as String.valueOf prints the Java object Jackson made of it; containers as JSON.
template <class J> std::string jacksonScalarText(const J &v)
{
    using T = typename J::value_t;
    switch (v.type()) {
    case T::boolean: return v.template get<bool>() ? "true" : "false";
    case T::number_integer: return std::to_string(v.template get<std::int64_t>());
    case T::number_unsigned: return std::to_string(v.template get<std::uint64_t>());
    case T::number_float: return javaDoubleToString(v.template get<double>());
    case T::string: return v.template get<std::string>();
    default: {
        std::string out;
        appendJacksonJson(out, v);
        return out;
    }
    }
}

} // namespace sluice::functions
