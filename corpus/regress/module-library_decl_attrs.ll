; opt's inferattrs writes what a known library function does and requires
; on its declaration: htonl gets memory(none) nounwind willreturn, access
; gets noundef arguments and readonly captures(none).  llfuzz runs neither,
; so they are uninterpreted, and their result hashes what they may read:
; the source's declaration, which said nothing, made another value than
; the target's (a false alarm on every call of htonl), and a poison
; argument of access was UB in the target only.  With --engine the
; source's declaration gets the target's (the same library function).
; (regression case of a false alarm; also tests/golden/check/module/ok_library_decl_attrs.ll)
; llfuzz-engine: opt-22:-O2
; llfuzz-engine: opt-22:-passes=inferattrs
; llfuzz-expect: refines
; llfuzz-llvm: 22-

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
