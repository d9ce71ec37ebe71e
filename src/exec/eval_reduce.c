/* reduce with its region. A region that is one associative op of its two
 * parameters (add, multiply, maximum, minimum, and, or) takes a direct loop;
 * any other region (variadic reduces, argmax-style bodies, elementwise
 * chains) is run through the interpreter once per element. Float sums
 * accumulate in double and round once at the end: more accurate than XLA's
 * f32 running sum, which is what a verification reference wants. f32 reduces
 * over the last dimension alone split by rows across the run's threads. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"

static RcFunc *region(const RcNode *n) {
  if (rc_node_nregions(n)) return rc_node_regions(n)[0];
  RcAttr *a = rc_node_attr(n, "to_apply");
  return a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
}

/* The op of a region "return op(p0, p1)", or RC_OP_OPAQUE. */
static RcOp simple_region(RcFunc *f) {
  if (!f || f->nparams != 2) return RC_OP_OPAQUE;
  RcNode *op = NULL;
  rc_func_for_each(f, x) {
    if (x->op == RC_OP_PARAMETER || x->op == RC_OP_RETURN) continue;
    if (op) return RC_OP_OPAQUE;
    op = x;
  }
  if (!op || op->noperands != 2 || !(rc_op_info[op->op].flags & RC_F_ASSOC) || !(rc_op_info[op->op].flags & RC_F_COMM))
    return RC_OP_OPAQUE;
  RcNode *ret = f->last;
  if (!ret || ret->op != RC_OP_RETURN || ret->noperands != 1 || rc_node_operand(ret, 0)->def != op) return RC_OP_OPAQUE;
  RcNode *a = rc_node_operand(op, 0)->def, *b = rc_node_operand(op, 1)->def;
  if (!((a == f->params[0] && b == f->params[1]) || (a == f->params[1] && b == f->params[0]))) return RC_OP_OPAQUE;
  return op->op;
}

static double fold_f(RcOp op, double a, double b) {
  switch (op) {
  case RC_OP_ADD: return a + b;
  case RC_OP_MULTIPLY: return a * b;
  case RC_OP_MAXIMUM: return isnan(a) ? a : isnan(b) ? b : (a > b || (a == b && !signbit(a))) ? a : b;
  case RC_OP_MINIMUM: return isnan(a) ? a : isnan(b) ? b : (a < b || (a == b && signbit(a))) ? a : b;
  default: return NAN;
  }
}

static bool fold_i(RcOp op, bool is_unsigned, int64_t a, int64_t b, int64_t *r) {
  switch (op) {
  case RC_OP_ADD: *r = (int64_t)((uint64_t)a + (uint64_t)b); return true;
  case RC_OP_MULTIPLY: *r = (int64_t)((uint64_t)a * (uint64_t)b); return true;
  case RC_OP_MAXIMUM: *r = is_unsigned ? ((uint64_t)a > (uint64_t)b ? a : b) : (a > b ? a : b); return true;
  case RC_OP_MINIMUM: *r = is_unsigned ? ((uint64_t)a < (uint64_t)b ? a : b) : (a < b ? a : b); return true;
  case RC_OP_AND: *r = a & b; return true;
  case RC_OP_OR: *r = a | b; return true;
  case RC_OP_XOR: *r = a ^ b; return true;
  default: return false;
  }
}

/* f32 rows reduced over the last dimension alone: row r folds into acc[r]. */
typedef struct {
  RcOp fast;
  const float *x;
  int64_t cols;
  double *acc;
} RowSum;

static void row_reduce_range(void *user, int64_t lo, int64_t hi) {
  const RowSum *rs = user;
  for (int64_t r = lo; r < hi; r++) {
    double a = rs->acc[r];
    const float *row = rs->x + r * rs->cols;
    if (rs->fast == RC_OP_ADD)
      for (int64_t j = 0; j < rs->cols; j++) a += row[j];
    else
      for (int64_t j = 0; j < rs->cols; j++) a = fold_f(rs->fast, a, row[j]);
    rs->acc[r] = a;
  }
}

/* One reduce being evaluated: N inputs ops[0, N) of one shape (in0's) and N init values
 * ops[N, 2N), folded over the dimensions marked in `reduced` into outs[0, N) of M elements;
 * ost gives the output stride of each input dimension (0 where reduced). */
typedef struct {
  RcInterp *I;
  RcNode *n;
  RcTensor **ops, *in0;
  uint32_t N;
  const RcAttr *dims;
  bool reduced[RC_TENSOR_MAX_RANK];
  int64_t ost[RC_TENSOR_MAX_RANK];
  RcTensor *outs[16];
  int64_t M;
} Reduce;

/* Steps the row-major index idx of in0 by one element and the output offset *o with it. */
static void step(const Reduce *rd, int64_t *idx, int64_t *o) {
  const RcTensor *in0 = rd->in0;
  for (int32_t d = in0->rank - 1; d >= 0; d--) {
    *o += rd->ost[d];
    if (++idx[d] < in0->dims[d]) break;
    *o -= rd->ost[d] * in0->dims[d];
    idx[d] = 0;
  }
}

/* Checks the inputs and init values and the dimensions, marks rd->reduced and allocates the
 * outputs. */
static RcStatus prepare(Reduce *rd) {
  RcInterp *I = rd->I;
  RcNode *n = rd->n;
  RcTensor **ops = rd->ops, *in0 = rd->in0;
  uint32_t N = rd->N;
  const RcAttr *dims = rd->dims;
  for (uint32_t k = 0; k < N; k++) {
    if (ops[k]->tuple || ops[k]->rank != in0->rank)
      return rc_exec_error(I, n, "inputs must be tensors of one shape");
    for (int32_t d = 0; d < in0->rank; d++)
      if (ops[k]->dims[d] != in0->dims[d]) return rc_exec_error(I, n, "inputs must be tensors of one shape");
    if (ops[N + k]->tuple || ops[N + k]->numel != 1 || ops[N + k]->dtype != ops[k]->dtype)
      return rc_exec_error(I, n, "init value %u must be a scalar of its input's element type", k);
  }
  bool *reduced = rd->reduced;
  for (uint32_t i = 0; i < dims->u.ints.n; i++) {
    int64_t d = dims->u.ints.v[i];
    if (d < 0 || d >= in0->rank || reduced[d]) return rc_exec_error(I, n, "invalid reduce dimension %lld", (long long)d);
    reduced[d] = true;
  }
  int64_t odims[RC_TENSOR_MAX_RANK];
  int32_t orank = 0;
  for (int32_t d = 0; d < in0->rank; d++)
    if (!reduced[d]) odims[orank++] = in0->dims[d];
  /* Output strides per input dimension (0 where reduced). */
  int64_t s = 1;
  for (int32_t d = in0->rank - 1; d >= 0; d--) {
    rd->ost[d] = reduced[d] ? 0 : s;
    if (!reduced[d]) s *= in0->dims[d];
  }
  if (N > 16) return rc_exec_error(I, n, "more than 16 reduced inputs");
  for (uint32_t k = 0; k < N; k++) {
    rd->outs[k] = rc_tensor_alloc(ops[k]->dtype, orank, odims);
    if (!rd->outs[k]) {
      for (uint32_t j = 0; j < k; j++) rc_tensor_free(rd->outs[j]);
      return rc_exec_error(I, n, "out of memory");
    }
  }
  rd->M = rd->outs[0]->numel;
  return RC_OK;
}

/* Folds the float input into acc (M accumulators, init values already there) with the
 * associative op `fast`. */
static void fold_float(const Reduce *rd, RcOp fast, double *acc) {
  RcTensor *in0 = rd->in0;
  const int64_t *ost = rd->ost;
  RcDType dt = in0->dtype;
  if (dt == RC_DT_F32 && in0->rank >= 1 && rd->reduced[in0->rank - 1]) {
    /* Row reductions over the last dimension: the common case, a tight inner loop. */
    int64_t cols = in0->dims[in0->rank - 1];
    const float *x = in0->data;
    bool last_only = rd->dims->u.ints.n == 1; /* each row has its own output: split by rows over threads */
    if (last_only && cols) {
      RowSum rs = {fast, x, cols, acc};
      rc_par_for(rd->I->par, in0->numel / cols, 1, cols, row_reduce_range, &rs);
    }
    for (int64_t r = 0; !last_only && r < in0->numel / (cols ? cols : 1) && cols; r++) {
      int64_t oo = 0, rr = r;
      for (int32_t d = in0->rank - 2; d >= 0; d--) {
        oo += (rr % in0->dims[d]) * ost[d];
        rr /= in0->dims[d];
      }
      double a = acc[oo];
      const float *row = x + r * cols;
      if (fast == RC_OP_ADD)
        for (int64_t j = 0; j < cols; j++) a += row[j];
      else
        for (int64_t j = 0; j < cols; j++) a = fold_f(fast, a, row[j]);
      acc[oo] = a;
    }
  } else if (dt == RC_DT_F64 && in0->rank >= 1 && rd->reduced[in0->rank - 1] && rd->dims->u.ints.n == 1) {
    /* f64 rows (the widened reference of a rewrite check): output r folds row r in order, as the
     * general walk below does. */
    int64_t cols = in0->dims[in0->rank - 1];
    const double *x = in0->data;
    for (int64_t r = 0; cols && r < in0->numel / cols; r++) {
      double a = acc[r];
      const double *row = x + r * cols;
      if (fast == RC_OP_ADD)
        for (int64_t j = 0; j < cols; j++) a += row[j];
      else
        for (int64_t j = 0; j < cols; j++) a = fold_f(fast, a, row[j]);
      acc[r] = a;
    }
  } else {
    int64_t idx[RC_TENSOR_MAX_RANK] = {0}, o = 0;
    const double *xd = dt == RC_DT_F64 ? in0->data : NULL;
    for (int64_t i = 0; i < in0->numel; i++) {
      acc[o] = fold_f(fast, acc[o], xd ? xd[i] : rc_tensor_get_f64(in0, i));
      step(rd, idx, &o);
    }
  }
}

/* A float reduce by one associative op, accumulated in double and rounded once. */
static RcStatus reduce_float(const Reduce *rd, RcOp fast) {
  int64_t M = rd->M;
  RcStatus st = RC_OK;
  double *acc = malloc(sizeof(double) * (size_t)(M ? M : 1));
  if (!acc) st = rc_exec_error(rd->I, rd->n, "out of memory");
  for (int64_t i = 0; st == RC_OK && i < M; i++) acc[i] = rc_tensor_get_f64(rd->ops[1], 0);
  if (st == RC_OK) fold_float(rd, fast, acc);
  RcTensor *out = rd->outs[0];
  if (st == RC_OK && out->dtype == RC_DT_F64 && M) memcpy(out->data, acc, sizeof(double) * (size_t)M);
  else
    for (int64_t i = 0; st == RC_OK && i < M; i++) rc_tensor_set_f64(out, i, acc[i]);
  free(acc);
  return st;
}

/* An integer reduce by one associative op. */
static void reduce_int(const Reduce *rd, RcOp fast) {
  RcTensor *in0 = rd->in0, *out = rd->outs[0];
  bool u = rc_dtype_info[in0->dtype].cls != RC_DC_SINT;
  int64_t idx[RC_TENSOR_MAX_RANK] = {0}, o = 0;
  for (int64_t i = 0; i < rd->M; i++) rc_tensor_set_i64(out, i, rc_tensor_get_i64(rd->ops[1], 0));
  for (int64_t i = 0; i < in0->numel; i++) {
    int64_t r = 0;
    fold_i(fast, u, rc_tensor_get_i64(out, o), rc_tensor_get_i64(in0, i), &r);
    rc_tensor_set_i64(out, o, r);
    step(rd, idx, &o);
  }
}

/* General region: run it per element on scalar tensors. */
static RcStatus reduce_by_region(const Reduce *rd, RcFunc *body) {
  RcInterp *I = rd->I;
  RcNode *n = rd->n;
  RcTensor **ops = rd->ops, *in0 = rd->in0, *const *outs = rd->outs;
  uint32_t N = rd->N;
  RcStatus st = RC_OK;
  int64_t idx[RC_TENSOR_MAX_RANK] = {0}, o = 0;
  RcTensor *args[32] = {0};
  size_t es[16];
  for (uint32_t k = 0; k < N; k++) {
    es[k] = rc_dtype_size(ops[k]->dtype);
    for (int64_t i = 0; i < rd->M; i++)
      memcpy((char *)outs[k]->data + (size_t)i * es[k], ops[N + k]->data, es[k]);
    args[k] = rc_tensor_alloc(ops[k]->dtype, 0, NULL);
    args[N + k] = rc_tensor_alloc(ops[k]->dtype, 0, NULL);
    if (!args[k] || !args[N + k]) st = rc_exec_error(I, n, "out of memory");
  }
  for (int64_t i = 0; st == RC_OK && i < in0->numel; i++) {
    for (uint32_t k = 0; k < N; k++) {
      memcpy(args[k]->data, (char *)outs[k]->data + (size_t)o * es[k], es[k]);
      memcpy(args[N + k]->data, (char *)ops[k]->data + (size_t)i * es[k], es[k]);
    }
    RcTensor *r[16];
    uint32_t nr = 0;
    st = rc_exec_func(I, body, args, 2 * N, r, 16, &nr);
    if (st != RC_OK) break;
    if (nr == 1 && N > 1 && r[0]->tuple && r[0]->nelems == N) { /* HLO: tuple-returning reducer */
      RcTensor *t = r[0];
      for (uint32_t k = 0; k < N; k++) r[k] = rc_tensor_ref(t->elems[k]);
      rc_tensor_free(t);
      nr = N;
    }
    if (nr != N) {
      for (uint32_t k = 0; k < nr; k++) rc_tensor_free(r[k]);
      st = rc_exec_error(I, n, "reducer returned %u values, expected %u", nr, N);
      break;
    }
    for (uint32_t k = 0; k < N; k++) {
      if (r[k]->tuple || r[k]->numel != 1 || r[k]->dtype != ops[k]->dtype)
        st = rc_exec_error(I, n, "reducer result %u is not a scalar of the input's type", k);
      else
        memcpy((char *)outs[k]->data + (size_t)o * es[k], r[k]->data, es[k]);
      rc_tensor_free(r[k]);
    }
    step(rd, idx, &o);
  }
  for (uint32_t k = 0; k < 2 * N; k++) rc_tensor_free(args[k]);
  return st;
}

/* The outputs as the node's results (one each, or one tuple), checked against the declared
 * types; the outputs are taken over (freed on failure). */
static RcStatus set_results(const Reduce *rd, RcTensor **res) {
  RcInterp *I = rd->I;
  RcNode *n = rd->n;
  uint32_t N = rd->N;
  RcTensor *const *outs = rd->outs;
  if (n->nresults == N) {
    for (uint32_t k = 0; k < N; k++) res[k] = outs[k];
  } else if (n->nresults == 1) {
    res[0] = rc_tensor_tuple(outs, N);
    for (uint32_t k = 0; k < N; k++) rc_tensor_free(outs[k]);
    if (!res[0]) return rc_exec_error(I, n, "out of memory");
  } else {
    for (uint32_t k = 0; k < N; k++) rc_tensor_free(outs[k]);
    return rc_exec_error(I, n, "reduce of %u inputs has %u results", N, n->nresults);
  }
  /* Check against the declared types. */
  for (uint32_t k = 0; k < n->nresults; k++) {
    if (!rc_tensor_matches_type(res[k], n->results[k].type) && n->results[k].type &&
        n->results[k].type->kind != RC_TYPE_OPAQUE) {
      char a[96], b[96];
      rc_tensor_describe(res[k], a, sizeof a);
      rc_type_describe(n->results[k].type, b, sizeof b);
      for (uint32_t j = 0; j < n->nresults; j++) {
        rc_tensor_free(res[j]);
        res[j] = NULL;
      }
      return rc_exec_error(I, n, "computed %s but the result type is %s", a, b);
    }
  }
  return RC_OK;
}

RcStatus rc_eval_reduce(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  if (n->noperands < 2 || n->noperands % 2) return rc_exec_error(I, n, "expected inputs and as many init values");
  uint32_t N = n->noperands / 2;
  RcFunc *body = region(n);
  if (!body) return rc_exec_error(I, n, "reduce has no reducer computation");
  const RcAttr *dims = rc_node_attr(n, "dimensions");
  if (!dims || dims->kind != RC_ATTR_INTS) return rc_exec_error(I, n, "reduce has no dimensions");
  Reduce rd = {.I = I, .n = n, .ops = ops, .in0 = ops[0], .N = N, .dims = dims};
  RcStatus st = prepare(&rd);
  if (st != RC_OK) return st;
  RcOp fast = N == 1 ? simple_region(body) : RC_OP_OPAQUE;
  RcDType dt = rd.in0->dtype;
  if (fast != RC_OP_OPAQUE && rc_dtype_is_float(dt) && fast != RC_OP_AND && fast != RC_OP_OR && fast != RC_OP_XOR)
    st = reduce_float(&rd, fast);
  else if (fast != RC_OP_OPAQUE && !rc_dtype_is_float(dt))
    reduce_int(&rd, fast);
  else
    st = reduce_by_region(&rd, body);
  if (st != RC_OK) {
    for (uint32_t k = 0; k < N; k++) rc_tensor_free(rd.outs[k]);
    return st;
  }
  return set_results(&rd, res);
}

/* reduce-window(x, init) without padding or dilation (rc_attr_window): each output
 * element folds its window of x, in row-major order, into init: in double when the body
 * is one associative float op (rounded once, as reduce does), else by running the body
 * per element. */
RcStatus rc_eval_reduce_window(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  if (n->noperands != 2 || n->nresults != 1) return rc_exec_error(I, n, "expected one input and its init value");
  RcTensor *x = ops[0], *init = ops[1];
  if (x->tuple || init->tuple || init->numel != 1 || init->dtype != x->dtype)
    return rc_exec_error(I, n, "the init value must be a scalar of the input's element type");
  RcFunc *body = region(n);
  if (!body) return rc_exec_error(I, n, "reduce-window has no reducer computation");
  RcOp op = simple_region(body);
  /* float windows of one associative op fold in double; anything else runs the body */
  bool fast = op != RC_OP_OPAQUE && rc_dtype_is_float(x->dtype) && op != RC_OP_AND && op != RC_OP_OR && op != RC_OP_XOR;
  int64_t size[RC_TENSOR_MAX_RANK], stride[RC_TENSOR_MAX_RANK];
  if (x->rank < 1 || !rc_attr_window(rc_node_attr(n, "window"), x->rank, size, stride))
    return rc_exec_error(I, n, "only windows of sizes and strides (no padding or dilation) run here");
  int64_t odims[RC_TENSOR_MAX_RANK];
  for (int32_t d = 0; d < x->rank; d++) {
    if (size[d] < 1 || stride[d] < 1 || size[d] > x->dims[d]) return rc_exec_error(I, n, "invalid window");
    odims[d] = (x->dims[d] - size[d]) / stride[d] + 1;
  }
  RcTensor *out = rc_tensor_alloc(x->dtype, x->rank, odims);
  if (!out) return rc_exec_error(I, n, "out of memory");
  int64_t xst[RC_TENSOR_MAX_RANK], s = 1;
  for (int32_t d = x->rank - 1; d >= 0; d--) {
    xst[d] = s;
    s *= x->dims[d];
  }
  int64_t wn = 1;
  for (int32_t d = 0; d < x->rank; d++) wn *= size[d];
  int64_t oi[RC_TENSOR_MAX_RANK] = {0};
  double i0 = rc_tensor_get_f64(init, 0);
  size_t es = rc_dtype_size(x->dtype);
  RcTensor *args[2] = {fast ? NULL : rc_tensor_alloc(x->dtype, 0, NULL), fast ? NULL : rc_tensor_alloc(x->dtype, 0, NULL)};
  RcStatus st = RC_OK;
  if (!fast && (!args[0] || !args[1])) st = rc_exec_error(I, n, "out of memory");
  for (int64_t o = 0; st == RC_OK && o < out->numel; o++) {
    int64_t base = 0, wi[RC_TENSOR_MAX_RANK] = {0};
    for (int32_t d = 0; d < x->rank; d++) base += oi[d] * stride[d] * xst[d];
    double a = i0;
    if (!fast) memcpy(args[0]->data, init->data, es);
    for (int64_t k = 0; st == RC_OK && k < wn; k++) {
      int64_t at = base;
      for (int32_t d = 0; d < x->rank; d++) at += wi[d] * xst[d];
      if (fast) {
        a = fold_f(op, a, rc_tensor_get_f64(x, at));
      } else {
        RcTensor *r[4];
        uint32_t nr = 0;
        memcpy(args[1]->data, (char *)x->data + (size_t)at * es, es);
        st = rc_exec_func(I, body, args, 2, r, 4, &nr);
        if (st == RC_OK && (nr != 1 || r[0]->tuple || r[0]->numel != 1 || r[0]->dtype != x->dtype))
          st = rc_exec_error(I, n, "reducer result is not a scalar of the input's type");
        else if (st == RC_OK)
          memcpy(args[0]->data, r[0]->data, es);
        for (uint32_t j = 0; j < nr; j++) rc_tensor_free(r[j]);
      }
      for (int32_t d = x->rank - 1; d >= 0; d--) {
        if (++wi[d] < size[d]) break;
        wi[d] = 0;
      }
    }
    if (fast) rc_tensor_set_f64(out, o, a);
    else if (st == RC_OK) memcpy((char *)out->data + (size_t)o * es, args[0]->data, es);
    for (int32_t d = x->rank - 1; d >= 0; d--) {
      if (++oi[d] < odims[d]) break;
      oi[d] = 0;
    }
  }
  rc_tensor_free(args[0]);
  rc_tensor_free(args[1]);
  if (st != RC_OK) {
    rc_tensor_free(out);
    return st;
  }
  res[0] = out;
  return RC_OK;
}
