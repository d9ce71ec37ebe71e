/* Guarded specialization: regions of the entry computation that read runtime scalars.
 *
 * torch_xla passes a model's Python scalars (gelu_new's 0.5, 0.044715 and sqrt(2/pi), the
 * erfc GELU's 0.5 and sqrt 2) as rank-0 entry parameters broadcast into the math, so such a
 * region is a function of x and of values known only at run time: no table op. A region
 * whose leaves are one tensor x and at most RC_RECOG_SCALARS_MAX rank-0 float entry
 * parameters (through scalar broadcasts and converts) is searched for values of those
 * parameters under which it computes a table op (recog/scalars.c). Where some are found,
 * the region's result becomes
 *
 *   conditional(p1 == v1 and ..., tuple(x, p1, ...), tuple(x, p1, ...)),
 *     true_computation  = the region with p1, ... replaced by the constants v1, ...
 *     false_computation = the region verbatim
 *
 * before the rounds run; the rounds then raise the true branch as any region of constants,
 * through the same check and verification (which run it with the values fixed). Each
 * parameter is compared in its own dtype, exactly (a NaN takes the false branch). A true
 * branch the rounds do not raise is put back afterwards (rc_rw_scalars_undo); in StableHLO,
 * one they raise is then written as a stablehlo.if that holds both branches inline
 * (scalars_if.c).
 *
 * A training step's forward whose inner values its backward reads (the GELU's tanh, erfc) gets
 * two guards under the same values: the backward, a region over x and dy with the inner values
 * copied in, whose own scalars are searched for values that make it dy op'(x) (joint()), before
 * the first reader of its results, and then the forward alone; the undo keeps both or neither
 * (in StableHLO, two stablehlo.ifs written together, the backward's of one result per root). */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "numerics/encode.h"
#include "recog/recog.h"
#include "rewrite/rewrite.h"

enum { LEAF, CONST, SCALAR, ELEM };
#define MULTI ((RcValue *)(uintptr_t)1)
#define PAIR ((void *)(uintptr_t)1) /* in the guards: the two before are a backward and its forward */
#define MAX_SCALARS 32 /* the rank-0 parameters followed (a bit each) */
#define REGION_MAX 512
#define MAX_OPS 8
#define RC_RW_SCALARS_ROOTS 4 /* a joint region's values other code reads */
/* Node evaluations the search may spend on one module (about a second): a graph with many
 * scalar-reading chains is searched from its end until then. */
#define BUDGET ((uint64_t)1 << 27)

typedef struct {
  uint8_t *kind;    /* per node id */
  RcValue **leaf;   /* per node id: the one non-scalar leaf an ELEM node reads, NULL for none, MULTI */
  uint32_t *mask;   /* per node id: the scalars it reads */
  double *cval;     /* per node id: a CONST's value */
  uint16_t *depth;  /* per node id: the longest ELEM/CONST path down to it, REGION_MAX + 1 at most */
  int8_t *sidx;     /* per node id: a SCALAR's index */
  RcNode *scalars[MAX_SCALARS];
  uint32_t nscalars;
  /* the region under search */
  RcNode **order;   /* operand-first */
  uint32_t norder;
  uint32_t nentered; /* the nodes collect has entered (REGION_MAX bounds it, and so its recursion) */
  uint32_t *col;    /* per node id: its place in order, or UINT32_MAX */
  RcValue *x;
  RcValue *dy;      /* a joint region's second tensor leaf (its backward's dy), else NULL */
  double dyval;     /* dy's value when the region is evaluated */
  uint32_t outcol;  /* the place in order of the value region_values reads */
  int8_t slot[MAX_SCALARS]; /* scalar index -> place in the assignment */
  double *vals;
  uint64_t spent; /* node evaluations so far (BUDGET) */
  uint32_t ids;   /* the node ids the arrays hold (nodes made since are outside every region) */
} Scan;

static bool is_scalar_param(const RcNode *n) {
  const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  return n->op == RC_OP_PARAMETER && t && t->kind == RC_TYPE_TENSOR && t->rank == 0 && rc_dtype_is_float(t->dtype) &&
         t->dtype != RC_DT_F64;
}

/* v's leaf as an operand: itself for a LEAF, else its node's. */
static RcValue *leaf_of(const Scan *s, RcValue *v) {
  if (!v || !v->def) return MULTI;
  return s->kind[v->def->id] == LEAF ? v : s->leaf[v->def->id];
}

static void classify(Scan *s, RcFunc *f) {
  for (RcNode *n = f->first; n; n = n->next) {
    uint32_t id = n->id;
    s->kind[id] = LEAF;
    double c;
    if (n->op == RC_OP_PARAMETER && is_scalar_param(n) && s->nscalars < MAX_SCALARS) {
      s->kind[id] = SCALAR;
      s->sidx[id] = (int8_t)s->nscalars;
      s->mask[id] = 1u << s->nscalars;
      s->scalars[s->nscalars++] = n;
      continue;
    }
    if (n->op == RC_OP_CONSTANT) {
      if (rc_recog_const(n, &c)) {
        s->kind[id] = CONST;
        s->cval[id] = c;
      }
      continue;
    }
    const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
    if (!t || t->kind != RC_TYPE_TENSOR || n->noperands > MAX_OPS) continue;
    bool scalar_bcast = n->op == RC_OP_BROADCAST && n->noperands == 1 && rc_node_operand(n, 0) &&
                        rc_node_operand(n, 0)->type && rc_node_operand(n, 0)->type->kind == RC_TYPE_TENSOR &&
                        rc_node_operand(n, 0)->type->rank == 0;
    if (!scalar_bcast && !rc_recog_evaluable(n)) continue;
    if (n->op == RC_OP_CUSTOM_CALL || n->op == RC_OP_COMPOSITE || n->op == RC_OP_FUSED) continue;
    RcValue *leaf = NULL;
    uint32_t mask = 0;
    bool allconst = true;
    double a[MAX_OPS];
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *v = rc_node_operand(n, i), *l = leaf_of(s, v);
      if (!v || !v->def) {
        leaf = MULTI;
        allconst = false;
        break;
      }
      mask |= s->mask[v->def->id] * (s->kind[v->def->id] != LEAF);
      allconst = allconst && s->kind[v->def->id] == CONST;
      a[i] = s->cval[v->def->id];
      if (l && l != leaf) leaf = leaf ? MULTI : l;
    }
    if (allconst) { /* a constant expression (1 * 1, a broadcast constant): its value */
      s->kind[id] = CONST;
      s->cval[id] = scalar_bcast ? a[0] : rc_recog_eval(n, a);
      continue;
    }
    if (leaf == MULTI && !mask) continue; /* a value of several tensors and no scalar: a leaf for its readers */
    s->kind[id] = ELEM;
    s->leaf[id] = leaf;
    s->mask[id] = mask;
  }
  /* a region holds every node of its longest path: a root deeper than REGION_MAX is refused
   * before it is walked (a chain of N scalar-reading ops costs N, not N * REGION_MAX) */
  for (RcNode *n = f->first; n; n = n->next) {
    if (s->kind[n->id] != ELEM && s->kind[n->id] != CONST) continue;
    uint32_t d = 0;
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *v = rc_node_operand(n, i);
      if (v && v->def && v->def->id < s->ids && s->depth[v->def->id] > d) d = s->depth[v->def->id];
    }
    s->depth[n->id] = (uint16_t)(d < REGION_MAX ? d + 1 : REGION_MAX + 1);
  }
}

/* Whether n only combines a region of x that reads no scalar with a value of scalars alone
 * (gelu(x) * s, an output scaled by a runtime value): the rounds raise that region as it is,
 * and a guard on s (s == 1) would add nothing but a branch. */
static bool scaled_only(const Scan *s, const RcNode *n) {
  if (n->noperands != 2) return false;
  const RcNode *a = rc_node_operand(n, 0)->def, *b = rc_node_operand(n, 1)->def;
  bool sa = s->kind[a->id] != LEAF && !s->leaf[a->id], sb = s->kind[b->id] != LEAF && !s->leaf[b->id];
  return (sa && !s->mask[b->id]) || (sb && !s->mask[a->id]);
}

/* The region of root down to x, the scalars and the constants, operand-first into s->order. */
static bool collect(Scan *s, RcNode *n) {
  if (n->id >= s->ids) return false; /* made by a guard since: outside every region */
  if (s->col[n->id] != UINT32_MAX || s->kind[n->id] == SCALAR) return true;
  if (s->kind[n->id] == LEAF) return false; /* only x, checked by the caller */
  if (++s->nentered > REGION_MAX) return false; /* before the recursion: its depth stays bounded */
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *v = rc_node_operand(n, i);
    if (v == s->x || (s->dy && v == s->dy)) continue;
    if (!collect(s, v->def)) return false;
  }
  s->col[n->id] = s->norder;
  s->order[s->norder++] = n;
  return true;
}

static void uncollect(Scan *s) {
  for (uint32_t i = 0; i < s->norder; i++) s->col[s->order[i]->id] = UINT32_MAX;
  s->norder = 0;
  s->dy = NULL;
  s->nentered = 0;
}

/* Whether the region's inner values other code reads stay for it at more cost than the driver
 * allows a recomputing call (recompute.c's rule): a root reached through another's result
 * (two converts of one GELU) is left to that inner root, a forward whose tanh a backward
 * reads is left as it is. */
static bool shared_refusal(Scan *s) {
  RcValue *shared[64];
  uint32_t n = 0;
  for (uint32_t r = 0; r + 1 < s->norder; r++) {
    RcValue *v = &s->order[r]->results[0];
    bool out = false;
    /* stops at the first outside reader: a scalar's broadcast read by a whole chain has a use
     * per link, and every root of the chain asks (at most the region's nodes come first) */
    rc_value_for_each_use(v, u) if ((out = u->user->id >= s->ids || s->col[u->user->id] == UINT32_MAX)) break;
    if (out && n == 64) return true;
    if (out) shared[n++] = v;
  }
  RcNode *root = s->order[s->norder - 1];
  return n && rc_rewrite_recompute_refusal(s->order, s->norder, &root->results[0], shared, n) != NULL;
}

/* Whether every reader of the region's inner values outside it is an elementwise node (a
 * backward's, which joint() may take with the forward): else the search is not worth its cost. */
static bool backward_readers(const Scan *s) {
  for (uint32_t r = 0; r + 1 < s->norder; r++)
    rc_value_for_each_use(&s->order[r]->results[0], u) {
      uint32_t id = u->user->id;
      if (id >= s->ids || (s->col[id] == UINT32_MAX && s->kind[id] != ELEM)) return false;
    }
  return true;
}

/* recog/scalars.c's view of the region: its root's values at xs under the scalars sv. */
static bool region_values(void *user, const double *sv, const double *xs, uint32_t np, double *out) {
  Scan *s = user;
  if ((s->spent += (uint64_t)np * s->norder) > BUDGET) return false;
  for (uint32_t p = 0; p < np; p++) {
    for (uint32_t k = 0; k < s->norder; k++) {
      RcNode *n = s->order[k];
      double a[MAX_OPS];
      if (s->kind[n->id] == CONST) {
        s->vals[k] = s->cval[n->id];
        continue;
      }
      for (uint32_t i = 0; i < n->noperands; i++) {
        RcValue *v = rc_node_operand(n, i);
        uint32_t id = v->def->id;
        a[i] = v == s->x                 ? xs[p]
               : v == s->dy              ? s->dyval
               : s->kind[id] == SCALAR   ? sv[s->slot[s->sidx[id]]]
               : s->kind[id] == CONST    ? s->cval[id]
                                         : s->vals[s->col[id]];
      }
      s->vals[k] = n->op == RC_OP_BROADCAST ? a[0] : rc_recog_eval(n, a);
    }
    out[p] = s->vals[s->outcol];
  }
  return true;
}

/* ---- the rewrite ---- */

/* A node of op with one result of type t, inserted before `before`; NULL (nothing inserted) when
 * t is NULL (its allocation failed) or the node cannot be made. */
static RcNode *node_in(RcFunc *f, RcNode *before, RcOp op, uint32_t nops, const RcType *t) {
  RcNode *n = t ? rc_node_create(f->module, op, nops, 1) : NULL;
  if (!n) return NULL;
  n->results[0].type = (RcType *)t;
  rc_func_insert_before(f, n, before);
  return n;
}

/* A rank-0 constant of dtype t->dtype holding v (v is one of its values). */
static RcNode *scalar_const(RcFunc *f, RcNode *before, const RcType *t, double v) {
  RcModule *m = f->module;
  RcLiteral *l = rc_module_alloc(m, sizeof *l);
  void *buf = rc_module_alloc(m, 8);
  if (!l || !buf || !rc_num_encode(t->dtype, v, buf, NULL)) return NULL;
  l->dtype = t->dtype;
  l->count = 1;
  l->splat = true;
  l->data = buf;
  RcNode *k = node_in(f, before, RC_OP_CONSTANT, 0, rc_type_tensor(m, t->dtype, 0, NULL));
  if (k) k->literal = l;
  return k;
}

static char *fresh_name(RcModule *m, const char *stem) {
  char nm[96];
  for (uint32_t i = 0;; i++) {
    snprintf(nm, sizeof nm, "%s.%u", stem, i);
    if (!rc_module_find_func(m, nm)) return rc_module_strdup(m, nm);
  }
}

/* A tuple type of the values' types. */
static RcType *tuple_of(RcModule *m, RcValue *const *vs, uint32_t n) {
  RcType *tt = rc_module_alloc(m, sizeof *tt);
  RcType **elems = rc_module_alloc(m, sizeof *elems * (n ? n : 1));
  if (!tt || !elems) return NULL;
  tt->kind = RC_TYPE_TUPLE;
  tt->ntuple = (int32_t)n;
  tt->tuple = elems;
  for (uint32_t i = 0; i < n; i++) elems[i] = vs[i]->type;
  return tt;
}

/* Fills the branch computation f: one parameter of tuple type tt (lv[0..nlv): x, a joint region's
 * dy, the scalars), the region's copy, its roots returned (one, or a tuple of nroots). With sv, the
 * scalars (lv[nfix..nlv)) read the constants sv[i] (the true branch). False on out-of-memory, f
 * then half-filled (branch() erases it). */
static bool fill_branch(Scan *s, RcModule *m, RcFunc *f, RcType *tt, RcValue *const *lv, uint32_t nlv,
                        uint32_t nfix, const double *sv, RcNode *const *roots, uint32_t nroots) {
  if (!(f->params = rc_module_alloc(m, sizeof *f->params))) return false;
  RcNode *p = node_in(f, NULL, RC_OP_PARAMETER, 0, tt);
  if (!p || !(p->results[0].name = rc_module_strdup(m, "scalars.arg"))) return false;
  f->nparams = 1;
  f->params[0] = p;
  GHashTable *map = g_hash_table_new(NULL, NULL);
  bool ok = true;
  for (uint32_t i = 0; i < nlv && ok; i++) {
    RcNode *g;
    if (i >= nfix && sv) {
      g = scalar_const(f, NULL, lv[i]->type, sv[i - nfix]);
    } else {
      g = node_in(f, NULL, RC_OP_GET_TUPLE_ELEMENT, 1, tt->tuple[i]);
      RcAttr *a = g ? rc_node_add_attr(g, "index", RC_ATTR_INT, NULL) : NULL;
      if (a) a->u.i = i;
      if (g) rc_node_set_operand(g, 0, &p->results[0]);
      ok = a != NULL;
    }
    ok = ok && g;
    if (ok) g_hash_table_insert(map, lv[i], &g->results[0]);
  }
  for (uint32_t r = 0; r < s->norder && ok; r++) {
    RcNode *o = s->order[r], *c = rc_node_clone(m, o);
    if (!(ok = c != NULL)) break;
    c->results[0].name = o->results[0].name;
    g_hash_table_insert(map, &o->results[0], &c->results[0]);
    rc_func_insert_before(f, c, NULL);
    for (uint32_t i = 0; i < o->noperands; i++) {
      RcValue *v = g_hash_table_lookup(map, rc_node_operand(o, i));
      if (!v && rc_node_operand(o, i)->def->op == RC_OP_CONSTANT) { /* a constant outside the region */
        RcNode *kc = rc_node_clone(m, rc_node_operand(o, i)->def);
        if (!(ok = kc != NULL)) break;
        rc_func_insert_before(f, kc, c);
        v = &kc->results[0];
        g_hash_table_insert(map, rc_node_operand(o, i), v);
      }
      if (!v) ok = false;
      rc_node_set_operand(c, i, v);
    }
  }
  RcValue *out = NULL;
  if (ok && nroots == 1) {
    out = g_hash_table_lookup(map, &roots[0]->results[0]);
  } else if (ok) {
    RcValue *rv[RC_RW_SCALARS_ROOTS];
    for (uint32_t i = 0; i < nroots; i++) rv[i] = &roots[i]->results[0];
    RcType *rt = tuple_of(m, rv, nroots);
    RcNode *t = rt ? node_in(f, NULL, RC_OP_TUPLE, nroots, rt) : NULL;
    for (uint32_t i = 0; t && i < nroots; i++) rc_node_set_operand(t, i, g_hash_table_lookup(map, rv[i]));
    out = t ? &t->results[0] : NULL;
  }
  RcNode *ret = out ? rc_node_create(m, RC_OP_RETURN, 1, 0) : NULL;
  if (ret) {
    rc_func_insert_before(f, ret, NULL);
    rc_node_set_operand(ret, 0, out);
  }
  g_hash_table_destroy(map);
  return ret != NULL;
}

/* Takes f (a function or a half-built one) out of the module, its nodes erased. */
static void drop_func(RcModule *m, RcFunc *f) {
  rc_func_erase_region(f);
  rc_module_remove_func(m, f);
}

/* A new branch computation named after stem (fill_branch), or NULL on out-of-memory with the
 * module as it was. */
static RcFunc *branch(Scan *s, RcModule *m, const char *stem, RcType *tt, RcValue *const *lv, uint32_t nlv,
                      uint32_t nfix, const double *sv, RcNode *const *roots, uint32_t nroots) {
  const char *name = fresh_name(m, stem);
  RcFunc *f = name ? rc_func_create(m, name, NULL) : NULL;
  if (!f) return NULL;
  if (fill_branch(s, m, f, tt, lv, nlv, nfix, sv, roots, nroots)) return f;
  drop_func(m, f);
  return NULL;
}

/* Puts f just before `before` in the module's order (XLA's parser wants a computation
 * defined before the one that names it). */
static void move_before(RcModule *m, RcFunc *f, RcFunc *before) {
  RcFunc **pp = &m->funcs, *prev = NULL;
  for (RcFunc *g = m->funcs; g && g != f; g = g->next) prev = g;
  if (prev) prev->next = f->next;
  else m->funcs = f->next;
  if (m->funcs_last == f) m->funcs_last = prev;
  for (pp = &m->funcs; *pp && *pp != before; pp = &(*pp)->next) {}
  f->next = *pp;
  *pp = f;
  if (!f->next) m->funcs_last = f;
}

static RcAttr *func_attr(RcNode *n, const char *name, RcFunc *f) {
  RcAttr *a = rc_node_add_attr(n, name, RC_ATTR_FUNC, NULL);
  if (a) a->u.fn = f;
  return a;
}

/* The predicate p1 == sv[0] and ... before `at`, its nodes appended to built[*nbuilt]; NULL on
 * out-of-memory (what was made is in built). */
static RcValue *predicate(RcModule *m, RcFunc *e, RcNode *at, RcNode *const *ps, uint32_t k, const double *sv,
                          RcNode **built, uint32_t *nbuilt) {
  const RcType *pt = rc_type_tensor(m, RC_DT_PRED, 0, NULL);
  RcValue *pred = NULL;
  for (uint32_t i = 0; i < k; i++) {
    RcNode *c = scalar_const(e, at, ps[i]->results[0].type, sv[i]);
    if (c) built[(*nbuilt)++] = c;
    RcNode *eq = c ? node_in(e, at, RC_OP_COMPARE, 2, pt) : NULL;
    if (eq) built[(*nbuilt)++] = eq;
    RcAttr *d = eq ? rc_node_add_attr(eq, "direction", RC_ATTR_ENUM, NULL) : NULL;
    if (!d) return NULL;
    d->u.s = "EQ";
    rc_node_set_operand(eq, 0, &ps[i]->results[0]);
    rc_node_set_operand(eq, 1, &c->results[0]);
    if (pred) {
      RcNode *a = node_in(e, at, RC_OP_AND, 2, pt);
      if (!a) return NULL;
      built[(*nbuilt)++] = a;
      rc_node_set_operand(a, 0, pred);
      rc_node_set_operand(a, 1, &eq->results[0]);
      pred = &a->results[0];
    } else {
      pred = &eq->results[0];
    }
  }
  return pred;
}

/* The guard and the conditional before node `at` (the region's root, or for a joint region the
 * first reader of its roots): the region s->order over x (and s->dy), the scalars ps[0..k) under
 * sv, its roots[0..nroots) read from the conditional's result (a tuple where more than one).
 * Everything is built before the roots' readers move to it: false on out-of-memory, the module
 * then as it was. */
static bool guard(Scan *s, RcModule *m, RcFunc *e, RcNode *const *ps, uint32_t k, const double *sv,
                  RcNode *const *roots, uint32_t nroots, RcNode *at, GPtrArray *made) {
  RcValue *lv[2 + RC_RECOG_SCALARS_MAX * 2];
  uint32_t nlv = 0;
  lv[nlv++] = s->x;
  if (s->dy) lv[nlv++] = s->dy;
  uint32_t nfix = nlv;
  for (uint32_t i = 0; i < k; i++) lv[nlv++] = &ps[i]->results[0];
  RcType *tt = tuple_of(m, lv, nlv);
  RcFunc *yes = tt ? branch(s, m, "scalars_true", tt, lv, nlv, nfix, sv, roots, nroots) : NULL,
         *no = yes ? branch(s, m, "scalars_false", tt, lv, nlv, nfix, NULL, roots, nroots) : NULL;
  /* the guard's nodes in e: per scalar a constant, a compare and an and; the tuple, the
   * conditional and a get-tuple-element per root */
  RcNode *built[3 * RC_RECOG_SCALARS_MAX * 2 + 2 + RC_RW_SCALARS_ROOTS], *gets[RC_RW_SCALARS_ROOTS];
  uint32_t nbuilt = 0;
  RcValue *pred = no ? predicate(m, e, at, ps, k, sv, built, &nbuilt) : NULL;
  RcValue *rv[RC_RW_SCALARS_ROOTS];
  for (uint32_t i = 0; i < nroots; i++) rv[i] = &roots[i]->results[0];
  const RcType *ct = !pred ? NULL : nroots == 1 ? rv[0]->type : tuple_of(m, rv, nroots);
  RcNode *tup = ct ? node_in(e, at, RC_OP_TUPLE, nlv, tt) : NULL;
  if (tup) built[nbuilt++] = tup;
  RcNode *cond = tup ? node_in(e, at, RC_OP_OPAQUE, 3, ct) : NULL;
  if (cond) built[nbuilt++] = cond;
  bool ok = cond && func_attr(cond, "true_computation", yes) && func_attr(cond, "false_computation", no);
  for (uint32_t i = 0; i < nroots && nroots > 1 && ok; i++) {
    RcNode *g = gets[i] = node_in(e, at, RC_OP_GET_TUPLE_ELEMENT, 1, rv[i]->type);
    if (g) built[nbuilt++] = g;
    RcAttr *a = g ? rc_node_add_attr(g, "index", RC_ATTR_INT, NULL) : NULL;
    if ((ok = a != NULL)) {
      a->u.i = i;
      rc_node_set_operand(g, 0, &cond->results[0]);
    }
  }
  if (!ok) { /* undone: the nodes made (readers before what they read), then the branches */
    for (uint32_t i = nbuilt; i-- > 0;) rc_node_erase(built[i]);
    if (no) drop_func(m, no);
    if (yes) drop_func(m, yes);
    return false;
  }
  move_before(m, yes, e);
  move_before(m, no, e);
  cond->opname = "conditional";
  for (uint32_t i = 0; i < nlv; i++) rc_node_set_operand(tup, i, lv[i]);
  rc_node_set_operand(cond, 0, pred);
  rc_node_set_operand(cond, 1, &tup->results[0]);
  rc_node_set_operand(cond, 2, &tup->results[0]);
  const char *nm = rv[0]->name;
  if (nroots == 1) {
    rc_value_replace_all_uses(rv[0], &cond->results[0]);
    cond->results[0].name = nm;
  }
  for (uint32_t i = 0; i < nroots && nroots > 1; i++) {
    const char *rn = rv[i]->name;
    rc_value_replace_all_uses(rv[i], &gets[i]->results[0]);
    gets[i]->results[0].name = rn;
  }
  /* the region's nodes nothing reads any more go (the roots first) */
  for (uint32_t r = s->norder; r-- > 0;) {
    RcNode *n = s->order[r];
    if (!n->results[0].nuses) rc_node_erase(n);
  }
  g_ptr_array_add(made, cond);
  return true;
}

/* ---- joint regions: a forward and the backward that reads its inner values ---- */

typedef struct {
  Scan *s;
  const double *fixed; /* the forward's values, slots [0, kf) */
  uint32_t kf, k;      /* and the backward's own after them, k in all */
} Joint;

/* recog/scalars.c's view of the backward root s->outcol: its values at dy = 1 under the
 * forward's values and sv, where it is linear in dy (dy = 2 doubles it); a huge value where not. */
static bool joint_values(void *user, const double *sv, const double *xs, uint32_t np, double *out) {
  Joint *j = user;
  double all[RC_RECOG_SCALARS_MAX * 2], two[1];
  memcpy(all, j->fixed, sizeof *all * j->kf);
  memcpy(all + j->kf, sv, sizeof *all * (j->k - j->kf));
  for (uint32_t p = 0; p < np; p++) {
    j->s->dyval = 1;
    if (!region_values(j->s, all, xs + p, 1, out + p)) return false;
    j->s->dyval = 2;
    if (!region_values(j->s, all, xs + p, 1, two)) return false;
    if (isfinite(out[p]) && !(fabs(two[0] - 2 * out[p]) <= 1e-6 * fmax(fabs(two[0]), 1))) out[p] = 1e300;
  }
  return true;
}

/* Whether v's operand cone reaches a node marked in mark (the backward's): the conditional that
 * reads v would then read its own result. seen: per node id, zeroed by the caller. */
static bool reaches(Scan *s, RcValue *v, const uint8_t *mark, uint8_t *seen, GPtrArray *stack) {
  g_ptr_array_set_size(stack, 0);
  if (v->def) g_ptr_array_add(stack, v->def);
  while (stack->len) {
    RcNode *n = g_ptr_array_steal_index(stack, stack->len - 1);
    if (n->id >= s->ids) return true; /* a guard's node (unclassified, not moved): refused */
    if (seen[n->id]) continue;
    seen[n->id] = 1;
    if (mark[n->id]) return true;
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *o = rc_node_operand(n, i);
      if (o && o->def && o->def->func == n->func) g_ptr_array_add(stack, o->def);
    }
  }
  return false;
}

/* A forward region in s->order (root froot, its scalars ps[0..*k) at sv, hit's op) whose inner
 * values other code reads. A backward always follows its forward through the layers after it (dy
 * depends on froot), so the two get guards of their own under the same values: where every such
 * reader is an elementwise node of a backward over x, one more tensor dy, the scalars and
 * constants, that backward (up to where its values leave for other code) with the forward's inner
 * values it reads is a region over x and dy, and its own scalars are searched for values under
 * which one of its roots is dy op'(x) (the kernel's backward recomputes from x, as a raised
 * training step's does). On success it is guarded (before the first reader of its roots), its
 * scalars appended to ps and sv, and s->order is empty; where the guard runs out of memory, *oom
 * is set and the function is as it was. */
static bool joint(Scan *s, RcModule *m, RcFunc *e, RcNode *froot, const RcFusedOp *op, RcNode **ps, double *sv,
                  uint32_t *k, uint8_t *done, GPtrArray *made, bool *oom) {
  uint32_t ids = s->ids, nroots = 0;
  uint8_t *inb = g_new0(uint8_t, ids), *isb = g_new0(uint8_t, ids);
  for (uint32_t r = 0; r + 1 < s->norder; r++) inb[s->order[r]->id] = 1;
  RcValue *dy = NULL;
  RcNode *bnodes[REGION_MAX], *roots[RC_RW_SCALARS_ROOTS];
  uint32_t nb = 0;
  for (RcNode *n = froot->next; n && nb < REGION_MAX; n = n->next) {
    if (n->id >= ids || s->kind[n->id] != ELEM || done[n->id]) continue;
    bool has = false, ok = true;
    RcValue *ndy = dy;
    for (uint32_t i = 0; i < n->noperands && ok; i++) {
      RcValue *v = rc_node_operand(n, i);
      RcNode *d = v->def;
      if (v == s->x) continue;
      if (d && d->id < ids && inb[d->id]) {
        has = true;
        continue;
      }
      if (d && d->id < ids && d != froot &&
          (s->kind[d->id] == SCALAR || s->kind[d->id] == CONST ||
           (s->kind[d->id] == ELEM && (!s->leaf[d->id] || s->leaf[d->id] == s->x))))
        continue;
      /* dy, or a value of dy alone (its f32 convert) */
      RcValue *l = d && d->id < ids && s->kind[d->id] == ELEM && !s->mask[d->id] ? s->leaf[d->id] : v;
      if (l == ndy) continue;
      ok = !ndy && l != MULTI && l->def && l->def->id < ids && s->kind[l->def->id] == LEAF && l->type &&
           rc_type_is_static(l->type);
      if (ok) ndy = l;
    }
    if (!has || !ok) continue;
    inb[n->id] = isb[n->id] = 1;
    dy = ndy;
    bnodes[nb++] = n;
  }
  /* every reader of the forward's inner values is the backward's */
  bool ok = dy && nb;
  for (uint32_t r = 0; ok && r + 1 < s->norder; r++)
    rc_value_for_each_use(&s->order[r]->results[0], u) ok =
        ok && u->user->id < ids && (inb[u->user->id] || s->col[u->user->id] != UINT32_MAX);
  g_free(inb);
  uncollect(s);
  s->dy = dy;
  for (uint32_t i = 0; i < nb && ok; i++) ok = collect(s, bnodes[i]);
  /* the roots: the backward's values other code reads */
  for (uint32_t r = 0; ok && r < s->norder; r++) {
    RcNode *n = s->order[r];
    bool out = false;
    if (!isb[n->id]) continue;
    rc_value_for_each_use(&n->results[0], u) out = out || u->user->id >= ids || s->col[u->user->id] == UINT32_MAX;
    if (!out) continue;
    if (nroots == RC_RW_SCALARS_ROOTS) ok = false;
    else roots[nroots++] = n;
  }
  ok = ok && nroots;
  /* the backward's own scalars, after the forward's */
  uint32_t kf = *k, kk = kf;
  RcDType dts[RC_RECOG_SCALARS_MAX];
  for (uint32_t b = 0; b < s->nscalars && ok; b++) {
    bool in = false;
    for (uint32_t i = 0; i < kf; i++) in = in || ps[i] == s->scalars[b];
    bool read = false;
    for (uint32_t r = 0; r < s->norder && !read; r++) read = s->mask[s->order[r]->id] >> b & 1;
    if (in || !read) continue;
    if (kk - kf == RC_RECOG_SCALARS_MAX) ok = false;
    else {
      s->slot[b] = (int8_t)kk;
      dts[kk - kf] = s->scalars[b]->results[0].type->dtype;
      ps[kk++] = s->scalars[b];
    }
  }
  Joint j = {.s = s, .fixed = sv, .kf = kf, .k = kk};
  RcRecogScalarHit bh;
  bool found = false;
  for (uint32_t i = 0; i < nroots && ok && !found; i++) {
    if (s->leaf[roots[i]->id] != MULTI) continue;
    s->outcol = s->col[roots[i]->id];
    found = rc_recog_scalars_search_deriv(kk - kf, dts, froot->results[0].type->dtype, op, joint_values, &j, &bh);
  }
  ok = ok && found;
  if (ok) memcpy(sv + kf, bh.s, sizeof *sv * (kk - kf));
  /* the conditional goes before the first reader of a root; what it reads (dy, the scalars) must
   * not be the backward's own result */
  uint8_t *seen = g_new0(uint8_t, ids);
  GPtrArray *stack = g_ptr_array_new();
  ok = ok && !reaches(s, dy, isb, seen, stack);
  for (uint32_t i = 0; i < kk && ok; i++) ok = !reaches(s, &ps[i]->results[0], isb, seen, stack);
  g_ptr_array_free(stack, TRUE);
  RcNode *first = NULL;
  for (RcNode *n = e->first; ok && n && !first; n = n->next)
    for (uint32_t i = 0; i < n->noperands && !first; i++) {
      RcValue *v = rc_node_operand(n, i);
      for (uint32_t r = 0; r < nroots && !first; r++)
        if (v == &roots[r]->results[0] && (n->id >= ids || s->col[n->id] == UINT32_MAX)) first = n;
    }
  ok = ok && first;
  if (ok) {
    /* what the conditional reads that sits after `first` (seen: dy's and the scalars' cones) moves
     * before it, in program order */
    GPtrArray *moved = g_ptr_array_new(); /* pairs: a node moved, the node it stood before */
    RcNode *next;
    for (RcNode *n = first->next; n; n = next) {
      next = n->next;
      if (n->id < ids && seen[n->id] && n->op != RC_OP_RETURN) {
        g_ptr_array_add(moved, n);
        g_ptr_array_add(moved, next);
        rc_func_unlink(n);
        rc_func_insert_before(e, n, first);
      }
    }
    ok = guard(s, m, e, ps, kk, sv, roots, nroots, first, made);
    if (ok) {
      for (uint32_t r = 0; r < s->norder; r++) done[s->order[r]->id] = 1;
      *k = kk;
    }
    /* out of memory: the moved nodes back where they stood, the last first */
    for (guint i = ok ? 0 : moved->len; i >= 2; i -= 2) {
      RcNode *n = g_ptr_array_index(moved, i - 2);
      rc_func_unlink(n);
      rc_func_insert_before(e, n, g_ptr_array_index(moved, i - 1));
    }
    g_ptr_array_free(moved, TRUE);
    *oom = !ok;
  }
  g_free(seen);
  g_free(isb);
  uncollect(s);
  return ok;
}

GPtrArray *rc_rw_scalars(RcModule *m) {
  RcFunc *e = m->entry;
  if (!e || (m->format != RC_FORMAT_HLO && m->format != RC_FORMAT_STABLEHLO)) return NULL;
  uint32_t nscal = 0;
  for (uint32_t i = 0; i < e->nparams; i++) nscal += e->params[i] && is_scalar_param(e->params[i]);
  if (!nscal) return NULL;
  uint32_t ids = m->node_ids;
  Scan s = {.ids = ids};
  s.kind = g_new0(uint8_t, ids);
  s.leaf = g_new0(RcValue *, ids);
  s.mask = g_new0(uint32_t, ids);
  s.cval = g_new0(double, ids);
  s.depth = g_new0(uint16_t, ids);
  s.sidx = g_new0(int8_t, ids);
  s.col = g_new(uint32_t, ids);
  memset(s.col, 0xff, sizeof *s.col * ids);
  s.order = g_new(RcNode *, REGION_MAX);
  s.vals = g_new(double, REGION_MAX);
  classify(&s, e);
  GPtrArray *made = g_ptr_array_new();
  uint8_t *done = g_new0(uint8_t, ids); /* in a region already guarded, or dead */
  /* an elementwise value only dead ones read (a GELU nothing returns) is dead: a guard on it
   * would only add a dead branch */
  for (RcNode *n = e->last; n; n = n->prev) {
    if (n->id >= ids || s.kind[n->id] != ELEM) continue;
    bool dead = true;
    rc_value_for_each_use(&n->results[0], u) dead = dead && u->user->id < ids && done[u->user->id];
    done[n->id] = dead;
  }
  /* the roots last to first: the largest region of a chain is tried before its inner ones */
  for (RcNode *n = e->last; n; n = n->prev) {
    uint32_t id = n->id;
    if (s.spent > BUDGET) break;
    if (id >= ids || s.kind[id] != ELEM || done[id] || !s.mask[id] || !s.leaf[id] || s.leaf[id] == MULTI) continue;
    if (__builtin_popcount(s.mask[id]) > RC_RECOG_SCALARS_MAX || s.depth[id] > REGION_MAX || scaled_only(&s, n))
      continue;
    const RcType *rt = n->results[0].type, *xt = s.leaf[id]->type;
    if (!rc_type_is_static(rt) || !rc_dtype_is_float(rt->dtype) || !xt || xt->kind != RC_TYPE_TENSOR) continue;
    s.x = s.leaf[id];
    if (!collect(&s, n)) {
      uncollect(&s);
      continue;
    }
    bool shared = shared_refusal(&s);
    if (shared && !backward_readers(&s)) {
      uncollect(&s);
      continue;
    }
    RcNode *ps[RC_RECOG_SCALARS_MAX * 2];
    RcDType dts[RC_RECOG_SCALARS_MAX];
    uint32_t k = 0;
    for (uint32_t b = 0; b < s.nscalars; b++)
      if (s.mask[id] >> b & 1) {
        s.slot[b] = (int8_t)k;
        ps[k] = s.scalars[b];
        dts[k++] = s.scalars[b]->results[0].type->dtype;
      }
    RcRecogScalarHit hit;
    s.outcol = s.norder - 1;
    if (rc_recog_scalars_search(k, dts, rt->dtype, region_values, &s, &hit)) {
      double sv[RC_RECOG_SCALARS_MAX * 2];
      memcpy(sv, hit.s, sizeof *sv * k);
      uint32_t kf = k;
      /* a forward whose inner values a backward reads: the backward guarded first, under the same
       * values and its own, then the forward alone */
      if (shared) {
        bool oom = false;
        if (!joint(&s, m, e, n, hit.op, ps, sv, &k, done, made, &oom)) {
          uncollect(&s);
          if (oom) break;
          continue;
        }
        s.x = s.leaf[id];
        if (!collect(&s, n) || shared_refusal(&s)) { /* the backward's guard left the forward its own */
          uncollect(&s);
          g_ptr_array_add(made, NULL); /* a backward without its forward: the undo judges it alone */
          n = e->last;
          continue;
        }
      }
      for (uint32_t r = 0; r < s.norder; r++) done[s.order[r]->id] = 1;
      RcNode *prev = n->next; /* n may be erased */
      if (!guard(&s, m, e, ps, kf, sv, (RcNode *[]){n}, 1, n, made)) {
        uncollect(&s);
        break;
      }
      if (shared) g_ptr_array_add(made, PAIR); /* the two before: a backward and its forward */
      uncollect(&s);
      n = prev && !shared ? prev : e->last; /* a joint region's nodes after n are gone too */
      continue;
    }
    uncollect(&s);
  }
  g_free(done);
  g_free(s.kind);
  g_free(s.leaf);
  g_free(s.mask);
  g_free(s.cval);
  g_free(s.depth);
  g_free(s.sidx);
  g_free(s.col);
  g_free(s.order);
  g_free(s.vals);
  if (!made->len) {
    g_ptr_array_free(made, TRUE);
    return NULL;
  }
  return made;
}

static bool raised(const RcFunc *f) {
  for (const RcNode *n = f->first; n; n = n->next)
    if (rc_node_fused(n)) return true;
  return false;
}

/* Erases n and then its operands that nothing reads any more, when they are guard pieces. */
static void erase_dead(RcNode *n) {
  if (n->results[0].nuses || !(n->op == RC_OP_AND || n->op == RC_OP_COMPARE || n->op == RC_OP_CONSTANT ||
                               n->op == RC_OP_TUPLE || n->op == RC_OP_OPAQUE))
    return;
  RcNode *ops[3];
  uint32_t k = 0;
  for (uint32_t i = 0; i < n->noperands && k < 3; i++) {
    RcValue *v = rc_node_operand(n, i);
    bool again = false;
    for (uint32_t j = 0; j < k; j++) again = again || ops[j] == v->def;
    if (!again && v->def && v->def->op != RC_OP_PARAMETER) ops[k++] = v->def;
  }
  rc_node_erase(n);
  for (uint32_t j = 0; j < k; j++) erase_dead(ops[j]);
}

/* A branch's read of its tuple parameter (rewrite.h; scalars_if.c asks it too). */
bool rc_rw_scalars_tuple_read(const RcNode *n, const RcNode *tup, GHashTable *map, bool *ok) {
  if (n->op != RC_OP_GET_TUPLE_ELEMENT || !rc_node_operand(n, 0)->def || rc_node_operand(n, 0)->def->op != RC_OP_PARAMETER)
    return false;
  RcAttr *a = rc_node_attr(n, "index");
  *ok = a && a->kind == RC_ATTR_INT && a->u.i >= 0 && (uint64_t)a->u.i < tup->noperands;
  if (*ok) g_hash_table_insert(map, (void *)&n->results[0], rc_node_operand(tup, (uint32_t)a->u.i));
  return true;
}

/* The false branch's nodes back in place of cond; false when they cannot be (the guard stays). */
static bool unguard(RcModule *m, RcNode *cond, RcFunc *no) {
  RcNode *tup = rc_node_operand(cond, 1)->def;
  GHashTable *map = g_hash_table_new(NULL, NULL);
  RcValue *out = NULL, *outs[RC_RW_SCALARS_ROOTS];
  uint32_t nouts = 0;
  bool ok = true;
  GPtrArray *made = g_ptr_array_new();
  /* the region's nodes other code still read stayed in the function under their names (guard()
   * erased only the rest): the branch's copies of those read them again instead of a clone */
  GHashTable *stayed = g_hash_table_new(g_str_hash, g_str_equal), *taken = g_hash_table_new(g_str_hash, g_str_equal);
  bool before = true;
  for (RcNode *n = cond->func->first; n; n = n->next) {
    before = before && n != cond;
    for (uint32_t i = 0; i < n->nresults; i++)
      if (n->results[i].name) {
        g_hash_table_add(taken, (void *)n->results[i].name);
        if (before && n->nresults == 1) g_hash_table_insert(stayed, (void *)n->results[i].name, &n->results[i]);
      }
  }
  for (RcNode *n = no->first; n && ok; n = n->next) {
    if (n->op == RC_OP_PARAMETER) continue;
    if (rc_rw_scalars_tuple_read(n, tup, map, &ok)) continue;
    if (n->op == RC_OP_TUPLE && n->next && n->next->op == RC_OP_RETURN && rc_node_operand(n->next, 0) == &n->results[0]) {
      /* a joint region's roots */
      ok = n->noperands <= RC_RW_SCALARS_ROOTS;
      for (uint32_t i = 0; i < n->noperands && ok; i++) ok = (outs[nouts++] = g_hash_table_lookup(map, rc_node_operand(n, i))) != NULL;
      out = ok ? outs[0] : NULL;
      break;
    }
    if (n->op == RC_OP_RETURN) {
      out = g_hash_table_lookup(map, rc_node_operand(n, 0));
      break;
    }
    RcValue *kept = n->nresults == 1 && n->results[0].name ? g_hash_table_lookup(stayed, n->results[0].name) : NULL;
    if (kept && rc_type_equal(kept->type, n->results[0].type) && kept->def->op == n->op) {
      g_hash_table_insert(map, &n->results[0], kept);
      continue;
    }
    RcNode *c = n->nresults == 1 ? rc_node_clone(m, n) : NULL;
    if (!(ok = c != NULL)) break;
    c->results[0].name = n->results[0].name;
    if (kept || (c->results[0].name && g_hash_table_contains(taken, c->results[0].name)))
      c->results[0].name = NULL; /* a different value holds the name: the writer names it */
    rc_func_insert_before(cond->func, c, cond);
    g_ptr_array_add(made, c);
    g_hash_table_insert(map, &n->results[0], &c->results[0]);
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *v = g_hash_table_lookup(map, rc_node_operand(n, i));
      if (!v) ok = false;
      rc_node_set_operand(c, i, v);
    }
  }
  g_hash_table_destroy(map);
  g_hash_table_destroy(stayed);
  g_hash_table_destroy(taken);
  if (!ok || !out) {
    for (guint i = made->len; i-- > 0;) rc_node_erase(g_ptr_array_index(made, i));
    g_ptr_array_free(made, TRUE);
    return false;
  }
  g_ptr_array_free(made, TRUE);
  if (nouts) { /* the conditional's get-tuple-elements read the roots again */
    for (RcUse *u = cond->results[0].uses, *next; u; u = next) {
      next = u->next;
      RcNode *g = u->user;
      RcAttr *a = g->op == RC_OP_GET_TUPLE_ELEMENT ? rc_node_attr(g, "index") : NULL;
      if (!a || a->kind != RC_ATTR_INT || a->u.i < 0 || (uint64_t)a->u.i >= nouts) continue;
      RcValue *o = outs[a->u.i];
      const char *gn = g->results[0].name;
      rc_value_replace_all_uses(&g->results[0], o);
      if (o->def && o->def->func == cond->func) o->name = gn;
      rc_node_erase(g);
    }
    if (cond->results[0].nuses) return true; /* a reader the tuple's elements did not take: kept */
    erase_dead(cond);
    return true;
  }
  const char *nm = cond->results[0].name;
  rc_value_replace_all_uses(&cond->results[0], out);
  if (out->def && out->def->func == cond->func) out->name = nm;
  erase_dead(cond);
  return true;
}

/* Whether v is a guard's predicate: p == c for a rank-0 parameter p and a constant c, or the
 * conjunction of such. */
static bool guard_pred(const RcValue *v, uint32_t depth) {
  const RcNode *n = v ? v->def : NULL;
  if (!n || depth > 2 * MAX_SCALARS || n->noperands != 2) return false;
  if (n->op == RC_OP_AND)
    return guard_pred(rc_node_operand(n, 0), depth + 1) && guard_pred(rc_node_operand(n, 1), depth + 1);
  RcAttr *d = n->op == RC_OP_COMPARE ? rc_node_attr(n, "direction") : NULL;
  const RcNode *a = rc_node_operand(n, 0)->def, *b = rc_node_operand(n, 1)->def;
  return d && d->u.s && strcmp(d->u.s, "EQ") == 0 && a && b && is_scalar_param(a) && b->op == RC_OP_CONSTANT;
}

void rc_rw_scalars_false_branches(const RcModule *m, GHashTable *into) {
  /* the guards made here and those of an input that is this pass's output (a fixed point) */
  for (RcNode *n = m->entry ? m->entry->first : NULL; n; n = n->next) {
    if (n->op != RC_OP_OPAQUE || !n->opname || strcmp(n->opname, "conditional") != 0 || n->noperands != 3 ||
        rc_node_operand(n, 1) != rc_node_operand(n, 2) || !guard_pred(rc_node_operand(n, 0), 0))
      continue;
    RcFunc *f = rc_node_attr_func(m, n, "false_computation");
    if (f) g_hash_table_add(into, f);
  }
}

/* Whether cond is still a guard of the module, its branches into *yes and *no. */
static bool live(RcModule *m, RcNode *cond, RcFunc **yes, RcFunc **no) {
  /* the rounds since may have erased (and reused) the guard's node */
  if ((cond->flags & RC_NODE_DEAD) || !cond->func || cond->op != RC_OP_OPAQUE || !cond->opname ||
      strcmp(cond->opname, "conditional") != 0 || cond->noperands != 3 || cond->nresults != 1)
    return false;
  RcAttr *t = rc_node_attr(cond, "true_computation"), *f = rc_node_attr(cond, "false_computation");
  *yes = t && t->kind == RC_ATTR_FUNC ? t->u.fn : NULL;
  *no = f && f->kind == RC_ATTR_FUNC ? f->u.fn : NULL;
  if (!*yes || !*no) return false;
  bool in = false, in2 = false; /* both still the module's */
  for (RcFunc *g = m->funcs; g; g = g->next) in = in || g == *yes, in2 = in2 || g == *no;
  return in && in2;
}

static void put_back(RcModule *m, RcNode *cond, RcFunc *yes, RcFunc *no) {
  if (!unguard(m, cond, no)) return;
  rc_module_remove_func(m, yes);
  rc_module_remove_func(m, no);
}

/* How live guards conds[0..k) end: REFUSED (to be put back) where a true branch holds no fused
 * call; else kept, in StableHLO written as stablehlo.ifs all together (scalars_if.c: REFUSED
 * when they cannot be, OOM on out-of-memory). */
static RcRwInline keep(RcModule *m, RcNode **conds, RcFunc **yes, RcFunc **no, uint32_t k, RcHigherResult *r) {
  for (uint32_t i = 0; i < k; i++)
    if (!raised(yes[i])) return RC_RW_INLINE_REFUSED;
  return m->format == RC_FORMAT_STABLEHLO ? rc_rw_scalars_inline(m, conds, yes, no, k, r) : RC_RW_INLINE_DONE;
}

bool rc_rw_scalars_undo(RcModule *m, GPtrArray *guards, RcHigherResult *r) {
  if (!guards) return true;
  /* first in the program first: a node two regions shared comes back before the earlier guard,
   * where the later one's undo finds it */
  for (guint i = guards->len; i-- > 0;) {
    RcNode *cs[2] = {g_ptr_array_index(guards, i), NULL};
    if (!cs[0] || (cs[0] == PAIR && i < 2)) continue;
    /* a backward and its forward stay together or go together (a forward raised alone would
     * leave the backward recomputing its inner values); the forward put back first, whose inner
     * values the backward's false branch then reads again */
    uint32_t k = cs[0] == PAIR ? 2 : 1;
    if (k == 2) {
      cs[0] = g_ptr_array_index(guards, i - 1);
      cs[1] = g_ptr_array_index(guards, i - 2);
      i -= 2;
    }
    RcFunc *yes[2], *no[2];
    bool lv[2], all = true;
    for (uint32_t j = 0; j < k; j++) all = (lv[j] = live(m, cs[j], &yes[j], &no[j])) && all;
    RcRwInline in = all ? keep(m, cs, yes, no, k, r) : RC_RW_INLINE_REFUSED;
    if (in == RC_RW_INLINE_OOM) {
      g_ptr_array_free(guards, TRUE);
      return false;
    }
    for (uint32_t j = 0; j < k && in == RC_RW_INLINE_REFUSED; j++) /* unraised, or not writable inline */
      if (lv[j]) put_back(m, cs[j], yes[j], no[j]);
  }
  g_ptr_array_free(guards, TRUE);
  return true;
}
