#!/usr/bin/env bash
# A real Apache Kafka broker (tests/kafka/), for the tests that need transactions as readers see
# them; librdkafka's mock cluster is enough for everything else. Tests only.
#   scripts/kafka_broker.sh build [OUT_DIR]     build it (Maven; offline once the cache is warm)
#   scripts/kafka_broker.sh run DATA_DIR        start it on 127.0.0.1; prints READY HOST:PORT,
#                                               stops when stdin closes
# OUT_DIR defaults to build/kafka-broker (SLUICE_BUILD_DIR/kafka-broker). The build writes
# OUT_DIR/broker.args, the java argument file that starts it:
#   java @OUT_DIR/broker.args dev.sluice.kafka.KafkaBroker DATA_DIR
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${SLUICE_BUILD_DIR:-$root/build}/kafka-broker"
# shellcheck source=scripts/maven_module.sh
source "$root/scripts/maven_module.sh"

build() {
    local dir="${1:-$out}"
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    maven_module_package kafka_broker "Apache Kafka" "$root/tests/kafka/pom.xml" "$dir" \
        -Dbroker.build.dir="$dir/target"
    # A small heap and the quick JIT tier: the broker serves a few test jobs.
    {
        echo "-Xmx512m"
        echo "-XX:+UseSerialGC"
        echo "-XX:TieredStopAtLevel=1"
        echo "-cp"
        echo "$dir/target/classes:$dir/target/lib/*"
    } >"$dir/broker.args"
}

case "${1:-}" in
build)
    shift
    build "$@"
    ;;
run)
    shift
    [[ -f "$out/broker.args" ]] || build "$out"
    exec java "@$out/broker.args" dev.sluice.kafka.KafkaBroker "$@"
    ;;
*)
    sed -n '2,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
