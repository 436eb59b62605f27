; LangRef "Linkage Types", "DLL Storage Classes",
; "Comdats", "Global Variables", "Aliases", "IFuncs".
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 10

$c = comdat any

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Only global arrays can have appending linkage
@app = appending global i32 0
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}'common' global must have a zero initializer
@com = common global i32 1
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Global is marked as dllimport, but not external
@imp = dllimport global i32 0
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Declaration may not be in a Comdat
@decl = available_externally global i32 0, comdat($c)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Globals cannot contain scalable types
@sc = global <vscale x 4 x i32> zeroinitializer

@ext = external global i32
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Alias must point to a definition
@to_decl = alias i32, ptr @ext
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Aliases cannot form a cycle
@cyc1 = alias i32, ptr @cyc2
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Aliases cannot form a cycle
@cyc2 = alias i32, ptr @cyc1
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}IFunc must have a Function resolver
@ifn = ifunc void (), ptr @ext

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}invalid uses of intrinsic global variable
@uses_used = global ptr @llvm.used
@llvm.used = appending global [1 x ptr] [ptr @com], section "llvm.metadata"
