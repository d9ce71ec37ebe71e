#!/usr/bin/env python3
"""`recompose run`, `verify` and `bench` end to end on corpus graphs and the
hand-optimized files in tests/exec/data: exit codes, diagnostics, .npy in and
out (written and parsed here with struct, no numpy), check.* calls.

Usage: test_exec_cli.py RECOMPOSE SOURCE_ROOT
Prints TAP; exits 1 on any failure.
"""
import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile

RC, ROOT = sys.argv[1], sys.argv[2]
DATA = os.path.join(ROOT, "tests", "exec", "data")
CORPUS = os.path.join(ROOT, "corpus", "hlo")
results = []
tmp = tempfile.mkdtemp(prefix="rc-exec-")


def run(*args):
    p = subprocess.run([RC, *args], capture_output=True, timeout=120)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def npy(path, descr, shape, payload, version=1, header=None):
    if header is None:
        dims = "".join(f"{d}," if len(shape) == 1 else f"{d}, " for d in shape).rstrip(" ")
        if len(shape) > 1:
            dims = dims.rstrip(",")
        header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (descr, dims)
    h = header.encode() + b" "
    pad = (64 - (10 + len(h) + 1) % 64) % 64
    h = h + b" " * pad + b"\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY" + bytes([version, 0]) + struct.pack("<H", len(h)) + h + payload)
    return path


def read_npy(path):
    with open(path, "rb") as f:
        b = f.read()
    assert b[:6] == b"\x93NUMPY", "magic"
    hl = struct.unpack("<H", b[8:10])[0]
    header = b[10:10 + hl].decode()
    hd = eval(header)  # a Python dict literal by definition of the format
    return hd, b[10 + hl:]


gelu = os.path.join(CORPUS, "jax_gelu_erf.hlo")
ln = os.path.join(CORPUS, "layer_norm.hlo")

# run: random inputs, summary line
code, out, err = run("run", gelu)
check("run on a corpus graph exits 0", code == 0, err)
check("run prints shape and stats", out.startswith("output0: f32[2,64] min ") and "checksum" in out, out)
code2, out2, _ = run("run", gelu, "--seed", "0")
check("run is deterministic for a seed", out == out2, out2)
code3, out3, _ = run("run", gelu, "--seed", "7")
check("another seed gives other values", code3 == 0 and out3 != out, out3)

# run: .npy input and output
xs = [(-3.0 + 6.0 * i / 127) for i in range(128)]
inp = npy(os.path.join(tmp, "x.npy"), "<f4", (2, 64), struct.pack("<128f", *xs))
outdir = os.path.join(tmp, "out")
code, out, err = run("run", gelu, "--input", "Arg_0.1=" + inp, "--output-dir", outdir)
check("run with --input and --output-dir exits 0", code == 0, err)
try:
    hd, payload = read_npy(os.path.join(outdir, "output0.npy"))
    ys = struct.unpack("<128f", payload)
    ok = hd["descr"] == "<f4" and hd["shape"] == (2, 64) and not hd["fortran_order"]
    worst = max(abs(y - 0.5 * x * (1 + math.erf(x / math.sqrt(2)))) for x, y in zip(xs, ys))
    check("output .npy has the result's dtype and shape", ok, str(hd))
    check("output values are GELU(x) of the given input", worst < 2e-6, f"max error {worst}")
except Exception as e:  # noqa: BLE001
    check("output .npy readable", False, repr(e))
code, out_idx, err = run("run", gelu, "--input", "0=" + inp)
check("an input may be named by its index", code == 0, err)

# bf16 input as ml_dtypes saves it ('<V2')
bf = os.path.join(CORPUS, "bf16_gelu_converts.hlo")
code, out, err = run("run", bf)
if code == 0:
    first = out.split()[1]  # e.g. bf16[4,256]
    n = 1
    for d in first[first.index("[") + 1:-1].split(","):
        n *= int(d)
    raw = b"".join(struct.pack("<f", 1.0)[2:] for _ in range(n))
    p = npy(os.path.join(tmp, "bf.npy"), "<V2", tuple(int(d) for d in first[first.index("[") + 1:-1].split(",")), raw)
    code, out, err = run("run", bf, "--input", "0=" + p)
    check("bf16 input from a '<V2' .npy", code == 0, err)
else:
    check("bf16 corpus graph runs", False, err)

# malformed and mismatched inputs
bad = os.path.join(tmp, "bad.npy")
with open(bad, "wb") as f:
    f.write(b"not an npy file at all")
code, out, err = run("run", gelu, "--input", "Arg_0.1=" + bad)
check("malformed .npy exits 1", code == 1, err)
check("malformed .npy names the file", bad + ": error: malformed .npy file" in err, err)
short = npy(os.path.join(tmp, "short.npy"), "<f4", (2, 64), struct.pack("<10f", *range(10)))
code, out, err = run("run", gelu, "--input", "Arg_0.1=" + short)
check("truncated .npy exits 1", code == 1 and "the shape needs 512" in err, err)
wrong = npy(os.path.join(tmp, "wrong.npy"), "<f4", (3,), struct.pack("<3f", 1, 2, 3))
code, out, err = run("run", gelu, "--input", "Arg_0.1=" + wrong)
check("shape mismatch exits 1 and names both types", code == 1 and "f32[3]" in err and "f32[2,64]" in err, err)
wrongt = npy(os.path.join(tmp, "wrongt.npy"), "<i4", (2, 64), struct.pack("<128i", *range(128)))
code, out, err = run("run", gelu, "--input", "Arg_0.1=" + wrongt)
check("dtype mismatch exits 1", code == 1 and "s32[2,64]" in err, err)
code, out, err = run("run", gelu, "--input", "nosuch=" + inp)
check("unknown input name is a usage error (2)", code == 2 and "Arg_0.1" in err, err)
code, out, err = run("run", gelu, "--input", "oops")
check("--input without '=' is a usage error (2)", code == 2, err)
code, out, err = run("run")
check("run without FILE is a usage error (2)", code == 2, err)

# ops the executor cannot run: a located error, exit 1
code, out, err = run("run", os.path.join(CORPUS, "while_conditional.hlo"))
check("unsupported op exits 1", code == 1, err)
check("unsupported op error is FILE:LINE:COL and names the op",
      "while_conditional.hlo:" in err and "error: cannot execute 'while'" in err, err)
code, out, err = run("run", os.path.join(CORPUS, "custom_calls.hlo"))
check("unknown custom call exits 1 with its target", code == 1 and "unknown custom call target" in err, err)

# check.* calls
code, out, err = run("run", os.path.join(DATA, "checks.hlo"))
check("a failing check makes run exit 1", code == 1, out + err)
check("the failed check is named with its location",
      "checks.hlo:10:3: error: check failed: check.expect_almost_eq" in err and "1 passed, 1 failed" in out, out + err)

# verify
code, out, err = run("verify", gelu, os.path.join(DATA, "gelu_erf.opt.hlo"))
check("verify: GELU vs fused gelu_erf is equivalent (0)", code == 0 and "equivalent" in out, out + err)
code, out, err = run("verify", gelu, os.path.join(DATA, "gelu_erf.wrong.hlo"))
check("verify: GELU vs fused silu is refused (1)", code == 1 and "NOT equivalent" in out, out + err)
code, out, err = run("verify", ln, os.path.join(DATA, "layer_norm.opt.hlo"), "--samples", "2")
check("verify: layer norm vs fused layer_norm is equivalent", code == 0, out + err)
# Where the original is the inexact side, outputs over tolerance are judged against the original
# evaluated in f64: an f16 layer norm over axis 1 overflows ((x - mean)^2 > 65504) at the large
# special inputs and gives the bias there, the kernel the normalized value; a GPT-2 block carries
# last-bit differences through its dots. Wrong constants or operands are still refused.
ln16 = os.path.join(ROOT, "corpus", "opt", "layer_norm_axis1_scale_bias_f16.hlo")
ln16_out = open(os.path.join(ROOT, "corpus", "opt", "layer_norm_axis1_scale_bias_f16.out.hlo")).read()
code, out, err = run("verify", ln16, os.path.join(ROOT, "corpus", "opt", "layer_norm_axis1_scale_bias_f16.out.hlo"))
check("verify: f16 layer norm over axis 1 is equivalent against the f64 original (0)",
      code == 0 and "against the original in f64" in out and "equivalent" in out, out + err)
for what, bad in (("eps 1.0", ln16_out.replace("eps = 1.00135803e-05", "eps = 1.0")),
                  ("scale and bias swapped", ln16_out.replace("(Arg_0.1, Arg_1.2, Arg_2.3)", "(Arg_0.1, Arg_2.3, Arg_1.2)"))):
    wrong = os.path.join(tmp, "ln16_wrong.hlo")
    open(wrong, "w").write(bad)
    code, out, err = run("verify", ln16, wrong)
    check("verify: f16 layer norm with %s is refused (1)" % what, bad != ln16_out and code == 1 and
          "NOT equivalent" in out and "farther than the original" in out, out + err)
# The precise reference (src/exec/accuracy.h): both errors against the original in f64 are printed;
# a rewrite that is more accurate than an original whose constants were written at low precision
# (1/6 as 0.166667, 1/sqrt 2 as 0.70703125 or 0.7071) passes within the written precision of
# those constants, and a wrong op or a near miss written precisely still fails.
OPT = os.path.join(ROOT, "corpus", "opt")
for name in ("layer_norm_six_digit_reciprocal", "gelu_erf_bf16_rounded_constant", "gelu_erf_four_digit_constant"):
    for ext in ("hlo", "mlir"):
        orig, opt = os.path.join(OPT, name + "." + ext), os.path.join(OPT, name + ".out." + ext)
        code, out, err = run("verify", orig, opt)
        check("verify: %s.%s passes against the precise reference (0)" % (name, ext),
              code == 0 and "error against the original in f64: original " in out and ", optimized " in out
              and "equivalent" in out, out + err)
        if name == "layer_norm_six_digit_reciprocal":
            check("verify: %s.%s passes only given the constant's written precision" % (name, ext),
                  "within the written precision of its constants" in out, out)
# XLA's erf polynomial under a GELU (f32): on finite inputs, including the polynomial's clamped
# tail (|x| > 5.3), the original and the fused GELU are both within 2 ULPs of the precise
# reference and verify passes. (With the default samples it fails at x = -inf only: the
# polynomial gives -inf, the fused GELU NaN, and special values keep their rules.)
xs = [(-8.0 + 16.0 * ((i * 2654435761) % 1024) / 1024) for i in range(1024)]
fin = npy(os.path.join(tmp, "gelu_x.npy"), "<f4", (4, 256), struct.pack("<1024f", *xs))
for ext in ("hlo", "mlir"):
    orig = os.path.join(OPT, "gelu_erf_xla_polynomial." + ext)
    code, out, err = run("verify", orig, os.path.join(OPT, "gelu_erf_xla_polynomial.out." + ext), "--input", "0=" + fin)
    m = re.search(r"error against the original in f64: original ([0-9.e+-]+) ULP, optimized ([0-9.e+-]+) ULP", out)
    check("verify: XLA's erf-polynomial GELU (%s) on finite inputs passes, both within 2 ULPs of the reference" % ext,
          code == 0 and m and float(m.group(1)) <= 2 and float(m.group(2)) <= 2, out + err)
def edited(src, old, new, name):
    text = open(src).read()
    path = os.path.join(tmp, name)
    open(path, "w").write(text.replace(old, new))
    return path, old in text
for what, orig, src, old, new in (
        ("gelu_tanh for gelu_erf (1/sqrt 2 as 0.70703125)", "gelu_erf_bf16_rounded_constant", "gelu_erf_bf16_rounded_constant",
         "recompose.gelu_erf", "recompose.gelu_tanh"),
        ("gelu_tanh for gelu_erf (1/sqrt 2 as 0.7071)", "gelu_erf_four_digit_constant", "gelu_erf_four_digit_constant",
         "recompose.gelu_erf", "recompose.gelu_tanh"),
        ("sigmoid for silu", "silu_torch_logistic", "silu_torch_logistic", "recompose.silu", "recompose.sigmoid"),
        ("rms_norm for layer_norm (1/6 as 0.166667)", "layer_norm_six_digit_reciprocal", "layer_norm_six_digit_reciprocal",
         "recompose.layer_norm", "recompose.rms_norm"),
        ("eps 1e-3 (1/6 as 0.166667)", "layer_norm_six_digit_reciprocal", "layer_norm_six_digit_reciprocal",
         "eps = 9.99999975e-06", "eps = 1.0e-03"),
        ("a GELU for a constant written precisely 2e-4 off (0.70696)", "gelu_erf_near_constant",
         "gelu_erf_four_digit_constant", "", "")):
    wrong, found = edited(os.path.join(OPT, src + ".out.hlo"), old, new, "wrong.hlo")
    code, out, err = run("verify", os.path.join(OPT, orig + ".hlo"), wrong)
    check("verify: %s is refused (1)" % what, found and code == 1 and "NOT equivalent" in out
          and "error against the original in f64" in out, out + err)
# An original that cannot be widened (bitcast-convert of floats) keeps the strict judgement.
bc = os.path.join(tmp, "bitcast.hlo")
open(bc, "w").write("HloModule a\n\nENTRY main {\n  p = f32[64]{0} parameter(0)\n  b = s32[64]{0} bitcast-convert(p)\n"
                    "  c = f32[64]{0} bitcast-convert(b)\n  ROOT r = f32[64]{0} exponential(c)\n}\n")
bc2 = os.path.join(tmp, "bitcast_wrong.hlo")
open(bc2, "w").write("HloModule a\n\nENTRY main {\n  p = f32[64]{0} parameter(0)\n  e = f32[64]{0} exponential(p)\n"
                     "  k = f32[] constant(1.01)\n  kb = f32[64]{0} broadcast(k), dimensions={}\n"
                     "  ROOT r = f32[64]{0} multiply(e, kb)\n}\n")
code, out, err = run("verify", bc, bc2)
check("verify: without an f64 reference a wrong module is refused (1)",
      code == 1 and "the original could not be evaluated in f64" in out and not err, out + err)
gpt2 = os.path.join(ROOT, "corpus", "real", "jax", "gpt2_block.f32.hlo")
if os.path.exists(gpt2):
    gopt = os.path.join(tmp, "gpt2_opt.hlo")
    code, out, err = run("opt", gpt2, "-o", gopt)
    code, out, err = run("verify", gpt2, gopt)
    check("verify: optimized GPT-2 block is equivalent (0)", code == 0 and "equivalent" in out, out + err)
    text = open(gopt).read()
    k = text.find("eps = ")
    wrong = os.path.join(tmp, "gpt2_wrong.hlo")
    open(wrong, "w").write(text[:k] + "eps = 1.0e-03" + text[text.find(" :", k):])
    code, out, err = run("verify", gpt2, wrong)
    check("verify: GPT-2 block with a layer norm eps of 1e-3 is refused (1)",
          k >= 0 and code == 1 and "NOT equivalent" in out, out + err)
code, out, err = run("verify", gelu, ln)
check("verify: modules with different inputs exit 1", code == 1, err)
code, out, err = run("verify", gelu, gelu, "--max-ulp", "0")
check("verify: a module against itself is exact", code == 0 and "max 0 ULP" in out, out + err)
# Ops the interpreter cannot run are listed up front, all of them in one message per module, and
# nothing runs (no per-op "cannot execute" diagnostic, no output lines); bad input: exit 1.
unsup = os.path.join(DATA, "unsupported_ops.hlo")
code, out, err = run("verify", unsup, unsup)
want = ("%s: error: cannot verify: the interpreter does not execute convolution (lines 7, 10), gather (line 12), "
        "custom-call 'my_activation' (line 13)" % unsup)
check("verify: convolution, gather and an unknown custom call are listed up front (1)",
      code == 1 and err.splitlines() == [want, want] and out == "" and "cannot execute" not in err, out + err)
code, out, err = run("verify", gelu, unsup)
check("verify: the optimized module's unrunnable ops are listed too", code == 1 and
      "cannot verify: the interpreter does not execute convolution" in err and err.startswith(unsup), err)

# bench
code, out, err = run("bench", gelu, "--optimized", os.path.join(DATA, "gelu_erf.opt.hlo"), "--repeat", "2", "--json")
try:
    d = json.loads(out)
    check("bench --json has both profiles and a speedup",
          code == 0 and d["speedup"] > 0 and d["original"]["ops"] and d["optimized"]["ops"], out)
    check("bench times each op kind", any(o["op"] == "erf" for o in d["original"]["ops"]), out)
except Exception as e:  # noqa: BLE001
    check("bench --json is JSON", False, out + err + repr(e))
code, out, err = run("bench", gelu, "--optimized", os.path.join(DATA, "gelu_erf.opt.hlo"), "--repeat", "1")
check("bench prints a speedup", code == 0 and "speedup:" in out, out + err)
code, out, err = run("bench", gelu, "--optimized", os.path.join(DATA, "gelu_erf.opt.hlo"), "--repeat", "1",
                     "--threads", "2")
check("bench --threads 2 runs both graphs on 2 threads", code == 0 and "speedup:" in out and "2 threads" in out,
      out + err)
for bad in ("0", "-1"):
    code, out, err = run("bench", gelu, "--threads", bad)
    check(f"bench --threads {bad} is a usage error", code == 2 and "--threads" in err, out + err)

# run --threads: the same bits on 1 and 3 threads, on the corpus GELU and its fused form
# grown to 301 x 331 (above the 64 Ki-element split threshold, odd sizes).
big = {}
for name, path in (("decomposed", gelu), ("fused", os.path.join(DATA, "gelu_erf.opt.hlo"))):
    big[name] = os.path.join(tmp, f"gelu_big_{name}.hlo")
    with open(big[name], "w") as f:
        f.write(open(path).read().replace("f32[2,64]", "f32[301,331]").replace("n=128", "n=99631"))
    res = {}
    for t in ("1", "3"):
        odir = os.path.join(tmp, f"big_{name}_{t}")
        code, out, err = run("run", big[name], "--threads", t, "--output-dir", odir)
        res[t] = (code, open(os.path.join(odir, "output0.npy"), "rb").read() if code == 0 else b"")
    check(f"run --threads 3 gives the bits of --threads 1 ({name} gelu, 301x331)",
          res["1"][0] == 0 and res["3"][0] == 0 and len(res["1"][1]) > 99631 * 4 and res["1"][1] == res["3"][1],
          repr((res["1"][0], res["3"][0])))
code, out, err = run("run", gelu, "--threads", "0")
check("run --threads 0 is a usage error", code == 2 and "--threads" in err, out + err)

# With the highering pass linked: a wrong pattern is refused by verification, and a
# self-checking StableHLO test program still passes after `recompose opt`. Skipped while
# opt makes no rewrites at all (the placeholder highering API).
skips = []
rep = os.path.join(tmp, "wrong.json")
outw = os.path.join(tmp, "wrong.hlo")
code, out, err = run("opt", "--no-builtin-patterns", "-p", os.path.join(DATA, "wrong_quick_gelu.rcp"),
                     os.path.join(DATA, "quick_gelu_1_5.hlo"), "-o", outw, "--report", rep)
code2, _, _ = run("opt", "--no-verify", "--no-builtin-patterns", "-p", os.path.join(DATA, "wrong_quick_gelu.rcp"),
                  os.path.join(DATA, "quick_gelu_1_5.hlo"), "-o", os.path.join(tmp, "wrong_nv.hlo"))
live = code2 == 0 and "recompose.quick_gelu" in open(os.path.join(tmp, "wrong_nv.hlo")).read()
if live:
    d = json.load(open(rep))
    check("opt refuses a pattern with a wrong constant (verification)",
          code == 0 and not d["rewrites"] and d["skipped"] and "verification failed" in d["skipped"][0]["reason"], d)
    check("the refused rewrite leaves the program unchanged", "recompose." not in open(outw).read())
    code, out, err = run("verify", os.path.join(DATA, "quick_gelu_1_5.hlo"), os.path.join(tmp, "wrong_nv.hlo"))
    check("verify catches the same wrong rewrite made with --no-verify", code == 1, out + err)
    prog = os.path.join(ROOT, "corpus", "stablehlo", "testcase_calls.mlir")
    if os.path.exists(prog):
        code, out, err = run("run", prog)
        check("self-checking program passes before opt", code == 0 and "1 passed, 0 failed" in out, out + err)
        optp = os.path.join(tmp, "testcase_opt.mlir")
        run("opt", prog, "-o", optp)
        code, out, err = run("run", optp)
        check("... and after opt", code == 0 and "1 passed, 0 failed" in out and "recompose." in open(optp).read(),
              out + err)
else:
    skips.append("highering pass not linked (opt makes no rewrites): wrong-pattern and opt round-trip checks")

failed = 0
print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        failed += 1
        for line in str(detail).splitlines()[:12]:
            print(f"#   {line}")
for sk in skips:
    print(f"# SKIP {sk}")
print(f"# {len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
