"""A fourth set of spellings, registered after spellings_producers.py's (each entry's draws
are seeded by its name, so the earlier entries' files are unchanged): idioms of exporters
and kernels that none of the first three sets writes.
  - row sums as a contraction: a dot_general with a constant vector of ones (or of 1/N, the
    mean in one step), and a sum of squares as x contracted with itself over the reduced
    axes, the kept axes batch axes (einsum('...d,...d->...'));
  - 1/N as a count: an s32 constant converted to the float type, the sum divided by it;
  - softmax through exp2, as flash-attention kernels write it: the logits prescaled by
    log2(e), exp2 lowered to exp(t*ln2) or written pow(2, t);
  - reductions over a collapsed view: the reduced axes moved last and reshaped into one;
  - StableHLO's generic reduce, the reducer a region (torch-mlir), and CHLO's implicitly
    broadcasting binary ops (chlo.broadcast_multiply, numpy's rule: TF's legalization),
    for constants and for a row's keep-dims statistics;
  - a causal attention mask (iota compare) with -inf or the type's lowest value added;
  - mish as a rational function of (1 + e^x)^2, e^-x written exp(0 - x);
and near misses beside each new door (a dot with twos, a count off by one, exp2 without
its ln2 in the sum, a mask on the sum only, gelu_tanh's sqrt(2/pi) as 0.75).
Not here, and why (commit d16381c had it): gelu_tanh with sqrt(2/pi) as bf16's 0.796875
in an f32 program, 0/5: about
3e-4 from gelu_tanh, past recognition's f32 bound of 2^-12 (src/recog/tolerance.c), which
keeps gelu_tanh and gelu_erf (4.7e-4 apart) from both matching one region.
Standard library only; see spellings.py for what each entry receives.
"""
import math

from ir import LOWEST
from spellings import GELU_C, SQRT1_2, SQRT_2_PI, _cube, near_miss, spelling

LOG2E, LN2 = 1 / math.log(2), math.log(2)


def _kept(r):
    return [a for a in range(len(r.shape)) if a not in r.axes]


def _red_shape(r):
    return [r.shape[a] for a in r.axes]


def _late(b, v, r):
    return b.back(v, r.axes, r.shape) if r.late else v


def _sum_dot(b, t, r, c=1.0):
    """t's sum over r's axes (times c) as t contracted with a constant vector of c."""
    ones = b.const(c, _red_shape(r), t.dt)
    return _late(b, b.dot_general(t, ones, contract=(r.axes, tuple(range(len(r.axes))))), r)


def _sumsq_dot(b, t, r):
    """sum(t * t) over r's axes as t contracted with itself, the kept axes batch axes."""
    kept = tuple(_kept(r))
    return _late(b, b.dot_general(t, t, batch=(kept, kept), contract=(r.axes, r.axes)), r)


def _over_count(b, s, r, extra=0):
    """s divided by the row length written as an s32 constant converted to s's type."""
    n = b.convert(b.int_const(r.n + extra), s.dt)
    if s.shape:
        n = b.back(n, tuple(range(len(s.shape))), s.shape)
    return b.bin("div", s, n)


def _collapsed(b, t, r, kind):
    """t's reduction over r's axes taken on a view whose reduced axes are moved last (a
    transpose when they are not already) and reshaped into one axis."""
    kept = _kept(r)
    perm = tuple(kept) + tuple(r.axes)
    if perm != tuple(range(len(r.shape))):
        t = b.transpose(t, perm)
    view = b.reshape(t, [r.shape[a] for a in kept] + [r.n])
    return _late(b, b.reduce(view, kind, (len(kept),)), r)


def _region(b, t, r, kind):
    return _late(b, b.reduce(t, kind, r.axes, region=True), r)


def _chlo_stat(b, op, x, v, r):
    """x op v, v a statistic over r's axes reshaped to the keep-dims shape and broadcast
    implicitly (CHLO's numpy rule: TF's legalization)."""
    kd = [1 if a in r.axes else d for a, d in enumerate(r.shape)]
    return b.chlo_bin(op, x, b.reshape(v, kd))


def _causal(b, x, fill):
    """x with the upper triangle of its last two axes set to fill (select, or added)."""
    rank = len(x.shape)
    keep = b.compare(b.iota(x.shape, rank - 2, x.dt), b.iota(x.shape, rank - 1, x.dt), "GE")
    if fill == "ninf":
        return b.select(keep, x, -math.inf)
    return b.bin("add", x, b.select(keep, b.const(0.0, x.shape, x.dt), -LOWEST[x.dt]))


# --- elementwise ----------------------------------------------------------------------

@spelling("sigmoid", "recip_one_plus_exp_zero_minus_x")
def _(b, x):
    return b.bin("div", 1.0, b.bin("add", 1.0, b.un("exp", b.bin("sub", 0.0, x))))


@spelling("silu", "x_over_one_plus_exp_zero_minus_x")
def _(b, x):
    return b.bin("div", x, b.bin("add", b.un("exp", b.bin("sub", 0.0, x)), 1.0))


@spelling("sigmoid", "chlo_half_tanh_half")
def _(b, x):
    return b.chlo_bin("add", b.chlo_bin("mul", b.un("tanh", b.chlo_bin("mul", x, 0.5)), 0.5), 0.5)


@spelling("gelu_tanh", "chlo_broadcast_constants")
def _(b, x):
    u = b.chlo_bin("mul", b.bin("add", x, b.chlo_bin("mul", _cube(b, x), GELU_C)), SQRT_2_PI)
    return b.bin("mul", b.chlo_bin("mul", x, 0.5), b.chlo_bin("add", b.un("tanh", u), 1.0))


@near_miss("gelu_tanh", "chlo_broadcast_coefficient_0_75", forbid=("gelu_tanh",))
def _(b, x):
    u = b.chlo_bin("mul", b.bin("add", x, b.chlo_bin("mul", _cube(b, x), GELU_C)), 0.75)
    return b.bin("mul", b.chlo_bin("mul", x, 0.5), b.chlo_bin("add", b.un("tanh", u), 1.0))


@spelling("gelu_erf", "chlo_broadcast_constants")
def _(b, x):
    e = b.un("erf", b.chlo_bin("mul", x, SQRT1_2))
    return b.chlo_bin("mul", b.bin("mul", x, b.chlo_bin("add", e, 1.0)), 0.5)


@spelling("quick_gelu", "chlo_x_logistic")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.chlo_bin("mul", x, 1.702)))


@near_miss("gelu_tanh", "sqrt_2_over_pi_as_0_75", forbid=("gelu_tanh",))
def _(b, x):
    u = b.bin("mul", 0.75, b.bin("add", x, b.bin("mul", GELU_C, _cube(b, x))))
    return b.bin("mul", b.bin("mul", x, 0.5), b.bin("add", b.un("tanh", u), 1.0))


@spelling("mish", "rational_square_one_plus_exp", ranges=(-6, 6))
def _(b, x):
    # tanh(log(1 + e^x)) = ((1 + e^x)^2 - 1) / ((1 + e^x)^2 + 1)
    p = b.bin("add", b.un("exp", x), 1.0)
    n = b.bin("mul", p, p)
    return b.bin("mul", x, b.bin("div", b.bin("sub", n, 1.0), b.bin("add", n, 1.0)))


@near_miss("mish", "rational_square_one_plus_exp_minus_two", forbid=("mish", "softplus"), ranges=(-6, 6))
def _(b, x):
    p = b.bin("add", b.un("exp", x), 1.0)
    n = b.bin("mul", p, p)
    return b.bin("mul", x, b.bin("div", b.bin("sub", n, 2.0), b.bin("add", n, 1.0)))


# --- softmax, log_softmax ----------------------------------------------------------------

@spelling("softmax", "sum_as_dot_with_ones")
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(r.max(x))))
    return b.bin("div", e, r.full(_sum_dot(b, e, r)))


@near_miss("softmax", "sum_as_dot_with_twos", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(r.max(x))))
    return b.bin("div", e, r.full(_sum_dot(b, e, r, 2.0)))


@spelling("log_softmax", "log_sum_as_dot_with_ones")
def _(b, x, r):
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.bin("sub", s, r.full(b.un("log", _sum_dot(b, b.un("exp", s), r))))


@spelling("softmax", "exp2_of_log2e_prescaled")
def _(b, x, r):
    # flash attention: t = x*log2(e), exp2(t - max t) lowered to exp((t - max t)*ln2)
    t = b.bin("mul", x, LOG2E)
    e = b.un("exp", b.bin("mul", b.bin("sub", t, r.full(r.max(t))), LN2))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "pow_two_of_log2e_prescaled")
def _(b, x, r):
    t = b.bin("mul", x, LOG2E)
    e = b.bin("pow", b.const(2.0, x.shape, x.dt), b.bin("sub", t, r.full(r.max(t))))
    return b.bin("mul", e, r.full(b.bin("div", 1.0, r.sum(e))))


@near_miss("softmax", "exp2_ln2_on_numerator_only", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    # the numerator exp2(t - m), the row sum of exp(t - m): they disagree
    t = b.bin("mul", x, LOG2E)
    s = b.bin("sub", t, r.full(r.max(t)))
    return b.bin("div", b.un("exp", b.bin("mul", s, LN2)), r.full(r.sum(b.un("exp", s))))


@spelling("softmax", "reductions_over_collapsed_view")
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(_collapsed(b, x, r, "max"))))
    return b.bin("div", e, r.full(_collapsed(b, e, r, "add")))


@spelling("log_softmax", "reductions_over_collapsed_view")
def _(b, x, r):
    s = b.bin("sub", x, r.full(_collapsed(b, x, r, "max")))
    return b.bin("sub", s, r.full(b.un("log", _collapsed(b, b.un("exp", s), r, "add"))))


@spelling("softmax", "reduce_with_region", fmts=("stablehlo",))
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(_region(b, x, r, "max"))))
    return b.bin("div", e, r.full(_region(b, e, r, "add")))


@spelling("log_softmax", "reduce_with_region", fmts=("stablehlo",))
def _(b, x, r):
    s = b.bin("sub", x, r.full(_region(b, x, r, "max")))
    return b.bin("sub", s, r.full(b.un("log", _region(b, b.un("exp", s), r, "add"))))


@spelling("softmax", "chlo_broadcast_statistics")
def _(b, x, r):
    e = b.un("exp", _chlo_stat(b, "sub", x, b.reduce(x, "max", r.axes), r))
    return _chlo_stat(b, "div", e, b.reduce(e, "add", r.axes), r)


@spelling("log_softmax", "chlo_broadcast_statistics")
def _(b, x, r):
    s = _chlo_stat(b, "sub", x, b.reduce(x, "max", r.axes), r)
    return _chlo_stat(b, "sub", s, b.un("log", b.reduce(b.un("exp", s), "add", r.axes)), r)


@spelling("softmax", "causal_mask_select_ninf", causal=True)
def _(b, x, r):
    xm = _causal(b, x, "ninf")
    e = b.un("exp", b.bin("sub", xm, r.full(r.max(xm))))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "causal_mask_add_lowest", causal=True)
def _(b, x, r):
    xm = _causal(b, x, "lowest")
    e = b.un("exp", b.bin("sub", xm, r.full(r.max(xm))))
    return b.bin("div", e, r.full(r.sum(e)))


@near_miss("softmax", "causal_mask_on_sum_only", forbid=("softmax", "log_softmax"), causal=True)
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(r.max(x))))
    em = b.select(b.compare(b.iota(x.shape, len(x.shape) - 2, x.dt), b.iota(x.shape, len(x.shape) - 1, x.dt), "GE"),
                  e, 0.0)
    return b.bin("div", e, r.full(r.sum(em)))


# --- layer_norm, rms_norm ----------------------------------------------------------------

@spelling("layer_norm", "means_as_dot_with_inv_n")
def _(b, x, r, eps):
    mu = _sum_dot(b, x, r, 1 / r.n)
    d = b.bin("sub", x, r.full(mu))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", _sum_dot(b, b.bin("mul", d, d), r, 1 / r.n), eps))))


# (an rms_norm of the miscentred value is no false rewrite: forbid layer_norm only)
@near_miss("layer_norm", "mean_as_dot_with_inv_n_plus_one", forbid=("layer_norm",))
def _(b, x, r, eps):
    mu = _sum_dot(b, x, r, 1 / (r.n + 1))
    d = b.bin("sub", x, r.full(mu))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", _sum_dot(b, b.bin("mul", d, d), r, 1 / r.n), eps))))


@spelling("layer_norm", "variance_as_batched_dot")
def _(b, x, r, eps):
    d = b.bin("sub", x, r.full(r.mean(x)))
    v = b.bin("mul", _sumsq_dot(b, d, r), 1 / r.n)
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("rms_norm", "mean_square_as_dot_with_inv_n")
def _(b, x, r, eps):
    ms = _sum_dot(b, b.bin("mul", x, x), r, 1 / r.n)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@spelling("rms_norm", "sum_squares_as_batched_dot")
def _(b, x, r, eps):
    ms = b.bin("mul", _sumsq_dot(b, x, r), 1 / r.n)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@near_miss("rms_norm", "batched_dot_over_n_minus_one", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    ms = b.bin("mul", _sumsq_dot(b, x, r), 1 / (r.n - 1))
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@spelling("layer_norm", "mean_over_converted_int_count")
def _(b, x, r, eps):
    mu = _over_count(b, r.sum(x), r)
    d = b.bin("sub", x, r.full(mu))
    v = _over_count(b, r.sum(b.bin("mul", d, d)), r)
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "mean_over_converted_int_count_plus_one", forbid=("layer_norm",))
def _(b, x, r, eps):
    mu = _over_count(b, r.sum(x), r, 1)
    d = b.bin("sub", x, r.full(mu))
    v = _over_count(b, r.sum(b.bin("mul", d, d)), r)
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("rms_norm", "mean_over_converted_int_count")
def _(b, x, r, eps):
    ms = _over_count(b, r.sum(b.bin("mul", x, x)), r)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@spelling("layer_norm", "reductions_over_collapsed_view")
def _(b, x, r, eps):
    mu = b.bin("mul", _collapsed(b, x, r, "add"), 1 / r.n)
    d = b.bin("sub", x, r.full(mu))
    v = b.bin("mul", _collapsed(b, b.bin("mul", d, d), r, "add"), 1 / r.n)
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("rms_norm", "reductions_over_collapsed_view")
def _(b, x, r, eps):
    ms = b.bin("mul", _collapsed(b, b.bin("mul", x, x), r, "add"), 1 / r.n)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@spelling("layer_norm", "reduce_with_region", fmts=("stablehlo",))
def _(b, x, r, eps):
    mu = b.bin("mul", _region(b, x, r, "add"), 1 / r.n)
    d = b.bin("sub", x, r.full(mu))
    v = b.bin("mul", _region(b, b.bin("mul", d, d), r, "add"), 1 / r.n)
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("rms_norm", "chlo_broadcast_statistics")
def _(b, x, r, eps):
    ms = b.bin("mul", b.reduce(b.bin("mul", x, x), "add", r.axes), 1 / r.n)
    return _chlo_stat(b, "mul", x, b.un("rsqrt", b.bin("add", ms, eps)), r)


@spelling("layer_norm", "chlo_broadcast_statistics")
def _(b, x, r, eps):
    mu = b.bin("mul", b.reduce(x, "add", r.axes), 1 / r.n)
    d = _chlo_stat(b, "sub", x, mu, r)
    v = b.bin("mul", b.reduce(b.bin("mul", d, d), "add", r.axes), 1 / r.n)
    return _chlo_stat(b, "mul", d, b.un("rsqrt", b.bin("add", v, eps)), r)


@near_miss("layer_norm", "chlo_broadcast_mean_not_subtracted_in_variance", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    # the variance of x itself (its mean square), the output centred
    mu = b.bin("mul", b.reduce(x, "add", r.axes), 1 / r.n)
    d = _chlo_stat(b, "sub", x, mu, r)
    v = b.bin("mul", b.reduce(b.bin("mul", x, x), "add", r.axes), 1 / r.n)
    return _chlo_stat(b, "mul", d, b.un("rsqrt", b.bin("add", v, eps)), r)


@spelling("layer_norm", "centred_as_add_negated_mean")
def _(b, x, r, eps):
    d = b.bin("add", x, r.full(b.un("neg", r.mean(x))))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))
