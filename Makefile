# llfuzz -- build, tests.
#   make            build libllfuzz.a and ./llfuzz (-O2 -g, profile-guided with gcc;
#                   PGO=0 without)
#   make demo       the README's main job
#   make test       install missing Debian packages, build an ASan+UBSan
#                   configuration, run the Criterion unit tests and the golden
#                   tests (LLVM's lit), then the golden tests against the
#                   release ./llfuzz, then replay corpus/regress/
#   make replay     replay corpus/regress/ (fixed false alarms, must stay clean)
#   make replay-bugs replay corpus/llvm-bugs/ on the installed LLVMs (a CI step)
#   make fuzz       libFuzzer targets (clang-22)
#   make bench      benchmark programs (bench/)
#   make lib-check  libllfuzz.a links into a default (PIE) program and
#                   defines no C library name (part of make test)
#   make portability  cross-build for aarch64 (run under qemu) and a clang-22
#                   build, each running the golden tests (scripts/portability.sh)
#   make hot-text   write startup/hot-text.ld again (startup/hot-text.sh)
# Options: STARTUP=1|0 (the start-up tricks, startup/README.md; on by default
# only with gcc for x86-64 glibc and GNU ld), PGO=1|0, STATIC=1|0 (below).
CC      ?= gcc
CSTD    := -std=c11 -D_GNU_SOURCE
WARN    := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers
CFLAGS  ?= -O2 -g
LDFLAGS ?=
# Position-independent code (-fPIE: Debian's gcc's default, said for the
# compilers whose default differs): libllfuzz.a links into other programs,
# which are PIE by default.
ALL_CFLAGS = $(CSTD) $(WARN) $(CFLAGS) -fPIE -I. $(STARTUP_CFLAGS)
LDLIBS  := -lsqlite3 -lm -lpthread

# The start-up tricks (startup/README.md: a custom entry point and two
# linker scripts, for a short run's page faults): STARTUP=1 links them
# in, STARTUP=0 builds a plain program.  On by default only where they are
# known to work: gcc targeting x86-64 Linux with glibc, linking with GNU ld
# (not lld, not a cross compiler for another machine; not clang, whose
# deeper frames and other code layout the tricks' tests find wanting).
CC_MACHINE := $(shell $(CC) -dumpmachine 2>/dev/null)
CC_IS_GCC  := $(shell $(CC) --version 2>/dev/null | grep -qi 'free software foundation' && echo gcc)
STARTUP_OK := $(if $(CC_IS_GCC),$(shell case '$(CC_MACHINE)' in (x86_64*-linux-gnu) \
  $(CC) $(CFLAGS) $(LDFLAGS) -Wl,--version 2>/dev/null | grep -q '^GNU ld' && echo 1;; esac))
ifeq ($(STARTUP_OK),1)
STARTUP ?= 1
else
STARTUP ?= 0
endif
ifeq ($(STARTUP),1)
# each function in a section of its own, which startup/hot-text.ld orders
STARTUP_CFLAGS := -ffunction-sections
STARTUP_SRC    := startup/entry.c
STARTUP_DEPS   := startup/hot-text.ld startup/data-end.ld
STARTUP_LINK    = -Wl,-e,llfuzz_entry -Wl,-T,startup/hot-text.ld -Wl,-T,startup/data-end.ld \
                  -Wl,-Map,$(B)/llfuzz.map
endif

# Every folder of the library; cli/, fuzz/, tests/ and bench/ link it.
LIBDIRS := ir gen mutate exec exec/interp exec/opt exec/x64 oracle store campaign reduce corpus reports
LIBSRC  := $(foreach d,$(LIBDIRS),$(wildcard $(d)/*.c))
CLISRC  := $(wildcard cli/*.c)
HDRS    := $(foreach d,$(LIBDIRS) cli,$(wildcard $(d)/*.h $(d)/*.def))
UNITSRC := $(wildcard tests/unit/*.c)

B  := build/rel
BT := build/asan

LIBOBJ  := $(LIBSRC:%.c=$(B)/%.o)
CLIOBJ  := $(CLISRC:%.c=$(B)/%.o) $(STARTUP_SRC:%.c=$(B)/%.o)
TLIBOBJ := $(LIBSRC:%.c=$(BT)/%.o)
TCLIOBJ := $(CLISRC:%.c=$(BT)/%.o)
UNITOBJ := $(UNITSRC:%.c=$(BT)/%.o)

SAN := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

.PHONY: all test deps clean fuzz bench unit-tests demo wordtab hot-text replay replay-bugs lib-check portability
all: llfuzz

libllfuzz.a: $(LIBOBJ)
	@rm -f $@
	ar rcs $@ $^

# Linked statically when the static libraries are there (libc6-dev and
# libsqlite3-dev ship them): the dynamic loader's start-up (libsqlite3 is
# bound at load time) and its page faults cost 0.5 ms a run, a fifth of
# running a small module.  STATIC=0, or a failed static link, links
# dynamically.  (The only warning is about sqlite's extension loading,
# which llfuzz does not use; the link's messages are in $(B)/link.log.)
# With STARTUP=1 the link takes startup/'s entry point and linker scripts.
STATIC ?= 1
llfuzz: $(CLIOBJ) libllfuzz.a $(STARTUP_DEPS)
ifeq ($(STATIC),1)
	@echo "$(CC) $(ALL_CFLAGS) $(LDFLAGS) -static $(STARTUP_LINK) -o $@ ... $(LDLIBS)"
	@$(CC) $(ALL_CFLAGS) $(LDFLAGS) -static $(STARTUP_LINK) -o $@ $(CLIOBJ) libllfuzz.a $(LDLIBS) 2>$(B)/link.log || { \
	  sed 's/^/  /' $(B)/link.log; echo "llfuzz: the static link failed; linking dynamically"; \
	  $(CC) $(ALL_CFLAGS) $(LDFLAGS) $(STARTUP_LINK) -o $@ $(CLIOBJ) libllfuzz.a $(LDLIBS); }
else
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) $(STARTUP_LINK) -o $@ $(CLIOBJ) libllfuzz.a $(LDLIBS)
endif

hot-text:
	startup/hot-text.sh

# The lexer's table of words (ir/wordtab.def, compiled in), written again
# after a change to the lists of keywords, opcodes or attributes (a unit
# test says when it is due).
wordtab: libllfuzz.a scripts/wordtab.c
	$(CC) $(ALL_CFLAGS) -o $(B)/wordtab scripts/wordtab.c libllfuzz.a $(LDLIBS)
	$(B)/wordtab > ir/wordtab.def.new && mv ir/wordtab.def.new ir/wordtab.def

# Profile-guided: with PGO=1 (the default with gcc) the release objects are
# compiled with the profile of a training run (scripts/pgo-train.sh: modules
# from llfuzz's generator and a C program of its own compiled by clang, none
# of the benchmarks' programs) of an
# instrumented build in $(BP).  About 8% fewer instructions on a
# csmith program, parsing and running.  PGO=0 builds without (faster to
# rebuild while editing: with PGO every change retrains and recompiles all).
# (Not when cross-compiling: the training runs the instrumented build.)
ifeq ($(CC_IS_GCC)$(filter $(shell uname -m)-%,$(CC_MACHINE)),gcc$(CC_MACHINE))
PGO ?= 1
else
PGO ?= 0
endif
BP := build/pgo
PLIBOBJ := $(LIBSRC:%.c=$(BP)/%.o) $(CLISRC:%.c=$(BP)/%.o)
ifeq ($(PGO),1)
PGO_STAMP := $(BP)/profile.stamp
# (-fprofile-correction: the counters of -fprofile-update=single; the
# profile's other inlining makes -Wmaybe-uninitialized see the VLAs that
# lane_get fills as unset: those three reports are false, and the build
# without PGO, and the test build, keep the warning.)
PGO_USE := -fprofile-use -fprofile-partial-training -fprofile-correction -Wno-missing-profile \
           -Wno-coverage-mismatch -Wno-maybe-uninitialized
endif

# The release objects' flags, kept in a file that changes when they do, so
# that `make PGO=0` and then `make` (or another CFLAGS) rebuilds them
# (and the instrumented ones, whose profile must match).
REL_FLAGS := $(B)/cflags
$(shell mkdir -p $(B) && { echo '$(CC) $(ALL_CFLAGS) $(PGO_USE)' | cmp -s - $(REL_FLAGS) || \
  echo '$(CC) $(ALL_CFLAGS) $(PGO_USE)' > $(REL_FLAGS); })

# (-dumpdir: the profile is written where the release object's compilation
# reads it, under the name that compilation gives the unit; with another
# name GCC does not find the profiles of static functions.)
$(BP)/%.o: %.c $(HDRS) $(REL_FLAGS)
	@mkdir -p $(dir $@) $(B)/$(dir $*)
	$(CC) $(ALL_CFLAGS) -fprofile-generate -fprofile-update=single -dumpdir $(B)/$(dir $*) -c -o $@ $<

$(BP)/llfuzz: $(PLIBOBJ)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -fprofile-generate -o $@ $(PLIBOBJ) $(LDLIBS)

# The profile: the training run writes each unit's .gcda next to its release
# object.  A failed training run leaves no profile, and the build goes on
# without.
$(BP)/profile.stamp: $(BP)/llfuzz scripts/pgo-train.sh scripts/pgo-train.c
	@find $(B) -name '*.gcda' -delete
	@echo "scripts/pgo-train.sh $(BP)/llfuzz $(BP)/train"
	@scripts/pgo-train.sh $(BP)/llfuzz $(BP)/train || echo "llfuzz: the PGO training run failed; building without a profile"
	@touch $@

$(B)/%.o: %.c $(HDRS) $(PGO_STAMP) $(REL_FLAGS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(PGO_USE) -c -o $@ $<

# ---- the test configuration: ASan + UBSan, -O1
$(BT)/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) -I. -c -o $@ $<

$(BT)/libllfuzz.a: $(TLIBOBJ)
	@rm -f $@
	ar rcs $@ $^

$(BT)/llfuzz: $(TCLIOBJ) $(BT)/libllfuzz.a
	$(CC) $(SAN) -o $@ $(TCLIOBJ) $(BT)/libllfuzz.a $(LDLIBS)

$(BT)/unit-tests: $(UNITOBJ) $(BT)/libllfuzz.a
	$(CC) $(SAN) -o $@ $(UNITOBJ) $(BT)/libllfuzz.a -lcriterion -lquadmath $(LDLIBS)

deps:
	@scripts/deps.sh test

unit-tests: $(BT)/unit-tests $(BT)/llfuzz

# libllfuzz.a as another program embeds it: linked into a default (PIE)
# program, which runs, and no C library name defined (scripts/lib-check.sh).
lib-check: libllfuzz.a
	@CC='$(CC)' CFLAGS='$(CFLAGS)' LDLIBS='$(LDLIBS)' scripts/lib-check.sh libllfuzz.a

# The build on another machine and with another compiler: an aarch64 cross
# build run under qemu-aarch64, and a clang-22 build, each on the golden
# tests (scripts/portability.sh; minutes: not part of make test).
portability:
	scripts/portability.sh

# The golden tests (tests/golden/README.md) run on LLVM's lit and FileCheck
# (tests/lit.cfg.py, tests/lit/run.sh), against $(BT)/llfuzz and then
# against the release build.  A subset: TESTFLAGS for Criterion's unit tests
# (TESTFLAGS='--filter wide/*'), LITFLAGS for lit (LITFLAGS='--filter
# verify/'); with either, only the sanitized build is tested.
SANENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
test: deps
	@$(MAKE) --no-print-directory unit-tests llfuzz
	@$(MAKE) --no-print-directory lib-check
	LLFUZZ_BIN=$(abspath $(BT)/llfuzz) LLFUZZ_ROOT=$(abspath .) $(SANENV) \
	  $(BT)/unit-tests --jobs=2 $(TESTFLAGS)
	@echo "golden tests against the sanitized build $(BT)/llfuzz:"
	@$(SANENV) tests/lit/run.sh $(BT)/llfuzz $(LITFLAGS)
	@# the golden tests once more against the release build that users run
	@# (optimized, profile-guided): not with a subset
	@[ -n "$(TESTFLAGS)$(LITFLAGS)" ] || { echo "golden tests against the release build ./llfuzz:"; \
	  tests/lit/run.sh llfuzz; }
	@# the regression corpus, replayed by the sanitized build (not with a subset)
	@[ -n "$(TESTFLAGS)$(LITFLAGS)" ] || { echo "replaying corpus/regress/ (build/asan/llfuzz):"; \
	  $(SANENV) $(BT)/llfuzz replay -j2 corpus/regress; }

# Corpus replay (corpus/README.md): the fixed false alarms must stay clean,
# the known LLVM bugs must still reproduce on the LLVMs installed (a CI step
# of its own: REPLAYFLAGS='--junit bugs.xml' for a report).
replay: llfuzz
	./llfuzz replay -j2 $(REPLAYFLAGS) corpus/regress

replay-bugs: llfuzz
	./llfuzz replay -j2 $(REPLAYFLAGS) corpus/llvm-bugs

# The README's main job: a one-minute campaign against opt-22 -O2 and llc-22 -O2
# (2 workers), its SQLite store and its reports (HTML: one page to open in a
# browser; Markdown; text).  Run again, it continues the campaign.
demo:
	@scripts/deps.sh run
	@$(MAKE) --no-print-directory llfuzz
	@mkdir -p demo-out
	./llfuzz campaign --time 60 -j 2 --db demo-out/llfuzz.db
	./llfuzz report --db demo-out/llfuzz.db -o demo-out/report.html
	./llfuzz report --db demo-out/llfuzz.db -o demo-out/report.md
	@./llfuzz report --db demo-out/llfuzz.db -o demo-out/report.txt
	@cat demo-out/report.txt
	@echo "store: demo-out/llfuzz.db; reports: demo-out/report.html, report.md, report.txt;" \
	  "one divergence: ./llfuzz db show --db demo-out/llfuzz.db --id N"

fuzz:
	@$(MAKE) --no-print-directory -C fuzz

bench: llfuzz
	@$(MAKE) --no-print-directory -C bench

clean:
	rm -rf build libllfuzz.a llfuzz
