#pragma once

// The one module that writes and reads checkpoint and savepoint files (docs/checkpoints.md).
//
// A checkpoint is a folder, Flink's layout: <execution.checkpointing.dir>/<job id>/chk-<n>/ for
// checkpoints, <savepoint dir>/savepoint-<job id prefix>-<random>/ for savepoints. It holds one
// state file per subtask, then `_metadata`, written last and atomically (a temporary file, fsync,
// rename, fsync of the folder): a folder without `_metadata` is an unfinished checkpoint, and a
// crash at any moment leaves either a complete checkpoint or none.
//
// Every file is framed: the magic "SLUICECK", the format version (u32), the file kind (u8), the
// payload length (u64), the payload, and the payload's XXH64. A wrong magic, a newer version, a
// short file or a checksum mismatch are errors naming the file, never a crash.
//   _metadata   payload: JSON (the job, the time, the settings, the tasks and their files)
//   state files payload: SubtaskState, binary (byte_codec.h), the keyed state as
//               state/state_snapshot.h writes it.

#include "exec/operator.h"
#include "runtime/key_groups.h"
#include "state/rocksdb_state_backend.h"

#include <sluice/status.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace sluice::runtime {

/// The format version this build writes; it reads this one and older.
constexpr std::uint32_t kCheckpointFormatVersion = 1;

enum class CheckpointFileKind : std::uint8_t { Metadata = 1, SubtaskState = 2 };

/// A RocksDB instance's keyed state as RocksDB's own files (incremental checkpoints,
/// execution.checkpointing.incremental): its SST files are stored once in the job's `shared/`
/// folder, beside the chk-<n> folders, and referenced by every checkpoint that still needs them;
/// the small files that describe the database (MANIFEST, CURRENT, OPTIONS) are inline.
struct NativeKeyedState {
    std::string instanceId; ///< the instance's SST names are unique within it only
    std::vector<state::NativeTableInfo> tables;
    struct SharedFile {
        std::string name; ///< in shared/: "<instance id>-<SST file name>"
        std::int64_t bytes = 0;
    };
    std::vector<SharedFile> sharedFiles;
    std::vector<std::pair<std::string, std::string>> privateFiles; ///< name, content
    /// Transient, never encoded: RocksDB's hard-linked checkpoint the coordinator turns into the
    /// above (CheckpointCoordinator::storeNativeState).
    std::string localDirectory;
};

/// The SST file name a shared file restores to.
std::string nativeSstName(const NativeKeyedState &native, const std::string &sharedName);

/// One operator of a subtask's chain in a checkpoint.
struct OperatorSnapshot {
    std::string uid;                  ///< the chain position's operator name, for messages
    std::vector<std::string> items;   ///< Operator::snapshotState
    bool hasKeyedState = false;
    std::string keyedState;           ///< state_snapshot.h bytes when hasKeyedState (and not native)
    std::optional<NativeKeyedState> native; ///< instead of keyedState
    /// The heap tables as frozen when the barrier passed: keyedState is written from them on
    /// the coordinator's thread (materializeKeyedState), not on the subtask's.
    std::shared_ptr<const state::FrozenKeyedState> frozenKeyedState;
};

/// What one subtask wrote into a checkpoint.
struct SubtaskState {
    std::string taskUid;
    int subtask = 0;
    int parallelism = 1;
    int maxParallelism = 128;
    bool finished = false; ///< the subtask had ended: restored, it ends at once
    std::vector<exec::SourceSplitState> splits; ///< source tasks only
    std::vector<OperatorSnapshot> ops;          ///< the chain, upstream first
};

/// Writes the keyed state of operators that froze theirs (OperatorSnapshot::frozenKeyedState)
/// and lets the frozen tables go.
Status materializeKeyedState(SubtaskState &state);

std::string encodeSubtaskState(const SubtaskState &state);
/// `what` names the bytes in errors (the file's path).
Result<SubtaskState> decodeSubtaskState(std::string_view bytes, const std::string &what);

/// One task of a checkpointed job.
struct TaskCheckpointInfo {
    std::string uid;  ///< from the task's operators and schemas: a changed query changes it
    std::string name; ///< "GroupAggregate -> Sink(totals)"
    int parallelism = 1;
    std::vector<std::string> files;      ///< per subtask, relative to the checkpoint folder
    std::vector<std::int64_t> fileBytes; ///< per subtask
};

/// The `_metadata` of a checkpoint or savepoint.
struct CheckpointMetadata {
    std::uint32_t formatVersion = kCheckpointFormatVersion;
    std::int64_t checkpointId = 0;
    bool savepoint = false;
    std::string jobId;
    /// The job id of the run this checkpoint's state descends from by restores: its own run's
    /// for a fresh start, else the restored checkpoint's lineage. A later run of the lineage
    /// that committed past this checkpoint makes restoring it write those rows twice.
    std::string lineage;
    std::int64_t timestampMillis = 0; ///< when it was triggered (epoch)
    std::int64_t durationMillis = 0;
    std::int64_t stateBytes = 0;
    int maxParallelism = 128;
    std::string stateBackend; ///< "hashmap" or "rocksdb"
    std::vector<std::pair<std::string, std::string>> settings; ///< the job's configuration
    std::vector<TaskCheckpointInfo> tasks;
    /// What was committed as the checkpoint completed, each a JSON object whose "kind" names its
    /// resolver (exec/checkpoint_committer.h): a Kafka transaction of exactly-once sinks.
    std::vector<std::string> commits;
};

/// A checkpoint whose completion depends on a commit (CheckpointMetadata::commits) is written
/// as this file before the commit and renamed to `_metadata` after it: a crash between the two
/// leaves it, and settlePendingCheckpoints asks the commit's side how it ended.
inline constexpr const char *kPendingMetadataName = "_metadata.pending";

std::string encodeMetadata(const CheckpointMetadata &metadata);
Result<CheckpointMetadata> decodeMetadata(std::string_view payload, const std::string &what);

/// `payload` framed as a file of `kind`.
std::string frameCheckpointFile(CheckpointFileKind kind, std::string_view payload);
/// The payload of a framed file of `kind`; errors name `what`.
Result<std::string> unframeCheckpointFile(std::string bytes, CheckpointFileKind kind,
                                          const std::string &what);

/// Writes `bytes` to `path` durably and atomically: through `<path>.tmp`, fsync, rename, fsync of
/// the folder. An error names the file and the cause.
Status writeFileAtomically(const std::filesystem::path &path, std::string_view bytes);
/// Renames `from` to `to` and syncs the folder, so the new name survives a crash.
Status renameDurably(const std::filesystem::path &from, const std::filesystem::path &to);
/// fsync of a file's data; the error, if any.
std::error_code syncFile(const std::filesystem::path &path);
/// fsync of a folder, so the names in it survive a crash (best effort).
void syncFolder(const std::filesystem::path &folder);
/// The whole file; an error names it.
Result<std::string> readWholeFile(const std::filesystem::path &path);

/// A checkpoint read back for a restore: its metadata and every subtask's state.
struct RestoredCheckpoint {
    std::string location; ///< the folder, for messages ("" for one kept in memory)
    /// Where the shared files of its native keyed state are: <job folder>/shared.
    std::string sharedDirectory;
    CheckpointMetadata metadata;
    /// [task index in metadata.tasks][subtask]
    std::vector<std::vector<std::shared_ptr<const SubtaskState>>> states;
};

/// Reads the checkpoint or savepoint at `path`: its folder or its `_metadata` file (as Flink's
/// execution.state-recovery.path takes either). Clear errors for a missing folder, one without
/// `_metadata` (unfinished), and corrupt or newer-format files.
Result<std::shared_ptr<const RestoredCheckpoint>> readCheckpoint(const std::filesystem::path &path);

/// The latest complete checkpoint under `<dir>/<job id>/` or `<dir>` itself (chk-<n> with the
/// highest n that has a `_metadata`); empty when there is none.
std::filesystem::path latestCheckpointIn(const std::filesystem::path &dir);

/// Whether the commit a checkpoint depends on happened: (its JSON description, the job id and
/// the checkpoint id of the checkpoint).
using CommitResolver = std::function<Result<bool>(const std::string &commit, const std::string &jobId,
                                                  std::int64_t checkpointId)>;
/// Settles the checkpoints near `path` (the folder itself, its siblings and children) that a
/// crash left with `_metadata.pending`: those whose commit happened get their `_metadata`, the
/// others stay unfinished. Returns the folders that became complete.
Result<std::vector<std::filesystem::path>> settlePendingCheckpoints(const std::filesystem::path &path,
                                                                    const CommitResolver &resolve);

} // namespace sluice::runtime
