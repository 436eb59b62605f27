# llfuzz -- build, tests.
#   make            build libllfuzz.a and ./llfuzz (-O2 -g)
#   make demo       the README's main job
#   make test       install missing Debian packages, build an ASan+UBSan
#                   configuration, run the Criterion unit and golden tests
#   make fuzz       libFuzzer targets (clang-22)
#   make bench      benchmark programs (bench/)
CC      ?= gcc
CSTD    := -std=c11 -D_GNU_SOURCE
WARN    := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers
CFLAGS  ?= -O2 -g
ALL_CFLAGS = $(CSTD) $(WARN) $(CFLAGS) -I.
LDLIBS  := -lsqlite3 -lm -lpthread

# Every folder of the library; cli/, fuzz/, tests/ and bench/ link it.
LIBDIRS := ir gen mutate exec exec/interp exec/opt exec/x64 oracle reduce corpus reports
LIBSRC  := $(foreach d,$(LIBDIRS),$(wildcard $(d)/*.c))
CLISRC  := $(wildcard cli/*.c)
HDRS    := $(foreach d,$(LIBDIRS) cli,$(wildcard $(d)/*.h $(d)/*.def))
UNITSRC := $(wildcard tests/unit/*.c)

B  := build/rel
BT := build/asan

LIBOBJ  := $(LIBSRC:%.c=$(B)/%.o)
CLIOBJ  := $(CLISRC:%.c=$(B)/%.o)
TLIBOBJ := $(LIBSRC:%.c=$(BT)/%.o)
TCLIOBJ := $(CLISRC:%.c=$(BT)/%.o)
UNITOBJ := $(UNITSRC:%.c=$(BT)/%.o)

SAN := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

.PHONY: all test deps clean fuzz bench unit-tests demo
all: llfuzz

libllfuzz.a: $(LIBOBJ)
	@rm -f $@
	ar rcs $@ $^

# Linked statically when the static libraries are there (libc6-dev and
# libsqlite3-dev ship them): the dynamic loader's start-up (libsqlite3 is
# bound at load time) and its page faults cost 0.5 ms a run, a fifth of
# running a small module.  STATIC=0, or a failed static link, links
# dynamically.  (The only warning is about sqlite's extension loading,
# which llfuzz does not use.)
STATIC ?= 1
llfuzz: $(CLIOBJ) libllfuzz.a
ifeq ($(STATIC),1)
	@echo "$(CC) $(ALL_CFLAGS) -static -o $@ ... $(LDLIBS)"
	@$(CC) $(ALL_CFLAGS) -static -o $@ $(CLIOBJ) libllfuzz.a $(LDLIBS) 2>$(B)/link.log || { \
	  sed 's/^/  /' $(B)/link.log; echo "llfuzz: the static link failed; linking dynamically"; \
	  $(CC) $(ALL_CFLAGS) -o $@ $(CLIOBJ) libllfuzz.a $(LDLIBS); }
else
	$(CC) $(ALL_CFLAGS) -o $@ $(CLIOBJ) libllfuzz.a $(LDLIBS)
endif

$(B)/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

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

# The golden driver (tests/unit/golden.c) runs $(BT)/llfuzz on tests/golden/*.ll.
test: deps
	@$(MAKE) --no-print-directory unit-tests llfuzz
	LLFUZZ_BIN=$(abspath $(BT)/llfuzz) LLFUZZ_ROOT=$(abspath .) \
	  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BT)/unit-tests --jobs=2 $(TESTFLAGS)

# The README's main job: a one-minute campaign against opt-22 -O2 and llc-22 -O2
# (2 workers), its SQLite store and a report.  Run again, it continues the campaign.
demo:
	@scripts/deps.sh run
	@$(MAKE) --no-print-directory llfuzz
	@mkdir -p demo-out
	./llfuzz campaign --time 60 -j 2 --db demo-out/llfuzz.db
	@{ ./llfuzz db stats --db demo-out/llfuzz.db && echo && \
	   ./llfuzz db list --db demo-out/llfuzz.db; } > demo-out/report.txt
	@cat demo-out/report.txt
	@echo "store: demo-out/llfuzz.db; report: demo-out/report.txt; one divergence: ./llfuzz db show --db demo-out/llfuzz.db --id N"

fuzz:
	@$(MAKE) --no-print-directory -C fuzz

bench: llfuzz
	@$(MAKE) --no-print-directory -C bench

clean:
	rm -rf build libllfuzz.a llfuzz
