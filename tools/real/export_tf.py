"""Export TensorFlow / Keras layers as XLA HLO (tf.function(jit_compile=True)).

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-tf.txt:
    python export_tf.py OUTDIR

Each model is a small Keras stack on a (2, 16, 64) input, built in f32 and under the
mixed_bfloat16 policy, lowered with
    f = tf.function(lambda x: model(x), jit_compile=True)
    f.experimental_get_compiler_ir(x)(stage='hlo' | 'optimized_hlo').
The layer weights are tf.Variables, which XLA receives as parameters (not constants).

Training steps (NAME_train.*): the same stacks under a tf.GradientTape, the loss
mean(model(x)**2) in f32 and its gradient w.r.t. the input and every weight,
    tf.function(step, jit_compile=True).experimental_get_compiler_ir(x)(stage=...)
returning (loss, dloss/dx, dloss/dweights...). TensorFlow's registered gradients of the
activations (Erf, Tanh, Sigmoid, Softmax, the moments of a layer norm...) are graph ops
that XLA lowers into elementwise ops and reductions.

Traced counts of the training steps. Each activation the stacks apply is computed
inside mark(op), which opens a tf.name_scope "rcop-OP-N" while counting (and nothing
when exporting: the files carry no marks). Counting traces the step itself
(step.get_concrete_function(x).graph) and reads its ops in the order they were made:
the forward's, then, from the first op named in the scope GradientTape gives the
gradient ops ("gradient_tape/"), the gradient's. A mark with forward ops under it is a
forward instance; it is also a backward instance when a gradient op is under it (a
registered gradient is named after the op it differentiates) or when a gradient op
outside that scope reads a value made under it (a custom gradient, as tf.nn.silu's,
makes its ops outside any scope; they read the activation's saved values; a layer's
registered gradient reading the activation's output, as a Dense kernel's, is in the
scope and named after that layer). Nothing here runs recompose.
"""
import contextlib
import os
import re
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
import keras  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus, shapes_text  # noqa: E402

B, S, D, F = 2, 16, 64, 256


_COUNT = {"on": False, "n": 0}
TAG = re.compile(r"rcop-(\w+?)-(\d+)")


@contextlib.contextmanager
def mark(op):
    """Mark the activation computed inside (a name scope while counting, else nothing)."""
    if not _COUNT["on"]:
        yield
        return
    _COUNT["n"] += 1
    with tf.name_scope("rcop-%s-%d" % (op, _COUNT["n"])):
        yield


def marked_activation(op, fn):
    def call(x):
        with mark(op):
            return fn(x)
    return keras.layers.Activation(call)


def gelu_layer(approximate):
    return marked_activation("gelu_tanh" if approximate else "gelu_erf",
                             lambda x: keras.activations.gelu(x, approximate=approximate))


class MarkedLayerNormalization(keras.layers.LayerNormalization):
    def call(self, x):
        with mark("layer_norm"):
            return super().call(x)


class MarkedSoftmax(keras.layers.Softmax):
    def call(self, x, mask=None):
        with mark("softmax"):
            return super().call(x, mask)


class MarkedDense(keras.layers.Dense):
    """Dense whose activation (set by name, as keras.layers.Dense(activation=...)) is marked."""
    def __init__(self, units, op, **kw):
        super().__init__(units, **kw)
        inner = self.activation
        self.activation = lambda x: _marked_call(op, inner, x)


def _marked_call(op, fn, x):
    with mark(op):
        return fn(x)


# Keras names a layer after its class: the marked classes keep the names of the layers
# they extend, so the exported op names are those of the plain layers.
for _cls in (MarkedLayerNormalization, MarkedSoftmax, MarkedDense):
    _cls.__name__ = _cls.__mro__[1].__name__


# name -> (builder, traced, description)
MODELS = {
    "dense_gelu_erf": (lambda: [keras.layers.Dense(F), gelu_layer(False), keras.layers.Dense(D)],
                       {"gelu_erf": 1},
                       "keras.layers.Dense(256), keras.activations.gelu(approximate=False), Dense(64)"),
    "dense_gelu_tanh": (lambda: [keras.layers.Dense(F), gelu_layer(True), keras.layers.Dense(D)],
                        {"gelu_tanh": 1},
                        "keras.layers.Dense(256), keras.activations.gelu(approximate=True), Dense(64)"),
    "dense_swish": (lambda: [MarkedDense(F, "silu", activation="swish"), keras.layers.Dense(D)],
                    {"silu": 1},
                    "keras.layers.Dense(256, activation='swish'), Dense(64)"),
    "layer_norm": (lambda: [keras.layers.Dense(D), MarkedLayerNormalization(epsilon=1e-6)],
                   {"layer_norm": 1},
                   "keras.layers.Dense(64), keras.layers.LayerNormalization(epsilon=1e-6) (last axis, scale and center)"),
    "softmax": (lambda: [keras.layers.Dense(D), MarkedSoftmax(axis=-1)],
                {"softmax": 1},
                "keras.layers.Dense(64), keras.layers.Softmax(axis=-1)"),
}
POLICIES = {"f32": "float32", "mixed_bf16": "mixed_bfloat16"}
STAGES = (("hlo", "hlo", "hlo"), ("optimized_hlo", "compiled.hlo", "compiled-hlo"))


def make_call(model):
    def call(x):
        return model(x)
    return call


def make_step(model):
    def step(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = model(x)
            loss = tf.reduce_mean(tf.square(tf.cast(y, tf.float32)))
        grads = tape.gradient(loss, [x] + model.trainable_variables)
        return [loss] + grads
    return step


def traced_counts(build, policy, x):
    """(forward counts, backward counts) of the marked activations in the step's graph."""
    _COUNT.update(on=True, n=0)
    try:
        model = new_model(build, policy)
        graph = tf.function(make_step(model)).get_concrete_function(x).graph
    finally:
        _COUNT["on"] = False
    ops = graph.get_operations()  # in the order they were made: the forward, then the gradient
    start = next(i for i, op in enumerate(ops) if op.name.startswith("gradient_tape/"))
    forward = {op.name for op in ops[:start]}
    fwd, bwd = set(), set()
    for name in forward:
        fwd.update(TAG.findall(name))
    for op in ops[start:]:
        if op.name.startswith("gradient_tape/"):
            bwd.update(TAG.findall(op.name))
        else:
            for t in op.inputs:
                if t.op.name in forward:
                    bwd.update(TAG.findall(t.op.name))
    marks = {str(n) for n in range(1, _COUNT["n"] + 1)}
    if {n for _, n in fwd} != marks:
        raise SystemExit("traced_counts: marks %s have no forward ops in the graph"
                         % sorted(marks - {n for _, n in fwd}, key=int))
    count = lambda s: {op: sum(1 for o, _ in s if o == op) for op, _ in s}  # noqa: E731
    return count(fwd), count(bwd)


def new_model(build, policy):
    keras.mixed_precision.set_global_policy(policy)
    keras.utils.set_random_seed(0)
    return keras.Sequential([keras.Input((S, D), batch_size=B)] + build())


def main(outdir):
    c = Corpus("tf", outdir, {"tensorflow-cpu": tf.__version__, "keras": keras.__version__})
    x = tf.constant(np.zeros((B, S, D), np.float32))
    for name, (build, traced, desc) in MODELS.items():
        for dname, policy in POLICIES.items():
            model = new_model(build, policy)
            f = tf.function(make_call(model), jit_compile=True)
            for stage, ext, form in STAGES:
                text = f.experimental_get_compiler_ir(x)(stage=stage)
                c.emit("%s.%s.%s" % (name, dname, ext), text, function=desc,
                       dtype=dname + (" (keras policy %s: float32 variables, bfloat16 compute)" % policy
                                      if policy != "float32" else ""),
                       shapes=shapes_text((B, S, D), [(w.path, tuple(w.shape)) for w in model.weights], "float32"),
                       export="tf.function(lambda x: model(x), jit_compile=True)"
                              ".experimental_get_compiler_ir(x)(stage='%s')" % stage,
                       form=form, traced=traced)
    # the training steps after every forward export (the models built to count would
    # otherwise shift the layer numbers Keras puts in the forward files' op names)
    for name, (build, traced, desc) in MODELS.items():
        for dname, policy in POLICIES.items():
            fwd, bwd = traced_counts(build, policy, x)
            if fwd != traced:
                raise SystemExit("%s: traced forward %s, the table says %s" % (name, fwd, traced))
            model = new_model(build, policy)
            f = tf.function(make_step(model), jit_compile=True)
            for stage, ext, form in STAGES:
                text = f.experimental_get_compiler_ir(x)(stage=stage)
                c.emit("%s_train.%s.%s" % (name, dname, ext), text,
                       function="training step of %s: tf.GradientTape, loss mean(model(x)**2) in float32, "
                                "gradient w.r.t. x and every weight" % desc,
                       dtype=dname + (" (keras policy %s: float32 variables, bfloat16 compute)" % policy
                                      if policy != "float32" else ""),
                       shapes=shapes_text((B, S, D), [(w.path, tuple(w.shape)) for w in model.weights], "float32"),
                       export="tf.function(step, jit_compile=True).experimental_get_compiler_ir(x)(stage='%s')"
                              " (step: tape.gradient(loss, [x] + model.trainable_variables))" % stage,
                       form=form, traced=fwd, traced_backward=bwd, training=True)
    keras.mixed_precision.set_global_policy("float32")
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
