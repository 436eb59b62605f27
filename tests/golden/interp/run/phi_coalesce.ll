; Phi coalescing (exec/interp/run.c, coalesce_phis): a value that an edge
; copies into a phi is computed into the phi's cell where nothing reads the
; phi's old value after it and nothing overwrites it before its last
; reader; the edge then copies nothing.  The results must be those of the
; copies (lli-22 agrees on main's 54), in the cases where coalescing is
; done (loop1's %i and %acc, read_after's %s, swap's %k, both incoming
; values of in_place_unknown's %x) and where it must not be (read_after's
; %i, read after %i.next; forward's %v, read after the join that an edge
; from %q enters with 100: coalesced, it would read 100 + 100; latch's
; phis, read by a phi or in other blocks; swap's %a and %b).
; in_place_unknown computes %x.next into %x's own cell on the slow path
; (unknown bits, sem.c), which begins to write the result before it has
; read all of an operand: {0, 1} + 1 cannot wrap, so nuw leaves no
; poison; read from the half-written cell it was poison.  --trace turns
; coalescing off (a traced op shows its operands' values).
; RUN: %exit 54 %llfuzz run %s
; RUN: %exit 54 %llfuzz run --stats %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: phi copies on the edges: 22, 4 of them coalesced away
; RUN: %llfuzz run %s --entry loop1 --args 'i32 1000' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 27389
; RUN: %llfuzz run %s --entry read_after --args 'i32 100000' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 131071
; RUN: %llfuzz run %s --entry forward --args 'i1 false, i32 5' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 106
; RUN: %llfuzz run %s --entry forward --args 'i1 true, i32 5' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i32 12
; RUN: %llfuzz run %s --entry latch --args 'i32 11' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 5030
; RUN: %llfuzz run %s --entry swap --args 'i32 5' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i32 21022
; RUN: %llfuzz run %s --entry in_place_unknown | FileCheck %s --check-prefix=CHECK9
; CHECK9: i8 undef
; RUN: %llfuzz run --stats %s --entry in_place_unknown 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: phi copies on the edges: 4, 3 of them coalesced away
; RUN: %llfuzz run --trace %s --entry loop1 --args 'i32 2' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: %r = add i32 %acc.next, %i.next   ; = i32 24

; a loop of one block: %i and %acc take their next values in their own cells
define i32 @loop1(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 5, %entry ], [ %acc.next, %loop ]
  %t = mul i32 %i, 3
  %u = xor i32 %t, %acc
  %acc.next = add i32 %u, 7
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = add i32 %acc.next, %i.next
  ret i32 %r
}

; the phi is read after its next value is computed: no coalescing
define i32 @read_after(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %i.next = shl i32 %i, 1
  %d = sub i32 %i.next, %i
  %s.next = add i32 %s, %d
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; the value comes from another block and is read after the join: an
; edge from %q overwrites the phi's cell, so %v keeps its own
define i32 @forward(i1 %c, i32 %x) {
entry:
  %v = add i32 %x, 1
  br i1 %c, label %b, label %q
q:
  br label %b
b:
  %p = phi i32 [ %v, %entry ], [ 100, %q ]
  %r = add i32 %p, %v
  ret i32 %r
}

; a loop of two blocks whose latch computes the value and reads it only
; there: coalesced
define i32 @latch(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %odd = and i32 %i, 1
  %z = icmp eq i32 %odd, 0
  br i1 %z, label %latch, label %skip
skip:
  br label %latch
latch:
  %w = phi i32 [ %i, %head ], [ 1000, %skip ]
  %s.next = add i32 %s, %w
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %head, label %exit
exit:
  ret i32 %s.next
}

; phis that read each other (a swap): copies through scratch, none coalesced
define i32 @swap(i32 %n) {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a.n, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.n, %loop ]
  %a.n = add i32 %a, 10
  %k.n = add i32 %k, 1
  %c = icmp slt i32 %k.n, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = mul i32 %a, 1000
  %r2 = add i32 %r, %b
  ret i32 %r2
}

; the next value is computed into the phi's own cell from unknown bits
; (the slow path, sem.c): {0, 1} + 1 cannot wrap, so nuw leaves no poison;
; read from a cell already written it would be any i8, which can
define i8 @in_place_unknown() {
entry:
  %u = and i8 undef, 1
  br label %loop
loop:
  %x = phi i8 [ %u, %entry ], [ %x.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %x.next = add nuw i8 %x, 1
  %k.next = add i32 %k, 1
  %c = icmp ult i32 %k.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %x.next
}

define i32 @main() {
  %a = call i32 @loop1(i32 1000)
  %b = call i32 @read_after(i32 100000)
  %c = call i32 @forward(i1 false, i32 5)
  %d = call i32 @forward(i1 true, i32 5)
  %e = call i32 @latch(i32 11)
  %f = call i32 @swap(i32 5)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %r = and i32 %s5, 255
  ret i32 %r
}
