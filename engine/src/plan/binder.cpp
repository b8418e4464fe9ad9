#include "plan/binder.h"

#include "plan/expression_binder.h"

#include "config/format_column_types.h"
#include "config/text_match.h"
#include "sql/parser.h"

#include <sluice/connector_options.h>
#include <sluice/text.h>

#include <algorithm>
#include <cctype>
#include <set>

namespace sluice::plan {

Binder::Binder(const Catalog &catalog, const Configuration &config, Diagnostics &diagnostics)
    : m_catalog(catalog), m_config(config), m_diagnostics(diagnostics)
{
}

void Binder::fail(SourceRange range, Text message, std::string code)
{
    m_diagnostics.error(range, std::move(message), std::move(code));
    throw Abort{};
}

void Binder::unsupported(SourceRange range, Text what, Text hint)
{
    m_diagnostics.warning(range, unsupportedText(std::move(what), std::move(hint)), kEngineUnsupported);
    throw Abort{};
}

void Binder::warn(SourceRange range, Text message, std::string code)
{
    m_diagnostics.warning(range, std::move(message), std::move(code));
}

namespace {

/// The legacy descriptor form of a csv file, 'connector.type' = 'filesystem', 'connector.path',
/// 'format.type' = 'csv' (and its field delimiter), read as the current filesystem connector
/// reads it: the options are rewritten in place. False for anything else.
bool legacyCsvOptionsImpl(CatalogTable &table)
{
    if (table.option("connector.type") != std::optional<std::string>("filesystem") ||
        table.option("format.type") != std::optional<std::string>("csv") || !table.option("connector.path"))
        return false;
    std::vector<std::pair<std::string, std::string>> current;
    for (const auto &[k, v] : table.options) {
        if (k == "connector.type" || k == "format.type" || k == "connector.property-version" ||
            k == "format.property-version")
            continue;
        if (k == "connector.path") {
            const bool uri = v.rfind("file://", 0) == 0;
            current.emplace_back("path", uri ? v.substr(7) : v);
        } else if (k == "format.field-delimiter") {
            current.emplace_back("csv.field-delimiter", v);
        } else {
            return false; // another legacy option: left to Flink
        }
    }
    current.emplace_back("connector", "filesystem");
    current.emplace_back("format", "csv");
    table.options = std::move(current);
    return true;
}

} // namespace

bool Binder::legacyCsvOptions(CatalogTable &table)
{
    return legacyCsvOptionsImpl(table);
}

Text Binder::unknownObjectMessage(Text what, const std::string &name) const
{
    std::vector<std::string> names = m_catalog.names();
    std::vector<std::string_view> views(names.begin(), names.end());
    if (auto near = detail::closestMatch(name, views))
        return sluice::Engine::tr("%1 '%2' not found; did you mean '%3'?")
            .arg(std::move(what))
            .arg(name)
            .arg(*near);
    return sluice::Engine::tr("%1 '%2' not found").arg(std::move(what)).arg(name);
}

std::string Binder::uniqueName(const std::string &base, const std::vector<std::string> &taken) const
{
    if (std::find(taken.begin(), taken.end(), base) == taken.end())
        return base;
    for (int i = 0;; ++i) {
        std::string candidate = base + std::to_string(i);
        if (std::find(taken.begin(), taken.end(), candidate) == taken.end())
            return candidate;
    }
}

std::optional<LogicalType> Binder::bindDataType(const sql::DataType &t)
{
    using K = sql::TypeKind;
    const bool nullable = !t.notNull;
    auto p = [&](int fallback) { return t.precision.value_or(fallback); };
    // Flink's type system takes a DECIMAL or TIMESTAMP precision above its largest as the
    // largest (Calcite caps it before the type is made), so the type is valid there; said here.
    auto capped = [&](int largest) {
        const int given = p(0);
        if (given <= largest)
            return given;
        m_diagnostics.warning(t.range,
                              sluice::Engine::tr("%1 precision %2 is above the largest, %3: Flink takes it as %3")
                                  .arg(sql::typeKindName(t.kind))
                                  .arg(given)
                                  .arg(largest),
                              "type-precision");
        return largest;
    };
    std::optional<LogicalType> out;
    switch (t.kind) {
    case K::TinyInt: out = LogicalType::tinyInt(nullable); break;
    case K::SmallInt: out = LogicalType::smallInt(nullable); break;
    case K::Int: out = LogicalType::integer(nullable); break;
    case K::BigInt: out = LogicalType::bigInt(nullable); break;
    case K::Float: out = LogicalType::floatType(nullable); break;
    case K::Double: out = LogicalType::doubleType(nullable); break;
    case K::Decimal:
        out = LogicalType::decimal(t.precision ? capped(LogicalType::kMaxDecimalPrecision)
                                               : LogicalType::kDefaultDecimalPrecision,
                                   t.scale.value_or(0), nullable);
        break;
    case K::Boolean: out = LogicalType::boolean(nullable); break;
    case K::String: out = LogicalType::string(nullable); break;
    // Flink's type system: VARCHAR and VARBINARY without a length are the longest ones (STRING,
    // BYTES); CHAR and BINARY without one have length 1.
    case K::Varchar: out = t.precision ? LogicalType::varChar(*t.precision, nullable) : LogicalType::string(nullable); break;
    case K::Char: out = LogicalType::charType(p(1), nullable); break;
    case K::Bytes: out = LogicalType::bytes(nullable); break;
    case K::Binary: out = LogicalType::binary(p(1), nullable); break;
    case K::VarBinary: out = t.precision ? LogicalType::varBinary(*t.precision, nullable) : LogicalType::bytes(nullable); break;
    case K::Date: out = LogicalType::date(nullable); break;
    case K::Time: out = LogicalType::time(std::min(p(0), 3), nullable); break; // Calcite's maximum
    case K::Timestamp:
        out = LogicalType::timestamp(
            t.precision ? capped(LogicalType::kMaxTimePrecision) : LogicalType::kDefaultTimestampPrecision, nullable);
        break;
    case K::TimestampLtz:
        out = LogicalType::timestampLtz(
            t.precision ? capped(LogicalType::kMaxTimePrecision) : LogicalType::kDefaultTimestampPrecision, nullable);
        break;
    case K::Array: {
        auto e = bindDataType(t.elements.at(0));
        if (!e)
            return std::nullopt;
        out = LogicalType::array(*e, nullable);
        break;
    }
    case K::Map: {
        auto k = bindDataType(t.elements.at(0));
        auto v = k ? bindDataType(t.elements.at(1)) : std::nullopt;
        if (!v)
            return std::nullopt;
        out = LogicalType::map(*k, *v, nullable);
        break;
    }
    case K::Row: {
        std::vector<RowField> fields;
        for (const auto &f : t.fields) {
            auto ft = bindDataType(f.type);
            if (!ft)
                return std::nullopt;
            fields.push_back({f.name.name, *ft, f.comment.value_or("")});
        }
        out = LogicalType::row(std::move(fields), nullable);
        break;
    }
    case K::Multiset: {
        auto e = bindDataType(t.elements.at(0));
        if (!e)
            return std::nullopt;
        out = LogicalType::multiset(*e, nullable);
        break;
    }
    case K::Interval:
    case K::Null:
        // Flink's DDL has neither as a column type (its parser refuses INTERVAL there).
        m_diagnostics.error(t.range,
                            sluice::Engine::tr("Type %1 cannot be the type of a table column")
                                .arg(sql::typeKindName(t.kind)),
                            "invalid-type");
        return std::nullopt;
    }
    Status valid = out->validate();
    if (!valid.isOk()) {
        m_diagnostics.error(t.range, valid.text(), "invalid-type");
        return std::nullopt;
    }
    return out;
}

BoundExprPtr Binder::bindTableExpression(const sql::Expr &expr, const Scope &scope)
{
    try {
        ExpressionBinder b(*this, scope);
        return b.bind(expr);
    } catch (const Abort &) {
        return nullptr;
    }
}

namespace {

/// How CREATE TABLE ... LIKE merges each feature of the base table (Flink's
/// MergeTableLikeUtil): INCLUDING ALL and OVERWRITING OPTIONS unless the LIKE options say other.
struct LikeStrategies {
    using S = sql::LikeOption::Strategy;
    using F = sql::LikeOption::Feature;
    S constraints = S::Including, partitions = S::Including, generated = S::Including,
      options = S::Overwriting, watermarks = S::Including, metadata = S::Including;

    S &of(F f)
    {
        switch (f) {
        case F::Constraints: return constraints;
        case F::Partitions: return partitions;
        case F::Generated: return generated;
        case F::Options: return options;
        case F::Watermarks: return watermarks;
        case F::Metadata: return metadata;
        case F::All: break;
        }
        return generated;
    }
};

const char *featureName(sql::LikeOption::Feature f)
{
    using F = sql::LikeOption::Feature;
    switch (f) {
    case F::All: return "ALL";
    case F::Constraints: return "CONSTRAINTS";
    case F::Partitions: return "PARTITIONS";
    case F::Generated: return "GENERATED";
    case F::Options: return "OPTIONS";
    case F::Watermarks: return "WATERMARKS";
    case F::Metadata: return "METADATA";
    }
    return "?";
}

} // namespace

std::optional<CatalogTable> Binder::bindCreateTable(const sql::CreateTableStatement &ddl)
{
    CatalogTable table;
    table.name = ddl.name.last().name;
    table.ddl = &ddl;
    table.range = ddl.name.range;
    bool ok = true;
    std::set<std::string> seen;
    Scope readScope; // physical and metadata columns, the scope of computed columns
    for (const auto &k : ddl.partitionedBy)
        table.partitionKeys.push_back(k.name);

    // CREATE TABLE ... LIKE base: the base table's columns first, then this table's own.
    using S = sql::LikeOption::Strategy;
    using F = sql::LikeOption::Feature;
    LikeStrategies like;
    const CatalogTable *base = nullptr;
    if (ddl.like) {
        const std::string baseName = ddl.like->source.last().name;
        base = m_catalog.table(baseName);
        if (!base) {
            if (m_catalog.view(baseName)) {
                m_diagnostics.error(
                    ddl.like->source.range,
                    sluice::Engine::tr("Source table '%1' of the LIKE clause can not be a VIEW")
                        .arg(baseName),
                    "like");
                return std::nullopt;
            }
            if (const Text *why = m_catalog.unsupportedReason(baseName)) {
                m_diagnostics.warning(
                    ddl.like->source.range,
                    unsupportedText(sluice::Engine::tr("CREATE TABLE ... LIKE '%1', defined by %2,")
                                        .arg(baseName)
                                        .arg(*why)),
                    kEngineUnsupported);
                return std::nullopt;
            }
            m_diagnostics.error(
                ddl.like->source.range,
                sluice::Engine::tr("Source table '%1' of the LIKE clause not found in the catalog")
                    .arg(baseName),
                "like");
            return std::nullopt;
        }
        for (const sql::LikeOption &o : ddl.like->options) {
            if (o.strategy == S::Overwriting &&
                (o.feature == F::Constraints || o.feature == F::Partitions)) {
                m_diagnostics.error(
                    o.range,
                    sluice::Engine::tr("Illegal merging strategy 'OVERWRITING' for '%1' option.")
                        .arg(featureName(o.feature)),
                    "like");
                return std::nullopt;
            }
            if (o.feature != F::All) {
                like.of(o.feature) = o.strategy;
                continue;
            }
            for (F f : {F::Constraints, F::Partitions, F::Generated, F::Options, F::Watermarks, F::Metadata})
                like.of(f) = o.strategy == S::Overwriting &&
                                     (f == F::Constraints || f == F::Partitions)
                                 ? S::Including
                                 : o.strategy;
        }
        for (const CatalogColumn &c : base->columns) {
            if ((c.kind == sql::ColumnKind::Computed && like.generated == S::Excluding) ||
                (c.kind == sql::ColumnKind::Metadata && like.metadata == S::Excluding))
                continue;
            CatalogColumn col = c;
            col.type = col.type.withTimeAttribute(TimeAttribute::None);
            if (c.kind != sql::ColumnKind::Computed)
                readScope.columns.push_back({table.name, col.name, col.type});
            seen.insert(col.name);
            table.columns.push_back(std::move(col));
        }
    }
    for (const auto &c : ddl.columns) {
        if (!seen.insert(c.name.name).second) {
            // A base-table column: generated and metadata ones may be overwritten.
            const int at = base ? table.columnIndex(c.name.name) : -1;
            const CatalogColumn *old = at >= 0 ? &table.columns[static_cast<std::size_t>(at)] : nullptr;
            const bool overwrite =
                old && old->kind == c.columnKind &&
                ((c.columnKind == sql::ColumnKind::Computed && like.generated == S::Overwriting) ||
                 (c.columnKind == sql::ColumnKind::Metadata && like.metadata == S::Overwriting));
            if (overwrite) {
                table.columns.erase(table.columns.begin() + at);
            } else {
                Text message = sluice::Engine::tr("Column '%1' is defined twice in table '%2'")
                                   .arg(c.name.name)
                                   .arg(table.name);
                if (old && old->kind == sql::ColumnKind::Physical)
                    message = sluice::Engine::tr("A column named '%1' already exists in the base table.")
                                  .arg(c.name.name);
                else if (old && old->kind == sql::ColumnKind::Computed)
                    message = sluice::Engine::tr("A generated column named '%1' already exists in the base "
                                                 "table. You might want to specify EXCLUDING GENERATED or "
                                                 "OVERWRITING GENERATED.")
                                  .arg(c.name.name);
                else if (old)
                    message = sluice::Engine::tr("A metadata column named '%1' already exists in the base "
                                                 "table. You might want to specify EXCLUDING METADATA or "
                                                 "OVERWRITING METADATA.")
                                  .arg(c.name.name);
                m_diagnostics.error(c.name.range, std::move(message), "duplicate-column");
                ok = false;
                continue;
            }
        }
        CatalogColumn col;
        col.name = c.name.name;
        col.kind = c.columnKind;
        col.range = c.range;
        col.isVirtual = c.isVirtual;
        col.metadataKey = c.metadataKey.value_or(c.name.name);
        if (c.columnKind == sql::ColumnKind::Computed) {
            col.expression = c.expression.get();
            BoundExprPtr e = bindTableExpression(*c.expression, readScope);
            if (!e) {
                ok = false;
                continue;
            }
            col.type = e->type;
        } else {
            auto t = bindDataType(c.type);
            if (!t) {
                ok = false;
                continue;
            }
            col.type = *t;
            // A key column is NOT NULL already for the computed columns that read it, as in
            // Flink's schema resolution.
            if (ddl.primaryKey && !base &&
                std::any_of(ddl.primaryKey->columns.begin(), ddl.primaryKey->columns.end(),
                            [&](const auto &k) { return k.name == col.name; }))
                col.type = col.type.asNotNull();
            readScope.columns.push_back({table.name, col.name, col.type});
        }
        table.columns.push_back(std::move(col));
    }
    if (!ok)
        return std::nullopt;

    if (base && like.constraints == S::Including && !base->primaryKey.empty()) {
        if (ddl.primaryKey) {
            m_diagnostics.error(ddl.primaryKey->range,
                                sluice::Engine::tr("The base table already has a primary key. "
                                                   "You might want to specify EXCLUDING CONSTRAINTS."),
                                "like");
            return std::nullopt;
        }
        for (int k : base->primaryKey) {
            const int idx = table.columnIndex(base->columns[static_cast<std::size_t>(k)].name);
            table.columns[static_cast<std::size_t>(idx)].type =
                table.columns[static_cast<std::size_t>(idx)].type.asNotNull();
            table.primaryKey.push_back(idx);
        }
    }
    if (base && like.partitions == S::Including && !base->partitionKeys.empty()) {
        if (!ddl.partitionedBy.empty()) {
            m_diagnostics.error(ddl.partitionedBy.front().range,
                                sluice::Engine::tr("The base table already has partitions defined. You "
                                                   "might want to specify EXCLUDING PARTITIONS."),
                                "like");
            return std::nullopt;
        }
        table.partitionKeys = base->partitionKeys;
    }
    if (base && like.watermarks != S::Excluding && base->rowtimeColumn && base->watermark) {
        const std::string column = base->columns[static_cast<std::size_t>(*base->rowtimeColumn)].name;
        const bool replaced = ddl.watermark && ddl.watermark->column.back().name == column;
        if (replaced && like.watermarks == S::Including) {
            m_diagnostics.error(ddl.watermark->range,
                                sluice::Engine::tr("There already exists a watermark spec for column '%1' "
                                                   "in the base table. You might want to specify EXCLUDING "
                                                   "WATERMARKS or OVERWRITING WATERMARKS.")
                                    .arg(column),
                                "like");
            return std::nullopt;
        }
        const int idx = table.columnIndex(column);
        if (!replaced && idx >= 0) {
            table.rowtimeColumn = idx;
            table.watermark = base->watermark;
            auto &col = table.columns[static_cast<std::size_t>(idx)];
            col.type = col.type.withTimeAttribute(TimeAttribute::Rowtime);
        }
    }

    for (const auto &k : ddl.partitionedBy) {
        if (table.columnIndex(k.name) < 0) {
            std::string listed;
            for (const CatalogColumn &c : table.columns)
                listed += (listed.empty() ? "'" : ", '") + c.name + "'";
            m_diagnostics.error(k.range,
                                sluice::Engine::tr("PARTITIONED BY column '%1' is not a column of '%2' (its "
                                                   "columns: %3)")
                                    .arg(k.name)
                                    .arg(table.name)
                                    .arg(listed),
                                "partition-key");
            return std::nullopt;
        }
    }
    if (ddl.primaryKey) {
        for (const auto &k : ddl.primaryKey->columns) {
            const int idx = table.columnIndex(k.name);
            if (idx < 0) {
                m_diagnostics.error(k.range,
                                    sluice::Engine::tr("PRIMARY KEY column '%1' is not a column of '%2'")
                                        .arg(k.name)
                                        .arg(table.name),
                                    "primary-key");
                return std::nullopt;
            }
            auto &col = table.columns[static_cast<std::size_t>(idx)];
            if (col.kind != sql::ColumnKind::Physical) {
                m_diagnostics.error(
                    k.range,
                    sluice::Engine::tr("PRIMARY KEY column '%1' must be a physical column, not "
                                       "a computed or metadata column")
                        .arg(k.name),
                    "primary-key");
                return std::nullopt;
            }
            if (base && col.type.isNullable() && base->columnIndex(k.name) >= 0) {
                // Flink checks a LIKE table's key after merging, against the base column's
                // nullability (a key in a plain CREATE TABLE makes its columns NOT NULL).
                m_diagnostics.error(
                    k.range,
                    sluice::Engine::tr("Invalid primary key 'PK_%1'. Column '%2' is nullable.")
                        .arg(k.name)
                        .arg(k.name),
                    "primary-key");
                return std::nullopt;
            }
            col.type = col.type.asNotNull(); // a primary key implies NOT NULL, as in Flink
            table.primaryKey.push_back(idx);
        }
    }

    if (ddl.watermark) {
        const auto &wm = *ddl.watermark;
        const std::string column = wm.column.back().name;
        const int idx = table.columnIndex(column);
        if (idx < 0 || wm.column.size() > 1) {
            m_diagnostics.error(
                wm.range,
                sluice::Engine::tr("WATERMARK column '%1' is not a top-level column of '%2'")
                    .arg(column)
                    .arg(table.name),
                "watermark");
            return std::nullopt;
        }
        auto &col = table.columns[static_cast<std::size_t>(idx)];
        if (!isTimestamp(col.type) || col.type.precision() > 3) {
            m_diagnostics.error(
                wm.range,
                sluice::Engine::tr("Invalid type of the time field '%1' for the watermark: it "
                                   "must be TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p from 0 to "
                                   "3, but is %2")
                    .arg(column)
                    .arg(col.type.toString()),
                "watermark");
            return std::nullopt;
        }
        Scope all;
        for (const auto &c : table.columns)
            all.columns.push_back({table.name, c.name, c.type});
        BoundExprPtr e = bindTableExpression(*wm.expression, all);
        if (!e)
            return std::nullopt;
        if (!isTimestamp(e->type)) {
            m_diagnostics.error(wm.expression->range,
                                sluice::Engine::tr("The watermark expression must return a TIMESTAMP or "
                                                   "TIMESTAMP_LTZ, but returns %1")
                                    .arg(e->type.toString()),
                                "watermark");
            return std::nullopt;
        }
        table.rowtimeColumn = idx;
        table.watermark = wm.expression.get();
        col.type = col.type.withTimeAttribute(TimeAttribute::Rowtime);
    }

    if (!bindTableOptions(ddl, base, like.options, table))
        return std::nullopt;
    return table;
}

bool Binder::bindTableOptions(const sql::CreateTableStatement &ddl, const CatalogTable *base,
                              sql::LikeOption::Strategy baseOptions, CatalogTable &table)
{
    using S = sql::LikeOption::Strategy;
    // WITH options: last value per key wins (as Flink's map), duplicates are flagged. LIKE's
    // base options come first, then this table's override them (OVERWRITING OPTIONS).
    if (base && baseOptions != S::Excluding)
        table.options = base->options;
    std::set<std::string> keys;
    for (const auto &p : ddl.options) {
        if (base && baseOptions == S::Including && base->option(p.key)) {
            m_diagnostics.error(
                p.keyRange,
                sluice::Engine::tr("There already exists an option ['%1' -> '%2'] in the base "
                                   "table. You might want to specify EXCLUDING OPTIONS or "
                                   "OVERWRITING OPTIONS.")
                    .arg(p.key)
                    .arg(*base->option(p.key)),
                "like");
            return false;
        }
        if (!keys.insert(p.key).second)
            m_diagnostics.warning(
                p.keyRange, sluice::Engine::tr("Option '%1' is set twice; the last value wins").arg(p.key),
                "duplicate-option");
        auto it = std::find_if(table.options.begin(), table.options.end(),
                               [&](const auto &kv) { return kv.first == p.key; });
        if (it != table.options.end())
            it->second = p.value;
        else
            table.options.emplace_back(p.key, p.value);
    }
    table.connector = table.option("connector").value_or("");
    if (table.connector.empty() && legacyCsvOptions(table)) {
        table.connector = "filesystem";
        table.legacyCsv = true; // checked below in its current form
    }
    if (table.connector.empty() && table.option("connector.type")) {
        // Flink still runs tables declared with the legacy descriptor keys ('connector.type',
        // 'format.type', ...); the engine reads only the 'connector' form.
        SourceRange range = ddl.withRange.valid() ? ddl.withRange : ddl.name.range;
        for (const auto &p : ddl.options)
            if (p.key == "connector.type")
                range = p.keyRange;
        m_diagnostics.warning(
            range,
            sluice::Engine::tr("A table with the legacy option 'connector.type' = '%1' "
                               "runs on Flink; not supported by the embedded engine yet "
                               "(declare it with 'connector' and the current option names)")
                .arg(*table.option("connector.type")),
            kEngineUnsupported);
        return false;
    }

    std::vector<TableOptionIssue> issues;
    validateTableOptions(table.options, issues, table.optionContext());
    bool optionsOk = true;
    for (const auto &issue : issues) {
        SourceRange range = ddl.withRange.valid() ? ddl.withRange : ddl.name.range;
        for (auto it = ddl.options.rbegin(); it != ddl.options.rend(); ++it) {
            if (!issue.key.empty() && it->key == issue.key) {
                range = issue.aboutValue ? it->valueRange : it->keyRange;
                break;
            }
        }
        m_diagnostics.add({issue.severity, range, issue.message, "table-option"});
        optionsOk = optionsOk && issue.severity != Severity::Error;
    }
    return optionsOk;
}

std::optional<CatalogTable> Binder::bindCreateTableAs(const sql::CreateTableStatement &ddl,
                                                      BoundRelation &query)
{
    try {
        query = bindQuery(*ddl.asQuery);
    } catch (const Abort &) {
        return std::nullopt;
    }
    CatalogTable table;
    table.name = ddl.name.last().name;
    table.ddl = &ddl;
    table.range = ddl.name.range;
    for (const auto &k : ddl.partitionedBy)
        table.partitionKeys.push_back(k.name);
    for (const Field &f : query.node->schema) {
        CatalogColumn c;
        c.name = f.name;
        c.type = f.type.withTimeAttribute(TimeAttribute::None);
        c.range = ddl.name.range;
        table.columns.push_back(std::move(c));
    }
    if (!bindTableOptions(ddl, nullptr, sql::LikeOption::Strategy::Excluding, table))
        return std::nullopt;
    return table;
}

PlanNodePtr Binder::bindCreateTableAsInsert(BoundRelation query, const CatalogTable &table,
                                            SourceRange range)
{
    try {
        PlanNodePtr sink = makeSink(std::move(query), &table, {}, {}, range);
        checkRanksHaveLimits(sink);
        return sink;
    } catch (const Abort &) {
        return nullptr;
    }
}

void Binder::checkDeliveryGuarantee(const sql::InsertStatement &insert, const CatalogTable &table)
{
    if (m_config.isBatchMode())
        return;
    const auto interval = m_config.getDuration("execution.checkpointing.interval");
    const bool checkpoints = interval && interval->count() > 0;
    if (table.connector == "filesystem") {
        if (!checkpoints)
            warn(insert.table.range,
                 sluice::Engine::tr(
                     "A streaming filesystem sink makes its part files visible as checkpoints "
                     "complete; without 'execution.checkpointing.interval' Flink keeps them in "
                     "progress (hidden) until the input ends, so an unbounded job shows none"),
                 "delivery-guarantee");
        return;
    }
    if (table.connector != "kafka" && table.connector != "upsert-kafka")
        return;
    // The guarantee as written, an OPTIONS hint on the INSERT target winning over WITH.
    auto lower = [](std::string v) {
        std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return v;
    };
    std::string guarantee;
    for (const auto &[key, value] : table.options)
        if (key == "sink.delivery-guarantee" || key == "sink.semantic")
            guarantee = value;
    for (const auto &h : insert.tableHints)
        if (lower(h.name.name) == "options")
            for (const auto &o : h.options)
                if (o.key && (*o.key == "sink.delivery-guarantee" || *o.key == "sink.semantic"))
                    guarantee = o.value;
    if (lower(guarantee) != "exactly-once" && lower(guarantee) != "exactly_once")
        return;
    if (!checkpoints)
        warn(insert.table.range,
             sluice::Engine::tr(
                 "A Kafka sink with exactly-once delivery commits its transaction as each "
                 "checkpoint completes; without 'execution.checkpointing.interval' readers of "
                 "committed data (isolation.level = read_committed) see its rows only when the "
                 "job ends"),
             "delivery-guarantee");
    else if (m_config.getEnum("execution.checkpointing.mode").value_or("EXACTLY_ONCE") != "EXACTLY_ONCE")
        warn(insert.table.range,
             sluice::Engine::tr(
                 "A Kafka sink with exactly-once delivery needs 'execution.checkpointing.mode' "
                 "= 'EXACTLY_ONCE': with AT_LEAST_ONCE checkpoints a restore may write rows twice"),
             "delivery-guarantee");
}

PlanNodePtr Binder::bindInsert(const sql::InsertStatement &insert)
{
    try {
        const std::string name = insert.table.last().name;
        const CatalogTable *table = m_catalog.table(name);
        if (!table) {
            if (m_catalog.view(name))
                fail(insert.table.range,
                     sluice::Engine::tr("Cannot INSERT INTO view '%1'; only tables can be written")
                         .arg(name));
            if (const Text *why = m_catalog.unsupportedReason(name))
                unsupported(insert.table.range,
                            sluice::Engine::tr("Table '%1', defined by %2,").arg(name).arg(*why));
            fail(insert.table.range, unknownObjectMessage(sluice::Engine::tr("Table"), name),
                 "unknown-table");
        }
        if (insert.overwrite) {
            // Of the connectors, only filesystem supports overwriting (SupportsOverwrite), and
            // only in batch mode.
            if (table->connector != "filesystem")
                fail(insert.table.range,
                     sluice::Engine::tr("INSERT OVERWRITE requires that the underlying DynamicTableSink of "
                                        "table '%1' implements the SupportsOverwrite interface.")
                         .arg(name));
            if (!m_config.isBatchMode())
                fail(insert.range, sluice::Engine::tr("Streaming mode not support overwrite."));
        }
        if (!insert.partition.empty())
            unsupported(insert.range, "INSERT ... PARTITION");
        checkDeliveryGuarantee(insert, *table);
        BoundRelation rel = bindQuery(*insert.query);
        PlanNodePtr sink = makeSink(std::move(rel), table, insert.columns, insert.tableHints, insert.table.range);
        sink->as<SinkNode>().overwrite = insert.overwrite;
        checkRanksHaveLimits(sink);
        return sink;
    } catch (const Abort &) {
        return nullptr;
    }
}

PlanNodePtr Binder::bindQueryStatement(const sql::Query &query)
{
    try {
        BoundRelation rel = bindQuery(query);
        PlanNodePtr sink = makeSink(std::move(rel), nullptr, {}, {}, query.range);
        checkRanksHaveLimits(sink);
        return sink;
    } catch (const Abort &) {
        return nullptr;
    }
}

std::optional<BoundRelation> Binder::bindViewQuery(const sql::Query &query)
{
    try {
        BoundRelation rel = bindQuery(query);
        checkRanksHaveLimits(rel.node);
        return rel;
    } catch (const Abort &) {
        return std::nullopt;
    }
}

void Binder::checkRanksHaveLimits(PlanNodePtr &node)
{
    // ROW_NUMBER() without a Top-N filter numbers the rows of an OVER window ordered by time,
    // as Flink's streaming OverAggregate does; ordered otherwise, Flink refuses it as it refuses
    // such an OVER window.
    if (node->is<RankNode>() && node->as<RankNode>().limit < 0) {
        const auto &rank = node->as<RankNode>();
        const PlanNodePtr &input = rank.inputs.at(0);
        auto refuse = [&](Text why) {
            fail(rank.rankRange,
                 sluice::Engine::tr(
                     "%1 (ROW_NUMBER() without a filter on its result numbers the rows of an "
                     "OVER window; a Top-N needs one in the enclosing query, such as WHERE rn "
                     "<= N)")
                     .arg(std::move(why)),
                 "top-n");
        };
        // An OverAggregate of ROW_NUMBER alone, in place of the rank.
        auto over = std::make_shared<OverAggregateNode>();
        over->range = rank.range;
        OverCall call;
        call.function = OverFunction::RowNumber;
        call.aggregate.type = LogicalType::bigInt(false);
        call.aggregate.name = "w0$o0";
        over->calls.push_back(call);
        over->partitionKeys = rank.partitionKeys;
        over->schema = input->schema;
        over->schema.push_back({call.aggregate.name, call.aggregate.type});
        over->inputs.push_back(input);
        if (m_config.isBatchMode()) {
            // Batch mode numbers the rows of each partition in its sort order.
            over->batch = true;
            over->orderKeys = rank.orderKeys;
            over->batchFrame.rows = true;
            node = over;
            for (auto &in : node->inputs)
                checkRanksHaveLimits(in);
            return;
        }
        if (rank.orderKeys.size() != 1)
            refuse(sluice::Engine::tr("The window can only be ordered by a single time column."));
        const SortKey &order = rank.orderKeys.front();
        if (order.descending)
            refuse(sluice::Engine::tr("The window can only be ordered in ASCENDING mode."));
        const TimeAttribute attribute =
            input->schema.at(static_cast<std::size_t>(order.column)).type.timeAttribute();
        if (attribute == TimeAttribute::None)
            refuse(sluice::Engine::tr("OVER windows' ordering in stream mode must be defined on a time "
                                      "attribute."));
        over->orderKey = order.column;
        over->proctime = attribute == TimeAttribute::Proctime;
        over->frame.rows = true;
        node = over;
    }
    for (auto &in : node->inputs)
        checkRanksHaveLimits(in);
}

void Binder::checkFormatColumns(const CatalogTable &table, SourceRange range)
{
    for (const char *key : {"format", "value.format"}) {
        const auto format = table.option(key);
        if (!format)
            continue;
        for (const CatalogColumn &c : table.columns) {
            if (c.kind != sql::ColumnKind::Physical)
                continue;
            if (Status s = checkFormatColumnType(*format, c.name, c.type); !s)
                fail(range, s.text(), "format-type");
        }
    }
}

PlanNodePtr Binder::makeSink(BoundRelation input, const CatalogTable *table,
                             const std::vector<sql::Ident> &columns,
                             const std::vector<sql::Hint> &hints, SourceRange range)
{
    auto sink = std::make_shared<SinkNode>();
    sink->range = range;
    if (!table) {
        sink->name = "collect";
        sink->schema = input.node->schema;
        for (std::size_t i = 0; i < sink->schema.size(); ++i)
            sink->targetColumns.push_back(static_cast<int>(i));
        sink->inputs.push_back(input.node);
        return sink;
    }
    if (const ConnectorSpec *c = findConnector(table->connector); c && !c->sink)
        fail(range,
             sluice::Engine::tr("Connector '%1' can only be used as a source. It cannot be used as a sink "
                                "(table '%2')")
                 .arg(c->name)
                 .arg(table->name),
             "connector-role");
    checkFormatColumns(*table, range);
    sink->table = table;
    sink->name = table->name;
    sink->options = table->options;
    for (const auto &h : hints) {
        for (const auto &o : h.options) {
            if (o.key)
                sink->options.emplace_back(*o.key, o.value);
        }
    }

    // The columns written: the listed ones, else every physical and writable metadata column.
    std::vector<int> targets;
    if (!columns.empty()) {
        for (const auto &c : columns) {
            const int idx = table->columnIndex(c.name);
            if (idx < 0)
                fail(
                    c.range,
                    sluice::Engine::tr("Column '%1' not found in table '%2'").arg(c.name).arg(table->name));
            if (std::find(targets.begin(), targets.end(), idx) != targets.end())
                fail(c.range, sluice::Engine::tr("Column '%1' is listed twice").arg(c.name));
            targets.push_back(idx);
        }
    } else {
        for (std::size_t i = 0; i < table->columns.size(); ++i) {
            const auto &c = table->columns[i];
            if (c.kind == sql::ColumnKind::Physical ||
                (c.kind == sql::ColumnKind::Metadata && !c.isVirtual))
                targets.push_back(static_cast<int>(i));
        }
    }
    for (int idx : targets) {
        const auto &c = table->columns[static_cast<std::size_t>(idx)];
        if (c.kind == sql::ColumnKind::Computed || (c.kind == sql::ColumnKind::Metadata && c.isVirtual))
            fail(range,
                 sluice::Engine::tr("Column '%1' of '%2' is computed or virtual and cannot be written")
                     .arg(c.name)
                     .arg(table->name));
    }
    auto schemaText = [&](const std::vector<std::string> &cols) {
        std::string s = "[";
        for (std::size_t i = 0; i < cols.size(); ++i)
            s += (i ? ", " : "") + cols[i];
        return s + "]";
    };
    std::vector<std::string> querySchema, sinkSchema;
    for (const auto &f : input.node->schema)
        querySchema.push_back(f.name + ": " + f.type.toString());
    for (int idx : targets) {
        const auto &c = table->columns[static_cast<std::size_t>(idx)];
        sinkSchema.push_back(c.name + ": " + c.type.toString());
    }
    if (input.node->schema.size() != targets.size())
        fail(range,
             sluice::Engine::tr("Column types of query result and sink for '%1' do not match: the "
                                "query has %2 columns, the sink %3. Query schema: %4. Sink schema: %5.")
                 .arg(table->name)
                 .arg(querySchema.size())
                 .arg(sinkSchema.size())
                 .arg(schemaText(querySchema))
                 .arg(schemaText(sinkSchema)));
    std::vector<BoundExprPtr> casts;
    std::vector<std::string> names;
    bool needCalc = false;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const auto &col = table->columns[static_cast<std::size_t>(targets[i])];
        const Field &f = input.node->schema[i];
        BoundExprPtr ref = makeInputRef(static_cast<int>(i), f.type, f.name);
        if (!f.type.equalsIgnoringNullability(col.type)) {
            if (!supportsImplicitCast(f.type, col.type))
                fail(range,
                     sluice::Engine::tr("Column types of query result and sink for '%1' do not match: "
                                        "column '%2' is %3 but the query gives %4 (add a CAST). Query "
                                        "schema: %5. Sink schema: %6.")
                         .arg(table->name)
                         .arg(col.name)
                         .arg(col.type.toString())
                         .arg(f.type.toString())
                         .arg(schemaText(querySchema))
                         .arg(schemaText(sinkSchema)));
            ref = castIfNeeded(ref, col.type);
            needCalc = true;
        }
        casts.push_back(ref);
        names.push_back(col.name);
    }
    // Partial inserts: columns left out receive NULL, so they must be nullable.
    if (!columns.empty()) {
        for (std::size_t i = 0; i < table->columns.size(); ++i) {
            const auto &c = table->columns[i];
            if (c.kind != sql::ColumnKind::Physical ||
                std::find(targets.begin(), targets.end(), static_cast<int>(i)) != targets.end())
                continue;
            if (!c.type.isNullable())
                fail(range, sluice::Engine::tr("Column '%1' of '%2' is NOT NULL and must be given a value")
                                .arg(c.name)
                                .arg(table->name));
            casts.push_back(makeNullLiteral(c.type));
            names.push_back(c.name);
            targets.push_back(static_cast<int>(i));
            needCalc = true;
        }
    }
    if (needCalc)
        input = project(std::move(input), casts, names, range);
    sink->schema = input.node->schema;
    sink->targetColumns = targets;
    for (int pk : table->primaryKey) {
        auto it = std::find(targets.begin(), targets.end(), pk);
        if (it != targets.end())
            sink->primaryKey.push_back(static_cast<int>(it - targets.begin()));
    }
    sink->inputs.push_back(input.node);
    return sink;
}

BoundRelation Binder::project(BoundRelation input, std::vector<BoundExprPtr> exprs,
                              std::vector<std::string> names, SourceRange range)
{
    auto calc = std::make_shared<CalcNode>();
    calc->range = range;
    Scope scope;
    for (std::size_t i = 0; i < exprs.size(); ++i) {
        if (exprs[i]->kind == BoundExprKind::InputRef) { // show the input's current column name
            const auto &src = input.node->schema.at(static_cast<std::size_t>(exprs[i]->inputIndex));
            if (src.name != exprs[i]->name)
                exprs[i] = makeInputRef(exprs[i]->inputIndex, exprs[i]->type, src.name, exprs[i]->range);
        }
        calc->schema.push_back({names[i], exprs[i]->type});
        ScopeColumn col{"", names[i], exprs[i]->type};
        if (exprs[i]->kind == BoundExprKind::InputRef) {
            const auto &src = input.scope.columns.at(static_cast<std::size_t>(exprs[i]->inputIndex));
            col.windowRole = src.windowRole;
            col.window = src.window;
            col.rankOf = src.rankOf;
            col.overRank = src.overRank;
        }
        scope.columns.push_back(col);
    }
    calc->projections = std::move(exprs);
    calc->inputs.push_back(input.node);
    return {calc, scope, ""};
}

} // namespace sluice::plan
