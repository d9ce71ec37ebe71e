"""Run recompose's fused calls in jax: register the typed-FFI handlers with XLA:CPU.

    import recompose, recompose.jax
    handlers = recompose.jax.register()      # once, before compiling what calls them
    exe = recompose.jax.compile(recompose.optimize(jax.jit(f).lower(x)))
    (y,) = exe.execute([jax.device_put(x)])
    handlers.calls("gelu_erf")               # how many times that handler ran
"""
import ctypes
import os
import pathlib

_registered = None


class Handlers:
    """The loaded librecompose_xla_ffi: its op list and per-op call counters."""

    def __init__(self, path):
        self.path = str(path)
        lib = ctypes.CDLL(self.path)
        lib.recompose_ffi_count.restype = ctypes.c_size_t
        lib.recompose_ffi_op.restype = ctypes.c_char_p
        lib.recompose_ffi_op.argtypes = [ctypes.c_size_t]
        lib.recompose_ffi_calls.restype = ctypes.c_ulonglong
        lib.recompose_ffi_calls.argtypes = [ctypes.c_char_p]
        lib.recompose_ffi_split_calls.restype = ctypes.c_ulonglong
        lib.recompose_ffi_split_calls.argtypes = [ctypes.c_char_p]
        lib.recompose_ffi_set_min_elems.argtypes = [ctypes.c_size_t]
        lib.recompose_ffi_set_stub.argtypes = [ctypes.c_char_p, ctypes.c_int]
        lib.recompose_ffi_set_stub.restype = ctypes.c_bool
        self._lib = lib
        self.ops = [lib.recompose_ffi_op(i).decode() for i in range(lib.recompose_ffi_count())]

    def handler(self, op):
        return getattr(self._lib, "recompose_ffi_" + op)

    def calls(self, op):
        """How many times the handler of `op` ran since loading (or reset_calls)."""
        return int(self._lib.recompose_ffi_calls(op.encode()))

    def split_calls(self, op):
        """How many of those calls were cut into chunks for XLA's intra-op thread pool."""
        return int(self._lib.recompose_ffi_split_calls(op.encode()))

    def set_min_elems(self, n):
        """Split calls of at least n elements over XLA's pool; 0: the default, None: never."""
        self._lib.recompose_ffi_set_min_elems(ctypes.c_size_t(-1).value if n is None else n)

    STUB = {"off": 0, "copy": 1, "nothing": 2}

    def set_stub(self, op=None, how="copy"):
        """Stand-ins for timing (bench.py --ceiling): op's handler (None: every op's) skips its
        kernel; "copy" writes x into the result (zeroes a result of another size), "nothing"
        returns at once, "off" runs the kernel again. For benchmarks only: every output of a
        stubbed handler is garbage while its stub is on."""
        if not self._lib.recompose_ffi_set_stub(op.encode() if op else None, self.STUB[how]):
            raise ValueError("no handler for %s" % op)

    def reset_calls(self):
        self._lib.recompose_ffi_reset_calls()


def library_path():
    """librecompose_xla_ffi.so: $RECOMPOSE_XLA_FFI, else the one installed in this package,
    else (this module imported from a clone's tools/python/) the clone's build/."""
    env = os.environ.get("RECOMPOSE_XLA_FFI")
    if env:
        return pathlib.Path(env)
    here = pathlib.Path(__file__).resolve().parent
    for path in (here / "librecompose_xla_ffi.so",
                 here.parents[2] / "build" / "src" / "xla" / "librecompose_xla_ffi.so"):
        if path.is_file():
            return path
    raise FileNotFoundError(
        "librecompose_xla_ffi.so not found in %s: the package was built without jaxlib's FFI "
        "header (install jaxlib, then reinstall recompose), or set RECOMPOSE_XLA_FFI" % here)


def register(path=None):
    """Register one CPU target "recompose.<op>" per handler with jax; returns Handlers.

    Call it before compiling a program that calls them. Registering twice is harmless."""
    global _registered
    import jax
    if _registered is not None:
        return _registered
    h = Handlers(path or library_path())
    for op in h.ops:
        jax.ffi.register_ffi_target("recompose." + op, jax.ffi.pycapsule(h.handler(op)),
                                    platform="cpu")
    _registered = h
    return h


def compile(text, device=None):
    """Compile StableHLO or HLO text for jax's CPU backend; returns the loaded executable.

    HLO text is converted with XLA's own parser first. The handlers must be registered."""
    import jax
    import jax.extend
    register()
    backend = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)
    devices = [device] if device is not None else jax.devices("cpu")[:1]
    if text.lstrip().startswith("HloModule"):
        from jax._src.lib import _jax, hlo
        proto = hlo.hlo_module_from_text(text).as_serialized_hlo_module_proto()
        text = _jax.mlir.xla_computation_to_mlir_module(hlo.XlaComputation(proto))
    return backend.compile_and_load(text, devices, options)
