; LangRef "'ret' Instruction": the returned value has the function's
; return type; a void function returns nothing.
; RUN: llfuzz verify %s
; EXIT: 1

define i32 @wrong_type(i64 %x) {
; ERROR@+1: value doesn't match function result type 'i32'
  ret i64 %x
}

define void @value_from_void(i32 %x) {
; ERROR@+1: value doesn't match function result type 'void'
  ret i32 %x
}

define i32 @nothing() {
; ERROR@+1: value doesn't match function result type 'i32'
  ret void
}
