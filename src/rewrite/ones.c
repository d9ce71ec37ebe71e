/* A splat of ones written into the user's function (rewrite.h rc_rewrite_ones): the dy operand
 * of a backward call whose region is the op's derivative alone, autodiff having folded the
 * ones of a sum's gradient into it. */
#include <string.h>

#include "formats/format.h"
#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

/* 1.0 in dt's storage into buf, or false for a dtype that is no float. */
static bool one_bits(RcDType dt, void *buf) {
  switch (dt) {
  case RC_DT_F32: {
    float f = 1.0f;
    memcpy(buf, &f, 4);
    return true;
  }
  case RC_DT_F64: {
    double d = 1.0;
    memcpy(buf, &d, 8);
    return true;
  }
  case RC_DT_BF16: {
    uint16_t h = rc_num_f64_to_bf16(1.0);
    memcpy(buf, &h, 2);
    return true;
  }
  case RC_DT_F16: {
    uint16_t h = rc_num_f64_to_f16(1.0);
    memcpy(buf, &h, 2);
    return true;
  }
  default: return false;
  }
}

RcValue *rc_rewrite_ones(RcFunc *f, const RcType *t, RcNode *before, RcNode *made[2]) {
  RcModule *m = f->module;
  made[0] = made[1] = NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || !rc_type_is_static(t)) return NULL;
  RcLiteral *l = rc_module_alloc(m, sizeof *l);
  void *data = rc_module_alloc(m, 8);
  if (!l || !data || !one_bits(t->dtype, data)) return NULL;
  *l = (RcLiteral){.dtype = t->dtype, .count = 1, .splat = true, .data = data};
  l->raw = rc_format_splat_text(m, t->dtype, 1.0, data);
  bool bcast = rc_format_traits(m)->splat_broadcast && t->rank > 0;
  RcType *kt = bcast ? rc_type_tensor(m, t->dtype, 0, NULL) : rc_type_tensor(m, t->dtype, t->rank, t->dims);
  RcNode *k = l->raw && kt ? rc_node_create(m, RC_OP_CONSTANT, 0, 1) : NULL;
  if (!k) return NULL;
  k->literal = l;
  k->results[0].type = kt;
  rc_func_insert_before(f, k, before);
  made[0] = k;
  if (!bcast) return &k->results[0];
  RcType *bt = rc_type_tensor(m, t->dtype, t->rank, t->dims);
  RcNode *b = bt ? rc_node_create(m, RC_OP_BROADCAST, 1, 1) : NULL;
  if (b) {
    b->results[0].type = bt;
    rc_node_set_operand(b, 0, &k->results[0]);
    rc_func_insert_before(f, b, before);
  }
  RcAttr *d = b ? rc_node_add_attr(b, "dimensions", RC_ATTR_INTS, NULL) : NULL;
  if (!d) {
    if (b) rc_node_erase(b);
    rc_node_erase(k);
    made[0] = NULL;
    return NULL;
  }
  d->u.ints.n = 0;
  made[1] = b;
  return &b->results[0];
}
