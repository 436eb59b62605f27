; LangRef "Instruction Reference": one of each instruction with every flag and
; keyword; the printed form is canonical (what llvm-dis-22 prints, but for the
; attributes LLVM adds to intrinsic declarations) and llvm-diff-22 finds it equal.
; REQUIRES: llvm-as-22, llvm-diff-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/out.ll
; RUN: (llvm-as-22 %s -o %t/a.bc && llvm-as-22 %t/out.ll -o %t/b.bc && llvm-diff-22 %t/a.bc %t/b.bc)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK3
; CHECK3: define i32 @arith(i32 %a, i32 %b, <4 x i32> %v, i64 %w) {
; CHECK3-NEXT: entry:
; CHECK3-NEXT: %add = add nuw nsw i32 %a, %b
; CHECK3-NEXT: %sub = sub nsw i32 %a, %b
; CHECK3-NEXT: %mul = mul nuw i32 %a, %b
; CHECK3-NEXT: %ud = udiv exact i32 %a, %b
; CHECK3-NEXT: %sd = sdiv i32 %a, %b
; CHECK3-NEXT: %ur = urem i32 %a, %b
; CHECK3-NEXT: %sr = srem i32 %a, %b
; CHECK3-NEXT: %shl = shl nuw nsw i32 %a, 3
; CHECK3-NEXT: %lshr = lshr exact i32 %a, 1
; CHECK3-NEXT: %ashr = ashr i32 %a, 31
; CHECK3-NEXT: %and = and i32 %a, 255
; CHECK3-NEXT: %or = or disjoint i32 %a, 256
; CHECK3-NEXT: %xor = xor i32 %a, -1
; CHECK3-NEXT: %vadd = add <4 x i32> %v, splat (i32 1)
; CHECK3-NEXT: %tr = trunc nuw nsw i64 %w to i32
; CHECK3-NEXT: %ze = zext nneg i32 %a to i64
; CHECK3-NEXT: %se = sext i32 %a to i64
; CHECK3-NEXT: %c1 = icmp samesign ult i32 %a, %b
; CHECK3-NEXT: %c2 = icmp eq <4 x i32> %v, zeroinitializer
; CHECK3-NEXT: %sel = select i1 %c1, i32 %a, i32 %b
; CHECK3-NEXT: %fr = freeze i32 %sel
; CHECK3-NEXT: ret i32 %fr
; CHECK3-NEXT: }
; CHECK3: define float @fp(float %x, float %y, double %d, half %h) {
; CHECK3-NEXT: %neg = fneg fast float %x
; CHECK3-NEXT: %fa = fadd nnan ninf float %x, %y
; CHECK3-NEXT: %fs = fsub nsz float %x, %y
; CHECK3-NEXT: %fm = fmul arcp contract float %x, %y
; CHECK3-NEXT: %fd = fdiv reassoc afn float %x, %y
; CHECK3-NEXT: %fr = frem float %x, %y
; CHECK3-NEXT: %cmp = fcmp ogt float %x, %y
; CHECK3-NEXT: %cmp2 = fcmp fast uno float %x, %y
; CHECK3-NEXT: %tr = fptrunc double %d to float
; CHECK3-NEXT: %ex = fpext half %h to float
; CHECK3-NEXT: %ui = fptoui float %x to i32
; CHECK3-NEXT: %si = fptosi float %x to i16
; CHECK3-NEXT: %uf = uitofp nneg i32 %ui to float
; CHECK3-NEXT: %sf = sitofp i16 %si to float
; CHECK3-NEXT: %sel = select nnan i1 %cmp, float %fa, float %fs
; CHECK3-NEXT: %r = call fast float @llvm.fma.f32(float %sel, float %fm, float %fd)
; CHECK3-NEXT: ret float %r
; CHECK3-NEXT: }
; CHECK3: define ptr @mem(ptr %p, i64 %i, ptr addrspace(1) %q) {
; CHECK3-NEXT: %a = alloca i32, align 4
; CHECK3-NEXT: %arr = alloca [4 x i64], i32 8, align 16
; CHECK3-NEXT: %as5 = alloca i8, align 1, addrspace(5)
; CHECK3-NEXT: %ld = load i32, ptr %p, align 4
; CHECK3-NEXT: %vl = load volatile i64, ptr %p, align 8
; CHECK3-NEXT: %at = load atomic i32, ptr %p seq_cst, align 4
; CHECK3-NEXT: %at2 = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
; CHECK3-NEXT: store i32 %ld, ptr %a, align 4
; CHECK3-NEXT: store volatile i32 1, ptr %a, align 4
; CHECK3-NEXT: store atomic i32 2, ptr %a release, align 4
; CHECK3-NEXT: fence acq_rel
; CHECK3-NEXT: fence syncscope("agent") seq_cst
; CHECK3-NEXT: %cx = cmpxchg weak volatile ptr %p, i32 1, i32 2 acq_rel monotonic, align 4
; CHECK3-NEXT: %cx0 = extractvalue { i32, i1 } %cx, 0
; CHECK3-NEXT: %rmw = atomicrmw add ptr %p, i32 1 seq_cst, align 4
; CHECK3-NEXT: %rmwf = atomicrmw fmax ptr %p, float 1.000000e+00 monotonic, align 4
; CHECK3-NEXT: %rmwx = atomicrmw volatile uinc_wrap ptr %p, i32 7 syncscope("singlethread") acquire, align 4
; CHECK3-NEXT: %g1 = getelementptr inbounds nuw [4 x i64], ptr %arr, i64 0, i64 %i
; CHECK3-NEXT: %g2 = getelementptr nusw %pair, ptr %p, i64 %i, i32 1
; CHECK3-NEXT: %g3 = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
; CHECK3-NEXT: %pi = ptrtoint ptr %p to i64
; CHECK3-NEXT: %pa = ptrtoaddr ptr %p to i64
; CHECK3-NEXT: %ip = inttoptr i64 %pi to ptr
; CHECK3-NEXT: %bc = bitcast <2 x i32> zeroinitializer to i64
; CHECK3-NEXT: %asc = addrspacecast ptr addrspace(1) %q to ptr
; CHECK3-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr %p, i64 4, i1 false)
; CHECK3-NEXT: ret ptr %g1
; CHECK3-NEXT: }
; CHECK3: define <4 x i32> @vec(<4 x i32> %v, <4 x i32> %w, i32 %x, { i32, float } %agg) {
; CHECK3-NEXT: %e = extractelement <4 x i32> %v, i32 1
; CHECK3-NEXT: %i = insertelement <4 x i32> %v, i32 %x, i64 3
; CHECK3-NEXT: %s = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
; CHECK3-NEXT: %s2 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> zeroinitializer
; CHECK3-NEXT: %ev = extractvalue { i32, float } %agg, 1
; CHECK3-NEXT: %iv = insertvalue { i32, float } %agg, i32 %e, 0
; CHECK3-NEXT: ret <4 x i32> %s
; CHECK3-NEXT: }
; CHECK3: define i32 @cfg(i32 %x, ptr %ap, ...) personality ptr @__gxx_personality_v0 {
; CHECK3-NEXT: entry:
; CHECK3-NEXT: switch i32 %x, label %def [
; CHECK3-NEXT: i32 0, label %a
; CHECK3-NEXT: i32 1, label %b
; CHECK3-NEXT: ]
; CHECK3-EMPTY:
; CHECK3-NEXT: a:
; CHECK3-NEXT: %ci = call i32 (i32, ...) @callee(i32 1, i64 2)
; CHECK3-NEXT: br label %join
; CHECK3-EMPTY:
; CHECK3-NEXT: b:
; CHECK3-NEXT: %ii = invoke i32 (i32, ...) @callee(i32 3)
; CHECK3-NEXT: to label %join unwind label %lp
; CHECK3-EMPTY:
; CHECK3-NEXT: lp:
; CHECK3-NEXT: %l = landingpad { ptr, i32 }
; CHECK3-NEXT: cleanup
; CHECK3-NEXT: catch ptr null
; CHECK3-NEXT: resume { ptr, i32 } %l
; CHECK3-EMPTY:
; CHECK3-NEXT: def:
; CHECK3-NEXT: %va = va_arg ptr %ap, i32
; CHECK3-NEXT: %t = tail call i32 (i32, ...) @callee(i32 %va) #0
; CHECK3-NEXT: br label %join
; CHECK3-EMPTY:
; CHECK3-NEXT: join:
; CHECK3-NEXT: %p = phi i32 [ %ci, %a ], [ %ii, %b ], [ %t, %def ]
; CHECK3-NEXT: %z = icmp eq i32 %p, 0
; CHECK3-NEXT: br i1 %z, label %u, label %r
; CHECK3-EMPTY:
; CHECK3-NEXT: u:
; CHECK3-NEXT: unreachable
; CHECK3-EMPTY:
; CHECK3-NEXT: r:
; CHECK3-NEXT: ret i32 %p
; CHECK3-NEXT: }

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
