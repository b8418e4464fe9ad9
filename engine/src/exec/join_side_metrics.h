#pragma once

// The state figures of one join side, published as the subtask's extra metrics
// "<side>.stateEntries" and "<side>.stateBytes" (the Monitor charts state per join side), shared by
// the regular and the interval join.

#include "runtime/metrics_registry.h"
#include "state/keyed_state.h"

#include <atomic>
#include <cstdint>
#include <string>

namespace sluice::exec {

class JoinSideMetrics {
public:
    /// Registers the side's figures ("left" or "right"); without a metric group it does nothing.
    void open(SubtaskMetricGroup *metrics, const std::string &side)
    {
        if (!metrics)
            return;
        m_entries = &metrics->extra(side + ".stateEntries");
        m_bytes = &metrics->extra(side + ".stateBytes");
    }
    /// Publishes the side's table as it is now.
    void publish(const state::MapTable *table)
    {
        if (!table || !m_entries)
            return;
        m_entries->store(table->entries(), std::memory_order_relaxed);
        m_bytes->store(table->bytes(), std::memory_order_relaxed);
    }

private:
    std::atomic<std::int64_t> *m_entries = nullptr;
    std::atomic<std::int64_t> *m_bytes = nullptr;
};

} // namespace sluice::exec
