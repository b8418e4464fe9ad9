#include "runtime/job_statements.h"

#include <sluice/text.h>

#include "common/time_zone.h"
#include "common/value_format.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace sluice::runtime {
namespace {

// A TIMESTAMP_LTZ(3) as the SQL client prints it, in the session time zone.
std::string timestampLtz3(std::int64_t epochMillis, const TimeZone &zone)
{
    constexpr std::int64_t kDay = 86'400'000;
    const std::int64_t local = zone.toLocal(epochMillis);
    std::int64_t day = local / kDay;
    if (local % kDay < 0)
        --day;
    const std::int64_t ofDay = local - day * kDay;
    char time[32];
    std::snprintf(time, sizeof time, " %02d:%02d:%02d.%03d", static_cast<int>(ofDay / 3'600'000),
                  static_cast<int>(ofDay / 60'000 % 60), static_cast<int>(ofDay / 1000 % 60),
                  static_cast<int>(ofDay % 1000));
    return javaLocalDate(static_cast<std::int32_t>(day)) + time;
}

// Flink's JobID.fromHexString: 32 hex digits.
bool isJobId(const std::string &id)
{
    return id.size() == 32 && std::all_of(id.begin(), id.end(), [](unsigned char c) { return std::isxdigit(c); });
}

} // namespace

std::string jobNameOf(const plan::ScriptAnalysis &analysis)
{
    if (auto name = analysis.config.getString("pipeline.name"); name && !name->empty())
        return *name;
    std::string sinks;
    for (const auto &st : analysis.statements) {
        const auto &sink = st.plan->as<plan::SinkNode>();
        if (!sink.table)
            continue;
        sinks += (sinks.empty() ? "" : ",") + std::string("default_catalog.default_database.") + sink.name;
    }
    return sinks.empty() ? "collect" : "insert-into_" + sinks;
}

Result<plan::StatementResult> runJobStatement(const plan::JobStatement &statement, JobDirectory *jobs,
                                              const Configuration &config)
{
    const sql::Statement &s = *statement.statement;
    const bool stop = s.kind == sql::StatementKind::StopJob;
    const std::string what = stop ? "STOP JOB" : "SHOW JOBS";
    if (!jobs)
        return Status::unsupported(
                   sluice::Engine::tr("%1 needs a place that runs jobs: `sluice run` or the app").arg(what))
            .at(s.range);
    plan::StatementResult answer;
    if (!stop) {
        const TimeZone zone = TimeZone::ofSession(&config);
        answer.schema = {{"job id", LogicalType::string()},
                         {"job name", LogicalType::string()},
                         {"status", LogicalType::string()},
                         {"start time", LogicalType::timestampLtz(3)}};
        for (const JobListing &job : jobs->list())
            answer.rows.push_back({job.id, job.name, job.status, timestampLtz3(job.startMillis, zone)});
        return answer;
    }
    const auto &request = s.as<sql::StopJobStatement>();
    if (!isJobId(request.jobId))
        return Status::invalidArgument(
                   sluice::Engine::tr("STOP JOB: '%1' is not a job id (32 hex digits, as SHOW JOBS lists them)")
                       .arg(request.jobId))
            .at(request.jobIdRange);
    auto stopped = jobs->stop(request.jobId, request.withSavepoint, statement.savepointDir);
    if (!stopped)
        return Status(stopped.status().code(),
                      request.withSavepoint
                          ? sluice::Engine::tr("could not stop job %1 with a savepoint: %2")
                                .arg(request.jobId)
                                .arg(stopped.status().text())
                          : sluice::Engine::tr("could not stop job %1: %2").arg(request.jobId).arg(stopped.status().text()))
            .at(s.range);
    if (request.withSavepoint) {
        answer.schema = {{"savepoint path", LogicalType::string()}};
        answer.rows.push_back({*stopped});
    }
    return answer;
}

} // namespace sluice::runtime
