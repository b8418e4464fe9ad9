#include "functions/json_text.h"

namespace sluice::functions {

std::optional<OrderedJson> parseJsonText(std::string_view text)
{
    OrderedJson result;
    nlohmann::detail::json_sax_dom_parser<OrderedJson> sax(result, false);
    try {
        // Not strict: Jackson's readValue stops after the first value.
        if (!OrderedJson::sax_parse(text, &sax, OrderedJson::input_format_t::json, false) ||
            sax.is_errored())
            return std::nullopt;
    } catch (...) {
        return std::nullopt;
    }
    if (result.is_discarded())
        return std::nullopt;
    return result;
}

} // namespace sluice::functions
