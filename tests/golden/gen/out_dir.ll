; gen -o DIR writes DIR/gen-<seed>.ll and makes the folder (and its parents)
; when it is missing; before, a missing folder was "cannot write
; DIR/gen-1.ll".  An -o that ends in '/' is a folder for one seed too.
; RUN: rm -rf %T/new && llfuzz gen --seed 1:3 -o %T/new/sub && ls %T/new/sub
; CHECK: gen-1.ll
; CHECK-NEXT: gen-2.ll
; CHECK-NEXT: gen-3.ll
; RUN: rm -rf %T/one && llfuzz gen --seed 7 -o %T/one/ && llfuzz verify %T/one/gen-7.ll && ls %T/one
; CHECK: gen-7.ll
; RUN: touch %T/file && llfuzz gen --seed 1:2 -o %T/file
; EXIT: 2
; STDERR: cannot create the folder {{.*}}file: Not a directory
