#!/usr/bin/env python3
"""Time recompose's typed-FFI handlers inside XLA:CPU on one thread and split
over XLA's intra-op pool, each call alone in its program (so the pool's
threads have gone to sleep between runs: the split's cost at its highest). The
threshold itself, RC_SPLIT_MIN_ELEMS_XLA in src/support/split.h, comes from whole
models, where XLA's own loops keep the pool awake: bench.py --models --split-at.

Run in the jax environment, from the repository root, after building with
-Dxla_ffi_include (see tools/test):

    threads.py [--repeat 41] [--sizes 16384,65536,...] [--ops silu,...] [--cols 1024] [--dtype f32]

Per op and size: one jitted program holding only the recompose.<op> custom
call (row and norm ops on rows of --cols elements; norms with scale and bias),
run `repeat` times in each mode, the two modes interleaved run by run (which
goes first alternates) so that a noisy machine slows both alike. Mode 1 keeps
every call on one thread (recompose_ffi_set_min_elems(SIZE_MAX)), mode N cuts
every call into chunks for XLA's pool (set_min_elems(1)). Prints
the median and the minimum wall time of each and their ratios 1-thread /
N-thread (> 1: splitting pays), and how many calls were split. On a machine
busy with other work the medians show what splitting costs when the pool's
other threads wait for a core; the minima, what it gives when a core is free. Each run's output is compared bit for bit
between the modes. The timed call includes jax's dispatch (as a real program's
call does not): it is the same in both modes.
"""
import argparse
import pathlib
import sys
import time

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import recompose.jax as recompose_jax  # noqa: E402

SIZES = "16384,32768,65536,131072,262144,524288,1048576"


def program(op, kind, n, cols, dtype):
    """(jitted f, args) running recompose.<op> once on n elements."""
    import jax
    import ml_dtypes
    dt = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "f16": np.float16}[dtype]
    rng = np.random.default_rng(n)
    if kind == "elementwise":
        x = (rng.standard_normal(n) * 3).astype(dt)
        return jax.jit(lambda x: jax.ffi.ffi_call("recompose." + op, jax.ShapeDtypeStruct(x.shape, x.dtype))(x)), [x]
    x = (rng.standard_normal((n // cols, cols)) * 3).astype(dt)
    if kind == "row":
        return jax.jit(lambda x: jax.ffi.ffi_call("recompose." + op, jax.ShapeDtypeStruct(x.shape, x.dtype))(x)), [x]
    s = rng.standard_normal(cols).astype(dt)
    b = rng.standard_normal(cols).astype(dt)

    def f(x, s, b):
        call = jax.ffi.ffi_call("recompose." + op, jax.ShapeDtypeStruct(x.shape, x.dtype))
        return call(x, s, b, eps=np.float32(1e-5), scale=True, bias=True)
    return jax.jit(f), [x, s, b]


def kinds():
    """op -> kind, from the handlers' op list (the fused-op table's order)."""
    rows = {"softmax": "row", "log_softmax": "row", "layer_norm": "norm", "rms_norm": "norm"}
    return lambda op: rows.get(op, "elementwise")


def one_operand(op):
    """The forward ops this script builds programs for (the backward ops take dy as well)."""
    return "_grad" not in op


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=41)
    ap.add_argument("--sizes", default=SIZES)
    ap.add_argument("--ops", default=None)
    ap.add_argument("--cols", type=int, default=1024)
    ap.add_argument("--dtype", default="f32", choices=["f32", "bf16", "f16"])
    a = ap.parse_args()
    import jax
    h = recompose_jax.register()
    kind = kinds()
    names = a.ops.split(",") if a.ops else [op for op in h.ops if one_operand(op)]
    dev = jax.devices("cpu")[0]
    print("%-12s %9s %10s %10s %6s %10s %10s %6s %s" % ("op", "elements", "med 1 ms", "med N ms", "ratio",
                                                         "min 1 ms", "min N ms", "ratio", "split/calls"))
    for op in names:
        for n in [int(s) for s in a.sizes.split(",")]:
            f, args = program(op, kind(op), n, a.cols, a.dtype)
            bufs = [jax.device_put(x, dev) for x in args]
            modes = {"1": None, "N": 1}
            outs = {}
            for m, v in modes.items():  # compile and warm both modes
                h.set_min_elems(v)
                for _ in range(3):
                    outs[m] = np.asarray(f(*bufs))
            if outs["1"].tobytes() != outs["N"].tobytes():
                print("%-12s %9d  RESULTS DIFFER between 1 and N threads" % (op, n))
                return 1
            h.reset_calls()
            ts = {"1": [], "N": []}
            for r in range(a.repeat):
                for m in (("1", "N") if r % 2 == 0 else ("N", "1")):
                    h.set_min_elems(modes[m])
                    t = time.perf_counter()
                    f(*bufs).block_until_ready()
                    ts[m].append(time.perf_counter() - t)
            t1, tn = float(np.median(ts["1"])), float(np.median(ts["N"]))
            m1, mn = min(ts["1"]), min(ts["N"])
            print("%-12s %9d %10.4f %10.4f %6.2f %10.4f %10.4f %6.2f %d/%d" % (
                op, n, t1 * 1e3, tn * 1e3, t1 / tn, m1 * 1e3, mn * 1e3, m1 / mn,
                h.split_calls(op), h.calls(op)), flush=True)
    h.set_min_elems(0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
