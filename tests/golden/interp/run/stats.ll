; llfuzz run --stats: the number of IR instructions executed, on stderr after
; the run (what bench/csmith-check.sh reports for slow programs), the time of
; each phase and the memory of the module and of the interpreter.  @main
; runs the entry block (1 instruction), the loop body 10 times (3 each: phis
; are moves on the edge, not steps) and the exit block (1): 32.
;
; RUN: %exit 10 %llfuzz run --stats %s > %t.out1 2> %t.err1
; RUN: test ! -s %t.out1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1-DAG: llfuzz run: 32 instructions executed
; STDERR1-DAG: llfuzz run: wall time: parse {{[0-9.]+}} ms, verify {{[0-9.]+}} ms, set-up {{[0-9.]+}} ms, run {{[0-9.]+}} ms
; STDERR1-DAG: llfuzz run: memory: module {{[1-9][0-9]*}} KB ({{[1-9][0-9]*}} KB of text), interpreter {{[1-9][0-9]*}} KB, run {{[0-9]+}} KB
; RUN: %exit 10 %llfuzz run %s 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=STDERR2 --allow-empty
; STDERR2-NOT: instructions executed
; RUN: %llfuzz run --stats --entry count --args 'i32 3' %s > %t.out3 2> %t.err3
; RUN: FileCheck --input-file=%t.out3 %s --check-prefix=CHECK3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=STDERR3
; CHECK3: i32 3
; STDERR3: llfuzz run: 11 instructions executed

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
