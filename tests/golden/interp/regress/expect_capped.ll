; The parser expects a module to take six times its text and takes that
; much of its arena at once (ir_arena_expect).  The expectation is a guess:
; it must not ask for more memory than the arena would use.  A module of
; 40 MB (nearly all blanks) under `ulimit -v 200000` stopped with "out of
; memory (240000242 bytes)" when the expectation took one chunk of 240 MB;
; it is capped at 32 MB, as the arenas' doubling chunks.  (ulimit -v does
; not work with the sanitizers' shadow memory: release only.)
; REQUIRES: release-build
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 7 bash -o pipefail -c 'head -c 40000000 /dev/zero | tr '\''\0'\'' '\'' '\'' > %t/blank.ll && cat %s >> %t/blank.ll && \
; RUN:   (ulimit -v 200000 && %llfuzz run %t/blank.ll)' 2> %t.err
; RUN: test ! -s %t.err

define i32 @main() {
  ret i32 7
}
