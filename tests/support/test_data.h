#pragma once

// Reads files under tests/data/ (SLUICE_TEST_DATA_DIR, set by sluice_add_test), so test inputs
// such as the seeds' SQL examples live in one place.

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace sluice::testing {

/// The whole file tests/data/<relativePath>; throws when it is missing, which fails the test.
inline std::string readTestData(const std::string &relativePath)
{
    const std::string path = std::string(SLUICE_TEST_DATA_DIR) + "/" + relativePath;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("missing test data file " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace sluice::testing
