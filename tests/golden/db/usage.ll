; llfuzz db: help and usage errors (exit 2, `llfuzz db <sub>: error: ...`).
;
; RUN: llfuzz db --help
; CHECK: usage: llfuzz db <subcommand> [options]
; CHECK: list
; CHECK: show
; CHECK: stats
; CHECK: merge
; RUN: llfuzz db list --help
; CHECK: usage: llfuzz db list --db F [--campaign N] [--kind K]
; RUN: llfuzz db show -h
; CHECK: --module
; RUN: llfuzz db merge --help
; CHECK: -o OUT
; RUN: llfuzz --help
; CHECK: db
;
; RUN: llfuzz db
; EXIT: 2
; ERROR: a subcommand is required
; RUN: llfuzz db frobnicate
; EXIT: 2
; ERROR: unknown subcommand 'frobnicate'
; RUN: llfuzz db list
; EXIT: 2
; ERROR: --db is required
; STDERR: (see 'llfuzz db list --help')
; RUN: llfuzz db list --db
; EXIT: 2
; ERROR: --db needs a value
; RUN: llfuzz db list --db x.db --id 3
; EXIT: 2
; ERROR: unknown option '--id'
; RUN: llfuzz db stats --db x.db extra
; EXIT: 2
; ERROR: unexpected argument 'extra'
; RUN: llfuzz db show --db x.db
; EXIT: 2
; ERROR: --id is required
; RUN: llfuzz db show --db x.db --id 0
; EXIT: 2
; ERROR: bad value '0' for --id
; RUN: llfuzz db show --db x.db --id 1 --module --reduced
; EXIT: 2
; ERROR: exclude each other
; RUN: llfuzz db list --db x.db --campaign -1
; EXIT: 2
; ERROR: bad value '-1' for --campaign
; RUN: llfuzz db merge -o out.db
; EXIT: 2
; ERROR: no stores to merge
; RUN: llfuzz db merge a.db b.db
; EXIT: 2
; ERROR: -o OUT.db is required
