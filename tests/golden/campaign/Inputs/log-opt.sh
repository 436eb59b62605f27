#!/bin/sh
# A stand-in for opt-22 that leaves the module as it is and appends the
# seeds of the batch it was given (the functions of seed N are @sN_...) to
# the file $OPT_SEED_LOG, one a line, after sleeping $FAKE_OPT_SLEEP
# seconds (not seed 0: the campaign's preflight module).  A worker that
# was killed meanwhile gets no output: then nothing is logged (the tool is in a process group of its own and outlives it).
# --version answers like LLVM 22.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
ppid=$PPID
out=
in=
prev=
for a in "$@"; do
    [ "$prev" = "-o" ] && out=$a
    case "$a" in -passes=verify) exit 0;; -*) ;; *) [ "$prev" = "-o" ] || in=$a;; esac
    prev=$a
done
sleep "${FAKE_OPT_SLEEP:-0}"
# orphaned: the worker is gone, and so is the batch
[ "$(cut -d' ' -f4 /proc/$$/stat)" = "$ppid" ] || exit 1
cp "$in" "$out" || exit 1
grep -o '@s[0-9]*_' "$in" | sed 's/^@s//; s/_$//' | sort -un | { grep -vx 0 || true; } >> "$OPT_SEED_LOG"
