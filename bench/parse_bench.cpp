// Parse benchmark: generates a Flink SQL script of N lines (10,000 by default) mixing DDL, SET,
// joins with hints, window aggregations and Top-N queries, then times tokenize() and
// parseScript() over it, then the whole checkScript() the editor runs. Prints milliseconds; the best of several runs is the figure to quote.
//
//   parse_bench [lines] [runs]

#include "sql/parser.h"

#include <sluice/script.h>
#include <sluice/sql_tokens.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

std::string makeScript(int targetLines)
{
    std::string script;
    for (int i = 0; std::count(script.begin(), script.end(), '\n') < targetLines; ++i) {
        const std::string n = std::to_string(i);
        script += "-- block " + n +
                  "\n"
                  "SET 'table.exec.state.ttl' = '" +
                  std::to_string(i % 24 + 1) +
                  "h';\n"
                  "set table.exec.mini-batch.allow-latency = '200 ms';\n"
                  "CREATE TABLE src_" +
                  n +
                  " (\n"
                  "  id BIGINT NOT NULL,\n"
                  "  user_id VARCHAR(64),\n"
                  "  price DECIMAL(10, 2),\n"
                  "  tags ARRAY<STRING>,\n"
                  "  attrs MAP<STRING, ROW<k STRING, v INT>>,\n"
                  "  ts TIMESTAMP(3),\n"
                  "  pt AS PROCTIME(),\n"
                  "  off BIGINT METADATA FROM 'offset' VIRTUAL,\n"
                  "  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,\n"
                  "  PRIMARY KEY (id) NOT ENFORCED\n"
                  ") WITH (\n"
                  "  'connector' = 'kafka',\n"
                  "  'topic' = 'topic_" +
                  n +
                  "',\n"
                  "  'properties.bootstrap.servers' = 'localhost:9092',\n"
                  "  'format' = 'json'\n"
                  ");\n"
                  "INSERT INTO sink_" +
                  n +
                  "\n"
                  "SELECT /*+ STATE_TTL('s'='1d') */ s.user_id, UPPER(d.name) AS name,\n"
                  "       CASE WHEN s.price > 100 THEN 'big' ELSE 'small' END AS size,\n"
                  "       COUNT(DISTINCT s.id) FILTER (WHERE s.price BETWEEN 1 AND 50) AS cnt\n"
                  "FROM src_" +
                  n +
                  " AS s\n"
                  "  LEFT JOIN /*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='120S') */\n"
                  "  dim AS d ON s.user_id = d.user_id AND d.kind IN ('a', 'b', 'c')\n"
                  "WHERE s.user_id IS NOT NULL AND s.user_id LIKE 'u%'\n"
                  "GROUP BY s.user_id, d.name, s.price;\n"
                  "SELECT window_start, window_end, SUM(price) AS total\n"
                  "FROM TABLE(TUMBLE(TABLE src_" +
                  n +
                  ", DESCRIPTOR(ts), INTERVAL '10' MINUTES))\n"
                  "GROUP BY window_start, window_end;\n"
                  "SELECT * FROM (\n"
                  "  SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY price DESC) AS rn\n"
                  "  FROM src_" +
                  n +
                  ")\n"
                  "WHERE rn <= 3;\n";
    }
    return script;
}

double millisSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

int main(int argc, char **argv)
{
    const int lines = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10000;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 10;
    const std::string script = makeScript(lines);
    const auto lineCount = std::count(script.begin(), script.end(), '\n');

    double bestTokenize = 1e300;
    double bestParse = 1e300;
    double bestCheck = 1e300; // parse + bind + plan + advisor: what the editor runs as you type
    std::size_t checkFindings = 0;
    std::size_t tokens = 0;
    std::size_t statements = 0;
    std::size_t diagnostics = 0;
    for (int r = 0; r < runs; ++r) {
        auto start = std::chrono::steady_clock::now();
        tokens = sluice::tokenize(script).size();
        bestTokenize = std::min(bestTokenize, millisSince(start));
        start = std::chrono::steady_clock::now();
        const sluice::sql::ParseResult result = sluice::sql::parseScript(script);
        bestParse = std::min(bestParse, millisSince(start));
        statements = result.script.statements.size();
        diagnostics = result.diagnostics.size();
        start = std::chrono::steady_clock::now();
        const sluice::CheckResult checked = sluice::checkScript(script);
        bestCheck = std::min(bestCheck, millisSince(start));
        checkFindings = checked.diagnostics.size();
    }
    std::printf("script: %ld lines, %zu bytes, %zu tokens, %zu statements, %zu diagnostics\n",
                static_cast<long>(lineCount), script.size(), tokens, statements, diagnostics);
    std::printf("tokenize: %.2f ms (best of %d)\n", bestTokenize, runs);
    std::printf("parseScript (lex + parse + AST): %.2f ms (best of %d)\n", bestParse, runs);
    std::printf("checkScript (parse + bind + plan + advisor, %zu findings): %.2f ms (best of %d)\n",
                checkFindings, bestCheck, runs);
    return diagnostics == 0 ? 0 : 1;
}
