; InstCombine (visitStoreInst) deletes an earlier store to the same pointer when a
; later store follows, without comparing the stored types: with opaque pointers a
; store i16 does not overwrite all of a store i32 (here the memset of 4 bytes that
; InstCombine first turns into a store i32). Bytes 2..3 of @g lose their value.
; LLVM 14 with -opaque-pointers (experimental there); LLVM 22 compares the types (fixed).
;   opt-14 -opaque-pointers -passes=instcombine -S E-instcombine-store-store-opaque.ll
;   llfuzz check E-instcombine-store-store-opaque.ll --engine opt-14:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-engine: opt-14:-passes=early-cse
; llfuzz-expect: divergence memory
; llfuzz-llvm: 14
@g = global [4 x i16] zeroinitializer, align 2

define void @src() {
  store i32 -1061109568, ptr @g, align 2
  store i16 -576, ptr @g, align 2
  ret void
}

; EarlyCSE has the same fold (a store followed by a store to the same pointer):
;   opt-14 -opaque-pointers -passes=early-cse -S E-instcombine-store-store-opaque.ll
;   llfuzz check E-instcombine-store-store-opaque.ll --engine opt-14:-passes=early-cse
define i16 @src2(i32 %i) {
  %p = alloca [4 x i16], align 8
  store i64 0, ptr %p, align 8
  store i16 28527, ptr %p, align 8
  %j = and i32 %i, 3
  %q = getelementptr [4 x i16], ptr %p, i64 0, i32 %j
  %v = load i16, ptr %q, align 2
  ret i16 %v
}
