/* Converts in the canonical form: float->float converts (a bf16/f16 graph that
 * upcasts to f32, computes and downcasts) and copies are looked through, so
 * such a graph matches the f32 patterns; the driver records the outermost
 * convert as the canonical value's "wrapped" origin, so a fused call replaces
 * the downcast too. Integer and int<->float converts stay. Part of src/canon. */
#include "canon/canon_int.h"

bool rc_canon_convert_is_noise(const RcNode *n) {
  if (n->noperands != 1 || n->nresults != 1) return false;
  const RcValue *a = rc_node_operand(n, 0), *r = &n->results[0];
  if (!a || !a->type || !r->type || a->type->kind != RC_TYPE_TENSOR || r->type->kind != RC_TYPE_TENSOR) return false;
  if (n->op == RC_OP_COPY) return rc_type_same_shape(a->type, r->type);
  if (n->op != RC_OP_CONVERT) return false;
  if (a->type->dtype == r->type->dtype) return true;
  return rc_dtype_is_float(a->type->dtype) && rc_dtype_is_float(r->type->dtype);
}
