; LangRef "Vector of pointers": a GEP may take a vector of pointers, vector
; indices, and splat constants as struct indices; the result is a vector.
; RUN: %llfuzz verify %s

%S = type { i32, [4 x i64] }

define <2 x ptr> @f(<2 x ptr> %p, <2 x i64> %i, ptr %q) {
  %a = getelementptr %S, <2 x ptr> %p, <2 x i64> %i, <2 x i32> <i32 1, i32 1>, i64 2
  %b = getelementptr inbounds %S, ptr %q, <2 x i64> %i, i32 1, <2 x i64> zeroinitializer
  %c = getelementptr nusw nuw i8, <2 x ptr> %b, i64 4
  %d = getelementptr %S, <vscale x 2 x ptr> zeroinitializer, <vscale x 2 x i64> zeroinitializer, i32 0
  ret <2 x ptr> %c
}
