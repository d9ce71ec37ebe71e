/* Binds the rewrite driver to the canonicalizer and to the executor's rewrite
 * check when they are in the tree (rewrite/have.h), with honest fallbacks. */
#include <stdlib.h>

#include "recompose/higher.h"
#include "support/ctx.h"

#include "pattern/pattern.h"
#include "rewrite/hooks.h"

struct RcRwCanon {
  RcFunc *f;
  bool identity;
#if RC_HAVE_CANON
  RcCanon *c;
#endif
};

static RcRwCanon *view_new(RcFunc *f, RcNode *const *nodes, size_t nnodes, bool window) {
  RcRwCanon *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->f = f;
#if RC_HAVE_CANON
  c->c = window ? rc_canon_new_window(f, nodes, nnodes) : rc_canon_new(f);
  if (!c->c) {
    free(c);
    return NULL;
  }
#else
  (void)nodes, (void)nnodes, (void)window;
#endif
  return c;
}

RcRwCanon *rc_rw_canon_new(RcFunc *f) { return view_new(f, NULL, 0, false); }

RcRwCanon *rc_rw_canon_window_new(RcFunc *f, RcNode *const *nodes, size_t nnodes) {
  return view_new(f, nodes, nnodes, true);
}

RcRwCanon *rc_rw_identity_new(RcFunc *f) {
  RcRwCanon *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->f = f;
  c->identity = true;
  return c;
}

RcFunc *rc_rw_canon_func(const RcRwCanon *c) {
#if RC_HAVE_CANON
  if (c->identity) return c->f;
  return rc_canon_func(c->c);
#else
  return c->f;
#endif
}

RcValue *rc_rw_origin(const RcRwCanon *c, const RcValue *cv) {
#if RC_HAVE_CANON
  if (c->identity) return (RcValue *)cv;
  return rc_canon_origin(c->c, cv);
#else
  (void)c;
  return (RcValue *)cv;
#endif
}

RcValue *rc_rw_input(const RcRwCanon *c, const RcValue *cv) {
  if (!c->identity) return rc_rw_origin(c, cv);
  const RcValue *v = cv;
  while (v && rc_match_float_convert(v) && rc_node_operand(v->def, 0)) v = rc_node_operand(v->def, 0);
  return (RcValue *)v;
}

RcValue *rc_rw_origin_wrapped(const RcRwCanon *c, const RcValue *cv) {
#if RC_HAVE_CANON
  if (c->identity) return cv->def ? rc_canon_written_wrapped((RcValue *)cv) : (RcValue *)cv;
  return rc_canon_origin_wrapped(c->c, cv);
#else
  (void)c;
  return (RcValue *)cv;
#endif
}

RcValue *rc_rw_lookup(const RcRwCanon *c, const RcValue *v) {
#if RC_HAVE_CANON
  if (!c->identity) return rc_canon_lookup(c->c, v);
#else
  (void)c;
#endif
  return (RcValue *)v;
}

bool rc_rw_call_seen_through(const RcNode *call) {
#if RC_HAVE_CANON
  return rc_canon_callee(call) != NULL;
#else
  (void)call;
  return false;
#endif
}

bool rc_rw_same_node(const RcNode *a, const RcNode *b) {
#if RC_HAVE_CANON
  return rc_canon_same_node(a, b);
#else
  return a == b;
#endif
}

void rc_rw_canon_free(RcRwCanon *c) {
  if (!c) return;
#if RC_HAVE_CANON
  if (!c->identity) rc_canon_free(c->c);
#endif
  free(c);
}

bool rc_rewrite_can_verify(void) { return RC_HAVE_EXEC_VERIFY; }

bool rc_rewrite_verify(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                       const char *config, double max_ulp, char *why, size_t whylen) {
#if RC_HAVE_EXEC_VERIFY
  return rc_exec_verify_rewrite(f, root, inputs, ninputs, op, config, max_ulp, why, whylen);
#else
  (void)f, (void)root, (void)inputs, (void)ninputs, (void)op, (void)config, (void)max_ulp;
  if (whylen) why[0] = 0;
  return false;
#endif
}

#if !RC_HAVE_CANON
/* Without the canonicalizer in the tree, --canonicalize-only cannot run: say so. */
RcStatus rc_module_canonicalize(RcModule *m) {
  if (!m) return RC_ERR_USAGE;
  rc_diag(m->ctx, RC_SEV_ERROR, NULL, 0, 0, "this build has no canonicalizer (src/canon)");
  return RC_ERR_USAGE;
}
#endif
