#!/bin/sh
# Runs a command in a D-Bus session of its own, with a GNOME Keyring (a real Secret Service)
# unlocked in it and every keyring in a throw-away home: the system keychain a desktop gives
# QtKeychain, without touching the user's. The command sees SLUICE_KEYRING_HOME, that home.
set -eu
home=$(mktemp -d "${TMPDIR:-/tmp}/sluice-keyring.XXXXXX")
trap 'rm -rf "$home"' EXIT INT TERM
mkdir -p "$home/config" "$home/data" "$home/run"
chmod 700 "$home/run"
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run"
export SLUICE_KEYRING_HOME="$home"
status=0
dbus-run-session -- sh -c '
    # The login keyring, created and unlocked with this password (read on standard input).
    printf "%s" "keyring-password-for-tests" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    exec "$@"' sh "$@" || status=$?
exit "$status"
