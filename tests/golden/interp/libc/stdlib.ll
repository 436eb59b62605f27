; <stdlib.h> and <ctype.h>: rand (glibc's generator: the same numbers as the
; native program, seed 1 until srand), random, drand48 & co., atoi, strtol
; with end pointers, bases and ERANGE, strtod/strtof/strtold, abs, div, ldiv,
; and the character classes both through glibc's macros (tables behind
; __ctype_b_loc) and as functions.  Expected: glibc's output (-fno-builtin).
; RUN: %llfuzz run %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: 1804289383 846930886 1681692777 1714636915
; CHECK1-NEXT: 71876166 708592740
; CHECK1-NEXT: 1804289383 2147483647
; CHECK1-NEXT: 1045618677
; CHECK1-NEXT: 0.52483957943423221 585950151 -907958370
; CHECK1-NEXT: -123 99999 -9223372036854775808 0
; CHECK1-NEXT: 31 [Z]
; CHECK1-NEXT: 511 [] 18446744073709551615 1295
; CHECK1-NEXT: 9223372036854775807 ERANGE 1 []
; CHECK1-NEXT: 18446744073709551615 ERANGE 1
; CHECK1-NEXT: 325 [rest] -3 0.001 inf
; CHECK1-NEXT: 0.100000001 0.100000000000000000001
; CHECK1-NEXT: 5 6 9223372036854775807
; CHECK1-NEXT: -3 -1 -3 1
; CHECK1-NEXT: 52 6 32 22
; CHECK1-NEXT: 1024 2048 8192 0 B c -1
; CHECK1-NEXT: Q q 200
; CHECK1-NEXT: 1
; time() is a fixed moment, clock() counts instructions: both deterministic
; RUN: %llfuzz run %s --entry times | FileCheck %s --check-prefix=CHECK2
; CHECK2: i64 1700000000
; RUN: %exit 3 %llfuzz run %s --entry bad_ctype 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: isalpha(-56): the argument is neither an unsigned char nor EOF

target triple = "x86_64-pc-linux-gnu"

%struct.div_t = type { i32, i32 }
%struct.ldiv_t = type { i64, i64 }

@.str = private constant [4 x i8] c"%d \00", align 1
@.str.1 = private constant [2 x i8] c"\0A\00", align 1
@.str.2 = private constant [7 x i8] c"%d %d\0A\00", align 1
@.str.3 = private constant [5 x i8] c"%ld\0A\00", align 1
@.str.4 = private constant [15 x i8] c"%.17g %ld %ld\0A\00", align 1
@.str.5 = private constant [16 x i8] c"%d %ld %lld %d\0A\00", align 1
@.str.6 = private constant [10 x i8] c"  -123xyz\00", align 1
@.str.7 = private constant [6 x i8] c"99999\00", align 1
@.str.8 = private constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.9 = private constant [5 x i8] c"junk\00", align 1
@.str.10 = private constant [8 x i8] c"  0x1fZ\00", align 1
@.str.11 = private constant [10 x i8] c"%ld [%s]\0A\00", align 1
@.str.12 = private constant [5 x i8] c"0777\00", align 1
@.str.13 = private constant [18 x i8] c"%ld [%s] %lu %lu\0A\00", align 1
@.str.14 = private constant [3 x i8] c"-1\00", align 1
@.str.15 = private constant [3 x i8] c"zz\00", align 1
@.str.16 = private constant [21 x i8] c"99999999999999999999\00", align 1
@.str.17 = private constant [20 x i8] c"%ld ERANGE %d [%s]\0A\00", align 1
@.str.18 = private constant [21 x i8] c"18446744073709551616\00", align 1
@.str.19 = private constant [16 x i8] c"%llu ERANGE %d\0A\00", align 1
@.str.20 = private constant [11 x i8] c"3.25e2rest\00", align 1
@.str.21 = private constant [18 x i8] c"%g [%s] %g %g %g\0A\00", align 1
@.str.22 = private constant [9 x i8] c"-0x1.8p1\00", align 1
@.str.23 = private constant [5 x i8] c"1e-3\00", align 1
@.str.24 = private constant [4 x i8] c"inf\00", align 1
@.str.25 = private constant [4 x i8] c"0.1\00", align 1
@.str.26 = private constant [13 x i8] c"%.9g %.21Lg\0A\00", align 1
@.str.27 = private constant [13 x i8] c"%d %ld %lld\0A\00", align 1
@.str.28 = private constant [15 x i8] c"%d %d %ld %ld\0A\00", align 1
@.str.29 = private constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.30 = private constant [22 x i8] c"%d %d %d %d %c %c %d\0A\00", align 1
@.str.31 = private constant [10 x i8] c"%c %c %d\0A\00", align 1
@.str.32 = private constant [4 x i8] c"%d\0A\00", align 1
@.str.33 = private constant [5 x i8] c"HOME\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca x86_fp80, align 16
  %13 = alloca %struct.div_t, align 4
  %14 = alloca %struct.ldiv_t, align 8
  %15 = alloca [4 x i32], align 16
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %23, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = call i32 @rand()
  %22 = call i32 (ptr, ...) @printf(ptr @.str, i32 %21)
  br label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %2, align 4
  br label %17

26:                                               ; preds = %17
  %27 = call i32 (ptr, ...) @printf(ptr @.str.1)
  call void @srand(i32 42)
  %28 = call i32 @rand()
  store i32 %28, ptr %3, align 4
  %29 = call i32 @rand()
  store i32 %29, ptr %4, align 4
  %30 = load i32, ptr %3, align 4
  %31 = load i32, ptr %4, align 4
  %32 = call i32 (ptr, ...) @printf(ptr @.str.2, i32 %30, i32 %31)
  call void @srand(i32 1)
  %33 = call i32 @rand()
  %34 = call i32 (ptr, ...) @printf(ptr @.str.2, i32 %33, i32 2147483647)
  call void @srandom(i32 7)
  %35 = call i64 @random()
  %36 = call i32 (ptr, ...) @printf(ptr @.str.3, i64 %35)
  call void @srand48(i64 5)
  %37 = call double @drand48()
  store double %37, ptr %5, align 8
  %38 = call i64 @lrand48()
  store i64 %38, ptr %6, align 8
  %39 = load double, ptr %5, align 8
  %40 = load i64, ptr %6, align 8
  %41 = call i64 @mrand48()
  %42 = call i32 (ptr, ...) @printf(ptr @.str.4, double %39, i64 %40, i64 %41)
  %43 = call i32 @atoi(ptr @.str.6)
  %44 = call i64 @atol(ptr @.str.7)
  %45 = call i64 @atoll(ptr @.str.8)
  %46 = call i32 @atoi(ptr @.str.9)
  %47 = call i32 (ptr, ...) @printf(ptr @.str.5, i32 %43, i64 %44, i64 %45, i32 %46)
  %48 = call i64 @strtol(ptr @.str.10, ptr %7, i32 16)
  store i64 %48, ptr %8, align 8
  %49 = load i64, ptr %8, align 8
  %50 = load ptr, ptr %7, align 8
  %51 = call i32 (ptr, ...) @printf(ptr @.str.11, i64 %49, ptr %50)
  %52 = call i64 @strtol(ptr @.str.12, ptr %7, i32 0)
  store i64 %52, ptr %8, align 8
  %53 = load i64, ptr %8, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = call i64 @strtoul(ptr @.str.14, ptr null, i32 10)
  %56 = call i64 @strtoul(ptr @.str.15, ptr null, i32 36)
  %57 = call i32 (ptr, ...) @printf(ptr @.str.13, i64 %53, ptr %54, i64 %55, i64 %56)
  %58 = call ptr @__errno_location()
  store i32 0, ptr %58, align 4
  %59 = call i64 @strtol(ptr @.str.16, ptr %7, i32 10)
  store i64 %59, ptr %8, align 8
  %60 = load i64, ptr %8, align 8
  %61 = call ptr @__errno_location()
  %62 = load i32, ptr %61, align 4
  %63 = icmp eq i32 %62, 34
  %64 = zext i1 %63 to i32
  %65 = load ptr, ptr %7, align 8
  %66 = call i32 (ptr, ...) @printf(ptr @.str.17, i64 %60, i32 %64, ptr %65)
  %67 = call ptr @__errno_location()
  store i32 0, ptr %67, align 4
  %68 = call i64 @strtoull(ptr @.str.18, ptr null, i32 10)
  store i64 %68, ptr %9, align 8
  %69 = load i64, ptr %9, align 8
  %70 = call ptr @__errno_location()
  %71 = load i32, ptr %70, align 4
  %72 = icmp eq i32 %71, 34
  %73 = zext i1 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr @.str.19, i64 %69, i32 %73)
  %75 = call double @strtod(ptr @.str.20, ptr %7)
  store double %75, ptr %10, align 8
  %76 = load double, ptr %10, align 8
  %77 = load ptr, ptr %7, align 8
  %78 = call double @strtod(ptr @.str.22, ptr null)
  %79 = call double @atof(ptr @.str.23)
  %80 = call double @strtod(ptr @.str.24, ptr null)
  %81 = call i32 (ptr, ...) @printf(ptr @.str.21, double %76, ptr %77, double %78, double %79, double %80)
  %82 = call float @strtof(ptr @.str.25, ptr null)
  store float %82, ptr %11, align 4
  %83 = call x86_fp80 @strtold(ptr @.str.25, ptr null)
  store x86_fp80 %83, ptr %12, align 16
  %84 = load float, ptr %11, align 4
  %85 = fpext float %84 to double
  %86 = load x86_fp80, ptr %12, align 16
  %87 = call i32 (ptr, ...) @printf(ptr @.str.26, double %85, x86_fp80 %86)
  %88 = call i32 @abs(i32 -5)
  %89 = call i64 @labs(i64 -6)
  %90 = call i64 @llabs(i64 -9223372036854775807)
  %91 = call i32 (ptr, ...) @printf(ptr @.str.27, i32 %88, i64 %89, i64 %90)
  %92 = call i64 @div(i32 -7, i32 2)
  store i64 %92, ptr %13, align 4
  %93 = call { i64, i64 } @ldiv(i64 7, i64 -2)
  %94 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 0
  %95 = extractvalue { i64, i64 } %93, 0
  store i64 %95, ptr %94, align 8
  %96 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 1
  %97 = extractvalue { i64, i64 } %93, 1
  store i64 %97, ptr %96, align 8
  %98 = getelementptr inbounds nuw %struct.div_t, ptr %13, i32 0, i32 0
  %99 = load i32, ptr %98, align 4
  %100 = getelementptr inbounds nuw %struct.div_t, ptr %13, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = getelementptr inbounds nuw %struct.ldiv_t, ptr %14, i32 0, i32 0
  %103 = load i64, ptr %102, align 8
  %104 = getelementptr inbounds nuw %struct.ldiv_t, ptr %14, i32 0, i32 1
  %105 = load i64, ptr %104, align 8
  %106 = call i32 (ptr, ...) @printf(ptr @.str.28, i32 %99, i32 %101, i64 %103, i64 %105)
  call void @llvm.memset.p0.i64(ptr %15, i8 0, i64 16, i1 false)
  store i32 -1, ptr %16, align 4
  br label %107

107:                                              ; preds = %163, %26
  %108 = load i32, ptr %16, align 4
  %109 = icmp slt i32 %108, 256
  br i1 %109, label %110, label %166

110:                                              ; preds = %107
  %111 = call ptr @__ctype_b_loc()
  %112 = load ptr, ptr %111, align 8
  %113 = load i32, ptr %16, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i16, ptr %112, i64 %114
  %116 = load i16, ptr %115, align 2
  %117 = zext i16 %116 to i32
  %118 = and i32 %117, 1024
  %119 = icmp ne i32 %118, 0
  %120 = zext i1 %119 to i32
  %121 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 0
  %122 = load i32, ptr %121, align 16
  %123 = add nsw i32 %122, %120
  store i32 %123, ptr %121, align 16
  %124 = call ptr @__ctype_b_loc()
  %125 = load ptr, ptr %124, align 8
  %126 = load i32, ptr %16, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i16, ptr %125, i64 %127
  %129 = load i16, ptr %128, align 2
  %130 = zext i16 %129 to i32
  %131 = and i32 %130, 8192
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i32
  %134 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 1
  %135 = load i32, ptr %134, align 4
  %136 = add nsw i32 %135, %133
  store i32 %136, ptr %134, align 4
  %137 = call ptr @__ctype_b_loc()
  %138 = load ptr, ptr %137, align 8
  %139 = load i32, ptr %16, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i16, ptr %138, i64 %140
  %142 = load i16, ptr %141, align 2
  %143 = zext i16 %142 to i32
  %144 = and i32 %143, 4
  %145 = icmp ne i32 %144, 0
  %146 = zext i1 %145 to i32
  %147 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 2
  %148 = load i32, ptr %147, align 8
  %149 = add nsw i32 %148, %146
  store i32 %149, ptr %147, align 8
  %150 = call ptr @__ctype_b_loc()
  %151 = load ptr, ptr %150, align 8
  %152 = load i32, ptr %16, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i16, ptr %151, i64 %153
  %155 = load i16, ptr %154, align 2
  %156 = zext i16 %155 to i32
  %157 = and i32 %156, 4096
  %158 = icmp ne i32 %157, 0
  %159 = zext i1 %158 to i32
  %160 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 3
  %161 = load i32, ptr %160, align 4
  %162 = add nsw i32 %161, %159
  store i32 %162, ptr %160, align 4
  br label %163

163:                                              ; preds = %110
  %164 = load i32, ptr %16, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %16, align 4
  br label %107

166:                                              ; preds = %107
  %167 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 0
  %168 = load i32, ptr %167, align 16
  %169 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 1
  %170 = load i32, ptr %169, align 4
  %171 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 2
  %172 = load i32, ptr %171, align 8
  %173 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 3
  %174 = load i32, ptr %173, align 4
  %175 = call i32 (ptr, ...) @printf(ptr @.str.29, i32 %168, i32 %170, i32 %172, i32 %174)
  %176 = call i32 @isalpha(i32 97)
  %177 = call i32 @isdigit(i32 53)
  %178 = call i32 @isspace(i32 9)
  %179 = call i32 @isupper(i32 97)
  %180 = call i32 @toupper(i32 98)
  %181 = call i32 @tolower(i32 67)
  %182 = call i32 @tolower(i32 -1)
  %183 = call i32 (ptr, ...) @printf(ptr @.str.30, i32 %176, i32 %177, i32 %178, i32 %179, i32 %180, i32 %181, i32 %182)
  %184 = call i32 @toupper(i32 113)
  %185 = call i32 @tolower(i32 81)
  %186 = call i32 @toupper(i32 200)
  %187 = call i32 (ptr, ...) @printf(ptr @.str.31, i32 %184, i32 %185, i32 %186)
  %188 = call ptr @getenv(ptr @.str.33)
  %189 = icmp eq ptr %188, null
  br i1 %189, label %191, label %190

190:                                              ; preds = %166
  br label %191

191:                                              ; preds = %190, %166
  %192 = phi i1 [ true, %166 ], [ true, %190 ]
  %193 = zext i1 %192 to i32
  %194 = call i32 (ptr, ...) @printf(ptr @.str.32, i32 %193)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nounwind
declare i32 @rand()

; Function Attrs: nounwind
declare void @srand(i32 noundef)

; Function Attrs: nounwind
declare void @srandom(i32 noundef)

; Function Attrs: nounwind
declare i64 @random()

; Function Attrs: nounwind
declare void @srand48(i64 noundef)

; Function Attrs: nounwind
declare double @drand48()

; Function Attrs: nounwind
declare i64 @lrand48()

; Function Attrs: nounwind
declare i64 @mrand48()

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atoll(ptr noundef)

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef)

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef)

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location()

; Function Attrs: nounwind
declare i64 @strtoull(ptr noundef, ptr noundef, i32 noundef)

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(read)
declare double @atof(ptr noundef)

; Function Attrs: nounwind
declare float @strtof(ptr noundef, ptr noundef)

; Function Attrs: nounwind
declare x86_fp80 @strtold(ptr noundef, ptr noundef)

; Function Attrs: nounwind willreturn memory(none)
declare i32 @abs(i32 noundef)

; Function Attrs: nounwind willreturn memory(none)
declare i64 @labs(i64 noundef)

; Function Attrs: nounwind willreturn memory(none)
declare i64 @llabs(i64 noundef)

; Function Attrs: nounwind willreturn memory(none)
declare i64 @div(i32 noundef, i32 noundef)

; Function Attrs: nounwind willreturn memory(none)
declare { i64, i64 } @ldiv(i64 noundef, i64 noundef)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr captures(none), i8, i64, i1 immarg)

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc()

; Function Attrs: nounwind
declare i32 @isalpha(i32 noundef)

; Function Attrs: nounwind
declare i32 @isdigit(i32 noundef)

; Function Attrs: nounwind
declare i32 @isspace(i32 noundef)

; Function Attrs: nounwind
declare i32 @isupper(i32 noundef)

; Function Attrs: nounwind
declare i32 @toupper(i32 noundef)

; Function Attrs: nounwind
declare i32 @tolower(i32 noundef)

; Function Attrs: nounwind
declare ptr @getenv(ptr noundef)


declare i64 @time(ptr)
declare i64 @clock()

define i64 @times() {
  %c = call i64 @clock()
  %t = call i64 @time(ptr null)
  ret i64 %t
}

define i32 @bad_ctype() {
  %r = call i32 @isalpha(i32 -56)
  ret i32 %r
}
