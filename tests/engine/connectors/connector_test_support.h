#pragma once

// Shared helpers for the connector and format tests: hand-built scan and sink nodes, a subtask
// context, draining a source reader, and writing/reading small files.

#include "common/value_format.h"
#include "exec/operator.h"
#include "exec/operators.h"
#include "runtime/metrics_registry.h"

#include <chrono>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace sluice::testing {

using Options = std::vector<std::pair<std::string, std::string>>;

/// A table of physical columns (and optional PARTITIONED BY keys) that outlives its nodes.
struct TestTable {
    sql::CreateTableStatement ddl;
    plan::CatalogTable table;

    TestTable(std::string name, const std::vector<std::pair<std::string, LogicalType>> &columns,
              Options options, const std::vector<std::string> &partitionedBy = {})
    {
        table.name = std::move(name);
        for (const auto &[n, t] : columns) {
            plan::CatalogColumn c;
            c.name = n;
            c.type = t;
            table.columns.push_back(std::move(c));
        }
        for (const auto &k : partitionedBy)
            ddl.partitionedBy.push_back(sql::Ident{k, false, {}});
        table.partitionKeys = partitionedBy;
        table.ddl = &ddl;
        table.options = std::move(options);
        for (const auto &[k, v] : table.options) {
            if (k == "connector")
                table.connector = v;
        }
    }
    TestTable(const TestTable &) = delete;

    /// Adds a metadata column (e.g. key "file.name").
    void addMetadata(std::string name, LogicalType type, std::string key)
    {
        plan::CatalogColumn c;
        c.name = std::move(name);
        c.type = std::move(type);
        c.kind = sql::ColumnKind::Metadata;
        c.metadataKey = std::move(key);
        c.isVirtual = true;
        table.columns.push_back(std::move(c));
    }

    /// A scan of every column, as the binder builds it.
    std::shared_ptr<plan::ScanNode> scan() const
    {
        auto s = std::make_shared<plan::ScanNode>();
        s->table = &table;
        s->options = table.options;
        for (std::size_t i = 0; i < table.columns.size(); ++i) {
            s->readColumns.push_back(static_cast<int>(i));
            s->schema.push_back({table.columns[i].name, table.columns[i].type});
        }
        return s;
    }

    /// A sink writing every column.
    std::shared_ptr<plan::SinkNode> sink() const
    {
        auto s = std::make_shared<plan::SinkNode>();
        s->table = &table;
        s->name = table.name;
        s->options = table.options;
        for (std::size_t i = 0; i < table.columns.size(); ++i) {
            s->targetColumns.push_back(static_cast<int>(i));
            s->schema.push_back({table.columns[i].name, table.columns[i].type});
        }
        return s;
    }
};

inline std::shared_ptr<const Schema> schemaOf(const plan::RowSchema &fields)
{
    std::vector<RowField> rf;
    for (const auto &f : fields)
        rf.push_back({f.name, f.type, {}});
    return Schema::make(rf);
}

/// One subtask's context with its own metric group.
struct Subtask {
    SubtaskMetricGroup metrics;
    exec::SinkHooks hooks;
    exec::OperatorContext context;
    std::vector<std::string> out;
    std::vector<std::string> err;
    std::vector<std::pair<std::string, std::size_t>> listened; // sink name, rows

    Subtask(int index, int parallelism) : metrics("op", "op", index, parallelism)
    {
        context.name = "test";
        context.subtaskIndex = index;
        context.parallelism = parallelism;
        context.metrics = &metrics;
        hooks.standardOut = [this](std::string_view line) { out.emplace_back(line); };
        hooks.standardError = [this](std::string_view line) { err.emplace_back(line); };
        hooks.rowListener = [this](const std::string &name, const RowBatch &b) {
            listened.emplace_back(name, b.size());
        };
        context.sinkHooks = &hooks;
    }
    Subtask(const Subtask &) = delete;
};

/// Polls a reader until it finishes (or `maxPolls` polls), returning every row as print text.
/// The status of a failed poll lands in `error`.
inline std::vector<std::string> drain(exec::SourceReader &reader,
                                      const std::shared_ptr<const Schema> &schema,
                                      Status *error = nullptr, int maxPolls = 100000,
                                      std::size_t batchCapacity = RowBatch::kDefaultCapacity)
{
    std::vector<std::string> rows;
    for (int i = 0; i < maxPolls; ++i) {
        RowBatch batch(schema, batchCapacity);
        auto state = reader.poll(batch);
        if (!state) {
            if (error)
                *error = state.status();
            return rows;
        }
        for (std::size_t r = 0; r < batch.size(); ++r)
            rows.push_back(formatPrintRow(batch, r));
        if (*state == exec::SourceState::Finished)
            return rows;
        if (*state == exec::SourceState::Idle)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return rows;
}

inline void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream f(path, std::ios::binary);
    f << text;
}

inline std::string readFile(const std::string &path)
{
    std::ifstream f(path, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

/// An Output that keeps nothing (sinks emit nothing).
class NullOutput final : public exec::Output {
public:
    void emit(RowBatch &&) override {}
    void emitWatermark(std::int64_t) override {}
};

} // namespace sluice::testing
