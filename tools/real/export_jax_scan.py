"""Export JAX/Flax training steps that scan over their layers, with activation counts traced
from the jaxpr.

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-jax.txt:
    python export_jax_scan.py OUTDIR       # -> OUTDIR (corpus/real/jax-scan)

Production trainers keep the layers' parameters stacked on a leading axis and run one
layer body in a loop (MaxText's scan_layers=True: flax nn.scan over an nn.remat'ed block;
hand-written trainers: jax.lax.scan over a jax.checkpoint'ed body), so that the program
holds each layer's forward once in the body of a `while`, and its backward (with the
recomputed forward) once in the body of a second `while` that reads the saved activations
back from stacked residuals (dynamic-slice) the forward wrote (dynamic-update-slice).
Each step is jax.value_and_grad of the loss followed by an optax update, in f32, and in
bf16 compute with f32 parameters. Forms: StableHLO (jax.jit(f).lower(...).as_text()) and
HLO (.as_text(dialect='hlo')).

Traced counts: the layers mark each activation with `act(op)` (the blocks of
export_jax_prod.py), and the counts are traced from the jaxpr of the exported function,
forward and backward (tools/real/jax_trace.py says how); an activation in the scanned
body is one instance per copy the program text holds (the loop runs the body, the text
has it once). Standard JAX/Flax/optax code otherwise; nothing here runs recompose.
"""
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import flax  # noqa: E402
import flax.linen as nn  # noqa: E402
import jaxlib  # noqa: E402
import optax  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus  # noqa: E402
from jax_trace import act, traced_counts  # noqa: E402
from export_jax_prod import (B, S, D, H, F, V, HD, F32, BF16, FORMS, IDS,  # noqa: E402
                             RMSNorm, LlamaLayer, attend, constrain, cross_entropy, dense, layer_norm)

NL = 3  # layers in the scanned stack


# ---- LLaMA-style decoder, MaxText scan_layers=True ---------------------------------------

class DecoderBlock(nn.Module):
    """One scanned layer: carry in, (carry, no per-layer output) out, as nn.scan wants."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, pos):
        return LlamaLayer(self.dtype, self.param_dtype, name="layer")(x, pos), None


class ScannedDecoder(nn.Module):
    """MaxText's Decoder with scan_layers=True: nn.scan over nn.remat(block, policy,
    prevent_cse=False), parameters stacked on axis 0 ('layers'), positions broadcast."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32
    remat_policy: object = None

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = constrain(nn.Embed(V, D, **dt, name="token_embedder")(ids), True)
        pos = jnp.broadcast_to(jnp.arange(ids.shape[1]), ids.shape)
        block = nn.remat(DecoderBlock, policy=self.remat_policy, prevent_cse=False)
        stack = nn.scan(block, variable_axes={"params": 0}, split_rngs={"params": True},
                        in_axes=(nn.broadcast,), length=NL, metadata_params={nn.PARTITION_NAME: "layers"})
        x, _ = stack(**dt, name="layers")(x, pos)
        x = RMSNorm("llama", 1e-6, **dt, name="decoder_norm")(x)
        return dense(self, x, V, "logits_dense", dtype=self.dtype)


def decoder_step(model, opt):
    """value_and_grad of the next-token cross entropy, then the optax update."""
    def step(params, opt_state, ids):
        def loss(p):
            logits = model.apply(p, ids)
            return cross_entropy(logits[:, :-1], ids[:, 1:])
        val, grads = jax.value_and_grad(loss)(params)
        updates, opt_state = opt.update(grads, opt_state, params)
        return val, optax.apply_updates(params, updates), opt_state
    return step


# ---- ViT encoder, jax.lax.scan over stacked layer parameters ---------------------------------

class EncoderBlock(nn.Module):
    """Pre-LN ViT/BERT-style block: nn.LayerNorm, softmax attention, exact-GELU MLP."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        h = layer_norm(x, 1e-6, name="ln1", **dt)
        q = dense(self, h, D, "query", bias=True, dtype=self.dtype).reshape(B, -1, H, HD)
        k = dense(self, h, D, "key", bias=True, dtype=self.dtype).reshape(B, -1, H, HD)
        v = dense(self, h, D, "value", bias=True, dtype=self.dtype).reshape(B, -1, H, HD)
        o = attend(q, k, v, dtype=self.dtype).reshape(x.shape)
        x = x + dense(self, o, D, "out", bias=True, dtype=self.dtype)
        h = layer_norm(x, 1e-6, name="ln2", **dt)
        with act("gelu_erf"):
            h = jax.nn.gelu(dense(self, h, F, "fc1", bias=True, dtype=self.dtype), approximate=False)
        return x + dense(self, h, D, "fc2", bias=True, dtype=self.dtype)


class Embed(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, patches):
        x = dense(self, patches, D, "patch_embed", bias=True, dtype=self.dtype)
        pe = self.param("pos_embed", nn.initializers.normal(0.02), (1, patches.shape[1], D), self.param_dtype)
        return x + pe.astype(self.dtype)


class Head(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        x = layer_norm(x, 1e-6, name="ln_final", dtype=self.dtype, param_dtype=self.param_dtype)
        return dense(self, jnp.mean(x, axis=1), NCLASS, "head", bias=True, dtype=self.dtype)


NCLASS, NPATCH, PATCH = 10, 16, 48
PATCHES = jnp.zeros((B, NPATCH, PATCH), F32)
LABELS = jnp.zeros((B,), jnp.int32)


class ScannedVit:
    """Parameters {'embed', 'layers' (each leaf stacked [NL, ...]), 'head'}; the encoder is
    jax.lax.scan(jax.checkpoint(body, policy), x, params['layers'])."""
    def __init__(self, dtype, param_dtype, policy):
        dt = dict(dtype=dtype, param_dtype=param_dtype)
        self.dtype, self.policy = dtype, policy
        self.embed, self.block, self.head = Embed(**dt), EncoderBlock(**dt), Head(**dt)

    def init(self, key):
        k0, k1, k2 = jax.random.split(key, 3)
        x = jnp.zeros((B, NPATCH, D), self.dtype)
        return {"embed": self.embed.init(k0, PATCHES.astype(self.dtype)),
                "layers": jax.vmap(lambda k: self.block.init(k, x))(jax.random.split(k1, NL)),
                "head": self.head.init(k2, x)}

    def apply(self, p, patches):
        x = self.embed.apply(p["embed"], patches.astype(self.dtype))

        def body(x, lp):
            return self.block.apply(lp, x), None
        x, _ = jax.lax.scan(jax.checkpoint(body, policy=self.policy), x, p["layers"])
        return self.head.apply(p["head"], x)


def vit_step(model, opt):
    """value_and_grad of the softmax cross entropy of the class logits, then the optax update."""
    def step(params, opt_state, patches, labels):
        def loss(p):
            logits = model.apply(p, patches).astype(F32)
            with act("log_softmax"):
                logp = jax.nn.log_softmax(logits, axis=-1)
            return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))
        val, grads = jax.value_and_grad(loss)(params)
        updates, opt_state = opt.update(grads, opt_state, params)
        return val, optax.apply_updates(params, updates), opt_state
    return step


def exports():
    P = jax.checkpoint_policies
    cases = []
    for name, dn, dt, policy, what in (
            ("llama_scan_train.f32", "f32", F32, P.nothing_saveable, "policy nothing_saveable, f32"),
            ("llama_scan_train.bf16", "bf16", BF16, P.dots_with_no_batch_dims_saveable,
             "policy dots_with_no_batch_dims_saveable, bf16 activations, f32 weights")):
        m = ScannedDecoder(dt, F32, policy)
        params = jax.eval_shape(m.init, jax.random.PRNGKey(0), IDS)
        opt = optax.adamw(1e-3, weight_decay=0.1)
        cases.append((name, decoder_step(m, opt), (params, jax.eval_shape(opt.init, params), IDS),
                      "MaxText-style train step with scan_layers=True: a %d-layer LLaMA-style decoder (the layer of "
                      "maxtext_llama_train: RMSNorm, RoPE, causal softmax attention, SwiGLU jax.nn.silu; sharding "
                      "constraints on a 1-device mesh) as flax nn.scan over nn.remat(layer, prevent_cse=False), "
                      "parameters stacked on axis 0; jax.value_and_grad of the next-token cross entropy "
                      "(jax.nn.log_softmax), optax.adamw update; jax.checkpoint %s" % (NL, what), dn))
    for name, dn, dt, policy, what in (
            ("vit_scan_train.f32", "f32", F32, P.dots_with_no_batch_dims_saveable,
             "policy dots_with_no_batch_dims_saveable, f32"),
            ("vit_scan_train.bf16", "bf16", BF16, P.nothing_saveable,
             "policy nothing_saveable, bf16 activations, f32 weights")):
        m = ScannedVit(dt, F32, policy)
        params = jax.eval_shape(m.init, jax.random.PRNGKey(0))
        opt = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
        cases.append((name, vit_step(m, opt), (params, jax.eval_shape(opt.init, params), PATCHES, LABELS),
                      "ViT train step: patch embedding, a %d-layer pre-LN encoder (nn.LayerNorm, softmax attention, "
                      "exact-GELU MLP) run as jax.lax.scan of jax.checkpoint(layer) over the layers' parameters "
                      "stacked with jax.vmap(init), final LayerNorm, mean pool, head; jax.value_and_grad of the "
                      "softmax cross entropy (jax.nn.log_softmax), optax.chain(clip_by_global_norm, adam) update; "
                      "%s" % (NL, what), dn))
    return cases


def main(outdir):
    versions = {"jax": jax.__version__, "jaxlib": jaxlib.__version__, "flax": flax.__version__,
                "optax": optax.__version__}
    c = Corpus("jax-scan", outdir, versions)
    for name, f, args, desc, dn in exports():
        fwd, bwd = traced_counts(f, *args)
        lowered = jax.jit(f).lower(*args)
        nparams = len(jax.tree_util.tree_leaves(args[0]))
        nstate = len(jax.tree_util.tree_leaves(args[1]))
        shapes = "; ".join("x%d %s %s" % (i, "x".join(map(str, a.shape)), a.dtype) for i, a in enumerate(args[2:]))
        for ext, form, call in FORMS:
            text = lowered.as_text() if ext == "mlir" else lowered.as_text(dialect="hlo")
            c.emit("%s.%s" % (name, ext), text, function=desc, dtype=dn,
                   shapes="%s; %d parameter arrays; %d optimizer state arrays" % (shapes, nparams, nstate),
                   export="jax.jit(f).lower(params, opt_state, *x).%s" % call, form=form, traced=fwd,
                   traced_backward=bwd, training=True)
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
