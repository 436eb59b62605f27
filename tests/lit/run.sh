#!/usr/bin/env bash
# tests/lit/run.sh BIN [LIT-ARG...] -- the golden tests (tests/golden/ and
# startup/tests/) on LLVM 22's lit against the llfuzz binary BIN, two at a
# time (JOBS), with lit's summary and then one line for CI:
#   golden tests (BIN): N passed, N failed (N unsupported)
# "failed" counts lit's failures, time-outs, unresolved tests and unexpected
# passes.  Exits 1 when any failed.  Extra arguments go to lit
# (--filter=REGEX, --filter-out=REGEX, -v...).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
lit=${LIT:-lit-22}
if ! command -v "$lit" >/dev/null 2>&1; then
    [ -x /usr/lib/llvm-22/bin/lit ] && lit=/usr/lib/llvm-22/bin/lit
fi
if [ $# -lt 1 ]; then
    echo "usage: tests/lit/run.sh BIN [LIT-ARG...]" >&2
    exit 2
fi
bin=$1
shift
log=$(mktemp "${TMPDIR:-/tmp}/llfuzz-lit.XXXXXX")
trap 'rm -f "$log"' EXIT
"$lit" -sv -j"${JOBS:-2}" --param llfuzz="$bin" "$@" \
    "$root/tests/golden" "$root/startup/tests" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
# lit's summary lines: "  Passed     : 455 (97.22%)"
count() {
    awk -v what="$1" -F: '{ k = $1; gsub(/^ +| +$/, "", k) } k == what { split($2, v, " "); n = v[1] } END { print n + 0 }' "$log"
}
passed=$(( $(count Passed) + $(count "Passed With Retry") ))
failed=$(( $(count Failed) + $(count "Timed Out") + $(count Unresolved) + $(count "Unexpectedly Passed") ))
unsupported=$(count Unsupported)
echo "golden tests ($bin): $passed passed, $failed failed ($unsupported unsupported)"
if [ "$rc" != 0 ] && [ "$failed" = 0 ]; then
    echo "golden tests ($bin): lit exited with status $rc" >&2
    exit 1
fi
[ "$failed" = 0 ]
