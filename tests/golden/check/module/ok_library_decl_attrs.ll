; opt's inferattrs writes what a known library function does and requires
; on its declaration: htonl gets memory(none) nounwind willreturn, access
; gets noundef arguments and readonly captures(none).  llfuzz runs neither,
; so they are uninterpreted, and their result hashes what they may read:
; the source's declaration, which said nothing, made another value than
; the target's (a false alarm on every call of htonl), and a poison
; argument of access was UB in the target only.  With --engine the
; source's declaration gets the target's (the same library function).
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-O2' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @swap/@swap: no counterexample
; CHECK1: @can_read/@can_read: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample
; RUN: grep -E 'declare i32 @htonl\(i32\).* #[0-9]' %t/t1.ll
; RUN: grep -F 'declare noundef i32 @access(ptr noundef readonly captures(none), i32 noundef)' %t/t1.ll
; RUN: %llfuzz check %s --engine 'opt-22:-passes=inferattrs' | FileCheck %s --check-prefix=CHECK4
; CHECK4: 2 pairs: 2 without counterexample, 0 with a counterexample

@path = global [5 x i8] c"/tmp\00"

declare i32 @htonl(i32)
declare i32 @access(ptr, i32)

define i32 @swap(i32 %x) {
  %r = call i32 @htonl(i32 %x)
  ret i32 %r
}

define i32 @can_read(i32 %mode) {
  %r = call i32 @access(ptr @path, i32 %mode)
  ret i32 %r
}
