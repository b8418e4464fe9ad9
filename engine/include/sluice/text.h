#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// A user-facing text of the engine (a diagnostic, a run error): an English template with
/// placeholders %1, %2, … and the values that fill them. The engine has no catalogue of its own:
/// the command line prints english(), and the app translates source() through its Qt catalogue
/// (context "sluice::Engine") before it fills in the arguments, so the same failure reads in the
/// user's language there. A value that is itself a Text (a phrase such as "an expression") is
/// translated as well; plain values (names, numbers, SQL) are not.
class Text {
public:
    Text() = default;
    /// A text that is not translated: a name, SQL, a peer's or the system's own message.
    Text(std::string verbatim) : m_source(std::move(verbatim)) {} // NOLINT: implicit by design
    Text(const char *verbatim) : m_source(verbatim) {}            // NOLINT: implicit by design

    /// Fills the next placeholder (%1 first) with a plain value.
    Text &arg(std::string_view value) &;
    Text &&arg(std::string_view value) && { return std::move(arg(value)); }
    Text &arg(const char *value) & { return arg(std::string_view(value)); }
    Text &&arg(const char *value) && { return std::move(arg(std::string_view(value))); }
    Text &arg(const std::string &value) & { return arg(std::string_view(value)); }
    Text &&arg(const std::string &value) && { return std::move(arg(std::string_view(value))); }
    /// Fills the next placeholder with a phrase that is translated too.
    Text &arg(Text phrase) &;
    Text &&arg(Text phrase) && { return std::move(arg(std::move(phrase))); }
    template <std::integral T>
        requires(!std::same_as<T, bool> && !std::same_as<T, char>)
    Text &arg(T value) &
    {
        return arg(std::string_view(std::to_string(value)));
    }
    template <std::integral T>
        requires(!std::same_as<T, bool> && !std::same_as<T, char>)
    Text &&arg(T value) &&
    {
        return std::move(arg(std::string_view(std::to_string(value))));
    }

    /// The template (translatable) or the verbatim text.
    const std::string &source() const { return m_source; }
    bool translatable() const { return m_translatable; }
    /// The values of %1, %2, … in order.
    const std::vector<Text> &args() const { return m_args; }
    bool empty() const { return m_source.empty(); }

    /// The text in English, placeholders filled.
    std::string english() const;

    friend bool operator==(const Text &, const Text &) = default;

private:
    friend class Engine;
    std::string m_source;
    bool m_translatable = false;
    std::vector<Text> m_args;
};

/// The marker of the engine's translatable texts: sluice::Engine::tr("unknown column '%1'").arg(name).
/// lupdate finds these calls in the engine's sources. Always write the qualified name: lupdate
/// names the context after what is written where it cannot resolve the class, and the app looks
/// the texts up under "sluice::Engine".
class Engine {
public:
    static Text tr(const char *english);
};

/// Fills %1, %2, … of `pattern` with `values` (a missing value leaves its placeholder; a % not
/// followed by a digit 1-9 stays as it is), in one pass: a value containing "%1" is not filled
/// again.
std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string> &values);

} // namespace sluice
