/* recompose.<op> custom calls and composites, dispatched through the kernel
 * library's registry (rc_kernel_lookup + rc_kernel_run_checked, active ISA)
 * for f32, bf16 and f16. f64 has no kernel: it runs the op's double-precision
 * reference (the fused-op table's, src/fused/ref.c). A build without the kernel library uses that
 * reference for every dtype, and rc_fused_backend says so. With a thread pool
 * the kernels run on element ranges (elementwise ops) or whole rows (row and
 * norm ops), each range exactly as one call over the whole tensor computes it. */
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/exec_config.h"
#include "exec/fused.h"
#include "fused/fused.h"
#include "exec/interp.h"

#if RC_HAVE_KERNELS
#include "recompose/kernels.h"
#endif

const char *rc_fused_backend(void) {
#if RC_HAVE_KERNELS
  return "kernels";
#else
  return "reference (double precision, scalar)";
#endif
}

static const RcFusedOp *find(const char *op) { return rc_fused_lookup(op, strlen(op)); }

bool rc_fused_known(const char *op) { return find(op) != NULL; }
bool rc_fused_is_row_op(const char *op) {
  const RcFusedOp *f = find(op);
  return f && f->kind != RC_KIND_ELEMENTWISE;
}

bool rc_fused_config_parse(const char *s, RcFusedConfig *c, char *err, size_t errlen) {
  RcFusedCfg d;
  if (!rc_fused_config_decode(s, s ? strlen(s) : 0, RC_FUSED_CFG_LENIENT, &d, err, errlen)) return false;
  c->eps = d.eps;
  c->has_eps = (d.given & 1u << RC_FK_eps) != 0;
  c->cols = d.given & 1u << RC_FK_cols ? d.cols : -1;
  c->scale = d.given & 1u << RC_FK_scale ? d.scale : -1;
  c->bias = d.given & 1u << RC_FK_bias ? d.bias : -1;
  c->inner = d.given & 1u << RC_FK_inner ? d.inner : -1;
  c->eps_in = d.given & 1u << RC_FK_eps_in ? d.eps_in : -1;
  c->tail = d.given & 1u << RC_FK_tail ? d.tail : -1;
  return true;
}

#if RC_HAVE_KERNELS
/* One kernel call over a range of elements (elementwise ops) or of rows (row and norm ops). */
typedef struct KRun {
  const RcKernel *k;
  RcKernelConfig kc;
  const void *x, *scale, *bias, *eps, *y; /* y: the rows' tail, tail elements per row */
  void *out;
  size_t esize, cols, tail; /* cols: elements per range unit (a row, or cols * inner for strided rows) */
  bool rows;
  atomic_int failed;
  char err[200]; /* written only by the range that first fails */
} KRun;

static void krun_range(void *user, int64_t lo, int64_t hi) {
  KRun *r = user;
  size_t first = r->rows ? (size_t)lo * r->cols : (size_t)lo, count = r->rows ? (size_t)(hi - lo) * r->cols : (size_t)(hi - lo);
  RcKernelConfig kc = r->kc;
  kc.n = count;
  const void *in[4] = {(const char *)r->x + first * r->esize, NULL, NULL, NULL};
  size_t ni = 1;
  if (r->scale) in[ni++] = r->scale;
  if (r->bias) in[ni++] = r->bias;
  if (r->eps) in[ni++] = r->eps;
  if (r->y) in[ni++] = (const char *)r->y + (size_t)lo * r->tail * r->esize;
  char kerr[200] = "";
  if (rc_kernel_run_checked(r->k, -1, (char *)r->out + first * r->esize, in, &kc, kerr, sizeof kerr) != 0) {
    int zero = 0;
    if (atomic_compare_exchange_strong(&r->failed, &zero, 1)) memcpy(r->err, kerr, sizeof kerr);
  }
}
#endif

bool rc_fused_run(const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins, RcTensor *out,
                  char *err, size_t errlen) {
  return rc_fused_run_par(NULL, op, c, ins, nins, out, err, errlen);
}

bool rc_fused_run_par(RcPar *par, const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins,
                      RcTensor *out, char *err, size_t errlen) {
  (void)par;
  const RcFusedOp *f = find(op);
  if (!f) {
    snprintf(err, errlen, "unknown fused op 'recompose.%s'", op);
    return false;
  }
  const RcTensor *x = ins[0];
  if (!nins || x->tuple || !rc_dtype_is_float(x->dtype) || !rc_tensor_same_type(x, out)) {
    snprintf(err, errlen, "recompose.%s takes one float tensor of the result's type as its first operand", op);
    return false;
  }
  int64_t n = x->numel, cols = x->rank ? x->dims[x->rank - 1] : 1, inner = 1;
  const RcTensor *scale = NULL, *bias = NULL, *epst = NULL, *yt = NULL;
  if (f->kind == RC_KIND_ELEMENTWISE && nins != 1) {
    snprintf(err, errlen, "recompose.%s takes one operand, got %u", op, nins);
    return false;
  }
  if (f->kind != RC_KIND_ELEMENTWISE && c->cols >= 0 && (c->inner > 1 || c->cols != cols)) {
    /* rows over a block of axes: x's dims split as [outer..., cols..., inner...] at axis boundaries */
    int64_t want = c->inner > 1 ? c->inner : 1, p = 1, q = 1;
    int32_t b = x->rank;
    while (b > 0 && p < want) p *= x->dims[--b];
    int32_t a = b;
    while (a > 0 && q < c->cols) q *= x->dims[--a];
    if (p != want || c->cols < 1 || q != c->cols) {
      snprintf(err, errlen, "config says cols=%lld inner=%lld but the operand's dimensions do not split so",
               (long long)c->cols, (long long)want);
      return false;
    }
    cols = c->cols;
    inner = want;
  }
  int64_t rows = cols ? n / cols : 0, unit = cols * inner;
  if (f->kind != RC_KIND_ELEMENTWISE) {
    int64_t tail = c->tail > 0 ? c->tail : 0;
    if (f->kind == RC_KIND_ROW && nins != 1 + (tail > 0)) {
      snprintf(err, errlen, "recompose.%s with tail=%lld takes %d operand%s, got %u", op, (long long)tail,
               1 + (tail > 0), tail > 0 ? "s" : "", nins);
      return false;
    }
    if (tail > 0) {
      yt = ins[1];
      if (inner > 1 || yt->tuple || yt->dtype != x->dtype || yt->numel != rows * tail) {
        snprintf(err, errlen, "the rows' tail must hold %lld rows of tail=%lld elements of %s%s", (long long)rows,
                 (long long)tail, rc_dtype_info[x->dtype].hlo, inner > 1 ? ", over the last axis" : "");
        return false;
      }
    }
    if (f->kind == RC_KIND_NORM) {
      bool e = c->eps_in == 1;
      if (!c->has_eps && !e) {
        snprintf(err, errlen, "recompose.%s needs eps in its config or as an operand", op);
        return false;
      }
      if (nins > 4) {
        snprintf(err, errlen, "recompose.%s takes at most 4 operands, got %u", op, nins);
        return false;
      }
      bool s = c->scale >= 0 ? c->scale : nins - e >= 2, b = c->bias >= 0 ? c->bias : nins - e >= 3;
      if ((uint32_t)(1 + s + b + e) != nins) {
        snprintf(err, errlen, "config says scale=%d bias=%d eps_in=%d but the call has %u operands", s, b, e, nins);
        return false;
      }
      uint32_t k = 1;
      if (s) scale = ins[k++];
      if (b) bias = ins[k++];
      if (e) epst = ins[k++];
      const RcTensor *sb[2] = {scale, bias};
      for (int i = 0; i < 2; i++)
        if (sb[i] && (sb[i]->tuple || sb[i]->numel != cols || sb[i]->dtype != x->dtype)) {
          snprintf(err, errlen, "%s must hold cols=%lld elements of %s (one per column)", i ? "bias" : "scale",
                   (long long)cols, rc_dtype_info[x->dtype].hlo);
          return false;
        }
      if (epst && (epst->tuple || epst->numel != 1 || epst->dtype != x->dtype)) {
        snprintf(err, errlen, "the eps operand must hold one element of %s", rc_dtype_info[x->dtype].hlo);
        return false;
      }
    }
  }
#if RC_HAVE_KERNELS
  if (x->dtype != RC_DT_F64) {
    RcKernelConfig kc = {0};
    kc.dtype = x->dtype == RC_DT_F32 ? RC_KDT_F32 : x->dtype == RC_DT_BF16 ? RC_KDT_BF16 : RC_KDT_F16;
    kc.n = (size_t)n;
    kc.cols = (size_t)cols;
    kc.eps = (float)c->eps;
    kc.has_eps = c->has_eps;
    kc.has_scale = scale != NULL;
    kc.has_bias = bias != NULL;
    kc.inner = (size_t)inner;
    kc.has_eps_in = epst != NULL;
    kc.tail = yt ? (size_t)(yt->numel / (rows ? rows : 1)) : 0;
    const RcKernel *k = rc_kernel_lookup(op, kc.dtype);
    if (!k) {
      snprintf(err, errlen, "the kernel library has no recompose.%s for %s", op, rc_dtype_info[x->dtype].hlo);
      return false;
    }
    if (n == 0) return true;
    KRun kr = {.k = k, .kc = kc, .x = x->data, .out = out->data, .scale = scale ? scale->data : NULL,
               .bias = bias ? bias->data : NULL, .eps = epst ? epst->data : NULL, .y = yt ? yt->data : NULL,
               .tail = kc.tail, .esize = rc_dtype_size(x->dtype), .cols = (size_t)unit,
               .rows = f->kind != RC_KIND_ELEMENTWISE};
    atomic_init(&kr.failed, 0);
    /* A refusal depends on the config alone: every range refuses alike and none writes. */
    if (f->kind == RC_KIND_ELEMENTWISE) {
      rc_par_for(par, n, 64, 1, krun_range, &kr);
    } else {
      rc_par_for(par, unit ? n / unit : 0, 1, unit, krun_range, &kr);
    }
    if (atomic_load(&kr.failed)) {
      snprintf(err, errlen, "kernel recompose.%s refused the call: %s", op, kr.err[0] ? kr.err : "bad configuration");
      return false;
    }
    return true;
  }
#endif
  /* Double-precision reference. */
  if (f->kind == RC_KIND_ELEMENTWISE) {
    for (int64_t i = 0; i < n; i++) rc_tensor_set_f64(out, i, f->ref.elt(rc_tensor_get_f64(x, i)));
    return true;
  }
  int64_t tl = yt ? yt->numel / (rows ? rows : 1) : 0;
  double *row = malloc(sizeof(double) * ((size_t)(cols ? cols : 1) * 3 + (size_t)tl));
  if (!row) {
    snprintf(err, errlen, "out of memory");
    return false;
  }
  double *sv = row + cols + tl, *bv = sv + cols;
  for (int64_t j = 0; j < cols; j++) {
    if (scale) sv[j] = rc_tensor_get_f64(scale, j);
    if (bias) bv[j] = rc_tensor_get_f64(bias, j);
  }
  double eps = epst ? rc_tensor_get_f64(epst, 0) : c->eps;
  for (int64_t r = 0; r < rows; r++) {
    /* row r: element j at (o * cols + j) * inner + i, o = r / inner, i = r % inner */
    int64_t base = (r / inner) * cols * inner + r % inner;
    for (int64_t j = 0; j < cols; j++) row[j] = rc_tensor_get_f64(x, base + j * inner);
    for (int64_t j = 0; j < tl; j++) row[cols + j] = rc_tensor_get_f64(yt, r * tl + j);
    if (f->kind == RC_KIND_ROW) f->ref.row(row, cols + tl);
    else f->ref.norm(row, scale ? sv : NULL, bias ? bv : NULL, cols, eps);
    for (int64_t j = 0; j < cols; j++) rc_tensor_set_f64(out, base + j * inner, row[j]);
  }
  free(row);
  return true;
}

/* The config of a fused node: backend_config, else a composite's composite_attributes. */
static const char *node_config(const RcNode *n) {
  RcAttr *a = rc_node_attr(n, "backend_config");
  if (!a) a = rc_node_attr(n, "composite_attributes");
  if (!a) return NULL;
  return a->kind == RC_ATTR_STR ? a->u.s : a->raw;
}

RcStatus rc_eval_fused(RcInterp *I, RcNode *n, const char *name, RcTensor **in, RcTensor **res) {
  const char *op = name + strlen("recompose.");
  if (n->nresults != 1) return rc_exec_error(I, n, "recompose.%s must have one result", op);
  if (!rc_fused_known(op)) return rc_exec_error(I, n, "unknown fused op '%s'", name);
  RcFusedConfig c;
  char err[256];
  if (!rc_fused_config_parse(node_config(n), &c, err, sizeof err)) return rc_exec_error(I, n, "%s", err);
  RcTensor *out = rc_exec_result_tensor(I, n, 0);
  if (!out) return RC_ERR_INPUT;
  if (!rc_fused_run_par(I->par, op, &c, in, n->noperands, out, err, sizeof err)) {
    rc_tensor_free(out);
    return rc_exec_error(I, n, "%s", err);
  }
  *res = out;
  return RC_OK;
}
