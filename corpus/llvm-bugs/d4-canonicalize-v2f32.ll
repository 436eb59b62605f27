; llc-22 -O2 (and -O0) on x86-64 dies with SIGTRAP (an llvm_unreachable in "X86 DAG->DAG Instruction
; Selection") on any llvm.canonicalize of <2 x float>; <4 x float>, float and <2 x double> compile.
; LangRef: llvm.canonicalize is defined for any floating-point scalar or vector type. Campaign divergences 4, 47, 49, 66.
;   llc-22 -O2 -filetype=obj d4-canonicalize-v2f32.ll -o /dev/null    -> signal 5
; llfuzz-engine: llc-22:-O2
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14-
define <2 x float> @f(<2 x float> %x) {
 %r = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %x)
 ret <2 x float> %r
}
declare <2 x float> @llvm.canonicalize.v2f32(<2 x float>)
