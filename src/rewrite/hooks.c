/* Binds the rewrite driver to the canonicalizer's view and to the executor's
 * rewrite check. */
#include <stdlib.h>

#include "recompose/higher.h"
#include "support/ctx.h"

#include "pattern/pattern.h"
#include "recog/recog.h"
#include "rewrite/hooks.h"

struct RcRwCanon {
  RcFunc *f;
  RcCanon *c;
  RcRecog *recog; /* the view's index for recognition by value, built on first use */
  uint64_t ops[2]; /* the op kinds of the view's nodes (rc_rw_ops) */
};

/* The view of canonical form cc (NULL: none, out of memory; freed then). */
static RcRwCanon *view_of(RcFunc *f, RcCanon *cc) {
  RcRwCanon *c = cc ? calloc(1, sizeof *c) : NULL;
  if (!c) {
    rc_canon_free(cc);
    return NULL;
  }
  c->f = f;
  c->c = cc;
  rc_func_for_each(rc_canon_func(c->c), n) c->ops[n->op / 64] |= 1ull << (n->op % 64);
  return c;
}


RcRwCanon *rc_rw_canon_new(RcFunc *f) { return view_of(f, rc_canon_new(f)); }

bool rc_rw_canon_window_pair(RcFunc *f, RcNode *const *nodes, size_t nnodes, RcRwCanon **merged, RcRwCanon **exact) {
  RcCanon *m, *x;
  *merged = *exact = NULL;
  if (!rc_canon_new_window_pair(f, nodes, nnodes, &m, &x)) return false;
  *merged = view_of(f, m);
  *exact = view_of(f, x);
  if (*merged && *exact) return true;
  rc_rw_canon_free(*merged);
  rc_rw_canon_free(*exact);
  *merged = *exact = NULL;
  return false;
}

RcFunc *rc_rw_canon_func(const RcRwCanon *c) { return rc_canon_func(c->c); }

RcValue *rc_rw_origin(const RcRwCanon *c, const RcValue *cv) { return rc_canon_origin(c->c, cv); }

RcValue *rc_rw_input(const RcRwCanon *c, const RcValue *cv) { return rc_rw_origin(c, cv); }

RcValue *rc_rw_origin_wrapped(const RcRwCanon *c, const RcValue *cv) { return rc_canon_origin_wrapped(c->c, cv); }

RcValue *rc_rw_lookup(const RcRwCanon *c, const RcValue *v) { return rc_canon_lookup(c->c, v); }

bool rc_rw_call_seen_through(const RcNode *call) {
  return rc_canon_callee(call) != NULL;
}

bool rc_rw_same_node(const RcNode *a, const RcNode *b) {
  return rc_canon_same_node(a, b);
}

bool rc_rw_same_op(const RcNode *a, const RcNode *b) { return rc_canon_same_op(a, b); }

const uint64_t *rc_rw_ops(const RcRwCanon *c) { return c->ops; }

RcRecog *rc_rw_recog(RcRwCanon *c) {
  if (!c->recog) c->recog = rc_recog_new(rc_canon_func(c->c));
  return c->recog;
}

void rc_rw_canon_free(RcRwCanon *c) {
  if (!c) return;
  rc_recog_free(c->recog);
  rc_canon_free(c->c);
  free(c);
}

bool rc_rw_nonneg_value(const RcValue *v) { return rc_exec_nonneg_value(v); }

bool rc_rewrite_verify(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                       const char *config, double max_ulp, double known_ulp, uint32_t nonneg, RcVerifyErrors *errs,
                       char *why, size_t whylen) {
  return rc_exec_verify_rewrite_errors(f, root, inputs, ninputs, op, config, max_ulp, known_ulp, nonneg, errs, why,
                                       whylen);
}

