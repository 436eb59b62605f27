#!/bin/sh
# A stand-in for opt-22 that prints an -opt-bisect-limit trace, then fails.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
for i in 1 2 3 4 5 6; do echo "BISECT: running pass ($i) p$i on [module]" >&2; done
echo "LLVM ERROR: the fake opt gives up" >&2
exit 1
