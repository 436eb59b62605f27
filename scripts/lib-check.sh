#!/bin/sh
# scripts/lib-check.sh LIB -- what another program that embeds libllfuzz.a
# needs of it (make lib-check, part of make test):
#  1. it links into a program built the compiler's default way, PIE with
#     Debian's gcc (the library's objects are position-independent), and
#     that program runs (tests/lib/embed.c);
#  2. it defines no name of the C library (a malloc helper such as sbrk
#     would replace the C library's own in every program that links it):
#     its global symbols against those libc.so and libm.so export.
# CC, CFLAGS, LDLIBS as the Makefile's.
set -eu
lib=${1:-libllfuzz.a}
cc=${CC:-cc}
dir=build/lib-check
mkdir -p "$dir"
fail=0

# shellcheck disable=SC2086  # CFLAGS and LDLIBS are lists
rm -f "$dir/embed"
if ! $cc -std=c11 -D_GNU_SOURCE ${CFLAGS:--O2 -g} -I. -o "$dir/embed" tests/lib/embed.c "$lib" \
        ${LDLIBS:--lsqlite3 -lm -lpthread} 2>"$dir/link.log"; then
    sed 's/^/  /' "$dir/link.log" | head -5
    echo "lib-check: FAIL: a default (PIE) program cannot link $lib"; fail=1
elif "$dir/embed"; then
    echo "lib-check: a program linked with $lib ($(readelf -h "$dir/embed" | awk '/Type:/ { print $2 }') executable) runs"
else
    echo "lib-check: FAIL: the program linked with $lib failed"; fail=1
fi

# the names the C library's shared objects export (the static archives
# hold internal names too)
: >"$dir/libc.names"
for so in libc.so.6 libm.so.6; do
    path=$($cc -print-file-name=$so)
    [ -e "$path" ] && nm -D --defined-only "$path" | awk '{ sub(/@.*/, "", $NF); print $NF }' >>"$dir/libc.names"
done
if [ ! -s "$dir/libc.names" ]; then
    echo "lib-check: no libc.so.6 to compare with; names not checked"
else
    nm -g --defined-only "$lib" | awk 'NF == 3 { print $3 }' | sort -u >"$dir/lib.names"
    sort -u "$dir/libc.names" | comm -12 - "$dir/lib.names" >"$dir/clash"
    if [ -s "$dir/clash" ]; then
        echo "lib-check: FAIL: $lib defines names of the C library: $(tr '\n' ' ' <"$dir/clash")"; fail=1
    else
        echo "lib-check: $lib defines no name of the C library ($(wc -l <"$dir/lib.names") global names)"
    fi
fi
exit $fail
