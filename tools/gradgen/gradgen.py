#!/usr/bin/env python3
"""Training-graph spellings: JAX programs that differentiate through each table op that
has a backward row (include/recompose/fused.def), written as XLA HLO text, StableHLO
text and (for a third of them) XLA:CPU-compiled HLO, with a manifest of the forward and
backward activations each holds, known by construction. Needs jax (tools/py-env jax).

Usage: gradgen.py OUTDIR [--seed N] [--root SRC]

A program is one forward spelling of an op (catalogue.FORWARD) times one way autodiff
sees it (MODES below: jax.vjp with dy a parameter, jax.grad of a sum, of a mean of
squares, of a cross-entropy, through a dense layer, under jax.checkpoint with two
policies, the op applied twice in a chain, two ops on a shared x, a hand-written
jax.custom_vjp backward, per-example gradients under vmap; for the ops of
catalogue.TORCH_BACKWARD also a custom_vjp whose backward is written as PyTorch's
decompositions write it: custom_vjp_torch), with the element type (f32,
bf16), the reduced axis of the row ops (last, or a middle one) and the norms' scale and
bias (none, scale, scale and bias; bias before an elementwise op) drawn per program from
the seed. Near misses are programs whose custom_vjp backward is slightly wrong
(catalogue.BACKWARD): their `forbid` lists the backward row that must not be raised.

The expected counts are the number of times the program applies each op (fwd) and the
number of those applications autodiff differentiates through (bwd: all of them, since
every program differentiates with respect to x or to a parameter before the op, but
the gradient of sum(softmax(x)), identically zero: program(); for a norm with a scale,
dscale counts the scale gradients too). They are never read from recompose. NATIVE forward spellings (the framework's own logistic or tanh instruction)
are listed in `fwd_native`: that forward is the op already, not an activation to raise.
"""
import argparse
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "spellgen"))

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402

import catalogue as C  # noqa: E402
from spellgen import table_ops  # noqa: E402

jax.config.update("jax_platforms", "cpu")

DEFAULT_SEED = 25
DT = {"f32": jnp.float32, "bf16": jnp.bfloat16}
# the other op of a `pair` program (on the same x): not one nested in the op or containing it
PARTNER = {"softmax": "log_softmax", "log_softmax": "softmax", "layer_norm": "rms_norm",
           "rms_norm": "layer_norm", "softplus": "gelu_erf"}
ROW_SHAPE, ELT_SHAPE = (2, 6, 16), (4, 16)
MODES = ("vjp_dy", "grad_sum", "grad_msq", "grad_ce", "dense", "remat_nothing", "remat_dots",
         "chain", "pair", "custom_vjp", "vmap_grad")
NEAR_MODES = ("vjp_dy", "grad_msq")


def backward_ops(root):
    """The forward ops with a dx backward row (OP_grad) in fused.def, in its order."""
    ops = [op for op, _ in table_ops(root)]
    return [op for op in ops if op + "_grad" in ops]


def draw(seed, op, spelling, mode):
    rng = random.Random("%d:%s:%s:%s" % (seed, op, spelling, mode))
    v = {"dt": rng.choice(["f32", "f32", "bf16"])}
    if op in C.ROW:
        v["axis"] = rng.choice(["last", "mid"])
    if op in C.NORM:
        v["affine"] = rng.choice(["none", "scale", "scale_bias"])
    elif op not in C.ROW:
        v["affine"] = rng.choice(["none", "bias"])
    v["compiled"] = rng.random() < 1 / 3
    return v


def forward(op, fn, v):
    """g(x, p) -> y: the spelling with the drawn affine parts, and p's shapes."""
    shape = ROW_SHAPE if op in C.ROW else ELT_SHAPE
    axis = {"last": len(shape) - 1, "mid": 1}.get(v.get("axis"), len(shape) - 1)
    aff = v.get("affine", "none")
    pshape = {}
    if aff in ("scale", "scale_bias") and op in C.NORM:
        pshape["scale"] = (shape[axis],)
    if aff == "scale_bias":
        pshape["bias"] = (shape[axis],)
    if aff == "bias":
        pshape["bias"] = (shape[-1],)
    bshape = [1] * len(shape)
    bshape[axis] = shape[axis]

    def g(x, p):
        if op not in C.NORM and "bias" in p:
            x = x + p["bias"]
        y = fn(x, axis)
        if "scale" in p:
            y = y * p["scale"].reshape(bshape)
        if op in C.NORM and "bias" in p:
            y = y + p["bias"].reshape(bshape)
        return y
    return g, shape, axis, pshape


def _ce(y, lab):
    return -jnp.mean(jnp.sum(lab * jax.nn.log_softmax(y, axis=-1), axis=-1))


def program(op, spelling, mode, v, near=False):
    """(fn, argument specs, fwd counts, bwd counts, dscale count) of one program."""
    fn = C.FORWARD[op][spelling]
    g, shape, axis, pshape = forward(op, fn, v)
    dt = DT[v["dt"]]
    fwd, bwd = {op: 1}, {op: 1}
    if mode in ("custom_vjp", "custom_vjp_torch") or near:
        cv = C.custom(op, fn, axis, wrong=near, bwd=C.TORCH_BACKWARD[op] if mode == "custom_vjp_torch" else None)
        g, _, _, _ = forward(op, lambda x, a: cv(x), v)
    x = jax.ShapeDtypeStruct(shape, dt)
    p = {k: jax.ShapeDtypeStruct(s, dt) for k, s in pshape.items()}
    dscale = 1 if "scale" in pshape else 0

    def msq(h, p, t):
        return jnp.mean((h - t) ** 2)

    if mode in ("vjp_dy", "custom_vjp", "custom_vjp_torch"):
        def f(x, p, dy):
            y, back = jax.vjp(g, x, p)
            return (y,) + back(dy)
        args = (x, p, x)
    elif mode == "grad_sum":
        f = jax.value_and_grad(lambda x, p: jnp.sum(g(x, p)), argnums=(0, 1))
        args = (x, p)
        if op == "softmax":
            # No softmax backward is expected here. A softmax's rows sum to 1 (it takes no affine
            # part here), so sum(softmax(x)) is the number of rows for every x and its gradient
            # is identically 0: the program applies the softmax's vjp to a dy of ones, y (1 -
            # sum y), whose value is rounding noise. Where JAX keeps the ones in both terms
            # (StableHLO) recompose raises it (corpus/opt grad_softmax_sum_splat_dy, an extra
            # here); in HLO the ones are folded out of one term, a region that is the backward
            # only at dy = 1, which recompose refuses by design (corpus/opt
            # neg_grad_softmax_sum_ones_folded_once). Either way it is no gradient to recall.
            bwd = {}
    elif mode == "grad_msq":
        f = jax.value_and_grad(lambda x, p, t: msq(g(x, p), p, t), argnums=(0, 1))
        args = (x, p, x)
    elif mode == "grad_ce":
        f = jax.value_and_grad(lambda x, p, lab: _ce(g(x, p), lab), argnums=(0, 1))
        args = (x, p, x)
        fwd["log_softmax"] = fwd.get("log_softmax", 0) + 1
        bwd["log_softmax"] = bwd.get("log_softmax", 0) + 1
    elif mode in ("dense", "remat_dots"):
        d = shape[-1]
        w = jax.ShapeDtypeStruct((d, d), dt)

        def block(x, p, w, b):
            return g(x @ w + b, p)
        if mode == "remat_dots":
            block = jax.checkpoint(block, policy=jax.checkpoint_policies.dots_saveable)

        def loss(p, w, b, w2, x, t):
            return jnp.mean((block(x, p, w, b) @ w2 - t) ** 2)
        f = jax.value_and_grad(loss, argnums=(0, 1, 2, 3))
        args = (p, w, jax.ShapeDtypeStruct((d,), dt), w, x, x)
    elif mode == "remat_nothing":
        gc = jax.checkpoint(g, policy=jax.checkpoint_policies.nothing_saveable)
        f = jax.value_and_grad(lambda x, p, t: msq(gc(x, p), p, t), argnums=(0, 1))
        args = (x, p, x)
    elif mode == "chain":
        def f(x, p, dy):
            y, back = jax.vjp(lambda x, p: g(g(x, p), p), x, p)
            return (y,) + back(dy)
        args = (x, p, x)
        fwd[op] = bwd[op] = 2
        dscale *= 2
    elif mode == "pair":
        q = PARTNER.get(op, "softplus")
        qf = next(iter(C.FORWARD[q].values()))

        def f(x, p, dy):
            y, back = jax.vjp(lambda x, p: g(x, p) * qf(x, axis), x, p)
            return (y,) + back(dy)
        args = (x, p, x)
        fwd[q] = bwd[q] = 1
    elif mode == "vmap_grad":
        # per-example gradients: the program's axis counts without the mapped leading axis
        one = jax.value_and_grad(lambda x, p, t: msq(g(x[None], p)[0], p, t), argnums=(0, 1))
        f = jax.vmap(one, in_axes=(0, None, 0))
        args = (x, p, x)
    else:
        raise ValueError(mode)
    return f, args, fwd, bwd, dscale


def export(f, args, compiled):
    low = jax.jit(f).lower(*args)
    out = {".hlo": low.as_text(dialect="hlo"), ".mlir": low.as_text()}
    if compiled:
        out[".compiled.hlo"] = low.compile().as_text()
    return out


def _entries(root, seed):
    ops = backward_ops(root)
    missing = [op for op in ops if op not in C.FORWARD]
    if missing:
        raise SystemExit("gradgen: backward rows without forward spellings in "
                         "tools/gradgen/catalogue.py: " + " ".join(missing))
    for op in ops:
        for sp in C.FORWARD[op]:
            for mode in MODES:
                yield op, sp, mode, False
    for op in ops:  # the backwards PyTorch writes, where they differ from BACKWARD's
        if op in C.TORCH_BACKWARD:
            for sp in C.FORWARD[op]:
                yield op, sp, "custom_vjp_torch", False
    for op in ops:
        sp = next(iter(C.FORWARD[op]))
        for mode in NEAR_MODES:
            yield op, sp, mode, True


def generate(outdir, root, seed=DEFAULT_SEED, log=None):
    os.makedirs(outdir, exist_ok=True)
    manifest = []
    for op, sp, mode, near in _entries(root, seed):
        v = draw(seed, op, sp, mode)
        if near:
            v = dict(v, affine="none", dt="f32")
        f, args, fwd, bwd, dscale = program(op, sp, mode, v, near)
        stem = re.sub(r"\W", "_", "%s%s__%s__%s" % ("near__" if near else "", op, sp, mode))
        for ext, text in export(f, args, v["compiled"]).items():
            fname = stem + ext
            with open(os.path.join(outdir, fname), "w") as fh:
                fh.write(text)
            e = {"file": fname, "program": stem, "op": op, "spelling": sp, "mode": mode,
                 "dialect": {".hlo": "hlo", ".mlir": "stablehlo", ".compiled.hlo": "compiled"}[ext],
                 "near": near}
            e.update({k: val for k, val in v.items() if k != "compiled"})
            if near:
                e.update(fwd={}, bwd={}, dscale=0, forbid=[op + "_grad"], fwd_native=[])
            else:
                native = [op] if (op, sp) in C.NATIVE else []
                e.update(fwd=fwd, bwd=bwd, dscale=dscale, forbid=[], fwd_native=native)
            manifest.append(e)
        if log:
            log("gradgen: %s" % stem)
    with open(os.path.join(outdir, "manifest.json"), "w") as fh:
        json.dump({"seed": seed, "jax": jax.__version__, "ops": backward_ops(root),
                   "files": manifest}, fh, indent=1)
        fh.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(HERE)))
    a = ap.parse_args()
    m = generate(a.outdir, a.root, a.seed)
    progs = {e["program"] for e in m}
    near = {e["program"] for e in m if e["near"]}
    print("gradgen: %d files, %d programs (%d near misses) in %s" % (
        len(m), len(progs), len(near), a.outdir))


if __name__ == "__main__":
    main()
