; LangRef "Parameter Attributes", "Function Attributes": where each
; attribute may appear, the types it fits, the ones that exclude each other
; and the ones that may appear only once.
; RUN: llfuzz verify %s
; EXIT: 1

; ERROR@+1: Attribute 'nonnull' applied to incompatible type
declare void @a(i32 nonnull)
; ERROR@+1: Attribute 'zeroext' applied to incompatible type
declare void @b(float zeroext)
; ERROR@+1: Attribute 'range(i8 0, 4)' applied to incompatible type
declare void @c(i32 range(i8 0, 4))
; ERROR@+1: Attribute 'sret' is not on first or second parameter
declare void @d(i32, i32, ptr sret(i32))
; ERROR@+1: Attributes 'noinline and alwaysinline' are incompatible
declare void @e() noinline alwaysinline
; ERROR@+1: Attributes 'readonly and writeonly' are incompatible
declare void @f(ptr readonly writeonly)
; ERROR@+1: Attribute 'byval' does not support unsized types
declare void @g(ptr byval(%opaque))
; ERROR@+1: More than one parameter has attribute returned
declare ptr @h(ptr returned, ptr returned)
; ERROR@+1: immarg attribute only applies to intrinsics
declare void @i(i32 immarg)
; ERROR@+1: Attribute 'noundef' applied to incompatible type
declare noundef void @j()
; ERROR@+1: Attribute 'nofpclass(nan)' applied to incompatible type
declare void @k(i32 nofpclass(nan))
; ERROR@+1: 'allocsize' element size argument must refer to an integer parameter
declare ptr @l(float) allocsize(0)
; ERROR@+1: Attribute 'optnone' requires 'noinline'
define void @m() optnone {
  ret void
}

%opaque = type opaque

define void @callsite(ptr %p) {
; ERROR@+1: Attribute 'nonnull' applied to incompatible type
  call void @a(i32 nonnull 0)
  ret void
}
