#pragma once

#include "set_block.h"
#include "text_edits.h"

#include <sluice/configuration.h>
#include <sluice/text.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// The model behind the parameter form's two-way sync with the editor: reads the job's SET
/// statements (the last SET of a key wins, as in Flink) and turns form changes into minimal text
/// edits of the SET block at the top, leaving every other byte alone. Refuses values the registry
/// or the cross-option rules reject, so the form never writes invalid text. No widgets.
class SetStatementSync
{
public:
    /// A key's new value; none resets it to the default (its SET statements go away).
    using Change = std::pair<std::string, std::optional<std::string>>;

    /// The outcome of planChanges(): the edits to make, or why there are none.
    struct Plan {
        TextEdits edits;
        Text error;                      ///< empty when the change is acceptable
        std::vector<ConfigIssue> issues; ///< the new rule errors that refused it, if any
        bool ok() const { return error.empty(); }
    };

    SetStatementSync() = default;

    /// Reads `utf8Text` (the whole job).
    void setText(std::string utf8Text);
    const std::string &text() const { return m_text; }
    const SetBlock &block() const { return m_block; }

    /// The configuration the SET statements leave in force (invalid values left out).
    const Configuration &configuration() const { return m_configuration; }
    /// The value in force for a (canonical) key as written, or none when it is not set.
    std::optional<std::string> value(std::string_view key) const;
    /// The reason the value in force for `key` is rejected by the registry, if it is.
    std::optional<Text> invalidValueMessage(std::string_view key) const;
    /// The cross-option findings of the configuration in force.
    const std::vector<ConfigIssue> &issues() const { return m_issues; }
    /// The findings that involve `key`.
    std::vector<ConfigIssue> issuesFor(std::string_view key) const;

    /// The edits that set (or reset) the given keys together, validated against the registry
    /// and the cross-option rules of the resulting text. A value equal to the default is written too; nullopt resets.
    Plan planChanges(const std::vector<Change> &changes) const;
    Plan planChange(std::string key, std::optional<std::string> value) const
    {
        return planChanges({{std::move(key), std::move(value)}});
    }

private:
    void removeStatement(const SetStatementInfo &statement, bool emptiesBlock,
                         TextEdits *edits) const;

    std::string m_text;
    SetBlock m_block;
    Configuration m_configuration;
    std::vector<ConfigIssue> m_issues;
    std::vector<std::pair<std::string, Text>> m_invalid; // key -> message
};

} // namespace sluice
