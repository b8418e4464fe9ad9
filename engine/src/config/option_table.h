#pragma once

#include <sluice/option_registry.h>

#include <chrono>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace sluice::detail {

/// Terse construction of OptionSpec rows for the option tables.
class OptionBuilder {
public:
    OptionBuilder(std::string key, OptionType type, OptionCategory category, OptionScope scope)
    {
        m_spec.key = std::move(key);
        m_spec.type = type;
        m_spec.category = category;
        m_spec.scope = scope;
    }

    OptionBuilder &def(std::string value)
    {
        m_spec.defaultValue = std::move(value);
        return *this;
    }
    OptionBuilder &desc(std::string text)
    {
        m_spec.description = std::move(text);
        return *this;
    }
    OptionBuilder &alias(std::string key)
    {
        m_spec.deprecatedKeys.push_back(std::move(key));
        return *this;
    }
    OptionBuilder &values(std::initializer_list<const char *> values)
    {
        for (const char *v : values)
            m_spec.enumValues.emplace_back(v);
        return *this;
    }
    OptionBuilder &valueAlias(std::string alias, std::string canonical)
    {
        m_spec.enumAliases.emplace_back(std::move(alias), std::move(canonical));
        return *this;
    }
    OptionBuilder &min(double lo)
    {
        m_spec.minValue = lo;
        return *this;
    }
    OptionBuilder &max(double hi)
    {
        m_spec.maxValue = hi;
        return *this;
    }
    OptionBuilder &range(double lo, double hi) { return min(lo).max(hi); }
    OptionBuilder &minDuration(std::chrono::nanoseconds d)
    {
        m_spec.minDuration = d;
        return *this;
    }
    OptionBuilder &orMinusOne()
    {
        m_spec.allowMinusOne = true;
        return *this;
    }
    OptionBuilder &unit(std::string hint)
    {
        m_spec.unitHint = std::move(hint);
        return *this;
    }
    OptionBuilder &required()
    {
        m_spec.required = true;
        return *this;
    }
    OptionBuilder &legacy()
    {
        m_spec.deprecated = true;
        return *this;
    }
    OptionBuilder &since(std::string version)
    {
        m_spec.since = std::move(version);
        return *this;
    }

    OptionSpec build() { return std::move(m_spec); }

private:
    OptionSpec m_spec;
};

/// table.* options: state, mini-batch, sinks, sources, Hive/filesystem sources, optimizer.
void addTableOptions(std::vector<OptionSpec> &out);
/// Cluster-level options: execution, checkpointing, restart, state backend, resources.
void addRuntimeOptions(std::vector<OptionSpec> &out);

} // namespace sluice::detail
