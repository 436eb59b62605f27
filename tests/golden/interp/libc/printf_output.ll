; printf's %s %c %p %n, snprintf/sprintf results and truncation, and the other
; output functions: puts, putchar, fputs, fprintf and fwrite to stdout and
; stderr (the external globals @stdout and @stderr).  Expected: glibc's output.
; RUN: %llfuzz run %s > %t.out 2> %t.err
; RUN: FileCheck --input-file=%t.out %s
; RUN: FileCheck --input-file=%t.err %s --check-prefix=STDERR
; CHECK: [abc] [       abc] [abc       ] [ab] [    x] []
; CHECK-NEXT: [(nil)] [0x1234] [       0xabc] [(nil)       ]
; CHECK-NEXT: abc def
; CHECK-NEXT: n = 3
; CHECK-NEXT: snprintf 6 [1234]
; CHECK-NEXT: snprintf 15
; CHECK-NEXT: sprintf 5 [x-009]
; CHECK-NEXT: puts adds a newline
; CHECK-NEXT: puts 20
; CHECK-NEXT: Q
; CHECK-NEXT: putchar 81
; CHECK-NEXT: fputs does not
; CHECK-NEXT: fprintf to stdout
; CHECK-NEXT: fwrite 12345
; CHECK-NEXT: fwrite 13
; CHECK-NEXT: empty 0
; STDERR-DAG: to stderr 5
; STDERR-DAG: fputs to stderr

target triple = "x86_64-pc-linux-gnu"

@.str = private constant [43 x i8] c"[%s] [%10s] [%-10s] [%.2s] [%5.1s] [%.0s]\0A\00", align 1
@.str.1 = private constant [4 x i8] c"abc\00", align 1
@.str.2 = private constant [7 x i8] c"abcdef\00", align 1
@.str.3 = private constant [4 x i8] c"xyz\00", align 1
@.str.4 = private constant [5 x i8] c"gone\00", align 1
@.str.5 = private constant [26 x i8] c"[%p] [%p] [%12p] [%-12p]\0A\00", align 1
@.str.6 = private constant [11 x i8] c"abc%n def\0A\00", align 1
@.str.7 = private constant [8 x i8] c"n = %d\0A\00", align 1
@.str.8 = private constant [3 x i8] c"%d\00", align 1
@.str.9 = private constant [18 x i8] c"snprintf %d [%s]\0A\00", align 1
@.str.10 = private constant [3 x i8] c"%s\00", align 1
@.str.11 = private constant [16 x i8] c"nothing written\00", align 1
@.str.12 = private constant [13 x i8] c"snprintf %d\0A\00", align 1
@.str.13 = private constant [8 x i8] c"%s-%03d\00", align 1
@.str.14 = private constant [2 x i8] c"x\00", align 1
@.str.15 = private constant [17 x i8] c"sprintf %d [%s]\0A\00", align 1
@.str.16 = private constant [20 x i8] c"puts adds a newline\00", align 1
@.str.17 = private constant [9 x i8] c"puts %d\0A\00", align 1
@.str.18 = private constant [12 x i8] c"putchar %d\0A\00", align 1
@.str.19 = private constant [16 x i8] c"fputs does not\0A\00", align 1
@stdout = external global ptr, align 8
@.str.20 = private constant [15 x i8] c"fprintf to %s\0A\00", align 1
@.str.21 = private constant [7 x i8] c"stdout\00", align 1
@.str.22 = private constant [14 x i8] c"fwrite 12345\0A\00", align 1
@.str.23 = private constant [11 x i8] c"fwrite %d\0A\00", align 1
@stderr = external global ptr, align 8
@.str.24 = private constant [14 x i8] c"to stderr %d\0A\00", align 1
@.str.25 = private constant [17 x i8] c"fputs to stderr\0A\00", align 1
@.str.26 = private constant [1 x i8] zeroinitializer, align 1
@.str.27 = private constant [10 x i8] c"empty %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr @.str, ptr @.str.1, ptr @.str.1, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4)
  %6 = call i32 (ptr, ...) @printf(ptr @.str.5, ptr null, ptr inttoptr (i64 4660 to ptr), ptr inttoptr (i64 2748 to ptr), ptr null)
  %7 = call i32 (ptr, ...) @printf(ptr @.str.6, ptr %3)
  %8 = load i32, ptr %3, align 4
  %9 = call i32 (ptr, ...) @printf(ptr @.str.7, i32 %8)
  %10 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %11 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %10, i64 5, ptr @.str.8, i32 123456)
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  %13 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %14 = call i32 (ptr, ...) @printf(ptr @.str.9, i32 %12, ptr %13)
  %15 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %15, i64 0, ptr @.str.10, ptr @.str.11)
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %4, align 4
  %18 = call i32 (ptr, ...) @printf(ptr @.str.12, i32 %17)
  %19 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %20 = call i32 (ptr, ptr, ...) @sprintf(ptr %19, ptr @.str.13, ptr @.str.14, i32 9)
  store i32 %20, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  %22 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %23 = call i32 (ptr, ...) @printf(ptr @.str.15, i32 %21, ptr %22)
  %24 = call i32 @puts(ptr @.str.16)
  store i32 %24, ptr %4, align 4
  %25 = load i32, ptr %4, align 4
  %26 = call i32 (ptr, ...) @printf(ptr @.str.17, i32 %25)
  %27 = call i32 @putchar(i32 81)
  store i32 %27, ptr %4, align 4
  %28 = call i32 @putchar(i32 10)
  %29 = load i32, ptr %4, align 4
  %30 = call i32 (ptr, ...) @printf(ptr @.str.18, i32 %29)
  %31 = load ptr, ptr @stdout, align 8
  %32 = call i32 @fputs(ptr @.str.19, ptr %31)
  %33 = load ptr, ptr @stdout, align 8
  %34 = call i32 (ptr, ptr, ...) @fprintf(ptr %33, ptr @.str.20, ptr @.str.21)
  %35 = load ptr, ptr @stdout, align 8
  %36 = call i64 @fwrite(ptr @.str.22, i64 1, i64 13, ptr %35)
  %37 = trunc i64 %36 to i32
  store i32 %37, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  %39 = call i32 (ptr, ...) @printf(ptr @.str.23, i32 %38)
  %40 = load ptr, ptr @stderr, align 8
  %41 = call i32 (ptr, ptr, ...) @fprintf(ptr %40, ptr @.str.24, i32 5)
  %42 = load ptr, ptr @stderr, align 8
  %43 = call i32 @fputs(ptr @.str.25, ptr %42)
  %44 = call i32 (ptr, ...) @printf(ptr @.str.10, ptr @.str.26)
  store i32 %44, ptr %4, align 4
  %45 = load i32, ptr %4, align 4
  %46 = call i32 (ptr, ...) @printf(ptr @.str.27, i32 %45)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...)

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...)

declare i32 @puts(ptr noundef)

declare i32 @putchar(i32 noundef)

declare i32 @fputs(ptr noundef, ptr noundef)

declare i32 @fprintf(ptr noundef, ptr noundef, ...)

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef)

