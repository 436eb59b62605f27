; Where <string.h> functions read or write past an object (C11 7.24.1p1:
; "If an array is accessed beyond the end of an object, the behavior is
; undefined"), copy between overlapping objects (7.24.2.1p2) or read
; uninitialized bytes: UB, at the call.  memchr stops at the first match
; (7.24.5.1p2), so a larger n is fine when the byte is found.
;
; RUN: llfuzz run %s --entry strlen_unterminated
; EXIT: 3
; STDERR: UB: out-of-bounds memory access
; STDERR: strlen reads the string at @abc past the end of its object (3 bytes, no NUL)
; RUN: llfuzz run %s --entry strcpy_overflow
; EXIT: 3
; STDERR: UB: out-of-bounds memory access
; STDERR: store of 6 bytes at alloca %small
; RUN: llfuzz run %s --entry memcpy_overlap
; EXIT: 3
; STDERR: memcpy of overlapping objects
; RUN: llfuzz run %s --entry memmove_overlap
; CHECK: i8 1
; RUN: llfuzz run %s --entry memcmp_past_end
; EXIT: 3
; STDERR: UB: out-of-bounds memory access
; RUN: llfuzz run %s --entry memchr_found_early
; CHECK: ptr @abc+1
; RUN: llfuzz run %s --entry memchr_not_found
; EXIT: 3
; STDERR: UB: out-of-bounds memory access
; RUN: llfuzz run %s --entry strcmp_undef
; EXIT: 3
; STDERR: strcmp reads an undef byte at alloca %buf+1
; in the zero mode the undef byte reads as 0, the end of the string
; RUN: llfuzz run %s --entry strcmp_undef --undef=zero
; CHECK: i32 0
; RUN: llfuzz run %s --entry memcpy_keeps_undef
; CHECK: i16 0b????????01100001

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
