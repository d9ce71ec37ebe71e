/* Building and editing the graph: op and dtype tables, node creation, operand
 * and use-list maintenance, replace-all-uses, erasure and attributes. The only
 * way operands change is rc_node_set_operand, so use lists stay exact. */
#include "ir/ir.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "support/ctx.h"

const RcOpInfo rc_op_info[RC_OP_COUNT] = {
#define RC_OP(id, hlo, shlo, arity, flags) {#id, hlo, shlo, arity, flags},
#include "ir/ops.def"
#undef RC_OP
};

const RcDTypeInfo rc_dtype_info[RC_DT_COUNT] = {
#define RC_DT(id, hlo, mlir, bits, cls) {hlo, mlir, bits, cls},
#include "ir/dtypes.def"
#undef RC_DT
};

/* Spelling tables are built once (immutable afterwards, so threads may share them). */
typedef struct {
  GHashTable *hlo, *shlo, *name;
} OpTables;

static char *lower_dup(const char *s) {
  char *d = g_strdup(s);
  for (char *p = d; *p; p++) *p = (char)g_ascii_tolower(*p);
  return d;
}

static const OpTables *op_tables(void) {
  static OpTables t;
  static gsize once = 0;
  if (g_once_init_enter(&once)) {
    t.hlo = g_hash_table_new(g_str_hash, g_str_equal);
    t.shlo = g_hash_table_new(g_str_hash, g_str_equal);
    t.name = g_hash_table_new(g_str_hash, g_str_equal);
    for (int i = 1; i < RC_OP_COUNT; i++) {
      if (rc_op_info[i].hlo[0]) g_hash_table_insert(t.hlo, (gpointer)rc_op_info[i].hlo, GINT_TO_POINTER(i));
      if (rc_op_info[i].stablehlo[0])
        g_hash_table_insert(t.shlo, (gpointer)rc_op_info[i].stablehlo, GINT_TO_POINTER(i));
      g_hash_table_insert(t.name, lower_dup(rc_op_info[i].name), GINT_TO_POINTER(i));
    }
    /* Alternative StableHLO/MLIR spellings of modelled ops. */
    g_hash_table_insert(t.shlo, "stablehlo.return", GINT_TO_POINTER(RC_OP_RETURN));
    g_hash_table_insert(t.shlo, "return", GINT_TO_POINTER(RC_OP_RETURN));
    g_hash_table_insert(t.shlo, "call", GINT_TO_POINTER(RC_OP_CALL));
    g_once_init_leave(&once, 1);
  }
  return &t;
}

static RcOp lookup(GHashTable *h, const char *s, size_t len) {
  char buf[64];
  if (len >= sizeof buf) return RC_OP_OPAQUE;
  memcpy(buf, s, len);
  buf[len] = 0;
  gpointer v = g_hash_table_lookup(h, buf);
  return v ? (RcOp)GPOINTER_TO_INT(v) : RC_OP_OPAQUE;
}

RcOp rc_op_from_hlo(const char *s, size_t len) { return lookup(op_tables()->hlo, s, len); }
RcOp rc_op_from_stablehlo(const char *s, size_t len) { return lookup(op_tables()->shlo, s, len); }
RcOp rc_op_from_name(const char *s, size_t len) { return lookup(op_tables()->name, s, len); }

RcDType rc_dtype_from_hlo(const char *s, size_t len) {
  for (int i = 0; i < RC_DT_COUNT; i++)
    if (strlen(rc_dtype_info[i].hlo) == len && !memcmp(rc_dtype_info[i].hlo, s, len)) return (RcDType)i;
  return RC_DT_OPAQUE;
}

RcDType rc_dtype_from_mlir(const char *s, size_t len) {
  for (int i = 0; i < RC_DT_COUNT; i++)
    if (strlen(rc_dtype_info[i].mlir) == len && !memcmp(rc_dtype_info[i].mlir, s, len)) return (RcDType)i;
  return RC_DT_OPAQUE;
}

/* ---- types ---- */

bool rc_type_is_static(const RcType *t) {
  if (!t || t->kind != RC_TYPE_TENSOR || t->dtype == RC_DT_OPAQUE) return false;
  for (int32_t i = 0; i < t->rank; i++)
    if (t->dims[i] == RC_DIM_DYNAMIC) return false;
  return true;
}

int64_t rc_type_numel(const RcType *t) {
  if (!t || t->kind != RC_TYPE_TENSOR) return -1;
  int64_t n = 1;
  for (int32_t i = 0; i < t->rank; i++) {
    if (t->dims[i] < 0) return -1;
    if (t->dims[i] && n > INT64_MAX / t->dims[i]) return -1;
    n *= t->dims[i];
  }
  return n;
}

bool rc_type_same_shape(const RcType *a, const RcType *b) {
  if (a->rank != b->rank) return false;
  for (int32_t i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

bool rc_type_equal(const RcType *a, const RcType *b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind) return false;
  switch (a->kind) {
  case RC_TYPE_TENSOR:
    if (a->dtype != b->dtype) return false;
    if (a->dtype == RC_DT_OPAQUE) return a->text && b->text && !strcmp(a->text, b->text);
    return rc_type_same_shape(a, b);
  case RC_TYPE_TUPLE:
    if (a->ntuple != b->ntuple) return false;
    for (int32_t i = 0; i < a->ntuple; i++)
      if (!rc_type_equal(a->tuple[i], b->tuple[i])) return false;
    return true;
  case RC_TYPE_TOKEN:
    return true;
  case RC_TYPE_OPAQUE:
    return a->text && b->text && !strcmp(a->text, b->text);
  }
  return false;
}

RcType *rc_type_tensor(RcModule *m, RcDType dt, int32_t rank, const int64_t *dims) {
  RcType *t = rc_module_alloc(m, sizeof *t);
  if (!t) return NULL;
  t->kind = RC_TYPE_TENSOR;
  t->dtype = dt;
  t->rank = rank;
  if (rank > 0) {
    t->dims = rc_module_alloc(m, sizeof(int64_t) * (size_t)rank);
    if (!t->dims) return NULL;
    if (dims) memcpy(t->dims, dims, sizeof(int64_t) * (size_t)rank);
  }
  return t;
}

RcType *rc_type_clone(RcModule *m, const RcType *src) {
  if (src->kind == RC_TYPE_TENSOR && src->dtype != RC_DT_OPAQUE) {
    RcType *t = rc_type_tensor(m, src->dtype, src->rank, src->dims);
    if (t && src->layout) t->layout = rc_module_strdup(m, src->layout);
    return t;
  }
  RcType *t = rc_module_alloc(m, sizeof *t);
  if (!t) return NULL;
  *t = *src;
  if (src->kind == RC_TYPE_TUPLE && src->ntuple) {
    t->tuple = rc_module_alloc(m, sizeof(RcType *) * (size_t)src->ntuple);
    if (!t->tuple) return NULL;
    for (int32_t i = 0; i < src->ntuple; i++) t->tuple[i] = rc_type_clone(m, src->tuple[i]);
  }
  return t;
}

/* ---- module, functions ---- */

RcModule *rc_module_create(RcCtx *ctx, RcFormat format, const char *filename) {
  RcArena *a = rc_arena_new(&ctx->alloc);
  if (!a) return NULL;
  RcModule *m = rc_arena_alloc(a, sizeof *m);
  if (!m) {
    rc_arena_free(a);
    return NULL;
  }
  m->ctx = ctx;
  m->arena = a;
  m->format = format;
  if (filename) m->filename = rc_arena_strndup(a, filename, strlen(filename));
  return m;
}

void rc_module_free(RcModule *m) {
  if (m) rc_arena_free(m->arena);
}

char *rc_module_strdup(RcModule *m, const char *s) { return rc_arena_strndup(m->arena, s, strlen(s)); }
char *rc_module_strndup(RcModule *m, const char *s, size_t n) { return rc_arena_strndup(m->arena, s, n); }
void *rc_module_alloc(RcModule *m, size_t size) { return rc_arena_alloc8(m->arena, size); }

RcFunc *rc_func_create(RcModule *m, const char *name, RcFunc *parent) {
  RcFunc *f = rc_module_alloc(m, sizeof *f);
  if (!f) return NULL;
  f->module = m;
  f->parent = parent;
  if (name && !(f->name = rc_module_strdup(m, name))) return NULL; /* out of memory */
  if (!parent) {
    if (m->funcs_last)
      m->funcs_last->next = f;
    else
      m->funcs = f;
    m->funcs_last = f;
    m->nfuncs++;
  }
  return f;
}

void rc_module_remove_func(RcModule *m, RcFunc *f) {
  RcFunc *prev = NULL;
  for (RcFunc *g = m->funcs; g; prev = g, g = g->next) {
    if (g != f) continue;
    if (prev) prev->next = f->next;
    else m->funcs = f->next;
    if (m->funcs_last == f) m->funcs_last = prev;
    if (m->entry == f) m->entry = NULL;
    f->next = NULL;
    f->removed = true;
    m->nfuncs--;
    return;
  }
}

/* The function of m named by the len bytes at name (not NUL-terminated), or NULL. */
static RcFunc *find_func_n(const RcModule *m, const char *name, size_t len) {
  for (RcFunc *f = m->funcs; f; f = f->next)
    if (f->name && !strncmp(f->name, name, len) && !f->name[len]) return f;
  return NULL;
}

RcFunc *rc_module_find_func(const RcModule *m, const char *name) { return find_func_n(m, name, strlen(name)); }

RcFunc *rc_node_attr_func(const RcModule *m, const RcNode *n, const char *key) {
  RcAttr *a = rc_node_attr(n, key);
  if (!a) return NULL;
  if (a->kind == RC_ATTR_FUNC && a->u.fn) return a->u.fn;
  const char *name = a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM ? a->u.s : a->raw;
  while (name && (*name == '%' || *name == '@' || *name == ' ')) name++;
  return name ? rc_module_find_func(m, name) : NULL;
}

RcFunc *rc_node_attr_func_at(const RcModule *m, const RcNode *n, const char *key, uint32_t k, uint32_t *count) {
  RcAttr *a = rc_node_attr(n, key);
  const char *s = a ? a->raw : NULL;
  RcFunc *f = NULL;
  *count = 0;
  while (s && *s) { /* the reader allows any white space between the names, line breaks too */
    s += strspn(s, "{%@ \t\r\n");
    size_t len = strcspn(s, ", }\t\r\n");
    if (!len) break;
    if (*count == k) f = find_func_n(m, s, len);
    ++*count;
    s += len;
    s += strspn(s, " \t\r\n}");
    if (*s == ',') s++;
  }
  return f;
}

size_t rc_module_node_count(const RcModule *m) {
  size_t n = 0;
  for (RcFunc *f = m->funcs; f; f = f->next)
    for (RcNode *x = f->first; x; x = x->next)
      if (x->op != RC_OP_RETURN) n++;
  return n;
}

RcFormat rc_module_format(const RcModule *m) { return m->format; }

/* ---- nodes ---- */

_Static_assert(sizeof(RcNode) % _Alignof(RcValue) == 0 && sizeof(RcUse) % _Alignof(RcNode) == 0 &&
                   sizeof(RcValue) % 8 == 0,
               "rc_node_create packs operand slots, node and results in one block");

RcNode *rc_node_create(RcModule *m, RcOp op, uint32_t noperands, uint32_t nresults) {
  /* One block: operand slots, node, results (all three have 8-byte alignment and
   * sizes that are multiples of 8), so small nodes waste no arena rounding and
   * neither array needs a pointer (rc_node_uses, RcNode.results). */
  size_t size = sizeof(RcNode) + sizeof(RcValue) * (size_t)nresults + sizeof(RcUse) * (size_t)noperands;
  unsigned char *b;
  if (nresults == 1 && noperands <= RC_NODE_SPARE_OPS && m->spare[noperands]) {
    RcNode *k = m->spare[noperands];
    m->spare[noperands] = k->link;
    b = (unsigned char *)rc_node_uses(k);
    memset(b, 0, size);
  } else if (!(b = rc_module_alloc(m, size))) {
    return NULL;
  }
  RcNode *n = (RcNode *)(void *)(b + sizeof(RcUse) * (size_t)noperands);
  n->op = (uint16_t)op;
  rc_module_note_op(m, op);
  n->id = m->node_ids++;
  n->noperands = noperands;
  n->nresults = nresults;
  for (uint32_t i = 0; i < nresults; i++) {
    n->results[i].def = n;
    n->results[i].index = i;
  }
  RcUse *uses = rc_node_uses(n);
  for (uint32_t i = 0; i < noperands; i++) uses[i].user = n;
  return n;
}

RcNodeExtra *rc_node_extra_get(RcModule *m, RcNode *n) {
  if (!n->extra) n->extra = rc_module_alloc(m, sizeof *n->extra);
  return n->extra;
}

/* Gives dst src's fused call and regions (the region array is shared until either grows); false on out-of-memory. */
static bool copy_extra(RcModule *m, RcNode *dst, const RcNode *src) {
  if (!src->extra && !dst->extra) return true;
  RcNodeExtra *x = rc_node_extra_get(m, dst);
  if (!x) return false;
  if (src->extra) {
    *x = *src->extra;
    x->cregions = x->nregions; /* a later add copies instead of writing into the shared array */
  } else {
    memset(x, 0, sizeof *x);
  }
  return true;
}

RcNode *rc_node_clone(RcModule *m, const RcNode *src) {
  RcNode *c = rc_node_create(m, src->op, src->noperands, src->nresults);
  if (!c) return NULL;
  c->flags = src->flags;
  c->opname = src->opname;
  c->literal = src->literal;
  c->loc = src->loc;
  c->fmtdata = src->fmtdata; /* the format's data, shared read-only */
  c->nattrs = src->nattrs;
  c->cattrs = 0; /* src's array, shared and read-only (RcNode.cattrs) */
  c->attrs = src->attrs;
  if (!copy_extra(m, c, src)) return NULL;
  for (uint32_t i = 0; i < src->nresults; i++) c->results[i].type = src->results[i].type;
  return c;
}

void rc_func_erase_region(RcFunc *rf) {
  for (RcNode *n = rf->last, *prev; n; n = prev) {
    prev = n->prev;
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) rc_func_erase_region(rc_node_region(n, r));
    rc_node_erase(n);
  }
}

static void unlink_region(const RcFunc *src) {
  rc_func_for_each(src, k) {
    k->link = NULL;
    for (uint32_t r = 0; r < rc_node_nregions(k); r++) unlink_region(rc_node_region(k, r));
  }
}

/* clone_region's work: src's nodes are linked to their clones while it runs. */
static RcFunc *copy_region(RcModule *m, const RcFunc *src, RcFunc *parent, RcOuterFn outer, void *user) {
  RcFunc *rf = rc_func_create(m, src->name, parent);
  if (!rf) return NULL;
  rf->fmtdata = src->fmtdata; /* the format's data, shared read-only */
  if (src->nparams && !(rf->params = rc_module_alloc(m, sizeof *rf->params * src->nparams))) return NULL;
  rf->nparams = src->nparams;
  rc_func_for_each(src, k) {
    RcNode *c = rc_node_clone(m, k);
    if (!c) goto fail;
    uint32_t nr = rc_node_nregions(k);
    if (nr) rc_node_set_regions(m, c, NULL, 0); /* k's own, until the copies are made */
    k->link = c;
    for (uint32_t i = 0; i < k->nresults; i++) c->results[i].name = k->results[i].name;
    rc_func_insert_before(rf, c, NULL);
    for (uint32_t i = 0; i < k->noperands; i++) {
      RcValue *v = rc_node_operand(k, i), *w = NULL;
      if (v && v->def && v->def->link) w = &((RcNode *)v->def->link)->results[v->index];
      else if (v && !(w = outer(user, v))) goto fail;
      rc_node_set_operand(c, i, w);
    }
    if (!nr) continue;
    RcFunc **regs = rc_module_alloc(m, sizeof *regs * nr);
    if (!regs) goto fail;
    for (uint32_t r = 0; r < nr; r++)
      if (!(regs[r] = copy_region(m, rc_node_region(k, r), rf, outer, user))) {
        while (r--) rc_func_erase_region(regs[r]);
        goto fail;
      }
    if (!rc_node_set_regions(m, c, regs, nr)) {
      for (uint32_t r = 0; r < nr; r++) rc_func_erase_region(regs[r]);
      goto fail;
    }
  }
  for (uint32_t i = 0; i < src->nparams; i++) rf->params[i] = src->params[i] ? src->params[i]->link : NULL;
  return rf;
fail:
  rc_func_erase_region(rf);
  return NULL;
}

RcFunc *rc_func_clone_region(RcModule *m, const RcFunc *src, RcFunc *parent, RcOuterFn outer, void *user) {
  RcFunc *rf = copy_region(m, src, parent, outer, user);
  unlink_region(src);
  return rf;
}

bool rc_node_set_regions(RcModule *m, RcNode *n, RcFunc *const *regions, uint32_t count) {
  if (!count && !n->extra) return true;
  RcNodeExtra *x = rc_node_extra_get(m, n);
  if (!x) return false;
  RcFunc **r = NULL;
  if (count) {
    r = rc_module_alloc(m, sizeof *r * count);
    if (!r) return false;
    memcpy(r, regions, sizeof *r * count);
  }
  x->regions = r;
  x->nregions = x->cregions = count;
  return true;
}

void rc_func_insert_before(RcFunc *f, RcNode *node, RcNode *before) {
  node->func = f;
  rc_module_note_op(f->module, (RcOp)node->op);
  node->next = before;
  node->prev = before ? before->prev : f->last;
  if (node->prev)
    node->prev->next = node;
  else
    f->first = node;
  if (before)
    before->prev = node;
  else
    f->last = node;
  f->nnodes++;
}

static void use_unlink(RcUse *u) {
  RcValue *v = u->value;
  if (!v) return;
  if (u->prev)
    u->prev->next = u->next;
  else
    v->uses = u->next;
  if (u->next) u->next->prev = u->prev;
  u->prev = u->next = NULL;
  u->value = NULL;
  v->nuses--;
}

static void use_link(RcUse *u, RcValue *v) {
  u->value = v;
  if (!v) return;
  u->prev = NULL;
  u->next = v->uses;
  if (v->uses) v->uses->prev = u;
  v->uses = u;
  v->nuses++;
}

void rc_node_set_operand(RcNode *n, uint32_t i, RcValue *v) {
  RcUse *u = &rc_node_uses(n)[i];
  if (u->value == v) return;
  if (n->func) n->func->module->types_checked = false;
  use_unlink(u);
  use_link(u, v);
}

void rc_value_replace_all_uses(RcValue *from, RcValue *to) {
  if (from == to) return;
  if (from->uses && from->def && from->def->func) from->def->func->module->types_checked = false;
  while (from->uses) {
    RcUse *u = from->uses;
    use_unlink(u);
    use_link(u, to);
  }
}

void rc_func_unlink(RcNode *n) {
  RcFunc *f = n->func;
  if (f) {
    if (n->prev)
      n->prev->next = n->next;
    else
      f->first = n->next;
    if (n->next)
      n->next->prev = n->prev;
    else
      f->last = n->prev;
    f->nnodes--;
  }
  n->prev = n->next = NULL;
}

void rc_node_erase(RcNode *n) {
  for (uint32_t i = 0; i < n->noperands; i++) use_unlink(&rc_node_uses(n)[i]);
  rc_func_unlink(n);
  n->func = NULL;
  n->flags |= RC_NODE_DEAD;
}

void rc_node_release(RcModule *m, RcNode *n) {
  if (!(n->flags & RC_NODE_DEAD) || (n->flags & RC_NODE_RELEASED) || n->nresults != 1 || n->noperands > RC_NODE_SPARE_OPS ||
      n->results[0].nuses)
    return;
  n->flags |= RC_NODE_RELEASED;
  n->link = m->spare[n->noperands];
  m->spare[n->noperands] = n;
}

/* An integer attribute of n (an INT, or its raw text "8", "8 : i32"), else -1. */
static int64_t int_attr(const RcNode *n, const char *name) {
  const RcAttr *a = rc_node_attr(n, name);
  if (!a) return -1;
  if (a->kind == RC_ATTR_INT) return a->u.i;
  const char *t = a->raw ? a->raw : a->kind == RC_ATTR_STR ? a->u.s : NULL;
  char *end = NULL;
  long long v = t ? strtoll(t, &end, 10) : -1;
  return t && end != t ? (int64_t)v : -1;
}

/* The exponent and mantissa bits of float dtype dt; false for other dtypes. */
static bool float_bits(RcDType dt, int64_t *e, int64_t *m) {
  switch (dt) {
  case RC_DT_F64: *e = 11, *m = 52; return true;
  case RC_DT_F32: *e = 8, *m = 23; return true;
  case RC_DT_BF16: *e = 8, *m = 7; return true;
  case RC_DT_F16: *e = 5, *m = 10; return true;
  default: return false;
  }
}

bool rc_node_is_identity_rounding(const RcNode *n) {
  if (n->op != RC_OP_OPAQUE || n->noperands != 1 || n->nresults != 1 || !n->opname ||
      (strcmp(n->opname, "reduce-precision") && strcmp(n->opname, "stablehlo.reduce_precision") &&
       strcmp(n->opname, "mhlo.reduce_precision")))
    return false;
  const RcValue *x = rc_node_operand(n, 0);
  const RcType *t = n->results[0].type;
  if (!x || !t || t->kind != RC_TYPE_TENSOR || !rc_type_equal(x->type, t)) return false;
  int64_t e, m, re = int_attr(n, "exponent_bits"), rm = int_attr(n, "mantissa_bits");
  if (!float_bits(t->dtype, &e, &m)) return false;
  if (re >= e && rm >= m) return true;
  /* x a widened value of a type that fits in (re, rm): f32(bf16 v) rounded to bf16's bits. The
   * exponent must keep the result type's whole range: a narrower one flushes what lies below its
   * smallest normal to zero, f16's subnormals among them (f32(f16 v) rounded to (5, 10)) */
  int64_t te = e;
  const RcNode *d = x->def;
  const RcValue *w = d && d->op == RC_OP_CONVERT && d->noperands == 1 ? rc_node_operand(d, 0) : NULL;
  return re >= te && w && w->type && w->type->kind == RC_TYPE_TENSOR && float_bits(w->type->dtype, &e, &m) &&
         re >= e && rm >= m;
}

bool rc_node_is_batch_norm_grad(const RcNode *n) {
  return n->op == RC_OP_OPAQUE && n->noperands == 5 && n->opname &&
         (!strcmp(n->opname, "batch-norm-grad") || !strcmp(n->opname, "stablehlo.batch_norm_grad"));
}

RcAttr *rc_node_attr(const RcNode *n, const char *name) {
  for (uint32_t i = 0; i < n->nattrs; i++)
    if (!strcmp(n->attrs[i].name, name)) return &n->attrs[i];
  return NULL;
}

bool rc_attr_number(const RcAttr *a, double *out) {
  if (!a) return false;
  switch (a->kind) {
  case RC_ATTR_INT: *out = (double)a->u.i; return true;
  case RC_ATTR_FLOAT: *out = a->u.f; return true;
  case RC_ATTR_BOOL: *out = a->u.b; return true;
  case RC_ATTR_RAW: {
    if (!a->raw) return false;
    char *end;
    double v = strtod(a->raw, &end);
    if (end == a->raw) return false;
    while (*end == ' ') end++;
    if (*end && *end != ':') return false; /* only a type may follow */
    *out = v;
    return true;
  }
  default: return false;
  }
}

/* Reads rank numbers separated by 'x' (pairs "a_b" when pair: both must be 0) into v. */
static const char *window_list(const char *p, int32_t rank, int64_t *v, bool pair) {
  for (int32_t i = 0; i < rank; i++) {
    if (i && *p++ != 'x') return NULL;
    char *end;
    long long k = strtoll(p, &end, 10);
    if (end == p) return NULL;
    p = end;
    if (pair) {
      if (*p++ != '_') return NULL;
      long long h = strtoll(p, &end, 10);
      if (end == p || k || h) return NULL;
      p = end;
    }
    if (v) v[i] = k;
  }
  return p;
}

bool rc_attr_window(const RcAttr *a, int32_t rank, int64_t *size, int64_t *stride) {
  if (!a || a->kind != RC_ATTR_RAW || !a->raw || rank < 1) return false;
  const char *p = a->raw;
  bool have_size = false;
  for (int32_t i = 0; i < rank; i++) stride[i] = 1;
  while (*p == ' ') p++;
  if (*p++ != '{') return false;
  for (;;) {
    while (*p == ' ') p++;
    if (*p == '}') return have_size && !p[1];
    const char *key = p;
    while (*p && *p != '=') p++;
    if (*p != '=') return false;
    size_t kl = (size_t)(p++ - key);
    int64_t ones[64];
    if (rank > 64) return false;
    if (kl == 4 && !memcmp(key, "size", 4)) {
      p = window_list(p, rank, size, false);
      have_size = true;
    } else if (kl == 6 && !memcmp(key, "stride", 6)) {
      p = window_list(p, rank, stride, false);
    } else if (kl == 3 && !memcmp(key, "pad", 3)) {
      p = window_list(p, rank, NULL, true);
    } else if ((kl == 10 && !memcmp(key, "lhs_dilate", 10)) || (kl == 10 && !memcmp(key, "rhs_dilate", 10))) {
      p = window_list(p, rank, ones, false);
      for (int32_t i = 0; p && i < rank; i++)
        if (ones[i] != 1) return false;
    } else {
      return false;
    }
    if (!p || (*p != ' ' && *p != '}')) return false;
  }
}

RcAttr *rc_node_add_attr(RcNode *n, const char *name, RcAttrKind kind, const char *raw) {
  RcModule *m = n->func ? n->func->module : NULL;
  if (m) m->types_checked = false;
  RcAttr *a = rc_node_attr(n, name);
  /* cattrs < nattrs: the array is shared with other nodes (a reader's) and read-only,
   * so both a replacement and an addition go to a copy of it. */
  bool shared = n->cattrs < n->nattrs;
  if (shared || (!a && n->nattrs == n->cattrs)) {
    /* Attributes live in the arena too; growth copies (counts are small). */
    uint32_t nc = n->cattrs ? n->cattrs * 2 : 4;
    if (nc <= n->nattrs) nc = n->nattrs + 1;
    RcAttr *na = m ? rc_module_alloc(m, sizeof *na * nc) : NULL;
    if (!na) return NULL;
    if (n->nattrs) memcpy(na, n->attrs, sizeof *na * n->nattrs);
    if (a) a = &na[a - n->attrs];
    n->attrs = na;
    n->cattrs = nc;
  }
  if (!a) {
    a = &n->attrs[n->nattrs];
    memset(a, 0, sizeof *a);
    a->name = rc_module_strdup(m, name);
    if (!a->name) return NULL; /* out of memory: no attribute without a name */
    n->nattrs++;
  }
  a->kind = kind;
  a->raw = raw ? rc_module_strdup(m, raw) : NULL;
  return a;
}

bool rc_node_add_region(RcNode *n, RcFunc *region) {
  RcModule *m = region->module;
  RcNodeExtra *x = rc_node_extra_get(m, n);
  if (!x) return false;
  if (x->nregions == x->cregions) {
    /* Doubling keeps a long run of adds linear; the old array stays in the arena. */
    uint32_t nc = x->cregions ? x->cregions * 2 : 1;
    if (nc < x->cregions) return false;
    RcFunc **nr = rc_module_alloc(m, sizeof *nr * nc);
    if (!nr) return false;
    if (x->nregions) memcpy(nr, x->regions, sizeof *nr * x->nregions);
    x->regions = nr;
    x->cregions = nc;
  }
  x->regions[x->nregions++] = region;
  return true;
}

/* ---- walks ---- */

bool rc_func_topo_order(RcFunc *f, RcNode **order) {
  /* Kahn's algorithm over in-function operand edges; pending counts live in a
   * side table indexed by node id. */
  uint32_t n = f->nnodes, k = 0, head = 0;
  if (!n) return true;
  uint32_t *pending = g_new0(uint32_t, f->module->node_ids);
  rc_func_for_each(f, x) {
    for (uint32_t j = 0; j < x->noperands; j++) {
      RcValue *v = rc_node_operand(x, j);
      if (v && v->def && v->def->func == f) pending[x->id]++;
    }
    if (!pending[x->id]) order[k++] = x;
  }
  while (head < k) {
    RcNode *x = order[head++];
    for (uint32_t r = 0; r < x->nresults; r++) {
      rc_value_for_each_use(&x->results[r], u) {
        if (u->user->func != f) continue;
        if (--pending[u->user->id] == 0) order[k++] = u->user;
      }
    }
  }
  g_free(pending);
  return k == n;
}
