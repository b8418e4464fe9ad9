#!/usr/bin/env bash
# Installs what Sluice needs, builds it (Release, build/) and runs every test through ctest.
#   scripts/test.sh [extra ctest arguments, e.g. -L engine or -LE long]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"

sluice_install_deps test
sluice_build

build_dir="${SLUICE_BUILD_DIR:-$root/build}"
status=0
ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)" "$@" || status=$?

# The parser fuzzer (clang, libFuzzer) runs for 60 s unless SLUICE_FUZZ_SECONDS says otherwise.
if [[ "${SLUICE_FUZZ_SECONDS:-60}" != "0" ]]; then
    "$root/scripts/fuzz.sh" "${SLUICE_FUZZ_SECONDS:-60}" || status=1
fi
exit "$status"
