#!/usr/bin/env python3
"""The generator's self-check, in the jax environment (tools/py-env jax): every module
tools/xlaforms/xlaforms.py writes must load in XLA (its HLO text parser and verifier),
compile for XLA:CPU (fusions as calls, bitcasts as reshapes), and compute what its manifest entry says: a case's output matches
its float64 reference within its element type's tolerance; a near miss's output differs
from the reference of the op it resembles by more than 4 times that tolerance somewhere.
A failure is a generator bug.

Usage: check_xla.py [DIR]   (without DIR the set is written into a temporary folder)

A reference is an expression: ["p", i] (parameter i as float64), ["round", E, dt],
["mul", E, E-or-number], ["add", E, E], ["einsum", spec, E, E], ["index", i, E] (the
module's i-th tuple element is E), ["affine", E, scale, bias, scale_axes(, bias_axes)]
(parameters over those axes, either may be null), and a table op: [op, E] for an
activation, ["softmax"|"log_softmax", E, axes], ["layer_norm"|"rms_norm", E, axes, eps].
"""
import importlib.util
import json
import math
import pathlib
import re
import sys
import tempfile

import numpy as np
import ml_dtypes

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "python"))
import xlaforms  # noqa: E402
import xla_oracle as X  # noqa: E402
from gen_verdict import run_files  # noqa: E402

# spellgen's float64 references of the table ops (one place for them)
_spec = importlib.util.spec_from_file_location("spellgen_check_xla", HERE.parent / "spellgen" / "check_xla.py")
_sg = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_sg)
REF_ELEMENTWISE, REF_ROW, REF_NORM = _sg.REF_ELEMENTWISE, _sg.REF_ROW, _sg.REF_NORM

NP_DT = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "f16": np.float16,
         "f8e4m3fn": ml_dtypes.float8_e4m3fn}
# (atol, rtol) of an output whose math runs in that element type
TOL = {"f32": (1e-3, 1e-3), "f16": (2e-2, 1e-2), "bf16": (8e-2, 5e-2)}
NEAR_MARGIN = 4.0


def _expand(p, axes, rank):
    shape = [1] * rank
    for a, d in zip(axes, p.shape):
        shape[a] = d
    return p.reshape(shape)


def evaluate(r, ps):
    """The float64 value of reference expression r over parameters ps; and the index of
    the tuple element it describes (None: the whole output)."""
    if r[0] == "index":
        return evaluate(r[2], ps)[0], r[1]
    ev = lambda s: s if isinstance(s, (int, float)) else evaluate(s, ps)[0]  # noqa: E731
    op = r[0]
    if op == "p":
        v = ps[r[1]]
    elif op == "round":
        v = ev(r[1]).astype(NP_DT[r[2]]).astype(np.float64)
    elif op == "mul":
        v = ev(r[1]) * ev(r[2])
    elif op == "add":
        v = ev(r[1]) + ev(r[2])
    elif op == "einsum":
        v = np.einsum(r[1], ev(r[2]), ev(r[3]))
    elif op == "affine":
        v = ev(r[1])
        sa = r[4]
        ba = r[5] if len(r) > 5 else sa
        if r[2] is not None:
            v = v * _expand(ev(r[2]), sa, v.ndim)
        if r[3] is not None:
            v = v + _expand(ev(r[3]), ba, v.ndim)
    elif op in REF_ELEMENTWISE:
        v = REF_ELEMENTWISE[op](ev(r[1]))
    elif op in REF_ROW:
        v = REF_ROW[op](ev(r[1]), tuple(r[2]))
    elif op in REF_NORM:
        v = REF_NORM[op](ev(r[1]), tuple(r[2]), r[3])
    else:
        raise ValueError("unknown reference op %r" % op)
    return v, None


def inputs(e, rng):
    """Typed parameters (normal values, offset so that a norm's mean matters; a scalar
    0.5, but a reduce's init value ("init") 120: a max starting there underflows every
    exp) and their float64 copies."""
    typed = []
    for name, dt, shape in e["params"]:
        v = rng.normal(0.7, 1.3, shape) if shape else np.array(120.0 if name == "init" else 0.5)
        typed.append(np.asarray(v).astype(NP_DT[dt]))
    return typed, [t.astype(np.float64) for t in typed]


def _low(e):
    dts = {dt for _, dt, _ in e["params"]}
    return "bf16" if "bf16" in dts or "f8e4m3fn" in dts else "f16" if "f16" in dts else "f32"


def runnable(text):
    """The module as XLA:CPU builds it again from text: each fusion a call of its fused
    computation, each bitcast a reshape (what they compute; the CPU backend rebuilds
    neither from a module whose layouts the translation drops)."""
    text = re.sub(r"\bfusion\((.*?)\), kind=k\w+, calls=", r"call(\1), to_apply=", text)
    return re.sub(r"\bbitcast\(", "reshape(", text)


def check(path, e, rng):
    text = path.read_text()
    verdict, why = X.verify_hlo(text, compile_module=False)
    if verdict != "accept":
        return "XLA does not load it: %s %s" % (verdict, why)
    try:
        exe = X.compile_text(runnable(text), "hlo")
    except Exception as ex:  # noqa: BLE001
        return "XLA does not compile it: %s" % ex
    typed, f64 = inputs(e, rng)
    outs = X.run(exe, typed)
    ref, idx = evaluate(e["ref"], f64)
    out = outs[idx or 0].astype(np.float64)
    atol, rtol = TOL[_low(e)]
    err = np.abs(out - ref) - (atol + rtol * np.abs(ref))
    if e["op"]:
        if (err > 0).any() or not np.isfinite(out).all():
            i = int(np.argmax(err))
            return "computes no %s: got %g, want %g (%d of %d outside)" % (
                e["op"], out.flat[i], ref.flat[i], int((err > 0).sum()), err.size)
        return None
    far = ~np.isfinite(out) | (np.abs(out - ref) > NEAR_MARGIN * (atol + rtol * np.abs(ref)))
    if not far.any():
        return "near miss computes its reference within %g x tolerance" % NEAR_MARGIN
    return None


def main():
    with tempfile.TemporaryDirectory() as tmp:
        d = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else tmp)
        if len(sys.argv) <= 1:
            xlaforms.generate(str(d))
        man = json.loads((d / "manifest.json").read_text())
        rng = np.random.default_rng(20261207)
        run_files(man["files"], lambda e: check(d / e["file"], e, rng))


if __name__ == "__main__":
    main()
