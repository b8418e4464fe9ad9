#!/usr/bin/env bash
# Builds Sluice with sanitizers and runs the whole ctest suite under them.
#   scripts/sanitize.sh [address,undefined|thread] [extra ctest arguments, e.g. -LE long]
# address,undefined (the default) builds into build-asan/, thread into build-tsan/
# (SLUICE_SANITIZE_BUILD_DIR overrides). RelWithDebInfo, GUI and tests on, benchmarks off,
# ccache when present, SLUICE_JOBS jobs (default: one per core). Any sanitizer report aborts the
# test it happens in, so the run fails. Suppressions live in scripts/sanitizers/ and cover only
# reports proven to come from uninstrumented third-party libraries; each entry says why.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

sanitizers="address,undefined"
if [[ $# -gt 0 && "$1" != -* ]]; then
    sanitizers="$1"
    shift
fi
case "$sanitizers" in
    address,undefined|undefined,address|address) default_dir="$root/build-asan" ;;
    thread) default_dir="$root/build-tsan" ;;
    *) echo "sanitize.sh: unknown sanitizer set '$sanitizers' (address,undefined or thread)" >&2
       exit 2 ;;
esac
build_dir="${SLUICE_SANITIZE_BUILD_DIR:-$default_dir}"
jobs="${SLUICE_JOBS:-$(nproc)}"
supp="$root/scripts/sanitizers"

launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# RelWithDebInfo with -O1 -g1, as the sanitizer documentation advises: line tables are all the
# reports need, and this compiles in half the time of -O2 -g. No NDEBUG: assertions stay on.
if [[ ! -f "$build_dir/CMakeCache.txt" ]]; then
    cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" \
        -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
        -DSLUICE_SANITIZE="$sanitizers" -DSLUICE_BUILD_GUI=ON -DSLUICE_BUILD_TESTS=ON \
        -DSLUICE_BUILD_BENCH=OFF -DSLUICE_BUILD_FUZZ=OFF >&2
fi
cmake --build "$build_dir" -j "$jobs" >&2

# Every report is fatal (abort_on_error / halt_on_error), so a finding fails its test.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# die_after_fork=0: QProcess (kafka_example_test starts `sluice`) forks with threads running and
# the runtime would otherwise refuse any later thread in the parent; the child only calls exec().
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:die_after_fork=0:suppressions=$supp/tsan.supp:print_suppressions=0"

# Sanitized code runs several times slower: sluice_add_test gives each test four times its
# usual timeout when SLUICE_SANITIZE is set.
ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" "$@"
