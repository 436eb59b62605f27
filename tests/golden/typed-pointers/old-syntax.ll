; The oldest typed-pointer forms: `load T* %p` and `getelementptr T* %p, ...`
; without an explicit type (LLVM <= 3.6, as in the LLVM 3.1 LangRef), pointers
; to pointers, function-pointer types, byval without a type, `addrspace(N)*`.
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: define i32 @f(ptr %p, ptr addrspace(1) %q, ptr byval(%pair) %s)
; CHECK1-NEXT: %a = load i32, ptr %p
; CHECK1-NEXT: %g = getelementptr %pair, ptr %s, i32 0, i32 1
; CHECK1-NEXT: %b = load i64, ptr %g
; CHECK1-NEXT: %c = load i8, ptr addrspace(1) %q
; CHECK1-NEXT: %fp = load ptr, ptr %p
; CHECK1-NEXT: %r = call i32 %fp(i32 %a)
; CHECK1-NEXT: ret i32 %r
; RUN: (%llfuzz print %s | llvm-as-22 -o /dev/null)
; REQUIRES: llvm-as-22

%pair = type { i32, i64 }

define i32 @f(i32* %p, i8 addrspace(1)* %q, %pair* byval %s) {
  %a = load i32* %p
  %g = getelementptr %pair* %s, i32 0, i32 1
  %b = load i64* %g
  %c = load i8 addrspace(1)* %q
  %fp = load i32 (i32)** %p
  %r = call i32 %fp(i32 %a)
  ret i32 %r
}
