; A limit of 0 (--max-steps, --max-memory, --max-depth) is the default
; limit, not no limit and not a limit of nothing: the run goes on as
; without the option.  --help says so.
; RUN: %exit 42 %llfuzz run --max-steps 0 --max-memory 0 --max-depth 0 %s
; RUN: %exit 4 %llfuzz run --max-steps 1 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: limit: {{.*}}
; RUN: %llfuzz run --help | FileCheck %s --check-prefix=CHECK3
; CHECK3: (a limit of 0 is the default)

define i32 @main() {
  %a = add i32 40, 1
  %b = add i32 %a, 1
  ret i32 %b
}
