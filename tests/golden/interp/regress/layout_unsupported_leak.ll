; A type whose layout stops at an unsupported leaf (a scalable vector in a
; struct, here a return type) is reported as unsupported, and the layout's
; scratch (the member offsets, the leaves built so far) is not leaked: the
; report is a longjmp out of the layout walk (found by bench/interp-corpus.sh,
; LeakSanitizer on Transforms/InstCombine/frexp.ll and four more).
;
; RUN: llfuzz run %s --entry first
; EXIT: 2
; STDERR: unsupported: scalable vector <vscale x 2 x float>
; RUN: llfuzz run %s --entry nested
; EXIT: 2
; STDERR: unsupported: scalable vector <vscale x 4 x i8>

define { <vscale x 2 x float>, i32 } @first() {
  ret { <vscale x 2 x float>, i32 } zeroinitializer
}

define { i32, { i64, <vscale x 4 x i8> } } @nested() {
  ret { i32, { i64, <vscale x 4 x i8> } } zeroinitializer
}
