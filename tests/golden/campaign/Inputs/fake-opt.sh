#!/bin/sh
# A stand-in for opt-22 that misbehaves as $FAKE_OPT says: crash, hang or
# garbage (a text that is no module).  --version answers like LLVM 22.
# The campaign's preflight module (its function is @s0_t0) goes to the real
# opt-22; with FAKE_SEED=N only the modules of seed N misbehave: a batch
# without them goes to the real opt-22 as well.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
for last in "$@"; do :; done
if grep -q '@s0_t0(' "$last" 2>/dev/null ||
   { [ -n "$FAKE_SEED" ] && ! grep -q "@s${FAKE_SEED}_" "$last" 2>/dev/null; }; then
    exec /usr/lib/llvm-22/bin/opt "$@"
fi
out=
prev=
for a in "$@"; do
    [ "$prev" = "-o" ] && out=$a
    prev=$a
    [ "$a" = "-passes=verify" ] && { echo "error: expected top-level entity" >&2; exit 1; }
done
case "$FAKE_OPT" in
crash) echo "Stack dump: the fake opt crashed" >&2; kill -SEGV $$;;
hang) sleep 30;;
garbage) echo "this is no module" > "$out"; exit 0;;
esac
exit 3
