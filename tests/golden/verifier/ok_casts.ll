; Valid casts that look suspicious: a one-element vector of pointers and a
; pointer, vectors of the same total size, ptrtoaddr to the index width.
; RUN: %llfuzz verify %s
target datalayout = "p:64:64:64:32"

define void @f(<1 x ptr> %v, ptr %p, <2 x i32> %w, <4 x float> %x) {
  %a = bitcast <1 x ptr> %v to ptr
  %b = bitcast ptr %p to <1 x ptr>
  %c = bitcast <2 x i32> %w to i64
  %d = bitcast <4 x float> %x to <2 x double>
  %e = ptrtoaddr ptr %p to i32
  %f = addrspacecast ptr %p to ptr addrspace(3)
  %g = uitofp nneg <2 x i32> %w to <2 x float>
  %h = trunc nuw nsw <2 x i32> %w to <2 x i8>
  ret void
}
