; LangRef "Instruction Reference": one of each instruction with every flag and
; keyword; the printed form is canonical (what llvm-dis-22 prints, but for the
; attributes LLVM adds to intrinsic declarations) and llvm-diff-22 finds it equal.
; REQUIRES: llvm-as-22 llvm-diff-22
; RUN: llfuzz print %s -o %T/out.ll
; RUN: llvm-as-22 %s -o %T/a.bc && llvm-as-22 %T/out.ll -o %T/b.bc && llvm-diff-22 %T/a.bc %T/b.bc
; RUN: llfuzz print %s
; CHECK: define i32 @arith(i32 %a, i32 %b, <4 x i32> %v, i64 %w) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %add = add nuw nsw i32 %a, %b
; CHECK-NEXT:   %sub = sub nsw i32 %a, %b
; CHECK-NEXT:   %mul = mul nuw i32 %a, %b
; CHECK-NEXT:   %ud = udiv exact i32 %a, %b
; CHECK-NEXT:   %sd = sdiv i32 %a, %b
; CHECK-NEXT:   %ur = urem i32 %a, %b
; CHECK-NEXT:   %sr = srem i32 %a, %b
; CHECK-NEXT:   %shl = shl nuw nsw i32 %a, 3
; CHECK-NEXT:   %lshr = lshr exact i32 %a, 1
; CHECK-NEXT:   %ashr = ashr i32 %a, 31
; CHECK-NEXT:   %and = and i32 %a, 255
; CHECK-NEXT:   %or = or disjoint i32 %a, 256
; CHECK-NEXT:   %xor = xor i32 %a, -1
; CHECK-NEXT:   %vadd = add <4 x i32> %v, splat (i32 1)
; CHECK-NEXT:   %tr = trunc nuw nsw i64 %w to i32
; CHECK-NEXT:   %ze = zext nneg i32 %a to i64
; CHECK-NEXT:   %se = sext i32 %a to i64
; CHECK-NEXT:   %c1 = icmp samesign ult i32 %a, %b
; CHECK-NEXT:   %c2 = icmp eq <4 x i32> %v, zeroinitializer
; CHECK-NEXT:   %sel = select i1 %c1, i32 %a, i32 %b
; CHECK-NEXT:   %fr = freeze i32 %sel
; CHECK-NEXT:   ret i32 %fr
; CHECK-NEXT: }
; CHECK: define float @fp(float %x, float %y, double %d, half %h) {
; CHECK-NEXT:   %neg = fneg fast float %x
; CHECK-NEXT:   %fa = fadd nnan ninf float %x, %y
; CHECK-NEXT:   %fs = fsub nsz float %x, %y
; CHECK-NEXT:   %fm = fmul arcp contract float %x, %y
; CHECK-NEXT:   %fd = fdiv reassoc afn float %x, %y
; CHECK-NEXT:   %fr = frem float %x, %y
; CHECK-NEXT:   %cmp = fcmp ogt float %x, %y
; CHECK-NEXT:   %cmp2 = fcmp fast uno float %x, %y
; CHECK-NEXT:   %tr = fptrunc double %d to float
; CHECK-NEXT:   %ex = fpext half %h to float
; CHECK-NEXT:   %ui = fptoui float %x to i32
; CHECK-NEXT:   %si = fptosi float %x to i16
; CHECK-NEXT:   %uf = uitofp nneg i32 %ui to float
; CHECK-NEXT:   %sf = sitofp i16 %si to float
; CHECK-NEXT:   %sel = select nnan i1 %cmp, float %fa, float %fs
; CHECK-NEXT:   %r = call fast float @llvm.fma.f32(float %sel, float %fm, float %fd)
; CHECK-NEXT:   ret float %r
; CHECK-NEXT: }
; CHECK: define ptr @mem(ptr %p, i64 %i, ptr addrspace(1) %q) {
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   %arr = alloca [4 x i64], i32 8, align 16
; CHECK-NEXT:   %as5 = alloca i8, align 1, addrspace(5)
; CHECK-NEXT:   %ld = load i32, ptr %p, align 4
; CHECK-NEXT:   %vl = load volatile i64, ptr %p, align 8
; CHECK-NEXT:   %at = load atomic i32, ptr %p seq_cst, align 4
; CHECK-NEXT:   %at2 = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
; CHECK-NEXT:   store i32 %ld, ptr %a, align 4
; CHECK-NEXT:   store volatile i32 1, ptr %a, align 4
; CHECK-NEXT:   store atomic i32 2, ptr %a release, align 4
; CHECK-NEXT:   fence acq_rel
; CHECK-NEXT:   fence syncscope("agent") seq_cst
; CHECK-NEXT:   %cx = cmpxchg weak volatile ptr %p, i32 1, i32 2 acq_rel monotonic, align 4
; CHECK-NEXT:   %cx0 = extractvalue { i32, i1 } %cx, 0
; CHECK-NEXT:   %rmw = atomicrmw add ptr %p, i32 1 seq_cst, align 4
; CHECK-NEXT:   %rmwf = atomicrmw fmax ptr %p, float 1.000000e+00 monotonic, align 4
; CHECK-NEXT:   %rmwx = atomicrmw volatile uinc_wrap ptr %p, i32 7 syncscope("singlethread") acquire, align 4
; CHECK-NEXT:   %g1 = getelementptr inbounds nuw [4 x i64], ptr %arr, i64 0, i64 %i
; CHECK-NEXT:   %g2 = getelementptr nusw %pair, ptr %p, i64 %i, i32 1
; CHECK-NEXT:   %g3 = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
; CHECK-NEXT:   %pi = ptrtoint ptr %p to i64
; CHECK-NEXT:   %pa = ptrtoaddr ptr %p to i64
; CHECK-NEXT:   %ip = inttoptr i64 %pi to ptr
; CHECK-NEXT:   %bc = bitcast <2 x i32> zeroinitializer to i64
; CHECK-NEXT:   %asc = addrspacecast ptr addrspace(1) %q to ptr
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr %p, i64 4, i1 false)
; CHECK-NEXT:   ret ptr %g1
; CHECK-NEXT: }
; CHECK: define <4 x i32> @vec(<4 x i32> %v, <4 x i32> %w, i32 %x, { i32, float } %agg) {
; CHECK-NEXT:   %e = extractelement <4 x i32> %v, i32 1
; CHECK-NEXT:   %i = insertelement <4 x i32> %v, i32 %x, i64 3
; CHECK-NEXT:   %s = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
; CHECK-NEXT:   %s2 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> zeroinitializer
; CHECK-NEXT:   %ev = extractvalue { i32, float } %agg, 1
; CHECK-NEXT:   %iv = insertvalue { i32, float } %agg, i32 %e, 0
; CHECK-NEXT:   ret <4 x i32> %s
; CHECK-NEXT: }
; CHECK: define i32 @cfg(i32 %x, ptr %ap, ...) personality ptr @__gxx_personality_v0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   switch i32 %x, label %def [
; CHECK-NEXT:     i32 0, label %a
; CHECK-NEXT:     i32 1, label %b
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   %ci = call i32 (i32, ...) @callee(i32 1, i64 2)
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: b:
; CHECK-NEXT:   %ii = invoke i32 (i32, ...) @callee(i32 3)
; CHECK-NEXT:           to label %join unwind label %lp
; CHECK-EMPTY:
; CHECK-NEXT: lp:
; CHECK-NEXT:   %l = landingpad { ptr, i32 }
; CHECK-NEXT:           cleanup
; CHECK-NEXT:           catch ptr null
; CHECK-NEXT:   resume { ptr, i32 } %l
; CHECK-EMPTY:
; CHECK-NEXT: def:
; CHECK-NEXT:   %va = va_arg ptr %ap, i32
; CHECK-NEXT:   %t = tail call i32 (i32, ...) @callee(i32 %va) #0
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:
; CHECK-NEXT:   %p = phi i32 [ %ci, %a ], [ %ii, %b ], [ %t, %def ]
; CHECK-NEXT:   %z = icmp eq i32 %p, 0
; CHECK-NEXT:   br i1 %z, label %u, label %r
; CHECK-EMPTY:
; CHECK-NEXT: u:
; CHECK-NEXT:   unreachable
; CHECK-EMPTY:
; CHECK-NEXT: r:
; CHECK-NEXT:   ret i32 %p
; CHECK-NEXT: }

%pair = type { i32, float }

@g = global i32 0
@gv = global [4 x i32] zeroinitializer

declare i32 @callee(i32, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare i32 @__gxx_personality_v0(...)

define i32 @arith(i32 %a, i32 %b, <4 x i32> %v, i64 %w) {
entry:
  %add = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %a, %b
  %mul = mul nuw i32 %a, %b
  %ud = udiv exact i32 %a, %b
  %sd = sdiv i32 %a, %b
  %ur = urem i32 %a, %b
  %sr = srem i32 %a, %b
  %shl = shl nuw nsw i32 %a, 3
  %lshr = lshr exact i32 %a, 1
  %ashr = ashr i32 %a, 31
  %and = and i32 %a, 255
  %or = or disjoint i32 %a, 256
  %xor = xor i32 %a, -1
  %vadd = add <4 x i32> %v, splat (i32 1)
  %tr = trunc nuw nsw i64 %w to i32
  %ze = zext nneg i32 %a to i64
  %se = sext i32 %a to i64
  %c1 = icmp samesign ult i32 %a, %b
  %c2 = icmp eq <4 x i32> %v, zeroinitializer
  %sel = select i1 %c1, i32 %a, i32 %b
  %fr = freeze i32 %sel
  ret i32 %fr
}

define float @fp(float %x, float %y, double %d, half %h) {
  %neg = fneg fast float %x
  %fa = fadd nnan ninf float %x, %y
  %fs = fsub nsz float %x, %y
  %fm = fmul arcp contract float %x, %y
  %fd = fdiv afn reassoc float %x, %y
  %fr = frem float %x, %y
  %cmp = fcmp ogt float %x, %y
  %cmp2 = fcmp fast uno float %x, %y
  %tr = fptrunc double %d to float
  %ex = fpext half %h to float
  %ui = fptoui float %x to i32
  %si = fptosi float %x to i16
  %uf = uitofp nneg i32 %ui to float
  %sf = sitofp i16 %si to float
  %sel = select nnan i1 %cmp, float %fa, float %fs
  %r = call fast float @llvm.fma.f32(float %sel, float %fm, float %fd)
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)

define ptr @mem(ptr %p, i64 %i, ptr addrspace(1) %q) {
  %a = alloca i32, align 4
  %arr = alloca [4 x i64], i32 8, align 16
  %as5 = alloca i8, align 1, addrspace(5)
  %ld = load i32, ptr %p, align 4
  %vl = load volatile i64, ptr %p, align 8
  %at = load atomic i32, ptr %p seq_cst, align 4
  %at2 = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  store i32 %ld, ptr %a, align 4
  store volatile i32 1, ptr %a
  store atomic i32 2, ptr %a release, align 4
  fence acq_rel
  fence syncscope("agent") seq_cst
  %cx = cmpxchg weak volatile ptr %p, i32 1, i32 2 acq_rel monotonic, align 4
  %cx0 = extractvalue { i32, i1 } %cx, 0
  %rmw = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %rmwf = atomicrmw fmax ptr %p, float 1.000000e+00 monotonic, align 4
  %rmwx = atomicrmw volatile uinc_wrap ptr %p, i32 7 syncscope("singlethread") acquire, align 4
  %g1 = getelementptr inbounds nuw [4 x i64], ptr %arr, i64 0, i64 %i
  %g2 = getelementptr nusw %pair, ptr %p, i64 %i, i32 1
  %g3 = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
  %pi = ptrtoint ptr %p to i64
  %pa = ptrtoaddr ptr %p to i64
  %ip = inttoptr i64 %pi to ptr
  %bc = bitcast <2 x i32> zeroinitializer to i64
  %asc = addrspacecast ptr addrspace(1) %q to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr %p, i64 4, i1 false)
  ret ptr %g1
}

define <4 x i32> @vec(<4 x i32> %v, <4 x i32> %w, i32 %x, { i32, float } %agg) {
  %e = extractelement <4 x i32> %v, i32 1
  %i = insertelement <4 x i32> %v, i32 %x, i64 3
  %s = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %s2 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> zeroinitializer
  %ev = extractvalue { i32, float } %agg, 1
  %iv = insertvalue { i32, float } %agg, i32 %e, 0
  ret <4 x i32> %s
}

define i32 @cfg(i32 %x, ptr %ap, ...) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
  ]

a:
  %ci = call i32 (i32, ...) @callee(i32 1, i64 2)
  br label %join

b:
  %ii = invoke i32 (i32, ...) @callee(i32 3)
          to label %join unwind label %lp

lp:
  %l = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %l

def:
  %va = va_arg ptr %ap, i32
  %t = tail call i32 (i32, ...) @callee(i32 %va) #0
  br label %join

join:
  %p = phi i32 [ %ci, %a ], [ %ii, %b ], [ %t, %def ]
  %z = icmp eq i32 %p, 0
  br i1 %z, label %u, label %r

u:
  unreachable

r:
  ret i32 %p
}

attributes #0 = { nounwind }
