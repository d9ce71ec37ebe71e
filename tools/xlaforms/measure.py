#!/usr/bin/env python3
"""Recall of `recompose opt` on the XLA-test-style modules (tools/xlaforms/xlaforms.py),
and the near misses it raises. Standard library only.

Usage: measure.py RECOMPOSE [--dir DIR] [-j N] [--check]

Without --dir the set is written into a temporary folder. One `recompose opt --report`
run over every file; a case counts as raised when its report counts its op at least
once; a near miss counts as raised when its report counts any op it forbids. Prints
one line per case and the closing line

  xlaforms: recall H/N = P %; near misses raised R/M; refused F

--check exits 1 when recall is below MIN_RECALL, a near miss is raised, or a file is
refused (every file is one XLA loads: tools/xlaforms/check_xla.py checks that).
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
from gen_verdict import check_recall, near_miss_hits  # noqa: E402
import xlaforms  # noqa: E402

# issue 24's target for XLA's rewriter-test forms. Changed here, only here.
MIN_RECALL = 0.95


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("recompose")
    ap.add_argument("--dir", help="a folder xlaforms.py wrote (default: write one)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        d = a.dir or os.path.join(tmp, "set")
        if not a.dir:
            xlaforms.generate(d)
        with open(os.path.join(d, "manifest.json")) as f:
            man = json.load(f)
        reports, stderr = run_opt(a.recompose, d, tmp, [e["file"] for e in man["files"]], a.j)
    hits = total = near = 0
    near_raised, refused = [], []
    for e in man["files"]:
        rep = reports[e["file"]]
        counts = rep["counts"] if rep else {}
        if rep is None:
            refused.append(e["file"])
        if e["op"] is None:
            near += 1
            hit = near_miss_hits(e, counts)
            if hit:
                near_raised.append(e["file"])
            print("  %-6s %-40s %s" % ("RAISED" if hit else "ok", e["file"], json.dumps(counts, sort_keys=True)))
            continue
        ok = counts.get(e["op"], 0) > 0
        hits += ok
        total += 1
        print("  %-6s %-40s %s" % ("ok" if ok else "MISS", e["file"], json.dumps(counts, sort_keys=True)))
    if refused:
        print("\nrefused by recompose: %d" % len(refused))
        for f in refused:
            print("  " + f)
        print(stderr.rstrip())
    print("\nxlaforms: recall %d/%d = %.1f %%; near misses raised %d/%d; refused %d" % (
        hits, total, 100.0 * hits / total, len(near_raised), near, len(refused)))
    if a.check:
        check_recall(hits, total, MIN_RECALL, "tools/xlaforms/measure.py", near_raised, refused)


if __name__ == "__main__":
    main()
