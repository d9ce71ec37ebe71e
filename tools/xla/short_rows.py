#!/usr/bin/env python3
"""Measure, per row op, the row length below which its call loses to XLA's own loop.

Run in the jax environment, from the repository root, with RECOMPOSE_XLA_FFI set:

    short_rows.py [--cols 8,16,32,64,128] [--sizes 2048] [--repeat 15] [--loop 100]
                  [--threads 1,default] [--ops softmax,...]

For each row length C of --cols and each thread mode it runs `bench.py --loop K --cols C`
(each op K times in one program, XLA's loop against the call, alternating for --repeat
rounds) and collects per op the ratio XLA median / call median (> 1: the call is faster).
It prints the ratios as one table and, per op, the measured threshold: the smallest
measured C from which on the call wins (ratio >= 1) at every longer measured C in every
thread mode, 0 where it wins at every C, and one more than the longest C where it never
wins at the longest. Those thresholds are the rows of src/rewrite/min_cols.c (the table
that `opt --min-cols measured` reads): the script prints them in that table's form.
"""
import argparse
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
# The row ops (softmax, the norms, their backward rows and d-scale rows): the ops whose
# call has a row length (--min-cols skips by it).
ROW_OPS = ["softmax", "log_softmax", "layer_norm", "rms_norm", "softmax_grad", "log_softmax_grad",
           "layer_norm_grad", "rms_norm_grad", "layer_norm_grad_scale", "rms_norm_grad_scale"]
LINE = re.compile(r"^(\w+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)")


def run(a, cols, mode):
    """{op: (XLA ms, call ms, ratio, min ratio)} of one bench.py run."""
    cmd = [sys.executable, str(ROOT / "tools/xla/bench.py"), "--repeat", str(a.repeat), "--loop", str(a.loop),
           "--sizes", a.sizes, "--cols", str(cols), "--ops", a.ops, "--threads", mode]
    if a.recompose:
        cmd += ["--recompose", a.recompose]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    got = {}
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            got[m.group(1)] = tuple(float(m.group(i)) for i in range(3, 7))
    return got


def threshold(ratios, cols):
    """The smallest measured C from which on every ratio (all modes) is >= 1."""
    t = cols[-1] + 1
    for c in reversed(cols):
        if all(r.get(c, 0.0) >= 1.0 for r in ratios):
            t = c
        else:
            break
    return 0 if t == cols[0] else t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--recompose", default=None)
    ap.add_argument("--cols", default="8,16,32,64,128")
    ap.add_argument("--sizes", default="2048")
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--loop", type=int, default=100)
    ap.add_argument("--threads", default="1,default")
    ap.add_argument("--ops", default=",".join(ROW_OPS))
    a = ap.parse_args()
    cols = sorted(int(c) for c in a.cols.split(","))
    modes = a.threads.split(",")
    ops = a.ops.split(",")
    res = {}  # (op, mode) -> {cols: ratio}
    for c in cols:
        for mode in modes:
            for op, v in run(a, c, mode).items():
                res.setdefault((op, mode), {})[c] = v[2]
                print("# cols %d threads %s %s: XLA %.4f ms, call %.4f ms, ratio %.2f (min %.2f)"
                      % (c, mode, op, v[0], v[1], v[2], v[3]), flush=True)
    print("\n| op | threads | " + " | ".join("rows of %d" % c for c in cols) + " | threshold |")
    print("|---|---|" + "---|" * len(cols) + "---|")
    th = {}
    for op in ops:
        th[op] = threshold([res.get((op, m), {}) for m in modes], cols)
        for k, m in enumerate(modes):
            r = res.get((op, m), {})
            print("| %s | %s | %s | %s |" % (op if k == 0 else "", m,
                                            " | ".join("%.2f" % r[c] if c in r else "-" for c in cols),
                                            th[op] if k == 0 else ""))
    print("\nsrc/rewrite/min_cols.c rows:")
    for op in ops:
        print('  {RC_FOP_%s, %d},' % (op, th[op]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
