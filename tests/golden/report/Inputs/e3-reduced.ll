; llfuzz reduce: value mismatch in @t0 with opt-22:-O2
; engine:      opt-22:-O2
; blamed pass: instcombine (opt-bisect-limit; reproduces alone)
; reduced with: opt-22:-passes=instcombine (with opt-22:-O2: reproduces too)
; input:       @t0(i32 -1)
; expected:    float inf
; actual:      float 65536.0
; signature:   opt-22|wrong value|instcombine|and|or|xor,fpext,fptrunc,ret,uitofp
; target:      none (opt-22 ran it without a triple or datalayout: its defaults)
; reproduce:   opt-22 -passes=instcombine -S r.ll -o r-tgt.ll && llfuzz check r.ll r-tgt.ll --func t0
;          or: llfuzz check r.ll --engine opt-22:-passes=instcombine --func t0
; reduced from 5 to 5 instructions in 36 tests (6.0 s)
; llfuzz-input: @t0(i32 -1)

define float @t0(i32 %0) {
entry:
  %1 = and i32 %0, 65536
  %2 = uitofp i32 %1 to float
  %3 = fptrunc float %2 to half
  %4 = fpext half %3 to float
  ret float %4
}
