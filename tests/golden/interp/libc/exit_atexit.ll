; exit, _Exit, atexit, abort and assert (C11 7.22.4): the handlers run in
; the reverse order of their registration when main returns or exit is
; called, also handlers registered by a handler; _Exit runs none; exit from
; a handler is UB (7.22.4.4p2); abort and a failed assert end the run with
; status 134 (what the shell shows for SIGABRT).
;
; RUN: %exit 3 %llfuzz run %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: main returns 3
; CHECK1-NEXT: third registered, first run
; CHECK1-NEXT: second
; CHECK1-NEXT: first registered, last run
; RUN: %exit 5 %llfuzz run %s --entry via_exit | FileCheck %s --check-prefix=CHECK2
; CHECK2: exit(5) from deep in the call stack
; CHECK2-NEXT: registers another
; CHECK2-NEXT: registered by a handler
; CHECK2-NEXT: first registered, last run
; RUN: %exit 4 %llfuzz run %s --entry quick | FileCheck %s --check-prefix=CHECK3
; CHECK3: _Exit skips the handlers
; CHECK3-NOT: first
; RUN: %exit 3 %llfuzz run %s --entry exit_in_handler 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: exit called while the program is exiting (from an atexit handler)
; RUN: %exit 134 %llfuzz run %s --entry aborts > %t.out5 2> %t.err5
; RUN: FileCheck --input-file=%t.out5 %s --check-prefix=CHECK5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=STDERR5
; CHECK5: before abort
; STDERR5: aborted: abort() called
; RUN: %exit 134 %llfuzz run %s --entry assertion --args 'i32 2' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: exit_atexit.c:52: int assertion(int): Assertion `x == 1' failed.
; RUN: %llfuzz run %s --entry assertion --args 'i32 1' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 1

target triple = "x86_64-pc-linux-gnu"

@.str = private constant [16 x i8] c"main returns 3\0A\00", align 1
@.str.1 = private constant [26 x i8] c"_Exit skips the handlers\0A\00", align 1
@stdout = external global ptr, align 8
@.str.2 = private constant [14 x i8] c"before abort\0A\00", align 1
@.str.3 = private constant [7 x i8] c"x == 1\00", align 1
@.str.4 = private constant [14 x i8] c"exit_atexit.c\00", align 1
@__PRETTY_FUNCTION__.assertion = private constant [19 x i8] c"int assertion(int)\00", align 1
@.str.5 = private constant [28 x i8] c"first registered, last run\0A\00", align 1
@.str.6 = private constant [8 x i8] c"second\0A\00", align 1
@.str.7 = private constant [29 x i8] c"third registered, first run\0A\00", align 1
@.str.8 = private constant [19 x i8] c"registers another\0A\00", align 1
@.str.9 = private constant [25 x i8] c"registered by a handler\0A\00", align 1
@.str.10 = private constant [37 x i8] c"exit(5) from deep in the call stack\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @atexit(ptr @first)
  %3 = call i32 @atexit(ptr @second)
  %4 = call i32 @atexit(ptr @third)
  %5 = call i32 (ptr, ...) @printf(ptr @.str)
  ret i32 3
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef)

; Function Attrs: noinline nounwind optnone uwtable
define internal void @first() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str.5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @second() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str.6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @third() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str.7)
  ret void
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: noinline nounwind optnone uwtable
define i32 @via_exit() {
  %1 = call i32 @atexit(ptr @first)
  %2 = call i32 @atexit(ptr @registers)
  %3 = call i32 @deep(i32 3)
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @registers() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str.8)
  %2 = call i32 @atexit(ptr @late)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @deep(i32 %0) {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = call i32 (ptr, ...) @printf(ptr @.str.10)
  call void @exit(i32 5)
  unreachable

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @deep(i32 %9)
  %11 = add nsw i32 %10, 1
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @quick() {
  %1 = call i32 @atexit(ptr @first)
  %2 = call i32 (ptr, ...) @printf(ptr @.str.1)
  %3 = load ptr, ptr @stdout, align 8
  %4 = call i32 @fflush(ptr %3)
  call void @_Exit(i32 4)
  unreachable
}

declare i32 @fflush(ptr noundef)

; Function Attrs: noreturn nounwind
declare void @_Exit(i32 noundef)

; Function Attrs: noinline nounwind optnone uwtable
define i32 @exit_in_handler() {
  %1 = call i32 @atexit(ptr @exits)
  call void @exit(i32 0)
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @exits() {
  call void @exit(i32 9)
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef)

; Function Attrs: noinline nounwind optnone uwtable
define i32 @aborts() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str.2)
  call void @abort()
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @abort()

; Function Attrs: noinline nounwind optnone uwtable
define i32 @assertion(i32 %0) {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  call void @__assert_fail(ptr @.str.3, ptr @.str.4, i32 52, ptr @__PRETTY_FUNCTION__.assertion)
  unreachable

7:                                                ; preds = %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef)

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str.9)
  ret void
}
