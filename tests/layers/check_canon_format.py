#!/usr/bin/env python3
"""Checks that no canonicalizer rule asks which format its input came from.

check_canon_format.py ROOT   no file of src/canon/ but rebinarize.c includes a header of
                             src/formats/ or calls an rc_format_ function: the rules read
                             the IR alone, and what differs between formats is data the
                             reader puts in the IR. rebinarize.c writes the canonical form
                             back into the module (--canonicalize-only), in the module's
                             format, so it asks the format how (splat constants, reduce
                             bodies, writer data).

Comments count too. Prints TAP-like lines and exits 1 when something is found."""
import os
import re
import sys

WRITER = "src/canon/rebinarize.c"
ASKS = re.compile(r'#\s*include\s+"formats/|\brc_format_\w+\s*\(|\bRcFormat')


def check(root):
    found = []
    top = os.path.join(root, "src", "canon")
    for d, _, files in sorted(os.walk(top)):
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(d, name), root)
            if rel == WRITER or not name.endswith((".c", ".h", ".inc", ".def")):
                continue
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                for ln, line in enumerate(f, 1):
                    if ASKS.search(line):
                        found.append("%s:%d: %s" % (rel, ln, line.strip()))
    return found


def main():
    bad = check(sys.argv[1])
    for b in bad:
        print("not ok - " + b)
    if not bad:
        print("ok - no canonicalizer rule asks the module's format (only %s, which writes it)" % WRITER)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
