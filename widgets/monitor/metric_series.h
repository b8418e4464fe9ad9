#pragma once

#include <QPointF>
#include <QtGlobal>

#include <vector>

namespace sluice {

/// A ring buffer of (seconds, value) samples: appending past the capacity drops the oldest, so
/// a long-running job's series stay bounded in memory.
class MetricSeries
{
public:
    explicit MetricSeries(int capacity = 3600);

    /// Changes the capacity, keeping the newest samples.
    void setCapacity(int capacity);
    int capacity() const { return m_capacity; }

    void append(double seconds, double value);
    void clear();
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    /// The i-th sample, oldest first. REQUIRES: 0 <= i < size()
    QPointF at(int i) const;
    QPointF last() const { return at(m_size - 1); }

    /// The samples with from <= x <= to, oldest first, plus the sample just before `from` so a
    /// line enters the window from its left edge.
    std::vector<QPointF> window(double from, double to) const;
    /// Largest value and mean of the values held (0 when empty).
    double peak() const;
    double average() const;
    /// Bytes the sample buffer holds (at most capacity() samples).
    qint64 memoryBytes() const { return qint64(m_points.capacity() * sizeof(QPointF)); }

private:
    std::vector<QPointF> m_points;
    int m_capacity;
    int m_start = 0; // index of the oldest sample in m_points
    int m_size = 0;
};

} // namespace sluice
