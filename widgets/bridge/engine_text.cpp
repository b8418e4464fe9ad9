#include "engine_text.h"

#include <QCoreApplication>

namespace sluice {

QString translated(const Text &text)
{
    const QString pattern = text.translatable()
                                ? QCoreApplication::translate("sluice::Engine", text.source().c_str())
                                : QString::fromStdString(text.source());
    if (text.args().empty())
        return pattern;
    std::vector<std::string> values;
    values.reserve(text.args().size());
    for (const Text &value : text.args())
        values.push_back(translated(value).toStdString());
    return QString::fromStdString(fillPlaceholders(pattern.toStdString(), values));
}

QString translated(const Status &status)
{
    return translated(status.describe());
}

QString translatedDoc(std::string_view english)
{
    if (english.empty())
        return {};
    const std::string source(english);
    return QCoreApplication::translate("sluice::Docs", source.c_str());
}

} // namespace sluice
