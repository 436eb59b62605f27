#!/bin/sh
# A stand-in for llc-22 that crashes on every module; --version answers like
# LLVM 22.
case "$1" in --version) echo "LLVM version 22.1.0"; exit 0;; esac
echo "LLVM ERROR: Cannot select: the fake llc gives up" >&2
kill -ABRT $$
