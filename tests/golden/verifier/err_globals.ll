; LangRef "Linkage Types", "DLL Storage Classes",
; "Comdats", "Global Variables", "Aliases", "IFuncs".
; RUN: llfuzz verify %s
; EXIT: 1

$c = comdat any

; ERROR@+1: Only global arrays can have appending linkage
@app = appending global i32 0
; ERROR@+1: 'common' global must have a zero initializer
@com = common global i32 1
; ERROR@+1: Global is marked as dllimport, but not external
@imp = dllimport global i32 0
; ERROR@+1: Declaration may not be in a Comdat
@decl = available_externally global i32 0, comdat($c)
; ERROR@+1: Globals cannot contain scalable types
@sc = global <vscale x 4 x i32> zeroinitializer

@ext = external global i32
; ERROR@+1: Alias must point to a definition
@to_decl = alias i32, ptr @ext
; ERROR@+1: Aliases cannot form a cycle
@cyc1 = alias i32, ptr @cyc2
; ERROR@+1: Aliases cannot form a cycle
@cyc2 = alias i32, ptr @cyc1
; ERROR@+1: IFunc must have a Function resolver
@ifn = ifunc void (), ptr @ext

; ERROR@+1: invalid uses of intrinsic global variable
@uses_used = global ptr @llvm.used
@llvm.used = appending global [1 x ptr] [ptr @com], section "llvm.metadata"
