#pragma once

#include <QString>

namespace sluice {

/// Picks a unit prefix for a chart axis or a figure: k, M, G for counts and rates (powers of
/// 1000), KiB, MiB, GiB for bytes (powers of 1024). No widgets, so charts and tests share it.
class UnitScale
{
public:
    /// Duration values are milliseconds; they scale to ms, s, min and h.
    enum class Unit { Count, Rate, Bytes, Percent, Duration };

    /// A divisor and the suffix that goes with it ("k", "MiB", "%").
    struct Scale {
        double divisor = 1.0;
        QString suffix;
    };

    /// The largest prefix that keeps `maxValue` at or above 1 (for an axis whose top is maxValue).
    static Scale scaleFor(double maxValue, Unit unit);
    /// `value` with two to three significant digits and its scaled unit: "1.25 k/s", "3.4 MiB".
    static QString format(double value, Unit unit);
};

} // namespace sluice
