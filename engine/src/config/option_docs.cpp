#include <sluice/option_docs.h>

#include <sluice/config_values.h>

#include <nlohmann/json.hpp>

#include <sstream>

namespace sluice {

namespace {

constexpr std::size_t kTextWidth = 100;

std::string defaultText(const OptionSpec &spec)
{
    return spec.defaultValue ? (spec.defaultValue->empty() ? "''" : *spec.defaultValue) : "(none)";
}

std::string numberText(double v)
{
    std::ostringstream out;
    out << v;
    return out.str();
}

std::string joined(const std::vector<std::string> &items, const char *sep)
{
    std::string out;
    for (const std::string &s : items)
        out += (out.empty() ? "" : sep) + s;
    return out;
}

/// "values: a | b", "range: 1..32768 or -1", "at least 10 ms" — the constraint line of a spec.
std::string constraintText(const OptionSpec &spec)
{
    std::vector<std::string> parts;
    if (!spec.enumValues.empty()) {
        std::string values = "values: " + joined(spec.enumValues, " | ");
        for (const auto &[alias, canonical] : spec.enumAliases)
            values += " (" + alias + " = " + canonical + ")";
        parts.push_back(values);
    }
    if (spec.minValue && spec.maxValue)
        parts.push_back("range: " + numberText(*spec.minValue) + ".." + numberText(*spec.maxValue));
    else if (spec.minValue)
        parts.push_back("at least " + numberText(*spec.minValue));
    else if (spec.maxValue)
        parts.push_back("at most " + numberText(*spec.maxValue));
    if (spec.allowMinusOne)
        parts.push_back("or -1");
    if (spec.minDuration)
        parts.push_back("at least " + formatDuration(*spec.minDuration));
    if (!spec.unitHint.empty())
        parts.push_back("unit: " + spec.unitHint);
    if (!spec.deprecatedKeys.empty())
        parts.push_back("deprecated keys: " + joined(spec.deprecatedKeys, ", "));
    if (spec.deprecated)
        parts.push_back("legacy key");
    if (spec.required)
        parts.push_back("required");
    if (!spec.since.empty())
        parts.push_back("since Flink " + spec.since);
    return joined(parts, "; ");
}

void appendWrapped(std::string &out, std::string_view text, std::string_view indent)
{
    std::string line(indent);
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find(' ', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view word = text.substr(pos, end - pos);
        if (line.size() > indent.size() && line.size() + 1 + word.size() > kTextWidth) {
            out += line + "\n";
            line = std::string(indent);
        }
        if (line.size() > indent.size())
            line += ' ';
        line += word;
        pos = end + 1;
    }
    if (line.size() > indent.size())
        out += line + "\n";
}

std::string renderText(const std::vector<const OptionSpec *> &options)
{
    std::string out;
    bool first = true;
    OptionCategory current{};
    for (const OptionSpec *spec : options) {
        if (first || spec->category != current) {
            out += std::string(first ? "" : "\n") + "== " + optionCategoryName(spec->category) +
                   " ==\n";
            current = spec->category;
            first = false;
        }
        out += "\n" + spec->key + "  (" + optionTypeName(spec->type) + ", default " +
               defaultText(*spec) + ", " + optionScopeName(spec->scope) + ")\n";
        appendWrapped(out, spec->description, "    ");
        if (const std::string c = constraintText(*spec); !c.empty())
            appendWrapped(out, c, "    ");
    }
    return out;
}

std::string markdownCell(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n')
            out += ' ';
        else
            out += c;
    }
    return out;
}

std::string renderMarkdown(const std::vector<const OptionSpec *> &options)
{
    std::string out = "# Sluice options\n\nScope `engine`: the embedded engine applies the option. "
                      "Scope `flink-only`: kept for running the job on Flink; the engine "
                      "ignores it.\n";
    bool first = true;
    OptionCategory current{};
    for (const OptionSpec *spec : options) {
        if (first || spec->category != current) {
            out += std::string("\n## ") + optionCategoryName(spec->category) + "\n\n";
            out += "| Key | Type | Default | Scope | Description |\n";
            out += "|---|---|---|---|---|\n";
            current = spec->category;
            first = false;
        }
        std::string description = spec->description;
        if (const std::string c = constraintText(*spec); !c.empty())
            description += " (" + c + ")";
        out += "| `" + markdownCell(spec->key) + "` | " + optionTypeName(spec->type) + " | " +
               (spec->defaultValue ? "`" + markdownCell(defaultText(*spec)) + "`"
                                   : std::string("(none)")) +
               " | " + optionScopeName(spec->scope) + " | " + markdownCell(description) + " |\n";
    }
    return out;
}

nlohmann::ordered_json toJson(const OptionSpec &spec)
{
    nlohmann::ordered_json j;
    j["key"] = spec.key;
    j["deprecatedKeys"] = spec.deprecatedKeys;
    j["type"] = optionTypeName(spec.type);
    j["default"] =
        spec.defaultValue ? nlohmann::ordered_json(*spec.defaultValue) : nlohmann::ordered_json();
    j["description"] = spec.description;
    j["enumValues"] = spec.enumValues;
    nlohmann::ordered_json aliases = nlohmann::ordered_json::object();
    for (const auto &[alias, canonical] : spec.enumAliases)
        aliases[alias] = canonical;
    j["enumAliases"] = aliases;
    j["min"] = spec.minValue ? nlohmann::ordered_json(*spec.minValue) : nlohmann::ordered_json();
    j["max"] = spec.maxValue ? nlohmann::ordered_json(*spec.maxValue) : nlohmann::ordered_json();
    j["minDuration"] = spec.minDuration ? nlohmann::ordered_json(formatDuration(*spec.minDuration))
                                        : nlohmann::ordered_json();
    j["allowMinusOne"] = spec.allowMinusOne;
    j["category"] = optionCategoryName(spec.category);
    j["scope"] = optionScopeName(spec.scope);
    j["unit"] =
        spec.unitHint.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(spec.unitHint);
    j["required"] = spec.required;
    j["deprecated"] = spec.deprecated;
    j["since"] = spec.since.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(spec.since);
    j["setQuoting"] = setQuotingFor(spec.type) == SetQuoting::Bare ? "bare" : "single-quoted";
    return j;
}

} // namespace

std::optional<OptionDocFormat> parseOptionDocFormat(std::string_view name)
{
    if (name == "text")
        return OptionDocFormat::Text;
    if (name == "markdown" || name == "md")
        return OptionDocFormat::Markdown;
    if (name == "json")
        return OptionDocFormat::Json;
    return std::nullopt;
}

std::string renderOptions(const std::vector<const OptionSpec *> &options, OptionDocFormat format)
{
    switch (format) {
    case OptionDocFormat::Text: return renderText(options);
    case OptionDocFormat::Markdown: return renderMarkdown(options);
    case OptionDocFormat::Json: {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const OptionSpec *spec : options)
            array.push_back(toJson(*spec));
        return array.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    }
    }
    return {};
}

std::string renderOptionDocs(OptionDocFormat format)
{
    std::vector<const OptionSpec *> options;
    for (const OptionSpec &spec : OptionRegistry::instance().all())
        options.push_back(&spec);
    return renderOptions(options, format);
}

} // namespace sluice
