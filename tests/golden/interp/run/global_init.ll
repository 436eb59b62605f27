; Global initializers as memory holds them (LangRef "Global Variables"):
; the integers and floats of an array or a struct in place, little endian,
; zero elements left zero, and poison, undef and pointers among them each
; as a store of that value writes it.  A pointer read back from an
; initializer keeps the provenance of the global it names: loading through
; it works, and going past that global is out of bounds even where another
; object lies.
; RUN: %llfuzz run %s --entry ints | FileCheck %s --check-prefix=CHECK1
; CHECK1: i64 4523302880035012619
; RUN: %llfuzz run %s --entry shorts | FileCheck %s --check-prefix=CHECK2
; CHECK2: i64 -4294967296
; RUN: %llfuzz run %s --entry floats | FileCheck %s --check-prefix=CHECK3
; CHECK3: i64 4611686019492741120
; RUN: %llfuzz run %s --entry mixed | FileCheck %s --check-prefix=CHECK4
; CHECK4: i64 -1
; RUN: %llfuzz run %s --entry holes | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 undef
; RUN: %llfuzz run %s --entry poisoned | FileCheck %s --check-prefix=CHECK6
; CHECK6: i16 poison
; RUN: %llfuzz run %s --entry via_table | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 77
; RUN: %llfuzz run %s --entry struct_ptr | FileCheck %s --check-prefix=CHECK8
; CHECK8: i32 -2
; RUN: %llfuzz run %s --entry bytes_of_ptr | FileCheck %s --check-prefix=CHECK9
; CHECK9: i1 true
; RUN: %exit 3 %llfuzz run %s --entry past_end 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10-DAG: UB: out-of-bounds memory access
; STDERR10-DAG: load of 4 bytes at @x+64
; RUN: %llfuzz run %s --entry nested | FileCheck %s --check-prefix=CHECK11
; CHECK11: i32 23

@a = global [4 x i16] [i16 11, i16 -3, i16 0, i16 16070]
@s = global [4 x i16] [i16 0, i16 0, i16 -1, i16 -1]
@f = global [2 x float] [float 1.0, float 2.0]
@m = global { i8, i32, i16, i64 } { i8 -1, i32 7, i16 3, i64 zeroinitializer }
@h = global [3 x i32] [i32 1, i32 undef, i32 2]
@p = global [3 x i16] [i16 1, i16 poison, i16 2]
@x = global i32 77
@y = global i32 -2
@table = global [3 x ptr] [ptr null, ptr @x, ptr @y]
@st = global { i32, ptr } { i32 5, ptr @y }
@n = global [2 x [2 x i32]] [[2 x i32] [i32 20, i32 21], [2 x i32] [i32 22, i32 23]]

define i64 @ints() {
  %v = load i64, ptr @a
  ret i64 %v
}

define i64 @shorts() {
  %v = load i64, ptr @s
  ret i64 %v
}

define i64 @floats() {
  %v = load i64, ptr @f
  ret i64 %v
}

define i64 @mixed() {
  %b = load i8, ptr @m
  %q = getelementptr inbounds { i8, i32, i16, i64 }, ptr @m, i64 0, i32 1
  %i = load i32, ptr %q
  %t = getelementptr inbounds { i8, i32, i16, i64 }, ptr @m, i64 0, i32 2
  %v = load i16, ptr %t
  %w = getelementptr inbounds { i8, i32, i16, i64 }, ptr @m, i64 0, i32 3
  %z = load i64, ptr %w
  %be = sext i8 %b to i64
  %ie = zext i32 %i to i64
  %e = zext i16 %v to i64
  %r1 = add i64 %be, %ie
  %r2 = mul i64 %r1, %e
  %r3 = add i64 %r2, %z
  %r = sub i64 %r3, 19
  ret i64 %r
}

define i32 @holes() {
  %q = getelementptr inbounds i32, ptr @h, i64 1
  %v = load i32, ptr %q
  ret i32 %v
}

define i16 @poisoned() {
  %q = getelementptr inbounds i16, ptr @p, i64 1
  %v = load i16, ptr %q
  ret i16 %v
}

define i32 @via_table() {
  %q = getelementptr inbounds ptr, ptr @table, i64 1
  %p = load ptr, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @struct_ptr() {
  %q = getelementptr inbounds i8, ptr @st, i64 8
  %p = load ptr, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}

define i1 @bytes_of_ptr() {
  %q = getelementptr inbounds ptr, ptr @table, i64 2
  %v = load i64, ptr %q
  %e = ptrtoint ptr @y to i64
  %c = icmp eq i64 %v, %e
  ret i1 %c
}

define i32 @past_end() {
  %q = getelementptr inbounds ptr, ptr @table, i64 1
  %p = load ptr, ptr %q
  %r = getelementptr i8, ptr %p, i64 64
  %v = load i32, ptr %r
  ret i32 %v
}

define i32 @nested() {
  %q = getelementptr inbounds [2 x [2 x i32]], ptr @n, i64 0, i64 1, i64 1
  %v = load i32, ptr %q
  ret i32 %v
}
