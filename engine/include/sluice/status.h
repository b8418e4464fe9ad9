#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include <sluice/text.h>

namespace sluice {

/// A position in a job's text: 1-based line and column (in bytes), 0-based byte offset.
struct SourcePos {
    int line = 0;
    int column = 0;
    std::size_t offset = 0;

    bool valid() const { return line > 0; }
    friend bool operator==(const SourcePos &, const SourcePos &) = default;
};

/// A half-open byte range [begin, end) of a job's text.
struct SourceRange {
    SourcePos begin;
    SourcePos end;

    bool valid() const { return begin.valid(); }
    friend bool operator==(const SourceRange &, const SourceRange &) = default;
};

/// What kind of failure a Status carries.
enum class StatusCode : std::uint8_t {
    Ok,
    InvalidArgument, ///< a value or option the user gave is not acceptable
    ParseError,      ///< the job text is not valid SQL
    SemanticError,   ///< valid SQL that does not bind or plan
    NotFound,
    IoError,
    Unsupported,
    Cancelled,
    Internal, ///< a bug in Sluice
};

/// Outcome of an operation: OK, or a code, a message and where it happened (a SQL range or the
/// name of an operator). The engine reports failures through Status; exceptions never cross its
/// public API. An OK status is a code and a null pointer (hot paths return one per row); the
/// message, range and origin of a failure live in one allocation made when it is created.
class Status {
public:
    Status() = default;
    Status(StatusCode code, Text text)
        : m_code(code), m_detail(std::make_unique<Detail>(Detail{text.english(), std::move(text), {}, {}}))
    {
    }
    Status(const Status &other)
        : m_code(other.m_code),
          m_detail(other.m_detail ? std::make_unique<Detail>(*other.m_detail) : nullptr)
    {
    }
    Status &operator=(const Status &other)
    {
        if (this != &other) {
            m_code = other.m_code;
            m_detail = other.m_detail ? std::make_unique<Detail>(*other.m_detail) : nullptr;
        }
        return *this;
    }
    Status(Status &&) noexcept = default;
    Status &operator=(Status &&) noexcept = default;

    static Status ok() { return {}; }
    static Status invalidArgument(Text msg) { return {StatusCode::InvalidArgument, std::move(msg)}; }
    static Status parseError(Text msg) { return {StatusCode::ParseError, std::move(msg)}; }
    static Status semanticError(Text msg) { return {StatusCode::SemanticError, std::move(msg)}; }
    static Status notFound(Text msg) { return {StatusCode::NotFound, std::move(msg)}; }
    static Status ioError(Text msg) { return {StatusCode::IoError, std::move(msg)}; }
    static Status unsupported(Text msg) { return {StatusCode::Unsupported, std::move(msg)}; }
    static Status cancelled(Text msg) { return {StatusCode::Cancelled, std::move(msg)}; }
    static Status internal(Text msg) { return {StatusCode::Internal, std::move(msg)}; }

    bool isOk() const { return m_code == StatusCode::Ok; }
    explicit operator bool() const { return isOk(); }
    StatusCode code() const { return m_code; }
    /// The message in English (logs, the command line).
    const std::string &message() const { return m_detail ? m_detail->message : empty().message; }
    /// The message as a template and its values, for the app to show in the user's language.
    const Text &text() const { return m_detail ? m_detail->text : empty().text; }

    /// Where the failure is in the job text, when it came from the text.
    const SourceRange &range() const { return m_detail ? m_detail->range : empty().range; }
    Status &at(SourceRange range)
    {
        detail().range = range;
        return *this;
    }

    /// The operator (or connector) that failed, for runtime failures.
    const std::string &origin() const { return m_detail ? m_detail->origin : empty().origin; }
    Status &from(std::string origin)
    {
        detail().origin = std::move(origin);
        return *this;
    }

    /// "line:col: message" or "operator: message", for logs and the command line.
    std::string toString() const;
    /// The same as a Text: the message stays translatable, the position and operator as written.
    Text describe() const;

private:
    struct Detail {
        std::string message; ///< text.english(), made once
        Text text;
        SourceRange range;
        std::string origin;
    };
    static const Detail &empty()
    {
        static const Detail none;
        return none;
    }
    Detail &detail()
    {
        if (!m_detail)
            m_detail = std::make_unique<Detail>();
        return *m_detail;
    }

    StatusCode m_code = StatusCode::Ok;
    std::unique_ptr<Detail> m_detail; ///< null until a message, range or origin is set
};

/// A value or the Status that explains why there is none (an expected-like type).
template <typename T>
class Result {
public:
    Result(T value) : m_value(std::move(value)) {}            // NOLINT: implicit by design
    Result(Status status) : m_status(std::move(status)) {}     // NOLINT: implicit by design

    bool isOk() const { return m_value.has_value(); }
    explicit operator bool() const { return isOk(); }
    const Status &status() const { return m_status; }

    // REQUIRES: isOk()
    T &value() & { return *m_value; }
    const T &value() const & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }

    T valueOr(T fallback) const { return m_value ? *m_value : std::move(fallback); }

private:
    std::optional<T> m_value;
    Status m_status;
};

} // namespace sluice
