/* Verifying one rewrite: the matched subgraph against the fused kernel.
 *
 * The reference is the subgraph's own formula evaluated in double precision
 * (every float type widened to f64, constants widened exactly) and rounded
 * once to the result dtype: what the decomposed graph computes mathematically,
 * without the rounding noise of its op-by-op form, so a correct rewrite passes
 * and a wrong constant or formula fails by orders of magnitude. If the
 * widened evaluation cannot run (a region typed for f32, say) the subgraph
 * runs in its own types instead.
 *
 * Probes: x gets the special values first (0, -0, +-1, +-large, +-inf, NaN,
 * denormals, +-30, +-1e-3; row ops get only the finite ones), then seeded
 * uniform values in [-4, 4); scale and bias get uniform values; an input the program
 * computes >= 0 (an eps operand, an exponential's result: the caller's nonneg mask) gets
 * their magnitudes, the values it can hold. Big shapes are
 * shrunk to a few thousand elements along every dimension the region does not
 * reduce over (exec/probe_shape.h), keeping rows whole for the row ops; if the
 * shrunk graph does not evaluate, the full shape is used up to 16 Mi elements.
 * Each value is freed after its last use in the region.
 *
 * A region that rounds after its ops (a convert inside it narrowing to bf16 or f16: a
 * 16-bit graph under XLA's float normalization) is judged by the same rule: the reference
 * reads those converts as exact, and the region as it runs, with its roundings, is the
 * original whose error the kernel's may reach (plus max_ulp). Where the roundings cancel
 * (a bf16 softmax backward's dy - sum(dy * y)) the kernel, which rounds once, is the more
 * accurate side; a rounding meant to change the function ((x + 256) - 256 in bf16) is read
 * as the same rounding noise (README.md, Limits).
 *
 * Metric, in the result dtype: an element's error against the reference is the
 * smaller of its ULP distance and |expected - actual| in ULPs of 1.0 (errors near
 * zero are judged on the function's scale, where cancellation in x * sigmoid(x)
 * or 1 + erf(x) makes relative error meaningless); for a norm with a bias, on the
 * scale of |y * scale| + |bias|, the terms of the sum. The region is also run in
 * its own types (the original), and an element passes when the kernel's error is
 * at most the original's plus max_ulp; failing that, against the reference widened
 * by how precisely it is known: the written precision of the region's inexact
 * constants or the region's distance from the op that recognition by value measured,
 * the larger (exec/accuracy.h has the rule, the slack and why). A kernel NaN or inf must be what the formula gives;
 * a finite kernel value where the formula overflows or hits inf * 0 (silu at -inf)
 * is accepted, and so is, at x = +-inf where the formula gives inf or NaN (its
 * spelling's inf / inf), the op's own value there (its double-precision reference:
 * limit_ok).
 *
 * Cost: the probe values and the results of costly unary ops on identical bytes
 * are reused from earlier checks on this thread (exec/memo.h); the values are
 * the same bits as computing them again. */
#include "exec/verify_rewrite.h"

#include "exec/accuracy.h"

#include <glib.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/fused.h"
#include "fused/fused.h"
#include "exec/interp.h"
#include "exec/memo.h"
#include "exec/probe_shape.h"
#include "exec/ulp.h"
#include "numerics/numerics.h"
#include "support/ctx.h"

#define FULL_LIMIT ((int64_t)16 << 20)

typedef struct {
  RcFunc *f;
  RcNode **nodes; /* subgraph in program order */
  uint32_t nnodes;
  RcValue *const *inputs;
  uint32_t ninputs;
  RcValue *root;
} Sub;

/* Element e as double: inline loads for f32/f64, the generic accessor otherwise. */
static inline double at(const RcTensor *t, int64_t e) {
  if (t->dtype == RC_DT_F32) return ((const float *)t->data)[e];
  if (t->dtype == RC_DT_F64) return ((const double *)t->data)[e];
  return rc_tensor_get_f64(t, e);
}

static int input_index(const Sub *s, const RcValue *v) {
  for (uint32_t i = 0; i < s->ninputs; i++)
    if (s->inputs[i] == v) return (int)i;
  return -1;
}

/* Custom calls the interpreter evaluates without side effects: recompose.* and mhlo.erf. */
static bool pure_call(const RcNode *n) {
  RcAttr *a = rc_node_attr(n, "custom_call_target");
  const char *t = a ? (a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM ? a->u.s : a->raw) : NULL;
  if (!t) return false;
  while (*t == '@') t++;
  return !strcmp(t, "mhlo.erf") || rc_fused_target_op(t);
}

typedef struct {
  RcNode *n;
  uint32_t next; /* next operand to visit */
} Frame;

/* A set of nodes: open addressing on the pointer, in a stack buffer for the usual few dozen
 * nodes of a matched region (a GHashTable per check cost more than the walk itself). */
#define SET_INLINE 128
typedef struct {
  const void **slot;
  uint32_t cap, len;
  const void *inl[SET_INLINE];
} PtrSet;

static void set_init(PtrSet *s) {
  s->slot = s->inl;
  s->cap = SET_INLINE;
  s->len = 0;
  memset(s->inl, 0, sizeof s->inl);
}

static void set_fini(PtrSet *s) {
  if (s->slot != s->inl) g_free(s->slot);
}

static uint32_t set_pos(const PtrSet *s, const void *p) {
  uint64_t h = ((uint64_t)(uintptr_t)p >> 3) * 0x9e3779b97f4a7c15ull;
  uint32_t i = (uint32_t)(h >> 32) & (s->cap - 1);
  while (s->slot[i] && s->slot[i] != p) i = (i + 1) & (s->cap - 1);
  return i;
}

static bool set_has(const PtrSet *s, const void *p) { return s->slot[set_pos(s, p)] != NULL; }

static void set_add(PtrSet *s, const void *p) {
  if (2 * (s->len + 1) > s->cap) { /* keep the load under one half */
    const void **old = s->slot;
    uint32_t ocap = s->cap;
    s->cap *= 2;
    s->slot = g_new0(const void *, s->cap);
    s->len = 0;
    for (uint32_t i = 0; i < ocap; i++)
      if (old[i]) {
        s->slot[set_pos(s, old[i])] = old[i];
        s->len++;
      }
    if (old != s->inl) g_free(old);
  }
  uint32_t i = set_pos(s, p);
  if (!s->slot[i]) {
    s->slot[i] = p;
    s->len++;
  }
}

/* Marks the nodes between root and the inputs; false + why on a foreign leaf. */
static bool collect(Sub *s, char *why, size_t wl) {
  PtrSet seen;
  set_init(&seen);
  GPtrArray *stack = g_ptr_array_new();
  bool ok = true;
  g_ptr_array_add(stack, s->root);
  while (stack->len && ok) {
    RcValue *v = g_ptr_array_remove_index(stack, stack->len - 1);
    if (input_index(s, v) >= 0) continue;
    RcNode *d = v->def;
    if (!d || d->func != s->f) {
      snprintf(why, wl, "value '%s' is defined outside the function", v->name ? v->name : "?");
      ok = false;
      break;
    }
    if (set_has(&seen, d)) continue;
    if (d->op == RC_OP_PARAMETER) {
      snprintf(why, wl, "the subgraph reads parameter '%s', which is not one of its inputs", v->name ? v->name : "?");
      ok = false;
      break;
    }
    if ((d->op == RC_OP_CUSTOM_CALL && !pure_call(d)) ||
        (d->op == RC_OP_OPAQUE && !rc_node_is_batch_norm_grad(d) && !rc_node_is_identity_rounding(d)) ||
        (d->flags & RC_NODE_HAS_SIDE_EFFECT)) {
      snprintf(why, wl, "the subgraph contains an op that cannot be evaluated here (line %u)", d->loc.line);
      ok = false;
      break;
    }
    set_add(&seen, d);
    for (uint32_t i = 0; i < d->noperands; i++)
      if (rc_node_uses(d)[i].value) g_ptr_array_add(stack, rc_node_uses(d)[i].value);
  }
  if (ok) {
    /* Order the subgraph operands-first by an iterative post-order walk from the root:
     * its cost is the subgraph's size, not the function's. */
    uint32_t total = seen.len;
    s->nodes = g_new(RcNode *, total + 1);
    s->nnodes = 0;
    PtrSet done;
    set_init(&done);
    GArray *work = g_array_new(FALSE, FALSE, sizeof(Frame));
    Frame top = {s->root->def, 0};
    if (set_has(&seen, top.n)) g_array_append_val(work, top);
    while (work->len) {
      Frame *t = &g_array_index(work, Frame, work->len - 1);
      if (t->next < t->n->noperands) {
        RcValue *v = rc_node_uses(t->n)[t->next++].value;
        RcNode *d = v ? v->def : NULL;
        if (d && set_has(&seen, d) && !set_has(&done, d) && input_index(s, v) < 0) {
          set_add(&done, d); /* entered: never pushed twice */
          Frame child = {d, 0};
          g_array_append_val(work, child);
        }
        continue;
      }
      set_add(&done, t->n);
      s->nodes[s->nnodes++] = t->n;
      g_array_set_size(work, work->len - 1);
    }
    g_array_free(work, TRUE);
    set_fini(&done);
    if (s->nnodes != total) {
      snprintf(why, wl, "internal: the subgraph could not be ordered");
      ok = false;
    }
  }
  g_ptr_array_free(stack, TRUE);
  set_fini(&seen);
  return ok;
}

/* The type a value takes during the check: slot `slot` of the probe shape (the value's own dims
 * when ps is NULL: the full shape), floats widened to f64. */
static RcType *probe_type(RcModule *m, const RcType *t, const RcProbeShape *ps, uint32_t slot, bool widen) {
  if (!t || t->kind != RC_TYPE_TENSOR || !rc_type_is_static(t)) return NULL;
  const int64_t *dims = ps && slot < ps->nslots && ps->rank[slot] == t->rank ? ps->dims[slot] : t->dims;
  return rc_type_tensor(m, widen && rc_dtype_is_float(t->dtype) ? RC_DT_F64 : t->dtype, t->rank, dims);
}

/* Evaluates the subgraph once; returns the root tensor or NULL with why. A scalar or splat
 * constant whose value is pfrom is read as pto (NaN pfrom: none). */
static RcTensor *evaluate(Sub *s, RcTensor *const *probes, const RcProbeShape *ps, bool widen, double pfrom,
                          double pto, char *why, size_t wl) {
  RcModule *m = s->f->module;
  RcCtx *ctx = m->ctx;
  size_t ndiag = rc_ctx_diagnostic_count(ctx), nerr = ctx->nerrors;
  RcRunOptions opt = {0};
  RcInterp I = {.m = m, .ctx = ctx, .opt = &opt};
  /* Swap result types. */
  uint32_t nres = 0;
  for (uint32_t i = 0; i < s->nnodes; i++) nres += s->nodes[i]->nresults;
  RcType **saved = g_new0(RcType *, nres + 1);
  RcTensor **vals = g_new0(RcTensor *, nres + 1);
  void **links = g_new0(void *, s->nnodes + 1); /* the caller's link fields, given back at the end */
  for (uint32_t i = 0; i < s->nnodes; i++) links[i] = s->nodes[i]->link;
  uint32_t k = 0;
  bool ok = true;
  for (uint32_t i = 0; i < s->nnodes && ok; i++) {
    RcNode *n = s->nodes[i];
    for (uint32_t r = 0; r < n->nresults; r++, k++) {
      saved[k] = n->results[r].type;
      if (n->op == RC_OP_CONSTANT) continue; /* evaluated in its own type, converted below */
      RcType *t = probe_type(m, saved[k], ps, s->ninputs + k, widen);
      if (t) n->results[r].type = t;
      else if (!saved[k] || saved[k]->kind != RC_TYPE_TUPLE) {
        snprintf(why, wl, "a value of the subgraph has no static tensor type (line %u)", n->loc.line);
        ok = false;
      }
    }
  }
  /* Map values to tensors: node i result r at vals[off], off in its link field. A value is freed
   * after its last use inside the subgraph, so the check holds the live values only. */
  RcTensor *result = NULL;
  uint32_t *left = g_new0(uint32_t, nres + 1);
  k = 0;
  for (uint32_t i = 0; i < s->nnodes; i++) {
    s->nodes[i]->link = (void *)(uintptr_t)k;
    k += s->nodes[i]->nresults;
  }
  for (uint32_t i = 0; i < s->nnodes; i++)
    for (uint32_t j = 0; j < s->nodes[i]->noperands; j++) {
      RcValue *v = rc_node_uses(s->nodes[i])[j].value;
      if (v && input_index(s, v) < 0) left[(uintptr_t)v->def->link + v->index]++;
    }
  if (s->root->def && input_index(s, s->root) < 0) left[(uintptr_t)s->root->def->link + s->root->index]++;
  k = 0;
  for (uint32_t i = 0; i < s->nnodes && ok; i++) {
    RcNode *n = s->nodes[i];
    RcTensor *ops[16];
    if (n->noperands > 16) {
      snprintf(why, wl, "an op with more than 16 operands in the subgraph");
      ok = false;
      break;
    }
    for (uint32_t j = 0; j < n->noperands; j++) {
      RcValue *v = rc_node_uses(n)[j].value;
      int ii = input_index(s, v);
      ops[j] = ii >= 0 ? probes[ii] : vals[(uintptr_t)v->def->link + v->index];
      if (!ops[j]) {
        snprintf(why, wl, "internal: operand without a value");
        ok = false;
      }
    }
    if (!ok) break;
    RcStatus st;
    const RcLiteral *lit = n->literal;
    const RcType *ct = saved[k];
    if (n->op == RC_OP_CONSTANT && lit && lit->data && (lit->splat || lit->count == 1) && ct &&
        ct->kind == RC_TYPE_TENSOR && rc_type_is_static(ct) && lit->dtype == ct->dtype && rc_dtype_size(ct->dtype) &&
        rc_type_numel(ct) >= 1) {
      /* A splat (StableHLO writes its scalars so, at the full shape): every element is the
       * literal's first, so the check's tensor is filled from it without building the
       * full-size constant first. */
      RcType *pt = probe_type(m, ct, ps, s->ninputs + k, widen);
      RcTensor *w = pt ? rc_tensor_for_type(pt) : NULL;
      RcTensor *one = w ? rc_tensor_alloc(lit->dtype, 0, NULL) : NULL;
      if (!one) {
        st = RC_ERR_INPUT;
      } else {
        memcpy(one->data, lit->data, rc_dtype_size(lit->dtype));
        double v = rc_tensor_get_f64(one, 0);
        if (v == pfrom) v = pto;
        if (w->dtype == RC_DT_F64)
          for (int64_t e = 0; e < w->numel; e++) ((double *)w->data)[e] = v;
        else
          for (int64_t e = 0; e < w->numel; e++) rc_tensor_set_f64(w, e, v);
        st = RC_OK;
      }
      rc_tensor_free(one);
      if (st != RC_OK) rc_tensor_free(w);
      else vals[k] = w;
    } else if (n->op == RC_OP_CONSTANT) {
      RcTensor *c = NULL;
      st = rc_eval_constant(&I, n, &c);
      if (st == RC_OK) {
        RcType *pt = probe_type(m, saved[k], ps, s->ninputs + k, widen);
        RcTensor *w = pt ? rc_tensor_for_type(pt) : NULL;
        if (!w) {
          st = RC_ERR_INPUT;
        } else if (c->numel == w->numel) {
          rc_tensor_convert_into(w, c);
          /* an array written out with the value (exporters write eps and 1/N so) is
           * scaled as a splat of it is */
          for (int64_t e = 0; pfrom == pfrom && e < w->numel; e++)
            if (rc_tensor_get_f64(c, e) == pfrom) rc_tensor_set_f64(w, e, pto);
        } else if (c->numel >= 1 && rc_literal_splat_f64(n->literal, &(double){0})) {
          double v = rc_tensor_get_f64(c, 0);
          for (int64_t e = 0; e < w->numel; e++) rc_tensor_set_f64(w, e, v == pfrom ? pto : v);
        } else {
          rc_tensor_free(w);
          w = NULL;
          st = RC_ERR_INPUT;
          snprintf(why, wl, "a constant of the subgraph is tied to the full shape");
        }
        rc_tensor_free(c);
        vals[k] = w;
      }
    } else if (widen && n->nresults == 1 && n->noperands == 1 && rc_exec_memo_op(n->op) &&
               (vals[k] = rc_exec_memo_find(n->op, ops[0])) != NULL) {
      /* The same op on the same bytes as an earlier check: the same result. */
      st = RC_OK;
      if (!rc_tensor_matches_type(vals[k], n->results[0].type)) { /* not that type after all: compute */
        rc_tensor_free(vals[k]);
        vals[k] = NULL;
        st = rc_exec_node(&I, n, ops, vals + k);
      }
    } else {
      st = rc_exec_node(&I, n, ops, vals + k);
      if (st == RC_OK && widen && n->nresults == 1 && n->noperands == 1 && rc_exec_memo_op(n->op))
        rc_exec_memo_put(n->op, ops[0], vals[k]);
    }
    if (st != RC_OK) {
      if (ctx->nerrors > nerr && rc_ctx_diagnostic_count(ctx) > ndiag)
        snprintf(why, wl, "%s (line %u)", rc_ctx_diagnostic(ctx, rc_ctx_diagnostic_count(ctx) - 1)->message,
                 n->loc.line);
      else if (!why[0])
        snprintf(why, wl, "the subgraph could not be evaluated (line %u)", n->loc.line);
      ok = false;
    }
    for (uint32_t j = 0; j < n->noperands && ok; j++) {
      RcValue *v = rc_node_uses(n)[j].value;
      if (input_index(s, v) >= 0) continue;
      uintptr_t off = (uintptr_t)v->def->link + v->index;
      if (--left[off] == 0) {
        rc_tensor_free(vals[off]);
        vals[off] = NULL;
      }
    }
    k += n->nresults;
  }
  if (ok) {
    RcNode *rd = s->root->def;
    result = rc_tensor_ref(vals[(uintptr_t)rd->link + s->root->index]);
  }
  /* Restore types, links and the context's diagnostics (the check's own errors are not the user's). */
  k = 0;
  for (uint32_t i = 0; i < s->nnodes; i++) {
    RcNode *n = s->nodes[i];
    n->link = links[i];
    for (uint32_t r = 0; r < n->nresults; r++, k++) n->results[r].type = saved[k];
  }
  for (uint32_t i = 0; i < nres; i++) rc_tensor_free(vals[i]);
  g_free(vals);
  g_free(left);
  g_free(saved);
  g_free(links);
  rc_ctx_drop_diagnostics(ctx, ndiag); /* those this evaluation added */
  return result;
}

/* Where the region gives inf or NaN at an infinite x, that is what its spelling makes
 * of inf (x * e^x / (1 + e^x) is inf/inf there, XLA's clamped erf polynomial keeps
 * GELU's -inf * tiny at -inf): the kernel's value there is accepted when it is the
 * op's own, its double-precision reference lim at that x (NULL: none; NaN accepts
 * NaN). A finite region value at inf (an input clamp) still refuses a kernel inf. */
static bool limit_ok(RcFusedRefElt lim, double x, double ev, double av) {
  if (!lim || !isinf(x) || isfinite(ev)) return false;
  double l = lim(x);
  return av == l || (isnan(av) && isnan(l));
}

/* One element's error against the reference value ref, in the judge's metric: the smaller of
 * its ULP distance in dt and |ref - v| in ULPs of 1.0 in dt times mag; infinite when v is not
 * finite. */
static double elem_err(RcDType dt, double ref, double v, double u1, double mag) {
  if (!isfinite(v)) return INFINITY;
  double a = fabs(ref - v) / (u1 * mag);
  if (a == 0) return 0;
  double u = rc_ulp_distance(dt, ref, v);
  return a < u ? a : u;
}

/* The kernel's result kout and the region as it runs (own; NULL: the reference is the region
 * in its own types, exact by definition) against the precise reference expect (see
 * exec/accuracy.h): an element passes when the kernel's error is at most the original's plus
 * max_ulp. allow (NULL: none) widens each element's reference to expect +- allow[e], the
 * change its inexact constants can make. The special-value rules are judge()'s. Fills the
 * largest errors into errs (may be NULL); false with why otherwise (numeric: *numeric set). */
static bool judge_precise(const RcTensor *expect, const RcTensor *own, const RcTensor *kout, const double *allow,
                          const RcTensor *x, const RcTensor *bias_in, const int64_t *bl, RcDType dt, double max_ulp,
                          RcFusedRefElt lim, RcVerifyErrors *errs, bool *numeric, char *w, size_t wl) {
  double u1 = rc_ulp_at(dt, 1.0), worst = 0, eo_max = 0, ew_max = 0, wx = 0, we = 0, wa = 0, wo = 0, weo = 0;
  int64_t bad_special = -1, ne = expect->numel, nfinite = 0;
  bool over = false;
  *numeric = false;
  for (int64_t e = 0; e < ne; e++) {
    double ev = at(expect, e), av = at(kout, e);
    nfinite += isfinite(ev);
    if (!isfinite(ev) || !isfinite(av)) {
      if (!((isnan(ev) && isnan(av)) || ev == av) && !isfinite(av) && !limit_ok(lim, at(x, e), ev, av) &&
          bad_special < 0)
        bad_special = e;
      continue;
    }
    double mag = 1;
    if (bias_in) { /* y * scale + bias: judge on the size of the terms, not of their sum */
      /* strided rows (bl: inner, mid, cols2, mid2, cols3, mid3, cols4): inner elements per column; the
       * blocks' columns with the kept elements between them skipped */
      int64_t t = e / bl[0], a3 = t % bl[6], a2 = t / bl[6] / bl[5] % bl[4];
      t = t / bl[6] / bl[5] / bl[4] / bl[3];
      int64_t j = ((t % bl[2] + (t / bl[2] / bl[1]) * bl[2]) * bl[4] + a2) * bl[6] + a3;
      double b = at(bias_in, j % bias_in->numel);
      mag = fmax(1.0, fabs(ev - b) + fabs(b));
    }
    double ov = own ? at(own, e) : ev;
    double eo = elem_err(dt, ev, ov, u1, mag), ew = elem_err(dt, ev, av, u1, mag);
    if (eo > eo_max) eo_max = eo;
    if (ew > ew_max) ew_max = ew;
    /* An original that overflows where the reference does not earns the kernel no room there:
     * the kernel is then held to the reference alone, as before this rule. */
    double credit = isfinite(eo) ? eo : 0;
    if (ew <= credit + max_ulp) continue;
    if (allow && allow[e] > 0) { /* the nearest point of ev +- allow[e] */
      double r = av < ev - allow[e] ? ev - allow[e] : av > ev + allow[e] ? ev + allow[e] : av;
      double ea = elem_err(dt, r, av, u1, mag);
      if (ea <= credit + max_ulp) continue;
    }
    if (!over || ew - credit > worst) {
      over = true;
      worst = ew - credit;
      wx = at(x, e);
      we = ev;
      wa = av;
      wo = ov;
      weo = credit;
    }
  }
  if (errs) {
    errs->original_ulp = eo_max;
    errs->rewrite_ulp = ew_max;
  }
  if (2 * nfinite < ne) { /* a region that is NaN or inf almost everywhere confirms no kernel */
    snprintf(w, wl, "the region is finite at only %" PRId64 " of %" PRId64 " probe points: nothing to compare", nfinite,
             ne);
    return false;
  }
  if (bad_special >= 0) {
    snprintf(w, wl, "special value mismatch at x=%g (expected %g, got %g)", rc_tensor_get_f64(x, bad_special),
             rc_tensor_get_f64(expect, bad_special), rc_tensor_get_f64(kout, bad_special));
    return false;
  }
  if (over) {
    *numeric = true;
    snprintf(w, wl, "max error %.3g ULP at x=%g (expected %.9g, got %.9g; the original gives %.9g, %.3g ULP off)",
             worst + weo, wx, we, wa, wo, weo);
    return false;
  }
  return true;
}

/* The distinct inexact scalar constant values of the region (accuracy.h), at most
 * RC_CONSTANT_PRECISION_MAX_VALUES, with their relative precisions; returns how many. */
static int inexact_constants(const Sub *s, double *val, double *prec) {
  int n = 0;
  for (uint32_t i = 0; i < s->nnodes && n < RC_CONSTANT_PRECISION_MAX_VALUES; i++) {
    const RcNode *c = s->nodes[i];
    double v;
    if (c->op != RC_OP_CONSTANT || !c->literal || !rc_dtype_is_float(c->literal->dtype) ||
        !rc_literal_splat_f64(c->literal, &v))
      continue;
    double p = rc_exec_const_precision(v, c->literal->dtype);
    bool seen = false;
    for (int k = 0; k < n && !seen; k++) seen = val[k] == v;
    if (p > 0 && !seen) {
      val[n] = v;
      prec[n++] = p;
    }
  }
  return n;
}

/* allow[e] = the sum over the region's inexact constants of |R with that constant scaled by
 * (1 + its precision) - R| at element e (R: ref, the widened evaluation). NULL when there are
 * none or an evaluation fails. */
static double *constant_allowance(Sub *s, RcTensor *const *pw, const RcProbeShape *ps, const RcTensor *ref) {
  double val[RC_CONSTANT_PRECISION_MAX_VALUES], prec[RC_CONSTANT_PRECISION_MAX_VALUES];
  int n = inexact_constants(s, val, prec);
  if (!n) return NULL;
  double *allow = g_new0(double, ref->numel + 1);
  for (int k = 0; k < n; k++) {
    char w[64];
    RcTensor *rp = evaluate(s, pw, ps, true, val[k], val[k] * (1 + prec[k]), w, sizeof w);
    if (!rp || rp->numel != ref->numel || rp->tuple) {
      rc_tensor_free(rp);
      g_free(allow);
      return NULL;
    }
    for (int64_t e = 0; e < ref->numel; e++) {
      double d = fabs(at(rp, e) - at(ref, e));
      if (isfinite(d)) allow[e] += d;
    }
    rc_tensor_free(rp);
  }
  return allow;
}

/* allow[e]: how far element e of the precise reference ref is known, the one allowance of the
 * check (exec/accuracy.h): the larger of the change the region's inexact constants can make
 * (constant_allowance) and known_ulp ULPs of 1.0 in dt on the function's scale (the distance
 * recognition by value measured between the region and the op). NULL when neither applies. */
static double *allowance(Sub *s, RcTensor *const *pw, const RcProbeShape *ps, const RcTensor *ref, bool widen,
                         double known_ulp, RcDType dt) {
  double *allow = widen ? constant_allowance(s, pw, ps, ref) : NULL; /* the constants' part: in f64 */
  if (!(known_ulp > 0)) return allow;
  if (!allow) allow = g_new0(double, ref->numel + 1);
  double u1 = rc_ulp_at(dt, 1.0);
  for (int64_t e = 0; e < ref->numel; e++) {
    double k = known_ulp * u1 * fmax(fabs(at(ref, e)), 1.0);
    if (isfinite(k) && k > allow[e]) allow[e] = k;
  }
  return allow;
}

bool rc_exec_nonneg_value(const RcValue *v) {
  while (v->def && v->def->op == RC_OP_CONVERT && v->def->noperands == 1) {
    const RcValue *in = rc_node_operand(v->def, 0);
    if (!in->type || !rc_dtype_is_float(in->type->dtype)) return false;
    v = in;
  }
  return v->def && v->def->op == RC_OP_EXP;
}

/* A verdict's reason is no error of the user's: moves the message of the last diagnostic added
 * after the first `keep` into why and drops what was added. */
static void take_reason(RcCtx *ctx, size_t keep, char *why, size_t whylen) {
  size_t nd = rc_ctx_diagnostic_count(ctx);
  snprintf(why, whylen, "%s", nd > keep ? rc_ctx_diagnostic(ctx, nd - 1)->message : "out of memory");
  rc_ctx_drop_diagnostics(ctx, keep);
}

/* A probe's values replaced by a splat's one value, moved down by 4, or by their magnitudes; the
 * probes are shared with the memo, so the tensor is copied. */
static bool remap_probe(RcTensor **slot, bool splat_in, double cv, bool shifted) {
  RcTensor *t = rc_tensor_alloc((*slot)->dtype, (*slot)->rank, (*slot)->dims);
  if (!t) return false;
  for (int64_t e = 0; e < t->numel; e++) {
    double v = rc_tensor_get_f64(*slot, e);
    rc_tensor_set_f64(t, e, splat_in ? cv : shifted ? v - 4.0 : fabs(v));
  }
  rc_tensor_free(*slot);
  *slot = t;
  return true;
}

/* The kernel in f32 on the probes widened (exact), its result rounded into out (rewrite/wide.c). */
static RcStatus run_wide(RcCtx *ctx, const char *op, const RcFusedConfig *cfg, RcTensor *const *probes, uint32_t n,
                         RcTensor *out) {
  RcTensor *w[5] = {0}, *wout = rc_tensor_alloc(RC_DT_F32, out->rank, out->dims);
  bool built = wout != NULL;
  for (uint32_t i = 0; i < n && built; i++) {
    built = (w[i] = rc_tensor_alloc(RC_DT_F32, probes[i]->rank, probes[i]->dims)) != NULL;
    if (built) rc_tensor_convert_into(w[i], probes[i]);
  }
  RcStatus st = built ? rc_fused_run(ctx, op, cfg, w, n, wout) : RC_ERR_NOMEM;
  if (st == RC_OK) rc_tensor_convert_into(out, wout);
  for (uint32_t i = 0; i < n; i++) rc_tensor_free(w[i]);
  rc_tensor_free(wout);
  return st;
}

bool rc_exec_verify_rewrite(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                            const char *config, double max_ulp, char *why, size_t whylen) {
  return rc_exec_verify_rewrite_errors(f, root, inputs, ninputs, op, config, max_ulp, 0, 0, NULL, why, whylen);
}

bool rc_exec_verify_rewrite_errors(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                                   const char *config, double max_ulp, double known_ulp, uint32_t nonneg,
                                   RcVerifyErrors *errs, char *why, size_t whylen) {
  RcVerifyErrors got = {0};
  char tmp[8];
  if (!why || !whylen) {
    why = tmp;
    whylen = sizeof tmp;
  }
  why[0] = 0;
  if (!f || !root || !op || (ninputs && !inputs)) {
    snprintf(why, whylen, "bad arguments to the rewrite verifier");
    return false;
  }
  if (rc_fused_target_op(op)) op = rc_fused_target_op(op);
  if (!rc_fused_known(op)) {
    snprintf(why, whylen, "unknown fused op 'recompose.%s'", op);
    return false;
  }
  if (ninputs < 1 || ninputs > 5) {
    snprintf(why, whylen, "recompose.%s takes 1 to 5 inputs, got %u", op, ninputs);
    return false;
  }
  RcFusedConfig cfg;
  RcCtx *ctx = f->module->ctx;
  size_t keep = rc_ctx_diagnostic_count(ctx);
  if (rc_fused_config_parse(ctx, config, &cfg) != RC_OK) {
    take_reason(ctx, keep, why, whylen);
    return false;
  }
  /* sum_out: the call's second result is the region's add, x + residual in x's dtype, which the
   * kernel writes bit for bit as that add (tests/unit/test_neighbours.c); the check compares the
   * norm's result, the one the region's root holds */
  cfg.sum_out = false;
  const RcType *rt = root->type;
  if (!rc_type_is_static(rt) || !rc_dtype_is_float(rt->dtype)) {
    snprintf(why, whylen, "the matched value is not a static float tensor");
    return false;
  }
  for (uint32_t i = 0; i < ninputs; i++)
    if (!inputs[i] || !rc_type_is_static(inputs[i]->type)) {
      snprintf(why, whylen, "input %u is not a static tensor", i);
      return false;
    }
  const RcFusedOp *sop = rc_fused_lookup(op, strlen(op));
  /* a call computed in f32 under a 16-bit root (rewrite/wide.c): the kernel reads the probes
   * widened and its result is rounded once to the root's dtype */
  RcFusedCfg dc;
  bool wide = (rt->dtype == RC_DT_BF16 || rt->dtype == RC_DT_F16) &&
              rc_fused_config_decode(config, config ? strlen(config) : 0, RC_FUSED_CFG_STRICT, &dc, NULL, 0) &&
              dc.dtype == RC_ELEM_F32;
  if (!rc_type_equal(inputs[0]->type, rt) && !(sop && sop->kind == RC_KIND_NORM_SCALE_GRAD) && /* d scale: cols */
      !(wide && rc_type_same_shape(inputs[0]->type, rt))) {
    snprintf(why, whylen, "x and the matched value differ in type");
    return false;
  }
  Sub s = {.f = f, .inputs = inputs, .ninputs = ninputs, .root = root};
  if (!collect(&s, why, whylen)) {
    g_free(s.nodes);
    return false;
  }
  bool rows = rc_fused_is_row_op(op);
  const RcFusedOp *fop = rc_fused_lookup(op, strlen(op));
  /* an op's value at x = ±inf, where x is what it reads (no bias before it, no gate after) */
  RcFusedRefElt lim = fop && fop->kind == RC_KIND_ELEMENTWISE && cfg.bias != 1 && cfg.gate != 1 ? fop->ref.elt : NULL;
  int64_t numel = rc_type_numel(rt);
  RcProbeShape *shrunk = rc_probe_shape_new(inputs, ninputs, s.nodes, s.nnodes, root, rows);
  if (!shrunk) {
    g_free(s.nodes);
    snprintf(why, whylen, "out of memory choosing the probe shape");
    return false;
  }
  /* Strided rows (inner > 1), a rows' tail (a second operand with its own rows) and an elementwise op's
   * bias (cols elements of the last axis) are checked at full size. */
  if (!shrunk->shrunk || shrunk->root >= shrunk->nslots || cfg.inner > 1 || cfg.mid > 1 || cfg.tail > 0 ||
      (!rows && cfg.bias == 1)) {
    rc_probe_shape_free(shrunk);
    shrunk = NULL;
  }
  bool ok = false;
  char reason[512] = "";
  /* Attempts: (shrunk, widened), (shrunk, native), (full, widened), (full, native). */
  for (int attempt = 0; attempt < 4 && !ok; attempt++) {
    const RcProbeShape *ps = attempt < 2 ? shrunk : NULL;
    bool widen = attempt % 2 == 0;
    if (attempt >= 2 && !shrunk) break;
    if (attempt >= 2 && numel > FULL_LIMIT) {
      snprintf(reason + strlen(reason), sizeof reason - strlen(reason), "; too large to verify at full size");
      break;
    }
    RcTensor *probes[5] = {0}, *pw[5] = {0};
    bool built = true;
    for (uint32_t i = 0; i < ninputs && built; i++) {
      /* Seeded values, the same for every check of these types: remembered (exec/memo.h). */
      RcType *pt = probe_type(f->module, inputs[i]->type, ps, i, false);
      probes[i] = pt ? rc_exec_memo_probe(pt->dtype, pt->rank, pt->dims, 0x5eed + i, i == 0, rows, pt->dtype) : NULL;
      if (!probes[i]) {
        built = false;
        break;
      }
      RcType *wt = probe_type(f->module, inputs[i]->type, ps, i, widen);
      pw[i] = wt ? rc_exec_memo_probe(pt->dtype, pt->rank, pt->dims, 0x5eed + i, i == 0, rows, wt->dtype) : NULL;
      if (!pw[i]) built = false;
      /* an eps operand (so that the rows compared are finite) and an input the program computes
       * >= 0 (softmax_grad's e from exp: no probe row of e sums to 0 unless it is all 0, as an
       * exponential's row cannot otherwise): |v|, the values they can hold */
      bool nonneg_in = (cfg.eps_in == 1 && i == ninputs - 1 - (cfg.residual == 1)) || (i < 32 && (nonneg >> i & 1u));
      /* softmax and log_softmax: x's values moved down by 4 (the drawn ones from [-4, 4) to
       * [-8, 0); the specials with them, which a shift-invariant op reads alike), so that a row's sum of exponentials is a few units, not a hundred: a
       * constant added to the sum (e / (1 + sum e)) then moves the result by a third or more
       * instead of by a rounding. The op is shift invariant; the region decides. */
      bool shifted = i == 0 && fop && fop->kind == RC_KIND_ROW;
      /* an input that is a splat constant (a backward's dy of ones the rewrite writes) holds
       * its one value */
      double cv;
      bool splat_in = rc_value_splat_f64(inputs[i], &cv) != NULL;
      if (built && (nonneg_in || splat_in || shifted))
        built = remap_probe(&probes[i], splat_in, cv, shifted) && remap_probe(&pw[i], splat_in, cv, shifted);
    }
    char w[256] = "";
    RcTensor *ref = built ? evaluate(&s, pw, ps, widen, NAN, 0, w, sizeof w) : NULL;
    if (!built) snprintf(w, sizeof w, "out of memory building probes");
    if (ref) {
      RcTensor *kout = rc_tensor_for_type(probe_type(f->module, rt, ps, ps ? ps->root : 0, false));
      RcTensor *expect = kout ? rc_tensor_alloc(kout->dtype, kout->rank, kout->dims) : NULL;
      if (!kout || !expect || ref->numel != kout->numel || ref->tuple) {
        snprintf(w, sizeof w, "the subgraph's result does not have the matched value's shape");
      } else if ((wide ? run_wide(ctx, op, &cfg, probes, ninputs, kout) : rc_fused_run(ctx, op, &cfg, probes, ninputs, kout)) !=
                 RC_OK) {
        take_reason(ctx, keep, w, sizeof w); /* the kernel's complaint */
      } else {
        rc_tensor_convert_into(expect, ref);
        const RcTensor *bias_in = NULL;
        uint32_t nsb = ninputs - (cfg.eps_in == 1) - (cfg.residual == 1); /* x, scale, bias without eps, residual */
        bool norm = fop && fop->kind == RC_KIND_NORM; /* not NORM_GRAD: its second operand is dy */
        if (norm && nsb == 3) bias_in = probes[2];
        else if (norm && nsb == 2 && cfg.bias == 1 && cfg.scale != 1) bias_in = probes[1];
        int64_t bl[7] = {cfg.inner > 1 ? cfg.inner : 1, cfg.mid > 1 ? cfg.mid : 1,
                         cfg.mid > 1 ? cfg.cols2 : bias_in ? bias_in->numel : 1, cfg.mid2 > 1 ? cfg.mid2 : 1,
                         cfg.mid2 > 1 ? cfg.cols3 : 1, cfg.mid3 > 1 ? cfg.mid3 : 1, cfg.mid3 > 1 ? cfg.cols4 : 1};
        /* The region as it runs, in its own types: the original whose error against the
         * precise reference bounds the kernel's (exec/accuracy.h). Not evaluable: judged as exact. */
        char ow[64] = "";
        RcTensor *own = widen ? evaluate(&s, probes, ps, false, NAN, 0, ow, sizeof ow) : NULL;
        if (own && (own->numel != expect->numel || own->tuple || own->dtype != expect->dtype)) {
          rc_tensor_free(own);
          own = NULL;
        }
        bool numeric;
        ok = judge_precise(expect, own, kout, NULL, probes[0], bias_in, bl, rt->dtype, max_ulp, lim, &got, &numeric, w,
                           sizeof w);
        if (!ok && numeric && (widen || known_ulp > 0)) { /* the reference as precisely as it is known */
          double *allow = allowance(&s, pw, ps, ref, widen, known_ulp, rt->dtype);
          if (allow) {
            char w2[256];
            ok = judge_precise(expect, own, kout, allow, probes[0], bias_in, bl, rt->dtype, max_ulp, lim,
                               &got, &numeric, w2, sizeof w2);
            got.constants = ok;
            if (!ok) snprintf(w, sizeof w, "%s", w2);
          }
          g_free(allow);
        }
        rc_tensor_free(own);
      }
      rc_tensor_free(kout);
      rc_tensor_free(expect);
      rc_tensor_free(ref);
      if (!ok) { /* a numeric failure is final: other attempts evaluate the same formula */
        snprintf(reason, sizeof reason, "%s", w);
        for (uint32_t i = 0; i < ninputs; i++) {
          rc_tensor_free(probes[i]);
          rc_tensor_free(pw[i]);
        }
        break;
      }
    } else if (!reason[0]) {
      snprintf(reason, sizeof reason, "%s", w);
    }
    for (uint32_t i = 0; i < ninputs; i++) {
      rc_tensor_free(probes[i]);
      rc_tensor_free(pw[i]);
    }
  }
  rc_probe_shape_free(shrunk);
  g_free(s.nodes);
  if (!ok) snprintf(why, whylen, "%s", reason[0] ? reason : "verification failed");
  if (errs) *errs = got;
  return ok;
}
