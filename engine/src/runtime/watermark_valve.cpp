#include "runtime/watermark_valve.h"

#include <algorithm>

namespace sluice::runtime {

WatermarkValve::WatermarkValve(std::size_t producers) : m_producers(producers) {}

void WatermarkValve::advanceToMinimum(Change &change)
{
    bool anyAligned = false;
    std::int64_t minimum = INT64_MAX;
    for (const Producer &p : m_producers) {
        if (!p.aligned)
            continue;
        anyAligned = true;
        minimum = std::min(minimum, p.watermark);
    }
    if (anyAligned && minimum > m_lastWatermark) {
        m_lastWatermark = minimum;
        change.watermark = minimum;
    }
}

WatermarkValve::Change WatermarkValve::inputWatermark(std::size_t producer, std::int64_t watermark)
{
    Change change;
    Producer &p = m_producers.at(producer);
    if (p.idle || watermark <= p.watermark)
        return change;
    p.watermark = watermark;
    if (!p.aligned && watermark >= m_lastWatermark)
        p.aligned = true;
    advanceToMinimum(change);
    return change;
}

WatermarkValve::Change WatermarkValve::inputIdle(std::size_t producer, bool idle)
{
    Change change;
    Producer &p = m_producers.at(producer);
    if (idle && !p.idle) {
        p.idle = true;
        p.aligned = false;
        const bool allIdle = std::all_of(m_producers.begin(), m_producers.end(),
                                         [](const Producer &q) { return q.idle; });
        if (allIdle) {
            // Nothing will advance event time any more: release what the producers reached.
            if (p.watermark == m_lastWatermark) {
                std::int64_t maximum = INT64_MIN;
                for (const Producer &q : m_producers)
                    maximum = std::max(maximum, q.watermark);
                if (maximum > m_lastWatermark) {
                    m_lastWatermark = maximum;
                    change.watermark = maximum;
                }
            }
            m_idle = true;
            change.idle = true;
        } else if (p.watermark == m_lastWatermark) {
            advanceToMinimum(change); // it may have been the one holding event time back
        }
    } else if (!idle && p.idle) {
        p.idle = false;
        if (p.watermark >= m_lastWatermark)
            p.aligned = true;
        if (m_idle) {
            m_idle = false;
            change.idle = false;
        }
    }
    return change;
}

WatermarkValve::Change WatermarkValve::inputEnded(std::size_t producer)
{
    Change change = inputIdle(producer, false);
    const Change advanced = inputWatermark(producer, INT64_MAX);
    if (advanced.watermark)
        change.watermark = advanced.watermark;
    return change;
}

} // namespace sluice::runtime
