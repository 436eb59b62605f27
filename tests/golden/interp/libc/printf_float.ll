; printf's floating-point conversions (C11 7.21.6.1): f F e E g G a A, with
; flags, width and precision, for double and (with L) x86_fp80 long double;
; infinities, NaNs, negative zero, subnormals and exact decimal expansions are
; printed digit for digit as glibc prints them.
; RUN: %llfuzz run %s | FileCheck %s
; CHECK: [3.141590] [2.500000] [1.234568e+04] [1.230000E-04] [1e-05] [1E+20]
; CHECK-NEXT: [0x1p+0] [0X1.FFP+7] [0x1.999999999999ap-4] [0x1.55p-2] [0x0.0000000000001p-1022]
; CHECK-NEXT: [    3.1416] [3.14e+04  ] [+2] [3.] [1.50000] [0.3333333333] [1e+04] [-00002.500]
; CHECK-NEXT: [0] [2] [2] [-0] [0.1] [1.00]
; CHECK-NEXT: [0.10000000000000000555] [0.10000000000000001] [1.000000000000000052504760255204e+300]
; CHECK-NEXT: [1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160.000000]
; CHECK-NEXT: [inf] [-INF] [inf] [-inf] [  inf] [inf   ] [+inf]
; CHECK-NEXT: [nan] [-NAN] [nan] [NAN]
; CHECK-NEXT: [-0.000000] [0.000000e+00] [-0] [0x0p+0] [+0] [ 1]
; CHECK-NEXT: [100000] [1e+06] [0.0001] [1e-05] [1.23457e+08] [1.00] [1.23e+03]
; CHECK-NEXT: [9.999889e-321] [2.22507e-308]
; (%La prints the host's long double: x87's has an explicit integer bit,
; 0xcp-2 on x86-64; binary128's is 0x1.8p+1 on AArch64)
; CHECK-NEXT: [1.500000] [1.000000e+2400] [0.1] [{{0xcp-2|0x1\.8p\+1}}] [0.1000000000000000000013553]
; CHECK-NEXT: [inf] [-1]

@f0 = private constant [31 x i8] c"[%f] [%F] [%e] [%E] [%g] [%G]\0A\00"
@f1 = private constant [28 x i8] c"[%a] [%A] [%a] [%.2a] [%a]\0A\00"
@f2 = private constant [67 x i8] c"[%10.4f] [%-10.2e] [%+.0f] [%#.0f] [%#g] [%.10g] [%.0e] [%010.3f]\0A\00"
@f3 = private constant [43 x i8] c"[%.0f] [%.0f] [%.0f] [%.0f] [%.1f] [%.2f]\0A\00"
@f4 = private constant [25 x i8] c"[%.20f] [%.17g] [%.30e]\0A\00"
@f5 = private constant [6 x i8] c"[%f]\0A\00"
@f6 = private constant [42 x i8] c"[%f] [%F] [%e] [%g] [%5.1f] [%-6f] [%+f]\0A\00"
@f7 = private constant [21 x i8] c"[%f] [%F] [%e] [%G]\0A\00"
@f8 = private constant [33 x i8] c"[%f] [%e] [%g] [%a] [%+g] [% g]\0A\00"
@f9 = private constant [41 x i8] c"[%g] [%g] [%g] [%g] [%g] [%#.3g] [%.3g]\0A\00"
@f10 = private constant [11 x i8] c"[%e] [%g]\0A\00"
@f11 = private constant [34 x i8] c"[%Lf] [%Le] [%Lg] [%La] [%.25Lf]\0A\00"
@f12 = private constant [13 x i8] c"[%Lf] [%Lg]\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
  %r0 = call i32 (ptr, ...) @printf(ptr @f0, double 0x400921F9F01B866E, double 0x4004000000000000, double 0x40C81CD6C8B43958, double 0x3F201F31F46ED246, double 0x3EE4F8B588E368F1, double 0x4415AF1D78B58C40)
  %r1 = call i32 (ptr, ...) @printf(ptr @f1, double 0x3FF0000000000000, double 0x406FF00000000000, double 0x3FB999999999999A, double 0x3FD5555555555555, double 0x0000000000000001)
  %r2 = call i32 (ptr, ...) @printf(ptr @f2, double 0x400921F9F01B866E, double 0x40DEADF99999999A, double 0x4004000000000000, double 0x4008000000000000, double 0x3FF8000000000000, double 0x3FD5555555555555, double 0x40C81C8000000000, double 0xC004000000000000)
  %r3 = call i32 (ptr, ...) @printf(ptr @f3, double 0x3FE0000000000000, double 0x3FF8000000000000, double 0x4004000000000000, double 0xBFE0000000000000, double 0x3FA999999999999A, double 0x3FF0147AE147AE14)
  %r4 = call i32 (ptr, ...) @printf(ptr @f4, double 0x3FB999999999999A, double 0x3FB999999999999A, double 0x7E37E43C8800759C)
  %r5 = call i32 (ptr, ...) @printf(ptr @f5, double 0x7E37E43C8800759C)
  %r6 = call i32 (ptr, ...) @printf(ptr @f6, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %r7 = call i32 (ptr, ...) @printf(ptr @f7, double 0x7FF8000000000000, double 0xFFF8000000000000, double 0x7FF8000000000000, double 0x7FF8000000000000)
  %r8 = call i32 (ptr, ...) @printf(ptr @f8, double 0x8000000000000000, double 0x0000000000000000, double 0x8000000000000000, double 0x0000000000000000, double 0x0000000000000000, double 0x3FF0000000000000)
  %r9 = call i32 (ptr, ...) @printf(ptr @f9, double 0x40F86A0000000000, double 0x412E848000000000, double 0x3F1A36E2EB1C432D, double 0x3EE4F8B588E368F1, double 0x419D6F3454000000, double 0x3FF0000000000000, double 0x40934A0000000000)
  %r10 = call i32 (ptr, ...) @printf(ptr @f10, double 0x00000000000007E8, double 0x0010000000000000)
  %r11 = call i32 (ptr, ...) @printf(ptr @f11, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK5F23C5BC4672073224F8, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK4000C000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD)
  %r12 = call i32 (ptr, ...) @printf(ptr @f12, x86_fp80 0xK7FFF8000000000000000, x86_fp80 0xKBFFF8000000000000000)
  ret i32 0
}
