"""The catalogue: algebraically distinct spellings of each fused op (the rows of
include/recompose/fused.def), as people and frameworks write them, and near misses
that look like an op but compute something else. Standard library only.

Each entry is registered with @spelling(op, name, ...) and builds its graph with an
ir.Builder. What it receives depends on the op's kind in fused.def:
  ELEMENTWISE  fn(b, x)
  ROW          fn(b, x, rows)                 rows: a Rows (the reduced axes)
  NORM         fn(b, x, rows, eps)            returns the normalized value; the generator
                                              applies scale and bias, unless the entry says
                                              affine: then fn(b, x, rows, eps, scale, bias)
No entry is the op's own instruction (logistic, erf, tanh): that is the op already,
with nothing to recognize. A near miss names the op it resembles (`op`) and `forbid`:
the ops that no value of its graph computes from another value of it, so raising any of
them there is a false rewrite (softplus(-x) inside a wrong softplus is a right one).
"""
import math

SQRT1_2 = 1 / math.sqrt(2)
SQRT_2_PI = math.sqrt(2 / math.pi)
GELU_C = 0.044715

# Eigen's f32 rational approximation of erf (chlo.erf's legalization):
# x*P(x^2)/Q(x^2) on x clamped to [-4, 4], the result clamped to [-1, 1]
ERF_ALPHA = (-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06,
             -5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03,
             -1.60960333262415e-02)
ERF_BETA = (-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
            -7.37332916720468e-03, -1.42647390514189e-02)
# XLA's client-library erf (ErfImpl32): x clamped to +-3.7439211627767994, x*P(x^2)/Q(x^2)
XLA_ERF_CLAMP = 3.7439211627767994
XLA_ERF_P = (0.00022905065861350646, 0.0034082910107109506, 0.050955695062380861,
             0.18520832239976145, 1.128379143519084)
XLA_ERF_Q = (-1.1791602954361697e-7, 0.000023547966471313185, 0.0010179625278914885,
             0.014070470171167667, 0.11098505178285362, 0.49746925110067538, 1.0)
# XLA's f32 erfc as torch_xla's HLO export expands it (torch.special.erfc): for |z| < 1,
# 1 + z*H(z^2); beyond, exp(-z^2) * P(1/z^2) / (min(|z|, 10.06) * Q(1/z^2)), reflected to
# 2 - that for z < 0 (coefficients highest power first)
XLA_ERFC_H = (0.000561802299, -0.00491381669, 0.0267075151, -0.112800106, 0.376122952, -1.12837911)
XLA_ERFC_P = (0.102081165, 0.429206669, 0.323790789, 0.053971976)
XLA_ERFC_Q = (0.0172516778, 0.391371638, 1.0, 0.621732414, 0.0956628621)
XLA_ERFC_CLAMP = 10.06
# Numerical Recipes' erfcc (Chebyshev fit, fractional error < 1.2e-7): for z = |x|,
# t = 1/(1 + z/2), erfc(z) = t*exp(-z^2 + C(t)), C in powers of t (lowest first);
# reflected to 2 - that for x < 0
NR_ERFC_C = (-1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807,
             -1.13520398, 1.48851587, -0.82215223, 0.17087277)
# Abramowitz & Stegun 7.1.26: erf(|x|) ~ 1 - t*(a1 + t*(a2 + ...))*exp(-x^2), t = 1/(1 + p|x|)
AS_P = 0.3275911
AS_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)

CATALOGUE = []


class Spelling:
    def __init__(self, op, name, fn, forbid=None, fmts=("hlo", "stablehlo"), low_native=True,
                 affine=False, ranges=None, min_rank=1, square=False, then_dot=False, sink=False,
                 shape=None, axes=None, consts=None, last=False, causal=False):
        self.op, self.name, self.fn = op, name, fn
        self.causal = causal             # ROW: the op's input is x under a causal mask (row i keeps
                                         # columns <= i of the last two, square, axes): the
                                         # reference masks x with -inf first
        self.forbid = tuple(forbid) if forbid is not None else None  # None: a spelling of op
        self.fmts = fmts                 # formats it can be written in
        self.low_native = low_native     # may compute in bf16/f16 itself (else in f32 between converts)
        self.affine = affine             # NORM: applies scale and bias itself (True), or
                                         # scale alone as (1 + scale) ("scale_plus_one", Gemma)
        self.ranges = ranges             # ELEMENTWISE: the input range it is checked on, if not the default
        self.min_rank = max(min_rank, 2 if square else 1)  # the least rank of x it needs
        self.square = square             # ROW: the last two axes of one length, the last one reduced
        self.then_dot = then_dot         # ROW: the op's result then contracted with a second
                                         # parameter v (dot_shape(x)), which the file returns
        self.sink = sink                 # ROW: over x and a second parameter, one column per
                                         # row (sink_shape(x)), that is then sliced off
        self.shape = shape               # ROW/NORM: x's shape, fixed (else drawn)
        self.axes = axes                 # ROW/NORM: the reduced axes, fixed (else drawn)
        self.consts = consts             # how constants are written, fixed (else drawn: ir.Style)
        if causal:
            self.min_rank, self.square = max(self.min_rank, 2), True
        self.last_axis = self.square or then_dot or sink or last  # last: reduces the last axis only
        if then_dot or sink:
            self.min_rank = max(self.min_rank, 2)

    @property
    def near_miss(self):
        return self.forbid is not None


def spelling(op, name, **kw):
    def reg(fn):
        CATALOGUE.append(Spelling(op, name, fn, **kw))
        return fn
    return reg


def near_miss(op, name, forbid=None, **kw):
    return spelling(op, name, forbid=forbid or (op,), **kw)


class Rows:
    """The reductions of a row op over `axes` of x's shape. late=False: the reduced
    values are combined on the reduced shape and broadcast back where they meet x
    (JAX, flax); late=True: each reduction is broadcast back at once and everything
    after it runs on the full shape. mean: 'mul' (sum times 1/N), 'div' (sum / N) or
    'lowp' (times 1/N printed to 6 digits, 0.166667 style)."""

    def __init__(self, b, axes, shape, late=False, mean="mul"):
        self.b, self.axes, self.shape, self.late, self.how = b, tuple(axes), tuple(shape), late, mean
        self.n = 1
        for a in axes:
            self.n *= shape[a]

    def _red(self, t, kind):
        r = self.b.reduce(t, kind, self.axes)
        return self.b.back(r, self.axes, self.shape) if self.late else r

    def sum(self, t):
        return self._red(t, "add")

    def max(self, t):
        return self._red(t, "max")

    def mean(self, t):
        s, b = self.sum(t), self.b
        if self.how == "div":
            return b.bin("div", s, float(self.n))
        if self.how == "lowp":
            return b.bin("mul", s, float("%.6g" % (1 / self.n)))
        return b.bin("mul", s, 1 / self.n)

    def full(self, v):
        return v if self.late else self.b.back(v, self.axes, self.shape)


# small algebra helpers over a Builder
def _sig(b, t):
    return b.bin("div", 1.0, b.bin("add", 1.0, b.un("exp", b.un("neg", t))))


def _cube(b, t):
    return b.bin("mul", b.bin("mul", t, t), t)


def _horner(b, t, coeffs):
    p = b.const(coeffs[0], t.shape, t.dt)
    for c in coeffs[1:]:
        p = b.bin("add", b.bin("mul", p, t), c)
    return p


def erf_eigen(b, x, clamp_result=True):
    """Eigen's f32 rational erf: clamp to [-4, 4], x*P(x^2)/Q(x^2), clamped to [-1, 1]."""
    c = b.clamp(-4.0, x, 4.0)
    x2 = b.bin("mul", c, c)
    y = b.bin("div", b.bin("mul", c, _horner(b, x2, ERF_ALPHA)), _horner(b, x2, ERF_BETA))
    return b.clamp(-1.0, y, 1.0) if clamp_result else y


def erf_xla(b, x):
    """XLA's ErfImpl32."""
    c = b.clamp(-XLA_ERF_CLAMP, x, XLA_ERF_CLAMP)
    x2 = b.bin("mul", c, c)
    return b.bin("div", b.bin("mul", c, _horner(b, x2, XLA_ERF_P)), _horner(b, x2, XLA_ERF_Q))


def erfc_xla(b, z, h=XLA_ERFC_H):
    """XLA's f32 erfc as torch_xla's HLO holds it: a polynomial near 0, an exp(-z^2) tail
    with a rational factor in 1/z^2 beyond |z| = 1, selects on |z| and the sign."""
    a = b.un("abs", z)
    z2 = b.bin("mul", z, z)
    near = b.bin("add", b.bin("mul", z, _horner(b, z2, h)), 1.0)
    q = b.bin("div", 1.0, z2)
    ratio = b.bin("div", _horner(b, q, XLA_ERFC_P), b.bin("mul", b.bin("min", a, XLA_ERFC_CLAMP), _horner(b, q, XLA_ERFC_Q)))
    tail = b.bin("mul", b.un("exp", b.un("neg", z2)), ratio)
    far = b.select(b.compare(z, 0.0, "LT"), b.bin("sub", 2.0, tail), tail)
    return b.select(b.compare(a, 1.0, "GT"), far, near)


def erf_as(b, x):
    """A&S 7.1.26 on |x| with an exp(-x^2) tail, the sign put back with a select."""
    a = b.un("abs", x)
    t = b.bin("div", 1.0, b.bin("add", 1.0, b.bin("mul", a, AS_P)))
    poly = b.bin("mul", t, _horner(b, t, tuple(reversed(AS_A))))
    tail = b.un("exp", b.un("neg", b.bin("mul", x, x)))
    e = b.bin("sub", 1.0, b.bin("mul", poly, tail))
    return b.select(b.compare(x, 0.0, "LT"), b.un("neg", e), e)


def erfc_nr(b, x, c=NR_ERFC_C):
    """Numerical Recipes' erfcc with its exp(-z^2) tail, the sign put back with a select."""
    z = b.un("abs", x)
    t = b.bin("div", 1.0, b.bin("add", 1.0, b.bin("mul", 0.5, z)))
    e = b.bin("add", b.un("neg", b.bin("mul", z, z)), _horner(b, t, tuple(reversed(c))))
    ans = b.bin("mul", t, b.un("exp", e))
    return b.select(b.compare(x, 0.0, "GE"), ans, b.bin("sub", 2.0, ans))


def _softplus(b, x):
    return b.un("log1p", b.un("exp", x))


def _relu6(b, t):
    return b.bin("min", b.bin("max", t, 0.0), 6.0)


# --- sigmoid ------------------------------------------------------------------------------

@spelling("sigmoid", "recip_one_plus_exp_neg")
def _(b, x):
    return _sig(b, x)


@spelling("sigmoid", "exp_over_one_plus_exp", ranges=(-8, 8))
def _(b, x):
    e = b.un("exp", x)
    return b.bin("div", e, b.bin("add", e, 1.0))


@spelling("sigmoid", "one_minus_logistic_neg")
def _(b, x):
    return b.bin("sub", 1.0, b.un("logistic", b.un("neg", x)))


@spelling("sigmoid", "half_tanh_half")
def _(b, x):
    return b.bin("add", 0.5, b.bin("mul", 0.5, b.un("tanh", b.bin("mul", x, 0.5))))


@spelling("sigmoid", "tanh_plus_one_over_two")
def _(b, x):
    return b.bin("div", b.bin("add", b.un("tanh", b.bin("div", x, 2.0)), 1.0), 2.0)


@spelling("sigmoid", "pow_minus_one")
def _(b, x):
    return b.bin("pow", b.bin("add", b.un("exp", b.un("neg", x)), 1.0), -1.0)


@spelling("sigmoid", "recip_expm1_plus_two")
def _(b, x):
    return b.bin("div", 1.0, b.bin("add", b.un("expm1", b.un("neg", x)), 2.0))


@spelling("sigmoid", "exp_minus_softplus_neg", ranges=(-8, 8))
def _(b, x):
    return b.un("exp", b.un("neg", _softplus(b, b.un("neg", x))))


@spelling("sigmoid", "select_by_sign_stable")
def _(b, x):
    # the numerically stable form: 1/(1+e^-x) for x >= 0, e^x/(1+e^x) below, one exp of -|x|
    e = b.un("exp", b.un("neg", b.un("abs", x)))
    return b.select(b.compare(x, 0.0, "GE"), b.bin("div", 1.0, b.bin("add", 1.0, e)),
                    b.bin("div", e, b.bin("add", 1.0, e)))


@near_miss("sigmoid", "sqrt_of_sigmoid", ranges=(-8, 8))
def _(b, x):
    # exp(-softplus(-x)/2) = sigmoid(x)^(1/2)
    return b.un("exp", b.bin("mul", -0.5, _softplus(b, b.un("neg", x))))


@near_miss("sigmoid", "recip_two_plus_exp_neg")
def _(b, x):
    return b.bin("div", 1.0, b.bin("add", 2.0, b.un("exp", b.un("neg", x))))


@near_miss("sigmoid", "half_quarter_tanh")
def _(b, x):
    return b.bin("add", 0.5, b.bin("mul", 0.25, b.un("tanh", b.bin("mul", x, 0.5))))


@near_miss("sigmoid", "exp_over_one_plus_exp_neg", ranges=(-4, 4))
def _(b, x):
    return b.bin("div", b.un("exp", x), b.bin("add", 1.0, b.un("exp", b.un("neg", x))))


# --- silu ---------------------------------------------------------------------------------

@spelling("silu", "x_logistic")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", x))


@spelling("silu", "x_over_one_plus_exp_neg")
def _(b, x):
    return b.bin("div", x, b.bin("add", 1.0, b.un("exp", b.un("neg", x))))


@spelling("silu", "x_exp_over_one_plus_exp", ranges=(-8, 8))
def _(b, x):
    e = b.un("exp", x)
    return b.bin("div", b.bin("mul", x, e), b.bin("add", 1.0, e))


@spelling("silu", "half_x_plus_half_x_tanh")
def _(b, x):
    h = b.bin("mul", 0.5, x)
    return b.bin("add", h, b.bin("mul", h, b.un("tanh", b.bin("mul", 0.5, x))))


@spelling("silu", "x_one_minus_logistic_neg")
def _(b, x):
    return b.bin("mul", x, b.bin("sub", 1.0, b.un("logistic", b.un("neg", x))))


@spelling("silu", "x_recip_sigmoid")
def _(b, x):
    return b.bin("mul", _sig(b, x), x)


@spelling("silu", "x_half_one_plus_tanh_half")
def _(b, x):
    return b.bin("mul", x, b.bin("mul", 0.5, b.bin("add", 1.0, b.un("tanh", b.bin("div", x, 2.0)))))


@spelling("silu", "x_minus_x_logistic_neg")
def _(b, x):
    return b.bin("sub", x, b.bin("mul", x, b.un("logistic", b.un("neg", x))))


@near_miss("silu", "x_minus_x_logistic")
def _(b, x):
    return b.bin("sub", x, b.bin("mul", x, b.un("logistic", x)))


@near_miss("silu", "x_logistic_neg")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.un("neg", x)))


@near_miss("silu", "x_logistic_2x")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.bin("mul", 2.0, x)))


@near_miss("silu", "x_over_two_plus_exp_neg")
def _(b, x):
    return b.bin("div", x, b.bin("add", 2.0, b.un("exp", b.un("neg", x))))


# --- gelu_erf -----------------------------------------------------------------------------

def _gelu_erf(b, x, scaled, erf=None):
    e = (erf or (lambda t: b.un("erf", t)))(scaled)
    return b.bin("mul", b.bin("mul", 0.5, x), b.bin("add", 1.0, e))


@spelling("gelu_erf", "half_x_one_plus_erf")
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, SQRT1_2))


@spelling("gelu_erf", "divide_by_sqrt2")
def _(b, x):
    return _gelu_erf(b, x, b.bin("div", x, math.sqrt(2)))


@spelling("gelu_erf", "sqrt2_in_graph")
def _(b, x):
    return _gelu_erf(b, x, b.bin("div", x, b.un("sqrt", b.const(2.0, x.shape, x.dt))))


@spelling("gelu_erf", "rsqrt2_in_graph")
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, b.un("rsqrt", b.const(2.0, x.shape, x.dt))))


@spelling("gelu_erf", "inv_sqrt2_bf16_constant")
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, 0.70703125))


@spelling("gelu_erf", "half_x_plus_half_x_erf")
def _(b, x):
    h = b.bin("mul", x, 0.5)
    return b.bin("add", h, b.bin("mul", h, b.un("erf", b.bin("mul", x, SQRT1_2))))


@spelling("gelu_erf", "x_plus_x_erf_over_two")
def _(b, x):
    e = b.un("erf", b.bin("div", x, math.sqrt(2)))
    return b.bin("div", b.bin("add", x, b.bin("mul", x, e)), 2.0)


@spelling("gelu_erf", "x_phi_erfc", fmts=("stablehlo",))
def _(b, x):
    return b.bin("div", b.bin("mul", x, b.un("erfc", b.bin("mul", b.un("neg", x), SQRT1_2))), 2.0)


@spelling("gelu_erf", "erf_xla_rational", low_native=False)
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, SQRT1_2), lambda t: erf_xla(b, t))


@spelling("gelu_erf", "erf_eigen_rational", low_native=False)
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, SQRT1_2), lambda t: erf_eigen(b, t))


@spelling("gelu_erf", "erf_as_exp_tail_select", low_native=False)
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, SQRT1_2), lambda t: erf_as(b, t))


@spelling("gelu_erf", "half_x_erfc_xla_expanded", low_native=False)
def _(b, x):
    # torch's 0.5 * x * erfc(-x / sqrt 2) in torch_xla's HLO: erfc fully expanded
    return b.bin("mul", b.bin("mul", x, 0.5), erfc_xla(b, b.bin("div", b.un("neg", x), math.sqrt(2))))


@spelling("gelu_erf", "erf_custom_call", fmts=("stablehlo",))
def _(b, x):
    # torch_xla's StableHLO: erf as `stablehlo.custom_call @mhlo.erf`
    return _gelu_erf(b, x, b.bin("mul", x, SQRT1_2), lambda t: b.un("erf_cc", t))


@spelling("gelu_erf", "erf_custom_call_sqrt2_in_graph", fmts=("stablehlo",))
def _(b, x):
    e = b.un("erf_cc", b.bin("div", x, b.un("sqrt", b.const(2.0, x.shape, x.dt))))
    return b.bin("mul", x, b.bin("mul", b.bin("add", e, 1.0), 0.5))


@spelling("gelu_erf", "half_x_erfc_chebyshev", low_native=False)
def _(b, x):
    return b.bin("mul", b.bin("mul", x, 0.5), erfc_nr(b, b.bin("mul", b.un("neg", x), SQRT1_2)))


@near_miss("gelu_erf", "erf_custom_call_scale_0_8", fmts=("stablehlo",), forbid=("gelu_erf",))
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, 0.8), lambda t: b.un("erf_cc", t))


@near_miss("gelu_erf", "erfc_chebyshev_wrong_coefficient", forbid=("gelu_erf", "erf"), low_native=False)
def _(b, x):
    # the t^1 coefficient 1.5 for 1.00002368: erfc off by a factor up to e^(0.5 t)
    c = NR_ERFC_C[:1] + (1.5,) + NR_ERFC_C[2:]
    return b.bin("mul", b.bin("mul", x, 0.5), erfc_nr(b, b.bin("mul", b.un("neg", x), SQRT1_2), c))


@near_miss("gelu_erf", "erfc_xla_expanded_wrong_coefficient", forbid=("gelu_erf", "erf"), low_native=False)
def _(b, x):
    # the same with the near branch's linear coefficient -1.5 for -2/sqrt(pi) = -1.12837911:
    # erfc off by 0.37 |z| for |x| < sqrt 2
    h = XLA_ERFC_H[:-1] + (-1.5,)
    return b.bin("mul", b.bin("mul", x, 0.5), erfc_xla(b, b.bin("div", b.un("neg", x), math.sqrt(2)), h))


@near_miss("gelu_erf", "scale_0_8")
def _(b, x):
    return _gelu_erf(b, x, b.bin("mul", x, 0.8))


@near_miss("gelu_erf", "erf_xla_rational_one_copy_0_8", forbid=("gelu_erf", "erf"), low_native=False)
def _(b, x):
    # XLA's rational erf with x / sqrt 2 written per use, one of the copies (the odd
    # factor) with 0.8: the copies are not one operand
    c = b.clamp(-XLA_ERF_CLAMP, b.bin("mul", x, SQRT1_2), XLA_ERF_CLAMP)
    odd = b.clamp(-XLA_ERF_CLAMP, b.bin("mul", x, 0.8), XLA_ERF_CLAMP)
    x2 = b.bin("mul", c, c)
    e = b.bin("div", b.bin("mul", odd, _horner(b, x2, XLA_ERF_P)), _horner(b, x2, XLA_ERF_Q))
    return b.bin("mul", b.bin("mul", 0.5, x), b.bin("add", 1.0, e))


@near_miss("gelu_erf", "one_minus_erf")
def _(b, x):
    e = b.un("erf", b.bin("mul", x, SQRT1_2))
    return b.bin("mul", b.bin("mul", 0.5, x), b.bin("sub", 1.0, e))


@near_miss("gelu_erf", "no_half")
def _(b, x):
    return b.bin("mul", x, b.bin("add", 1.0, b.un("erf", b.bin("mul", x, SQRT1_2))))


# --- gelu_tanh ----------------------------------------------------------------------------

def _gelu_tanh(b, x, k=SQRT_2_PI, c=GELU_C, cube=None, tanh=None):
    inner = b.bin("mul", k, b.bin("add", x, b.bin("mul", c, (cube or _cube)(b, x))))
    t = (tanh or (lambda v: b.un("tanh", v)))(inner)
    return b.bin("mul", b.bin("mul", 0.5, x), b.bin("add", 1.0, t))


@spelling("gelu_tanh", "flax")
def _(b, x):
    return _gelu_tanh(b, x)


@spelling("gelu_tanh", "bf16_constant_0_04468")
def _(b, x):
    return _gelu_tanh(b, x, c=0.04468)


@spelling("gelu_tanh", "sqrt_2_over_pi_in_graph")
def _(b, x):
    return _gelu_tanh(b, x, k=b.un("sqrt", b.const(2 / math.pi, x.shape, x.dt)))


@spelling("gelu_tanh", "cube_as_pow")
def _(b, x):
    return _gelu_tanh(b, x, cube=lambda b, t: b.bin("pow", t, 3.0))


@spelling("gelu_tanh", "tanh_as_two_sigmoid_minus_one")
def _(b, x):
    return _gelu_tanh(b, x, tanh=lambda v: b.bin("sub", b.bin("mul", 2.0, b.un("logistic", b.bin("mul", 2.0, v))), 1.0))


@spelling("gelu_tanh", "x_sigmoid_form")
def _(b, x):
    inner = b.bin("add", x, b.bin("mul", GELU_C, _cube(b, x)))
    return b.bin("mul", x, b.un("logistic", b.bin("mul", 2 * SQRT_2_PI, inner)))


@spelling("gelu_tanh", "expanded_inner")
def _(b, x):
    inner = b.bin("add", b.bin("mul", SQRT_2_PI, x), b.bin("mul", SQRT_2_PI * GELU_C, _cube(b, x)))
    h = b.bin("mul", 0.5, x)
    return b.bin("add", h, b.bin("mul", h, b.un("tanh", inner)))


@spelling("gelu_tanh", "x_squared_factored")
def _(b, x):
    # sqrt(2/pi) * x * (1 + 0.044715 x^2)
    inner = b.bin("mul", b.bin("mul", x, SQRT_2_PI), b.bin("add", 1.0, b.bin("mul", GELU_C, b.bin("mul", x, x))))
    return b.bin("mul", x, b.bin("mul", 0.5, b.bin("add", b.un("tanh", inner), 1.0)))


@near_miss("gelu_tanh", "cubic_0_1")
def _(b, x):
    return _gelu_tanh(b, x, c=0.1)


@near_miss("gelu_tanh", "scale_0_5")
def _(b, x):
    return _gelu_tanh(b, x, k=0.5)


# --- quick_gelu ---------------------------------------------------------------------------

@spelling("quick_gelu", "x_logistic_1_702x")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.bin("mul", 1.702, x)))


@spelling("quick_gelu", "bf16_constant_1_703")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.bin("mul", x, 1.703125)))


@spelling("quick_gelu", "x_over_one_plus_exp")
def _(b, x):
    return b.bin("div", x, b.bin("add", 1.0, b.un("exp", b.bin("mul", -1.702, x))))


@spelling("quick_gelu", "x_half_tanh")
def _(b, x):
    return b.bin("mul", x, b.bin("add", 0.5, b.bin("mul", 0.5, b.un("tanh", b.bin("mul", x, 0.851)))))


@spelling("quick_gelu", "x_exp_over_one_plus_exp", ranges=(-5, 5))
def _(b, x):
    e = b.un("exp", b.bin("mul", x, 1.702))
    return b.bin("div", b.bin("mul", x, e), b.bin("add", e, 1.0))


@near_miss("quick_gelu", "scale_1_0", forbid=("quick_gelu",))
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.bin("mul", 1.0, x)))


@near_miss("quick_gelu", "scale_1_5")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.bin("mul", 1.5, x)))


@near_miss("quick_gelu", "negated_scale")
def _(b, x):
    return b.bin("mul", x, b.un("logistic", b.bin("mul", -1.702, x)))


# --- softplus -----------------------------------------------------------------------------

@spelling("softplus", "log_one_plus_exp", ranges=(-8, 8))
def _(b, x):
    return b.un("log", b.bin("add", 1.0, b.un("exp", x)))


@spelling("softplus", "log1p_exp", ranges=(-8, 8))
def _(b, x):
    return _softplus(b, x)


@spelling("softplus", "minus_log_sigmoid_neg")
def _(b, x):
    return b.un("neg", b.un("log", b.un("logistic", b.un("neg", x))))


@spelling("softplus", "stable_max_log1p")
def _(b, x):
    return b.bin("add", b.bin("max", x, 0.0), b.un("log1p", b.un("exp", b.un("neg", b.un("abs", x)))))


@spelling("softplus", "torch_threshold_select")
def _(b, x):
    return b.select(b.compare(x, 20.0, "GT"), x, _softplus(b, b.bin("min", x, 20.0)))


@spelling("softplus", "x_plus_log1p_exp_neg", ranges=(-8, 8))
def _(b, x):
    return b.bin("add", x, b.un("log1p", b.un("exp", b.un("neg", x))))


@spelling("softplus", "torch_beta_threshold")
def _(b, x):
    # F.softplus(x, beta=1, threshold=20) as written: x*beta > threshold, log1p(exp(x*beta))/beta
    xb = b.bin("mul", x, 1.0)
    return b.select(b.compare(xb, 20.0, "GT"), x, b.bin("div", _softplus(b, xb), 1.0))


@spelling("softplus", "x_minus_log_sigmoid", ranges=(-8, 8))
def _(b, x):
    # x + softplus(-x), softplus(-x) as -log(sigmoid(x))
    return b.bin("sub", x, b.un("log", b.un("logistic", x)))


@near_miss("softplus", "torch_threshold_half_exp")
def _(b, x):
    # the thresholded form with e^x halved below the threshold: softplus(x - log 2), of no value
    return b.select(b.compare(x, 20.0, "GT"), x, b.un("log1p", b.bin("mul", 0.5, b.un("exp", b.bin("min", x, 20.0)))))


@near_miss("softplus", "log_two_plus_exp", ranges=(-8, 8))
def _(b, x):
    return b.un("log", b.bin("add", 2.0, b.un("exp", x)))


@near_miss("softplus", "log_one_plus_exp_plus_exp2x", ranges=(-4, 4))
def _(b, x):
    e = b.un("exp", x)
    return b.un("log", b.bin("add", b.bin("add", 1.0, e), b.bin("mul", e, e)))


# --- mish ---------------------------------------------------------------------------------

@spelling("mish", "x_tanh_softplus", ranges=(-8, 8))
def _(b, x):
    return b.bin("mul", x, b.un("tanh", _softplus(b, x)))


@spelling("mish", "x_tanh_log_one_plus_exp", ranges=(-8, 8))
def _(b, x):
    return b.bin("mul", x, b.un("tanh", b.un("log", b.bin("add", b.un("exp", x), 1.0))))


@spelling("mish", "rational_in_exp", ranges=(-4, 4))
def _(b, x):
    # tanh(log(1+e)) = ((1+e)^2 - 1)/((1+e)^2 + 1)
    e = b.un("exp", x)
    s = b.bin("add", e, 1.0)
    s2 = b.bin("mul", s, s)
    return b.bin("mul", x, b.bin("div", b.bin("sub", s2, 1.0), b.bin("add", s2, 1.0)))


@spelling("mish", "rational_expanded", ranges=(-4, 4))
def _(b, x):
    # (e^2 + 2e)/(e^2 + 2e + 2)
    e = b.un("exp", x)
    n = b.bin("add", b.bin("mul", e, e), b.bin("mul", 2.0, e))
    return b.bin("div", b.bin("mul", x, n), b.bin("add", n, 2.0))


@spelling("mish", "torch_threshold_softplus")
def _(b, x):
    sp = b.select(b.compare(x, 20.0, "GT"), x, _softplus(b, b.bin("min", x, 20.0)))
    return b.bin("mul", x, b.un("tanh", sp))


@spelling("mish", "rational_exp2x_separate", ranges=(-4, 4))
def _(b, x):
    # (e^2x + 2e^x)/(e^2x + 2e^x + 2) with e^2x its own exp
    n = b.bin("add", b.un("exp", b.bin("mul", 2.0, x)), b.bin("mul", 2.0, b.un("exp", x)))
    return b.bin("mul", x, b.bin("div", n, b.bin("add", n, 2.0)))


@near_miss("mish", "rational_plus_one", ranges=(-4, 4))
def _(b, x):
    e = b.un("exp", x)
    n = b.bin("add", b.bin("mul", e, e), b.bin("mul", 2.0, e))
    return b.bin("div", b.bin("mul", x, n), b.bin("add", n, 1.0))


@near_miss("mish", "x_logistic_softplus", ranges=(-8, 8))
def _(b, x):
    return b.bin("mul", x, b.un("logistic", _softplus(b, x)))


@near_miss("mish", "x_tanh_softplus_2x", ranges=(-4, 4))
def _(b, x):
    return b.bin("mul", x, b.un("tanh", _softplus(b, b.bin("mul", 2.0, x))))


# --- hardswish / hardsigmoid ----------------------------------------------------------------

@spelling("hardswish", "x_relu6_over_6")
def _(b, x):
    return b.bin("div", b.bin("mul", x, _relu6(b, b.bin("add", x, 3.0))), 6.0)


@spelling("hardswish", "x_clamp_times_sixth")
def _(b, x):
    return b.bin("mul", b.bin("mul", x, b.clamp(0.0, b.bin("add", x, 3.0), 6.0)), 1 / 6)


@spelling("hardswish", "x_hardsigmoid_clamp01")
def _(b, x):
    return b.bin("mul", x, b.clamp(0.0, b.bin("add", b.bin("div", x, 6.0), 0.5), 1.0))


@spelling("hardswish", "min_max_swapped")
def _(b, x):
    r = b.bin("max", b.bin("min", b.bin("add", x, 3.0), 6.0), 0.0)
    return b.bin("mul", x, b.bin("div", r, 6.0))


@spelling("hardswish", "sixth_low_precision")
def _(b, x):
    return b.bin("mul", x, b.bin("mul", _relu6(b, b.bin("add", 3.0, x)), 0.166667))


@spelling("hardswish", "piecewise_selects")
def _(b, x):
    # torch's decomposition: where(x <= -3, 0, where(x < 3, x*(x+3)/6, x))
    mid = b.bin("div", b.bin("mul", x, b.bin("add", x, 3.0)), 6.0)
    return b.select(b.compare(x, -3.0, "LE"), 0.0, b.select(b.compare(x, 3.0, "LT"), mid, x))


@near_miss("hardswish", "piecewise_wrong_threshold", forbid=("hardswish",))
def _(b, x):
    mid = b.bin("div", b.bin("mul", x, b.bin("add", x, 3.0)), 6.0)
    return b.select(b.compare(x, -3.0, "LE"), 0.0, b.select(b.compare(x, 2.0, "LT"), mid, x))


@near_miss("hardswish", "divide_by_5")
def _(b, x):
    return b.bin("div", b.bin("mul", x, _relu6(b, b.bin("add", x, 3.0))), 5.0)


@near_miss("hardswish", "shift_2")
def _(b, x):
    return b.bin("div", b.bin("mul", x, _relu6(b, b.bin("add", x, 2.0))), 6.0)


@spelling("hardsigmoid", "relu6_over_6")
def _(b, x):
    return b.bin("div", _relu6(b, b.bin("add", x, 3.0)), 6.0)


@spelling("hardsigmoid", "clamp_over_6")
def _(b, x):
    return b.bin("div", b.clamp(0.0, b.bin("add", x, 3.0), 6.0), 6.0)


@spelling("hardsigmoid", "clamp01_affine")
def _(b, x):
    return b.clamp(0.0, b.bin("add", b.bin("mul", x, 1 / 6), 0.5), 1.0)


@spelling("hardsigmoid", "max_min_affine")
def _(b, x):
    return b.bin("max", 0.0, b.bin("min", 1.0, b.bin("add", b.bin("div", x, 6.0), 0.5)))


@spelling("hardsigmoid", "relu6_times_sixth")
def _(b, x):
    return b.bin("mul", _relu6(b, b.bin("add", x, 3.0)), 1 / 6)


@spelling("hardsigmoid", "piecewise_selects")
def _(b, x):
    mid = b.bin("add", b.bin("div", x, 6.0), 0.5)
    return b.select(b.compare(x, -3.0, "LE"), 0.0, b.select(b.compare(x, 3.0, "GE"), 1.0, mid))


@near_miss("hardsigmoid", "relu6_over_5")
def _(b, x):
    return b.bin("div", _relu6(b, b.bin("add", x, 3.0)), 5.0)


@near_miss("hardsigmoid", "clamp_minus1_1")
def _(b, x):
    return b.clamp(-1.0, b.bin("add", b.bin("div", x, 6.0), 0.5), 1.0)


# --- erf ----------------------------------------------------------------------------------

@spelling("erf", "xla_rational", low_native=False)
def _(b, x):
    return erf_xla(b, x)


@spelling("erf", "eigen_rational", low_native=False)
def _(b, x):
    return erf_eigen(b, x)


@spelling("erf", "eigen_rational_unclamped_result", low_native=False)
def _(b, x):
    return erf_eigen(b, x, clamp_result=False)


@spelling("erf", "as_exp_tail_select", low_native=False)
def _(b, x):
    return erf_as(b, x)


@spelling("erf", "one_minus_erfc", fmts=("stablehlo",))
def _(b, x):
    return b.bin("sub", 1.0, b.un("erfc", x))


@spelling("erf", "one_minus_erfc_xla_expanded", low_native=False)
def _(b, x):
    return b.bin("sub", 1.0, erfc_xla(b, x))


@spelling("erf", "one_minus_erfc_chebyshev", low_native=False)
def _(b, x):
    return b.bin("sub", 1.0, erfc_nr(b, x))


@near_miss("erf", "two_minus_erfc_chebyshev", low_native=False)
def _(b, x):
    return b.bin("sub", 2.0, erfc_nr(b, x))


@near_miss("erf", "rational_wrong_clamp", low_native=False)
def _(b, x):
    c = b.clamp(-1.0, x, 1.0)
    x2 = b.bin("mul", c, c)
    return b.bin("div", b.bin("mul", c, _horner(b, x2, ERF_ALPHA)), _horner(b, x2, ERF_BETA))


@near_miss("erf", "one_minus_exp_tail_only", low_native=False)
def _(b, x):
    e = b.bin("sub", 1.0, b.un("exp", b.un("neg", b.bin("mul", x, x))))
    return b.select(b.compare(x, 0.0, "LT"), b.un("neg", e), e)


# --- tanh ---------------------------------------------------------------------------------

@spelling("tanh", "exp2x_ratio", ranges=(-4, 4))
def _(b, x):
    e = b.un("exp", b.bin("mul", 2.0, x))
    return b.bin("div", b.bin("sub", e, 1.0), b.bin("add", e, 1.0))


@spelling("tanh", "two_sigmoid_2x_minus_one")
def _(b, x):
    return b.bin("sub", b.bin("mul", 2.0, b.un("logistic", b.bin("mul", x, 2.0))), 1.0)


@spelling("tanh", "exp_difference_ratio", ranges=(-6, 6))
def _(b, x):
    p, n = b.un("exp", x), b.un("exp", b.un("neg", x))
    return b.bin("div", b.bin("sub", p, n), b.bin("add", p, n))


@spelling("tanh", "expm1_ratio", ranges=(-4, 4))
def _(b, x):
    e = b.un("expm1", b.bin("mul", 2.0, x))
    return b.bin("div", e, b.bin("add", e, 2.0))


@spelling("tanh", "one_minus_two_over_exp_plus_one", ranges=(-6, 6))
def _(b, x):
    return b.bin("sub", 1.0, b.bin("div", 2.0, b.bin("add", b.un("exp", b.bin("add", x, x)), 1.0)))


@spelling("tanh", "two_over_one_plus_exp_minus_one", ranges=(-6, 6))
def _(b, x):
    return b.bin("sub", b.bin("div", 2.0, b.bin("add", 1.0, b.un("exp", b.bin("mul", -2.0, x)))), 1.0)


@near_miss("tanh", "exp2x_ratio_plus_two", ranges=(-4, 4))
def _(b, x):
    e = b.un("exp", b.bin("mul", 2.0, x))
    return b.bin("div", b.bin("sub", e, 1.0), b.bin("add", e, 2.0))


@near_miss("tanh", "exp_difference_over_three_terms", ranges=(-6, 6))
def _(b, x):
    p, n = b.un("exp", x), b.un("exp", b.un("neg", x))
    return b.bin("div", b.bin("sub", p, n), b.bin("add", b.bin("add", p, n), 1.0))


# --- softmax ------------------------------------------------------------------------------

def _shifted_exp(b, x, r):
    return b.un("exp", b.bin("sub", x, r.full(r.max(x))))


@spelling("softmax", "max_shift_divide")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "no_shift_divide")
def _(b, x, r):
    e = b.un("exp", x)
    return b.bin("div", e, r.full(r.sum(e)))


@spelling("softmax", "times_reciprocal")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("mul", e, r.full(b.bin("div", 1.0, r.sum(e))))


@spelling("softmax", "reciprocal_on_full_shape")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    s = r.sum(e)
    return b.bin("mul", b.bin("div", 1.0, r.full(s)), e)


@spelling("softmax", "exp_of_log_softmax")
def _(b, x, r):
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.un("exp", b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", s))))))


@spelling("softmax", "pow_minus_one_sum")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("mul", e, r.full(b.bin("pow", r.sum(e), -1.0)))


@spelling("softmax", "exp_x_minus_logsumexp")
def _(b, x, r):
    m = r.max(x)
    lse = b.bin("add", m, b.un("log", r.sum(b.un("exp", b.bin("sub", x, r.full(m))))))
    return b.un("exp", b.bin("sub", x, r.full(lse)))


# rows of 4: the added 1 is off from softmax by about 1/(1 + sum e^x), which on wide rows
# (a sum of thousands) lies within the XLA check's margin of the reference
@near_miss("softmax", "exp_x_minus_log_one_plus_sum", forbid=("softmax", "log_softmax"), shape=(8, 4), axes=(1,))
def _(b, x, r):
    return b.un("exp", b.bin("sub", x, r.full(b.un("log", b.bin("add", r.sum(b.un("exp", x)), 1.0)))))


def _wrong_back(b, v, r):
    """A value reduced over the last axis broadcast back along the axis before it (the
    two have one length: square=True), so row i is divided by row j's sum."""
    return b.back(v, (len(r.shape) - 2,), r.shape)


@near_miss("softmax", "sum_broadcast_along_wrong_axis", forbid=("softmax", "log_softmax"), square=True)
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, _wrong_back(b, b.reduce(e, "add", r.axes), r))


@near_miss("softmax", "two_block_sum_broadcast_along_wrong_axes", forbid=("softmax", "log_softmax"),
           shape=(4, 4, 4, 4), axes=(0, 2))
def _(b, x, r):
    # the row sums over {0, 2} broadcast back as if they were over {2, 3}
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, b.back(b.reduce(e, "add", r.axes), (2, 3), r.shape))


@near_miss("softmax", "max_over_one_block_sum_over_two", forbid=("softmax", "log_softmax"),
           shape=(2, 4, 3, 8), axes=(1, 3))
def _(b, x, r):
    # shifted by the maximum over axis 1 only, summed over {1, 3}: each row's e divided by the
    # sum of values shifted differently
    m = b.back(b.reduce(x, "max", (1,)), (1,), r.shape)
    e = b.un("exp", b.bin("sub", x, m))
    return b.bin("div", e, r.full(r.sum(e)))


@near_miss("softmax", "sum_plus_one", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, r.full(b.bin("add", r.sum(e), 1.0)))


@near_miss("softmax", "shift_only_numerator", forbid=("softmax", "log_softmax"))
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.bin("div", e, r.full(r.sum(b.un("exp", x))))


def dot_shape(shape):
    """The shape of v in the then_dot spellings: [cols, 8], or [batch, cols, 8]."""
    return list(shape[:-2]) + [shape[-1], 8]


@spelling("softmax", "deferred_normalization_dot", then_dot=True)
def _(b, x, r):
    # softmax(x) @ v with the division by the row sum after the dot (flash-attention style)
    v = b.param(dot_shape(x.shape))
    e = _shifted_exp(b, x, r)
    n = b.dot(e, v)
    return b.bin("div", n, b.back(b.reduce(e, "add", r.axes), r.axes, n.shape))


@spelling("softmax", "deferred_times_reciprocal_dot", then_dot=True)
def _(b, x, r):
    v = b.param(dot_shape(x.shape))
    e = _shifted_exp(b, x, r)
    n = b.dot(e, v)
    return b.bin("mul", b.back(b.bin("div", 1.0, b.reduce(e, "add", r.axes)), r.axes, n.shape), n)


@near_miss("softmax", "deferred_sum_over_wrong_axis", forbid=("softmax", "log_softmax"), then_dot=True,
           square=True)
def _(b, x, r):
    # the deferred form with row i divided by column i's sum of e (one length: square)
    v = b.param(dot_shape(x.shape))
    e = _shifted_exp(b, x, r)
    n = b.dot(e, v)
    last = len(x.shape) - 1
    return b.bin("div", n, b.back(b.reduce(e, "add", (last - 1,)), (last,), n.shape))


@near_miss("softmax", "deferred_sum_of_unshifted_exp", forbid=("softmax", "log_softmax"), then_dot=True)
def _(b, x, r):
    # the numerator shifted by the row max, the deferred divisor not
    v = b.param(dot_shape(x.shape))
    e = _shifted_exp(b, x, r)
    n = b.dot(e, v)
    return b.bin("div", n, b.back(b.reduce(b.un("exp", x), "add", r.axes), r.axes, n.shape))


@near_miss("softmax", "deferred_sum_plus_one", forbid=("softmax", "log_softmax"), then_dot=True)
def _(b, x, r):
    v = b.param(dot_shape(x.shape))
    e = _shifted_exp(b, x, r)
    n = b.dot(e, v)
    return b.bin("div", n, b.back(b.bin("add", b.reduce(e, "add", r.axes), 1.0), r.axes, n.shape))


def sink_shape(shape):
    """The shape of the attention-sink column of the sink spellings."""
    return list(shape[:-1]) + [1]


@spelling("softmax", "attention_sink_concat_slice", sink=True)
def _(b, x, r):
    # a per-row sink logit concatenated as a last column, the softmax over both, the
    # column sliced off (GPT-OSS); the fused op's `tail` operand
    last = len(x.shape) - 1
    xc = b.concat(x, b.param(sink_shape(x.shape)), last)
    rc = Rows(b, r.axes, xc.shape, late=r.late, mean=r.how)
    e = _shifted_exp(b, xc, rc)
    return b.slice(b.bin("div", e, rc.full(rc.sum(e))), x.shape)


# --- log_softmax --------------------------------------------------------------------------

@spelling("log_softmax", "shift_minus_log_sum")
def _(b, x, r):
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", s)))))


@spelling("log_softmax", "x_minus_max_minus_log_sum")
def _(b, x, r):
    m = r.full(r.max(x))
    l = r.full(b.un("log", r.sum(b.un("exp", b.bin("sub", x, m)))))
    return b.bin("sub", b.bin("sub", x, m), l)


@spelling("log_softmax", "x_minus_logsumexp")
def _(b, x, r):
    m = r.max(x)
    lse = b.bin("add", m, b.un("log", r.sum(b.un("exp", b.bin("sub", x, r.full(m))))))
    return b.bin("sub", x, r.full(lse))


@spelling("log_softmax", "no_shift")
def _(b, x, r):
    return b.bin("sub", x, r.full(b.un("log", r.sum(b.un("exp", x)))))


@spelling("log_softmax", "log_of_softmax")
def _(b, x, r):
    e = _shifted_exp(b, x, r)
    return b.un("log", b.bin("div", e, r.full(r.sum(e))))


@spelling("log_softmax", "log_of_unshifted_softmax", ranges=(-8, 8))
def _(b, x, r):
    e = b.un("exp", x)
    return b.un("log", b.bin("div", e, r.full(r.sum(e))))


@near_miss("log_softmax", "lse_unshifted_with_shift", forbid=("log_softmax",))
def _(b, x, r):
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.bin("sub", s, r.full(b.un("log", r.sum(b.un("exp", x)))))


@near_miss("log_softmax", "log_sum_broadcast_along_wrong_axis", forbid=("log_softmax", "softmax"),
           square=True)
def _(b, x, r):
    s = b.bin("sub", x, r.full(r.max(x)))
    return b.bin("sub", s, _wrong_back(b, b.un("log", b.reduce(b.un("exp", s), "add", r.axes)), r))


# --- layer_norm ---------------------------------------------------------------------------

def _ln(b, x, r, eps, var="two_pass", inv="rsqrt"):
    mu = r.mean(x)
    d = b.bin("sub", x, r.full(mu))
    if var == "two_pass":
        v = r.mean(b.bin("mul", d, d))
    elif var == "two_pass_pow":
        v = r.mean(b.bin("pow", d, 2.0))
    else:  # E[x^2] - E[x]^2, clamped with max(., 0) when var == "fast_clamped"
        v = b.bin("sub", r.mean(b.bin("mul", x, x)), b.bin("mul", mu, mu))
        if var == "fast_clamped":
            v = b.bin("max", v, 0.0)
    ve = b.bin("add", v, eps)
    if inv == "rsqrt":
        return b.bin("mul", d, r.full(b.un("rsqrt", ve)))
    if inv == "div_sqrt":
        return b.bin("div", d, r.full(b.un("sqrt", ve)))
    if inv == "recip_sqrt":
        return b.bin("mul", d, r.full(b.bin("div", 1.0, b.un("sqrt", ve))))
    return b.bin("mul", d, r.full(b.bin("pow", ve, -0.5)))


@spelling("layer_norm", "two_pass_rsqrt")
def _(b, x, r, eps):
    return _ln(b, x, r, eps)


@spelling("layer_norm", "two_pass_div_sqrt")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, inv="div_sqrt")


@spelling("layer_norm", "two_pass_pow_minus_half")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, inv="pow")


@spelling("layer_norm", "two_pass_recip_sqrt")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, inv="recip_sqrt")


@spelling("layer_norm", "square_as_pow")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, var="two_pass_pow")


@spelling("layer_norm", "fast_variance")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, var="fast")


@spelling("layer_norm", "fast_variance_clamped")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, var="fast_clamped")


@spelling("layer_norm", "fast_variance_div_sqrt")
def _(b, x, r, eps):
    return _ln(b, x, r, eps, var="fast_clamped", inv="div_sqrt")


@spelling("layer_norm", "keras_folded", affine=True)
def _(b, x, r, eps, scale, bias):
    # y = x*inv + (bias - mu*inv), inv = scale*rsqrt(var + eps)
    mu = r.mean(x)
    d = b.bin("sub", x, r.full(mu))
    inv = b.bin("mul", r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))), scale)
    return b.bin("add", b.bin("mul", x, inv), b.bin("sub", bias, b.bin("mul", r.full(mu), inv)))


@spelling("layer_norm", "variance_in_called_function")
def _(b, x, r, eps):
    # JAX's jnp.var as a private function (@_var) the norm calls
    def var(t):
        d = b.bin("sub", t, r.full(r.mean(t)))
        return r.mean(b.bin("mul", d, d))
    v = b.call("var_fn", var, x)
    d = b.bin("sub", x, r.full(r.mean(x)))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("rms_norm", "mean_square_in_called_function")
def _(b, x, r, eps):
    ms = b.call("mean_square_fn", lambda t: r.mean(b.bin("mul", t, t)), x)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@spelling("layer_norm", "one_pass_sums")
def _(b, x, r, eps):
    # var = (sum x^2 - (sum x)^2 / N) / N from two sums taken in one pass
    s, ss = r.sum(x), r.sum(b.bin("mul", x, x))
    v = b.bin("div", b.bin("sub", ss, b.bin("div", b.bin("mul", s, s), float(r.n))), float(r.n))
    d = b.bin("sub", x, r.full(b.bin("div", s, float(r.n))))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@spelling("layer_norm", "fast_variance_clamped_in_called_function")
def _(b, x, r, eps):
    # max(E[x^2] - E[x]^2, 0) in a private function the norm calls
    def var(t):
        mu = r.mean(t)
        return b.bin("max", b.bin("sub", r.mean(b.bin("mul", t, t)), b.bin("mul", mu, mu)), 0.0)
    v = b.call("var_fn", var, x)
    d = b.bin("sub", x, r.full(r.mean(x)))
    return b.bin("div", d, r.full(b.un("sqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "one_pass_sums_unbiased", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    s, ss = r.sum(x), r.sum(b.bin("mul", x, x))
    v = b.bin("div", b.bin("sub", ss, b.bin("div", b.bin("mul", s, s), float(r.n))), float(r.n - 1))
    d = b.bin("sub", x, r.full(b.bin("div", s, float(r.n))))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "no_mean_subtraction", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    d = b.bin("sub", x, r.full(r.mean(x)))
    v = r.mean(b.bin("mul", d, d))
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "mean_square_of_centered", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    d = b.bin("sub", x, r.full(r.mean(x)))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", r.mean(b.bin("mul", x, x)), eps))))


@near_miss("layer_norm", "mean_over_one_axis_variance_over_another", forbid=("layer_norm",),
           shape=(2, 4, 3, 8), axes=(1, 3))
def _(b, x, r, eps):
    # centred over {1, 3}, the variance taken over {1, 2}: no layer norm of x, but an RMS norm
    # over {1, 2} of the centred value d, which is raised as that
    d = b.bin("sub", x, r.full(r.mean(x)))
    r2 = Rows(b, (1, 2), r.shape, late=r.late, mean=r.how)
    return b.bin("mul", d, r2.full(b.un("rsqrt", b.bin("add", r2.mean(b.bin("mul", d, d)), eps))))


@near_miss("layer_norm", "unbiased_variance", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    # torch.var's default: the sum of squares over N - 1
    d = b.bin("sub", x, r.full(r.mean(x)))
    v = b.bin("div", r.sum(b.bin("mul", d, d)), float(r.n - 1))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", v, eps))))


@near_miss("layer_norm", "mean_square_in_called_function", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    # the helper returns E[x^2], not the variance
    ms = b.call("mean_square_fn", lambda t: r.mean(b.bin("mul", t, t)), x)
    d = b.bin("sub", x, r.full(r.mean(x)))
    return b.bin("mul", d, r.full(b.un("rsqrt", b.bin("add", ms, eps))))


@near_miss("layer_norm", "sqrt_not_rsqrt", forbid=("layer_norm", "rms_norm"))
def _(b, x, r, eps):
    d = b.bin("sub", x, r.full(r.mean(x)))
    return b.bin("mul", d, r.full(b.un("sqrt", b.bin("add", r.mean(b.bin("mul", d, d)), eps))))


# --- rms_norm -----------------------------------------------------------------------------

def _rms(b, x, r, eps, inv="rsqrt", sq="mul"):
    ms = r.mean(b.bin("mul", x, x) if sq == "mul" else b.bin("pow", x, 2.0))
    ve = b.bin("add", ms, eps)
    if inv == "rsqrt":
        return b.bin("mul", x, r.full(b.un("rsqrt", ve)))
    if inv == "div_sqrt":
        return b.bin("div", x, r.full(b.un("sqrt", ve)))
    if inv == "recip_sqrt":
        return b.bin("mul", r.full(b.bin("div", 1.0, b.un("sqrt", ve))), x)
    return b.bin("mul", x, r.full(b.bin("pow", ve, -0.5)))


@spelling("rms_norm", "rsqrt")
def _(b, x, r, eps):
    return _rms(b, x, r, eps)


@spelling("rms_norm", "div_sqrt")
def _(b, x, r, eps):
    return _rms(b, x, r, eps, inv="div_sqrt")


@spelling("rms_norm", "pow_minus_half")
def _(b, x, r, eps):
    return _rms(b, x, r, eps, inv="pow")


@spelling("rms_norm", "recip_sqrt")
def _(b, x, r, eps):
    return _rms(b, x, r, eps, inv="recip_sqrt")


@spelling("rms_norm", "square_as_pow")
def _(b, x, r, eps):
    return _rms(b, x, r, eps, sq="pow")


@spelling("rms_norm", "gemma_one_plus_scale", affine="scale_plus_one")
def _(b, x, r, eps, scale, bias):
    del bias
    return b.bin("mul", _rms(b, x, r, eps), b.bin("add", 1.0, scale))


@spelling("rms_norm", "sqrt_n_folded")
def _(b, x, r, eps):
    # rsqrt(sum/N + eps) = sqrt(N) * rsqrt(sum + N*eps)
    inv = b.un("rsqrt", b.bin("add", r.sum(b.bin("mul", x, x)), r.n * eps))
    return b.bin("mul", b.bin("mul", x, r.full(inv)), math.sqrt(r.n))


@spelling("rms_norm", "divide_by_root_mean_square")
def _(b, x, r, eps):
    # x / sqrt(mean(x^2) + eps) with the root taken on the full shape
    return b.bin("div", x, b.un("sqrt", r.full(b.bin("add", r.mean(b.bin("mul", x, x)), eps))))


@near_miss("rms_norm", "sqrt_n_minus_one_folded", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    inv = b.un("rsqrt", b.bin("add", r.sum(b.bin("mul", x, x)), r.n * eps))
    return b.bin("mul", b.bin("mul", x, r.full(inv)), math.sqrt(r.n - 1))


@spelling("rms_norm", "pow_minus_half_rank3_splat", shape=(2, 4, 16), consts="splat")
def _(b, x, r, eps):
    # Gemma's export: the mean square broadcast first, eps added and pow(., -0.5) taken on the
    # full rank-3 shape with splat constants
    ms = r.full(r.mean(b.bin("mul", x, x)))
    return b.bin("mul", x, b.bin("pow", b.bin("add", ms, eps), -0.5))


@near_miss("rms_norm", "pow_minus_one_rank3_splat", forbid=("rms_norm", "layer_norm"), shape=(2, 4, 16),
           consts="splat")
def _(b, x, r, eps):
    ms = r.full(r.mean(b.bin("mul", x, x)))
    return b.bin("mul", x, b.bin("pow", b.bin("add", ms, eps), -1.0))


@near_miss("rms_norm", "two_block_rsqrt_broadcast_along_wrong_axes", forbid=("rms_norm", "layer_norm"),
           shape=(4, 4, 4, 4), axes=(1, 3))
def _(b, x, r, eps):
    # the mean square over {1, 3} broadcast back as if it were over {0, 1}
    ms = b.bin("mul", b.reduce(b.bin("mul", x, x), "add", r.axes), 1 / r.n)
    return b.bin("mul", x, b.back(b.un("rsqrt", b.bin("add", ms, eps)), (0, 1), r.shape))


@near_miss("rms_norm", "sum_not_mean", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", r.sum(b.bin("mul", x, x)), eps))))


@near_miss("rms_norm", "sum_square_in_called_function", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    ss = b.call("sum_square_fn", lambda t: r.sum(b.bin("mul", t, t)), x)
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", ss, eps))))


@near_miss("rms_norm", "mean_abs", forbid=("rms_norm", "layer_norm"))
def _(b, x, r, eps):
    return b.bin("mul", x, r.full(b.un("rsqrt", b.bin("add", r.mean(b.un("abs", x)), eps))))
