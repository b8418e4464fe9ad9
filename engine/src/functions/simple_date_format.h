#pragma once

// java.text.SimpleDateFormat as Flink's FROM_UNIXTIME, UNIX_TIMESTAMP, TO_DATE(s, format) and
// CONVERT_TZ use it (locale en): the pattern letters G y Y M L w W D d F E u a H k K h m s S z Z
// X, 'quoted' text; formatting in a zone, and lenient parsing (fields roll over, text after the
// pattern is ignored). DATE_FORMAT and TO_TIMESTAMP use java.time patterns instead
// (exec/expr_time.h).

#include "common/time_zone.h"

#include <sluice/text.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::functions {

class SimpleDateFormat {
public:
    /// Fails, with Java's message in `error`, on an unknown letter or an unclosed quote.
    static std::optional<SimpleDateFormat> compile(std::string_view pattern, Text *error);

    /// Appends the instant `utcMillis` as seen in `zone`.
    void format(std::int64_t utcMillis, const TimeZone &zone, std::string &out) const;
    /// The instant `text` denotes in `zone`, or nullopt where SimpleDateFormat.parse throws.
    std::optional<std::int64_t> parse(std::string_view text, const TimeZone &zone,
                                      std::int64_t nowMillis) const;

private:
    struct Item {
        char letter = 0; ///< 0: literal text
        int count = 0;
        std::string literal;
    };
    std::vector<Item> m_items;
};

/// "yyyy-MM-dd HH:mm:ss", the default of FROM_UNIXTIME, UNIX_TIMESTAMP and CONVERT_TZ.
const SimpleDateFormat &defaultTimestampFormat();

} // namespace sluice::functions
