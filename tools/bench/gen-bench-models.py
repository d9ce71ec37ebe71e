#!/usr/bin/env python3
"""Writes the synthetic models that tools/bench/bench-models times (HLO text, batch 1 as
real exports have it), built with the HLO builder and the activation spellings of
tools/dev/gen-opt-corpus.py:

  silu_1x1024x8192.hlo, silu_1024x8192.hlo   x * logistic(x): the same elements with
                                             and without a leading batch dimension of 1
  softmax_1x128x3072.hlo                     max-subtract-exp-sum-divide over the last dim
  layer_norm_1x128x768.hlo                   mean/variance/rsqrt with scale and bias
  bert_layer_1x128x768.hlo                   one BERT-like encoder layer: q/k/v dots, 12-head
                                             attention (batched dots, softmax), output dot,
                                             residual + layer norm, MLP dot-GELU(erf)-dot,
                                             residual + layer norm; weights are parameters
  bert12_1x128x768.hlo                       12 such layers
  gelu_erf_poly_1x512x4096.hlo               GELU around XLA's erf polynomial (raised to erf, then
                                             to gelu_erf in the same run)
  convnet_1x112x112x64.hlo                   8 blocks of convolution (not executed, kept as it
                                             is), then SiLU or hardswish, at 1x112x112x64

Each model's expected counts go to <name>.counts.json (declared here).
Usage: gen-bench-models.py OUTDIR"""
import importlib.util
import json
import os
import sys

_spec = importlib.util.spec_from_file_location(
    "gen_opt_corpus", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "dev", "gen-opt-corpus.py"))
goc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(goc)

HID, HEADS, FF, SEQ = 768, 12, 3072, 128


def dot(g, a, b, shape, lc, rc, batch=None):
    attrs = ""
    if batch:
        attrs = "lhs_batch_dims={%s}, " % batch
    attrs += "lhs_contracting_dims={%d}, " % lc
    if batch:
        attrs += "rhs_batch_dims={%s}, " % batch
    attrs += "rhs_contracting_dims={%d}" % rc
    return g.emit("dot", [a, b], attrs, shape=shape)


def dense(g, x, n_in, n_out):
    """x[1,SEQ,n_in] . W[n_in,n_out] + b."""
    w, b = g.param(shape=[n_in, n_out]), g.param(shape=[n_out])
    y = dot(g, x, w, [1, SEQ, n_out], 2, 0)
    return g.bin("add", y, g.emit("broadcast", [b], "dimensions={2}", shape=[1, SEQ, n_out]), shape=[1, SEQ, n_out])


def heads(g, x):
    """[1,SEQ,HID] -> [1,HEADS,SEQ,HID/HEADS]."""
    r = g.emit("reshape", [x], shape=[1, SEQ, HEADS, HID // HEADS])
    return g.emit("transpose", [r], "dimensions={0,2,1,3}", shape=[1, HEADS, SEQ, HID // HEADS])


def ln(g, x):
    g.shape = [1, SEQ, HID]
    return goc.layer_norm(g, x, eps="1e-12", scale=g.param(shape=[HID]), bias=g.param(shape=[HID]))


def bert_layer(g, x):
    dh = HID // HEADS
    q, k, v = (heads(g, dense(g, x, HID, HID)) for _ in range(3))
    s = dot(g, q, k, [1, HEADS, SEQ, SEQ], 3, 3, batch="0,1")
    g.shape = [1, HEADS, SEQ, SEQ]
    s = g.bin("multiply", s, g.const(repr(1.0 / dh ** 0.5)))
    p = goc.softmax(g, s, jax_max=True)
    o = dot(g, p, v, [1, HEADS, SEQ, dh], 3, 2, batch="0,1")
    o = g.emit("transpose", [o], "dimensions={0,2,1,3}", shape=[1, SEQ, HEADS, dh])
    o = g.emit("reshape", [o], shape=[1, SEQ, HID])
    a = dense(g, o, HID, HID)
    g.shape = [1, SEQ, HID]
    h = ln(g, g.bin("add", x, a))
    m = dense(g, h, HID, FF)
    g.shape = [1, SEQ, FF]
    m = goc.gelu_erf_torch(g, m)
    m = dense(g, m, FF, HID)
    g.shape = [1, SEQ, HID]
    return ln(g, g.bin("add", h, m))


def bert(layers):
    def build(g):
        g.shape = [1, SEQ, HID]
        x = g.param()
        for _ in range(layers):
            x = bert_layer(g, x)
            g.shape = [1, SEQ, HID]
        return x
    return build, {"softmax": layers, "layer_norm": 2 * layers, "gelu_erf": layers}


def convnet(blocks):
    shape = [1, 112, 112, 64]

    def build(g):
        g.shape = list(shape)
        x = g.param()
        for i in range(blocks):
            w = g.param(shape=[3, 3, 64, 64])
            x = g.emit("convolution", [x, w], "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f")
            if i % 2:
                x = g.bin("divide", g.bin("multiply", x, goc.relu6_plus3(g, x, "clamp")), g.const("6"))
            else:
                x = silu(g, x)
        return x
    return build, {"silu": (blocks + 1) // 2, "hardswish": blocks // 2}


def corpus_case(name, shape):
    """A case of tools/dev/gen-opt-corpus.py (it makes its own parameters) at another shape."""
    fn, counts = goc.CASES[name][0], goc.CASES[name][1]

    def build(g):
        g.shape = list(shape)
        return fn(g)
    return build, counts


def single(shape, fn, counts):
    def build(g):
        g.shape = list(shape)
        return fn(g, g.param())
    return build, counts


def silu(g, x):
    return g.bin("multiply", x, g.un("logistic", x))


def layer_norm_sb(g, x):
    return goc.layer_norm(g, x, scale=g.param(shape=[g.shape[-1]]), bias=g.param(shape=[g.shape[-1]]))


MODELS = {
    "silu_1x1024x8192": single([1, 1024, 8192], silu, {"silu": 1}),
    "silu_1024x8192": single([1024, 8192], silu, {"silu": 1}),
    "softmax_1x128x3072": single([1, 128, 3072], goc.softmax, {"softmax": 1}),
    "layer_norm_1x128x768": single([1, 128, 768], layer_norm_sb, {"layer_norm": 1}),
    "bert_layer_1x128x768": bert(1),
    "bert12_1x128x768": bert(12),
    "convnet_1x112x112x64": convnet(8),
    "gelu_erf_poly_1x512x4096": corpus_case("gelu_erf_xla_polynomial", [1, 512, 4096]),
}


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, (build, counts) in MODELS.items():
        g = goc.G("jit_" + name)
        root = build(g)
        with open(os.path.join(out, name + ".hlo"), "w") as f:
            f.write(g.text(root))
        with open(os.path.join(out, name + ".counts.json"), "w") as f:
            json.dump({"counts": counts}, f, indent=1, sort_keys=True)
            f.write("\n")
    print("%d models in %s" % (len(MODELS), out))


if __name__ == "__main__":
    main()
