#include "flink_oracle.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sluice::difftest {

namespace {

using Json = nlohmann::json;
using namespace std::chrono_literals;

// Planning and the JVM's first compilations come on top of a script's own timeout.
constexpr auto kAnswerMargin = 120s;
constexpr auto kStartTimeout = 180s;

bool sendAll(int fd, const std::string &text)
{
    std::size_t sent = 0;
    while (sent < text.size()) {
        const ssize_t n = ::send(fd, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

TextRow textRow(const Json &values)
{
    TextRow row;
    for (const Json &v : values)
        row.push_back(v.is_null() ? std::nullopt : std::optional<std::string>(v.get<std::string>()));
    return row;
}

OracleAnswer parseAnswer(const Json &j)
{
    OracleAnswer a;
    a.ok = j.value("ok", false);
    a.error = j.value("error", std::string());
    a.errorLine = j.value("errorLine", 0);
    a.timedOut = j.value("timedOut", false);
    a.elapsed = std::chrono::milliseconds(j.value("elapsedMs", 0));
    a.processCpu = std::chrono::milliseconds(j.value("processCpuMs", 0));
    for (const Json &line : j.value("printed", Json::array()))
        a.printed.push_back(line.get<std::string>());
    for (const Json &r : j.value("results", Json::array())) {
        OracleResult result;
        for (const Json &c : r.value("columns", Json::array()))
            result.columnNames.push_back(c.get<std::string>());
        for (const Json &t : r.value("types", Json::array()))
            result.columnTypes.push_back(t.get<std::string>());
        for (const Json &c : r.value("changes", Json::array()))
            result.changes.emplace_back(c.value("kind", std::string()), textRow(c.value("row", Json::array())));
        result.timedOut = r.value("timedOut", false);
        a.results.push_back(std::move(result));
    }
    for (const Json &p : j.value("plans", Json::array()))
        a.plans.push_back(p.value("plan", std::string()));
    return a;
}

OracleAnswer transportFailure(std::string message)
{
    OracleAnswer a;
    a.transportFailed = true;
    a.error = std::move(message);
    return a;
}

} // namespace

std::unique_ptr<FlinkOracle> FlinkOracle::start(const std::string &defaultArgsFile, std::string &error)
{
    const char *fromEnv = std::getenv("SLUICE_FLINK_ORACLE_ARGS");
    const std::string argsFile = fromEnv && *fromEnv ? fromEnv : defaultArgsFile;
    if (::access(argsFile.c_str(), R_OK) != 0) {
        error = "the Flink oracle is not built (no " + argsFile +
                "): run scripts/flink_oracle.sh build, which needs Java 17 and Maven "
                "(scripts/test.sh installs both)";
        return nullptr;
    }
    std::unique_ptr<FlinkOracle> oracle(new FlinkOracle());
    char logTemplate[] = "/tmp/sluice-flink-oracle-XXXXXX.log";
    const int logFd = ::mkstemps(logTemplate, 4);
    if (logFd < 0) {
        error = std::string("cannot create the oracle's log file: ") + std::strerror(errno);
        return nullptr;
    }
    oracle->m_logPath = logTemplate;
    int in[2];
    int out[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0 ||
        ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, out) != 0) {
        error = std::string("socketpair: ") + std::strerror(errno);
        ::close(logFd);
        return nullptr;
    }
    const std::string argFileArg = "@" + argsFile;
    const pid_t pid = ::fork();
    if (pid < 0) {
        error = std::string("fork: ") + std::strerror(errno);
        return nullptr;
    }
    if (pid == 0) {
        ::dup2(in[1], STDIN_FILENO);
        ::dup2(out[1], STDOUT_FILENO);
        ::dup2(logFd, STDERR_FILENO);
        const char *argv[] = {"java", argFileArg.c_str(), "dev.sluice.oracle.FlinkOracle", "serve",
                              nullptr};
        ::execvp("java", const_cast<char *const *>(argv));
        const std::string why = std::string("cannot run java: ") + std::strerror(errno) +
                                " (the Flink oracle needs Java 17 on PATH)\n";
        (void)!::write(STDERR_FILENO, why.data(), why.size());
        ::_exit(127);
    }
    ::close(in[1]);
    ::close(out[1]);
    ::close(logFd);
    oracle->m_pid = pid;
    oracle->m_toOracle = in[0];
    oracle->m_fromOracle = out[0];

    std::string line;
    if (!oracle->readLine(line, kStartTimeout, error)) {
        error = "the Flink oracle did not start: " + error + "\n" + oracle->log();
        return nullptr;
    }
    const Json ready = Json::parse(line, nullptr, false);
    if (ready.is_discarded() || !ready.value("ready", false)) {
        error = "the Flink oracle said, instead of being ready: " + line + "\n" + oracle->log();
        return nullptr;
    }
    oracle->m_version = ready.value("flink", std::string());
    return oracle;
}

FlinkOracle::~FlinkOracle()
{
    if (m_toOracle >= 0) {
        sendAll(m_toOracle, "{\"mode\":\"quit\"}\n");
        ::close(m_toOracle);
    }
    if (m_fromOracle >= 0)
        ::close(m_fromOracle);
    if (m_pid > 0) {
        int status = 0;
        for (int i = 0; i < 100 && ::waitpid(m_pid, &status, WNOHANG) == 0; ++i)
            ::usleep(50000);
        if (::waitpid(m_pid, &status, WNOHANG) == 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, &status, 0);
        }
    }
    if (!m_logPath.empty())
        ::unlink(m_logPath.c_str());
}

std::string FlinkOracle::log() const
{
    std::ifstream in(m_logPath);
    std::stringstream text;
    text << in.rdbuf();
    std::string s = text.str();
    constexpr std::size_t kTail = 4000;
    return s.size() > kTail ? "..." + s.substr(s.size() - kTail) : s;
}

bool FlinkOracle::readLine(std::string &line, std::chrono::milliseconds timeout, std::string &error)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (const std::size_t end = m_pending.find('\n'); end != std::string::npos) {
            line = m_pending.substr(0, end);
            m_pending.erase(0, end + 1);
            return true;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            error = "no answer within " + std::to_string(timeout.count() / 1000) + " s";
            return false;
        }
        pollfd p{m_fromOracle, POLLIN, 0};
        const int ready = ::poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1000)));
        if (ready < 0 && errno != EINTR) {
            error = std::string("poll: ") + std::strerror(errno);
            return false;
        }
        if (ready <= 0)
            continue;
        char buffer[65536];
        const ssize_t n = ::read(m_fromOracle, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            error = "the oracle JVM exited";
            return false;
        }
        m_pending.append(buffer, static_cast<std::size_t>(n));
    }
}

OracleAnswer FlinkOracle::request(const std::string &mode, const std::string &script,
                                  int parallelism, std::chrono::milliseconds timeout)
{
    if (m_toOracle < 0)
        return transportFailure("the Flink oracle is no longer running");
    const long id = m_nextId++;
    const Json request = {{"id", id},
                          {"mode", mode},
                          {"script", script},
                          {"parallelism", parallelism},
                          {"timeoutMs", timeout.count()}};
    std::string error;
    if (!sendAll(m_toOracle, request.dump() + "\n"))
        return transportFailure("cannot send to the Flink oracle: " + std::string(std::strerror(errno)));
    std::string line;
    if (!readLine(line, timeout + kAnswerMargin, error)) {
        // A lost or late answer leaves the conversation out of step: stop the oracle.
        ::close(m_toOracle);
        m_toOracle = -1;
        ::kill(m_pid, SIGKILL);
        return transportFailure("the Flink oracle failed: " + error + "\n" + log());
    }
    const Json answer = Json::parse(line, nullptr, false);
    if (answer.is_discarded() || answer.value("id", -1L) != id)
        return transportFailure("the Flink oracle answered out of turn: " + line.substr(0, 500));
    return parseAnswer(answer);
}

std::string FlinkOracle::optionCatalog(std::string &error)
{
    if (m_toOracle < 0 || !sendAll(m_toOracle, "{\"id\":0,\"mode\":\"options\"}\n")) {
        error = "the Flink oracle is not running";
        return {};
    }
    std::string line;
    if (!readLine(line, kAnswerMargin, error))
        return {};
    return line;
}

OracleAnswer FlinkOracle::run(const std::string &script, int parallelism,
                              std::chrono::milliseconds timeout)
{
    return request("run", script, parallelism, timeout);
}

OracleAnswer FlinkOracle::validate(const std::string &script)
{
    return request("validate", script, 1, std::chrono::seconds(60));
}

} // namespace sluice::difftest
