"""The forward spellings of the table ops that have backward rows, as JAX code, and for
each op a backward written by hand (a correct one, for jax.custom_vjp) and a slightly
wrong one (the near misses). Needs jax (tools/py-env jax).

A forward spelling is fn(x, axis) -> y; `axis` is the reduced axis of the row ops and
ignored by the elementwise ones. NATIVE names the spellings that are the framework's own
instruction for the op (stablehlo.logistic, stablehlo.tanh): those are the op already,
so their forward is not counted as an activation to raise (their backward is).

A hand backward is bwd(x, y, dy, axis) -> dx with y = the forward's output (what
PyTorch and hand-written custom_vjp rules save). The wrong backwards carry the mistake
a person makes (a dropped factor, a wrong constant, a missing term); each differs from
the true derivative by far more than rounding on the generated inputs.
"""
import math

import jax
import jax.numpy as jnp
from jax import lax

SQRT1_2 = 1 / math.sqrt(2)
SQRT_2_PI = math.sqrt(2 / math.pi)
INV_SQRT_2PI = 1 / math.sqrt(2 * math.pi)
GELU_C = 0.044715
QG = 1.702
EPS = 1e-5


def _hard_sigmoid(x):
    return jnp.clip(x / 6 + 0.5, 0.0, 1.0)


def _ln(x, axis):
    m = jnp.mean(x, axis=axis, keepdims=True)
    d = x - m
    v = jnp.mean(d * d, axis=axis, keepdims=True)
    return d * lax.rsqrt(v + EPS)


def _ln_ex2(x, axis):
    m = jnp.mean(x, axis=axis, keepdims=True)
    v = jnp.mean(x * x, axis=axis, keepdims=True) - m * m
    return (x - m) / jnp.sqrt(v + EPS)


def _ln_var(x, axis):
    m = jnp.mean(x, axis=axis, keepdims=True)
    return (x - m) * lax.rsqrt(jnp.var(x, axis=axis, keepdims=True) + EPS)


def _rms(x, axis):
    return x * lax.rsqrt(jnp.mean(x * x, axis=axis, keepdims=True) + EPS)


def _rms_div(x, axis):
    return x / jnp.sqrt(jnp.mean(jnp.square(x), axis=axis, keepdims=True) + EPS)


def _rms_pow(x, axis):
    return x * jnp.power(jnp.mean(x ** 2, axis=axis, keepdims=True) + EPS, -0.5)


def _softmax_hand(x, axis):
    e = jnp.exp(x - lax.stop_gradient(jnp.max(x, axis=axis, keepdims=True)))
    return e / jnp.sum(e, axis=axis, keepdims=True)


def _softmax_lse(x, axis):
    return jnp.exp(x - jax.nn.logsumexp(x, axis=axis, keepdims=True))


def _log_softmax_hand(x, axis):
    s = x - lax.stop_gradient(jnp.max(x, axis=axis, keepdims=True))
    return s - jnp.log(jnp.sum(jnp.exp(s), axis=axis, keepdims=True))


# op -> {spelling name: fn(x, axis)}
FORWARD = {
    "sigmoid": {
        "jax_nn": lambda x, a: jax.nn.sigmoid(x),
        "one_over_one_plus_exp": lambda x, a: 1 / (1 + jnp.exp(-x)),
        "half_tanh": lambda x, a: 0.5 * jnp.tanh(0.5 * x) + 0.5,
    },
    "tanh": {
        "jnp": lambda x, a: jnp.tanh(x),
        "two_sigmoid_minus_one": lambda x, a: 2 * jax.nn.sigmoid(2 * x) - 1,
    },
    "silu": {
        "jax_nn": lambda x, a: jax.nn.silu(x),
        "x_sigmoid": lambda x, a: x * jax.nn.sigmoid(x),
        "x_over_one_plus_exp": lambda x, a: x / (1 + jnp.exp(-x)),
    },
    "gelu_erf": {
        "jax_nn": lambda x, a: jax.nn.gelu(x, approximate=False),
        "half_x_one_plus_erf": lambda x, a: 0.5 * x * (1 + lax.erf(x * SQRT1_2)),
        "norm_cdf": lambda x, a: x * jax.scipy.stats.norm.cdf(x),
    },
    "gelu_tanh": {
        "jax_nn": lambda x, a: jax.nn.gelu(x, approximate=True),
        "hand_tanh": lambda x, a: 0.5 * x * (1 + jnp.tanh(SQRT_2_PI * (x + GELU_C * x * x * x))),
        "x_sigmoid_2z": lambda x, a: x * jax.nn.sigmoid(2 * SQRT_2_PI * (x + GELU_C * x ** 3)),
    },
    "softplus": {
        "jax_nn": lambda x, a: jax.nn.softplus(x),
        "log1p_exp": lambda x, a: jnp.log1p(jnp.exp(x)),
        "logaddexp": lambda x, a: jnp.logaddexp(x, 0.0),
    },
    "quick_gelu": {
        "x_sigmoid": lambda x, a: x * jax.nn.sigmoid(QG * x),
        "x_over_one_plus_exp": lambda x, a: x / (1 + jnp.exp(-QG * x)),
    },
    "hardsigmoid": {
        "jax_nn": lambda x, a: jax.nn.hard_sigmoid(x),
        "clip": lambda x, a: _hard_sigmoid(x),
    },
    "hardswish": {
        "jax_nn": lambda x, a: jax.nn.hard_swish(x),
        "x_relu6": lambda x, a: x * jax.nn.relu6(x + 3) / 6,
    },
    "softmax": {
        "jax_nn": lambda x, a: jax.nn.softmax(x, axis=a),
        "exp_over_sum": _softmax_hand,
        "exp_minus_lse": _softmax_lse,
    },
    "log_softmax": {
        "jax_nn": lambda x, a: jax.nn.log_softmax(x, axis=a),
        "shift_minus_log_sum": _log_softmax_hand,
        "x_minus_lse": lambda x, a: x - jax.nn.logsumexp(x, axis=a, keepdims=True),
    },
    "layer_norm": {"rsqrt": _ln, "ex2_minus_m2": _ln_ex2, "jnp_var": _ln_var},
    "rms_norm": {"rsqrt": _rms, "div_sqrt": _rms_div, "pow_half": _rms_pow},
}

NATIVE = {("sigmoid", "jax_nn"), ("tanh", "jnp")}

# ops whose forward is a row op over `axis`, and of those the norms (scale, bias)
ROW = ("softmax", "log_softmax", "layer_norm", "rms_norm")
NORM = ("layer_norm", "rms_norm")


def _sig(x):
    return 1 / (1 + jnp.exp(-x))


def _pdf(x):
    return jnp.exp(-0.5 * x * x) * INV_SQRT_2PI


def _gelu_tanh_grad(x, c3):
    u = SQRT_2_PI * (x + GELU_C * x ** 3)
    t = jnp.tanh(u)
    return 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * SQRT_2_PI * (1 + c3 * x * x)


def _ln_bwd(x, dy, a, full=True):
    n = x.shape[a]
    m = jnp.mean(x, axis=a, keepdims=True)
    d = x - m
    r = lax.rsqrt(jnp.mean(d * d, axis=a, keepdims=True) + EPS)
    xh = d * r
    g = dy - jnp.sum(dy, axis=a, keepdims=True) / n
    if full:
        g = g - xh * jnp.sum(dy * xh, axis=a, keepdims=True) / n
    return r * g


def _rms_bwd(x, dy, a, full=True):
    r = lax.rsqrt(jnp.mean(x * x, axis=a, keepdims=True) + EPS)
    if not full:
        return r * dy
    n = x.shape[a]
    return r * dy - x * r ** 3 * jnp.sum(dy * x, axis=a, keepdims=True) / n


# op -> (correct bwd, wrong bwd): fn(x, y, dy, axis) -> dx
BACKWARD = {
    "sigmoid": (lambda x, y, dy, a: dy * y * (1 - y),
                lambda x, y, dy, a: dy * y * (1 - 0.5 * y)),
    "tanh": (lambda x, y, dy, a: dy * (1 - y * y),
             lambda x, y, dy, a: dy * (1 - y)),
    "silu": (lambda x, y, dy, a: dy * _sig(x) * (1 + x * (1 - _sig(x))),
             lambda x, y, dy, a: dy * _sig(x) * (1 + x * _sig(x))),
    "gelu_erf": (lambda x, y, dy, a: dy * (0.5 * (1 + lax.erf(x * SQRT1_2)) + x * _pdf(x)),
                 lambda x, y, dy, a: dy * (0.5 * (1 + lax.erf(x * SQRT1_2)) + 0.3 * x * jnp.exp(-0.5 * x * x))),
    "gelu_tanh": (lambda x, y, dy, a: dy * _gelu_tanh_grad(x, 3 * GELU_C),
                  lambda x, y, dy, a: dy * _gelu_tanh_grad(x, GELU_C)),
    "softplus": (lambda x, y, dy, a: dy * _sig(x),
                 lambda x, y, dy, a: dy * _sig(1.25 * x)),
    "quick_gelu": (lambda x, y, dy, a: dy * _sig(QG * x) * (1 + QG * x * (1 - _sig(QG * x))),
                   lambda x, y, dy, a: dy * _sig(QG * x) * (1 + x * (1 - _sig(QG * x)))),
    "hardsigmoid": (lambda x, y, dy, a: dy * jnp.where((x > -3) & (x < 3), 1 / 6, 0.0),
                    lambda x, y, dy, a: dy * jnp.where((x > -3) & (x < 3), 1 / 5, 0.0)),
    "hardswish": (lambda x, y, dy, a: dy * jnp.where(x < -3, 0.0, jnp.where(x > 3, 1.0, (2 * x + 3) / 6)),
                  lambda x, y, dy, a: dy * (2 * x + 3) / 6),
    "softmax": (lambda x, y, dy, a: y * (dy - jnp.sum(dy * y, axis=a, keepdims=True)),
                lambda x, y, dy, a: y * (dy - jnp.sum(dy, axis=a, keepdims=True))),
    "log_softmax": (lambda x, y, dy, a: dy - jnp.exp(y) * jnp.sum(dy, axis=a, keepdims=True),
                    lambda x, y, dy, a: dy - y * jnp.sum(dy, axis=a, keepdims=True)),
    "layer_norm": (lambda x, y, dy, a: _ln_bwd(x, dy, a),
                   lambda x, y, dy, a: _ln_bwd(x, dy, a, full=False)),
    "rms_norm": (lambda x, y, dy, a: _rms_bwd(x, dy, a),
                 lambda x, y, dy, a: _rms_bwd(x, dy, a, full=False)),
}


def _torch_ln_bwd(x, dy, a):
    # native_layer_norm_backward (weight folded into dy): (rstd / N) * (N g - sum g - xh sum(g xh))
    n = x.shape[a]
    m = jnp.mean(x, axis=a, keepdims=True)
    d = x - m
    rstd = lax.rsqrt(jnp.sum(d * d, axis=a, keepdims=True) / n + EPS)
    xh = d * rstd
    inner = dy * n - jnp.sum(dy, axis=a, keepdims=True) - xh * jnp.sum(dy * xh, axis=a, keepdims=True)
    return (rstd / n) * inner


def _torch_softplus_bwd(x, dy):
    # softplus_backward (beta 1, threshold 20): where(x > 20, dy, dy * z / (z + 1)), z = exp(x)
    z = jnp.exp(x)
    return jnp.where(x > 20.0, dy, dy * z / (z + 1.0))


# op -> the backward PyTorch's decompositions write (torch/_decomp/decompositions.py), where it
# is not the one of BACKWARD: fn(x, y, dy, axis) -> dx, read in the custom_vjp_torch mode
TORCH_BACKWARD = {
    "softplus": lambda x, y, dy, a: _torch_softplus_bwd(x, dy),
    # hardswish_backward: where(x < -3, 0, where(x <= 3, dy * (x / 3 + 0.5), dy))
    "hardswish": lambda x, y, dy, a: jnp.where(x < -3.0, 0.0, jnp.where(x <= 3.0, dy * (x / 3 + 0.5), dy)),
    # hardsigmoid_backward: where(-3 < x < 3, dy * (1 / 6), 0)
    "hardsigmoid": lambda x, y, dy, a: jnp.where((x > -3.0) & (x < 3.0), dy * (1.0 / 6.0), 0.0),
    # _softmax_backward_data: g = dy * y; g - y * sum(g)
    "softmax": lambda x, y, dy, a: dy * y - y * jnp.sum(dy * y, axis=a, keepdims=True),
    "layer_norm": lambda x, y, dy, a: _torch_ln_bwd(x, dy, a),
    # sigmoid_backward: dy * (y * (1 - y)); gelu_backward's erf form: dy * (cdf + x * pdf)
    "sigmoid": lambda x, y, dy, a: dy * (y * (1 - y)),
    "gelu_erf": lambda x, y, dy, a: dy * (0.5 * (1 + lax.erf(x * SQRT1_2)) +
                                          x * (INV_SQRT_2PI * jnp.exp(x * x * -0.5))),
}


def custom(op, fwd, axis, wrong=False, bwd=None):
    """fwd wrapped in jax.custom_vjp whose backward is bwd, by default BACKWARD[op] (or its
    wrong twin)."""
    bwd = bwd or BACKWARD[op][1 if wrong else 0]

    @jax.custom_vjp
    def f(x):
        return fwd(x, axis)

    def f_fwd(x):
        y = fwd(x, axis)
        return y, (x, y)

    def f_bwd(res, dy):
        x, y = res
        return (bwd(x, y, dy, axis),)

    f.defvjp(f_fwd, f_bwd)
    return f
