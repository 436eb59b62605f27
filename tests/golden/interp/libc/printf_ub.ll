; What printf may not be given (C11 7.21.6.1p9: "If any argument is not the
; correct type for the corresponding conversion specification, the behavior
; is undefined"; p2: too few arguments; 7.1.4: a null pointer for %s), and
; llfuzz's choice for undef arguments: printing one is not a single
; behaviour, so it is UB in --undef=track mode and prints the resolved value
; in the other modes; poison is always UB.
;
; RUN: %llfuzz run %s --entry ok | FileCheck %s --check-prefix=CHECK1
; CHECK1: [7] [2.5] [s]
; RUN: %exit 3 %llfuzz run %s --entry too_few > %t.out2 2> %t.err2
; RUN: test ! -s %t.out2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=STDERR2
; STDERR2-DAG: UB: C library function called outside its domain
; STDERR2-DAG: printf: %d has no argument
; RUN: %exit 3 %llfuzz run %s --entry int_for_double 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: printf: %f expects a double argument, argument 2 is i32
; RUN: %exit 3 %llfuzz run %s --entry long_for_int 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: printf: %d expects an int argument, argument 2 is i64
; RUN: %exit 3 %llfuzz run %s --entry null_string 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: printf: %s of a null pointer
; RUN: %exit 3 %llfuzz run %s --entry bad_conversion 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: printf: invalid conversion specifier 'y'
; RUN: %exit 3 %llfuzz run %s --entry print_undef 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: printf: the argument of %d is undef
; RUN: %llfuzz run %s --entry print_undef --undef=zero | FileCheck %s --check-prefix=CHECK8
; CHECK8: [0]
; RUN: %exit 3 %llfuzz run %s --entry print_poison --undef=zero 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR9
; STDERR9: printf: the argument of %d is poison
; a frozen undef is one value: it prints (zero in track mode)
; RUN: %llfuzz run %s --entry print_frozen | FileCheck %s --check-prefix=CHECK10
; CHECK10: [0]
; the string's bytes are read up to its NUL: an unterminated array is an
; out-of-bounds read, an uninitialized byte is undef
; RUN: %exit 3 %llfuzz run %s --entry unterminated 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11-DAG: UB: out-of-bounds memory access
; STDERR11-DAG: printf reads the string at @noterm past the end of its object (3 bytes, no NUL)
; RUN: %exit 3 %llfuzz run %s --entry uninit_string 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: printf reads an undef byte at alloca %buf+1 (a %s argument)
; ... but with a precision only the bytes printed are read
; RUN: %llfuzz run %s --entry precision_bounds | FileCheck %s --check-prefix=CHECK13
; CHECK13: [ab]
; CHECK13-NEXT: i32 5

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
