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

# Where the names may appear: the formats (which own the data) and the core IR (which holds
# the generic pointer and copies it when a node is cloned).
OWNERS = ["src/formats", "src/ir"]
WRITER_DATA = re.compile(r"fmtdata|srcloc")


def check(root):
    bad = []
    for d, _, files in os.walk(os.path.join(root, "src")):
        rel_d = os.path.relpath(d, root)
        if any(rel_d == e or rel_d.startswith(e + "/") for e in OWNERS):
            continue
        for f in sorted(files):
            if not f.endswith((".c", ".h", ".def", ".inc")):
                continue
            rel = os.path.join(rel_d, f)
            text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
            for ln, line in enumerate(text.split("\n"), 1):
                if WRITER_DATA.search(line):
                    bad.append("%s:%d: %s" % (rel, ln, line.strip()))
    return bad


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
