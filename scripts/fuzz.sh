#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/) and runs each for SECONDS (default 60).
# A crash, hang, leak or sanitizer report fails the run; the reproducer is left in build-fuzz/.
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
build_dir="${SLUICE_FUZZ_BUILD_DIR:-$root/build-fuzz}"
launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
if [[ ! -f "$build_dir/CMakeCache.txt" ]]; then
    cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" \
        -DSLUICE_BUILD_FUZZ=ON -DSLUICE_BUILD_GUI=OFF -DSLUICE_BUILD_BENCH=OFF >&2
fi
cmake --build "$build_dir" --target parser_fuzz check_fuzz -j "$(nproc)" >&2

# Each fuzzer gets its own growing corpus, seeded from the committed one (kept read-only).
run_fuzzer() {
    local name="$1" secs="$2" work="$build_dir/fuzz/corpus-$1"
    mkdir -p "$work"
    cp -n "$root"/tests/fuzz/corpus/* "$work"/ 2>/dev/null || true
    echo "fuzz: $name for ${secs}s" >&2
    if ! (cd "$build_dir/fuzz" && "./$name" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
            -max_len=16384 -print_final_stats=1 "$work" 2>"fuzz-$name.log"); then
        tail -60 "$build_dir/fuzz/fuzz-$name.log" >&2
        echo "fuzz: $name FAILED (reproducer and log in $build_dir/fuzz/)" >&2
        return 1
    fi
    grep -E "stat::number_of_executed_units" "$build_dir/fuzz/fuzz-$name.log" >&2 || true
    echo "fuzz: $name passed" >&2
}

# The front-end fuzzer (parser + binder + planner) gets the full time; the parser-only one,
# which reaches deeper into the grammar per second, a third of it.
run_fuzzer check_fuzz "$seconds"
run_fuzzer parser_fuzz "$(( (seconds + 2) / 3 ))"
