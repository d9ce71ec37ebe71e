"""Activation counts traced from a JAX function's jaxpr (export_jax.py, export_jax_prod.py).

The exporters mark each activation they apply: `act(op)` around code they write, and,
for the blocks built from library calls (export_jax.py), `library_marks()`, which while
counting wraps the public JAX/Flax activation functions (jax.nn.softmax, jax.nn.gelu,
...) and the flax norm modules (nn.LayerNorm, nn.RMSNorm) in the same marks. When
counting, a mark opens a jax.named_scope naming the op and a serial number; when
exporting, it does nothing (the files carry no marks). An activation counts once as its
outermost fused op: a mark inside another (the jax.nn.sigmoid of a marked quick GELU)
opens no scope of its own.

Counting traces the exported function itself (jax.jit(f).trace(...).jaxpr, the jaxpr
that is lowered) and walks every equation, sub-jaxprs included, with the name stack
accumulated through the higher-order equations:
- an equation whose stack holds "transpose(" (and not "rematted_computation") belongs
  to the backward of the marked activation; each marked activation with such equations
  is one backward instance (a norm whose input needs no gradient has one too: the
  gradient of its scale);
- any other marked equation belongs to a forward instance: the primal one, or a copy
  that jax.checkpoint recomputes in the backward ("rematted_computation" in the stack),
  each copy one instance (the lowered program computes it again).
A body that a library traces more than once and keeps one trace of (flax's nn.scan traces
the scanned body once to find its loop-invariant values and drops that jaxpr) marks the
same code twice: a mark with no computation in the jaxpr is accepted only where a mark made
at the same place (the same op, the same exporter source lines on the Python stack) is
computed; any other mark without one stops the export.
Standard JAX/Flax code otherwise; nothing here runs recompose.
"""
import contextlib
import os
import re
import traceback

import jax
import flax.linen as nn

_COUNT = {"on": False, "n": 0, "depth": 0, "sites": {}}
_HERE = os.path.dirname(os.path.abspath(__file__))


def _site(op):
    """Where a mark is made: its op and the exporter source lines on the Python stack."""
    return (op,) + tuple((f.filename, f.lineno) for f in traceback.extract_stack()
                         if os.path.dirname(os.path.abspath(f.filename)) == _HERE)
TAG = re.compile(r"rcop-(\w+?)-(\d+)")


@contextlib.contextmanager
def act(op):
    """Mark the activation computed inside (a named scope while counting, else nothing)."""
    if not _COUNT["on"] or _COUNT["depth"]:
        yield
        return
    _COUNT["n"] += 1
    _COUNT["sites"][str(_COUNT["n"])] = _site(op)
    _COUNT["depth"] += 1
    try:
        with jax.named_scope("rcop-%s-%d" % (op, _COUNT["n"])):
            yield
    finally:
        _COUNT["depth"] -= 1


# Library activations: public function -> fused op (gelu: by its `approximate`).
LIBRARY = {"softmax": "softmax", "log_softmax": "log_softmax", "silu": "silu", "swish": "silu",
           "sigmoid": "sigmoid", "hard_swish": "hardswish", "hard_silu": "hardswish",
           "hard_sigmoid": "hardsigmoid", "mish": "mish", "softplus": "softplus", "gelu": None}
NORMS = ((nn.LayerNorm, "layer_norm"), (nn.RMSNorm, "rms_norm"))


def _marked(fn, name):
    def call(*a, **k):
        approximate = k.get("approximate", a[1] if len(a) > 1 else True)
        op = LIBRARY[name] or ("gelu_tanh" if approximate else "gelu_erf")
        with act(op):
            return fn(*a, **k)
    return call


def _norm_marks(next_fun, args, kwargs, context):
    op = next((o for cls, o in NORMS if isinstance(context.module, cls)), None)
    if op is None or context.method_name != "__call__":
        return next_fun(*args, **kwargs)
    with act(op):
        return next_fun(*args, **kwargs)


@contextlib.contextmanager
def library_marks():
    """While counting, the library activations of jax.nn and flax.linen are marked."""
    saved = []
    try:
        for mod in (jax.nn, nn):
            for name in LIBRARY:
                if hasattr(mod, name):
                    saved.append((mod, name, getattr(mod, name)))
                    setattr(mod, name, _marked(getattr(mod, name), name))
        with nn.intercept_methods(_norm_marks):
            yield
    finally:
        for mod, name, fn in reversed(saved):
            setattr(mod, name, fn)


def _subjaxprs(eqn):
    for v in eqn.params.values():
        for x in (v if isinstance(v, (list, tuple)) else (v,)):
            if hasattr(x, "eqns"):
                yield x
            elif hasattr(x, "jaxpr"):
                yield x.jaxpr if hasattr(x.jaxpr, "eqns") else x.jaxpr.jaxpr


def traced_counts(fn, *args, library=False):
    """(forward counts, backward counts) of the marked activations in jit(fn)'s jaxpr;
    library: the library activations are marked too (library_marks)."""
    _COUNT.update(on=True, n=0, depth=0, sites={})
    try:
        with library_marks() if library else contextlib.nullcontext():
            # export_jax.py counts after lowering: there a function of its own, so that
            # jit's cache does not answer with the export's trace, made without the marks
            jaxpr = jax.jit((lambda *a: fn(*a)) if library else fn).trace(*args).jaxpr.jaxpr
    finally:
        _COUNT["on"] = False
    fwd, bwd = set(), set()

    def walk(j, stack, path):
        for i, e in enumerate(j.eqns):
            full = stack + "|" + str(e.source_info.name_stack)
            for op, n in set(TAG.findall(full)) - set(TAG.findall(stack)):
                if "rematted_computation" in full:
                    fwd.add((op, n, "remat", path))
                elif "transpose(" in full:
                    bwd.add((op, n))
                else:
                    fwd.add((op, n, "primal", path))
            for k, sub in enumerate(_subjaxprs(e)):
                walk(sub, full, path + ((i, k),))

    walk(jaxpr, "", ())
    marks = {str(n) for n in range(1, _COUNT["n"] + 1)}
    primal = {n for _, n, ctx, _ in fwd if ctx == "primal"}
    # every mark made while tracing is computed once as such, but a dropped trace's (the same
    # place as a computed mark's)
    computed = {_COUNT["sites"][n] for n in primal}
    lost = {n for n in marks - primal if _COUNT["sites"][n] not in computed}
    if lost or not primal <= marks:
        raise SystemExit("traced_counts: marks %s have no primal computation in the jaxpr"
                         % sorted(lost, key=int))
    # a forward instance is one per marked activation and context (primal, or each remat copy)
    fc, bc = {}, {}
    for op, n, ctx, path in {(op, n, ctx, path if ctx == "remat" else ()) for op, n, ctx, path in fwd}:
        fc[op] = fc.get(op, 0) + 1
    for op, _ in bwd:
        bc[op] = bc.get(op, 0) + 1
    return fc, bc


def emit_counts(name, fn, *args, known, training=False):
    """The Corpus.emit() counts of a block whose forward activations are known from the
    layers it is built of (`known`), traced with the library marks: traced (which must
    equal `known`, else the marks miss an activation: SystemExit) and, for a training
    graph, traced_backward."""
    fc, bc = traced_counts(fn, *args, library=True)
    if fc != {k: v for k, v in known.items() if v}:
        raise SystemExit("%s: traced forward counts %s, the layers built %s" % (name, fc, known))
    return dict(traced=fc, traced_backward=bc) if training else dict(traced=fc)
