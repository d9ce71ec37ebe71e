"""A fifth set of spellings, registered after spellings_idioms.py's (each entry's draws are
seeded by its name, so the earlier entries' files are unchanged): what the frameworks'
own library code writes today, read from their sources, none of it in the earlier sets.
  - jax.nn.softmax / jax.nn.log_softmax with `where=` (the causal mask as the mask): the
    row max of the masked x from `initial` -inf (JAX's maximum(-inf, max)), the row sum
    read through the mask again (jnp.sum(where=)), the result put back to 0 / -inf where
    the mask is false;
  - torch._refs.logsumexp (log_softmax = x - logsumexp, and exp(x - logsumexp)): the row
    max replaced by 0 where |max| == inf (masked_fill), where JAX writes isfinite;
  - attention masks as Flax and jax.nn.dot_product_attention write them: where(mask,
    x, finfo.min) and where(mask, x, -0.7 * finfo.max);
  - flax.linen.GroupNorm with one group: E[x] and E[x^2] over a view of x with a unit
    group axis inserted, max(0, E[x^2] - E[x]^2), the statistics broadcast back through
    [N, 1, C] -> [N, C] and the inverse root taken on the [N, 1, 1, C] broadcast;
and near misses beside them (the masked sum under an unmasked numerator, Keras'
LayerNormalization(rms_scaling=True), which scales the uncentred x by the centred
variance's inverse root).
Standard library only; see spellings.py for what each entry receives.
"""
import math

from ir import LOWEST
from spellings import near_miss, spelling


def _keep(b, x):
    """The causal mask of the last two axes: row i keeps columns <= i."""
    rank = len(x.shape)
    return b.compare(b.iota(x.shape, rank - 2, x.dt), b.iota(x.shape, rank - 1, x.dt), "GE")


def _jax_where_shift(b, x, r, keep):
    """jax.nn's masked x and its shift: x where keep (else -inf) minus the row max, the max
    taken from `initial` -inf (maximum(-inf, max))."""
    xm = b.select(keep, x, -math.inf)
    m = b.bin("max", r.max(xm), -math.inf)
    return b.bin("sub", xm, r.full(m))


@spelling("softmax", "jax_nn_where_mask", causal=True)
def _(b, x, r):
    keep = _keep(b, x)
    e = b.un("exp", _jax_where_shift(b, x, r, keep))
    y = b.bin("div", e, r.full(r.sum(b.select(keep, e, 0.0))))
    return b.select(keep, y, 0.0)


@spelling("log_softmax", "jax_nn_where_mask", causal=True)
def _(b, x, r):
    keep = _keep(b, x)
    s = _jax_where_shift(b, x, r, keep)
    lse = b.un("log", r.sum(b.select(keep, b.un("exp", s), 0.0)))
    return b.select(keep, b.bin("sub", s, r.full(lse)), -math.inf)


@near_miss("softmax", "jax_nn_where_mask_unmasked_numerator", forbid=("softmax", "log_softmax"), causal=True)
def _(b, x, r):
    # the masked row max and sum, but the numerator exp(x - max) of the unmasked x: the
    # masked-out entries keep their weight, and no row sums to one
    keep = _keep(b, x)
    xm = b.select(keep, x, -math.inf)
    m = r.full(b.bin("max", r.max(xm), -math.inf))
    s = r.sum(b.select(keep, b.un("exp", b.bin("sub", xm, m)), 0.0))
    return b.bin("div", b.un("exp", b.bin("sub", x, m)), r.full(s))


def _torch_lse(b, x, r):
    """torch._refs.logsumexp: the row max, 0 where it is infinite, added back after the log."""
    m = r.max(x)
    m = b.select(b.compare(b.un("abs", m), math.inf, "EQ"), 0.0, m)
    return b.bin("add", b.un("log", r.sum(b.un("exp", b.bin("sub", x, r.full(m))))), m)


@spelling("log_softmax", "x_minus_torch_refs_logsumexp")
def _(b, x, r):
    return b.bin("sub", x, r.full(_torch_lse(b, x, r)))


@spelling("softmax", "exp_x_minus_torch_refs_logsumexp")
def _(b, x, r):
    return b.un("exp", b.bin("sub", x, r.full(_torch_lse(b, x, r))))


def _softmax_of(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(r.max(x))))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "flax_where_mask_finfo_min", causal=True)
def _(b, x, r):
    # flax.linen.dot_product_attention_weights: jnp.where(mask, x, jnp.finfo(dtype).min)
    return _softmax_of(b, b.select(_keep(b, x), x, -LOWEST[x.dt]), r)


@spelling("softmax", "jax_dpa_where_mask_0_7_max", causal=True)
def _(b, x, r):
    # jax.nn.dot_product_attention (implementation="xla"): where(mask, x, -0.7 * finfo.max)
    return _softmax_of(b, b.select(_keep(b, x), x, -0.7 * LOWEST[x.dt]), r)


@spelling("layer_norm", "flax_group_norm_one_group", shape=(2, 4, 3, 8), axes=(1, 2, 3))
def _(b, x, r, eps):
    # flax.linen.GroupNorm(num_groups=1) on NHWC: the statistics over [N, H, W, 1, C]
    n, h, w, c = x.shape
    x5 = b.reshape(x, [n, h, w, 1, c])
    mu = b.bin("mul", b.reduce(x5, "add", (1, 2, 4)), 1 / r.n)
    mu2 = b.bin("mul", b.reduce(b.bin("mul", x5, x5), "add", (1, 2, 4)), 1 / r.n)
    var = b.bin("max", b.bin("sub", mu2, b.bin("mul", mu, mu)), 0.0)

    def per_channel(v):  # [N, 1] -> [N, 1, C] -> [N, C]
        return b.reshape(b.back(v, (2,), [n, 1, c]), [n, c])
    d = b.bin("sub", x, b.back(per_channel(mu), (1, 2), list(x.shape)))
    var4 = b.back(b.reshape(var, [n]), (1, 2, 3), [n, 1, 1, c])
    inv = b.reshape(b.un("rsqrt", b.bin("add", var4, eps)), [n, c])
    return b.bin("mul", b.back(inv, (1, 2), list(x.shape)), d)


@near_miss("rms_norm", "keras_rms_scaling_centred_variance", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    # keras.layers.LayerNormalization(rms_scaling=True): x * rsqrt(var(x) + eps), var centred
    d = b.bin("sub", x, r.full(r.mean(x)))
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))
