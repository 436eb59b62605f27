; The stack below the entry's is faulted in with the image (startup/entry.c,
; STACK_POPULATE): a module whose parse goes 20 KB deep into the host's
; stack takes no more page faults than this empty module does, where each
; new page of the stack was a fault of its own (four more here, 11 us
; each on these machines).  Release build only (the sanitizer build links
; without the entry), and only where perf counts page faults.
; REQUIRES: startup, perf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (awk -f %S/Inputs/nested_md.awk > %t/deep.ll)
; RUN: "$LLFUZZ_BIN" run %t/deep.ll
; RUN: (deep=$({ perf stat -x, -e page-faults "$LLFUZZ_BIN" run %t/deep.ll 2>&1 >/dev/null || true; } | awk -F, '/page-faults/ { print $1 }') && \
; RUN: empty=$({ perf stat -x, -e page-faults "$LLFUZZ_BIN" run %s 2>&1 >/dev/null || true; } | awk -F, '/page-faults/ { print $1 }') && \
; RUN: echo "page faults: $deep, of an empty module: $empty" && \
; RUN: awk -v d="$deep" -v e="$empty" 'BEGIN { if (d !~ /^[0-9]+$/ || e !~ /^[0-9]+$/) print "perf cannot count page faults here"; \
; RUN:   else if (d - e <= 1) print "the stack was faulted in"; else print "a fault a page of stack" }') | FileCheck %s --check-prefix=CHECK3
; CHECK3: {{the stack was faulted in|perf cannot count page faults here}}

define i32 @main() {
  ret i32 0
}
