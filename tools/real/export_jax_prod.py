"""Export production-style JAX/Flax models (several layers each, small widths) and
MaxText-style training steps, with activation counts traced from the jaxpr.

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-jax.txt:
    python export_jax_prod.py OUTDIR       # -> OUTDIR (corpus/real/jax-prod)

Each model is written the way its reference implementation writes it (T5 v1.1, Gemma 3,
Mixtral, DiT, MLP-Mixer, Whisper, Swin, a MaxText decoder, Qwen 3, GPT-OSS, DeepSeek-V2,
GPT-J, AlphaFold 2's Evoformer, ConvNeXt, PaliGemma, Mamba 2, a
MaxText Llama 3 with deferred softmax normalization), at small widths so that a
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


# ---- Qwen-3-style decoder ------------------------------------------------------------------

def causal_bias(n, dtype, window=None):
    """The additive mask HF-style decoders add to the scores: 0 where allowed, finfo.min
    elsewhere (window: also outside the last `window` keys)."""
    i, j = jnp.arange(n)[:, None], jnp.arange(n)[None, :]
    ok = j <= i if window is None else (j <= i) & (i - j < window)
    return jnp.where(ok, 0, jnp.finfo(dtype).min).astype(dtype)


class Qwen3(nn.Module):
    """Qwen-3-style decoder (HF Qwen3): RMSNorm with f32 variance, q/k RMSNorms over each
    head before RoPE, grouped queries, additive causal mask, softmax in f32 then cast,
    SwiGLU with jax.nn.silu, tied embedding."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        emb = nn.Embed(V, D, **dt, name="embed_tokens")
        x = emb(ids)
        b, s = ids.shape
        pos = jnp.broadcast_to(jnp.arange(s), ids.shape)
        kvh = 2
        for i in range(L):
            h = RMSNorm("llama", 1e-6, **dt, name="input_layernorm_%d" % i)(x)
            q = dense(self, h, D, "q_proj_%d" % i, dtype=self.dtype).reshape(b, s, H, HD)
            k = dense(self, h, kvh * HD, "k_proj_%d" % i, dtype=self.dtype).reshape(b, s, kvh, HD)
            v = dense(self, h, kvh * HD, "v_proj_%d" % i, dtype=self.dtype).reshape(b, s, kvh, HD)
            q = rope(RMSNorm("llama", 1e-6, **dt, name="q_norm_%d" % i)(q), pos, 1e6)
            k = rope(RMSNorm("llama", 1e-6, **dt, name="k_norm_%d" % i)(k), pos, 1e6)
            k, v = jnp.repeat(k, H // kvh, axis=2), jnp.repeat(v, H // kvh, axis=2)
            sc = jnp.einsum("bqhd,bkhd->bhqk", q, k) * HD ** -0.5 + causal_bias(s, self.dtype)
            with act("softmax"):
                p = jax.nn.softmax(sc.astype(F32), axis=-1).astype(self.dtype)
            o = jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, D)
            x = x + dense(self, o, D, "o_proj_%d" % i, dtype=self.dtype)
            h = RMSNorm("llama", 1e-6, **dt, name="post_attention_layernorm_%d" % i)(x)
            with act("silu"):
                g = jax.nn.silu(dense(self, h, F, "gate_proj_%d" % i, dtype=self.dtype))
            x = x + dense(self, g * dense(self, h, F, "up_proj_%d" % i, dtype=self.dtype), D, "down_proj_%d" % i,
                          dtype=self.dtype)
        return emb.attend(RMSNorm("llama", 1e-6, **dt, name="norm")(x))


# ---- GPT-OSS-style decoder: attention sinks, clamped SwiGLU MoE ----------------------------

class GptOssRMSNorm(nn.Module):
    """gpt-oss's RMSNorm: in f32, x * rsqrt(mean(x**2) + eps) * scale, then cast back."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x):
        w = self.param("scale", nn.initializers.ones, (x.shape[-1],), self.param_dtype)
        with act("rms_norm"):
            t = x.astype(F32)
            t = t * jax.lax.rsqrt(jnp.mean(t ** 2, axis=-1, keepdims=True) + 1e-5)
            return (t * w.astype(F32)).astype(self.dtype)


class GptOss(nn.Module):
    """GPT-OSS-style decoder: GQA with a learned sink logit per head (concatenated to the
    scores, softmax, sliced off), -inf masks, sliding window on every other layer; MoE with
    top-k of the router logits and a softmax over the k chosen, experts with the clamped
    SwiGLU x_glu * sigmoid(1.702 x_glu) * (x_lin + 1) on interleaved halves."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Embed(V, D, **dt, name="embedding")(ids)
        b, s = ids.shape
        pos = jnp.broadcast_to(jnp.arange(s), ids.shape)
        kvh, init, limit = 2, nn.initializers.lecun_normal(), 7.0
        for i in range(L):
            h = GptOssRMSNorm(**dt, name="attn_norm_%d" % i)(x)
            qkv = dense(self, h, (H + 2 * kvh) * HD, "qkv_%d" % i, bias=True, dtype=self.dtype)
            q = rope(qkv[..., :D].reshape(b, s, H, HD), pos, 150000.0)
            k = rope(qkv[..., D:D + kvh * HD].reshape(b, s, kvh, HD), pos, 150000.0)
            v = qkv[..., D + kvh * HD:].reshape(b, s, kvh, HD)
            k, v = jnp.repeat(k, H // kvh, axis=2), jnp.repeat(v, H // kvh, axis=2)
            sinks = self.param("sinks_%d" % i, nn.initializers.normal(0.02), (H,), self.param_dtype)
            qk = jnp.einsum("bqhd,bkhd->bhqk", q, k) * jnp.asarray(HD ** -0.5, self.dtype)
            ii, jj = jnp.arange(s)[:, None], jnp.arange(s)[None, :]
            ok = (jj <= ii) if i % 2 else (jj <= ii) & (ii - jj < 8)
            qk = qk + jnp.where(ok, 0.0, -jnp.inf).astype(self.dtype)
            sink = jnp.broadcast_to(sinks.astype(self.dtype)[None, :, None, None], (b, H, s, 1))
            with act("softmax"):
                w = jax.nn.softmax(jnp.concatenate([qk, sink], axis=-1), axis=-1)[..., :-1]
            o = jnp.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, s, D)
            x = x + dense(self, o, D, "out_%d" % i, bias=True, dtype=self.dtype)
            t = GptOssRMSNorm(**dt, name="mlp_norm_%d" % i)(x).reshape(-1, D)
            top_v, top_i = jax.lax.top_k(dense(self, t, E, "gate_%d" % i, bias=True, dtype=self.dtype), TOPK)
            with act("softmax"):
                top_w = jax.nn.softmax(top_v, axis=-1)
            gates = jnp.sum(jax.nn.one_hot(top_i, E, dtype=self.dtype) * top_w[..., None], axis=1)
            w1 = self.param("mlp1_weight_%d" % i, init, (E, D, 2 * F), self.param_dtype).astype(self.dtype)
            b1 = self.param("mlp1_bias_%d" % i, nn.initializers.zeros, (E, 2 * F), self.param_dtype)
            w2 = self.param("mlp2_weight_%d" % i, init, (E, F, D), self.param_dtype).astype(self.dtype)
            u = jnp.einsum("td,edf->etf", t, w1) + b1.astype(self.dtype)[:, None]
            x_glu, x_lin = jnp.minimum(u[..., ::2], limit), jnp.clip(u[..., 1::2], -limit, limit)
            with act("quick_gelu"):
                g = x_glu * jax.nn.sigmoid(1.702 * x_glu)
            y = jnp.einsum("etf,efd->etd", g * (x_lin + 1), w2)
            x = x + jnp.einsum("etd,te->td", y, gates).reshape(x.shape)
        x = GptOssRMSNorm(**dt, name="norm")(x)
        return dense(self, x, V, "unembedding", dtype=self.dtype)


# ---- DeepSeek-V2-style decoder: multi-head latent attention, MoE with shared experts --------

QR, KVR, NOPE, ROPE_D = 32, 32, 16, 8  # q and kv latent ranks, per-head no-rope and rope dims


def rope_interleaved(x, pos):
    """DeepSeek's RoPE: the pairs (x[2i], x[2i+1]) rotated as complex numbers."""
    d = x.shape[-1]
    freq = 10000.0 ** (-jnp.arange(0, d, 2, dtype=F32) / d)
    ang = pos[:, :, None, None].astype(F32) * freq
    xf = x.astype(F32).reshape(*x.shape[:-1], d // 2, 2)
    re, im = xf[..., 0], xf[..., 1]
    c, s = jnp.cos(ang), jnp.sin(ang)
    return jnp.stack([re * c - im * s, re * s + im * c], axis=-1).reshape(x.shape).astype(x.dtype)


class DeepSeekV2(nn.Module):
    """DeepSeek-V2-style decoder: MLA (q through a rank-QR latent with its RMSNorm; k/v
    through a rank-KVR latent with its RMSNorm plus a shared RoPE key), softmax in f32;
    layer 0 a dense SwiGLU, layer 1 a MoE (softmax router over all experts, top-k without
    renormalizing, routed scaling) plus a shared SwiGLU expert."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Embed(V, D, **dt, name="embed")(ids)
        b, s = ids.shape
        pos = jnp.broadcast_to(jnp.arange(s), ids.shape)
        mask = causal_bias(s, F32)
        init = nn.initializers.lecun_normal()

        def swiglu(h, width, name):
            with act("silu"):
                g = jax.nn.silu(dense(self, h, width, name + "_w1", dtype=self.dtype))
            return dense(self, g * dense(self, h, width, name + "_w3", dtype=self.dtype), D, name + "_w2",
                         dtype=self.dtype)

        for i in range(L):
            h = RMSNorm("llama", 1e-6, **dt, name="attn_norm_%d" % i)(x)
            q = dense(self, RMSNorm("llama", 1e-6, **dt, name="q_norm_%d" % i)(
                dense(self, h, QR, "wq_a_%d" % i, dtype=self.dtype)), H * (NOPE + ROPE_D), "wq_b_%d" % i,
                dtype=self.dtype).reshape(b, s, H, NOPE + ROPE_D)
            q_nope, q_pe = q[..., :NOPE], rope_interleaved(q[..., NOPE:], pos)
            kv = dense(self, h, KVR + ROPE_D, "wkv_a_%d" % i, dtype=self.dtype)
            k_pe = rope_interleaved(kv[..., None, KVR:], pos)
            kv = dense(self, RMSNorm("llama", 1e-6, **dt, name="kv_norm_%d" % i)(kv[..., :KVR]), H * (NOPE + HD),
                       "wkv_b_%d" % i, dtype=self.dtype).reshape(b, s, H, NOPE + HD)
            k_nope, v = kv[..., :NOPE], kv[..., NOPE:]
            sc = (jnp.einsum("bshd,bthd->bsht", q_nope, k_nope) + jnp.einsum("bshr,btr->bsht", q_pe, k_pe[:, :, 0]))
            sc = sc * (NOPE + ROPE_D) ** -0.5 + mask[None, :, None, :]
            with act("softmax"):
                p = jax.nn.softmax(sc.astype(F32), axis=-1).astype(self.dtype)
            o = jnp.einsum("bsht,bthd->bshd", p, v).reshape(b, s, H * HD)
            x = x + dense(self, o, D, "wo_%d" % i, dtype=self.dtype)
            h = RMSNorm("llama", 1e-6, **dt, name="ffn_norm_%d" % i)(x)
            if i == 0:
                x = x + swiglu(h, F, "mlp_0")
                continue
            t = h.reshape(-1, D)
            with act("softmax"):
                scores = jax.nn.softmax(dense(self, t, E, "gate_%d" % i, dtype=self.dtype).astype(F32), axis=-1)
            top_w, top_i = jax.lax.top_k(scores, TOPK)
            gates = jnp.sum(jax.nn.one_hot(top_i, E, dtype=F32) * (top_w * 16.0)[..., None], axis=1)
            w1 = self.param("experts_w1_%d" % i, init, (E, D, F // 2), self.param_dtype).astype(self.dtype)
            w3 = self.param("experts_w3_%d" % i, init, (E, D, F // 2), self.param_dtype).astype(self.dtype)
            w2 = self.param("experts_w2_%d" % i, init, (E, F // 2, D), self.param_dtype).astype(self.dtype)
            with act("silu"):
                g = jax.nn.silu(jnp.einsum("td,edf->etf", t, w1))
            y = jnp.einsum("etf,efd->etd", g * jnp.einsum("td,edf->etf", t, w3), w2)
            routed = jnp.einsum("etd,te->td", y, gates.astype(self.dtype)).reshape(x.shape)
            x = x + routed + swiglu(h, F, "shared_%d" % i)
        return dense(self, RMSNorm("llama", 1e-6, **dt, name="norm")(x), V, "head", dtype=self.dtype)


# ---- GPT-J: parallel attention and MLP from one LayerNorm ----------------------------------

def rotate_every_two(x):
    return jnp.stack([-x[..., 1::2], x[..., ::2]], axis=-1).reshape(x.shape)


def gptj_rope(x, pos, rot):
    """GPT-J's partial rotary: the first `rot` dims, sin/cos repeated per pair."""
    inv = 1.0 / (10000.0 ** (jnp.arange(0, rot, 2, dtype=F32) / rot))
    ang = pos[:, :, None, None].astype(F32) * inv
    s, c = jnp.repeat(jnp.sin(ang), 2, axis=-1), jnp.repeat(jnp.cos(ang), 2, axis=-1)
    xr, xp = x[..., :rot], x[..., rot:]
    xr = (xr * c.astype(x.dtype)) + (rotate_every_two(xr) * s.astype(x.dtype))
    return jnp.concatenate([xr, xp], axis=-1)


class GptJ(nn.Module):
    """GPT-J-style decoder (HF GPTJ): one LayerNorm feeding attention and MLP in parallel,
    partial interleaved rotary, scores in f32 divided by sqrt(head dim), where-mask with
    finfo.min, softmax cast to the value dtype; gelu_new written out as
    0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x**3)))."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Embed(V, D, **dt, name="wte")(ids)
        b, s = ids.shape
        pos = jnp.broadcast_to(jnp.arange(s), ids.shape)
        causal = jnp.tril(jnp.ones((s, s), bool))
        for i in range(L):
            h = layer_norm(x, 1e-5, **dt, name="ln_1_%d" % i)
            q = gptj_rope(dense(self, h, D, "q_proj_%d" % i, dtype=self.dtype).reshape(b, s, H, HD), pos, HD // 2)
            k = gptj_rope(dense(self, h, D, "k_proj_%d" % i, dtype=self.dtype).reshape(b, s, H, HD), pos, HD // 2)
            v = dense(self, h, D, "v_proj_%d" % i, dtype=self.dtype).reshape(b, s, H, HD)
            w = jnp.einsum("bqhd,bkhd->bhqk", q.astype(F32), k.astype(F32))
            w = jnp.where(causal, w, jnp.finfo(F32).min) / jnp.sqrt(jnp.asarray(HD, F32)).astype(F32)
            with act("softmax"):
                w = jax.nn.softmax(w, axis=-1).astype(v.dtype)
            a = dense(self, jnp.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, s, D), D, "out_proj_%d" % i,
                      dtype=self.dtype)
            u = dense(self, h, F, "fc_in_%d" % i, bias=True, dtype=self.dtype)
            with act("gelu_tanh"):
                u = 0.5 * u * (1.0 + jnp.tanh(np.sqrt(2.0 / np.pi) * (u + 0.044715 * jnp.power(u, 3.0))))
            x = x + a + dense(self, u, D, "fc_out_%d" % i, bias=True, dtype=self.dtype)
        x = layer_norm(x, 1e-5, **dt, name="ln_f")
        return dense(self, x, V, "lm_head", bias=True, dtype=self.dtype)


# ---- AlphaFold-2 / ColabFold-style Evoformer block ------------------------------------------

NS, NR, CM, CZ, EH = 4, 16, 32, 16, 2  # MSA sequences, residues, MSA and pair channels, heads


class GatedAttention(nn.Module):
    """AlphaFold's Attention: q scaled by key_dim**-0.5, logits + bias (mask bias
    1e9 * (mask - 1), optional pair bias), jax.nn.softmax, sigmoid gate on the output."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, mask, nonbatched_bias=None):
        c = x.shape[-1] // EH
        q = dense(self, x, EH * c, "query", dtype=self.dtype).reshape(*x.shape[:-1], EH, c) * c ** -0.5
        k = dense(self, x, EH * c, "key", dtype=self.dtype).reshape(*x.shape[:-1], EH, c)
        v = dense(self, x, EH * c, "value", dtype=self.dtype).reshape(*x.shape[:-1], EH, c)
        logits = jnp.einsum("bqhc,bkhc->bhqk", q, k) + (1e9 * (mask - 1.0))[:, None, None, :].astype(self.dtype)
        if nonbatched_bias is not None:
            logits = logits + nonbatched_bias[None]
        with act("softmax"):
            w = jax.nn.softmax(logits)
        o = jnp.einsum("bhqk,bkhc->bqhc", w, v)
        with act("sigmoid"):
            gate = jax.nn.sigmoid(dense(self, x, EH * c, "gating", bias=True, dtype=self.dtype))
        o = o * gate.reshape(o.shape)
        return dense(self, o.reshape(x.shape[:-1] + (EH * c,)), x.shape[-1], "output", bias=True, dtype=self.dtype)


class Evoformer(nn.Module):
    """One AlphaFold-2 Evoformer iteration (ColabFold's, on the MSA and pair stacks):
    MSA row attention with pair bias, MSA column attention, MSA transition, outer product
    mean, triangle multiplications (outgoing, incoming) with sigmoid gates, triangle
    attentions (starting, ending node) with pair bias, pair transition; LayerNorms over the
    channels of each stack, of its transposes, and of the triangle products."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, msa, pair):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        mmask, pmask = jnp.ones(msa.shape[:2], self.dtype), jnp.ones(pair.shape[:2], self.dtype)

        def ln(v, name):
            return layer_norm(v, 1e-5, **dt, name=name)

        def tri_bias(z, name):
            return dense(self, z, EH, name, dtype=self.dtype).transpose(2, 0, 1)

        # MSA row attention with pair bias, column attention, transition
        m = ln(msa, "msa_row_norm")
        msa = msa + GatedAttention(**dt, name="msa_row_attention")(m, mmask, tri_bias(ln(pair, "pair_bias_norm"),
                                                                                        "pair_bias"))
        m = ln(jnp.swapaxes(msa, 0, 1), "msa_column_norm")
        msa = msa + jnp.swapaxes(GatedAttention(**dt, name="msa_column_attention")(m, mmask.T), 0, 1)
        m = ln(msa, "msa_transition_norm")
        msa = msa + dense(self, nn.relu(dense(self, m, 4 * CM, "msa_transition_1", bias=True, dtype=self.dtype)),
                          CM, "msa_transition_2", bias=True, dtype=self.dtype)
        # outer product mean
        m = ln(msa, "opm_norm")
        a = dense(self, m, 8, "opm_left", bias=True, dtype=self.dtype) * mmask[..., None]
        bb = dense(self, m, 8, "opm_right", bias=True, dtype=self.dtype) * mmask[..., None]
        o = jnp.einsum("sic,sjd->ijcd", a, bb).reshape(NR, NR, 64)
        norm = jnp.einsum("si,sj->ij", mmask, mmask)[..., None]
        pair = pair + dense(self, o, CZ, "opm_output", bias=True, dtype=self.dtype) / (1e-3 + norm)

        # triangle multiplications
        for name, eq in (("outgoing", "ikc,jkc->ijc"), ("incoming", "kjc,kic->ijc")):
            z = ln(pair, "tri_mul_%s_input_norm" % name)
            with act("sigmoid"):
                ga = jax.nn.sigmoid(dense(self, z, CZ, "tri_mul_%s_left_gate" % name, bias=True, dtype=self.dtype))
            with act("sigmoid"):
                gb = jax.nn.sigmoid(dense(self, z, CZ, "tri_mul_%s_right_gate" % name, bias=True, dtype=self.dtype))
            left = pmask[..., None] * ga * dense(self, z, CZ, "tri_mul_%s_left" % name, bias=True, dtype=self.dtype)
            right = pmask[..., None] * gb * dense(self, z, CZ, "tri_mul_%s_right" % name, bias=True,
                                                    dtype=self.dtype)
            t = ln(jnp.einsum(eq, left, right), "tri_mul_%s_center_norm" % name)
            with act("sigmoid"):
                g = jax.nn.sigmoid(dense(self, z, CZ, "tri_mul_%s_gate" % name, bias=True, dtype=self.dtype))
            pair = pair + g * dense(self, t, CZ, "tri_mul_%s_output" % name, bias=True, dtype=self.dtype)
        # triangle attentions
        z = ln(pair, "tri_att_start_norm")
        pair = pair + GatedAttention(**dt, name="tri_att_start")(z, pmask, tri_bias(z, "tri_att_start_bias"))
        z = ln(jnp.swapaxes(pair, 0, 1), "tri_att_end_norm")
        pair = pair + jnp.swapaxes(GatedAttention(**dt, name="tri_att_end")(z, pmask.T,
                                                                             tri_bias(z, "tri_att_end_bias")), 0, 1)
        z = ln(pair, "pair_transition_norm")
        pair = pair + dense(self, nn.relu(dense(self, z, 2 * CZ, "pair_transition_1", bias=True, dtype=self.dtype)),
                            CZ, "pair_transition_2", bias=True, dtype=self.dtype)
        return msa, pair


# ---- ConvNeXt: LayerNorm channels-first written out, and channels-last ----------------------

def conv_nchw(x, w, stride=1, padding="VALID", groups=1):
    return jax.lax.conv_general_dilated(x, w, (stride, stride), padding, feature_group_count=groups,
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))


class ConvNeXt(nn.Module):
    """ConvNeXt-style network on NCHW tensors (a port of the PyTorch reference): its
    channels-first LayerNorm written out as (x - mean) / sqrt(var + eps) over axis 1 with
    w[:, None, None] and b[:, None, None]; blocks of a 7x7 depthwise conv, permute, nn.LayerNorm,
    Dense 4C, exact GELU, Dense C, layer scale, permute back; a downsampling layer; global
    average pooling and a final LayerNorm."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, img):  # [B, 3, H, W]
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)

        def conv(x, cout, k, stride, name, groups=1, pad="VALID"):
            w = self.param(name + "_weight", nn.initializers.lecun_normal(), (cout, x.shape[1] // groups, k, k),
                           self.param_dtype)
            bias = self.param(name + "_bias", nn.initializers.zeros, (cout,), self.param_dtype)
            return conv_nchw(x, w.astype(self.dtype), stride, pad, groups) + bias.astype(self.dtype)[:, None, None]

        def ln_first(x, name, eps=1e-6):
            w = self.param(name + "_weight", nn.initializers.ones, (x.shape[1],), self.param_dtype)
            b = self.param(name + "_bias", nn.initializers.zeros, (x.shape[1],), self.param_dtype)
            with act("layer_norm"):
                u = x.mean(1, keepdims=True)
                s = ((x - u) ** 2).mean(1, keepdims=True)
                x = (x - u) / jnp.sqrt(s + eps)
                return w.astype(x.dtype)[:, None, None] * x + b.astype(x.dtype)[:, None, None]

        def block(x, name):
            c = x.shape[1]
            h = conv(x, c, 7, 1, name + "_dwconv", groups=c, pad=((3, 3), (3, 3))).transpose(0, 2, 3, 1)
            h = layer_norm(h, 1e-6, **dt, name=name + "_norm")
            with act("gelu_erf"):
                h = jax.nn.gelu(dense(self, h, 4 * c, name + "_pwconv1", bias=True, dtype=self.dtype),
                                approximate=False)
            h = dense(self, h, c, name + "_pwconv2", bias=True, dtype=self.dtype)
            gamma = self.param(name + "_gamma", nn.initializers.constant(1e-6), (c,), self.param_dtype)
            return x + (gamma.astype(self.dtype) * h).transpose(0, 3, 1, 2)

        x = ln_first(conv(img, 32, 4, 4, "stem"), "stem_norm")
        x = block(block(x, "stage0_0"), "stage0_1")
        x = conv(ln_first(x, "downsample_norm"), D, 2, 2, "downsample")
        x = block(x, "stage1_0")
        x = layer_norm(x.mean((2, 3)), 1e-6, **dt, name="norm")
        return dense(self, x, 10, "head", bias=True, dtype=self.dtype)


# ---- PaliGemma-style: SigLIP encoder, Gemma-2-style decoder with soft-capping, prefix LM ---

class PaliGemma(nn.Module):
    """SigLIP-style image encoder (patches, pre-LN layers with gelu tanh MLPs, post LN), a
    linear projector, and a Gemma-2-style decoder over [image; text] with a prefix-LM mask:
    sandwich RMSNorms x*rsqrt(mean(x^2)+eps)*(1+scale), attention logits soft-capped
    tanh(s/50)*50, GeGLU, final logits soft-capped tanh(l/30)*30."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, img, ids):  # img [B, 16, 16, 3], ids [B, T]
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        v = nn.Conv(D, (4, 4), strides=(4, 4), **dt, name="patch_embed")(img).reshape(img.shape[0], -1, D)
        v = v + self.param("pos_embedding", nn.initializers.normal(0.02), (1, v.shape[1], D),
                           self.param_dtype).astype(self.dtype)
        for i in range(L):
            h = layer_norm(v, 1e-6, **dt, name="vit_ln1_%d" % i)
            q, k, vv = (dense(self, h, D, "vit_%s_%d" % (n, i), bias=True, dtype=self.dtype).reshape(*v.shape[:2], H, HD)
                        for n in "qkv")
            v = v + dense(self, attend(q, k, vv, dtype=self.dtype).reshape(v.shape), D, "vit_out_%d" % i, bias=True,
                          dtype=self.dtype)
            h = layer_norm(v, 1e-6, **dt, name="vit_ln2_%d" % i)
            with act("gelu_tanh"):
                h = nn.gelu(dense(self, h, F, "vit_fc1_%d" % i, bias=True, dtype=self.dtype), approximate=True)
            v = v + dense(self, h, D, "vit_fc2_%d" % i, bias=True, dtype=self.dtype)
        v = dense(self, layer_norm(v, 1e-6, **dt, name="vit_post_ln"), D, "projector", bias=True, dtype=self.dtype)
        emb = nn.Embed(V, D, **dt, name="embedder")
        x = jnp.concatenate([v, emb(ids) * jnp.sqrt(D).astype(self.dtype)], axis=1)
        b, s, n_img = x.shape[0], x.shape[1], v.shape[1]
        prefix = n_img + ids.shape[1] // 2  # image and the first half of the text attend fully
        ii, jj = jnp.arange(s)[:, None], jnp.arange(s)[None, :]
        allowed = (jj <= ii) | (jj < prefix)
        pos = jnp.broadcast_to(jnp.arange(s), (b, s))
        norm = lambda name: RMSNorm("gemma", 1e-6, **dt, name=name)  # noqa: E731
        for i in range(L):
            h = norm("pre_attention_norm_%d" % i)(x)
            q = rope(dense(self, h, D, "q_%d" % i, dtype=self.dtype).reshape(b, s, H, HD), pos)
            k = rope(dense(self, h, 2 * HD, "k_%d" % i, dtype=self.dtype).reshape(b, s, 2, HD), pos)
            vv = dense(self, h, 2 * HD, "v_%d" % i, dtype=self.dtype).reshape(b, s, 2, HD)
            k, vv = jnp.repeat(k, H // 2, axis=2), jnp.repeat(vv, H // 2, axis=2)
            sc = jnp.einsum("bqhd,bkhd->bhqk", q * HD ** -0.5, k)
            sc = jnp.tanh(sc / 50.0) * 50.0
            sc = jnp.where(allowed, sc, jnp.asarray(-2.3819763e38 if self.dtype == F32 else -1e30, sc.dtype))
            with act("softmax"):
                p = jax.nn.softmax(sc.astype(F32), axis=-1).astype(self.dtype)
            o = jnp.einsum("bhqk,bkhd->bqhd", p, vv).reshape(b, s, D)
            x = x + norm("post_attention_norm_%d" % i)(dense(self, o, D, "o_%d" % i, dtype=self.dtype))
            h = norm("pre_ffw_norm_%d" % i)(x)
            with act("gelu_tanh"):
                g = jax.nn.gelu(dense(self, h, F, "gating_%d" % i, dtype=self.dtype))
            h = dense(self, g * dense(self, h, F, "up_%d" % i, dtype=self.dtype), D, "down_%d" % i, dtype=self.dtype)
            x = x + norm("post_ffw_norm_%d" % i)(h)
        logits = emb.attend(norm("final_norm")(x)[:, n_img:])
        return jnp.tanh(logits / 30.0) * 30.0


# ---- Mamba-2-style state-space model --------------------------------------------------------

DI, NST, MH, CK = 2 * D, 16, 4, 4  # inner width, state size, SSM heads, conv width


def segsum(a):
    """mamba_ssm's segsum: out[..., i, j] = sum(a[..., j+1:i+1]) for j <= i, -inf above."""
    t = a.shape[-1]
    cs = jnp.cumsum(a, axis=-1)
    out = cs[..., :, None] - cs[..., None, :]
    return jnp.where(jnp.tril(jnp.ones((t, t), bool)), out, -jnp.inf)


class Mamba2(nn.Module):
    """Mamba-2-style model: per layer RMSNorm, in_proj to (z, xBC, dt), causal depthwise conv
    then SiLU, dt = softplus(dt + dt_bias), the SSD scan in its quadratic form
    (exp(segsum(A dt)) with -inf above the diagonal), D skip, gated RMSNorm written as in
    mamba_ssm's reference (y * silu(z), then y * 1/sqrt(mean(y^2) + eps) * w), out_proj."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, ids):
        dt_ = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Embed(V, D, **dt_, name="embedding")(ids)
        b, s = ids.shape
        pd = DI // MH
        for i in range(L):
            h = RMSNorm("llama", 1e-5, **dt_, name="norm_%d" % i)(x)
            zxbcdt = dense(self, h, 2 * DI + 2 * NST + MH, "in_proj_%d" % i, dtype=self.dtype)
            z, xbc, dt = jnp.split(zxbcdt, [DI, 2 * DI + 2 * NST], axis=-1)
            cw = self.param("conv_weight_%d" % i, nn.initializers.lecun_normal(), (CK, 1, xbc.shape[-1]),
                            self.param_dtype).astype(self.dtype)
            cb = self.param("conv_bias_%d" % i, nn.initializers.zeros, (xbc.shape[-1],), self.param_dtype)
            xbc = jax.lax.conv_general_dilated(xbc, cw, (1,), ((CK - 1, 0),), feature_group_count=xbc.shape[-1],
                                               dimension_numbers=("NWC", "WIO", "NWC")) + cb.astype(self.dtype)
            with act("silu"):
                xbc = jax.nn.silu(xbc)
            xs, bm, cm = jnp.split(xbc, [DI, DI + NST], axis=-1)
            dt_bias = self.param("dt_bias_%d" % i, nn.initializers.zeros, (MH,), self.param_dtype)
            with act("softplus"):
                dt = jax.nn.softplus(dt.astype(F32) + dt_bias.astype(F32))
            a = -jnp.exp(self.param("A_log_%d" % i, nn.initializers.zeros, (MH,), self.param_dtype).astype(F32))
            xh = xs.reshape(b, s, MH, pd).astype(F32)
            lmat = jnp.exp(segsum(jnp.swapaxes(dt * a, 1, 2)))  # [b, heads, s, s]
            y = jnp.einsum("bln,bsn,bhls,bshp->blhp", cm.astype(F32), bm.astype(F32), lmat, xh * dt[..., None])
            dskip = self.param("D_%d" % i, nn.initializers.ones, (MH,), self.param_dtype).astype(F32)
            y = (y + xh * dskip[:, None]).reshape(b, s, DI)
            w = self.param("gate_norm_weight_%d" % i, nn.initializers.ones, (DI,), self.param_dtype)
            with act("silu"):
                gz = jax.nn.silu(z.astype(F32))
            y = y * gz
            with act("rms_norm"):
                y = y * (1 / jnp.sqrt(jnp.mean(jnp.square(y), axis=-1, keepdims=True) + 1e-5)) * w.astype(F32)
            x = x + dense(self, y.astype(self.dtype), D, "out_proj_%d" % i, dtype=self.dtype)
        return dense(self, RMSNorm("llama", 1e-5, **dt_, name="norm_f")(x), V, "lm_head", dtype=self.dtype)


# ---- MaxText attention with deferred normalization (Llama-3-style decoder) -------------------

MASK_VALUE = -0.7 * float(np.finfo(np.float32).max)  # MaxText's DEFAULT_MASK_VALUE


class Llama3Layer(nn.Module):
    """A Llama-3-style layer with MaxText's dot-product attention: grouped queries as
    [b, t, kv, g, d], the additive causal mask applied with jnp.where(mask >= MASK/2, s, MASK),
    exps = exp(s - max), sums kept apart and moved to [b, t, heads, 1], the value product on
    the unnormalized exps and the division by the sums after it (deferred normalization)."""
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32

    @nn.compact
    def __call__(self, x, pos):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        b, t = x.shape[:2]
        kvh, g = 2, H // 2
        h = RMSNorm("llama", 1e-5, **dt, name="pre_self_attention_layer_norm")(x)
        q = rope(dense(self, h, D, "query", dtype=self.dtype).reshape(b, t, H, HD), pos, 500000.0)
        k = rope(dense(self, h, kvh * HD, "key", dtype=self.dtype).reshape(b, t, kvh, HD), pos, 500000.0)
        v = dense(self, h, kvh * HD, "value", dtype=self.dtype).reshape(b, t, kvh, HD)
        q = q * jnp.asarray(HD ** -0.5, self.dtype)
        s = jnp.einsum("btkgd,bskd->bkgts", q.reshape(b, t, kvh, g, HD), k)
        mask = jnp.where(jnp.tril(jnp.ones((t, t), bool)), 0.0, MASK_VALUE)[None, None, None]
        s = jnp.where(mask >= MASK_VALUE * 0.5, s, jnp.asarray(MASK_VALUE, s.dtype))
        with act("softmax"):
            local_max = jnp.max(s, axis=-1, keepdims=True)
            local_exps = jnp.exp(s - local_max)
            local_sum = jnp.sum(local_exps, axis=-1, keepdims=True)
            local_sum = jnp.moveaxis(local_sum, -2, 1).reshape(b, t, H, 1)
            out = jnp.einsum("bkgts,bskd->btkgd", local_exps, v).reshape(b, t, H, HD)
            o = (out / local_sum).astype(self.dtype).reshape(b, t, D)
        x = constrain(x + dense(self, o, D, "out", dtype=self.dtype), True)
        h = RMSNorm("llama", 1e-5, **dt, name="post_self_attention_layer_norm")(x)
        with act("silu"):
            gt = jax.nn.silu(dense(self, h, F, "wi_0", dtype=self.dtype))
        return constrain(x + dense(self, gt * dense(self, h, F, "wi_1", dtype=self.dtype), D, "wo",
                                   dtype=self.dtype), True)


class Llama3(nn.Module):
    dtype: jnp.dtype = F32
    param_dtype: jnp.dtype = F32
    remat_policy: object = None

    @nn.compact
    def __call__(self, ids):
        dt = dict(dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.Embed(V, D, **dt, name="token_embedder")(ids)
        pos = jnp.broadcast_to(jnp.arange(ids.shape[1]), ids.shape)
        layer = Llama3Layer if self.remat_policy is None else nn.remat(Llama3Layer, policy=self.remat_policy,
                                                                        prevent_cse=True)
        for i in range(L):
            x = layer(**dt, name="layers_%d" % i)(x, pos)
        return dense(self, RMSNorm("llama", 1e-5, **dt, name="decoder_norm")(x), V, "logits_dense", dtype=self.dtype)


# ---- the exports --------------------------------------------------------------------------

FORMS = (("mlir", "stablehlo", "as_text()"), ("hlo", "hlo", "as_text(dialect='hlo')"))
IDS = jnp.zeros((B, S), jnp.int32)


def inference(name, model, args, desc, dtypes=("f32", "bf16")):
    out = []
    for dn in dtypes:
        m = model({"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16}[dn])
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
                       dtypes=("f32", "bf16"))  # f16: XLA:CPU's dot_general refuses F16_F16_F32
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
    cases += inference("qwen3_decoder", lambda dt: Qwen3(dt, dt), (IDS,),
                       "Qwen-3-style decoder, %d layers (HF Qwen3: RMSNorm with f32 variance, q/k RMSNorms over "
                       "each head before RoPE, grouped queries, additive finfo.min causal mask, softmax in f32 then "
                       "cast, SwiGLU jax.nn.silu, tied embedding)" % L)
    cases += inference("gpt_oss", lambda dt: GptOss(dt, dt), (IDS,),
                       "GPT-OSS-style decoder, %d layers (f32 RMSNorm; GQA with a learned sink logit per head "
                       "concatenated to the scores, softmax, sink column sliced off; -inf causal and sliding-window "
                       "masks; MoE: top-%d of %d router logits, softmax over the chosen, experts with the clamped "
                       "SwiGLU x_glu*sigmoid(1.702 x_glu)*(x_lin+1) on interleaved halves)" % (L, TOPK, E))
    cases += inference("deepseek2_mla", lambda dt: DeepSeekV2(dt, dt), (IDS,),
                       "DeepSeek-V2-style decoder, %d layers (multi-head latent attention: q and kv low-rank "
                       "latents with their RMSNorms, decoupled interleaved RoPE key, f32 softmax; dense SwiGLU, then "
                       "a MoE with a softmax router, top-%d of %d unrenormalized, routed scaling, shared expert)"
                       % (L, TOPK, E))
    cases += inference("gptj", lambda dt: GptJ(dt, dt), (IDS,),
                       "GPT-J-style decoder, %d layers (one LayerNorm feeding attention and MLP in parallel, partial "
                       "interleaved rotary, f32 scores divided by sqrt(head dim), where-mask finfo.min, gelu_new "
                       "written out with jnp.power(x, 3.0), final LayerNorm, biased head)" % L)
    evo_args = (jnp.zeros((NS, NR, CM)), jnp.zeros((NR, NR, CZ)))
    cases += inference("evoformer", lambda dt: Evoformer(dt, dt), evo_args,
                       "AlphaFold-2/ColabFold-style Evoformer iteration (%d MSA x %d residues): MSA row attention "
                       "with pair bias, column attention, transition, outer product mean, triangle multiplications "
                       "with sigmoid gates, triangle attentions, pair transition; gated attention with "
                       "jax.nn.softmax and jax.nn.sigmoid" % (NS, NR))
    cases += inference("convnext", lambda dt: ConvNeXt(dt, dt), (jnp.zeros((B, 3, 32, 32)),),
                       "ConvNeXt-style network on NCHW tensors: channels-first LayerNorm written out "
                       "(x - mean) / sqrt(var + eps) over axis 1, blocks of 7x7 depthwise conv, nn.LayerNorm, "
                       "exact GELU MLP and layer scale, a downsampling layer, pooled final LayerNorm")
    cases += inference("paligemma", lambda dt: PaliGemma(dt, dt), (jnp.zeros((B, 16, 16, 3)), IDS),
                       "PaliGemma-style model: SigLIP-style encoder (%d pre-LN layers, gelu tanh MLPs, post LN), "
                       "projector, Gemma-2-style decoder (%d layers, sandwich RMSNorms with 1+scale, attention "
                       "logits soft-capped tanh(s/50)*50, prefix-LM mask, GeGLU, final logits soft-capped "
                       "tanh(l/30)*30) over [image; text]" % (L, L))
    cases += inference("mamba2", lambda dt: Mamba2(dt, dt), (IDS,),
                       "Mamba-2-style model, %d layers (RMSNorm, causal depthwise conv + SiLU, "
                       "dt = jax.nn.softplus(dt + bias), SSD in its quadratic form exp(segsum(A dt)) with -inf "
                       "masks, gated RMSNorm y*silu(z) * 1/sqrt(mean(.^2) + eps) * w)" % L)
    cases += inference("llama3_maxtext", lambda dt: Llama3(dt, dt), (IDS,),
                       "Llama-3-style decoder, %d layers, with MaxText's dot-product attention: grouped queries "
                       "[b,t,kv,g,d], jnp.where(mask >= MASK/2, s, MASK), exp(s - max) and its sum kept apart, the "
                       "value product on the unnormalized exps, divided by the sums after it" % L)
    for name, m, dn, what in (
            ("llama3_maxtext_train.bf16", Llama3(BF16, F32, P.nothing_saveable), "bf16",
             "Llama-3-style decoder of llama3_maxtext (deferred normalization), nn.remat per layer with "
             "jax.checkpoint policy nothing_saveable, bf16 activations, f32 weights"),
            ("qwen3_train.bf16", Qwen3(BF16, F32), "bf16", "Qwen-3-style decoder of qwen3_decoder, bf16 "
             "activations, f32 weights"),
            ("gpt_oss_train.f32", GptOss(F32, F32), "f32", "GPT-OSS-style decoder of gpt_oss, f32"),
            ("gptj_train.f32", GptJ(F32, F32), "f32", "GPT-J-style decoder of gptj, f32"),
            ("mamba2_train.f32", Mamba2(F32, F32), "f32", "Mamba-2-style model of mamba2, f32")):
        params = jax.eval_shape(m.init, jax.random.PRNGKey(0), IDS)
        cases.append((name, train_step(m), (params, IDS),
                      "train step: jax.value_and_grad of the next-token cross entropy (jax.nn.log_softmax) of "
                      "the %s (no remat), SGD update" % what, dn, True))
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
