"""Programs JAX lowers for each lax primitive and dtype.

programs(fmt) yields (name, text): for 'stablehlo' the text of
jax.jit(f).lower(...).as_text(), for 'hlo' the text of as_text(dialect='hlo')
and, for a subset, the compiled (optimized) HLO module. Primitives a dtype
does not support are skipped where lowering refuses them.
"""
import warnings

import jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

FLOATS = ["float32", "bfloat16", "float16", "float64"]
INTS = ["int32"]
BOOL = ["bool"]
COMPLEX = ["complex64"]
SHAPE = (2, 3)


def _arg(dtype, shape=SHAPE):
    return jax.ShapeDtypeStruct(shape, jnp.dtype(dtype))


UNARY_FLOAT = {
    "abs": lax.abs, "neg": lax.neg, "exp": lax.exp, "expm1": lax.expm1, "log": lax.log,
    "log1p": lax.log1p, "logistic": lax.logistic, "tanh": lax.tanh, "erf": lax.erf,
    "erfc": lax.erfc, "erf_inv": lax.erf_inv, "sqrt": lax.sqrt, "rsqrt": lax.rsqrt,
    "cbrt": lax.cbrt, "sign": lax.sign, "floor": lax.floor, "ceil": lax.ceil,
    "round": lax.round, "round_even": lambda x: lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN),
    "cos": lax.cos, "sin": lax.sin, "tan": lax.tan, "is_finite": lax.is_finite,
    "exp2": lax.exp2, "square": lax.square, "atan": lax.atan, "asin": lax.asin,
    "acos": lax.acos, "sinh": lax.sinh, "cosh": lax.cosh, "asinh": lax.asinh,
    "lgamma": lax.lgamma, "digamma": lax.digamma, "reduce_precision":
        lambda x: lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10),
}
UNARY_INT = {"abs": lax.abs, "neg": lax.neg, "sign": lax.sign, "not": lax.bitwise_not,
             "population_count": lax.population_count, "clz": lax.clz}
UNARY_COMPLEX = {"abs": lax.abs, "neg": lax.neg, "exp": lax.exp, "log": lax.log,
                 "real": lax.real, "imag": lax.imag, "sqrt": lax.sqrt, "tanh": lax.tanh,
                 "conj": lax.conj}
BINARY_FLOAT = {"add": lax.add, "sub": lax.sub, "mul": lax.mul, "div": lax.div, "rem": lax.rem,
                "pow": lax.pow, "max": lax.max, "min": lax.min, "atan2": lax.atan2,
                "nextafter": lax.nextafter}
BINARY_INT = {"add": lax.add, "sub": lax.sub, "mul": lax.mul, "div": lax.div, "rem": lax.rem,
              "max": lax.max, "min": lax.min, "and": lax.bitwise_and, "or": lax.bitwise_or,
              "xor": lax.bitwise_xor, "shift_left": lax.shift_left,
              "shift_right_logical": lax.shift_right_logical,
              "shift_right_arithmetic": lax.shift_right_arithmetic}
BINARY_BOOL = {"and": lax.bitwise_and, "or": lax.bitwise_or, "xor": lax.bitwise_xor}
COMPARE = {"eq": lax.eq, "ne": lax.ne, "lt": lax.lt, "le": lax.le, "gt": lax.gt, "ge": lax.ge}


def _cases():
    """(name, function, argument specs)."""
    c = []
    for dt in FLOATS:
        for n, f in UNARY_FLOAT.items():
            c.append((f"{n}.{dt}", f, [_arg(dt)]))
        for n, f in BINARY_FLOAT.items():
            c.append((f"{n}.{dt}", f, [_arg(dt), _arg(dt)]))
    for dt in INTS:
        for n, f in UNARY_INT.items():
            c.append((f"{n}.{dt}", f, [_arg(dt)]))
        for n, f in BINARY_INT.items():
            c.append((f"{n}.{dt}", f, [_arg(dt), _arg(dt)]))
    for n, f in BINARY_BOOL.items():
        c.append((f"{n}.bool", f, [_arg("bool"), _arg("bool")]))
    c.append(("not.bool", lax.bitwise_not, [_arg("bool")]))
    for dt in COMPLEX:
        for n, f in UNARY_COMPLEX.items():
            c.append((f"{n}.{dt}", f, [_arg(dt)]))
        c.append((f"add.{dt}", lax.add, [_arg(dt), _arg(dt)]))
    c.append(("complex.float32", lax.complex, [_arg("float32"), _arg("float32")]))
    for dt in FLOATS + INTS + BOOL:
        for n, f in COMPARE.items():
            c.append((f"{n}.{dt}", f, [_arg(dt), _arg(dt)]))
        c.append((f"select.{dt}", lambda p, a, b: lax.select(p, a, b),
                  [_arg("bool"), _arg(dt), _arg(dt)]))
        c.append((f"select_n3.{dt}", lambda p, a, b, d: lax.select_n(p, a, b, d),
                  [_arg("int32"), _arg(dt), _arg(dt), _arg(dt)]))
        c.append((f"broadcast_in_dim.{dt}",
                  lambda x: lax.broadcast_in_dim(x, (4, 2, 3), (1, 2)), [_arg(dt)]))
        c.append((f"broadcast_scalar.{dt}", lambda x: lax.broadcast(x, (2, 3)), [_arg(dt, ())]))
        c.append((f"reshape.{dt}", lambda x: lax.reshape(x, (3, 2)), [_arg(dt)]))
        c.append((f"reshape_rank.{dt}", lambda x: lax.reshape(x, (6,)), [_arg(dt)]))
        c.append((f"transpose.{dt}", lambda x: lax.transpose(x, (1, 0)), [_arg(dt)]))
        c.append((f"transpose3.{dt}", lambda x: lax.transpose(x, (2, 0, 1)), [_arg(dt, (2, 3, 4))]))
        c.append((f"concatenate.{dt}", lambda a, b: lax.concatenate([a, b], 1),
                  [_arg(dt), _arg(dt, (2, 5))]))
        c.append((f"slice.{dt}", lambda x: lax.slice(x, (0, 1), (2, 3), (1, 2)), [_arg(dt, (2, 5))]))
        c.append((f"rev.{dt}", lambda x: lax.rev(x, (0,)), [_arg(dt)]))
        c.append((f"pad.{dt}", lambda x, v: lax.pad(x, v, [(1, 0, 0), (0, 2, 1)]),
                  [_arg(dt), _arg(dt, ())]))
        c.append((f"dynamic_slice.{dt}", lambda x, i: lax.dynamic_slice(x, (i, 0), (1, 3)),
                  [_arg(dt), _arg("int32", ())]))
        c.append((f"dynamic_update_slice.{dt}",
                  lambda x, u, i: lax.dynamic_update_slice(x, u, (i, 0)),
                  [_arg(dt), _arg(dt, (1, 3)), _arg("int32", ())]))
        c.append((f"iota.{dt}", lambda x: x + lax.broadcasted_iota(x.dtype, (2, 3), 1)
                  if dt != "bool" else x, [_arg(dt)]))
        c.append((f"tuple_out.{dt}", lambda a, b: (b, a), [_arg(dt), _arg(dt)]))
        c.append((f"sort.{dt}", lambda x: lax.sort(x, dimension=1), [_arg(dt)]))
        c.append((f"gather.{dt}", lambda x, i: x[i], [_arg(dt, (5, 3)), _arg("int32", (4,))]))
        c.append((f"scatter.{dt}", lambda x, i, u: x.at[i].set(u),
                  [_arg(dt, (5, 3)), _arg("int32", (2,)), _arg(dt, (2, 3))]))
        c.append((f"cond.{dt}", lambda p, a, b: lax.cond(p, lambda: a, lambda: b),
                  [_arg("bool", ()), _arg(dt), _arg(dt)]))
        c.append((f"while.{dt}", lambda x: lax.fori_loop(0, 3, lambda i, v: lax.rev(v, (1,)), x),
                  [_arg(dt)]))
    for dt in FLOATS + INTS:
        c.append((f"clamp.{dt}", lax.clamp, [_arg(dt, ()), _arg(dt), _arg(dt, ())]))
        c.append((f"clamp_arrays.{dt}", lax.clamp, [_arg(dt), _arg(dt), _arg(dt)]))
        for red in ("sum", "max", "min", "prod"):
            fn = getattr(jnp, red)
            c.append((f"reduce_{red}.{dt}", lambda x, fn=fn: fn(x, axis=1), [_arg(dt)]))
        c.append((f"reduce_all_axes.{dt}", lambda x: jnp.sum(x), [_arg(dt, (2, 3, 4))]))
        c.append((f"argmax.{dt}", lambda x: jnp.argmax(x, axis=1), [_arg(dt)]))
        c.append((f"argmin_reduce2.{dt}", lambda x: lax.argmin(x, 0, jnp.int32), [_arg(dt)]))
        c.append((f"dot.{dt}", lambda a, b: jnp.dot(a, b), [_arg(dt), _arg(dt, (3, 4))]))
        c.append((f"dot_vec.{dt}", lambda a, b: jnp.dot(a, b), [_arg(dt, (3,)), _arg(dt, (3,))]))
        c.append((f"dot_general_batch.{dt}",
                  lambda a, b: lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,)))),
                  [_arg(dt, (2, 3, 4)), _arg(dt, (2, 4, 5))]))
        c.append((f"cumsum.{dt}", lambda x: jnp.cumsum(x, axis=1), [_arg(dt)]))
        c.append((f"reduce_window_max.{dt}",
                  lambda x: lax.reduce_window(x, -jnp.inf if dt in FLOATS else jnp.iinfo(dt).min,
                                              lax.max, (1, 2), (1, 1), "VALID"),
                  [_arg(dt)]))
        c.append((f"top_k.{dt}", lambda x: lax.top_k(x, 2), [_arg(dt)]))
    for a in FLOATS + INTS + BOOL:
        for b in FLOATS + INTS + BOOL:
            if a != b:
                c.append((f"convert.{a}.{b}", lambda x, b=b: lax.convert_element_type(x, b),
                          [_arg(a)]))
    for a, b in (("float32", "int32"), ("int32", "float32"), ("float16", "int16"),
                 ("float64", "int64"), ("float32", "uint8")):
        c.append((f"bitcast_convert.{a}.{b}", lambda x, b=b: lax.bitcast_convert_type(x, b),
                  [_arg(a)]))
    for dt in FLOATS:
        c.append((f"softmax.{dt}", lambda x: jax.nn.softmax(x, axis=-1), [_arg(dt)]))
        c.append((f"gelu.{dt}", lambda x: jax.nn.gelu(x, approximate=False), [_arg(dt)]))
        c.append((f"silu.{dt}", jax.nn.silu, [_arg(dt)]))
        c.append((f"layer_norm.{dt}",
                  lambda x: (x - x.mean(-1, keepdims=True)) * lax.rsqrt(x.var(-1, keepdims=True) + 1e-5),
                  [_arg(dt, (4, 8))]))
    c.append(("conv.float32", lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "SAME"),
              [_arg("float32", (1, 2, 5, 5)), _arg("float32", (3, 2, 3, 3))]))
    c.append(("cholesky.float32", lambda x: jnp.linalg.cholesky(x @ x.T + 3 * jnp.eye(3)),
              [_arg("float32", (3, 3))]))
    c.append(("rng_bits", lambda k: jax.random.uniform(jax.random.key(0) if k is None else k, (3,)),
              [jax.ShapeDtypeStruct((), jax.random.key(0).dtype)]))
    c.append(("callback_free_custom_call.float32", lambda x: jnp.linalg.qr(x)[0],
              [_arg("float32", (3, 3))]))
    return c


def programs(fmt, compiled_every=7, limit=None):
    """Lower every case: yields (name, text)."""
    warnings.simplefilter("ignore")
    cases = _cases()
    if limit is not None:
        cases = cases[:limit]
    for k, (name, f, args) in enumerate(cases):
        try:
            lowered = jax.jit(f).lower(*args)
        except Exception:
            continue  # a dtype the primitive does not take
        if fmt == "stablehlo":
            yield "jax:" + name, lowered.as_text()
        else:
            try:
                yield "jax:" + name, lowered.as_text(dialect="hlo")
            except Exception:
                pass
            if compiled_every and k % compiled_every == 0:
                try:
                    yield "jax-compiled:" + name, lowered.compile().as_text()
                except Exception:
                    pass


if __name__ == "__main__":
    import sys
    n = 0
    for name, text in programs(sys.argv[1] if len(sys.argv) > 1 else "stablehlo"):
        n += 1
    print(n, "programs")
