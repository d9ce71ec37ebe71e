/* The typing rules of the modelled ops, as XLA's verifiers state them: the
 * StableHLO specification's constraints for the StableHLO spellings (and the
 * CHLO/MHLO ops read as them), XLA's HLO verifier and shape inference for HLO.
 * Both readers run them on every node they read (rc_module_check_types), and
 * the verifier on every node a pass leaves, so a program XLA refuses is
 * refused here too, at the op, and one XLA accepts is not.
 *
 * Only what is modelled is checked: a value whose type is dynamic, opaque
 * (quantized, f8, an encoding) or missing passes its op's rules unchecked, and
 * of the opaque ops (custom calls, HLO fusions, unknown ops) nothing is checked
 * here but HLO's while and conditional and StableHLO's if and case; a composite is
 * checked against its decomposition's signature only. */
#include <glib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "support/ctx.h"

/* Element classes, as bits: what an op takes is a set of them. */
enum {
  K_PRED = 1u << 0,
  K_SINT = 1u << 1,
  K_UINT = 1u << 2,
  K_FLOAT = 1u << 3,
  K_COMPLEX = 1u << 4,
  K_INT = K_SINT | K_UINT,
  K_NUM = K_INT | K_FLOAT | K_COMPLEX,
  K_ANY = K_PRED | K_NUM,
};

typedef struct Typing {
  const RcNode *n;
  bool hlo;
  char *msg;
  size_t size;
} Typing;

static bool fail(Typing *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(Typing *t, const char *fmt, ...) {
  const RcOpInfo *info = &rc_op_info[t->n->op];
  const char *op = t->n->opname ? t->n->opname : t->hlo ? info->hlo : info->stablehlo;
  int k = snprintf(t->msg, t->size, "'%s': ", op && *op ? op : info->name);
  if (k < 0 || (size_t)k >= t->size) return false;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t->msg + k, t->size - (size_t)k, fmt, ap);
  va_end(ap);
  return false;
}

static unsigned kind_of(RcDType d) {
  switch (rc_dtype_info[d].cls) {
  case RC_DC_PRED: return K_PRED;
  case RC_DC_SINT: return K_SINT;
  case RC_DC_UINT: return K_UINT;
  case RC_DC_FLOAT: return K_FLOAT;
  case RC_DC_COMPLEX: return K_COMPLEX;
  default: return 0;
  }
}

/* A tensor whose shape and element type the rules can read. */
static bool known(const RcType *t) { return t && rc_type_is_static(t) && t->dtype < RC_DT_COUNT && kind_of(t->dtype) != 0; }

/* Two types the rules can compare: tensors they can read, or any pair with a tuple in it
 * (a tuple never equals a tensor). */
static bool comparable(const RcType *a, const RcType *b) {
  return (known(a) && known(b)) || (a && b && (a->kind == RC_TYPE_TUPLE || b->kind == RC_TYPE_TUPLE));
}

static const RcType *operand_type(const RcNode *n, uint32_t i) {
  const RcValue *v = rc_node_operand(n, i);
  return v ? v->type : NULL;
}

static const char *dt(const Typing *t, RcDType d) { return t->hlo ? rc_dtype_info[d].hlo : rc_dtype_info[d].mlir; }

static void type_into(const Typing *t, const RcType *ty, GString *s) {
  if (ty->kind == RC_TYPE_TUPLE) {
    g_string_append(s, t->hlo ? "(" : "tuple<");
    for (int32_t i = 0; i < ty->ntuple; i++) {
      if (i) g_string_append(s, ", ");
      type_into(t, ty->tuple[i], s);
    }
    g_string_append(s, t->hlo ? ")" : ">");
    return;
  }
  if (ty->kind != RC_TYPE_TENSOR || ty->dtype >= RC_DT_COUNT) {
    g_string_append(s, ty->text ? ty->text : "?");
    return;
  }
  g_string_append(s, t->hlo ? dt(t, ty->dtype) : "tensor<");
  if (t->hlo) g_string_append_c(s, '[');
  for (int32_t i = 0; i < ty->rank; i++)
    g_string_append_printf(s, t->hlo ? "%s%lld" : "%.0s%lldx", i ? "," : "", (long long)ty->dims[i]);
  if (t->hlo) g_string_append_c(s, ']');
  else g_string_append_printf(s, "%s>", dt(t, ty->dtype));
}

/* A type in the format's spelling, for messages: f32[2,3] or tensor<2x3xf32>. */
static const char *type_str(const Typing *t, const RcType *ty, char *buf, size_t size) {
  GString *s = g_string_new(NULL);
  type_into(t, ty, s);
  g_strlcpy(buf, s->str, size);
  g_string_free(s, TRUE);
  return buf;
}

static const char *kinds_str(unsigned k) {
  switch (k) {
  case K_FLOAT: return "floating-point";
  case K_FLOAT | K_COMPLEX: return "floating-point or complex";
  case K_SINT | K_FLOAT | K_COMPLEX: return "signed integer, floating-point or complex";
  case K_NUM: return "integer, floating-point or complex";
  case K_INT: return "integer";
  case K_PRED | K_INT: return "boolean or integer";
  case K_INT | K_FLOAT: return "integer or floating-point";
  case K_ANY: return "boolean, integer, floating-point or complex";
  default: return "other";
  }
}

/* The element classes an elementwise op takes (0: not an elementwise op with such a rule). */
static unsigned elem_kinds(RcOp op, bool hlo) {
  switch (op) {
  case RC_OP_ABS:
  case RC_OP_SIGN: return K_SINT | K_FLOAT | K_COMPLEX;
  case RC_OP_NEGATE: return K_NUM;
  case RC_OP_EXP:
  case RC_OP_EXPM1:
  case RC_OP_LOG:
  case RC_OP_LOG1P:
  case RC_OP_LOGISTIC:
  case RC_OP_TANH:
  case RC_OP_SQRT:
  case RC_OP_RSQRT:
  case RC_OP_COS:
  case RC_OP_SIN:
  case RC_OP_TAN:
  case RC_OP_SQUARE:
  case RC_OP_ATAN2: return K_FLOAT | K_COMPLEX;
  case RC_OP_ERF:
  case RC_OP_ERFC:
  case RC_OP_FLOOR:
  case RC_OP_CEIL:
  case RC_OP_ROUND_AFZ:
  case RC_OP_ROUND_EVEN:
  case RC_OP_IS_FINITE: return K_FLOAT;
  case RC_OP_NOT:
  case RC_OP_AND:
  case RC_OP_OR:
  case RC_OP_XOR: return K_PRED | K_INT;
  case RC_OP_POPCNT:
  case RC_OP_CLZ:
  case RC_OP_SHL:
  case RC_OP_SHR_LOGICAL:
  case RC_OP_SHR_ARITH: return K_INT;
  case RC_OP_ADD:
  case RC_OP_MULTIPLY:
  case RC_OP_MAXIMUM:
  case RC_OP_MINIMUM:
  case RC_OP_COMPARE:
  case RC_OP_SELECT:
  case RC_OP_CLAMP: return K_ANY;
  case RC_OP_SUBTRACT:
  case RC_OP_DIVIDE:
  case RC_OP_POWER: return K_NUM;
  case RC_OP_REMAINDER: return hlo ? K_INT | K_FLOAT : K_NUM;
  case RC_OP_CBRT: return hlo ? K_FLOAT : K_FLOAT | K_COMPLEX;
  default: return 0;
  }
}

static bool check_kind(Typing *t, const RcType *a, uint32_t i, unsigned kinds) {
  if (kind_of(a->dtype) & kinds) return true;
  return fail(t, "operand %u has element type %s; the op takes %s elements", i, dt(t, a->dtype), kinds_str(kinds));
}

/* Operand i has the result's shape (or is a scalar where scalar_ok) and, when dtype is not
 * RC_DT_COUNT, that element type. */
static bool same_shape_as(Typing *t, uint32_t i, const RcType *r, RcDType want, bool scalar_ok) {
  const RcType *a = operand_type(t->n, i);
  char b1[96], b2[96];
  if (!(scalar_ok && a->rank == 0) && !rc_type_same_shape(a, r))
    return fail(t, "operand %u has type %s, a shape other than the result's %s", i, type_str(t, a, b1, sizeof b1),
                type_str(t, r, b2, sizeof b2));
  if (want != RC_DT_COUNT && a->dtype != want)
    return fail(t, "operand %u has element type %s, expected %s", i, dt(t, a->dtype), dt(t, want));
  return true;
}

static RcDType real_of(RcDType d) { return d == RC_DT_C64 ? RC_DT_F32 : d == RC_DT_C128 ? RC_DT_F64 : d; }

static bool int_attr(const RcNode *n, const char *name, int64_t *out) {
  const RcAttr *a = rc_node_attr(n, name);
  if (!a) return false;
  if (a->kind == RC_ATTR_INT) {
    *out = a->u.i;
    return true;
  }
  double d;
  if (!rc_attr_number(a, &d) || d != (double)(int64_t)d) return false;
  *out = (int64_t)d;
  return true;
}

/* A list of dimension numbers of a rank-`rank` tensor: each in range, none twice. */
static bool dims_ok(Typing *t, const RcAttr *a, int32_t rank, const char *what, uint64_t *mask) {
  uint64_t m = mask ? *mask : 0;
  for (uint32_t i = 0; i < a->u.ints.n; i++) {
    int64_t x = a->u.ints.v[i];
    if (x < 0 || x >= rank) return fail(t, "%s %lld is out of range for rank %d", what, (long long)x, rank);
    if (x < 64 && (m >> x & 1)) return fail(t, "%s %lld appears twice", what, (long long)x);
    if (x < 64) m |= 1ull << x;
  }
  if (mask) *mask = m;
  return true;
}

static bool word_in(const char *w, const char *const *list) {
  for (; *list; list++)
    if (!strcmp(w, *list)) return true;
  return false;
}

/* compare's direction, and in HLO its comparison type, which must suit the operands: FLOAT or
 * TOTALORDER for floating-point, FLOAT for complex, SIGNED for signed and UNSIGNED for unsigned
 * integers and pred. */
static bool compare_attrs(Typing *t, const RcType *a) {
  static const char *const dirs[] = {"EQ", "NE", "LT", "LE", "GT", "GE", NULL};
  const RcAttr *d = rc_node_attr(t->n, "direction"), *ct = rc_node_attr(t->n, "compare_type");
  if (!d) return t->hlo ? fail(t, "the direction attribute is missing") : true;
  if (d->kind == RC_ATTR_ENUM && d->u.s && !word_in(d->u.s, dirs))
    return fail(t, "unknown comparison direction '%s'", d->u.s);
  if (!t->hlo || !ct || ct->kind != RC_ATTR_ENUM || !ct->u.s) return true;
  unsigned k = kind_of(a->dtype);
  const char *want = k == K_SINT ? "SIGNED" : k & (K_UINT | K_PRED) ? "UNSIGNED" : "FLOAT";
  if (strcmp(ct->u.s, want) && !(k == K_FLOAT && !strcmp(ct->u.s, "TOTALORDER")))
    return fail(t, "comparison type %s does not suit operands of element type %s (expected %s)", ct->u.s,
                dt(t, a->dtype), want);
  return true;
}

static bool elementwise(Typing *t, const RcType *r) {
  const RcNode *n = t->n;
  unsigned kinds = elem_kinds(n->op, t->hlo);
  const RcType *a = operand_type(n, 0);
  if (n->op == RC_OP_CONVERT) return same_shape_as(t, 0, r, RC_DT_COUNT, false);
  if (n->op == RC_OP_COMPARE) {
    if (!check_kind(t, a, 0, kinds) || !same_shape_as(t, 0, r, RC_DT_COUNT, false) ||
        !same_shape_as(t, 1, r, a->dtype, false))
      return false;
    if (r->dtype != RC_DT_PRED) return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, RC_DT_PRED));
    return compare_attrs(t, a);
  }
  if (n->op == RC_OP_SELECT) {
    if (operand_type(n, 0)->dtype != RC_DT_PRED)
      return fail(t, "the predicate has element type %s, expected %s", dt(t, operand_type(n, 0)->dtype),
                  dt(t, RC_DT_PRED));
    return same_shape_as(t, 0, r, RC_DT_PRED, true) && same_shape_as(t, 1, r, r->dtype, false) &&
           same_shape_as(t, 2, r, r->dtype, false);
  }
  if (n->op == RC_OP_CLAMP)
    return check_kind(t, operand_type(n, 1), 1, kinds) && same_shape_as(t, 0, r, r->dtype, true) &&
           same_shape_as(t, 1, r, r->dtype, false) && same_shape_as(t, 2, r, r->dtype, true);
  if (n->op == RC_OP_IS_FINITE) {
    if (!check_kind(t, a, 0, kinds) || !same_shape_as(t, 0, r, RC_DT_COUNT, false)) return false;
    if (r->dtype != RC_DT_PRED) return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, RC_DT_PRED));
    return true;
  }
  /* abs of a complex number is real: c64 -> f32, c128 -> f64 */
  RcDType want = n->op == RC_OP_ABS ? real_of(a->dtype) : a->dtype;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *x = operand_type(n, i);
    if (!check_kind(t, x, i, kinds) || !same_shape_as(t, i, r, a->dtype, false)) return false;
  }
  if (r->dtype != want)
    return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, want));
  return true;
}

static bool broadcast(Typing *t, const RcType *a, const RcType *r) {
  const RcAttr *d = rc_node_attr_ints(t->n, "dimensions");
  if (!d) return fail(t, "the dimensions attribute is missing");
  if ((int32_t)d->u.ints.n != a->rank)
    return fail(t, "%u dimensions given for an operand of rank %d", d->u.ints.n, a->rank);
  if (!dims_ok(t, d, r->rank, "dimension", NULL)) return false;
  for (uint32_t i = 0; i < d->u.ints.n; i++) {
    int64_t o = d->u.ints.v[i];
    /* a dimension of size 1 stretches (XLA takes it in HLO too, through its import to StableHLO) */
    if (a->dims[i] != r->dims[o] && a->dims[i] != 1)
      return fail(t, "operand dimension %u (size %lld) does not match result dimension %lld (size %lld)", i,
                  (long long)a->dims[i], (long long)o, (long long)r->dims[o]);
  }
  if (a->dtype != r->dtype) return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, a->dtype));
  return true;
}

static bool transpose(Typing *t, const RcType *a, const RcType *r) {
  const RcAttr *d = rc_node_attr_ints(t->n, "dimensions");
  if (!d) return fail(t, "the permutation is missing");
  if ((int32_t)d->u.ints.n != a->rank || !dims_ok(t, d, a->rank, "permutation entry", NULL))
    return (int32_t)d->u.ints.n != a->rank
               ? fail(t, "the permutation has %u entries for an operand of rank %d", d->u.ints.n, a->rank)
               : false;
  if (r->rank != a->rank) return fail(t, "the result has rank %d, expected %d", r->rank, a->rank);
  for (int32_t i = 0; i < r->rank; i++)
    if (r->dims[i] != a->dims[d->u.ints.v[i]])
      return fail(t, "result dimension %d has size %lld, expected %lld (operand dimension %lld)", i,
                  (long long)r->dims[i], (long long)a->dims[d->u.ints.v[i]], (long long)d->u.ints.v[i]);
  if (a->dtype != r->dtype) return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, a->dtype));
  return true;
}

static bool bitcast_convert(Typing *t, const RcType *a, const RcType *r) {
  /* i1/pred counts one bit here, not its byte of storage */
  int wa = a->dtype == RC_DT_PRED ? 1 : rc_dtype_info[a->dtype].bits, wr = r->dtype == RC_DT_PRED ? 1 : rc_dtype_info[r->dtype].bits;
  const RcType *small = wa < wr ? a : r, *big = wa < wr ? r : a;
  int32_t extra = wa == wr ? 0 : 1;
  if (wa == 0 || wr == 0) return true;
  if (small->rank != big->rank + extra)
    return fail(t, "the operand has rank %d and the result %d: a change of element width %d to %d adds or drops "
                   "the last dimension",
                a->rank, r->rank, wa, wr);
  for (int32_t i = 0; i < big->rank; i++)
    if (small->dims[i] != big->dims[i]) return fail(t, "dimension %d differs between the operand and the result", i);
  if (extra && small->dims[small->rank - 1] != (wa > wr ? wa / wr : wr / wa))
    return fail(t, "the last dimension of the narrower side must be %d", wa > wr ? wa / wr : wr / wa);
  return true;
}

static bool concatenate(Typing *t, const RcType *r) {
  const RcNode *n = t->n;
  const RcAttr *d = rc_node_attr_ints(n, "dimensions");
  if (n->noperands == 0) return fail(t, "needs at least one operand");
  if (!d || d->u.ints.n != 1) return fail(t, "needs one concatenation dimension");
  const RcType *a0 = operand_type(n, 0);
  int64_t k = d->u.ints.v[0], sum = 0;
  if (k < 0 || k >= a0->rank) return fail(t, "dimension %lld is out of range for rank %d", (long long)k, a0->rank);
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *a = operand_type(n, i);
    if (a->rank != a0->rank) return fail(t, "operand %u has rank %d, operand 0 %d", i, a->rank, a0->rank);
    if (a->dtype != r->dtype) return fail(t, "operand %u has element type %s, the result %s", i, dt(t, a->dtype), dt(t, r->dtype));
    for (int32_t j = 0; j < a->rank; j++)
      if (j != k && a->dims[j] != a0->dims[j])
        return fail(t, "operand %u differs from operand 0 in dimension %d, which is not the concatenated one", i, j);
    sum += a->dims[k];
  }
  if (r->rank != a0->rank) return fail(t, "the result has rank %d, expected %d", r->rank, a0->rank);
  for (int32_t j = 0; j < r->rank; j++) {
    int64_t want = j == k ? sum : a0->dims[j];
    if (r->dims[j] != want)
      return fail(t, "result dimension %d has size %lld, expected %lld", j, (long long)r->dims[j], (long long)want);
  }
  return true;
}

static bool slice(Typing *t, const RcType *a, const RcType *r) {
  const RcAttr *s = rc_node_attr_ints(t->n, "slice_starts"), *l = rc_node_attr_ints(t->n, "slice_limits"),
               *st = rc_node_attr_ints(t->n, "slice_strides");
  if (!s || !l) return fail(t, "the slice bounds are missing");
  if ((int32_t)s->u.ints.n != a->rank || (int32_t)l->u.ints.n != a->rank || (st && (int32_t)st->u.ints.n != a->rank))
    return fail(t, "the slice gives %u bounds for an operand of rank %d", s->u.ints.n, a->rank);
  if (r->rank != a->rank) return fail(t, "the result has rank %d, expected %d", r->rank, a->rank);
  for (int32_t i = 0; i < a->rank; i++) {
    int64_t b = s->u.ints.v[i], e = l->u.ints.v[i], k = st ? st->u.ints.v[i] : 1;
    if (b < 0 || e > a->dims[i] || b > e)
      return fail(t, "dimension %d: the slice [%lld:%lld] is not within [0:%lld]", i, (long long)b, (long long)e,
                  (long long)a->dims[i]);
    if (k <= 0) return fail(t, "dimension %d: the stride %lld is not positive", i, (long long)k);
    int64_t want = (e - b) / k + ((e - b) % k != 0);
    if (r->dims[i] != want)
      return fail(t, "result dimension %d has size %lld, expected %lld", i, (long long)r->dims[i], (long long)want);
  }
  if (a->dtype != r->dtype) return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, a->dtype));
  return true;
}

static bool pad(Typing *t, const RcType *a, const RcType *r) {
  const RcType *v = operand_type(t->n, 1);
  if (v->rank != 0) return fail(t, "the padding value has rank %d, expected a scalar", v->rank);
  if (v->dtype != a->dtype) return fail(t, "the padding value has element type %s, the operand %s", dt(t, v->dtype), dt(t, a->dtype));
  const RcAttr *lo = rc_node_attr_ints(t->n, "padding_low"), *hi = rc_node_attr_ints(t->n, "padding_high"),
               *in = rc_node_attr_ints(t->n, "padding_interior");
  if (!lo || !hi) return fail(t, "the padding is missing");
  if ((int32_t)lo->u.ints.n != a->rank || (int32_t)hi->u.ints.n != a->rank || (in && (int32_t)in->u.ints.n != a->rank))
    return fail(t, "the padding has %u entries for an operand of rank %d", lo->u.ints.n, a->rank);
  if (r->rank != a->rank) return fail(t, "the result has rank %d, expected %d", r->rank, a->rank);
  for (int32_t i = 0; i < a->rank; i++) {
    int64_t l = lo->u.ints.v[i], h = hi->u.ints.v[i], k = in ? in->u.ints.v[i] : 0, d = a->dims[i];
    if (k < 0) return fail(t, "dimension %d: the interior padding %lld is negative", i, (long long)k);
    int64_t want, in_sz;
    if (__builtin_mul_overflow(d > 0 ? d - 1 : 0, k, &in_sz) || __builtin_add_overflow(in_sz, d, &want) ||
        __builtin_add_overflow(want, l, &want) || __builtin_add_overflow(want, h, &want))
      return fail(t, "dimension %d: the padded size overflows", i);
    if (want < 0) return fail(t, "dimension %d: the padding leaves a negative size %lld", i, (long long)want);
    if (r->dims[i] != want)
      return fail(t, "result dimension %d has size %lld, expected %lld", i, (long long)r->dims[i], (long long)want);
  }
  if (a->dtype != r->dtype) return fail(t, "the result has element type %s, expected %s", dt(t, r->dtype), dt(t, a->dtype));
  return true;
}

static bool iota(Typing *t, const RcType *r) {
  int64_t d;
  if (!int_attr(t->n, "iota_dimension", &d)) return fail(t, "the iota dimension is missing");
  if (r->rank == 0) return fail(t, "the result is a scalar; iota makes tensors of rank 1 or more");
  if (d < 0 || d >= r->rank) return fail(t, "dimension %lld is out of range for rank %d", (long long)d, r->rank);
  if (r->dtype == RC_DT_PRED) return fail(t, "the result has element type %s; iota makes numbers", dt(t, r->dtype));
  return true;
}

/* Whether StableHLO's reductions promote element type `from` to `to`: the same type, or a wider
 * one of the same class. */
static bool promotes(RcDType from, RcDType to) {
  if (from == to) return true;
  return kind_of(from) == kind_of(to) && rc_dtype_info[to].bits > rc_dtype_info[from].bits;
}

/* Every operand a tensor, not a tuple or a token (XLA: "must be ranked tensor"). */
static bool tensor_operands(Typing *t) {
  const RcNode *n = t->n;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *x = operand_type(n, i);
    if (x && (x->kind == RC_TYPE_TUPLE || x->kind == RC_TYPE_TOKEN))
      return fail(t, "operand %u is a %s, not a tensor", i, x->kind == RC_TYPE_TUPLE ? "tuple" : "token");
  }
  return true;
}

/* A reduction's operands: k > 0 inputs, then k initial values, all tensors. */
static bool reduction_operands(Typing *t) {
  const RcNode *n = t->n;
  if (n->noperands % 2 || n->noperands == 0)
    return fail(t, "takes inputs and as many initial values, got %u operands", n->noperands);
  return tensor_operands(t);
}

/* A reduction's results (HLO: one tuple of them when there are several inputs) into *rs and
 * *nr (r1 holds a single one); false when they cannot be read. */
static bool reduction_results(Typing *t, const RcType **r1, const RcType *const **rs, uint32_t *nr) {
  const RcNode *n = t->n;
  *rs = NULL;
  if (t->hlo && n->noperands / 2 > 1) {
    const RcType *rt = n->results[0].type;
    if (!rt || rt->kind != RC_TYPE_TUPLE) return false;
    *rs = (const RcType *const *)rt->tuple;
    *nr = (uint32_t)rt->ntuple;
    return true;
  }
  *nr = n->nresults;
  if (*nr == 1) {
    r1[0] = n->results[0].type;
    *rs = r1;
  }
  return true;
}

/* Initial value i of a reduction, against its input a and result r: a scalar (HLO: of the
 * input's element type, the result's too). */
static bool init_ok(Typing *t, uint32_t i, const RcType *a, const RcType *init, const RcType *r) {
  if (init->rank != 0) return fail(t, "initial value %u has rank %d, expected a scalar", i, init->rank);
  if (t->hlo && init->dtype != a->dtype)
    return fail(t, "initial value %u has element type %s, the input %s", i, dt(t, init->dtype), dt(t, a->dtype));
  if (known(r) && t->hlo && r->dtype != init->dtype)
    return fail(t, "result %u has element type %s, the initial value %s", i, dt(t, r->dtype), dt(t, init->dtype));
  return true;
}

static bool reducer(Typing *t, const RcType *const *rs, uint32_t k, uint32_t first);

/* The results of a reduction (inputs 0..k-1, inits k..2k-1) and its body. */
static bool reduce(Typing *t) {
  const RcNode *n = t->n;
  uint32_t k = n->noperands / 2;
  if (!reduction_operands(t)) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!known(operand_type(n, i))) return true;
  const RcAttr *d = rc_node_attr_ints(n, "dimensions");
  const RcType *a0 = operand_type(n, 0);
  if (!d) return fail(t, "the dimensions attribute is missing");
  if (a0->rank > 64) return true; /* the dimension sets below are 64-bit masks */
  uint64_t mask = 0;
  if (!dims_ok(t, d, a0->rank, "dimension", &mask)) return false;
  /* one result per input (HLO: one tuple of them when there are several) */
  const RcType *const *rs = NULL;
  const RcType *r1[1];
  uint32_t nr;
  if (!reduction_results(t, r1, &rs, &nr)) return true;
  if (nr != k) return fail(t, "has %u inputs but %u results", k, nr);
  for (uint32_t i = 0; i < k; i++) {
    const RcType *a = operand_type(n, i), *init = operand_type(n, k + i);
    const RcType *r = rs ? rs[i] : n->results[i].type;
    if (!rc_type_same_shape(a, a0)) return fail(t, "input %u has a shape other than input 0's", i);
    if (!init_ok(t, i, a, init, r)) return false;
    if (!known(r)) continue;
    if (r->rank != a0->rank - (int32_t)d->u.ints.n)
      return fail(t, "result %u has rank %d, expected %d after reducing %u dimensions", i, r->rank,
                  a0->rank - (int32_t)d->u.ints.n, d->u.ints.n);
    for (int32_t j = 0, o = 0; j < a0->rank; j++) {
      if (j < 64 && (mask >> j & 1)) continue;
      if (r->dims[o] != a0->dims[j])
        return fail(t, "result %u dimension %d has size %lld, expected %lld", i, o, (long long)r->dims[o],
                    (long long)a0->dims[j]);
      o++;
    }
  }
  return reducer(t, rs, k, k);
}

/* The reduction body of a reduce or reduce-window (inputs 0..k-1, inits k..2k-1, results rs) or
 * of a scatter (inputs 0..k-1): 2k scalars in, k scalars out, each argument j and value i of
 * the element type of operand first + j % k (the initial values; a scatter's inputs). */
static bool reducer(Typing *t, const RcType *const *rs, uint32_t k, uint32_t first) {
  const RcNode *n = t->n;
  const RcFunc *body = rc_node_nregions(n) ? rc_node_region(n, 0) : NULL;
  const RcAttr *ta = rc_node_attr(n, "to_apply");
  if (!body && ta && ta->kind == RC_ATTR_FUNC) body = ta->u.fn;
  if (!body) return true;
  if (body->nparams != 2 * k) return fail(t, "the reduction body takes %u arguments, expected %u", body->nparams, 2 * k);
  for (uint32_t j = 0; j < 2 * k; j++) {
    const RcType *p = body->params[j] ? body->params[j]->results[0].type : NULL;
    if (!known(p)) continue;
    const RcType *init = operand_type(n, first + j % k);
    if (p->rank != 0) return fail(t, "argument %u of the reduction body has rank %d, expected a scalar", j, p->rank);
    if (t->hlo && p->dtype != init->dtype)
      return fail(t, "argument %u of the reduction body has element type %s, expected %s", j, dt(t, p->dtype),
                  dt(t, init->dtype));
  }
  /* `applies OP` spells the body by its op alone: XLA gives it the result's element type, which
   * the initial value's must widen to */
  if (!t->hlo && rc_node_attr(n, "applies"))
    for (uint32_t i = 0; i < k; i++) {
      const RcType *init = operand_type(n, first + i), *r = rs ? rs[i] : n->results[i].type;
      if (known(r) && !promotes(init->dtype, r->dtype))
        return fail(t, "initial value %u has element type %s, which does not widen to the result's %s", i,
                    dt(t, init->dtype), dt(t, r->dtype));
    }
  const RcNode *ret = body->last;
  if (!t->hlo && !rc_node_attr(n, "applies") && ret && ret->op == RC_OP_RETURN && ret->noperands == k)
    for (uint32_t i = 0; i < k; i++) {
      const RcType *bt = operand_type(ret, i), *r = rs ? rs[i] : n->results[i].type;
      if (!known(bt) || !known(r)) continue;
      if (bt->rank != 0) return fail(t, "the reduction body returns a value of rank %d, expected a scalar", bt->rank);
      if (bt->dtype != r->dtype)
        return fail(t, "result %u has element type %s, but the reduction body returns %s", i, dt(t, r->dtype),
                    dt(t, bt->dtype));
    }
  /* HLO's body returns its k scalars as its root, a tuple of them (a lone scalar may stand
   * bare), of the initial values' types */
  if (t->hlo && ret && ret->op == RC_OP_RETURN && ret->noperands == 1) {
    const RcType *bt = operand_type(ret, 0);
    if (!bt) return true;
    bool tup = bt->kind == RC_TYPE_TUPLE;
    char b1[96];
    if ((!tup && k > 1) || (tup && (uint32_t)bt->ntuple != k))
      return fail(t, "the reduction body returns %s, expected %s%u scalar%s", type_str(t, bt, b1, sizeof b1),
                  k > 1 ? "a tuple of " : "", k, k > 1 ? "s" : "");
    for (uint32_t i = 0; i < k; i++) {
      const RcType *e = tup ? bt->tuple[i] : bt, *init = operand_type(n, first + i);
      if (!known(e) || !known(init)) continue;
      if (e->rank != 0 || e->dtype != init->dtype)
        return fail(t, "the reduction body returns %s as value %u, expected the %s's %s[]",
                    type_str(t, e, b1, sizeof b1), i, first == k ? "initial value" : "input", dt(t, init->dtype));
    }
  }
  return true;
}

/* An HLO window (`window={size=2x2 stride=1x2 pad=0_0x1_0 lhs_dilate=1x1 rhs_dilate=1x1}`) over
 * a rank-`rank` operand, as XLA's parser and shape inference take it: every field lists one
 * entry per dimension, size is required when rank > 0, sizes, strides and dilations are
 * positive (rhs_reversal, which flips the window, leaves the shape as it is). Fills the
 * dimensions of the windowed shape of `dims` into out. */
static bool window_shape(Typing *t, const char *raw, int32_t rank, const int64_t *dims, int64_t *out) {
  enum { SIZE, STRIDE, LO, HI, LHS, RHS, REV, NF };
  static const char *const keys[] = {"size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal", NULL};
  int64_t v[NF][64];
  bool have[NF] = {0};
  for (int32_t i = 0; i < rank; i++) v[STRIDE][i] = v[LHS][i] = v[RHS][i] = 1, v[LO][i] = v[HI][i] = 0;
  const char *p = raw;
  while (*p == ' ') p++;
  if (*p++ != '{') return fail(t, "the window '%s' is not a {...} list", raw);
  for (;;) {
    while (*p == ' ') p++;
    if (*p == '}') break;
    const char *key = p;
    while (*p && *p != '=' && *p != '}' && *p != ' ') p++;
    if (*p != '=') return fail(t, "the window '%s' has a field without a value", raw);
    int f = -1;
    for (int j = 0; keys[j]; j++)
      if ((size_t)(p - key) == strlen(keys[j]) && !memcmp(key, keys[j], (size_t)(p - key))) f = j;
    if (f < 0) return fail(t, "the window '%s' has a field other than %s", raw,
                           "size, stride, pad, lhs_dilate, rhs_dilate and rhs_reversal");
    static const int slots[] = {SIZE, STRIDE, LO, LHS, RHS, REV};
    int slot = slots[f];
    if (have[slot]) return fail(t, "the window '%s' gives %s twice", raw, keys[f]);
    have[slot] = true;
    p++;
    int32_t i = 0;
    for (;; i++) {
      char *end;
      long long x = strtoll(p, &end, 10);
      if (end == p) return fail(t, "the window '%s' has a %s entry that is no number", raw, keys[f]);
      p = end;
      long long y = 0;
      if (slot == LO) {
        if (*p++ != '_') return fail(t, "the window '%s' has a pad entry that is no LOW_HIGH pair", raw);
        y = strtoll(p, &end, 10);
        if (end == p) return fail(t, "the window '%s' has a pad entry that is no LOW_HIGH pair", raw);
        p = end;
      }
      if (i < 64) {
        v[slot][i] = x;
        if (slot == LO) v[HI][i] = y;
      }
      if (*p != 'x') break;
      p++;
    }
    if (i + 1 != rank)
      return fail(t, "the window's %s has %d entries for an operand of rank %d", keys[f], i + 1, rank);
    if (*p != ' ' && *p != '}') return fail(t, "the window '%s' has a malformed %s", raw, keys[f]);
  }
  if (rank > 0 && !have[SIZE]) return fail(t, "the window '%s' gives no size", raw);
  for (int32_t i = 0; i < rank; i++) {
    if (v[SIZE][i] <= 0 || v[STRIDE][i] <= 0 || v[LHS][i] <= 0 || v[RHS][i] <= 0)
      return fail(t, "the window '%s' has a non-positive size, stride or dilation in dimension %d", raw, i);
    int64_t base = dims[i] ? (dims[i] - 1) * v[LHS][i] + 1 : 0;
    int64_t padded = base + v[LO][i] + v[HI][i];
    int64_t win = (v[SIZE][i] - 1) * v[RHS][i] + 1;
    out[i] = win > padded ? 0 : (padded - win) / v[STRIDE][i] + 1;
  }
  return true;
}

/* HLO's reduce-window: k inputs of one shape, k scalar initial values of their element types,
 * each result the windowed shape of the inputs in its initial value's element type, and the
 * reduction body of a reduce. */
static bool reduce_window(Typing *t) {
  const RcNode *n = t->n;
  uint32_t k = n->noperands / 2;
  if (!reduction_operands(t)) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!known(operand_type(n, i))) return true;
  const RcType *a0 = operand_type(n, 0);
  if (a0->rank > 64) return true;
  const RcAttr *w = rc_node_attr(n, "window");
  if (!w || !w->raw) return fail(t, "the window attribute is missing");
  int64_t dims[64];
  if (!window_shape(t, w->raw, a0->rank, a0->dims, dims)) return false;
  const RcType *const *rs = NULL;
  const RcType *r1[1];
  uint32_t nr;
  if (!reduction_results(t, r1, &rs, &nr)) return fail(t, "has %u inputs, so its result is a tuple of %u", k, k);
  if (nr != k) return fail(t, "has %u inputs but %u results", k, nr);
  char b1[96], b2[96], b3[96];
  for (uint32_t i = 0; i < k; i++) {
    const RcType *a = operand_type(n, i), *init = operand_type(n, k + i), *r = rs ? rs[i] : NULL;
    if (!rc_type_same_shape(a, a0)) return fail(t, "input %u has a shape other than input 0's", i);
    if (!init_ok(t, i, a, init, r)) return false;
    if (!known(r)) continue;
    bool same = r->rank == a0->rank;
    for (int32_t j = 0; same && j < r->rank; j++) same = r->dims[j] == dims[j];
    if (!same) {
      RcType want = *a0;
      want.dims = dims;
      want.dtype = init->dtype;
      return fail(t, "result %u has type %s, but the window over %s gives %s", i, type_str(t, r, b1, sizeof b1),
                  type_str(t, a0, b2, sizeof b2), type_str(t, &want, b3, sizeof b3));
    }
  }
  return reducer(t, rs, k, k);
}

/* dot_general (and HLO's dot): batch and contracting dimensions, the result shape. */
static bool dot_general(Typing *t, const RcType *l, const RcType *rr, const RcType *r) {
  const RcAttr *lb = rc_node_attr_ints(t->n, "lhs_batch_dims"), *rb = rc_node_attr_ints(t->n, "rhs_batch_dims"),
               *lc = rc_node_attr_ints(t->n, "lhs_contracting_dims"), *rc = rc_node_attr_ints(t->n, "rhs_contracting_dims");
  static const RcAttr none = {.kind = RC_ATTR_INTS};
  lb = lb ? lb : &none;
  rb = rb ? rb : &none;
  lc = lc ? lc : &none;
  rc = rc ? rc : &none;
  if (l->rank > 64 || rr->rank > 64) return true; /* the dimension sets below are 64-bit masks */
  if (lb->u.ints.n != rb->u.ints.n) return fail(t, "lhs and rhs have different numbers of batch dimensions");
  if (lc->u.ints.n != rc->u.ints.n) return fail(t, "lhs and rhs have different numbers of contracting dimensions");
  uint64_t ml = 0, mr = 0;
  if (!dims_ok(t, lb, l->rank, "lhs dimension", &ml) || !dims_ok(t, lc, l->rank, "lhs dimension", &ml) ||
      !dims_ok(t, rb, rr->rank, "rhs dimension", &mr) || !dims_ok(t, rc, rr->rank, "rhs dimension", &mr))
    return false;
  for (uint32_t i = 0; i < lb->u.ints.n; i++)
    if (l->dims[lb->u.ints.v[i]] != rr->dims[rb->u.ints.v[i]]) return fail(t, "batch dimension %u differs in size between lhs and rhs", i);
  for (uint32_t i = 0; i < lc->u.ints.n; i++)
    if (l->dims[lc->u.ints.v[i]] != rr->dims[rc->u.ints.v[i]])
      return fail(t, "contracting dimension %u differs in size between lhs and rhs", i);
  int32_t want = l->rank + rr->rank - (int32_t)(lc->u.ints.n * 2 + lb->u.ints.n);
  if (r->rank != want) return fail(t, "the result has rank %d, expected %d", r->rank, want);
  int32_t o = 0;
  for (uint32_t i = 0; i < lb->u.ints.n; i++, o++)
    if (r->dims[o] != l->dims[lb->u.ints.v[i]]) return fail(t, "result dimension %d has the wrong size", o);
  for (int32_t j = 0; j < l->rank; j++)
    if (!(j < 64 && (ml >> j & 1)) && r->dims[o++] != l->dims[j]) return fail(t, "result dimension %d has the wrong size", o - 1);
  for (int32_t j = 0; j < rr->rank; j++)
    if (!(j < 64 && (mr >> j & 1)) && r->dims[o++] != rr->dims[j]) return fail(t, "result dimension %d has the wrong size", o - 1);
  return true;
}

/* StableHLO's dot: vectors and matrices only. */
static bool dot(Typing *t, const RcType *l, const RcType *rr, const RcType *r) {
  if (l->rank < 1 || l->rank > 2 || rr->rank < 1 || rr->rank > 2) return fail(t, "takes vectors and matrices only");
  if (l->dims[l->rank - 1] != rr->dims[0]) return fail(t, "the contracted dimensions differ in size");
  int32_t want = (l->rank - 1) + (rr->rank - 1);
  if (r->rank != want) return fail(t, "the result has rank %d, expected %d", r->rank, want);
  if ((l->rank == 2 && r->dims[0] != l->dims[0]) || (rr->rank == 2 && r->dims[r->rank - 1] != rr->dims[1]))
    return fail(t, "the result shape does not follow from the operands");
  return true;
}

static bool batch_norm_training(Typing *t) {
  const RcNode *n = t->n;
  const RcType *x = operand_type(n, 0);
  if (!known(x) || !known(operand_type(n, 1)) || !known(operand_type(n, 2))) return true;
  int64_t fi;
  const RcAttr *eps = rc_node_attr(n, "epsilon");
  if (!eps) return fail(t, "the epsilon attribute is missing");
  /* StableHLO's epsilon is an f32 attribute */
  const char *colon = !t->hlo && eps->raw ? strrchr(eps->raw, ':') : NULL;
  if (colon && strcmp(colon, ": f32") != 0) return fail(t, "epsilon must be an f32 attribute, got '%s'", eps->raw);
  if (!int_attr(n, "feature_index", &fi)) return fail(t, "the feature_index attribute is missing");
  if (fi < 0 || fi >= x->rank) return fail(t, "feature_index %lld is out of range for rank %d", (long long)fi, x->rank);
  for (uint32_t i = 1; i < 3; i++) {
    const RcType *s = operand_type(n, i);
    if (s->rank != 1 || s->dims[0] != x->dims[fi])
      return fail(t, "operand %u must be a vector of the feature dimension's size %lld", i, (long long)x->dims[fi]);
    if (s->dtype != x->dtype) return fail(t, "operand %u has element type %s, operand 0 %s", i, dt(t, s->dtype), dt(t, x->dtype));
  }
  if (kind_of(x->dtype) != K_FLOAT) return fail(t, "operand 0 has element type %s; the op takes floating-point elements", dt(t, x->dtype));
  /* the results: the normalized operand, then the batch mean and variance per feature (HLO: one
   * tuple of the three) */
  const RcType *const *rs = NULL;
  uint32_t nr = n->nresults;
  const RcType *r3[3];
  if (t->hlo) {
    const RcType *rt = n->results[0].type;
    if (!rt || rt->kind != RC_TYPE_TUPLE) return fail(t, "the result must be a tuple of three");
    rs = (const RcType *const *)rt->tuple;
    nr = (uint32_t)rt->ntuple;
  } else if (nr == 3) {
    for (uint32_t i = 0; i < 3; i++) r3[i] = n->results[i].type;
    rs = r3;
  }
  if (nr != 3) return fail(t, "has %u results, expected 3", nr);
  char b1[96], b2[96];
  for (uint32_t i = 0; i < 3; i++) {
    const RcType *r = rs[i];
    if (!known(r)) continue;
    bool ok = r->dtype == x->dtype && (i == 0 ? rc_type_same_shape(r, x) : r->rank == 1 && r->dims[0] == x->dims[fi]);
    if (ok) continue;
    if (i == 0)
      return fail(t, "result 0 has type %s, expected the operand's %s", type_str(t, r, b1, sizeof b1),
                  type_str(t, x, b2, sizeof b2));
    return fail(t, "result %u has type %s, expected a vector of %lld %s", i, type_str(t, r, b1, sizeof b1),
                (long long)x->dims[fi], dt(t, x->dtype));
  }
  return true;
}

static bool tuple_ops(Typing *t) {
  const RcNode *n = t->n;
  const RcType *r = n->results[0].type;
  if (n->op == RC_OP_GET_TUPLE_ELEMENT) {
    const RcType *a = operand_type(n, 0);
    int64_t i;
    if (!int_attr(n, "index", &i)) return fail(t, "the index attribute is missing");
    if (!a || a->kind != RC_TYPE_TUPLE) return true;
    if (i < 0 || i >= a->ntuple) return fail(t, "index %lld is out of range for a tuple of %d", (long long)i, a->ntuple);
    const RcType *e = a->tuple[i];
    if (comparable(e, r) && !rc_type_equal(e, r)) return fail(t, "the result type is not tuple element %lld's", (long long)i);
    return true;
  }
  if (!r || r->kind != RC_TYPE_TUPLE) return true;
  if ((uint32_t)r->ntuple != n->noperands) return fail(t, "the result tuple has %d elements for %u operands", r->ntuple, n->noperands);
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *a = operand_type(n, i);
    const RcType *e = r->tuple[i];
    if (comparable(a, e) && !rc_type_equal(a, e)) return fail(t, "tuple element %u does not have operand %u's type", i, i);
  }
  return true;
}

/* A call (or a composite, of its decomposition) passes what its callee takes and gets what
 * the callee returns. */
static bool call(Typing *t) {
  const RcNode *n = t->n;
  const RcAttr *a = rc_node_attr(n, "to_apply");
  const RcFunc *f = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!f || !f->last || f->last->op != RC_OP_RETURN) return true;
  if (f->nparams != n->noperands)
    return fail(t, "passes %u operand%s to '%s', which takes %u", n->noperands, n->noperands == 1 ? "" : "s",
                f->name ? f->name : "?", f->nparams);
  char b1[96], b2[96];
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *p = f->params[i] ? f->params[i]->results[0].type : NULL, *o = operand_type(n, i);
    if (comparable(p, o) && !rc_type_equal(p, o))
      return fail(t, "operand %u has type %s, but '%s' takes %s", i, type_str(t, o, b1, sizeof b1),
                  f->name ? f->name : "?", type_str(t, p, b2, sizeof b2));
  }
  const RcNode *ret = f->last;
  if (ret->noperands != n->nresults)
    return fail(t, "has %u results, but '%s' returns %u", n->nresults, f->name ? f->name : "?", ret->noperands);
  for (uint32_t i = 0; i < n->nresults; i++) {
    const RcType *r = n->results[i].type, *v = operand_type(ret, i);
    if (comparable(r, v) && !rc_type_equal(r, v))
      return fail(t, "result %u has type %s, but '%s' returns %s", i, type_str(t, r, b1, sizeof b1),
                  f->name ? f->name : "?", type_str(t, v, b2, sizeof b2));
  }
  return true;
}

/* The first instruction of an HLO fusion's fused computation, other than its root, that has
 * no user: XLA's HLO verifier wants a user for every one of them. */
static const RcNode *fused_unused(const RcNode *n) {
  const RcAttr *a = rc_node_attr(n, "to_apply");
  const RcFunc *f = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!f || !f->last || f->last->op != RC_OP_RETURN) return NULL;
  rc_func_for_each(f, x) {
    if (x == f->last || !x->nresults) continue;
    uint32_t used = 0;
    for (uint32_t i = 0; i < x->nresults; i++) used += x->results[i].nuses;
    if (!used) return x;
  }
  return NULL;
}

/* How many numbers a raw attribute value like {0,2} lists. */
static int64_t raw_count(const char *raw) {
  int64_t k = 0;
  for (const char *c = raw; c && *c; c++)
    if (*c >= '0' && *c <= '9' && (c == raw || c[-1] < '0' || c[-1] > '9')) k++;
  return k;
}

/* The computation a FUNC attribute names, or NULL. */
static const RcFunc *func_attr(const RcNode *n, const char *name) {
  const RcAttr *a = rc_node_attr(n, name);
  return a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
}

/* Whether two types, where the rules can compare them, differ. */
static bool differ(const RcType *a, const RcType *b) { return comparable(a, b) && !rc_type_equal(a, b); }

/* HLO's while: one operand, the loop state; the condition takes it and returns a pred scalar,
 * the body takes it and returns it, and the while returns it (XLA's shape inference). */
static bool hlo_while(Typing *t) {
  const RcNode *n = t->n;
  if (n->noperands != 1) return fail(t, "takes 1 operand, got %u", n->noperands);
  const RcFunc *cond = func_attr(n, "condition"), *body = func_attr(n, "body");
  const RcType *s = operand_type(n, 0), *r = n->results[0].type;
  char b1[96], b2[96];
  const RcFunc *fs[2] = {cond, body};
  for (int i = 0; i < 2; i++) {
    const RcFunc *f = fs[i];
    const char *what = i ? "body" : "condition";
    if (!f) continue;
    if (f->nparams != 1)
      return fail(t, "the %s '%s' takes %u parameters, expected 1", what, f->name ? f->name : "?", f->nparams);
    const RcType *p = f->params[0] ? f->params[0]->results[0].type : NULL;
    if (differ(p, s))
      return fail(t, "the %s '%s' takes %s, but the operand is %s", what, f->name ? f->name : "?",
                  type_str(t, p, b1, sizeof b1), type_str(t, s, b2, sizeof b2));
    const RcNode *ret = f->last;
    if (!ret || ret->op != RC_OP_RETURN || ret->noperands != 1) continue;
    const RcType *v = operand_type(ret, 0);
    if (i == 0 && v && (v->kind == RC_TYPE_TUPLE || (known(v) && (v->rank != 0 || v->dtype != RC_DT_PRED))))
      return fail(t, "the condition '%s' returns %s, expected pred[]", f->name ? f->name : "?",
                  type_str(t, v, b1, sizeof b1));
    if (i == 1 && differ(v, s))
      return fail(t, "the body '%s' returns %s, but the operand is %s", f->name ? f->name : "?",
                  type_str(t, v, b1, sizeof b1), type_str(t, s, b2, sizeof b2));
  }
  if (differ(r, s))
    return fail(t, "the result has type %s, but the operand is %s", type_str(t, r, b1, sizeof b1),
                type_str(t, s, b2, sizeof b2));
  return true;
}

/* StableHLO's if and case: an i1 (if) or i32 (case) scalar operand, two regions (if) or at
 * least one (case), each taking no arguments and returning the op's result types (the
 * specification's constraints). Other opaque StableHLO ops are not checked. */
static bool sh_opaque(Typing *t) {
  const RcNode *n = t->n;
  bool is_if = n->opname && !strcmp(n->opname, "stablehlo.if");
  if (!is_if && !(n->opname && !strcmp(n->opname, "stablehlo.case"))) return true;
  char b1[96], b2[96];
  if (n->noperands != 1) return fail(t, "takes 1 operand, got %u", n->noperands);
  const RcType *p = operand_type(n, 0);
  RcDType want = is_if ? RC_DT_PRED : RC_DT_S32;
  if (p && (p->kind != RC_TYPE_TENSOR || (known(p) && (p->rank != 0 || p->dtype != want))))
    return fail(t, "operand 0 has type %s, expected %s", type_str(t, p, b1, sizeof b1), is_if ? "tensor<i1>" : "tensor<i32>");
  uint32_t nr = rc_node_nregions(n);
  if (is_if ? nr != 2 : nr < 1)
    return fail(t, "has %u region%s, expected %s", nr, nr == 1 ? "" : "s", is_if ? "2 (then, else)" : "at least 1");
  for (uint32_t k = 0; k < nr; k++) {
    const RcFunc *rf = rc_node_region(n, k);
    if (rf->nparams)
      return fail(t, "region %u takes %u argument%s; a branch takes none", k, rf->nparams, rf->nparams == 1 ? "" : "s");
    const RcNode *ret = rf->last;
    if (!ret || ret->op != RC_OP_RETURN) return fail(t, "region %u does not end with stablehlo.return", k);
    if (ret->noperands != n->nresults)
      return fail(t, "region %u returns %u value%s, the op has %u result%s", k, ret->noperands,
                  ret->noperands == 1 ? "" : "s", n->nresults, n->nresults == 1 ? "" : "s");
    for (uint32_t i = 0; i < n->nresults; i++) {
      const RcType *v = operand_type(ret, i), *r = n->results[i].type;
      if (differ(v, r))
        return fail(t, "region %u returns %s as value %u, but result %u has type %s", k, type_str(t, v, b1, sizeof b1),
                    i, i, type_str(t, r, b2, sizeof b2));
    }
  }
  return true;
}

/* HLO's sort comparator: two scalar parameters of each operand's element type, in operand
 * order, and a pred scalar back (XLA's HLO verifier). */
static bool sort_comparator(Typing *t) {
  const RcNode *n = t->n;
  const RcFunc *f = func_attr(n, "to_apply");
  if (!f) return true;
  if (f->nparams != 2 * n->noperands)
    return fail(t, "the comparator '%s' takes %u parameters, expected 2 per operand (%u)", f->name ? f->name : "?",
                f->nparams, 2 * n->noperands);
  char b1[96];
  for (uint32_t j = 0; j < f->nparams; j++) {
    const RcType *p = f->params[j] ? f->params[j]->results[0].type : NULL, *a = operand_type(n, j / 2);
    if (!known(p) || !known(a)) continue;
    if (p->rank != 0 || p->dtype != a->dtype)
      return fail(t, "parameter %u of the comparator '%s' has type %s, expected %s[] (operand %u's element type)", j,
                  f->name ? f->name : "?", type_str(t, p, b1, sizeof b1), dt(t, a->dtype), j / 2);
  }
  const RcNode *ret = f->last;
  const RcType *v = ret && ret->op == RC_OP_RETURN && ret->noperands == 1 ? operand_type(ret, 0) : NULL;
  if (v && (v->kind == RC_TYPE_TUPLE || (known(v) && (v->rank != 0 || v->dtype != RC_DT_PRED))))
    return fail(t, "the comparator '%s' returns %s, expected pred[]", f->name ? f->name : "?",
                type_str(t, v, b1, sizeof b1));
  return true;
}

/* The numbers of a list attribute, {1,2} or [1, 2] as read verbatim, or INTS, into v (at most
 * max); -1 when it is missing, longer than max or not a plain list. */
static int list_attr(const RcNode *n, const char *name, int64_t *v, int max) {
  const RcAttr *a = rc_node_attr(n, name);
  if (a && a->kind == RC_ATTR_INTS) {
    if (a->u.ints.n > (uint32_t)max) return -1;
    for (uint32_t i = 0; i < a->u.ints.n; i++) v[i] = a->u.ints.v[i];
    return (int)a->u.ints.n;
  }
  if (!a || a->kind != RC_ATTR_RAW || !a->raw) return -1;
  const char *p = a->raw;
  int k = 0;
  while (*p == ' ') p++;
  if (*p != '{' && *p != '[') return -1;
  char close = *p++ == '{' ? '}' : ']';
  for (;;) {
    while (*p == ' ') p++;
    if (*p == close) return p[1] ? -1 : k;
    char *end;
    long long x = strtoll(p, &end, 10);
    if (end == p || k == max) return -1;
    v[k++] = x;
    p = end;
    while (*p == ' ') p++;
    if (*p == ',') p++;
    else if (*p != close) return -1;
  }
}

/* Whether x is one of the k numbers of v. */
static bool listed(const int64_t *v, int k, int64_t x) {
  for (int i = 0; i < k; i++)
    if (v[i] == x) return true;
  return false;
}

/* HLO's scatter (XLA's shape inference): inputs, integer scatter indices and as many updates of
 * the inputs' element types; the result is the inputs' types; the update window dimensions and
 * the inserted and batching dimensions together cover the operand, each window no larger than
 * the operand's dimension it lands in, the other update dimensions those of the indices (less
 * index_vector_dim); the combiner is the reduction body of a reduce whose initial values are the
 * inputs. */
static bool hlo_scatter(Typing *t) {
  const RcNode *n = t->n;
  const RcType *r = n->results[0].type, *a = operand_type(n, 0);
  char b1[96], b2[96];
  if (n->noperands < 3 || n->noperands % 2 == 0)
    return fail(t, "takes inputs, scatter indices and as many updates (an odd number of operands), got %u",
                n->noperands);
  uint32_t k = n->noperands / 2;
  const RcType *idx = operand_type(n, k);
  if (!(kind_of(idx->dtype) & K_INT))
    return fail(t, "the scatter indices (operand %u) have element type %s; they must be integers", k,
                dt(t, idx->dtype));
  bool tup = r && r->kind == RC_TYPE_TUPLE;
  if (k > 1 && r && (!tup || (uint32_t)r->ntuple != k))
    return fail(t, "the result has type %s, expected a tuple of the %u inputs' types", type_str(t, r, b1, sizeof b1),
                k);
  for (uint32_t i = 0; i < k; i++) {
    const RcType *e = k > 1 ? (r ? r->tuple[i] : NULL) : r, *in = operand_type(n, i), *up = operand_type(n, k + 1 + i);
    if (differ(e, in))
      return fail(t, "result %u has type %s, expected input %u's %s", i, type_str(t, e, b1, sizeof b1), i,
                  type_str(t, in, b2, sizeof b2));
    if (!rc_type_same_shape(in, a)) return fail(t, "input %u has a shape other than input 0's", i);
    if (up->dtype != in->dtype)
      return fail(t, "updates %u have element type %s, input %u %s", i, dt(t, up->dtype), i, dt(t, in->dtype));
    if (i && !rc_type_same_shape(up, operand_type(n, k + 1)))
      return fail(t, "updates %u have a shape other than updates 0's", i);
  }
  const RcType *up = operand_type(n, k + 1);
  int64_t uwd[64], iwd[64], ibd[64], sdo[64], ivd;
  int nu = list_attr(n, "update_window_dims", uwd, 64), ni = list_attr(n, "inserted_window_dims", iwd, 64);
  int nb = rc_node_attr(n, "input_batching_dims") ? list_attr(n, "input_batching_dims", ibd, 64) : 0;
  int ns = list_attr(n, "scatter_dims_to_operand_dims", sdo, 64);
  if (nu < 0 || ni < 0 || nb < 0 || ns < 0 || !int_attr(n, "index_vector_dim", &ivd)) return reducer(t, NULL, k, 0);
  if (ivd < 0 || ivd > idx->rank)
    return fail(t, "index_vector_dim %lld is out of range for scatter indices of rank %d", (long long)ivd, idx->rank);
  for (int i = 0; i < nu; i++)
    if (uwd[i] < 0 || uwd[i] >= up->rank || (i && uwd[i] <= uwd[i - 1]))
      return fail(t, "update_window_dims must be increasing dimensions of the updates (rank %d)", up->rank);
  for (int i = 0; i < ni; i++)
    if (iwd[i] < 0 || iwd[i] >= a->rank || (i && iwd[i] <= iwd[i - 1]))
      return fail(t, "inserted_window_dims must be increasing dimensions of the operand (rank %d)", a->rank);
  for (int i = 0; i < nb; i++)
    if (ibd[i] < 0 || ibd[i] >= a->rank || listed(iwd, ni, ibd[i]) || listed(ibd, i, ibd[i]))
      return fail(t, "input_batching_dims must be distinct dimensions of the operand (rank %d), none inserted",
                  a->rank);
  if (nu + ni + nb != a->rank)
    return fail(t, "update_window_dims (%d), inserted_window_dims (%d) and input_batching_dims (%d) must cover the "
                   "operand's rank %d",
                nu, ni, nb, a->rank);
  int64_t per = ivd == idx->rank ? 1 : idx->dims[ivd];
  if (ns != per)
    return fail(t, "scatter_dims_to_operand_dims names %d dimensions, but the scatter indices give %lld per update",
                ns, (long long)per);
  /* the window dimensions: each no larger than the operand dimension it lands in */
  for (int32_t d = 0, w = 0; d < a->rank; d++) {
    if (listed(iwd, ni, d) || listed(ibd, nb, d)) continue;
    if (up->dims[uwd[w]] > a->dims[d])
      return fail(t, "updates dimension %lld has size %lld, more than the %lld of operand dimension %d it lands in",
                  (long long)uwd[w], (long long)up->dims[uwd[w]], (long long)a->dims[d], d);
    w++;
  }
  /* the scatter dimensions: those of the indices, in order, without index_vector_dim */
  int32_t want = idx->rank - (ivd < idx->rank);
  if (up->rank - nu != want)
    return fail(t, "the updates have rank %d, expected %d window and %d scatter dimensions", up->rank, nu, want);
  for (int32_t d = 0, j = 0; d < up->rank; d++) {
    if (listed(uwd, nu, d)) continue;
    if (j == ivd) j++;
    if (up->dims[d] != idx->dims[j])
      return fail(t, "updates dimension %d has size %lld, but the scatter indices' dimension %d has %lld", d,
                  (long long)up->dims[d], j, (long long)idx->dims[j]);
    j++;
  }
  return reducer(t, NULL, k, 0);
}

/* Of the HLO ops kept opaque, the shape rules of XLA's shape inference that need no model of
 * the op: reverse and reduce-precision keep their operand's type, complex pairs two f32 or f64
 * tensors of one shape, real and imag take a float or complex tensor and give its real parts,
 * none of these five gives a tuple, sort orders operands of one shape with a comparator of their
 * element types, a while passes its loop state through its condition and body unchanged, a dot
 * past lhs and rhs (XLA reads the rest as sparsity metadata) has the shape rules of a dot over
 * lhs and rhs, scatter has hlo_scatter's, and gather reads integer start indices, as many per
 * slice as its start_index_map names, and gives the operand's element type; the ops of
 * on_tensors below take tensors only. */
static bool hlo_opaque(Typing *t) {
  const RcNode *n = t->n;
  const char *op = n->opname;
  if (!op || n->nresults != 1) return true;
  if (!strcmp(op, "while")) return hlo_while(t);
  /* opaque ops whose operands XLA's shape inference wants to be arrays */
  static const char *const on_tensors[] = {
      "reverse",       "reduce-precision",     "complex",           "real",         "imag",
      "sort",          "topk",                 "scatter",           "gather",       "convolution",
      "dynamic-slice", "dynamic-update-slice", "fft",               "cholesky",     "triangular-solve",
      "map",           "select-and-scatter",   "get-dimension-size", "dynamic-reshape", "batch-norm-inference",
      "batch-norm-grad", "stochastic-convert", NULL};
  if (word_in(op, on_tensors) && !tensor_operands(t)) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!known(operand_type(n, i))) return true;
  const RcType *r = n->results[0].type, *a = n->noperands ? operand_type(n, 0) : NULL;
  char b1[96], b2[96];
  static const char *const elementwise_like[] = {"reverse", "reduce-precision", "complex", "real", "imag", NULL};
  if (r && r->kind == RC_TYPE_TUPLE && word_in(op, elementwise_like))
    return fail(t, "the result is a tuple %s, not a tensor", type_str(t, r, b1, sizeof b1));
  if (!strcmp(op, "real") || !strcmp(op, "imag")) {
    if (n->noperands != 1) return fail(t, "takes 1 operand, got %u", n->noperands);
    if (kind_of(a->dtype) != K_FLOAT && kind_of(a->dtype) != K_COMPLEX)
      return fail(t, "operand 0 has element type %s; the op takes floating-point or complex elements", dt(t, a->dtype));
    if (known(r) && (r->dtype != real_of(a->dtype) || !rc_type_same_shape(a, r)))
      return fail(t, "the result has type %s, expected %s[] of the operand's shape", type_str(t, r, b1, sizeof b1),
                  dt(t, real_of(a->dtype)));
    return true;
  }
  if (!strcmp(op, "reverse") || !strcmp(op, "reduce-precision")) {
    if (n->noperands != 1) return fail(t, "takes 1 operand, got %u", n->noperands);
    if (!strcmp(op, "reduce-precision") && kind_of(a->dtype) != K_FLOAT)
      return fail(t, "operand 0 has element type %s; the op takes floating-point elements", dt(t, a->dtype));
    const RcAttr *d = rc_node_attr_ints(n, "dimensions");
    if (d && !dims_ok(t, d, a->rank, "dimension", NULL)) return false;
    if (known(r) && !rc_type_equal(a, r))
      return fail(t, "the result has type %s, expected the operand's %s", type_str(t, r, b1, sizeof b1),
                  type_str(t, a, b2, sizeof b2));
    return true;
  }
  if (!strcmp(op, "complex")) {
    if (n->noperands != 2) return fail(t, "takes 2 operands, got %u", n->noperands);
    const RcType *b = operand_type(n, 1);
    if (a->dtype != RC_DT_F32 && a->dtype != RC_DT_F64)
      return fail(t, "operand 0 has element type %s; the op takes f32 or f64", dt(t, a->dtype));
    if (!rc_type_equal(a, b))
      return fail(t, "operand 1 has type %s, operand 0 %s", type_str(t, b, b1, sizeof b1), type_str(t, a, b2, sizeof b2));
    if (known(r) && (r->dtype != (a->dtype == RC_DT_F32 ? RC_DT_C64 : RC_DT_C128) || !rc_type_same_shape(a, r)))
      return fail(t, "the result has type %s, expected %s of the operands' shape", type_str(t, r, b1, sizeof b1),
                  a->dtype == RC_DT_F32 ? dt(t, RC_DT_C64) : dt(t, RC_DT_C128));
    return true;
  }
  if (!strcmp(op, "sort")) {
    for (uint32_t i = 1; i < n->noperands; i++)
      if (!rc_type_same_shape(operand_type(n, i), a))
        return fail(t, "operand %u has shape %s, operand 0 %s: sort takes operands of one shape", i,
                    type_str(t, operand_type(n, i), b1, sizeof b1), type_str(t, a, b2, sizeof b2));
    if (!a) return fail(t, "takes at least 1 operand, got 0");
    const RcAttr *d = rc_node_attr_ints(n, "dimensions");
    if (d && d->u.ints.n != 1) return fail(t, "sorts along 1 dimension, got %u", d->u.ints.n);
    if (d && !dims_ok(t, d, a->rank, "dimension", NULL)) return false;
    /* the sorted operands: operand 0's type, a tuple of all of theirs when there are several */
    bool tup = r && r->kind == RC_TYPE_TUPLE;
    if (n->noperands > 1 && r && (!tup || (uint32_t)r->ntuple != n->noperands))
      return fail(t, "the result has type %s, expected a tuple of the %u operands' types",
                  type_str(t, r, b1, sizeof b1), n->noperands);
    for (uint32_t i = 0; i < n->noperands; i++) {
      const RcType *e = n->noperands > 1 ? (r ? r->tuple[i] : NULL) : r;
      if (differ(e, operand_type(n, i)))
        return fail(t, "the result has type %s, expected %s", type_str(t, r, b1, sizeof b1),
                    n->noperands > 1 ? "a tuple of the operands' types" : type_str(t, a, b2, sizeof b2));
    }
    return sort_comparator(t);
  }
  if (!strcmp(op, "topk")) {
    if (n->noperands != 1) return fail(t, "takes 1 operand, got %u", n->noperands);
    int64_t k;
    if (a->rank < 1) return fail(t, "takes an operand of rank 1 or more, got %s", type_str(t, a, b1, sizeof b1));
    if (!int_attr(n, "k", &k)) return true;
    if (k < 0 || k > a->dims[a->rank - 1])
      return fail(t, "k=%lld is out of range for a last dimension of %lld", (long long)k,
                  (long long)a->dims[a->rank - 1]);
    /* the k largest (or smallest) along the last dimension, and their s32 indices */
    if (!r || r->kind != RC_TYPE_TUPLE || r->ntuple != 2)
      return fail(t, "the result has type %s, expected a tuple of values and indices",
                  r ? type_str(t, r, b1, sizeof b1) : "?");
    for (int i = 0; i < 2; i++) {
      const RcType *e = r->tuple[i];
      if (!known(e)) continue;
      bool ok = e->dtype == (i ? RC_DT_S32 : a->dtype) && e->rank == a->rank;
      for (int32_t j = 0; ok && j < a->rank; j++) ok = e->dims[j] == (j == a->rank - 1 ? k : a->dims[j]);
      if (!ok)
        return fail(t, "result %d has type %s, expected the operand's shape with its last dimension %lld, in %s", i,
                    type_str(t, e, b1, sizeof b1), (long long)k, i ? dt(t, RC_DT_S32) : dt(t, a->dtype));
    }
    return true;
  }
  if (!strcmp(op, "dot") && n->noperands > 2) return !known(r) || dot_general(t, a, operand_type(n, 1), r);
  if (!strcmp(op, "scatter")) return hlo_scatter(t);
  if (!strcmp(op, "gather") && n->noperands == 2) {
    const RcType *idx = operand_type(n, 1);
    if (!(kind_of(idx->dtype) & K_INT))
      return fail(t, "the start indices have element type %s; they must be integers", dt(t, idx->dtype));
    if (known(r) && r->dtype != a->dtype)
      return fail(t, "the result has element type %s, expected the operand's %s", dt(t, r->dtype), dt(t, a->dtype));
    /* offset, collapsed and batching dimensions together cover the operand, and slice_sizes
     * has one size per operand dimension */
    int64_t tmp[64];
    int no = list_attr(n, "offset_dims", tmp, 64), nc = list_attr(n, "collapsed_slice_dims", tmp, 64);
    int nb = rc_node_attr(n, "operand_batching_dims") ? list_attr(n, "operand_batching_dims", tmp, 64) : 0;
    int nss = list_attr(n, "slice_sizes", tmp, 64);
    if (no >= 0 && nc >= 0 && nb >= 0 && no + nc + nb != a->rank)
      return fail(t, "offset_dims (%d), collapsed_slice_dims (%d) and operand_batching_dims (%d) must cover the "
                     "operand's rank %d",
                  no, nc, nb, a->rank);
    if (nss >= 0 && nss != a->rank)
      return fail(t, "slice_sizes has %d entries for an operand of rank %d", nss, a->rank);
    const RcAttr *ivd = rc_node_attr(n, "index_vector_dim"), *map = rc_node_attr(n, "start_index_map");
    if (!ivd || !ivd->raw || !map || !map->raw) return true;
    char *end;
    long long v = strtoll(ivd->raw, &end, 10);
    if (*end || v < 0 || v > idx->rank) return true;
    int64_t per = v == idx->rank ? 1 : idx->dims[v];
    if (raw_count(map->raw) != per)
      return fail(t, "start_index_map names %lld dimensions, but the start indices give %lld per slice "
                     "(dimension %lld of %s)",
                  (long long)raw_count(map->raw), (long long)per, v, type_str(t, idx, b1, sizeof b1));
    return true;
  }
  return true;
}

/* The shape text of one entry of a custom call's operand_layout_constraints, without its
 * layouts ({...}) and spaces, into buf; false when it does not fit. */
static bool shape_sans_layout(const char *s, size_t len, char *buf, size_t size) {
  size_t o = 0;
  int brace = 0;
  for (size_t i = 0; i < len; i++) {
    char c = s[i];
    if (c == '{') brace++;
    else if (c == '}') brace--;
    else if (!brace && c != ' ' && c != '\n' && c != '\t') {
      if (o + 1 >= size) return false;
      buf[o++] = c;
    }
  }
  buf[o] = 0;
  return true;
}

/* Whether every tensor in ty (a tuple's elements too) has a shape the rules can read. */
static bool known_deep(const RcType *ty) {
  if (ty && ty->kind == RC_TYPE_TUPLE) {
    for (int32_t i = 0; i < ty->ntuple; i++)
      if (!known_deep(ty->tuple[i])) return false;
    return true;
  }
  return known(ty);
}

/* HLO's custom call: operand_layout_constraints, when given, lists one shape per operand, each
 * the operand's shape but for its layout (XLA's parser). */
static bool hlo_custom_call(Typing *t) {
  const RcNode *n = t->n;
  const RcAttr *a = rc_node_attr(n, "operand_layout_constraints");
  if (!a || !a->raw) return true;
  const char *p = a->raw;
  while (*p == ' ') p++;
  if (*p != '{') return true;
  p++;
  const char *start[512];
  size_t len[512];
  uint32_t k = 0;
  int depth = 0;
  const char *e = p;
  for (; *e && !(depth == 0 && *e == '}'); e++) {
    if (*e == '{' || *e == '[' || *e == '(') depth++;
    else if (*e == '}' || *e == ']' || *e == ')') depth--;
    else if (depth == 0 && *e == ',') {
      if (k == 512) return true;
      start[k] = p, len[k++] = (size_t)(e - p);
      p = e + 1;
    }
  }
  if (*e != '}') return true;
  const char *q = p;
  while (q < e && *q == ' ') q++;
  if (q < e) {
    if (k == 512) return true;
    start[k] = p, len[k++] = (size_t)(e - p);
  } else if (k) {
    return fail(t, "operand_layout_constraints '%s' has an empty entry", a->raw);
  }
  if (k != n->noperands)
    return fail(t, "operand_layout_constraints lists %u shape%s for %u operand%s", k, k == 1 ? "" : "s", n->noperands,
                n->noperands == 1 ? "" : "s");
  char b1[256], b2[256];
  for (uint32_t i = 0; i < k; i++) {
    while (len[i] && *start[i] == ' ') start[i]++, len[i]--;
    const RcType *o = operand_type(n, i);
    if (!known_deep(o) || !shape_sans_layout(start[i], len[i], b1, sizeof b1)) continue;
    type_str(t, o, b2, sizeof b2);
    char *w = b2;
    for (char *r = b2; *r; r++)
      if (*r != ' ') *w++ = *r;
    *w = 0;
    if (strcmp(b1, b2) != 0)
      return fail(t, "operand_layout_constraints gives operand %u the shape %.*s, which is not its shape %s", i,
                  (int)len[i], start[i], type_str(t, o, b2, sizeof b2));
  }
  return true;
}

bool rc_node_check_types(const RcNode *n, RcTypingRules rules, char *msg, size_t size) {
  Typing t = {n, rules == RC_TYPING_HLO, msg, size};
  const RcOpInfo *info = &rc_op_info[n->op];
  /* HLO's fusion calls its fused computation as a call calls its callee */
  if (n->op == RC_OP_FUSION) return t.hlo ? call(&t) : true;
  if (n->op == RC_OP_OPAQUE) return t.hlo ? hlo_opaque(&t) : sh_opaque(&t);
  if (n->op == RC_OP_CUSTOM_CALL) return t.hlo ? hlo_custom_call(&t) : true;
  if (n->op == RC_OP_RETURN || n->op == RC_OP_PARAMETER) return true;
  if (n->op == RC_OP_CALL || n->op == RC_OP_COMPOSITE) return call(&t);
  if (info->arity >= 0 && (uint32_t)info->arity != n->noperands && n->op != RC_OP_REDUCE)
    return fail(&t, "takes %d operand%s, got %u", info->arity, info->arity == 1 ? "" : "s", n->noperands);
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!rc_node_operand(n, i)) return true;
  /* StableHLO ops take complex numbers of f32 and f64 parts only (complex<bf16> is an MLIR type
   * no op takes) */
  if (!t.hlo)
    for (uint32_t i = 0; i < n->noperands + n->nresults; i++) {
      const RcType *x = i < n->noperands ? operand_type(n, i) : n->results[i - n->noperands].type;
      if (x && x->kind == RC_TYPE_TENSOR && x->dtype == RC_DT_OPAQUE && x->text && strstr(x->text, "complex<"))
        return fail(&t, "%s %u has type %s; complex element types have f32 or f64 parts",
                    i < n->noperands ? "operand" : "result", i < n->noperands ? i : i - n->noperands, x->text);
    }
  switch (n->op) {
  case RC_OP_REDUCE: return reduce(&t);
  case RC_OP_REDUCE_WINDOW: return t.hlo ? reduce_window(&t) : true;
  case RC_OP_BATCH_NORM_TRAINING: return batch_norm_training(&t);
  case RC_OP_TUPLE:
  case RC_OP_GET_TUPLE_ELEMENT: return tuple_ops(&t);
  default: break;
  }
  if (n->nresults != 1) return true;
  const RcType *r = n->results[0].type;
  if (n->op == RC_OP_COPY && operand_type(n, 0) && r &&
      (operand_type(n, 0)->kind == RC_TYPE_TUPLE || r->kind == RC_TYPE_TUPLE) && !rc_type_equal(operand_type(n, 0), r))
    return fail(&t, "a copy of a tuple has the tuple's type");
  /* elementwise and shape ops take and give tensors, never tuples or tokens (HLO's copy
   * copies a tuple too) */
  if (n->op != RC_OP_CONSTANT && n->op != RC_OP_COPY) {
    if (!tensor_operands(&t)) return false;
    if (r && (r->kind == RC_TYPE_TUPLE || r->kind == RC_TYPE_TOKEN))
      return fail(&t, "the result is a %s, not a tensor", r->kind == RC_TYPE_TUPLE ? "tuple" : "token");
  }
  if (!known(r)) return true;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!known(operand_type(n, i))) return true;
  const RcType *a = n->noperands ? operand_type(n, 0) : NULL;
  switch (n->op) {
  case RC_OP_BROADCAST: return broadcast(&t, a, r);
  case RC_OP_RESHAPE:
  case RC_OP_BITCAST:
  case RC_OP_COPY:
    if (rc_type_numel(a) != rc_type_numel(r))
      return fail(&t, "changes the element count (%lld to %lld)", (long long)rc_type_numel(a), (long long)rc_type_numel(r));
    if (a->dtype != r->dtype) return fail(&t, "the result has element type %s, expected %s", dt(&t, r->dtype), dt(&t, a->dtype));
    if (n->op == RC_OP_COPY && !rc_type_same_shape(a, r)) return fail(&t, "must keep the shape of its operand");
    return true;
  case RC_OP_TRANSPOSE: return transpose(&t, a, r);
  case RC_OP_BITCAST_CONVERT: return bitcast_convert(&t, a, r);
  case RC_OP_IOTA: return iota(&t, r);
  case RC_OP_CONCATENATE: return concatenate(&t, r);
  case RC_OP_SLICE: return slice(&t, a, r);
  case RC_OP_PAD: return pad(&t, a, r);
  case RC_OP_DOT_GENERAL: return dot_general(&t, a, operand_type(n, 1), r);
  case RC_OP_DOT: return t.hlo ? dot_general(&t, a, operand_type(n, 1), r) : dot(&t, a, operand_type(n, 1), r);
  default: break;
  }
  if (info->flags & RC_F_ELEM) return elementwise(&t, r);
  return true;
}

RcStatus rc_module_check_types(RcModule *m, const RcSource *src, RcTypingRules rules) {
  char msg[256];
  RcStatus st = RC_OK;
  GPtrArray *todo = g_ptr_array_new(); /* functions and regions still to walk (no recursion on nesting) */
  for (RcFunc *top = m->funcs; top && st == RC_OK; top = top->next) {
    g_ptr_array_add(todo, top);
    while (todo->len && st == RC_OK) {
      RcFunc *f = g_ptr_array_steal_index(todo, todo->len - 1);
      rc_func_for_each(f, n) {
        if (!rc_node_check_types(n, rules, msg, sizeof msg)) {
          rc_diag(m->ctx, RC_SEV_ERROR, src, n->loc.line, n->loc.col, "%s", msg);
          st = RC_ERR_INPUT;
          break;
        }
        const RcNode *unused = n->op == RC_OP_FUSION && rules == RC_TYPING_HLO ? fused_unused(n) : NULL;
        if (unused) {
          const RcFunc *f = rc_node_attr(n, "to_apply")->u.fn;
          const RcValue *v = &unused->results[0];
          rc_diag(m->ctx, RC_SEV_ERROR, src, unused->loc.line, unused->loc.col,
                  "'%s' has no user in the fused computation '%s' (XLA's verifier wants a user for every "
                  "instruction of a fused computation but its root)",
                  v->name ? v->name : "?", f->name ? f->name : "?");
          st = RC_ERR_INPUT;
          break;
        }
        for (uint32_t r = 0; r < rc_node_nregions(n); r++) g_ptr_array_add(todo, rc_node_regions(n)[r]);
      }
    }
  }
  g_ptr_array_free(todo, TRUE);
  return st;
}
