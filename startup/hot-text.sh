#!/bin/sh
# startup/hot-text.sh -- write startup/hot-text.ld again (make hot-text): the
# code that llfuzz runs execute, gathered at the start of the executable's
# text.
#
# On the virtual machines llfuzz runs on, the first touch of a page of the
# binary costs a trap to the hypervisor even when the kernel has mapped it
# (startup/entry.c maps the whole image up front): about 6 us for each aligned
# group of 8 pages, then little for the other pages of the group
# (bench/README).  A short `llfuzz run` executes code on some 140 pages,
# which lay in 40 such groups all over the 2.6 MB of text: the C library's
# start-up, its ifunc resolvers and malloc, and llfuzz's parser, verifier
# and interpreter.  Linked one after the other, they fill some 15 groups;
# an empty module's run went from 2.06 to 1.73 ms.
#
# The release objects are compiled with -ffunction-sections (each function
# in a section of its own), the C library's archive has a member per
# function or so, and the linker's map says where each input section went.
# This script runs the release llfuzz under callgrind on the workload of
# the profile-guided build's training (scripts/pgo-train.sh itself: modules
# from llfuzz's generator, a C program of its own compiled by clang; and an
# empty module; no benchmark program), and startup/hot-text.c lists the
# input sections that hold an executed instruction as a linker script
# (INSERT BEFORE .text), which the Makefile passes to every link of llfuzz.
# It profiles the release build with and without its profile (PGO=0), whose
# functions differ in clones and inlining, and lists the sections of both;
# it leaves the release build (with the profile) linked with the new list.
# A list gone stale only costs speed: a function it does not name stays in
# .text, a name no longer there matches nothing.  The golden test
# startup/tests/hot_text counts the code pages a run touches outside the list.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
command -v valgrind >/dev/null || { echo "hot-text.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
dir=build/hot
rm -rf "$dir"
mkdir -p "$dir"
cc -std=c11 -O2 -Wall -o "$dir/hot-text" startup/hot-text.c
printf 'define i32 @main() {\n  ret i32 0\n}\n' >"$dir/empty.ll"

# the release build with its profile, then without (PGO=0: other clones,
# other inlining), each profiled on the workload; the list names the
# sections of both, so that it serves both.  The workload is
# scripts/pgo-train.sh's, run with a wrapper as its llfuzz that profiles
# each `run` of a module once (the training repeats some), and an empty
# module.
args=
for pgo in 1 0; do
    make PGO=$pgo llfuzz >/dev/null
    b=$dir/pgo$pgo
    mkdir -p "$b"
    cp llfuzz "$b/llfuzz"
    cp build/rel/llfuzz.map "$b/llfuzz.map"
    cat >"$b/wrap" <<EOF
#!/bin/sh
[ "\$1" = run ] || exec "$b/llfuzz" "\$@"
for f; do :; done
cg="$b/\$(basename "\$f" .ll).cg"
[ -e "\$cg" ] && exec "$b/llfuzz" "\$@"
exec valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --callgrind-out-file="\$cg" "$b/llfuzz" "\$@"
EOF
    chmod +x "$b/wrap"
    "$b/wrap" run "$dir/empty.ll" >/dev/null 2>&1
    scripts/pgo-train.sh "$b/wrap" "$b/train" >/dev/null 2>&1
    args="$args${args:+ --} $b/llfuzz.map $(echo "$b"/*.cg)"
done
# shellcheck disable=SC2086  # the list of arguments is split on purpose
"$dir/hot-text" $args >startup/hot-text.ld
make llfuzz >/dev/null
echo "hot-text.sh: wrote startup/hot-text.ld, and linked llfuzz with it"
