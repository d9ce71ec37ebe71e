/* Recomputed intermediates: a match whose intermediate values other code also reads
 * (a training graph's backward reads a layer norm's mean and rstd, an RMS norm's
 * rsqrt(mean(x^2) + eps), the 0.5*x of a GELU) is raised anyway, its fused call
 * recomputing those values from its operands while the original nodes that compute
 * them stay for their other users; the rewrite lists them (RcRewriteInfo.recomputes).
 *
 * Rule: only when what stays (the shared values and the part of the region they read)
 * is cheap arithmetic: layout ops, converts, reductions, and add / subtract / multiply
 * / divide / min / max / compare / select / negate / abs / sqrt / rsqrt and the like.
 * The fused call then repeats nothing but arithmetic that its memory traffic hides (it
 * reads x once or twice and writes y, about what the elementwise ops it replaces read
 * and write). A transcendental (exp, log, tanh, erf, logistic, pow, ...), a call or a
 * fused call among what stays would be computed twice, once for the other users and
 * once inside the call, so such a match is skipped as before and the reason names it
 * (the softmax whose exp(x - max) the backward reads, the SiLU whose sigmoid it reads:
 * there the inner activation is raised alone, README.md "Nested activations").
 */
#include <glib.h>

#include "rewrite/rewrite.h"

/* Whether computing op once more inside a fused call costs no more than the memory
 * traffic of the ops the call replaces: arithmetic and layout, not transcendentals. */
static bool cheap(RcOp op) {
  switch (op) {
  case RC_OP_CONSTANT: case RC_OP_IOTA: case RC_OP_BROADCAST: case RC_OP_RESHAPE: case RC_OP_BITCAST:
  case RC_OP_COPY: case RC_OP_TRANSPOSE: case RC_OP_CONVERT: case RC_OP_BITCAST_CONVERT: case RC_OP_SLICE:
  case RC_OP_CONCATENATE: case RC_OP_PAD: case RC_OP_GET_TUPLE_ELEMENT: case RC_OP_REDUCE:
  case RC_OP_ABS: case RC_OP_NEGATE: case RC_OP_SQUARE: case RC_OP_SQRT: case RC_OP_RSQRT: case RC_OP_SIGN:
  case RC_OP_FLOOR: case RC_OP_CEIL: case RC_OP_ROUND_AFZ: case RC_OP_ROUND_EVEN: case RC_OP_NOT:
  case RC_OP_IS_FINITE: case RC_OP_ADD: case RC_OP_SUBTRACT: case RC_OP_MULTIPLY: case RC_OP_DIVIDE:
  case RC_OP_MAXIMUM: case RC_OP_MINIMUM: case RC_OP_AND: case RC_OP_OR: case RC_OP_XOR:
  case RC_OP_COMPARE: case RC_OP_SELECT: case RC_OP_CLAMP:
    return true;
  default:
    return false;
  }
}

const RcNode *rc_rewrite_recompute_blocker(RcNode *const *region, uint32_t nregion, RcValue *const *shared,
                                           uint32_t nshared) {
  GHashTable *in = g_hash_table_new(NULL, NULL), *seen = g_hash_table_new(NULL, NULL);
  for (uint32_t i = 0; i < nregion; i++) g_hash_table_add(in, region[i]);
  GPtrArray *todo = g_ptr_array_new();
  for (uint32_t i = 0; i < nshared; i++)
    if (shared[i]->def) g_ptr_array_add(todo, shared[i]->def);
  const RcNode *bad = NULL;
  /* what stays: the shared values and, through their operands, the region nodes they read */
  while (todo->len && !bad) {
    RcNode *n = g_ptr_array_steal_index_fast(todo, todo->len - 1);
    if (!g_hash_table_add(seen, n)) continue;
    if (!cheap(n->op)) {
      bad = n;
      break;
    }
    for (uint32_t k = 0; k < n->noperands; k++) {
      RcValue *v = rc_node_operand(n, k);
      if (v && v->def && g_hash_table_contains(in, v->def)) g_ptr_array_add(todo, v->def);
    }
  }
  g_ptr_array_free(todo, TRUE);
  g_hash_table_destroy(seen);
  g_hash_table_destroy(in);
  return bad;
}
