#!/bin/sh
# A stand-in for opt-22 with a planted bug in instcombine: it runs the real
# opt-22 and, when instcombine ran (as -opt-bisect-limit reports), turns
# every `xor` of the output into `or`.  --version answers like the real one.
case "$1" in --version) exec /usr/bin/opt-22 --version;; esac
out= prev= limit=
for a in "$@"; do
    [ "$prev" = "-o" ] && out=$a
    case "$a" in -opt-bisect-limit=*) limit=1;; esac
    prev=$a
done
log=$(mktemp)
if [ -n "$limit" ]; then
    /usr/bin/opt-22 "$@" 2>"$log"
else
    /usr/bin/opt-22 "$@" -opt-bisect-limit=-1 2>"$log"
fi
rc=$?
[ -n "$limit" ] || [ $rc -ne 0 ] && cat "$log" >&2
if [ $rc -eq 0 ] && [ -n "$out" ] && grep -q "^BISECT: running pass ([0-9]*) instcombine on" "$log"; then
    sed -i 's/= xor /= or /' "$out"
fi
rm -f "$log"
exit $rc
