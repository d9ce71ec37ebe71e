/* Elementwise ops with their real semantics: IEEE float math (NaN-propagating
 * maximum/minimum, total-order compares when asked), integer ops that wrap at
 * the dtype's width, XLA's integer division rules (x/0 = -1 or all ones,
 * x%0 = x, INT_MIN/-1 = INT_MIN), shifts that saturate past the bit width.
 * f32 operands take tight loops over the buffers (the unfused interpreter a
 * benchmark compares against); every other dtype goes element by element
 * through double or int64 and is rounded to the result dtype (RNE). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"

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

static double sign_f(double x) { return isnan(x) ? x : x > 0 ? 1.0 : x < 0 ? -1.0 : x; }

static double max_f(double a, double b) { return isnan(a) ? a : isnan(b) ? b : (a > b || (a == b && !signbit(a))) ? a : b; }
static double min_f(double a, double b) { return isnan(a) ? a : isnan(b) ? b : (a < b || (a == b && signbit(a))) ? a : b; }

static bool float_unary(RcOp op, double x, double *r) {
  switch (op) {
  case RC_OP_ABS: *r = fabs(x); return true;
  case RC_OP_NEGATE: *r = -x; return true;
  case RC_OP_EXP: *r = exp(x); return true;
  case RC_OP_EXPM1: *r = expm1(x); return true;
  case RC_OP_LOG: *r = log(x); return true;
  case RC_OP_LOG1P: *r = log1p(x); return true;
  case RC_OP_LOGISTIC: *r = 1.0 / (1.0 + exp(-x)); return true;
  case RC_OP_TANH: *r = tanh(x); return true;
  case RC_OP_ERF: *r = erf(x); return true;
  case RC_OP_ERFC: *r = erfc(x); return true;
  case RC_OP_SQRT: *r = sqrt(x); return true;
  case RC_OP_RSQRT: *r = 1.0 / sqrt(x); return true;
  case RC_OP_CBRT: *r = cbrt(x); return true;
  case RC_OP_SIGN: *r = sign_f(x); return true;
  case RC_OP_FLOOR: *r = floor(x); return true;
  case RC_OP_CEIL: *r = ceil(x); return true;
  case RC_OP_ROUND_AFZ: *r = round(x); return true;
  case RC_OP_ROUND_EVEN: *r = nearbyint(x); return true;
  case RC_OP_COS: *r = cos(x); return true;
  case RC_OP_SIN: *r = sin(x); return true;
  case RC_OP_TAN: *r = tan(x); return true;
  default: return false;
  }
}

static bool float_binary(RcOp op, double a, double b, double *r) {
  switch (op) {
  case RC_OP_ADD: *r = a + b; return true;
  case RC_OP_SUBTRACT: *r = a - b; return true;
  case RC_OP_MULTIPLY: *r = a * b; return true;
  case RC_OP_DIVIDE: *r = a / b; return true;
  case RC_OP_REMAINDER: *r = fmod(a, b); return true;
  case RC_OP_POWER: *r = pow(a, b); return true;
  case RC_OP_MAXIMUM: *r = max_f(a, b); return true;
  case RC_OP_MINIMUM: *r = min_f(a, b); return true;
  case RC_OP_ATAN2: *r = atan2(a, b); return true;
  default: return false;
  }
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

#define LOOP1(EXPR)                                                         \
  for (int64_t i = 0; i < n; i++) {                                         \
    float x = a[i];                                                         \
    o[i] = (EXPR);                                                          \
  }                                                                         \
  return true;
#define LOOP2(EXPR)                                                         \
  if (sa && sb) {                                                           \
    for (int64_t i = 0; i < n; i++) {                                       \
      float x = a[i], y = b[i];                                             \
      o[i] = (EXPR);                                                        \
    }                                                                       \
  } else {                                                                  \
    for (int64_t i = 0; i < n; i++) {                                       \
      float x = a[i * sa], y = b[i * sb];                                   \
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
  case RC_OP_MAXIMUM: LOOP2(isnan(x) ? x : isnan(y) ? y : (x > y || (x == y && !signbit(x))) ? x : y)
  case RC_OP_MINIMUM: LOOP2(isnan(x) ? x : isnan(y) ? y : (x < y || (x == y && signbit(x))) ? x : y)
  case RC_OP_POWER: LOOP2(powf(x, y))
  default: return false;
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
  int64_t N = out->numel, s[3] = {1, 1, 1};
  for (uint32_t i = 0; i < n->noperands; i++) {
    if (!stride(ops[i], N, &s[i]) || rc_dtype_size(ops[i]->dtype) == 0) {
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

  if (op == RC_OP_SELECT || op == RC_OP_CLAMP) {
    RcDType vt = op == RC_OP_SELECT ? ops[1]->dtype : ops[1]->dtype;
    if (op == RC_OP_SELECT && (ops[0]->dtype != RC_DT_PRED || ops[1]->dtype != odt || ops[2]->dtype != odt))
      st = rc_exec_error(I, n, "select wants a pred and two operands of the result type");
    if (op == RC_OP_CLAMP && (ops[0]->dtype != odt || ops[1]->dtype != odt || ops[2]->dtype != odt))
      st = rc_exec_error(I, n, "clamp operands must have the result's element type");
    if (st != RC_OK) {
      rc_tensor_free(out);
      return st;
    }
    size_t es = rc_dtype_size(vt);
    const uint8_t *p = ops[0]->data;
    for (int64_t i = 0; i < N; i++) {
      if (op == RC_OP_SELECT) {
        const RcTensor *src = p[i * s[0]] ? ops[1] : ops[2];
        int64_t k = i * (p[i * s[0]] ? s[1] : s[2]);
        memcpy((char *)out->data + (size_t)i * es, (const char *)src->data + (size_t)k * es, es);
      } else if (rc_dtype_is_float(vt)) {
        double lo = rc_tensor_get_f64(ops[0], i * s[0]), x = rc_tensor_get_f64(ops[1], i * s[1]),
               hi = rc_tensor_get_f64(ops[2], i * s[2]);
        rc_tensor_set_f64(out, i, min_f(max_f(x, lo), hi));
      } else {
        int64_t lo = rc_tensor_get_i64(ops[0], i * s[0]), x = rc_tensor_get_i64(ops[1], i * s[1]),
                hi = rc_tensor_get_i64(ops[2], i * s[2]), t;
        int_binary(RC_OP_MAXIMUM, vt, x, lo, &t);
        int_binary(RC_OP_MINIMUM, vt, t, hi, &t);
        rc_tensor_set_i64(out, i, t);
      }
    }
    *res = out;
    return RC_OK;
  }

  if (op == RC_OP_CONVERT) { /* handled with the shape ops, but keep elementwise callers safe */
    for (int64_t i = 0; i < N; i++) {
      if (isf || !rc_dtype_is_int(odt)) rc_tensor_set_f64(out, i, rc_tensor_get_f64(ops[0], i * s[0]));
      else rc_tensor_set_i64(out, i, rc_tensor_get_i64(ops[0], i * s[0]));
    }
    *res = out;
    return RC_OK;
  }

  if (arity == 2 && ops[1]->dtype != dt) {
    rc_tensor_free(out);
    return rc_exec_error(I, n, "operands have different element types (%s and %s)", rc_dtype_info[dt].hlo,
                         rc_dtype_info[ops[1]->dtype].hlo);
  }

  if (op == RC_OP_COMPARE) {
    bool total;
    Cmp c = cmp_dir(n, &total);
    if (c == CMP_BAD || odt != RC_DT_PRED) {
      rc_tensor_free(out);
      return rc_exec_error(I, n, c == CMP_BAD ? "missing comparison direction" : "result must be pred");
    }
    uint8_t *o = out->data;
    for (int64_t i = 0; i < N; i++) {
      if (isf) {
        double a = rc_tensor_get_f64(ops[0], i * s[0]), b = rc_tensor_get_f64(ops[1], i * s[1]);
        if (total) {
          int64_t ka = total_key(a), kb = total_key(b);
          o[i] = cmp_i(c, RC_DT_S64, ka, kb);
        } else {
          o[i] = cmp_f(c, a, b);
        }
      } else {
        o[i] = cmp_i(c, dt, rc_tensor_get_i64(ops[0], i * s[0]), rc_tensor_get_i64(ops[1], i * s[1]));
      }
    }
    *res = out;
    return RC_OK;
  }

  if (op == RC_OP_IS_FINITE) {
    if (!isf || odt != RC_DT_PRED) {
      rc_tensor_free(out);
      return rc_exec_error(I, n, "is-finite takes a float operand and yields pred");
    }
    uint8_t *o = out->data;
    for (int64_t i = 0; i < N; i++) o[i] = isfinite(rc_tensor_get_f64(ops[0], i * s[0]));
    *res = out;
    return RC_OK;
  }

  if (odt != dt) {
    rc_tensor_free(out);
    return rc_exec_error(I, n, "result element type %s differs from the operands' %s", rc_dtype_info[odt].hlo,
                         rc_dtype_info[dt].hlo);
  }

  /* f32 fast loops. */
  if (dt == RC_DT_F32) {
    bool done = arity == 1 ? (s[0] == 1 && f32_unary(op, out->data, ops[0]->data, N))
                           : f32_binary(op, out->data, ops[0]->data, s[0], ops[1]->data, s[1], N);
    if (done) {
      *res = out;
      return RC_OK;
    }
  }

  if (isf) {
    for (int64_t i = 0; i < N; i++) {
      double a = rc_tensor_get_f64(ops[0], i * s[0]), r;
      bool ok = arity == 1 ? float_unary(op, a, &r) : float_binary(op, a, rc_tensor_get_f64(ops[1], i * s[1]), &r);
      if (!ok) {
        st = rc_exec_error(I, n, "not defined on %s operands", rc_dtype_info[dt].hlo);
        break;
      }
      rc_tensor_set_f64(out, i, r);
    }
  } else if (rc_dtype_is_int(dt) || dt == RC_DT_PRED) {
    for (int64_t i = 0; i < N; i++) {
      int64_t a = rc_tensor_get_i64(ops[0], i * s[0]), r;
      bool ok;
      if (dt == RC_DT_PRED && arity == 2 && op != RC_OP_AND && op != RC_OP_OR && op != RC_OP_XOR &&
          op != RC_OP_MAXIMUM && op != RC_OP_MINIMUM)
        ok = false;
      else if (dt == RC_DT_PRED && arity == 1 && op != RC_OP_NOT)
        ok = false;
      else
        ok = arity == 1 ? int_unary(op, dt, a, &r) : int_binary(op, dt, a, rc_tensor_get_i64(ops[1], i * s[1]), &r);
      if (!ok) {
        st = rc_exec_error(I, n, "not defined on %s operands", rc_dtype_info[dt].hlo);
        break;
      }
      rc_tensor_set_i64(out, i, r);
    }
  } else {
    st = rc_exec_error(I, n, "element type %s is not supported", dt < RC_DT_COUNT ? rc_dtype_info[dt].hlo : "?");
  }
  if (st != RC_OK) {
    rc_tensor_free(out);
    return st;
  }
  *res = out;
  return RC_OK;
}
