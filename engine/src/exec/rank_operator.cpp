#include "exec/rank_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace sluice::exec {

namespace {

constexpr std::size_t kSequenceBytes = 8;
/// table.exec.rank.topn-cache-size's default.
constexpr std::int64_t kDefaultCacheRows = 10000;

template <typename U> void putBigEndian(std::string &out, U v)
{
    for (int shift = static_cast<int>(sizeof(U) * 8) - 8; shift >= 0; shift -= 8)
        out.push_back(static_cast<char>(static_cast<std::uint8_t>(v >> shift)));
}

std::uint64_t readBigEndian64(std::string_view bytes)
{
    std::uint64_t v = 0;
    for (char c : bytes)
        v = (v << 8) | static_cast<std::uint8_t>(c);
    return v;
}

} // namespace

RankOperator::RankOperator(const plan::RankNode &node)
    : m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema)),
      m_partitionColumns(toColumnList(node.partitionKeys)), m_orderKeys(node.orderKeys),
      m_limit(node.limit),
      m_outputRankNumber(node.outputRankNumber &&
                         node.schema.size() == node.inputs.at(0)->schema.size() + 1),
      m_appendOnly(node.inputs.at(0)->changelog.isInsertOnly()), m_ttl{node.ttl.ttl}
{
}

Status RankOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!context.state)
        return Status::internal("Rank needs a keyed state backend").from(context.name);
    if (m_limit < 1)
        return Status::internal("Rank without a positive limit").from(context.name);
    for (const auto &k : m_orderKeys) {
        if (k.column < 0 || static_cast<std::size_t>(k.column) >= m_inputSchema->size())
            return Status::internal("Rank: ORDER BY column out of range").from(context.name);
    }
    m_keys.emplace(*m_inputSchema, m_partitionColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_inputSchema));
    m_rows = &context.state->mapTable(m_appendOnly ? "rank-top-rows" : "rank-rows", m_ttl);
    m_current = &m_entries;
    if (m_appendOnly) {
        const std::int64_t cacheRows =
            std::max<std::int64_t>(0, context.config ? context.config->getLong("table.exec.rank.topn-cache-size")
                                                           .value_or(kDefaultCacheRows)
                                                     : kDefaultCacheRows);
        m_cachePartitions = static_cast<std::size_t>(std::max<std::int64_t>(1, cacheRows / m_limit));
    }
    return Status::ok();
}

Status RankOperator::cachedPartition(int group)
{
    const std::int64_t now = m_ttl.enabled() ? context().clock->nowMillis() : 0;
    if (auto hit = m_cacheIndex.find(m_partition); hit != m_cacheIndex.end()) {
        auto node = hit->second;
        if (!m_ttl.enabled() || now - node->readAt < m_ttl.ttl.count()) {
            m_cache.splice(m_cache.begin(), m_cache, node);
            m_current = &node->entries;
            return Status::ok();
        }
        m_cacheIndex.erase(hit);
        m_cache.erase(node);
    }
    if (Status s = loadPartition(group, /*bounded=*/false); !s)
        return s;
    if (m_cache.size() >= m_cachePartitions) {
        // The least recently used partition gives way; its node is reused.
        m_cacheIndex.erase(m_cache.back().key);
        m_cache.splice(m_cache.begin(), m_cache, std::prev(m_cache.end()));
    } else {
        m_cache.emplace_front();
    }
    CachedPartition &fresh = m_cache.front();
    fresh.key = m_partition;
    fresh.entries.swap(m_entries);
    fresh.readAt = now;
    m_cacheIndex.emplace(fresh.key, m_cache.begin());
    m_current = &fresh.entries;
    return Status::ok();
}

void RankOperator::encodeSortKey(const RowBatch &batch, std::size_t row, std::string &out) const
{
    out.clear();
    appendSortKey(out, batch, row, m_orderKeys);
}

Status RankOperator::loadPartition(int group, bool bounded)
{
    // The walks of both algorithms stop once the rank passes N, so with `bounded` only the
    // entries that start within the top N + 1 are copied, plus the row's own sort key (a
    // retraction may have to find its row further back); the scan stops behind both.
    m_entries.clear();
    bool corrupt = false;
    bool ordered = true;
    std::int64_t rows = 0;
    std::int64_t entryStart = 0;
    std::string currentKey;
    std::string previousUserKey;
    m_rows->forEach(group, m_partition, [&](std::string_view userKey, std::string_view value) {
        if (userKey.size() < kSequenceBytes) {
            corrupt = true;
            return false;
        }
        if (!previousUserKey.empty() && std::string_view(previousUserKey) >= userKey) {
            ordered = false;
            return false;
        }
        previousUserKey.assign(userKey);
        const std::string_view sortKey = userKey.substr(0, userKey.size() - kSequenceBytes);
        const bool newEntry = rows == 0 || sortKey != currentKey;
        if (newEntry) {
            entryStart = rows;
            currentKey.assign(sortKey);
        }
        ++rows;
        m_nextSequence =
            std::max(m_nextSequence, readBigEndian64(userKey.substr(sortKey.size())) + 1);
        if (bounded && entryStart > m_limit) {
            const int order = sortKey.compare(m_sortKey);
            if (order > 0)
                return false;
            if (order < 0)
                return true;
        }
        if (m_entries.empty() || m_entries.back().sortKey != sortKey)
            m_entries.push_back({std::string(sortKey), {}});
        m_entries.back().items.push_back({std::string(userKey), std::string(value)});
        return true;
    });
    if (corrupt)
        return Status::internal("Rank: corrupt state key").from(context().name);
    if (!ordered)
        return Status::internal("Rank: the state backend listed map entries out of key order")
            .from(context().name);
    return Status::ok();
}

Status RankOperator::emit(BatchBuilder &builder, std::string_view row, RowKind kind,
                          std::int64_t rank)
{
    RowBatch &b = builder.batch();
    auto o = appendEncodedRow(b, *m_rowCodec, row, kind);
    if (!o)
        return Status(o.status()).from(context().name);
    if (m_outputRankNumber)
        b.set<std::int64_t>(m_inputSchema->size(), *o, rank);
    return Status::ok();
}

Status RankOperator::emitWithRowNumber(std::size_t own, BatchBuilder &builder,
                                       std::size_t *lastVisited)
{
    std::vector<Entry> &entries = *m_current;
    // AppendOnlyTopNFunction.processElementWithRowNumber / RetractableTopNFunction.
    // emitRecordsWithRowNumber: the newcomer takes its rank, every row behind it inside the top
    // N moves down one (-U at its old rank, +U of the row now there), and the row that fell off
    // the end is not retracted here: its slot's -U/+U already replaced it.
    std::int64_t rank = 0;
    const std::string *current = nullptr;
    bool found = false;
    std::size_t e = 0;
    for (; e < entries.size() && rank <= m_limit; ++e) {
        const Entry &entry = entries[e];
        if (!found && e == own) {
            rank += static_cast<std::int64_t>(entry.items.size());
            current = &m_row;
            found = true;
        } else if (found) {
            for (std::size_t i = 0; i < entry.items.size() && rank <= m_limit; ++i) {
                if (Status s = emit(builder, entry.items[i].row, RowKind::UpdateBefore, rank); !s)
                    return s;
                if (Status s = emit(builder, *current, RowKind::UpdateAfter, rank); !s)
                    return s;
                current = &entry.items[i].row;
                ++rank;
            }
        } else {
            rank += static_cast<std::int64_t>(entry.items.size());
        }
    }
    if (lastVisited)
        *lastVisited = e;
    if (rank <= m_limit && current)
        return emit(builder, *current, RowKind::Insert, rank);
    return Status::ok();
}

Status RankOperator::appendOnly(int group, BatchBuilder &builder)
{
    std::vector<Entry> &entries = *m_current;
    std::size_t count = 0;
    for (const Entry &e : entries)
        count += e.items.size();
    // AbstractTopNFunction.checkSortKeyInBufferRange: a row enters while the buffer is not full
    // or when it sorts strictly before the worst kept key.
    const bool inRange = entries.empty() || m_sortKey < entries.back().sortKey ||
                         static_cast<std::int64_t>(count) < m_limit;
    if (!inRange)
        return Status::ok();

    auto pos = std::lower_bound(entries.begin(), entries.end(), m_sortKey,
                                [](const Entry &e, const std::string &k) { return e.sortKey < k; });
    if (pos == entries.end() || pos->sortKey != m_sortKey)
        pos = entries.insert(pos, Entry{m_sortKey, {}});
    const auto own = static_cast<std::size_t>(pos - entries.begin());
    pos->items.push_back({m_userKey, m_row});
    m_rows->put(group, m_partition, m_userKey, m_row);
    ++count;

    if (m_outputRankNumber) {
        std::size_t visited = 0;
        if (Status s = emitWithRowNumber(own, builder, &visited); !s)
            return s;
        // Flink drops the sort keys its walk did not reach: they are out of the top N for good.
        for (std::size_t e = visited; e < entries.size(); ++e)
            for (const Item &item : entries[e].items)
                m_rows->remove(group, m_partition, item.userKey);
        entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(visited), entries.end());
        return Status::ok();
    }
    if (static_cast<std::int64_t>(count) > m_limit) {
        Entry &lastEntry = entries.back();
        const Item last = std::move(lastEntry.items.back());
        lastEntry.items.pop_back();
        if (lastEntry.items.empty())
            entries.pop_back();
        m_rows->remove(group, m_partition, last.userKey);
        if (last.userKey == m_userKey)
            return Status::ok(); // the newcomer itself is the one over the limit
        // FastTop1Function: with one row per partition the partition key is a unique key, so the
        // replaced row is an update (-U/+U); AppendOnlyTopNFunction deletes it (-D/+I).
        const bool top1 = m_limit == 1;
        if (Status s = emit(builder, last.row, top1 ? RowKind::UpdateBefore : RowKind::Delete, 0); !s)
            return s;
        return emit(builder, m_row, top1 ? RowKind::UpdateAfter : RowKind::Insert, 0);
    }
    return emit(builder, m_row, RowKind::Insert, 0);
}

Status RankOperator::accumulate(int group, BatchBuilder &builder)
{
    std::vector<Entry> &entries = *m_current;
    auto pos = std::lower_bound(entries.begin(), entries.end(), m_sortKey,
                                [](const Entry &e, const std::string &k) { return e.sortKey < k; });
    if (pos == entries.end() || pos->sortKey != m_sortKey)
        pos = entries.insert(pos, Entry{m_sortKey, {}});
    const auto own = static_cast<std::size_t>(pos - entries.begin());
    pos->items.push_back({m_userKey, m_row});
    m_rows->put(group, m_partition, m_userKey, m_row);

    if (m_outputRankNumber)
        return emitWithRowNumber(own, builder, nullptr);

    // RetractableTopNFunction.emitRecordsWithoutRowNumber: +I when the newcomer lands in the
    // top N, -D of the row it pushes to rank N + 1.
    std::int64_t rank = 0;
    bool found = false;
    bool collect = false;
    const std::string *pushedOut = nullptr;
    for (std::size_t e = 0; e < entries.size() && rank <= m_limit; ++e) {
        const Entry &entry = entries[e];
        const auto size = static_cast<std::int64_t>(entry.items.size());
        if (!found && e == own) {
            rank += size;
            collect = rank <= m_limit;
            found = true;
        } else if (found) {
            if (rank + size <= m_limit) {
                rank += size;
            } else {
                pushedOut = &entry.items[static_cast<std::size_t>(m_limit - rank)].row;
                break;
            }
        } else {
            rank += size;
        }
    }
    if (pushedOut)
        if (Status s = emit(builder, *pushedOut, RowKind::Delete, 0); !s)
            return s;
    if (collect)
        return emit(builder, m_row, RowKind::Insert, 0);
    return Status::ok();
}

Status RankOperator::retract(int group, BatchBuilder &builder)
{
    std::vector<Entry> &entries = *m_current;
    // RetractableTopNFunction.retractRecordWithRowNumber / retractRecordWithoutRowNumber. The
    // retracted row is the first stored row equal to the input (all columns).
    bool found = false;
    std::string removedKey;
    std::string previous; // with row number: the row whose slot the next one takes
    std::int64_t rank = m_outputRankNumber ? 0 : 1;
    for (std::size_t e = 0; e < entries.size() && rank <= m_limit; ++e) {
        Entry &entry = entries[e];
        if (!found && entry.sortKey == m_sortKey) {
            for (std::size_t i = 0; i < entry.items.size() && rank <= m_limit;) {
                Item &item = entry.items[i];
                if (!found && item.row == m_row) {
                    found = true;
                    removedKey = item.userKey;
                    if (m_outputRankNumber) {
                        previous = item.row;
                    } else {
                        if (Status s = emit(builder, item.row, RowKind::Delete, rank); !s)
                            return s;
                        --rank;
                    }
                    entry.items.erase(entry.items.begin() + static_cast<std::ptrdiff_t>(i));
                } else {
                    if (found) {
                        if (m_outputRankNumber) {
                            if (Status s = emit(builder, previous, RowKind::UpdateBefore, rank); !s)
                                return s;
                            if (Status s = emit(builder, item.row, RowKind::UpdateAfter, rank); !s)
                                return s;
                            previous = item.row;
                        } else if (rank == m_limit) {
                            if (Status s = emit(builder, item.row, RowKind::Insert, rank); !s)
                                return s;
                        }
                    }
                    ++i;
                }
                ++rank;
            }
        } else if (found) {
            const auto size = static_cast<std::int64_t>(entry.items.size());
            if (m_outputRankNumber) {
                for (std::size_t i = 0; i < entry.items.size() && rank <= m_limit; ++i) {
                    if (Status s = emit(builder, previous, RowKind::UpdateBefore, rank); !s)
                        return s;
                    if (Status s = emit(builder, entry.items[i].row, RowKind::UpdateAfter, rank);
                        !s)
                        return s;
                    previous = entry.items[i].row;
                    ++rank;
                }
            } else if (rank + size - 1 < m_limit) {
                rank += size;
            } else {
                // The row that moves up from rank N + 1 into the top N.
                const auto index = static_cast<std::size_t>(m_limit - rank);
                if (Status s = emit(builder, entry.items[index].row, RowKind::Insert, 0); !s)
                    return s;
                break;
            }
        } else {
            rank += static_cast<std::int64_t>(entry.items.size());
        }
    }
    if (m_outputRankNumber && found && rank <= m_limit) {
        // Not enough rows behind it: the last slot empties.
        if (Status s = emit(builder, previous, RowKind::Delete, rank); !s)
            return s;
    }
    if (!found) {
        // Beyond the top N (or absent): remove it silently, as Flink does after the walk.
        for (Entry &entry : entries) {
            if (entry.sortKey != m_sortKey)
                continue;
            for (const Item &item : entry.items) {
                if (item.row == m_row) {
                    removedKey = item.userKey;
                    found = true;
                    break;
                }
            }
            break;
        }
    }
    if (found)
        m_rows->remove(group, m_partition, removedKey);
    return Status::ok();
}

Status RankOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const int group = m_keys->keyGroup(r);
        const RowKind kind = batch.kind(r);
        if (m_appendOnly && kind != RowKind::Insert)
            return Status::internal("Rank over insert-only input received " +
                                    std::string(rowKindShortString(kind)))
                .from(context().name);
        m_keys->key(batch, r, m_partition);
        encodeSortKey(batch, r, m_sortKey);
        m_row.clear();
        m_rowCodec->encode(batch, r, m_row);
        // Append-only keeps about N rows per partition and needs all of them (their count and
        // the worst key), cached; the retractable state holds every row, so it loads the top
        // only.
        if (Status s = m_appendOnly ? cachedPartition(group) : loadPartition(group, true); !s)
            return s;
        m_userKey = m_sortKey;
        putBigEndian(m_userKey, m_nextSequence);

        Status s;
        if (m_appendOnly)
            s = appendOnly(group, builder);
        else if (isRetraction(kind))
            s = retract(group, builder);
        else
            s = accumulate(group, builder);
        if (!s)
            return s;
        if (!isRetraction(kind))
            ++m_nextSequence;
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeRankOperator(const plan::RankNode &node)
{
    return std::make_unique<RankOperator>(node);
}

Status RankOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    std::string bytes;
    putBigEndian(bytes, m_nextSequence);
    items.push_back(std::move(bytes));
    return Status::ok();
}

Status RankOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    for (const RestoredOperatorState &old : state) {
        for (const std::string &item : old.items) {
            if (item.size() != kSequenceBytes)
                return Status::ioError(sluice::Engine::tr("the restored tie sequence of %1 is corrupt").arg(context().name));
            m_nextSequence = std::max(m_nextSequence, readBigEndian64(item));
        }
    }
    return Status::ok();
}

} // namespace sluice::exec
