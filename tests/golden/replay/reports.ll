; A folder: every *.ll below it in name order (README.md and notes.txt are
; not cases). JUnit XML: one testcase per case and engine, the failure with
; its counterexample, markup escaped; JSON: one object each.
; REQUIRES: python3
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 1 %llfuzz replay %S/Inputs/tree --junit %t/t1.xml --json %t/t1.json -v | FileCheck %s --check-prefix=CHECK1
; CHECK1: PASS: {{.*}}Inputs/tree/a_refines.ll [pairs]
; CHECK1-NEXT: FAIL: {{.*}}Inputs/tree/b/planted.ll [pairs]
; CHECK1: replay: 1 passed, 1 failed, 0 skipped
; RUN: grep -F '&lt;2 x i8&gt; &lt;i8 1, i8 -1&gt;' %t/t1.xml
; RUN: python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); s = r.find("testsuite"); print(r.tag, s.get("tests"), s.get("failures"), s.get("skipped")); [print(c.get("classname").split("Inputs/")[1], c.get("name"), [(k.tag, k.get("message")) for k in c if k.tag != "system-out"]) for c in s]; print(s.find("testcase[2]/failure").text)' %t/t1.xml | FileCheck %s --check-prefix=CHECK3
; CHECK3: testsuites 2 1 0
; CHECK3-NEXT: tree/a_refines.ll pairs []
; CHECK3-NEXT: tree/b/planted.ll pairs [('failure', 'expected no counterexample, check found one (value):')]
; CHECK3-NEXT: expected: refines
; CHECK3-NEXT: expected no counterexample, check found one (value):
; CHECK3-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK3-NEXT: input:  <2 x i8> <i8 1, i8 -1>
; RUN: python3 -c 'import sys, json; [print(o["file"].split("Inputs/")[1], o["engine"], o["expectation"], o["result"], o["message"].splitlines()[0]) for o in json.load(open(sys.argv[1]))]' %t/t1.json | FileCheck %s --check-prefix=CHECK4
; CHECK4: tree/a_refines.ll pairs refines pass refines: 1 pair: 1 without counterexample, 0 with a counterexample
; CHECK4-NEXT: tree/b/planted.ll pairs refines fail expected no counterexample, check found one (value):
; Skips in both reports.
; REQUIRES: opt-22
; RUN: %llfuzz replay %S/Inputs/llvm99.ll --junit %t/t5.xml --json %t/t5.json
; RUN: python3 -c 'import sys, xml.etree.ElementTree as E; s = E.parse(sys.argv[1]).getroot().find("testsuite"); print(s.get("tests"), s.get("skipped")); [print(c.get("name"), c.find("skipped").get("message")) for c in s]' %t/t5.xml | FileCheck %s --check-prefix=CHECK6
; CHECK6: 2 2
; CHECK6-NEXT: opt-22:-passes=instcombine LLVM 22: the case is for LLVM 99
; CHECK6-NEXT: opt-99:-O2 {{.*}}not installed
; RUN: grep -F '"result": "skipped"' %t/t5.json
; With -j 2 the cases run in worker processes; the results come in the same order.
; RUN: %exit 1 %llfuzz replay -j 2 -v %S/Inputs/tree %S/Inputs/divergence.ll %S/Inputs/refines.ll | FileCheck %s --check-prefix=CHECK8
; CHECK8: PASS: {{.*}}Inputs/tree/a_refines.ll [pairs]
; CHECK8-NEXT: FAIL: {{.*}}Inputs/tree/b/planted.ll [pairs]
; CHECK8: PASS: {{.*}}Inputs/divergence.ll [pairs]
; CHECK8: PASS: {{.*}}Inputs/refines.ll [pairs]
; CHECK8-NEXT: replay: 3 passed, 1 failed, 0 skipped
