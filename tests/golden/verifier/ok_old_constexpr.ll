; LangRef 22 lists only trunc, ptrtoint, ptrtoaddr, inttoptr, bitcast,
; addrspacecast, getelementptr, the vector ones, add, sub and xor as constant
; expressions; llfuzz also reads the older ones (mul, shl, icmp, select, ...)
; that LLVM 15-18 files still contain, keeps them and prints them back.
; RUN: %llfuzz verify %s
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK2
; CHECK2: @b = global i64 mul (i64 ptrtoint (ptr @a to i64), i64 2)
; CHECK2: @c = global i1 icmp eq (ptr @a, ptr null)
; CHECK2: @d = global i64 select (i1 icmp eq (ptr @a, ptr null), i64 1, i64 2)

@a = global i32 0
@b = global i64 mul (i64 ptrtoint (ptr @a to i64), i64 2)
@c = global i1 icmp eq (ptr @a, ptr null)
@d = global i64 select (i1 icmp eq (ptr @a, ptr null), i64 1, i64 2)
