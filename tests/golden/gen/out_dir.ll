; gen -o DIR writes DIR/gen-<seed>.ll and makes the folder (and its parents)
; when it is missing; before, a missing folder was "cannot write
; DIR/gen-1.ll".  An -o that ends in '/' is a folder for one seed too.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (rm -rf %t/new && %llfuzz gen --seed 1:3 -o %t/new/sub && ls %t/new/sub) | FileCheck %s --check-prefix=CHECK1
; CHECK1: gen-1.ll
; CHECK1-NEXT: gen-2.ll
; CHECK1-NEXT: gen-3.ll
; RUN: (rm -rf %t/one && %llfuzz gen --seed 7 -o %t/one/ && %llfuzz verify %t/one/gen-7.ll && ls %t/one) | FileCheck %s --check-prefix=CHECK2
; CHECK2: gen-7.ll
; RUN: (touch %t/file && %exit 2 %llfuzz gen --seed 1:2 -o %t/file) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: cannot create the folder {{.*}}file: Not a directory
