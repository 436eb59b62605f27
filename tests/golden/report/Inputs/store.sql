-- Fixture of tests/golden/report: a store of two campaigns (opt-22 and
-- llc-22), their statistics over an hour, and four divergences: a reduced
-- opt miscompile (blamed pass instcombine), a reduced llc crash, an
-- unreduced llc miscompile and a known bug.  Loaded with
-- `sqlite3 S.db < store.sql` into a store `llfuzz db init` created.
-- Times: 1700000000 = 2023-11-14T22:13:20Z.
INSERT INTO campaign(id, seed, shard, engines, config, tool_versions, target_llvm, started, ended, next_seed)
  VALUES (1, 1, NULL, 'opt-22:-O2', '', 'opt-22=LLVM 22', 22, 1700000000, 1700003600, 1001),
         (2, 5, NULL, 'llc-22:-O2', '', 'llc-22=LLVM 22', 22, 1700000000, NULL, 501);
INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES
  (1, '00000000000000a1', 'define i8 @f(i8 %b) {
entry:
  %x = xor i8 %b, 1
  %y = and i8 %x, 3
  ret i8 %y
}
', 7, 'gen', 1700000100),
  (2, '00000000000000a2', 'define i32 @t0(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
', 8, 'gen', 1700001000);
INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, expected, actual,
                       signature, count, first_seen, last_seen, reduced_ir, blamed_pass, status) VALUES
  (1, 1, 1, 'opt-22:-O2', 'value mismatch', '@f', '@f(i8 1)', 'i8 0', 'i8 2',
   'opt-22|wrong value|instcombine|and|or|xor,ret', 3, 1700000100, 1700003000,
   '; llfuzz reduce: value mismatch in @f with opt-22:-O2
; engine:      opt-22:-O2
; blamed pass: instcombine (opt-bisect-limit; reproduces alone)
; reduced with: opt-22:-passes=instcombine (with opt-22:-O2: reproduces too)
; input:       @f(i8 1)
; expected:    i8 0
; actual:      i8 2
; signature:   opt-22|wrong value|instcombine|and|or|xor,ret
; target:      none (opt-22 ran it without a triple or datalayout: its defaults)
; reproduce:   opt-22 -passes=instcombine -S r.ll -o r-tgt.ll && llfuzz check r.ll r-tgt.ll --func f
;          or: llfuzz check r.ll --engine opt-22:-passes=instcombine --func f
; reduced from 3 to 2 instructions in 20 tests (0.5 s)
; llfuzz-input: @f(i8 1)

define i8 @f(i8 %b) {
entry:
  %x = xor i8 %b, 1
  ret i8 %x
}
', 'instcombine', 'reduced'),
  (2, 2, 2, 'llc-22:-O2', 'crash', '', '', '', 'LLVM ERROR: Cannot select: setcc',
   'llc-22|crash|LLVM ERROR: Cannot select: setcc', 5, 1700000500, 1700003500,
   '; llfuzz reduce: crash with llc-22:-O2
; engine:      llc-22:-O2
; failure:     LLVM ERROR: Cannot select: setcc
; signature:   llc-22|crash|LLVM ERROR: Cannot select: setcc
; reproduce:   llc-22 -O2 r.ll -o /dev/null
; reduced from 135 to 2 instructions in 90 tests (14.1 s)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i1 @t0(<2 x half> %a) {
  %c = fcmp one <2 x half> %a, zeroinitializer
  %r = extractelement <2 x i1> %c, i32 0
  ret i1 %r
}
', NULL, 'reduced'),
  (3, 2, 2, 'llc-22:-O2', 'value mismatch', '@t0', '@t0(i32 7)', 'i32 8', 'i32 9',
   'llc-22|wrong value|unreduced|add,ret', 1, 1700002000, 1700002000, NULL, NULL, 'new'),
  (4, 1, 1, 'opt-22:-O2', 'target is more poisonous', '@f', '@f(i8 2)', 'i8 3', 'poison',
   'opt-22|wrong value|gvn|xor,ret <script>', 2, 1700001500, 1700002500, NULL, NULL, 'known');
INSERT INTO sighting(campaign_id, divergence_id, count, first_seen, last_seen) VALUES
  (1, 1, 3, 1700000100, 1700003000), (2, 2, 5, 1700000500, 1700003500),
  (2, 3, 1, 1700002000, 1700002000), (1, 4, 2, 1700001500, 1700002500);
INSERT INTO stats(campaign_id, at, interval_s, modules, functions, executions, divergences,
                  time_llfuzz_s, time_tools_s) VALUES
  (1, 1700001200, 1200, 400, 2400, 38000, 2, 100, 1000),
  (1, 1700002400, 1200, 350, 2100, 33000, 2, 90, 1010),
  (1, 1700003600, 1200, 250, 1500, 24000, 1, 70, 1030),
  (2, 1700001800, 1800, 300, 1800, 30000, 4, 200, 1500),
  (2, 1700003600, 1800, 200, 1200, 20000, 2, 150, 1550);
