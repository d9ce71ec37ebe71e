#!/usr/bin/env python3
"""tools/xlaforms/xlaforms.py: two runs write the same bytes; the manifest names each file
once and each file exists; each entry is a case of a table op of include/recompose/fused.def
or a near miss forbidding such ops, with a reference expression and its parameters; every
text style is used; each near miss forbids the op its reference computes.
Usage: test_xlaforms.py SOURCE_ROOT"""
import json
import os
import re
import sys
import tempfile

root = sys.argv[1]
sys.path.insert(0, os.path.join(root, "tools", "xlaforms"))
import xlaforms  # noqa: E402

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
    a, b = os.path.join(tmp, "a"), os.path.join(tmp, "b")
    xlaforms.generate(a)
    xlaforms.generate(b)
    fa, fb = files_of(a), files_of(b)
expect(fa == fb, "two runs wrote different files")
man = json.loads(fa["manifest.json"])
with open(os.path.join(root, "include", "recompose", "fused.def")) as f:
    table = set(re.findall(r"^RC_FUSED\(\s*(\w+)\s*,", f.read(), re.M))
names = [e["file"] for e in man["files"]]
expect(len(names) == len(set(names)), "a file is listed twice")
expect(set(names) | {"manifest.json"} == set(fa), "the manifest and the folder disagree")
expect(set(man["ops"]) <= table, "the manifest names ops fused.def lacks")
expect({e["style"] for e in man["files"]} == {s[0] for s in xlaforms.STYLES}, "a text style is never used")
for e in man["files"]:
    text = fa[e["file"]].decode()
    expect(text.startswith("HloModule ") and "ENTRY " in text and "ROOT " in text, "%s: no HLO module" % e["file"])
    expect((e["op"] in table) != bool(e["forbid"]), "%s: neither a case of an op nor a near miss" % e["file"])
    expect(all(f in table for f in e["forbid"]), "%s forbids an op the table lacks" % e["file"])
    expect(len(e["params"]) == text.split("ENTRY ")[1].count(" parameter("), "%s: parameters not all listed" % e["file"])
    ops = set(re.findall(r'"(\w+)"', json.dumps(e["ref"])))
    expect(e["op"] is None or e["op"] in ops, "%s: the reference does not compute %s" % (e["file"], e["op"]))
    expect(not e["forbid"] or any(f in ops for f in e["forbid"]), "%s: the reference is none it forbids" % e["file"])
expect(sum(1 for e in man["files"] if e["op"] is None) >= 8, "fewer than 8 near misses")

for f in failures:
    print("FAIL " + f)
print("%d failure(s)" % len(failures))
sys.exit(1 if failures else 0)
