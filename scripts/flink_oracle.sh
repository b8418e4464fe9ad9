#!/usr/bin/env bash
# The Flink oracle (tests/flink/): real Apache Flink on a local MiniCluster, for tests only.
#   scripts/flink_oracle.sh build [OUT_DIR]            build it (Maven; offline once the cache is warm)
#   scripts/flink_oracle.sh run SCRIPT [-p N] [-t S]   run a job script on Flink, print what it printed
#   scripts/flink_oracle.sh validate SCRIPT            Flink's verdict on a script and its plans
#   scripts/flink_oracle.sh serve                      the JSON-lines server the C++ tests talk to
#   scripts/flink_oracle.sh options                    Flink's own option definitions (connectors, formats, SET keys) as JSON
# OUT_DIR defaults to build/flink-oracle (SLUICE_BUILD_DIR/flink-oracle). The build writes
# OUT_DIR/oracle.args, the java argument file (class path and module flags) that starts it:
#   java @OUT_DIR/oracle.args dev.sluice.oracle.FlinkOracle serve
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${SLUICE_BUILD_DIR:-$root/build}/flink-oracle"

need() {
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "flink_oracle: '$1' is not installed; the Flink oracle needs Java 17 and Maven" \
             "(Debian: apt-get install default-jdk-headless maven, or run scripts/test.sh)" >&2
        exit 3
    fi
}

build() {
    local dir="${1:-$out}"
    need java
    need mvn
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    # copy-dependencies adds to target/lib: start it empty, so no jar of an older build stays.
    rm -rf "$dir/target/lib"
    local mvn=(mvn -B -q -f "$root/tests/flink/pom.xml" -Doracle.build.dir="$dir/target"
               -DskipTests package)
    # Offline first: with a warm ~/.m2 this asks no repository; a cold cache downloads once.
    if ! "${mvn[@]}" -o >"$dir/maven.log" 2>&1; then
        echo "flink_oracle: downloading Apache Flink from Maven Central (once)" >&2
        if ! "${mvn[@]}" >"$dir/maven.log" 2>&1; then
            cat "$dir/maven.log" >&2
            echo "flink_oracle: the Maven build failed (log: $dir/maven.log)" >&2
            exit 1
        fi
    fi
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
run | validate | serve | options)
    [[ -f "$out/oracle.args" ]] || build "$out"
    exec java "@$out/oracle.args" dev.sluice.oracle.FlinkOracle "$@"
    ;;
*)
    sed -n '2,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
