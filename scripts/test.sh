#!/usr/bin/env bash
# Installs what Sluice needs, builds it (Release, build/) and runs every test through ctest.
#   scripts/test.sh [extra ctest arguments, e.g. -L engine or -LE long]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"

sluice_install_deps
sluice_build

build_dir="${SLUICE_BUILD_DIR:-$root/build}"
ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)" "$@"
