; llfuzz run --stats: the number of IR instructions executed, on stderr after
; the run (what bench/csmith-check.sh reports for slow programs), the time of
; each phase and the memory of the module and of the interpreter.  @main
; runs the entry block (1 instruction), the loop body 10 times (3 each: phis
; are moves on the edge, not steps) and the exit block (1): 32.
;
; RUN: llfuzz run --stats %s
; EXIT: 10
; STDOUT-EMPTY:
; STDERR: llfuzz run: 32 instructions executed
; STDERR: llfuzz run: wall time: parse {{[0-9.]+}} ms, verify {{[0-9.]+}} ms, set-up {{[0-9.]+}} ms, run {{[0-9.]+}} ms
; STDERR: llfuzz run: memory: module {{[1-9][0-9]*}} KB ({{[1-9][0-9]*}} KB of text), interpreter {{[1-9][0-9]*}} KB, run {{[0-9]+}} KB
; RUN: llfuzz run %s
; EXIT: 10
; STDERR-NOT: instructions executed
; RUN: llfuzz run --stats --entry count --args 'i32 3' %s
; CHECK: i32 3
; STDERR: llfuzz run: 11 instructions executed

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 10
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %next
}

define i32 @count(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %next
}
