/* Canonical node creation with hash-consing (CSE): every canonical node is
 * made here, so two identical pure nodes are never made twice. Each node also
 * gets a structural hash that ignores value names, dtypes and shapes (and
 * rounds constants to 8 significant bits), which orders the operands of
 * n-ary nodes the same way in every spelling of a computation, in f32 and in
 * bf16 alike. Part of src/canon (see canon.h). */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "canon/canon_int.h"
#include "support/ctx.h"

static inline uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 31);
}

static uint64_t hash_str(const char *s) {
  uint64_t h = 1469598103934665603ull;
  for (; s && *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

/* A double rounded to 8 significant bits, so bf16- and f32-rounded constants hash alike. */
static uint64_t hash_num(double v) {
  if (v == 0 || !isfinite(v)) return mix(17, v == 0 ? 0 : (isnan(v) ? 1 : (v > 0 ? 2 : 3)));
  int e;
  double m = frexp(v, &e);
  int64_t q = (int64_t)llround(m * 256.0);
  return mix((uint64_t)q, (uint64_t)(int64_t)e);
}

bool rc_canon_attr_ignored(const char *name) {
  /* metadata and frontend attributes do not change what a node computes */
  switch (name[0]) {
  case 'm': return !strcmp(name, "metadata") || !strcmp(name, "mhlo.frontend_attributes");
  case 'f': return !strcmp(name, "frontend_attributes");
  case 's': return !strcmp(name, "stack_frame_id");
  case 'r': return !strcmp(name, "result_layout");
  case 'x': return !strcmp(name, "xla_shape");
  default: return false;
  }
}

static uint64_t hash_attr(const RcAttr *a) {
  uint64_t h = hash_str(a->name);
  switch (a->kind) {
  case RC_ATTR_INT: return mix(h, (uint64_t)a->u.i);
  case RC_ATTR_FLOAT: return mix(h, hash_num(a->u.f));
  case RC_ATTR_BOOL: return mix(h, a->u.b);
  case RC_ATTR_STR:
  case RC_ATTR_ENUM: return mix(h, hash_str(a->u.s));
  case RC_ATTR_INTS:
    for (uint32_t i = 0; i < a->u.ints.n; i++) h = mix(h, (uint64_t)a->u.ints.v[i]);
    return h;
  case RC_ATTR_FUNC: {
    /* a plain reducer hashes by its op, so differently named reducers order alike */
    RcOp op = a->u.fn ? rc_canon_reducer_op(a->u.fn) : RC_OP_OPAQUE;
    return mix(h, op != RC_OP_OPAQUE ? (uint64_t)op : (a->u.fn ? hash_str(a->u.fn->name) : 0));
  }
  case RC_ATTR_RAW: return mix(h, hash_str(a->raw));
  }
  return h;
}

static uint64_t hash_lit(const RcLiteral *l) {
  double v;
  if (rc_literal_splat_f64(l, &v)) return mix(23, hash_num(v));
  uint64_t h = mix(29, (uint64_t)l->count);
  for (int64_t i = 0; i < l->count && i < 16; i++)
    h = mix(h, rc_literal_get_f64(l, i, &v) ? hash_num(v) : 0);
  if (l->raw) h = mix(h, hash_str(l->raw));
  return h;
}

static uint64_t value_hash(const RcCanon *c, const RcValue *v) { return mix(c->hash[v->def->id], v->index); }

static uint64_t proto_hash(const RcCanon *c, const RcProto *p) {
  uint64_t h = mix(0x51ed27, (uint64_t)p->op);
  if (p->opname) h = mix(h, hash_str(p->opname));
  if (p->op == RC_OP_PARAMETER) h = mix(h, (uint64_t)p->pnum);
  for (uint32_t i = 0; i < p->nops; i++) h = mix(h, p->ops[i] ? value_hash(c, p->ops[i]) : 7);
  for (uint32_t i = 0; i < p->nattrs; i++)
    if (!rc_canon_attr_ignored(p->attrs[i].name)) h = mix(h, hash_attr(&p->attrs[i]));
  if (p->lit) h = mix(h, hash_lit(p->lit));
  for (uint32_t i = 0; i < p->nregions; i++) h = mix(h, mix(31, rc_canon_reducer_op(p->regions[i])));
  return h;
}

/* The structural hash of an existing canonical node from its current operands. */
static uint64_t rehash(const RcCanon *c, const RcNode *n) {
  RcValue *stack[16], **ops = stack;
  if (n->noperands > 16 && !(ops = g_new(RcValue *, n->noperands))) return 0;
  for (uint32_t i = 0; i < n->noperands; i++) ops[i] = rc_node_uses(n)[i].value;
  RcProto p = {.op = n->op, .opname = n->opname, .ops = ops, .nops = n->noperands, .attrs = n->attrs,
               .nattrs = n->nattrs, .lit = n->literal, .regions = rc_node_regions(n), .nregions = rc_node_nregions(n),
               .pnum = -1};
  uint64_t h = proto_hash(c, &p);
  if (ops != stack) g_free(ops);
  return h;
}

static uint64_t type_hash(const RcType *t) {
  if (!t) return 0;
  uint64_t h = mix((uint64_t)t->kind, (uint64_t)t->dtype);
  h = mix(h, (uint64_t)t->rank);
  for (int32_t i = 0; i < t->rank; i++) h = mix(h, (uint64_t)t->dims[i]);
  return h;
}

/* One RcType per distinct static tensor type (dtype and dims), so CSE compares
 * type pointers instead of walking dims of the readers' per-value types. */
RcType *rc_canon_intern(RcCanon *c, RcType *t) {
  if (t && t == c->intern_in) return c->intern_out;
  if (!t || t->kind != RC_TYPE_TENSOR || !rc_type_is_static(t)) return t;
  uint64_t h = type_hash(t);
  if ((c->ntypes + 1) * 2 > c->typecap) {
    uint32_t nc = c->typecap ? c->typecap * 2 : 64;
    RcCtx *ctx = c->src->module->ctx;
    struct RcCanonType *nt = rc_ctx_malloc(ctx, sizeof *nt * nc);
    if (!nt) {
      c->oom = true;
      return t;
    }
    memset(nt, 0, sizeof *nt * nc);
    for (uint32_t i = 0; i < c->typecap; i++) {
      if (!c->types[i].t) continue;
      uint32_t j = (uint32_t)c->types[i].h & (nc - 1);
      while (nt[j].t) j = (j + 1) & (nc - 1);
      nt[j] = c->types[i];
    }
    rc_ctx_mfree(ctx, c->types);
    c->types = nt;
    c->typecap = nc;
  }
  uint32_t mask = c->typecap - 1, j = (uint32_t)h & mask;
  for (; c->types[j].t; j = (j + 1) & mask)
    if (c->types[j].h == h && rc_type_equal(c->types[j].t, t)) break;
  if (!c->types[j].t) {
    RcType *k = rc_type_tensor(c->m, t->dtype, t->rank, t->dims);
    if (!k) {
      c->oom = true;
      return t;
    }
    c->types[j].h = h;
    c->types[j].t = k;
    c->ntypes++;
  }
  c->intern_in = t;
  c->intern_out = c->types[j].t;
  return c->types[j].t;
}

/* Whether functions a and b compute the same as reducers: one function, or, with `loose`, two
 * of one commutative op over scalars of one type (StableHLO writes a region per reduce). */
static bool same_reducer(const RcFunc *a, const RcFunc *b, bool loose) {
  if (a == b) return true;
  RcOp op = loose ? rc_canon_reducer_op(a) : RC_OP_OPAQUE;
  return op != RC_OP_OPAQUE && op == rc_canon_reducer_op(b) && a->params && b->params &&
         rc_type_equal(a->params[0]->results[0].type, b->params[0]->results[0].type);
}

static bool attr_eq(const RcAttr *a, const RcAttr *b, bool loose) {
  if (a->kind != b->kind || strcmp(a->name, b->name)) return false;
  switch (a->kind) {
  case RC_ATTR_INT: return a->u.i == b->u.i;
  case RC_ATTR_FLOAT: return !memcmp(&a->u.f, &b->u.f, sizeof(double));
  case RC_ATTR_BOOL: return a->u.b == b->u.b;
  case RC_ATTR_STR:
  case RC_ATTR_ENUM: return a->u.s == b->u.s || (a->u.s && b->u.s && !strcmp(a->u.s, b->u.s));
  case RC_ATTR_INTS:
    return a->u.ints.n == b->u.ints.n && (a->u.ints.n == 0 || !memcmp(a->u.ints.v, b->u.ints.v, sizeof(int64_t) * a->u.ints.n));
  case RC_ATTR_FUNC: return same_reducer(a->u.fn, b->u.fn, loose);
  case RC_ATTR_RAW: return a->raw == b->raw || (a->raw && b->raw && !strcmp(a->raw, b->raw));
  }
  return false;
}

/* The attributes that matter, as a count; each must have an equal one in the other list. */
static bool attrs_eq(const RcAttr *a, uint32_t na, const RcAttr *b, uint32_t nb, bool loose) {
  uint32_t ka = 0, kb = 0;
  for (uint32_t i = 0; i < na; i++) {
    if (rc_canon_attr_ignored(a[i].name)) continue;
    ka++;
    bool found = false;
    for (uint32_t j = 0; j < nb && !found; j++) found = attr_eq(&a[i], &b[j], loose);
    if (!found) return false;
  }
  for (uint32_t j = 0; j < nb; j++)
    if (!rc_canon_attr_ignored(b[j].name)) kb++;
  return ka == kb;
}

static bool lit_eq(const RcLiteral *a, const RcLiteral *b) {
  if (a == b) return true;
  if (!a || !b || a->dtype != b->dtype || a->count != b->count || a->splat != b->splat) return false;
  if (a->dtype >= RC_DT_COUNT || !rc_dtype_info[a->dtype].bits || !a->data || !b->data)
    return a->raw && b->raw && !strcmp(a->raw, b->raw);
  size_t bytes = (size_t)a->count * (size_t)(rc_dtype_info[a->dtype].bits / 8);
  return !memcmp(a->data, b->data, bytes);
}

static bool proto_eq_(const RcProto *p, const RcNode *n, bool loose) {
  if (n->op != p->op || n->noperands != p->nops || n->nresults != 1 || rc_node_nregions(n) != p->nregions) return false;
  if (rc_node_fused(n) != p->fused) return false;
  if ((n->opname == NULL) != (p->opname == NULL) || (p->opname && strcmp(n->opname, p->opname))) return false;
  for (uint32_t i = 0; i < p->nops; i++)
    if (rc_node_uses(n)[i].value != p->ops[i]) return false;
  for (uint32_t i = 0; i < p->nregions; i++)
    if (!same_reducer(rc_node_regions(n)[i], p->regions[i], loose)) return false;
  if (n->results[0].type != p->type && !rc_type_equal(n->results[0].type, p->type)) return false;
  if ((n->literal == NULL) != (p->lit == NULL) || (p->lit && !lit_eq(n->literal, p->lit))) return false;
  return attrs_eq(n->attrs, n->nattrs, p->attrs, p->nattrs, loose);
}

static bool proto_eq(const RcProto *p, const RcNode *n) { return proto_eq_(p, n, false); }

/* a's proto with b's operands (same: a's own) matched against b */
static bool same_as(const RcNode *a, const RcNode *b, bool own, bool loose) {
  if (a == b) return true;
  if (!a || !b || a->nresults != 1 || a->op == RC_OP_PARAMETER || (a->flags & RC_NODE_HAS_SIDE_EFFECT) ||
      !(rc_op_info[a->op].flags & RC_F_PURE) || (!own && a->noperands != b->noperands))
    return false;
  RcProto p = {.op = a->op,
               .opname = a->opname,
               .type = a->results[0].type,
               .ops = NULL,
               .nops = a->noperands,
               .attrs = a->attrs,
               .nattrs = a->nattrs,
               .lit = a->literal,
               .regions = rc_node_regions(a),
               .nregions = rc_node_nregions(a)};
  RcValue *stack[8];
  if (a->noperands > 8) return false;
  for (uint32_t i = 0; i < a->noperands; i++) stack[i] = rc_node_uses(own ? a : b)[i].value;
  p.ops = stack;
  return !(b->flags & RC_NODE_HAS_SIDE_EFFECT) && proto_eq_(&p, b, loose);
}

bool rc_canon_same_node(const RcNode *a, const RcNode *b) { return same_as(a, b, true, false); }

bool rc_canon_same_op(const RcNode *a, const RcNode *b) { return same_as(a, b, false, false); }

bool rc_canon_same_value(const RcValue *a, const RcValue *b, int depth) {
  if (a == b) return true;
  if (!a || !b || !a->def || !b->def || depth <= 0 || a->index || b->index || !same_as(a->def, b->def, false, true))
    return false;
  for (uint32_t i = 0; i < a->def->noperands; i++)
    if (!rc_canon_same_value(rc_node_operand(a->def, i), rc_node_operand(b->def, i), depth - 1)) return false;
  return true;
}

bool rc_canon_grow(RcCanon *c) {
  uint32_t need = c->m->node_ids + 1;
  if (need <= c->cap) return true;
  /* first size: the original's node count and a half (rules make few extra nodes) */
  uint32_t nc = c->cap ? c->cap : c->nmap + c->nmap / 2 + 1024;
  while (nc < need) nc *= 2;
  RcCtx *ctx = c->src->module->ctx;
  RcValue **o = rc_ctx_malloc(ctx, sizeof *o * nc), **w = rc_ctx_malloc(ctx, sizeof *w * nc);
  uint64_t *h = rc_ctx_malloc(ctx, sizeof *h * nc);
  uint8_t *f = rc_ctx_malloc(ctx, nc);
  uint32_t *r = rc_ctx_malloc(ctx, sizeof *r * nc);
  if (!o || !w || !h || !f || !r) {
    rc_ctx_mfree(ctx, r);
    rc_ctx_mfree(ctx, o);
    rc_ctx_mfree(ctx, w);
    rc_ctx_mfree(ctx, h);
    rc_ctx_mfree(ctx, f);
    c->oom = true;
    return false;
  }
  /* entries are set when their node is made (create) */
  if (c->cap) {
    memcpy(o, c->origin, sizeof *o * c->cap);
    memcpy(w, c->wrapped, sizeof *w * c->cap);
    memcpy(h, c->hash, sizeof *h * c->cap);
    memcpy(f, c->cse, c->cap);
    memcpy(r, c->refs, sizeof *r * c->cap);
  }
  rc_ctx_mfree(ctx, c->refs);
  c->refs = r;
  rc_ctx_mfree(ctx, c->cse);
  rc_ctx_mfree(ctx, c->origin);
  rc_ctx_mfree(ctx, c->wrapped);
  rc_ctx_mfree(ctx, c->hash);
  c->origin = o;
  c->wrapped = w;
  c->hash = h;
  c->cse = f;
  c->cap = nc;
  return true;
}

static bool tab_grow(RcCanon *c) {
  uint32_t nc = c->tabcap ? c->tabcap * 2 : 4096;
  RcCtx *ctx = c->src->module->ctx;
  struct RcCanonSlot *t = rc_ctx_malloc(ctx, sizeof *t * nc);
  if (!t) {
    c->oom = true;
    return false;
  }
  memset(t, 0, sizeof *t * nc);
  for (uint32_t i = 0; i < c->tabcap; i++) {
    if (!c->tab[i].n) continue;
    uint32_t j = (uint32_t)c->tab[i].h & (nc - 1);
    while (t[j].n) j = (j + 1) & (nc - 1);
    t[j] = c->tab[i];
  }
  rc_ctx_mfree(ctx, c->tab);
  c->tab = t;
  c->tabcap = nc;
  return true;
}

static bool note_fanout(RcCanon *c, RcNode *n);

static RcNode *create(RcCanon *c, const RcProto *p, uint32_t nresults, RcType *const *types, uint64_t h) {
  RcNode *n = rc_node_create(c->m, p->op, p->nops, nresults); /* perhaps a released node's memory */
  if (!n || !rc_canon_grow(c)) {
    c->oom = true;
    return NULL;
  }
  n->opname = p->opname;
  for (uint32_t i = 0; i < nresults; i++) n->results[i].type = types ? types[i] : p->type;
  n->attrs = (RcAttr *)p->attrs;
  n->nattrs = p->nattrs;
  n->cattrs = 0; /* the original's array, shared and read-only (RcNode.cattrs), unless copied below */
  n->literal = (RcLiteral *)p->lit;
  if (p->copy_lit && p->lit) {
    RcLiteral *l = rc_module_alloc(c->m, sizeof *l);
    void *data = rc_module_alloc(c->m, 8);
    if (!l || !data) {
      c->oom = true;
      return NULL;
    }
    *l = *p->lit;
    memcpy(data, p->lit->data, 8);
    l->data = data;
    n->literal = l;
  }
  if (p->copy_attrs && p->nattrs) {
    RcAttr *a = rc_module_alloc(c->m, sizeof *a * p->nattrs);
    if (!a) {
      c->oom = true;
      return NULL;
    }
    memcpy(a, p->attrs, sizeof *a * p->nattrs);
    for (uint32_t i = 0; i < p->nattrs; i++) {
      if (a[i].kind != RC_ATTR_INTS || !a[i].u.ints.n) continue;
      int64_t *v = rc_module_alloc(c->m, sizeof *v * a[i].u.ints.n);
      if (!v) {
        c->oom = true;
        return NULL;
      }
      memcpy(v, a[i].u.ints.v, sizeof *v * a[i].u.ints.n);
      a[i].u.ints.v = v;
    }
    n->attrs = a;
    n->cattrs = p->nattrs;
  }
  if (p->nregions && !rc_node_set_regions(c->m, n, p->regions, p->nregions)) {
    c->oom = true;
    return NULL;
  }
  if (p->fused) {
    RcNodeExtra *x = rc_node_extra_get(c->m, n);
    if (!x) {
      c->oom = true;
      return NULL;
    }
    x->fused = p->fused;
  }
  rc_func_insert_before(c->f, n, NULL);
  for (uint32_t i = 0; i < p->nops; i++) rc_node_set_operand(n, i, p->ops[i]);
  c->hash[n->id] = h;
  c->cse[n->id] = 0;
  c->refs[n->id] = 0;
  c->origin[n->id] = c->wrapped[n->id] = NULL;
  if (!note_fanout(c, n)) return NULL;
  return n;
}

RcNode *rc_canon_make_unique(RcCanon *c, const RcProto *p, uint32_t nresults, RcType *const *types) {
  if (c->oom) return NULL;
  return create(c, p, nresults, types, proto_hash(c, p));
}

static inline uint64_t table_hash(uint64_t h, const RcType *t) { return mix(h, type_hash(t)); }

static bool tab_insert(RcCanon *c, RcNode *n) {
  if (c->cse[n->id] & RC_CANON_CSE_IN_TAB) return true;
  if ((c->tabn + 1) * 2 > c->tabcap && !tab_grow(c)) return false;
  uint64_t th = table_hash(c->hash[n->id], n->results[0].type);
  uint32_t mask = c->tabcap - 1, j = (uint32_t)th & mask;
  while (c->tab[j].n) j = (j + 1) & mask;
  c->tab[j].h = th;
  c->tab[j].n = n;
  c->tabn++;
  c->cse[n->id] |= RC_CANON_CSE_IN_TAB;
  return true;
}

static bool all_fanout(const RcCanon *c, RcValue *const *ops, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (ops[i]->def->id >= c->cap || !(c->cse[ops[i]->def->id] & RC_CANON_CSE_FANOUT)) return false;
  return n > 0;
}

static bool node_all_fanout(const RcCanon *c, const RcNode *w) {
  for (uint32_t i = 0; i < w->noperands; i++) {
    const RcNode *d = rc_node_uses(w)[i].value->def;
    if (d->id >= c->cap || !(c->cse[d->id] & RC_CANON_CSE_FANOUT)) return false;
  }
  return w->noperands > 0;
}

/* The table holds every CSE-able node with no operands, and every one whose
 * operands all have RC_CANON_FANOUT_TAB or more users (flag RC_CANON_CSE_FANOUT,
 * set once when a value reaches the bound; its users are checked then, later
 * users when they are made). Any other node has an operand with few users and
 * is found by scanning that operand's users. Called after n's operands are linked. */
static bool note_fanout(RcCanon *c, RcNode *n) {
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *v = rc_node_uses(n)[i].value;
    RcNode *d = v ? v->def : NULL;
    if (!d || d->nresults != 1 || d->id >= c->cap || v->nuses < RC_CANON_FANOUT_TAB ||
        (c->cse[d->id] & RC_CANON_CSE_FANOUT))
      continue;
    c->cse[d->id] |= RC_CANON_CSE_FANOUT;
    rc_value_for_each_use(v, u) {
      RcNode *w = u->user;
      if (w->id < c->cap && (c->cse[w->id] & RC_CANON_CSE_ABLE) && !(w->flags & RC_NODE_DEAD) &&
          node_all_fanout(c, w) && !tab_insert(c, w))
        return false;
    }
  }
  return true;
}

void rc_canon_refresh(RcCanon *c, RcNode *n) {
  c->hash[n->id] = rehash(c, n);
  if (c->cse[n->id] & RC_CANON_CSE_IN_TAB) {
    /* the old slot stays (lookups compare whole nodes); add one under the new hash */
    c->cse[n->id] &= (uint8_t)~RC_CANON_CSE_IN_TAB;
    if (!tab_insert(c, n)) c->oom = true;
  }
}

/* CSE: a value with few users is searched through its users (cache-local),
 * otherwise the table holds every candidate (see note_fanout). */
RcValue *rc_canon_make(RcCanon *c, const RcProto *pin) {
  if (c->oom) return NULL;
  RcProto pl = *pin, *p = &pl;
  pl.type = rc_canon_intern(c, pin->type);
  if (c->oom) return NULL;
  for (uint32_t i = 0; i < p->nops; i++)
    if (!p->ops[i]) return NULL;
  uint64_t h = proto_hash(c, p);
  bool pure = (rc_op_info[p->op].flags & RC_F_PURE) && p->op != RC_OP_PARAMETER;
  if (!pure) {
    RcNode *n = create(c, p, 1, NULL, h);
    return n ? &n->results[0] : NULL;
  }
  RcValue *few = NULL;
  for (uint32_t i = 0; i < p->nops; i++)
    if (!few || p->ops[i]->nuses < few->nuses) few = p->ops[i];
  if (few && !all_fanout(c, p->ops, p->nops)) {
    rc_value_for_each_use(few, u) {
      RcNode *w = u->user;
      if (w->op == p->op && w->id < c->cap && (c->cse[w->id] & RC_CANON_CSE_ABLE) && c->hash[w->id] == h &&
          proto_eq(p, w))
        return &w->results[0];
    }
  } else {
    if ((c->tabn + 1) * 2 > c->tabcap && !tab_grow(c)) return NULL;
    uint64_t th = table_hash(h, p->type);
    uint32_t mask = c->tabcap - 1;
    for (uint32_t j = (uint32_t)th & mask; c->tab[j].n; j = (j + 1) & mask)
      if (c->tab[j].h == th && !(c->tab[j].n->flags & RC_NODE_DEAD) && proto_eq(p, c->tab[j].n))
        return &c->tab[j].n->results[0]; /* DCE between flattening rounds leaves erased nodes here */
  }
  RcNode *n = create(c, p, 1, NULL, h);
  if (!n) return NULL;
  c->cse[n->id] |= RC_CANON_CSE_ABLE;
  if ((p->nops == 0 || all_fanout(c, p->ops, p->nops)) && !tab_insert(c, n)) return NULL;
  return &n->results[0];
}

/* "return a + b" over two scalars of dtype dt: the reducer of the sums batchnorm.c and
 * dot_sum.c make (a region of the canonical function; rebinarize.c copies it for
 * --canonicalize-only, as a region or as a to_apply computation, whichever the module's
 * format holds). */
RcFunc *rc_canon_add_reducer(RcCanon *c, RcDType dt) {
  char name[32];
  snprintf(name, sizeof name, "canon.add.%s", rc_dtype_info[dt].hlo);
  RcFunc *g = rc_func_create(c->m, name, c->f);
  RcType *s = rc_type_tensor(c->m, dt, 0, NULL);
  if (!g || !s || !(g->params = rc_module_alloc(c->m, sizeof *g->params * 2))) return NULL;
  RcValue *p[2];
  for (int i = 0; i < 2; i++) {
    RcNode *k = rc_node_create(c->m, RC_OP_PARAMETER, 0, 1);
    if (!k) return NULL;
    k->results[0].type = s;
    k->results[0].name = i ? "b" : "a";
    rc_func_insert_before(g, k, NULL);
    g->params[i] = k;
    p[i] = &k->results[0];
  }
  g->nparams = 2;
  RcNode *add = rc_node_create(c->m, RC_OP_ADD, 2, 1), *ret = rc_node_create(c->m, RC_OP_RETURN, 1, 0);
  if (!add || !ret) return NULL;
  add->results[0].type = s;
  add->results[0].name = "r";
  rc_node_set_operand(add, 0, p[0]);
  rc_node_set_operand(add, 1, p[1]);
  rc_func_insert_before(g, add, NULL);
  rc_node_set_operand(ret, 0, &add->results[0]);
  rc_func_insert_before(g, ret, NULL);
  return g;
}

RcValue *rc_canon_simple(RcCanon *c, RcOp op, RcType *t, RcValue *const *ops, uint32_t n) {
  RcProto p = {.op = op, .type = t, .ops = ops, .nops = n};
  return rc_canon_make(c, &p);
}

RcValue *rc_canon_reduce_like(RcCanon *c, const RcNode *r, RcValue *v, const int64_t *dims, uint32_t nd, RcType *t) {
  RcAttr attrs[32];
  if (r->nattrs > 32) return NULL;
  for (uint32_t i = 0; i < r->nattrs; i++) {
    attrs[i] = r->attrs[i];
    if (!strcmp(r->attrs[i].name, "dimensions")) {
      attrs[i].raw = NULL; /* printed from the numbers */
      attrs[i].u.ints.v = (int64_t *)dims;
      attrs[i].u.ints.n = nd;
    }
  }
  RcValue *ops[2] = {v, rc_node_operand(r, 1)};
  RcProto p = {.op = RC_OP_REDUCE, .opname = r->opname, .type = t, .ops = ops, .nops = 2, .attrs = attrs,
               .nattrs = r->nattrs, .copy_attrs = true, .regions = rc_node_regions(r),
               .nregions = rc_node_nregions(r)};
  return rc_canon_make(c, &p);
}

uint64_t rc_canon_hash(const RcCanon *c, const RcValue *cv) { return value_hash(c, cv); }

RcFunc *rc_canon_reducer_body(const RcNode *n) {
  if (rc_node_nregions(n)) return rc_node_regions(n)[0];
  const RcAttr *ta = rc_node_attr(n, "to_apply");
  return ta && ta->kind == RC_ATTR_FUNC ? ta->u.fn : NULL;
}

/* reducer body: p0, p1, r = op(p0, p1) (either order), return r */
bool rc_canon_reducer_shape(const RcFunc *body, const RcNode *op, uint32_t ops) {
  if (!body || body->nparams != 2 || !op || op->noperands != 2) return false;
  const RcValue *a = rc_node_operand(op, 0), *b = rc_node_operand(op, 1);
  if (!a || !b || a->def == b->def) return false;
  for (int i = 0; i < 2; i++) {
    const RcValue *x = i ? b : a;
    if (x->def != body->params[0] && x->def != body->params[1]) return false;
  }
  uint32_t live = 0;
  for (const RcNode *n = body->first; n; n = n->next)
    if (n->op != RC_OP_PARAMETER && n->op != RC_OP_RETURN) live++;
  return live == ops;
}

RcOp rc_canon_reducer_op(const RcFunc *body) {
  if (!body || body->nparams != 2) return RC_OP_OPAQUE;
  const RcNode *ret = body->last;
  if (!ret || ret->op != RC_OP_RETURN || ret->noperands != 1) return RC_OP_OPAQUE;
  const RcValue *r = rc_node_operand(ret, 0);
  if (!r || !r->def || r->def->noperands != 2) return RC_OP_OPAQUE;
  const RcNode *op = r->def;
  if (!rc_canon_reducer_shape(body, op, 1)) return RC_OP_OPAQUE;
  switch (op->op) {
  case RC_OP_ADD:
  case RC_OP_MULTIPLY:
  case RC_OP_MAXIMUM:
  case RC_OP_MINIMUM:
  case RC_OP_AND:
  case RC_OP_OR: return op->op;
  default: return RC_OP_OPAQUE;
  }
}
