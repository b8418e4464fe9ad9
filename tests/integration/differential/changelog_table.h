#pragma once

// Applies a sink's changelog (+I, -U, +U, -D) to a multiset of rows, as a downstream
// materialising consumer would. Retracting a row that is not present is a failure: in a correct
// retract stream every -U/-D cancels an earlier +I/+U of exactly that row.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sluice::difftest {

/// A row as the engine delivers it: print-style text per value, nullopt for NULL.
using TextRow = std::vector<std::optional<std::string>>;

class ChangelogTable {
public:
    /// Applies one change. Returns false (and remembers the first error) for an unknown kind, a
    /// wrong arity, or a retraction of an absent row; the table is left unchanged then.
    bool apply(const std::string &kind, const TextRow &row);

    /// The rows currently present, each repeated by its multiplicity.
    std::vector<TextRow> rows() const;
    std::size_t size() const { return m_size; }
    std::size_t changesApplied() const { return m_changes; }

    bool ok() const { return m_error.empty(); }
    /// The first failure: which change (1-based) and why.
    const std::string &error() const { return m_error; }

    /// `+I[1, null, a]` style text of a change, for reports.
    static std::string formatChange(const std::string &kind, const TextRow &row);

private:
    std::map<TextRow, std::int64_t> m_counts;
    std::size_t m_size = 0;
    std::size_t m_changes = 0;
    std::optional<std::size_t> m_arity;
    std::string m_error;
};

} // namespace sluice::difftest
