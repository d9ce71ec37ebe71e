#!/usr/bin/env python3
"""Exports the cross-entropy training cases of corpus/opt (grad_xent_jax_*) with JAX.

Each case is jax.jit(jax.value_and_grad(loss)) over logits [4, 256], lowered to StableHLO
(NAME.mlir) and to HLO (NAME.hlo), as jaxlib writes them (jax.nn.log_softmax is a jitted
helper: a function returning its result with the saved exp(x - max) and row sum, and a
backward helper that reads them):
  grad_xent_jax_onehot      optax's softmax_cross_entropy: -sum(labels * log_softmax(x))
  grad_xent_jax_int_labels  log_softmax, then the label's entry (take_along_axis, MaxText)
  grad_xent_jax_zloss       the one-hot loss plus a z-loss 1e-4 * logsumexp(x)^2
  grad_xent_jax_bf16        bf16 logits, the loss computed in f32
The near miss neg_grad_xent_jax_saved_e_returned is grad_xent_jax_onehot with the saved
exp(x - max) also returned by main (written by hand from that export). The counts
(NAME.counts.json) are written by reading the files, not by this script.

Usage (the jax environment, tools/py-env jax): export-xent-cases.py OUTDIR
"""
import os
import sys

import jax
import jax.numpy as jnp


def onehot_loss(logits, labels):
    return jnp.mean(-jnp.sum(labels * jax.nn.log_softmax(logits, axis=-1), axis=-1))


def int_loss(logits, labels):
    lsm = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(lsm, labels[:, None], axis=-1))


def zloss_loss(logits, labels):
    lsm = jax.nn.log_softmax(logits, axis=-1)
    lse = jax.nn.logsumexp(logits, axis=-1)
    return jnp.mean(-jnp.sum(labels * lsm, axis=-1) + 1e-4 * jnp.square(lse))


def bf16_loss(logits, labels):
    return jnp.mean(-jnp.sum(labels * jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1), axis=-1))


R, C = 4, 256
CASES = {
    "grad_xent_jax_onehot": (onehot_loss, jnp.float32, jnp.zeros((R, C), jnp.float32)),
    "grad_xent_jax_int_labels": (int_loss, jnp.float32, jnp.zeros((R,), jnp.int32)),
    "grad_xent_jax_zloss": (zloss_loss, jnp.float32, jnp.zeros((R, C), jnp.float32)),
    "grad_xent_jax_bf16": (bf16_loss, jnp.bfloat16, jnp.zeros((R, C), jnp.float32)),
}


def main():
    out = sys.argv[1]
    for name, (f, dt, labels) in CASES.items():
        lowered = jax.jit(jax.value_and_grad(f)).lower(jnp.zeros((R, C), dt), labels)
        with open(os.path.join(out, name + ".mlir"), "w") as fh:
            fh.write(lowered.as_text())
        with open(os.path.join(out, name + ".hlo"), "w") as fh:
            fh.write(lowered.as_text(dialect="hlo"))


if __name__ == "__main__":
    main()
