/* Elementwise ops with their real semantics: IEEE float math (NaN-propagating
 * maximum/minimum, total-order compares when asked), integer ops that wrap at
 * the dtype's width, XLA's integer division rules (x/0 = -1 or all ones,
 * x%0 = x, INT_MIN/-1 = INT_MIN), shifts that saturate past the bit width.
 * f32 operands take tight loops over the buffers (the unfused interpreter a
 * benchmark compares against); every other dtype goes element by element
 * through double or int64 and is rounded to the result dtype (RNE). All checks
 * come first; the loops then run over element ranges, split across the run's
 * threads when the op is large (exec/par.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"
#include "numerics/numerics.h"
#include "numerics/ops.h"

typedef enum { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE, CMP_BAD } Cmp;

static Cmp cmp_dir(const RcNode *n, bool *total) {
  RcAttr *a = rc_node_attr(n, "direction");
  const char *s = a ? (a->kind == RC_ATTR_ENUM || a->kind == RC_ATTR_STR ? a->u.s : a->raw) : NULL;
  RcAttr *ct = rc_node_attr(n, "compare_type");
  const char *c = ct ? (ct->kind == RC_ATTR_ENUM || ct->kind == RC_ATTR_STR ? ct->u.s : ct->raw) : NULL;
  *total = c && strstr(c, "TOTALORDER");
  if (!s) return CMP_BAD;
  static const char *const names[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  for (int i = 0; i < 6; i++)
    if (strstr(s, names[i])) return (Cmp)i;
  return CMP_BAD;
}

static bool cmp_f(Cmp c, double a, double b) {
  switch (c) {
  case CMP_EQ: return a == b;
  case CMP_NE: return a != b; /* true for NaN */
  case CMP_LT: return a < b;
  case CMP_LE: return a <= b;
  case CMP_GT: return a > b;
  case CMP_GE: return a >= b;
  default: return false;
  }
}

/* Total order of IEEE values: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN. */
static int64_t total_key(double d) {
  int64_t k;
  memcpy(&k, &d, 8);
  return k ^ ((k >> 63) & INT64_MAX); /* flip negatives' magnitude bits so the order is monotonic */
}

/* ---- integers: values carried as int64 (unsigned as their uint64 bits) ---- */

static int width(RcDType dt) { return rc_dtype_info[dt].bits == 8 && dt == RC_DT_PRED ? 1 : rc_dtype_info[dt].bits; }
static uint64_t mask(int bits) { return bits >= 64 ? UINT64_MAX : (((uint64_t)1 << bits) - 1); }

static int64_t ipow(int64_t b, int64_t e, bool is_unsigned) {
  if (!is_unsigned && e < 0) return b == 1 ? 1 : b == -1 ? ((e & 1) ? -1 : 1) : 0;
  uint64_t r = 1, x = (uint64_t)b, k = (uint64_t)e;
  while (k) {
    if (k & 1) r *= x;
    x *= x;
    k >>= 1;
  }
  return (int64_t)r;
}

static bool int_binary(RcOp op, RcDType dt, int64_t a, int64_t b, int64_t *r) {
  bool u = rc_dtype_info[dt].cls != RC_DC_SINT;
  int w = width(dt);
  uint64_t ua = (uint64_t)a & mask(w), ub = (uint64_t)b & mask(w);
  int64_t smin = w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
  switch (op) {
  case RC_OP_ADD: *r = (int64_t)((uint64_t)a + (uint64_t)b); return true;
  case RC_OP_SUBTRACT: *r = (int64_t)((uint64_t)a - (uint64_t)b); return true;
  case RC_OP_MULTIPLY: *r = (int64_t)((uint64_t)a * (uint64_t)b); return true;
  case RC_OP_DIVIDE:
    if (u) *r = ub == 0 ? (int64_t)mask(w) : (int64_t)(ua / ub);
    else if (b == 0) *r = -1;
    else if (a == smin && b == -1) *r = smin;
    else *r = a / b;
    return true;
  case RC_OP_REMAINDER:
    if (u) *r = ub == 0 ? (int64_t)ua : (int64_t)(ua % ub);
    else if (b == 0) *r = a;
    else if (a == smin && b == -1) *r = 0;
    else *r = a % b;
    return true;
  case RC_OP_POWER: *r = ipow(a, b, u); return true;
  case RC_OP_MAXIMUM: *r = u ? (int64_t)(ua > ub ? ua : ub) : (a > b ? a : b); return true;
  case RC_OP_MINIMUM: *r = u ? (int64_t)(ua < ub ? ua : ub) : (a < b ? a : b); return true;
  case RC_OP_AND: *r = a & b; return true;
  case RC_OP_OR: *r = a | b; return true;
  case RC_OP_XOR: *r = a ^ b; return true;
  case RC_OP_SHL: *r = ub >= (uint64_t)w ? 0 : (int64_t)(ua << ub); return true;
  case RC_OP_SHR_LOGICAL: *r = ub >= (uint64_t)w ? 0 : (int64_t)(ua >> ub); return true;
  case RC_OP_SHR_ARITH: {
    int64_t s = u ? (int64_t)ua : a; /* sign-extended for signed types */
    if (u && (ua >> (w - 1)) & 1) s = (int64_t)(ua | ~mask(w)); /* unsigned: shift its bit pattern as signed */
    *r = ub >= (uint64_t)w ? (s < 0 ? -1 : 0) : (s >> ub);
    return true;
  }
  default: return false;
  }
}

static bool int_unary(RcOp op, RcDType dt, int64_t a, int64_t *r) {
  int w = width(dt);
  uint64_t ua = (uint64_t)a & mask(w);
  bool u = rc_dtype_info[dt].cls != RC_DC_SINT;
  switch (op) {
  case RC_OP_ABS: *r = u ? a : (a < 0 ? (int64_t)(0 - (uint64_t)a) : a); return true;
  case RC_OP_NEGATE: *r = (int64_t)(0 - (uint64_t)a); return true;
  case RC_OP_SQUARE: *r = (int64_t)((uint64_t)a * (uint64_t)a); return true;
  case RC_OP_SIGN: *r = u ? (ua != 0) : (a > 0) - (a < 0); return true;
  case RC_OP_NOT: *r = dt == RC_DT_PRED ? !a : ~a; return true;
  case RC_OP_POPCNT: *r = __builtin_popcountll(ua); return true;
  case RC_OP_CLZ: *r = ua ? __builtin_clzll(ua) - (64 - w) : w; return true;
  default: return false;
  }
}

static bool cmp_i(Cmp c, RcDType dt, int64_t a, int64_t b) {
  if (rc_dtype_info[dt].cls == RC_DC_SINT) {
    switch (c) {
    case CMP_EQ: return a == b;
    case CMP_NE: return a != b;
    case CMP_LT: return a < b;
    case CMP_LE: return a <= b;
    case CMP_GT: return a > b;
    case CMP_GE: return a >= b;
    default: return false;
    }
  }
  uint64_t x = (uint64_t)a & mask(width(dt)), y = (uint64_t)b & mask(width(dt));
  switch (c) {
  case CMP_EQ: return x == y;
  case CMP_NE: return x != y;
  case CMP_LT: return x < y;
  case CMP_LE: return x <= y;
  case CMP_GT: return x > y;
  case CMP_GE: return x >= y;
  default: return false;
  }
}

/* ---- f32 fast loops ---- */

/* One element loop for any element type (x, y of the arrays' type); strides are 1
 * (a full operand) or 0 (a broadcast scalar). */
#define LOOP1(EXPR)                                                         \
  for (int64_t i = 0; i < n; i++) {                                         \
    __typeof__(a[0]) x = a[i];                                              \
    o[i] = (EXPR);                                                          \
  }                                                                         \
  return true;
#define LOOP2(EXPR)                                                         \
  if (sa == 1 && sb == 1) {                                                 \
    for (int64_t i = 0; i < n; i++) {                                       \
      __typeof__(a[0]) x = a[i], y = b[i];                                  \
      o[i] = (EXPR);                                                        \
    }                                                                       \
  } else {                                                                  \
    for (int64_t i = 0; i < n; i++) {                                       \
      __typeof__(a[0]) x = a[i * sa], y = b[i * sb];                        \
      o[i] = (EXPR);                                                        \
    }                                                                       \
  }                                                                         \
  return true;

__attribute__((noinline)) static bool f32_unary(RcOp op, float *restrict o, const float *restrict a, int64_t n) {
  switch (op) {
  case RC_OP_ABS: LOOP1(fabsf(x))
  case RC_OP_NEGATE: LOOP1(-x)
  case RC_OP_EXP: LOOP1(expf(x))
  case RC_OP_LOG: LOOP1(logf(x))
  case RC_OP_LOGISTIC: LOOP1(1.0f / (1.0f + expf(-x)))
  case RC_OP_TANH: LOOP1(tanhf(x))
  case RC_OP_ERF: LOOP1(erff(x))
  case RC_OP_SQUARE: LOOP1(x * x)
  case RC_OP_SQRT: LOOP1(sqrtf(x))
  case RC_OP_RSQRT: LOOP1(1.0f / sqrtf(x))
  default: return false;
  }
}

__attribute__((noinline)) static bool f32_binary(RcOp op, float *restrict o, const float *restrict a, int64_t sa,
                                                 const float *restrict b, int64_t sb,
                       int64_t n) {
  switch (op) {
  case RC_OP_ADD: LOOP2(x + y)
  case RC_OP_SUBTRACT: LOOP2(x - y)
  case RC_OP_MULTIPLY: LOOP2(x * y)
  case RC_OP_DIVIDE: LOOP2(x / y)
  case RC_OP_MAXIMUM: LOOP2(rc_num_maxf(x, y))
  case RC_OP_MINIMUM: LOOP2(rc_num_minf(x, y))
  case RC_OP_POWER: LOOP2(powf(x, y))
  default: return false;
  }
}

/* ---- f64 loops: the widened reference of a rewrite check runs every op in f64. The same
 * formulas as rc_num_unary / rc_num_binary, with the switch taken once per range (the
 * same LOOP1 / LOOP2). ---- */

static bool f64_unary(RcOp op, double *restrict o, const double *restrict a, int64_t sa, int64_t n) {
  if (sa != 1) { /* a broadcast scalar: one value */
    double r = 0;
    if (!rc_num_unary(op, a[0], &r)) return false;
    for (int64_t i = 0; i < n; i++) o[i] = r;
    return true;
  }
  switch (op) {
  case RC_OP_ABS: LOOP1(fabs(x))
  case RC_OP_NEGATE: LOOP1(-x)
  case RC_OP_EXP: LOOP1(exp(x))
  case RC_OP_LOG: LOOP1(log(x))
  case RC_OP_LOGISTIC: LOOP1(1.0 / (1.0 + exp(-x)))
  case RC_OP_TANH: LOOP1(tanh(x))
  case RC_OP_ERF: LOOP1(erf(x))
  case RC_OP_SQUARE: LOOP1(x * x)
  case RC_OP_SQRT: LOOP1(sqrt(x))
  case RC_OP_RSQRT: LOOP1(1.0 / sqrt(x))
  default:
    for (int64_t i = 0; i < n; i++)
      if (!rc_num_unary(op, a[i], &o[i])) return false;
    return true;
  }
}

static bool f64_binary(RcOp op, double *restrict o, const double *restrict a, int64_t sa, const double *restrict b,
                       int64_t sb, int64_t n) {
  switch (op) {
  case RC_OP_ADD: LOOP2(x + y)
  case RC_OP_SUBTRACT: LOOP2(x - y)
  case RC_OP_MULTIPLY: LOOP2(x * y)
  case RC_OP_DIVIDE: LOOP2(x / y)
  case RC_OP_MAXIMUM: LOOP2(rc_num_max(x, y))
  case RC_OP_MINIMUM: LOOP2(rc_num_min(x, y))
  default:
    for (int64_t i = 0; i < n; i++)
      if (!rc_num_binary(op, a[i * sa], b[i * sb], &o[i])) return false;
    return true;
  }
}

/* ---- the evaluator ---- */

/* Stride of an operand against a result of n elements: 1, or 0 for a scalar broadcast. */
static bool stride(const RcTensor *t, int64_t n, int64_t *s) {
  if (t->tuple) return false;
  if (t->numel == n) *s = 1;
  else if (t->numel == 1) *s = 0;
  else return false;
  return true;
}

/* One checked elementwise op, computed over element ranges (possibly on several threads: every
 * check that can fail is done before, so a range never reports). */
typedef enum { EW_SELECT, EW_CLAMP, EW_CONVERT, EW_COMPARE, EW_IS_FINITE, EW_F32, EW_F64, EW_FLOAT, EW_INT } EwKind;
typedef struct Ew {
  EwKind kind;
  RcOp op;
  int arity;
  RcTensor *const *ops;
  RcTensor *out;
  int64_t s[3];
  RcDType dt;
  Cmp cmp;
  bool total;
} Ew;

static void ew_range(void *user, int64_t lo, int64_t hi) {
  const Ew *e = user;
  RcTensor *const *ops = e->ops;
  RcTensor *out = e->out;
  const int64_t *s = e->s;
  RcDType dt = e->dt;
  RcOp op = e->op;
  switch (e->kind) {
  case EW_SELECT: {
    size_t es = rc_dtype_size(out->dtype);
    const uint8_t *p = ops[0]->data;
    if (es == 8) { /* f64 (the widened reference) and 64-bit ints: plain loads, no memcpy per element */
      const uint64_t *a = ops[1]->data, *b = ops[2]->data;
      uint64_t *o = out->data;
      for (int64_t i = lo; i < hi; i++) o[i] = p[i * s[0]] ? a[i * s[1]] : b[i * s[2]];
      break;
    }
    if (es == 4) {
      const uint32_t *a = ops[1]->data, *b = ops[2]->data;
      uint32_t *o = out->data;
      for (int64_t i = lo; i < hi; i++) o[i] = p[i * s[0]] ? a[i * s[1]] : b[i * s[2]];
      break;
    }
    for (int64_t i = lo; i < hi; i++) {
      bool c = p[i * s[0]];
      const RcTensor *src = c ? ops[1] : ops[2];
      int64_t k = i * (c ? s[1] : s[2]);
      memcpy((char *)out->data + (size_t)i * es, (const char *)src->data + (size_t)k * es, es);
    }
    break;
  }
  case EW_CLAMP:
    for (int64_t i = lo; i < hi; i++) {
      if (rc_dtype_is_float(out->dtype)) {
        double l = rc_tensor_get_f64(ops[0], i * s[0]), x = rc_tensor_get_f64(ops[1], i * s[1]),
               h = rc_tensor_get_f64(ops[2], i * s[2]);
        rc_tensor_set_f64(out, i, rc_num_min(rc_num_max(x, l), h));
      } else {
        int64_t l = rc_tensor_get_i64(ops[0], i * s[0]), x = rc_tensor_get_i64(ops[1], i * s[1]),
                h = rc_tensor_get_i64(ops[2], i * s[2]), t;
        int_binary(RC_OP_MAXIMUM, out->dtype, x, l, &t);
        int_binary(RC_OP_MINIMUM, out->dtype, t, h, &t);
        rc_tensor_set_i64(out, i, t);
      }
    }
    break;
  case EW_CONVERT:
    for (int64_t i = lo; i < hi; i++) {
      if (rc_dtype_is_float(dt) || !rc_dtype_is_int(out->dtype))
        rc_tensor_set_f64(out, i, rc_tensor_get_f64(ops[0], i * s[0]));
      else rc_tensor_set_i64(out, i, rc_tensor_get_i64(ops[0], i * s[0]));
    }
    break;
  case EW_COMPARE: {
    uint8_t *o = out->data;
    bool isf = rc_dtype_is_float(dt);
    if (dt == RC_DT_F64 && !e->total) {
      const double *a = ops[0]->data, *b = ops[1]->data;
      for (int64_t i = lo; i < hi; i++) o[i] = cmp_f(e->cmp, a[i * s[0]], b[i * s[1]]);
      break;
    }
    for (int64_t i = lo; i < hi; i++) {
      if (isf) {
        double a = rc_tensor_get_f64(ops[0], i * s[0]), b = rc_tensor_get_f64(ops[1], i * s[1]);
        o[i] = e->total ? cmp_i(e->cmp, RC_DT_S64, total_key(a), total_key(b)) : cmp_f(e->cmp, a, b);
      } else {
        o[i] = cmp_i(e->cmp, dt, rc_tensor_get_i64(ops[0], i * s[0]), rc_tensor_get_i64(ops[1], i * s[1]));
      }
    }
    break;
  }
  case EW_IS_FINITE: {
    uint8_t *o = out->data;
    for (int64_t i = lo; i < hi; i++) o[i] = isfinite(rc_tensor_get_f64(ops[0], i * s[0]));
    break;
  }
  case EW_F32: {
    float *o = (float *)out->data + lo;
    const float *a = (const float *)ops[0]->data + lo * s[0];
    if (e->arity == 1) f32_unary(op, o, a, hi - lo);
    else f32_binary(op, o, a, s[0], (const float *)ops[1]->data + lo * s[1], s[1], hi - lo);
    break;
  }
  case EW_F64: {
    double *o = (double *)out->data + lo;
    const double *a = (const double *)ops[0]->data + lo * s[0];
    if (e->arity == 1) f64_unary(op, o, a, s[0], hi - lo);
    else f64_binary(op, o, a, s[0], (const double *)ops[1]->data + lo * s[1], s[1], hi - lo);
    break;
  }
  case EW_FLOAT:
    for (int64_t i = lo; i < hi; i++) {
      double a = rc_tensor_get_f64(ops[0], i * s[0]), r = 0;
      if (e->arity == 1) rc_num_unary(op, a, &r);
      else rc_num_binary(op, a, rc_tensor_get_f64(ops[1], i * s[1]), &r);
      rc_tensor_set_f64(out, i, r);
    }
    break;
  case EW_INT:
    for (int64_t i = lo; i < hi; i++) {
      int64_t a = rc_tensor_get_i64(ops[0], i * s[0]), r = 0;
      if (e->arity == 1) int_unary(op, dt, a, &r);
      else int_binary(op, dt, a, rc_tensor_get_i64(ops[1], i * s[1]), &r);
      rc_tensor_set_i64(out, i, r);
    }
    break;
  }
}

/* The f32 fast loops that exist for op (probed on one element). */
static bool f32_has(RcOp op, int arity, int64_t s0) {
  float o, a = 0, b = 1;
  return arity == 1 ? (s0 == 1 && f32_unary(op, &o, &a, 1)) : f32_binary(op, &o, &a, 0, &b, 0, 1);
}

RcStatus rc_eval_elementwise(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  return rc_eval_elementwise_as(I, n, n->op, ops, res);
}

RcStatus rc_eval_elementwise_as(RcInterp *I, RcNode *n, RcOp op, RcTensor **ops, RcTensor **res) {
  if (n->nresults != 1) return rc_exec_error(I, n, "expected one result");
  int arity = rc_op_info[op].arity;
  if (arity < 1 || (uint32_t)arity != n->noperands)
    return rc_exec_error(I, n, "expected %d operands, got %u", arity, n->noperands);
  RcTensor *out = rc_exec_result_tensor(I, n, 0);
  if (!out) return RC_ERR_INPUT;
  Ew e = {.op = op, .arity = arity, .ops = ops, .out = out, .s = {1, 1, 1}, .dt = ops[0]->dtype};
  int64_t N = out->numel;
  for (uint32_t i = 0; i < n->noperands; i++) {
    if (!stride(ops[i], N, &e.s[i]) || rc_dtype_size(ops[i]->dtype) == 0) {
      char d1[96], d2[96];
      rc_tensor_describe(ops[i], d1, sizeof d1);
      rc_tensor_describe(out, d2, sizeof d2);
      rc_tensor_free(out);
      return rc_exec_error(I, n, "operand %u is %s, which does not fit the result %s", i, d1, d2);
    }
  }
  RcDType dt = ops[0]->dtype, odt = out->dtype;
  bool isf = rc_dtype_is_float(dt);
  RcStatus st = RC_OK;

  if (op == RC_OP_SELECT) {
    if (ops[0]->dtype != RC_DT_PRED || ops[1]->dtype != odt || ops[2]->dtype != odt)
      st = rc_exec_error(I, n, "select wants a pred and two operands of the result type");
    e.kind = EW_SELECT;
  } else if (op == RC_OP_CLAMP) {
    if (ops[0]->dtype != odt || ops[1]->dtype != odt || ops[2]->dtype != odt)
      st = rc_exec_error(I, n, "clamp operands must have the result's element type");
    e.kind = EW_CLAMP;
  } else if (op == RC_OP_CONVERT) { /* handled with the shape ops, but keep elementwise callers safe */
    e.kind = EW_CONVERT;
  } else if (arity == 2 && ops[1]->dtype != dt) {
    st = rc_exec_error(I, n, "operands have different element types (%s and %s)", rc_dtype_info[dt].hlo,
                       rc_dtype_info[ops[1]->dtype].hlo);
  } else if (op == RC_OP_COMPARE) {
    e.cmp = cmp_dir(n, &e.total);
    if (e.cmp == CMP_BAD || odt != RC_DT_PRED)
      st = rc_exec_error(I, n, e.cmp == CMP_BAD ? "missing comparison direction" : "result must be pred");
    e.kind = EW_COMPARE;
  } else if (op == RC_OP_IS_FINITE) {
    if (!isf || odt != RC_DT_PRED) st = rc_exec_error(I, n, "is-finite takes a float operand and yields pred");
    e.kind = EW_IS_FINITE;
  } else if (odt != dt) {
    st = rc_exec_error(I, n, "result element type %s differs from the operands' %s", rc_dtype_info[odt].hlo,
                       rc_dtype_info[dt].hlo);
  } else if (dt == RC_DT_F32 && f32_has(op, arity, e.s[0])) {
    e.kind = EW_F32;
  } else if (isf) {
    double r;
    if (!(arity == 1 ? rc_num_unary(op, 0, &r) : rc_num_binary(op, 0, 1, &r)))
      st = rc_exec_error(I, n, "not defined on %s operands", rc_dtype_info[dt].hlo);
    e.kind = dt == RC_DT_F64 ? EW_F64 : EW_FLOAT;
  } else if (rc_dtype_is_int(dt) || dt == RC_DT_PRED) {
    int64_t r;
    bool ok;
    if (dt == RC_DT_PRED && arity == 2 && op != RC_OP_AND && op != RC_OP_OR && op != RC_OP_XOR &&
        op != RC_OP_MAXIMUM && op != RC_OP_MINIMUM)
      ok = false;
    else if (dt == RC_DT_PRED && arity == 1 && op != RC_OP_NOT)
      ok = false;
    else
      ok = arity == 1 ? int_unary(op, dt, 0, &r) : int_binary(op, dt, 0, 1, &r);
    if (!ok) st = rc_exec_error(I, n, "not defined on %s operands", rc_dtype_info[dt].hlo);
    e.kind = EW_INT;
  } else {
    st = rc_exec_error(I, n, "element type %s is not supported", dt < RC_DT_COUNT ? rc_dtype_info[dt].hlo : "?");
  }
  if (st != RC_OK) {
    rc_tensor_free(out);
    return st;
  }
  rc_par_for(I->par, N, 64, 1, ew_range, &e);
  *res = out;
  return RC_OK;
}
