#!/usr/bin/env python3
"""tools/formgen/formgen.py: two runs write the same bytes; the manifest names each file
once and each file exists; every form holds the substrings it asks recompose to keep;
both formats have forms, and every form's op is a row of include/recompose/fused.def.
Usage: test_formgen.py SOURCE_ROOT"""
import json
import os
import re
import sys
import tempfile

root = sys.argv[1]
sys.path.insert(0, os.path.join(root, "tools", "formgen"))
import formgen  # noqa: E402

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


with open(os.path.join(root, "include", "recompose", "fused.def")) as f:
    table = set(re.findall(r"^RC_FUSED\(\s*(\w+)\s*,", f.read(), re.M))
with tempfile.TemporaryDirectory() as tmp:
    a, b = os.path.join(tmp, "a"), os.path.join(tmp, "b")
    formgen.generate(a)
    formgen.generate(b)
    fa, fb = files_of(a), files_of(b)
    expect(fa == fb, "two runs wrote different files")
    man = json.loads(fa["manifest.json"])
    names = [e["file"] for e in man["files"]]
    expect(len(names) == len(set(names)), "a file named twice in the manifest")
    expect(set(names) | {"manifest.json"} == set(fa), "the manifest and the folder disagree")
    for e in man["files"]:
        text = fa.get(e["file"], b"").decode()
        for k in e["keep"]:
            expect(k in text, "%s: keeps %r, which it does not hold" % (e["file"], k))
        expect(e["op"] is None or e["op"] in table, "%s: op %s is not a fused.def row" % (e["file"], e["op"]))
    for fmt in ("hlo", "stablehlo"):
        expect(sum(e["fmt"] == fmt for e in man["files"]) >= 20, "fewer than 20 %s forms" % fmt)
for f in failures:
    print("FAIL " + f)
print("formgen: %d checks failed" % len(failures) if failures else "formgen: ok")
sys.exit(1 if failures else 0)
