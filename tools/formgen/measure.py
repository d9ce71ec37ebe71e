#!/usr/bin/env python3
"""What `recompose opt` makes of the syntax forms (tools/formgen/formgen.py): the files
it reads, the table ops it raises, and whether its output still holds what the form
must keep. Standard library only.

Usage: measure.py RECOMPOSE [--dir DIR] [-j N] [--check]

Without --dir the forms are generated into a temporary folder. One `recompose opt
--report` run over every file. A file is read when recompose writes its report; a form
raises when the report counts its op; it keeps when every `keep` substring of the
manifest is in recompose's output. Prints one line per form that is not read, does
not raise or drops something, and the closing line

  forms: read R/N; raised H/M; kept K/N

--check exits 1 unless every form is read, raises its op and keeps what it must (XLA
loads every form: tools/formgen/check_xla.py checks that).
"""
import argparse
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
from opt_batch import run_opt  # noqa: E402
import formgen  # noqa: E402



def measure(man, got):
    """(read, raised, with_op, kept, problems): problems lists (file, what is wrong)."""
    read = raised = with_op = kept = 0
    problems = []
    for e in man["files"]:
        report, text = got[e["file"]]
        if report is None or text is None:
            problems.append((e["file"], "not read"))
            continue
        read += 1
        if e["op"]:
            with_op += 1
            n = report.get("counts", {}).get(e["op"], 0)
            raised += n > 0
            if not n:
                problems.append((e["file"], "%s not raised (counts %s)" % (
                    e["op"], json.dumps(report.get("counts", {}), sort_keys=True))))
        lost = [k for k in e["keep"] if k not in text]
        kept += not lost
        if lost:
            problems.append((e["file"], "output lost " + ", ".join(repr(k) for k in lost)))
    return read, raised, with_op, kept, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("recompose")
    ap.add_argument("--dir", help="a folder formgen.py wrote (default: generate one)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 unless every form is read, raised and kept")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        d = a.dir or os.path.join(tmp, "forms")
        if not a.dir:
            formgen.generate(d)
        with open(os.path.join(d, "manifest.json")) as f:
            man = json.load(f)
        got, stderr = run_opt(a.recompose, d, tmp, [e["file"] for e in man["files"]], a.j, outputs=True)
    read, raised, with_op, kept, problems = measure(man, got)
    for f, why in problems:
        print("  %s: %s" % (f, why))
    if any(why == "not read" for _, why in problems):
        print(stderr.rstrip())
    n = len(man["files"])
    print("forms: read %d/%d; raised %d/%d; kept %d/%d" % (read, n, raised, with_op, kept, n))
    if a.check:
        sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
