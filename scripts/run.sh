#!/usr/bin/env bash
# Installs what Sluice needs, builds it (Release, build/), and opens the designer on the example
# job. Without a display it runs the example job headless and prints what the job produced.
#   scripts/run.sh [JOB.sql]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"

job="${1:-$root/resources/examples/orders_enrichment.sql}"
sluice_install_deps
sluice_build

sluice="${SLUICE_BUILD_DIR:-$root/build}/bin/sluice"
if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
    exec "$sluice" "$job"
fi
echo "sluice: no display; running $job headless" >&2
exec "$sluice" run "$job"
