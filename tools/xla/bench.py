#!/usr/bin/env python3
"""Time recompose's kernels inside XLA:CPU against XLA's own compiled code.

Run in the jax environment, from the repository root:

    bench.py [--repeat 21] [--sizes 65536,16777216] [--cols 1024] [--loop K] [--ops silu,...] [--threads default,1]
             [--opt-args "--min-elems 0"] [--train] [--against=FLAGS] [--revert-each] [--split-at N,...] [--ceiling]
             [--models | MODEL.mlir|MODEL.hlo ...]

Per fused op: the op written with jax.nn / jax.lax, lowered by jax.jit to
StableHLO, compiled by XLA:CPU (XLA's fused loop), against the same program
after `recompose opt --emit=custom-call` (the recompose kernel through its
typed-FFI handler), the two run alternately; median of each, their ratio, and
min: the fastest XLA run / the fastest recompose run. x has rows of
--cols elements. --loop K runs the op K times in one program (looped(): a loop
whose carry feeds each step and stays near the drawn operands, so small calls are
timed without jax's dispatch per call, on values like the first call's), times per step. --neighbours
does the same for the forms of neighbour_ops() (an op with its bias add, gate
multiply or residual add, a softmax with its scale and mask), with spreads and per-round ratios as for models. Per model file (--models: the MODELS list below): the
original program, the rewritten one (`opt` with --opt-args), and the rewritten
one whose calls take in no neighbour (`--no-neighbours`), all three compiled
once and then run round-robin, `repeat` rounds (after 3 warm-up rounds), the
order of the three rotating each round, so that a machine whose load drifts
slows all three alike. Prints per variant the median wall time and its spread
(the 25th..75th percentile), and the ratio original / rewritten (> 1:
recompose faster) as the ratio of the medians and as the median and
25th..75th percentile of the per-round ratios (each round's variants ran next
to each other), and the same for the process's CPU time per run (cpu: median
orig CPU / median rewritten CPU, c-p25..p75: the per-round CPU ratios' quartiles;
CPU time leaves out the time a run waits for a core, which on a loaded machine
makes wall times bimodal: a run preempted once takes milliseconds more), and
min: the fastest orig run / the fastest rewritten run (each one's cost when it
had a core to itself).
Each rewritten program's outputs are compared with the
original's (`ok`, or the worst relative difference). --threads runs the whole
benchmark once per mode, each in a process of its own: `default` (XLA's own
threads), `1` (XLA_FLAGS=--xla_cpu_multi_thread_eigen=false and the process
pinned to one core with taskset).

--revert-each (with model files): per fused op that the rewrite raised, the rewritten
program with that op's calls left out (`opt --only` every other op), interleaved with the
original and the full rewrite; per op, the per-round ratio of that program's time to the
full rewrite's, wall and CPU (median and 25th..75th percentile; > 1: the op's calls make the
program faster, < 1: they lose against the XLA code they replace).

--split-at N,... (with model files): the rewritten program run with the handlers' split
threshold (recompose_ffi_set_min_elems) at each N in turn (0: the library's default,
RC_SPLIT_MIN_ELEMS_XLA), interleaved with the original; per N, the per-round ratio original
÷ rewritten, wall and CPU. This is where that threshold comes from: in a model, XLA's own
loops keep the pool's threads awake around each call, which threads.py's lone calls lack.

--ceiling (with model files): what the rewrite can gain at most, and where it loses. The
rewritten program is compiled once and run with its handlers stubbed
(recompose_ffi_set_stub): `ceiling`, every call writing its x operand into its result (a
result of another size zeroed): the calls cost a memory pass and their dispatch, while the
fusions they cut, the layouts they fix and the copies XLA adds around them stay; `free`,
every call returning at once (its dispatch only); `ceiling OP`, only that op's calls
stubbed. Per variant the per-round ratio original ÷ variant (wall, CPU; min: the fastest
original run ÷ the fastest run of the variant, its cost with a core to itself): orig ÷ ceiling
bounds what any kernel could give in that placement (below 1: the calls' placement loses,
whatever the kernel); rewritten ÷ ceiling OP, what that op's kernels cost there. For HLO
also `gone`: each call replaced in the text by its x operand (without_calls), so XLA fuses
as it likes and neither the region's work nor the cut around it is left: ceiling ÷ gone is
what the cut costs (fusions, layout copies, the call's dispatch and copy); XLA may also
pick another emitter once the calls are gone (a dot feeding a dot directly became a plain
dot, not YNNPACK's, in llama_block), so gone is no strict bound. --base RECOMPOSE adds
`base rewritten`, the model rewritten by that binary, and a row `base ÷ rewritten`: the
per-round ratio of its time to this binary's rewrite (> 1: this binary's rewrite faster).

--train times, in place of the fused ops, the training steps of train_steps() (jax.vjp:
the forward's output and the gradients, the backward reading the forward's
intermediates), also when model files are given. --against=FLAGS (for instance
--against=--no-recompute; several flags in one quoted word) also times, per op or step,
per neighbour form and per model, the program rewritten with those `opt` flags, interleaved with the
others, and prints its median and the per-round ratio of its time to the default
rewrite's (median and 25th..75th percentile; > 1: the default faster).
"""
import argparse
import inspect
import json
import pathlib
import subprocess
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import xla_oracle as X  # noqa: E402
import recompose.jax as recompose_jax  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
COLS = 1024


def ops():
    """Each fused op written with jax.nn / jax.lax (tests/fused/check_table.py tools
    checks that every row of the table has one)."""
    import jax
    import jax.numpy as jnp
    nn = jax.nn

    def ln(x):
        m = jnp.mean(x, -1, keepdims=True)
        v = jnp.mean(jnp.square(x - m), -1, keepdims=True)
        return (x - m) * jax.lax.rsqrt(v + 1e-5)

    def rms(x):
        return x * jax.lax.rsqrt(jnp.mean(jnp.square(x), -1, keepdims=True) + 1e-6)

    def vjp(f):
        return lambda x, dy: jax.vjp(f, x)[1](dy)[0]

    return {
        "sigmoid": nn.sigmoid, "silu": nn.silu,
        "gelu_erf": lambda x: nn.gelu(x, approximate=False),
        "gelu_tanh": lambda x: nn.gelu(x, approximate=True),
        "quick_gelu": lambda x: x * nn.sigmoid(1.702 * x),
        "softplus": nn.softplus, "mish": nn.mish, "hardswish": nn.hard_swish,
        "hardsigmoid": nn.hard_sigmoid, "erf": jax.lax.erf, "tanh": jnp.tanh,
        "softmax": lambda x: nn.softmax(x, axis=-1),
        "log_softmax": lambda x: nn.log_softmax(x, axis=-1),
        "layer_norm": ln, "rms_norm": rms,
        # the GRAD rows: dy * f'(x) as jax.vjp writes it, two operands (x, dy)
        "sigmoid_grad": vjp(nn.sigmoid), "silu_grad": vjp(nn.silu),
        "gelu_erf_grad": vjp(lambda x: nn.gelu(x, approximate=False)),
        "gelu_tanh_grad": vjp(lambda x: nn.gelu(x, approximate=True)), "tanh_grad": vjp(jnp.tanh),
        "softplus_grad": vjp(nn.softplus), "quick_gelu_grad": vjp(lambda x: x * nn.sigmoid(1.702 * x)),
        # the ROW_GRAD rows, from the forward's output y and dy as autodiff writes them
        "softmax_grad": lambda y, dy: y * (dy - jnp.sum(dy * y, -1, keepdims=True)),
        "log_softmax_grad": lambda y, dy: dy - jnp.exp(y) * jnp.sum(dy, -1, keepdims=True),
        # the NORM_GRAD rows: a norm's dx as jax.vjp writes it (x, dy; no scale)
        "layer_norm_grad": vjp(ln), "rms_norm_grad": vjp(rms),
        "hardswish_grad": vjp(nn.hard_swish), "hardsigmoid_grad": vjp(nn.hard_sigmoid),
        # the NORM_SCALE_GRAD rows: a norm's d scale, the sum over the rows of dy x^ (x, dy)
        "layer_norm_grad_scale": lambda x, dy: jnp.sum(dy * ln(x), axis=tuple(range(x.ndim - 1))),
        "rms_norm_grad_scale": lambda x, dy: jnp.sum(dy * rms(x), axis=tuple(range(x.ndim - 1))),
    }


def neighbour_ops():
    """Fused ops with the neighbours a call takes in (docs/kernels.md, "Neighbours"), as jax
    writes them: name -> (f, operand shapes after x's as functions of x's shape)."""
    import jax
    import jax.numpy as jnp
    nn = jax.nn

    def ln(x):
        m = jnp.mean(x, -1, keepdims=True)
        v = jnp.mean(jnp.square(x - m), -1, keepdims=True)
        return (x - m) * jax.lax.rsqrt(v + 1e-5)

    def row(s):
        return s[-1:]

    def same(s):
        return s

    def pred(s):  # a boolean operand of x's shape (a where's mask)
        return s
    pred.pred = True

    def heads(s):  # GPT-2's mask: [batch 2, 1, queries, keys] for x as [2, 4 heads, queries, keys]
        return (2, 1, s[0] // 8, s[1])
    heads.pred = True

    def where_heads(x, p):  # the mask converted to f32 and compared to 0 in jnp.where, as GPT-2's
        s = x.reshape(2, 4, -1, x.shape[-1]) * 0.125
        return nn.softmax(jnp.where(p.astype(jnp.float32), s, -1e9), axis=-1).reshape(x.shape)
    return {
        "gelu_erf+bias": (lambda x, b: nn.gelu(x + b, approximate=False), [row]),
        "gelu_tanh+bias": (lambda x, b: nn.gelu(x + b, approximate=True), [row]),
        "silu*gate": (lambda x, g: nn.silu(x) * g, [same]),
        "gelu_erf*gate": (lambda x, g: nn.gelu(x, approximate=False) * g, [same]),
        "layer_norm+res": (lambda x, r: ln(x + r), [same]),
        "layer_norm+res&h": (lambda x, r: (ln(x + r), x + r), [same]),  # the sum a result too, jax's add twice
        "layer_norm+res=s": (lambda x, r: (lambda s: (ln(s), s))(x + r), [same]),  # pre-norm: one sum, read twice
        "softmax/c+mask": (lambda x, m: nn.softmax(x / 8.0 + m, axis=-1), [row]),
        "softmax*c+where": (lambda x, p: nn.softmax(jnp.where(p, x * 0.125, -1e9), axis=-1), [pred]),
        "softmax*c+where/heads": (where_heads, [heads]),
    }


def train_steps():
    """Training steps (forward output and gradients by jax.vjp) of ops whose backward reads
    the forward's intermediates: fused op -> (step, number of primal operands); the step
    takes the primals and then dy."""
    import jax
    import jax.numpy as jnp
    nn = jax.nn

    def ln(x, g, b):
        m = jnp.mean(x, -1, keepdims=True)
        v = jnp.mean(jnp.square(x - m), -1, keepdims=True)
        return (x - m) * jax.lax.rsqrt(v + 1e-5) * g + b

    def rms(x, g):
        return x * jax.lax.rsqrt(jnp.mean(jnp.square(x), -1, keepdims=True) + 1e-6) * g

    def step(f):
        def run(*a):
            y, pull = jax.vjp(f, *a[:-1])
            return (y,) + tuple(pull(a[-1]))
        return run

    fs = {"layer_norm": (ln, 3), "rms_norm": (rms, 2),
          "gelu_erf": (lambda x: nn.gelu(x, approximate=False), 1),
          "gelu_tanh": (lambda x: nn.gelu(x, approximate=True), 1),
          "softmax": (lambda x: nn.softmax(x, axis=-1), 1)}
    return {k: (step(f), n) for k, (f, n) in fs.items()}


def looped(f, nargs, k):
    """f, or (k > 0) f applied k times in a lax.fori_loop whose carry feeds the next step, so
    that one run times k calls and not jax's dispatch: x <- x + 2^-20 f(x) for one operand,
    (x, dy) <- (x + 2^-20 r, dy + 2^-20 r), r = f(x, dy), for two (a GRAD or ROW_GRAD row's x
    and dy; a d-scale's r is a row, broadcast). Each step depends on the one before, and the
    operands stay within a few ULPs of their drawn values: they neither overflow nor become
    NaN or subnormal over the k steps, as repeated softmax_grad or d-scale steps would."""
    import jax
    if k <= 0:
        return f
    eps = 2.0 ** -20
    if nargs == 1:
        return lambda x: jax.lax.fori_loop(0, k, lambda i, x: x + eps * f(x), x)
    def step(i, c):
        x, dy = c
        r = eps * f(x, dy)
        return (x + r, dy + r)
    return lambda x, dy: jax.lax.fori_loop(0, k, step, (x, dy))[1]


def table_ops():
    """The fused ops, the rows of include/recompose/fused.def: ops() has one for each."""
    import re
    return re.findall(r"^RC_FUSED\((\w+),", (ROOT / "include/recompose/fused.def").read_text(), re.M)


# The models of --models (corpus/real): the list, a training step among them.
MODELS = [
    "models/bert_base_12l.f32.hlo", "models/vit_4l.f32.hlo", "jax/bert_layer.f32.hlo",
    "jax/gpt2_block.f32.hlo", "jax/llama_block.f32.hlo", "jax/mobilenetv3_block.f32.hlo",
    "jax/efficientnet_block.f32.hlo", "jax/bert_layer_train.f32.hlo", "jax/llama_block_train.f32.hlo",
]


def interleaved(exes, args, repeat, warmup=3, cpu=None, before=None):
    """Seconds per run of each executable in exes: `repeat` rounds, each running every
    executable once, the order rotating round by round; the outputs of the last run.
    before (a list of callables, one per executable, or None): called before each run of it.
    cpu (a list): filled with the process's CPU seconds per run of each (all its threads:
    time spent waiting for a core, as a preempted run on a loaded machine does, is not in it)."""
    import jax
    dev = jax.devices("cpu")[0]
    bufs = [jax.device_put(a, dev) for a in args]
    ts = [[] for _ in exes]
    cs = [[] for _ in exes]
    outs = [None] * len(exes)
    for r in range(warmup + repeat):
        for k in range(len(exes)):
            i = (k + r) % len(exes)
            if before:
                before[i]()
            t, c = time.perf_counter(), time.process_time()
            o = exes[i].execute(bufs)
            for b in o:
                b.block_until_ready()
            dt, dc = time.perf_counter() - t, time.process_time() - c
            if r >= warmup:
                ts[i].append(dt)
                cs[i].append(dc)
            outs[i] = o
    if cpu is not None:
        cpu[:] = [np.array(c) for c in cs]
    return [np.array(t) for t in ts], [[np.asarray(b) for b in o] for o in outs]


def rewrite(recompose, path, fmt, extra=()):
    with tempfile.TemporaryDirectory() as td:
        out = pathlib.Path(td) / ("o" + path.suffix)
        rep = pathlib.Path(td) / "r.json"
        emit = ["--emit=custom-call"] if fmt == "stablehlo" else []
        subprocess.run([recompose, "opt", *emit, *extra, "-o", str(out), "--report", str(rep), str(path)],
                       check=True, capture_output=True)
        return out.read_text(), json.loads(rep.read_text())


def worst_diff(got, want):
    """The largest |got - want| / (|want| + 1e-3) over the outputs; 0 where equal (the same
    infinity, NaN against NaN), inf where only one is NaN or the infinities differ."""
    w = 0.0
    for g, e in zip(got, want):
        g, e = np.asarray(g, np.float64), np.asarray(e, np.float64)
        if g.size:
            with np.errstate(invalid="ignore"):
                d = np.abs(g - e) / (np.abs(e) + 1e-3)
            d = np.where((g == e) | (np.isnan(g) & np.isnan(e)), 0.0, np.where(np.isnan(d), np.inf, d))
            w = max(w, float(np.max(d)))
    return w


def spread(t):
    return "%.3f..%.3f" % (np.percentile(t, 25) * 1e3, np.percentile(t, 75) * 1e3)


def against_cols(ts, k):
    """The --against columns: the median of variant ts[-1] and its per-round ratio to the
    default rewrite ts[k] (median, 25th..75th percentile)."""
    r = ts[-1] / ts[k]
    return " %9.3f %5.2f %11s" % (np.median(ts[-1]) * 1e3, np.median(r),
                                  "%.2f..%.2f" % (np.percentile(r, 25), np.percentile(r, 75)))


AGAINST_HEAD = " %9s %5s %11s" % ("flags ms", "f/r", "f/r p25..p75")


def bench_model(a, m, mode):
    path = pathlib.Path(m)
    if not path.exists():
        path = ROOT / "corpus/real" / m
    fmt = "hlo" if path.suffix == ".hlo" else "stablehlo"
    extra = a.opt_args.split() if a.opt_args else []
    text, rep = rewrite(a.recompose, path, fmt, extra)
    texts = [path.read_text(), text, rewrite(a.recompose, path, fmt, extra + ["--no-neighbours"])[0]]
    if a.against:
        texts.append(rewrite(a.recompose, path, fmt, extra + a.against.split())[0])
    args = inputs_for(path.read_text(), fmt)
    cpu = []
    ts, outs = interleaved([X.compile_text(t, fmt) for t in texts], args, a.repeat, cpu=cpu)
    d = max(worst_diff(o, outs[0]) for o in outs[1:])
    ratio, cratio = ts[0] / ts[1], cpu[0] / cpu[1]
    print("%-32s %-7s %9.3f %19s %9.3f %19s %9.3f %6.2f %5.2f %11s %6.2f %5.2f %11s %5.2f%s %s %s" % (
        path.name, mode, np.median(ts[0]) * 1e3, spread(ts[0]), np.median(ts[1]) * 1e3, spread(ts[1]),
        np.median(ts[2]) * 1e3, np.median(ts[0]) / np.median(ts[1]), np.median(ratio),
        "%.2f..%.2f" % (np.percentile(ratio, 25), np.percentile(ratio, 75)),
        np.median(ts[0]) / np.median(ts[2]), np.median(cpu[0]) / np.median(cpu[1]),
        "%.2f..%.2f" % (np.percentile(cratio, 25), np.percentile(cratio, 75)), ts[0].min() / ts[1].min(),
        against_cols(ts, 1) if a.against else "",
        "ok" if d < 1e-2 else "diff %.2g" % d,
        json.dumps(rep.get("counts", {}), separators=(",", ":"))), flush=True)


def bench_revert(a, m, mode):
    """--revert-each: the original, the full rewrite and, per raised op, the rewrite without
    that op's calls, interleaved; per op the per-round ratios (without ÷ full), wall and CPU."""
    path = pathlib.Path(m)
    if not path.exists():
        path = ROOT / "corpus/real" / m
    fmt = "hlo" if path.suffix == ".hlo" else "stablehlo"
    extra = a.opt_args.split() if a.opt_args else []
    text, rep = rewrite(a.recompose, path, fmt, extra)
    raised = sorted(rep.get("counts", {}))
    texts = [path.read_text(), text]
    for op in raised:
        texts.append(rewrite(a.recompose, path, fmt, extra + ["--only=" + o for o in raised if o != op])[0])
    cpu = []
    ts, outs = interleaved([X.compile_text(t, fmt) for t in texts], inputs_for(path.read_text(), fmt), a.repeat,
                           cpu=cpu)
    d = max(worst_diff(o, outs[0]) for o in outs[1:])

    def q(r):
        return "%5.2f (%.2f..%.2f)" % (np.median(r), np.percentile(r, 25), np.percentile(r, 75))
    print("%-32s %-7s %-22s %9.3f %21s %21s %s" % (path.name, mode, "original", np.median(ts[0]) * 1e3,
                                                   q(ts[0] / ts[1]), q(cpu[0] / cpu[1]),
                                                   "ok" if d < 1e-2 else "diff %.2g" % d), flush=True)
    print("%-32s %-7s %-22s %9.3f" % (path.name, mode, "rewritten", np.median(ts[1]) * 1e3), flush=True)
    for k, op in enumerate(raised):
        print("%-32s %-7s %-22s %9.3f %21s %21s" % (path.name, mode, "without " + op, np.median(ts[2 + k]) * 1e3,
                                                    q(ts[2 + k] / ts[1]), q(cpu[2 + k] / cpu[1])), flush=True)


def bench_neighbours(a, mode):
    """Each neighbour form at each size: XLA's fused loop against the rewritten program (the
    call with its neighbours), interleaved: medians, spreads and per-round ratios."""
    import jax
    forms = neighbour_ops()
    names = list(forms) if a.neighbours == "all" else a.neighbours.split(",")
    print("%-15s %-7s %9s %9s %17s %9s %17s %5s %11s%s %s" % (
        "form", "threads", "elements", "XLA ms", "XLA p25..p75", "call ms", "call p25..p75", "ratio",
        "r-p25..p75", AGAINST_HEAD if a.against else "", "check raised"), flush=True)
    with tempfile.TemporaryDirectory() as td:
        for name in names:
            f, shapes = forms[name]
            for n in [int(v) for v in a.sizes.split(",")]:
                rng = np.random.default_rng(1)
                x = (rng.standard_normal((n // COLS, COLS)) * 3).astype(np.float32)
                args = [x] + [rng.standard_normal(sh(x.shape)) > -1.0 if getattr(sh, "pred", False)
                              else rng.standard_normal(sh(x.shape)).astype(np.float32) for sh in shapes]
                path = pathlib.Path(td) / ("n_%d.mlir" % n)
                path.write_text(jax.jit(f).lower(*args).as_text())
                extra = a.opt_args.split() if a.opt_args else []
                text, rep = rewrite(a.recompose, path, "stablehlo", extra)
                texts = [path.read_text(), text]
                if a.against:
                    texts.append(rewrite(a.recompose, path, "stablehlo", extra + a.against.split())[0])
                exes = [X.compile_text(t, "stablehlo") for t in texts]
                ts, outs = interleaved(exes, args, a.repeat)
                d = max(worst_diff(o, outs[0]) for o in outs[1:])
                ratio = ts[0] / ts[1]
                print("%-15s %-7s %9d %9.3f %17s %9.3f %17s %5.2f %11s%s %s %s" % (
                    name, mode, n, np.median(ts[0]) * 1e3, spread(ts[0]), np.median(ts[1]) * 1e3,
                    spread(ts[1]), np.median(ts[0]) / np.median(ts[1]),
                    "%.2f..%.2f" % (np.percentile(ratio, 25), np.percentile(ratio, 75)),
                    against_cols(ts, 1) if a.against else "", "ok" if d < 1e-2 else "diff %.2g" % d,
                    json.dumps(rep.get("counts", {}), separators=(",", ":"))), flush=True)


def bench_split(a, m, mode, handlers):
    """--split-at: the original and the rewrite, the rewrite run with each threshold of
    recompose_ffi_set_min_elems in turn (0: the library's default), interleaved; per
    threshold the per-round ratio original ÷ rewrite, wall and CPU."""
    path = pathlib.Path(m)
    if not path.exists():
        path = ROOT / "corpus/real" / m
    fmt = "hlo" if path.suffix == ".hlo" else "stablehlo"
    text, rep = rewrite(a.recompose, path, fmt, a.opt_args.split() if a.opt_args else [])
    at = [int(v) for v in a.split_at.split(",")]
    orig, rewr = X.compile_text(path.read_text(), fmt), X.compile_text(text, fmt)
    exes = [orig] + [rewr] * len(at)
    before = [lambda: handlers.set_min_elems(0)] + [lambda n=n: handlers.set_min_elems(n) for n in at]
    cpu = []
    ts, outs = interleaved(exes, inputs_for(path.read_text(), fmt), a.repeat, cpu=cpu, before=before)
    handlers.set_min_elems(0)
    d = max(worst_diff(o, outs[0]) for o in outs[1:])

    def q(r):
        return "%5.2f (%.2f..%.2f)" % (np.median(r), np.percentile(r, 25), np.percentile(r, 75))
    print("%-32s %-7s %-14s %9.3f %s" % (path.name, mode, "original", np.median(ts[0]) * 1e3,
                                         "ok" if d < 1e-2 else "diff %.2g" % d), flush=True)
    for k, n in enumerate(at):
        print("%-32s %-7s %-14s %9.3f %21s %21s" % (path.name, mode, ("one thread" if n >= 2 ** 63 else "split at %d" % n) if n else "split default",
                                                    np.median(ts[1 + k]) * 1e3, q(ts[0] / ts[1 + k]),
                                                    q(cpu[0] / cpu[1 + k])), flush=True)


def without_calls(text):
    """HLO text with each recompose call replaced by the cheapest value of its result type
    that still reads what the call read (so that nothing upstream becomes dead code): the sum
    of its operands of the result's type (x, and a residual or dy where the call has one;
    one operand: a copy, which XLA removes), a tuple of that sum where each result has x's
    type, or x's first row (a slice, reshaped) for a d scale's row. What the program would
    take if the calls and the work they took in were gone, with nothing cut around them
    (XLA fuses as it likes)."""
    import re
    types = {}
    for m in re.finditer(r"^\s*(?:ROOT )?(\S+) = (\w+\[[^\]]*\])(?:\{[^}]*\})? ", text, re.M):
        types[m.group(1)] = m.group(2)
    call = re.compile(r"^(\s*)(ROOT )?(\S+) = (\(.*?\)|\S+) custom-call\(([^)]*)\), "
                      r"custom_call_target=\"recompose\.\w+\".*$", re.M)

    def bare(t):
        return re.sub(r"\{[^}]*\}", "", t).strip()

    def dims(t):
        return [int(v) for v in t[t.index("[") + 1:t.index("]")].split(",") if v]

    def one(m):
        ind, root, name, ty, ops = m.groups()
        ops = [o.strip() for o in ops.split(",")]
        x, xt = ops[0], types.get(ops[0])
        lines, root = [], root or ""
        tys = [bare(t) for t in ty[1:-1].split(", ")] if ty.startswith("(") else [bare(ty)]
        if all(t == xt for t in tys):
            acc = x
            for k, o in enumerate(o for o in ops[1:] if types.get(o) == xt):
                lines.append("%s%s.sum%d = %s add(%s, %s)" % (ind, name, k, xt, acc, o))
                acc = "%s.sum%d" % (name, k)
            if len(tys) > 1:
                lines.append("%s%s%s = %s tuple(%s)" % (ind, root, name, ty, ", ".join([acc] * len(tys))))
            else:
                lines.append("%s%s%s = %s copy(%s)" % (ind, root, name, ty, acc))
            return "\n".join(lines)
        if len(tys) > 1 or not xt:
            raise ValueError("without_calls: no stand-in for %s" % m.group(0)[:200])
        xd, rd = dims(xt), dims(tys[0])
        n, k = int(np.prod(rd)) if rd else 1, len(xd)
        while k > 0 and int(np.prod(xd[k - 1:])) <= n:
            k -= 1
        if int(np.prod(xd[k:])) == n:  # x's first row of the result's size
            st = "%s[%s]" % (xt.split("[")[0], ",".join(["1"] * k + [str(v) for v in xd[k:]]))
            sl = ",".join(["[0:1]"] * k + ["[0:%d]" % v for v in xd[k:]])
            return "%s%s.row = %s slice(%s), slice={%s}\n%s%s%s = %s reshape(%s.row)" % (
                ind, name, st, x, sl, ind, root, name, ty, name)
        dt = tys[0].split("[")[0]
        return "%s%s.zero = %s[] constant(0)\n%s%s%s = %s broadcast(%s.zero), dimensions={}" % (
            ind, name, dt, ind, root, name, ty, name)
    return call.sub(one, text)


def bench_ceiling(a, m, mode, handlers):
    """--ceiling: the original, the rewrite, and the rewrite's compiled program with its
    handlers stubbed (recompose_ffi_set_stub): every call writing x (ceiling) or nothing
    (free), each raised op's calls alone writing x (ceiling OP); and (HLO) the program
    with the calls replaced by x in the text (gone). All interleaved; per variant the
    per-round ratio original ÷ variant, wall and CPU."""
    path = pathlib.Path(m)
    if not path.exists():
        path = ROOT / "corpus/real" / m
    fmt = "hlo" if path.suffix == ".hlo" else "stablehlo"
    text, rep = rewrite(a.recompose, path, fmt, a.opt_args.split() if a.opt_args else [])
    raised = sorted(rep.get("counts", {}))
    orig, rewr = X.compile_text(path.read_text(), fmt), X.compile_text(text, fmt)
    names = ["original", "rewritten", "ceiling", "free"] + ["ceiling " + op for op in raised]
    exes = [orig, rewr, rewr, rewr] + [rewr] * len(raised)

    def stub(op=None, how="copy"):
        def f():
            handlers.set_stub(None, "off")
            if how != "off":
                handlers.set_stub(op, how)
        return f
    before = [stub(how="off"), stub(how="off"), stub(), stub(how="nothing")] + [stub(op) for op in raised]
    if fmt == "hlo":
        names.append("gone")
        exes.append(X.compile_text(without_calls(text), fmt))
        before.append(stub(how="off"))
    if a.base:  # the same model rewritten by another recompose binary (a baseline build)
        names.append("base rewritten")
        exes.append(X.compile_text(rewrite(a.base, path, fmt, a.opt_args.split() if a.opt_args else [])[0], fmt))
        before.append(stub(how="off"))
    cpu = []
    try:
        ts, outs = interleaved(exes, inputs_for(path.read_text(), fmt), a.repeat, cpu=cpu, before=before)
    finally:
        handlers.set_stub(None, "off")
    d = max(worst_diff(outs[1], outs[0]), worst_diff(outs[-1], outs[0]) if a.base else 0.0)

    def q(r):
        return "%5.2f (%.2f..%.2f)" % (np.median(r), np.percentile(r, 25), np.percentile(r, 75))
    for k, name in enumerate(names):
        print("%-32s %-7s %-24s %9.3f %17s %21s %21s %5.2f%s" % (
            path.name, mode, name, np.median(ts[k]) * 1e3, spread(ts[k]), q(ts[0] / ts[k]), q(cpu[0] / cpu[k]),
            ts[0].min() / ts[k].min(),
            (" " + ("ok" if d < 1e-2 else "diff %.2g" % d) + " " + json.dumps(rep.get("counts", {}),
                                                                           separators=(",", ":")))
            if k == 1 else ""), flush=True)
    if a.base:  # per round, the baseline's rewrite ÷ this rewrite (> 1: this binary's rewrite faster)
        print("%-32s %-7s %-24s %9s %17s %21s %21s %5.2f" % (
            path.name, mode, "base ÷ rewritten", "", "", q(ts[-1] / ts[1]), q(cpu[-1] / cpu[1]),
            ts[-1].min() / ts[1].min()), flush=True)


def run_modes(a):
    """Runs this script once per --threads mode in a process of its own (XLA reads its flags once)."""
    import os
    rc = 0
    for mode in a.threads.split(","):
        env = dict(os.environ)
        cmd = [sys.executable, str(pathlib.Path(__file__).resolve())] + sys.argv[1:] + ["--in-mode", mode]
        if mode == "1":
            env["XLA_FLAGS"] = (env.get("XLA_FLAGS", "") + " --xla_cpu_multi_thread_eigen=false").strip()
            cmd = ["taskset", "-c", "0"] + cmd
        elif mode != "default":
            sys.exit("bench.py: --threads takes default and 1, not %s" % mode)
        rc |= subprocess.run(cmd, env=env).returncode
    return rc


def inputs_for(text, fmt, seed=0):
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
    import check
    sh = X.hlo_to_stablehlo(text) if fmt == "hlo" else text
    return check.make_inputs(check.entry_signature(sh), seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--recompose", default=str(ROOT / "build/tools/recompose"))
    ap.add_argument("--repeat", type=int, default=21)
    ap.add_argument("--sizes", default="65536,16777216")
    ap.add_argument("--ops", default=None)
    ap.add_argument("--cols", type=int, default=COLS, help="row length of the ops' x (default %d)" % COLS)
    ap.add_argument("--loop", type=int, default=0, metavar="K",
                    help="run each op K times in one loop per run (looped()); times are per step")
    ap.add_argument("--threads", default=None, help="modes to run, each in its own process: default,1")
    ap.add_argument("--in-mode", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--opt-args", default="", help="more arguments for recompose opt (the rewritten programs)")
    ap.add_argument("--models", action="store_true", help="the models of MODELS (and no op)")
    ap.add_argument("--neighbours", default=None,
                    help="time these forms of neighbour_ops() (all: every one) instead of the table's ops")
    ap.add_argument("--train", action="store_true",
                    help="time the training steps of train_steps() in place of the fused ops")
    ap.add_argument("--against", default=None, metavar="FLAGS",
                    help="also time the rewrite made with these opt flags (--against=--no-recompute)")
    ap.add_argument("--revert-each", action="store_true",
                    help="per model file, time the rewrite without each raised op's calls (--only the others)")
    ap.add_argument("--split-at", default=None, metavar="N,...",
                    help="per model file, time the rewrite with the handlers' split threshold at each N "
                         "(elements; 0: the default), interleaved with the original")
    ap.add_argument("--ceiling", action="store_true",
                    help="per model file, time the rewrite with its calls stubbed (all, none doing work, "
                         "each op's alone) and with the calls gone from the text, interleaved with the original")
    ap.add_argument("--base", default=None, metavar="RECOMPOSE",
                    help="with --ceiling: also time the model rewritten by this recompose binary (a baseline)")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    if a.threads and not a.in_mode:
        return run_modes(a)
    mode = a.in_mode or "default"
    import jax
    handlers = recompose_jax.register()
    table = ops()
    missing = [op for op in table_ops() if op not in table]
    if missing:
        sys.exit("bench.py: no JAX form in ops() for %s (a row of include/recompose/fused.def)"
                 % ", ".join(missing))
    if a.loop and a.train:
        sys.exit("bench.py: --loop times the ops of ops(), not --train's steps")
    if a.train:
        nprimal = {k: n for k, (_, n) in train_steps().items()}
        table = {k: f for k, (f, _) in train_steps().items()}
    names = a.ops.split(",") if a.ops else list(table) if a.train or not (
        a.models or a.files or a.neighbours) else []
    unknown = [n for n in names if n not in table]
    if unknown:
        sys.exit("bench.py: no %s for %s" % ("step in train_steps()" if a.train else "op in ops()",
                                             ", ".join(unknown)))
    if a.neighbours:
        bench_neighbours(a, mode)
    if names:
        print("%-12s %10s %12s %12s %7s %5s%s" % ("op", "elements", "XLA ms", "recompose ms", "ratio", "min",
                                                  AGAINST_HEAD if a.against else ""))
    with tempfile.TemporaryDirectory() as td:
        for name in names:
            for n in [int(s) for s in a.sizes.split(",")]:
                rng = np.random.default_rng(1)
                x = rng.standard_normal((n // a.cols, a.cols)).astype(np.float32) * 3
                if a.train:  # x, the norm's scale and bias, dy
                    args = [x] + [rng.standard_normal(a.cols).astype(np.float32) for _ in range(nprimal[name] - 1)]
                    args.append(rng.standard_normal(x.shape).astype(np.float32))
                else:
                    args = [x] + [rng.standard_normal(x.shape).astype(np.float32)
                                  for _ in range(len(inspect.signature(table[name]).parameters) - 1)]  # dy of a GRAD row
                path = pathlib.Path(td) / ("%s_%d.mlir" % (name, n))
                path.write_text(jax.jit(looped(table[name], len(args), a.loop)).lower(*args).as_text())
                text, rep = rewrite(a.recompose, path, "stablehlo")
                got = rep.get("counts", {}).get(name, 0)
                texts = [path.read_text(), text]
                if a.against:
                    text_f, rep_f = rewrite(a.recompose, path, "stablehlo", a.against.split())
                    texts.append(text_f)
                ts, _ = interleaved([X.compile_text(t, "stablehlo") for t in texts], args, a.repeat)
                ts = [t / max(a.loop, 1) for t in ts]
                t_x, t_r = float(np.median(ts[0])), float(np.median(ts[1]))
                note = "" if got == 1 and not a.train else "  (raised: %s)" % (rep.get("counts") or "nothing")
                if a.against:
                    note += "  (%s raised: %s)" % (a.against, rep_f.get("counts") or "nothing")
                print("%-12s %10d %12.4f %12.4f %7.2f %5.2f%s%s" % (name, n, t_x * 1e3, t_r * 1e3, t_x / t_r,
                                                             ts[0].min() / ts[1].min(),
                                                             against_cols(ts, 1) if a.against else "", note))
    models = (MODELS if a.models else []) + a.files
    if models and a.ceiling:
        print("%-32s %-7s %-24s %9s %17s %21s %21s %5s" % ("model", "threads", "variant", "ms", "p25..p75",
                                                           "orig ÷ (p25..p75)", "cpu orig ÷ (p25..p75)", "min"),
              flush=True)
        for m in models:
            bench_ceiling(a, m, mode, handlers)
        return 0
    if models and a.split_at:
        print("%-32s %-7s %-14s %9s %21s %21s" % ("model", "threads", "variant", "ms", "orig ÷ (p25..p75)",
                                                  "cpu orig ÷ (p25..p75)"), flush=True)
        for m in models:
            bench_split(a, m, mode, handlers)
        return 0
    if models and a.revert_each:
        print("%-32s %-7s %-22s %9s %21s %21s" % ("model", "threads", "variant", "ms", "÷ rewr (p25..p75)",
                                                  "cpu ÷ rewr (p25..p75)"), flush=True)
        for m in models:
            bench_revert(a, m, mode)
        return 0
    if models:
        print("%-32s %-7s %9s %19s %9s %19s %9s %6s %5s %11s %6s %5s %11s %5s%s %s" % (
            "model", "threads", "orig ms", "orig p25..p75", "rewr ms", "rewr p25..p75", "no-nb ms",
            "ratio", "r-med", "r-p25..p75", "no-nb", "cpu", "c-p25..p75", "min", AGAINST_HEAD if a.against else "",
            "check raised"),
            flush=True)
    for m in models:
        bench_model(a, m, mode)


if __name__ == "__main__":
    sys.exit(main())
