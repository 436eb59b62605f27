; The entry maps the page of the executable's ELF header in by the range
; before it reads the program headers there (startup/entry.c): that page is a
; mapping of its own (read-only, apart from the code's), so the entry's own
; fault did not map it, and reading it was a fault of 20-30 us.  No page
; fault of a run lands on it.  Release build only (the sanitizer build links
; without the entry), and only where perf records page faults with their
; addresses.
; REQUIRES: startup, perf, readelf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (base=$(readelf -lW "$LLFUZZ_BIN" | awk '$1 == "LOAD" { print $3; exit }') && \
; RUN: { perf record -q -e page-faults -c 1 -d -o %t/pf.data "$LLFUZZ_BIN" run %s >/dev/null 2>&1 || true; } && \
; RUN: { perf script -i %t/pf.data -F addr 2>/dev/null || true; } > %t/addrs && \
; RUN: awk -v base="$base" 'function hex(s,  i, c, v) { v = 0; s = tolower(s); sub(/^0x/, "", s); \
; RUN:     for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)); if (!c) return -1; v = v * 16 + c - 1 } return v } \
; RUN:   { n++; a = hex($1); if (a >= hex(base) && a < hex(base) + 4096) hit++ } \
; RUN:   END { if (!n || base == "") print "perf cannot record page faults here"; \
; RUN:     else if (hit) print "a fault on the header page"; else print "no fault on the header page" }' %t/addrs) | FileCheck %s
; CHECK: {{no fault on the header page|perf cannot record page faults here}}

define i32 @main() {
  ret i32 0
}
