#include "process_stats.h"

#include <QFile>
#include <QList>

#include <unistd.h>

namespace sluice {

namespace {

QByteArray readProcFile(const char *path)
{
    // /proc files report a size of 0: read until the end instead of trusting size().
    QFile file(QString::fromLatin1(path));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

qint64 ProcessStats::parseCpuTicks(const QByteArray &stat)
{
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    const int close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 1).simplified().split(' ');
    // After the name: state(3) ppid(4) ... utime(14) stime(15), so utime is the 12th field here.
    if (fields.size() < 13)
        return -1;
    bool okUser = false, okSystem = false;
    const qint64 user = fields[11].toLongLong(&okUser);
    const qint64 system = fields[12].toLongLong(&okSystem);
    return okUser && okSystem ? user + system : -1;
}

qint64 ProcessStats::parseResidentPages(const QByteArray &statm)
{
    const QList<QByteArray> fields = statm.simplified().split(' ');
    if (fields.size() < 2)
        return -1;
    bool ok = false;
    const qint64 pages = fields[1].toLongLong(&ok);
    return ok ? pages : -1;
}

bool ProcessStats::sample(double *cpuPercent, qint64 *residentBytes)
{
    const qint64 ticks = parseCpuTicks(readProcFile("/proc/self/stat"));
    const qint64 pages = parseResidentPages(readProcFile("/proc/self/statm"));
    if (ticks < 0 || pages < 0)
        return false;
    if (!m_clock.isValid())
        m_clock.start();
    const qint64 nanos = m_clock.nsecsElapsed();
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    double cpu = 0.0;
    if (m_lastTicks >= 0 && nanos > m_lastNanos && ticksPerSecond > 0) {
        const double cpuSeconds = double(ticks - m_lastTicks) / double(ticksPerSecond);
        cpu = 100.0 * cpuSeconds / (double(nanos - m_lastNanos) / 1e9);
    }
    m_lastTicks = ticks;
    m_lastNanos = nanos;
    *cpuPercent = cpu;
    *residentBytes = pages * qint64(sysconf(_SC_PAGESIZE));
    return true;
}

} // namespace sluice
