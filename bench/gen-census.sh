#!/usr/bin/env bash
# bench/gen-census.sh [N] [SURVIVAL_N] -- what the generator's modules contain
# (issue 4, items 2-4).
#
#   bench/gen-census.sh [N]    (default 1000 modules, seeds 1..N)
#
# Prints, over N modules generated with the default options:
#   - the instructions covered, and those of the LangRef's instruction
#     reference not covered (the exception-handling family and callbr are out
#     of scope: the interpreter cannot run them);
#   - the distinct intrinsics called (goal >= 60), the integer flags and
#     fast-math flags seen, the integer widths (goal >= 6), fp types (5) and
#     vector lengths (>= 4);
#   - survival: for SURVIVAL_N modules (default 300), the share of their
#     instructions left after `opt-22 -O2`: quartiles and a histogram (goal:
#     median >= 40%);
#   - speed: modules/s of `llfuzz gen` without UB repair and with it, on one
#     core, and the mean module size (goal >= 2000/s and >= 500/s at about
#     100 instructions).
# Environment: LLFUZZ (./llfuzz), OPT (opt-22), OUT (bench/out/gen-census).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
OPT=${OPT:-opt-22}
N=${1:-1000}
SN=${2:-300}
OUT=${OUT:-$here/out/gen-census}
case $N$SN in ''|*[!0-9]*) echo "usage: bench/gen-census.sh [N] [SURVIVAL_N]" >&2; exit 2;; esac
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null || exit 2
rm -rf "$OUT"; mkdir -p "$OUT/m"
"$LLFUZZ" gen --seed "1:$N" -o "$OUT/m" --stats 2>"$OUT/gen.log" || { cat "$OUT/gen.log"; exit 1; }

find "$OUT/m" -name 'gen-*.ll' -print0 | xargs -0 cat | perl -e '
    my @all = qw(ret br switch indirectbr unreachable fneg add fadd sub fsub mul fmul udiv sdiv fdiv
                 urem srem frem shl lshr ashr and or xor alloca load store getelementptr fence cmpxchg
                 atomicrmw trunc zext sext fptoui fptosi uitofp sitofp fptrunc fpext ptrtoint ptrtoaddr
                 inttoptr bitcast addrspacecast icmp fcmp phi call select va_arg extractelement
                 insertelement shufflevector extractvalue insertvalue freeze);
    my %known = map { $_ => 1 } @all;
    my (%op, %intr, %flag, %iw, %fp, %vl);
    my @fl = qw(nuw nsw exact disjoint nneg samesign inbounds nusw nnan ninf nsz arcp contract afn reassoc fast volatile);
    my %isflag = map { $_ => 1 } @fl;
    while (<>) {
        next unless /^  \S/;
        my $l = $_;
        $l =~ s/^\s+//;
        $l =~ s/^%\S+ = //;
        my ($o) = $l =~ /^(?:tail |musttail |notail )?(\w+)/;
        next unless defined $o;
        $op{$o}++ if $known{$o};
        my @w = split /[\s,()]+/, $l;
        shift @w;
        for my $w (@w) { last unless $isflag{$w} || $w =~ /^(eq|ne|[us][lg][te]|o\w\w|u\w\w|true|false|ord|uno|monotonic)$/;
                         $flag{"$o $w"}++ if $isflag{$w}; }
        $flag{"trunc $1"}++ if $o eq "trunc" && $l =~ /^trunc ((?:nuw |nsw )+)/;
        while ($l =~ /\@(llvm\.[\w.]+)/g) {
            my $n = $1;
            $n =~ s/(\.(v\d+)?(i\d+|f\d+|bf16|p\d+))+$//;
            $intr{$n}++;
        }
        $iw{$1}++ while $l =~ /\bi(\d+)\b/g;
        $fp{$1}++ while $l =~ /\b(half|bfloat|float|double|fp128|x86_fp80)\b/g;
        $vl{$1}++ while $l =~ /<(\d+) x /g;
    }
    my @miss = grep { !$op{$_} } @all;
    printf "instructions: %d of %d covered (all but the EH family and callbr)%s\n", scalar(keys %op), scalar(@all),
        @miss ? "; missing: @miss" : "";
    printf "intrinsics: %d distinct (goal >= 60)\n  %s\n", scalar(keys %intr), join(" ", sort keys %intr);
    my %fs = map { (split / /)[1] => 1 } keys %flag;
    printf "flags: %s\n", join(" ", sort keys %fs);
    my @ifl = grep { !$fs{$_} } qw(nuw nsw exact disjoint nneg samesign inbounds nusw nnan ninf nsz arcp contract afn reassoc);
    printf "  flags never seen: %s\n", @ifl ? "@ifl" : "none";
    printf "integer widths: %d (goal >= 6): %s\n", scalar(keys %iw), join(" ", sort { $a <=> $b } keys %iw);
    printf "fp types: %d (goal 5): %s\n", scalar(keys %fp), join(" ", sort keys %fp);
    printf "vector lengths: %d (goal >= 4): %s\n", scalar(keys %vl), join(" ", sort { $a <=> $b } keys %vl);
'

# survival after opt -O2
count() { grep -c '^  [^ ;]' "$1" | tr -d ' '; }
: > "$OUT/survival.txt"
k=0
for f in $(ls "$OUT/m"/gen-*.ll | sort -t- -k2 -n | head -n "$SN"); do
    before=$(count "$f")
    if "$OPT" -O2 -S "$f" -o "$OUT/o2.ll" 2>>"$OUT/opt.err"; then
        after=$(count "$OUT/o2.ll")
        echo "$before $after" >> "$OUT/survival.txt"
    else
        echo "opt-22 -O2 failed on $f" >&2
    fi
    k=$((k + 1))
done
awk '{ r = $1 ? $2 / $1 : 0; print r }' "$OUT/survival.txt" | sort -g > "$OUT/ratios.txt"
awk -v n="$(wc -l < "$OUT/ratios.txt")" '
    { a[NR] = $1; b = int($1 * 10); if (b > 9) b = 9; h[b]++ }
    END {
        if (!n) { print "survival: no data"; exit }
        printf "survival after opt-22 -O2 (%d modules): quartiles %.0f%% / %.0f%% (median) / %.0f%% (goal: median >= 40%%)\n",
            n, 100 * a[int(n / 4) + 1], 100 * a[int(n / 2) + 1], 100 * a[int(3 * n / 4) + 1]
        for (b = 0; b < 10; b++) printf "  %3d-%3d%%: %d\n", b * 10, b * 10 + 10, h[b]
    }' "$OUT/ratios.txt"

# speed on one core: modules of about 100 instructions
speed() { # label options...
    local label=$1; shift
    local t0 t1
    t0=$(date +%s.%N)
    taskset -c 0 "$LLFUZZ" gen --seed 1:"$1" --stats "${@:2}" -o "$OUT/m" 2>"$OUT/speed.log" >/dev/null
    t1=$(date +%s.%N)
    echo "$label: $(grep "modules in" "$OUT/speed.log" | sed "s/^llfuzz gen: //")"
}
rm -rf "$OUT/m"; mkdir -p "$OUT/m"
speed "speed without repair (goal >= 2000 modules/s)" 3000 --no-repair
rm -rf "$OUT/m"; mkdir -p "$OUT/m"
speed "speed with repair (goal >= 500 modules/s)" 1000
