// translations/engine_docs.cpp lists every description of the engine's registries for lupdate:
// this test fails when it is out of date, and rewrites it when SLUICE_UPDATE_ENGINE_DOCS is set
// (`ninja update_engine_docs`).

#include <sluice/option_docs.h>

#include <QtTest>

#include <fstream>
#include <set>
#include <sstream>

using namespace sluice;

namespace {

const char *const kCatalogue = SLUICE_SOURCE_DIR "/translations/engine_docs.cpp";

std::string cLiteral(const std::string &text)
{
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        default: out.push_back(c);
        }
    }
    return out + "\"";
}

std::string catalogue()
{
    std::string out =
        "// Generated from the engine's registries by `ninja -C build update_engine_docs`; do not edit.\n"
        "// Never compiled: lupdate reads it, so that the app shows the descriptions of options,\n"
        "// connectors, formats, functions and hints in the user's language (translatedDoc()).\n"
        "\n"
        "static const char *const kEngineDocs[] = {\n";
    for (const std::string &text : documentationTexts())
        out += "    QT_TRANSLATE_NOOP(\"sluice::Docs\", " + cLiteral(text) + "),\n";
    return out + "};\n";
}

} // namespace

class EngineDocsCatalogueTest : public QObject {
    Q_OBJECT

private slots:
    void theCatalogueListsEveryDescription()
    {
        const std::string expected = catalogue();
        if (qEnvironmentVariableIsSet("SLUICE_UPDATE_ENGINE_DOCS")) {
            std::ofstream(kCatalogue, std::ios::binary) << expected;
            return;
        }
        std::ifstream in(kCatalogue, std::ios::binary);
        std::stringstream current;
        current << in.rdbuf();
        QVERIFY2(current.str() == expected,
                 "translations/engine_docs.cpp is out of date: run `ninja -C build update_engine_docs`, "
                 "then `ninja -C build update_translations` and translate what is new");
    }

    void everyRegistryContributes()
    {
        const std::vector<std::string> texts = documentationTexts();
        const auto has = [&](std::string_view needle) {
            return std::any_of(texts.begin(), texts.end(),
                               [&](const std::string &t) { return t.find(needle) != std::string::npos; });
        };
        QVERIFY(texts.size() > 400);
        QVERIFY(has("absolute value")); // a function
        QVERIFY(has("mini-batch") || has("Mini-batch")); // a job option
        QVERIFY(std::set<std::string>(texts.begin(), texts.end()).size() == texts.size());
    }
};

QTEST_GUILESS_MAIN(EngineDocsCatalogueTest)
#include "engine_docs_catalogue_test.moc"
