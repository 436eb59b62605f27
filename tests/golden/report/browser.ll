; The HTML report in a real browser: headless Chromium (Debian's chromium,
; an optional package of scripts/deps.sh) loads the page of a fixture store,
; draws its charts (the DOM it dumps has the drawn <svg> charts) and takes
; a screenshot that is not blank.  The page is also valid HTML (a strict tag
; balance check, tests/browser/check-html.py).  Skipped where chromium is
; missing.  (Chromium's flags: no sandbox (root in CI), no GPU, and nothing
; fetched or synced, so the test needs no network.)
; REQUIRES: chromium python3 sqlite3
; TIMEOUT: 60
;
; RUN: llfuzz db init --db %T/s.db >/dev/null && sqlite3 %T/s.db < %S/Inputs/store.sql && \
; RUN:   llfuzz report --db %T/s.db -o %T/r.html && \
; RUN:   python3 %S/../../browser/check-html.py valid %T/r.html && echo valid
; CHECK: valid
; RUN: chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
; RUN:   --disable-background-networking --disable-component-update --disable-sync \
; RUN:   --user-data-dir=%T/profile --dump-dom file://%T/r.html > %T/dom.html 2>/dev/null && \
; RUN:   python3 %S/../../browser/check-html.py dom %T/dom.html 6 && echo drawn
; CHECK: drawn
; RUN: chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
; RUN:   --disable-background-networking --disable-component-update --disable-sync \
; RUN:   --user-data-dir=%T/profile --screenshot=%T/out.png --window-size=1200,2000 file://%T/r.html 2>/dev/null && \
; RUN:   python3 %S/../../browser/check-html.py png %T/out.png 1200 2000 && echo screenshot && \
; RUN:   { [ -z "$LLFUZZ_SCREENSHOT" ] || cp %T/out.png "$LLFUZZ_SCREENSHOT"; }
; CHECK: screenshot
