#!/usr/bin/env python3
"""Writes one module per syntax form XLA's parsers accept (HLO text: hlo_forms.py;
StableHLO/MHLO MLIR text: mlir_forms.py), each holding a table op written plainly, so
that what varies is only how the module is written: names, headers, layouts, shapes,
element types, attributes, literals, computation order, fusions, loops, async calls,
generic and pretty op forms, dialects, resources, sharding, callees, blocks, locations.
Standard library only; deterministic.

Usage: formgen.py OUTDIR

OUTDIR/manifest.json lists each file with `op` (the table op the file computes, known
because the generator wrote it, or null) and `keep` (substrings recompose's output
must still hold: what it reads but does not understand is kept verbatim).
tools/formgen/check_xla.py checks that XLA loads every file (and recompose's outputs);
tools/formgen/measure.py counts what recompose reads, keeps and raises.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hlo_forms  # noqa: E402
import mlir_forms  # noqa: E402

EXT = {"hlo": ".hlo", "stablehlo": ".mlir"}


def all_forms():
    """[(file, fmt, op, text, keep)] in a fixed order."""
    out = []
    for fmt, mod in (("hlo", hlo_forms), ("stablehlo", mlir_forms)):
        for name, op, text, keep in mod.forms():
            for k in keep:
                assert k in text, "formgen: %s keeps %r, which it does not hold" % (name, k)
            out.append((name + EXT[fmt], fmt, op, text, keep))
    names = [f[0] for f in out]
    assert len(set(names)) == len(names), "formgen: a form name twice"
    return out


def generate(outdir):
    os.makedirs(outdir, exist_ok=True)
    files = []
    for name, fmt, op, text, keep in all_forms():
        with open(os.path.join(outdir, name), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        files.append({"file": name, "fmt": fmt, "op": op, "keep": keep})
    with open(os.path.join(outdir, "manifest.json"), "w") as f:
        json.dump({"files": files}, f, indent=1)
        f.write("\n")
    return files


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__.split("\n\n")[2])
    print("%d forms written to %s" % (len(generate(sys.argv[1])), sys.argv[1]))
