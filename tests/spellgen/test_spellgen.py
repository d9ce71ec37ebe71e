#!/usr/bin/env python3
"""tools/spellgen/spellgen.py: the same seed writes the same bytes and another seed
other files; every op of include/recompose/fused.def has spellings in both formats and
at least one near miss; the manifest names each file once, each file exists, and each
entry says what it holds (an op of the table, or the ops it forbids).
Usage: test_spellgen.py SOURCE_ROOT"""
import json
import os
import sys
import tempfile

root = sys.argv[1]
sys.path.insert(0, os.path.join(root, "tools", "spellgen"))
import spellgen  # noqa: E402

failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)


def files_of(d):
    out = {}
    for name in sorted(os.listdir(d)):
        with open(os.path.join(d, name), "rb") as f:
            out[name] = f.read()
    return out


with tempfile.TemporaryDirectory() as tmp:
    a, b, c = (os.path.join(tmp, n) for n in "abc")
    spellgen.generate(a, root, spellgen.DEFAULT_SEED, 6, 4)
    spellgen.generate(b, root, spellgen.DEFAULT_SEED, 6, 4)
    spellgen.generate(c, root, spellgen.DEFAULT_SEED + 1, 6, 4)
    fa, fb, fc = files_of(a), files_of(b), files_of(c)
    expect(fa == fb, "the same seed wrote different files")
    expect(fa.keys() == fc.keys() and fa != fc, "another seed wrote the same files")
    man = json.loads(fa["manifest.json"])

ops = [op for op, kind in spellgen.table_ops(root) if not kind.endswith("GRAD")]  # backward rows: corpus/opt grad_* cases
expect(man["ops"] == ops, "the manifest's ops are not fused.def's rows")
names = [e["file"] for e in man["files"]]
expect(len(names) == len(set(names)), "a file is listed twice")
expect(set(names) | {"manifest.json"} == set(fa), "the manifest and the folder disagree")
for op in ops:
    mine = [e for e in man["files"] if e["op"] == op]
    for fmt in ("hlo", "stablehlo"):
        expect(any(e["fmt"] == fmt for e in mine), "%s has no %s spelling" % (op, fmt))
    expect(any(e["op"] is None and e["resembles"] == op for e in man["files"]), "%s has no near miss" % op)
for e in man["files"]:
    expect((e["op"] in ops) != bool(e["forbid"]), "%s: neither an op nor a near miss" % e["file"])
    expect(all(f in ops for f in e["forbid"]), "%s forbids an op the table lacks" % e["file"])
    rank_max = 3 if e["kind"] == "ELEMENTWISE" else 6 if e.get("axes_kind") == "split3" else 4
    expect(e["dt"] in ("f32", "bf16", "f16") and 1 <= len(e["shape"]) <= rank_max,
           "%s: axes out of range" % e["file"])
    expect(e["kind"] == "ELEMENTWISE" or all(0 <= a < len(e["shape"]) for a in e["axes"]),
           "%s: reduced axes out of range" % e["file"])
# the row ops' axes classes, two blocks of reduced axes (split) among them, in both formats
rows = [e for e in man["files"] if e["op"] and e["kind"] != "ELEMENTWISE"]
expect({e["axes_kind"] for e in rows} == {"last", "nonminor", "multi", "multi_nonminor", "split", "split3"},
       "the row spellings do not vary the reduced axes over every class")
for cls in ("split", "split3"):
    expect({e["fmt"] for e in rows if e["axes_kind"] == cls} == {"hlo", "stablehlo"},
           "the %s axes are not written in both formats" % cls)
# split3: three or four blocks of reduced axes, in each element type, with near misses too
for e in man["files"]:
    if e.get("axes_kind") == "split3":
        ax = sorted(e["axes"])
        expect(sum(1 for i, a in enumerate(ax) if i == 0 or a != ax[i - 1] + 1) >= 3,
               "%s: split3 axes in fewer than three blocks" % e["file"])
expect({e["dt"] for e in rows if e["axes_kind"] == "split3"} == {"f32", "bf16", "f16"},
       "the split3 spellings do not vary the element type")
expect(any(e["op"] is None and e.get("axes_kind") == "split3" for e in man["files"]), "split3 has no near miss")
for axis, values in (("dt", {"f32", "bf16", "f16"}), ("consts", {"bcast", "splat", "chain"}), ("share", {True, False}),
                     ("wrap", {"inline", "call"}), ("prec", {"native", "f32", "acc32"})):
    expect({e[axis] for e in man["files"]} == values, "the set does not vary %s over %s" % (axis, values))

for f in failures:
    print("FAIL " + f)
print("%d files; %s" % (len(names), "ok" if not failures else "%d failures" % len(failures)))
sys.exit(1 if failures else 0)
