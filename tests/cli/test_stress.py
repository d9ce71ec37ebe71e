#!/usr/bin/env python3
"""The stress case: repeated blocks sharing one computed constant reach the
fixed point in one `recompose opt` run.

tools/dev/gen-opt-corpus.py --stress writes 24 erf-GELU blocks (bf16 -> f32, scaled by ONE
shared rsqrt(2), the +-4 clamped rational erf polynomial, 0.5*x*(1+erf), -> bf16) and
24 softmax blocks sharing one -inf and one 0 init, at 1x128x3072, with the constants
written as stablehlo.constant, arith.constant and sdy.constant, and in HLO. The counts
are the generator's, written by hand. Each variant must give them in one run, with 0
skipped and "rounds" <= 3 (the run is checked, not timed: tools/bench/bench-stress times it).

A variant whose constant op the reader does not model yet (arith.constant and
sdy.constant are the readers' work) is reported as skipped, not failed: a probe
module (an rsqrt of that constant scaling a parameter) shows whether the canonical
view folds it.

Usage: test_stress.py RECOMPOSE SOURCE_ROOT [BLOCKS [SHAPE]]
Prints TAP and '<N> passed, <M> failed'; exits 1 on any failure.
"""
import json
import os
import subprocess
import sys
import tempfile

RC, ROOT = os.path.abspath(sys.argv[1]), sys.argv[2]
BLOCKS = sys.argv[3] if len(sys.argv) > 3 else "24"
SHAPE = sys.argv[4] if len(sys.argv) > 4 else "1,128,3072"
results = []


def run(*args):
    p = subprocess.run([RC, *args], capture_output=True, timeout=600)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def reader_folds(tmp, const_op):
    """Whether the canonical view folds rsqrt(c) for a constant c spelled const_op."""
    path = os.path.join(tmp, "probe_%s.mlir" % const_op.split(".")[0])
    with open(path, "w") as f:
        f.write("module @probe {\n"
                "  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {\n"
                "    %0 = " + const_op + " dense<2.000000e+00> : tensor<f32>\n"
                "    %1 = stablehlo.rsqrt %0 : tensor<f32>\n"
                "    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
                "    %3 = stablehlo.multiply %arg0, %2 : tensor<4xf32>\n"
                "    return %3 : tensor<4xf32>\n"
                "  }\n}\n")
    code, out, _ = run("opt", "--canonicalize-only", path)
    return code == 0 and "rsqrt" not in out


tmp = tempfile.mkdtemp(prefix="rc-stress-")
gen = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "dev", "gen-opt-corpus.py"), "--stress", tmp, BLOCKS, SHAPE],
                     capture_output=True)
tag = "x".join(SHAPE.split(","))
spec_path = os.path.join(tmp, "stress_%s.counts.json" % tag)
if gen.returncode != 0 or not os.path.exists(spec_path):
    print("not ok 1 - gen-opt-corpus.py --stress\n# " + gen.stderr.decode("utf-8", "replace"))
    sys.exit(1)
spec = json.load(open(spec_path))
variants = [("stablehlo", "stablehlo.constant", ".mlir"), ("arith", "arith.constant", ".mlir"),
            ("sdy", "sdy.constant", ".mlir"), ("hlo", None, ".hlo")]
n = 0
failed = 0
for name, const_op, ext in variants:
    n += 1
    path = os.path.join(tmp, "stress_%s_%s%s" % (name, tag, ext))
    label = "%s: %s blocks of each at %s in one run" % (os.path.basename(path), BLOCKS, tag)
    if const_op and const_op != "stablehlo.constant" and not reader_folds(tmp, const_op):
        print("ok %d - %s # SKIP the reader keeps %s opaque" % (n, label, const_op))
        continue
    rep = os.path.join(tmp, "r_%s.json" % name)
    code, _, err = run("opt", "-o", os.devnull, "--report", rep, path)
    why = []
    if code != 0:
        why.append("exit %d: %s" % (code, err.strip()[:400]))
    else:
        r = json.load(open(rep))
        if r["counts"] != spec["counts"]:
            why.append("counts %s, expected %s" % (r["counts"], spec["counts"]))
        if len(r["skipped"]) != spec["skipped"]:
            why.append("%d skipped, expected %d: %s" % (len(r["skipped"]), spec["skipped"], r["skipped"][:3]))
        if r.get("rounds", 99) > spec["max_rounds"]:
            why.append("%s rounds, expected <= %d" % (r.get("rounds"), spec["max_rounds"]))
        if "without a fixed point" in err:
            why.append(err.strip()[:400])
    if why:
        failed += 1
        print("not ok %d - %s" % (n, label))
        for w in why:
            print("# " + w)
    else:
        print("ok %d - %s" % (n, label))
print("1..%d" % n)
print("%d passed, %d failed" % (n - failed, failed))
sys.exit(1 if failed else 0)
