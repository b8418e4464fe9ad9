#!/usr/bin/env bash
# Installs the Debian packages Sluice builds, tests and runs with. Sourced by run.sh and test.sh.
# Idempotent: asks apt only for what is missing, so a second run costs a dpkg query.
set -euo pipefail

SLUICE_PACKAGES=(
    build-essential cmake ninja-build pkg-config ccache git
    qt6-base-dev qt6-base-dev-tools qt6-qpa-plugins libqt6opengl6-dev
    qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqscintilla2-qt6-dev qtkeychain-qt6-dev
    libgl-dev libegl-dev libopengl-dev
    librocksdb-dev librdkafka-dev libsqlite3-dev
    nlohmann-json3-dev libsimdjson-dev libre2-dev libxxhash-dev libicu-dev libssl-dev
    clang libclang-rt-14-dev
    xvfb xauth fonts-wqy-microhei
)

# The tests also run the real Apache Flink (tests/flink/, the oracle): Java 17 and Maven. The
# product itself never needs a JVM, so scripts/run.sh does not install them. openssl makes the
# throw-away certificate of the cluster client's TLS test; gnome-keyring (in a D-Bus session of
# its own) is the real system keychain of the secret store's test.
SLUICE_TEST_PACKAGES=(default-jdk-headless maven openssl gnome-keyring dbus-daemon)

# The packages of the given lists that are not installed.
sluice_missing_packages() {
    local missing=()
    local pkg
    for pkg in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    echo "${missing[@]:-}"
}

# Installs what is missing of SLUICE_PACKAGES, and with `test` of SLUICE_TEST_PACKAGES too.
sluice_install_deps() {
    local wanted=("${SLUICE_PACKAGES[@]}")
    if [[ "${1:-}" == "test" ]]; then
        wanted+=("${SLUICE_TEST_PACKAGES[@]}")
    fi
    local missing
    missing="$(sluice_missing_packages "${wanted[@]}")"
    if [[ -z "${missing// /}" ]]; then
        return 0
    fi
    local sudo=""
    if [[ "$(id -u)" -ne 0 ]]; then
        sudo="sudo"
    fi
    echo "sluice: installing missing packages: $missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    $sudo apt-get install -y -qq --no-install-recommends $missing >&2
}

# Configures (once) and builds the Release tree in build/. Extra CMake arguments pass through.
sluice_build() {
    local root build_dir jobs
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    build_dir="${SLUICE_BUILD_DIR:-$root/build}"
    jobs="$(nproc)"
    local launcher=()
    if command -v ccache >/dev/null 2>&1; then
        launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    if [[ ! -f "$build_dir/CMakeCache.txt" ]]; then
        cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="${SLUICE_BUILD_TYPE:-Release}" \
            "${launcher[@]}" "$@" >&2
    fi
    cmake --build "$build_dir" -j "$jobs" >&2
}
