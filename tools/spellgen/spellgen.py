#!/usr/bin/env python3
"""Writes algebraically distinct spellings of every fused op (the rows of
include/recompose/fused.def), and near misses, as HLO and StableHLO modules, with a
manifest of what each file holds. Standard library only; deterministic for a seed.

Usage: spellgen.py OUTDIR [--seed N] [--variants K] [--near-variants K] [--root DIR]

Each catalogue entry (spellings.py) is written K times with its variation axes drawn
from a generator seeded with the seed and the entry's name: format, element type (f32,
bf16, f16; a bf16/f16 program computing natively, in f32 between converts, or, for row
ops, accumulating its sums in f32), constants as scalar broadcasts, full-shape splats
or scalars through reshape chains, shared or recomputed subexpressions, the op inline
or in a called function, the rank (1-3; row ops 1-4) and, for row ops, the reduced axes (the
last, a non-minor one, several adjacent ones, or two blocks of them with kept axes
between: `split`), keep-dims reshapes, reduced values
combined before or after their broadcast, the 1/N form (times, divide, printed at 6
digits), eps, and scale and bias (an f32 norm's scale and bias also as bf16/f16
parameters: `scale_dt`). The first two draws of each entry are the plain f32
forms, one per format. Near misses vary the same axes but stay f32 (a wrong constant
can be closer to the right one than bf16's rounding).

OUTDIR/manifest.json lists each file with `op` (the op the file computes: the expected
answer, known because the generator wrote it) or, for a near miss, `forbid` (ops that
no value of the file computes), and the axes drawn. tools/spellgen/check_xla.py loads
every file in XLA and checks it numerically; tools/spellgen/measure.py measures
recompose's recall on the set.
"""
import argparse
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ir  # noqa: E402
import spellings  # noqa: E402
import spellings_wider  # noqa: E402,F401  (registers its entries after spellings.py's)
import spellings_producers  # noqa: E402,F401  (and these after spellings_wider.py's)
import spellings_idioms  # noqa: E402,F401  (and these after spellings_producers.py's)
import spellings_meaning  # noqa: E402,F401  (and these after spellings_idioms.py's)
import spellings_frameworks  # noqa: E402,F401  (and these last)

DEFAULT_SEED = 20261206
FMT_EXT = {"hlo": ".hlo", "stablehlo": ".mlir"}


def table_ops(root):
    """[(op, kind)] in the order of include/recompose/fused.def's RC_FUSED rows."""
    with open(os.path.join(root, "include", "recompose", "fused.def")) as f:
        text = f.read()
    rows = re.findall(r"^RC_FUSED\(\s*(\w+)\s*,\s*(\w+)\s*,", text, re.M)
    if not rows:
        raise SystemExit("spellgen: no RC_FUSED rows in fused.def")
    return rows


def _draw_shape(rng, rank, kind, square=False):
    if square:
        return list(rng.choice({2: [[8, 8], [12, 12]], 3: [[2, 8, 8], [3, 6, 6]]}[rank]))
    if kind == "ELEMENTWISE":
        dims = {1: [[16], [48], [64]], 2: [[4, 12], [3, 16], [8, 8]], 3: [[2, 3, 8], [2, 4, 6], [1, 4, 16]]}
        return list(rng.choice(dims[rank]))
    dims = {1: [[12], [16], [48]], 2: [[4, 12], [3, 16], [6, 24], [8, 16]],
            3: [[2, 3, 8], [2, 4, 12], [3, 6, 16], [2, 8, 6]],
            4: [[2, 4, 3, 8], [2, 3, 4, 6], [3, 4, 2, 8], [2, 6, 2, 4]]}
    return list(rng.choice(dims[rank]))


def _draw_axes(rng, rank):
    # split: two blocks of reduced axes with kept ones between (GroupNorm-free channel norms,
    # a softmax over {0, 2} that a transpose-free export writes)
    choices = {1: [("last", (0,))],
               2: [("last", (1,)), ("last", (1,)), ("nonminor", (0,))],
               3: [("last", (2,)), ("last", (2,)), ("nonminor", (1,)), ("multi", (1, 2)),
                   ("multi_nonminor", (0, 1)), ("split", (0, 2)), ("split", (0, 2))],
               4: [("last", (3,)), ("nonminor", (1,)), ("multi", (2, 3)), ("multi_nonminor", (1, 2)),
                   ("split", (1, 3)), ("split", (1, 3)), ("split", (0, 2)), ("split", (0, 1, 3)),
                   ("split", (0, 2, 3))]}
    return rng.choice(choices[rank])


# split3: three blocks of reduced axes with kept ones between (rank 5 and 6; the last draws
# of each row entry that takes any axes, so the draws before them stay those of the seed)
SPLIT3_DRAWS = 2
SPLIT3 = [([2, 3, 2, 3, 4], (0, 2, 4)), ([2, 4, 3, 2, 6], (0, 2, 4)), ([2, 3, 4, 2, 3, 4], (1, 3, 5)),
          ([3, 2, 2, 4, 2, 3], (0, 2, 3, 5))]


def split3_ok(sp, kind):
    """Whether entry sp gets split3 draws (row ops not tied to the last axis or a fixed shape)."""
    return kind != "ELEMENTWISE" and not sp.last_axis and not sp.axes and not sp.shape and not sp.square


def draw(sp, kind, i, seed, split3=False):
    """The variation axes of draw i of catalogue entry sp (split3: of its three-block class)."""
    rng = random.Random("%d:%s:%s:%d" % (seed, sp.op, sp.name, i))
    fmt = sp.fmts[i % len(sp.fmts)]
    v = {"fmt": fmt, "dt": "f32", "prec": "native", "consts": "bcast", "share": True,
         "wrap": "inline", "keepdims": False}
    rank = max(2, sp.min_rank)
    if i >= 2:
        # a near miss stays f32: some are off by less than bf16's rounding
        v["dt"] = "f32" if sp.near_miss else rng.choice(["f32", "bf16", "f16"])
        if v["dt"] != "f32":
            precs = ["native", "f32"] + (["acc32"] if kind != "ELEMENTWISE" else [])
            v["prec"] = rng.choice(precs) if sp.low_native else "f32"
        v["consts"] = rng.choice(["bcast", "bcast", "splat", "chain"])
        v["share"] = rng.choice([True, True, False])
        v["wrap"] = rng.choice(["inline", "inline", "inline", "call"])
        # rank 4 for row ops (not those tied to the last axis): their axes classes need it
        rank = rng.randint(sp.min_rank, 4 if kind != "ELEMENTWISE" and not sp.last_axis else 3)
    v["shape"] = _draw_shape(rng, rank, kind, sp.square)
    if sp.shape:
        rank, v["shape"] = len(sp.shape), list(sp.shape)
    if kind != "ELEMENTWISE":
        v["keepdims"] = i >= 2 and rng.random() < 0.3
        last = i < 2 or sp.last_axis
        v["axes_kind"], v["axes"] = ("last", (rank - 1,)) if last else _draw_axes(rng, rank)
        if sp.axes:
            v["axes_kind"], v["axes"] = "split", tuple(sp.axes)
        if split3:
            shape, axes = rng.choice(SPLIT3)
            v["shape"], v["axes_kind"], v["axes"] = list(shape), "split3", axes
        v["late"] = i >= 2 and rng.random() < 0.35
    if kind == "NORM":
        v["mean"] = "mul" if i < 2 else rng.choice(["mul", "mul", "div", "lowp"])
        v["eps"] = rng.choice([1e-5, 1e-6]) if i >= 2 else 1e-5
        if sp.affine:
            v["affine"] = "scale" if sp.affine == "scale_plus_one" else "scale_bias"
        else:
            v["affine"] = "none" if i < 2 else rng.choice(["none", "scale", "scale_bias"])
        # an f32 norm whose scale and bias are bf16/f16 parameters converted up (drawn last:
        # the draws above stay those of the seed)
        if v["affine"] != "none" and v["dt"] == "f32" and i >= 2:
            v["scale_dt"] = rng.choice(["f32", "bf16", "f16"])
    if sp.consts:
        v["consts"] = sp.consts
    return v


def build(sp, kind, v):
    """The graph of entry sp under axes v: (builder, output node)."""
    dt = v["dt"]
    cdt = dt if v["prec"] in ("native", "acc32") else "f32"
    b = ir.Builder(dt, cdt, acc32=v["prec"] == "acc32")
    shape = v["shape"]
    x = b.param(shape)
    if kind == "ELEMENTWISE":
        y = sp.fn(b, x)
    else:
        r = spellings.Rows(b, v["axes"], shape, late=v["late"], mean=v.get("mean", "mul"))
        if kind == "ROW":
            y = sp.fn(b, x, r)
        else:
            pshape = [shape[a] for a in v["axes"]]
            kept = [a for a in range(len(shape)) if a not in v["axes"]]
            sdt = v.get("scale_dt")
            scale = b.back(b.param(pshape, sdt), kept, shape) if v["affine"] != "none" else None
            bias = b.back(b.param(pshape, sdt), kept, shape) if v["affine"] == "scale_bias" else None
            if sp.affine:
                y = sp.fn(b, x, r, v["eps"], scale, bias)
            else:
                y = sp.fn(b, x, r, v["eps"])
                if scale is not None:
                    y = b.bin("mul", y, scale)
                if bias is not None:
                    y = b.bin("add", y, bias)
    return b, b.convert(y, dt)


def generate(outdir, root, seed, variants, near_variants):
    ops = table_ops(root)
    kinds = dict(ops)
    have = {sp.op for sp in spellings.CATALOGUE if not sp.near_miss}
    # The backward rows (kinds GRAD: dy * f'(x), and NORM_GRAD: a norm's dx; two leaves) have no
    # one-leaf spellings here; their autodiff forms are corpus/opt's grad_* cases.
    missing = [op for op, kind in ops if op not in have and not kind.endswith("GRAD")]
    if missing:
        raise SystemExit("spellgen: fused.def ops without a spelling in tools/spellgen/spellings.py: "
                         + " ".join(missing))
    os.makedirs(outdir, exist_ok=True)
    manifest = []
    for sp in spellings.CATALOGUE:
        if sp.op not in kinds:
            continue  # an entry for an op the table no longer has
        kind = kinds[sp.op]
        n = near_variants if sp.near_miss else variants
        for i in range(n + (SPLIT3_DRAWS if split3_ok(sp, kind) else 0)):
            v = draw(sp, kind, i, seed, split3=i >= n)
            b, y = build(sp, kind, v)
            stem = "%s%s__%s__%d" % ("near__" if sp.near_miss else "", sp.op, sp.name, i)
            mod = re.sub(r"\W", "_", stem)
            style = ir.Style(consts=v["consts"], share=v["share"], wrap=v["wrap"], keepdims=v["keepdims"])
            printer = ir.print_hlo if v["fmt"] == "hlo" else ir.print_stablehlo
            text = printer(mod, b, y, style)
            fname = stem + FMT_EXT[v["fmt"]]
            with open(os.path.join(outdir, fname), "w") as f:
                f.write(text)
            entry = {"file": fname, "op": None if sp.near_miss else sp.op, "resembles": sp.op,
                     "forbid": list(sp.forbid) if sp.near_miss else [], "kind": kind,
                     "spelling": sp.name, "range": list(sp.ranges or (-8, 8))}
            entry.update({k: (list(val) if isinstance(val, tuple) else val) for k, val in v.items()})
            if sp.then_dot:
                entry["dot_shape"] = spellings.dot_shape(v["shape"])
            if sp.causal:
                entry["causal"] = True
            if sp.sink:
                entry["sink_shape"] = spellings.sink_shape(v["shape"])
            if sp.affine == "scale_plus_one":
                entry["scale_plus_one"] = True
            manifest.append(entry)
    with open(os.path.join(outdir, "manifest.json"), "w") as f:
        json.dump({"seed": seed, "ops": [op for op, kind in ops if not kind.endswith("GRAD")], "files": manifest}, f, indent=1)
        f.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--variants", type=int, default=6, help="draws per spelling (default 6)")
    ap.add_argument("--near-variants", type=int, default=4, help="draws per near miss (default 4)")
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(HERE)),
                    help="the source tree whose fused.def lists the ops")
    a = ap.parse_args()
    m = generate(a.outdir, a.root, a.seed, a.variants, a.near_variants)
    pos = sum(1 for e in m if e["op"])
    print("spellgen: %d files (%d spellings of %d ops, %d near misses) in %s" % (
        len(m), pos, len({e["op"] for e in m if e["op"]}), len(m) - pos, a.outdir))


if __name__ == "__main__":
    main()
