#include "plan/grouping_sets.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::plan {

std::vector<GroupingMask> rollupSets(const std::vector<GroupingMask> &elements)
{
    std::vector<GroupingMask> sets;
    for (std::size_t n = elements.size() + 1; n-- > 0;) {
        GroupingMask set = 0;
        for (std::size_t i = 0; i < n; ++i)
            set |= elements[i];
        sets.push_back(set);
    }
    return sets;
}

std::vector<GroupingMask> cubeSets(const std::vector<GroupingMask> &elements)
{
    std::vector<GroupingMask> sets{0};
    for (GroupingMask element : elements)
        sets = crossSets(sets, {element, 0});
    return sets;
}

std::vector<GroupingMask> crossSets(const std::vector<GroupingMask> &left,
                                    const std::vector<GroupingMask> &right)
{
    std::vector<GroupingMask> sets;
    for (GroupingMask l : left)
        for (GroupingMask r : right)
            sets.push_back(l | r);
    return sets;
}

namespace {

/// Calcite's ImmutableBitSet.COMPARATOR: a superset before its subsets, otherwise by the lowest
/// members. Both reduce to: at the lowest expression where two sets differ, the one that has it
/// comes first.
bool groupsBefore(GroupingMask a, GroupingMask b)
{
    const GroupingMask differ = a ^ b;
    return differ != 0 && (a & (differ & (~differ + 1))) != 0;
}

/// Flink's expand id of a set: a bit per expression the set leaves out, expression 0 highest.
std::int64_t expandIdOf(GroupingMask members, int expressions)
{
    std::int64_t id = 0;
    for (int i = 0; i < expressions; ++i) {
        if (!(members >> i & 1))
            id |= std::int64_t{1} << (expressions - 1 - i);
    }
    return id;
}

std::string describeSet(GroupingMask members, const std::vector<std::string> &names)
{
    std::string text = "(";
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (members >> i & 1)
            text += (text.size() > 1 ? ", " : "") + names[i];
    }
    return text + ")";
}

} // namespace

GroupingSetPlan planGroupingSets(std::vector<GroupingMask> sets, const std::vector<std::string> &names)
{
    GroupingSetPlan plan;
    const int expressions = static_cast<int>(names.size());
    const GroupingMask all = expressions >= 64 ? ~GroupingMask{0} : (GroupingMask{1} << expressions) - 1;
    std::stable_sort(sets.begin(), sets.end(), groupsBefore);
    std::vector<std::pair<GroupingMask, std::int64_t>> counted; // distinct sets, in order
    for (GroupingMask set : sets) {
        if (!counted.empty() && counted.back().first == set)
            ++counted.back().second;
        else
            counted.emplace_back(set, 1);
    }
    if (counted.size() == 1 && counted[0].second == 1 && counted[0].first == all)
        return plan; // a plain GROUP BY
    std::int64_t repeats = 0;
    for (const auto &[set, count] : counted)
        repeats = std::max(repeats, count - 1);
    // The n-th repeats as Flink plans them (GroupingSetPlan): a branch of one set of fewer than
    // all the expressions keeps them all.
    std::vector<std::int64_t> keepAllFrom(counted.size(), repeats + 1);
    for (std::int64_t k = 1; k <= repeats; ++k) {
        std::size_t only = counted.size(), inBranch = 0;
        for (std::size_t i = 0; i < counted.size(); ++i) {
            if (counted[i].second > k) {
                only = i;
                ++inBranch;
            }
        }
        if (inBranch != 1 || counted[only].first == all)
            continue;
        keepAllFrom[only] = std::min(keepAllFrom[only], k);
        if (!plan.errorWithoutGrouping)
            plan.errorWithoutGrouping =
                sluice::Engine::tr("GROUPING SETS are currently not supported: Flink plans repeat %1 of grouping set "
                                   "%2 as an aggregation of its own, which it cannot do by fewer than all the "
                                   "grouping expressions (unless the query calls GROUPING or GROUPING_ID)")
                    .arg(k)
                    .arg(describeSet(counted[only].first, names));
    }
    int repeatBits = 0;
    while (repeats >> repeatBits)
        ++repeatBits;
    if (expressions + repeatBits > 63) {
        plan.error = sluice::Engine::tr("group count must be less than 64.");
        return plan;
    }
    for (std::size_t i = 0; i < counted.size(); ++i) {
        const GroupingMask set = counted[i].first;
        for (std::int64_t d = 0; d < counted[i].second; ++d) {
            const GroupingMask kept = d >= keepAllFrom[i] ? all : set;
            plan.sets.push_back({set, kept, d, expandIdOf(kept, expressions) | d << expressions});
        }
    }
    return plan;
}

std::int64_t groupingValue(GroupingMask members, const std::vector<int> &arguments)
{
    std::int64_t value = 0;
    for (int a : arguments)
        value = (value << 1) + ((members >> a & 1) ? 0 : 1);
    return value;
}

bool groupedInEverySet(const std::vector<GroupingSet> &sets, int expression)
{
    return std::all_of(sets.begin(), sets.end(),
                       [&](const GroupingSet &s) { return (s.kept >> expression & 1) != 0; });
}

} // namespace sluice::plan
