#!/usr/bin/env python3
"""Load recompose's outputs with XLA's own parsers and run them on XLA:CPU.

Run in the jax environment (tools/py-env jax), from the repository root:

    check.py [--recompose build/tools/recompose] [--ffi LIB] [--run] [--only GLOB] [FILE|DIR]...
    check.py --threads-only

For every input file (default: every corpus file) and every emit mode of its
format, and `opt` then `opt --decompose`, it runs `recompose opt` and:
  1. loads the input and the output with XLA's parsers (StableHLO: jaxlib's
     MLIR context + verify; HLO: XLA's HLO text parser): an output whose input
     loads must load;
  2. with --run, for the files named runnable (corpus/opt cases and the
     pre-optimization real exports; a real export in the modes that call
     recompose's handlers, REAL_RUN_MODES), compiles the original and the rewritten
     program for XLA:CPU, runs both on the same random inputs (special values
     included), compares them (see compare()), and checks that every fused
     custom call the output holds ran its recompose handler;
  3. with --run, every recompose handler and dtype on an operand above the size
     at which calls are cut into chunks for XLA's intra-op pool
     (RC_SPLIT_MIN_ELEMS, src/support/split.h): run split and on one thread,
     the results compared byte for byte, and the split proven to have happened.
Prints one line per check and a closing 'N passed, N failed' line; exit 1 on
any failure.

Each distinct program is compiled once per unit of work (a file's modes and its
original; files with the same bytes; see _PROGRAMS), and the units run in --jobs
worker processes, the longest first (the real exports, the threads step).
"""
import argparse
import concurrent.futures
import contextlib
import fnmatch
import io
import json
import multiprocessing
import os
import pathlib
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import xla_oracle as X  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]

# "--decompose": `opt --emit=composite`, then `opt --decompose` on its output (the program
# given back to consumers that cannot run composites).
MODES = {"hlo": [[]], "stablehlo": [["--emit=composite"], ["--emit=custom-call"], ["--decompose"]]}
# The modes a real export is run in (every mode is loaded): the ones whose output calls
# recompose's handlers. A composite's decomposition runs the original ops, and `--decompose`
# gives them back (tests/cli/test_decompose.py compares it with the original); corpus/opt's
# cases run in every mode.
REAL_RUN_MODES = {"hlo": [[]], "stablehlo": [["--emit=custom-call"]]}


def corpus_inputs():
    out = []
    for d, ext in (("corpus/hlo", ".hlo"), ("corpus/stablehlo", ".mlir"), ("corpus/opt", ".hlo"),
                   ("corpus/opt", ".mlir")):
        for p in sorted((ROOT / d).glob("*" + ext)):
            if ".print." in p.name or ".out." in p.name:
                continue
            out.append(p)
    real = ROOT / "corpus/real"
    if real.is_dir():
        out += sorted(p for p in real.rglob("*") if p.suffix in (".hlo", ".mlir"))
    return out


KNOWN_RUN_DIFFS = ROOT / "corpus/real/KNOWN_RUN_DIFFS"


def known_run_diffs():
    """(file, mode) -> reason: real exports whose rewritten program, run on XLA:CPU, is
    farther from the f64 reference than the original beyond the tolerance (listed with
    the reason; a listed case that runs within it fails until its row is removed)."""
    known = {}
    if KNOWN_RUN_DIFFS.exists():
        for n, line in enumerate(KNOWN_RUN_DIFFS.read_text().splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != 3:
                raise SystemExit("%s:%d: want FILE<TAB>MODE<TAB>REASON" % (KNOWN_RUN_DIFFS, n))
            known[(cols[0], cols[1])] = cols[2]
    return known


def fmt_of(path):
    return "hlo" if path.suffix == ".hlo" else "stablehlo"


def runnable(path):
    """Programs XLA itself can run after the rewrite: not compiled dumps
    (a custom call inside a fusion body does not run; corpus/opt names such cases
    *compiled*), not reader cases."""
    rel = path.relative_to(ROOT).as_posix()
    if rel.startswith("corpus/opt/"):
        return "compiled" not in path.name
    if rel.startswith("corpus/real/"):
        return "compiled" not in path.name and "optimized" not in path.name
    return False


def is_real(path):
    return path.relative_to(ROOT).as_posix().startswith("corpus/real/") if path.is_relative_to(ROOT) else False


def load_error(text, fmt):
    errs = []
    for chunk in X.split_chunks(text):
        e = X.parse_stablehlo(chunk) if fmt == "stablehlo" else X.parse_hlo(chunk)
        if e:
            errs.append(e.strip().splitlines()[:6])
    return errs


def opt(recompose, path, flags):
    with tempfile.TemporaryDirectory() as td:
        out = pathlib.Path(td) / ("out" + path.suffix)
        rep = pathlib.Path(td) / "report.json"
        cflags = []
        counts = path.with_suffix("").with_suffix(".counts.json")
        if path.parent.name == "opt" and counts.exists():
            cflags = [f for f in json.loads(counts.read_text()).get("flags", []) if not f.startswith("--emit")]
        if flags == ["--decompose"]:
            mid = pathlib.Path(td) / ("opt" + path.suffix)
            r = subprocess.run([recompose, "opt", *cflags, "-o", str(mid), str(path)], capture_output=True, text=True)
            if r.returncode != 0:
                return None, None, r.stderr.strip()
            cflags, path = [], mid
        r = subprocess.run([recompose, "opt", *cflags, *flags, "-o", str(out), "--report", str(rep), str(path)],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None, None, r.stderr.strip()
        return out.read_text(), json.loads(rep.read_text()), None


# ---- running -----------------------------------------------------------

ELEM = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": None, "i32": np.int32,
        "i64": np.int64, "i1": np.bool_, "i8": np.int8, "ui8": np.uint8, "ui32": np.uint32}


def entry_signature(sh_text):
    """[(shape, elem)] of main's parameters, read through jaxlib's MLIR bindings."""
    from jax._src.interpreters import mlir as M
    from jax._src.lib.mlir import ir
    with M.make_ir_context() as ctx:
        m = ir.Module.parse(sh_text, context=ctx)
        for op in m.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
                ft = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                sig = []
                for t in ft.inputs:
                    rt = ir.RankedTensorType(t)
                    sig.append((tuple(rt.shape), str(rt.element_type)))
                return sig
    raise ValueError("no @main")


SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e4, -1e4, 20.0, -20.0]


def guard_values(out_text):
    """{parameter number: value} of the rank-0 entry parameters a guarded specialization
    (src/rewrite/scalars.c) compares with constants in an HLO output: `compare(p, c),
    direction=EQ` feeding a `conditional`; in a StableHLO output `stablehlo.compare EQ, %argN, %c`
    feeding a `stablehlo.if`. run_check binds them, so that the true branch
    (the fused call) runs; random scalars would take the false one (the original region)."""
    if '"stablehlo.if"(' in out_text:
        consts, bound = {}, {}
        for line in out_text.splitlines():
            m = re.match(r'\s*%([\w.\-$]+) = stablehlo\.constant dense<([^>\[]*)> : tensor<(?:f32|f16|bf16|f64)>\s*$', line)
            if m and not m.group(2).startswith("0x"):  # a hex literal (-inf's 0xFF800000) guards no branch
                consts[m.group(1)] = float(m.group(2))
            m = re.match(r"\s*%[\w.\-$]+ = stablehlo\.compare\s+EQ,\s*%arg(\d+),\s*%([\w.\-$]+)", line)
            if m and m.group(2) in consts:
                bound[int(m.group(1))] = consts[m.group(2)]
        return bound
    if "conditional(" not in out_text:
        return {}
    entry = out_text[out_text.find("\nENTRY "):]
    params, consts, bound = {}, {}, {}
    for line in entry.splitlines():
        m = re.match(r"\s*(?:ROOT )?%?([\w.\-]+) = \w+\[\]\S* parameter\((\d+)\)", line)
        if m:
            params[m.group(1)] = int(m.group(2))
        m = re.match(r"\s*%?([\w.\-]+) = \w+\[\] constant\(([^)]*)\)", line)
        if m:
            consts[m.group(1)] = float(m.group(2))
        m = re.match(r"\s*%?[\w.\-]+ = pred\[\] compare\((?:\S+ )?%?([\w.\-]+), (?:\S+ )?%?([\w.\-]+)\), "
                     r"direction=EQ", line)
        if m and m.group(1) in params and m.group(2) in consts:
            bound[params[m.group(1)]] = consts[m.group(2)]
    return bound


# The scalars run_check binds in every draw (guard_values of the output under check).
_BOUND = {}


def make_inputs(sig, seed, specials=True):
    import ml_dtypes
    rng = np.random.default_rng(seed)
    arrs = []
    for k, (shape, et) in enumerate(sig):
        if k in _BOUND and et in ("f32", "f16", "bf16") and not shape:
            arrs.append(np.array(_BOUND[k]).astype(ml_dtypes.bfloat16 if et == "bf16" else ELEM[et]))
            continue
        if et in ("f32", "f64", "f16", "bf16"):
            # Activations about N(0, 3^2), where the activations' regimes are; matrices
            # (rank >= 2, both trailing dims > 16) scaled like trained weights,
            # N(0, 1/fan_in), so deep programs stay in range.
            sigma = 3.0
            if len(shape) >= 2 and shape[-1] > 16 and shape[-2] > 16:
                sigma = 1.0 / np.sqrt(shape[-2])
            a = (rng.standard_normal(shape) * sigma).astype(np.float64)
            flat = a.reshape(-1)
            if specials and flat.size >= 64:
                for i, s in enumerate(SPECIALS):
                    flat[(i * 7919) % flat.size] = s
            dt = ml_dtypes.bfloat16 if et == "bf16" else ELEM[et]
            arrs.append(a.astype(dt))
        elif et == "i1":
            arrs.append(rng.integers(0, 2, shape).astype(np.bool_))
        elif et in ELEM and ELEM[et] is not None:
            arrs.append(rng.integers(0, 4, shape).astype(ELEM[et]))
        else:
            raise ValueError("cannot make inputs of element type " + et)
    return arrs


TOL = {np.dtype(np.float32): (1e-5, 2e-5), np.dtype(np.float16): (1e-3, 2e-3)}


# Relative 2-norm tolerance of a whole output: 16 ULP of each dtype (2^-24, 2^-11, 2^-8 times 16).
NORM_TOL = {"float32": 1e-6, "float16": 8e-3, "bfloat16": 6e-2}


def tol_of(dt):
    import ml_dtypes
    if dt == np.dtype(ml_dtypes.bfloat16):
        return (1e-2, 1.6e-2)
    return TOL.get(dt, (0.0, 0.0))


def compare(orig, new):
    """None if new matches orig: same NaN positions and infinities, and
    |new - orig| <= atol + rtol |orig| elementwise (per-dtype tolerance,
    about 2 ULP of bf16 and f16, ~170 ULP of f32 for the transcendental
    approximations on both sides), else the whole output within 16 ULPs
    norm-wise. Where that fails, run_check() holds the rewrite to the f64
    reference instead (f64_judge())."""
    if orig.shape != new.shape or orig.dtype != new.dtype:
        return "shape/dtype %s%s vs %s%s" % (orig.dtype, orig.shape, new.dtype, new.shape)
    if orig.dtype.kind not in "fV" and str(orig.dtype) != "bfloat16":
        return None if np.array_equal(orig, new) else "integer results differ"
    o = orig.astype(np.float64)
    n = new.astype(np.float64)
    atol, rtol = tol_of(orig.dtype)
    bad = ~((np.isnan(o) & np.isnan(n)) | (o == n) | (np.abs(n - o) <= atol + rtol * np.abs(o)))
    if not bad.any():
        return None
    # A whole program carries the fused op's last-bit differences through dots and
    # reductions, where cancellation makes elementwise tolerances meaningless: then the
    # output as a whole must agree (relative 2-norm of the difference, non-finite
    # positions equal).
    same_nonfinite = np.array_equal(np.isfinite(o), np.isfinite(n)) and \
        np.array_equal(o[~np.isfinite(o) & ~np.isnan(o)], n[~np.isfinite(n) & ~np.isnan(n)])
    fin = np.isfinite(o)
    if same_nonfinite and fin.any():
        scale = np.linalg.norm(o[fin])
        err = np.linalg.norm(n[fin] - o[fin])
        if err <= NORM_TOL.get(str(orig.dtype), 0.0) * max(scale, 1e-30):
            return None
    i = np.flatnonzero(bad.reshape(-1))[0]
    return "%d elements differ, first at %d: original %r, rewritten %r" % (
        bad.sum(), i, o.reshape(-1)[i], n.reshape(-1)[i])


# Against the f64 reference a rewrite is judged by its error over several input draws: a
# program that amplifies rounding (attention logits, long reductions, a loss that is one
# number) makes any one draw's error a random quantity, the original's as much as the
# rewrite's, so one draw says little and single elements say less (about half of them
# land farther from f64 than the original's for a rewrite that is as accurate).
F64_SEEDS = 8


def rel_err(p, r, mask=None):
    """|p - r|_2 / |r|_2 over the elements where r is finite (and mask holds)."""
    fin = np.isfinite(r) if mask is None else (np.isfinite(r) & mask)
    if not fin.any():
        return 0.0
    return float(np.linalg.norm(p[fin] - r[fin]) / max(np.linalg.norm(r[fin]), 1e-300))


def norm_tol(src, dtype):
    """The slack of the f64 judgement for an output of dtype: 16 ULPs norm-wise (NORM_TOL)
    of that type or of the narrowest float type the program text computes in, the wider
    (a bf16 step's f32 loss carries bf16 roundings)."""
    narrow = [NORM_TOL[t] for t, w in (("bfloat16", "bf16"), ("float16", "f16"))
              if re.search(r"\b%s\[|x%s>|<%s>" % (w, w, w), src)]
    return max([NORM_TOL.get(str(dtype), 0.0)] + narrow)


# The share of the original's own error (against f64) that the f64 judgement adds to its
# slack. Where a program's error is accumulated rounding (long f32 training steps: 1e-5,
# about 170 f32 ULPs), XLA:CPU orders its sums by the CPU it compiles for, and the same
# rewritten program measured 0.88-1.36x the original's error on an AMD EPYC (AVX-512) and
# 1.10-1.39x on an Intel Xeon (swin_stage_train, t5_layer_train, llama_block_train, f32):
# 16 ULPs alone is below that spread. A wrong op is orders of magnitude past it (the
# negative control: gelu_erf run by the gelu_tanh kernel, 1e-3 where the original is 1e-6).
ORIGINAL_SHARE = 0.5


def f64_judge(errs, tol):
    """errs: [(original's error, rewrite's error)] of one output over the draws (rel_err
    against the f64 reference). None if the rewrite's mean error is no larger than the
    original's plus tol plus ORIGINAL_SHARE of the original's, else the reason."""
    eo = float(np.mean([e[0] for e in errs]))
    en = float(np.mean([e[1] for e in errs]))
    slack = tol + ORIGINAL_SHARE * eo
    if en <= eo + slack:
        return None
    return "relative error against f64 %.3g (mean of %d draws), the original's %.3g, tolerance %.3g" % (
        en, len(errs), eo, slack)


def hex_to_f64(m):
    """A splat constant written in hex (-inf as 0xFF800000, the row max's start) as the f64
    hex of the same value; other hex constants (several elements) stay and stop the reference."""
    import ml_dtypes
    bits, ty = m.group(1), m.group(3)
    width = {"f32": 8, "f16": 4, "bf16": 4}[ty]
    if len(bits) != width:
        return m.group(0)
    dt = {"f32": np.uint32, "f16": np.uint16, "bf16": np.uint16}[ty]
    ft = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}[ty]
    v = np.array([int(bits, 16)], dtype=dt).view(ft).astype(np.float64)
    return "dense<0x%016X>%s" % (int(v.view(np.uint64)[0]), m.group(2))


def compiled_targets(exe):
    """The recompose ops whose custom calls XLA kept in the compiled program."""
    ops = set()
    for m in exe.hlo_modules():
        ops.update(re.findall(r'custom_call_target="recompose\.([a-z_0-9]+)"', m.to_string()))
    return ops


def finite_compare(orig, new, ref=None, tol=0.0):
    """At special inputs: elements where both results are finite must agree within
    the tolerance; a disagreement in finiteness is counted, not failed. Where they
    differ and ref (the original evaluated in f64) is given, new passes if over the
    elements finite on all three sides its relative error against ref is no larger than
    the original's plus tol (one draw: the special values fix the inputs)."""
    if orig.dtype.kind not in "fV" and str(orig.dtype) != "bfloat16":
        return (None if np.array_equal(orig, new) else "integer results differ"), 0
    o = orig.astype(np.float64)
    n = new.astype(np.float64)
    both = np.isfinite(o) & np.isfinite(n)
    atol, rtol = tol_of(orig.dtype)
    with np.errstate(invalid="ignore"):  # inf - inf where one side is not finite
        bad = both & ~(np.abs(n - o) <= atol + rtol * np.abs(o))
    nonfinite = int((~both & ~((np.isnan(o) & np.isnan(n)) | (o == n))).sum())
    if bad.any() and ref is not None:
        r = ref.astype(np.float64)
        eo, en = rel_err(o, r, both), rel_err(n, r, both)
        if en <= eo + tol + ORIGINAL_SHARE * eo:
            return None, nonfinite
    if bad.any():
        i = np.flatnonzero(bad.reshape(-1))[0]
        return "%d finite elements differ at special inputs, first at %d: original %r, rewritten %r" % (
            bad.sum(), i, o.reshape(-1)[i], n.reshape(-1)[i]), nonfinite
    return None, nonfinite


# The programs compiled by one task of check_file() (task()), by what XLA compiles: the
# StableHLO text XLA's translation makes of HLO, a StableHLO module parsed and printed
# again (its locations left out). A program reached twice (an output that is its input,
# as a near miss's is; two emit modes writing the same program; the original of every
# mode; two corpus files with the same bytes) is compiled once and its executable run
# again: the same executable on the same inputs gives the same results, so the checks
# made are those of compiling it again. None outside a task (train_check.py's calls).
_PROGRAMS = None


def program_key(text, fmt):
    """(the text to compile as StableHLO, the key of the program it is)."""
    if fmt == "hlo":
        sh = X.hlo_to_stablehlo(text)
        return sh, sh
    from jax._src.interpreters import mlir as M
    from jax._src.lib.mlir import ir
    try:
        with M.make_ir_context() as ctx:
            return text, str(ir.Module.parse(text, context=ctx))
    except Exception:  # compile_text() gives the parser's error
        return text, None


def compile_program(text, fmt):
    """X.compile_text(text, fmt), once per program within a task (_PROGRAMS)."""
    if _PROGRAMS is None:
        return X.compile_text(text, fmt)
    sh, key = program_key(text, fmt)
    if key is None:
        return X.compile_text(sh, "stablehlo")
    if key not in _PROGRAMS:
        try:
            _PROGRAMS[key] = X.compile_text(sh, "stablehlo")
        except Exception as e:  # raised again for every check that compiles it
            _PROGRAMS[key] = e
    exe = _PROGRAMS[key]
    if isinstance(exe, Exception):
        raise exe
    return exe


def f64_program(sh_text):
    """The original StableHLO program with every f32/f16/bf16 type promoted to f64 (its
    roundings to 16 bits become no-ops), compiled for XLA:CPU, or None."""
    text = re.sub(r"dense<0x([0-9A-Fa-f]+)>(\s*:\s*tensor<(?:[0-9]+x)*(f32|f16|bf16)>)", hex_to_f64, sh_text)
    text = re.sub(r"x(f32|f16|bf16)>", "xf64>", text)
    text = re.sub(r"tensor<(f32|f16|bf16)>", "tensor<f64>", text)
    # hex constants left (not "0xf64" inside a shape such as 320xf64)
    if re.search(r"(?<!\w)0x[0-9A-Fa-f]{1,15}\b|(?<!\w)0x[0-9A-Fa-f]{17,}", text):
        return None
    try:
        return compile_program(text, "stablehlo")
    except Exception:
        return None


def f64_run(exe_f, inputs):
    """exe_f (f64_program()) on the inputs widened to f64, or None."""
    try:
        return X.run(exe_f, [a.astype(np.float64) if a.dtype.kind == "f" or str(a.dtype) == "bfloat16" else a
                             for a in inputs])
    except Exception:
        return None


def f64_reference(sh_text, inputs):
    """The original program evaluated in f64 (f64_program()) on the inputs, or None."""
    exe = f64_program(sh_text)
    return f64_run(exe, inputs) if exe else None


def f64_errors(exe_o, exe_n, exe_f, sig, seed):
    """{output: [(original's error, rewrite's error)]} against the f64 reference over
    F64_SEEDS draws without special values (seeds seed+1...), or None where the reference
    does not run; over the elements the original gives finite (an f16 draw may overflow);
    a draw where the rewrite's non-finite elements are not the original's counts as an
    infinite error."""
    errs = {}
    for k in range(1, F64_SEEDS + 1):
        inputs = make_inputs(sig, seed + k, False)
        ref = f64_run(exe_f, inputs)
        if ref is None:
            return None
        for i, (o, n, r) in enumerate(zip(X.run(exe_o, inputs), X.run(exe_n, inputs), ref)):
            if o.dtype.kind not in "fV" and str(o.dtype) != "bfloat16":
                continue
            o64, n64, r64 = (a.astype(np.float64) for a in (o, n, r))
            fin = np.isfinite(o64)  # an f16 draw may overflow: both sides over the rest
            same = np.array_equal(fin, np.isfinite(n64))
            errs.setdefault(i, []).append((rel_err(o64, r64, fin), rel_err(n64, r64, fin) if same else np.inf))
    return errs


def judge_outputs(src, sh_orig, sig, seed, exe_o, exe_n, res_o, res_n):
    """The judgement of one run without special values, shared by run_check() and
    train_check.py: an output equal to the original's (compare()) passes; one that differs
    is held to the original evaluated in f64 over F64_SEEDS draws (f64_judge(), slack
    norm_tol()), the f64 program compiled only where an output differs. Returns
    (verdicts, exe_f, errs): verdicts[i] is None (equal to the original), ("held", the
    rewrite's mean error minus the original's) or ("off", the reason); exe_f is the f64
    program (False where none was needed, None where it does not compile)."""
    whys = [compare(o, n) for o, n in zip(res_o, res_n)]
    if not any(whys):
        return [None] * len(whys), False, None
    exe_f = f64_program(sh_orig)
    errs = f64_errors(exe_o, exe_n, exe_f, sig, seed) if exe_f else None
    verdicts = []
    for i, (o, why) in enumerate(zip(res_o, whys)):
        if not why:
            verdicts.append(None)
        elif o.dtype.kind not in "fV" and str(o.dtype) != "bfloat16":
            verdicts.append(("off", "%s output: %s" % (o.dtype, why)))
        elif not errs or i not in errs:
            verdicts.append(("off", "no f64 reference, against the original: " + why))
        else:
            judged = f64_judge(errs[i], norm_tol(src, o.dtype))
            gain = np.mean([e[1] for e in errs[i]]) - np.mean([e[0] for e in errs[i]])
            verdicts.append(("off", "%s (first draw: %s)" % (judged, why)) if judged else ("held", gain))
    return verdicts, exe_f, errs


def run_check(path, fmt, out_text, handlers, seed=0):
    """Original against rewritten on XLA:CPU. Run 1: random inputs, every element
    compared (compare()). Run 2: the same with special values (0, -0, +-inf, NaN,
    +-1e4, +-20) in every float argument: finite results compared, and where one
    side is NaN or inf and the other not (a fused kernel and a decomposed formula
    take different limits: softmax of 1e4 without its max subtracted overflows),
    the count is reported. An output that differs from the original's is held to the
    original evaluated in f64 instead: in run 1 over F64_SEEDS draws (f64_judge(),
    slack norm_tol()), in run 2 over its finite elements (finite_compare()); XLA's own
    erf/logistic expansions are the inexact side there. Then every recompose call XLA
    kept must have run."""
    src = path.read_text()
    sh_orig = X.hlo_to_stablehlo(src) if fmt == "hlo" else src
    sig = entry_signature(sh_orig)
    try:
        exe_o = compile_program(src, fmt)
    except Exception as e:
        return "SKIP the original does not compile on XLA:CPU: " + str(e).strip().splitlines()[0][:200]
    handlers.reset_calls()
    exe_n = compile_program(out_text, fmt)
    kept = compiled_targets(exe_n)
    note = ""
    counts = path.with_suffix("").with_suffix(".counts.json")
    verify_note = json.loads(counts.read_text()).get("verify_note") if counts.exists() else None
    _BOUND.clear()
    _BOUND.update(guard_values(out_text))
    inputs = make_inputs(sig, seed + 1, False)
    res_o, res_n = X.run(exe_o, inputs), X.run(exe_n, inputs)
    verdicts, exe_f, errs = judge_outputs(src, sh_orig, sig, seed, exe_o, exe_n, res_o, res_n)
    held = []  # (mean error minus the original's, result) of results held to f64
    for i, v in enumerate(verdicts):
        if v is not None and v[0] == "held":
            held.append((v[1], i))
        elif v is not None and verify_note:
            note += " differs as documented (%s);" % verify_note[:80]
        elif v is not None:
            return "run 1, result %d: %s" % (i, v[1])
    inputs = make_inputs(sig, seed + 2, True)
    res_o, res_n = X.run(exe_o, inputs), X.run(exe_n, inputs)
    ref = None
    for i, (a, b) in enumerate(zip(res_o, res_n)):
        why, nonfinite = finite_compare(a, b)
        if nonfinite:
            note += " result %d: %d elements NaN/inf on one side only at special inputs;" % (i, nonfinite)
        if why and exe_f is False:
            exe_f = f64_program(sh_orig)
        if why and exe_f:
            ref = f64_run(exe_f, inputs) if ref is None else ref
            if ref:
                why = finite_compare(a, b, ref[i], norm_tol(src, a.dtype))[0]
        if why and verify_note:
            note += " differs as documented (%s);" % verify_note[:80]
            why = None
        if why:
            return "run 2, result %d: %s" % (i, why)
    if held:
        d, i = max(held)
        note += " %d results off the original, held to f64 over %d draws (closest: result %d, error %.2g, " \
            "the original's %.2g);" % (len(held), F64_SEEDS, i, np.mean([e[1] for e in errs[i]]),
                                       np.mean([e[0] for e in errs[i]]))
    for op in sorted(kept):
        if handlers.calls(op) == 0:
            return "the recompose.%s handler never ran" % op
    if not kept and re.search(r'(custom_call_target="recompose\.|stablehlo\.custom_call @recompose\.)', out_text):
        return "XLA kept no recompose call of the output"
    return "NOTE" + note if note else None


# A wrong rewrite the f64 judgement must refuse: a training step's gelu_erf calls run by the
# gelu_tanh kernel (at most 4.7e-4 apart per element); train_check.py runs the same control.
NEGATIVE = ("corpus/real/jax/bert_layer_train.f32.hlo", ("gelu_erf", "gelu_tanh"))


def negative_control(recompose, handlers):
    """(passed, failed) of the negative control, its line printed."""
    f, (op, other) = ROOT / NEGATIVE[0], NEGATIVE[1]
    text, _, err = opt(recompose, f, [])
    why = err or run_check(f, "hlo", text.replace('"recompose.%s"' % op, '"recompose.%s"' % other), handlers)
    tag = "negative control: %s with recompose.%s run as recompose.%s" % (NEGATIVE[0], op, other)
    if not err and why and why.startswith("run 1,") and "against f64" in why:
        print("ok   %s fails  # %s" % (tag, why))
        return 1, 0
    print("FAIL %s  # not refused by the f64 judgement: %s" % (tag, why))
    return 0, 1


def split_min_elems():
    """RC_SPLIT_MIN_ELEMS, read from the header that defines it."""
    text = (ROOT / "src/support/split.h").read_text()
    return int(re.search(r"#define RC_SPLIT_MIN_ELEMS \(\(size_t\)(\d+)\)", text).group(1))


ROW_KINDS = {"softmax": "row", "log_softmax": "row", "layer_norm": "norm", "rms_norm": "norm",
             "softmax_grad": "row_grad", "log_softmax_grad": "row_grad"}


def threads_cases(op, big):
    """(what, operands, attributes) of calls of recompose.<op> above big elements: rows of 1000
    (norms with scale and bias), rows over a middle axis (inner), a rows' tail, an eps operand."""
    kind = ROW_KINDS.get(op, "elementwise")
    rows, outer = big // 1000 + 3, big // 4000 + 3
    if kind == "row_grad":  # a row op's backward (fused.def kind ROW_GRAD): operands y, dy
        return [("rows of 1000, y and dy", [(rows, 1000), (rows, 1000)], {}),
                ("rows of 1000 over the middle axis, y and dy", [(outer, 1000, 4), (outer, 1000, 4)],
                 {"cols": 1000, "inner": 4})]
    if op in ("layer_norm_grad", "rms_norm_grad"):  # fused.def kind NORM_GRAD: x, dy, scale, acc, eps
        return [("rows of 1000, dy, scale", [(rows, 1000), (rows, 1000), (1000,)],
                 {"eps": np.float32(1e-5), "scale": True}),
                ("rows of 1000, dy, eps operand", [(rows, 1000), (rows, 1000), ()], {"eps_in": True}),
                ("rows of 1000, dy, scale, acc", [(rows, 1000), (rows, 1000), (1000,), (rows, 1000)],
                 {"eps": np.float32(1e-5), "scale": True, "acc": True})]
    if op.endswith("_grad_scale"):  # fused.def kind NORM_SCALE_GRAD: x, dy, eps; result [cols], never split
        return [("rows of 1000, dy", [(rows, 1000), (rows, 1000)], {"eps": np.float32(1e-5)}),
                ("rows of 1000 over the middle axis, dy", [(outer, 1000, 4), (outer, 1000, 4)],
                 {"eps": np.float32(1e-5), "cols": 1000, "inner": 4}),
                ("rows of 1000, dy, eps operand", [(rows, 1000), (rows, 1000), ()], {"eps_in": True})]
    if op.endswith("_grad"):  # a backward row (fused.def kind GRAD): operands x, dy
        return [("n=%d, x and dy" % (big + 37), [(big + 37,), (big + 37,)], {})]
    if kind == "elementwise":
        return [("n=%d" % (big + 37), [(big + 37,)], {})]
    if kind == "row":
        return [("rows of 1000", [(rows, 1000)], {}),
                ("rows of 1000 over the middle axis", [(outer, 1000, 4)], {"cols": 1000, "inner": 4}),
                ("rows of 1000 with a tail of 24", [(rows, 1000), (rows, 24)], {"tail": 24})]
    eps = {"eps": np.float32(1e-5)}
    return [("rows of 1000, scale and bias", [(rows, 1000), (1000,), (1000,)],
             dict(eps, scale=True, bias=True)),
            ("rows of 1000 over the middle axis", [(outer, 1000, 4)], dict(eps, cols=1000, inner=4)),
            ("rows of 1000, eps operand", [(rows, 1000), ()], {"eps_in": True})]


def threads_check(handlers):
    """Step 3: (passed, failed), one line printed per call."""
    import jax
    import ml_dtypes
    big = split_min_elems()
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    passed = failed = 0
    for op in handlers.ops:
        for dt in (np.float32, ml_dtypes.bfloat16, np.float16):
            for what, shapes, attrs in threads_cases(op, big):
                rng = np.random.default_rng(len(shapes) * 1000 + len(what))
                args = [rng.standard_normal(sh) * 3 for sh in shapes]
                x = args[0].reshape(-1)
                # subnormal inputs and inputs with subnormal results, in every chunk: a thread
                # that flushes them (XLA's pool threads may) must not change a bit
                x[::997] = 1e-40
                x[1::997] = -3e-39
                x[2::997] = -100.0
                x[3::997] = -95.0
                args = [a.astype(dt) for a in args]
                if "eps_in" in attrs:
                    args[-1] = np.asarray(1e-5, dt)
                whole = op.endswith("_grad_scale")  # a sum over all rows: one chunk, the scale's shape
                rshape = ((attrs.get("cols") or args[0].shape[-1],) if whole else args[0].shape)
                call = jax.ffi.ffi_call("recompose." + op, jax.ShapeDtypeStruct(rshape, args[0].dtype))
                f = jax.jit(lambda *a: call(*a, **attrs))
                tag = "threads: recompose.%s %s, %s" % (op, np.dtype(dt).name, what)
                try:
                    handlers.set_min_elems(None)
                    one = np.asarray(f(*args))
                    handlers.set_min_elems(0)
                    handlers.reset_calls()
                    split = np.asarray(f(*args))
                    n_split = handlers.split_calls(op)
                finally:
                    handlers.set_min_elems(0)
                if handlers.calls(op) != 1:
                    why = "the handler ran %d times, not once" % handlers.calls(op)
                elif one.tobytes() != split.tobytes():
                    diff = np.flatnonzero(one.view(np.uint8) != split.view(np.uint8))
                    why = "split over XLA's pool differs from one thread (first byte %d)" % diff[0]
                elif np.array_equal(one.view(np.uint8), np.zeros_like(one).view(np.uint8)):
                    why = "the result is all zero"
                elif whole and n_split:
                    why = "split over XLA's pool: a sum over all rows runs as one chunk"
                elif n_split == 0 and cpus > 1 and not whole:
                    why = "not split over XLA's pool on a machine with %d CPUs" % cpus
                else:
                    why = None
                if why:
                    print("FAIL %s  # %s" % (tag, why))
                    failed += 1
                else:
                    print("ok   %s  # %s" % (tag, "split, same bytes as one thread" if n_split
                                              else "one chunk: a sum over all rows" if whole else "not split: one CPU"))
                    passed += 1
    return passed, failed


def check_file(f, recompose, run, known, handlers):
    """Every mode's checks of file f: (the lines to print, passed, failed)."""
    out = []
    passed = failed = 0
    fmt = fmt_of(f)
    rel = f.relative_to(ROOT) if f.is_relative_to(ROOT) else f
    in_errs = load_error(f.read_text(), fmt)
    for flags in MODES[fmt]:
        tag = "%s %s" % (rel, " ".join(flags) or "(default)")
        text, rep, err = opt(recompose, f, flags)
        if err is not None:
            if in_errs:
                out.append("ok   %s  # neither loads (recompose: %s)" % (tag, err.splitlines()[0]))
                passed += 1
            else:
                out.append("FAIL %s  # XLA loads the input, recompose refuses it: %s" % (tag, err.splitlines()[0]))
                failed += 1
            continue
        if in_errs:
            out.append("ok   %s  # input does not load in XLA: %s" % (tag, " | ".join(in_errs[0])[:160]))
            passed += 1
            continue
        out_errs = load_error(text, fmt)
        if out_errs:
            out.append("FAIL %s  # output does not load: %s" % (tag, " | ".join(out_errs[0])[:400]))
            failed += 1
            continue
        why = None
        ran = run and runnable(f) and (not is_real(f) or flags in REAL_RUN_MODES[fmt])
        if ran:
            try:
                why = run_check(f, fmt, text, handlers)
            except Exception as e:  # compile or run refused
                why = "XLA:CPU: " + str(e).strip().splitlines()[0][:300]
        note = ""
        if why and why.startswith("NOTE"):  # ran within the tolerance, with a remark
            note, why = why[4:], None
        listed = (str(rel), " ".join(flags) or "(default)") in known
        if why and why.startswith("SKIP "):
            out.append("ok   %s  # not run: %s" % (tag, why[5:]))
            passed += 1
        elif why and listed and run:
            out.append("ok   %s  # known difference (%s): %s" % (
                tag, known[(str(rel), " ".join(flags) or "(default)")], why))
            passed += 1
        elif why:
            out.append("FAIL %s  # %s" % (tag, why))
            failed += 1
        elif ran and listed:  # XLA:CPU's code, and so the original's rounding, differs by CPU
            out.append("ok   %s  # listed in %s, within the tolerance on this machine;%s"
                       % (tag, KNOWN_RUN_DIFFS.relative_to(ROOT), note))
            passed += 1
        else:
            out.append("ok   %s%s" % (tag, ("  # ran;" + note) if note else "  # ran" if ran else ""))
            passed += 1
    return out, passed, failed


_WORKER = {}


def _worker_init(ffi, run):
    """A worker process of --jobs: the handlers registered once (spawned, so its own jax)."""
    if run:
        sys.path.insert(0, str(ROOT / "tools" / "python"))
        import recompose.jax
        _WORKER["handlers"] = recompose.jax.register(ffi)
    _WORKER["known"] = known_run_diffs()


def task(unit, recompose, run):
    """One unit of work, in a worker or in this process: a list of steps ("file", path),
    ("negative",) (negative_control()) and ("threads",) (threads_check()), run in order.
    Returns (the lines to print, passed, failed). Its programs are compiled once each
    (_PROGRAMS): a unit holds the files with the same bytes, and the negative control
    goes with the file it rewrites wrongly."""
    global _PROGRAMS
    handlers = _WORKER.get("handlers")
    lines, passed, failed = [], 0, 0
    _PROGRAMS = {}
    try:
        for step in unit:
            if step[0] == "file":
                out, p, q = check_file(step[1], recompose, run, _WORKER["known"], handlers)
            else:
                buf = io.StringIO()
                with contextlib.redirect_stdout(buf):
                    p, q = (negative_control(recompose, handlers) if step[0] == "negative"
                            else threads_check(handlers))
                out = buf.getvalue().splitlines()
            lines, passed, failed = lines + out, passed + p, failed + q
        return lines, passed, failed
    finally:
        _PROGRAMS = None


def cost(unit):
    """A guess of a unit's time, to start the longest first: the bytes to compile (real
    exports are the large ones), the threads step as about a hundred small programs."""
    n = 0
    for step in unit:
        if step[0] == "threads":
            return 1 << 40
        f = step[1] if step[0] == "file" else ROOT / NEGATIVE[0]
        n += f.stat().st_size * (3 if fmt_of(f) == "stablehlo" else 1)
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--recompose", default=str(ROOT / "build/tools/recompose"))
    ap.add_argument("--ffi", default=None, help="librecompose_xla_ffi.so (default: $RECOMPOSE_XLA_FFI or build/src/xla)")
    ap.add_argument("--run", action="store_true", help="also run original and rewritten programs on XLA:CPU")
    ap.add_argument("--only", default=None, help="glob on the file's path")
    ap.add_argument("--threads-only", action="store_true", help="only step 3 (implies --run)")
    ap.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1),
                    help="files checked in this many processes at once (default: min(2, CPUs))")
    ap.add_argument("paths", nargs="*")
    a = ap.parse_args()
    a.run = a.run or a.threads_only
    files = []
    for p in a.paths:
        p = pathlib.Path(p).resolve()
        files += sorted(q for q in p.rglob("*") if q.suffix in (".hlo", ".mlir") and ".out." not in q.name
                        and ".print." not in q.name) if p.is_dir() else [p]
    if not a.paths and not a.threads_only:
        files = corpus_inputs()
    if a.only:
        files = [f for f in files if fnmatch.fnmatch(str(f), a.only)]
    # files with the same bytes go to one unit, where their programs are compiled once
    same = {}
    for f in files:
        same.setdefault(f.read_bytes(), []).append(f)
    units = [[("file", g) for g in same.pop(f.read_bytes())] for f in files if f.read_bytes() in same]
    if a.run and not a.threads_only and not a.only and not a.paths:
        home = [u for u in units if ("file", ROOT / NEGATIVE[0]) in u] or [[]]
        if not home[0]:
            units.append(home[0])
        home[0].append(("negative",))
    if a.threads_only or (a.run and not a.only and not a.paths):
        units.append([("threads",)])
    passed = failed = 0
    if a.jobs > 1 and len(units) > 1:
        # the longest first, printed in the order above as they finish
        ctx = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(a.jobs, mp_context=ctx, initializer=_worker_init,
                                                    initargs=(a.ffi, a.run)) as ex:
            futures = {}
            for i in sorted(range(len(units)), key=lambda i: -cost(units[i])):
                futures[i] = ex.submit(task, units[i], a.recompose, a.run)
            for i in range(len(units)):
                lines, p, q = futures[i].result()
                print("\n".join(lines), flush=True)
                passed, failed = passed + p, failed + q
    else:
        _worker_init(a.ffi, a.run)
        for u in units:
            lines, p, q = task(u, a.recompose, a.run)
            print("\n".join(lines), flush=True)
            passed, failed = passed + p, failed + q
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
