# calls.awk -- a module of n functions, each with a global of its own and 28
# instructions, all called from @main (tests/golden/perf/run_page_faults.ll;
# `awk -v n=N` for another n).
BEGIN {
  if (!n) n = 130
  for (i = 0; i < n; i++)
    printf "@g%d = internal global [8 x i32] [i32 %d, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7]\n", i, i
  for (i = 0; i < n; i++) {
    printf "define internal i32 @f%d(i32 %%x) {\nentry:\n", i
    printf "  %%p = getelementptr inbounds [8 x i32], ptr @g%d, i64 0, i64 3\n", i
    printf "  %%v = load i32, ptr %%p, align 4\n"
    for (k = 0; k < 12; k++)
      printf "  %%a%d = add i32 %s, %d\n  %%m%d = mul i32 %%a%d, 3\n", k, (k ? "%m" (k-1) : "%x"), k, k, k
    printf "  %%r = xor i32 %%m11, %%v\n  store i32 %%r, ptr %%p, align 4\n  ret i32 %%r\n}\n"
  }
  printf "define i32 @main() {\nentry:\n  %%s0 = add i32 0, 0\n"
  for (i = 0; i < n; i++)
    printf "  %%c%d = call i32 @f%d(i32 %%s%d)\n  %%s%d = and i32 %%c%d, 255\n", i, i, i, i + 1, i
  printf "  ret i32 0\n}\n"
}
