; A function whose parameters or return value have a type the interpreter
; cannot represent (a scalable vector) ends the call with `unsupported:`;
; the types were once laid out before the run's handler was in place, and
; llfuzz crashed (a null result, a longjmp to an unset jmp_buf).
;
; RUN: llfuzz run %s --entry '*'
; CHECK: @ret_scalable: unsupported: scalable vector <vscale x 4 x i32>
; CHECK-NEXT: @arg_scalable: unsupported: scalable vector <vscale x 2 x double>
; CHECK-NEXT: @after: i32 7
; RUN: llfuzz run %s --entry ret_scalable
; EXIT: 2
; STDERR: unsupported: scalable vector <vscale x 4 x i32>

define <vscale x 4 x i32> @ret_scalable() {
  ret <vscale x 4 x i32> zeroinitializer
}

define i32 @arg_scalable(<vscale x 2 x double> %v) {
  ret i32 1
}

define i32 @after() {
  ret i32 7
}
