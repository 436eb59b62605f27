#!/bin/sh
# tests/lit/exit.sh WANT COMMAND [ARG...] -- run COMMAND and succeed only when
# its exit status is WANT, exactly (`not` only inverts: 3 is not 1).  The golden
# tests use it as `%exit WANT` (tests/lit.cfg.py).
#   WANT  a status 0..255 (a command killed by signal N counts as 128+N, the
#         way the shell reports it);
#         nonzero: an orderly failure, 1..125 (not a crash, 128+N, not a
#         missing or unexecutable command, 127 and 126);
#         any: whatever the status (the command is run for its output).
# The command's stdout and stderr pass through untouched.
if [ $# -lt 2 ]; then
    echo "usage: exit.sh WANT COMMAND [ARG...]" >&2
    exit 2
fi
want=$1
shift
"$@"
got=$?
case $want in
any) exit 0 ;;
nonzero)
    [ "$got" -ge 1 ] && [ "$got" -le 125 ] && exit 0
    echo "exit.sh: expected a failure exit (1..125), got exit status $got: $*" >&2
    exit 1 ;;
*[!0-9]*|'')
    echo "exit.sh: bad expected status '$want'" >&2
    exit 2 ;;
*)
    [ "$got" = "$want" ] && exit 0
    echo "exit.sh: expected exit status $want, got $got: $*" >&2
    exit 1 ;;
esac
