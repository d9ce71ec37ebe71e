#!/usr/bin/env python3
"""Time recompose's kernels inside XLA:CPU against XLA's own compiled code.

Run in the jax environment, from the repository root:

    bench.py [--repeat 21] [--sizes 65536,16777216] [--ops silu,...] [MODEL.mlir|MODEL.hlo ...]

Per fused op: the op written with jax.nn / jax.lax, lowered by jax.jit to
StableHLO, compiled by XLA:CPU (XLA's fused loop), against the same program
after `recompose opt --emit=custom-call` (the recompose kernel through its
typed-FFI handler). Per model file: the original and the rewritten program.
Prints the median wall time of `repeat` runs of each (after 3 warm-up runs) and
the ratio XLA / recompose (> 1: recompose faster). Single-threaded figures need
XLA_FLAGS=--xla_cpu_multi_thread_eigen=false and one core (taskset).
"""
import argparse
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
        # the NORM_GRAD rows: a norm's dx as jax.vjp writes it (x, dy; no scale)
        "layer_norm_grad": vjp(ln), "rms_norm_grad": vjp(rms),
    }


def table_ops():
    """The fused ops, the rows of include/recompose/fused.def: ops() has one for each."""
    import re
    return re.findall(r"^RC_FUSED\((\w+),", (ROOT / "include/recompose/fused.def").read_text(), re.M)


def median_time(exe, args, repeat):
    import jax
    dev = jax.devices("cpu")[0]
    bufs = [jax.device_put(a, dev) for a in args]
    for _ in range(3):
        for o in exe.execute(bufs):
            o.block_until_ready()
    ts = []
    for _ in range(repeat):
        t = time.perf_counter()
        for o in exe.execute(bufs):
            o.block_until_ready()
        ts.append(time.perf_counter() - t)
    return float(np.median(ts))


def rewrite(recompose, path, fmt):
    with tempfile.TemporaryDirectory() as td:
        out = pathlib.Path(td) / ("o" + path.suffix)
        rep = pathlib.Path(td) / "r.json"
        emit = ["--emit=custom-call"] if fmt == "stablehlo" else []
        subprocess.run([recompose, "opt", *emit, "-o", str(out), "--report", str(rep), str(path)],
                       check=True, capture_output=True)
        return out.read_text(), json.loads(rep.read_text())


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
    ap.add_argument("models", nargs="*")
    a = ap.parse_args()
    import jax
    recompose_jax.register()
    table = ops()
    missing = [op for op in table_ops() if op not in table]
    if missing:
        sys.exit("bench.py: no JAX form in ops() for %s (a row of include/recompose/fused.def)"
                 % ", ".join(missing))
    names = a.ops.split(",") if a.ops else list(table)
    print("%-12s %10s %12s %12s %7s" % ("op", "elements", "XLA ms", "recompose ms", "ratio"))
    with tempfile.TemporaryDirectory() as td:
        for name in names:
            for n in [int(s) for s in a.sizes.split(",")]:
                rng = np.random.default_rng(1)
                x = rng.standard_normal((n // COLS, COLS)).astype(np.float32) * 3
                args = [x] + [rng.standard_normal(x.shape).astype(np.float32)
                              for _ in range(table[name].__code__.co_argcount - 1)]  # dy of a GRAD row
                path = pathlib.Path(td) / ("%s_%d.mlir" % (name, n))
                path.write_text(jax.jit(table[name]).lower(*args).as_text())
                text, rep = rewrite(a.recompose, path, "stablehlo")
                got = rep.get("counts", {}).get(name, 0)
                t_x = median_time(X.compile_text(path.read_text(), "stablehlo"), args, a.repeat)
                t_r = median_time(X.compile_text(text, "stablehlo"), args, a.repeat)
                note = "" if got == 1 else "  (raised: %s)" % (rep.get("counts") or "nothing")
                print("%-12s %10d %12.3f %12.3f %7.2f%s" % (name, n, t_x * 1e3, t_r * 1e3, t_x / t_r, note))
    for m in a.models:
        path = pathlib.Path(m)
        fmt = "hlo" if path.suffix == ".hlo" else "stablehlo"
        text, rep = rewrite(a.recompose, path, fmt)
        args = inputs_for(path.read_text(), fmt)
        t_x = median_time(X.compile_text(path.read_text(), fmt), args, a.repeat)
        t_r = median_time(X.compile_text(text, fmt), args, a.repeat)
        print("%-40s %12.3f %12.3f %7.2f  %s" % (path.name, t_x * 1e3, t_r * 1e3, t_x / t_r,
                                                 json.dumps(rep.get("counts", {}))))


if __name__ == "__main__":
    main()
