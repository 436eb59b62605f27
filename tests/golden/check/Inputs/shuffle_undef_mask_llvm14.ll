; What opt-14 -opaque-pointers -passes=instcombine makes of ../shuffle_undef_mask.ll
; (LLVM 14 writes an `undef` mask element for a lane it knows is undef).
define <4 x i32> @g(<4 x i32> %x) {
  %s = shufflevector <4 x i32> %x, <4 x i32> undef, <4 x i32> <i32 0, i32 undef, i32 2, i32 undef>
  ret <4 x i32> %s
}

define <2 x i32> @h(<2 x i32> %x) {
  %s = shufflevector <2 x i32> %x, <2 x i32> %x, <2 x i32> undef
  ret <2 x i32> %s
}

define <2 x i32> @k(<2 x i32> %x) {
  %s = shufflevector <2 x i32> %x, <2 x i32> %x, <2 x i32> <i32 poison, i32 1>
  ret <2 x i32> %s
}
