#!/bin/sh
# scripts/pgo-train.sh BIN DIR -- the training run of the profile-guided
# release build (Makefile, PGO=1).  BIN is llfuzz built with
# -fprofile-generate; it writes its profile (.gcda files next to its
# objects) at exit.  The workload is llfuzz's own: modules from its
# generator, parsed, verified, printed and run on their inputs; and, when
# clang is installed, scripts/pgo-train.c (an ordinary C program) compiled
# to .ll at -O0 and -O2 and run, so that the profile also sees what a C
# compiler writes (five runs each: their weight against the thirty generated
# modules).  No benchmark program is part of it.  (A hot integer loop in the
# training made the interpreter's loop benchmark 10% slower: GCC then lays
# out run_loop for that one loop.)
set -eu
bin=$1
dir=$2
rm -rf "$dir"
mkdir -p "$dir"
"$bin" gen --seed 1:30 --functions 20 --size 1500 -o "$dir" >/dev/null
for f in "$dir"/*.ll; do
    "$bin" run --inputs "$f" >/dev/null 2>&1 || true
    "$bin" print "$f" >/dev/null
done
here=$(dirname "$0")
clang=${CLANG:-clang-22}
if command -v "$clang" >/dev/null 2>&1; then
    for o in O0 O2; do
        "$clang" -$o -w -S -emit-llvm "$here/pgo-train.c" -o "$dir/c.$o.ll" 2>/dev/null || continue
        for k in 1 2 3 4 5; do
            "$bin" run "$dir/c.$o.ll" >/dev/null 2>&1 || true
        done
    done
fi
