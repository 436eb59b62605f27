#!/bin/sh
# Regenerate tests/golden/interp/fp/*.ll (except ppc_fp128.ll, written by
# hand) from the independent C model: needs gcc and libquadmath.
set -e
d=$(cd "$(dirname "$0")" && pwd)
t=$(mktemp -d)
gcc -O0 -o "$t/gen" "$d/fp-gen.c" -lquadmath -lm
"$t/gen" > "$t/gen.out"
python3 "$d/fp-build.py" "$t/gen.out" "$d/.."
rm -rf "$t"
