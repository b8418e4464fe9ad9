#include <sluice/option_docs.h>

#include <nlohmann/json.hpp>

#include <QTest>

#include <set>
#include <string>

using namespace sluice;

class OptionDocsTest : public QObject {
    Q_OBJECT
private slots:
    void parsesFormatNames()
    {
        QCOMPARE(parseOptionDocFormat("text"), std::optional(OptionDocFormat::Text));
        QCOMPARE(parseOptionDocFormat("markdown"), std::optional(OptionDocFormat::Markdown));
        QCOMPARE(parseOptionDocFormat("md"), std::optional(OptionDocFormat::Markdown));
        QCOMPARE(parseOptionDocFormat("json"), std::optional(OptionDocFormat::Json));
        QVERIFY(!parseOptionDocFormat("yaml").has_value());
    }

    void jsonHasOneObjectPerOptionWithEveryField()
    {
        const auto doc =
            nlohmann::json::parse(renderOptionDocs(OptionDocFormat::Json), nullptr, false);
        QVERIFY(!doc.is_discarded());
        QVERIFY(doc.is_array());
        const auto &all = OptionRegistry::instance().all();
        QCOMPARE(doc.size(), all.size());
        for (const char *field :
             {"key", "deprecatedKeys", "type", "default", "description", "enumValues",
              "enumAliases", "min", "max", "minDuration", "allowMinusOne", "category", "scope",
              "unit", "required", "deprecated", "since", "setQuoting"}) {
            for (const auto &o : doc)
                QVERIFY2(o.contains(field), field);
        }
        std::set<std::string> keys;
        for (const auto &o : doc)
            keys.insert(o["key"].get<std::string>());
        QCOMPARE(keys.size(), all.size());

        for (const auto &o : doc) {
            if (o["key"] == "state.backend.type") {
                QCOMPARE(o["deprecatedKeys"][0].get<std::string>(), std::string("state.backend"));
                QCOMPARE(o["type"].get<std::string>(), std::string("Enum"));
                QCOMPARE(o["default"].get<std::string>(), std::string("hashmap"));
                QCOMPARE(o["category"].get<std::string>(), std::string("State"));
                QCOMPARE(o["scope"].get<std::string>(), std::string("engine"));
                QCOMPARE(o["enumValues"].size(), std::size_t(2));
            }
            if (o["key"] == "execution.checkpointing.interval") {
                QVERIFY(o["default"].is_null());
                QCOMPARE(o["minDuration"].get<std::string>(), std::string("10 ms"));
                QCOMPARE(o["setQuoting"].get<std::string>(), std::string("single-quoted"));
            }
            if (o["key"] == "pipeline.max-parallelism") {
                QCOMPARE(o["max"].get<double>(), 32768.0);
                QVERIFY(o["allowMinusOne"].get<bool>());
                QCOMPARE(o["setQuoting"].get<std::string>(), std::string("bare"));
            }
            if (o["key"] == "restart-strategy.type")
                QCOMPARE(o["enumAliases"]["fixeddelay"].get<std::string>(),
                         std::string("fixed-delay"));
        }
    }

    void markdownHasASectionPerCategory()
    {
        const std::string md = renderOptionDocs(OptionDocFormat::Markdown);
        for (OptionCategory c : jobOptionCategories())
            QVERIFY2(md.find(std::string("\n## ") + optionCategoryName(c) + "\n") !=
                         std::string::npos,
                     optionCategoryName(c));
        QVERIFY(md.find("| `table.exec.state.ttl` | Duration | `0 ms` | engine |") !=
                std::string::npos);
        // One table row per option.
        std::size_t rows = 0;
        for (std::size_t p = md.find("\n| `"); p != std::string::npos; p = md.find("\n| `", p + 1))
            ++rows;
        QCOMPARE(rows, OptionRegistry::instance().all().size());
    }

    void textListsEveryKeyWithinWidth()
    {
        const std::string text = renderOptionDocs(OptionDocFormat::Text);
        for (const OptionSpec &s : OptionRegistry::instance().all())
            QVERIFY2(text.find("\n" + s.key + "  (") != std::string::npos, s.key.c_str());
        QVERIFY(text.find("== Hive/filesystem source ==") != std::string::npos);
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = text.find('\n', start);
            if (end == std::string::npos)
                end = text.size();
            const std::string line = text.substr(start, end - start);
            // Wrapped description lines stay within 100 columns (headers may hold a long key).
            if (line.rfind("    ", 0) == 0)
                QVERIFY2(line.size() <= 100, line.c_str());
            start = end + 1;
        }
    }
};

QTEST_GUILESS_MAIN(OptionDocsTest)
#include "option_docs_test.moc"
