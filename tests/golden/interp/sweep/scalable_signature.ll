; A function whose parameters or return value have a type the interpreter
; cannot represent (an integer wider than 2^20 bits) ends the call with
; `unsupported:`; the types were once laid out before the run's handler was
; in place, and llfuzz crashed (a null result, a longjmp to an unset
; jmp_buf).  Scalable vectors were such a type; they run now, with vscale 1
; unless told otherwise (interp/scalable/).
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @ret_scalable: <vscale x 4 x i32> <i32 0, i32 0, i32 0, i32 0>
; CHECK1-NEXT: @arg_scalable: i32 1
; CHECK1-NEXT: @ret_huge: unsupported: integers wider than 2^20 bits
; CHECK1-NEXT: @arg_huge: unsupported: integers wider than 2^20 bits
; CHECK1-NEXT: @after: i32 7
; RUN: %exit 2 %llfuzz run %s --entry ret_huge 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: unsupported: integers wider than 2^20 bits

define <vscale x 4 x i32> @ret_scalable() {
  ret <vscale x 4 x i32> zeroinitializer
}

define i32 @arg_scalable(<vscale x 2 x double> %v) {
  ret i32 1
}

define i2000000 @ret_huge() {
  ret i2000000 0
}

define i32 @arg_huge(i2000000 %v) {
  ret i32 1
}

define i32 @after() {
  ret i32 7
}
