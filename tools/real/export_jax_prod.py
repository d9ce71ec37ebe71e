"""Export production-style JAX/Flax models (several layers each, small widths) and
MaxText-style training steps, with activation counts traced from the jaxpr.

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-jax.txt:
    python export_jax_prod.py OUTDIR       # -> OUTDIR (corpus/real/jax-prod)

Each model is written the way its reference implementation writes it (T5 v1.1, Gemma 3,
Mixtral, DiT, MLP-Mixer, Whisper, Swin, a MaxText decoder), at small widths so that a
file stays small. Forms: StableHLO (jax.jit(f).lower(...).as_text()) and HLO
(.as_text(dialect='hlo')).

Traced counts. The models mark each activation they apply with `act(op)`, and the
counts are traced from the jaxpr of the exported function, forward and backward
(tools/real/jax_trace.py says how). Standard JAX/Flax code otherwise; nothing here runs
recompose.
"""
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false")

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import flax  # noqa: E402
import flax.linen as nn  # noqa: E402
import jaxlib  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus  # noqa: E402
from jax_trace import act, traced_counts  # noqa: E402

B, S, D, H, F, V, L = 2, 16, 64, 4, 128, 128, 2  # batch, sequence, width, heads, MLP, vocab, layers
HD = D // H
F32, BF16 = jnp.float32, jnp.bfloat16

# ---- building blocks, each as its reference writes it ----------------------------------

def dense(m, x, n, name, bias=False, dtype=F32):
    return nn.Dense(n, use_bias=bias, dtype=dtype, param_dtype=m.param_dtype, name=name)(x)


class RMSNorm(nn.Module):
    """style t5: x * rsqrt(mean(x^2) + eps) * w, variance in f32 (T5LayerNorm, no mean);
    llama: the same with the result cast back before the scale (MaxText RMSNorm);
    gemma: x * rsqrt(mean(x^2) + eps) * (1 + scale) (Gemma's RMSNorm, scale starts at 0);
    gemma_pow: the same written with jnp.power(mean(x^2) + eps, -0.5)."""
    style: str = "t5"
    eps: float = 1e-6
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        init = nn.initializers.zeros if self.style.startswith("gemma") else nn.initializers.ones
        w = self.param("scale", init, (x.shape[-1],), self.param_dtype)
        with act("rms_norm"):
            if self.style.startswith("gemma"):
                var = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
                r = jnp.power(var + self.eps, -0.5) if self.style == "gemma_pow" else jax.lax.rsqrt(var + self.eps)
                return (x * r) * (1 + w.astype(x.dtype))
            xf = x.astype(F32)
            var = jnp.mean(jnp.square(xf), axis=-1, keepdims=True)
            y = (xf * jax.lax.rsqrt(var + self.eps)).astype(self.dtype)
            return y * w.astype(self.dtype)


def layer_norm(x, eps, affine=True, dtype=F32, param_dtype=F32, name=None):
    with act("layer_norm"):
        return nn.LayerNorm(epsilon=eps, use_bias=affine, use_scale=affine, dtype=dtype,
                            param_dtype=param_dtype, name=name)(x)


def softmax(s, axis=-1):
    with act("softmax"):
        return jax.nn.softmax(s, axis=axis)


def attend(q, k, v, bias=None, mask=None, scale=True, dtype=F32):
    """q [B,Q,H,hd], k/v [B,K,Hkv,hd] (Hkv divides H: grouped queries)."""
    rep = q.shape[2] // k.shape[2]
    if rep > 1:
        k, v = jnp.repeat(k, rep, axis=2), jnp.repeat(v, rep, axis=2)
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k)
    if scale:
        s = s * jnp.asarray(q.shape[-1] ** -0.5, dtype)
    if bias is not None:
        s = s + bias.astype(s.dtype)
    if mask is not None:
        s = jnp.where(mask, s, jnp.asarray(-2.3819763e38 if dtype == F32 else -1e30, s.dtype))
    p = softmax(s).astype(dtype)
    return jnp.einsum("bhqk,bkhd->bqhd", p, v)


def rope(x, pos, base=10000.0):
    half = x.shape[-1] // 2
    freq = base ** (-jnp.arange(half, dtype=F32) * 2 / x.shape[-1])
    ang = pos[:, :, None, None].astype(F32) * freq
    s, c = jnp.sin(ang).astype(x.dtype), jnp.cos(ang).astype(x.dtype)
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)


# ---- T5 v1.1 encoder-decoder -----------------------------------------------------------

def t5_bucket(rel, bidirectional, num_buckets=32, max_distance=128):
    n = -rel
    ret = 0
    if bidirectional:
        num_buckets //= 2
        ret = (n < 0).astype(jnp.int32) * num_buckets
        n = jnp.abs(n)
    else:
        n = jnp.maximum(n, 0)
    max_exact = num_buckets // 2
    large = max_exact + (jnp.log(n.astype(F32) / max_exact + jnp.finfo(F32).eps) /
                         np.log(max_distance / max_exact) * (num_buckets - max_exact)).astype(jnp.int32)
    large = jnp.minimum(large, num_buckets - 1)
    return ret + jnp.where(n < max_exact, n, large)


class T5Attention(nn.Module):
    bidirectional: bool
    has_bias: bool
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, kv, mask=None, bias=None):
        q = dense(self, x, D, "q", dtype=self.dtype).reshape(x.shape[0], x.shape[1], H, HD)
        k = dense(self, kv, D, "k", dtype=self.dtype).reshape(kv.shape[0], kv.shape[1], H, HD)
        v = dense(self, kv, D, "v", dtype=self.dtype).reshape(kv.shape[0], kv.shape[1], H, HD)
        if self.has_bias:
            rel = jnp.arange(kv.shape[1])[None, :] - jnp.arange(x.shape[1])[:, None]
            table = self.param("relative_attention_bias", nn.initializers.normal(0.02), (32, H), self.param_dtype)
            bias = jnp.take(table, t5_bucket(rel, self.bidirectional), axis=0).transpose(2, 0, 1)[None]
        o = attend(q, k, v, bias=bias, mask=mask, scale=False, dtype=self.dtype)  # T5 does not scale
        return dense(self, o.reshape(x.shape[0], x.shape[1], D), D, "o", dtype=self.dtype), bias


class T5GatedFF(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        with act("gelu_tanh"):
            g = jax.nn.gelu(dense(self, x, F, "wi_0", dtype=self.dtype), approximate=True)  # "gelu_new"
        return dense(self, g * dense(self, x, F, "wi_1", dtype=self.dtype), D, "wo", dtype=self.dtype)


class T5(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids, dec_ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        emb = nn.Embed(V, D, dtype=self.dtype, param_dtype=self.param_dtype, name="shared")
        x, bias = emb(ids), None
        for i in range(L):
            h = RMSNorm("t5", **dt, name="enc%d_ln0" % i)(x)
            a, bias = T5Attention(True, i == 0, **dt, name="enc%d_self" % i)(h, h, bias=bias)
            x = x + a
            x = x + T5GatedFF(**dt, name="enc%d_ff" % i)(RMSNorm("t5", **dt, name="enc%d_ln1" % i)(x))
        enc = RMSNorm("t5", **dt, name="enc_final")(x)
        y, bias = emb(dec_ids), None
        causal = jnp.tril(jnp.ones((dec_ids.shape[1], dec_ids.shape[1]), bool))
        for i in range(L):
            h = RMSNorm("t5", **dt, name="dec%d_ln0" % i)(y)
            a, bias = T5Attention(False, i == 0, **dt, name="dec%d_self" % i)(h, h, mask=causal, bias=bias)
            y = y + a
            h = RMSNorm("t5", **dt, name="dec%d_ln1" % i)(y)
            y = y + T5Attention(False, False, **dt, name="dec%d_cross" % i)(h, enc)[0]
            y = y + T5GatedFF(**dt, name="dec%d_ff" % i)(RMSNorm("t5", **dt, name="dec%d_ln2" % i)(y))
        y = RMSNorm("t5", **dt, name="dec_final")(y)
        return dense(self, y, V, "lm_head", dtype=self.dtype)


# ---- Gemma-3-style decoder -------------------------------------------------------------

class GemmaLayer(nn.Module):
    norm: str = "gemma"
    dtype: jnp.dtype = BF16
    param_dtype: jnp.dtype = BF16
    sharded: bool = False

    @nn.compact
    def __call__(self, x, pos):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        kvh = 1  # multi-query attention
        h = RMSNorm(self.norm, **dt, name="pre_attention_norm")(x)
        q = dense(self, h, D, "q", dtype=self.dtype).reshape(x.shape[0], x.shape[1], H, HD)
        k = dense(self, h, kvh * HD, "k", dtype=self.dtype).reshape(x.shape[0], x.shape[1], kvh, HD)
        v = dense(self, h, kvh * HD, "v", dtype=self.dtype).reshape(x.shape[0], x.shape[1], kvh, HD)
        q = RMSNorm(self.norm, **dt, name="query_norm")(q)
        k = RMSNorm(self.norm, **dt, name="key_norm")(k)
        q, k = rope(q, pos), rope(k, pos)
        causal = jnp.tril(jnp.ones((x.shape[1], x.shape[1]), bool))
        o = attend(q, k, v, mask=causal, dtype=self.dtype).reshape(x.shape[0], x.shape[1], D)
        o = RMSNorm(self.norm, **dt, name="post_attention_norm")(dense(self, o, D, "o", dtype=self.dtype))
        x = constrain(x + o, self.sharded)
        h = RMSNorm(self.norm, **dt, name="pre_ffw_norm")(x)
        with act("gelu_tanh"):
            g = jax.nn.gelu(dense(self, h, F, "gating", dtype=self.dtype))  # approximate=True by default
        h = dense(self, g * dense(self, h, F, "up", dtype=self.dtype), D, "down", dtype=self.dtype)
        return constrain(x + RMSNorm(self.norm, **dt, name="post_ffw_norm")(h), self.sharded)


class Gemma(nn.Module):
    norm: str = "gemma"
    dtype: jnp.dtype = BF16
    param_dtype: jnp.dtype = BF16
    remat_policy: object = None
    sharded: bool = False

    @nn.compact
    def __call__(self, ids):
        emb = nn.Embed(V, D, dtype=self.dtype, param_dtype=self.param_dtype, name="embedder")
        x = emb(ids) * jnp.sqrt(D).astype(self.dtype)  # Gemma scales the embedding by sqrt(width)
        pos = jnp.broadcast_to(jnp.arange(ids.shape[1]), ids.shape)
        layer = GemmaLayer if self.remat_policy is None else nn.remat(GemmaLayer, policy=self.remat_policy)
        for i in range(L):
            x = layer(self.norm, self.dtype, self.param_dtype, self.sharded, name="layer_%d" % i)(x, pos)
        x = RMSNorm(self.norm, dtype=self.dtype, param_dtype=self.param_dtype, name="final_norm")(x)
        return emb.attend(x)


# ---- Mixtral-style decoder with mixture-of-experts MLP ---------------------------------

E, TOPK = 4, 2


class MoeBlock(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        t = x.reshape(-1, D)
        logits = dense(self, t, E, "gate", dtype=self.dtype)
        w = softmax(logits.astype(F32))                         # routing weights over all experts
        top_w, top_i = jax.lax.top_k(w, TOPK)
        top_w = (top_w / jnp.sum(top_w, axis=-1, keepdims=True)).astype(self.dtype)  # renormalized
        gates = jnp.sum(jax.nn.one_hot(top_i, E, dtype=self.dtype) * top_w[..., None], axis=1)  # [T, E]
        init = nn.initializers.lecun_normal()
        w1 = self.param("w1", init, (E, D, F), self.param_dtype).astype(self.dtype)
        w3 = self.param("w3", init, (E, D, F), self.param_dtype).astype(self.dtype)
        w2 = self.param("w2", init, (E, F, D), self.param_dtype).astype(self.dtype)
        with act("silu"):
            g = jax.nn.silu(jnp.einsum("td,edf->etf", t, w1))
        y = jnp.einsum("etf,efd->etd", g * jnp.einsum("td,edf->etf", t, w3), w2)
        return jnp.einsum("etd,te->td", y, gates).reshape(x.shape)


class Mixtral(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Embed(V, D, **dt)(ids)
        pos = jnp.broadcast_to(jnp.arange(ids.shape[1]), ids.shape)
        causal = jnp.tril(jnp.ones((ids.shape[1], ids.shape[1]), bool))
        for i in range(L):
            h = RMSNorm("llama", 1e-5, **dt, name="input_norm_%d" % i)(x)
            q = rope(dense(self, h, D, "q_%d" % i, dtype=self.dtype).reshape(B, S, H, HD), pos)
            k = rope(dense(self, h, 2 * HD, "k_%d" % i, dtype=self.dtype).reshape(B, S, 2, HD), pos)
            v = dense(self, h, 2 * HD, "v_%d" % i, dtype=self.dtype).reshape(B, S, 2, HD)
            o = attend(q, k, v, mask=causal, dtype=self.dtype).reshape(B, S, D)
            x = x + dense(self, o, D, "o_%d" % i, dtype=self.dtype)
            x = x + MoeBlock(**dt, name="moe_%d" % i)(RMSNorm("llama", 1e-5, **dt, name="post_norm_%d" % i)(x))
        return dense(self, RMSNorm("llama", 1e-5, **dt, name="norm")(x), V, "lm_head", dtype=self.dtype)


# ---- DiT (adaLN-Zero) and MLP-Mixer --------------------------------------------------------

def modulate(x, shift, scale):
    return x * (1 + scale[:, None]) + shift[:, None]


class DiTBlock(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, c):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        with act("silu"):
            cs = jax.nn.silu(c)
        mod = dense(self, cs, 6 * D, "adaLN_modulation", bias=True, dtype=self.dtype)
        sh_a, sc_a, g_a, sh_m, sc_m, g_m = jnp.split(mod, 6, axis=-1)
        h = modulate(layer_norm(x, 1e-6, affine=False, **dt, name="norm1"), sh_a, sc_a)
        qkv = dense(self, h, 3 * D, "qkv", bias=True, dtype=self.dtype).reshape(x.shape[0], x.shape[1], 3, H, HD)
        o = attend(qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2], dtype=self.dtype).reshape(x.shape)
        x = x + g_a[:, None] * dense(self, o, D, "proj", bias=True, dtype=self.dtype)
        h = modulate(layer_norm(x, 1e-6, affine=False, **dt, name="norm2"), sh_m, sc_m)
        with act("gelu_tanh"):
            h = nn.gelu(dense(self, h, F, "fc1", bias=True, dtype=self.dtype), approximate=True)
        return x + g_m[:, None] * dense(self, h, D, "fc2", bias=True, dtype=self.dtype)


class DiT(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, c):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = dense(self, x, D, "x_embedder", bias=True, dtype=self.dtype)
        for i in range(L):
            x = DiTBlock(**dt, name="block_%d" % i)(x, c)
        with act("silu"):
            cs = jax.nn.silu(c)
        shift, scale = jnp.split(dense(self, cs, 2 * D, "final_adaLN", bias=True, dtype=self.dtype), 2, axis=-1)
        x = modulate(layer_norm(x, 1e-6, affine=False, **dt, name="norm_final"), shift, scale)
        return dense(self, x, 8, "final_linear", bias=True, dtype=self.dtype)


class Mixer(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, img):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Conv(D, (4, 4), strides=(4, 4), **dt, name="stem")(img)
        x = x.reshape(x.shape[0], -1, D)

        def mlp(h, width, out, name):
            with act("gelu_tanh"):
                h = nn.gelu(dense(self, h, width, name + "_0", bias=True, dtype=self.dtype))
            return dense(self, h, out, name + "_1", bias=True, dtype=self.dtype)

        for i in range(L):
            y = jnp.swapaxes(layer_norm(x, 1e-6, **dt, name="pre_ln_%d" % i), 1, 2)
            x = x + jnp.swapaxes(mlp(y, 32, x.shape[1], "token_%d" % i), 1, 2)
            x = x + mlp(layer_norm(x, 1e-6, **dt, name="post_ln_%d" % i), F, D, "channel_%d" % i)
        x = jnp.mean(layer_norm(x, 1e-6, **dt, name="pre_head_ln"), axis=1)
        return dense(self, x, 10, "head", bias=True, dtype=self.dtype)


# ---- Whisper encoder, Swin stage ------------------------------------------------------------

class Whisper(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, mel):  # [B, T, n_mels]
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        with act("gelu_erf"):
            x = jax.nn.gelu(nn.Conv(D, (3,), padding=1, **dt, name="conv1")(mel), approximate=False)
        with act("gelu_erf"):
            x = jax.nn.gelu(nn.Conv(D, (3,), strides=(2,), padding=1, **dt, name="conv2")(x), approximate=False)
        t = x.shape[1]
        inv = np.exp(-np.log(10000.0) / (D // 2 - 1) * np.arange(D // 2))
        ang = np.arange(t)[:, None] * inv[None]
        x = x + jnp.asarray(np.concatenate([np.sin(ang), np.cos(ang)], axis=1), self.dtype)
        for i in range(L):
            h = layer_norm(x, 1e-5, **dt, name="attn_ln_%d" % i)
            q = dense(self, h, D, "q_%d" % i, bias=True, dtype=self.dtype).reshape(x.shape[0], t, H, HD)
            k = dense(self, h, D, "k_%d" % i, dtype=self.dtype).reshape(x.shape[0], t, H, HD)
            v = dense(self, h, D, "v_%d" % i, bias=True, dtype=self.dtype).reshape(x.shape[0], t, H, HD)
            x = x + dense(self, attend(q, k, v, dtype=self.dtype).reshape(x.shape), D, "out_%d" % i, bias=True,
                          dtype=self.dtype)
            h = layer_norm(x, 1e-5, **dt, name="mlp_ln_%d" % i)
            with act("gelu_erf"):
                h = jax.nn.gelu(dense(self, h, F, "fc1_%d" % i, bias=True, dtype=self.dtype), approximate=False)
            x = x + dense(self, h, D, "fc2_%d" % i, bias=True, dtype=self.dtype)
        return layer_norm(x, 1e-5, **dt, name="ln_post")


WIN, SWC = 4, 32  # Swin window and channels


class SwinBlock(nn.Module):
    shift: int
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):  # [B, Hh, Ww, C]
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        b, hh, ww, c = x.shape
        heads, hd = 2, SWC // 2
        h = layer_norm(x, 1e-5, **dt, name="norm1")
        if self.shift:
            h = jnp.roll(h, (-self.shift, -self.shift), axis=(1, 2))
        win = h.reshape(b, hh // WIN, WIN, ww // WIN, WIN, c).transpose(0, 1, 3, 2, 4, 5).reshape(-1, WIN * WIN, c)
        qkv = dense(self, win, 3 * c, "qkv", bias=True, dtype=self.dtype).reshape(win.shape[0], WIN * WIN, 3, heads, hd)
        coords = np.stack(np.meshgrid(np.arange(WIN), np.arange(WIN), indexing="ij")).reshape(2, -1)
        rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (WIN - 1)
        index = rel[..., 0] * (2 * WIN - 1) + rel[..., 1]
        table = self.param("relative_position_bias_table", nn.initializers.normal(0.02),
                           ((2 * WIN - 1) ** 2, heads), self.param_dtype)
        bias = jnp.take(table, jnp.asarray(index.reshape(-1)), axis=0).reshape(WIN * WIN, WIN * WIN, heads)
        bias = bias.transpose(2, 0, 1)[None]
        if self.shift:  # the shifted-window mask, as Swin computes it
            img = np.zeros((hh, ww))
            cnt = 0
            for hs in (slice(0, -WIN), slice(-WIN, -self.shift), slice(-self.shift, None)):
                for ws in (slice(0, -WIN), slice(-WIN, -self.shift), slice(-self.shift, None)):
                    img[hs, ws] = cnt
                    cnt += 1
            mw = img.reshape(hh // WIN, WIN, ww // WIN, WIN).transpose(0, 2, 1, 3).reshape(-1, WIN * WIN)
            m = np.where(mw[:, None, :] != mw[:, :, None], -100.0, 0.0)  # [nW, N, N]
            bias = bias + jnp.asarray(np.tile(m, (b, 1, 1))[:, None], self.dtype)
        o = attend(qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2], bias=bias, dtype=self.dtype)
        o = dense(self, o.reshape(win.shape), c, "proj", bias=True, dtype=self.dtype)
        o = o.reshape(b, hh // WIN, ww // WIN, WIN, WIN, c).transpose(0, 1, 3, 2, 4, 5).reshape(b, hh, ww, c)
        if self.shift:
            o = jnp.roll(o, (self.shift, self.shift), axis=(1, 2))
        x = x + o
        h = layer_norm(x, 1e-5, **dt, name="norm2")
        with act("gelu_erf"):
            h = nn.gelu(dense(self, h, 4 * c, "fc1", bias=True, dtype=self.dtype), approximate=False)
        return x + dense(self, h, c, "fc2", bias=True, dtype=self.dtype)


class Swin(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, img):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Conv(SWC, (4, 4), strides=(4, 4), **dt, name="patch_embed")(img)
        x = layer_norm(x, 1e-5, **dt, name="patch_norm")
        x = SwinBlock(0, **dt, name="block_0")(x)
        x = SwinBlock(WIN // 2, **dt, name="block_1")(x)
        b, hh, ww, c = x.shape  # patch merging
        x = jnp.concatenate([x[:, 0::2, 0::2], x[:, 1::2, 0::2], x[:, 0::2, 1::2], x[:, 1::2, 1::2]], axis=-1)
        x = dense(self, layer_norm(x, 1e-5, **dt, name="merge_norm"), 2 * c, "reduction", dtype=self.dtype)
        return layer_norm(x, 1e-5, **dt, name="norm")


# ---- ViT encoder with JAX's own attention and standardize ------------------------------

class VitJaxNn(nn.Module):
    """ViT encoder layers written with jax.nn.dot_product_attention (implementation='xla',
    its softmax inside) and LayerNorm as jax.nn.standardize(x) * scale + bias."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        def ln(x, name):
            g = self.param(name + "_scale", nn.initializers.ones, (x.shape[-1],), self.param_dtype)
            b = self.param(name + "_bias", nn.initializers.zeros, (x.shape[-1],), self.param_dtype)
            with act("layer_norm"):
                return jax.nn.standardize(x, axis=-1, epsilon=1e-6) * g.astype(x.dtype) + b.astype(x.dtype)

        for i in range(L):
            h = ln(x, "ln1_%d" % i)
            qkv = dense(self, h, 3 * D, "qkv_%d" % i, bias=True, dtype=self.dtype).reshape(*x.shape[:2], 3, H, HD)
            with act("softmax"):
                o = jax.nn.dot_product_attention(qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2], implementation="xla")
            x = x + dense(self, o.reshape(x.shape), D, "proj_%d" % i, bias=True, dtype=self.dtype)
            h = ln(x, "ln2_%d" % i)
            with act("gelu_erf"):
                h = jax.nn.gelu(dense(self, h, F, "fc1_%d" % i, bias=True, dtype=self.dtype), approximate=False)
            x = x + dense(self, h, D, "fc2_%d" % i, bias=True, dtype=self.dtype)
        return ln(x, "ln_final")


# ---- MaxText-style decoder for the train steps ---------------------------------------------

_MESH = None


def mesh():
    global _MESH
    if _MESH is None:
        _MESH = Mesh(np.array(jax.devices()[:1]).reshape(1, 1), ("data", "model"))
    return _MESH


def constrain(x, on, spec=("data", None, None)):
    if not on:
        return x
    return jax.lax.with_sharding_constraint(x, NamedSharding(mesh(), PartitionSpec(*spec)))


class LlamaLayer(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, pos):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        causal = jnp.tril(jnp.ones((x.shape[1], x.shape[1]), bool))
        h = RMSNorm("llama", 1e-6, **dt, name="pre_self_attention_layer_norm")(x)
        h = constrain(h, True)
        q = rope(dense(self, h, D, "query", dtype=self.dtype).reshape(B, S, H, HD), pos)
        k = rope(dense(self, h, D, "key", dtype=self.dtype).reshape(B, S, H, HD), pos)
        v = dense(self, h, D, "value", dtype=self.dtype).reshape(B, S, H, HD)
        o = attend(q, k, v, mask=causal, dtype=self.dtype).reshape(B, S, D)
        x = constrain(x + dense(self, o, D, "out", dtype=self.dtype), True)
        h = RMSNorm("llama", 1e-6, **dt, name="post_self_attention_layer_norm")(x)
        with act("silu"):
            g = jax.nn.silu(dense(self, h, F, "wi_0", dtype=self.dtype))
        h = constrain(g * dense(self, h, F, "wi_1", dtype=self.dtype), True)
        return constrain(x + dense(self, h, D, "wo", dtype=self.dtype), True)


class MaxTextDecoder(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32
    remat_policy: object = None

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = constrain(nn.Embed(V, D, **dt, name="token_embedder")(ids), True)
        pos = jnp.broadcast_to(jnp.arange(ids.shape[1]), ids.shape)
        layer = nn.remat(LlamaLayer, policy=self.remat_policy, prevent_cse=True)
        for i in range(L):
            x = layer(**dt, name="layers_%d" % i)(x, pos)
        x = RMSNorm("llama", 1e-6, **dt, name="decoder_norm")(x)
        return dense(self, x, V, "logits_dense", dtype=self.dtype)


def cross_entropy(logits, targets):
    with act("log_softmax"):
        logp = jax.nn.log_softmax(logits.astype(F32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))


# ---- the exports --------------------------------------------------------------------------

FORMS = (("mlir", "stablehlo", "as_text()"), ("hlo", "hlo", "as_text(dialect='hlo')"))
IDS = jnp.zeros((B, S), jnp.int32)


def inference(name, model, args, desc, dtypes=("f32", "bf16")):
    out = []
    for dn in dtypes:
        m = model(jnp.float32 if dn == "f32" else jnp.bfloat16)
        xs = tuple(a.astype(m.dtype) if jnp.issubdtype(a.dtype, jnp.floating) else a for a in args)
        params = jax.eval_shape(m.init, jax.random.PRNGKey(0), *xs)
        f = lambda p, *x, m=m: m.apply(p, *x)  # noqa: E731
        out.append(("%s.%s" % (name, dn), f, (params,) + xs, desc, dn, False))
    return out


def train_step(model, lr=1e-3):
    """MaxText-style step: value_and_grad of the next-token loss, then an SGD update."""
    def step(params, ids):
        def loss(p):
            logits = model.apply(p, ids)
            return cross_entropy(logits[:, :-1], ids[:, 1:])
        val, grads = jax.value_and_grad(loss)(params)
        new = jax.tree_util.tree_map(lambda p, g: (p - lr * g).astype(p.dtype), params, grads)
        return val, new
    return step


def exports():
    P = jax.checkpoint_policies
    cases = []
    cases += inference("t5_encdec", lambda dt: T5(dt, dt), (IDS, IDS),
                       "T5 v1.1 encoder-decoder, %d+%d layers (T5LayerNorm: rms without mean, f32 variance; "
                       "bucketed relative attention bias, unscaled softmax; gated gelu_new FF)" % (L, L))
    cases += inference("gemma3_decoder", lambda dt: Gemma("gemma", dt, dt), (IDS,),
                       "Gemma-3-style decoder, %d layers (RMSNorm x*rsqrt(mean(x^2)+eps)*(1+scale), q/k norms, "
                       "pre/post norms, multi-query attention, RoPE, GEGLU jax.nn.gelu(approximate=True), "
                       "embedding times sqrt(width), tied head)" % L, dtypes=("bf16",))
    cases += inference("gemma_pow_decoder", lambda dt: Gemma("gemma_pow", dt, dt), (IDS,),
                       "Gemma-style decoder as above, RMSNorm written x*jnp.power(mean(x^2)+eps, -0.5)*(1+scale)",
                       dtypes=("bf16", "f32"))
    cases += inference("mixtral_moe", lambda dt: Mixtral(dt, dt), (IDS,),
                       "Mixtral-style decoder, %d layers (RMSNorm, GQA with RoPE, MoE MLP: router softmax over "
                       "%d experts, top-%d, renormalized; experts SwiGLU with jax.nn.silu)" % (L, E, TOPK))
    cases += inference("dit", lambda dt: DiT(dt, dt), (jnp.zeros((B, S, 8)), jnp.zeros((B, D))),
                       "DiT, %d adaLN-Zero blocks (silu(c) -> modulation, LayerNorm without affine, "
                       "attention, gelu tanh MLP) and the final adaLN layer" % L)
    cases += inference("mlp_mixer", lambda dt: Mixer(dt, dt), (jnp.zeros((B, 16, 16, 3)),),
                       "MLP-Mixer, %d blocks (LayerNorm, token and channel MLPs with flax nn.gelu "
                       "(approximate=True)), 4x4 patches of a 16x16 image" % L)
    cases += inference("whisper_encoder", lambda dt: Whisper(dt, dt), (jnp.zeros((B, 32, 16)),),
                       "Whisper-style audio encoder (2 conv1d + exact GELU, sinusoidal positions, %d pre-LN layers "
                       "with exact-GELU MLP, final LayerNorm), 32 frames x 16 mel bins" % L,
                       dtypes=("f32", "bf16", "f16"))
    cases += inference("vit_jax_nn", lambda dt: VitJaxNn(dt, dt), (jnp.zeros((B, S, D)),),
                       "ViT encoder, %d layers, written with jax.nn.dot_product_attention(implementation='xla') "
                       "and LayerNorm as jax.nn.standardize(x, epsilon=1e-6) * scale + bias, exact GELU" % L,
                       dtypes=("f32", "bf16", "f16"))
    for dn, dt in (("bf16", BF16), ("f32", F32)):
        g = Gemma("gemma", dt, dt)
        params = jax.eval_shape(g.init, jax.random.PRNGKey(0), IDS)

        def score(p, ids, g=g):
            logits = g.apply(p, ids)[:, :-1].astype(F32)
            with act("log_softmax"):
                logp = jax.nn.log_softmax(logits, axis=-1)
            return jnp.sum(jnp.take_along_axis(logp, ids[:, 1:, None], axis=-1)[..., 0], axis=-1)
        cases.append(("gemma3_score.%s" % dn, score, (params, IDS),
                      "sequence scoring with the Gemma-3-style decoder of gemma3_decoder: the sum of the tokens' "
                      "log-probabilities (jax.nn.log_softmax of the f32 logits, take_along_axis)", dn, False))
    cases += inference("swin_stage", lambda dt: Swin(dt, dt), (jnp.zeros((B, 32, 32, 3)),),
                       "Swin stage: patch embed + LayerNorm, a window-attention block and a shifted-window block "
                       "(4x4 windows, relative position bias, shift mask), exact-GELU MLPs, patch merging")
    trains = [
        ("maxtext_llama_train.f32", MaxTextDecoder(F32, F32, P.nothing_saveable), "f32",
         "jax.checkpoint policy nothing_saveable, f32"),
        ("maxtext_llama_train.bf16", MaxTextDecoder(BF16, F32, P.dots_with_no_batch_dims_saveable), "bf16",
         "jax.checkpoint policy dots_with_no_batch_dims_saveable, bf16 activations, f32 weights"),
        ("maxtext_gemma_train.bf16", Gemma("gemma", BF16, BF16, P.save_only_these_names(), True), "bf16",
         "Gemma-3-style decoder of gemma3_decoder, jax.checkpoint policy save_only_these_names() (saves nothing "
         "named), sharding constraints on the residual, bf16"),
    ]
    for name, m, dn, what in trains:
        params = jax.eval_shape(m.init, jax.random.PRNGKey(0), IDS)
        cases.append((name, train_step(m), (params, IDS),
                      "MaxText-style train step: jax.value_and_grad of the next-token cross entropy "
                      "(jax.nn.log_softmax) of a %d-layer decoder (nn.remat per layer; "
                      "jax.lax.with_sharding_constraint on a 1-device ('data', 'model') mesh), SGD update; %s"
                      % (L, what), dn, True))
    for name, mk, args, what in (
            ("dit_train.f32", DiT(F32, F32), (jnp.zeros((B, S, 8)), jnp.zeros((B, D))), "DiT of dit"),
            ("mlp_mixer_train.f32", Mixer(F32, F32), (jnp.zeros((B, 16, 16, 3)),), "MLP-Mixer of mlp_mixer"),
            ("whisper_encoder_train.f32", Whisper(F32, F32), (jnp.zeros((B, 32, 16)),),
             "Whisper-style encoder of whisper_encoder"),
            ("mixtral_moe_train.bf16", Mixtral(BF16, BF16), (IDS,), "Mixtral-style MoE decoder of mixtral_moe (bf16)")):
        params = jax.eval_shape(mk.init, jax.random.PRNGKey(0), *args)

        def loss(p, *x, m=mk):
            return jnp.mean(jnp.square(m.apply(p, *x).astype(F32)))
        cases.append((name, jax.grad(loss), (params,) + args,
                      "training step of the %s: jax.grad(mean(model(params, x)**2)) w.r.t. params" % what, "f32", True))
    return cases


def main(outdir):
    versions = {"jax": jax.__version__, "jaxlib": jaxlib.__version__, "flax": flax.__version__}
    c = Corpus("jax-prod", outdir, versions)
    for name, f, args, desc, dn, training in exports():
        fwd, bwd = traced_counts(f, *args)
        lowered = jax.jit(f).lower(*args)
        nparams = len(jax.tree_util.tree_leaves(args[0]))
        shapes = "; ".join("x%d %s %s" % (i, "x".join(map(str, a.shape)), a.dtype) for i, a in enumerate(args[1:]))
        for ext, form, call in FORMS:
            text = lowered.as_text() if ext == "mlir" else lowered.as_text(dialect="hlo")
            c.emit("%s.%s" % (name, ext), text, function=desc, dtype=dn,
                   shapes="%s; %d parameter arrays" % (shapes, nparams),
                   export="jax.jit(f).lower(params, *x).%s" % call, form=form, traced=fwd,
                   traced_backward=bwd if training else None, training=training)
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
