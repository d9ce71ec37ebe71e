/* Associative-commutative chains: add, multiply, maximum and minimum become
 * n-ary canonical nodes. Nested chains are flattened (bounded by
 * RC_CANON_FLAT_MAX), splat constants are merged into one last operand,
 * identities dropped, negated factors pulled into the constant, operands
 * sorted in a stable structural order, a common constant factor of a sum
 * factored out, and 1+tanh(u) in a product read as 2*logistic(2u).
 * Part of src/canon (see canon.h for the resulting form). */
#include <math.h>
#include <string.h>

#include "canon/canon_int.h"
#include "numerics/encode.h"

#define BUF (4 * RC_CANON_FLAT_MAX + 8)

/* Sort key: op kind, then structural hash, then creation order; constants last. */
int rc_canon_order(const RcCanon *c, const RcValue *a, const RcValue *b) {
  int ca = a->def->op == RC_OP_CONSTANT, cb = b->def->op == RC_OP_CONSTANT;
  if (ca != cb) return ca - cb;
  if (a->def->op != b->def->op) return a->def->op < b->def->op ? -1 : 1;
  uint64_t ha = rc_canon_hash(c, a), hb = rc_canon_hash(c, b);
  if (ha != hb) return ha < hb ? -1 : 1;
  /* the same structure in two types (a bf16 and an f32 copy): order by type */
  const RcType *ta = a->type, *tb = b->type;
  if (ta && tb && ta->kind == RC_TYPE_TENSOR && tb->kind == RC_TYPE_TENSOR) {
    if (ta->dtype != tb->dtype) return ta->dtype < tb->dtype ? -1 : 1;
    if (ta->rank != tb->rank) return ta->rank < tb->rank ? -1 : 1;
    for (int32_t i = 0; i < ta->rank; i++)
      if (ta->dims[i] != tb->dims[i]) return ta->dims[i] < tb->dims[i] ? -1 : 1;
  }
  if (a->def->id != b->def->id) return a->def->id < b->def->id ? -1 : 1;
  return a->index < b->index ? -1 : (a->index > b->index);
}

static void sort_ops(const RcCanon *c, RcValue **v, uint32_t n) {
  for (uint32_t i = 1; i < n; i++) {
    RcValue *x = v[i];
    uint32_t j = i;
    while (j > 0 && rc_canon_order(c, v[j - 1], x) > 0) {
      v[j] = v[j - 1];
      j--;
    }
    v[j] = x;
  }
}

static double identity(RcOp op) {
  switch (op) {
  case RC_OP_ADD: return 0;
  case RC_OP_MULTIPLY: return 1;
  case RC_OP_MAXIMUM: return -INFINITY;
  default: return INFINITY;
  }
}

static double combine(RcOp op, double a, double b) {
  switch (op) {
  case RC_OP_ADD: return a + b;
  case RC_OP_MULTIPLY: return a * b;
  case RC_OP_MAXIMUM: return isnan(a) || isnan(b) ? NAN : (a > b ? a : b);
  default: return isnan(a) || isnan(b) ? NAN : (a < b ? a : b);
  }
}

/* The splat constant operand of a canonical n-ary node (always last), if any. */
static bool last_const(const RcValue *v, double *out) {
  const RcNode *n = v->def;
  return n->noperands >= 2 && rc_canon_is_splat(rc_node_operand(n, n->noperands - 1), out);
}

/* add(tanh(u), 1) -> u */
static RcValue *one_plus_tanh(const RcValue *v) {
  const RcNode *n = v->def;
  double k;
  if (n->op != RC_OP_ADD || n->noperands != 2) return NULL;
  RcValue *a = rc_node_operand(n, 0), *b = rc_node_operand(n, 1);
  if (a->def->op != RC_OP_TANH || !rc_canon_is_splat(b, &k) || k != 1) return NULL;
  return rc_node_operand(a->def, 0);
}

/* sum(c*t_i) + d with one common factor c -> multiply(add(t_i.., d/c), c), else NULL. */
static RcValue *factor(RcCanon *c, RcType *t, RcValue **ops, uint32_t n, bool has_const, double d) {
  double f = 0;
  for (uint32_t i = 0; i < n; i++) {
    double k;
    if (ops[i]->def->op != RC_OP_MULTIPLY || !last_const(ops[i], &k)) return NULL;
    if (i == 0)
      f = k;
    else if (memcmp(&f, &k, sizeof k))
      return NULL;
  }
  if (f == 1 || f == 0 || !isfinite(f)) return NULL;
  /* One term and a constant factor only when the constant is +-c (0.5 + 0.5*e -> 0.5*(e + 1)):
   * mean + eps = sum/N + eps must keep reading add(multiply(sum, 1/N), eps). */
  if (n == 1 && !(has_const && fabs(d) == fabs(f))) return NULL;
  RcValue *terms[BUF];
  uint32_t m = 0;
  for (uint32_t i = 0; i < n; i++) {
    const RcNode *mul = ops[i]->def;
    uint32_t k = mul->noperands - 1;
    if (k == 1) {
      terms[m++] = rc_node_operand(mul, 0);
    } else {
      RcValue *sub[BUF];
      for (uint32_t j = 0; j < k; j++) sub[j] = rc_node_operand(mul, j);
      terms[m++] = rc_canon_nary(c, RC_OP_MULTIPLY, ops[i]->type, sub, k);
    }
    if (!terms[m - 1]) return NULL;
  }
  if (has_const) {
    terms[m] = rc_canon_const(c, t, d / f);
    if (!terms[m++]) return NULL;
  }
  RcValue *sum = rc_canon_nary(c, RC_OP_ADD, t, terms, m);
  RcValue *fc = rc_canon_const(c, t, f);
  if (!sum || !fc) return NULL;
  RcValue *pair[2] = {sum, fc};
  return rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2);
}

/* broadcast(multiply(u, k)) for v = broadcast(multiply(u, -k)) with a negative splat -k
 * and one other operand u; NULL when v is no such broadcast (or on out-of-memory). */
/* |a| * |a| is a * a (the same value, bit for bit): each pair of one abs operand of a
 * float product reads as its operand twice, so a mean of |d|^2 is the mean square. */
static void abs_pairs(RcValue **ops, uint32_t k) {
  for (uint32_t i = 0; i < k; i++) {
    if (!ops[i]->def || ops[i]->def->op != RC_OP_ABS || ops[i]->def->noperands != 1) continue;
    for (uint32_t j = i + 1; j < k; j++)
      if (ops[j] == ops[i]) {
        ops[i] = ops[j] = rc_node_operand(ops[i]->def, 0);
        break;
      }
  }
}

static RcValue *positive_broadcast(RcCanon *c, RcValue *v) {
  const RcNode *b = v->def;
  double k;
  if (b->op != RC_OP_BROADCAST || b->noperands != 1) return NULL;
  RcValue *w = rc_node_operand(b, 0);
  const RcNode *m = w->def;
  if (m->op != RC_OP_MULTIPLY || m->noperands != 2 || !rc_canon_is_splat(rc_node_operand(m, 1), &k) || !(k < 0))
    return NULL;
  const RcAttr *dims = rc_node_attr(b, "dimensions");
  if (!dims || dims->kind != RC_ATTR_INTS) return NULL;
  RcValue *pair[2] = {rc_node_operand(m, 0), rc_canon_const(c, w->type, -k)};
  RcValue *p = pair[1] ? rc_canon_nary(c, RC_OP_MULTIPLY, w->type, pair, 2) : NULL;
  return p ? rc_canon_broadcast(c, v->type, p, dims->u.ints.v, dims->u.ints.n) : NULL;
}

RcValue *rc_canon_nary(RcCanon *c, RcOp op, RcType *t, RcValue *const *in, uint32_t n) {
  RcValue *ops[BUF];
  uint32_t k = 0;
  bool flt = rc_canon_type_float(t), has_const = false;
  double cv = identity(op), x;
  if (op == RC_OP_MULTIPLY && n == 2 && flt && in[0] && in[1]) {
    RcValue *q = rc_canon_recip_product(c, t, in[0], in[1]);
    if (q || c->oom) return q;
  }
  for (uint32_t i = 0; i < n; i++) {
    RcValue *v = in[i];
    if (!v) return NULL;
    if (rc_canon_is_splat(v, &x)) {
      cv = combine(op, cv, x);
      has_const = true;
      continue;
    }
    const RcNode *d = v->def;
    /* a nested chain is merged only when this node is its one user (the matcher must still
     * find a shared intermediate such as a SiLU output feeding the next block) */
    if (c->flatten && rc_canon_merges(c, v, op) && k + d->noperands + (n - i) < BUF) {
      for (uint32_t j = 0; j < d->noperands; j++) {
        RcValue *w = rc_node_operand(d, j);
        if (rc_canon_is_splat(w, &x)) {
          cv = combine(op, cv, x);
          has_const = true;
        } else {
          ops[k++] = w;
        }
      }
      continue;
    }
    if (op == RC_OP_MULTIPLY && d->op == RC_OP_NEGATE) {
      ops[k++] = rc_node_operand(d, 0);
      cv = -cv;
      has_const = true;
      continue;
    }
    if (op == RC_OP_MULTIPLY && flt) {
      /* a broadcast of a negated scaled row value, broadcast(m * -k) (XLA negates a mean
       * before broadcasting it: the canonical negate folds into the mean's scale), reads
       * as broadcast(m * k) with the sign in the product's constant */
      RcValue *pos = positive_broadcast(c, v);
      if (c->oom) return NULL;
      if (pos) {
        ops[k++] = pos;
        cv = -cv;
        has_const = true;
        continue;
      }
    }
    if (op == RC_OP_ADD && flt) {
      /* the same broadcast(m * -k) added reads negate(broadcast(m * k)): x + (-mean) as the
       * x - mean a subtract reads */
      RcValue *pos = positive_broadcast(c, v);
      if (c->oom) return NULL;
      if (pos) {
        RcValue *neg = rc_canon_neg(c, v->type, pos);
        if (!neg) return NULL;
        ops[k++] = neg;
        continue;
      }
    }
    if (k + 1 >= BUF) return NULL; /* not reached: inputs are binary or canonical */
    ops[k++] = v;
  }
  if (k == 0) return rc_canon_const(c, t, cv);
  /* decide on the constant as it will be stored (1.41421354 * 0.70710678 is 1 in f32) */
  double rounded;
  unsigned char scratch[8];
  if (has_const && t->kind == RC_TYPE_TENSOR && rc_num_encode(t->dtype, cv, scratch, &rounded)) cv = rounded;
  if (has_const && cv == identity(op) && (flt || op == RC_OP_ADD || op == RC_OP_MULTIPLY)) has_const = false;
  if (has_const && flt && rc_canon_minmax_noop(op, t->dtype, cv) && !(c->exact && isfinite(cv)))
    has_const = false; /* minmax.c; a finite bound is not dropped in the exact read */
  if (op == RC_OP_MAXIMUM || op == RC_OP_MINIMUM) {
    /* idempotent ops: drop repeated operands */
    uint32_t w = 0;
    for (uint32_t i = 0; i < k; i++) {
      bool dup = false;
      for (uint32_t j = 0; j < w && !dup; j++) dup = ops[j] == ops[i];
      if (!dup) ops[w++] = ops[i];
    }
    k = w;
  }
  if (op == RC_OP_MULTIPLY && flt) abs_pairs(ops, k);
  RcValue *result = NULL;
  c->depth++; /* bounds rule-driven re-entry to a few levels */
  if (op == RC_OP_MULTIPLY && flt && c->depth < 6) {
    for (uint32_t i = 0; i < k; i++) {
      RcValue *u = one_plus_tanh(ops[i]);
      if (!u) continue;
      /* 1 + tanh(u) = 2 * logistic(2u) */
      RcValue *two = rc_canon_const(c, u->type, 2.0);
      RcValue *pair[2] = {u, two};
      RcValue *u2 = two ? rc_canon_nary(c, RC_OP_MULTIPLY, u->type, pair, 2) : NULL;
      RcValue *lg = u2 ? rc_canon_unary(c, RC_OP_LOGISTIC, ops[i]->type, u2) : NULL;
      if (!lg) goto out;
      ops[i] = lg;
      cv = has_const ? cv * 2 : 2;
      has_const = true;
      if (rc_num_encode(t->dtype, cv, scratch, &rounded)) cv = rounded;
    }
    if (has_const && cv == 1) has_const = false;
  }
  if (op == RC_OP_MAXIMUM && flt && k == 1 && has_const && c->depth < 6) {
    result = rc_canon_clamp_order(c, t, ops[0], cv); /* minmax.c */
    if (result || c->oom) goto out;
  }
  if (op == RC_OP_ADD && flt && c->depth < 6 && (k >= 2 || has_const)) {
    result = factor(c, t, ops, k, has_const, cv);
    if (result || c->oom) goto out;
  }
  sort_ops(c, ops, k);
  if (k == 1 && !has_const) {
    result = ops[0];
    goto out;
  }
  if (k == 1 && op == RC_OP_MULTIPLY && cv == -1) {
    result = rc_canon_neg(c, t, ops[0]); /* ops[0] is no product within the flattening bound */
    goto out;
  }
  if (has_const) {
    ops[k] = rc_canon_const(c, t, cv);
    if (!ops[k]) {
      /* not representable in the dtype (an integer chain): keep the operands unmerged */
      result = NULL;
      goto out;
    }
    k++;
  }
  result = rc_canon_simple(c, op, t, ops, k);
out:
  c->depth--;
  return result;
}
