; Valid calls: extra arguments of a varargs function, a call whose type
; differs from the callee's declaration (opaque pointers make it legal),
; an invoke whose result is used in its normal destination (also by a phi),
; a callbr whose result is used in an indirect destination.
; RUN: %llfuzz verify %s

declare i32 @printf(ptr, ...)
declare i64 @other(i64)
declare i32 @may_throw(i32)
declare i32 @pers(...)

define i32 @va(ptr %fmt, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %r = call i32 (ptr, ...) @printf(ptr %fmt, i32 %a, double 1.0, ptr null)
  %m = call i32 @other(i32 %r)
  ret i32 %m
}

define i32 @inv(i32 %x) personality ptr @pers {
entry:
  %r = invoke i32 @may_throw(i32 %x) to label %ok unwind label %lp
ok:
  %p = phi i32 [ %r, %entry ]
  %s = add i32 %r, %p
  ret i32 %s
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}

define i32 @br(i32 %x) {
  %r = callbr i32 asm "", "=r,!i"() to label %fall [label %ind]
fall:
  ret i32 %r
ind:
  ret i32 %r
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
