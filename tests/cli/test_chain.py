#!/usr/bin/env python3
"""Long elementwise chains: `recompose opt` on chains of 400,000 ops on one parameter finishes
and writes the chain back (checked, not timed; tools/bench/bench-chain times them). The forms
are bench-chain's (it writes them): an add chain (every node of one associative chain: the
matcher's kid mask walked the rest of it from every node, 400k ops took 69 s), add/multiply/tanh
in turn, and the add chain over a rank-0 parameter's broadcast (the runtime-scalar search asked
every root about each of the broadcast's 400,000 readers).

Usage: test_chain.py RECOMPOSE SOURCE_ROOT [OPS]
Prints TAP and '<N> passed, <M> failed'; exits 1 on any failure."""
import os
import re
import subprocess
import sys
import tempfile

RC, ROOT = os.path.abspath(sys.argv[1]), sys.argv[2]
OPS = int(sys.argv[3]) if len(sys.argv) > 3 else 400000
FORMS = ("add", "mixed", "scalar")


def main():
    results = []
    with tempfile.TemporaryDirectory(prefix="recompose-chain.") as d:
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bench", "bench-chain"), "--write", d,
                        "--sizes", str(OPS), "--forms", ",".join(FORMS)], check=True)
        for form in FORMS:
            src = os.path.join(d, "chain_%s_%d.hlo" % (form, OPS))
            out = os.path.join(d, "out.hlo")
            r = subprocess.run([RC, "opt", src, "-o", out], capture_output=True, text=True, timeout=600)
            why = "exit %d: %s" % (r.returncode, r.stderr[-300:]) if r.returncode else ""
            if not why:
                with open(out) as f:
                    text = f.read()
                n = len(re.findall(r"^\s*(?:ROOT )?a\d+ = ", text, re.M))
                if "ROOT a%d " % (OPS - 1) not in text or n != OPS:
                    why = "the output holds %d of the chain's %d ops" % (n, OPS)
            results.append((not why, "%s chain of %d ops %s" % (form, OPS, why or "written back")))
    print("1..%d" % len(results))
    for i, (ok, what) in enumerate(results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    failed = sum(not ok for ok, _ in results)
    print("%d passed, %d failed" % (len(results) - failed, failed))
    sys.exit(1 if failed else 0)


main()
