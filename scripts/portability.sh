#!/usr/bin/env bash
# scripts/portability.sh [aarch64] [clang] -- llfuzz built elsewhere than on
# the x86-64 gcc it is developed with, each build run on the golden tests
# (make portability; CI runs it as a step of its own: it takes minutes).
#
#   aarch64  a cross build with aarch64-linux-gnu-gcc and the default
#            options (the start-up tricks turn themselves off there, PGO too),
#            linked statically, its golden tests run under
#            `qemu-aarch64 -L /usr/aarch64-linux-gnu` (LLFUZZ_BIN is a
#            wrapper).  libsqlite3 for arm64 comes from the distribution:
#            libsqlite3-dev:arm64 when installed, else its packages fetched
#            with `apt-get download` and unpacked under build/port/ (arm64
#            added as a foreign architecture when it is not and we are root).
#   clang    a build with CC=clang-22 and the default options, its golden
#            tests run natively.
#
# Each build happens in a copy of the sources under build/port/ (the
# release build of the tree stays as it is).  The golden tests run on LLVM's
# lit (tests/lit/run.sh).  Under qemu, the golden tests whose names contain a
# word of GOLDEN_EXCLUDE_aarch64 are left out (lit --filter-out), by
# default those that do not test llfuzz there:
#   campaign/, lli_interpreter  llfuzz under qemu takes the host for
#         aarch64, while the LLVM tools, cc and lli-22 it runs as engines
#         are x86-64 programs (its native code does not link, lli-22 will
#         not run "host" code for another machine);
#   perf/  the page faults and memory they count are qemu's;
#   expect_capped  it runs llfuzz under an address-space limit in which
#         qemu cannot reserve its 128 MB code buffer.
# Prints each part's lit
# summary and a last line "portability: N passed, N failed, N blocked";
# exits 1 when a part failed or was blocked.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$root/build/port
mkdir -p "$work"
[ $# -gt 0 ] || set -- aarch64 clang
jobs=${JOBS:-2}
passed=0 failed=0 blocked=0

say() { echo "portability: $*"; }
block() { say "$1: BLOCKED: $2"; blocked=$((blocked + 1)); }

# copy the sources (what git tracks, and what is new) to $1
copy_tree() {
    rm -rf "$1"
    mkdir -p "$1"
    git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -C "$1" -xf -
}

# golden NAME BIN [EXCLUDE]: the golden tests against BIN (lit,
# tests/lit/run.sh), leaving out those whose name contains a word of EXCLUDE
golden() {
    local name=$1 bin=$2 exclude=${3:-} log=$work/$1.golden.log
    local args=() words
    say "$name: golden tests against $bin${exclude:+ (leaving out: $exclude)}"
    if [ -n "$exclude" ]; then
        words=$(printf '%s\n' $exclude | sed 's/[][\.*^$()+?{}|]/\\&/g' | paste -sd'|')
        args+=(--filter-out "$words")
    fi
    JOBS=$jobs "$root/tests/lit/run.sh" "$bin" --param out="build/port/$name.lit" "${args[@]}" >"$log" 2>&1
    local rc=$?
    grep -E '^(FAIL|TIMEOUT|UNRESOLVED|XPASS):|^golden tests' "$log" | sed 's/^/  /' | tail -40
    if [ $rc = 0 ]; then
        passed=$((passed + 1))
    else
        say "$name: FAIL (the whole log: $log)"
        failed=$((failed + 1))
    fi
}

# libsqlite3 for arm64: prints the directory to pass as a sysroot prefix
# (with usr/include and usr/lib/aarch64-linux-gnu below it), or nothing
arm64_sqlite() {
    if [ -e /usr/lib/aarch64-linux-gnu/libsqlite3.a ]; then
        echo /usr
        return
    fi
    local sys=$work/arm64-sqlite
    if [ -e "$sys/usr/lib/aarch64-linux-gnu/libsqlite3.a" ]; then
        echo "$sys"
        return
    fi
    if ! dpkg --print-foreign-architectures 2>/dev/null | grep -qx arm64; then
        [ "$(id -u)" = 0 ] || return
        dpkg --add-architecture arm64 && apt-get update -qq >&2 || return
    fi
    rm -rf "$work/debs" "$sys"
    mkdir -p "$work/debs" "$sys"
    # (apt's _apt user must be able to write there; the debs are checked
    # against the archive's signatures as any apt download)
    chmod 777 "$work/debs"
    (cd "$work/debs" && apt-get download -qq libsqlite3-dev:arm64 libsqlite3-0:arm64 >&2) || return
    for d in "$work"/debs/*.deb; do dpkg-deb -x "$d" "$sys"; done
    [ -e "$sys/usr/lib/aarch64-linux-gnu/libsqlite3.a" ] && echo "$sys"
}

part_aarch64() {
    local cc=aarch64-linux-gnu-gcc src=$work/aarch64 sys
    command -v $cc >/dev/null || { block aarch64 "$cc not found (apt-get install gcc-aarch64-linux-gnu)"; return; }
    command -v qemu-aarch64 >/dev/null || { block aarch64 "qemu-aarch64 not found (apt-get install qemu-user)"; return; }
    [ -e /usr/aarch64-linux-gnu/lib/libc.a ] ||
        { block aarch64 "no C library for aarch64 (apt-get install libc6-dev-arm64-cross)"; return; }
    sys=$(arm64_sqlite)
    [ -n "$sys" ] || { block aarch64 "no libsqlite3 for arm64: libsqlite3-dev:arm64 is not installed and its packages could not be fetched (dpkg --add-architecture arm64 needs root)"; return; }
    copy_tree "$src"
    say "aarch64: make CC=$cc llfuzz (libsqlite3 from $sys)"
    if ! make -C "$src" -j"$jobs" CC=$cc CFLAGS="-O2 -g -I$sys/usr/include" \
            LDFLAGS="-L$sys/usr/lib/aarch64-linux-gnu" llfuzz >"$work/aarch64.build.log" 2>&1; then
        tail -20 "$work/aarch64.build.log"
        say "aarch64: FAIL: the build failed ($work/aarch64.build.log)"
        failed=$((failed + 1))
        return
    fi
    grep -E 'warning|llfuzz:' "$work/aarch64.build.log" "$src/build/rel/link.log" 2>/dev/null | sed 's/^/  /' | head
    cat >"$work/llfuzz-aarch64" <<EOF
#!/bin/sh
exec qemu-aarch64 -L /usr/aarch64-linux-gnu "$src/llfuzz" "\$@"
EOF
    chmod +x "$work/llfuzz-aarch64"
    say "aarch64: $(file -b "$src/llfuzz" | cut -d, -f1-2,4); $("$work/llfuzz-aarch64" --version)"
    golden aarch64 "$work/llfuzz-aarch64" "${GOLDEN_EXCLUDE_aarch64-campaign/ perf/ lli_interpreter expect_capped}"
}

part_clang() {
    local cc=clang-22 src=$work/clang
    command -v $cc >/dev/null || { block clang "$cc not found"; return; }
    copy_tree "$src"
    say "clang: make CC=$cc llfuzz"
    if ! make -C "$src" -j"$jobs" CC=$cc llfuzz >"$work/clang.build.log" 2>&1; then
        tail -20 "$work/clang.build.log"
        say "clang: FAIL: the build failed ($work/clang.build.log)"
        failed=$((failed + 1))
        return
    fi
    grep -E 'warning:|llfuzz:' "$work/clang.build.log" | sed 's/^/  /' | head
    say "clang: $("$src/llfuzz" --version)"
    golden clang "$src/llfuzz"
}

for p; do
    case $p in
    aarch64) part_aarch64 ;;
    clang) part_clang ;;
    *) echo "usage: scripts/portability.sh [aarch64] [clang]" >&2; exit 2 ;;
    esac
done
say "$passed passed, $failed failed, $blocked blocked"
[ $failed = 0 ] && [ $blocked = 0 ]
