/* A match's fused-call config: the kernel config and the composite attribute text
 * its pattern's emit attributes give (src/fused's encoder), left open for more keys
 * (rc_fused_config_finish closes it). */
#include <stdio.h>
#include <string.h>

#include "fused/fused.h"
#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

static bool const_of(RcValue *v, double *d) {
  RcNode *n = v ? v->def : NULL;
  while (n && (n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE) && rc_node_operand(n, 0))
    n = rc_node_operand(n, 0)->def;
  return n && n->op == RC_OP_CONSTANT && rc_literal_splat_f64(n->literal, d);
}

/* The layout of reduced dims `mask` of static type ct in three or more blocks: dims of size 1
 * dropped and neighbours of one kind merged, the reduced blocks' elements blk[0..*nb), the kept
 * elements between them kept[0..*nb - 1) and after the last *inner; false past four blocks. */
static bool mask_layout(const RcType *ct, uint64_t mask, int64_t *inner, int64_t kept[3], int64_t blk[4], int *nb) {
  int64_t k = 1; /* kept elements since the last reduced block */
  bool last_red = false;
  *nb = 0;
  for (int32_t d = 0; d < ct->rank && d < 64; d++) {
    if (ct->dims[d] == 1) continue;
    bool red = mask >> d & 1;
    if (red && last_red) {
      blk[*nb - 1] *= ct->dims[d];
    } else if (red) {
      if (*nb == 4) return false;
      if (*nb) kept[*nb - 1] = k;
      blk[(*nb)++] = ct->dims[d];
    } else {
      k = last_red ? ct->dims[d] : k * ct->dims[d];
    }
    last_red = red;
  }
  *inner = last_red ? 1 : k;
  return *nb >= 1;
}

/* Puts inner and the blocks after the first (mid, cols2, mid2, cols3, mid3, cols4) of a row
 * reducing dims `mask` of ct (three or more blocks as written). */
static bool put_mask_blocks(GString *cfg, GString *mlir, const char *inner_key, const RcType *ct, uint64_t mask) {
  static const char *const keys[3][2] = {{"mid", "cols2"}, {"mid2", "cols3"}, {"mid3", "cols4"}};
  int64_t inner, kept[3], blk[4];
  int nb;
  if (!mask_layout(ct, mask, &inner, kept, blk, &nb)) return false;
  if (inner > 1) rc_fused_config_put_int(cfg, mlir, inner_key, inner);
  for (int i = 1; i < nb; i++) {
    rc_fused_config_put_int(cfg, mlir, keys[i - 1][0], kept[i - 1]);
    rc_fused_config_put_int(cfg, mlir, keys[i - 1][1], blk[i]);
  }
  return true;
}

bool rc_rewrite_match_config(const RcMatch *mt, RcValue *root, const RcType *wide, GString *cfg, GString *mlir, char *why,
                             size_t wlen) {
  const RcPattern *p = mt->pat;
  const RcType *t = wide ? wide : root->type;
  if (!t || t->kind != RC_TYPE_TENSOR || t->dtype >= RC_DT_COUNT || !rc_dtype_is_float(t->dtype)) {
    snprintf(why, wlen, "result is not a float tensor");
    return false;
  }
  int64_t n = rc_type_numel(t);
  const RcFusedOp *fop = p->op ? rc_fused_lookup(p->op, strlen(p->op)) : NULL;
  if (fop && fop->kind == RC_KIND_NORM_SCALE_GRAD && p->nargs && mt->caps[p->args[0]]) /* n counts x: the result is cols */
    n = rc_type_numel(mt->caps[p->args[0]]->type);
  if (n < 0) {
    snprintf(why, wlen, "result shape is dynamic");
    return false;
  }
  rc_fused_config_start(cfg, mlir, rc_dtype_info[t->dtype].hlo, n);
  for (uint32_t i = 0; i < p->nattrs; i++) {
    const RcEmitAttr *a = &p->attrs[i];
    switch (a->kind) {
    case RC_EA_INT:
      rc_fused_config_put_int(cfg, mlir, a->key, a->i);
      break;
    case RC_EA_FLOAT:
      rc_fused_config_put_float(cfg, mlir, a->key, a->f);
      break;
    case RC_EA_STR:
      rc_fused_config_put_str(cfg, mlir, a->key, a->s);
      break;
    case RC_EA_DIM: {
      RcType *ct = mt->caps[a->cap] ? mt->caps[a->cap]->type : NULL;
      int64_t ax = ct && ct->kind == RC_TYPE_TENSOR ? (a->i < 0 ? a->i + ct->rank : a->i) : -1;
      if (!ct || ax < 0 || ax >= ct->rank || ct->dims[ax] < 0) {
        snprintf(why, wlen, "dimension %lld of %%%s is not static", (long long)a->i, p->capnames[a->cap]);
        return false;
      }
      rc_fused_config_put_int(cfg, mlir, a->key, ct->dims[ax]);
      break;
    }
    case RC_EA_REDUCED:
    case RC_EA_INNER: {
      /* the capture's dims in the match's axes=[*] block (default: the last), and after it */
      RcType *ct = mt->caps[a->cap] ? mt->caps[a->cap]->type : NULL;
      if (!ct || ct->kind != RC_TYPE_TENSOR || ct->rank < 1 || !rc_type_is_static(ct) ||
          (mt->axlo >= 0 && mt->axhi >= ct->rank)) {
        snprintf(why, wlen, "%%%s has no static dimensions for the reduced axes", p->capnames[a->cap]);
        return false;
      }
      if (mt->axmask && (ct->rank > 64 || mt->axmask >> ct->rank)) {
        snprintf(why, wlen, "%%%s does not have the reduced axes", p->capnames[a->cap]);
        return false;
      }
      if (mt->axmask && a->kind == RC_EA_INNER) {
        if (!put_mask_blocks(cfg, mlir, a->key, ct, mt->axmask)) {
          snprintf(why, wlen, "the reduced axes form more than four blocks");
          return false;
        }
        break;
      }
      if (mt->axmask) { /* REDUCED: every reduced dim */
        int64_t v = 1;
        for (int32_t d = 0; d < ct->rank; d++) v *= mt->axmask >> d & 1 ? ct->dims[d] : 1;
        rc_fused_config_put_int(cfg, mlir, a->key, v);
        break;
      }
      int32_t lo = mt->axlo >= 0 ? mt->axlo : ct->rank - 1, hi = mt->axlo >= 0 ? mt->axhi : ct->rank - 1;
      /* a second block [lo2, hi2] (mt->axhi2 > 0): the reduced dims are both blocks', inner what
       * follows the second, mid the kept dims between them and cols2 the second's */
      bool two = mt->axhi2 > 0 && mt->axlo2 > hi + 1 && mt->axhi2 < ct->rank;
      int32_t lo2 = two ? mt->axlo2 : hi + 1, hi2 = two ? mt->axhi2 : hi;
      int64_t v = 1, mid = 1, cols2 = 1;
      for (int32_t d = a->kind == RC_EA_REDUCED ? lo : hi2 + 1; d < (a->kind == RC_EA_REDUCED ? hi + 1 : ct->rank); d++)
        v *= ct->dims[d];
      for (int32_t d = hi + 1; d < lo2; d++) mid *= ct->dims[d];
      for (int32_t d = lo2; d <= hi2; d++) cols2 *= ct->dims[d];
      if (a->kind == RC_EA_REDUCED) v *= cols2;
      if (a->kind == RC_EA_INNER && v > 1) rc_fused_config_put_int(cfg, mlir, a->key, v); /* else the default */
      if (a->kind == RC_EA_REDUCED) rc_fused_config_put_int(cfg, mlir, a->key, v);
      if (a->kind == RC_EA_INNER && two && mid > 1) {
        rc_fused_config_put_int(cfg, mlir, "mid", mid);
        rc_fused_config_put_int(cfg, mlir, "cols2", cols2);
      }
      break;
    }
    case RC_EA_VALUE: {
      double d;
      if (!const_of(mt->caps[a->cap], &d)) {
        snprintf(why, wlen, "%%%s is not a splat constant", p->capnames[a->cap]);
        return false;
      }
      if (mt->eps_div > 0 && !strcmp(a->key, "eps")) d /= (double)mt->eps_div;
      rc_fused_config_put_float(cfg, mlir, a->key, d);
      break;
    }
    }
  }
  /* the spelling's value at x = -inf, where it is not the op's reference's (rewrite/byvalue.c) */
  if (mt->ninf_zero && fop && (fop->keys >> RC_FK_ninf_zero & 1)) rc_fused_config_put_int(cfg, mlir, "ninf_zero", 1);
  /* the backward's convention at the clamp's ends, where it is not jax.nn.relu6's (recog/tie.c) */
  if (mt->tie > 0 && fop && (fop->keys >> RC_FK_tie & 1)) rc_fused_config_put_int(cfg, mlir, "tie", mt->tie);
  return true;
}
