/* Constants and the data-movement ops: broadcast / broadcast_in_dim, reshape,
 * bitcast, copy, transpose, slice, pad, concatenate, iota, convert (round to
 * nearest even, XLA's saturating float->int) and bitcast-convert. Broadcast,
 * transpose and slice are one strided gather: each result dimension reads the
 * operand with its own stride (0 where it broadcasts). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"

static void row_major_strides(const RcTensor *t, int64_t *st) {
  int64_t s = 1;
  for (int32_t i = t->rank - 1; i >= 0; i--) {
    st[i] = s;
    s *= t->dims[i];
  }
}

/* out[idx] = in[base + sum idx[d] * istride[d]] over out's shape. */
static void gather(RcTensor *out, const RcTensor *in, const int64_t *istride, int64_t base) {
  size_t es = rc_dtype_size(out->dtype);
  int32_t r = out->rank;
  if (out->numel == 0) return;
  if (r == 0) {
    memcpy(out->data, (const char *)in->data + (size_t)base * es, es);
    return;
  }
  int64_t idx[RC_TENSOR_MAX_RANK] = {0};
  int64_t inner = out->dims[r - 1], is = istride[r - 1], off = base;
  char *o = out->data;
  const char *src = in->data;
  for (;;) {
    switch (es) {
    case 1:
      for (int64_t j = 0; j < inner; j++) ((uint8_t *)o)[j] = ((const uint8_t *)src)[off + j * is];
      break;
    case 2:
      for (int64_t j = 0; j < inner; j++) ((uint16_t *)o)[j] = ((const uint16_t *)src)[off + j * is];
      break;
    case 4:
      if (is == 0) {
        uint32_t v = ((const uint32_t *)src)[off];
        for (int64_t j = 0; j < inner; j++) ((uint32_t *)o)[j] = v;
      } else {
        for (int64_t j = 0; j < inner; j++) ((uint32_t *)o)[j] = ((const uint32_t *)src)[off + j * is];
      }
      break;
    case 8: /* f64: the widened reference of a rewrite check */
      if (is == 0) {
        uint64_t v = ((const uint64_t *)src)[off];
        for (int64_t j = 0; j < inner; j++) ((uint64_t *)o)[j] = v;
      } else {
        for (int64_t j = 0; j < inner; j++) ((uint64_t *)o)[j] = ((const uint64_t *)src)[off + j * is];
      }
      break;
    default:
      for (int64_t j = 0; j < inner; j++) memcpy(o + (size_t)j * es, src + (size_t)(off + j * is) * es, es);
      break;
    }
    o += (size_t)inner * es;
    int32_t d = r - 2;
    while (d >= 0) {
      idx[d]++;
      off += istride[d];
      if (idx[d] < out->dims[d]) break;
      off -= istride[d] * out->dims[d];
      idx[d] = 0;
      d--;
    }
    if (d < 0) break;
  }
}

RcStatus rc_eval_constant(RcInterp *I, RcNode *n, RcTensor **res) {
  const RcLiteral *lit = n->literal;
  if (!lit || !lit->data) return rc_exec_error(I, n, "constant has no decoded value");
  RcTensor *t = rc_exec_result_tensor(I, n, 0);
  if (!t) return RC_ERR_INPUT;
  size_t es = rc_dtype_size(t->dtype);
  if (lit->dtype != t->dtype || (!lit->splat && lit->count != t->numel && lit->count != 1)) {
    rc_tensor_free(t);
    return rc_exec_error(I, n, "literal has %lld elements of %s, the type wants %lld", (long long)lit->count,
                         lit->dtype < RC_DT_COUNT ? rc_dtype_info[lit->dtype].hlo : "?", (long long)t->numel);
  }
  if (lit->splat || lit->count == 1) {
    for (int64_t i = 0; i < t->numel; i++) memcpy((char *)t->data + (size_t)i * es, lit->data, es);
  } else {
    memcpy(t->data, lit->data, (size_t)t->numel * es);
  }
  *res = t;
  return RC_OK;
}

static RcStatus broadcast(RcInterp *I, RcNode *n, RcTensor *in, RcTensor *out) {
  const RcAttr *a = rc_node_attr_ints(n, "dimensions");
  uint32_t nd = a ? a->u.ints.n : 0;
  if (nd != (uint32_t)in->rank && !(in->rank == 0))
    return rc_exec_error(I, n, "dimensions has %u entries for an operand of rank %d", nd, in->rank);
  int64_t ist[RC_TENSOR_MAX_RANK] = {0}, st[RC_TENSOR_MAX_RANK];
  row_major_strides(in, st);
  for (uint32_t i = 0; i < nd && in->rank; i++) {
    int64_t d = a->u.ints.v[i];
    if (d < 0 || d >= out->rank) return rc_exec_error(I, n, "dimension %lld out of range", (long long)d);
    if (in->dims[i] == out->dims[d]) ist[d] = st[i];
    else if (in->dims[i] == 1) ist[d] = 0;
    else return rc_exec_error(I, n, "operand dimension %u (%lld) does not broadcast to %lld", i, (long long)in->dims[i], (long long)out->dims[d]);
  }
  gather(out, in, ist, 0);
  return RC_OK;
}

static RcStatus transpose(RcInterp *I, RcNode *n, RcTensor *in, RcTensor *out) {
  const RcAttr *a = rc_node_attr_ints(n, "dimensions");
  if (!a || a->u.ints.n != (uint32_t)in->rank) return rc_exec_error(I, n, "permutation missing or of the wrong length");
  int64_t st[RC_TENSOR_MAX_RANK], ist[RC_TENSOR_MAX_RANK];
  bool seen[RC_TENSOR_MAX_RANK] = {0};
  row_major_strides(in, st);
  for (int32_t i = 0; i < out->rank; i++) {
    int64_t p = a->u.ints.v[i];
    if (p < 0 || p >= in->rank || seen[p] || in->dims[p] != out->dims[i])
      return rc_exec_error(I, n, "invalid permutation for these shapes");
    seen[p] = true;
    ist[i] = st[p];
  }
  gather(out, in, ist, 0);
  return RC_OK;
}

static RcStatus slice(RcInterp *I, RcNode *n, RcTensor *in, RcTensor *out) {
  const RcAttr *s = rc_node_attr_ints(n, "slice_starts"), *l = rc_node_attr_ints(n, "slice_limits"), *k = rc_node_attr_ints(n, "slice_strides");
  if (!s || s->u.ints.n != (uint32_t)in->rank) return rc_exec_error(I, n, "slice starts missing");
  int64_t st[RC_TENSOR_MAX_RANK], ist[RC_TENSOR_MAX_RANK], base = 0;
  row_major_strides(in, st);
  for (int32_t i = 0; i < in->rank; i++) {
    int64_t start = s->u.ints.v[i], stride = k && k->u.ints.n == (uint32_t)in->rank ? k->u.ints.v[i] : 1;
    if (stride < 1 || start < 0) return rc_exec_error(I, n, "invalid slice on dimension %d", i);
    int64_t lim = l && l->u.ints.n == (uint32_t)in->rank ? l->u.ints.v[i] : start + out->dims[i] * stride;
    if (lim > in->dims[i] || (out->dims[i] && start + (out->dims[i] - 1) * stride >= in->dims[i]) ||
        out->dims[i] != (lim - start + stride - 1) / stride)
      return rc_exec_error(I, n, "slice [%lld:%lld:%lld] does not fit dimension %d", (long long)start, (long long)lim,
                           (long long)stride, i);
    base += start * st[i];
    ist[i] = st[i] * stride;
  }
  gather(out, in, ist, base);
  return RC_OK;
}

static RcStatus pad(RcInterp *I, RcNode *n, RcTensor *in, RcTensor *pv, RcTensor *out) {
  const RcAttr *lo = rc_node_attr_ints(n, "padding_low"), *hi = rc_node_attr_ints(n, "padding_high"), *it = rc_node_attr_ints(n, "padding_interior");
  uint32_t r = (uint32_t)in->rank;
  if (!lo || !hi || lo->u.ints.n != r || hi->u.ints.n != r || (it && it->u.ints.n != r))
    return rc_exec_error(I, n, "padding configuration missing or of the wrong rank");
  if (pv->numel != 1 || pv->dtype != out->dtype) return rc_exec_error(I, n, "padding value must be a scalar of the result type");
  size_t es = rc_dtype_size(out->dtype);
  for (int32_t d = 0; d < out->rank; d++) {
    int64_t in_ = it ? it->u.ints.v[d] : 0;
    if (in_ < 0) return rc_exec_error(I, n, "negative interior padding");
    int64_t want = lo->u.ints.v[d] + hi->u.ints.v[d] + (in->dims[d] ? in->dims[d] + (in->dims[d] - 1) * in_ : 0);
    if (want != out->dims[d]) return rc_exec_error(I, n, "padding does not produce the result shape on dimension %d", d);
  }
  for (int64_t i = 0; i < out->numel; i++) memcpy((char *)out->data + (size_t)i * es, pv->data, es);
  int64_t ost[RC_TENSOR_MAX_RANK], idx[RC_TENSOR_MAX_RANK] = {0};
  row_major_strides(out, ost);
  for (int64_t i = 0; i < in->numel; i++) {
    int64_t o = 0;
    bool inside = true;
    for (int32_t d = 0; d < in->rank; d++) {
      int64_t p = lo->u.ints.v[d] + idx[d] * ((it ? it->u.ints.v[d] : 0) + 1);
      if (p < 0 || p >= out->dims[d]) inside = false;
      o += p * ost[d];
    }
    if (inside) memcpy((char *)out->data + (size_t)o * es, (const char *)in->data + (size_t)i * es, es);
    for (int32_t d = in->rank - 1; d >= 0; d--) {
      if (++idx[d] < in->dims[d]) break;
      idx[d] = 0;
    }
  }
  return RC_OK;
}

static RcStatus concatenate(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor *out) {
  const RcAttr *a = rc_node_attr_ints(n, "dimensions");
  int64_t ax = a && a->u.ints.n == 1 ? a->u.ints.v[0] : -1;
  if (ax < 0 || ax >= out->rank) return rc_exec_error(I, n, "concatenate dimension missing or out of range");
  size_t es = rc_dtype_size(out->dtype);
  int64_t outer = 1, inner = 1, total = 0;
  for (int64_t d = 0; d < ax; d++) outer *= out->dims[d];
  for (int64_t d = ax + 1; d < out->rank; d++) inner *= out->dims[d];
  for (uint32_t k = 0; k < n->noperands; k++) {
    RcTensor *t = ops[k];
    if (t->tuple || t->dtype != out->dtype || t->rank != out->rank) return rc_exec_error(I, n, "operand %u does not match the result", k);
    for (int32_t d = 0; d < out->rank; d++)
      if (d != ax && t->dims[d] != out->dims[d]) return rc_exec_error(I, n, "operand %u does not match the result", k);
    total += t->dims[ax];
  }
  if (total != out->dims[ax]) return rc_exec_error(I, n, "operand sizes along dimension %lld do not add up", (long long)ax);
  char *o = out->data;
  for (int64_t i = 0; i < outer; i++) {
    for (uint32_t k = 0; k < n->noperands; k++) {
      size_t chunk = (size_t)(ops[k]->dims[ax] * inner) * es;
      memcpy(o, (const char *)ops[k]->data + (size_t)i * chunk, chunk);
      o += chunk;
    }
  }
  return RC_OK;
}

static RcStatus iota(RcInterp *I, RcNode *n, RcTensor *out) {
  RcAttr *a = rc_node_attr(n, "iota_dimension");
  int64_t d = a && a->kind == RC_ATTR_INT ? a->u.i : (out->rank == 1 ? 0 : -1);
  if (d < 0 || d >= out->rank) return rc_exec_error(I, n, "iota_dimension missing or out of range");
  int64_t st[RC_TENSOR_MAX_RANK];
  row_major_strides(out, st);
  for (int64_t i = 0; i < out->numel; i++) {
    int64_t v = (i / st[d]) % out->dims[d];
    if (rc_dtype_is_float(out->dtype)) rc_tensor_set_f64(out, i, (double)v);
    else rc_tensor_set_i64(out, i, v);
  }
  return RC_OK;
}

typedef struct {
  const RcTensor *in;
  RcTensor *out;
} Conv;

static void convert_range(void *user, int64_t lo, int64_t hi) {
  const Conv *c = user;
  const RcTensor *in = c->in;
  RcTensor *out = c->out;
  if (in->dtype == out->dtype) {
    size_t es = rc_dtype_size(in->dtype);
    memcpy((char *)out->data + (size_t)lo * es, (const char *)in->data + (size_t)lo * es, (size_t)(hi - lo) * es);
  } else if (in->dtype == RC_DT_F32 && out->dtype == RC_DT_BF16) {
    for (int64_t i = lo; i < hi; i++) ((uint16_t *)out->data)[i] = rc_num_f32_to_bf16(((const float *)in->data)[i]);
  } else if (in->dtype == RC_DT_BF16 && out->dtype == RC_DT_F32) {
    for (int64_t i = lo; i < hi; i++) ((float *)out->data)[i] = rc_num_bf16_to_f32(((const uint16_t *)in->data)[i]);
  } else if (rc_dtype_is_int(in->dtype) || in->dtype == RC_DT_PRED) {
    for (int64_t i = lo; i < hi; i++) {
      int64_t v = rc_tensor_get_i64(in, i);
      if (rc_dtype_is_float(out->dtype)) {
        double d = rc_dtype_info[in->dtype].cls == RC_DC_UINT ? (double)(uint64_t)v : (double)v;
        rc_tensor_set_f64(out, i, d);
      } else {
        rc_tensor_set_i64(out, i, v);
      }
    }
  } else {
    for (int64_t i = lo; i < hi; i++) rc_tensor_set_f64(out, i, rc_tensor_get_f64(in, i));
  }
}

/* Element by element, so large converts split over the run's threads (exec/par.h). */
static RcStatus convert(RcInterp *I, RcNode *n, RcTensor *in, RcTensor *out) {
  if (in->numel != out->numel) return rc_exec_error(I, n, "operand and result shapes differ");
  Conv c = {in, out};
  rc_par_for(I->par, out->numel, 64, 1, convert_range, &c);
  return RC_OK;
}

RcStatus rc_eval_shape(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  if (n->nresults != 1) return rc_exec_error(I, n, "expected one result");
  if (n->op != RC_OP_IOTA && n->op != RC_OP_CONCATENATE && (!n->noperands || ops[0]->tuple))
    return rc_exec_error(I, n, "operand must be a tensor");
  if (n->op == RC_OP_COPY && ops[0]->tuple) {
    *res = rc_tensor_ref(ops[0]);
    return RC_OK;
  }
  RcTensor *out = rc_exec_result_tensor(I, n, 0);
  if (!out) return RC_ERR_INPUT;
  RcStatus st = RC_OK;
  RcTensor *in = n->noperands ? ops[0] : NULL;
  switch (n->op) {
  case RC_OP_RESHAPE:
  case RC_OP_BITCAST:
  case RC_OP_COPY:
    if (in->dtype != out->dtype || in->numel != out->numel) {
      st = rc_exec_error(I, n, "operand and result differ in element type or count");
    } else {
      RcTensor *v = rc_tensor_reshaped(in, out->rank, out->dims);
      rc_tensor_free(out);
      if (!v) return rc_exec_error(I, n, "out of memory");
      *res = v;
      return RC_OK;
    }
    break;
  case RC_OP_BROADCAST:
    st = in->dtype == out->dtype ? broadcast(I, n, in, out) : rc_exec_error(I, n, "element types differ");
    break;
  case RC_OP_TRANSPOSE:
    st = in->dtype == out->dtype ? transpose(I, n, in, out) : rc_exec_error(I, n, "element types differ");
    break;
  case RC_OP_SLICE:
    st = in->dtype == out->dtype && in->rank == out->rank ? slice(I, n, in, out) : rc_exec_error(I, n, "operand does not match the result");
    break;
  case RC_OP_PAD:
    st = in->dtype == out->dtype && in->rank == out->rank ? pad(I, n, in, ops[1], out) : rc_exec_error(I, n, "operand does not match the result");
    break;
  case RC_OP_CONCATENATE: st = concatenate(I, n, ops, out); break;
  case RC_OP_IOTA: st = iota(I, n, out); break;
  case RC_OP_CONVERT: st = convert(I, n, in, out); break;
  case RC_OP_BITCAST_CONVERT:
    if (rc_dtype_size(in->dtype) != rc_dtype_size(out->dtype) || in->numel != out->numel)
      st = rc_exec_error(I, n, "only same-width bitcast-convert is supported");
    else
      memcpy(out->data, in->data, (size_t)in->numel * rc_dtype_size(in->dtype));
    break;
  default: st = rc_exec_error(I, n, "not a shape op"); break;
  }
  if (st != RC_OK) {
    rc_tensor_free(out);
    return st;
  }
  *res = out;
  return RC_OK;
}
