// The descriptions the app translates, gathered from every registry.

#include <sluice/connector_options.h>
#include <sluice/functions.h>
#include <sluice/option_docs.h>
#include <sluice/sql_hints.h>

#include <unordered_set>

namespace sluice {

std::vector<std::string> documentationTexts()
{
    std::vector<std::string> texts;
    std::unordered_set<std::string> seen;
    const auto add = [&](std::string_view text) {
        if (!text.empty() && seen.emplace(text).second)
            texts.emplace_back(text);
    };
    for (const OptionSpec &spec : OptionRegistry::instance().all())
        add(spec.description);
    for (const ConnectorSpec &connector : connectorSpecs()) {
        add(connector.description);
        for (const OptionSpec &spec : connector.options)
            add(spec.description);
    }
    for (const FormatSpec &format : formatSpecs()) {
        add(format.description);
        for (const OptionSpec &spec : format.options)
            add(spec.description);
    }
    for (const FunctionInfo &function : builtinFunctions()) {
        add(function.returns);
        add(function.description);
        add(function.note);
    }
    for (const HintInfo &hint : sqlHints()) {
        add(hint.description);
        for (const auto &key : hint.keys)
            add(key.second);
    }
    return texts;
}

} // namespace sluice
