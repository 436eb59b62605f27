; CorrelatedValuePropagation proves that llvm.smul.with.overflow.i1(%x, %x) cannot
; overflow and replaces it with `mul nuw nsw i1` and an overflow bit of false. In i1
; the signed values are 0 and -1; (-1) * (-1) = 1 does not fit (LangRef
; "llvm.smul.with.overflow.*": the second result is 1 on signed overflow), so for
; %x = true the source returns overflow = 1, the target 0 (and the nsw mul is poison).
; LLVM 14; LLVM 22 keeps the intrinsic (no divergence).
;   opt-14 -opaque-pointers -passes=correlated-propagation -S G-cvp-smul-overflow-i1.ll
;   llfuzz check G-cvp-smul-overflow-i1.ll --engine opt-14:-passes=correlated-propagation
; llfuzz-engine: opt-14:-passes=correlated-propagation
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 14
declare { i1, i1 } @llvm.smul.with.overflow.i1(i1, i1)

define i1 @src(i1 %x) {
  %r = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 %x, i1 %x)
  %o = extractvalue { i1, i1 } %r, 1
  ret i1 %o
}

; InstCombine has the same blind spot with a constant operand true (= -1):
;   opt-14 -opaque-pointers -passes=instcombine -S G-cvp-smul-overflow-i1.ll
;   llfuzz check G-cvp-smul-overflow-i1.ll --engine opt-14:-passes=instcombine
define i1 @src2(i1 %x) {
  %r = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 true, i1 %x)
  %o = extractvalue { i1, i1 } %r, 1
  ret i1 %o
}
