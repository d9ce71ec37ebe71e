/* recompose typed-FFI handlers for XLA (librecompose_xla_ffi, built when the
 * XLA FFI C API header from jaxlib is given: meson -Dxla_ffi_include=DIR).
 *
 * recompose_ffi_<op> is an XLA_FFI_Handler for the custom call target
 * "recompose.<op>" that `recompose opt` writes with
 * api_version=API_VERSION_TYPED_FFI. Register each before compiling, e.g. from
 * Python: jax.ffi.register_ffi_target("recompose.silu",
 * jax.ffi.pycapsule(lib.recompose_ffi_silu), platform="cpu"). The module
 * recompose_jax (tools/python) does this for every op. */
#ifndef RECOMPOSE_XLA_FFI_H
#define RECOMPOSE_XLA_FFI_H

#include <stdbool.h>
#include <stddef.h>

#include "recompose/export.h"
#include "recompose/kernels.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The same incomplete types as XLA's c_api.h (a repeated typedef is valid C11). */
typedef struct XLA_FFI_Error XLA_FFI_Error;
typedef struct XLA_FFI_CallFrame XLA_FFI_CallFrame;
typedef XLA_FFI_Error *RcFfiHandler(XLA_FFI_CallFrame *call);

/* One handler per fused op of recompose/fused.def: recompose_ffi_silu, recompose_ffi_softmax, ... */
#define RC_FUSED(op, kind, isas, same_as, ref, keys) \
  RC_API XLA_FFI_Error *recompose_ffi_##op(XLA_FFI_CallFrame *call);
#include "recompose/fused.def"
#undef RC_FUSED

/* Number of handlers; recompose_ffi_op(i) is the op name ("silu") and
 * recompose_ffi_handler(i) its handler, for i < count (NULL past the end). */
RC_API size_t recompose_ffi_count(void);
RC_API const char *recompose_ffi_op(size_t i);
RC_API RcFfiHandler *recompose_ffi_handler(size_t i);

/* How many times op's handler ran a kernel to completion since load or the
 * last reset (0 for unknown names): lets a test prove the kernels ran. */
RC_API unsigned long long recompose_ffi_calls(const char *op);
/* How many of those calls were cut into chunks for XLA's intra-op thread pool. */
RC_API unsigned long long recompose_ffi_split_calls(const char *op);
/* Zeroes both counts of every op. */
RC_API void recompose_ffi_reset_calls(void);

/* Calls of at least n elements are cut into chunks (four per thread) that the
 * threads of XLA's intra-op pool take (when it has more than one); 0 restores
 * the library's default threshold (32 Ki elements), SIZE_MAX keeps every call on
 * one thread. Process-wide, thread-safe, never fails; results are bit-identical
 * whatever it is. */
RC_API void recompose_ffi_set_min_elems(size_t n);

/* FOR BENCHMARKS ONLY. While a stub is on, the handlers it names compute nothing and every
 * output they write (or leave unwritten) is garbage; a program whose results are used must
 * never call this. It is exported from the installed plugin (librecompose_xla_ffi.so) only
 * so that tools/xla/bench.py can reach it through ctypes (tools/python/recompose/jax.py set_stub);
 * no header is installed.
 * Stand-ins, for measuring what a rewrite can gain at most (tools/xla/bench.py --ceiling):
 * while op's stub is on, its handler does not run the kernel. RC_FFI_STUB_COPY writes
 * operand 0 into each result of its byte size and zeroes any other result;
 * RC_FFI_STUB_NOTHING leaves the results unwritten; RC_FFI_STUB_OFF runs the kernel again.
 * op NULL: every op. Process-wide and thread-safe; false for an unknown op or mode.
 * Results are wrong while a stub is on: for timing only. */
enum { RC_FFI_STUB_OFF = 0, RC_FFI_STUB_COPY = 1, RC_FFI_STUB_NOTHING = 2 };
RC_API bool recompose_ffi_set_stub(const char *op, int how);

#ifdef __cplusplus
}
#endif

#endif /* RECOMPOSE_XLA_FFI_H */
