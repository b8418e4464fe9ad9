#include "cli_files.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace sluice::cli {

std::optional<std::string> readJobFile(const QString &path)
{
    QFileInfo info(path);
    if (!info.exists()) {
        std::fprintf(stderr, "sluice: %s: no such file\n", path.toLocal8Bit().constData());
        return std::nullopt;
    }
    if (info.isDir()) {
        std::fprintf(stderr, "sluice: %s: is a directory, not a job file\n", path.toLocal8Bit().constData());
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "sluice: %s: %s\n", path.toLocal8Bit().constData(),
                     file.errorString().toLocal8Bit().constData());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

} // namespace sluice::cli
