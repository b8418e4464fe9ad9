#pragma once

// The C++ side of the Flink oracle (tests/flink/): starts the real Apache Flink in one JVM
// (`java @oracle.args dev.sluice.oracle.FlinkOracle serve`), sends it job scripts and reads its
// answers, one JSON line each way. Tests only; the product never needs a JVM.

#include "changelog_table.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace sluice::difftest {

/// The rows one statement returned on Flink (a bare query, SHOW, DESCRIBE): its schema, and its
/// changes in the order Flink's collect() delivered them.
struct OracleResult {
    std::vector<std::string> columnNames;
    std::vector<std::string> columnTypes; ///< Flink's summary strings, e.g. `BIGINT NOT NULL`
    std::vector<std::pair<std::string, TextRow>> changes;
    bool timedOut = false;
};

/// Flink's answer to one script.
struct OracleAnswer {
    bool ok = false;              ///< Flink accepted (validate) or ran (run) the whole script
    bool transportFailed = false; ///< the oracle itself failed: no verdict from Flink
    std::string error;            ///< Flink's message (or the transport's) when !ok
    int errorLine = 0;            ///< first line of the statement Flink refused, 1-based; 0 unknown
    bool timedOut = false;        ///< jobs were still running at the deadline and were cancelled
    std::vector<std::string> printed;   ///< the print connector's lines (`2> +I[1, a]` at p > 1)
    std::vector<OracleResult> results;  ///< one per statement that returned rows
    std::vector<std::string> plans;     ///< validate: EXPLAIN CHANGELOG_MODE of each query/INSERT
    std::chrono::milliseconds elapsed{0};
    std::chrono::milliseconds processCpu{0}; ///< CPU time of the whole JVM during the script

    /// A job was cancelled at the deadline: the rows and printed lines are only part of them.
    bool cutShort() const
    {
        return timedOut || std::any_of(results.begin(), results.end(),
                                       [](const OracleResult &r) { return r.timedOut; });
    }
};

class FlinkOracle {
public:
    /// Starts the oracle JVM and waits for its cluster to be up. Null with `error` set when Java
    /// is missing, the oracle is not built (scripts/flink_oracle.sh build), or it fails to start.
    /// The argument file comes from SLUICE_FLINK_ORACLE_ARGS, else `defaultArgsFile`.
    static std::unique_ptr<FlinkOracle> start(const std::string &defaultArgsFile, std::string &error);
    ~FlinkOracle();
    FlinkOracle(const FlinkOracle &) = delete;
    FlinkOracle &operator=(const FlinkOracle &) = delete;

    /// Runs `script` on Flink at `parallelism` (its SET statements may override it); jobs still
    /// running after `timeout` are cancelled.
    OracleAnswer run(const std::string &script, int parallelism,
                     std::chrono::milliseconds timeout = std::chrono::seconds(60));
    /// Flink's verdict on `script` without running it: DDL and SET are executed in a fresh
    /// catalog, queries and INSERTs are planned (EXPLAIN CHANGELOG_MODE).
    OracleAnswer validate(const std::string &script);

    /// Flink's own option definitions as JSON: `connectors` and `formats` (each with `required`
    /// and `optional` lists of {key, default, fallbackKeys}) and `config` (the SET keys of
    /// Flink's option classes). Empty with `error` set when the oracle fails.
    std::string optionCatalog(std::string &error);

    /// The Flink version the oracle reported at start, e.g. "1.20.3".
    const std::string &flinkVersion() const { return m_version; }
    /// The oracle JVM's standard error so far (its log), for failure reports.
    std::string log() const;

private:
    FlinkOracle() = default;
    OracleAnswer request(const std::string &mode, const std::string &script, int parallelism,
                         std::chrono::milliseconds timeout);
    bool readLine(std::string &line, std::chrono::milliseconds timeout, std::string &error);

    pid_t m_pid = -1;
    int m_toOracle = -1;
    int m_fromOracle = -1;
    std::string m_pending; ///< bytes read past the last line
    std::string m_logPath;
    std::string m_version;
    long m_nextId = 1;
};

} // namespace sluice::difftest
