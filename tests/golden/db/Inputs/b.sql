-- Fixture of tests/golden/db: the store of machine B (shard 1/2, and a second
-- campaign with another seed).  Test case 1 is A's test case 1 (same hash and
-- text); the divergence of signature a1b2... was seen here first (1700000050)
-- and has been reduced.
INSERT INTO campaign(id, seed, shard, engines, config, tool_versions, target_llvm, started, ended, next_seed)
  VALUES (1, 7, '1/2', 'opt-22:-O2', '', 'opt-22 22.1.0', 22, 1700000000, NULL, 57),
         (2, 99, NULL, 'llc-22:-O0', '', 'llc-22 22.1.0', 22, 1700005000, 1700005600, 120);
INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES (1, '00000000000000a1',
'define i32 @t0(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}
', 7, 'gen', 1700000050);
INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES (2, '00000000000000b2',
'define i8 @t0() {
  ret i8 0
}
', 99, 'mutate', 1700005100);
INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, expected, actual,
                       signature, count, first_seen, last_seen, reduced_ir, blamed_pass, status)
  VALUES (1, 1, 1, 'opt-22:-O2', 'value mismatch', '@t0', '@t0(i32 7)', 'i32 8', 'i32 9',
          'a1b2c3d4e5f6a7b8c9d0', 3, 1700000050, 1700000300,
          'define i32 @t0(i32 %x) {
  ret i32 %x
}
', 'instcombine', 'reduced');
INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, expected, actual,
                       signature, count, first_seen, last_seen)
  VALUES (2, 2, 2, 'llc-22:-O0', 'hang', '@t0', '@t0()', 'i8 0', '(killed after 10 s)',
          'ffee0011ffee0011', 1, 1700005100, 1700005100);
INSERT INTO sighting(campaign_id, divergence_id, count, first_seen, last_seen) VALUES
  (1, 1, 3, 1700000050, 1700000300),
  (2, 2, 1, 1700005100, 1700005100);
INSERT INTO stats(campaign_id, at, interval_s, modules, functions, executions, divergences,
                  time_llfuzz_s, time_tools_s)
  VALUES (1, 1700001800, 1800, 50, 150, 600, 3, 500, 1000),
         (2, 1700005600, 600, 30, 30, 30, 1, 100, 400);
