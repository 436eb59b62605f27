; Found by probing the parser's nesting limit (256): the type printer cut
; types nested deeper than 200 levels short with `<...>`, so `print` wrote
; text that does not parse.  It only guards the C stack now (10000 levels).
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz print %s > %t/t1.ll && %llfuzz verify %t/t1.ll && %llfuzz print %t/t1.ll > %t/t12.ll && cmp %t/t1.ll %t/t12.ll)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK2
; CHECK2: declare void @f({ { { {
; CHECK2-NOT: <...>

declare void @f({ { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { i8 } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } })
