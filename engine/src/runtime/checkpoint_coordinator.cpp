#include "runtime/checkpoint_coordinator.h"

#include <sluice/text.h>

#include "runtime/native_keyed_state.h"

#include <random>

namespace sluice::runtime {

namespace fs = std::filesystem;
using SteadyClock = std::chrono::steady_clock;

namespace {

constexpr std::size_t kHistory = 10;

/// A folder option's value as a path: a plain path or a file:// URI.
Result<fs::path> folderOption(const Configuration &config, const char *key)
{
    const auto value = config.getString(key);
    if (!value || value->empty())
        return fs::path();
    std::string text = *value;
    if (text.rfind("file://", 0) == 0) {
        text = text.substr(7);
        if (text.empty() || text[0] != '/')
            return Status::invalidArgument(
                sluice::Engine::tr("%1 = '%2': a file:// URI needs an absolute path (file:///tmp/checkpoints)")
                    .arg(key)
                    .arg(*value));
    } else if (const auto colon = text.find("://"); colon != std::string::npos) {
        return Status::invalidArgument(sluice::Engine::tr("%1 = '%2': the embedded engine writes to local folders (a "
                                                          "path or file://); '%3://' needs a Flink cluster")
                                           .arg(key)
                                           .arg(*value)
                                           .arg(text.substr(0, colon)));
    }
    return fs::path(text);
}

} // namespace

Result<CheckpointSettings> CheckpointSettings::from(const Configuration &config)
{
    CheckpointSettings s;
    if (const auto interval = config.getDuration("execution.checkpointing.interval"))
        s.interval = std::chrono::duration_cast<std::chrono::milliseconds>(*interval);
    s.exactlyOnce = config.getEnum("execution.checkpointing.mode").value_or("EXACTLY_ONCE") == "EXACTLY_ONCE";
    if (const auto timeout = config.getDuration("execution.checkpointing.timeout"))
        s.timeout = std::chrono::duration_cast<std::chrono::milliseconds>(*timeout);
    if (const auto pause = config.getDuration("execution.checkpointing.min-pause"))
        s.minPause = std::chrono::duration_cast<std::chrono::milliseconds>(*pause);
    s.maxConcurrent = std::max(1, config.getInt("execution.checkpointing.max-concurrent-checkpoints").value_or(1));
    s.tolerableFailures = std::max(0, config.getInt("execution.checkpointing.tolerable-failed-checkpoints").value_or(0));
    s.numRetained = std::max(1, config.getInt("execution.checkpointing.num-retained").value_or(1));
    const std::string retention =
        config.getEnum("execution.checkpointing.externalized-checkpoint-retention").value_or("NO_EXTERNALIZED_CHECKPOINTS");
    s.retention = retention == "RETAIN_ON_CANCELLATION"   ? Retention::RetainOnCancellation
                  : retention == "DELETE_ON_CANCELLATION" ? Retention::DeleteOnCancellation
                                                          : Retention::NoExternalized;
    auto dir = folderOption(config, "execution.checkpointing.dir");
    if (!dir)
        return dir.status();
    s.directory = *dir;
    auto savepoints = folderOption(config, "execution.checkpointing.savepoint-dir");
    if (!savepoints)
        return savepoints.status();
    s.savepointDirectory = *savepoints;
    s.incremental = config.getBool("execution.checkpointing.incremental").value_or(false);
    return s;
}

std::string newJobId()
{
    std::random_device rd;
    std::mt19937_64 gen((static_cast<std::uint64_t>(rd()) << 32) ^ rd() ^
                        static_cast<std::uint64_t>(SteadyClock::now().time_since_epoch().count()));
    static constexpr char kHex[] = "0123456789abcdef";
    std::string id;
    for (int i = 0; i < 2; ++i) {
        std::uint64_t v = gen();
        for (int k = 0; k < 16; ++k, v >>= 4)
            id.push_back(kHex[v & 15]);
    }
    return id;
}

struct CheckpointCoordinator::Pending {
    std::int64_t id = 0;
    bool savepoint = false;
    fs::path folder; ///< empty in memory
    SteadyClock::time_point triggered;
    std::int64_t triggerMillis = 0;
    std::vector<std::vector<char>> received;                              ///< [task][subtask]: acknowledged
    std::vector<std::vector<std::shared_ptr<const SubtaskState>>> states; ///< [task][subtask]
    std::vector<std::vector<std::int64_t>> bytes;                         ///< [task][subtask]
    int written = 0;
    std::int64_t alignmentMillis = 0;
};

CheckpointCoordinator::CheckpointCoordinator(CheckpointSettings settings, CheckpointJobLayout layout,
                                             const state::Clock &clock, std::function<void(Status)> failJob)
    : m_settings(std::move(settings)), m_layout(std::move(layout)), m_clock(clock), m_failJob(std::move(failJob))
{
    m_finished.resize(m_layout.tasks.size());
    for (std::size_t t = 0; t < m_layout.tasks.size(); ++t) {
        m_finished[t].resize(static_cast<std::size_t>(m_layout.tasks[t].parallelism));
        m_subtaskCount += m_layout.tasks[t].parallelism;
    }
}

CheckpointCoordinator::~CheckpointCoordinator() { stop(); }

fs::path CheckpointCoordinator::jobFolder() const
{
    return m_settings.directory.empty() ? fs::path() : m_settings.directory / m_layout.jobId;
}

std::int64_t CheckpointCoordinator::start(std::int64_t firstId)
{
    std::lock_guard lock(m_mutex);
    if (m_running)
        return m_nextId - 1;
    // Each attempt of a restarted job starts with every subtask running; numbering goes on.
    for (auto &task : m_finished) {
        for (auto &f : task)
            f.reset();
    }
    m_stopping = false;
    m_nextId = std::max<std::int64_t>({m_nextId, firstId, 1});
    m_triggered.store(m_nextId - 1);
    m_completed.store(m_nextId - 1);
    m_running = true;
    m_thread = std::thread([this] { run(); });
    return m_nextId - 1;
}

void CheckpointCoordinator::stop()
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_running)
            return;
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    std::lock_guard lock(m_mutex);
    for (auto &[id, pending] : m_pending) {
        dropCheckpoint(id, pending->folder);
        if (CheckpointStats *st = statsOf(id)) {
            st->state = CheckpointStats::State::Failed;
            st->failure = sluice::Engine::tr("the job stopped before the checkpoint completed");
        }
    }
    m_pending.clear();
    m_acks.clear();
    m_running = false;
}

void CheckpointCoordinator::acknowledge(std::int64_t id, int task, int subtask, SubtaskState state,
                                        std::int64_t alignmentMillis)
{
    {
        std::lock_guard lock(m_mutex);
        auto it = m_pending.find(id);
        if (it == m_pending.end())
            return; // abandoned or subsumed meanwhile
        char &seen = it->second->received[static_cast<std::size_t>(task)][static_cast<std::size_t>(subtask)];
        if (seen)
            return;
        seen = 1;
        m_acks.push_back({id, task, subtask, std::move(state), alignmentMillis});
    }
    m_wake.notify_all();
}

void CheckpointCoordinator::decline(std::int64_t id, Status reason)
{
    std::unique_lock lock(m_mutex);
    if (m_pending.count(id))
        fail(lock, id, reason);
}

void CheckpointCoordinator::subtaskFinished(int task, int subtask, SubtaskState finalState)
{
    {
        std::lock_guard lock(m_mutex);
        auto shared = std::make_shared<const SubtaskState>(std::move(finalState));
        m_finished[static_cast<std::size_t>(task)][static_cast<std::size_t>(subtask)] = shared;
        for (auto &[id, pending] : m_pending) {
            char &seen = pending->received[static_cast<std::size_t>(task)][static_cast<std::size_t>(subtask)];
            if (seen)
                continue;
            seen = 1;
            m_acks.push_back({id, task, subtask, *shared, 0});
        }
    }
    m_wake.notify_all();
}

void CheckpointCoordinator::run()
{
    std::unique_lock lock(m_mutex);
    auto nextTrigger = SteadyClock::now() + m_settings.interval;
    while (!m_stopping) {
        handleAcks(lock);
        if (m_stopping)
            break;
        const auto now = SteadyClock::now();
        // Abandon what ran out of time.
        std::vector<std::int64_t> expired;
        for (const auto &[id, pending] : m_pending) {
            if (now - pending->triggered >= m_settings.timeout)
                expired.push_back(id);
        }
        for (const std::int64_t id : expired)
            fail(lock, id,
                 Status::ioError(sluice::Engine::tr("Checkpoint expired before completing "
                                                    "(execution.checkpointing.timeout = %1 ms)")
                                     .arg(m_settings.timeout.count())));
        // A stop with savepoint in flight holds the periodic checkpoints (Flink stops its
        // checkpoint scheduler until the stop fails): the savepoint is the job's last snapshot.
        const bool savepointStop = m_stopAt.load(std::memory_order_relaxed) != 0;
        if (m_settings.periodic() && !savepointStop && now >= nextTrigger &&
            static_cast<int>(m_pending.size()) < m_settings.maxConcurrent &&
            (!m_anyEnded || now - m_lastEnded >= m_settings.minPause)) {
            trigger(lock);
            nextTrigger = now + m_settings.interval;
        }
        auto wakeAt = m_settings.periodic() ? nextTrigger : now + std::chrono::seconds(1);
        if (static_cast<int>(m_pending.size()) >= m_settings.maxConcurrent)
            wakeAt = now + std::chrono::milliseconds(50);
        if (m_anyEnded && m_lastEnded + m_settings.minPause > wakeAt)
            wakeAt = m_lastEnded + m_settings.minPause;
        for (const auto &[id, pending] : m_pending)
            wakeAt = std::min(wakeAt, pending->triggered + m_settings.timeout);
        m_wake.wait_until(lock, wakeAt, [&] { return m_stopping || !m_acks.empty(); });
    }
}

std::int64_t CheckpointCoordinator::trigger(std::unique_lock<std::mutex> &lock, const fs::path &savepointDir)
{
    // Without a running source subtask there is nothing to put a barrier behind, unless every
    // subtask has ended: then their final states make the checkpoint (the final checkpoint that
    // commits what the end of the input left, FLIP-147).
    bool anySourceRunning = false;
    bool allEnded = true;
    for (std::size_t t = 0; t < m_layout.tasks.size(); ++t) {
        for (const auto &f : m_finished[t]) {
            allEnded = allEnded && f;
            anySourceRunning = anySourceRunning || (m_layout.tasks[t].source && !f);
        }
    }
    if (!anySourceRunning && !allEnded)
        return 0;
    auto pending = std::make_unique<Pending>();
    pending->id = m_nextId++;
    pending->savepoint = !savepointDir.empty();
    pending->triggered = SteadyClock::now();
    pending->triggerMillis = m_clock.nowMillis();
    pending->received.resize(m_layout.tasks.size());
    pending->states.resize(m_layout.tasks.size());
    pending->bytes.resize(m_layout.tasks.size());
    for (std::size_t t = 0; t < m_layout.tasks.size(); ++t) {
        const auto n = static_cast<std::size_t>(m_layout.tasks[t].parallelism);
        pending->received[t].assign(n, 0);
        pending->states[t].resize(n);
        pending->bytes[t].assign(n, 0);
    }
    CheckpointStats st;
    st.id = pending->id;
    st.triggerMillis = pending->triggerMillis;
    st.subtasks = m_subtaskCount;
    st.savepoint = pending->savepoint;
    if (pending->savepoint) {
        static constexpr char kHex[] = "0123456789abcdef";
        std::string suffix;
        std::random_device rd;
        for (int i = 0; i < 12; ++i)
            suffix.push_back(kHex[rd() & 15]);
        pending->folder = savepointDir / ("savepoint-" + m_layout.jobId.substr(0, 6) + "-" + suffix);
    } else if (!m_settings.directory.empty()) {
        pending->folder = jobFolder() / ("chk-" + std::to_string(pending->id));
    }
    if (!pending->folder.empty()) {
        std::error_code ec;
        fs::create_directories(pending->folder, ec);
        st.path = pending->folder.string();
        if (ec) {
            m_history.push_back(st);
            if (m_history.size() > kHistory)
                m_history.pop_front();
            m_pending.emplace(pending->id, std::move(pending));
            fail(lock, st.id,
                 Status::ioError(st.savepoint ? sluice::Engine::tr("cannot create the folder '%1': %2")
                                                    .arg(st.path)
                                                    .arg(ec.message())
                                              : sluice::Engine::tr("cannot create the folder '%1': %2 "
                                                                   "(execution.checkpointing.dir)")
                                                    .arg(st.path)
                                                    .arg(ec.message())));
            return 0;
        }
    }
    m_history.push_back(st);
    if (m_history.size() > kHistory)
        m_history.pop_front();
    const std::int64_t id = pending->id;
    Pending &p = *pending;
    m_pending.emplace(id, std::move(pending));
    // Subtasks that already ended stand in with their final state.
    for (std::size_t t = 0; t < m_finished.size(); ++t) {
        for (std::size_t i = 0; i < m_finished[t].size(); ++i) {
            if (m_finished[t][i]) {
                p.received[t][i] = 1;
                m_acks.push_back({id, static_cast<int>(t), static_cast<int>(i), *m_finished[t][i], 0});
            }
        }
    }
    m_triggered.store(id, std::memory_order_release);
    return id;
}

void CheckpointCoordinator::handleAcks(std::unique_lock<std::mutex> &lock)
{
    while (!m_acks.empty() && !m_stopping) {
        Ack ack = std::move(m_acks.front());
        m_acks.pop_front();
        auto it = m_pending.find(ack.id);
        if (it == m_pending.end()) {
            for (OperatorSnapshot &op : ack.state.ops) {
                if (op.native)
                    discardNativeKeyedState(*op.native); // abandoned: its hard links would pin old SSTs
            }
            continue;
        }
        const fs::path folder = it->second->folder;
        const std::string file = "t" + std::to_string(ack.task) + "-s" + std::to_string(ack.subtask);
        std::int64_t bytes = 0;
        Status written;
        std::shared_ptr<const SubtaskState> state;
        {
            // Storing RocksDB's files, the encoding and the disk write run without the lock:
            // subtasks acknowledging meanwhile only queue.
            lock.unlock();
            written = materializeKeyedState(ack.state);
            if (written.isOk())
                written = storeNativeState(ack.state, ack.id, bytes);
            state = std::make_shared<const SubtaskState>(std::move(ack.state));
            const std::string framed = frameCheckpointFile(CheckpointFileKind::SubtaskState, encodeSubtaskState(*state));
            bytes += static_cast<std::int64_t>(framed.size());
            if (!folder.empty() && written.isOk())
                written = writeFileAtomically(folder / file, framed);
            lock.lock();
        }
        it = m_pending.find(ack.id);
        if (it == m_pending.end()) {
            dropCheckpoint(ack.id, {}); // failed meanwhile: release what its state referenced
            continue;
        }
        if (!written.isOk()) {
            fail(lock, ack.id, written);
            continue;
        }
        Pending &p = *it->second;
        const auto t = static_cast<std::size_t>(ack.task);
        const auto s = static_cast<std::size_t>(ack.subtask);
        p.states[t][s] = folder.empty() ? state : nullptr;
        p.bytes[t][s] = bytes;
        p.alignmentMillis = std::max(p.alignmentMillis, ack.alignmentMillis);
        ++p.written;
        if (CheckpointStats *st = statsOf(p.id)) {
            st->acknowledged = p.written;
            st->stateBytes += bytes;
            st->alignmentMillis = p.alignmentMillis;
            st->durationMillis = m_clock.nowMillis() - p.triggerMillis;
        }
        if (p.written == m_subtaskCount)
            complete(lock, p);
    }
}

void CheckpointCoordinator::complete(std::unique_lock<std::mutex> &lock, Pending &p)
{
    CheckpointMetadata meta;
    meta.checkpointId = p.id;
    meta.savepoint = p.savepoint;
    meta.jobId = m_layout.jobId;
    meta.lineage = lineage();
    meta.timestampMillis = p.triggerMillis;
    meta.durationMillis = m_clock.nowMillis() - p.triggerMillis;
    meta.maxParallelism = m_layout.maxParallelism;
    meta.stateBackend = m_layout.stateBackend;
    meta.settings = m_layout.settings;
    for (std::size_t t = 0; t < m_layout.tasks.size(); ++t) {
        TaskCheckpointInfo info;
        info.uid = m_layout.tasks[t].uid;
        info.name = m_layout.tasks[t].name;
        info.parallelism = m_layout.tasks[t].parallelism;
        for (int i = 0; i < info.parallelism; ++i) {
            info.files.push_back("t" + std::to_string(t) + "-s" + std::to_string(i));
            info.fileBytes.push_back(p.bytes[t][static_cast<std::size_t>(i)]);
            meta.stateBytes += p.bytes[t][static_cast<std::size_t>(i)];
        }
        meta.tasks.push_back(std::move(info));
    }
    const std::int64_t id = p.id;
    const std::vector<std::shared_ptr<exec::CheckpointCommitter>> committers =
        m_committers ? m_committers->all() : std::vector<std::shared_ptr<exec::CheckpointCommitter>>{};
    for (const auto &c : committers)
        meta.commits.push_back(c->describe());
    const fs::path folder = p.folder;
    const std::shared_ptr<const RestoredCheckpoint> inMemory = folder.empty() ? [&] {
        auto restored = std::make_shared<RestoredCheckpoint>();
        restored->metadata = meta;
        restored->states = p.states;
        return restored;
    }() : nullptr;
    lock.unlock();
    bool commitFailed = false;
    const Status s = publish(folder, meta, committers, commitFailed);
    lock.lock();
    if (commitFailed && m_failJob)
        m_failJob(s);
    if (!m_pending.count(id))
        return;
    if (!s.isOk()) {
        fail(lock, id, s);
        return;
    }
    if (!folder.empty()) {
        m_latest.reset();
        m_latestFolder = folder;
        if (!p.savepoint) { // savepoints belong to the user: never removed
            m_retained.push_back(id);
            while (static_cast<int>(m_retained.size()) > m_settings.numRetained) {
                dropCheckpoint(m_retained.front(), jobFolder() / ("chk-" + std::to_string(m_retained.front())));
                m_retained.pop_front();
            }
        }
    } else {
        m_latest = inMemory;
    }
    if (CheckpointStats *st = statsOf(id)) {
        st->state = CheckpointStats::State::Completed;
        st->durationMillis = meta.durationMillis;
    }
    ++m_completedCount;
    m_consecutiveFailures = 0;
    m_anyEnded = true;
    m_lastEnded = SteadyClock::now();
    m_pending.erase(id);
    // Older checkpoints still in flight are subsumed, as in Flink.
    std::vector<std::int64_t> older;
    for (const auto &[other, pending] : m_pending) {
        if (other < id && !pending->savepoint)
            older.push_back(other);
    }
    for (const std::int64_t other : older) {
        dropCheckpoint(other, m_pending[other]->folder);
        m_pending.erase(other);
        if (CheckpointStats *st = statsOf(other)) {
            st->state = CheckpointStats::State::Failed;
            st->failure = sluice::Engine::tr("subsumed by checkpoint %1").arg(id);
        }
    }
    m_completed.store(id, std::memory_order_release);
    m_outcome.notify_all();
}

Status CheckpointCoordinator::publish(const fs::path &folder, const CheckpointMetadata &meta,
                                     const std::vector<std::shared_ptr<exec::CheckpointCommitter>> &committers,
                                     bool &commitFailed) const
{
    auto commitAll = [&]() -> Status {
        for (const auto &c : committers) {
            if (Status s = c->commit(meta.checkpointId); !s.isOk()) {
                commitFailed = true;
                return s;
            }
        }
        return Status::ok();
    };
    if (folder.empty())
        return commitAll(); // in memory: the commit alone completes it
    const std::string framed = frameCheckpointFile(CheckpointFileKind::Metadata, encodeMetadata(meta));
    if (committers.empty())
        return writeFileAtomically(folder / "_metadata", framed);
    // The commit completes the checkpoint: `_metadata.pending` before it says what a restore
    // must ask about if the process dies before the rename after it.
    const fs::path pending = folder / kPendingMetadataName;
    if (Status s = writeFileAtomically(pending, framed); !s.isOk())
        return s; // nothing committed: the transaction goes on into the next checkpoint
    if (Status s = commitAll(); !s.isOk()) {
        std::error_code ec;
        fs::remove(pending, ec);
        return s;
    }
    return renameDurably(pending, folder / "_metadata");
}

void CheckpointCoordinator::setCommitters(std::shared_ptr<exec::CheckpointCommitters> committers)
{
    std::lock_guard lock(m_mutex);
    m_committers = std::move(committers);
}

void CheckpointCoordinator::dropCommitters(const exec::CheckpointCommitters *attempt)
{
    std::lock_guard lock(m_mutex);
    if (m_committers.get() == attempt)
        m_committers.reset();
}

void CheckpointCoordinator::fail(std::unique_lock<std::mutex> & /*lock*/, std::int64_t id, const Status &reason)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    if (m_committers) {
        for (const auto &c : m_committers->all())
            c->aborted(id);
    }
    const bool savepoint = it->second->savepoint;
    dropCheckpoint(id, it->second->folder);
    m_pending.erase(it);
    if (CheckpointStats *st = statsOf(id)) {
        st->state = CheckpointStats::State::Failed;
        st->failure = reason.text();
        st->durationMillis = m_clock.nowMillis() - st->triggerMillis;
    }
    m_failures[id] = reason;
    while (m_failures.size() > 64)
        m_failures.erase(m_failures.begin());
    if (m_stopAt.load() == id)
        m_stopAt.store(0);
    m_outcome.notify_all();
    ++m_failedCount;
    m_anyEnded = true;
    m_lastEnded = SteadyClock::now();
    if (savepoint)
        return; // as in Flink, a failed savepoint is reported to whoever asked, the job goes on
    ++m_consecutiveFailures;
    if (m_consecutiveFailures > m_settings.tolerableFailures && m_failJob)
        m_failJob(Status::ioError(sluice::Engine::tr("Exceeded checkpoint tolerable failure threshold "
                                                     "(execution.checkpointing.tolerable-failed-checkpoints = %1); "
                                                     "the latest checkpoint (%2) failed: %3")
                                      .arg(m_settings.tolerableFailures)
                                      .arg(id)
                                      .arg(reason.text())));
}

void CheckpointCoordinator::removeFolder(const fs::path &folder) const
{
    if (folder.empty())
        return;
    std::error_code ec;
    fs::remove_all(folder, ec);
}

void CheckpointCoordinator::dropCheckpoint(std::int64_t id, const fs::path &folder)
{
    removeFolder(folder);
    // Shared files (incremental RocksDB state) go with the last checkpoint that references them.
    auto it = m_sharedOf.find(id);
    if (it == m_sharedOf.end())
        return;
    for (const std::string &name : it->second) {
        auto ref = m_sharedRefs.find(name);
        if (ref == m_sharedRefs.end() || --ref->second > 0)
            continue;
        m_sharedRefs.erase(ref);
        std::error_code ec;
        fs::remove(jobFolder() / "shared" / name, ec);
    }
    m_sharedOf.erase(it);
}

bool CheckpointCoordinator::nativeKeyedState(std::int64_t id) const
{
    if (!m_settings.incremental || m_settings.directory.empty())
        return false;
    std::lock_guard lock(m_mutex);
    const auto it = m_pending.find(id);
    return it != m_pending.end() && !it->second->savepoint; // savepoints: the canonical format
}

Status CheckpointCoordinator::storeNativeState(SubtaskState &state, std::int64_t id, std::int64_t &storedBytes)
{
    const std::string shared = (jobFolder() / "shared").string();
    auto stored = [this](const std::string &name) {
        std::lock_guard lock(m_mutex);
        return m_sharedRefs.count(name) > 0;
    };
    for (OperatorSnapshot &op : state.ops) {
        if (!op.native)
            continue;
        if (Status s = storeNativeKeyedState(*op.native, shared, stored, storedBytes); !s.isOk())
            return s;
        std::lock_guard lock(m_mutex);
        for (const NativeKeyedState::SharedFile &f : op.native->sharedFiles) {
            ++m_sharedRefs[f.name];
            m_sharedOf[id].push_back(f.name);
        }
    }
    return Status::ok();
}

CheckpointStats *CheckpointCoordinator::statsOf(std::int64_t id)
{
    for (CheckpointStats &st : m_history) {
        if (st.id == id)
            return &st;
    }
    return nullptr;
}

Result<std::shared_ptr<const RestoredCheckpoint>> CheckpointCoordinator::latestCompleted() const
{
    fs::path folder;
    {
        std::lock_guard lock(m_mutex);
        if (m_latest || m_latestFolder.empty())
            return m_latest;
        folder = m_latestFolder;
    }
    return readCheckpoint(folder);
}

void CheckpointCoordinator::stats(std::vector<CheckpointStats> &history, std::int64_t &completed,
                                  std::int64_t &failed) const
{
    std::lock_guard lock(m_mutex);
    history.assign(m_history.begin(), m_history.end());
    const std::int64_t now = m_clock.nowMillis();
    for (CheckpointStats &st : history) {
        if (st.state == CheckpointStats::State::InProgress)
            st.durationMillis = now - st.triggerMillis;
    }
    completed = m_completedCount;
    failed = m_failedCount;
}

void CheckpointCoordinator::jobEnded(JobEnd end)
{
    stop();
    if (m_settings.directory.empty())
        return;
    bool discard = true;
    if (end == JobEnd::Cancelled)
        discard = m_settings.retention != CheckpointSettings::Retention::RetainOnCancellation;
    else if (end == JobEnd::Failed)
        discard = m_settings.retention == CheckpointSettings::Retention::NoExternalized;
    if (!discard)
        return;
    std::lock_guard lock(m_mutex);
    for (const std::int64_t id : m_retained)
        dropCheckpoint(id, jobFolder() / ("chk-" + std::to_string(id)));
    m_retained.clear();
    m_latestFolder.clear();
    std::error_code ec;
    fs::remove(jobFolder() / "shared", ec); // only when empty, as is the job folder
    fs::remove(jobFolder(), ec);
}

bool CheckpointCoordinator::failed(std::int64_t id) const
{
    std::lock_guard lock(m_mutex);
    return m_failures.count(id) > 0 || (!m_pending.count(id) && m_completed.load() < id && id < m_nextId);
}

Result<std::string> CheckpointCoordinator::savepoint(const fs::path &directory, bool stop,
                                                     std::chrono::milliseconds timeout)
{
    if (directory.empty())
        return Status::invalidArgument(
            sluice::Engine::tr("no savepoint folder: give one, or set execution.checkpointing.savepoint-dir"));
    std::unique_lock lock(m_mutex);
    if (!m_running)
        return Status::invalidArgument(sluice::Engine::tr("the job is not running"));
    if (stop && m_stopAt.load() != 0)
        return Status::invalidArgument(sluice::Engine::tr("a stop with savepoint is already in progress"));
    const std::int64_t id = trigger(lock, directory);
    if (id == 0) {
        if (!m_failures.empty() && m_failures.rbegin()->first == m_nextId - 1)
            return m_failures.rbegin()->second;
        return Status::invalidArgument(sluice::Engine::tr("the job has no running source left to take a savepoint"));
    }
    if (stop)
        m_stopAt.store(id, std::memory_order_release);
    lock.unlock();
    m_wake.notify_all();
    lock.lock();
    const bool decided = m_outcome.wait_for(lock, timeout, [&] {
        return m_completed.load() >= id || m_failures.count(id) > 0 || m_stopping;
    });
    if (m_completed.load() >= id) {
        for (const CheckpointStats &st : m_history) {
            if (st.id == id)
                return st.path;
        }
        return std::string();
    }
    if (m_failures.count(id))
        return Status(m_failures[id].code(), sluice::Engine::tr("the savepoint failed: %1").arg(m_failures[id].text()));
    if (!decided) {
        lock.unlock();
        Status reason =
            Status::ioError(sluice::Engine::tr("the savepoint did not complete within %1 ms").arg(timeout.count()));
        lock.lock();
        fail(lock, id, reason);
        return reason;
    }
    return Status::cancelled(sluice::Engine::tr("the job stopped before the savepoint completed"));
}

} // namespace sluice::runtime
