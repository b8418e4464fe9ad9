#pragma once

// How a task merges the event time of its producers, as Flink's StatusWatermarkValve: the
// combined watermark is the minimum over the producers that are active and aligned (an idle
// producer, or one that came back from idleness behind the combined watermark, is left out until
// it catches up); it never goes back. When every producer is idle the task is idle too, and the
// largest watermark any producer reached is flushed first, since none will advance it. A producer
// that ended counts as active at watermark MAX.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace sluice::runtime {

class WatermarkValve {
public:
    explicit WatermarkValve(std::size_t producers);

    /// What the task forwards after an input: a new combined watermark and a change of its own
    /// status. Send a change to active before the watermark, a change to idle after it (an idle
    /// producer's watermarks are ignored downstream).
    struct Change {
        std::optional<std::int64_t> watermark;
        std::optional<bool> idle;
    };

    Change inputWatermark(std::size_t producer, std::int64_t watermark);
    Change inputIdle(std::size_t producer, bool idle);
    Change inputEnded(std::size_t producer);

    std::int64_t watermark() const { return m_lastWatermark; }
    bool idle() const { return m_idle; }

private:
    struct Producer {
        std::int64_t watermark = INT64_MIN;
        bool idle = false;
        bool aligned = true;
    };
    void advanceToMinimum(Change &change);

    std::vector<Producer> m_producers;
    std::int64_t m_lastWatermark = INT64_MIN;
    bool m_idle = false;
};

} // namespace sluice::runtime
