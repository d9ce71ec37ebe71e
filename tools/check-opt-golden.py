#!/usr/bin/env python3
"""Golden test of `recompose opt` over corpus/opt: for every <case>.hlo (and
<case>.mlir) checks the rewrite counts and number of skips declared in
<case>.counts.json, and the printed output against <case>.out.<ext>.
Also checks that the output is a fixed point (optimizing it again changes
nothing). TAP output; exit 1 on any failure.
Usage: check-opt-golden.py RECOMPOSE CORPUS_DIR [--update]"""
import glob
import json
import os
import subprocess
import sys
import tempfile


def run(exe, flags, path, report):
    p = subprocess.run([exe, "opt", *flags, "--report", report, path], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def main():
    exe, corpus = sys.argv[1], sys.argv[2]
    update = "--update" in sys.argv[3:]
    cases = sorted(glob.glob(os.path.join(corpus, "*.hlo")) + glob.glob(os.path.join(corpus, "*.mlir")))
    cases = [c for c in cases if ".out." not in os.path.basename(c)]
    print("1..%d" % len(cases))
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        rep = os.path.join(tmp, "r.json")
        for i, case in enumerate(cases, 1):
            base, ext = os.path.splitext(case)
            name = os.path.basename(base)
            with open(base + ".counts.json") as f:
                want = json.load(f)
            rc, out, err = run(exe, want.get("flags", []), case, rep)
            why = []
            if rc != 0:
                if "reader is not built" in err:
                    print("ok %d - %s # SKIP %s" % (i, name, err.strip().splitlines()[-1]))
                    continue
                why.append("exit %d: %s" % (rc, err.strip()[-300:]))
            else:
                with open(rep) as f:
                    got = json.load(f)
                counts = {k: v for k, v in got.get("counts", {}).items() if v}
                if counts != want["counts"]:
                    why.append("counts %s, want %s" % (counts, want["counts"]))
                if len(got.get("skipped", [])) != want.get("skipped", 0):
                    why.append("skipped %s, want %d" % ([s.get("reason") for s in got.get("skipped", [])],
                                                        want.get("skipped", 0)))
                gold = base + ".out" + ext
                if update:
                    with open(gold, "w") as f:
                        f.write(out)
                elif not os.path.exists(gold):
                    why.append("no golden %s" % gold)
                else:
                    with open(gold) as f:
                        if f.read() != out:
                            why.append("output differs from %s" % gold)
                again = os.path.join(tmp, "again" + ext)
                with open(again, "w") as f:
                    f.write(out)
                rc2, out2, err2 = run(exe, want.get("flags", []), again, os.path.join(tmp, "r2.json"))
                if rc2 != 0 or out2 != out:
                    why.append("not a fixed point (second run %s)" % ("exit %d" % rc2 if rc2 else "changed the output"))
            if why:
                failed += 1
                print("not ok %d - %s" % (i, name))
                for w in why:
                    print("#   " + w)
            else:
                print("ok %d - %s" % (i, name))
    print("# %d passed, %d failed" % (len(cases) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
