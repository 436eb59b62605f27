; The interpreter's stack grows by chunks (exec/interp/run.c, stack_grow):
; a first one of 4K cells, then blocks four times as big up to 256K cells,
; each freed when the frame that opened it returns (and taken again from
; the arenas' chunk cache by the next call that needs it).  A recursion
; 3000 deep whose frames hold 21 values across the call (some 30 cells a
; frame: 90K cells, past the chunks of 4K, 16K and 64K cells) gives each
; frame its values back after the call: @rec(n) = rec(n-1) + (n+0) + ... +
; (n+20), so @rec(3000) = 21 * 3000 * 3001 / 2 + 210 * 3000 = 95161500.
; Twice, so that the second recursion goes through the chunks the first
; freed.
; RUN: %llfuzz run %s --entry twice --args 'i64 3000' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i64 190323000
; RUN: %llfuzz run %s --entry rec --args 'i64 3000' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i64 95161500

define i64 @rec(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i64 0
more:
  %a0 = add i64 %n, 0
  %a1 = add i64 %n, 1
  %a2 = add i64 %n, 2
  %a3 = add i64 %n, 3
  %a4 = add i64 %n, 4
  %a5 = add i64 %n, 5
  %a6 = add i64 %n, 6
  %a7 = add i64 %n, 7
  %a8 = add i64 %n, 8
  %a9 = add i64 %n, 9
  %a10 = add i64 %n, 10
  %a11 = add i64 %n, 11
  %a12 = add i64 %n, 12
  %a13 = add i64 %n, 13
  %a14 = add i64 %n, 14
  %a15 = add i64 %n, 15
  %a16 = add i64 %n, 16
  %a17 = add i64 %n, 17
  %a18 = add i64 %n, 18
  %a19 = add i64 %n, 19
  %a20 = add i64 %n, 20
  %m = sub i64 %n, 1
  %r = call i64 @rec(i64 %m)
  %s0 = add i64 %r, %a0
  %s1 = add i64 %s0, %a1
  %s2 = add i64 %s1, %a2
  %s3 = add i64 %s2, %a3
  %s4 = add i64 %s3, %a4
  %s5 = add i64 %s4, %a5
  %s6 = add i64 %s5, %a6
  %s7 = add i64 %s6, %a7
  %s8 = add i64 %s7, %a8
  %s9 = add i64 %s8, %a9
  %s10 = add i64 %s9, %a10
  %s11 = add i64 %s10, %a11
  %s12 = add i64 %s11, %a12
  %s13 = add i64 %s12, %a13
  %s14 = add i64 %s13, %a14
  %s15 = add i64 %s14, %a15
  %s16 = add i64 %s15, %a16
  %s17 = add i64 %s16, %a17
  %s18 = add i64 %s17, %a18
  %s19 = add i64 %s18, %a19
  %s20 = add i64 %s19, %a20
  ret i64 %s20
}

define i64 @twice(i64 %n) {
  %a = call i64 @rec(i64 %n)
  %b = call i64 @rec(i64 %n)
  %s = add i64 %a, %b
  ret i64 %s
}
