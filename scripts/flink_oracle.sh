#!/usr/bin/env bash
# The Flink oracle (tests/flink/): real Apache Flink on a local MiniCluster, for tests only.
#   scripts/flink_oracle.sh build [OUT_DIR]            build it (Maven; offline once the cache is warm)
#   scripts/flink_oracle.sh run SCRIPT [-p N] [-t S]   run a job script on Flink, print what it printed
#   scripts/flink_oracle.sh validate SCRIPT            Flink's verdict on a script and its plans
#   scripts/flink_oracle.sh serve                      the JSON-lines server the C++ tests talk to
#   scripts/flink_oracle.sh cluster                    a local session cluster and SQL Gateway on 127.0.0.1
#                                                      (prints their URLs; runs until stdin ends)
#   scripts/flink_oracle.sh options                    Flink's own option definitions (connectors, formats, SET keys) as JSON
# OUT_DIR defaults to build/flink-oracle (SLUICE_BUILD_DIR/flink-oracle). The build writes
# OUT_DIR/oracle.args, the java argument file (class path and module flags) that starts it:
#   java @OUT_DIR/oracle.args dev.sluice.oracle.FlinkOracle serve
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${SLUICE_BUILD_DIR:-$root/build}/flink-oracle"
# shellcheck source=scripts/maven_module.sh
source "$root/scripts/maven_module.sh"

build() {
    local dir="${1:-$out}"
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    maven_module_package flink_oracle "Apache Flink" "$root/tests/flink/pom.xml" "$dir" \
        -Doracle.build.dir="$dir/target"
    # Flink 1.20 on Java 17 needs these packages opened to its serializers (as its own
    # env.java.opts.all does); tests/flink/jvm.options lists them.
    {
        grep -v '^\s*#' "$root/tests/flink/jvm.options" | sed '/^\s*$/d'
        echo "-cp"
        echo "$dir/target/classes:$dir/target/lib/*"
    } >"$dir/oracle.args"
}

case "${1:-}" in
build)
    shift
    build "$@"
    ;;
run | validate | serve | options | cluster)
    [[ -f "$out/oracle.args" ]] || build "$out"
    exec java "@$out/oracle.args" dev.sluice.oracle.FlinkOracle "$@"
    ;;
*)
    sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
