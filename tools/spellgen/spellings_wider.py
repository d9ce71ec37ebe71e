"""More spellings of the table's ops, registered in the catalogue of spellings.py after
its own entries (their draws, seeded by each entry's name, are unchanged): forms that
JAX's and torch's own functions lower to (jax.nn.logsumexp's is_finite guard,
jnp.logaddexp, a Llama-style norm whose scale is applied after the convert back down),
what XLA's passes write (reductions split in two stages, a max reduction whose init is
the lowest finite value), and identities the first catalogue lacked (pairwise
log_softmax, erf from erfc(-x), the clamp-first hardsigmoid), each with near misses:
eps outside the square root, a max that changes the result, a wrong constant.
Standard library only; see spellings.py for what each entry receives.
"""
import math

from spellings import (GELU_C, SQRT1_2, SQRT_2_PI, Rows, _cube, _relu6, _shifted_exp,
                       _softplus, near_miss, spelling)


class Staged(Rows):
    """Rows whose reductions run in two stages, as XLA's reduction splitters write them:
    over several axes the last one first, then the others; over one axis of length
    n = a*b, x reshaped to [.., a, b] and reduced over b, then over a (one stage where n
    has no such split)."""

    def _red(self, t, kind):
        b, axes, shape = self.b, self.axes, self.shape
        if len(axes) > 1:
            r = b.reduce(b.reduce(t, kind, axes[-1:]), kind, axes[:-1])
        else:
            a0, n = axes[0], shape[axes[0]]
            f = max([d for d in range(2, int(math.isqrt(n)) + 1) if n % d == 0] or [0])
            if not f:
                r = b.reduce(t, kind, axes)
            else:
                split = list(shape[:a0]) + [n // f, f] + list(shape[a0 + 1:])
                r = b.reduce(b.reduce(b.reshape(t, split), kind, (a0 + 1,)), kind, (a0,))
        return b.back(r, axes, shape) if self.late else r


def _staged(b, r):
    return Staged(b, r.axes, r.shape, late=r.late, mean=r.how)


def _max_init(b, x, r, init):
    """The row max of x with the reduction's initial value init ('lowest': the lowest finite)."""
    m = b.reduce(x, "max", r.axes, init=init)
    return b.back(m, r.axes, r.shape) if r.late else m


def _jax_lse(b, x, r):
    """jax.nn.logsumexp: the row max, replaced by 0 where it is not finite (is_finite and a
    select), then log(sum(exp(x - max))) + max; on the reduced shape (late: the full one)."""
    m = r.max(x)
    m = b.select(b.is_finite(m), m, 0.0)
    return b.bin("add", b.un("log", r.sum(b.un("exp", b.bin("sub", x, r.full(m))))), m)


def _logaddexp0(b, x, inner=None):
    """jnp.logaddexp(x, 0) as JAX lowers it: max(x, 0) + log1p(exp(-|x - 0|)), x + 0 where
    x - 0 is NaN (a compare NE of it with itself); inner: the term's log1p replaced."""
    delta = b.bin("sub", x, 0.0)
    tail = (inner or (lambda t: b.un("log1p", t)))(b.un("exp", b.un("neg", b.un("abs", delta))))
    return b.select(b.compare(delta, delta, "NE"), b.bin("add", x, 0.0), b.bin("add", b.bin("max", x, 0.0), tail))


def _pairwise(b, x):
    """[.., n] -> [.., n, n] holding x_j - x_i at [.., i, j]."""
    r = len(x.shape)
    shape = tuple(x.shape) + (x.shape[-1],)
    return b.bin("sub", b.back(x, (r - 1,), shape), b.back(x, (r,), shape))


def _pairwise_rows(b, x, axes):
    """x over rows on axes, expanded: x's shape with a copy of each row axis right after it;
    x broadcast once along the copies (x_i) and once with its row axes on them (x_j).
    Returns x_j, x_i and the copies' positions (what a sum over j reduces)."""
    shape, orig, copies = [], [], []
    for k, d in enumerate(x.shape):
        orig.append(len(shape))
        shape.append(d)
        if k in axes:
            copies.append(len(shape))
            shape.append(d)
    shape = tuple(shape)
    return b.back(x, tuple(orig[k] for k in axes), shape), b.back(x, tuple(copies), shape), tuple(copies)


def _pairwise_sum_exp(b, x, r, over_i=False, scale_i=1.0):
    """sum_j exp(x_j - scale_i x_i) on r's row axes (over_i: summed over i instead, at j)."""
    xj, xi, copies = _pairwise_rows(b, x, r.axes)
    d = b.bin("sub", xj, xi if scale_i == 1.0 else b.bin("mul", xi, scale_i))
    return b.reduce(b.un("exp", d), "add", tuple(c - 1 for c in copies) if over_i else copies)


def _io_affine(b, y, scale, bias):
    """A norm converted to the program's element type first, then scaled and shifted there
    (Llama/T5 in torch: `weight * hidden.to(input_dtype)`)."""
    def down(p):
        src = p.args[0]
        src = src.args[0] if src.op == "convert" else src
        return b.back(b.convert(src, b.io_dt), p.attr["axes"], p.shape)
    y = b.bin("mul", b.convert(y, b.io_dt), down(scale))
    return b.bin("add", y, down(bias)) if bias is not None else y


# --- sigmoid --------------------------------------------------------------------------

@spelling("sigmoid", "one_minus_recip_one_plus_exp")
def _(b, x):
    return b.bin("sub", 1.0, b.bin("div", 1.0, b.bin("add", 1.0, b.un("exp", x))))


@spelling("sigmoid", "exp_x_minus_softplus", ranges=(-8, 8))
def _(b, x):
    return b.un("exp", b.bin("sub", x, _softplus(b, x)))


@spelling("sigmoid", "exp_of_stable_log_sigmoid")
def _(b, x):
    # exp(log_sigmoid(x)), log_sigmoid as min(x, 0) - log1p(exp(-|x|))
    return b.un("exp", b.bin("sub", b.bin("min", x, 0.0), b.un("log1p", b.un("exp", b.un("neg", b.un("abs", x))))))


@near_miss("sigmoid", "exp_of_stable_log_sigmoid_max", forbid=("sigmoid", "silu"))
def _(b, x):
    # max for min: exp(max(x, 0) - softplus(-|x|)), 1/(1 + e^-|x|) times e^x above 0
    return b.un("exp", b.bin("sub", b.bin("max", x, 0.0), b.un("log1p", b.un("exp", b.un("neg", b.un("abs", x))))))


# --- silu -----------------------------------------------------------------------------

@spelling("silu", "x_minus_x_over_one_plus_exp", ranges=(-8, 8))
def _(b, x):
    return b.bin("sub", x, b.bin("div", x, b.bin("add", 1.0, b.un("exp", x))))


@spelling("silu", "x_exp_minus_softplus_neg", ranges=(-8, 8))
def _(b, x):
    return b.bin("mul", x, b.un("exp", b.un("neg", _softplus(b, b.un("neg", x)))))


@spelling("silu", "x_over_one_plus_recip_exp", ranges=(-8, 8))
def _(b, x):
    return b.bin("div", x, b.bin("add", 1.0, b.bin("div", 1.0, b.un("exp", x))))


@near_miss("silu", "x_half_one_plus_tanh_x", forbid=("silu", "quick_gelu"))
def _(b, x):
    # tanh(x) for tanh(x/2): x * sigmoid(2x)
    return b.bin("mul", x, b.bin("mul", 0.5, b.bin("add", 1.0, b.un("tanh", x))))


# --- gelu_erf -------------------------------------------------------------------------

@spelling("gelu_erf", "x_one_minus_half_erfc", fmts=("stablehlo",))
def _(b, x):
    return b.bin("mul", x, b.bin("sub", 1.0, b.bin("mul", 0.5, b.un("erfc", b.bin("mul", x, SQRT1_2)))))


@spelling("gelu_erf", "jax_half_x_erfc_neg", fmts=("stablehlo",))
def _(b, x):
    # jax.nn.gelu(approximate=False): 0.5 * x * erfc(-x * sqrt(0.5))
    return b.bin("mul", b.bin("mul", 0.5, x), b.un("erfc", b.bin("mul", b.un("neg", x), math.sqrt(0.5))))


@spelling("gelu_erf", "sqrt2_six_digits")
def _(b, x):
    return b.bin("mul", b.bin("mul", x, 0.5), b.bin("add", b.un("erf", b.bin("div", x, 1.41421)), 1.0))


@spelling("gelu_erf", "phi_half_plus_half_erf")
def _(b, x):
    phi = b.bin("add", 0.5, b.bin("mul", 0.5, b.un("erf", b.bin("mul", x, SQRT1_2))))
    return b.bin("mul", phi, x)


@near_miss("gelu_erf", "erfc_of_x_not_neg_x", fmts=("stablehlo",), forbid=("gelu_erf",))
def _(b, x):
    # erfc(x/sqrt2) for erfc(-x/sqrt2): x * (1 - Phi(x))
    return b.bin("mul", b.bin("mul", 0.5, x), b.un("erfc", b.bin("mul", x, SQRT1_2)))


# --- gelu_tanh ------------------------------------------------------------------------

@spelling("gelu_tanh", "x_over_one_plus_exp_inner")
def _(b, x):
    # x * sigmoid(2u) as x / (1 + exp(-2u)), 2 sqrt(2/pi) = 1.5957691
    u = b.bin("mul", b.bin("add", x, b.bin("mul", _cube(b, x), GELU_C)), -2 * SQRT_2_PI)
    return b.bin("div", x, b.bin("add", 1.0, b.un("exp", u)))


@spelling("gelu_tanh", "tanh_as_exp_ratio", low_native=False)
def _(b, x):
    u = b.bin("mul", SQRT_2_PI, b.bin("add", x, b.bin("mul", GELU_C, _cube(b, x))))
    e = b.un("exp", b.bin("mul", -2.0, u))
    t = b.bin("div", b.bin("sub", 1.0, e), b.bin("add", 1.0, e))
    return b.bin("mul", b.bin("mul", 0.5, x), b.bin("add", 1.0, t))


@spelling("gelu_tanh", "six_digit_constants")
def _(b, x):
    u = b.bin("mul", 0.797885, b.bin("add", x, b.bin("mul", 0.044715, b.bin("mul", x, b.bin("mul", x, x)))))
    return b.bin("mul", x, b.bin("mul", b.bin("add", b.un("tanh", u), 1.0), 0.5))


@spelling("gelu_tanh", "sqrt_2_over_pi_as_sqrt2_rsqrt_pi")
def _(b, x):
    k = b.bin("mul", b.un("sqrt", b.const(2.0, x.shape, x.dt)), b.un("rsqrt", b.const(math.pi, x.shape, x.dt)))
    u = b.bin("mul", k, b.bin("add", x, b.bin("mul", GELU_C, b.bin("pow", x, 3.0))))
    return b.bin("mul", b.bin("mul", 0.5, x), b.bin("add", 1.0, b.un("tanh", u)))


@near_miss("gelu_tanh", "x_sigmoid_no_cubic", forbid=("gelu_tanh", "quick_gelu", "silu"))
def _(b, x):
    return b.bin("div", x, b.bin("add", 1.0, b.un("exp", b.bin("mul", x, -2 * SQRT_2_PI))))


# --- softplus, mish -------------------------------------------------------------------

@spelling("softplus", "jax_logaddexp_zero")
def _(b, x):
    return _logaddexp0(b, x)


@spelling("softplus", "relu_select_plus_log_one_plus")
def _(b, x):
    relu = b.select(b.compare(x, 0.0, "GT"), x, 0.0)
    return b.bin("add", b.un("log", b.bin("add", 1.0, b.un("exp", b.un("neg", b.un("abs", x))))), relu)


@near_miss("softplus", "logaddexp_log_two_plus", forbid=("softplus",))
def _(b, x):
    return _logaddexp0(b, x, lambda t: b.un("log", b.bin("add", 2.0, t)))


@spelling("mish", "x_tanh_jax_softplus")
def _(b, x):
    return b.bin("mul", x, b.un("tanh", _logaddexp0(b, x)))


@spelling("mish", "x_tanh_stable_softplus")
def _(b, x):
    sp = b.bin("add", b.bin("max", x, 0.0), b.un("log1p", b.un("exp", b.un("neg", b.un("abs", x)))))
    return b.bin("mul", b.un("tanh", sp), x)


@near_miss("mish", "x_tanh_logaddexp_log_two_plus", forbid=("mish", "softplus"))
def _(b, x):
    return b.bin("mul", x, b.un("tanh", _logaddexp0(b, x, lambda t: b.un("log", b.bin("add", 2.0, t)))))


# --- hardswish, hardsigmoid -----------------------------------------------------------

@spelling("hardsigmoid", "clamp_x_first")
def _(b, x):
    return b.bin("div", b.bin("add", b.clamp(-3.0, x, 3.0), 3.0), 6.0)


@spelling("hardswish", "x_clamp_x_first")
def _(b, x):
    return b.bin("mul", x, b.bin("mul", b.bin("add", b.clamp(-3.0, x, 3.0), 3.0), 1 / 6))


@spelling("hardswish", "relu_as_select")
def _(b, x):
    t = b.bin("add", x, 3.0)
    r = b.bin("min", b.select(b.compare(t, 0.0, "GT"), t, 0.0), 6.0)
    return b.bin("mul", b.bin("mul", x, r), 0.16666667)


@near_miss("hardswish", "relu6_times_0_2")
def _(b, x):
    return b.bin("mul", b.bin("mul", x, _relu6(b, b.bin("add", x, 3.0))), 0.2)


@near_miss("hardsigmoid", "clamp_x_to_2")
def _(b, x):
    return b.bin("div", b.bin("add", b.clamp(-3.0, x, 2.0), 3.0), 6.0)


# --- erf, tanh ------------------------------------------------------------------------

@spelling("erf", "erfc_neg_minus_one", fmts=("stablehlo",))
def _(b, x):
    return b.bin("sub", b.un("erfc", b.un("neg", x)), 1.0)


@near_miss("erf", "erfc_neg_minus_two", fmts=("stablehlo",))
def _(b, x):
    return b.bin("sub", b.un("erfc", b.un("neg", x)), 2.0)


@spelling("tanh", "one_minus_exp_neg2x_ratio", ranges=(-4, 4))
def _(b, x):
    e = b.un("exp", b.bin("mul", x, -2.0))
    return b.bin("div", b.bin("sub", 1.0, e), b.bin("add", 1.0, e))


# --- softmax --------------------------------------------------------------------------

@spelling("softmax", "max_init_lowest_finite")
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(_max_init(b, x, r, "lowest"))))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "add_negated_max")
def _(b, x, r):
    e = b.un("exp", b.bin("add", x, r.full(b.un("neg", r.max(x)))))
    return b.bin("mul", e, r.full(b.bin("div", 1.0, r.sum(e))))


@spelling("softmax", "exp_scaled_by_exp_neg_max")
def _(b, x, r):
    # the max subtracted after exp, as a scale: exp(x) * exp(-max)
    e = b.bin("mul", b.un("exp", x), r.full(b.un("exp", b.un("neg", r.max(x)))))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "exp_x_minus_jax_logsumexp")
def _(b, x, r):
    return b.un("exp", b.bin("sub", x, r.full(_jax_lse(b, x, r))))


@spelling("softmax", "two_stage_reductions")
def _(b, x, r):
    s = _staged(b, r)
    e = _shifted_exp(b, x, s)
    return b.bin("div", e, s.full(s.sum(e)))


@spelling("softmax", "pairwise_recip_sum", last=True, low_native=False)
def _(b, x, r):
    # softmax_i = 1 / sum_j exp(x_j - x_i)
    d = _pairwise(b, x)
    return b.bin("div", 1.0, b.reduce(b.un("exp", d), "add", (len(x.shape),)))


@spelling("softmax", "pairwise_recip_sum_any_axes", low_native=False)
def _(b, x, r):
    # softmax_i = 1 / sum_j exp(x_j - x_i), on any row axes: x's shape with a copy of each row
    # axis, summed over the copies
    return b.bin("div", 1.0, _pairwise_sum_exp(b, x, r))


@near_miss("softmax", "pairwise_recip_sum_over_i", forbid=("softmax", "log_softmax"), low_native=False)
def _(b, x, r):
    # the sum over the other copy: 1 / sum_i exp(x_j - x_i) = e^-x_j / sum e^-x
    return b.bin("div", 1.0, _pairwise_sum_exp(b, x, r, over_i=True))


@near_miss("softmax", "pairwise_recip_sum_missing_diagonal", forbid=("softmax", "log_softmax"), low_native=False)
def _(b, x, r):
    # the sum over j != i: the diagonal's exp(0) = 1 taken out, 1 / (1/softmax - 1)
    return b.bin("div", 1.0, b.bin("sub", _pairwise_sum_exp(b, x, r), 1.0))


@near_miss("softmax", "pairwise_recip_sum_scaled_difference", forbid=("softmax", "log_softmax"),
           low_native=False)
def _(b, x, r):
    # x_i halved in the difference: e^(x_i/2) / sum e^x, no row op's
    return b.bin("div", 1.0, _pairwise_sum_exp(b, x, r, scale_i=0.5))


@near_miss("softmax", "divide_by_row_max", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    # e / max(e): the max for the sum
    e = _shifted_exp(b, x, r)
    return b.bin("mul", e, r.full(b.bin("div", 1.0, r.max(e))))


@near_miss("softmax", "jax_logsumexp_without_max", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    # the guarded max subtracted inside exp but not added back: exp(x - log(sum(exp(x - m))))
    m = r.max(x)
    m = b.select(b.is_finite(m), m, 0.0)
    lse = b.un("log", r.sum(b.un("exp", b.bin("sub", x, r.full(m)))))
    return b.un("exp", b.bin("sub", x, r.full(lse)))


# --- log_softmax ----------------------------------------------------------------------

@spelling("log_softmax", "x_minus_log_sum_minus_max")
def _(b, x, r):
    m = r.full(r.max(x))
    l = r.full(b.un("log", r.sum(b.un("exp", b.bin("sub", x, m)))))
    return b.bin("sub", b.bin("sub", x, l), m)


@spelling("log_softmax", "x_minus_jax_logsumexp")
def _(b, x, r):
    return b.bin("sub", x, r.full(_jax_lse(b, x, r)))


@spelling("log_softmax", "max_init_lowest_finite")
def _(b, x, r):
    s = b.bin("sub", x, r.full(_max_init(b, x, r, "lowest")))
    return b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", s)))))


@spelling("log_softmax", "two_stage_reductions")
def _(b, x, r):
    s = _staged(b, r)
    t = b.bin("sub", x, s.full(s.max(x)))
    return b.bin("sub", t, s.full(b.un("log", s.sum(b.un("exp", t)))))


@spelling("log_softmax", "plus_negated_logsumexp")
def _(b, x, r):
    m = r.max(x)
    lse = b.bin("add", b.un("log", r.sum(b.un("exp", b.bin("sub", x, r.full(m))))), m)
    return b.bin("add", b.un("neg", r.full(lse)), x)


@spelling("log_softmax", "log_of_times_reciprocal")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.un("log", b.bin("mul", e, r.full(b.bin("div", 1.0, r.sum(e)))))


@spelling("log_softmax", "pairwise_neg_log_sum", last=True, low_native=False)
def _(b, x, r):
    # log_softmax_i = -log(sum_j exp(x_j - x_i))
    d = _pairwise(b, x)
    return b.un("neg", b.un("log", b.reduce(b.un("exp", d), "add", (len(x.shape),))))


@spelling("log_softmax", "pairwise_neg_log_sum_any_axes", low_native=False)
def _(b, x, r):
    # log_softmax_i = -log(sum_j exp(x_j - x_i)) on any row axes (_pairwise_rows)
    return b.un("neg", b.un("log", _pairwise_sum_exp(b, x, r)))


@near_miss("log_softmax", "pairwise_neg_log_sum_over_i", forbid=("log_softmax", "softmax"), low_native=False)
def _(b, x, r):
    # the sum over the other copy: -log sum_i exp(x_j - x_i) = -x_j - log sum e^-x
    return b.un("neg", b.un("log", _pairwise_sum_exp(b, x, r, over_i=True)))


@near_miss("log_softmax", "x_minus_log_sum_of_shifted", forbid=("log_softmax", "softmax"))
def _(b, x, r):
    # the max left out of the first term: log_softmax + max
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.bin("sub", x, r.full(b.un("log", r.sum(b.un("exp", s)))))


@near_miss("log_softmax", "pairwise_log_sum", forbid=("log_softmax", "softmax"), last=True, low_native=False)
def _(b, x, r):
    # log(sum_j exp(x_j - x_i)) without its minus sign
    return b.un("log", b.reduce(b.un("exp", _pairwise(b, x)), "add", (len(x.shape),)))


# --- layer_norm -----------------------------------------------------------------------

def _ln_parts(b, x, r):
    mu = r.mean(x)
    d = b.bin("sub", x, r.full(mu))
    return mu, d


@spelling("layer_norm", "two_stage_reductions")
def _(b, x, r, eps):
    s = _staged(b, r)
    _, d = _ln_parts(b, x, s)
    return b.bin("mul", d, s.full(b.un("rsqrt", b.bin("add", s.mean(b.bin("mul", d, d)), eps))))


@spelling("layer_norm", "variance_abs_squared")
def _(b, x, r, eps):
    _, d = _ln_parts(b, x, r)
    a = b.un("abs", d)
    return b.bin("div", d, r.full(b.un("sqrt", b.bin("add", r.mean(b.bin("mul", a, a)), eps))))


@spelling("layer_norm", "prescaled_sums")
def _(b, x, r, eps):
    # mean and variance as sums of values already times 1/N
    mu = r.sum(b.bin("mul", x, 1 / r.n))
    d = b.bin("sub", x, r.full(mu))
    v = r.sum(b.bin("mul", b.bin("mul", d, d), 1 / r.n))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("layer_norm", "scale_before_rsqrt", affine=True)
def _(b, x, r, eps, scale, bias):
    _, d = _ln_parts(b, x, r)
    inv = r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps)))
    return b.bin("add", b.bin("mul", b.bin("mul", d, scale), inv), bias)


@spelling("layer_norm", "affine_after_downcast", affine=True)
def _(b, x, r, eps, scale, bias):
    _, d = _ln_parts(b, x, r)
    y = b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))
    return _io_affine(b, y, scale, bias)


@spelling("layer_norm", "fast_variance_pow_minus_half")
def _(b, x, r, eps):
    # E[x^2] - E[x]^2 clamped at 0 by max, the mean of x times x on the reduced shape
    mu = r.mean(x)
    v = b.bin("max", b.bin("sub", r.mean(b.bin("mul", x, x)), b.bin("mul", mu, mu)), 0.0)
    return b.bin("mul", b.bin("sub", x, r.full(mu)), r.full(b.bin("pow", b.bin("add", v, eps), -0.5)))


@near_miss("layer_norm", "eps_outside_sqrt", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    # (x - mean) / (std + eps), eps 0.1 so that it shows on rows of variance about 2
    del eps
    _, d = _ln_parts(b, x, r)
    return b.bin("div", d, r.full(b.bin("add", b.un("sqrt", r.mean(b.bin("mul", d, d))), 0.1)))


@near_miss("layer_norm", "fast_variance_mean_not_squared", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    mu = r.mean(x)
    v = b.bin("sub", r.mean(b.bin("mul", x, x)), b.un("abs", mu))
    return b.bin("mul", b.bin("sub", x, r.full(mu)), r.full(b.un("rsqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "two_stage_variance_one_stage_only", forbid=("layer_norm",),
           shape=(3, 4, 6), axes=(1, 2))
def _(b, x, r, eps):
    # centred over {1, 2}, the variance's second stage dropped (over axis 2 alone): no layer
    # norm of x, but an RMS norm over axis 2 of the centred value, which is raised as that
    _, d = _ln_parts(b, x, r)
    v = b.bin("mul", b.reduce(b.bin("mul", d, d), "add", (2,)), 1 / 6)
    return b.bin("mul", d, b.back(b.un("rsqrt", b.bin("add", v, eps)), (2,), r.shape))


# --- rms_norm -------------------------------------------------------------------------

@spelling("rms_norm", "two_stage_reductions")
def _(b, x, r, eps):
    s = _staged(b, r)
    return b.bin("mul", x, s.full(b.un("rsqrt", b.bin("add", s.mean(b.bin("mul", x, x)), eps))))


@spelling("rms_norm", "llama_scale_after_downcast", affine=True)
def _(b, x, r, eps, scale, bias):
    y = b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("pow", x, 2.0)), eps))))
    return _io_affine(b, y, scale, bias)


@spelling("rms_norm", "prescaled_squares")
def _(b, x, r, eps):
    ms = r.sum(b.bin("mul", b.bin("mul", x, x), 1 / r.n))
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@spelling("rms_norm", "recip_pow_sqrt")
def _(b, x, r, eps):
    inv = b.bin("pow", b.un("sqrt", b.bin("add", r.mean(b.bin("mul", x, x)), eps)), -1.0)
    return b.bin("mul", r.full(inv), x)


@spelling("rms_norm", "abs_squared")
def _(b, x, r, eps):
    a = b.un("abs", x)
    return b.bin("div", x, r.full(b.un("sqrt", b.bin("add", r.mean(b.bin("mul", a, a)), eps))))


@near_miss("rms_norm", "eps_outside_sqrt", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    del eps
    return b.bin("div", x, r.full(b.bin("add", b.un("sqrt", r.mean(b.bin("mul", x, x))), 0.1)))


@near_miss("rms_norm", "mean_over_n_plus_one", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    ms = b.bin("div", r.sum(b.bin("mul", x, x)), float(r.n + 1))
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))
