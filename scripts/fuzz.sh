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
cmake --build "$build_dir" --target parser_fuzz -j "$(nproc)" >&2

# The corpus grows as the fuzzer finds new inputs; keep the committed seeds read-only.
work="$build_dir/fuzz/corpus-parser"
mkdir -p "$work"
cp -n "$root"/tests/fuzz/corpus/* "$work"/ 2>/dev/null || true
cd "$build_dir/fuzz"
echo "fuzz: parser_fuzz for ${seconds}s" >&2
./parser_fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    "$work" 2>fuzz-parser.log || { tail -60 fuzz-parser.log >&2; echo "fuzz: parser_fuzz FAILED" >&2; exit 1; }
grep -E "stat::number_of_executed_units|Done" fuzz-parser.log >&2 || true
echo "fuzz: parser_fuzz passed" >&2
