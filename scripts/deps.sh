#!/usr/bin/env bash
# scripts/deps.sh [test|run|all] -- install the Debian packages llfuzz needs.
#
#   test  (default, what `make test` calls) the packages needed to build and test
#         llfuzz; when something is missing and must be installed anyway, the
#         optional packages are tried as well.
#   run   the packages needed to build llfuzz and run campaigns against LLVM.
#   all   the `test` packages plus every optional package (always tried).
#
# Required packages that cannot be installed are an error (exit 1); optional
# packages that cannot be installed are a warning. When everything required is
# present the script prints at most one line and exits 0 at once: it runs at the
# start of every `make test`. No apt sources are added: llvm-22/clang-22 must come
# from the machine's configured sources.
set -eu

mode=${1:-test}

run_pkgs="gcc make libsqlite3-dev llvm-22 llvm-22-tools clang-22"
# (llvm-22-tools: lit, FileCheck, not, count for the golden tests; python3-psutil:
# lit's per-test time limits)
test_pkgs="$run_pkgs libcriterion-dev libclang-rt-22-dev sqlite3 python3-psutil"
# (chromium: headless, for the HTML report's browser test, tests/golden/report/browser.ll,
# skipped without it)
optional_pkgs="llvm-22-doc llvm-19 clang-19 afl++ csmith libcsmith-dev linux-perf valgrind qemu-user \
gcc-aarch64-linux-gnu gcc-riscv64-linux-gnu libc6-dev-arm64-cross libc6-dev-riscv64-cross chromium"

case $mode in
test) required=$test_pkgs; always_optional=0 ;;
run)  required=$run_pkgs;  always_optional=0 ;;
all)  required=$test_pkgs; always_optional=1 ;;
-h|--help|help)
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 0 ;;
*)
    echo "deps.sh: unknown mode '$mode' (expected test, run or all)" >&2
    exit 2 ;;
esac

say()  { echo "deps.sh: $*" >&2; }

if ! command -v dpkg-query >/dev/null 2>&1; then
    say "dpkg-query not found: not a Debian system; install these yourself:"
    say "  required: $required"
    say "  optional: $optional_pkgs"
    exit 0
fi

# missing PKG... -- print the packages of the list that are not installed.
# One dpkg-query call for the whole list keeps the fast path fast.
missing() {
    local installed
    installed=$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null |
                awk '$NF == "installed" && $(NF-1) == "ok" { sub(/:.*/, "", $1); print $1 }' || true)
    local p
    for p in "$@"; do
        if ! grep -qxF -- "$p" <<<"$installed"; then
            printf '%s\n' "$p"
        fi
    done
}

# shellcheck disable=SC2086  # word splitting of the package lists is intended
miss_req=$(missing $required | xargs)
# shellcheck disable=SC2086
miss_opt=$(missing $optional_pkgs | xargs)

if [ -z "$miss_req" ]; then
    if [ -z "$miss_opt" ]; then
        exit 0
    fi
    if [ "$always_optional" = 0 ]; then
        # The fast path: everything required is there.
        if [ "$mode" = test ] && [ -z "${CI:-}" ]; then
            say "optional packages missing ($miss_opt); 'scripts/deps.sh all' tries to install them"
        fi
        exit 0
    fi
fi

# Something has to be installed: find out how.
if [ "$(id -u)" = 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo"
else
    if [ -n "$miss_req" ]; then
        say "required packages are missing: $miss_req"
        say "run this, then try again:"
        echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $miss_req" >&2
        if [ -n "$miss_opt" ]; then
            say "optional (recommended) packages are missing too:"
            echo "  sudo apt-get install -y --no-install-recommends $miss_opt" >&2
        fi
        exit 1
    fi
    say "optional packages are missing: $miss_opt"
    say "to install them: sudo apt-get install -y --no-install-recommends $miss_opt"
    exit 0
fi

log=$(mktemp "${TMPDIR:-/tmp}/llfuzz-deps.XXXXXX")
trap 'rm -f "$log"' EXIT

# apt ARGS... -- run apt-get quietly, output to $log (appended).
apt() {
    echo "+ apt-get $*" >>"$log"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -q -y \
        -o Dpkg::Lock::Timeout=300 -o Dpkg::Use-Pty=0 "$@" >>"$log" 2>&1
}

show_log() {
    say "--- last lines of the apt-get output ---"
    tail -n 40 "$log" >&2
    say "---"
}

# install PKG... -- apt-get install, no recommends.
install() {
    apt install --no-install-recommends "$@"
}

say "installing missing packages: ${miss_req:+required: $miss_req}${miss_req:+${miss_opt:+; }}${miss_opt:+optional: $miss_opt}"
if ! apt update; then
    # Not fatal by itself: the existing lists may be good enough.
    say "warning: apt-get update failed; trying with the current package lists"
    show_log
    : >"$log"
fi

if [ -n "$miss_req" ]; then
    # shellcheck disable=SC2086
    if ! install $miss_req; then
        say "error: could not install the required packages: $miss_req"
        show_log
        say "llvm-22 and clang-22 must be available from this machine's apt sources."
        exit 1
    fi
    # Belt and braces: apt-get may succeed without installing a virtual package.
    # shellcheck disable=SC2086
    still=$(missing $miss_req | xargs)
    if [ -n "$still" ]; then
        say "error: still missing after apt-get install: $still"
        show_log
        exit 1
    fi
    say "installed: $miss_req"
fi

if [ -n "$miss_opt" ]; then
    : >"$log"
    # shellcheck disable=SC2086
    if install $miss_opt; then
        say "installed optional: $miss_opt"
    else
        # One of them failed (not in the sources, conflict...): try each alone.
        failed=""
        for p in $miss_opt; do
            if install "$p"; then
                say "installed optional: $p"
            else
                failed="$failed $p"
            fi
        done
        if [ -n "$failed" ]; then
            say "warning: optional packages not installed:$failed (llfuzz works without them;"
            say "         the engines or tests that need them are skipped)"
        fi
    fi
fi
exit 0
