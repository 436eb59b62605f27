# nested_md.awk -- a module whose one metadata node nests 250 tuples deep:
# the parser's recursion takes some 20 KB of the host's stack
# (startup/tests/stack_populate.ll).
BEGIN {
  n = 250
  s = "!{}"
  for (i = 0; i < n; i++)
    s = "!{" s "}"
  printf "!deep = !{!0}\n!0 = %s\n\ndefine i32 @main() {\n  ret i32 0\n}\n", s
}
