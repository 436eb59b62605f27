# tests/lit.cfg.py -- the golden tests (tests/golden/, and startup/tests/
# through startup/tests/lit.cfg.py) on LLVM's lit and FileCheck.
# tests/golden/README.md describes the test format; `make test` runs them.
#
#   lit-22 -sv tests/golden startup/tests --param llfuzz=build/asan/llfuzz
#
# Parameters (--param NAME=VALUE):
#   llfuzz  the llfuzz binary under test (default: build/asan/llfuzz);
#           %llfuzz in RUN lines, and $LLFUZZ_BIN in their environment
#   out     where lit writes the tests' temporary files (default:
#           build/lit/<the binary's folder>: build/lit/asan, build/lit/rel
#           for ./llfuzz)
# Each test file may say `; TIMEOUT: <seconds>`: the limit of the whole test
# (all its RUN lines), past which it is killed with its processes; by
# default 60 s for each RUN line.
import os
import re
import resource
import shutil
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_BIN = "/usr/lib/llvm-22/bin"
RUN_TIMEOUT = 60   # seconds: a test's default limit is this times its RUN lines

# (startup/tests/lit.cfg.py sets its own source root and name, then loads this)
if not config.test_source_root:
    config.test_source_root = os.path.dirname(os.path.abspath(__file__))
    config.name = "llfuzz"
config.suffixes = [".ll"]

# Auxiliary files live in Inputs/ folders; folders whose name starts with '.'
# (tests/golden/check/.pending) are not tests either.
skip = {"Inputs", "Output"}
for src in (os.path.join(root, "tests", "golden"), os.path.join(root, "startup", "tests")):
    for _, dirs, _ in os.walk(src):
        skip.update(d for d in dirs if d.startswith("."))
config.excludes = sorted(skip)

bin_param = lit_config.params.get("llfuzz", "build/asan/llfuzz")
llfuzz = os.path.abspath(os.path.join(root, bin_param))
if not os.access(llfuzz, os.X_OK):
    lit_config.fatal("no llfuzz binary at %s (build it, or pass --param llfuzz=PATH)" % llfuzz)
bin_dir = os.path.dirname(llfuzz)
out_dir = lit_config.params.get(
    "out", os.path.join("build", "lit", "rel" if bin_dir == root else os.path.basename(bin_dir)))
config.test_exec_root = os.path.join(os.path.abspath(os.path.join(root, out_dir)), config.name)

# The environment of a RUN: lit's own, then everything of the caller's (as the
# old driver did: PATH, ASAN_OPTIONS and UBSAN_OPTIONS from `make test`, HOME,
# TMPDIR...), with LLFUZZ_BIN naming the binary under test.  FileCheck
# compares white space exactly, as the golden tests always have.
config.environment.update(os.environ)
config.environment["LLFUZZ_BIN"] = llfuzz
config.environment["FILECHECK_OPTS"] = "--strict-whitespace"
config.environment.pop("LIT_PRESERVES_TMP", None)

# A runaway writer dies of SIGXFSZ: 256 MiB per file (inherited by the RUNs).
fsize = 256 << 20
soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
if hard == resource.RLIM_INFINITY or hard > fsize:
    resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

# %llfuzz: the binary under test; the commands FileCheck, not and count:
# LLVM 22's;
# %exit N: tests/lit/exit.sh (the exit status must be exactly N).
config.substitutions.append(("%llfuzz", llfuzz))
config.substitutions.append(("%exit", os.path.join(root, "tests", "lit", "exit.sh")))
for tool in ("FileCheck", "not", "count"):
    path = os.path.join(LLVM_BIN, tool)
    if not os.access(path, os.X_OK):
        lit_config.fatal("%s not found (the llvm-22-tools package: scripts/deps.sh)" % path)
    # (as a command only: after lit's "%dbg(RUN: at line N) " or | & ; ( and a
    # space; not the word `count` in an SQL query or a function name)
    config.substitutions.append((r"(?:(?<=[|&;()] )|(?<=[|&;()]  ))%s(?= )" % tool, path))

# Features for REQUIRES: every tool named in a REQUIRES line of the tests that
# is an executable on PATH (or, with a '/', at that path), and two properties
# of the binary under test, from `llfuzz --version`:
#   release-build  not a sanitizer build (for page faults, memory, timings);
#   startup        linked with the start-up tricks (startup/, STARTUP=1).
wanted = set()
for src in (os.path.join(root, "tests", "golden"), os.path.join(root, "startup", "tests")):
    for dirpath, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d not in skip]
        for f in files:
            if not f.endswith(".ll"):
                continue
            with open(os.path.join(dirpath, f), encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    m = re.search(r"\bREQUIRES:(.*)", line)
                    if m:
                        wanted.update(re.findall(r"[-+=._a-zA-Z0-9/]+", m.group(1)))
for tool in sorted(wanted - {"release-build", "startup", "true", "false"}):
    if ("/" in tool and os.access(tool, os.X_OK)) or ("/" not in tool and shutil.which(tool)):
        config.available_features.add(tool)
try:
    version = subprocess.run([llfuzz, "--version"], capture_output=True, text=True, timeout=60)
    text = version.stdout + version.stderr
    if version.returncode == 0 and text:
        if "sanitizers" not in text:
            config.available_features.add("release-build")
        if "start-up" in text:
            config.available_features.add("startup")
except (OSError, subprocess.SubprocessError) as e:
    lit_config.warning("%s --version failed: %s" % (llfuzz, e))

# The format: lit's shell tests, plus the per-test TIMEOUT and the check for
# sanitizer reports (tests/lit/golden_format.py).
sys.path.insert(0, os.path.join(root, "tests", "lit"))
from golden_format import GoldenTest  # noqa: E402

config.test_format = GoldenTest(
    {k: config.environment.get(k) for k in ("ASAN_OPTIONS", "UBSAN_OPTIONS")}, RUN_TIMEOUT)
