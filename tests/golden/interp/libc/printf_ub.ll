; What printf may not be given (C11 7.21.6.1p9: "If any argument is not the
; correct type for the corresponding conversion specification, the behavior
; is undefined"; p2: too few arguments; 7.1.4: a null pointer for %s), and
; llfuzz's choice for undef arguments: printing one is not a single
; behaviour, so it is UB in --undef=track mode and prints the resolved value
; in the other modes; poison is always UB.
;
; RUN: llfuzz run %s --entry ok
; CHECK: [7] [2.5] [s]
; RUN: llfuzz run %s --entry too_few
; EXIT: 3
; STDOUT-EMPTY:
; STDERR: UB: C library function called outside its domain
; STDERR: printf: %d has no argument
; RUN: llfuzz run %s --entry int_for_double
; EXIT: 3
; STDERR: printf: %f expects a double argument, argument 2 is i32
; RUN: llfuzz run %s --entry long_for_int
; EXIT: 3
; STDERR: printf: %d expects an int argument, argument 2 is i64
; RUN: llfuzz run %s --entry null_string
; EXIT: 3
; STDERR: printf: %s of a null pointer
; RUN: llfuzz run %s --entry bad_conversion
; EXIT: 3
; STDERR: printf: invalid conversion specifier 'y'
; RUN: llfuzz run %s --entry print_undef
; EXIT: 3
; STDERR: printf: the argument of %d is undef
; RUN: llfuzz run %s --entry print_undef --undef=zero
; CHECK: [0]
; RUN: llfuzz run %s --entry print_poison --undef=zero
; EXIT: 3
; STDERR: printf: the argument of %d is poison
; a frozen undef is one value: it prints (zero in track mode)
; RUN: llfuzz run %s --entry print_frozen
; CHECK: [0]
; the string's bytes are read up to its NUL: an unterminated array is an
; out-of-bounds read, an uninitialized byte is undef
; RUN: llfuzz run %s --entry unterminated
; EXIT: 3
; STDERR: UB: out-of-bounds memory access
; STDERR: printf reads the string at @noterm past the end of its object (3 bytes, no NUL)
; RUN: llfuzz run %s --entry uninit_string
; EXIT: 3
; STDERR: printf reads an undef byte at alloca %buf+1 (a %s argument)
; ... but with a precision only the bytes printed are read
; RUN: llfuzz run %s --entry precision_bounds
; CHECK: [ab]
; CHECK-NEXT: i32 5

@ok.f = private constant [16 x i8] c"[%d] [%g] [%c]\0A\00"
@d.f = private constant [6 x i8] c"[%d]\0A\00"
@f.f = private constant [6 x i8] c"[%f]\0A\00"
@s.f = private constant [6 x i8] c"[%s]\0A\00"
@p.f = private constant [8 x i8] c"[%.2s]\0A\00"
@y.f = private constant [6 x i8] c"[%y]\0A\00"
@noterm = private constant [3 x i8] c"abc"

declare i32 @printf(ptr, ...)

define i32 @ok() {
  %r = call i32 (ptr, ...) @printf(ptr @ok.f, i32 7, double 2.5, i32 115)
  ret i32 %r
}

define i32 @too_few() {
  %r = call i32 (ptr, ...) @printf(ptr @d.f)
  ret i32 %r
}

define i32 @int_for_double() {
  %r = call i32 (ptr, ...) @printf(ptr @f.f, i32 1)
  ret i32 %r
}

define i32 @long_for_int() {
  %r = call i32 (ptr, ...) @printf(ptr @d.f, i64 1)
  ret i32 %r
}

define i32 @null_string() {
  %r = call i32 (ptr, ...) @printf(ptr @s.f, ptr null)
  ret i32 %r
}

define i32 @bad_conversion() {
  %r = call i32 (ptr, ...) @printf(ptr @y.f, i32 1)
  ret i32 %r
}

define i32 @print_undef() {
  %r = call i32 (ptr, ...) @printf(ptr @d.f, i32 undef)
  ret i32 %r
}

define i32 @print_poison() {
  %r = call i32 (ptr, ...) @printf(ptr @d.f, i32 poison)
  ret i32 %r
}

define i32 @print_frozen() {
  %x = freeze i32 undef
  %r = call i32 (ptr, ...) @printf(ptr @d.f, i32 %x)
  ret i32 %r
}

define i32 @unterminated() {
  %r = call i32 (ptr, ...) @printf(ptr @s.f, ptr @noterm)
  ret i32 %r
}

define i32 @uninit_string() {
  %buf = alloca [4 x i8]
  store i8 97, ptr %buf
  %r = call i32 (ptr, ...) @printf(ptr @s.f, ptr %buf)
  ret i32 %r
}

define i32 @precision_bounds() {
  %r = call i32 (ptr, ...) @printf(ptr @p.f, ptr @noterm)
  ret i32 %r
}
