#!/bin/sh
# A stand-in for opt-22 that takes $FAKE_OPT_SLEEP seconds on the campaign's
# batches and then leaves a mark in $FAKE_OPT_MARK: an opt that outlived
# its campaign leaves one.  The preflight module (@s0_t0) goes to the real
# opt-22 at once.  --version answers like LLVM 22.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
for last in "$@"; do :; done
grep -q '@s0_t0(' "$last" 2>/dev/null && exec /usr/lib/llvm-22/bin/opt "$@"
sleep "$FAKE_OPT_SLEEP"
touch "$FAKE_OPT_MARK"
exec /usr/lib/llvm-22/bin/opt "$@"
