#include "connectors/filesystem_source.h"

#include <sluice/text.h>

#include "common/byte_codec.h"

#include "common/filesystem_path.h"

#include "connectors/table_options.h"

#include <re2/re2.h>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <system_error>

namespace sluice::exec {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kReadChunk = 1 << 20;
constexpr auto kPollBudget = std::chrono::milliseconds(20);

// Flink's DefaultFileFilter: hidden ('.') and marker ('_') files and folders are not data.
bool isHidden(const std::string &name)
{
    return !name.empty() && (name[0] == '.' || name[0] == '_');
}

// The key=value folders of a relative path, outermost first.
std::vector<std::pair<std::string, std::string>> partitionSpec(const std::string &relative)
{
    std::vector<std::pair<std::string, std::string>> spec;
    const fs::path p(relative);
    for (auto it = p.begin(); it != p.end(); ++it) {
        if (std::next(it) == p.end())
            break; // the file name itself
        const std::string seg = it->string();
        const auto eq = seg.find('=');
        if (eq == std::string::npos || eq == 0)
            continue;
        spec.emplace_back(unescapePartitionPathName(seg.substr(0, eq)),
                          unescapePartitionPathName(seg.substr(eq + 1)));
    }
    return spec;
}

std::uint64_t fnv1a(std::string_view s)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (const char c : s) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

std::int64_t toEpochMillis(fs::file_time_type t)
{
    const auto sys = std::chrono::file_clock::to_sys(t);
    return std::chrono::duration_cast<std::chrono::milliseconds>(sys.time_since_epoch()).count();
}

} // namespace

Result<std::unique_ptr<SourceReader>> FileSystemSource::create(const plan::ScanNode &scan)
{
    const TableOptions options(scan.options);
    auto option = options.get("path");
    if (!option || option->empty())
        return Status::invalidArgument(sluice::Engine::tr("The filesystem connector needs the option 'path'"));
    Result<std::string> path = localFilesystemPath(*option);
    if (!path)
        return path.status();
    auto format = options.get("format");
    if (!format)
        return Status::invalidArgument(sluice::Engine::tr("The filesystem connector needs the option 'format'"));
    if (!formats::isSupportedFormat(*format))
        return Status::unsupported(
            sluice::Engine::tr("The filesystem connector reads 'csv' or 'json', not '%1'").arg(*format));
    auto interval = options.getDuration("source.monitor-interval");
    if (!interval)
        return interval.status();
    std::optional<std::chrono::milliseconds> monitor;
    if (*interval)
        monitor = std::max(std::chrono::milliseconds(1),
                           std::chrono::duration_cast<std::chrono::milliseconds>(**interval));
    std::vector<std::string> keys;
    if (scan.table)
        keys = scan.table->partitionKeys;
    auto source =
        std::make_unique<FileSystemSource>(scan, *path, *format, monitor, std::move(keys));
    if (auto pattern = options.get("source.path.regex-pattern")) {
        source->m_pathPattern = std::make_shared<const RE2>(*pattern, RE2::Quiet);
        if (!source->m_pathPattern->ok())
            return Status::invalidArgument(sluice::Engine::tr("Option 'source.path.regex-pattern' is not a "
                                                              "valid regular expression: %1")
                                               .arg(source->m_pathPattern->error()));
    }
    std::unique_ptr<SourceReader> reader = std::move(source);
    return reader;
}

FileSystemSource::FileSystemSource(const plan::ScanNode &scan, std::string root, std::string format,
                                   std::optional<std::chrono::milliseconds> monitorInterval,
                                   std::vector<std::string> declaredPartitionKeys)
    : m_scan(scan), m_root(std::move(root)), m_format(std::move(format)),
      m_monitorInterval(monitorInterval), m_partitionKeys(std::move(declaredPartitionKeys))
{
    m_defaultPartitionName =
        TableOptions(scan.options)
            .getString("partition.default-name",
                       TableOptions::specDefault("filesystem", "partition.default-name"));
}

FileSystemSource::~FileSystemSource()
{
    close();
}

bool FileSystemSource::pathMatches(const std::filesystem::path &file) const
{
    // Flink's RegexFileFilter: the whole absolute path (without a scheme) must match; folders
    // are always entered.
    if (!m_pathPattern)
        return true;
    std::error_code ec;
    const std::string path = fs::absolute(file, ec).lexically_normal().string();
    return RE2::FullMatch(path, *m_pathPattern);
}

Status FileSystemSource::listFiles(std::vector<PendingFile> &out) const
{
    std::error_code ec;
    const fs::path root(m_root);
    const auto status = fs::status(root, ec);
    if (ec || !fs::exists(status)) {
        if (m_monitorInterval)
            return Status::ok(); // a continuous source may start before its folder exists
        return Status::notFound(sluice::Engine::tr("The path '%1' of the filesystem source does not exist").arg(m_root));
    }
    if (fs::is_regular_file(status)) {
        if (!pathMatches(root))
            return Status::ok();
        PendingFile f;
        f.path = root.string();
        f.relative = root.filename().string();
        f.size = fs::file_size(root, ec);
        f.modifiedMillis = toEpochMillis(fs::last_write_time(root, ec));
        out.push_back(std::move(f));
        return Status::ok();
    }
    // Folder symlinks are followed, but a folder already entered (a symlink loop, or two links
    // to one folder) is not entered again. A folder that cannot be read fails the listing.
    std::set<std::pair<std::uint64_t, std::uint64_t>> entered; // (device, inode)
    auto enter = [&](const fs::path &dir) {
        struct stat st {};
        return ::stat(dir.c_str(), &st) == 0 &&
               entered.emplace(static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino)).second;
    };
    enter(root);
    fs::recursive_directory_iterator it(root, fs::directory_options::follow_directory_symlink, ec);
    if (ec)
        return Status::ioError(sluice::Engine::tr("Cannot list '%1': %2").arg(m_root).arg(ec.message()));
    for (const fs::recursive_directory_iterator end; it != end;) {
        const fs::directory_entry &e = *it;
        const std::string name = e.path().filename().string();
        const bool folder = e.is_directory(ec);
        if (folder) {
            if (isHidden(name) || !enter(e.path())) {
                it.disable_recursion_pending();
            } else if (fs::directory_iterator probe(e.path(), ec); ec) {
                return Status::ioError(sluice::Engine::tr("Cannot read the folder '%1' of the filesystem source: %2")
                                           .arg(e.path().string())
                                           .arg(ec.message()));
            }
        }
        const bool take = !folder && !isHidden(name) && e.is_regular_file(ec) && pathMatches(e.path());
        PendingFile f;
        if (take) {
            f.path = e.path().string();
            f.relative = fs::relative(e.path(), root, ec).generic_string();
            f.size = e.file_size(ec);
            f.modifiedMillis = toEpochMillis(e.last_write_time(ec));
        }
        it.increment(ec);
        if (ec)
            return Status::ioError(sluice::Engine::tr("Cannot list '%1': %2").arg(m_root).arg(ec.message()));
        if (take)
            out.push_back(std::move(f));
    }
    std::sort(out.begin(), out.end(),
              [](const PendingFile &a, const PendingFile &b) { return a.relative < b.relative; });
    return Status::ok();
}

bool FileSystemSource::complete(const PendingFile &file)
{
    // A monitored file is read once it no longer changes: unchanged since the last listing, or
    // not modified for a whole monitor interval (a file moved in whole keeps its old time).
    const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
    const auto seen = m_growing.find(file.relative);
    const bool unchanged = seen != m_growing.end() && seen->second.first == file.size &&
                           seen->second.second == file.modifiedMillis;
    if (unchanged || now - file.modifiedMillis >= m_monitorInterval->count()) {
        m_growing.erase(file.relative);
        return true;
    }
    m_growing[file.relative] = {file.size, file.modifiedMillis};
    return false;
}

bool FileSystemSource::ownsFile(const PendingFile &file, std::size_t sortedIndex) const
{
    const auto p = static_cast<std::uint64_t>(std::max(1, m_context->parallelism));
    const auto idx = static_cast<std::uint64_t>(m_context->subtaskIndex);
    if (m_monitorInterval)
        return fnv1a(file.relative) % p == idx;
    return sortedIndex % p == idx;
}

Status FileSystemSource::setUpColumns()
{
    const plan::CatalogTable *table = m_scan.table;
    std::vector<RowField> fields;
    for (const plan::Field &f : m_scan.schema)
        fields.push_back({f.name, f.type, {}});
    m_schema = Schema::make(fields);
    m_columns.clear();
    m_constantColumns.clear();
    Schema formatFields;
    std::vector<RowField> formatList;
    std::vector<std::size_t> targets;
    for (std::size_t i = 0; i < m_scan.schema.size(); ++i) {
        ColumnSource c;
        c.type = m_scan.schema[i].type;
        const plan::CatalogColumn *catalogColumn = nullptr;
        if (table && i < m_scan.readColumns.size())
            catalogColumn = &table->columns[static_cast<std::size_t>(m_scan.readColumns[i])];
        const std::string &name = m_scan.schema[i].name;
        if (catalogColumn && catalogColumn->kind == sql::ColumnKind::Metadata) {
            c.kind = ColumnSource::Kind::Metadata;
            c.name = catalogColumn->metadataKey.empty() ? name : catalogColumn->metadataKey;
            static const char *kKeys[] = {"file.path", "file.name", "file.size",
                                          "file.modification-time"};
            if (std::find(std::begin(kKeys), std::end(kKeys), c.name) == std::end(kKeys))
                return Status::invalidArgument(
                    sluice::Engine::tr("The filesystem connector has no metadata key '%1'; available: "
                                       "file.path, file.name, file.size, file.modification-time")
                        .arg(c.name));
            m_constantColumns.push_back(i);
        } else if (std::find(m_partitionKeys.begin(), m_partitionKeys.end(), name) !=
                   m_partitionKeys.end()) {
            c.kind = ColumnSource::Kind::Partition;
            c.name = name;
            if (!formats::isTextConvertible(c.type))
                return Status::unsupported(
                    sluice::Engine::tr("Partition column '%1' has type %2, which a folder name cannot hold")
                        .arg(name)
                        .arg(c.type.toString()));
            m_constantColumns.push_back(i);
        } else {
            c.kind = ColumnSource::Kind::Format;
            formatList.push_back({name, c.type, {}});
            targets.push_back(i);
        }
        m_columns.push_back(std::move(c));
    }
    auto d = formats::createRowDeserializer(m_format, TableOptions(m_scan.options),
                                            Schema(std::move(formatList)), std::move(targets));
    if (!d)
        return d.status();
    m_deserializer = std::move(*d);
    m_constants = RowBatch(m_schema, 1);
    return Status::ok();
}

Status FileSystemSource::open(OperatorContext &context)
{
    m_context = &context;
    std::vector<PendingFile> files;
    Status s = listFiles(files);
    if (!s.isOk())
        return s;
    if (m_partitionKeys.empty()) {
        // Without PARTITIONED BY, folder keys that name a column are partitions of it.
        for (const PendingFile &f : files) {
            for (const auto &[k, v] : partitionSpec(f.relative)) {
                const bool isColumn =
                    std::any_of(m_scan.schema.begin(), m_scan.schema.end(),
                                [&](const plan::Field &c) { return c.name == k; });
                if (isColumn && std::find(m_partitionKeys.begin(), m_partitionKeys.end(), k) ==
                                    m_partitionKeys.end())
                    m_partitionKeys.push_back(k);
            }
        }
    }
    s = setUpColumns();
    if (!s.isOk())
        return s;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (m_monitorInterval && !complete(files[i]))
            continue; // still being written: a later listing takes it
        m_seen.insert(files[i].relative);
        if (ownsFile(files[i], i))
            m_pending.push_back(std::move(files[i]));
    }
    if (m_monitorInterval)
        m_nextListing = std::chrono::steady_clock::now() + *m_monitorInterval;
    return Status::ok();
}

Status FileSystemSource::prepareFileConstants(const PendingFile &file)
{
    m_constants.clear();
    const std::size_t row = m_constants.appendRow();
    const auto spec = partitionSpec(file.relative);
    for (const std::size_t col : m_constantColumns) {
        const ColumnSource &c = m_columns[col];
        if (c.kind == ColumnSource::Kind::Partition) {
            const std::string *value = nullptr;
            for (const auto &[k, v] : spec) {
                if (k == c.name)
                    value = &v; // the innermost folder wins
            }
            if (!value || *value == m_defaultPartitionName)
                continue; // NULL
            Status s = formats::setValueFromText(m_constants, col, row, c.type, *value,
                                                 formats::TimestampStyle::Sql);
            if (!s.isOk())
                return Status::invalidArgument(sluice::Engine::tr("%1: partition folder '%2=%3': %4")
                                                   .arg(file.path)
                                                   .arg(c.name)
                                                   .arg(*value)
                                                   .arg(s.text()));
            continue;
        }
        if (c.name == "file.path") {
            m_constants.setString(col, row, file.path);
        } else if (c.name == "file.name") {
            m_constants.setString(col, row, fs::path(file.path).filename().string());
        } else if (c.name == "file.size") {
            m_constants.set<std::int64_t>(col, row, static_cast<std::int64_t>(file.size));
        } else if (c.name == "file.modification-time") {
            m_constants.set<TimestampValue>(col, row, TimestampValue{file.modifiedMillis, 0});
        }
    }
    return Status::ok();
}

Status FileSystemSource::openNext()
{
    PendingFile &f = m_pending[m_nextPending++];
    m_file = std::fopen(f.path.c_str(), "rb");
    if (!m_file)
        return Status::ioError(sluice::Engine::tr("Cannot open '%1'").arg(f.path));
    Status s = prepareFileConstants(f);
    if (!s.isOk())
        return s;
    m_current = std::move(f);
    m_buffer.clear();
    m_bufferOffset = 0;
    m_pos = 0;
    m_eof = false;
    m_line = 1;
    if (auto resume = m_resumeAt.find(m_current->relative); resume != m_resumeAt.end()) {
        // Restored in the middle of this file: go on from the record after the checkpoint's.
        if (::fseeko(m_file, static_cast<off_t>(resume->second.first), SEEK_SET) != 0)
            return Status::ioError(sluice::Engine::tr("Cannot resume '%1' at byte %2 (a restored position)")
                                       .arg(m_current->path)
                                       .arg(resume->second.first));
        m_bufferOffset = resume->second.first;
        m_line = resume->second.second;
        m_resumeAt.erase(resume);
    }
    return Status::ok();
}

Result<bool> FileSystemSource::readMore()
{
    if (m_eof)
        return false;
    // Keep the unread tail, then append a chunk.
    m_bufferOffset += m_pos;
    m_buffer.erase(0, m_pos);
    m_pos = 0;
    const std::size_t old = m_buffer.size();
    m_buffer.resize(old + kReadChunk);
    const std::size_t n = std::fread(m_buffer.data() + old, 1, kReadChunk, m_file);
    m_buffer.resize(old + n);
    if (n < kReadChunk) {
        if (std::ferror(m_file))
            return Status::ioError(sluice::Engine::tr("Cannot read '%1'").arg(m_current->path));
        m_eof = true;
    }
    return true;
}

Result<SourceState> FileSystemSource::poll(RowBatch &batch)
{
    const auto deadline = std::chrono::steady_clock::now() + kPollBudget;
    std::size_t records = 0;
    while (batch.size() < batch.capacity()) {
        if (!m_current) {
            if (m_nextPending < m_pending.size()) {
                Status s = openNext();
                if (!s.isOk())
                    return s;
                continue;
            }
            m_pending.clear();
            m_nextPending = 0;
            if (!m_monitorInterval)
                return batch.empty() ? SourceState::Finished : SourceState::MoreAvailable;
            const auto now = std::chrono::steady_clock::now();
            if (now >= m_nextListing) {
                m_nextListing = now + *m_monitorInterval;
                std::vector<PendingFile> files;
                Status s = listFiles(files);
                if (!s.isOk())
                    return s;
                for (std::size_t i = 0; i < files.size(); ++i) {
                    if (m_seen.count(files[i].relative) || !complete(files[i]))
                        continue;
                    m_seen.insert(files[i].relative);
                    if (ownsFile(files[i], i))
                        m_pending.push_back(std::move(files[i]));
                }
                if (!m_pending.empty())
                    continue;
            }
            return batch.empty() ? SourceState::Idle : SourceState::MoreAvailable;
        }
        const std::string_view text(m_buffer);
        const formats::RecordSpan span = m_deserializer->nextRecord(text, m_pos, m_eof);
        if (span.kind == formats::RecordSpan::Kind::Incomplete) {
            auto more = readMore();
            if (!more)
                return more.status();
            if (!*more) { // cannot happen: Incomplete is only reported before the end
                m_pos = m_buffer.size();
            }
            continue;
        }
        if (span.kind == formats::RecordSpan::Kind::Skip && span.next >= text.size() && m_eof) {
            std::fclose(m_file);
            m_file = nullptr;
            m_done.insert(m_current->relative);
            m_current.reset();
            continue;
        }
        const std::int64_t line = m_line;
        m_line += span.lineBreaks;
        m_pos = span.next;
        if (span.kind == formats::RecordSpan::Kind::Record) {
            const std::size_t before = batch.size();
            Status s =
                m_deserializer->deserialize(text.substr(span.begin, span.end - span.begin), batch);
            if (!s.isOk()) {
                if (!m_deserializer->ignoreParseErrors())
                    return Status::invalidArgument(sluice::Engine::tr("%1:%2: malformed %3 record: %4")
                                                       .arg(m_current->path)
                                                       .arg(line)
                                                       .arg(m_format)
                                                       .arg(s.text()));
                if (m_context->metrics)
                    m_context->metrics->add(MetricCounter::ParseErrorsSkipped);
            } else if (batch.size() > before) { // (an empty JSON record is no row)
                for (const std::size_t col : m_constantColumns)
                    batch.copyValue(col, before, m_constants, col, 0);
            }
        }
        if (m_pos >= m_buffer.size() && m_eof) {
            std::fclose(m_file);
            m_file = nullptr;
            m_done.insert(m_current->relative);
            m_current.reset();
        }
        if ((++records & 255) == 0 && std::chrono::steady_clock::now() >= deadline)
            break;
    }
    return SourceState::MoreAvailable;
}

void FileSystemSource::close()
{
    if (m_file) {
        std::fclose(m_file);
        m_file = nullptr;
    }
    m_current.reset();
}

Status FileSystemSource::snapshotPosition(std::int64_t, std::vector<SourceSplitState> &out)
{
    for (const std::string &file : m_done)
        out.push_back({file, std::string(1, '\1')});
    auto inPart = [&](const std::string &file, std::uint64_t offset, std::int64_t line) {
        ByteWriter w;
        w.u8(0);
        w.u64(offset);
        w.i64(line);
        out.push_back({file, w.take()});
    };
    if (m_current)
        inPart(m_current->relative, m_bufferOffset + m_pos, m_line);
    // Restored files read in part that this subtask has not reopened yet keep their position.
    for (std::size_t i = m_nextPending; i < m_pending.size(); ++i) {
        if (auto it = m_resumeAt.find(m_pending[i].relative); it != m_resumeAt.end())
            inPart(it->first, it->second.first, it->second.second);
    }
    return Status::ok();
}

Status FileSystemSource::restorePosition(const std::vector<SourceSplitState> &splits, int)
{
    std::set<std::string> done;
    for (const SourceSplitState &split : splits) {
        ByteReader r(split.state, "the position of file '" + split.id + "'");
        if (r.u8("file state") == 1) {
            done.insert(split.id);
            continue;
        }
        const std::uint64_t offset = r.u64("byte offset");
        const std::int64_t line = r.i64("line");
        if (!r.ok())
            return r.status();
        m_resumeAt[split.id] = {offset, line};
    }
    // Files read whole are not read again; they count as seen for later listings.
    std::vector<PendingFile> pending;
    for (PendingFile &f : m_pending) {
        if (done.count(f.relative))
            m_done.insert(f.relative);
        else
            pending.push_back(std::move(f));
    }
    m_pending = std::move(pending);
    m_nextPending = 0;
    m_seen.insert(done.begin(), done.end());
    return Status::ok();
}

} // namespace sluice::exec
