#pragma once

// Incremental checkpoints of RocksDB state (execution.checkpointing.incremental;
// docs/checkpoints.md): a subtask takes RocksDB's own checkpoint of its instance (hard links,
// after a flush: quick), the coordinator's thread stores its SST files in the job's shared/
// folder (each once, while a retained checkpoint references it) and keeps the small files inline,
// and a restore opens those files again and reads them out entry by entry, so it may take the
// key groups it owns at any parallelism, or go onto the hashmap backend.

#include "runtime/checkpoint_format.h"
#include "state/rocksdb_state_backend.h"

#include <sluice/status.h>

#include <cstdint>
#include <functional>
#include <string>

namespace sluice::runtime {

/// The subtask's part: RocksDB's checkpoint of `backend` for checkpoint `checkpointId`, in a
/// folder beside the instance (same file system: hard links).
Result<NativeKeyedState> takeNativeKeyedState(state::RocksDbStateBackend &backend, std::int64_t checkpointId);

/// The coordinator's part: moves the SST files of `native`'s local checkpoint into
/// `sharedDirectory` as "<instance id>-<name>" (linked, else copied and synced), except those
/// `stored` says are there already; reads the other files inline; removes the local folder.
/// `storedBytes` grows by what was written.
Status storeNativeKeyedState(NativeKeyedState &native, const std::string &sharedDirectory,
                             const std::function<bool(const std::string &sharedName)> &stored,
                             std::int64_t &storedBytes);

/// Drops a local checkpoint that will not be stored (its checkpoint was abandoned).
void discardNativeKeyedState(NativeKeyedState &native);

/// The restore's part: the state of `native` (files in `sharedDirectory`) as state_snapshot.h
/// bytes, read through a RocksDB instance opened on a copy in a fresh folder under
/// `workDirectory` (removed after).
Result<std::string> canonicalKeyedState(const NativeKeyedState &native, const std::string &sharedDirectory,
                                        const std::string &workDirectory, const state::Clock &clock);

} // namespace sluice::runtime
