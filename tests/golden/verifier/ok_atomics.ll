; Valid atomics: vectors in atomic loads and stores, fp vectors in atomicrmw
; fadd, pointers in cmpxchg and xchg, syncscopes.
; RUN: %llfuzz verify %s

define void @f(ptr %p, ptr %q, <2 x float> %v) {
  %a = load atomic <2 x i32>, ptr %p acquire, align 8
  store atomic <2 x float> %v, ptr %p release, align 8
  %b = atomicrmw fadd ptr %p, <2 x float> %v seq_cst, align 8
  %c = cmpxchg weak ptr %p, ptr %q, ptr null syncscope("agent") acq_rel monotonic, align 8
  %d = atomicrmw xchg ptr %p, ptr %q monotonic
  %e = atomicrmw usub_sat ptr %p, i16 1 seq_cst
  fence syncscope("singlethread") acquire
  ret void
}
