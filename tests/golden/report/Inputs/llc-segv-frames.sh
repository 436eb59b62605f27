#!/bin/sh
# A stand-in for llc-22 that dies of SIGSEGV, with LLVM's stack dump, on any
# module with an `fdiv` (as llc crashes in type legalization), and is the
# real llc-22 otherwise.
case "$1" in --version) exec /usr/bin/llc-22 --version;; esac
for a in "$@"; do
    case "$a" in *.ll|*.bc) in=$a;; esac
done
if [ -n "$in" ] && grep -q "= fdiv " "$in"; then
    cat >&2 <<'DUMP'
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
0.	Program arguments: llc-22 -O2 m.ll
1.	Running pass 'Function Pass Manager' on module 'm.ll'.
2.	Running pass 'X86 DAG->DAG Instruction Selection' on function '@f'
 #0 0x00007f97b7eb8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb8786)
 #1 0x00007f97b7eb5fd3 llvm::sys::RunSignalHandlers() (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb5fd3)
 #2 0x00007f97b7eb94f4 (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb94f4)
 #3 0x00007f97b285a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #4 0x00007f97b8810c22 llvm::SelectionDAG::getNode(unsigned int, llvm::SDLoc const&, llvm::EVT, llvm::SDValue) (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x5810c22)
 #5 0x00007f97b8725f1a llvm::DAGTypeLegalizer::run() (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x5725f1a)
 #6 0x00007f97b872609f llvm::SelectionDAG::LegalizeTypes() (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x572609f)
DUMP
    kill -SEGV $$
fi
exec /usr/bin/llc-22 "$@"
