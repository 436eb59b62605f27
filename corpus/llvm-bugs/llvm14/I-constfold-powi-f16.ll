; ConstantFolding of llvm.powi.f16 computes in float and returns a float
; constant where a half one belongs: bitcast to i16 of powi(100.0, 1) then reads
; the float's bits (0x42C80000) instead of half 100.0 (0x5640).
; LLVM 14; LLVM 22 correct.
;   opt-14 -opaque-pointers -passes=instcombine -S I-constfold-powi-f16.ll
;   llfuzz check I-constfold-powi-f16.ll --engine opt-14:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-engine: opt-14:-passes=early-cse
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14
declare half @llvm.powi.f16.i32(half, i32)

define i32 @src() {
  %p = call half @llvm.powi.f16.i32(half 0xH5640, i32 1)
  %b = bitcast half %p to i16
  %s = sext i16 %b to i32
  ret i32 %s
}

; The same float constant used where a half is expected makes the module invalid
; (campaign crashes: "Both operands to FCmp instruction are not of the same type!"):
;   opt-14 -opaque-pointers -passes=early-cse -S I-constfold-powi-f16.ll
define i1 @crash(half %x) {
  %p = call half @llvm.powi.f16.i32(half 0xH1419, i32 2)
  %c = fcmp olt half %x, %p
  ret i1 %c
}
