; The executable's writable segment ends its file part on a page boundary
; (startup/data-end.ld), or has no zero part: exec clears the rest of the last
; file page of a segment whose .bss starts in it, a page fault of 11-25 us
; on these machines.  Release build only (the sanitizer build links without
; the script).
; REQUIRES: startup, readelf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (readelf -lW "$LLFUZZ_BIN" | awk 'function hex(s,  i, c, v) { v = 0; s = tolower(s); sub(/^0x/, "", s); \
; RUN:     for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)); if (!c) return -1; v = v * 16 + c - 1 } return v } \
; RUN:   $1 == "LOAD" && $7 ~ /W/ { n++; off = hex($2); fsz = hex($5); msz = hex($6); \
; RUN:     if (fsz == msz || (off + fsz) % 4096 == 0) print "file part ends on a page boundary"; \
; RUN:     else printf "file part ends at %x, inside a page\n", off + fsz } \
; RUN:   END { if (!n) print "no writable segment" }') | FileCheck %s
; CHECK: file part ends on a page boundary

define i32 @main() {
  ret i32 0
}
