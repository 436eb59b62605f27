#!/bin/sh
# A stand-in for llc-22 that crashes on every module but the campaign's
# preflight module (its function is @s0_t0), which goes to the real llc-22;
# with FAKE_SEED=N, only on the modules of seed N.  --version answers like
# LLVM 22.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
for a in "$@"; do case "$a" in *.ll) in=$a;; esac; done
if grep -q '@s0_t0(' "$in" 2>/dev/null ||
   { [ -n "$FAKE_SEED" ] && ! grep -q "@s${FAKE_SEED}_" "$in" 2>/dev/null; }; then
    exec /usr/lib/llvm-22/bin/llc "$@"
fi
echo "LLVM ERROR: Cannot select: the fake llc gives up" >&2
kill -ABRT $$
