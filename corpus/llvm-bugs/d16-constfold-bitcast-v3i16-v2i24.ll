; Same root cause as the known <3 x i8> -> <2 x i12> constant-folding bug (b):
; LLVM's constant folder gets bitcasts between vectors whose element widths do not
; divide each other wrong. LangRef: bitcast is "as if stored to memory and read back";
; <3 x i16> <0xACEA, 0x4001, 0xACEA> is the 48-bit 0xACEA4001ACEA (element 0 lowest), so
; as <2 x i24> it is <i24 0x01ACEA = 109802, i24 0xACEA40 = 11332160>.
;   opt-22 -passes=instsimplify -S this.ll  folds @g to <i24 44266, i24 16385>   (wrong)
;   llc-22 -O0 -relocation-model=pic -filetype=obj this.ll -o a.o && clang-22 a.o -o a && ./a
;     prints "const 44266 16385" (folded during codegen too)
;     and    "arg   109802 11332160" (the same bitcast on a non-constant: right)
; In campaign divergence 16 instcombine turned and(<3 x i16> %x, C) -> bitcast i48 ->
; trunc i24 into and(extract(bitcast %x), fold(bitcast C)), and the mask lost bit 16.
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-engine: opt-19:-passes=instsimplify
; llfuzz-engine: opt-14:-passes=instsimplify
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
; llfuzz-func: @g
define <2 x i24> @g() {
  %b = bitcast <3 x i16> <i16 -21270, i16 16385, i16 -21270> to <2 x i24>
  ret <2 x i24> %b
}
define <2 x i24> @h(<3 x i16> %x) noinline {
  %b = bitcast <3 x i16> %x to <2 x i24>
  ret <2 x i24> %b
}
@fc = private constant [13 x i8] c"const %d %d\0A\00"
@fa = private constant [13 x i8] c"arg   %d %d\0A\00"
declare i32 @printf(ptr, ...)
define void @show(ptr %fmt, <2 x i24> %v) {
  %a = extractelement <2 x i24> %v, i64 0
  %b = extractelement <2 x i24> %v, i64 1
  %a32 = zext i24 %a to i32
  %b32 = zext i24 %b to i32
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %a32, i32 %b32)
  ret void
}
define i32 @main() {
  %v = call <2 x i24> @g()
  call void @show(ptr @fc, <2 x i24> %v)
  %w = call <2 x i24> @h(<3 x i16> <i16 -21270, i16 16385, i16 -21270>)
  call void @show(ptr @fa, <2 x i24> %w)
  ret i32 0
}
