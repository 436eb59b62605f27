#!/bin/sh
# A stand-in for opt-22 that misbehaves as $FAKE_OPT says: crash, hang or
# garbage (a text that is no module).  --version answers like LLVM 22.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
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
