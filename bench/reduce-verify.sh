#!/bin/bash
# reduce-verify.sh -- do the reduced cases of a store still show their
# divergence, with the commands their headers give?
#
#   bench/reduce-verify.sh DB...
#
# For each divergence with a reduced module: a miscompilation must be
# flagged again by `llfuzz check r.ll --engine E --func F` (E the engine the
# case was reduced against) with the same verdict, and the source must be
# free of UB on the witness input (`llfuzz run --entry F --args ARGS` ends
# normally); a tool failure must fail again with the same `LLVM ERROR` line,
# or die of a signal again when it had none.  The verdict is the one the
# reduced case's header names.
# Prints one line per case, then the count of good ones and the median size.
set -u
cd "$(dirname "$0")/.."
LLFUZZ=$PWD/llfuzz
export LLVM_DISABLE_SYMBOLIZATION=1
W=$(mktemp -d /tmp/reduce-verify.XXXXXX)
trap 'rm -rf "$W"' EXIT
count() { awk '/^define /{f=1; next} /^}/{f=0} f && /^  [^ ;]/{n++} END{print n+0}' "$1"; }
good=0 bad=0
: > "$W/sizes"
for db in "$@"; do
    for id in $(sqlite3 "$db" "SELECT id FROM divergence WHERE reduced_ir IS NOT NULL ORDER BY id"); do
        r=$W/r.ll
        sqlite3 "$db" "SELECT reduced_ir FROM divergence WHERE id = $id" > "$r"
        # the verdict the reduced case shows (its header's first line): a wrong
        # value may have changed its kind as it shrank; else the row's
        kind=$(sed -n '1s/^; llfuzz reduce: \(.*\) in @[^ ]* with .*/\1/p' "$r")
        [ -n "$kind" ] || kind=$(sqlite3 "$db" "SELECT kind FROM divergence WHERE id = $id")
        pass=$(sqlite3 "$db" "SELECT coalesce(blamed_pass, '-') FROM divergence WHERE id = $id")
        size=$(count "$r")
        echo "$size" >> "$W/sizes"
        func=$(sed -n 's/^; llfuzz-input: @\([^(]*\)(.*/\1/p' "$r" | head -1)
        ok=no why=
        if [ -n "$func" ]; then
            eng=$(sed -n "s/^;.*llfuzz check [^ ]* --engine \\('[^']*'\\|[^ ]*\\) --func.*/\\1/p" "$r" | head -1)
            eng=${eng#\'}; eng=${eng%\'}
            args=$(sed -n 's/^; llfuzz-input: @[^(]*(\(.*\))$/\1/p' "$r" | head -1)
            out=$("$LLFUZZ" check "$r" --engine "$eng" --func "$func" 2>&1)
            if ! printf '%s\n' "$out" | grep -qF "ERROR: $kind"; then
                why="check: $(printf '%s\n' "$out" | head -2 | tr '\n' ' ')"
            elif ! "$LLFUZZ" run "$r" --entry "$func" --args "$args" > /dev/null 2> "$W/run.err"; then
                why="source: $(head -1 "$W/run.err")"
            else
                ok=yes
            fi
        else
            cmd=$(sed -n 's/^; reproduce:   //p' "$r" | head -1)
            tool=${cmd%% *}
            set -- $cmd
            shift
            argv=()
            for a in "$@"; do
                case "$a" in *.ll) argv+=("$r");; *) argv+=("$a");; esac
            done
            key=$(sed -n 's/^; failure:     \(LLVM ERROR: [^:]*\).*/\1/p' "$r")
            st=0
            ("$tool" "${argv[@]}" > /dev/null 2> "$W/err") 2>/dev/null || st=$?
            if [ "$st" -ne 0 ] && [ -n "$key" ] && grep -qF -- "$key" "$W/err"; then
                ok=yes
            elif [ "$st" -ge 128 ] && [ -z "$key" ]; then
                ok=yes # a crash without an LLVM ERROR line: a signal (segfault, trap)
            else
                why="the tool does not fail with '${key:-a signal}' (exit $st)"
            fi
        fi
        printf '%-14s %-5s %-36s %-22s %3s %s %s\n' "$(basename "$db")#$id" "$ok" "$kind" "$pass" "$size" \
            "${func:+@$func}" "$why"
        [ $ok = yes ] && good=$((good + 1)) || bad=$((bad + 1))
    done
done
med=$(sort -n "$W/sizes" | awk '{a[NR]=$1} END{if (NR==0) print "NA"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}')
echo "$good reproduce, $bad do not; median size $med instructions"
