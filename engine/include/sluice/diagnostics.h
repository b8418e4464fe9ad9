#pragma once

#include <sluice/status.h>
#include <sluice/text.h>

#include <string>
#include <vector>

namespace sluice {

enum class Severity : std::uint8_t { Error, Warning, Info };

/// "error", "warning" or "info", as `sluice check` prints it.
const char *severityName(Severity severity);

/// The code of a warning about valid Flink SQL that the embedded engine cannot run yet: `check`
/// accepts such a job (Flink runs it), `run` refuses it and says why.
inline constexpr const char *kEngineUnsupported = "engine-unsupported";
/// The message of such a warning: "<what> runs on Flink; not supported by the embedded engine
/// yet", then "; <hint>" when there is one.
Text unsupportedText(Text what, Text hint = {});

/// One finding about a job's text, with the exact range it is about. The editor draws it as a
/// squiggle; `sluice check` prints it as FILE:LINE:COL: severity: message.
struct Diagnostic {
    Severity severity = Severity::Error;
    SourceRange range;
    Text message; ///< message.english() for the command line; the app translates it
    /// A stable identifier of the rule, e.g. "syntax", "unknown-option", "state-ttl-missing".
    std::string code;
};

/// The findings of one check, in text order.
class Diagnostics {
public:
    void add(Diagnostic d) { m_items.push_back(std::move(d)); }
    void error(SourceRange range, Text message, std::string code = "error");
    void warning(SourceRange range, Text message, std::string code = "warning");
    void info(SourceRange range, Text message, std::string code = "info");

    bool hasErrors() const;
    /// True when a finding says the embedded engine cannot run part of the job.
    bool hasEngineUnsupported() const;
    std::size_t size() const { return m_items.size(); }
    bool empty() const { return m_items.empty(); }
    const std::vector<Diagnostic> &items() const { return m_items; }
    auto begin() const { return m_items.begin(); }
    auto end() const { return m_items.end(); }

    /// Orders by position (stable for equal positions), as readers expect.
    void sort();

private:
    std::vector<Diagnostic> m_items;
};

} // namespace sluice
