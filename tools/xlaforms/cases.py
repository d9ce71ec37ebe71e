"""The catalogue: each case writes one module of the kind XLA's own rewriter and matcher
tests feed their passes, with this project's names and shapes (no test's text), and
says what it computes.

The classes follow what those tests exercise (read as facts about forms, for
provenance: xla/service/gpu/transforms/softmax_rewriter_triton_test.cc,
cudnn_norm_rewriter_test.cc, the ApproxGeluActivation tests of gemm_rewriter_test.cc,
xla/service/cpu/tests/onednn_softmax_test.cc and onednn_layer_norm_test.cc; the
attention modules follow the shape of cuDNN's fused attention patterns, bmm - scale -
bias - softmax - bmm, and the erf GELU oneDNN's matmul fusion form, both without a test
file read): the softmax diamond with bitcasts on its edges, keep-dims
reshape chains, an axis-0 row clamped by an array constant, f16/bf16 bodies, sums
accumulated in f32, a compiled module's fusions; layer norms whose variance is
E[x^2] - E[x]^2 over one or several axes, 1/N at six digits, a training tuple with the
mean and inverse std, Flax's one-reduce variance over [x, x^2] concatenated; GELU
(tanh and erf) and SiLU after a dot with a bias, with an aux output, after an f8 dot;
attention softmax between two batched dots, deferred division; and near misses of the
kind the tests reject (wrong broadcast axis, wrong reducer or init, wrong constant,
an extra op in the diamond).

A case is `case(name, op, forbid, fn)`: fn(m) writes module m's entry and returns
(root value, reference). The reference is an expression (see check_xla.py) that the
XLA check evaluates in float64: for a case with an op, the module's output must match
it; for a near miss, the output must differ from it (it is what the forbidden op would
compute at the same place).
"""
import math

CASES = []


def case(name, op, fn, forbid=(), shape=None):
    CASES.append({"name": name, "op": op, "fn": fn, "forbid": list(forbid)})


# --- building blocks (all in the entry computation `e` of module m) -----------------------

def kept(rank, axes):
    return [i for i in range(rank) if i not in axes]


def softmax_rows(e, x, axes, acc=None, log=False, near=None):
    """The softmax (log: log_softmax) of x over axes, spelled as XLA's tests write it.
    acc: sum in that type (converts around the reduce). near: a near miss of the kind the
    tests reject, made so that no value's softmax is computed (every exp(v) / sum exp(v)
    is v's softmax, whatever v is): 'sum_axis', the row sums broadcast along the rows;
    'sum_init', the sum starting from a parameter; 'sum_other', the sum over exp(|d|)."""
    shape, dt = e.shape(x), e.dtype(x)
    k = kept(len(shape), axes)
    ninf = e.const(-math.inf, dt, (), "neg_inf")
    mx = e.reduce(x, ninf, axes, "max", "row_max")
    d = e.bin("subtract", x, e.bcast(mx, shape, k, "max_b"), "shifted")
    ex = e.un("exponential", d, "exp")
    src = e.un("exponential", e.un("abs", d), "exp_abs") if near == "sum_other" else ex
    src = e.convert(src, acc, "exp_acc") if acc else src
    zero = e.param("init", acc or dt, []) if near == "sum_init" else e.const(0, acc or dt, (), "zero")
    s = e.reduce(src, zero, axes, "add", "row_sum")
    if acc:
        s = e.convert(s, dt, "row_sum_c")
    if log:
        ls = e.bcast(e.un("log", s, "log_sum"), shape, k, "log_sum_b")
        return e.bin("subtract", d, ls, "logp")
    sb = e.bcast(s, shape, axes if near == "sum_axis" else k, "sum_b")
    return e.bin("divide", ex, sb, "probs")


def ln_ex2(e, x, axes, eps, rn, scale=None, bias=None, outs=False, wrong_axes2=None):
    """Layer norm of x over axes with variance E[x^2] - E[x]^2 (the cuDNN norm tests'
    form): 1/N multiplied as the constant rn. scale/bias: values of the full shape."""
    shape = e.shape(x)
    k = kept(len(shape), axes)
    sq = e.bin("multiply", x, x, "x_sq")
    zero = e.const(0, "f32", (), "zero")
    sq_sum = e.reduce(sq, zero, wrong_axes2 or axes, "add", "sq_sum")
    rn_b = e.bcast(e.const(rn, "f32", (), "r_n"), e.shape(sq_sum), [], "r_n_b")
    sq_mean = e.bin("multiply", sq_sum, rn_b, "sq_mean")
    xs = e.reduce(x, zero, axes, "add", "x_sum")
    mean = e.bin("multiply", xs, rn_b, "mean")
    var = e.bin("subtract", sq_mean, e.bin("multiply", mean, mean, "mean_sq"), "var")
    ve = e.bin("add", var, e.splat(eps, var, "eps"), "var_eps")
    inv = e.un("rsqrt", ve, "inv_std")
    cen = e.bin("subtract", x, e.bcast(mean, shape, k, "mean_b"), "centered")
    y = e.bin("multiply", e.bcast(inv, shape, k, "inv_b"), cen, "normed")
    if scale is not None:
        y = e.bin("multiply", y, scale, "scaled")
    if bias is not None:
        y = e.bin("add", y, bias, "shifted")
    if outs:
        return y, mean, inv, e.bin("divide", inv, ve, "inv_cube")
    return y


def affine(e, shape, axes, dt="f32", bias=True):
    """Scale (and bias) parameters of the reduced axes' shape, broadcast to shape."""
    ps = [shape[a] for a in axes]
    s = e.bcast(e.param("gamma", dt, ps), shape, list(axes), "gamma_b")
    b = e.bcast(e.param("beta", dt, ps), shape, list(axes), "beta_b") if bias else None
    if dt != "f32":
        s = e.convert(s, "f32", "gamma_f")
        b = e.convert(b, "f32", "beta_f") if b else None
    return s, b


def gelu_tanh(e, x, c3=0.044715, cs=0.797884583, outer=None):
    """gemm_rewriter's approximate GELU after a dot: x * 0.5 * (1 + tanh(c (x + a x^3)));
    outer: another value in place of the first x (a near miss)."""
    cube = e.bin("multiply", x, e.bin("multiply", x, x, "sq"), "cube")
    inner = e.bin("add", x, e.bin("multiply", cube, e.splat(c3, x, "a3"), "a_cube"), "inner")
    t = e.un("tanh", e.bin("multiply", inner, e.splat(cs, x, "sqrt_2_pi"), "scaled"), "t")
    half = e.bin("multiply", e.bin("add", t, e.splat(1, x, "one"), "one_t"), e.splat(0.5, x, "half"), "half_t")
    return e.bin("multiply", x if outer is None else outer, half, "gelu")


def gelu_erf(e, x, c=0.707106769):
    """The erf GELU as oneDNN's matmul fusion tests write it."""
    er = e.un("erf", e.bin("multiply", x, e.splat(c, x, "rsqrt2"), "xs"), "erf")
    h = e.bin("multiply", e.bin("add", er, e.splat(1, x, "one"), "one_e"), e.splat(0.5, x, "half"), "half_e")
    return e.bin("multiply", x, h, "gelu")


def P(i):
    return ["p", i]


# --- softmax (softmax_rewriter_triton_test, onednn_softmax_test) --------------------------

def _sm_plain(dt, shape):
    def fn(m):
        e = m.entry
        x = e.param("logits", dt, shape)
        return softmax_rows(e, x, [len(shape) - 1]), ["softmax", P(0), [len(shape) - 1]]
    return fn


case("softmax_f32", "softmax", _sm_plain("f32", [33, 40]))
case("softmax_f16", "softmax", _sm_plain("f16", [12, 24]))
case("softmax_bf16", "softmax", _sm_plain("bf16", [10, 32]))


def _sm_bitcasts(m):
    """Bitcasts that merge and split the batch axes on every edge of the diamond."""
    e = m.entry
    x = e.param("x", "f32", [48, 20])
    x3 = e.reshape(x, [6, 8, 20], "x_split", "bitcast")
    mx = e.reduce(x3, e.const(-math.inf, "f32", (), "neg_inf"), [2], "max", "row_max")
    mb = e.bcast(e.reshape(mx, [48], "max_flat", "bitcast"), [48, 20], [0], "max_b")
    d = e.bin("subtract", x3, e.reshape(mb, [6, 8, 20], "max_b3", "bitcast"), "shifted")
    ex = e.un("exponential", e.reshape(d, [48, 20], "shifted_flat", "bitcast"), "exp")
    ex3 = e.reshape(ex, [8, 6, 20], "exp_split", "bitcast")
    s = e.reduce(ex3, e.const(0, "f32", (), "zero"), [2], "add", "row_sum")
    sb = e.bcast(e.reshape(s, [48], "sum_flat", "bitcast"), [48, 20], [0], "sum_b")
    q = e.bin("divide", ex3, e.reshape(sb, [8, 6, 20], "sum_b3", "bitcast"), "probs")
    return e.reshape(q, [48, 20], "probs_flat", "bitcast"), ["softmax", P(0), [1]]


case("softmax_bitcast_edges", "softmax", _sm_bitcasts)


def _sm_keepdims(dt):
    def fn(m):
        """oneDNN's form: each row value reshaped to keep-dims, an identity broadcast, back."""
        e = m.entry
        x = e.param("scores", dt, [2, 6, 40])

        def back(v, base):
            r = e.reshape(v, [2, 6, 1], base + "_kd")
            r = e.bcast(r, [2, 6, 1], [0, 1, 2], base + "_id")
            return e.bcast(e.reshape(r, [2, 6], base + "_sq"), [2, 6, 40], [0, 1], base + "_b")
        mx = e.reduce(x, e.const(-math.inf, dt, (), "neg_inf"), [2], "max", "row_max")
        d = e.bin("subtract", x, back(mx, "max"), "shifted")
        ex = e.un("exponential", d, "exp")
        s = e.reduce(ex, e.const(0, dt, (), "zero"), [2], "add", "row_sum")
        return e.bin("divide", ex, back(s, "sum"), "probs"), ["softmax", P(0), [2]]
    return fn


case("softmax_keepdims_chain", "softmax", _sm_keepdims("f32"))
case("softmax_keepdims_chain_bf16", "softmax", _sm_keepdims("bf16"))


def _sm_axis0(m):
    """A softmax over axis 0 whose row max is clamped below by an all -inf array constant."""
    e = m.entry
    x = e.param("x", "f32", [7, 2, 3])
    mx = e.reduce(x, e.const(-math.inf, "f32", (), "neg_inf"), [0], "max", "row_max")
    mx = e.bin("maximum", mx, e.const(-math.inf, "f32", (2, 3), "floor"), "clamped")
    d = e.bin("subtract", x, e.bcast(mx, [7, 2, 3], [1, 2], "max_b"), "shifted")
    ex = e.un("exponential", d, "exp")
    s = e.reduce(ex, e.const(0, "f32", (), "zero"), [0], "add", "row_sum")
    return e.bin("divide", ex, e.bcast(s, [7, 2, 3], [1, 2], "sum_b"), "probs"), ["softmax", P(0), [0]]


case("softmax_axis0_clamped", "softmax", _sm_axis0)


def _sm_out_bf16(m):
    e = m.entry
    x = e.param("x", "f32", [4, 8, 24])
    y = softmax_rows(e, x, [2])
    return e.convert(y, "bf16", "out"), ["round", ["softmax", P(0), [2]], "bf16"]


case("softmax_f32_to_bf16", "softmax", _sm_out_bf16)


def _sm_squeeze(m):
    """A leading 1 dropped by a bitcast; the row values broadcast back to rank 4."""
    e = m.entry
    x = e.param("x", "f32", [1, 3, 16, 16])
    x3 = e.reshape(x, [3, 16, 16], "x3", "bitcast")
    mx = e.reduce(x3, e.const(-math.inf, "f32", (), "neg_inf"), [2], "max", "row_max")
    d = e.bin("subtract", x, e.bcast(mx, [1, 3, 16, 16], [1, 2], "max_b"), "shifted")
    ex = e.un("exponential", d, "exp")
    s = e.reduce(ex, e.const(0, "f32", (), "zero"), [3], "add", "row_sum")
    return e.bin("divide", ex, e.bcast(s, [1, 3, 16, 16], [0, 1, 2], "sum_b"), "probs"), \
        ["softmax", P(0), [3]]


case("softmax_squeezed_typed", "softmax", _sm_squeeze)


def _sm_fusion(split):
    def fn(m):
        """A compiled module: the softmax in one loop fusion, or (split) as XLA:GPU leaves
        it: the max in one fusion, the exp and its sum in a second, the division in a third."""
        e = m.entry
        x = e.param("p0", "f32", [16, 48])
        if not split:
            f = m.sub("fused_softmax")
            fx = f.param("param_0", "f32", [16, 48])
            f.root = softmax_rows(f, fx, [1])
            return e.call(f, [x], "fusion", "kLoop"), ["softmax", P(0), [1]]
        f1 = m.sub("fused_max")
        a = f1.param("param_0", "f32", [16, 48])
        f1.root = f1.reduce(a, f1.const(-math.inf, "f32", (), "neg_inf"), [1], "max", "row_max")
        mx = e.call(f1, [x], "max_fusion", "kInput")
        f2 = m.sub("fused_sum")
        a, b = f2.param("param_0", "f32", [16, 48]), f2.param("param_1", "f32", [16])
        ex = f2.un("exponential", f2.bin("subtract", a, f2.bcast(b, [16, 48], [0], "max_b"), "shifted"), "exp")
        f2.root = f2.reduce(ex, f2.const(0, "f32", (), "zero"), [1], "add", "row_sum")
        s = e.call(f2, [x, mx], "sum_fusion", "kInput")
        f3 = m.sub("fused_divide")
        a, b, c = f3.param("param_0", "f32", [16, 48]), f3.param("param_1", "f32", [16]), \
            f3.param("param_2", "f32", [16])
        ex = f3.un("exponential", f3.bin("subtract", a, f3.bcast(b, [16, 48], [0], "max_b"), "shifted"), "exp")
        f3.root = f3.bin("divide", ex, f3.bcast(c, [16, 48], [0], "sum_b"), "probs")
        return e.call(f3, [x, mx, s], "div_fusion", "kLoop"), ["softmax", P(0), [1]]
    return fn


case("softmax_in_fusion", "softmax", _sm_fusion(False))
case("softmax_split_fusions", "softmax", _sm_fusion(True))


def _sm_recip(m):
    """The row sums inverted once (1 / s) and the exps multiplied by them."""
    e = m.entry
    x = e.param("x", "f32", [8, 40])
    mx = e.reduce(x, e.const(-math.inf, "f32", (), "neg_inf"), [1], "max", "row_max")
    ex = e.un("exponential", e.bin("subtract", x, e.bcast(mx, [8, 40], [0], "max_b"), "shifted"), "exp")
    s = e.reduce(ex, e.const(0, "f32", (), "zero"), [1], "add", "row_sum")
    r = e.bin("divide", e.splat(1, s, "one"), s, "inv_sum")
    return e.bin("multiply", ex, e.bcast(r, [8, 40], [0], "inv_b"), "probs"), ["softmax", P(0), [1]]


case("softmax_reciprocal_multiply", "softmax", _sm_recip)


def _sm_called(m):
    """The softmax in a computation the entry calls (JAX's private functions), its result
    scaled after the call."""
    e = m.entry
    f = m.sub("softmax_fn")
    fx = f.param("logits", "f32", [5, 36])
    f.root = softmax_rows(f, fx, [1])
    x = e.param("x", "f32", [5, 36])
    y = e.call(f, [x], "sm_call")
    return e.bin("multiply", y, e.splat(2, y, "two"), "out"), ["mul", ["softmax", P(0), [1]], 2]


case("softmax_in_called_function", "softmax", _sm_called)


def _lsm(dt, acc):
    def fn(m):
        e = m.entry
        x = e.param("logits", dt, [6, 50])
        return softmax_rows(e, x, [1], acc=acc, log=True), ["log_softmax", P(0), [1]]
    return fn


case("log_softmax_f32", "log_softmax", _lsm("f32", None))
case("log_softmax_f16_acc32", "log_softmax", _lsm("f16", "f32"))


# near misses the softmax tests reject
def _sm_near(kind):
    def fn(m):
        e = m.entry
        x = e.param("x", "f32", [24, 24])
        return softmax_rows(e, x, [1], near=kind), ["softmax", P(0), [1]]
    return fn


case("near_softmax_sum_bcast_axis", None, _sm_near("sum_axis"), forbid=["softmax"])
case("near_softmax_sum_init_param", None, _sm_near("sum_init"), forbid=["softmax"])
case("near_softmax_sum_of_other", None, _sm_near("sum_other"), forbid=["softmax"])


def _sm_floor_reducer(m):
    """The sum's reducer floors one of its operands (a reducer that is not an add)."""
    e = m.entry
    c = m.sub("add_floor")
    a, b = c.param("a", "f32", []), c.param("b", "f32", [])
    c.root = c.bin("add", c.un("floor", a, "fl"), b, "r")
    x = e.param("x", "f32", [8, 30])
    mx = e.reduce(x, e.const(-math.inf, "f32", (), "neg_inf"), [1], "max", "row_max")
    d = e.bin("subtract", x, e.bcast(mx, [8, 30], [0], "max_b"), "shifted")
    ex = e.un("exponential", d, "exp")
    s = e.emit("row_sum", "f32", [8], "reduce", [ex, e.const(0, "f32", (), "zero")],
               ", dimensions={1}, to_apply=%s" % e.ref(c.name))
    return e.bin("divide", ex, e.bcast(s, [8, 30], [0], "sum_b"), "probs"), ["softmax", P(0), [1]]


case("near_softmax_floor_reducer", None, _sm_floor_reducer, forbid=["softmax"])


# --- layer norm (cudnn_norm_rewriter_test, onednn_layer_norm_test) -------------------------

def _ln(shape, axes, rn=None, eps=0.001, train=False, io=None, scale_axes=None):
    def fn(m):
        e = m.entry
        n = 1
        for a in axes:
            n *= shape[a]
        x = e.param("input", io or "f32", shape)
        xf = e.convert(x, "f32", "input_f") if io else x
        sa = scale_axes or axes
        s, b = affine(e, shape, sa)
        r = ln_ex2(e, xf, axes, eps, rn if rn is not None else 1.0 / n, s, b, outs=train)
        ref = ["affine", ["layer_norm", P(0), axes, eps], P(1), P(2), sa]
        if train:
            y = r[0]
            return e.tuple([y, r[1], r[2], r[3]], "out"), ["index", 0, ref]
        if io:
            return e.convert(r, io, "out"), ["round", ref, io]
        return r, ref
    return fn


case("layer_norm_2d_axis1", "layer_norm", _ln([6, 16], [1]))
case("layer_norm_4d_axis3", "layer_norm", _ln([2, 3, 5, 16], [3]))
case("layer_norm_4d_axis2_6digits", "layer_norm", _ln([2, 4, 6, 8], [2], rn=0.166667))
case("layer_norm_4d_axes12_6digits", "layer_norm", _ln([2, 4, 6, 8], [1, 2], rn=0.041667))
case("layer_norm_train_tuple", "layer_norm", _ln([4, 3, 20], [2], train=True))
case("layer_norm_f16_io", "layer_norm", _ln([3, 8, 32], [2], io="f16"))
case("layer_norm_5_axes", "layer_norm", _ln([3, 2, 3, 2, 2, 4], [1, 2, 3, 4, 5], eps=1e-5))
case("layer_norm_bf16_io_axes03", "layer_norm", _ln([4, 5, 3, 6], [0, 3], io="bf16", eps=1e-5))


def _ln_two_pass(m):
    """oneDNN's layer-norm tests' generic form: the mean and the centred square divided by N."""
    e = m.entry
    x = e.param("x", "f32", [2, 8, 32])
    zero = e.const(0, "f32", (), "zero")
    mean = e.bin("divide", e.reduce(x, zero, [2], "add", "x_sum"), e.splat(32, e.reduce(x, zero, [2], "add", "x_sum2"), "n"),
                 "mean")
    d = e.bin("subtract", x, e.bcast(mean, [2, 8, 32], [0, 1], "mean_b"), "centered")
    v = e.reduce(e.bin("multiply", d, d, "d_sq"), zero, [2], "add", "d_sq_sum")
    v = e.bin("divide", v, e.splat(32, v, "n2"), "var")
    inv = e.un("rsqrt", e.bin("add", v, e.splat(1e-5, v, "eps"), "var_eps"), "inv")
    y = e.bin("multiply", d, e.bcast(inv, [2, 8, 32], [0, 1], "inv_b"), "normed")
    s_, b_ = affine(e, [2, 8, 32], [2])
    return e.bin("add", e.bin("multiply", y, s_, "scaled"), b_, "out"), \
        ["affine", ["layer_norm", P(0), [2], 1e-5], P(1), P(2), [2]]


case("layer_norm_two_pass_divide", "layer_norm", _ln_two_pass)


def _ln_flax(dt):
    def fn(m):
        """Flax's variance: [x, x^2] concatenated on a new leading axis, one sum over the
        feature axis divided by N, the two means sliced apart, var = max(E[x^2] - E[x]^2, 0);
        keep-dims reshapes around each broadcast."""
        e = m.entry
        B, S, D = 3, 5, 64
        x = e.param("x", dt, [B, S, D])
        xf = e.convert(x, "f32", "xf") if dt != "f32" else x
        both = e.emit("both", "f32", [2, B, S, D], "concatenate",
                      [e.reshape(xf, [1, B, S, D], "x1"), e.reshape(e.bin("multiply", xf, xf, "xx"), [1, B, S, D], "xx1")],
                      ", dimensions={0}")
        sums = e.reduce(both, e.const(0, "f32", (), "zero"), [3], "add", "sums")
        means = e.bin("divide", sums, e.splat(D, sums, "n"), "means")
        m1 = e.emit("mean_sl", "f32", [1, B, S], "slice", [means], ", slice={[0:1], [0:%d], [0:%d]}" % (B, S))
        m2 = e.emit("sq_sl", "f32", [1, B, S], "slice", [means], ", slice={[1:2], [0:%d], [0:%d]}" % (B, S))
        mean, sq = e.reshape(m1, [B, S], "mean"), e.reshape(m2, [B, S], "sq_mean")
        var = e.bin("subtract", sq, e.bin("multiply", mean, mean, "mean_sq"), "var")
        var = e.bin("maximum", var, e.splat(0, var, "zero_b"), "var_pos")
        inv = e.un("rsqrt", e.bin("add", e.reshape(var, [B, S, 1], "var_kd"),
                                  e.bcast(e.const(1e-6, "f32", (), "eps"), [B, S, 1], [], "eps_b"), "var_eps"), "inv")
        inv_b = e.bcast(e.reshape(e.bcast(inv, [B, S, 1], [0, 1, 2], "inv_id"), [B, S], "inv_sq"), [B, S, D], [0, 1], "inv_b")
        g = e.bcast(e.reshape(e.param("scale", "f32", [D]), [1, 1, D], "scale_kd"), [1, 1, D], [0, 1, 2], "scale_id")
        g = e.bcast(e.reshape(g, [D], "scale_r"), [B, S, D], [2], "scale_b")
        mean_b = e.bcast(mean, [B, S, D], [0, 1], "mean_b")
        y = e.bin("multiply", e.bin("subtract", xf, mean_b, "cen"), e.bin("multiply", inv_b, g, "inv_g"), "y")
        bb = e.bcast(e.param("bias", "f32", [D]), [B, S, D], [2], "bias_b")
        y = e.bin("add", y, bb, "out")
        ref = ["affine", ["layer_norm", P(0), [2], 1e-6], P(1), P(2), [2]]
        if dt != "f32":
            return e.convert(y, dt, "out_c"), ["round", ref, dt]
        return y, ref
    return fn


case("layer_norm_flax_concat", "layer_norm", _ln_flax("f32"))
case("layer_norm_flax_concat_bf16", "layer_norm", _ln_flax("bf16"))


def _ln_scale_kept(m):
    """The scale broadcast along a kept axis (the tests' wrong scale broadcast): the norm
    is a layer norm; the product with the scale is not its affine part."""
    e = m.entry
    x = e.param("input", "f32", [4, 4, 4, 4])
    s = e.bcast(e.param("scale", "f32", [4]), [4, 4, 4, 4], [2], "scale_b")
    b = e.bcast(e.param("bias", "f32", [4]), [4, 4, 4, 4], [3], "bias_b")
    y = ln_ex2(e, x, [3], 0.001, 0.25, s, b)
    return y, ["affine", ["layer_norm", P(0), [3], 0.001], P(1), P(2), [2], [3]]


case("layer_norm_scale_on_kept_axis", "layer_norm", _ln_scale_kept)


def _rms(dt):
    def fn(m):
        e = m.entry
        x = e.param("h", dt, [2, 7, 48])
        xf = e.convert(x, "f32", "hf") if dt != "f32" else x
        ms = e.reduce(e.bin("multiply", xf, xf, "sq"), e.const(0, "f32", (), "zero"), [2], "add", "sq_sum")
        ms = e.bin("divide", ms, e.splat(48, ms, "n"), "ms")
        inv = e.un("rsqrt", e.bin("add", ms, e.splat(1e-6, ms, "eps"), "ms_eps"), "inv")
        y = e.bin("multiply", xf, e.bcast(inv, [2, 7, 48], [0, 1], "inv_b"), "normed")
        g = e.bcast(e.param("w", dt, [48]), [2, 7, 48], [2], "w_b")
        g = e.convert(g, "f32", "w_f") if dt != "f32" else g
        y = e.bin("multiply", y, g, "y")
        ref = ["affine", ["rms_norm", P(0), [2], 1e-6], P(1), None, [2]]
        if dt != "f32":
            return e.convert(y, dt, "out"), ["round", ref, dt]
        return y, ref
    return fn


case("rms_norm_f32", "rms_norm", _rms("f32"))
case("rms_norm_bf16_io", "rms_norm", _rms("bf16"))


def _rms_pow_t5(m):
    """T5's f16 RMS norm: the mean square in f32, pow(ms + eps, -0.5), the product rounded
    to f16 before the f16 weight."""
    e = m.entry
    x = e.param("h", "f16", [3, 64])
    xf = e.convert(x, "f32", "hf")
    ms = e.reduce(e.bin("multiply", xf, xf, "sq"), e.const(0, "f32", (), "zero"), [1], "add", "sq_sum")
    ms = e.bin("multiply", ms, e.splat(1 / 64, ms, "rn"), "ms")
    inv = e.bin("power", e.bin("add", ms, e.splat(1e-6, ms, "eps"), "ms_eps"), e.splat(-0.5, ms, "half"), "inv")
    y = e.convert(e.bin("multiply", xf, e.bcast(inv, [3, 64], [0], "inv_b"), "normed"), "f16", "normed_h")
    y = e.bin("multiply", y, e.bcast(e.param("w", "f16", [64]), [3, 64], [1], "w_b"), "out")
    return y, ["round", ["affine", ["rms_norm", P(0), [1], 1e-6], P(1), None, [1]], "f16"]


case("rms_norm_pow_f16_t5", "rms_norm", _rms_pow_t5)


def _ln_near(kind):
    def fn(m):
        e = m.entry
        x = e.param("input", "f32", [2, 4, 6, 8])
        ref = ["layer_norm", P(0), [3], 0.001]
        if kind == "rn":  # 1/N of 5 elements for a row of 8
            return ln_ex2(e, x, [3], 0.001, 0.2), ref
        if kind == "axes":  # E[x^2] over axis 2, E[x] over axis 3 (same shape after the reduce: 8 = 8)
            x = e.param("x2", "f32", [2, 4, 8, 8])
            return ln_ex2(e, x, [3], 0.001, 0.125, wrong_axes2=[2]), ["layer_norm", P(1), [3], 0.001]
        raise ValueError(kind)
    return fn


case("near_layer_norm_wrong_rn", None, _ln_near("rn"), forbid=["layer_norm", "rms_norm"])
case("near_layer_norm_wrong_axis", None, _ln_near("axes"), forbid=["layer_norm", "rms_norm"])


# --- activations after a dot (gemm_rewriter_test, onednn_matmul_test) -----------------------

def _dot_act(act, dt="f32", bias=None, aux=False, batched=False, const=None):
    def fn(m):
        e = m.entry
        if batched:
            a, b = e.param("a", dt, [3, 5, 12]), e.param("b", dt, [3, 12, 16])
            d = e.dot(a, b, [2], [1], [0], [0])
            dref = ["einsum", "bik,bkj->bij", P(0), P(1)]
        else:
            a, b = e.param("a", dt, [6, 12]), e.param("b", dt, [12, 16])
            d = e.dot(a, b, [1], [0])
            dref = ["einsum", "ik,kj->ij", P(0), P(1)]
        dref = ["round", dref, dt]
        if bias == "vector":
            d = e.bin("add", d, e.bcast(e.param("bias", dt, [16]), e.shape(d), [len(e.shape(d)) - 1], "bias_b"), "biased")
            dref = ["round", ["affine", dref, None, P(2), [len(e.shape(d)) - 1]], dt]
        elif bias == "matrix":
            d = e.bin("add", d, e.param("c", dt, e.shape(d)), "biased")
            dref = ["round", ["add", dref, P(2)], dt]
        if act == "gelu_tanh":
            y = gelu_tanh(e, d, **({"c3": const} if const else {}))
        elif act == "gelu_erf":
            y = gelu_erf(e, d, **({"c": const} if const else {}))
        else:
            y = e.bin("multiply", d, e.un("logistic", d, "sig"), "swish")
        ref = [act, dref]
        if aux:
            return e.tuple([d, y], "out"), ["index", 1, ref]
        return y, ref
    return fn


case("gelu_tanh_after_dot", "gelu_tanh", _dot_act("gelu_tanh"))
case("gelu_tanh_dot_vector_bias", "gelu_tanh", _dot_act("gelu_tanh", bias="vector"))
case("gelu_tanh_dot_bias_bf16", "gelu_tanh", _dot_act("gelu_tanh", "bf16", bias="vector"))
case("gelu_tanh_dot_aux_output", "gelu_tanh", _dot_act("gelu_tanh", aux=True))
case("gelu_tanh_batched_dot_f16", "gelu_tanh", _dot_act("gelu_tanh", "f16", batched=True))
case("gelu_erf_after_dot", "gelu_erf", _dot_act("gelu_erf", bias="vector"))
case("gelu_erf_dot_bf16", "gelu_erf", _dot_act("gelu_erf", "bf16"))
case("gelu_erf_bf16_constant", "gelu_erf", _dot_act("gelu_erf", const=0.70703125))
case("silu_dot_matrix_bias", "silu", _dot_act("silu", bias="matrix"))
case("near_gelu_tanh_wrong_constant", None, _dot_act("gelu_tanh", const=0.07), forbid=["gelu_tanh", "gelu_erf"])
case("near_gelu_erf_wrong_constant", None, _dot_act("gelu_erf", const=0.8), forbid=["gelu_erf", "gelu_tanh"])


def _gelu_pow(m):
    """The cube as power(x, 3), the half applied to x first (TF's approximate GELU)."""
    e = m.entry
    a, b = e.param("a", "f32", [6, 12]), e.param("b", "f32", [12, 16])
    d = e.dot(a, b, [1], [0])
    cube = e.bin("power", d, e.splat(3, d, "three"), "cube")
    inner = e.bin("add", d, e.bin("multiply", cube, e.splat(0.044715, d, "a3"), "a_cube"), "inner")
    t = e.un("tanh", e.bin("multiply", inner, e.splat(0.7978845608, d, "c"), "scaled"), "t")
    y = e.bin("multiply", e.bin("multiply", d, e.splat(0.5, d, "half"), "half_x"), e.bin("add", t, e.splat(1, d, "one"), "one_t"),
              "gelu")
    return y, ["gelu_tanh", ["einsum", "ik,kj->ij", P(0), P(1)]]


case("gelu_tanh_power_cube", "gelu_tanh", _gelu_pow)


def _quick_gelu(m):
    """x * sigmoid(1.702 x) after a bf16 dot (the quick GELU of CLIP's MLP)."""
    e = m.entry
    a, b = e.param("a", "bf16", [6, 12]), e.param("b", "bf16", [12, 16])
    d = e.dot(a, b, [1], [0])
    y = e.bin("multiply", d, e.un("logistic", e.bin("multiply", d, e.splat(1.702, d, "k"), "kx"), "sig"), "qgelu")
    return y, ["quick_gelu", ["round", ["einsum", "ik,kj->ij", P(0), P(1)], "bf16"]]


case("quick_gelu_after_bf16_dot", "quick_gelu", _quick_gelu)


def _gelu_f8(m):
    """f8 operands converted to bf16 and unscaled, a dot with a vector bias, then GELU."""
    e = m.entry
    a, b = e.param("a", "f8e4m3fn", [8, 16]), e.param("b", "f8e4m3fn", [16, 8])
    sa, sb = e.param("a_scale", "bf16", []), e.param("b_scale", "bf16", [])
    au = e.bin("multiply", e.convert(a, "bf16", "a_bf"), e.bcast(sa, [8, 16], [], "sa_b"), "a_un")
    bu = e.bin("multiply", e.convert(b, "bf16", "b_bf"), e.bcast(sb, [16, 8], [], "sb_b"), "b_un")
    d = e.dot(au, bu, [1], [0])
    d = e.bin("add", d, e.bcast(e.param("bias", "bf16", [8]), [8, 8], [1], "bias_b"), "biased")
    dref = ["einsum", "ik,kj->ij", ["round", ["mul", P(0), P(2)], "bf16"],
            ["round", ["mul", P(1), P(3)], "bf16"]]
    dref = ["round", ["affine", ["round", dref, "bf16"], None, P(4), [1]], "bf16"]
    return gelu_tanh(e, d), ["gelu_tanh", dref]


case("gelu_tanh_after_f8_dot", "gelu_tanh", _gelu_f8)


def _gelu_not_x(m):
    """The final product takes the bias, not the dot: 0.5 c (1 + tanh(...(d)))."""
    e = m.entry
    a, b = e.param("a", "f32", [6, 12]), e.param("b", "f32", [12, 16])
    d = e.dot(a, b, [1], [0])
    c = e.param("c", "f32", [6, 16])
    return gelu_tanh(e, d, outer=c), ["gelu_tanh", ["einsum", "ik,kj->ij", P(0), P(1)]]


case("near_gelu_tanh_other_factor", None, _gelu_not_x, forbid=["gelu_tanh", "gelu_erf"])


# --- attention (cudnn_fused_mha_rewriter_test) -------------------------------------------

def _mha(dt, mask=False, deferred=False, split=False, near=False):
    def fn(m):
        e = m.entry
        B, H, S, D = 2, 3, 16, 8
        q, k, v = (e.param(n, dt, [B, H, S, D]) for n in ("q", "k", "v"))
        s = e.dot(q, k, [3], [3], [0, 1], [0, 1], "bmm1")
        s = e.bin("multiply", s, e.splat(0.125, s, "scale"), "scaled")
        sref = ["round", ["mul", ["round", ["einsum", "bhqd,bhkd->bhqk", P(0), P(1)], dt], 0.125], dt]
        if mask:
            bias = e.param("bias", dt, [B, H, S, S])
            s = e.bin("add", s, bias, "masked")
            sref = ["round", ["add", sref, P(3)], dt]
        if split:
            s = e.reshape(s, [B * H, S, S], "scores3")
        shape = e.shape(s)
        r = len(shape) - 1
        kd = kept(len(shape), [r])
        if not deferred:
            p = softmax_rows(e, s, [r], acc="f32")
            o = e.dot(p, v, [3], [2], [0, 1], [0, 1], "bmm2")
            return o, ["round", ["einsum", "bhqk,bhkd->bhqd", ["softmax", sref, [3]], P(2)], dt]
        mx = e.reduce(s, e.const(-math.inf, dt, (), "neg_inf"), [r], "max", "row_max")
        ex = e.un("exponential", e.bin("subtract", s, e.bcast(mx, shape, kd, "max_b"), "shifted"), "exp")
        sm = e.reduce(e.convert(ex, "f32", "exp_f"), e.const(0, "f32", (), "zero"), [r - 1 if near else r],
                      "add", "row_sum")
        if split:
            v3 = e.reshape(v, [B * H, S, D], "v3")
            o = e.dot(ex, v3, [2], [1], [0], [0], "bmm2")
            o = e.reshape(o, [B, H, S, D], "out4")
            sm = e.reshape(sm, [B, H, S], "sum4")
        else:
            o = e.dot(ex, v, [3], [2], [0, 1], [0, 1], "bmm2")
        of = e.convert(o, "f32", "out_f")
        y = e.bin("divide", of, e.bcast(sm, [B, H, S, D], [0, 1, 2], "sum_b"), "normalized")
        return e.convert(y, dt, "out"), ["round", ["einsum", "bhqk,bhkd->bhqd", ["softmax", sref, [3]], P(2)], dt]
    return fn


case("attention_softmax_bf16", "softmax", _mha("bf16"))
case("attention_softmax_f16_bias", "softmax", _mha("f16", mask=True))
case("attention_deferred_division", "softmax", _mha("f32", deferred=True))
case("attention_deferred_split_reshape", "softmax", _mha("f32", deferred=True, split=True))
case("attention_deferred_bf16_split", "softmax", _mha("bf16", deferred=True, split=True))
case("attention_deferred_bf16", "softmax", _mha("bf16", deferred=True))
case("near_attention_sum_other_axis", None, _mha("f32", deferred=True, near=True), forbid=["softmax"])
