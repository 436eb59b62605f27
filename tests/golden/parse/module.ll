; LangRef "Module Structure": globals with every linkage/visibility/TLS/section/
; comdat/partition/code_model property, aliases, ifuncs, calling conventions,
; parameter/return/function attributes of every argument kind, attribute groups,
; prefix/prologue/gc, metadata (named, numbered, specialized DI nodes, attachments)
; and debug records.  The printed module disassembles to the same text as the
; original (llvm-dis-22 of both bitcodes).
; REQUIRES: llvm-as-22, llvm-dis-22, llvm-diff-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/out.ll
; RUN: (llvm-as-22 %s -o %t/a.bc && llvm-as-22 %t/out.ll -o %t/b.bc && llvm-diff-22 %t/a.bc %t/b.bc)
; RUN: (llvm-dis-22 %t/a.bc -o - | grep -v '^source_filename\|^; ModuleID' > %t/a.txt && llvm-dis-22 %t/b.bc -o - | grep -v '^source_filename\|^; ModuleID' > %t/b.txt && cmp %t/a.txt %t/b.txt)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK4
; CHECK4: source_filename = "gam.c"
; CHECK4: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
; CHECK4: target triple = "x86_64-unknown-linux-gnu"
; CHECK4: module asm "  .globl marker"
; CHECK4: module asm "marker: ret"
; CHECK4: %T = type { i32, ptr }
; CHECK4: %opq = type opaque
; CHECK4: %pk = type <{ i8, i16 }>
; CHECK4: %0 = type { i64 }
; CHECK4: $c1 = comdat any
; CHECK4: $c = comdat any
; CHECK4: $c2 = comdat largest
; CHECK4: @a = private unnamed_addr constant [3 x i8] c"hi\00", align 1
; CHECK4: @b = internal global i32 1, section ".mydata", align 4
; CHECK4: @c = weak_odr dso_local hidden global i64 0, comdat
; CHECK4: @d = linkonce_odr protected thread_local(initialexec) global i8 0, comdat($c2)
; CHECK4: @e = external addrspace(1) global i32
; CHECK4: @f = extern_weak global ptr
; CHECK4: @g = available_externally local_unnamed_addr constant i32 5
; CHECK4: @h = common global i32 0, align 4
; CHECK4: @i = dllexport global i32 0, partition "part1", code_model "large"
; CHECK4: @j = global i32 0, no_sanitize_address, !dbg !3
; CHECK4: @k = externally_initialized global i32 0 #0
; CHECK4: @l = thread_local global %0 zeroinitializer
; CHECK4: @0 = private constant i8 1
; CHECK4: @app = appending global [1 x ptr] [ptr @fun]
; CHECK4: @al = alias i32, ptr @b
; CHECK4: @al2 = internal alias i8, ptr getelementptr (i8, ptr @d, i64 1)
; CHECK4: @ifn = ifunc void (), ptr @resolver
; CHECK4: define internal ptr @resolver() {
; CHECK4: ret ptr null
; CHECK4: }
; CHECK4: define dso_local noundef range(i32 0, 100) i32 @fun(ptr nonnull align 8 dereferenceable(16) %p, i32 signext %x, ptr byval(%T) align 8 %bv, float nofpclass(nan inf) %fl, ptr captures(address, ret: provenance) %cap, ptr initializes((0, 4), (8, 12)) %ini) #1 section ".text.fun" comdat($c1) align 16 gc "statepoint-example" !dbg !5 {
; CHECK4: entry:
; CHECK4: %r = call noundef i32 @ext(ptr noalias %p) #2, !prof !7
; CHECK4: %m = call i32 @ext(ptr %p) #3
; CHECK4: #dbg_value(i32 %r, !8, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !9)
; CHECK4: ret i32 %r, !dbg !9
; CHECK4: }
; CHECK4: declare !type !10 i32 @ext2(i64, i64) #4
; CHECK4: declare i32 @ext(ptr)
; CHECK4: declare void @sr(ptr sret(%T) align 8, i32 zeroext)
; CHECK4: declare void @vs() #5
; CHECK4: declare fastcc void @cc1()
; CHECK4: declare ptx_kernel void @cc2()
; CHECK4: declare coldcc void @cc3() prefix i32 1 prologue i8 2
; CHECK4: attributes #0 = { "bss-section"="b" }
; CHECK4: attributes #1 = { noinline nounwind optnone "frame-pointer"="all" }
; CHECK4: attributes #2 = { nounwind willreturn }
; CHECK4: attributes #3 = { memory(argmem: read, inaccessiblemem: write) }
; CHECK4: attributes #4 = { allockind("alloc,zeroed") allocsize(0, 1) "alloc-family"="x" }
; CHECK4: attributes #5 = { vscale_range(1, 16) uwtable(sync) memory(read, argmem: none) }
; CHECK4: !llvm.module.flags = !{!0, !1}
; CHECK4: !llvm.dbg.cu = !{!2}
; CHECK4: !0 = !{i32 7, !"Dwarf Version", i32 5}
; CHECK4: !1 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK4: !2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK4: !3 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
; CHECK4: !4 = !DIFile(filename: "gam.c", directory: "/tmp")
; CHECK4: !5 = distinct !DISubprogram(name: "fun", scope: !4, file: !4, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !2)
; CHECK4: !6 = !DISubroutineType(types: !13)
; CHECK4: !7 = !{!"branch_weights", i32 2000}
; CHECK4: !8 = !DILocalVariable(name: "r", scope: !5, file: !4, line: 4, type: !12)
; CHECK4: !9 = !DILocation(line: 4, column: 7, scope: !5)
; CHECK4: !10 = !{i64 0, !"_ZTSFivE"}
; CHECK4: !11 = distinct !DIGlobalVariable(name: "j", scope: !2, file: !4, line: 1, type: !12, isLocal: false, isDefinition: true)
; CHECK4: !12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK4: !13 = !{null}

source_filename = "gam.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
module asm "  .globl marker"
module asm "marker: ret"

%T = type { i32, %T* }
%opq = type opaque
%pk = type <{ i8, i16 }>
%0 = type { i64 }

$c1 = comdat any
$c = comdat any
$c2 = comdat largest

@a = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@b = internal global i32 1, section ".mydata", align 4
@c = weak_odr dso_local hidden global i64 0, comdat
@d = linkonce_odr protected thread_local(initialexec) global i8 0, comdat($c2)
@e = external addrspace(1) global i32
@f = extern_weak global ptr
@g = available_externally local_unnamed_addr constant i32 5
@h = common global i32 0, align 4
@i = dllexport global i32 0, partition "part1", code_model "large"
@j = global i32 0, no_sanitize_address, !dbg !3
@k = externally_initialized global i32 0 #2
@l = thread_local global %0 zeroinitializer
@0 = private constant i8 1
@app = appending global [1 x ptr] [ptr @fun]

@al = alias i32, ptr @b
@al2 = internal alias i8, getelementptr (i8, ptr @d, i64 1)
@ifn = ifunc void (), ptr @resolver

define internal ptr @resolver() {
  ret ptr null
}

define dso_local noundef range(i32 0, 100) i32 @fun(ptr nonnull align 8 dereferenceable(16) %p, i32 signext %x, ptr byval(%T) align 8 %bv, float nofpclass(nan inf) %fl, ptr captures(address, ret: provenance) %cap, ptr initializes((0, 4), (8, 12)) %ini) #0 section ".text.fun" comdat($c1) align 16 gc "statepoint-example" !dbg !5 {
entry:
  %r = call noundef i32 @ext(ptr noalias %p) #1, !prof !7
  %m = call i32 @ext(ptr %p) memory(argmem: read, inaccessiblemem: write)
  #dbg_value(i32 %r, !8, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !9)
  ret i32 %r, !dbg !9
}

declare !type !10 i32 @ext2(i64, i64) allockind("alloc,zeroed") allocsize(0, 1) "alloc-family"="x"
declare i32 @ext(ptr)
declare void @sr(ptr sret(%T) align 8, i32 zeroext)
declare void @vs() vscale_range(1,16) uwtable(sync) memory(read, argmem: none)
declare fastcc void @cc1()
declare cc 71 void @cc2()
declare coldcc void @cc3() prefix i32 1 prologue i8 2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" }
attributes #1 = { nounwind willreturn }
attributes #2 = { "bss-section"="b" }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}

!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!4 = !DIFile(filename: "gam.c", directory: "/tmp")
!5 = distinct !DISubprogram(name: "fun", scope: !4, file: !4, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !2)
!6 = !DISubroutineType(types: !{null})
!7 = !{!"branch_weights", i32 2000}
!8 = !DILocalVariable(name: "r", scope: !5, file: !4, line: 4, type: !12)
!9 = !DILocation(line: 4, column: 7, scope: !5)
!10 = !{i64 0, !"_ZTSFivE"}
!11 = distinct !DIGlobalVariable(name: "j", scope: !2, file: !4, line: 1, type: !12, isLocal: false, isDefinition: true)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
