/* The fused-op table compiled: one RcFusedOp per row of recompose/fused.def
 * (with its kernels and reference), the config keys, and the kernel registry's
 * entries. Everything that needs the list of ops reads it here at run time,
 * so a build that adds rows (RC_FUSED_EXTRA, tests/fused) recompiles only
 * this file. */
#include <stdio.h>
#include <string.h>

#include "fused/fused.h"
#include "ir/ir.h"
#include "fused/kernel_decls.h"
#include "fused/ref_decls.h"

const RcFusedKeyInfo rc_fused_keys[RC_FK_COUNT] = {
#define RC_FUSED_KEY(key, type, needed) {#key, RC_FKT_##type, RC_FUSED_NEEDED_##needed},
#define RC_FUSED_NEEDED_REQUIRED true
#define RC_FUSED_NEEDED_DEFAULTED false
#include "recompose/fused.def"
#undef RC_FUSED_KEY
#undef RC_FUSED_NEEDED_REQUIRED
#undef RC_FUSED_NEEDED_DEFAULTED
};

#define REF_INIT_ELEMENTWISE(ref) {.elt = ref}
#define REF_INIT_ROW(ref) {.row = ref}
#define REF_INIT_NORM(ref) {.norm = ref}
#define REF_INIT_GRAD(ref) {.elt = ref}
#define REF_INIT_ROW_GRAD(ref) {.row_grad = ref}
#define REF_INIT_NORM_GRAD(ref) {.norm_grad = ref}
#define REF_INIT_NORM_SCALE_GRAD(ref) {.norm_scale = ref}
#define KFN(op, isa) (void (*)(void)) rc_##op##_f32__##isa
#if RC_KERNELS_X86
#define KERNELS_ALL(op) {KFN(op, scalar), KFN(op, avx2), KFN(op, avx512)}
#else
#define KERNELS_ALL(op) {KFN(op, scalar), NULL, NULL}
#endif
#define KERNELS_SCALAR(op) {KFN(op, scalar), NULL, NULL}
#define SAME_AS_NONE -1
#define SAME_AS_LOGISTIC RC_OP_LOGISTIC
#define SAME_AS_ERF RC_OP_ERF
#define SAME_AS_TANH RC_OP_TANH
#define RC_FUSED_HAS(key) | UINT64_C(1) << RC_FK_##key

static const RcFusedOp ops[] = {
#define RC_FUSED(op, kind, isas, same_as, ref, keys)                                                         \
  {#op, RC_FUSED_PREFIX #op, RC_KIND_##kind, UINT64_C(1) << RC_FK_dtype | UINT64_C(1) << RC_FK_n keys, SAME_AS_##same_as, REF_INIT_##kind(ref), \
   KERNELS_##isas(op)},
#include "recompose/fused.def"
#undef RC_FUSED
};

#define NOPS (sizeof ops / sizeof ops[0])

static const struct RcKernel kernels[] = {
#define RC_FUSED(op, kind, isas, same_as, ref, keys) \
  {&ops[RC_FOP_##op], RC_ELEM_F32}, {&ops[RC_FOP_##op], RC_ELEM_BF16}, {&ops[RC_FOP_##op], RC_ELEM_F16},
#include "recompose/fused.def"
#undef RC_FUSED
};

/* The fast tier's kernels (src/fused/fast.def) by op; NULL rows run the default kernel. */
static void (*const fast_kernels[RC_FOP_TABLE_COUNT][RC_ISA_COUNT])(void) = {
#define RC_FAST(op, rel, tiny) [RC_FOP_##op] = KERNELS_ALL(op##_fast),
#include "fused/fast.def"
#undef RC_FAST
};
static const signed char fast_bounds[RC_FOP_TABLE_COUNT][3] = {
#define RC_FAST(op, rel, tiny) [RC_FOP_##op] = {1, rel, tiny},
#include "fused/fast.def"
#undef RC_FAST
};

void (*rc_fused_fast_kernel(const RcFusedOp *op, RcIsa isa))(void) {
  size_t i = (size_t)(op - ops);
  return i < NOPS && (int)isa >= 0 && isa < RC_ISA_COUNT ? fast_kernels[i][isa] : NULL;
}

bool rc_fused_fast_bound(const RcFusedOp *op, int *rel, int *tiny) {
  size_t i = (size_t)(op - ops);
  bool own = i < NOPS && fast_bounds[i][0];
  *rel = own ? fast_bounds[i][1] : RC_FAST_DEFAULT_REL;
  *tiny = own ? fast_bounds[i][2] : -126;
  return own;
}

size_t rc_fused_count(void) { return NOPS; }

const RcFusedOp *rc_fused_at(size_t i) { return i < NOPS ? &ops[i] : NULL; }

const struct RcKernel *rc_fused_kernel(size_t i) { return i < 3 * NOPS ? &kernels[i] : NULL; }

const RcFusedOp *rc_fused_lookup(const char *s, size_t len) {
  for (size_t i = 0; s && i < NOPS; i++)
    if (strlen(ops[i].name) == len && !memcmp(ops[i].name, s, len)) return &ops[i];
  return NULL;
}

const RcFusedOp *rc_fused_of_target(const char *s, size_t len) {
  size_t plen = sizeof RC_FUSED_PREFIX - 1;
  if (!s || len <= plen || memcmp(s, RC_FUSED_PREFIX, plen)) return NULL;
  return rc_fused_lookup(s + plen, len - plen);
}

const char *rc_fused_target_op(const char *s) {
  size_t plen = sizeof RC_FUSED_PREFIX - 1;
  return s && !strncmp(s, RC_FUSED_PREFIX, plen) ? s + plen : NULL;
}

bool rc_fused_is_own_func(const char *s) { return rc_fused_target_op(s) != NULL; }

int rc_fused_decomp_name(char *buf, size_t len, const char *op, unsigned i) {
  return snprintf(buf, len, RC_FUSED_PREFIX "%s.%u", op, i);
}

const RcFusedOp *rc_fused_grad_of(const RcFusedOp *op) {
  char name[64];
  int len = op && op->kind == RC_KIND_ELEMENTWISE ? snprintf(name, sizeof name, "%s_grad", op->name) : -1;
  const RcFusedOp *g = len > 0 && (size_t)len < sizeof name ? rc_fused_lookup(name, (size_t)len) : NULL;
  return g && g->kind == RC_KIND_GRAD ? g : NULL;
}
