-- Fixture of tests/golden/db: the store of machine A (one campaign, shard 0/2),
-- loaded with `sqlite3 A.db < a.sql` into a store `llfuzz db init` created.
-- Times are unix seconds: 1700000000 = 2023-11-14T22:13:20Z.
INSERT INTO campaign(id, seed, shard, engines, config, tool_versions, target_llvm, started, ended, next_seed)
  VALUES (1, 7, '0/2', 'opt-22:-O2', '', 'opt-22 22.1.0', 22, 1700000000, 1700003600, 107);
INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES (1, '00000000000000a1',
'define i32 @t0(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}
', 7, 'gen', 1700000100);
INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES (2, '00000000000000a2',
'define i1 @t1(i8 %x) {
  %c = icmp ult i8 %x, 3
  ret i1 %c
}
', 8, 'gen', 1700000150);
INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, expected, actual,
                       signature, count, first_seen, last_seen)
  VALUES (1, 1, 1, 'opt-22:-O2', 'value mismatch', '@t0', '@t0(i32 7)', 'i32 8', 'i32 9',
          'a1b2c3d4e5f6a7b8c9d0', 2, 1700000100, 1700000200);
INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, expected, actual,
                       signature, count, first_seen, last_seen)
  VALUES (2, 1, 2, 'opt-22:-O2', 'target is more poisonous', '@t1', '@t1(i8 2)', 'i1 true', 'poison',
          '77aa77aa77aa', 1, 1700000150, 1700000150);
INSERT INTO sighting(campaign_id, divergence_id, count, first_seen, last_seen) VALUES
  (1, 1, 2, 1700000100, 1700000200),
  (1, 2, 1, 1700000150, 1700000150);
INSERT INTO stats(campaign_id, at, interval_s, modules, functions, executions, divergences,
                  time_llfuzz_s, time_tools_s)
  VALUES (1, 1700001800, 1800, 60, 180, 720, 2, 300, 1500),
         (1, 1700003600, 1800, 40, 120, 480, 1, 200, 1000);
