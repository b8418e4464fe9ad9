#pragma once

// GroupAggregate in all its phases (Flink's GroupAggFunction, MiniBatchGroupAggFunction,
// MiniBatchLocalGroupAggFunction / MiniBatchGlobalGroupAggFunction and the distinct-split
// partial/final pair). Rows are processed a batch at a time: each key's accumulator is read from
// state once per batch, kept in an accumulator batch (aggregate_functions.h) while the batch's
// rows for that key are folded in, and written back once. With mini-batch the batch is a bundle
// buffered across input batches (mini_batch_buffer.h), so a hot key costs one state access and
// one result change per bundle, as in Flink's MiniBatchGroupAggFunction.
//
// On the heap backend, fixed-width keys and accumulators without TTL live in an inline table
// (state/heap_fixed_table.h). The batched path reads and writes their records there; the
// single phase without mini-batch or map state goes row by row instead, updating each
// accumulator where the table keeps it (foldInPlace) and building its output a column at a
// time from copies of the record before and after each row (emitChanges).
//
// Intermediate layouts (the runtime only moves these batches between the phases):
//  - Local -> Global: the group keys, then the accumulator row of aggregate_functions.h (record
//    count, accumulator columns per call), then one BYTES column per DISTINCT call and per
//    MIN/MAX over updating input holding value multiplicity deltas, encoded as repeated
//    [u32 length][RowCodec::forKey bytes of the value][i64 delta] (little-endian). All rows +I.
//  - Partial -> Final (distinct split): the group keys, $bucket, then per call its partial value
//    (AVG as two columns: its sum and count). Partial is a full updating aggregate per
//    (keys, bucket); Final aggregates those rows with retraction: COUNT -> $SUM0 of counts,
//    SUM/$SUM0 -> SUM/$SUM0, MIN/MAX -> MIN/MAX, AVG -> sum of sums / sum of counts.

#include "common/fixed_row_layout.h"
#include "common/key_hasher.h"
#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/mini_batch_buffer.h"
#include "exec/record_copies.h"
#include "exec/value_list_aggregates.h"
#include "exec/operator.h"
#include "state/heap_state_backend.h"

#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace sluice::exec {

class GroupAggregateOperator final : public Operator {
public:
    explicit GroupAggregateOperator(const plan::AggregateNode &node);

    Status open(OperatorContext &context) override;
    /// Rewrites state an older checkpoint kept in an earlier layout (migrateCountedAccumulators,
    /// migrateDistinctMaps) once the runtime has read it into the backend.
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    /// With mini-batch on and the job's size and latency set, rows are buffered and folded per
    /// bundle (mini_batch_buffer.h); otherwise each input batch is folded at once.
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// A local phase forwarding the whole batch takes its columns (RowBatch::takeColumns).
    Status processOwnedBatch(int input, RowBatch &&batch, Output &out) override;
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status endInput(Output &out) override;
    /// Its accumulators are in the keyed backend; a mini-batch bundle is folded before a
    /// checkpoint's barrier, as in Flink.
    bool checkpointable() const override { return true; }
    Status prepareSnapshotPreBarrier(std::int64_t checkpointId, Output &out) override;

    /// The schema of the batches this subtask emits (the node's schema, or the intermediate
    /// layout for Local and Partial).
    const std::shared_ptr<const Schema> &outputSchema() const { return m_outSchema; }

private:
    enum class Mode : std::uint8_t { Single, Local, Global };

    struct Slot {
        int keyGroup = 0;
        std::string_view key;      // in m_keyArena
        std::uint32_t keyRow = 0;  // an input row holding the key's values
        bool exists = false;       // the accumulator is live
        bool stored = false;       // state held the key when the batch began
        bool first = false;        // created in this batch (Flink's firstRow)
        bool dirty = false;        // write the accumulator back
        bool cleared = false;      // remove the key's state
        std::uint64_t rowHash = 0;   // KeyHasher hash of the key (as the exchange computed it)
        std::uint64_t stateHash = 0; // the heap table's hash of (key group, key)
        const void *entry = nullptr; // the heap table's entry (or inline value), rewritten in place
    };

    Status setUp(const plan::AggregateNode &node);
    void assignSlots(const RowBatch &batch);
    /// A local phase's slots when its bundle passes through: one per row, none shared.
    void passSlots(const RowBatch &batch);
    /// The accumulators' table: kAccTable, or the global phase's own without a record count.
    static constexpr const char *kAccTable = "agg-acc";
    const char *accTableName() const;
    /// Rewrites the accumulators an older checkpoint left in kAccTable with a record count into
    /// accTableName()'s layout (m_accTable).
    Status migrateCountedAccumulators(state::KeyedStateBackend &backend, state::TtlConfig ttl);
    struct CountMap;
    /// Moves the counts an older checkpoint kept in one map per DISTINCT call
    /// ("agg-distinct-<call>") into the members' places of the shared map `map`.
    Status migrateDistinctMaps(state::KeyedStateBackend &backend, const CountMap &map,
                               state::TtlConfig ttl);
    /// Whether a local phase's next bundles pass through, from how much this one folded (its
    /// rows and distinct keys).
    void judgeLocalFolding(std::size_t rows, std::size_t keys);
    /// Sizes the per-slot accumulators for the slots assignSlots found.
    void prepareSlots();
    /// Reads the state of slots [from, to) into m_acc (and m_prev for mini-batch results).
    void loadSlots(std::uint32_t from, std::uint32_t to);
    void applyRow(std::uint32_t slot, const RowBatch &batch, std::uint32_t row, bool retract);
    /// A new accumulator for `slot` (record count 0, empty values).
    void initSlot(std::uint32_t slot);
    /// Folds one value of `spec` into the slot's accumulator, a value list's too.
    void foldValue(const AggSpec &spec, std::uint32_t slot, const RowBatch &values,
                   std::size_t valueRow, int valueCol, bool retract);
    ValueList &valueList(const AggSpec &spec, std::uint32_t slot)
    {
        return m_lists[slot * m_listCount + static_cast<std::size_t>(spec.listIndex)];
    }
    /// Reads the slot's value lists from their accumulator columns (after a state read) ...
    void loadValueLists(std::uint32_t slot);
    /// ... and writes them back there (before a state write or a local phase's output).
    void storeValueLists(std::uint32_t slot);
    /// The first failure of a batch (a repeated JSON_OBJECTAGG key), which stops the job.
    void fail(Status status);
    /// m_failure, naming this operator.
    Status failure();
    void mergeRow(std::uint32_t slot, const RowBatch &batch, std::uint32_t row);
    /// Input row `row` of `batch` applied to map `map`: its value's count changed for each member
    /// whose FILTER it passes, in one read and one write.
    void applyRowToMap(std::size_t map, std::uint32_t slot, const RowBatch &batch,
                       std::uint32_t row, bool retract);
    /// One member's count of `userKey` changed by `delta` (a local phase's delta).
    void applyMapDelta(const AggSpec &spec, std::uint32_t slot, std::string_view userKey,
                       const RowBatch &values, std::size_t valueRow, int valueCol,
                       std::int64_t delta);
    /// Adds m_countDelta[j] to member j's count of `userKey` in map `map` for the slot's key,
    /// leaving the counts before and after in m_countBefore / m_countAfter. With
    /// `dropUnseenRetractions` a member's retraction of a value it does not hold is ignored, as
    /// Flink's distinct view does for a single row.
    void changeCounts(std::size_t map, std::uint32_t slot, std::string_view userKey,
                      bool dropUnseenRetractions);
    /// What a member's count going from `before` to `after` does to its accumulator: a distinct
    /// value folded in or taken out, or a MIN/MAX value held or let go.
    void countChanged(const AggSpec &spec, std::uint32_t slot, std::int64_t before,
                      std::int64_t after, const RowBatch &values, std::size_t valueRow,
                      int valueCol);
    void recomputeExtreme(const AggSpec &spec, std::uint32_t slot);
    void writeResults(std::uint32_t slot, RowBatch &target, std::size_t row);
    bool sameResults(const RowBatch &a, std::size_t rowA, const RowBatch &b, std::size_t rowB) const;
    /// Appends to `out` a row of `kind` holding the key of input row `inRow` (values NULL);
    /// returns its index.
    std::size_t appendKeyRow(RowBatch &out, RowKind kind, const RowBatch &in,
                             std::size_t inRow) const;
    /// Appends a row of `kind`: the key of input row `inRow`, the results of row `valuesRow` of
    /// `values` (in the output layout); returns its index.
    std::size_t emitRow(RowKind kind, const RowBatch &values, std::size_t valuesRow,
                        const RowBatch &in, std::size_t inRow);
    /// Appends a row of `kind` holding the key of input row `inRow` and slot's current results.
    std::size_t appendResult(RowKind kind, std::uint32_t slot, const RowBatch &in,
                             std::size_t inRow);
    void clearKey(std::uint32_t slot);
    /// Folds input row `row` into its slot's accumulators (the Single phase without mini-batch
    /// also emits the row's result change).
    void foldRow(const RowBatch &batch, std::uint32_t row);
    /// The Single and Global phases after their rows were folded: the result changes of slots
    /// [from, to) for mini-batch, then their accumulators written back to state.
    void settleSlots(const RowBatch &batch, std::uint32_t from, std::uint32_t to);
    /// The Local phase's accumulator rows; then the batch's slots are emptied.
    void finishBatch(const RowBatch &batch);
    /// Whether foldBundle reads, folds and writes back a bundle of many keys in parts of
    /// kStatePartKeys keys: mini-batch folds (one result change per key, emitted in the keys'
    /// order of first appearance either way) on state outside the heap (RocksDB). A part's keys
    /// are read in one MultiGet and written back right after, while the memtable lines the read
    /// brought are still in the cache: a 5,000-key bundle read whole and then written whole ran
    /// 10-20 % slower than the same job without mini-batch, which folds each input batch alone.
    bool foldsInParts() const
    {
        return m_miniBatch && m_mode != Mode::Local && !m_fixedAcc && !m_hashedAcc;
    }
    static constexpr std::uint32_t kStatePartKeys = 256;
    /// A local phase passing rows [from, end) of `batch` through on arrival, as they came (no
    /// bundle: results do not depend on the local's bundles).
    void passRows(const RowBatch &batch, std::size_t from, Output &out);
    /// Whether the local phase now passes rows on as they arrive (m_localPasses).
    bool passesOnArrival() const
    {
        return m_mode == Mode::Local && m_localPasses.holds() && m_bundle.empty() &&
               m_maps.empty() && m_listCount == 0;
    }
    /// finishBatch's local phase without delta columns: its output a column at a time.
    void emitLocalColumns(const RowBatch &batch);
    void finishBundle(Output &out);
    /// Folds `batch` into state: one state access per key (the body of every phase).
    void foldBundle(const RowBatch &batch, Output &out);
    /// Folds input row `row` into an accumulator record: every call whose FILTER it passes (not
    /// the record count).
    void accumulateCalls(const std::vector<AggSpec> &specs, FixedRecord &acc, const RowBatch &batch,
                         std::size_t row, bool retract);
    /// foldBundle's row-at-a-time path on an inline heap table (m_fixedAcc) (REQUIRES:
    /// hashKeyRecords(batch)). `Forwarded`: the Global phase's, on rows a local phase forwarded
    /// (forwardedLayout), each folded as a bundle of its own.
    template <bool Forwarded> void foldInPlace(const RowBatch &batch, Output &out);
    /// Global on an inline heap table: forwarded rows folded one at a time (foldInPlace), while
    /// m_forwardedAlone holds.
    void foldForwardedAlone(const RowBatch &batch, Output &out);
    /// Global: after a merged bundle of `rows` rows of which `repeats` repeated a key of an
    /// earlier one, whether the next forwarded rows are folded alone (m_forwardedAlone).
    void judgeBundleMerging(std::size_t rows, std::size_t repeats);
    /// The Global phase on an inline heap table (m_fixedAcc), as rows arrive: local accumulator
    /// rows [from, to) of `batch` merged into the records where the table keeps them, each row's
    /// hash, key record and record copies noted in m_touched, its key columns in m_bundleKeys
    /// (REQUIRES: m_hashes and m_fixedKeyBytes hold the whole batch's). `Forwarded`: the rows
    /// are a local phase's input rows as they came (forwardedLayout), folded by the calls.
    template <bool Forwarded> void mergeInPlace(const RowBatch &batch, std::size_t from, std::size_t to);
    /// Global: whether `batch` holds rows a local phase forwarded as they came (passRows).
    bool isForwarded(const RowBatch &batch) const;
    /// Global: the local phase's accumulator rows of forwarded rows, for the phase's other paths.
    RowBatch accumulatorsOf(const RowBatch &forwarded) const;
    /// Marks the rows of a mergeInPlace bundle that repeat a key of an earlier row kRepeat, and
    /// gives each repeated key's first row its last row's copy after; returns how many it marked.
    std::size_t findRepeatedKeys();
    /// The bundle's index entry of key record `key`: the index in m_touched, or kNoRecord in the
    /// free entry where it goes (REQUIRES: the index has room for one more key).
    std::uint32_t &touchedEntry(std::uint64_t hash, const char *key);
    /// Makes the index of m_touched hold `keys` keys at most half full.
    void reserveTouched(std::size_t keys);
    /// Ends a bundle of mergeInPlace: one result change per key it touched, keys it emptied erased.
    void finishMergedBundle(Output &out);
    /// The Local phase's counterpart of mergeInPlace: rows [from, to) of `batch` folded into the
    /// bundle's accumulator records (m_touched's `after`), one per key.
    void foldLocalInPlace(const RowBatch &batch, std::size_t from, std::size_t to);
    /// Ends a bundle of foldLocalInPlace (`rows` rows): one accumulator row per key, always +I.
    void finishLocalBundle(Output &out, std::size_t rows);
    /// Empties the bundle's m_touched, its keys and records.
    void clearTouched();
    /// The key hashes and key records of `batch` into m_hashes and m_fixedKeyBytes.
    void hashKeyRecords(const RowBatch &batch);
    /// finishBatch's write-back of the slots' accumulators into the inline table.
    void writeBackFixed();
    /// Emits m_changes as output rows, results from the record copies, keys from their rows of
    /// `in` (columns `keyColumns`).
    void emitChanges(const RowBatch &in, const std::vector<std::uint32_t> &keyColumns, Output &out);

    /// Passes everything on to `target` and counts the rows the output holds (+I/+U add one,
    /// -U/-D take one away): batch mode's aggregate without GROUP BY answers an input that left
    /// no row with one row of initial results (COUNT(*) = 0).
    class LiveRowCounter final : public Output {
    public:
        Output &bind(Output &out)
        {
            m_target = &out;
            return *this;
        }
        void emit(RowBatch &&batch) override;
        void emitWatermark(std::int64_t watermarkMillis) override { m_target->emitWatermark(watermarkMillis); }
        void emitIdle(bool idle) override { m_target->emitIdle(idle); }
        std::int64_t liveRows() const { return m_live; }

    private:
        Output *m_target = nullptr;
        std::int64_t m_live = 0;
    };
    Output &output(Output &out) { return m_emitOnEmptyInput ? m_liveRows.bind(out) : out; }

    Status m_setupError;
    bool m_emitOnEmptyInput = false;
    LiveRowCounter m_liveRows;
    Mode m_mode = Mode::Single;
    bool m_miniBatch = false;
    bool m_partialOutput = false; // Partial: emit partial values
    std::chrono::milliseconds m_ttl{0};
    MiniBatchBuffer m_bundle;

    std::vector<AggSpec> m_specs;
    /// The layout of the rows a local phase passing its input through hands on as they came
    /// (forwardedLayout), the input column of each of its columns, and the Global phase's calls
    /// over it: folding into records, and making accumulator rows (accColumn after the keys).
    std::shared_ptr<const Schema> m_forwardedSchema;
    std::vector<std::uint32_t> m_forwardedColumns;
    std::vector<AggSpec> m_forwardedSpecs, m_forwardedRowSpecs;
    /// Local: no input column appears twice in the forwarded layout, so passRows may take the
    /// columns of the batch processOwnedBatch hands it (m_ownedInput) instead of copying them.
    bool m_forwardTakesColumns = false;
    RowBatch *m_ownedInput = nullptr;
    std::vector<std::uint32_t> m_keyColumns; // in the input batches
    std::size_t m_keyCount = 0;              // output key columns
    std::size_t m_accStored = 0;             // accumulator columns kept in state ...
    bool m_storeRecordCount = true;          // ... from column 0, or from 1 without the count
    std::size_t firstStoredColumn() const { return m_storeRecordCount ? 0 : 1; }
    std::shared_ptr<const Schema> m_inSchema;
    std::shared_ptr<const Schema> m_accSchema;
    std::shared_ptr<const Schema> m_outSchema;
    std::optional<KeyHasher> m_hasher;
    std::optional<RowCodec> m_keyCodec;
    std::optional<RowCodec> m_accCodec;
    std::vector<std::optional<RowCodec>> m_valueEncoders; // per spec with a map: input -> bytes
    std::vector<std::optional<RowCodec>> m_valueDecoders; // bytes -> one-column batch
    std::vector<RowBatch> m_valueScratch;                 // per spec with a map: 2 rows

    state::ValueTable *m_accTable = nullptr;
    state::HashedValueTable *m_hashedAcc = nullptr; // the heap backend's fast path, if any
    // Fixed-width keys and accumulators, no TTL: the heap backend's inline table, the key
    // columns' and the stored accumulator columns' records (a slot's key is then its key
    // record), and whether batches take the row-at-a-time path (Single phase, no mini-batch, no
    // map state).
    state::FixedValueTable *m_fixedAcc = nullptr;
    bool m_inPlace = false;
    /// Whether the inline record keeps the record count. Not for insert-only input, whose count
    /// never falls to zero (Flink's global phase keeps none then either); the checkpointed
    /// layout (m_accCodec) of a global phase still has it, and inline tables are never
    /// checkpointed, so the two may differ.
    bool m_fixedRecordCount = true;
    bool m_mergeInPlace = false; // the Global phase's counterpart (mergeInPlace)
    /// The Global phase merges rows in place as they arrive, its bundle only counting them.
    bool mergesOnArrival() const { return m_fixedAcc && m_mergeInPlace; }
    /// The Local phase folds rows as they arrive into accumulator records of its own
    /// (foldLocalInPlace), its bundle only counting them: fixed-width keys and accumulators, no
    /// map or value list.
    bool m_localInPlace = false;
    bool foldsOnArrival() const { return mergesOnArrival() || m_localInPlace; }
    /// foldLocalInPlace's records as output columns (after the keys).
    std::optional<FixedRowLayout> m_localOutAcc;
    /// A verdict that a bundle's work bought next to nothing, and for how many rows after it
    /// the work is skipped: the next 127 bundles of its size, then, while each judged bundle
    /// agrees, 255, 511 and at most 1023. Judging a bundle means doing the work (one bundle in
    /// 16 cost about 3 % of the whole job's CPU on uniform keys, one in 64 still 1.6 %); a
    /// verdict that no longer holds is seen at the next judged bundle.
    class BundleVerdict {
    public:
        /// Bundles of fewer rows are not judged.
        static constexpr std::size_t kSampleRows = 1000;
        bool holds() const { return m_rowsLeft > 0; }
        void skipped(std::size_t rows) { m_rowsLeft -= std::min(m_rowsLeft, rows); }
        /// A bundle of `rows` rows was judged: whether its work was needless. Bundles done while
        /// a verdict holds are not judged.
        void judge(std::size_t rows, bool needless)
        {
            if (rows < kSampleRows || holds())
                return;
            if (!needless) {
                m_bundles = kFirstBundles;
                return;
            }
            m_rowsLeft = m_bundles * rows;
            m_bundles = std::min(2 * m_bundles + 1, kMostBundles);
        }

    private:
        static constexpr std::size_t kFirstBundles = 127;
        static constexpr std::size_t kMostBundles = 1023;
        std::size_t m_rowsLeft = 0;
        std::size_t m_bundles = kFirstBundles;
    };
    /// Local phase: a bundle whose keys were more than 80 % distinct lets the next rows pass
    /// through unfolded: buffered and passed one by one when a call uses a map or a value
    /// list, otherwise forwarded on arrival as they came (passRows).
    BundleVerdict m_localPasses;
    /// Global phase on an inline heap table, its counterpart: a merged bundle with forwarded
    /// rows where at most one row in kRareRepeats repeated a key of an earlier one lets the next
    /// forwarded rows be folded one at a time, a change per row (foldForwardedAlone). Such
    /// bundles spare downstream next to nothing, and noting each row to change a key once cost
    /// 5-7 % of the whole job's CPU.
    static constexpr std::size_t kRareRepeats = 100;
    BundleVerdict m_forwardedAlone;
    /// The merged bundle's forwarded rows: a bundle of accumulator rows alone is not judged.
    std::size_t m_bundleForwardedRows = 0;
    std::optional<FixedRowLayout> m_fixedKey;
    std::optional<FixedRowLayout> m_fixedAccRecord;
    bool m_zeroIsEmptyAcc = false; // an all-zero accumulator record is the empty accumulator
    std::vector<char> m_emptyAcc;  // the empty accumulator as a record
    std::string m_fixedKeyBytes; // foldInPlace: the batch's key records, back to back
    /// One output row of foldInPlace: its kind, input row (the key) and accumulator copy in
    /// m_snapshots (results).
    struct Change {
        std::uint32_t inRow;
        std::uint32_t accRow;
        RowKind kind;
        bool pairFirst; // a -U whose +U follows
    };
    std::vector<Change> m_changes;
    /// mergeInPlace: a row of the bundle, in order: its key's hash and the record copies from
    /// before the row (kNoRecord when the row made the key; kRepeat once findRepeatedKeys found
    /// an earlier row of its key) and after it. Its key record is the same index's in
    /// m_touchedKeys. foldLocalInPlace: a key of the bundle, in first-appearance order, `after`
    /// its accumulator, `before` unused.
    struct Touched {
        std::uint64_t hash;
        std::uint32_t before;
        std::uint32_t after;
    };
    /// Appends a key of the bundle to m_touched, its key records from row `row` of `batch`.
    void addTouched(const Touched &key, const RowBatch &batch, std::size_t row);
    static constexpr std::uint32_t kNoRecord = ~std::uint32_t{0};
    static constexpr std::uint32_t kRepeat = kNoRecord - 1;
    /// findRepeatedKeys' filter: a bit per value of a hash's top kRepeatFilterBits bits, set in
    /// m_seenBits by a bundle's rows and in m_twiceBits by a second row.
    static constexpr unsigned kRepeatFilterBits = 16;
    std::vector<std::uint64_t> m_seenBits, m_twiceBits; // sized at open()
    std::vector<std::uint32_t> m_maybeRepeated;         // ... and the rows it let through
    std::vector<Touched> m_touched;
    std::string m_touchedKeys;                 // key records (m_fixedKey), back to back
    std::string m_touchedOutKeys;              // ... as input (m_outKeyStore), for float keys (Local)
    /// mergeInPlace: the key columns of the bundle's rows, as the input had them, for the
    /// output.
    RowBatch m_bundleKeys;
    /// Open addressing by hash into m_touched; an entry holds the hash, so a probe reads one line,
    /// and the bundle it belongs to, so a new bundle starts without clearing the index.
    struct TouchedSlot {
        std::uint64_t hash;
        std::uint32_t index;  // into m_touched
        std::uint32_t bundle; // free unless m_bundleNumber
    };
    std::vector<TouchedSlot> m_touchedIndex;
    std::uint32_t m_bundleNumber = 1;
    /// The local phase's output key columns from its bundle's key records: m_outKey reads
    /// m_fixedKey's records, unless the key has FLOAT/DOUBLE columns, which m_fixedKey normalises
    /// (-0.0, NaN): their records as the input had them come from m_outKeyStore.
    std::optional<FixedRowLayout> m_outKey, m_outKeyStore;
    std::vector<const char *> m_keyRecords; // finishLocalBundle, per output batch
    RecordCopies m_snapshots; // foldInPlace, mergeInPlace: accumulator records
    std::vector<FixedRecord> m_records;          // emitChanges, per output batch
    std::vector<std::uint32_t> m_inRows, m_keep; // emitChanges, emitLocalColumns: per output batch
    std::vector<std::uint32_t> m_accRows;        // emitLocalColumns: per output batch
    /// COUNT(*) without FILTER is among the calls: no -U/+U pair can carry equal results.
    bool m_resultsAlwaysChange = false;
    /// A state map of value -> counts for the calls that need one: the DISTINCT calls over one
    /// argument share it (Flink's DistinctInfo: one distinct view per argument), each member a
    /// count of its own in the value (8 bytes, little-endian, in member order); MIN/MAX over
    /// updating input has its own with one count. A local phase shares none (it keeps no maps).
    struct CountMap {
        state::MapTable *table = nullptr;
        state::HashedMapTable *hashed = nullptr; // the heap backend's fast path, with m_hashedAcc
        std::vector<std::size_t> members;        // spec indices
    };
    std::vector<CountMap> m_maps;
    /// The maps' counts only say whether a value is held: the calls' input is insert-only and
    /// without TTL, so no count ever falls again and a value seen before changes nothing (no
    /// write; a TTL would need the write to refresh the entry's stamp, as Flink's does).
    bool m_countsPresenceOnly = false;
    /// Maps without the heap's fast path (RocksDB): the counts a batch changed, by (map, slot,
    /// value), read from the state once and written back once (writeBackCounts) at the end of
    /// the batch, before a scan of the maps and before a key's maps are removed. `counts` is
    /// empty when no count is held.
    struct CachedCounts {
        std::string counts;
        bool dirty = false;
    };
    std::unordered_map<std::string, CachedCounts> m_countCache;
    std::string m_countCacheKey; // [map u32][slot u32][value], little-endian
    void writeBackCounts();
    std::vector<std::int64_t> m_countDelta, m_countBefore, m_countAfter; // per member
    std::vector<ValueListAggregate> m_listAggs; // per spec with a value list (by listIndex)
    std::size_t m_listCount = 0;
    std::vector<ValueList> m_lists; // per batch: slot * m_listCount + listIndex
    Status m_failure;
    int m_maxParallelism = 128;

    // Per batch
    std::vector<Slot> m_slots;
    std::vector<std::uint32_t> m_slotIndex; // open addressing by row hash -> slot (kNoSlot empty)
    std::vector<std::uint32_t> m_rowSlot;   // per input row
    // foldBundle in parts: the rows part by part, and where each part's rows begin (where they
    // end once the counting sort has placed them).
    std::vector<std::uint32_t> m_partRows;
    std::vector<std::uint32_t> m_partStart;
    StringArena m_keyArena;
    std::string m_keyBuffer;
    std::string m_userKey;
    std::string m_encoded;
    std::vector<std::uint64_t> m_hashes;
    RowBatch m_acc;     // accumulator per slot
    RowBatch m_prev;    // mini-batch: previous result per slot
    std::vector<std::unordered_map<std::string, std::int64_t>> m_localDeltas; // slot * maps
    BatchBuilder *m_builder = nullptr; // during processBatch
};

} // namespace sluice::exec
