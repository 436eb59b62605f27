; An x86_fp80 value whose encoding is not the canonical one of its value (a
; pseudo-denormal: exponent 0 with the integer bit set, equal to the normal
; with exponent 1) prints as its bits: campaign c30's divergences 6 and 42
; (opt-22 -O2's constant folding rewrote a pseudo-denormal) printed the
; source's and the target's different values as the same decimal number.
; RUN: %llfuzz run %s --entry pseudo | FileCheck %s --check-prefix=CHECK1
; CHECK1: x86_fp80 0xK0000F4B3D1A03ADB6E13
; RUN: %llfuzz run %s --entry normal | FileCheck %s --check-prefix=CHECK2
; CHECK2: x86_fp80 6.427459114259169782e-4932
; RUN: %llfuzz run %s --entry id --args 'x86_fp80 0xK00008000000000000001' | FileCheck %s --check-prefix=CHECK3
; CHECK3: x86_fp80 0xK00008000000000000001

define x86_fp80 @pseudo() {
  %f = bitcast i80 u0xF4B3D1A03ADB6E13 to x86_fp80
  ret x86_fp80 %f
}

define x86_fp80 @normal() {
  %f = bitcast i80 u0x1F4B3D1A03ADB6E13 to x86_fp80
  ret x86_fp80 %f
}

define x86_fp80 @id(x86_fp80 %x) {
  ret x86_fp80 %x
}
