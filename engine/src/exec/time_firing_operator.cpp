#include "exec/time_firing_operator.h"

namespace sluice::exec {

const WindowClock &TimeFiringOperator::windowClock()
{
    if (!m_clock)
        m_clock = WindowClock::of(m_localTime, context().config);
    return *m_clock;
}

Status TimeFiringOperator::processWatermark(std::int64_t watermarkMillis, Output &out)
{
    if (watermarkMillis <= m_watermark)
        return Status::ok();
    m_watermark = watermarkMillis;
    m_progress = windowClock().progress(watermarkMillis);
    if (!m_proctime) {
        if (Status s = fireUpTo(m_progress, out); !s)
            return s;
    }
    out.emitWatermark(watermarkMillis);
    return Status::ok();
}

Status TimeFiringOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    return m_proctime ? fireUpTo(windowClock().progress(nowMillis), out) : Status::ok();
}

Status TimeFiringOperator::endInput(Output &out)
{
    if (m_proctime)
        return Status::ok();
    return fireUpTo(std::numeric_limits<std::int64_t>::max(), out);
}

} // namespace sluice::exec
