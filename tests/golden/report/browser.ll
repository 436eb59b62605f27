; The HTML report in a real browser: headless Chromium (Debian's chromium,
; an optional package of scripts/deps.sh) loads the page of a fixture store,
; draws its charts (the DOM it dumps has the drawn <svg> charts) and takes
; a screenshot that is not blank.  The page is also valid HTML (a strict tag
; balance check, tests/browser/check-html.py).  Skipped where chromium is
; missing.  (Chromium's flags: no sandbox (root in CI), no GPU, and nothing
; fetched or synced, so the test needs no network.)
; REQUIRES: chromium, python3, sqlite3
; TIMEOUT: 180
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db < %S/Inputs/store.sql && \
; RUN:   %llfuzz report --db %t/s.db -o %t/r.html && \
; RUN:   python3 %S/../../browser/check-html.py valid %t/r.html && echo valid) | FileCheck %s --check-prefix=CHECK1
; CHECK1: valid
; RUN: (chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
; RUN:   --disable-background-networking --disable-component-update --disable-sync \
; RUN:   --user-data-dir=%t/profile --dump-dom file://%t/r.html > %t/dom.html 2>/dev/null && \
; RUN:   python3 %S/../../browser/check-html.py dom %t/dom.html 6 && echo drawn) | FileCheck %s --check-prefix=CHECK2
; CHECK2: drawn
; RUN: (chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
; RUN:   --disable-background-networking --disable-component-update --disable-sync \
; RUN:   --user-data-dir=%t/profile --screenshot=%t/out.png --window-size=1200,2000 file://%t/r.html 2>/dev/null && \
; RUN:   python3 %S/../../browser/check-html.py png %t/out.png 1200 2000 && echo screenshot && \
; RUN:   { [ -z "$LLFUZZ_SCREENSHOT" ] || cp %t/out.png "$LLFUZZ_SCREENSHOT"; }) | FileCheck %s --check-prefix=CHECK3
; CHECK3: screenshot
