#include "runtime/job_folder.h"

#include <sluice/text.h>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <system_error>

namespace sluice::runtime {

namespace fs = std::filesystem;

namespace {

constexpr const char *kPrefix = "sluice-job-";
constexpr const char *kLockName = ".lock";

bool abandoned(const fs::path &dir)
{
    const fs::path lock = dir / kLockName;
    const int fd = ::open(lock.c_str(), O_RDWR | O_CLOEXEC);
    if (fd < 0) {
        // No lock file: a folder of an older version, or one being created right now.
        std::error_code ec;
        const auto modified = fs::last_write_time(dir, ec);
        return !ec && fs::file_time_type::clock::now() - modified > std::chrono::minutes(1);
    }
    const bool free = ::flock(fd, LOCK_EX | LOCK_NB) == 0; // released when fd closes
    ::close(fd);
    return free;
}

} // namespace

int JobFolder::removeAbandoned(const fs::path &base)
{
    int removed = 0;
    std::error_code ec;
    for (fs::directory_iterator it(base, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(kPrefix, 0) != 0 || !it->is_directory(ec) || it->is_symlink(ec))
            continue;
        if (!abandoned(it->path()))
            continue;
        std::error_code rm;
        fs::remove_all(it->path(), rm);
        removed += rm ? 0 : 1;
    }
    return removed;
}

Result<std::unique_ptr<JobFolder>> JobFolder::create(const fs::path &base, const std::string &name)
{
    removeAbandoned(base);
    const fs::path path = base / name;
    std::error_code ec;
    fs::create_directories(path, ec);
    if (ec)
        return Status::ioError(
            sluice::Engine::tr("Cannot create the job's state folder '%1': %2").arg(path.string()).arg(ec.message()));
    const fs::path lock = path / kLockName;
    const int fd = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0 || ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const std::string why = std::strerror(errno);
        if (fd >= 0)
            ::close(fd);
        return Status::ioError(sluice::Engine::tr("Cannot lock the job's state folder '%1': %2").arg(path.string()).arg(why));
    }
    return std::unique_ptr<JobFolder>(new JobFolder(path, fd));
}

JobFolder::~JobFolder()
{
    std::error_code ec;
    fs::remove_all(m_path, ec);
    if (m_lockFd >= 0)
        ::close(m_lockFd);
}

} // namespace sluice::runtime
