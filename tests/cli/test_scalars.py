#!/usr/bin/env python3
"""Guarded specialization (src/rewrite/scalars.c): a region that reads runtime scalars is
raised under a conditional on their values. `recompose verify` runs the optimized golden
outputs (corpus/opt/*scalar_params*.out.hlo, the StableHLO ones' stablehlo.if too) with the scalars bound (-i NAME=FILE):
  - at the values the guard compares with, the true branch (the fused call) runs: the
    outputs are equivalent to the original's, and not bit-identical (the kernel rounds
    differently from the decomposed region);
  - at any other value (one ULP off, or random draws), the false branch (the original
    region, verbatim) runs: bit-identical outputs, which verify finds equally far from the
    original evaluated in f64.
Usage: test_scalars.py RECOMPOSE SOURCE_ROOT"""
import os
import re
import struct
import subprocess
import sys
import tempfile

RC, ROOT = sys.argv[1:3]
OPT = os.path.join(ROOT, "corpus", "opt")
# case (.hlo unless named) -> {parameter name: the value its guard compares with (f32)}
CASES = {
    "gelu_erf_scalar_params": {"Arg_1.2": 0.5, "Arg_2.3": 2 ** 0.5},
    "gelu_erf_scalar_params_shared": {"Arg_1.2": 0.5, "Arg_2.3": 2 ** 0.5},
    "gelu_erf_scalar_params_two_layers": {"Arg_1.2": 0.5, "Arg_2.3": 2 ** 0.5},
    "gelu_tanh_scalar_params": {"Arg_1.2": (2 / 3.141592653589793) ** 0.5, "Arg_2.3": 0.044715, "Arg_3.4": 0.5},
    "gelu_erf_scalar_params.mlir": {"arg1": 0.5, "arg2": 2 ** 0.5},
    "gelu_tanh_scalar_params_torch_xla.mlir": {"arg1": (2 / 3.141592653589793) ** 0.5, "arg2": 0.044715, "arg3": 0.5},
    # a training step: the forward and its backward, two guards under the same values (the
    # backward's own: 2/sqrt(pi) for erf', 3 for d(x^3))
    "gelu_erf_scalar_params_train": {"Arg_1.2": 0.5, "Arg_2.3": 2 ** 0.5, "Arg_4.21": 2 / 3.141592653589793 ** 0.5},
    "gelu_tanh_scalar_params_train": {"Arg_1.2": (2 / 3.141592653589793) ** 0.5, "Arg_2.3": 0.044715,
                                      "Arg_3.4": 0.5, "Arg_5.32": 3.0},
    # the backward's partial dy*(1 + erf)*0.5 returned too: a guard of two roots (in StableHLO an if
    # of two results)
    "gelu_erf_scalar_params_train_two_roots": {"Arg_1.2": 0.5, "Arg_2.3": 2 ** 0.5, "Arg_4.21": 2 / 3.141592653589793 ** 0.5},
    # StableHLO: the two guards are two stablehlo.ifs
    "gelu_erf_scalar_params_train.mlir": {"arg1": 0.5, "arg2": 2 ** 0.5, "arg4": 2 / 3.141592653589793 ** 0.5},
    "gelu_erf_scalar_params_train_two_roots.mlir": {"arg1": 0.5, "arg2": 2 ** 0.5, "arg4": 2 / 3.141592653589793 ** 0.5},
    "gelu_tanh_scalar_params_train.mlir": {"arg1": (2 / 3.141592653589793) ** 0.5, "arg2": 0.044715, "arg3": 0.5,
                                           "arg5": 3.0},
}


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def next_up(v):
    return struct.unpack("<f", struct.pack("<I", struct.unpack("<I", struct.pack("<f", v))[0] + 1))[0]


def npy(path, v):
    """A rank-0 float32 .npy file (format version 1.0) holding v."""
    head = "{'descr': '<f4', 'fortran_order': False, 'shape': (), }"
    head += " " * (63 - (10 + len(head)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(head)) + head.encode() + struct.pack("<f", v))


def verify(case, bound, tmp):
    args = [RC, "verify", "-n", "2"]
    for i, (name, v) in enumerate(bound.items()):
        p = os.path.join(tmp, "%s.%d.npy" % (case, i))
        npy(p, v)
        args += ["-i", "%s=%s" % (name, p)]
    stem, ext = (case[:-5], ".mlir") if case.endswith(".mlir") else (case, ".hlo")
    args += [os.path.join(OPT, stem + ext), os.path.join(OPT, stem + ".out" + ext)]
    r = subprocess.run(args, capture_output=True, text=True)
    ulps = [float(u) for u in re.findall(r"max ([0-9.e+]+) ULP", r.stdout)]
    return r.returncode, ulps, r.stdout + r.stderr


def nan_only(case, out):
    """A training step's backward at x = +-inf: the decomposed derivative multiplies x by
    exp(-x^2) = 0 (NaN), the kernel gives the limit. verify's inputs hold such specials; the only
    failures allowed there are outputs whose mismatches are such points (the original NaN)."""
    failed = [l for l in out.splitlines() if "FAILED" in l]
    return "_train" in case and failed and all(
        "NaN/inf mismatches" in l and ("original -nan" in l or "original nan" in l) for l in failed)


def long_chain(tmp):
    """A chain a_i = a_(i-1) + broadcast(p) of 8000 ops reading one rank-0 parameter, run under a
    128 KiB stack: the region walk neither recurses once per op nor walks the chain from every
    root (a recursion 8000 deep overflowed such a stack)."""
    import resource
    lines = ["HloModule chain, entry_computation_layout={(f32[8]{0}, f32[])->f32[8]{0}}", "", "ENTRY main {",
             "  x = f32[8]{0} parameter(0)", "  p = f32[] parameter(1)", "  b = f32[8]{0} broadcast(p), dimensions={}"]
    prev = "x"
    for i in range(8000):
        lines.append("  %sa%d = f32[8]{0} add(%s, b)" % ("ROOT " if i == 7999 else "", i, prev))
        prev = "a%d" % i
    src, dst = os.path.join(tmp, "chain.hlo"), os.path.join(tmp, "chain.out.hlo")
    with open(src, "w") as f:
        f.write("\n".join(lines + ["}"]) + "\n")

    def small_stack():
        resource.setrlimit(resource.RLIMIT_STACK, (128 << 10, 128 << 10))

    r = subprocess.run([RC, "opt", src, "-o", dst], capture_output=True, text=True, preexec_fn=small_stack,
                       timeout=120)
    return r.returncode == 0, "exit %d %s" % (r.returncode, r.stderr[-300:])


def undone_guard(tmp):
    """Two GELU layers sharing a scalar's broadcast, run with --only gelu_tanh: both guards' fast
    branches stay unraised and are undone. The broadcast both regions read stayed in the entry;
    the undo reads it again instead of a second copy under its name, so the output parses and
    holds the input's instructions (in another order)."""
    src = os.path.join(OPT, "gelu_erf_scalar_params_two_layers.hlo")
    out, back = os.path.join(tmp, "undone.hlo"), os.path.join(tmp, "undone.back.hlo")
    r = subprocess.run([RC, "opt", "--only", "gelu_tanh", src, "-o", out], capture_output=True, text=True)
    if r.returncode:
        return False, r.stderr[-300:]
    r = subprocess.run([RC, "opt", "--parse-only", out, "-o", back], capture_output=True, text=True)
    if r.returncode:
        return False, "the output does not parse: " + r.stderr[-300:]
    r = subprocess.run([RC, "opt", "--parse-only", src], capture_output=True, text=True)
    with open(back) as f:
        same = sorted(f.read().splitlines()) == sorted(r.stdout.splitlines())
    return same, "the output's instructions differ from the input's"


def pair_undone(tmp):
    """A training step run with --only gelu_erf: the forward's guard is raised, its backward's is
    not, and the two go together (a forward raised alone would leave the backward recomputing the
    erf): the output has no conditional (in StableHLO, no stablehlo.if either)."""
    for ext in (".hlo", ".mlir"):
        src = os.path.join(OPT, "gelu_erf_scalar_params_train" + ext)
        r = subprocess.run([RC, "opt", "--only", "gelu_erf", src], capture_output=True, text=True)
        guarded = "conditional" in r.stdout or "stablehlo.if" in r.stdout
        if r.returncode or guarded:
            return False, "%s: exit %d, %s" % (ext, r.returncode, "a guard" if guarded else r.stderr[-300:])
    return True, ""


DEAD = """HloModule jit_gelu_erf_scalar_params, entry_computation_layout={(f32[4,256]{1,0}, f32[], f32[])->f32[4,256]{1,0}}

ENTRY main {
  Arg_0.1 = f32[4,256]{1,0} parameter(0)
  Arg_1.2 = f32[] parameter(1)
  Arg_2.3 = f32[] parameter(2)
  broadcast.4 = f32[4,256]{1,0} broadcast(Arg_1.2), dimensions={}
  multiply.5 = f32[4,256]{1,0} multiply(Arg_0.1, broadcast.4)
  broadcast.6 = f32[4,256]{1,0} broadcast(Arg_2.3), dimensions={}
  divide.7 = f32[4,256]{1,0} divide(Arg_0.1, broadcast.6)
  erf.8 = f32[4,256]{1,0} erf(divide.7)
  constant.9 = f32[] constant(1)
  broadcast.10 = f32[4,256]{1,0} broadcast(constant.9), dimensions={}
  add.11 = f32[4,256]{1,0} add(erf.8, broadcast.10)
  multiply.12 = f32[4,256]{1,0} multiply(multiply.5, add.11)
  ROOT neg.13 = f32[4,256]{1,0} negate(Arg_0.1)
}
"""


def dead_region(tmp):
    """A scalar-reading GELU nothing returns (nor its inner erf) gets no guard: a conditional
    there would only be a dead branch."""
    src = os.path.join(tmp, "dead.hlo")
    with open(src, "w") as f:
        f.write(DEAD)
    r = subprocess.run([RC, "opt", src], capture_output=True, text=True)
    return r.returncode == 0 and "conditional" not in r.stdout, "exit %d, %s" % (
        r.returncode, "a conditional" if "conditional" in r.stdout else r.stderr[-300:])


def main():
    n, failed = 0, 0
    with tempfile.TemporaryDirectory(prefix="rc-scalars.") as tmp:
        for name, check in (("a chain of 8000 scalar-reading ops", long_chain),
                            ("guards undone over a shared broadcast", undone_guard),
                            ("no guard on a dead region", dead_region),
                            ("a training step's two guards undone together", pair_undone)):
            n += 1
            ok, why = check(tmp)
            print("%s %d - %s" % ("ok" if ok else "not ok", n, name))
            if not ok:
                failed += 1
                print("#   " + why)
        for case, vals in CASES.items():
            exact = {k: f32(v) for k, v in vals.items()}
            off = dict(exact)
            first = next(iter(off))
            off[first] = next_up(off[first])
            for what, bound, want_identical in (("guarded values", exact, False), ("one ULP off", off, True),
                                                ("random scalars", {}, True)):
                n += 1
                rc, ulps, out = verify(case, bound, tmp)
                ok = (rc == 0 or nan_only(case, out)) and ulps and (max(ulps) == 0) == want_identical
                # a second output that no guard covers (the shared case's x * s) is identical either way
                if ok and not want_identical:
                    ok = ulps[0] > 0
                # identical outputs are equally far from the original in f64, also where the scalars
                # overflow f32 (the reference past f32's range, or NaN in both where it is finite)
                pairs = re.findall(r"original ([^ ]+) ULP, optimized ([^ ]+) ULP", out)
                if ok and want_identical:
                    ok = bool(pairs) and all(a == b and a != "inf" for a, b in pairs)
                print("%s %d - %s: %s (%s)" % ("ok" if ok else "not ok", n, case, what,
                                               "identical" if ulps and max(ulps) == 0 else "the fused call ran"))
                if not ok:
                    failed += 1
                    for line in out.splitlines()[:6]:
                        print("#   " + line)
    print("1..%d" % n)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
