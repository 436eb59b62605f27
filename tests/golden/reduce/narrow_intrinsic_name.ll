; Narrowing integer types renames the intrinsics they mangle.  The reducer
; turns every i32 into i8; the exponent of llvm.ldexp.v4f32.v4i32 is <4 x i32>,
; so the declaration must become llvm.ldexp.v4f32.v4i8.  Before, ".v4i32"
; stayed while its types changed: a reproducer whose intrinsic name did not
; match its type (LLVM remangles it on reading, a reader of the report
; cannot).  From a campaign row (llc-22 for aarch64, ldexp of <8 x fp128>).
; REQUIRES: llc-22
; TIMEOUT: 240
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/llc-pattern-crash.sh %t/bin/llc-22 && \
; RUN:   export PATH=%t/bin:$PATH LLC_FAIL_PATTERN='ldexp.*<4 x i'; \
; RUN:   %llfuzz reduce %s --engine llc-22:-O2 -o %t/r.ll -j 2 -q && cat %t/r.ll) | FileCheck %s --check-prefix=CHECK1
; CHECK1: ; signature:   llc-22|crash|LLVM ERROR: Cannot select: fldexp
; CHECK1: call <4 x float> @llvm.ldexp.v4f32.v4i8(<4 x float> {{.*}}, <4 x i8> {{.*}})
; CHECK1: declare <4 x float> @llvm.ldexp.v4f32.v4i8(<4 x float>, <4 x i8>)
; RUN: (llvm-as-22 %t/r.ll -o /dev/null && echo verifies) | FileCheck %s --check-prefix=CHECK2
; CHECK2: verifies

define <4 x float> @f(<4 x float> %x, <4 x i32> %e, i32 %k) {
  %s = insertelement <4 x i32> %e, i32 %k, i32 0
  %r = call <4 x float> @llvm.ldexp.v4f32.v4i32(<4 x float> %x, <4 x i32> %s)
  %t = fadd <4 x float> %r, %x
  ret <4 x float> %t
}

declare <4 x float> @llvm.ldexp.v4f32.v4i32(<4 x float>, <4 x i32>)
