; A folder: every *.ll below it in name order (README.md and notes.txt are
; not cases). JUnit XML: one testcase per case and engine, the failure with
; its counterexample, markup escaped; JSON: one object each.
; REQUIRES: python3
; RUN: llfuzz replay %S/Inputs/tree --junit %t.xml --json %t.json -v
; EXIT: 1
; CHECK: PASS: {{.*}}Inputs/tree/a_refines.ll [pairs]
; CHECK-NEXT: FAIL: {{.*}}Inputs/tree/b/planted.ll [pairs]
; CHECK: replay: 1 passed, 1 failed, 0 skipped
; RUN: grep -F '&lt;2 x i8&gt; &lt;i8 1, i8 -1&gt;' %T/t1.xml
; RUN: python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); s = r.find("testsuite"); print(r.tag, s.get("tests"), s.get("failures"), s.get("skipped")); [print(c.get("classname").split("Inputs/")[1], c.get("name"), [(k.tag, k.get("message")) for k in c if k.tag != "system-out"]) for c in s]; print(s.find("testcase[2]/failure").text)' %T/t1.xml
; CHECK: testsuites 2 1 0
; CHECK-NEXT: tree/a_refines.ll pairs []
; CHECK-NEXT: tree/b/planted.ll pairs [('failure', 'expected no counterexample, check found one (value):')]
; CHECK-NEXT: expected: refines
; CHECK-NEXT: expected no counterexample, check found one (value):
; CHECK-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK-NEXT:   input:  <2 x i8> <i8 1, i8 -1>
; RUN: python3 -c 'import sys, json; [print(o["file"].split("Inputs/")[1], o["engine"], o["expectation"], o["result"], o["message"].splitlines()[0]) for o in json.load(open(sys.argv[1]))]' %T/t1.json
; CHECK: tree/a_refines.ll pairs refines pass refines: 1 pair: 1 without counterexample, 0 with a counterexample
; CHECK-NEXT: tree/b/planted.ll pairs refines fail expected no counterexample, check found one (value):
; Skips in both reports.
; REQUIRES: opt-22
; RUN: llfuzz replay %S/Inputs/llvm99.ll --junit %t.xml --json %t.json
; RUN: python3 -c 'import sys, xml.etree.ElementTree as E; s = E.parse(sys.argv[1]).getroot().find("testsuite"); print(s.get("tests"), s.get("skipped")); [print(c.get("name"), c.find("skipped").get("message")) for c in s]' %T/t5.xml
; CHECK: 2 2
; CHECK-NEXT: opt-22:-passes=instcombine LLVM 22: the case is for LLVM 99
; CHECK-NEXT: opt-99:-O2 {{.*}}not installed
; RUN: grep -F '"result": "skipped"' %T/t5.json
; With -j 2 the cases run in worker processes; the results come in the same order.
; RUN: llfuzz replay -j 2 -v %S/Inputs/tree %S/Inputs/divergence.ll %S/Inputs/refines.ll
; EXIT: 1
; CHECK: PASS: {{.*}}Inputs/tree/a_refines.ll [pairs]
; CHECK-NEXT: FAIL: {{.*}}Inputs/tree/b/planted.ll [pairs]
; CHECK: PASS: {{.*}}Inputs/divergence.ll [pairs]
; CHECK: PASS: {{.*}}Inputs/refines.ll [pairs]
; CHECK-NEXT: replay: 3 passed, 1 failed, 0 skipped
