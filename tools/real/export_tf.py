"""Export TensorFlow / Keras layers as XLA HLO (tf.function(jit_compile=True)).

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-tf.txt:
    python export_tf.py OUTDIR

Each model is a small Keras stack on a (2, 16, 64) input, built in f32 and under the
mixed_bfloat16 policy, lowered with
    f = tf.function(lambda x: model(x), jit_compile=True)
    f.experimental_get_compiler_ir(x)(stage='hlo' | 'optimized_hlo').
The layer weights are tf.Variables, which XLA receives as parameters (not constants).
"""
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
import keras  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus, shapes_text  # noqa: E402

B, S, D, F = 2, 16, 64, 256


def gelu_layer(approximate):
    return keras.layers.Activation(lambda x: keras.activations.gelu(x, approximate=approximate))


# name -> (builder, traced, description)
MODELS = {
    "dense_gelu_erf": (lambda: [keras.layers.Dense(F), gelu_layer(False), keras.layers.Dense(D)],
                       {"gelu_erf": 1},
                       "keras.layers.Dense(256), keras.activations.gelu(approximate=False), Dense(64)"),
    "dense_gelu_tanh": (lambda: [keras.layers.Dense(F), gelu_layer(True), keras.layers.Dense(D)],
                        {"gelu_tanh": 1},
                        "keras.layers.Dense(256), keras.activations.gelu(approximate=True), Dense(64)"),
    "dense_swish": (lambda: [keras.layers.Dense(F, activation="swish"), keras.layers.Dense(D)],
                    {"silu": 1},
                    "keras.layers.Dense(256, activation='swish'), Dense(64)"),
    "layer_norm": (lambda: [keras.layers.Dense(D), keras.layers.LayerNormalization(epsilon=1e-6)],
                   {"layer_norm": 1},
                   "keras.layers.Dense(64), keras.layers.LayerNormalization(epsilon=1e-6) (last axis, scale and center)"),
    "softmax": (lambda: [keras.layers.Dense(D), keras.layers.Softmax(axis=-1)],
                {"softmax": 1},
                "keras.layers.Dense(64), keras.layers.Softmax(axis=-1)"),
}
POLICIES = {"f32": "float32", "mixed_bf16": "mixed_bfloat16"}
STAGES = (("hlo", "hlo", "hlo"), ("optimized_hlo", "compiled.hlo", "compiled-hlo"))


def make_call(model):
    def call(x):
        return model(x)
    return call


def main(outdir):
    c = Corpus("tf", outdir, {"tensorflow-cpu": tf.__version__, "keras": keras.__version__})
    x = tf.constant(np.zeros((B, S, D), np.float32))
    for name, (build, traced, desc) in MODELS.items():
        for dname, policy in POLICIES.items():
            keras.mixed_precision.set_global_policy(policy)
            keras.utils.set_random_seed(0)
            model = keras.Sequential([keras.Input((S, D), batch_size=B)] + build())
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
    keras.mixed_precision.set_global_policy("float32")
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
