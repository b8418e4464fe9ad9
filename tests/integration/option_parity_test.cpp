// Sluice's option registry against the options the real Flink 1.20 defines (read from its jars
// by the Flink oracle): every connector and format option Flink has must be known to Sluice,
// and every one Sluice knows must exist in Flink, or `check` would refuse what Flink accepts or
// accept what Flink refuses. SET keys must exist in Flink, their deprecated spellings must be
// Flink's fallback keys, and their defaults must be Flink's. Differences still open are listed,
// each with its reason, in tests/flink/option_known.txt; the test fails on any other, and on a
// listed one that is gone.

#include "flink_oracle.h"
#include "known_list.h"

#include <sluice/config_values.h>
#include <sluice/connector_options.h>
#include <sluice/option_registry.h>

#include <nlohmann/json.hpp>

#include <QtTest>

#include <map>
#include <set>

using namespace sluice;
using namespace sluice::difftest;
using Json = nlohmann::json;

namespace {

std::set<std::string> flinkKeys(const Json &factory, const std::string &prefix = {})
{
    std::set<std::string> keys;
    for (const char *list : {"required", "optional"})
        for (const Json &o : factory.value(list, Json::array()))
            keys.insert(prefix + o.value("key", std::string()));
    return keys;
}

bool sluiceKnows(const std::vector<OptionSpec> &specs, const std::string &key)
{
    for (const OptionSpec &s : specs)
        if (s.key == key || s.matches(key))
            return true;
    return false;
}

// Flink's default as Sluice would print it: ISO-8601 durations (PT30M) become milliseconds.
std::optional<std::string> comparable(const OptionSpec &spec, std::string text)
{
    if (spec.type == OptionType::Duration) {
        if (text.rfind("PT", 0) == 0 || text.rfind("P", 0) == 0) {
            // PT1H30M5.5S, P1D: Flink's Duration.toString().
            double ms = 0, number = 0, fraction = 0, scale = 1;
            bool time = false, inFraction = false;
            for (std::size_t i = 1; i < text.size(); ++i) {
                const char c = text[i];
                if (c == 'T') { time = true; continue; }
                if (c >= '0' && c <= '9') {
                    if (inFraction) { scale /= 10; fraction += (c - '0') * scale; }
                    else number = number * 10 + (c - '0');
                    continue;
                }
                if (c == '.') { inFraction = true; continue; }
                const double v = number + fraction;
                if (c == 'D') ms += v * 86400000;
                else if (c == 'H' && time) ms += v * 3600000;
                else if (c == 'M' && time) ms += v * 60000;
                else if (c == 'S' && time) ms += v * 1000;
                number = fraction = 0; scale = 1; inFraction = false;
            }
            return std::to_string(static_cast<long long>(ms)) + " ms";
        }
        if (auto d = parseDuration(text))
            return std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(*d).count()) + " ms";
        return text;
    }
    if (spec.type == OptionType::MemorySize) {
        if (auto m = parseMemorySize(text))
            return std::to_string(*m) + " bytes";
        return text;
    }
    if (spec.type == OptionType::Double) {
        if (auto d = parseDouble(text))
            return std::to_string(*d);
    }
    for (char &c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::map<std::string, std::string> readKnown(const std::string &path)
{
    std::map<std::string, std::string> known;
    for (const KnownListEntry &e : readKnownList(path, 2))
        known[e.fields[0]] = e.fields.size() > 1 ? e.fields[1] : "";
    return known;
}

} // namespace

class OptionParityTest : public QObject {
    Q_OBJECT

private slots:
    void registryMatchesFlinksOptions()
    {
        std::string error;
        auto flink = FlinkOracle::start(SLUICE_FLINK_ORACLE_ARGS, error);
        QVERIFY2(flink, error.c_str());
        const std::string text = flink->optionCatalog(error);
        QVERIFY2(!text.empty(), error.c_str());
        const Json catalog = Json::parse(text, nullptr, false);
        QVERIFY(!catalog.is_discarded());

        // Each difference as one line "what | subject", compared with the known list.
        std::vector<std::string> found;
        int compared = 0;
        for (const ConnectorSpec &c : connectorSpecs()) {
            if (!catalog["connectors"].contains(c.name)) {
                found.push_back("connector " + c.name + " | not a Flink connector");
                continue;
            }
            const std::set<std::string> keys = flinkKeys(catalog["connectors"][c.name]);
            for (const std::string &k : keys) {
                ++compared;
                if (!sluiceKnows(c.options, k))
                    found.push_back("connector " + c.name + " option " + k + " | Flink has it, Sluice refuses it");
            }
            for (const OptionSpec &s : c.options) {
                // Pass-through prefixes: Flink's Kafka factories hand every properties.* key to
                // the client without listing it.
                if (s.key.back() == '*' || s.key.rfind("properties.", 0) == 0)
                    continue;
                if (!keys.count(s.key))
                    found.push_back("connector " + c.name + " option " + s.key +
                                    " | Sluice accepts it, Flink refuses it");
            }
        }
        for (const FormatSpec &f : formatSpecs()) {
            if (!catalog["formats"].contains(f.name)) {
                found.push_back("format " + f.name + " | not a Flink format");
                continue;
            }
            const std::set<std::string> keys = flinkKeys(catalog["formats"][f.name], f.name + ".");
            for (const std::string &k : keys) {
                ++compared;
                if (!sluiceKnows(f.options, k))
                    found.push_back("format " + f.name + " option " + k + " | Flink has it, Sluice refuses it");
            }
            for (const OptionSpec &s : f.options)
                if (!keys.count(s.key))
                    found.push_back("format " + f.name + " option " + s.key +
                                    " | Sluice accepts it, Flink refuses it");
        }
        std::map<std::string, Json> config;
        std::map<std::string, std::string> fallbackOf; // Flink's deprecated key -> its key
        for (const Json &o : catalog["config"]) {
            const std::string key = o.value("key", std::string());
            config.emplace(key, o);
            for (const Json &k : o.value("fallbackKeys", Json::array())) {
                const std::string fallback = k.get<std::string>();
                fallbackOf.emplace(fallback.substr(0, fallback.find(' ')), key);
            }
        }
        for (const OptionSpec &s : OptionRegistry::instance().all()) {
            ++compared;
            const auto it = config.find(s.key);
            if (it == config.end()) {
                const auto renamed = fallbackOf.find(s.key);
                found.push_back("SET " + s.key + (renamed != fallbackOf.end()
                                                      ? " | Flink's fallback spelling of " + renamed->second
                                                      : " | not a key of Flink's option classes"));
                continue;
            }
            std::set<std::string> fallbacks;
            for (const Json &k : it->second.value("fallbackKeys", Json::array())) {
                std::string key = k.get<std::string>();
                fallbacks.insert(key.substr(0, key.find(' ')));
            }
            for (const std::string &alias : s.deprecatedKeys)
                if (!fallbacks.count(alias))
                    found.push_back("SET " + s.key + " alias " + alias + " | not one of Flink's fallback keys");
            const bool flinkHasDefault = it->second.contains("default");
            if (flinkHasDefault != s.defaultValue.has_value()) {
                found.push_back("SET " + s.key + " default | Flink " +
                                (flinkHasDefault ? it->second["default"].get<std::string>() : "none") +
                                ", Sluice " + s.defaultValue.value_or("none"));
            } else if (flinkHasDefault &&
                       comparable(s, it->second["default"].get<std::string>()) != comparable(s, *s.defaultValue)) {
                found.push_back("SET " + s.key + " default | Flink " + it->second["default"].get<std::string>() +
                                ", Sluice " + *s.defaultValue);
            }
        }

        const std::map<std::string, std::string> known =
            readKnown(SLUICE_SOURCE_DIR "/tests/flink/option_known.txt");
        std::vector<std::string> unlisted;
        std::set<std::string> seen;
        for (const std::string &f : found) {
            const std::string what = f.substr(0, f.find(" | "));
            seen.insert(what);
            if (!known.count(what))
                unlisted.push_back(f);
        }
        std::vector<std::string> stale;
        for (const auto &[what, reason] : known)
            if (!seen.count(what))
                stale.push_back(what);
        std::string summary = "option parity with Flink " + flink->flinkVersion() + ": " +
                              std::to_string(compared) + " options compared, " +
                              std::to_string(found.size()) + " differences (" +
                              std::to_string(found.size() - unlisted.size()) + " listed)\n";
        for (const std::string &u : unlisted)
            summary += "  UNLISTED: " + u + "\n";
        for (const std::string &s : stale)
            summary += "  STALE (no longer differs; remove it from tests/flink/option_known.txt): " + s + "\n";
        std::fprintf(stderr, "%s", summary.c_str());
        QVERIFY2(unlisted.empty() && stale.empty(), summary.c_str());
    }
};

QTEST_GUILESS_MAIN(OptionParityTest)
#include "option_parity_test.moc"
