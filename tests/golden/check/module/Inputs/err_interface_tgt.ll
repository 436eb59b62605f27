; the target of ../err_interface.ll
@gvar_retyped = global i64 2
@gvar_local = internal global i32 3
@gvar_const = constant i32 4

declare i32 @declared(i32)

define internal i32 @hidden_now(i32 %x) {
  ret i32 %x
}

define i32 @retyped(i32 %x) {
  ret i32 %x
}

define fastcc i32 @fast_now(i32 %x) {
  ret i32 %x
}

define weak_odr i32 @kept(i32 %x) {
  ret i32 %x
}
