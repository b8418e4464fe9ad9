#!/usr/bin/env bash
# What the scripts of the test-only Maven modules share (flink_oracle.sh, kafka_broker.sh):
# checking for Java and Maven, and packaging a module offline first, online once.
# Sourced; the product never needs a JVM.

# maven_module_need TOOL LABEL: exits 3 with a message naming LABEL when TOOL is missing.
maven_module_need() {
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "$2: '$1' is not installed; it needs Java 17 and Maven" \
             "(Debian: apt-get install default-jdk-headless maven, or run scripts/test.sh)" >&2
        exit 3
    fi
}

# maven_module_package LABEL WHAT POM OUT_DIR [MAVEN ARGS...]: `mvn package` of POM with its
# output in OUT_DIR (target/lib emptied first, so no jar of an older build stays); offline first,
# so a warm ~/.m2 asks no repository, else downloading WHAT once. The log is OUT_DIR/maven.log.
maven_module_package() {
    local label="$1" what="$2" pom="$3" dir="$4"
    shift 4
    maven_module_need java "$label"
    maven_module_need mvn "$label"
    rm -rf "$dir/target/lib"
    local mvn=(mvn -B -q -f "$pom" "$@" -DskipTests package)
    if ! "${mvn[@]}" -o >"$dir/maven.log" 2>&1; then
        echo "$label: downloading $what from Maven Central (once)" >&2
        if ! "${mvn[@]}" >"$dir/maven.log" 2>&1; then
            cat "$dir/maven.log" >&2
            echo "$label: the Maven build failed (log: $dir/maven.log)" >&2
            exit 1
        fi
    fi
}
