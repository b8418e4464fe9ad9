#pragma once

// The working folder of a job's RocksDB state, `<base>/sluice-job-<pid>-<n>`. While the job runs
// it holds an exclusive flock on the folder's `.lock` file, so another process can tell a live
// job's folder from one a killed job left behind: creating a folder first removes those (a lock
// nobody holds, or no lock file and untouched for a minute, as folders of older versions have).

#include <sluice/status.h>

#include <filesystem>
#include <memory>
#include <string>

namespace sluice::runtime {

class JobFolder {
public:
    /// Creates `base/name` (which must not exist) and locks it, after removing the folders of
    /// dead jobs under `base`.
    static Result<std::unique_ptr<JobFolder>> create(const std::filesystem::path &base, const std::string &name);
    ~JobFolder(); ///< removes the folder
    JobFolder(const JobFolder &) = delete;
    JobFolder &operator=(const JobFolder &) = delete;

    const std::filesystem::path &path() const { return m_path; }

    /// Removes the `sluice-job-*` folders under `base` that no running job holds; returns how
    /// many.
    static int removeAbandoned(const std::filesystem::path &base);

private:
    JobFolder(std::filesystem::path path, int lockFd) : m_path(std::move(path)), m_lockFd(lockFd) {}

    std::filesystem::path m_path;
    int m_lockFd = -1;
};

} // namespace sluice::runtime
