#include "unit_scale.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace sluice {

UnitScale::Scale UnitScale::scaleFor(double maxValue, Unit unit)
{
    const double magnitude = std::abs(maxValue);
    switch (unit) {
    case Unit::Percent:
        return {1.0, QStringLiteral("%")};
    case Unit::Bytes: {
        static const std::array<const char *, 5> suffixes = {"B", "KiB", "MiB", "GiB", "TiB"};
        double divisor = 1.0;
        std::size_t i = 0;
        while (i + 1 < suffixes.size() && magnitude >= divisor * 1024.0) {
            divisor *= 1024.0;
            ++i;
        }
        return {divisor, QString::fromLatin1(suffixes[i])};
    }
    case Unit::Duration: {
        struct Step {
            double millis;
            const char *suffix;
        };
        static const std::array<Step, 4> steps = {
            {{1.0, "ms"}, {1000.0, "s"}, {60000.0, "min"}, {3600000.0, "h"}}};
        std::size_t i = 0;
        while (i + 1 < steps.size() && magnitude >= steps[i + 1].millis)
            ++i;
        return {steps[i].millis, QString::fromLatin1(steps[i].suffix)};
    }
    case Unit::Count:
    case Unit::Rate: {
        static const std::array<const char *, 5> suffixes = {"", "k", "M", "G", "T"};
        double divisor = 1.0;
        std::size_t i = 0;
        while (i + 1 < suffixes.size() && magnitude >= divisor * 1000.0) {
            divisor *= 1000.0;
            ++i;
        }
        QString suffix = QString::fromLatin1(suffixes[i]);
        if (unit == Unit::Rate)
            suffix += QStringLiteral("/s");
        return {divisor, suffix};
    }
    }
    return {};
}

QString UnitScale::format(double value, Unit unit)
{
    const Scale scale = scaleFor(value, unit);
    const double scaled = value / scale.divisor;
    const double magnitude = std::abs(scaled);
    // Whole numbers of records and bytes need no decimals; scaled figures keep three digits.
    int decimals = 0;
    if (unit == Unit::Percent || scale.divisor > 1.0 || (unit == Unit::Rate && magnitude < 100)) {
        decimals = magnitude < 10 ? 2 : magnitude < 100 ? 1 : 0;
        if (unit == Unit::Percent)
            decimals = std::min(decimals, 1);
    }
    const QString number = QLocale::c().toString(scaled, 'f', decimals);
    if (scale.suffix.isEmpty())
        return number;
    if (scale.suffix.startsWith(QLatin1Char('/')) || scale.suffix == QLatin1String("%"))
        return number + scale.suffix;
    return number + QLatin1Char(' ') + scale.suffix;
}

} // namespace sluice
