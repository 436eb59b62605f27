; A missing input file is an I/O error: exit status 2, no crash.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz verify %t/does-not-exist.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: could not open input file
; RUN: %exit 2 %llfuzz verify 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: no input files
; RUN: %exit 2 %llfuzz print --bogus %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: unknown option '--bogus'
