"""A fifth set of spellings, registered after spellings_idioms.py's (each entry's draws are
seeded by its name, so the earlier entries' files are unchanged): issue 24's recognition by
meaning, spellings that none of the first four sets writes.
  - softmax and log_softmax with the max taken out after the exp, as a division by exp(max)
    (the shift applied to the exponentials, not to the logits);
  - statistics of a transposed view whose kept axes are reversed, broadcast back on the view
    and transposed back (HLO's form of StableHLO's transposing broadcast_in_dim, which
    spellings_producers.py's kept_axes_reversed_transposing_broadcast writes);
  - a layer norm whose mean is a contraction with a 1/N vector and whose variance is
    E[(x - m)^2] taken by a reduce;
and near misses beside each (the exp(max) on the numerator only, the view's statistics
broadcast back on the wrong axes, the mean contracted with ones: a sum).
Standard library only; see spellings.py for what each entry receives.
"""
from spellings import near_miss, spelling
from spellings_idioms import _sum_dot


def _over_exp_max(b, x, r):
    """exp(x) / exp(max x) on the full shape."""
    return b.bin("div", b.un("exp", x), r.full(b.un("exp", r.max(x))))


@spelling("softmax", "exp_divided_by_exp_max")
def _(b, x, r):
    e = _over_exp_max(b, x, r)
    return b.bin("div", e, r.full(r.sum(e)))


@near_miss("softmax", "exp_max_divided_on_numerator_only", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    # exp(x - m) over the sum of the unshifted exp(x): softmax times exp(-m)
    return b.bin("div", _over_exp_max(b, x, r), r.full(r.sum(b.un("exp", x))))


@spelling("log_softmax", "log_of_exp_divided_by_exp_max")
def _(b, x, r):
    e = _over_exp_max(b, x, r)
    return b.un("log", b.bin("div", e, r.full(r.sum(e))))


def _reversed_view(r):
    """The permutation that puts r's kept axes first, in reverse order, and the reduced ones
    after them: (perm, its inverse)."""
    kept = [a for a in range(len(r.shape)) if a not in r.axes]
    perm = tuple(reversed(kept)) + tuple(r.axes)
    return perm, tuple(perm.index(a) for a in range(len(perm)))


def _view_mean_square_back(b, x, r, eps, swap_back=False):
    """rsqrt(mean(x^2) + eps) taken on x's reversed view, broadcast back on the view and
    transposed back into x's layout (swap_back: the view's first two axes swapped first)."""
    perm, inv = _reversed_view(r)
    nk = len(r.shape) - len(r.axes)
    view = b.transpose(x, perm)
    vshape = [r.shape[p] for p in perm]
    ms = b.bin("mul", b.reduce(b.bin("mul", view, view), "add", tuple(range(nk, len(perm)))), 1 / r.n)
    s = b.un("rsqrt", b.bin("add", ms, eps))
    if swap_back:
        s = b.transpose(s, (1, 0) + tuple(range(2, nk)))
    return b.transpose(b.back(s, tuple(range(nk, len(perm))), vshape), inv)


@spelling("rms_norm", "kept_axes_reversed_broadcast_then_transpose", min_rank=3)
def _(b, x, r, eps):
    return b.bin("mul", x, _view_mean_square_back(b, x, r, eps))


# square kept axes, so that the swapped statistics keep their type
@near_miss("rms_norm", "reversed_view_statistics_swapped_back", forbid=("rms_norm", "layer_norm"),
           shape=(6, 6, 16), axes=(2,))
def _(b, x, r, eps):
    return b.bin("mul", x, _view_mean_square_back(b, x, r, eps, swap_back=True))


@spelling("layer_norm", "mean_by_dot_variance_by_reduce")
def _(b, x, r, eps):
    d = b.bin("sub", x, r.full(_sum_dot(b, x, r, 1 / r.n)))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))


# (an rms_norm of the miscentred value is no false rewrite: forbid layer_norm only)
@near_miss("layer_norm", "mean_by_dot_with_ones", forbid=("layer_norm",))
def _(b, x, r, eps):
    d = b.bin("sub", x, r.full(_sum_dot(b, x, r, 1.0)))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))
