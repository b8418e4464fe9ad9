#pragma once

// A keyed state backend's tables in a checkpoint, the same bytes for both backends (so a job may
// also restore onto the other one): a table record, then its entries, each with its key group so
// a restore at another parallelism takes the key groups it owns. The layout is documented in
// docs/checkpoints.md; runtime/checkpoint_format.h frames and versions the file around it.

#include "common/byte_codec.h"
#include "state/keyed_state.h"

#include <sluice/status.h>

namespace sluice::state {

/// Appends every live entry of `backend`'s tables.
Status writeKeyedState(KeyedStateBackend &backend, ByteWriter &out);
/// The same bytes from entries frozen earlier (any thread).
Status writeKeyedState(const FrozenKeyedState &frozen, ByteWriter &out);

/// Restores the entries of key groups [firstKeyGroup, lastKeyGroup] from `in` into `backend`
/// (tables created as the snapshot names them when the operator has not yet), leaving the others;
/// entries whose TTL has passed at `nowMillis` are dropped. Reads to the section's end marker.
Status readKeyedState(ByteReader &in, KeyedStateBackend &backend, int firstKeyGroup,
                      int lastKeyGroup, std::int64_t nowMillis);

} // namespace sluice::state
