; The string and memory functions of <string.h> (C11 7.24): copying,
; concatenation, comparison, search, strdup, strtok.  Expected: glibc's output.
; (Compiled with -fno-builtin, so the calls stay library calls.)
; RUN: %llfuzz run %s | FileCheck %s
; CHECK: hello, world 12 3
; CHECK-NEXT: 1 1 0 0
; CHECK-NEXT: 1 0 0
; CHECK-NEXT: [o, world] [orld] [world] [end]
; CHECK-NEXT: 1 1
; CHECK-NEXT: 4 2 [llo]
; CHECK-NEXT: [world]
; CHECK-NEXT: [dup] [abc]
; CHECK-NEXT: [a][b][c][d]
; CHECK-NEXT: yxxxx
; CHECK-NEXT: 98 0 0 1 z
; CHECK-NEXT: abcde
; CHECK-NEXT: 1234567 stp

target triple = "x86_64-pc-linux-gnu"

@.str = private constant [6 x i8] c"hello\00", align 1
@.str.1 = private constant [8 x i8] c", world\00", align 1
@.str.2 = private constant [12 x i8] c"%s %zu %zu\0A\00", align 1
@.str.3 = private constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.4 = private constant [4 x i8] c"abc\00", align 1
@.str.5 = private constant [4 x i8] c"abd\00", align 1
@.str.6 = private constant [2 x i8] c"b\00", align 1
@.str.7 = private constant [2 x i8] c"a\00", align 1
@.str.8 = private constant [1 x i8] zeroinitializer, align 1
@.str.9 = private constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.10 = private constant [5 x i8] c"ab\00x\00", align 1
@.str.11 = private constant [5 x i8] c"ab\00y\00", align 1
@.str.12 = private constant [6 x i8] c"HeLLo\00", align 1
@.str.13 = private constant [4 x i8] c"ABx\00", align 1
@.str.14 = private constant [4 x i8] c"aby\00", align 1
@.str.15 = private constant [21 x i8] c"[%s] [%s] [%s] [%s]\0A\00", align 1
@.str.16 = private constant [4 x i8] c"wor\00", align 1
@.str.17 = private constant [4 x i8] c"end\00", align 1
@.str.18 = private constant [2 x i8] c"?\00", align 1
@.str.19 = private constant [7 x i8] c"%d %d\0A\00", align 1
@.str.20 = private constant [4 x i8] c"xyz\00", align 1
@.str.21 = private constant [14 x i8] c"%zu %zu [%s]\0A\00", align 1
@.str.22 = private constant [6 x i8] c"aabbc\00", align 1
@.str.23 = private constant [3 x i8] c"ab\00", align 1
@.str.24 = private constant [2 x i8] c"l\00", align 1
@.str.25 = private constant [3 x i8] c"lo\00", align 1
@.str.26 = private constant [6 x i8] c"[%s]\0A\00", align 1
@.str.27 = private constant [4 x i8] c"dup\00", align 1
@.str.28 = private constant [7 x i8] c"abcdef\00", align 1
@.str.29 = private constant [11 x i8] c"[%s] [%s]\0A\00", align 1
@__const.main.t = private constant [9 x i8] c"a,b,,c;d\00", align 1
@.str.30 = private constant [3 x i8] c",;\00", align 1
@.str.31 = private constant [5 x i8] c"[%s]\00", align 1
@.str.32 = private constant [2 x i8] c"\0A\00", align 1
@.str.33 = private constant [4 x i8] c"%s\0A\00", align 1
@__const.main.n5 = private constant [6 x i8] c"zzzzz\00", align 1
@.str.34 = private constant [16 x i8] c"%d %d %d %d %c\0A\00", align 1
@__const.main.cat = private constant [16 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.35 = private constant [6 x i8] c"defgh\00", align 1
@.str.36 = private constant [8 x i8] c"1234567\00", align 1
@.str.37 = private constant [7 x i8] c"%s %s\0A\00", align 1
@.str.38 = private constant [4 x i8] c"stp\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca [32 x i8], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [9 x i8], align 1
  %6 = alloca ptr, align 8
  %7 = alloca [6 x i8], align 1
  %8 = alloca [16 x i8], align 16
  %9 = alloca [8 x i8], align 1
  store i32 0, ptr %1, align 4
  %10 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %11 = call ptr @strcpy(ptr %10, ptr @.str)
  %12 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %13 = call ptr @strcat(ptr %12, ptr @.str.1)
  %14 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %15 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %16 = call i64 @strlen(ptr %15)
  %17 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %18 = call i64 @strnlen(ptr %17, i64 3)
  %19 = call i32 (ptr, ...) @printf(ptr @.str.2, ptr %14, i64 %16, i64 %18)
  %20 = call i32 @strcmp(ptr @.str.4, ptr @.str.5)
  %21 = icmp slt i32 %20, 0
  %22 = zext i1 %21 to i32
  %23 = call i32 @strcmp(ptr @.str.6, ptr @.str.7)
  %24 = icmp sgt i32 %23, 0
  %25 = zext i1 %24 to i32
  %26 = call i32 @strcmp(ptr @.str.8, ptr @.str.8)
  %27 = call i32 @strncmp(ptr @.str.4, ptr @.str.5, i64 2)
  %28 = call i32 (ptr, ...) @printf(ptr @.str.3, i32 %22, i32 %25, i32 %26, i32 %27)
  %29 = call i32 @memcmp(ptr @.str.10, ptr @.str.11, i64 4)
  %30 = icmp slt i32 %29, 0
  %31 = zext i1 %30 to i32
  %32 = call i32 @strcasecmp(ptr @.str.12, ptr @.str)
  %33 = call i32 @strncasecmp(ptr @.str.13, ptr @.str.14, i64 2)
  %34 = call i32 (ptr, ...) @printf(ptr @.str.9, i32 %31, i32 %32, i32 %33)
  %35 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %36 = call ptr @strchr(ptr %35, i32 111)
  %37 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %38 = call ptr @strrchr(ptr %37, i32 111)
  %39 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %40 = call ptr @strstr(ptr %39, ptr @.str.16)
  %41 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %42 = call ptr @strchr(ptr %41, i32 0)
  %43 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  %45 = icmp eq ptr %42, %44
  %46 = zext i1 %45 to i64
  %47 = select i1 %45, ptr @.str.17, ptr @.str.18
  %48 = call i32 (ptr, ...) @printf(ptr @.str.15, ptr %36, ptr %38, ptr %40, ptr %47)
  %49 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %50 = call ptr @strchr(ptr %49, i32 122)
  %51 = icmp eq ptr %50, null
  %52 = zext i1 %51 to i32
  %53 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %54 = call ptr @strstr(ptr %53, ptr @.str.20)
  %55 = icmp eq ptr %54, null
  %56 = zext i1 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr @.str.19, i32 %52, i32 %56)
  %58 = call i64 @strspn(ptr @.str.22, ptr @.str.23)
  %59 = call i64 @strcspn(ptr @.str, ptr @.str.24)
  %60 = call ptr @strpbrk(ptr @.str, ptr @.str.25)
  %61 = call i32 (ptr, ...) @printf(ptr @.str.21, i64 %58, i64 %59, ptr %60)
  %62 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %63 = call ptr @memchr(ptr %62, i32 119, i64 32)
  %64 = call i32 (ptr, ...) @printf(ptr @.str.26, ptr %63)
  %65 = call noalias ptr @strdup(ptr @.str.27)
  store ptr %65, ptr %3, align 8
  %66 = call noalias ptr @strndup(ptr @.str.28, i64 3)
  store ptr %66, ptr %4, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = call i32 (ptr, ...) @printf(ptr @.str.29, ptr %67, ptr %68)
  %70 = load ptr, ptr %3, align 8
  call void @free(ptr %70)
  %71 = load ptr, ptr %4, align 8
  call void @free(ptr %71)
  call void @llvm.memcpy.p0.p0.i64(ptr %5, ptr @__const.main.t, i64 9, i1 false)
  %72 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 0
  %73 = call ptr @strtok(ptr %72, ptr @.str.30)
  store ptr %73, ptr %6, align 8
  br label %74

74:                                               ; preds = %80, %0
  %75 = load ptr, ptr %6, align 8
  %76 = icmp ne ptr %75, null
  br i1 %76, label %77, label %82

77:                                               ; preds = %74
  %78 = load ptr, ptr %6, align 8
  %79 = call i32 (ptr, ...) @printf(ptr @.str.31, ptr %78)
  br label %80

80:                                               ; preds = %77
  %81 = call ptr @strtok(ptr null, ptr @.str.30)
  store ptr %81, ptr %6, align 8
  br label %74

82:                                               ; preds = %74
  %83 = call i32 (ptr, ...) @printf(ptr @.str.32)
  %84 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %85 = call ptr @memset(ptr %84, i32 120, i64 5)
  %86 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 5
  store i8 0, ptr %86, align 1
  %87 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %88 = getelementptr inbounds i8, ptr %87, i64 1
  %89 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %90 = call ptr @memmove(ptr %88, ptr %89, i64 3)
  %91 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  store i8 121, ptr %91, align 16
  %92 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %93 = call i32 (ptr, ...) @printf(ptr @.str.33, ptr %92)
  call void @llvm.memcpy.p0.p0.i64(ptr %7, ptr @__const.main.n5, i64 6, i1 false)
  %94 = getelementptr inbounds [6 x i8], ptr %7, i64 0, i64 0
  %95 = call ptr @strncpy(ptr %94, ptr @.str.23, i64 4)
  %96 = getelementptr inbounds [6 x i8], ptr %7, i64 0, i64 1
  %97 = load i8, ptr %96, align 1
  %98 = sext i8 %97 to i32
  %99 = getelementptr inbounds [6 x i8], ptr %7, i64 0, i64 2
  %100 = load i8, ptr %99, align 1
  %101 = sext i8 %100 to i32
  %102 = getelementptr inbounds [6 x i8], ptr %7, i64 0, i64 3
  %103 = load i8, ptr %102, align 1
  %104 = sext i8 %103 to i32
  %105 = getelementptr inbounds [6 x i8], ptr %7, i64 0, i64 4
  %106 = load i8, ptr %105, align 1
  %107 = sext i8 %106 to i32
  %108 = icmp eq i32 %107, 122
  %109 = zext i1 %108 to i32
  %110 = getelementptr inbounds [6 x i8], ptr %7, i64 0, i64 4
  %111 = load i8, ptr %110, align 1
  %112 = sext i8 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr @.str.34, i32 %98, i32 %101, i32 %104, i32 %109, i32 %112)
  call void @llvm.memcpy.p0.p0.i64(ptr %8, ptr @__const.main.cat, i64 16, i1 false)
  %114 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %115 = call ptr @strncat(ptr %114, ptr @.str.35, i64 2)
  %116 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %117 = call i32 (ptr, ...) @printf(ptr @.str.33, ptr %116)
  %118 = getelementptr inbounds [8 x i8], ptr %9, i64 0, i64 0
  %119 = call ptr @memcpy(ptr %118, ptr @.str.36, i64 8)
  %120 = getelementptr inbounds [8 x i8], ptr %9, i64 0, i64 0
  %121 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %122 = call ptr @stpcpy(ptr %121, ptr @.str.38)
  %123 = getelementptr inbounds i8, ptr %122, i64 -3
  %124 = call i32 (ptr, ...) @printf(ptr @.str.37, ptr %120, ptr %123)
  ret i32 0
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef)

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef)

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strnlen(ptr noundef, i64 noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcasecmp(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncasecmp(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strspn(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef)

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef)

; Function Attrs: nounwind
declare noalias ptr @strndup(ptr noundef, i64 noundef)

; Function Attrs: nounwind
declare void @free(ptr noundef)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias captures(none), ptr noalias captures(none), i64, i1 immarg)

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef)

; Function Attrs: nounwind
declare ptr @memset(ptr noundef, i32 noundef, i64 noundef)

; Function Attrs: nounwind
declare ptr @memmove(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind
declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef)

; Function Attrs: nounwind
declare ptr @stpcpy(ptr noundef, ptr noundef)

