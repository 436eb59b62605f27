; LangRef "Calling Conventions": "The calling convention of any pair of
; dynamic caller/callee must match, or the behavior of the program is
; undefined."  A direct or indirect call with another calling convention
; than the callee's is UB (CALL_SIGNATURE); a matching one runs.
; RUN: %exit 3 %llfuzz run %s --entry direct --args 'i32 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1-DAG: UB: call with a signature that does not match the callee
; STDERR1-DAG: @fast has the calling convention fastcc, called with ccc
; RUN: %exit 3 %llfuzz run %s --entry indirect --args 'i32 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: @plain has the calling convention ccc, called with coldcc
; RUN: %exit 3 %llfuzz run %s --entry external --args 'i32 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: @ext has the calling convention fastcc, called with ccc
; RUN: %llfuzz run %s --entry matching --args 'i32 1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 4

declare fastcc i32 @ext(i32)

define internal fastcc i32 @fast(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define internal i32 @plain(i32 %x) {
  %r = add i32 %x, 2
  ret i32 %r
}

define i32 @direct(i32 %x) {
  %r = call i32 @fast(i32 %x)
  ret i32 %r
}

define i32 @indirect(i32 %x) {
  %p = select i1 true, ptr @plain, ptr @fast
  %r = call coldcc i32 %p(i32 %x)
  ret i32 %r
}

define i32 @external(i32 %x) {
  %r = call i32 @ext(i32 %x)
  ret i32 %r
}

define i32 @matching(i32 %x) {
  %a = call fastcc i32 @fast(i32 %x)
  %b = call i32 @plain(i32 %a)
  ret i32 %b
}
