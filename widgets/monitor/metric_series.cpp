#include "metric_series.h"

#include <algorithm>

namespace sluice {

MetricSeries::MetricSeries(int capacity) : m_capacity(std::max(1, capacity))
{
}

void MetricSeries::setCapacity(int capacity)
{
    capacity = std::max(1, capacity);
    if (capacity == m_capacity)
        return;
    std::vector<QPointF> kept;
    const int keep = std::min(m_size, capacity);
    kept.reserve(std::size_t(keep));
    for (int i = m_size - keep; i < m_size; ++i)
        kept.push_back(at(i));
    m_points = std::move(kept);
    m_capacity = capacity;
    m_start = 0;
    m_size = keep;
}

void MetricSeries::append(double seconds, double value)
{
    if (m_size < m_capacity) {
        // Still filling: the buffer is linear until it reaches its capacity.
        m_points.emplace_back(seconds, value);
        if (++m_size == m_capacity)
            m_points.shrink_to_fit(); // full: hold exactly the capacity from now on
        return;
    }
    m_points[std::size_t(m_start)] = QPointF(seconds, value);
    m_start = (m_start + 1) % m_capacity;
}

void MetricSeries::clear()
{
    m_points.clear();
    m_start = 0;
    m_size = 0;
}

QPointF MetricSeries::at(int i) const
{
    return m_points[std::size_t((m_start + i) % m_capacity)];
}

std::vector<QPointF> MetricSeries::window(double from, double to) const
{
    std::vector<QPointF> out;
    for (int i = 0; i < m_size; ++i) {
        const QPointF p = at(i);
        if (p.x() < from) {
            if (i + 1 < m_size && at(i + 1).x() >= from)
                out.push_back(p);
            continue;
        }
        if (p.x() > to)
            break;
        out.push_back(p);
    }
    return out;
}

double MetricSeries::peak() const
{
    double result = 0.0;
    for (int i = 0; i < m_size; ++i)
        result = i == 0 ? at(i).y() : std::max(result, at(i).y());
    return result;
}

double MetricSeries::average() const
{
    if (m_size == 0)
        return 0.0;
    double sum = 0.0;
    for (int i = 0; i < m_size; ++i)
        sum += at(i).y();
    return sum / m_size;
}

} // namespace sluice
