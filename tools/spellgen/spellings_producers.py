"""A third set of spellings, registered after spellings_wider.py's (each entry's draws are
seeded by its name, so the earlier entries' files are unchanged): forms taken from how
other producers and libraries write the table's ops, none of them in the first two sets.
  - TF's softplus (three regions: x above -log(eps) - 2, exp(x) below log(eps) + 2,
    log1p(exp(x)) between) and Go/Java-style tanh (sign(x) * (1 - 2/(exp(2|x|) + 1)));
  - math.e ** -x for exp(-x) (a pow with a constant base);
  - rsqrt written as exp(-0.5 * log(v)) or sqrt(1/v), x / pow(v, 0.5);
  - a layer norm distributed over x: x*inv - mean*inv (no affine);
  - row reductions over a transposed view of x (the reduced axes moved to the front);
  - reductions whose initial value is neutral without being 0 / -inf: a sum from -0.0,
    a softmax's max from 0 (a shift by max(0, row max): the same softmax);
  - an iota/compare mask that keeps every element (select(iota < n, x, -inf));
  - E[x] and E[x^2] from one reduction over the pair [x, x^2] stacked on a new axis;
  - a norm's statistics broadcast into a transposed layout and transposed back, and a
    mean square reduced with its kept axes reversed and broadcast back by a transposing
    broadcast_in_dim (StableHLO);
and near misses beside them (a wrong power of v, a mask that drops a column before
the exp's sum only, a transposed view's row sums put back along the columns, the stacked
pair's slices swapped, TF's softplus with a wrong middle).
Standard library only; see spellings.py for what each entry receives.
"""
import math

from spellings import (GELU_C, SQRT_2_PI, _cube, _shifted_exp, _softplus, near_miss,
                       spelling)

# TF's softplus threshold: log(the element type's machine epsilon) + 2
TF_SOFTPLUS_T = {"f32": math.log(2.0 ** -23) + 2.0, "bf16": math.log(2.0 ** -7) + 2.0,
                 "f16": math.log(2.0 ** -10) + 2.0}


def _tf_softplus(b, x, mid=None):
    """tf.math.softplus as its kernel writes it: x where x > -t, exp(x) where x < t,
    log1p(exp(x)) between (t = log(eps) + 2, about -13.9)."""
    t = TF_SOFTPLUS_T[x.dt]
    mid = (mid or (lambda v: b.un("log1p", b.un("exp", v))))(x)
    small = b.select(b.compare(x, t, "LT"), b.un("exp", x), mid)
    return b.select(b.compare(x, -t, "GT"), x, small)


def _front(r):
    """The permutation that moves r's reduced axes to the front (kept axes after them)."""
    rank = len(r.shape)
    return tuple(r.axes) + tuple(a for a in range(rank) if a not in r.axes)


def _red_transposed(b, x, r, kind, axes=None):
    """The row reduction of x over r's axes taken on a transposed view: x with the reduced
    axes moved to the front, reduced over the leading ones (the result's axes are x's kept
    axes in order, as r's own reduction). axes: the view's axes to reduce instead."""
    t = b.transpose(x, _front(r))
    red = b.reduce(t, kind, tuple(axes if axes is not None else range(len(r.axes))))
    return b.back(red, r.axes, r.shape) if r.late else red


def _reduce_init(b, x, r, kind, init):
    red = b.reduce(x, kind, r.axes, init=init)
    return b.back(red, r.axes, r.shape) if r.late else red


def _rsqrt_exp_log(b, v, k=-0.5):
    return b.un("exp", b.bin("mul", b.un("log", v), k))


def _stacked_means(b, x, r, swap=False):
    """E[x] and E[x^2] over r's axes from one sum over [x, x^2] stacked on a new leading
    axis, sliced apart afterwards (on the reduced shape, or broadcast back when late)."""
    one = [1] + list(r.shape)
    pair = b.concat(b.reshape(x, one), b.reshape(b.bin("mul", x, x), one), 0)
    s = b.reduce(pair, "add", tuple(a + 1 for a in r.axes))
    kept = [d for i, d in enumerate(r.shape) if i not in r.axes]
    parts = [b.reshape(b.slice(s, [1] + kept, [k] + [0] * len(kept)), kept) for k in (0, 1)]
    if swap:
        parts.reverse()
    mu, m2 = (b.bin("mul", p, 1 / r.n) for p in parts)
    if r.late:
        mu, m2 = b.back(mu, r.axes, r.shape), b.back(m2, r.axes, r.shape)
    return mu, m2


# --- elementwise ----------------------------------------------------------------------

@spelling("softplus", "tf_three_regions")
def _(b, x):
    return _tf_softplus(b, x)


@near_miss("softplus", "tf_three_regions_log_two_plus", forbid=("softplus",))
def _(b, x):
    # log(2 + exp(x)) in the middle region
    return _tf_softplus(b, x, lambda v: b.un("log", b.bin("add", 2.0, b.un("exp", v))))


@spelling("mish", "x_tanh_tf_softplus")
def _(b, x):
    return b.bin("mul", x, b.un("tanh", _tf_softplus(b, x)))


@spelling("tanh", "sign_abs_one_minus_two_over", ranges=(-6, 6))
def _(b, x):
    z = b.bin("sub", 1.0, b.bin("div", 2.0, b.bin("add", b.un("exp", b.bin("mul", b.un("abs", x), 2.0)), 1.0)))
    return b.bin("mul", b.un("sign", x), z)


@spelling("tanh", "select_sign_neg_expm1_ratio", ranges=(-6, 6))
def _(b, x):
    # -expm1(-2|x|) / (expm1(-2|x|) + 2), the sign put back with a select
    e = b.un("expm1", b.bin("mul", b.un("abs", x), -2.0))
    z = b.bin("div", b.un("neg", e), b.bin("add", e, 2.0))
    return b.select(b.compare(x, 0.0, "LT"), b.un("neg", z), z)


@near_miss("tanh", "sign_abs_one_minus_one_over", forbid=("tanh", "sigmoid"), ranges=(-6, 6))
def _(b, x):
    # 1 - 1/(e^2|x| + 1) = sigmoid(2|x|), signed: no tanh of anything here
    z = b.bin("sub", 1.0, b.bin("div", 1.0, b.bin("add", b.un("exp", b.bin("mul", b.un("abs", x), 2.0)), 1.0)))
    return b.bin("mul", b.un("sign", x), z)


@spelling("sigmoid", "recip_one_plus_pow_e_neg_x", ranges=(-8, 8))
def _(b, x):
    return b.bin("div", 1.0, b.bin("add", 1.0, b.bin("pow", b.const(math.e, x.shape, x.dt), b.un("neg", x))))


@spelling("silu", "x_times_exp_of_stable_log_sigmoid")
def _(b, x):
    # x * exp(jax.nn.log_sigmoid(x)), log_sigmoid = -softplus(-x) = min(x, 0) - log1p(e^-|x|)
    ls = b.bin("sub", b.bin("min", x, 0.0), b.un("log1p", b.un("exp", b.un("neg", b.un("abs", x)))))
    return b.bin("mul", x, b.un("exp", ls))


@spelling("silu", "x_over_expm1_neg_plus_two")
def _(b, x):
    return b.bin("div", x, b.bin("add", b.un("expm1", b.un("neg", x)), 2.0))


@spelling("quick_gelu", "x_exp_minus_softplus_neg")
def _(b, x):
    return b.bin("mul", x, b.un("exp", b.un("neg", _softplus(b, b.bin("mul", x, -1.702)))))


@spelling("gelu_tanh", "tanh_as_one_minus_two_over_exp")
def _(b, x):
    u = b.bin("mul", SQRT_2_PI, b.bin("add", x, b.bin("mul", GELU_C, _cube(b, x))))
    t = b.bin("sub", 1.0, b.bin("div", 2.0, b.bin("add", b.un("exp", b.bin("mul", u, 2.0)), 1.0)))
    return b.bin("mul", b.bin("mul", x, 0.5), b.bin("add", t, 1.0))


@spelling("hardsigmoid", "relu6_as_selects")
def _(b, x):
    t = b.bin("add", x, 3.0)
    r = b.select(b.compare(t, 0.0, "LT"), 0.0, b.select(b.compare(t, 6.0, "GT"), 6.0, t))
    return b.bin("mul", r, 1 / 6)


@near_miss("hardsigmoid", "relu6_as_selects_cap_5", forbid=("hardsigmoid", "hardswish"))
def _(b, x):
    t = b.bin("add", x, 3.0)
    r = b.select(b.compare(t, 0.0, "LT"), 0.0, b.select(b.compare(t, 6.0, "GT"), 5.0, t))
    return b.bin("mul", r, 1 / 6)


@spelling("hardswish", "x_max_min_times_sixth_plus_half")
def _(b, x):
    # ONNX HardSwish: x * max(0, min(1, x/6 + 1/2)), 1/6 as a multiply
    return b.bin("mul", x, b.bin("max", b.bin("min", b.bin("add", b.bin("mul", x, 1 / 6), 0.5), 1.0), 0.0))


# --- softmax, log_softmax ----------------------------------------------------------------

@spelling("softmax", "max_over_transposed_view")
def _(b, x, r):
    e = b.un("exp", b.bin("sub", x, r.full(_red_transposed(b, x, r, "max"))))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("log_softmax", "max_over_transposed_view")
def _(b, x, r):
    s = b.bin("sub", x, r.full(_red_transposed(b, x, r, "max")))
    return b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", s)))))


@spelling("log_softmax", "sums_over_transposed_view")
def _(b, x, r):
    s = b.bin("sub", x, r.full(_red_transposed(b, x, r, "max")))
    return b.bin("sub", s, r.full(b.un("log", _red_transposed(b, b.un("exp", s), r, "add"))))


@near_miss("log_softmax", "log_sum_over_transposed_view_misplaced", forbid=("log_softmax", "softmax"),
           square=True)
def _(b, x, r):
    # the row sums taken on the transposed view [.., n(j), n(i)] (over its axis j: right), then
    # broadcast back as if they were indexed by the column: row i gets row j's log-sum. (A
    # wrong max alone would be no near miss: any shift constant along the row, or along the
    # column for a log_softmax over the other axis, leaves a log_softmax.)
    rank = len(x.shape)
    s = b.bin("sub", x, r.full(r.max(x)))
    view = b.transpose(b.un("exp", s), tuple(range(rank - 2)) + (rank - 1, rank - 2))
    l = b.un("log", b.reduce(view, "add", (rank - 2,)))
    return b.bin("sub", s, b.back(l, (rank - 2,), r.shape))


@spelling("softmax", "max_init_zero")
def _(b, x, r):
    # a max reduction started from 0: the shift is max(0, row max), which softmax ignores
    e = b.un("exp", b.bin("sub", x, r.full(_reduce_init(b, x, r, "max", 0.0))))
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "sum_init_negative_zero")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, r.full(_reduce_init(b, e, r, "add", -0.0)))


@near_miss("softmax", "sum_init_one", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, r.full(_reduce_init(b, e, r, "add", 1.0)))


@spelling("log_softmax", "max_init_zero")
def _(b, x, r):
    s = b.bin("sub", x, r.full(_reduce_init(b, x, r, "max", 0.0)))
    return b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", s)))))


def _all_true_mask(b, x, r):
    """select(iota < n, x, -inf) along the last reduced axis: a mask that keeps everything."""
    a = r.axes[-1]
    keep = b.compare(b.iota(x.shape, a, x.dt), float(x.shape[a]), "LT")
    return b.select(keep, x, -math.inf)


@spelling("softmax", "iota_mask_keeps_all")
def _(b, x, r):
    e = _shifted_exp(b, _all_true_mask(b, x, r), r)
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("log_softmax", "iota_mask_keeps_all")
def _(b, x, r):
    xm = _all_true_mask(b, x, r)
    s = b.bin("sub", xm, r.full(r.max(xm)))
    return b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", s)))))


@near_miss("softmax", "iota_mask_on_sum_only", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    # the last element of the last reduced axis left out of the sum but not of the numerator
    a = r.axes[-1]
    keep = b.compare(b.iota(x.shape, a, x.dt), float(x.shape[a] - 1), "LT")
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, r.full(r.sum(b.select(keep, e, 0.0))))


@spelling("softmax", "times_exp_neg_log_sum")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("mul", e, r.full(b.un("exp", b.un("neg", b.un("log", r.sum(e))))))


@spelling("log_softmax", "plus_log_of_reciprocal_sum")
def _(b, x, r):
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.bin("add", s, r.full(b.un("log", b.bin("div", 1.0, r.sum(b.un("exp", s))))))


# --- layer_norm, rms_norm ----------------------------------------------------------------

def _centred(b, x, r):
    mu = r.mean(x)
    return mu, b.bin("sub", x, r.full(mu))


@spelling("layer_norm", "rsqrt_as_exp_neg_half_log")
def _(b, x, r, eps):
    _, d = _centred(b, x, r)
    return b.bin("mul", d, r.full(_rsqrt_exp_log(b, b.bin("add", r.mean(b.bin("mul", d, d)), eps))))


@near_miss("layer_norm", "exp_neg_log", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    # exp(-log v) = 1/v, the variance not its root
    _, d = _centred(b, x, r)
    return b.bin("mul", d, r.full(_rsqrt_exp_log(b, b.bin("add", r.mean(b.bin("mul", d, d)), eps), -1.0)))


@spelling("layer_norm", "sqrt_of_reciprocal")
def _(b, x, r, eps):
    _, d = _centred(b, x, r)
    v = b.bin("add", r.mean(b.bin("mul", d, d)), eps)
    return b.bin("mul", d, r.full(b.un("sqrt", b.bin("div", 1.0, v))))


@spelling("layer_norm", "distributed_inv")
def _(b, x, r, eps):
    # x * inv - mean * inv (keras' folded form without scale and bias)
    mu, d = _centred(b, x, r)
    inv = b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))
    return b.bin("sub", b.bin("mul", x, r.full(inv)), r.full(b.bin("mul", mu, inv)))


@spelling("layer_norm", "stacked_pair_one_reduce")
def _(b, x, r, eps):
    mu, m2 = _stacked_means(b, x, r)
    v = b.bin("sub", m2, b.bin("mul", mu, mu))
    return b.bin("mul", b.bin("sub", x, r.full(mu)), r.full(b.un("rsqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "stacked_pair_slices_swapped", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    mu, m2 = _stacked_means(b, x, r, swap=True)
    v = b.bin("sub", m2, b.bin("mul", mu, mu))
    v = b.bin("max", v, 0.0)
    return b.bin("mul", b.bin("sub", x, r.full(mu)), r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("layer_norm", "mean_over_transposed_view")
def _(b, x, r, eps):
    mu = b.bin("mul", _red_transposed(b, x, r, "add"), 1 / r.n)
    d = b.bin("sub", x, r.full(mu))
    v = b.bin("mul", _red_transposed(b, b.bin("mul", d, d), r, "add"), 1 / r.n)
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("layer_norm", "statistics_through_transposed_layout")
def _(b, x, r, eps):
    # the mean and the inverse root broadcast into x's transposed layout (the reduced axes in
    # front) and transposed back before they meet x
    perm = _front(r)
    inv_perm = tuple(perm.index(a) for a in range(len(perm)))
    tshape = [r.shape[p] for p in perm]

    def full(v):
        if r.late:
            return v
        return b.transpose(b.back(v, tuple(range(len(r.axes))), tshape), inv_perm)
    mu = r.mean(x)
    d = b.bin("sub", x, full(mu))
    return b.bin("mul", d, full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))


@spelling("rms_norm", "kept_axes_reversed_transposing_broadcast", fmts=("stablehlo",), min_rank=3)
def _(b, x, r, eps):
    # the mean square reduced from a view whose kept axes are reversed, and broadcast back by a
    # transposing broadcast_in_dim (StableHLO)
    kept = [a for a in range(len(r.shape)) if a not in r.axes]
    view = b.transpose(x, tuple(reversed(kept)) + tuple(r.axes))
    sq = b.bin("mul", view, view)
    ms = b.bin("mul", b.reduce(sq, "add", tuple(range(len(kept), len(r.shape)))), 1 / r.n)
    inv = b.un("rsqrt", b.bin("add", ms, eps))
    return b.bin("mul", x, b.bcast_dims(inv, tuple(reversed(kept)), r.shape))


@spelling("rms_norm", "rsqrt_as_exp_neg_half_log")
def _(b, x, r, eps):
    return b.bin("mul", x, r.full(_rsqrt_exp_log(b, b.bin("add", r.mean(b.bin("mul", x, x)), eps))))


@near_miss("rms_norm", "exp_neg_quarter_log", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    return b.bin("mul", x, r.full(_rsqrt_exp_log(b, b.bin("add", r.mean(b.bin("mul", x, x)), eps), -0.25)))


@spelling("rms_norm", "divide_by_pow_half")
def _(b, x, r, eps):
    return b.bin("div", x, r.full(b.bin("pow", b.bin("add", r.mean(b.bin("mul", x, x)), eps), 0.5)))


@spelling("rms_norm", "sum_init_negative_zero")
def _(b, x, r, eps):
    ms = b.bin("mul", _reduce_init(b, b.bin("mul", x, x), r, "add", -0.0), 1 / r.n)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))
