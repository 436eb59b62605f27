#!/bin/bash
# reduce-bench.sh -- llfuzz reduce against llvm-reduce-22 on the same cases.
#
#   bench/reduce-bench.sh [-j N] [-n N] [DB...]
#
# The cases: every divergence of the given stores (llfuzz campaign --db F),
# plus planted ones (the fixture opt-22 of tests/golden/reduce/Inputs, whose
# instcombine turns `xor` into `or`, on generated modules).  Each case is
# reduced twice, with the same parallelism:
#   - llfuzz reduce --db F --id N (or FILE --engine E --func F --args A);
#   - llvm-reduce-V (the engine's LLVM version) --test=SCRIPT, where SCRIPT is the equivalent
#     interestingness test written with llfuzz check: the engine's output of
#     the candidate must show the same verdict for the same function on the
#     witness input (the input line is put back in front of the candidate,
#     since llvm-reduce drops comments); for a tool failure, the tool must
#     fail with the same first error line.
# It prints, per case, both times and sizes (instructions in the defined
# functions, counted the same way for both), then the medians and the
# ratios.  Goal: llfuzz's median time <= 1/3 of llvm-reduce's, its median
# size <= llvm-reduce's.
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
LLFUZZ=$ROOT/llfuzz
JOBS=2
MAXPER=1000000
while [ $# -gt 1 ]; do
    case "$1" in
    -j) JOBS=$2; shift 2;;
    -n) MAXPER=$2; shift 2;;   # at most N divergences of each store
    *) break;;
    esac
done
[ -x "$LLFUZZ" ] || make -s llfuzz
for v in 14 19 22; do
    command -v llvm-reduce-$v >/dev/null || { echo "reduce-bench: llvm-reduce-$v is missing" >&2; exit 2; }
done
W=$(mktemp -d /tmp/reduce-bench.XXXXXX)
trap 'rm -rf "$W"' EXIT

# instructions in the defined functions of a .ll file
count() { awk '/^define /{f=1; next} /^}/{f=0} f && /^  [^ ;]/{n++} END{print n+0}' "$1"; }

# The cases, one a line: NAME|ENGINE|FUNC|ARGS|KIND|KEY|MODULE-FILE|PATH-PREFIX
: > "$W/cases"
n=0
for db in "$@"; do
    ids=$(sqlite3 "$db" "SELECT id FROM divergence ORDER BY id LIMIT $MAXPER")
    for id in $ids; do
        n=$((n + 1))
        f=$W/c$n.ll
        "$LLFUZZ" db show --db "$db" --id "$id" --module > "$f" 2>/dev/null
        row=$(sqlite3 -separator '|' "$db" "SELECT engine, function, input, kind, replace(replace(actual, char(10), ' '), '|', ' ') FROM divergence WHERE id = $id")
        engine=${row%%|*}; rest=${row#*|}
        func=${rest%%|*}; rest=${rest#*|}
        input=${rest%%|*}; rest=${rest#*|}
        kind=${rest%%|*}; actual=${rest#*|}
        args=${input#*(}; args=${args%)}
        key=
        echo "$(basename "$db")#$id|$engine|$func|$args|$kind|$key|$f|" >> "$W/cases"
    done
done
# planted: the fixture opt-22 on generated modules that use xor
mkdir -p "$W/fake"
cp tests/golden/reduce/Inputs/opt-xor-to-or.sh "$W/fake/opt-22"
planted=0
for seed in $(seq 1 40); do
    [ $planted -ge 4 ] && break
    f=$W/p$seed.ll
    "$LLFUZZ" gen --seed "$seed" -o "$f" || continue
    grep -q "= xor " "$f" || continue
    out=$(PATH=$W/fake:$PATH "$LLFUZZ" check "$f" --engine opt-22:-O2 2>/dev/null)
    func=$(printf '%s\n' "$out" | grep -m1 'ERROR: value mismatch' | sed 's/^@\([^/]*\)\/.*/\1/')
    [ -n "$func" ] || continue
    args=$(printf '%s\n' "$out" | grep -A1 "^@$func/" | sed -n 's/^  input:  //p' | head -1)
    [ -n "$args" ] || continue
    echo "planted-seed$seed|opt-22:-O2|$func|$args|value mismatch||$f|$W/fake" >> "$W/cases"
    planted=$((planted + 1))
done

# The first LLVM ERROR line of a tool's stderr, normalized as llfuzz's crash
# keys are (reduce/sig.c red_crash_key): addresses, node numbers and other
# numbers that are not part of a word replaced, the function's name dropped.
cat > "$W/norm.sh" <<'EOF2'
#!/bin/sh
sed -n '/LLVM ERROR/{
s/ (in function:.*//
s/ in function .*//
s/^.*LLVM ERROR/LLVM ERROR/
s/0[xX][0-9a-fA-F?]*/@HEX@/g
s/\([^A-Za-z0-9_]\)t[0-9][0-9]*/\1tN/g
s/\([^A-Za-z0-9_]\)[0-9][0-9]*/\1N/g
s/@HEX@/0x?/g
p
q
}'
EOF2
chmod +x "$W/norm.sh"

# the interestingness script of llvm-reduce for one case
script() {
    local dir=$1 engine=$2 func=$3 args=$4 kind=$5 key=$6 prefix=$7
    local tool=${engine%%:*} targs=${engine#*:}
    [ "$targs" = "$engine" ] && targs=
    local op=
    case "$tool" in opt-14|opt) op=-opaque-pointers;; esac
    {
        echo '#!/bin/bash'
        [ -n "$prefix" ] && echo "export PATH=$prefix:\$PATH"
        echo "d=\$(mktemp -d); trap 'rm -rf \"\$d\"' EXIT"
        if [ -z "$func" ]; then
            case "$tool" in
            opt*) echo "$tool $op $targs -S \"\$1\" -o /dev/null 2> \"\$d/err\" && exit 1";;
            *) echo "$tool $targs \"\$1\" -o /dev/null 2> \"\$d/err\" && exit 1";;
            esac
            printf '[ "$(%q < "$d/err")" = %q ]\n' "$W/norm.sh" "$key"
        else
            printf 'echo %q > "$d/c.ll"\n' "; llfuzz-input: @$func($args)"
            echo "cat \"\$1\" >> \"\$d/c.ll\""
            case "$tool" in
            opt*)
                echo "$tool $op $targs -S \"\$d/c.ll\" -o \"\$d/t.ll\" 2>/dev/null || exit 1"
                printf '%q check "$d/c.ll" "$d/t.ll" --func %q --inputs 1 2>/dev/null | grep -qF -- %q\n' \
                    "$LLFUZZ" "$func" "ERROR: $kind";;
            *)
                printf '%q check "$d/c.ll" --engine %q --func %q --inputs 1 2>/dev/null | grep -qF -- %q\n' \
                    "$LLFUZZ" "$engine" "$func" "ERROR: $kind";;
            esac
        fi
    } > "$dir/test.sh"
    chmod +x "$dir/test.sh"
}

printf '%-22s %-12s %9s %6s %9s %6s\n' case engine "llfuzz_s" size "lreduce_s" size
: > "$W/results"
while IFS='|' read -r name engine func args kind key file prefix; do
    d=$W/run-${name//[^A-Za-z0-9]/_}
    mkdir -p "$d"
    if [ -z "$func" ]; then
        # the failure to keep: the tool's own, on the original module
        tool=${engine%%:*} targs=${engine#*:}
        [ "$targs" = "$engine" ] && targs=
        case "$tool" in
        opt-14|opt) key=$(PATH=${prefix:+$prefix:}$PATH $tool -opaque-pointers $targs -S "$file" -o /dev/null 2>&1 | "$W/norm.sh");;
        opt*) key=$(PATH=${prefix:+$prefix:}$PATH $tool $targs -S "$file" -o /dev/null 2>&1 | "$W/norm.sh");;
        *) key=$(PATH=${prefix:+$prefix:}$PATH $tool $targs "$file" -o /dev/null 2>&1 | "$W/norm.sh");;
        esac
    fi
    script "$d" "$engine" "$func" "$args" "$kind" "$key" "$prefix"
    # llfuzz
    t0=$(date +%s.%N)
    if [ -n "$func" ]; then
        PATH=${prefix:+$prefix:}$PATH "$LLFUZZ" reduce "$file" --engine "$engine" --func "$func" --args "$args" \
            --kind "$kind" -o "$d/l.ll" -j "$JOBS" -q > /dev/null 2>&1
    else
        PATH=${prefix:+$prefix:}$PATH "$LLFUZZ" reduce "$file" --engine "$engine" --kind "$kind" -o "$d/l.ll" \
            -j "$JOBS" -q > /dev/null 2>&1
    fi
    lrc=$?
    t1=$(date +%s.%N)
    # llvm-reduce
    grep -v '^; llfuzz-input' "$file" > "$d/in.ll"
    # the llvm-reduce of the engine's LLVM version (it prints its own syntax,
    # which an older opt may not read); LLVM 14's has no -j
    tool=${engine%%:*}
    case "$tool" in
    *-14|opt|llc) lr=(llvm-reduce-14 -opaque-pointers);;
    *-19) lr=(llvm-reduce-19 -j "$JOBS");;
    *) lr=(llvm-reduce-22 -j "$JOBS");;
    esac
    (cd "$d" && "${lr[@]}" --test="$d/test.sh" "$d/in.ll" -o "$d/r.ll" > "$d/lr.log" 2>&1)
    rrc=$?
    t2=$(date +%s.%N)
    ls=$( [ $lrc = 0 ] && count "$d/l.ll" || echo NA)
    rs=$( [ $rrc = 0 ] && [ -f "$d/r.ll" ] && count "$d/r.ll" || echo NA)
    lt=$(echo "$t1 - $t0" | bc)
    rt=$(echo "$t2 - $t1" | bc)
    printf '%-22s %-12s %9.1f %6s %9.1f %6s\n' "$name" "$engine" "$lt" "$ls" "$rt" "$rs"
    echo "$lt $ls $rt $rs" >> "$W/results"
done < "$W/cases"

median() { sort -n | awk '{a[NR]=$1} END{if (NR==0) print "NA"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
mlt=$(awk '{print $1}' "$W/results" | median)
mls=$(awk '$2!="NA"{print $2}' "$W/results" | median)
mrt=$(awk '{print $3}' "$W/results" | median)
mrs=$(awk '$4!="NA"{print $4}' "$W/results" | median)
echo
printf 'median: llfuzz reduce %.1f s, %s instructions; llvm-reduce-22 %.1f s, %s instructions\n' "$mlt" "$mls" "$mrt" "$mrs"
printf 'time ratio llfuzz/llvm-reduce: %.2f (goal <= 0.33); size: %s vs %s (goal <=)\n' \
    "$(echo "$mlt / $mrt" | bc -l)" "$mls" "$mrs"
