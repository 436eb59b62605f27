; A missing input file is an I/O error: exit status 2, no crash.
; RUN: llfuzz verify %T/does-not-exist.ll
; EXIT: 2
; STDERR: could not open input file
; RUN: llfuzz verify
; EXIT: 2
; STDERR: no input files
; RUN: llfuzz print --bogus %s
; EXIT: 2
; STDERR: unknown option '--bogus'
