; A plain run reads no clock: the phases' wall times are for --stats, and
; the first clock_gettime maps the vDSO's data and code pages, two page
; faults of some 20 us each on these machines.  So a run with --stats
; takes more page faults than one without.  Release build only, and only
; where perf counts page faults.
; REQUIRES: release-build, perf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (plain=$({ perf stat -x, -e page-faults "$LLFUZZ_BIN" run %s 2>&1 >/dev/null || true; } | awk -F, '/page-faults/ { print $1 }') && \
; RUN: stats=$({ perf stat -x, -e page-faults "$LLFUZZ_BIN" run --stats %s 2>&1 >/dev/null || true; } | awk -F, '/page-faults/ { print $1 }') && \
; RUN: echo "page faults: $plain, with --stats: $stats" && \
; RUN: awk -v p="$plain" -v s="$stats" 'BEGIN { if (p !~ /^[0-9]+$/ || s !~ /^[0-9]+$/) print "perf cannot count page faults here"; \
; RUN:   else if (p < s) print "no clock read"; else print "the clock was read" }') | FileCheck %s
; CHECK: {{no clock read|perf cannot count page faults here}}

define i32 @main() {
  ret i32 0
}
