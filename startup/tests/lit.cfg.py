# startup/tests/lit.cfg.py -- the start-up tricks' tests are golden tests:
# tests/lit.cfg.py configures them (REQUIRES: startup).
import os

config.name = "llfuzz-startup"
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
lit_config.load_config(
    config, os.path.join(os.path.dirname(os.path.dirname(config.test_source_root)), "tests", "lit.cfg.py"))
