"""Load librecompose's XLA typed-FFI handlers into jax and register them.

    import recompose_jax
    lib = recompose_jax.register()          # before compiling anything that calls them
    ...                                      # compile and run the rewritten program
    lib.calls("silu")                        # how many times the silu handler ran
    lib.split_calls("silu")                  # ... cut into chunks for XLA's thread pool
    lib.set_min_elems(n)                     # split calls of >= n elements (0: default)

register() finds librecompose_xla_ffi.so next to this file's build (the
RECOMPOSE_XLA_FFI environment variable overrides the path), registers one
target "recompose.<op>" per handler on the CPU platform, and returns a Handlers
object. Registering twice is harmless.
"""
import ctypes
import os
import pathlib

_registered = None


class Handlers:
    def __init__(self, path):
        self.path = str(path)
        self._lib = ctypes.CDLL(self.path)
        self._lib.recompose_ffi_count.restype = ctypes.c_size_t
        self._lib.recompose_ffi_op.restype = ctypes.c_char_p
        self._lib.recompose_ffi_op.argtypes = [ctypes.c_size_t]
        self._lib.recompose_ffi_calls.restype = ctypes.c_ulonglong
        self._lib.recompose_ffi_calls.argtypes = [ctypes.c_char_p]
        self._lib.recompose_ffi_split_calls.restype = ctypes.c_ulonglong
        self._lib.recompose_ffi_split_calls.argtypes = [ctypes.c_char_p]
        self._lib.recompose_ffi_set_min_elems.argtypes = [ctypes.c_size_t]
        self.ops = [self._lib.recompose_ffi_op(i).decode()
                    for i in range(self._lib.recompose_ffi_count())]

    def handler(self, op):
        return getattr(self._lib, "recompose_ffi_" + op)

    def calls(self, op):
        return int(self._lib.recompose_ffi_calls(op.encode()))

    def split_calls(self, op):
        return int(self._lib.recompose_ffi_split_calls(op.encode()))

    def set_min_elems(self, n):
        """Split calls of at least n elements over XLA's pool; 0: the default, None: never."""
        self._lib.recompose_ffi_set_min_elems(ctypes.c_size_t(-1).value if n is None else n)

    def reset_calls(self):
        self._lib.recompose_ffi_reset_calls()


def find_library():
    env = os.environ.get("RECOMPOSE_XLA_FFI")
    if env:
        return pathlib.Path(env)
    here = pathlib.Path(__file__).resolve()
    for root in [here.parent] + list(here.parents):
        for cand in (root / "librecompose_xla_ffi.so",
                     root / "build" / "src" / "xla" / "librecompose_xla_ffi.so"):
            if cand.exists():
                return cand
    raise FileNotFoundError(
        "librecompose_xla_ffi.so not found: build recompose with "
        "-Dxla_ffi_include=$(python -c 'import jax.ffi; print(jax.ffi.include_dir())') "
        "or set RECOMPOSE_XLA_FFI")


def register(path=None):
    """Register every recompose.<op> handler with jax's CPU backend."""
    global _registered
    import jax
    if _registered is not None:
        return _registered
    h = Handlers(path or find_library())
    for op in h.ops:
        jax.ffi.register_ffi_target("recompose." + op, jax.ffi.pycapsule(h.handler(op)),
                                    platform="cpu")
    _registered = h
    return h
