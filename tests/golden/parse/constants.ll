; LangRef "Constants": every literal form, printed in canonical syntax, and the
; round trip through llvm-as-22 / llvm-diff-22 keeps every value.
; REQUIRES: llvm-as-22, llvm-diff-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/out.ll
; RUN: (llvm-as-22 %s -o %t/a.bc && llvm-as-22 %t/out.ll -o %t/b.bc && llvm-diff-22 %t/a.bc %t/b.bc)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK3
; CHECK3: @i1t = global i1 true
; CHECK3-NEXT: @i8neg = global i8 -1
; CHECK3-NEXT: @i8wrap = global i8 0
; CHECK3-NEXT: @i128big = global i128 170141183460469231731687303715884105727
; CHECK3-NEXT: @i200neg = global i200 -803469022129495137770981046170581301261101496891396417650688
; CHECK3-NEXT: @hexu = global i16 -1
; CHECK3-NEXT: @hexs = global i32 -2
; CHECK3-NEXT: @f = global float 1.250000e+00
; CHECK3-NEXT: @fhex = global float 0x3FB99999A0000000
; CHECK3-NEXT: @fsnan = global float 0x7FF4000000000000
; CHECK3-NEXT: @d = global double -0.000000e+00
; CHECK3-NEXT: @dinf = global double 0x7FF0000000000000
; CHECK3-NEXT: @h = global half 0xH3C00
; CHECK3-NEXT: @hdec = global half 0xH3E00
; CHECK3-NEXT: @bf = global bfloat 0xR3FC0
; CHECK3-NEXT: @x80 = global x86_fp80 0xK3FFF8000000000000000
; CHECK3-NEXT: @q = global fp128 0xL00000000000000003FFF000000000000
; CHECK3-NEXT: @ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
; CHECK3-NEXT: @str = global [6 x i8] c"a\22b\\\0A\00"
; CHECK3-NEXT: @arr = global [2 x i16] [i16 1, i16 -2]
; CHECK3-NEXT: @bytes = global [3 x i8] c"\01\02\03"
; CHECK3-NEXT: @st = global { i32, ptr, [0 x i8] } { i32 7, ptr null, [0 x i8] zeroinitializer }
; CHECK3-NEXT: @pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
; CHECK3-NEXT: @vec = global <4 x i32> <i32 1, i32 poison, i32 undef, i32 -4>
; CHECK3-NEXT: @spl = global <4 x i32> splat (i32 9)
; CHECK3-NEXT: @z = global { i32, double } zeroinitializer
; CHECK3-NEXT: @u = global i32 undef
; CHECK3-NEXT: @p = global i64 poison
; CHECK3-NEXT: @gep = global ptr getelementptr inbounds ([4 x i32], ptr @arr4, i64 0, i64 2)
; CHECK3-NEXT: @gepr = global ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @arr4, i64 8)
; CHECK3-NEXT: @cast = global i64 ptrtoint (ptr @arr4 to i64)
; CHECK3-NEXT: @sum = global i64 add (i64 ptrtoint (ptr @arr4 to i64), i64 16)
; CHECK3-NEXT: @arr4 = global [4 x i32] zeroinitializer
; CHECK3-NEXT: @ba = global ptr blockaddress(@fn, %next)
; CHECK3-NEXT: @dso = global ptr dso_local_equivalent @fn
; CHECK3-NEXT: @ncfi = global ptr no_cfi @fn
; CHECK3-NEXT: @pa = global ptr ptrauth (ptr @fn, i32 2, i64 1234)

@i1t = global i1 true
@i8neg = global i8 255
@i8wrap = global i8 256
@i128big = global i128 170141183460469231731687303715884105727
@i200neg = global i200 -803469022129495137770981046170581301261101496891396417650688
@hexu = global i16 u0xFFFF
@hexs = global i32 s0xFFFFFFFE
@f = global float 1.25
@fhex = global float 0x3FB99999A0000000
@fsnan = global float 0x7FF4000000000000
@d = global double -0.0
@dinf = global double 0x7FF0000000000000
@h = global half 0xH3C00
@hdec = global half 1.5
@bf = global bfloat 0xR3FC0
@x80 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@str = global [6 x i8] c"a\22b\5C\0a\00"
@arr = global [2 x i16] [i16 1, i16 -2]
@bytes = global [3 x i8] [i8 1, i8 2, i8 3]
@st = global { i32, ptr, [0 x i8] } { i32 7, ptr null, [0 x i8] zeroinitializer }
@pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@vec = global <4 x i32> <i32 1, i32 poison, i32 undef, i32 -4>
@spl = global <4 x i32> splat (i32 9)
@z = global { i32, double } zeroinitializer
@u = global i32 undef
@p = global i64 poison
@gep = global ptr getelementptr inbounds ([4 x i32], ptr @arr4, i64 0, i64 2)
@gepr = global ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @arr4, i64 8)
@cast = global i64 ptrtoint (ptr @arr4 to i64)
@sum = global i64 add (i64 ptrtoint (ptr @arr4 to i64), i64 16)
@arr4 = global [4 x i32] zeroinitializer
@ba = global ptr blockaddress(@fn, %next)
@dso = global ptr dso_local_equivalent @fn
@ncfi = global ptr no_cfi @fn
@pa = global ptr ptrauth (ptr @fn, i32 2, i64 1234)

define void @fn() {
  br label %next
next:
  ret void
}
