#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QtGlobal>

namespace sluice {

/// The CPU time and resident memory of this process, from /proc/self/stat and /proc/self/statm
/// (Linux). Each sample() gives the CPU used since the previous one as percent of one core.
class ProcessStats
{
public:
    /// Takes a sample; false when /proc cannot be read (not Linux). The first sample has no
    /// previous one, so its CPU figure is 0.
    bool sample(double *cpuPercent, qint64 *residentBytes);

    /// utime + stime in clock ticks from the text of /proc/<pid>/stat; -1 if malformed.
    static qint64 parseCpuTicks(const QByteArray &stat);
    /// Resident pages from the text of /proc/<pid>/statm; -1 if malformed.
    static qint64 parseResidentPages(const QByteArray &statm);

private:
    qint64 m_lastTicks = -1;
    qint64 m_lastNanos = 0;
    QElapsedTimer m_clock;
};

} // namespace sluice
