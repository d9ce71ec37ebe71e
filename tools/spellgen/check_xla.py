#!/usr/bin/env python3
"""The generator's self-check, in the jax environment (tools/py-env jax): every file
tools/spellgen/spellgen.py writes must load in XLA (HLO: XLA's HLO text parser and
verifier, through compilation; StableHLO: jaxlib's MLIR context, the verifier and
compilation), and compute what the manifest says: run on XLA:CPU, a spelling's output
matches a double-precision numpy reference of its op within its element type's
tolerance, and a near miss's output differs from the reference of every op it forbids
by more than 4 times that tolerance somewhere. A failure is a generator bug.

Usage: check_xla.py [DIR] [--seed N] [--variants K] [--near-variants K]
  DIR: a folder spellgen.py wrote (with manifest.json); without it, one is generated
  into a temporary folder with spellgen's defaults.
Prints 'ok FILE' per file that passes, the reason per file that fails, and a closing
'N passed, N failed' line; exit 1 on any failure.
"""
import argparse
import json
import math
import pathlib
import sys
import tempfile

import numpy as np
import ml_dtypes

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "python"))
import spellgen  # noqa: E402
import xla_oracle as X  # noqa: E402
from gen_verdict import run_files  # noqa: E402

NP_DT = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "f16": np.float16}
# (atol, rtol) of a spelling's output against the double reference, per element type
# and where the math runs: 'f32' rounds once at the end; 'native' and 'acc32' compute
# every step in bf16/f16. f32 also admits the low-precision constants of real spellings
# (1/sqrt2 as 0.70703125, 1.702 as 1.703125, 1/6 as 0.166667) that XLA's matchers accept.
TOL = {("f32", "native"): (1e-3, 1e-3),
       ("bf16", "f32"): (1e-2, 1e-2), ("bf16", "native"): (8e-2, 5e-2), ("bf16", "acc32"): (8e-2, 5e-2),
       ("f16", "f32"): (2e-3, 2e-3), ("f16", "native"): (2e-2, 1e-2), ("f16", "acc32"): (2e-2, 1e-2)}
NEAR_MARGIN = 4.0

_erf = np.vectorize(math.erf)


def _sig(x):
    return 1 / (1 + np.exp(-x))


def _softplus(x):
    return np.logaddexp(x, 0.0)


def _softmax(x, axes):
    e = np.exp(x - x.max(axis=axes, keepdims=True))
    return e / e.sum(axis=axes, keepdims=True)


def _log_softmax(x, axes):
    s = x - x.max(axis=axes, keepdims=True)
    return s - np.log(np.exp(s).sum(axis=axes, keepdims=True))


def _layer_norm(x, axes, eps):
    d = x - x.mean(axis=axes, keepdims=True)
    return d / np.sqrt((d * d).mean(axis=axes, keepdims=True) + eps)


def _rms_norm(x, axes, eps):
    return x / np.sqrt((x * x).mean(axis=axes, keepdims=True) + eps)


# the double-precision reference of each fused op, as numpy on float64 arrays
REF_ELEMENTWISE = {
    "sigmoid": _sig,
    "silu": lambda x: x * _sig(x),
    "gelu_erf": lambda x: 0.5 * x * (1 + _erf(x / math.sqrt(2))),
    "gelu_tanh": lambda x: 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))),
    "quick_gelu": lambda x: x * _sig(1.702 * x),
    "softplus": _softplus,
    "mish": lambda x: x * np.tanh(_softplus(x)),
    "hardswish": lambda x: x * np.clip(x + 3, 0, 6) / 6,
    "hardsigmoid": lambda x: np.clip(x + 3, 0, 6) / 6,
    "erf": _erf,
    "tanh": np.tanh,
}
REF_ROW = {"softmax": _softmax, "log_softmax": _log_softmax}
REF_NORM = {"layer_norm": _layer_norm, "rms_norm": _rms_norm}


def reference(op, e, x, rest):
    """The op applied to x; rest: the file's other parameters in order (a norm's scale
    and bias as `affine` says; v for a row op then contracted with v; the sink column)."""
    if op in REF_ELEMENTWISE:
        return REF_ELEMENTWISE[op](x)
    axes = tuple(e["axes"])
    if op in REF_ROW:
        if e.get("causal"):  # the last two axes: row i keeps columns <= i
            n = x.shape[-1]
            x = np.where(np.tril(np.ones((n, n), bool)), x, -np.inf)
        if "sink_shape" in e:  # over x and its sink column, which is then dropped
            return REF_ROW[op](np.concatenate([x, rest[0]], axis=-1), axes)[..., :x.shape[-1]]
        y = REF_ROW[op](x, axes)
        return np.matmul(y, rest[0]) if "dot_shape" in e else y
    y = REF_NORM[op](x, axes, e["eps"])
    if e.get("affine") in ("scale", "scale_bias"):
        scale = rest[0] + 1 if e.get("scale_plus_one") else rest[0]
        y = y * _expand(scale, axes, x.ndim)
    if e.get("affine") == "scale_bias":
        y = y + _expand(rest[1], axes, x.ndim)
    return y


def _expand(p, axes, rank):
    """A parameter of the reduced axes' shape, shaped to broadcast against x."""
    shape = [1] * rank
    for a, d in zip(axes, p.shape):
        shape[a] = d
    return p.reshape(shape)


def inputs(e, rng):
    """The file's parameters in its element type (x, then a norm's scale and bias, a
    then_dot spelling's v or a sink spelling's column), and the same values as float64."""
    dt, shape = NP_DT[e["dt"]], e["shape"]
    n = int(np.prod(shape))
    if e["kind"] == "ELEMENTWISE":
        lo, hi = e["range"]
        x = rng.permutation(np.linspace(lo, hi, n))
    else:  # each row's mean 0.8 to 2 away from 0, so that a norm without its mean subtraction shows
        axes = tuple(e["axes"])
        z = rng.normal(0.0, 1.5, shape)
        z -= z.mean(axis=axes, keepdims=True)
        off = rng.uniform(0.8, 2.0, z.mean(axis=axes, keepdims=True).shape)
        x = z + off * rng.choice([-1.0, 1.0], off.shape)
    arrays = [x.reshape(shape)]
    if "dot_shape" in e:
        arrays.append(rng.normal(0.0, 1.0, e["dot_shape"]))
    if "sink_shape" in e:
        arrays.append(rng.normal(1.0, 1.0, e["sink_shape"]))
    if e.get("affine") in ("scale", "scale_bias"):
        pshape = [shape[a] for a in e["axes"]]
        arrays.append(rng.normal(1.0, 0.3, pshape))
        if e["affine"] == "scale_bias":
            arrays.append(rng.normal(0.0, 0.5, pshape))
    typed = [a.astype(dt) for a in arrays]
    if e.get("scale_dt") and e.get("affine") in ("scale", "scale_bias"):  # the norm's scale and bias: the last 1-2
        k = 2 if e["affine"] == "scale_bias" else 1
        typed[-k:] = [a.astype(NP_DT[e["scale_dt"]]) for a in arrays[-k:]]
    return typed, [t.astype(np.float64) for t in typed]


def check(path, e, rng):
    """None when the file loads and computes what the manifest says, else why not."""
    text = path.read_text()
    if e["fmt"] == "hlo":
        verdict, why = X.verify_hlo(text, compile_module=False)  # compile_text below compiles it
        if verdict != "accept":
            return "XLA does not load it: %s %s" % (verdict, why)
    else:
        why = X.parse_stablehlo(text)
        if why:
            return "XLA does not load it: " + why
    try:
        exe = X.compile_text(text, e["fmt"])
    except Exception as ex:  # noqa: BLE001 (XLA's errors come as several types)
        return "XLA does not compile it: %s" % ex
    typed, f64 = inputs(e, rng)
    out = X.run(exe, typed)[0].astype(np.float64)
    x, rest = f64[0], f64[1:]
    atol, rtol = TOL[(e["dt"], e["prec"])]
    if e["op"]:
        ref = reference(e["op"], e, x, rest)
        # an infinity matches only the same infinity (a masked log_softmax's -inf); anything
        # else non-finite in the output fails
        same = np.isinf(ref) & (out == ref)
        with np.errstate(invalid="ignore"):
            bad = ~same & ~(np.abs(out - ref) <= atol + rtol * np.abs(np.where(np.isfinite(ref), ref, 0.0)))
        if bad.any():
            i = int(np.argmax(bad))
            return "computes no %s: at x=%g got %g, want %g (%d of %d outside atol %g rtol %g)" % (
                e["op"], x.flat[i], out.flat[i], ref.flat[i], int(bad.sum()), bad.size, atol, rtol)
        return None
    for op in e["forbid"]:
        ref = reference(op, e, x, rest)
        if not (np.abs(out - ref) > NEAR_MARGIN * (atol + rtol * np.abs(ref))).any():
            return "near miss computes %s within %g x tolerance" % (op, NEAR_MARGIN)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", nargs="?")
    ap.add_argument("--seed", type=int, default=spellgen.DEFAULT_SEED)
    ap.add_argument("--variants", type=int, default=6)
    ap.add_argument("--near-variants", type=int, default=4)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        d = pathlib.Path(a.dir or tmp)
        if not a.dir:
            spellgen.generate(str(d), str(HERE.parent.parent), a.seed, a.variants, a.near_variants)
        man = json.loads((d / "manifest.json").read_text())
        missing = [op for op in man["ops"] if op not in {**REF_ELEMENTWISE, **REF_ROW, **REF_NORM}]
        if missing:
            print("FAIL no numpy reference in check_xla.py for: " + " ".join(missing))
        rng = np.random.default_rng(man["seed"])
        run_files(man["files"], lambda e: check(d / e["file"], e, rng), failed=len(missing) > 0)


if __name__ == "__main__":
    main()
