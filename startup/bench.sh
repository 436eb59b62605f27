#!/usr/bin/env bash
# startup/bench.sh [LLFUZZ...] -- what a short run costs: the wall time of
# N runs (default 200) of `llfuzz verify` and of `llfuzz run` on a small
# module, for each binary given (default ./llfuzz), interleaved so that the
# machine's load falls on each alike (startup/spawn-time.c: posix_spawn,
# the median wall time and the mean CPU time of a run), and with perf the
# page faults of a run.  For the figures in
# startup/README.md: a build with STARTUP=1 against one with STARTUP=0.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
N=${N:-200}
[ $# -gt 0 ] || set -- "$root/llfuzz"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/small.ll" <<'LL'
define i32 @sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i32 %s, %i
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @main() {
  %r = call i32 @sum(i32 100)
  %z = icmp eq i32 %r, 4950
  %v = select i1 %z, i32 0, i32 1
  ret i32 %v
}
LL
cc -O2 -o "$dir/spawn-time" "$root/startup/spawn-time.c"
for cmd in verify run; do
    args=()
    for b; do args+=(${args[0]+--} "$b" "$cmd" "$dir/small.ll"); done
    "$dir/spawn-time" "$N" "${args[@]}"
    # the page faults of a run, where perf counts them (the figure the
    # tricks change; the times above depend on the machine's load)
    for b; do
        pf=$({ perf stat -x, -e page-faults -r 20 "$b" "$cmd" "$dir/small.ll" 2>&1 >/dev/null || true; } |
             awk -F, '/page-faults/ { print $1 }')
        case $pf in ''|*[!0-9]*) ;; *) echo "  $pf page faults a run: $b $cmd" ;; esac
    done
done
