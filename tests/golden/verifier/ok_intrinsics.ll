; Valid intrinsic calls: overloaded names, calls without a declaration
; (llvm-as infers one per call type), old forms llvm-as upgrades, target
; intrinsics the table does not know, metadata arguments.
; RUN: %llfuzz verify %s

declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float>, <2 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32>, <4 x i32>, i64 immarg)
declare i32 @llvm.x86.some.target.thing(i32)

define void @f(i32 %x, ptr %p, ptr %q, <4 x float> %v, <4 x i32> %w) {
  %a = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 16, i1 false)
  %b = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 1, i8 2)
  %c = call <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float> zeroinitializer, <2 x i32> zeroinitializer)
  %d = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %v)
  %e = call <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32> poison, <4 x i32> %w, i64 4)
  %f = call i16 @llvm.umin(i16 1, i16 2)
  %g = call <2 x i8> @llvm.umin(<2 x i8> zeroinitializer, <2 x i8> zeroinitializer)
  %h = call i1 @llvm.is.fpclass.f32(float 1.0, i32 3)
  %i = call i32 @llvm.x86.some.target.thing(i32 %x)
  %slot = alloca i32
  call void @llvm.lifetime.start.p0(ptr %slot)
  call void @llvm.lifetime.end.p0(ptr poison)
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}
