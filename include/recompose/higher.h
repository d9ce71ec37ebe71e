/* The highering pass: load patterns, canonicalize, match, rewrite each match
 * into one fused recompose.<op> call, and report what was done and skipped; and
 * its inverse for consumers that cannot run composites: inline them.
 * Ownership is stated on each declaration; no global state. */
#ifndef RECOMPOSE_HIGHER_H
#define RECOMPOSE_HIGHER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "recompose/kernels.h"
#include "recompose/recompose.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RcPatternSet RcPatternSet;
typedef struct RcHigherResult RcHigherResult;

/* New empty pattern set; caller frees with rc_patterns_free. NULL on out-of-memory. */
RC_API RcPatternSet *rc_patterns_new(RcCtx *ctx);
/* Adds the standard pattern library compiled into librecompose. RC_OK or RC_ERR_NOMEM. */
RC_API RcStatus rc_patterns_add_builtin(RcPatternSet *ps);
/* Adds patterns from a file, or from every *.rcp file of a directory (sorted by name).
 * RC_ERR_INPUT with FILE:LINE:COL diagnostics on ctx for syntax/semantic errors, RC_ERR_IO if unreadable. */
RC_API RcStatus rc_patterns_add_path(RcPatternSet *ps, const char *path);
/* Adds patterns from text[0..len); `name` is used as the file name in diagnostics. */
RC_API RcStatus rc_patterns_add_string(RcPatternSet *ps, const char *name, const char *text, size_t len);
/* Compiles the set's matching automaton now; otherwise the first rc_module_higher
 * does it. Either way it is kept with the set and reused by every later
 * rc_module_higher without an `only` selection, on any thread, until patterns are
 * added (which must not happen while a pass runs). RC_ERR_NOMEM on out-of-memory,
 * with the "out of memory" error on the set's context. */
RC_API RcStatus rc_patterns_compile(RcPatternSet *ps);
/* Number of patterns, and the name / fused op / source file of pattern i (owned by the set). */
RC_API size_t rc_patterns_count(const RcPatternSet *ps);
RC_API const char *rc_patterns_name(const RcPatternSet *ps, size_t i);
RC_API const char *rc_patterns_op(const RcPatternSet *ps, size_t i);
RC_API const char *rc_patterns_source(const RcPatternSet *ps, size_t i);
/* Prints the matching automaton the patterns compile into (selected by name or fused op
 * as rc_module_higher's `only`; NULL = all) to out: its tree of shared checks and a size line.
 * RC_OK, or RC_ERR_NOMEM. */
RC_API RcStatus rc_patterns_dump_automaton(const RcPatternSet *ps, const char *const *only, size_t nonly, FILE *out);
/* Frees the set. NULL allowed. */
RC_API void rc_patterns_free(RcPatternSet *ps);

typedef enum RcEmit {
  RC_EMIT_DEFAULT = 0,     /* HLO: custom-call; StableHLO: stablehlo.composite with a decomposition */
  RC_EMIT_CUSTOM_CALL = 1, /* custom-call in both formats */
  RC_EMIT_COMPOSITE = 2,   /* StableHLO composite (HLO has none: same as custom-call) */
} RcEmit;

/* How a fused HLO custom call (and a StableHLO one with RC_EMIT_CUSTOM_CALL) calls recompose. */
typedef enum RcXlaAbi {
  /* XLA's typed FFI: api_version=API_VERSION_TYPED_FFI (StableHLO api_version = 4) and the
   * config as a dictionary of typed attributes, run by librecompose_xla_ffi's
   * recompose_ffi_<op> handlers. */
  RC_XLA_ABI_TYPED_FFI = 0,
  /* The legacy status-returning ABI: API_VERSION_STATUS_RETURNING_UNIFIED (3) and the
   * config as the string "dtype=f32;n=...", run by librecompose's recompose_xla_<op>. */
  RC_XLA_ABI_LEGACY = 1,
} RcXlaAbi;

typedef struct RcHigherOptions {
  bool verify;              /* check each rewrite on probe inputs before keeping it (default true) */
  double verify_max_ulp;    /* tolerance of that check (default 4) */
  RcEmit emit;
  const char *const *only;  /* if non-NULL, apply only patterns whose name or op is listed */
  size_t nonly;
  RcXlaAbi xla_abi;         /* default RC_XLA_ABI_TYPED_FFI */
  bool by_value;            /* also raise elementwise regions whose values equal a table op's (default true;
                               off where verify is: the check decides what it proposes) */
  bool recompute;           /* raise a match whose intermediates other code reads when recomputing them in its
                               call is cheap; they stay for that code (default true; README.md, "Multi-use
                               policy") */
  RcAccuracy accuracy;      /* kernel tier each fused call asks for (accuracy=fast in its config; default
                               RC_ACCURACY_DEFAULT: no key). The check above runs the default kernel */
  bool neighbours;          /* a call takes in its neighbours: an activation's bias add and gate multiply, a
                               norm's residual add, a softmax's scale and mask (default true; docs/kernels.md,
                               "Neighbours") */
  int64_t min_elems;        /* form no call of fewer result elements (default 0: any size; README, "When a
                               call pays") */
  int64_t min_cols;         /* form no row call (softmax, a norm and their grads) whose rows are shorter than
                               this many elements (default 0: any length; RC_MIN_COLS_MEASURED: each op's
                               measured length; README, "When a call pays") */
  bool sum_out;             /* with neighbours: a norm call whose residual add the program reads elsewhere too
                               (a pre-norm block's residual stream) takes the add in and returns the sum as a
                               second result, in typed-FFI custom calls (default true; docs/kernels.md,
                               "Neighbours"); false: the add stays and the call reads the sum */
} RcHigherOptions;

/* RcHigherOptions.min_cols: per op, the row length below which its call lost to XLA's own loop
 * where measured (`opt --min-cols measured`). */
#define RC_MIN_COLS_MEASURED (-1)

/* Fills the defaults. */
RC_API void rc_higher_options_init(RcHigherOptions *o);

/* Rewrites m in place; *out (caller frees with rc_higher_result_free) lists rewrites and skips.
 * Only matched regions change. RC_ERR_INPUT if the module cannot be processed (diagnostics on ctx). */
RC_API RcStatus rc_module_higher(RcModule *m, const RcPatternSet *ps, const RcHigherOptions *o,
                                 RcHigherResult **out);
/* Rewrites m in place into the canonical form the matcher sees (for inspection; changes numerics). */
RC_API RcStatus rc_module_canonicalize(RcModule *m);

typedef struct RcRewriteInfo {
  const char *pattern; /* pattern name */
  const char *op;      /* fused op, e.g. "gelu_erf" */
  const char *root;    /* name of the replaced value */
  const char *func;    /* function/computation it was in */
  bool verified;       /* checked on probe inputs */
  /* The check's errors against the region evaluated in f64 (constants as written, converts to
   * narrower floats as identities), largest over the probes, in ULPs of the result type
   * (on the function's scale near zero): the original region's and the fused kernel's.
   * NaN when not verified; inf when the original is not finite where the reference is. */
  double original_ulp, rewrite_ulp;
  bool constants_precision; /* passed only given the written precision of its constants */
  bool absorbed;       /* a later rewrite took this one's fused call into its region (an erf
                          raised, then eaten by its GELU): the output no longer holds it */
  size_t absorbed_by;  /* when absorbed: the index of that later rewrite */
  /* Values of the replaced region that other code also reads (a training graph's backward
   * reads a layer norm's mean and rstd): they stay in the program for it, and the fused
   * call computes them again from its operands. Names as `root`; nrecomputes of them. */
  const char *const *recomputes;
  size_t nrecomputes;
} RcRewriteInfo;

typedef struct RcSkipInfo {
  const char *pattern;
  const char *root;
  const char *func;
  const char *reason;
} RcSkipInfo;

/* Counts and entries of a result; entries are owned by the result. */
RC_API size_t rc_higher_rewrite_count(const RcHigherResult *r);
RC_API const RcRewriteInfo *rc_higher_rewrite(const RcHigherResult *r, size_t i);
RC_API size_t rc_higher_skip_count(const RcHigherResult *r);
RC_API const RcSkipInfo *rc_higher_skip(const RcHigherResult *r, size_t i);
/* How many numerical checks of a rewrite actually ran: a region identical to one
 * already checked (ops, constants, types, wiring, config; names, locations and
 * annotations such as metadata ignored) reuses that result. */
RC_API size_t rc_higher_checks_run(const RcHigherResult *r);
/* How many rounds of matching the pass ran (the most any function needed): round 1
 * visits every node, each later one the nodes the previous round's rewrites touched,
 * until one changes nothing or leaves nothing to revisit. */
RC_API size_t rc_higher_rounds(const RcHigherResult *r);
/* Writes a Graphviz drawing of m with each rewritten region outlined and labelled. */
RC_API RcStatus rc_higher_write_dot(const RcModule *m, const RcHigherResult *r, RcWriteFn write, void *user);
/* Frees a result. NULL allowed. */
RC_API void rc_higher_result_free(RcHigherResult *r);

/* ---- decomposing: composites out ---- */

typedef struct RcDecomposeResult RcDecomposeResult;

typedef struct RcDecomposeInfo {
  const char *name;   /* the composite's name ("recompose.gelu_erf", "composite.gelu"), or the kept call's target */
  const char *root;   /* its (first) result's name as read */
  const char *func;   /* the function it was in */
  const char *reason; /* a kept call: why it stays; NULL for an inlined composite */
} RcDecomposeInfo;

/* Replaces each composite call of m (recompose.<op> composites, other stablehlo.composite ops,
 * HLO calls with is_composite=true; in every function, nested ones first) by its decomposition's
 * body inlined at its place, then removes the decompositions nothing refers to; raises nothing.
 * *out (caller frees with rc_decompose_result_free) lists what was inlined and the recompose
 * custom calls kept (they have no decomposition). RC_ERR_INPUT with a located diagnostic on ctx
 * for a decomposition that calls itself, RC_ERR_NOMEM on out-of-memory (m then stays a valid
 * module, partly decomposed). */
RC_API RcStatus rc_module_decompose(RcModule *m, RcDecomposeResult **out);
/* Counts and entries of a result, owned by it: the composites inlined and the calls kept. */
RC_API size_t rc_decompose_inlined_count(const RcDecomposeResult *r);
RC_API const RcDecomposeInfo *rc_decompose_inlined(const RcDecomposeResult *r, size_t i);
RC_API size_t rc_decompose_kept_count(const RcDecomposeResult *r);
RC_API const RcDecomposeInfo *rc_decompose_kept(const RcDecomposeResult *r, size_t i);
/* Frees a result. NULL allowed. */
RC_API void rc_decompose_result_free(RcDecomposeResult *r);

#ifdef __cplusplus
}
#endif

#endif
