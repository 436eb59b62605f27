; A type whose layout stops at an unsupported leaf (an integer wider than
; 2^20 bits in a struct, here a return type; a scalable vector was one) is
; reported as unsupported, and the layout's scratch (the member offsets,
; the leaves built so far) is not leaked: the
; report is a longjmp out of the layout walk (found by bench/interp-corpus.sh,
; LeakSanitizer on Transforms/InstCombine/frexp.ll and four more).
;
; RUN: %exit 2 %llfuzz run %s --entry first 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: unsupported: integers wider than 2^20 bits
; RUN: %exit 2 %llfuzz run %s --entry nested 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: unsupported: integers wider than 2^20 bits

define { i2000000, i32 } @first() {
  ret { i2000000, i32 } zeroinitializer
}

define { i32, { i64, i2000000 } } @nested() {
  ret { i32, { i64, i2000000 } } zeroinitializer
}
