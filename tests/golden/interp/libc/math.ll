; The math library (C11 7.12) in its double, float and long double variants:
; a library call computes with the host's libm (glibc), so the results are
; those of the native program (compiled with -fno-builtin: gcc and clang fold
; calls with constant arguments otherwise), errno included.
; RUN: %llfuzz run %s | FileCheck %s
; CHECK: 0.8414709848078965 -0.41614683654714241 0.54630248984379048 2.677945044588987
; CHECK-NEXT: 0.52359877559829893 1.8234765819369754 1.2490457723982544 2.1292794550948173
; CHECK-NEXT: 4.4816890703380645 2.3025850929940459 1.5849625007211561 0.84509804001425681
; CHECK-NEXT: 1.4142135623730951 1.4142135623730951 -3.0000000000000004 5
; CHECK-NEXT: 1448.1546878700494 1.00000000005e-10 9.9999999995000007e-11 0.46211715726000974
; CHECK-NEXT: -2 -1 -1 -3 2 4
; CHECK-NEXT: 1.5 -1.5 3 -1 -1
; CHECK-NEXT: 1 2 1 2
; CHECK-NEXT: frexp 0.75 6, ldexp 12, scalbn 0.125
; CHECK-NEXT: modf -0.75 -3
; CHECK-NEXT: 3 -3 1000000000000001 2
; CHECK-NEXT: remquo 1 3, fma 7, ilogb 10
; CHECK-NEXT: 0.841470957 7.38905621 2.75567603 1.41421354
; CHECK-NEXT: 2.71828182845904523543 1.41421356237309504876 2.30258509299404568404
; CHECK-NEXT: nan -nan -inf inf
; (the sign of the NaN an invalid operation makes is the host's: negative
; on x86-64, positive on AArch64; the LangRef leaves it unspecified)
; CHECK-NEXT: sqrt(-1) = {{-?}}nan, EDOM 1
; CHECK-NEXT: log(0) = -inf, ERANGE 1
; CHECK-NEXT: exp(1000) = inf, ERANGE 1

target triple = "x86_64-pc-linux-gnu"

@.str = private constant [25 x i8] c"%.17g %.17g %.17g %.17g\0A\00", align 1
@.str.1 = private constant [19 x i8] c"%g %g %g %g %g %g\0A\00", align 1
@.str.2 = private constant [16 x i8] c"%g %g %g %g %g\0A\00", align 1
@.str.3 = private constant [13 x i8] c"%g %g %g %g\0A\00", align 1
@.str.4 = private constant [34 x i8] c"frexp %g %d, ldexp %g, scalbn %g\0A\00", align 1
@.str.5 = private constant [12 x i8] c"modf %g %g\0A\00", align 1
@.str.6 = private constant [18 x i8] c"%ld %ld %lld %ld\0A\00", align 1
@.str.7 = private constant [32 x i8] c"remquo %g %d, fma %g, ilogb %d\0A\00", align 1
@.str.8 = private constant [21 x i8] c"%.9g %.9g %.9g %.9g\0A\00", align 1
@.str.9 = private constant [22 x i8] c"%.21Lg %.21Lg %.21Lg\0A\00", align 1
@.str.10 = private constant [1 x i8] zeroinitializer, align 1
@.str.11 = private constant [24 x i8] c"sqrt(-1) = %g, EDOM %d\0A\00", align 1
@.str.12 = private constant [24 x i8] c"log(0) = %g, ERANGE %d\0A\00", align 1
@.str.13 = private constant [27 x i8] c"exp(1000) = %g, ERANGE %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %9 = call double @sin(double 1.000000e+00)
  %10 = call double @cos(double 2.000000e+00)
  %11 = call double @tan(double 5.000000e-01)
  %12 = call double @atan2(double 1.000000e+00, double -2.000000e+00)
  %13 = call i32 (ptr, ...) @printf(ptr @.str, double %9, double %10, double %11, double %12)
  %14 = call double @asin(double 5.000000e-01)
  %15 = call double @acos(double -2.500000e-01)
  %16 = call double @atan(double 3.000000e+00)
  %17 = call double @sinh(double 1.500000e+00)
  %18 = call i32 (ptr, ...) @printf(ptr @.str, double %14, double %15, double %16, double %17)
  %19 = call double @exp(double 1.500000e+00)
  %20 = call double @log(double 1.000000e+01)
  %21 = call double @log2(double 3.000000e+00)
  %22 = call double @log10(double 7.000000e+00)
  %23 = call i32 (ptr, ...) @printf(ptr @.str, double %19, double %20, double %21, double %22)
  %24 = call double @pow(double 2.000000e+00, double 5.000000e-01)
  %25 = call double @sqrt(double 2.000000e+00)
  %26 = call double @cbrt(double -2.700000e+01)
  %27 = call double @hypot(double 3.000000e+00, double 4.000000e+00)
  %28 = call i32 (ptr, ...) @printf(ptr @.str, double %24, double %25, double %26, double %27)
  %29 = call double @exp2(double 1.050000e+01)
  %30 = call double @expm1(double 1.000000e-10)
  %31 = call double @log1p(double 1.000000e-10)
  %32 = call double @tanh(double 5.000000e-01)
  %33 = call i32 (ptr, ...) @printf(ptr @.str, double %29, double %30, double %31, double %32)
  %34 = call double @floor(double -1.500000e+00)
  %35 = call double @ceil(double -1.500000e+00)
  %36 = call double @trunc(double -1.500000e+00)
  %37 = call double @round(double -2.500000e+00)
  %38 = call double @rint(double 2.500000e+00)
  %39 = call double @nearbyint(double 3.500000e+00)
  %40 = call i32 (ptr, ...) @printf(ptr @.str.1, double %34, double %35, double %36, double %37, double %38, double %39)
  %41 = call double @fmod(double 7.500000e+00, double 2.000000e+00)
  %42 = call double @fmod(double -7.500000e+00, double 2.000000e+00)
  %43 = call double @fabs(double -3.000000e+00)
  %44 = call double @copysign(double 1.000000e+00, double -0.000000e+00)
  %45 = call double @remainder(double 7.000000e+00, double 2.000000e+00)
  %46 = call i32 (ptr, ...) @printf(ptr @.str.2, double %41, double %42, double %43, double %44, double %45)
  %47 = call double @fmin(double 1.000000e+00, double 2.000000e+00)
  %48 = call double @fmax(double 1.000000e+00, double 2.000000e+00)
  %49 = call double @fmin(double 0x7FF8000000000000, double 1.000000e+00)
  %50 = call double @fdim(double 5.000000e+00, double 3.000000e+00)
  %51 = call i32 (ptr, ...) @printf(ptr @.str.3, double %47, double %48, double %49, double %50)
  %52 = call double @frexp(double 4.800000e+01, ptr %2)
  store double %52, ptr %3, align 8
  %53 = load double, ptr %3, align 8
  %54 = load i32, ptr %2, align 4
  %55 = call double @ldexp(double 7.500000e-01, i32 4)
  %56 = call double @scalbn(double 1.000000e+00, i32 -3)
  %57 = call i32 (ptr, ...) @printf(ptr @.str.4, double %53, i32 %54, double %55, double %56)
  %58 = call double @modf(double -3.750000e+00, ptr %4)
  store double %58, ptr %5, align 8
  %59 = load double, ptr %5, align 8
  %60 = load double, ptr %4, align 8
  %61 = call i32 (ptr, ...) @printf(ptr @.str.5, double %59, double %60)
  %62 = call i64 @lround(double 2.500000e+00)
  %63 = call i64 @lround(double -2.500000e+00)
  %64 = call i64 @llround(double 0x430C6BF526340004)
  %65 = call i64 @lrint(double 2.500000e+00)
  %66 = call i32 (ptr, ...) @printf(ptr @.str.6, i64 %62, i64 %63, i64 %64, i64 %65)
  %67 = call double @remquo(double 1.000000e+01, double 3.000000e+00, ptr %6)
  store double %67, ptr %7, align 8
  %68 = load double, ptr %7, align 8
  %69 = load i32, ptr %6, align 4
  %70 = call double @fma(double 2.000000e+00, double 3.000000e+00, double 1.000000e+00)
  %71 = call i32 @ilogb(double 1.024000e+03)
  %72 = call i32 (ptr, ...) @printf(ptr @.str.7, double %68, i32 %69, double %70, i32 %71)
  %73 = call float @sinf(float 1.000000e+00)
  %74 = fpext float %73 to double
  %75 = call float @expf(float 2.000000e+00)
  %76 = fpext float %75 to double
  %77 = call float @powf(float 1.500000e+00, float 2.500000e+00)
  %78 = fpext float %77 to double
  %79 = call float @sqrtf(float 2.000000e+00)
  %80 = fpext float %79 to double
  %81 = call i32 (ptr, ...) @printf(ptr @.str.8, double %74, double %76, double %78, double %80)
  %82 = call x86_fp80 @expl(x86_fp80 0xK3FFF8000000000000000)
  %83 = call x86_fp80 @sqrtl(x86_fp80 0xK40008000000000000000)
  %84 = call x86_fp80 @logl(x86_fp80 0xK4002A000000000000000)
  %85 = call i32 (ptr, ...) @printf(ptr @.str.9, x86_fp80 %82, x86_fp80 %83, x86_fp80 %84)
  %86 = call double @nan(ptr @.str.10)
  %87 = call double @nan(ptr @.str.10)
  %88 = fneg double %87
  %89 = call double @log(double 0.000000e+00)
  %90 = call double @exp(double 1.000000e+03)
  %91 = call i32 (ptr, ...) @printf(ptr @.str.3, double %86, double %88, double %89, double %90)
  %92 = call ptr @__errno_location()
  store i32 0, ptr %92, align 4
  %93 = call double @sqrt(double -1.000000e+00)
  store double %93, ptr %8, align 8
  %94 = load double, ptr %8, align 8
  %95 = call ptr @__errno_location()
  %96 = load i32, ptr %95, align 4
  %97 = icmp eq i32 %96, 33
  %98 = zext i1 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr @.str.11, double %94, i32 %98)
  %100 = call ptr @__errno_location()
  store i32 0, ptr %100, align 4
  %101 = call double @log(double 0.000000e+00)
  store double %101, ptr %8, align 8
  %102 = load double, ptr %8, align 8
  %103 = call ptr @__errno_location()
  %104 = load i32, ptr %103, align 4
  %105 = icmp eq i32 %104, 34
  %106 = zext i1 %105 to i32
  %107 = call i32 (ptr, ...) @printf(ptr @.str.12, double %102, i32 %106)
  %108 = call ptr @__errno_location()
  store i32 0, ptr %108, align 4
  %109 = call double @exp(double 1.000000e+03)
  store double %109, ptr %8, align 8
  %110 = load double, ptr %8, align 8
  %111 = call ptr @__errno_location()
  %112 = load i32, ptr %111, align 4
  %113 = icmp eq i32 %112, 34
  %114 = zext i1 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr @.str.13, double %110, i32 %114)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nounwind
declare double @sin(double noundef)

; Function Attrs: nounwind
declare double @cos(double noundef)

; Function Attrs: nounwind
declare double @tan(double noundef)

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef)

; Function Attrs: nounwind
declare double @asin(double noundef)

; Function Attrs: nounwind
declare double @acos(double noundef)

; Function Attrs: nounwind
declare double @atan(double noundef)

; Function Attrs: nounwind
declare double @sinh(double noundef)

; Function Attrs: nounwind
declare double @exp(double noundef)

; Function Attrs: nounwind
declare double @log(double noundef)

; Function Attrs: nounwind
declare double @log2(double noundef)

; Function Attrs: nounwind
declare double @log10(double noundef)

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef)

; Function Attrs: nounwind
declare double @sqrt(double noundef)

; Function Attrs: nounwind
declare double @cbrt(double noundef)

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef)

; Function Attrs: nounwind
declare double @exp2(double noundef)

; Function Attrs: nounwind
declare double @expm1(double noundef)

; Function Attrs: nounwind
declare double @log1p(double noundef)

; Function Attrs: nounwind
declare double @tanh(double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @floor(double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @ceil(double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @trunc(double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @round(double noundef)

; Function Attrs: nounwind
declare double @rint(double noundef)

; Function Attrs: nounwind
declare double @nearbyint(double noundef)

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @fabs(double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @copysign(double noundef, double noundef)

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @fmin(double noundef, double noundef)

; Function Attrs: nounwind willreturn memory(none)
declare double @fmax(double noundef, double noundef)

; Function Attrs: nounwind
declare double @fdim(double noundef, double noundef)

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef)

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef)

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef)

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef)

; Function Attrs: nounwind
declare i64 @lround(double noundef)

; Function Attrs: nounwind
declare i64 @llround(double noundef)

; Function Attrs: nounwind
declare i64 @lrint(double noundef)

; Function Attrs: nounwind
declare double @remquo(double noundef, double noundef, ptr noundef)

; Function Attrs: nounwind
declare double @fma(double noundef, double noundef, double noundef)

; Function Attrs: nounwind
declare i32 @ilogb(double noundef)

; Function Attrs: nounwind
declare float @sinf(float noundef)

; Function Attrs: nounwind
declare float @expf(float noundef)

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef)

; Function Attrs: nounwind
declare float @sqrtf(float noundef)

; Function Attrs: nounwind
declare x86_fp80 @expl(x86_fp80 noundef)

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef)

; Function Attrs: nounwind
declare x86_fp80 @logl(x86_fp80 noundef)

; Function Attrs: nounwind
declare double @nan(ptr noundef)

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location()

