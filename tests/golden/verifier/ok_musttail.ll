; Valid musttail calls: the same prototype, a bitcast of the result before
; the ret, a void tail call, forwarding of variable arguments.
; RUN: %llfuzz verify %s

declare ptr @get(ptr)
declare void @sink(i32)
declare i32 @fwd(ptr, ...)

define ptr @same(ptr %p) {
  %r = musttail call ptr @get(ptr %p)
  %c = bitcast ptr %r to ptr
  ret ptr %c
}

define void @void_call(i32 %x) {
  musttail call void @sink(i32 %x)
  ret void
}

define i32 @forward(ptr %p, ...) {
  %r = musttail call i32 (ptr, ...) @fwd(ptr %p, ...)
  ret i32 %r
}
