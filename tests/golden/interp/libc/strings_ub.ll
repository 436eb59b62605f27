; Where <string.h> functions read or write past an object (C11 7.24.1p1:
; "If an array is accessed beyond the end of an object, the behavior is
; undefined"), copy between overlapping objects (7.24.2.1p2) or read
; uninitialized bytes: UB, at the call.  memchr stops at the first match
; (7.24.5.1p2), so a larger n is fine when the byte is found.
;
; RUN: %exit 3 %llfuzz run %s --entry strlen_unterminated 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1-DAG: UB: out-of-bounds memory access
; STDERR1-DAG: strlen reads the string at @abc past the end of its object (3 bytes, no NUL)
; RUN: %exit 3 %llfuzz run %s --entry strcpy_overflow 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2-DAG: UB: out-of-bounds memory access
; STDERR2-DAG: store of 6 bytes at alloca %small
; RUN: %exit 3 %llfuzz run %s --entry memcpy_overlap 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: memcpy of overlapping objects
; RUN: %llfuzz run %s --entry memmove_overlap | FileCheck %s --check-prefix=CHECK4
; CHECK4: i8 1
; RUN: %exit 3 %llfuzz run %s --entry memcmp_past_end 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: out-of-bounds memory access
; RUN: %llfuzz run %s --entry memchr_found_early | FileCheck %s --check-prefix=CHECK6
; CHECK6: ptr @abc+1
; RUN: %exit 3 %llfuzz run %s --entry memchr_not_found 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: UB: out-of-bounds memory access
; RUN: %exit 3 %llfuzz run %s --entry strcmp_undef 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: strcmp reads an undef byte at alloca %buf+1
; in the zero mode the undef byte reads as 0, the end of the string
; RUN: %llfuzz run %s --entry strcmp_undef --undef=zero | FileCheck %s --check-prefix=CHECK9
; CHECK9: i32 0
; RUN: %llfuzz run %s --entry memcpy_keeps_undef | FileCheck %s --check-prefix=CHECK10
; CHECK10: i16 0b????????01100001

@abc = private constant [3 x i8] c"abc"
@hello = private constant [6 x i8] c"hello\00"
@a = private constant [2 x i8] c"a\00"

declare i64 @strlen(ptr)
declare ptr @strcpy(ptr, ptr)
declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memmove(ptr, ptr, i64)
declare i32 @memcmp(ptr, ptr, i64)
declare ptr @memchr(ptr, i32, i64)
declare i32 @strcmp(ptr, ptr)

define i64 @strlen_unterminated() {
  %n = call i64 @strlen(ptr @abc)
  ret i64 %n
}

define ptr @strcpy_overflow() {
  %small = alloca [4 x i8], align 16
  %r = call ptr @strcpy(ptr %small, ptr @hello)
  ret ptr %r
}

define ptr @memcpy_overlap() {
  %buf = alloca [8 x i8], align 16
  call ptr @memcpy(ptr %buf, ptr @hello, i64 6)
  %p = getelementptr i8, ptr %buf, i64 1
  %r = call ptr @memcpy(ptr %p, ptr %buf, i64 4)
  ret ptr %r
}

define i8 @memmove_overlap() {
  %buf = alloca [4 x i8], align 16
  store i32 67305985, ptr %buf
  %p = getelementptr i8, ptr %buf, i64 1
  call ptr @memmove(ptr %p, ptr %buf, i64 3)
  %r = load i8, ptr %p
  ret i8 %r
}

define i32 @memcmp_past_end() {
  %r = call i32 @memcmp(ptr @abc, ptr @hello, i64 4)
  ret i32 %r
}

define ptr @memchr_found_early() {
  %r = call ptr @memchr(ptr @abc, i32 98, i64 100)
  ret ptr %r
}

define ptr @memchr_not_found() {
  %r = call ptr @memchr(ptr @abc, i32 122, i64 100)
  ret ptr %r
}

define i32 @strcmp_undef() {
  %buf = alloca [4 x i8], align 16
  store i8 97, ptr %buf
  %r = call i32 @strcmp(ptr %buf, ptr @a)
  ret i32 %r
}

define i16 @memcpy_keeps_undef() {
  %buf = alloca [2 x i8], align 2
  %dst = alloca [2 x i8], align 2
  store i8 97, ptr %buf
  call ptr @memcpy(ptr %dst, ptr %buf, i64 2)
  %r = load i16, ptr %dst
  ret i16 %r
}
