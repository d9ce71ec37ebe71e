#!/usr/bin/env python3
"""Writes the modules of tools/xlaforms/cases.py: HLO text of the kind XLA's own rewriter
and matcher tests feed their passes (softmax diamonds, cuDNN/oneDNN layer norms, GELU
after a dot, attention), each in one of several text styles, with a manifest of the op
each computes (or, for a near miss, the ops it must not be taken for). Standard library
only; deterministic (no draws: every case is written once, its style fixed by its place
in the catalogue).

Usage: xlaforms.py OUTDIR

OUTDIR/manifest.json lists each file with `op` (null for a near miss), `forbid`, the
style, and `ref`, the float64 reference that tools/xlaforms/check_xla.py evaluates
against XLA's run of the file. tools/xlaforms/measure.py measures recompose's recall.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases  # noqa: E402
import hlo  # noqa: E402

# The text styles the cases cycle through: the unit tests' plain text; layouts and
# reducer names as JAX dumps them; XLA's long print (typed operands, % names, a
# scheduled module with its entry layout); metadata, sharding and replication as
# jax.jit dumps carry them.
STYLES = [
    ("plain", hlo.Style(), ("add", "max")),
    ("layout", hlo.Style(layout=True), ("add_computation", "max_computation")),
    ("long", hlo.Style(layout=True, typed=True, sigil="%", scheduled=True, header=True), ("region_add", "region_max")),
    ("jax", hlo.Style(layout=True, meta=True, sharding=True, header=True, replication=True), ("region_0", "region_1")),
]


def generate(outdir):
    os.makedirs(outdir, exist_ok=True)
    files = []
    for i, c in enumerate(cases.CASES):
        sname, style, rnames = STYLES[i % len(STYLES)]
        m = hlo.Module(c["name"], style, rnames)
        root, ref = c["fn"](m)
        fname = c["name"] + ".hlo"
        with open(os.path.join(outdir, fname), "w") as f:
            f.write(m.text(root))
        files.append({"file": fname, "op": c["op"], "forbid": c["forbid"], "spelling": c["name"],
                      "style": sname, "ref": ref,
                      "params": [[n.rsplit(".", 1)[0]] + list(m.entry.types[n])
                                 for n, line in m.entry.lines if " parameter(" in line]})
    ops = sorted({c["op"] for c in cases.CASES if c["op"]})
    with open(os.path.join(outdir, "manifest.json"), "w") as f:
        json.dump({"ops": ops, "files": files}, f, indent=1)
        f.write("\n")
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    a = ap.parse_args()
    m = generate(a.outdir)
    pos = sum(1 for e in m if e["op"])
    print("xlaforms: %d files (%d cases with an op, %d near misses) in %s" % (len(m), pos, len(m) - pos, a.outdir))


if __name__ == "__main__":
    main()
