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
failed_log="$build_dir/Testing/Temporary/LastTestsFailed.log"
rm -f "$failed_log"
ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)" "$@" || status=$?

# The parser fuzzer (clang, libFuzzer) runs for 60 s unless SLUICE_FUZZ_SECONDS says otherwise.
if [[ "${SLUICE_FUZZ_SECONDS:-60}" != "0" ]]; then
    "$root/scripts/fuzz.sh" "${SLUICE_FUZZ_SECONDS:-60}" || status=1
fi

# Failures last, in short, so a log cut in the middle still says what failed and where.
if [[ -s "$failed_log" ]]; then
    echo "== failed tests:"
    cat "$failed_log"
    grep -h -A4 -E '^(FAIL!|XPASS) ' "$build_dir/Testing/Temporary/LastTest.log" 2>/dev/null | head -n 80 || true
fi
exit "$status"
