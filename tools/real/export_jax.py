"""Export JAX / Flax (Linen) blocks in three forms, inference and training.

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-jax.txt:
    python export_jax.py OUTDIR            # the blocks -> OUTDIR (corpus/real/jax)
    python export_jax.py --models OUTDIR   # the whole models -> OUTDIR (corpus/real/models)

Parameters are function arguments (never baked as constants): every exported
function is f(params, x) with params a pytree the lowering flattens into arguments.
`traced` counts the activations each block applies, known from the layers built here and
checked against the jaxpr, and `traced_backward` those a training step differentiates
(tools/real/jax_trace.py: library activations and norm modules marked while counting).
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus, shapes_text  # noqa: E402
from jax_trace import act, emit_counts  # noqa: E402
B, S, D, H, F = 2, 16, 64, 4, 256  # batch, sequence, width, heads, MLP width
DTYPES = {"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16}
F16_BLOCKS = ("bert_layer", "gpt2_block", "llama_block")  # f16 where it is used: transformer inference


# ---- blocks --------------------------------------------------------------------------

class BertLayer(nn.Module):
    """Post-LN BERT encoder layer: attention, add & LayerNorm, erf GELU MLP, add & LayerNorm."""
    dtype: jnp.dtype = jnp.float32
    width: int = D
    heads: int = H
    mlp: int = F

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        a = nn.MultiHeadDotProductAttention(num_heads=self.heads, **dt)(x, x)
        x = nn.LayerNorm(epsilon=1e-12, **dt)(x + a)
        h = nn.Dense(self.mlp, **dt)(x)
        h = jax.nn.gelu(h, approximate=False)
        h = nn.Dense(self.width, **dt)(h)
        return nn.LayerNorm(epsilon=1e-12, **dt)(x + h)


BERT_TRACED = {"softmax": 1, "layer_norm": 2, "gelu_erf": 1}


class Gpt2Block(nn.Module):
    """Pre-LN GPT-2 block: LayerNorm, causal attention, LayerNorm, tanh GELU MLP."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        h = nn.LayerNorm(epsilon=1e-5, **dt)(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=H, **dt)(h, h, mask=mask)
        h = nn.LayerNorm(epsilon=1e-5, **dt)(x)
        h = nn.Dense(F, **dt)(h)
        h = jax.nn.gelu(h, approximate=True)
        return x + nn.Dense(D, **dt)(h)


GPT2_TRACED = {"softmax": 1, "layer_norm": 2, "gelu_tanh": 1}


class LlamaBlock(nn.Module):
    """LLaMA block: RMSNorm, causal attention (hand-written, jax.nn.softmax), RMSNorm, SwiGLU."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        hd = D // H
        h = nn.RMSNorm(epsilon=1e-6, **dt)(x)
        q = nn.Dense(D, use_bias=False, **dt)(h).reshape(B, S, H, hd)
        k = nn.Dense(D, use_bias=False, **dt)(h).reshape(B, S, H, hd)
        v = nn.Dense(D, use_bias=False, **dt)(h).reshape(B, S, H, hd)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(hd).astype(self.dtype)
        causal = jnp.tril(jnp.ones((S, S), bool))
        s = jnp.where(causal, s, jnp.finfo(self.dtype).min)
        p = jax.nn.softmax(s, axis=-1)
        o = jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(B, S, D)
        x = x + nn.Dense(D, use_bias=False, **dt)(o)
        h = nn.RMSNorm(epsilon=1e-6, **dt)(x)
        g = nn.Dense(F, use_bias=False, **dt)(h)
        u = nn.Dense(F, use_bias=False, **dt)(h)
        return x + nn.Dense(D, use_bias=False, **dt)(jax.nn.silu(g) * u)


LLAMA_TRACED = {"rms_norm": 2, "softmax": 1, "silu": 1}


class VitBlock(nn.Module):
    """Pre-LN ViT encoder block (exact GELU, as the ViT reference models use)."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        h = nn.LayerNorm(epsilon=1e-6, **dt)(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=H, **dt)(h, h)
        h = nn.LayerNorm(epsilon=1e-6, **dt)(x)
        h = nn.gelu(nn.Dense(F, **dt)(h), approximate=False)
        return x + nn.Dense(D, **dt)(h)


VIT_TRACED = {"softmax": 1, "layer_norm": 2, "gelu_erf": 1}


class ClipMlp(nn.Module):
    """CLIP MLP with quick GELU x * sigmoid(1.702 x)."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        h = nn.Dense(F, **dt)(x)
        with act("quick_gelu"): h = h * jax.nn.sigmoid(1.702 * h)
        return nn.Dense(D, **dt)(h)


CLIP_TRACED = {"quick_gelu": 1}


class MobileNetV3Block(nn.Module):
    """MobileNetV3 inverted residual: 1x1 expand, hard_swish, 3x3 depthwise, hard_swish,
    squeeze-excite with hard_sigmoid gate, 1x1 project, residual (NHWC)."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        c, e = x.shape[-1], 4 * x.shape[-1]
        h = jax.nn.hard_swish(nn.Conv(e, (1, 1), **dt)(x))
        h = jax.nn.hard_swish(nn.Conv(e, (3, 3), feature_group_count=e, **dt)(h))
        s = jnp.mean(h, axis=(1, 2), keepdims=True)
        s = jax.nn.relu(nn.Dense(e // 4, **dt)(s))
        s = jax.nn.hard_sigmoid(nn.Dense(e, **dt)(s))
        h = h * s
        return x + nn.Conv(c, (1, 1), **dt)(h)


MOBILENET_TRACED = {"hardswish": 2, "hardsigmoid": 1}


class EfficientNetBlock(nn.Module):
    """EfficientNet MBConv: 1x1 expand + BN + swish, depthwise 3x3 + BN + swish,
    squeeze-excite (swish, sigmoid gate), 1x1 project + BN, residual (NHWC, BN in
    inference mode: running statistics are parameters)."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        c, e = x.shape[-1], 4 * x.shape[-1]
        bn = lambda: nn.BatchNorm(use_running_average=True, **dt)  # noqa: E731
        h = jax.nn.swish(bn()(nn.Conv(e, (1, 1), use_bias=False, **dt)(x)))
        h = jax.nn.swish(bn()(nn.Conv(e, (3, 3), feature_group_count=e, use_bias=False, **dt)(h)))
        s = jnp.mean(h, axis=(1, 2), keepdims=True)
        s = jax.nn.swish(nn.Dense(c // 4, **dt)(s))
        s = jax.nn.sigmoid(nn.Dense(e, **dt)(s))
        h = h * s
        return x + bn()(nn.Conv(c, (1, 1), use_bias=False, **dt)(h))


EFFICIENTNET_TRACED = {"silu": 3, "sigmoid": 1}


class MishSoftplus(nn.Module):
    """Dense, mish, Dense, softplus (jax.nn.mish and jax.nn.softplus)."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        h = jax.nn.mish(nn.Dense(F, **dt)(x))
        return jax.nn.softplus(nn.Dense(D, **dt)(h))


MISH_TRACED = {"mish": 1, "softplus": 1}


class LogSoftmaxHead(nn.Module):
    """Classifier head: Dense to 10 classes, log_softmax."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        return jax.nn.log_softmax(nn.Dense(10, **dt)(x), axis=-1)


LOGSOFTMAX_TRACED = {"log_softmax": 1}

SEQ = (B, S, D)
IMG = (B, 8, 8, 16)

# name -> (module class, input shape, traced, description)
BLOCKS = {
    "bert_layer": (BertLayer, SEQ, BERT_TRACED, "BERT encoder layer (flax.linen MultiHeadDotProductAttention, LayerNorm eps 1e-12, Dense, jax.nn.gelu(approximate=False))"),
    "gpt2_block": (Gpt2Block, SEQ, GPT2_TRACED, "GPT-2 block (pre-LN, causal flax MultiHeadDotProductAttention, jax.nn.gelu(approximate=True))"),
    "llama_block": (LlamaBlock, SEQ, LLAMA_TRACED, "LLaMA block (flax.linen.RMSNorm, causal attention with jax.nn.softmax, SwiGLU with jax.nn.silu)"),
    "vit_block": (VitBlock, SEQ, VIT_TRACED, "ViT encoder block (pre-LN, attention, flax nn.gelu(approximate=False) MLP)"),
    "clip_mlp": (ClipMlp, SEQ, CLIP_TRACED, "CLIP MLP with quick GELU x*jax.nn.sigmoid(1.702*x)"),
    "mobilenetv3_block": (MobileNetV3Block, IMG, MOBILENET_TRACED, "MobileNetV3 inverted residual (jax.nn.hard_swish x2, squeeze-excite with jax.nn.hard_sigmoid)"),
    "efficientnet_block": (EfficientNetBlock, IMG, EFFICIENTNET_TRACED, "EfficientNet MBConv (BatchNorm inference, jax.nn.swish x3, squeeze-excite jax.nn.sigmoid gate)"),
    "mish_softplus": (MishSoftplus, SEQ, MISH_TRACED, "Dense, jax.nn.mish, Dense, jax.nn.softplus"),
    "log_softmax_head": (LogSoftmaxHead, SEQ, LOGSOFTMAX_TRACED, "Dense(10), jax.nn.log_softmax(axis=-1)"),
}
TRAINING = ("bert_layer", "llama_block", "mobilenetv3_block", "clip_mlp")

FORMS = (
    ("mlir", "stablehlo", "jax.jit(f).lower(params, x).as_text()"),
    ("hlo", "hlo", "jax.jit(f).lower(params, x).as_text(dialect='hlo')"),
    ("compiled.hlo", "compiled-hlo", "jax.jit(f).lower(params, x).compile().as_text()"),
)


def lowered_texts(fn, *args):
    lowered = jax.jit(fn).lower(*args)
    return {
        "mlir": lowered.as_text(),
        "hlo": lowered.as_text(dialect="hlo"),
        "compiled.hlo": lowered.compile().as_text(),
    }


def shapes_of(params, x, full=True):
    leaves = jax.tree_util.tree_leaves_with_path(params)
    if not full:
        return "x %s %s; %d parameter arrays" % ("x".join(map(str, x.shape)), x.dtype, len(leaves))
    named = [("/".join(str(getattr(k, "key", k)) for k in path[1:]), leaf.shape) for path, leaf in leaves]
    return shapes_text(x.shape, named, str(x.dtype))


def export_blocks(outdir):
    versions = {"jax": jax.__version__, "jaxlib": jaxlib.__version__, "flax": flax.__version__}
    c = Corpus("jax", outdir, versions)
    key = jax.random.PRNGKey(0)
    for name, (cls, shape, traced, desc) in BLOCKS.items():
        for dname, dtype in DTYPES.items():
            if (dname == "f16" and name not in F16_BLOCKS) or (dname != "f32" and name in F32_ONLY):
                continue
            m = cls(dtype=dtype)
            x = jnp.zeros(shape, dtype)
            params = jax.eval_shape(m.init, key, x)
            f = lambda p, x, m=m: m.apply(p, x)  # noqa: E731
            texts = lowered_texts(f, params, x)
            for ext, form, call in FORMS:
                c.emit("%s.%s.%s" % (name, dname, ext), texts[ext], function=desc, dtype=dname,
                       shapes=shapes_of(params, x), export=call,
                       form=form, traced=traced)
            if name in TRAINING and dname == "f32":
                def loss(p, x, m=m):
                    y = m.apply(p, x)
                    return jnp.mean(jnp.square(y.astype(jnp.float32)))
                g = jax.grad(loss)
                texts = lowered_texts(g, params, x)
                for ext, form, call in FORMS:
                    c.emit("%s_train.%s.%s" % (name, dname, ext), texts[ext],
                           function="training step of the %s: jax.grad(mean(block(params, x)**2)) w.r.t. params" % desc,
                           dtype=dname, shapes=shapes_of(params, x),
                           export=call.replace("jax.jit(f)", "jax.jit(jax.grad(loss))"),
                           form=form, training=True, **emit_counts(name, g, params, x, known=traced, training=True))
    c.finish()


# ---- whole models -------------------------------------------------------------

class BertEncoder(nn.Module):
    layers: int = 12
    width: int = 768
    heads: int = 12
    mlp: int = 3072

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(30522, self.width)(ids) + nn.Embed(512, self.width)(jnp.arange(ids.shape[1]))[None]
        x = nn.LayerNorm(epsilon=1e-12)(x)
        for _ in range(self.layers):
            x = BertLayer(width=self.width, heads=self.heads, mlp=self.mlp)(x)
        return x


class Vit(nn.Module):
    layers: int = 4
    width: int = 192
    heads: int = 3
    mlp: int = 768
    patch: int = 16
    classes: int = 1000

    @nn.compact
    def __call__(self, img):
        x = nn.Conv(self.width, (self.patch, self.patch), strides=(self.patch, self.patch))(img)
        x = x.reshape(x.shape[0], -1, self.width)
        cls = self.param("cls", nn.initializers.zeros, (1, 1, self.width))
        x = jnp.concatenate([jnp.broadcast_to(cls, (x.shape[0], 1, self.width)), x], axis=1)
        x = x + self.param("pos", nn.initializers.zeros, (1, x.shape[1], self.width))
        for _ in range(self.layers):
            h = nn.LayerNorm(epsilon=1e-6)(x)
            x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(h, h)
            h = nn.LayerNorm(epsilon=1e-6)(x)
            h = nn.gelu(nn.Dense(self.mlp)(h), approximate=False)
            x = x + nn.Dense(self.width)(h)
        x = nn.LayerNorm(epsilon=1e-6)(x)
        return nn.Dense(self.classes)(x[:, 0])


def export_models(outdir):
    versions = {"jax": jax.__version__, "jaxlib": jaxlib.__version__, "flax": flax.__version__}
    c = Corpus("models", outdir, versions)
    key = jax.random.PRNGKey(0)
    specs = [
        ("bert_base_12l", BertEncoder(), jnp.zeros((1, 128), jnp.int32),
         "12-layer BERT-base-like encoder (width 768, 12 heads, MLP 3072, embeddings + LayerNorm, 12 x BertLayer of tools/real/export_jax.py), ids 1x128 int32",
         {"layer_norm": 25, "softmax": 12, "gelu_erf": 12}),
        ("vit_4l", Vit(), jnp.zeros((1, 224, 224, 3), jnp.float32),
         "4-layer ViT (ViT-Tiny widths: 192, 3 heads, MLP 768, patch 16, class token, final LayerNorm, 1000-class head), image 1x224x224x3 f32",
         {"layer_norm": 9, "softmax": 4, "gelu_erf": 4}),
    ]
    for name, m, x, desc, traced in specs:
        params = jax.eval_shape(m.init, key, x)
        lowered = jax.jit(lambda p, x, m=m: m.apply(p, x)).lower(params, x)
        for ext, form, call, text in (("mlir", "stablehlo", FORMS[0][2], lowered.as_text()),
                                      ("hlo", "hlo", FORMS[1][2], lowered.as_text(dialect="hlo"))):
            c.emit("%s.f32.%s" % (name, ext), text, function=desc, dtype="f32",
                   shapes=shapes_of(params, x, full=False), export=call, form=form, traced=traced)
    c.finish()


# ---- row ops: eps as an argument, the two-part softmax of a decode step ----------------
# (after the other blocks, so that their stack-frame line numbers in the compiled dumps
# stay as committed)

class LlamaRmsNormEpsArg(nn.Module):
    """LLaMA's RMSNorm with eps a parameter of the step (an argument, not a constant),
    then the SwiGLU projection: x * rsqrt(mean(x^2) + eps) * scale."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        eps = self.param("eps", nn.initializers.constant(1e-6), (), self.dtype)
        scale = self.param("scale", nn.initializers.ones, (x.shape[-1],), self.dtype)
        with act("rms_norm"): h = x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + eps) * scale
        g = nn.Dense(F, use_bias=False, **dt)(h)
        u = nn.Dense(F, use_bias=False, **dt)(h)
        return x + nn.Dense(D, use_bias=False, **dt)(jax.nn.silu(g) * u)


RMSEPS_TRACED = {"rms_norm": 1, "silu": 1}


class DecodeStep(nn.Module):
    """One decode step: the new token's query against a KV cache of S positions and its
    own key, softmax in two parts (one max and one sum over the cache scores and the
    new token's score, each part divided by the sum), each part times its values."""
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):  # x: [B, 1, D], the new token
        dt = dict(dtype=self.dtype, param_dtype=self.dtype)
        hd = D // H
        q = nn.Dense(D, use_bias=False, **dt)(x).reshape(B, 1, H, hd)
        k = nn.Dense(D, use_bias=False, **dt)(x).reshape(B, 1, H, hd)
        v = nn.Dense(D, use_bias=False, **dt)(x).reshape(B, 1, H, hd)
        kc = self.param("cache_k", nn.initializers.zeros, (B, S, H, hd), self.dtype)
        vc = self.param("cache_v", nn.initializers.zeros, (B, S, H, hd), self.dtype)
        r = jnp.sqrt(hd).astype(self.dtype)
        s_cache = jnp.einsum("bqhd,bkhd->bhqk", q, kc) / r          # [B, H, 1, S]
        s_new = jnp.einsum("bqhd,bkhd->bhqk", q, k) / r             # [B, H, 1, 1]
        m = jnp.maximum(jnp.max(s_cache, axis=-1, keepdims=True), jnp.max(s_new, axis=-1, keepdims=True))
        e_cache, e_new = jnp.exp(s_cache - m), jnp.exp(s_new - m)
        den = jnp.sum(e_cache, axis=-1, keepdims=True) + jnp.sum(e_new, axis=-1, keepdims=True)
        o = jnp.einsum("bhqk,bkhd->bqhd", e_cache / den, vc) + jnp.einsum("bhqk,bkhd->bqhd", e_new / den, v)
        return nn.Dense(D, use_bias=False, **dt)(o.reshape(B, 1, D))


DECODE_TRACED = {"softmax": 2}  # the two parts, each one softmax call continued by the other part


BLOCKS["llama_rmsnorm_eps_arg"] = (LlamaRmsNormEpsArg, SEQ, RMSEPS_TRACED,
                                   "LLaMA RMSNorm with eps a parameter (an argument of the step), SwiGLU with jax.nn.silu")
BLOCKS["decode_step"] = (DecodeStep, (B, 1, D), DECODE_TRACED,
                         "decode step: attention of the new token over a KV cache (params) and itself, softmax in two parts")
TRAINING += ("llama_rmsnorm_eps_arg",)
F32_ONLY = ("llama_rmsnorm_eps_arg", "decode_step")  # exported in f32 only


if __name__ == "__main__":
    if sys.argv[1] == "--models":
        export_models(sys.argv[2])
    else:
        export_blocks(sys.argv[1])
