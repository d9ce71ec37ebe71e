#!/usr/bin/env python3
"""Exports the corpus/opt cases of a norm computed in f32 inside a bf16 training step with JAX
and flax (src/rewrite/wide.c).

flax's nn.LayerNorm at dtype bf16 with f32 parameters converts x to f32, normalizes there with
the f32 scale and bias, and rounds the result to bf16; autodiff writes dx as two f32 parts, each
rounded to bf16 and summed in bf16 with the residual's gradient. The case is
jax.jit(jax.grad(loss)) of a pre-norm residual block x + dense(layer_norm(x)) (the dense in
bf16, so that the norm's dy is no gradient of x itself), lowered to StableHLO (NAME.mlir) and
HLO (NAME.hlo):
  grad_layer_norm_flax_bf16_f32_params   the step: forward, dx (one call computed in f32 and
                                         rounded once to bf16) and d scale raised
  grad_layer_norm_flax_bf16_pooled_dy    a ViT's final norm: layer_norm(x), mean-pooled over the
                                         tokens, a bf16 dense head; the norm's dy is the pool's
                                         gradient broadcast over the tokens, an f32 value the
                                         view reads through its bf16 rounding (recog/rows.c
                                         dy_type); HLO only: its StableHLO form raises the same,
                                         but `--decompose` gives it back equal in value, not in
                                         expression trees (tests/cli/test_decompose.py; open)
The near miss neg_grad_layer_norm_flax_bf16_f16_part is its HLO with one of dx's two parts
rounded through f16 on its way to the bf16 sum (written by hand from that export): the region
then rounds to a dtype that is not its result's, and the backward stays unraised. The counts
(NAME.counts.json) are written by reading the files, not by this script.

Usage (the jax environment, tools/py-env jax): export-wide-norm-cases.py OUTDIR
"""
import os
import sys

import flax.linen as nn
import jax
import jax.numpy as jnp


class Pooled(nn.Module):
    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm(dtype=jnp.bfloat16, param_dtype=jnp.float32)(x)
        return nn.Dense(10, dtype=jnp.bfloat16, param_dtype=jnp.float32)(y.mean(axis=1))


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm(dtype=jnp.bfloat16, param_dtype=jnp.float32)(x)
        return x + nn.Dense(64, use_bias=False, dtype=jnp.bfloat16, param_dtype=jnp.float32)(y)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    m = Block()
    x = jnp.ones((8, 64), jnp.bfloat16)
    params = m.init(jax.random.PRNGKey(0), x)

    def loss(p, x, w):
        return jnp.sum((m.apply(p, x) * w).astype(jnp.float32))

    write(out, "grad_layer_norm_flax_bf16_f32_params",
          jax.jit(jax.grad(loss, argnums=(0, 1))).lower(params, x, jnp.ones((8, 64), jnp.bfloat16)))
    pm = Pooled()
    xp = jnp.ones((2, 16, 64), jnp.bfloat16)
    pp = pm.init(jax.random.PRNGKey(0), xp)

    def pooled_loss(p, x):
        return jnp.sum(pm.apply(p, x).astype(jnp.float32) ** 2)

    write(out, "grad_layer_norm_flax_bf16_pooled_dy", jax.jit(jax.grad(pooled_loss, argnums=(0, 1))).lower(pp, xp),
          ("hlo",))


def write(out, name, lowered, exts=("mlir", "hlo")):
    for ext, text in (("mlir", lowered.as_text()), ("hlo", lowered.as_text(dialect="hlo"))):
        if ext not in exts:
            continue
        with open(os.path.join(out, "%s.%s" % (name, ext)), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
