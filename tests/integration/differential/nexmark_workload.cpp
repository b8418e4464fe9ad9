#include "nexmark_workload.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#ifndef SLUICE_NEXMARK_DIR
#define SLUICE_NEXMARK_DIR ""
#endif

namespace sluice::difftest {
namespace {

void replaceAll(std::string &text, const std::string &from, const std::string &to)
{
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
}

// The nexmark table's columns, as ddl_gen.sql declares them.
const char *const kEventColumns = R"(
    event_type INT,
    person ROW<id BIGINT, name VARCHAR, emailAddress VARCHAR, creditCard VARCHAR, city VARCHAR,
               state VARCHAR, `dateTime` TIMESTAMP(3), extra VARCHAR>,
    auction ROW<id BIGINT, itemName VARCHAR, description VARCHAR, initialBid BIGINT,
                reserve BIGINT, `dateTime` TIMESTAMP(3), expires TIMESTAMP(3), seller BIGINT,
                category BIGINT, extra VARCHAR>,
    bid ROW<auction BIGINT, bidder BIGINT, price BIGINT, channel VARCHAR, url VARCHAR,
            `dateTime` TIMESTAMP(3), extra VARCHAR>
)";

std::string jsonFilesOptions(const std::string &dir)
{
    return "'connector' = 'filesystem', 'path' = '" + dir + "', 'format' = 'json'";
}

} // namespace

std::string nexmarkDir()
{
    if (const char *env = std::getenv("SLUICE_NEXMARK_DIR"); env && *env)
        return env;
    return SLUICE_NEXMARK_DIR;
}

std::optional<std::string> readNexmarkFile(const std::string &name, std::string &error)
{
    const std::string path = nexmarkDir() + "/" + name;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read " + path +
                " (the upstream Nexmark query files; set SLUICE_NEXMARK_DIR to their folder)";
        return std::nullopt;
    }
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string nexmarkSourceDdl(const std::string &ddlGen, const NexmarkWorkload &workload,
                             const std::string &eventsDir)
{
    std::string ddl = ddlGen;
    replaceAll(ddl, "${TPS}", std::to_string(workload.rate));
    replaceAll(ddl, "${EVENTS_NUM}", std::to_string(workload.events));
    replaceAll(ddl, "${PERSON_PROPORTION}", "1");
    replaceAll(ddl, "${AUCTION_PROPORTION}", "3");
    replaceAll(ddl, "${BID_PROPORTION}", "46");
    if (!eventsDir.empty()) {
        // The last WITH ( ... ) of the statement holds the connector's options.
        const std::size_t with = ddl.rfind("WITH (");
        const std::size_t close = ddl.find(')', with);
        if (with != std::string::npos && close != std::string::npos)
            ddl.replace(with, close - with + 1, "WITH (" + jsonFilesOptions(eventsDir) + ")");
    }
    return ddl;
}

std::string nexmarkExportJob(const std::string &ddlGen, const NexmarkWorkload &workload,
                             const std::string &dir)
{
    return nexmarkSourceDdl(ddlGen, workload) + "\nCREATE TABLE nexmark_events (" + kEventColumns +
           ") WITH (" + jsonFilesOptions(dir) +
           ");\nINSERT INTO nexmark_events SELECT event_type, person, auction, bid FROM datagen;\n";
}

bool writeNexmarkSideInput(const NexmarkQueryPlaces &places)
{
    std::error_code ignored;
    std::filesystem::create_directories(places.flinkHome + "/data", ignored);
    std::ofstream side(places.flinkHome + "/data/side_input.txt");
    for (int k = 0; k < 10000; ++k)
        side << k << ",side-" << k << "\n";
    side.close();
    return static_cast<bool>(side);
}

std::string nexmarkQueryScript(const std::string &sourceDdl, const std::string &views,
                               const std::string &query, const NexmarkQueryPlaces &places)
{
    std::string v = views;
    replaceAll(v, "${NEXMARK_TABLE}", "datagen");
    std::string q = query;
    replaceAll(q, "${NEXMARK_DIR}", places.outputDir);
    replaceAll(q, "${SUBMIT_TIME}", "run");
    replaceAll(q, "${FLINK_HOME}", places.flinkHome);
    if (places.printSinks)
        replaceAll(q, "'connector' = 'blackhole'", "'connector' = 'print'");
    return sourceDdl + "\n" + v + "\n" + q;
}

std::string nexmarkWithoutUdf(std::string query)
{
    const std::string create = "CREATE FUNCTION count_char AS 'com.github.nexmark.flink.udf.CountChar';";
    if (auto at = query.find(create); at != std::string::npos)
        query.erase(at, create.size());
    const std::string call = "count_char(extra, 'c')";
    if (auto at = query.find(call); at != std::string::npos)
        query.replace(at, call.size(), "CHAR_LENGTH(extra) - CHAR_LENGTH(REPLACE(extra, 'c', ''))");
    return query;
}

std::string nexmarkGeneratorOnlyJob(const std::string &ddlGen, const NexmarkWorkload &workload,
                                    const std::string &eventsDir)
{
    return nexmarkSourceDdl(ddlGen, workload, eventsDir) + "\nCREATE TABLE nexmark_events (" + kEventColumns +
           ") WITH ('connector' = 'blackhole');\n"
           "INSERT INTO nexmark_events SELECT event_type, person, auction, bid FROM datagen;\n";
}

} // namespace sluice::difftest
