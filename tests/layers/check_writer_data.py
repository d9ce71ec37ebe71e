#!/usr/bin/env python3
"""Checks that the writers' data stays the formats' own.

check_writer_data.py ROOT   no file in src/ outside src/formats/ and src/ir/ names a node's,
                            function's or module's format data (fmtdata) or a StableHLO
                            location (srcloc): core stages ask the format through
                            src/formats/format.h instead (rc_format_copy_node_data,
                            rc_format_place_key, rc_format_inherit_place)

Comments count too: a stage that describes such data is one about to touch it.
Prints TAP-like lines and exits 1 when something is found."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from src_lines import lines_outside  # noqa: E402

# Where the names may appear: the formats (which own the data) and the core IR (which holds
# the generic pointer and copies it when a node is cloned).
OWNERS = ["src/formats", "src/ir"]
WRITER_DATA = re.compile(r"fmtdata|srcloc")


def check(root):
    return ["%s:%d: %s" % (rel, ln, line.strip())
            for rel, ln, line in lines_outside(root, OWNERS) if WRITER_DATA.search(line)]


def main():
    root = sys.argv[1]
    bad = check(root)
    for b in bad:
        print("not ok - " + b)
    if not bad:
        print("ok - no writer data outside src/formats/ and src/ir/")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
