/* recompose: raise decomposed activations in XLA HLO and StableHLO text back
 * into fused calls (recompose.gelu_erf, ...) that run on SIMD CPU kernels.
 *
 * This header is the pipeline API for host compilers: parse a module from
 * memory, verify it, print it. Everything hangs off a context (RcCtx) that
 * owns the diagnostics and the allocator; the pipeline keeps no global
 * mutable state, so two modules may be processed on two threads, each with
 * its own context. The library never prints, never reads the environment and
 * never exits: failures return a status and append diagnostics to the context.
 *
 * Memory takes three routes:
 *  - the context's allocator (RcAllocator below): the IR arena, the
 *    canonicalizer's tables, diagnostics. A failure there returns RC_ERR_NOMEM,
 *    and rc_ctx_set_memory_limit / rc_ctx_fail_allocation act on this route only;
 *  - GLib (g_malloc) for side tables: the readers' name tables, the matcher, the
 *    rewrite driver's work lists. GLib aborts the process when it cannot
 *    allocate; a host that must survive that cannot use these paths;
 *  - malloc for the executor's tensors and scratch buffers (exec.h) and some
 *    structures of the matcher and the rewrite driver; a failure there returns
 *    RC_ERR_NOMEM, NULL or an error diagnostic, as each declaration says.
 */
#ifndef RECOMPOSE_RECOMPOSE_H
#define RECOMPOSE_RECOMPOSE_H

#include <stddef.h>
#include <stdio.h>

#include "recompose/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RcCtx RcCtx;
typedef struct RcModule RcModule;

typedef enum RcStatus {
  RC_OK = 0,
  RC_ERR_INPUT = 1,       /* malformed or unsupported input; diagnostics say where */
  RC_ERR_USAGE = 2,       /* a bad argument from the caller */
  RC_ERR_NOMEM = 3,       /* the allocator failed */
  RC_ERR_IO = 4,          /* a write callback or FILE failed */
} RcStatus;

typedef enum RcFormat {
  RC_FORMAT_AUTO = 0,     /* detect from the text */
  RC_FORMAT_HLO = 1,      /* XLA HLO text (HloModule ... ENTRY ...) */
  RC_FORMAT_STABLEHLO = 2 /* StableHLO / MLIR text, pretty or generic form */
} RcFormat;

/* The element types of the whole API: tensors (exec.h) hold any of them, the kernels
 * (kernels.h) take RC_ELEM_F32, RC_ELEM_BF16 and RC_ELEM_F16. */
typedef enum RcElemType {
  RC_ELEM_PRED, RC_ELEM_S8, RC_ELEM_S16, RC_ELEM_S32, RC_ELEM_S64,
  RC_ELEM_U8, RC_ELEM_U16, RC_ELEM_U32, RC_ELEM_U64,
  RC_ELEM_F16, RC_ELEM_BF16, RC_ELEM_F32, RC_ELEM_F64,
} RcElemType;
/* "f32", "bf16", "pred"...; "?" for out-of-range values; static storage. */
RC_API const char *rc_elem_type_name(RcElemType type);

typedef enum RcSeverity { RC_SEV_ERROR, RC_SEV_WARNING, RC_SEV_NOTE } RcSeverity;

/* A diagnostic: location, message and the source line it points into. */
typedef struct RcDiagnostic {
  RcSeverity severity;
  const char *file;        /* may be NULL */
  unsigned line, col;      /* 1-based; 0 when unknown */
  const char *message;
  const char *source_line; /* the line of text at `line`, without newline; NULL when unknown */
} RcDiagnostic;

/* The context's allocation hooks (the first route above). `free` gets every pointer `alloc` returned. */
typedef struct RcAllocator {
  void *(*alloc)(void *user, size_t size); /* returns NULL on failure */
  void (*free)(void *user, void *ptr);
  void *user;
} RcAllocator;

/* Output sink: writes len bytes, returns the number written (fewer means failure). */
typedef size_t (*RcWriteFn)(void *user, const char *data, size_t len);

/* The library's version ("0.1.0", the meson project version it was built as); static storage. */
RC_API const char *rc_version(void);

/* New context using malloc; caller frees with rc_ctx_free. NULL on out-of-memory. */
RC_API RcCtx *rc_ctx_new(void);
/* New context using the given hooks (copied); caller frees with rc_ctx_free. NULL on out-of-memory. */
RC_API RcCtx *rc_ctx_new_with_allocator(const RcAllocator *alloc);
/* Frees the context and its diagnostics; modules parsed with it must be freed first. */
RC_API void rc_ctx_free(RcCtx *ctx);

/* Caps the bytes the context's allocations may hold at once (0 = no cap, the default). Past it
 * allocations fail: the call returns RC_ERR_NOMEM and an "out of memory" error is on ctx. */
RC_API void rc_ctx_set_memory_limit(RcCtx *ctx, size_t bytes);
/* Fault injection for tests: allocation event k from now (0-based) fails, and every later one
 * too when `sticky`. Once armed, each arena allocation (node, type, string) is an event besides
 * each call of the allocator, so a sweep over k reaches every failure path. k = SIZE_MAX: count
 * events, fail none. */
RC_API void rc_ctx_fail_allocation(RcCtx *ctx, size_t k, int sticky);
/* Allocation events so far (see rc_ctx_fail_allocation), for choosing the k of a sweep. */
RC_API size_t rc_ctx_allocation_count(const RcCtx *ctx);
/* Most bytes the context's allocations held at once. */
RC_API size_t rc_ctx_peak_bytes(const RcCtx *ctx);
/* Nonzero once an allocation failed since the diagnostics were last cleared. */
RC_API int rc_ctx_out_of_memory(const RcCtx *ctx);

/* Number of diagnostics collected so far. */
RC_API size_t rc_ctx_diagnostic_count(const RcCtx *ctx);
/* Diagnostic i (< count); owned by the context, valid until cleared or freed. */
RC_API const RcDiagnostic *rc_ctx_diagnostic(const RcCtx *ctx, size_t i);
/* Drops every collected diagnostic. */
RC_API void rc_ctx_clear_diagnostics(RcCtx *ctx);
/* Prints "FILE:LINE:COL: error: message", the source line and a caret to `out`. */
RC_API void rc_diagnostic_print(const RcDiagnostic *d, FILE *out);

/* Guesses the format of a text; RC_FORMAT_AUTO when it cannot tell. Never fails. */
RC_API RcFormat rc_format_detect(const char *text, size_t len);
/* "hlo", "stablehlo" or "auto"; static storage. */
RC_API const char *rc_format_name(RcFormat format);

/* Inputs must be shorter than this (4 GiB - 1): the readers keep 32-bit offsets and line numbers. */
#define RC_MAX_INPUT_BYTES ((size_t)0xffffffffu)

/* Parses text[0..len) (need not be NUL-terminated) into *out; caller frees with rc_module_free.
 * len >= RC_MAX_INPUT_BYTES is refused with RC_ERR_INPUT before the text is read.
 * `filename` is used in diagnostics and may be NULL. On failure *out is NULL, the status is
 * RC_ERR_INPUT or RC_ERR_NOMEM and diagnostics are on ctx. The text is not retained. */
RC_API RcStatus rc_module_parse(RcCtx *ctx, const char *filename, const char *text, size_t len,
                                RcFormat format, RcModule **out);
/* Like rc_module_parse, but the caller hands text[0..len) over for the duration of the call: the
 * library may return its pages to the system as it reads them (their contents are then undefined,
 * zeros on Linux), so a large input and the module it becomes are not both resident. The caller
 * still owns the buffer and frees it; it must not read it afterwards. Diagnostics keep exact lines
 * and columns but may not quote a line from the released part. */
RC_API RcStatus rc_module_parse_owned(RcCtx *ctx, const char *filename, char *text, size_t len,
                                      RcFormat format, RcModule **out);
/* One module of a split file: a file of several modules separated by lines that start (after
 * blanks) with `// -----`, as MLIR test files and `mlir-opt --split-input-file` (and XLA's
 * hlo-opt) use. Each module is read, processed and printed on its own; the file prints as each
 * module followed by the separator line after it, as written. */
typedef struct RcChunk {
  size_t offset, len;         /* the module's text: text[offset .. offset + len) */
  size_t line;                /* the 1-based line of its first byte in the whole text */
  size_t sep_offset, sep_len; /* the separator line after it, its newline included (sep_len 0: none) */
} RcChunk;
/* Splits text[0..len) at separator lines: fills chunks[0 .. min(n, cap)) and returns n, the
 * number of modules (1 for a file without separators). Allocates nothing and cannot fail. */
RC_API size_t rc_text_split(const char *text, size_t len, RcChunk *chunks, size_t cap);
/* Checks the module's structure and typing rules; RC_ERR_INPUT with diagnostics when broken. */
RC_API RcStatus rc_module_verify(RcModule *m);
/* Prints the module in its own format to `out`; RC_ERR_IO if the stream fails. */
RC_API RcStatus rc_module_print(const RcModule *m, FILE *out);
/* Prints the module through a callback; RC_ERR_IO if the callback reports a short write. */
RC_API RcStatus rc_module_write(const RcModule *m, RcWriteFn write, void *user);
/* Frees the module and everything it owns. NULL is allowed. */
RC_API void rc_module_free(RcModule *m);
/* Number of ops in all functions of the module (parameters included, return terminators not). */
RC_API size_t rc_module_node_count(const RcModule *m);
/* The format the module was read in (and is printed in). */
RC_API RcFormat rc_module_format(const RcModule *m);

#ifdef __cplusplus
}
#endif

#endif
