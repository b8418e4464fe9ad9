#include "line_comments.h"

#include <algorithm>
#include <limits>

namespace sluice {

namespace {

qsizetype indentation(const QString &line)
{
    qsizetype i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return i;
}

bool isBlank(const QString &line)
{
    return line.trimmed().isEmpty();
}

} // namespace

bool LineComments::allCommented(const QStringList &lines)
{
    bool any = false;
    for (const QString &line : lines) {
        if (isBlank(line))
            continue;
        any = true;
        if (!line.mid(indentation(line)).startsWith(QLatin1String(kMarker)))
            return false;
    }
    return any;
}

QStringList LineComments::toggled(const QStringList &lines)
{
    QStringList result;
    result.reserve(lines.size());
    if (allCommented(lines)) {
        for (const QString &line : lines) {
            if (isBlank(line)) {
                result << line;
                continue;
            }
            const qsizetype at = indentation(line);
            qsizetype length = 2;
            if (at + 2 < line.size() && line[at + 2] == ' ')
                ++length;
            result << QString(line).remove(at, length);
        }
        return result;
    }
    qsizetype column = std::numeric_limits<qsizetype>::max();
    for (const QString &line : lines) {
        if (!isBlank(line))
            column = std::min(column, indentation(line));
    }
    for (const QString &line : lines) {
        if (isBlank(line))
            result << line;
        else
            result << QString(line).insert(column, QLatin1String(kMarker) + QLatin1Char(' '));
    }
    return result;
}

} // namespace sluice
