/* Constants in the canonical form: splat constant nodes of a value's shape (a double
 * encoded into the element type: numerics/encode.h), and the folding
 * of compares and selects of constants (torch_xla writes a mean's 1/N as
 * select(N != 0, 1/N, nan)). Part of src/canon (see canon.h). */
#include <math.h>
#include <string.h>

#include "canon/canon_int.h"
#include "numerics/encode.h"
#include "numerics/numerics.h"

bool rc_canon_is_splat(const RcValue *v, double *out) {
  if (!v || !v->def || v->def->op != RC_OP_CONSTANT || !v->def->literal) return false;
  const RcLiteral *l = v->def->literal;
  if (!(l->splat || l->count == 1)) return false;
  if (l->dtype >= RC_DT_COUNT) return false;
  int cls = rc_dtype_info[l->dtype].cls;
  if (cls != RC_DC_FLOAT && cls != RC_DC_SINT && cls != RC_DC_UINT) return false;
  double x;
  if (!rc_literal_get_f64(l, 0, &x)) return false;
  if (out) *out = x;
  return true;
}

/* The cache entry of const_like for (shape, dt, value bits vb). */
static struct RcCanonConstSlot *const_slot(RcCanon *c, const RcType *shape, RcDType dt, uint64_t vb) {
  uint64_t key = (vb ^ (uint64_t)(uintptr_t)shape * 0x9e3779b97f4a7c15ull ^ (uint64_t)dt) * 0xff51afd7ed558ccdull;
  return &c->consts[key >> 58];
}

static bool const_hit(const struct RcCanonConstSlot *slot, const RcType *shape, RcDType dt, uint64_t vb) {
  return slot->v && slot->shape == shape && slot->dt == dt && slot->bits == vb && !(slot->v->def->flags & RC_NODE_DEAD);
}

/* A splat of shape's shape and dtype dt. */
static RcValue *const_like(RcCanon *c, RcType *shape, RcDType dt, double v) {
  if (!shape || shape->kind != RC_TYPE_TENSOR) return NULL;
  /* A graph spells the same few constants on the same few shapes hundreds of
   * thousands of times: a small cache of the values CSE handed back answers most
   * of them (an entry whose node DCE has erased since is not used). Readers give every
   * value a type of its own, so a value's type is looked up first, then the view's one
   * copy of it (rc_canon_make reads that copy too). */
  uint64_t vb;
  memcpy(&vb, &v, sizeof vb);
  struct RcCanonConstSlot *slot = const_slot(c, shape, dt, vb);
  if (const_hit(slot, shape, dt, vb)) return slot->v;
  RcType *one = rc_canon_intern(c, shape);
  if (c->oom) return NULL;
  struct RcCanonConstSlot *oslot = one != shape ? const_slot(c, one, dt, vb) : NULL;
  if (oslot && const_hit(oslot, one, dt, vb)) {
    *slot = (struct RcCanonConstSlot){shape, vb, oslot->v, dt};
    return oslot->v;
  }
  RcType *t = shape;
  if (shape->dtype != dt) { /* (rc_canon_make interns the type) */
    t = rc_type_tensor(c->m, dt, shape->rank, shape->dims);
    if (!t) {
      c->oom = true;
      return NULL;
    }
  }
  uint64_t buf = 0;
  if (!rc_num_encode(dt, v, &buf, NULL)) return NULL;
  RcLiteral l = {.dtype = dt, .count = 1, .splat = true, .data = &buf};
  RcProto p = {.op = RC_OP_CONSTANT, .type = t, .lit = &l, .copy_lit = true};
  RcValue *k = rc_canon_make(c, &p);
  if (k && oslot) *oslot = (struct RcCanonConstSlot){one, vb, k, dt};
  if (k) *slot = (struct RcCanonConstSlot){shape, vb, k, dt};
  return k;
}

RcValue *rc_canon_const(RcCanon *c, RcType *shape, double v) {
  if (!shape) return NULL;
  return const_like(c, shape, shape->dtype, v);
}

/* The comparison direction of compare node n: 0..5 for EQ, NE, LT, LE, GT, GE, -1 when
 * unknown. */
static int direction(const RcNode *n) {
  const RcAttr *a = rc_node_attr(n, "direction");
  const char *s = a ? (a->kind == RC_ATTR_ENUM || a->kind == RC_ATTR_STR ? a->u.s : a->raw) : NULL;
  static const char *const names[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  for (int i = 0; s && i < 6; i++)
    if (strstr(s, names[i])) return i;
  return -1;
}

RcValue *rc_canon_fold_compare(RcCanon *c, const RcNode *n, RcType *t, RcValue *a, RcValue *b) {
  double x, y;
  if (!t || t->kind != RC_TYPE_TENSOR || t->dtype != RC_DT_PRED || !rc_canon_is_splat(a, &x) ||
      !rc_canon_is_splat(b, &y))
    return NULL;
  /* 64-bit integers beyond 2^53 are not exact in a double */
  if (fabs(x) > 9007199254740992.0 || fabs(y) > 9007199254740992.0) return NULL;
  /* a total order tells -0 from 0 and orders NaNs: folded only where it agrees with IEEE's */
  const RcAttr *ct = rc_node_attr(n, "compare_type");
  const char *cs = ct ? (ct->kind == RC_ATTR_ENUM || ct->kind == RC_ATTR_STR ? ct->u.s : ct->raw) : NULL;
  if (cs && strstr(cs, "TOTALORDER") && (x == 0 || y == 0 || isnan(x) || isnan(y))) return NULL;
  bool r;
  switch (direction(n)) {
  case 0: r = x == y; break;
  case 1: r = x != y; break;
  case 2: r = x < y; break;
  case 3: r = x <= y; break;
  case 4: r = x > y; break;
  case 5: r = x >= y; break;
  default: return NULL;
  }
  return const_like(c, t, RC_DT_PRED, r);
}

RcValue *rc_canon_fold_select(RcType *t, RcValue *p, RcValue *a, RcValue *b) {
  const RcNode *d = p ? p->def : NULL;
  double v;
  if (!d || d->op != RC_OP_CONSTANT || !d->literal || !p->type || p->type->dtype != RC_DT_PRED ||
      !(d->literal->splat || d->literal->count == 1) || !rc_literal_get_f64(d->literal, 0, &v))
    return NULL;
  RcValue *r = v != 0 ? a : b;
  return r && rc_type_equal(r->type, t) ? r : NULL;
}
