#!/usr/bin/env python3
"""Valgrind memcheck over the CLI: `recompose opt` (full pipeline, report and
dot included) on every corpus input must run with no memory error and no
definite leak. Usage: test_valgrind.py VALGRIND RECOMPOSE SOURCE_ROOT"""
import os
import subprocess
import sys
import tempfile

VG, RC, ROOT = sys.argv[1:4]
RC = os.path.abspath(RC)
cases = []
for fmt in ("hlo", "stablehlo"):
    d = os.path.join(ROOT, "corpus", fmt)
    if os.path.isdir(d):
        cases += sorted(os.path.join(d, f) for f in os.listdir(d)
                        if (f.endswith(".hlo") or f.endswith(".mlir")) and ".out." not in f and ".print." not in f)
tmp = tempfile.mkdtemp(prefix="rc-vg-")
failed = 0
for i, c in enumerate(cases, 1):
    cmd = [VG, "--quiet", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=definite",
           RC, "opt", "-o", os.devnull, "--report", os.path.join(tmp, "r.json"), "--dot", os.path.join(tmp, "g.dot"), c]
    p = subprocess.run(cmd, capture_output=True, timeout=600)
    ok = p.returncode == 0
    print(f"{'ok' if ok else 'not ok'} {i} - memcheck {os.path.relpath(c, ROOT)}")
    if not ok:
        failed += 1
        for line in p.stderr.decode("utf-8", "replace").splitlines()[:30]:
            print("#   " + line)
print(f"1..{len(cases)}")
print(f"{len(cases) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
