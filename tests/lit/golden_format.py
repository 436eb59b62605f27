# tests/lit/golden_format.py -- the lit test format of the golden tests
# (tests/lit.cfg.py): lit's ShTest run by bash, with two additions.
#
#   ; TIMEOUT: <seconds>   the limit of the whole test, past which lit kills
#                          it with its processes (psutil); by default 60 s
#                          for each RUN line
#   sanitizer reports      the sanitized build writes its reports to
#                          Output/<test>.san.<pid> (log_path, next to %t),
#                          and a report (in any process of the test) fails the
#                          test whatever its RUN lines expect: a test that
#                          expects llfuzz to fail must not pass because it
#                          crashed.
import os
import re

import lit.formats
import lit.Test
import lit.TestRunner

SANITIZER_REPORT = re.compile(r"(SUMMARY|ERROR): [A-Za-z]*Sanitizer")
TIMEOUT = re.compile(r"\s*;+\s*TIMEOUT:\s*(\d+)\s*$")
RUN = re.compile(r"\s*;+\s*RUN:")


class GoldenTest(lit.formats.ShTest):
    def __init__(self, sanitizer_options, run_timeout):
        # bash runs the RUN lines with `set -x`: its trace goes to a descriptor
        # of its own, not into a stderr that a RUN line redirects to a file.
        super().__init__(execute_external=True,
                         preamble_commands=["exec 9>&2; BASH_XTRACEFD=9"])
        self.sanitizer_options = sanitizer_options
        self.run_timeout = run_timeout

    def execute(self, test, lit_config):
        timeout, runs = None, 0
        with open(test.getSourcePath(), encoding="utf-8", errors="replace") as fh:
            for line in fh:
                m = TIMEOUT.match(line)
                if m:
                    timeout = int(m.group(1))
                runs += bool(RUN.match(line))
        if timeout is None:
            timeout = self.run_timeout * max(runs, 1)
        # (each lit worker process runs one test at a time)
        lit_config.maxIndividualTestTime = timeout

        _, tmp_base = lit.TestRunner.getTempPaths(test)
        san_dir, san_name = os.path.split(tmp_base + ".san")
        os.makedirs(san_dir, exist_ok=True)

        def san_logs():
            return sorted(os.path.join(san_dir, n) for n in os.listdir(san_dir)
                          if n.startswith(san_name + "."))

        for path in san_logs():
            os.remove(path)
        env = test.config.environment
        for var, base in self.sanitizer_options.items():
            env[var] = (base + ":" if base else "") + "log_path=" + os.path.join(san_dir, san_name)

        result = super().execute(test, lit_config)

        reports = []
        for path in san_logs():
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            if SANITIZER_REPORT.search(text):
                reports.append("--- %s ---\n%s" % (path, text[:20000]))
        if reports and result.code != lit.Test.UNSUPPORTED:
            return lit.Test.Result(
                lit.Test.FAIL,
                (result.output or "") + "\n\nsanitizer report (a bug in llfuzz, whatever "
                "the test expects):\n" + "\n".join(reports))
        return result
