#!/bin/sh
# seeds-once.sh NEXT FILE...: the seeds listed in the FILEs (one a line)
# must be 1 .. NEXT-1, each once.  Says so, or prints what differs.
next=$1
shift
cat "$@" | sort -n > seeds-got
seq 1 $((next - 1)) > seeds-want
if cmp -s seeds-got seeds-want; then
    echo "seeds 1..$((next - 1)) each once"
else
    echo "seeds twice: $(uniq -d seeds-got | tr '\n' ' ')"
    echo "differences:"
    diff seeds-want seeds-got
    exit 1
fi
