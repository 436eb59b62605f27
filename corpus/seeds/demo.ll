; A small module in the syntax LLVM 14 prints (typed pointers, old attributes):
; `make demo` verifies it and prints it in current LLVM 22 syntax.
; As a corpus case: what opt -O2 makes of it refines it.
; llfuzz-engine: opt-22:-O2
; llfuzz-engine: opt-19:-O2
; llfuzz-engine: opt-14:-O2
; llfuzz-expect: refines
; llfuzz-llvm: 14-
%struct.node = type { i32, %struct.node* }

@head = global %struct.node* null, align 8
@.str = private unnamed_addr constant [9 x i8] c"sum: %d\0A\00", align 1

; Function Attrs: nounwind readonly
define i32 @sum(%struct.node* nocapture readonly %n) #0 {
entry:
  %isnull = icmp eq %struct.node* %n, null
  br i1 %isnull, label %done, label %loop

loop:
  %p = phi %struct.node* [ %n, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %vp = getelementptr inbounds %struct.node, %struct.node* %p, i64 0, i32 0
  %v = load i32, i32* %vp, align 4
  %acc2 = add nsw i32 %acc, %v
  %np = getelementptr inbounds %struct.node, %struct.node* %p, i64 0, i32 1
  %next = load %struct.node*, %struct.node** %np, align 8
  %end = icmp eq %struct.node* %next, null
  br i1 %end, label %done, label %loop

done:
  %r = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  ret i32 %r
}

define i32 @main() {
  %h = load %struct.node*, %struct.node** @head, align 8
  %s = call i32 @sum(%struct.node* %h)
  %c = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 %s)
  ret i32 0
}

declare i32 @printf(i8*, ...)

attributes #0 = { nounwind readonly }
