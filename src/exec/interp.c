/* The interpreter's walk: a function's nodes in program order, a value ->
 * tensor table indexed by the node's position, and each tensor dropped after
 * its last use in the function so memory stays bounded by the live set.
 * Structural ops (parameters, tuples, calls, composites, custom calls) are
 * handled here; op families go to the eval_*.c evaluators. */
#include "exec/interp.h"

#include <glib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "exec/fused.h"
#include "formats/format.h"
#include "fused/fused.h"
#include "support/ctx.h"

#define MAX_DEPTH 64

/* The op's spelling in the module's format ("multiply", "stablehlo.multiply"). */
static const char *op_spelling(const RcInterp *I, const RcNode *n) { return rc_format_op_spelling(I->m, n); }

RcStatus rc_exec_error(RcInterp *I, const RcNode *n, const char *fmt, ...) {
  char msg[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  RcSource src = {I->m->filename, NULL, 0};
  rc_diag(I->ctx, RC_SEV_ERROR, &src, n ? n->loc.line : 0, n ? n->loc.col : 0, "cannot execute '%s': %s",
          n ? op_spelling(I, n) : "?", msg);
  return RC_ERR_INPUT;
}

RcTensor *rc_exec_result_tensor(RcInterp *I, RcNode *n, uint32_t i) {
  const RcType *ty = n->results[i].type;
  RcTensor *t = rc_tensor_for_type(ty);
  if (!t) {
    char d[128];
    rc_type_describe(ty, d, sizeof d);
    rc_exec_error(I, n, "result type %s is not a static tensor of a supported element type", d);
  }
  return t;
}

static const char *attr_str(const RcNode *n, const char *name) {
  RcAttr *a = rc_node_attr(n, name);
  if (!a) return NULL;
  if (a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM) return a->u.s;
  if (a->kind == RC_ATTR_FUNC && a->u.fn) return a->u.fn->name;
  return a->raw;
}

/* The callee of a call/fusion/composite: to_apply as FUNC, or a name to look up. */
static RcFunc *callee(RcInterp *I, const RcNode *n) { return rc_node_attr_func(I->m, n, "to_apply"); }

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct Frame {
  RcFunc *f;
  uint32_t *off;     /* node position -> first slot */
  RcTensor **slot;   /* one per result */
  uint32_t *left;    /* remaining in-function uses per slot */
  struct Frame *up;  /* enclosing function's frame (regions may read outer values) */
} Frame;

static __thread Frame *cur_frame;

/* The tensor of value v: in this frame or an enclosing one. */
static RcTensor *lookup(Frame *fr, const RcValue *v) {
  for (; fr; fr = fr->up) {
    if (v->def->func != fr->f) continue;
    uint32_t p = (uint32_t)(uintptr_t)v->def->link;
    return fr->slot[fr->off[p] + v->index];
  }
  return NULL;
}

/* The uses of fr's values by the nodes of n's regions (and of theirs): counted as uses at n
 * (d > 0), so that a value a branch reads is alive when n runs, or dropped after n ran. */
static void region_uses(Frame *fr, const RcNode *n, int d) {
  for (uint32_t r = 0; r < rc_node_nregions(n); r++)
    rc_func_for_each(rc_node_region(n, r), x) {
      for (uint32_t i = 0; i < x->noperands; i++) {
        RcValue *v = rc_node_uses(x)[i].value;
        if (!v || v->def->func != fr->f) continue;
        uint32_t s = fr->off[(uintptr_t)v->def->link] + v->index;
        if (d > 0) fr->left[s]++;
        else if (fr->left[s] && --fr->left[s] == 0) {
          rc_tensor_free(fr->slot[s]);
          fr->slot[s] = NULL;
        }
      }
      region_uses(fr, x, d);
    }
}

RcStatus rc_exec_run_into(RcInterp *I, RcNode *n, RcFunc *f, RcTensor *const *args, uint32_t nargs, RcTensor **res,
                          const char *what) {
  RcTensor *outs[64];
  uint32_t nouts = 0;
  if (n->nresults > 64) return rc_exec_error(I, n, "more than 64 results");
  RcStatus st = rc_exec_func(I, f, args, nargs, outs, 64, &nouts);
  if (st != RC_OK) return st;
  if (nouts == n->nresults) {
    for (uint32_t i = 0; i < nouts; i++) res[i] = outs[i];
    return RC_OK;
  }
  if (n->nresults == 1 && nouts > 1) { /* HLO: a computation returning several values is a tuple */
    res[0] = rc_tensor_tuple(outs, nouts);
    for (uint32_t i = 0; i < nouts; i++) rc_tensor_free(outs[i]);
    return res[0] ? RC_OK : rc_exec_error(I, n, "out of memory");
  }
  for (uint32_t i = 0; i < nouts; i++) rc_tensor_free(outs[i]);
  return rc_exec_error(I, n, "%s returned %u values, the op has %u results", what, nouts, n->nresults);
}

static RcStatus eval_call(RcInterp *I, RcNode *n, RcFunc *f, RcTensor **ops, RcTensor **res) {
  if (!f) return rc_exec_error(I, n, "the called computation is missing");
  char what[160];
  snprintf(what, sizeof what, "'%s'", f->name ? f->name : "?");
  return rc_exec_run_into(I, n, f, ops, n->noperands, res, what);
}

/* Why the interpreter cannot run n, written into buf, or NULL when it can: the op is modelled, a
 * custom call's target is one that runs here, and every tensor result has a static type. The
 * rules rc_exec_node follows, checked without running anything (rc_module_unsupported_ops). */
static const char *unsupported(const RcModule *m, const RcNode *n, char *buf, size_t len) {
  if (n->op == RC_OP_RETURN) return NULL;
  switch (n->op) {
  case RC_OP_OPAQUE:
    if (rc_node_is_batch_norm_grad(n) || rc_node_is_identity_rounding(n)) break;
    if (rc_exec_cond_known(m, n)) break;
    return "this op is not supported by the executor";
  case RC_OP_CUSTOM_CALL: {
    const char *name = attr_str(n, "custom_call_target");
    if (!name) return "custom call without a target";
    while (*name == '@') name++;
    if (rc_fused_target_op(name)) {
      if (rc_fused_known(rc_fused_target_op(name))) break;
      snprintf(buf, len, "unknown fused op '%s'", name);
      return buf;
    }
    if (g_str_has_prefix(name, "check.") || (!strcmp(name, "mhlo.erf") && n->noperands == 1)) break;
    snprintf(buf, len, "unknown custom call target '%s' (only recompose.* and check.* run here)", name);
    return buf;
  }
  default:
    if (n->op < RC_OP_COUNT) break;
    return "this op is not supported by the executor";
  }
  for (uint32_t i = 0; i < n->nresults; i++) {
    const RcType *t = n->results[i].type;
    if (t && (t->kind == RC_TYPE_OPAQUE || (t->kind == RC_TYPE_TENSOR && !rc_type_is_static(t)))) {
      char d[128];
      rc_type_describe(t, d, sizeof d);
      snprintf(buf, len, "result type %s is not a static tensor of a supported element type", d);
      return buf;
    }
  }
  (void)m;
  return NULL;
}

typedef struct {
  const RcModule *m;
  RcUnsupportedFn fn;
  void *user;
  GHashTable *seen; /* functions walked */
  size_t count;
} Scan;

/* Reports the ops of f that cannot run, then walks what f's nodes call (callees, decompositions,
 * reduce regions), each function once. */
static void scan_func(Scan *sc, RcFunc *f) {
  if (!f || !g_hash_table_add(sc->seen, f)) return;
  RcInterp I = {.m = (RcModule *)sc->m};
  rc_func_for_each(f, n) {
    char buf[320], name[200];
    const char *why = unsupported(sc->m, n, buf, sizeof buf);
    if (why) {
      const char *op = op_spelling(&I, n), *t = n->op == RC_OP_CUSTOM_CALL ? attr_str(n, "custom_call_target") : NULL;
      while (t && *t == '@') t++;
      if (t) snprintf(name, sizeof name, "%s '%s'", op, t);
      else snprintf(name, sizeof name, "%s", op);
      sc->count++;
      if (sc->fn) sc->fn(sc->user, name, n->loc.line, n->loc.col, why);
      continue;
    }
    if (n->op == RC_OP_CALL || n->op == RC_OP_FUSION || n->op == RC_OP_REDUCE || n->op == RC_OP_REDUCE_WINDOW ||
        (n->op == RC_OP_COMPOSITE && !rc_fused_target_op(attr_str(n, "custom_call_target")))) {
      scan_func(sc, callee(&I, n));
      RcAttr *d = rc_node_attr(n, "decomposition");
      if (d && d->kind == RC_ATTR_FUNC) scan_func(sc, d->u.fn);
      else if (d && (d->raw || d->u.s)) {
        const char *s = d->kind == RC_ATTR_STR ? d->u.s : d->raw;
        while (s && *s == '@') s++;
        if (s) scan_func(sc, rc_module_find_func(sc->m, s));
      }
    }
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) scan_func(sc, rc_node_regions(n)[r]);
  }
}

size_t rc_module_unsupported_ops(const RcModule *m, RcUnsupportedFn fn, void *user) {
  if (!m || !m->entry) return 0;
  Scan sc = {m, fn, user, g_hash_table_new(NULL, NULL), 0};
  scan_func(&sc, m->entry);
  g_hash_table_destroy(sc.seen);
  return sc.count;
}

RcStatus rc_exec_node(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  int arity = rc_op_info[n->op].arity;
  if (arity >= 0 && n->noperands != (uint32_t)arity)
    return rc_exec_error(I, n, "expected %d operands, got %u", arity, n->noperands);
  for (uint32_t i = 0; i < n->nresults; i++) res[i] = NULL;
  switch (n->op) {
  case RC_OP_CONSTANT: return rc_eval_constant(I, n, res);
  case RC_OP_TUPLE:
    res[0] = rc_tensor_tuple(ops, n->noperands);
    return res[0] ? RC_OK : rc_exec_error(I, n, "out of memory");
  case RC_OP_GET_TUPLE_ELEMENT: {
    RcAttr *a = rc_node_attr(n, "index");
    if (!ops[0]->tuple) return rc_exec_error(I, n, "operand is not a tuple");
    if (!a || a->kind != RC_ATTR_INT || a->u.i < 0 || (uint64_t)a->u.i >= ops[0]->nelems)
      return rc_exec_error(I, n, "missing or out-of-range index");
    res[0] = rc_tensor_ref(ops[0]->elems[a->u.i]);
    return RC_OK;
  }
  case RC_OP_CALL:
  case RC_OP_FUSION: return eval_call(I, n, callee(I, n), ops, res);
  case RC_OP_FUSED: return rc_eval_fused(I, n, rc_node_fused(n)->op->target, ops, res);
  case RC_OP_COMPOSITE: {
    const char *name = attr_str(n, "custom_call_target");
    if (rc_fused_target_op(name)) return rc_eval_fused(I, n, name, ops, res);
    RcFunc *f = callee(I, n);
    if (!f) {
      RcAttr *d = rc_node_attr(n, "decomposition");
      if (d && d->kind == RC_ATTR_FUNC) f = d->u.fn;
      else if (d && (d->raw || d->u.s)) {
        const char *s = d->kind == RC_ATTR_STR ? d->u.s : d->raw;
        while (*s == '@') s++;
        f = rc_module_find_func(I->m, s);
      }
    }
    if (!f) return rc_exec_error(I, n, "composite '%s' has no decomposition function", name ? name : "?");
    return eval_call(I, n, f, ops, res);
  }
  case RC_OP_CUSTOM_CALL: {
    const char *name = attr_str(n, "custom_call_target");
    if (!name) return rc_exec_error(I, n, "custom call without a target");
    while (*name == '@') name++;
    if (rc_fused_target_op(name)) return rc_eval_fused(I, n, name, ops, res);
    if (g_str_has_prefix(name, "check.")) {
      size_t failed = I->opt ? I->opt->nfailed : 0;
      RcStatus st = rc_eval_check(I, n, name, ops);
      if (st != RC_OK) return st;
      bool passed = !I->opt || I->opt->nfailed == failed;
      for (uint32_t i = 0; i < n->nresults; i++) {
        /* Checks normally have no results; a pred result (some test files declare tensor<i1>)
         * holds whether the check passed, anything else is an empty tuple. */
        const RcType *ty = n->results[i].type;
        if (ty && ty->kind == RC_TYPE_TENSOR && ty->dtype == RC_DT_PRED && rc_type_is_static(ty)) {
          res[i] = rc_tensor_for_type(ty);
          if (res[i]) memset(res[i]->data, passed, (size_t)res[i]->numel);
        } else {
          res[i] = rc_tensor_tuple(NULL, 0);
        }
        if (!res[i]) return rc_exec_error(I, n, "out of memory");
      }
      return RC_OK;
    }
    if (!strcmp(name, "mhlo.erf") && n->noperands == 1) /* torch_xla's spelling of erf */
      return rc_eval_elementwise_as(I, n, RC_OP_ERF, ops, res);
    char why[320];
    const char *w = unsupported(I->m, n, why, sizeof why);
    return rc_exec_error(I, n, "%s", w ? w : "this op is not supported by the executor");
  }
  case RC_OP_REDUCE: return rc_eval_reduce(I, n, ops, res);
  case RC_OP_REDUCE_WINDOW: return rc_eval_reduce_window(I, n, ops, res);
  case RC_OP_BATCH_NORM_TRAINING: return rc_eval_batch_norm_training(I, n, ops, res);
  case RC_OP_DOT:
  case RC_OP_DOT_GENERAL: return rc_eval_dot(I, n, ops, res);
  case RC_OP_BROADCAST:
  case RC_OP_RESHAPE:
  case RC_OP_BITCAST:
  case RC_OP_COPY:
  case RC_OP_TRANSPOSE:
  case RC_OP_CONVERT:
  case RC_OP_BITCAST_CONVERT:
  case RC_OP_IOTA:
  case RC_OP_CONCATENATE:
  case RC_OP_SLICE:
  case RC_OP_PAD: return rc_eval_shape(I, n, ops, res);
  case RC_OP_OPAQUE:
    if (rc_node_is_batch_norm_grad(n)) return rc_eval_batch_norm_grad(I, n, ops, res);
    if (rc_exec_cond_known(I->m, n)) return rc_eval_cond(I, n, ops, res);
    if (rc_node_is_identity_rounding(n) && !ops[0]->tuple) {
      *res = rc_tensor_ref(ops[0]);
      return RC_OK;
    }
    return rc_exec_error(I, n, "this op is not supported by the executor");
  default:
    if (rc_op_info[n->op].flags & RC_F_ELEM) return rc_eval_elementwise(I, n, ops, res);
    return rc_exec_error(I, n, "this op is not supported by the executor");
  }
}

RcStatus rc_exec_func(RcInterp *I, RcFunc *f, RcTensor *const *args, uint32_t nargs, RcTensor **outs, uint32_t cap,
                      uint32_t *nouts) {
  *nouts = 0;
  if (I->depth >= MAX_DEPTH)
    return rc_exec_error(I, f->first, "calls nested deeper than %d (recursion?)", MAX_DEPTH);
  if (nargs != f->nparams) {
    RcSource src = {I->m->filename, NULL, 0};
    rc_diag(I->ctx, RC_SEV_ERROR, &src, f->first ? f->first->loc.line : 0, f->first ? f->first->loc.col : 0,
            "cannot execute '%s': called with %u arguments, it takes %u", f->name ? f->name : "?", nargs,
            f->nparams);
    return RC_ERR_INPUT;
  }
  /* Positions, slot offsets and in-function use counts. */
  uint32_t nn = 0, ns = 0;
  rc_func_for_each(f, x) nn++;
  Frame fr = {f, NULL, NULL, NULL, cur_frame};
  fr.off = malloc(sizeof(uint32_t) * (nn + 1));
  void **saved_link = malloc(sizeof(void *) * (nn + 1));
  if (!fr.off || !saved_link) {
    free(fr.off);
    free(saved_link);
    return rc_exec_error(I, f->first, "out of memory");
  }
  uint32_t p = 0;
  rc_func_for_each(f, x) {
    saved_link[p] = x->link;
    x->link = (void *)(uintptr_t)p;
    fr.off[p++] = ns;
    ns += x->nresults;
  }
  fr.slot = calloc(ns + 1, sizeof *fr.slot);
  fr.left = calloc(ns + 1, sizeof *fr.left);
  RcStatus st = RC_OK;
  if (!fr.slot || !fr.left) st = rc_exec_error(I, f->first, "out of memory");
  if (st == RC_OK) {
    rc_func_for_each(f, x) {
      for (uint32_t r = 0; r < x->nresults; r++) {
        uint32_t k = 0;
        rc_value_for_each_use(&x->results[r], u) if (u->user->func == f) k++;
        fr.left[fr.off[(uintptr_t)x->link] + r] = k;
      }
    }
    rc_func_for_each(f, x) if (rc_node_nregions(x)) region_uses(&fr, x, 1);
  }
  cur_frame = &fr;
  I->depth++;
  bool top = I->timing && I->depth == 1;
  RcTensor *opsbuf[16];
  RcTensor **ops = opsbuf;
  for (RcNode *n = f->first; n && st == RC_OK; n = n->next) {
    uint32_t base = fr.off[(uintptr_t)n->link];
    if (n->noperands > 16) {
      if (ops != opsbuf) free(ops);
      ops = malloc(sizeof *ops * n->noperands);
      if (!ops) {
        ops = opsbuf;
        st = rc_exec_error(I, n, "out of memory");
        break;
      }
    }
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *v = rc_node_uses(n)[i].value;
      ops[i] = v ? lookup(&fr, v) : NULL;
      if (!ops[i]) {
        st = rc_exec_error(I, n, "operand %u has no value (defined after use or in another function)", i);
        break;
      }
    }
    if (st != RC_OK) break;
    if (n->op == RC_OP_PARAMETER) {
      uint32_t k = 0;
      while (k < f->nparams && f->params[k] != n) k++;
      if (k == f->nparams) {
        st = rc_exec_error(I, n, "parameter is not listed in its function");
        break;
      }
      if (n->nresults) fr.slot[base] = rc_tensor_ref(args[k]);
    } else if (n->op == RC_OP_RETURN) {
      if (n->noperands > cap) {
        st = rc_exec_error(I, n, "more than %u results", cap);
        break;
      }
      for (uint32_t i = 0; i < n->noperands; i++) outs[i] = rc_tensor_ref(ops[i]);
      *nouts = n->noperands;
    } else {
      double t0 = top ? now_s() : 0;
      st = rc_exec_node(I, n, ops, fr.slot + base);
      if (top && st == RC_OK && n->op != RC_OP_CONSTANT)
        I->opt->on_op(I->opt->user, op_spelling(I, n), n->loc.line, now_s() - t0);
      if (st == RC_OK) {
        for (uint32_t r = 0; r < n->nresults; r++) {
          if (!fr.slot[base + r]) {
            st = rc_exec_error(I, n, "produced no value");
            break;
          }
        }
      }
    }
    /* Drop operands at their last use. */
    if (rc_node_nregions(n)) region_uses(&fr, n, -1);
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *v = rc_node_uses(n)[i].value;
      if (!v || v->def->func != f) continue;
      uint32_t s = fr.off[(uintptr_t)v->def->link] + v->index;
      if (fr.left[s] && --fr.left[s] == 0) {
        rc_tensor_free(fr.slot[s]);
        fr.slot[s] = NULL;
      }
    }
  }
  if (st == RC_OK && !*nouts && f->last && f->last->op != RC_OP_RETURN)
    st = rc_exec_error(I, f->last, "function '%s' has no return", f->name ? f->name : "?");
  if (ops != opsbuf) free(ops);
  I->depth--;
  cur_frame = fr.up;
  for (uint32_t s = 0; s < ns; s++) rc_tensor_free(fr.slot ? fr.slot[s] : NULL);
  p = 0;
  rc_func_for_each(f, x) x->link = saved_link[p++];
  if (st != RC_OK) {
    for (uint32_t i = 0; i < *nouts; i++) rc_tensor_free(outs[i]);
    *nouts = 0;
  }
  free(saved_link);
  free(fr.off);
  free(fr.slot);
  free(fr.left);
  return st;
}
