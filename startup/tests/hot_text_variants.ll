; The string functions' EVEX and AVX-512 variants lie in .text.hot_first
; with the AVX2 ones (startup/hot-text.c, variants): the list of the code
; runs execute is made under callgrind, whose processor has no AVX-512, so
; that the C library's ifunc resolvers chose the AVX2 variants there, while
; a run on a machine with AVX-512 executes the EVEX ones.  Those lay all
; over the 1.9 MB of cold text, and each first touch of a 32 KB group of
; the image costs a trap to the hypervisor on these machines: a csmith
; program at -O2 went 2.45 -> 2.23 ms with them in the list.  Checked on
; the symbols of the binary (each variant linked in, which the resolvers
; may choose: memmove, memset, strlen, strcmp, memchr, strchr).  Release
; build only (the sanitizer build links without the list).
; REQUIRES: startup, nm, readelf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sec=$(readelf -SW "$LLFUZZ_BIN" | awk '{ for (i = 1; i <= NF; i++) if ($i == ".text.hot_first") { print $(i + 2), $(i + 4); exit } }') && \
; RUN: nm "$LLFUZZ_BIN" | awk -v sec="$sec" 'function hex(s,  i, c, v) { v = 0; s = tolower(s); sub(/^0x/, "", s); \
; RUN:     for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)); if (!c) return -1; v = v * 16 + c - 1 } return v } \
; RUN:   BEGIN { split(sec, f, " "); lo = hex(f[1]); hi = lo + hex(f[2]) } \
; RUN:   $3 ~ /^__(memmove_avx512_unaligned_erms|memmove_evex_unaligned_erms|memset_avx512_unaligned_erms|memset_evex_unaligned_erms|strlen_evex|strcmp_evex|memchr_evex|strchr_evex)$/ { \
; RUN:     n++; a = hex($1); if (a < lo || a >= hi) { out++; print "outside .text.hot_first:", $3 } } \
; RUN:   END { if (!n) print "no variants linked in"; else if (!out) print n, "variants in .text.hot_first" }') | FileCheck %s
; CHECK: {{8 variants in .text.hot_first|no variants linked in}}

define i32 @main() {
  ret i32 0
}
