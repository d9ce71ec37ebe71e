/* The fused call's dtype and operands. A fused call has its root's dtype and reads
 * operands of that dtype; the bf16 and f16 kernels widen their operands to f32,
 * compute in f32 and round once to their dtype (docs/kernels.md). A capture read through converts maps back to the
 * value before them (rc_rw_origin: the bf16 x of a graph that converts x to f32,
 * normalizes and converts back), which is the operand when the root is that convert
 * back. When the value before the converts has another dtype than the root (no
 * convert back: an f32 result of a bf16 x; an f32 x rounded through bf16 on its way
 * in), the operand is the region value that the view identifies with the capture, in
 * the root's dtype and the capture's shape (the f32 convert of x, a scale converted
 * to f32, the bf16 rounding of x), provided the region reads the capture only through
 * it; region values identical to it by CSE's rule (Flax converts the same x to f32
 * twice) are read as the same operand. The driver (driver.c, choose) collects the
 * regions and falls back from the outer reading to the one inside the converts.
 */
#include <glib.h>
#include <stdio.h>

#include "canon/canon.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"

static const char *dtname(const RcType *t) {
  return t && t->dtype < RC_DT_COUNT ? rc_dtype_info[t->dtype].hlo : "another type";
}

static void vtext(char *buf, size_t n, const RcValue *v) {
  if (v->name) snprintf(buf, n, "%%%s", v->name);
  else snprintf(buf, n, "#%u", v->def ? v->def->id : 0);
}

/* Whether region value v stands for capture cap: the view identifies them. */
static bool stands_for(const RcRwCanon *view, const RcValue *v, const RcValue *cap) {
  return rc_rw_lookup(view, v) == cap;
}

/* The region's read of input `in` rounded to a narrower float type and back, when the
 * region reads `in` only so (a bf16 graph under float normalization rounds x before its
 * first op): the value the activation is computed on; else NULL. The rounding's readers
 * outside the region must be fused calls (a backward raised on it first, which reads the
 * rounding as its operand); inside, the convert back is its only one. */
static RcValue *rounded_read(const RcValue *in, RcNode *const *region, uint32_t nregion) {
  RcValue *read = NULL;
  for (uint32_t r = 0; r < nregion; r++) {
    const RcNode *n = region[r];
    for (uint32_t j = 0; j < n->noperands; j++) {
      if (rc_node_operand(n, j) != in) continue;
      /* n reads in: it must be the one rounding, read back in the region by one convert to in's type */
      const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
      if (read || n->op != RC_OP_CONVERT || !t || t->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(t->dtype) ||
          rc_dtype_holds(t->dtype, in->type->dtype))
        return NULL;
      rc_value_for_each_use(&n->results[0], u) {
        const RcNode *k = u->user;
        if (!rc_rewrite_in_region(k, region, nregion)) {
          if (!rc_node_fused(k)) return NULL; /* outside, only a call raised on it first */
          continue;
        }
        if (read || k->op != RC_OP_CONVERT || k->nresults != 1 || !rc_type_equal(k->results[0].type, in->type))
          return NULL;
        read = &u->user->results[0];
      }
      if (!read) return NULL;
    }
  }
  return read;
}

/* Whether the region sums `in` itself besides reading its rounding pick = convert(in) to the
 * call's narrower dtype: XLA:CPU's convert-pair removal (simplify-fp-conversions) drops the
 * round trip between a float-normalized 16-bit op and an f32 sum of its value (jax.nn.softmax's
 * bf16 exp, widened and summed), so the compiled sum reads the unrounded f32 value. The
 * canonical view reads that sum as one of the 16-bit value widened (canon/rounding.c); the
 * call's decomposition reads `in` as the operand widened (the rounding the program wrote before
 * XLA dropped it), and the check judges the kernel against it. Every other reader of `in` in
 * the region must be such a sum. */
static bool summed_before(const RcValue *in, const RcValue *pick, RcNode *const *region, uint32_t nregion) {
  const RcNode *pd = pick->def;
  if (!pd || rc_narrowed_operand(pd) != in) return false;
  bool sums = false;
  for (uint32_t r = 0; r < nregion; r++) {
    const RcNode *n = region[r];
    for (uint32_t j = 0; j < n->noperands; j++) {
      if (n == pd || rc_node_operand(n, j) != in) continue;
      if (!rc_canon_sums_in(n, j, in->type->dtype)) return false;
      sums = true;
    }
  }
  return sums;
}

const char *rc_rewrite_operands(const RcRwCanon *view, const RcMatch *mt, const RcValue *root, RcValue **inputs,
                                RcValue **before, uint32_t *nsame, uint32_t *same_as, RcNode *const *region,
                                uint32_t nregion, GArray *narrowed, char *why, size_t wlen) {
  const RcPattern *p = mt->pat;
  uint32_t nin = p->nargs, ns = *nsame; /* after the twins found before (rc_rewrite_twins) */
  for (uint32_t i = 0; i < nin; i++) before[i] = NULL;
  if (!root->type || root->type->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(root->type->dtype)) return NULL;
  RcDType dt = root->type->dtype;
  for (uint32_t i = 0; i < nin; i++) {
    RcValue *in = inputs[i], *cap = mt->caps[p->args[i]], *pick = NULL;
    if (in->type && in->type->kind == RC_TYPE_TENSOR && in->type->dtype == dt &&
        (pick = rounded_read(in, region, nregion))) {
      before[i] = in;
      inputs[i] = pick;
      continue;
    }
    if (!in->type || in->type->kind != RC_TYPE_TENSOR || in->type->dtype == dt) continue;
    for (uint32_t r = 0; r < nregion; r++) {
      RcNode *n = region[r];
      RcValue *v = &n->results[0];
      if (n->nresults != 1 || v == root || !v->type || v->type->kind != RC_TYPE_TENSOR || v->type->dtype != dt ||
          !rc_type_same_shape(v->type, in->type) || !stands_for(view, v, cap))
        continue;
      if (!pick) pick = v;
      else if (ns < RC_REWRITE_MAX_SAME && rc_rw_same_node(pick->def, n)) {
        inputs[nin + ns] = v;
        same_as[ns++] = i;
      }
    }
    if (pick && ns < RC_REWRITE_MAX_SAME && summed_before(in, pick, region, nregion)) {
      inputs[nin + ns] = in; /* read as the operand widened: fuse.c copy_region */
      same_as[ns++] = i;
    }
    if (!pick) pick = rc_rewrite_narrow(in, dt, region, nregion, narrowed);
    if (!pick) {
      snprintf(why, wlen, "the %s kernel reads %%%s in %s, and the match has it in %s only", dtname(root->type),
               p->capnames[p->args[i]], dtname(root->type), dtname(in->type));
      return why;
    }
    before[i] = in;
    inputs[i] = pick;
  }
  *nsame = ns;
  return NULL;
}

void rc_rewrite_wide_operands(RcValue **inputs, RcValue **before, uint32_t nin, RcNode *const *region,
                              uint32_t nregion) {
  for (uint32_t i = 0; i < nin; i++) {
    RcValue *in = inputs[i], *pick = in && in->type && in->type->kind == RC_TYPE_TENSOR &&
                                             rc_dtype_is_float(in->type->dtype)
                                         ? rounded_read(in, region, nregion)
                                         : NULL;
    before[i] = pick ? in : NULL;
    if (pick) inputs[i] = pick;
  }
}

uint32_t rc_rewrite_twins(const RcRwCanon *view, const RcMatch *mt, const RcValue *root, RcValue **inputs,
                          uint32_t *nsame, uint32_t *same_as) {
  const RcPattern *p = mt->pat;
  uint32_t nin = p->nargs, added = 0;
  RcValue *cin[16];
  for (uint32_t i = 0; i < nin && i < 16; i++) cin[i] = rc_rw_lookup(view, inputs[i]);
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  GPtrArray *stack = g_ptr_array_new();
  g_ptr_array_add(stack, root->def);
  g_hash_table_add(seen, root->def);
  while (stack->len && g_hash_table_size(seen) <= 4096) {
    RcNode *n = g_ptr_array_steal_index_fast(stack, stack->len - 1);
    for (uint32_t j = 0; j < n->noperands; j++) {
      RcValue *v = rc_node_operand(n, j);
      if (!v || !v->def || v->def->func != root->def->func || g_hash_table_contains(seen, v->def)) continue;
      g_hash_table_add(seen, v->def);
      bool input = false, twin = false;
      for (uint32_t i = 0; i < nin + *nsame && !input; i++) input = inputs[i] == v;
      RcValue *cv = input || v->def->nresults != 1 || v->def->op == RC_OP_PARAMETER ? NULL : rc_rw_lookup(view, v);
      for (uint32_t i = 0; cv && i < nin && i < 16 && !twin && *nsame < RC_REWRITE_MAX_SAME; i++)
        if (cv == cin[i] && rc_type_equal(v->type, inputs[i]->type)) {
          inputs[nin + *nsame] = v;
          same_as[(*nsame)++] = i;
          twin = true;
          added++;
        }
      if (!input && !twin) g_ptr_array_add(stack, v->def);
    }
  }
  g_ptr_array_free(stack, TRUE);
  g_hash_table_destroy(seen);
  return added;
}

const char *rc_rewrite_reads_through(const RcMatch *mt, RcValue *const *inputs, RcValue *const *before,
                                     RcNode *const *region, uint32_t nregion, char *why, size_t wlen) {
  const RcPattern *p = mt->pat;
  for (uint32_t i = 0; i < p->nargs; i++)
    for (uint32_t r = 0; before[i] && before[i]->def && r < nregion; r++)
      if (region[r] == before[i]->def) {
        char nm[64];
        vtext(nm, sizeof nm, inputs[i]);
        snprintf(why, wlen, "the region reads %%%s also before %s", p->capnames[p->args[i]], nm);
        return why;
      }
  return NULL;
}

/* Whether value v holds values of float type dt: of that type, or a convert of one. */
static bool holds(const RcValue *v, RcDType dt) {
  if (v->type && v->type->kind == RC_TYPE_TENSOR && v->type->dtype == dt) return true;
  const RcNode *d = v->def;
  const RcValue *a = d && d->op == RC_OP_CONVERT && d->noperands == 1 ? rc_node_operand(d, 0) : NULL;
  return a && a->type && a->type->kind == RC_TYPE_TENSOR && a->type->dtype == dt;
}

bool rc_rewrite_constant_of(const RcValue *v) {
  for (int depth = 0; v && v->def && depth < 4; depth++) {
    const RcNode *d = v->def;
    if (d->op == RC_OP_CONSTANT) return true;
    if ((d->op != RC_OP_BROADCAST && d->op != RC_OP_RESHAPE) || d->noperands != 1) return false;
    v = rc_node_operand(d, 0);
  }
  return false;
}

const char *rc_rewrite_rounds_once(const RcValue *root, RcValue *const *inputs, uint32_t nin, RcNode *const *region,
                                   uint32_t nregion, char *why, size_t wlen) {
  const RcNode *chain[8];
  uint32_t nchain = 0;
  for (const RcNode *n = root->def; n && nchain < 8 && (n->op == RC_OP_CONVERT || n->op == RC_OP_COPY) &&
                                    n->noperands == 1 && rc_node_operand(n, 0);
       n = rc_node_operand(n, 0)->def)
    chain[nchain++] = n;
  RcDType rdt = root->type ? root->type->dtype : RC_DT_COUNT, narrow = RC_DT_COUNT;
  for (uint32_t r = 0; r < nregion; r++) {
    const RcNode *n = region[r];
    if (n->op != RC_OP_CONVERT || n->noperands != 1 || n->nresults != 1 || !rc_node_operand(n, 0)) continue;
    bool outer = false;
    for (uint32_t k = 0; k < nchain; k++) outer |= chain[k] == n;
    const RcType *a = rc_node_operand(n, 0)->type, *t = n->results[0].type;
    /* a rounding to the call's own dtype is what an op of that dtype does to its result
     * (a bf16 graph under float normalization rounds after every op) */
    if (outer || !a || !t || !rc_dtype_is_float(a->dtype) || !rc_dtype_is_float(t->dtype) ||
        rc_dtype_holds(t->dtype, a->dtype) || t->dtype == rdt)
      continue;
    /* a constant rounded (torch-mlir's f64 eps converted to f32 under a bf16 result): a
     * narrower constant, no value the region computed */
    if (rc_rewrite_constant_of(rc_node_operand(n, 0))) continue;
    /* so is a rounding to one narrower type under a wider result when every input holds
     * values of that type: a 16-bit chain whose last rounding XLA dropped (the call
     * computes in the wider type and rounds once; the check judges it against the
     * region's roundings too) */
    bool chain16 = (t->dtype == RC_DT_BF16 || t->dtype == RC_DT_F16) && rc_dtype_narrows(rdt, t->dtype) &&
                   (narrow == RC_DT_COUNT || narrow == t->dtype);
    for (uint32_t i = 0; i < nin && chain16; i++) chain16 = holds(inputs[i], t->dtype);
    if (chain16) {
      narrow = t->dtype;
      continue;
    }
    char nm[64];
    vtext(nm, sizeof nm, &n->results[0]);
    snprintf(why, wlen, "the region rounds %s to %s at %s before its result (the fused op rounds once)", dtname(a),
             dtname(t), nm);
    return why;
  }
  return NULL;
}
