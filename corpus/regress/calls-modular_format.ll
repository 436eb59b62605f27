; Reduced from false alarms on InstCombine's modular-format.ll: a call of a
; function with "modular-format" may be redirected to its modular
; implementation function, with llvm.reloc.none naming the aspects needed.
; (regression case of a false alarm; also tests/golden/check/calls/modular_format.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 22-

@.str.int = constant [3 x i8] c"%d\00"

declare void @myprintf(ptr, ...) #0

define void @int_only(i32 %x) {
  call void (ptr, ...) @myprintf(ptr @.str.int, i32 %x)
  ret void
}

attributes #0 = { "modular-format"="printf,1,2,myprintf_mod,myprintf_impl,float" }
