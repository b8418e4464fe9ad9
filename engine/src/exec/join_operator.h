#pragma once

// The regular (non-windowed) streaming join, as Flink's StreamingJoinOperator: INNER, LEFT, RIGHT
// and FULL OUTER joins on equi-keys plus an optional non-equi condition. Both sides live in
// MapTable state, join key -> encoded row -> count (JoinRecordStateView), and for outer sides
// also the number of associations (OuterJoinRecordStateView), so null-padded rows are retracted
// when the first match arrives and re-emitted when the last match goes. Rows with a NULL join key
// never match (they still get their null-padded row on an outer side).
//
// A side of an inner join whose input is insert-only and whose state has no TTL never takes a
// row back and never needs a row's count: it keeps its rows by sequence instead, join key ->
// sequence number -> encoded row, one entry per row, each written blind (no read of a count
// first; on RocksDB a Put instead of a Get and a Put, under a short key). Identical rows are two
// entries, which an inner join emits the same way as one entry of count 2. (With a TTL they
// would expire apart, where Flink refreshes the one entry: such sides keep the counts.) The
// sequence is the attempt's epoch (OperatorContext::attemptEpoch) then a counter, so rows of
// earlier attempts restored into this one never share a number with its own.
//
// On the heap backend without state TTL, when every join key and stored column has a fixed width,
// each side keeps its records inline instead (state/heap_fixed_table.h): [join key][row] ->
// count [, associations] (32-bit, join_inline_state.h), the key and row as FixedRowLayout records,
// the records of a join key
// together under its hash's tag, so a lookup is one random memory access and nothing is encoded
// or decoded byte by byte. Finding one row of a key compares the key's records one by one, so
// once a side's table has compared too many in one lookup (a join key with very many rows), both
// sides move their records to the general tables, a map per key, for the rest of the job.
//
// Output rules (StreamingJoinOperator.processElement): inner joins forward the input's row kind
// (+I/+U for accumulate, -U/-D for retract); a row joined with or by an outer side is always +I
// or -D; per associated record the null-padded row change comes with the joined row change.

#include "common/fixed_row_layout.h"
#include "common/key_hasher.h"
#include "common/row_codec.h"
#include "exec/expression_evaluator.h"
#include "exec/join_inline_state.h"
#include "exec/join_input.h"
#include "exec/operator.h"
#include "state/heap_fixed_table.h"
#include "state/heap_state_backend.h"

#include <memory>
#include <optional>
#include <vector>

namespace sluice::exec {

class JoinOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit JoinOperator(const plan::JoinNode &node);

    Status open(OperatorContext &context) override;
    /// Rewrites a side's restored rows kept in the other layout (by count or by sequence) into
    /// the one this job uses, as after a change of the side's TTL or an older checkpoint.
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    /// Input 0 is the left side, 1 the right side.
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Publishes each side's state entries and bytes ("left.stateEntries", ...).
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status endInput(Output &out) override;

private:
    struct Side : JoinInput {
        /// The stored row (the user key in state): all columns, or with keysApart only the
        /// non-key ones, decoded to rowStart.. (the key columns come from the state key).
        std::optional<RowCodec> rowCodec;
        std::size_t rowStart = 0;
        std::size_t keyStart = 0; // keysApart: first key column
        std::chrono::milliseconds ttl{0};
        /// The general table keeps the side's rows by sequence (see the top of this file):
        /// user key the sequence, value the encoded row. Otherwise user key the row, value its
        /// record state.
        bool bySequence = false;
        state::MapTable *table = nullptr;
        state::HashedMapTable *hashed = nullptr; // the heap backend's prefetching, if any
        /// The inline path's table and records (see the top of this file), when it is used.
        state::FixedValueTable *fixed = nullptr;
        std::optional<FixedRowLayout> fixedKey; // the join key columns (NOT NULL in state)
        std::optional<FixedRowLayout> fixedRow; // the stored columns, as rowCodec's
        std::optional<FixedRowLayout> rowOut;   // that record read into the output columns
        std::optional<FixedRowLayout> keyOut;   // keysApart: the join key into the output
        std::unique_ptr<InlineRecordState> recordState; // the numbers in fixed's slots
    };
    struct Candidate {
        std::string_view row; // encoded other-side row (in m_arena; outer other sides only)
        std::int64_t count = 0;
        std::int64_t associations = 0;
        // inline path: the record and its state in the other side's table
        const char *fixedRecord = nullptr;
        char *fixedValue = nullptr;
    };
    /// Inline path: a side whose table once compared this many records under one tag in a
    /// lookup holds a join key with too many rows for it (see moveToGeneralTables).
    static constexpr std::size_t kMaxInlineScan = 256;

    /// Rows ahead of the one processed whose state lookups are prefetched.
    static constexpr std::size_t kPrefetchDistance = 16;
    /// Inline path: starts loading both sides' slots for the row's key (an inline slot lies at
    /// its home).
    void prefetchFixed(const Side &in, const Side &other, std::size_t row) const
    {
        in.fixed->prefetch(m_hashes[row]);
        other.fixed->prefetch(m_hashes[row]);
    }
    /// Per batch: each row's key hash, NULL-key flag and state record (inline path), or encoded
    /// join key, key group and heap state hash (general path).
    void prepareKeys(const Side &side, const RowBatch &batch);
    /// Whether the sides use the inline path, decided in open() (and left for good by
    /// moveToGeneralTables()).
    bool fixedState() const { return m_sides[0].fixed != nullptr; }
    /// Moves both sides' records from the inline tables to the general ones, which keep a join
    /// key's rows apart from other keys' (a map per key), and uses those from then on.
    void moveToGeneralTables();
    /// Both sides' general (MapTable) state.
    void openGeneralTables(OperatorContext &context);
    /// Sets up the inline path's records when every key and stored column has a fixed width.
    void prepareFixedRecords(const std::vector<std::uint32_t> (&stored)[2]);
    /// Inline path: the row's state record in m_keyBytes, [join key][row]; the join key record
    /// is its prefix.
    const char *fixedKeyOf(std::size_t row) const
    {
        return m_keyBytes.data() + row * m_recordWidth;
    }
    std::string_view keyOf(std::size_t row) const
    {
        const std::size_t begin = row == 0 ? 0 : m_keyEnds[row - 1];
        return std::string_view(m_keyBytes).substr(begin, m_keyEnds[row] - begin);
    }
    Status processRow(int input, const RowBatch &batch, std::size_t row, BatchBuilder &out);
    /// The inline path of an inner join without a non-equi condition, a batch at a time: each
    /// row's matches are gathered into m_innerMatches (emitInnerMatches writes them out), then
    /// its record is added to or taken from its side. One loop without a call per row.
    void joinInnerFixed(const Side &in, const Side &other, const RowBatch &batch);
    /// processRow of an inner join without a non-equi condition (general path).
    Status processInnerRow(const Side &in, const Side &other, const RowBatch &batch,
                           std::size_t row, BatchBuilder &out);
    /// Calls visit(stored row, record state) for the other side's live records under the row's key.
    void visitOther(const Side &other, std::size_t row, state::MapTable::Visitor visit);
    /// Decodes a stored other-side row (the input row's key completing it) into dst's columns.
    Status decodeOther(const Side &other, std::size_t row, std::string_view userKey, RowBatch &dst,
                       std::size_t dstRow) const;
    /// Calls visit(record, value) for the other side's records under the row's key (inline path).
    template <typename F> void visitOtherFixed(const Side &other, std::size_t row, F &&visit)
    {
        other.fixed->forEachUnderTag(m_hashes[row], fixedKeyOf(row), other.fixedKey->size(), visit);
    }
    /// Reads an other-side record of the inline path (the input row's key completing it) into
    /// dst's columns.
    void loadOther(const Side &other, std::size_t row, const char *record, RowBatch &dst,
                   std::size_t dstRow) const;
    /// Decodes the other side's live records under the row's key into m_candidates / m_meta.
    Status collectCandidates(const Side &other, std::size_t row);
    /// Adds one of the input row's records to its side's state (accumulate; an outer side stores
    /// `associations` with it) or takes one away.
    void updateOwnRecord(const Side &in, const RowBatch &batch, std::size_t row, bool accumulate,
                         std::int64_t associations);
    void updateOwnFixed(const Side &in, std::size_t row, bool accumulate,
                        std::int64_t associations);
    /// updateOwnFixed's accumulate half: one more copy of the row's record.
    void addOwnFixed(const Side &in, std::size_t row, std::int64_t associations)
    {
        const char *record = fixedKeyOf(row); // [join key][row], written by prepareKeys
        bool inserted = false;
        char *value = in.fixed->findOrInsert(m_hashes[row], record, inserted);
        InlineRecordState &state = *in.recordState;
        InlineRecordState::Numbers numbers =
            inserted ? InlineRecordState::Numbers{} : state.read(record, value);
        ++numbers.count;
        if (in.outer)
            numbers.associations = associations;
        state.write(record, value, numbers);
    }
    /// A side by sequence: one more entry under the key of the input's row `row`, holding the
    /// encoded row `stored`.
    void appendBySequence(const Side &in, std::size_t row, std::string_view stored);
    /// The next sequence number, big-endian so a key's rows are visited in arrival order:
    /// [epoch, 4 bytes][counter, 8 bytes].
    std::string_view nextSequence();
    /// restoreState for side `index`: entries of its table in the other layout moved into its own.
    Status migrateSideLayout(std::size_t index);
    /// Stores a candidate's new association count on the outer other side.
    void updateOther(const Side &other, std::size_t row, std::uint32_t candidate,
                     std::int64_t associations);
    /// Inline path, inner join without a condition: writes the joined rows gathered in
    /// m_innerMatches to output batches a column at a time.
    void emitInnerMatches(const Side &in, const Side &other, const RowBatch &batch, Output &out);
    void emitJoined(BatchBuilder &out, RowKind kind, std::size_t candidateRow);
    void emitInputPadded(BatchBuilder &out, RowKind kind, const Side &side, const RowBatch &batch,
                         std::size_t row);
    void emitOtherPadded(BatchBuilder &out, RowKind kind, const Side &other,
                         std::size_t candidateRow);
    void publishSideMetrics();

    Status m_setupError;
    plan::JoinKind m_kind = plan::JoinKind::Inner;
    Side m_sides[2];
    std::shared_ptr<const Schema> m_outSchema;
    bool m_keysApart = false; // stored rows leave out the key columns (see keysApart())
    plan::BoundExprPtr m_conditionExpr;
    std::optional<CompiledExpression> m_condition;
    int m_maxParallelism = 128;
    std::uint64_t m_nextSequence = 0;  // the attempt's rows stored by sequence so far
    char m_sequence[12] = {};          // nextSequence's bytes, the attempt's epoch first (open())

    // Per batch scratch
    std::vector<std::uint64_t> m_hashes;      // KeyHasher hash per row
    std::vector<int> m_keyGroups;             // per row
    std::vector<std::uint64_t> m_stateHashes; // heap table hash per row (heapKeyHash)
    std::vector<std::uint8_t> m_nullKeys;     // per row: a join key column is NULL
    std::string m_keyBytes;        // the rows' encoded join keys (inline path: state records)
    std::size_t m_recordWidth = 0; // inline path: bytes of a record in m_keyBytes
    std::vector<std::size_t> m_keyEnds;       // per row: end of its key in m_keyBytes

    /// A joined row of the inline inner path: the input row and the other side's record, valid
    /// through the batch (the batch changes only the input's own side's table).
    struct InnerMatch {
        std::uint32_t inRow;
        const char *record;
    };
    std::vector<InnerMatch> m_innerMatches;
    std::vector<std::uint32_t> m_matchRows;   // emitInnerMatches, per output batch
    std::vector<const char *> m_matchRecords; // emitInnerMatches: rows, then key records

    // Per row scratch
    RowBatch m_candidates; // output layout: the input row joined with each other-side row
    std::vector<Candidate> m_meta;
    std::vector<std::uint32_t> m_matched;
    StringArena m_arena;
    std::string m_row; // general path: the encoded row
    std::string m_value;
};

} // namespace sluice::exec
