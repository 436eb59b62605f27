; A worker that dies (a bug of llfuzz: a crash, the OOM killer) does not
; stop the campaign: the parent says which batch it had, skips it so the
; campaign's position moves on, starts another worker, and ends with exit
; status 2.  (Before, the campaign went on with one worker less, its
; position stuck at that batch for good.)
; REQUIRES: opt-22
; TIMEOUT: 360
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz campaign --db %t/w.db --count 400 --batch 2 -j 2 -q --engine opt-22:-O2 2>%t/err & pid=$!; \
; RUN:   sleep 1; kill -9 $(ps -o pid= --ppid $pid | head -1); wait $pid; echo "exit $?"; cat %t/err) | FileCheck %s --check-prefix=CHECK1
; CHECK1: exit 2
; CHECK1: llfuzz campaign: error: worker {{[0-9]+}} died of signal 9 (Killed) in the batch at seed {{[0-9]+}}; the batch is skipped
; CHECK1: llfuzz campaign 1: 398 modules, {{[0-9]+}} functions, {{.*}}, 1 batches skipped (a worker died); {{.*}}; next seed 401
; RUN: %llfuzz db stats --db %t/w.db | FileCheck %s --check-prefix=CHECK2
; CHECK2: batches: {{ *}}0 held (running, or by a killed process), 0 requeued, 1 skipped (a worker died)
; CHECK2: work:        398 modules
