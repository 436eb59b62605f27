; Valid casts, including the pointer/vector-of-one-pointer bitcasts.
; RUN: %llfuzz verify %s
define void @f(ptr %p, <1 x ptr> %v, <2 x i32> %w, ptr addrspace(1) %q) {
  %a = bitcast ptr %p to <1 x ptr>
  %b = bitcast <1 x ptr> %v to ptr
  %c = bitcast <2 x i32> %w to i64
  %d = bitcast <2 x i32> %w to <4 x i16>
  %e = addrspacecast ptr addrspace(1) %q to ptr
  %f = fptrunc double 1.0 to bfloat
  %g = uitofp nneg <2 x i32> %w to <2 x float>
  ret void
}
