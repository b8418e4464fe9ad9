#include "exec/window_firing_operator.h"

namespace sluice::exec {

Status WindowFiringOperator::processWatermark(std::int64_t watermarkMillis, Output &out)
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

Status WindowFiringOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    if (!m_proctime)
        return Status::ok();
    return fireUpTo(nowMillis, out);
}

Status WindowFiringOperator::endInput(Output &out)
{
    if (m_proctime)
        return Status::ok();
    return fireUpTo(std::numeric_limits<std::int64_t>::max(), out);
}

} // namespace sluice::exec
