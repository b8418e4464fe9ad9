#include "exec/time_firing_operator.h"

namespace sluice::exec {

Status TimeFiringOperator::processWatermark(std::int64_t watermarkMillis, Output &out)
{
    if (watermarkMillis <= m_watermark)
        return Status::ok();
    m_watermark = watermarkMillis;
    if (!m_proctime) {
        if (Status s = fireUpTo(watermarkMillis, out); !s)
            return s;
    }
    out.emitWatermark(watermarkMillis);
    return Status::ok();
}

Status TimeFiringOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    return m_proctime ? fireUpTo(nowMillis, out) : Status::ok();
}

Status TimeFiringOperator::endInput(Output &out)
{
    if (m_proctime)
        return Status::ok();
    return fireUpTo(std::numeric_limits<std::int64_t>::max(), out);
}

} // namespace sluice::exec
