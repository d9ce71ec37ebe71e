/* Instruction attributes: ", key=value" after the operand list. Every value
 * keeps its verbatim text in `raw`; the ones passes and the executor need are
 * also typed under the canonical names of ir.h:
 *   dimensions, lhs/rhs_batch_dims, lhs/rhs_contracting_dims   INTS  {0,1}
 *   direction, api_version, kind                               ENUM  GT
 *   type (on compare)  -> compare_type                         ENUM  TOTALORDER
 *   to_apply, calls -> to_apply; condition, body               FUNC  %comp
 *   branch_computations, called_computations                  RAW   (each name checked)
 *   custom_call_target                                         STR
 *   backend_config                                             STR when quoted, else RAW
 *   index, iota_dimension                                      INT
 *   slice={[0:1], [0:64:2]}  -> slice_starts/limits/strides    INTS  (raw on slice_starts)
 *   padding=0_0x1_2_0        -> padding_low/high/interior      INTS  (raw on padding_low)
 * Everything else (metadata, sharding, frontend_attributes, ...) is RAW. */
#include <stdlib.h>
#include <string.h>

#include "formats/hlo/hlo.h"

typedef struct {
  HloParser *P;
  const char *s;
  size_t i, end;
  uint32_t line, col; /* of the value's first byte, at offset base */
  size_t base;
  const char *key;
} Val;

/* Column of the value byte at offset i (values are one line in practice). */
static uint32_t vcol(const Val *v, size_t i) { return v->col + (uint32_t)(i - v->base); }

_Noreturn static void bad(Val *v, const char *what) {
  rc_hlo_fail(v->P, v->line, v->col, "bad value for attribute '%s': expected %s", v->key, what);
}

static void vws(Val *v) {
  while (v->i < v->end && (v->s[v->i] == ' ' || v->s[v->i] == '\t' || v->s[v->i] == '\n' || v->s[v->i] == '\r'))
    v->i++;
}

static bool vint(Val *v, int64_t *out) {
  vws(v);
  size_t s0 = v->i;
  bool neg = false;
  if (v->i < v->end && v->s[v->i] == '-') {
    neg = true;
    v->i++;
  }
  int64_t x = 0;
  size_t d0 = v->i;
  while (v->i < v->end && v->s[v->i] >= '0' && v->s[v->i] <= '9') {
    if (x > (INT64_MAX - 9) / 10) bad(v, "an integer that fits in 64 bits");
    x = x * 10 + (v->s[v->i++] - '0');
  }
  if (v->i == d0) {
    v->i = s0;
    return false;
  }
  *out = neg ? -x : x;
  return true;
}

static bool vchar(Val *v, char c) {
  vws(v);
  if (v->i < v->end && v->s[v->i] == c) {
    v->i++;
    return true;
  }
  return false;
}

/* An arena copy of v[0..n) (n > 0) shared by every equal list of this parse
 * (INTS arrays are never changed in place). */
static int64_t *ints_intern(HloParser *P, const int64_t *v, uint32_t n) {
  size_t bytes = sizeof(int64_t) * n;
  int64_t *r = rc_hlo_symtab_get(&P->intsets, (const char *)v, bytes);
  if (!r) {
    r = rc_hlo_alloc(P, bytes);
    memcpy(r, v, bytes);
    rc_hlo_symtab_put(&P->intsets, (const char *)r, bytes, r);
  }
  return r;
}

/* ints -> '{' ( INT (',' INT)* )? '}' */
static void parse_ints(Val *v, RcAttr *a) {
  HloParser *P = v->P;
  if (!vchar(v, '{')) bad(v, "a list of integers like {0,1}");
  int64_t local[16], *buf = local, x;
  uint32_t n = 0, cap = 16;
  bool ok = true;
  if (!vchar(v, '}')) {
    for (;;) {
      if (!vint(v, &x)) {
        ok = false;
        break;
      }
      if (n == cap) {
        int64_t *nb = g_new(int64_t, (size_t)cap * 2);
        memcpy(nb, buf, sizeof(int64_t) * n);
        if (buf != local) g_free(buf);
        buf = nb;
        cap *= 2;
      }
      buf[n++] = x;
      if (vchar(v, ',')) continue;
      ok = vchar(v, '}');
      break;
    }
  }
  vws(v);
  if (ok && v->i == v->end) {
    a->kind = RC_ATTR_INTS;
    a->u.ints.n = n;
    a->u.ints.v = n ? ints_intern(P, buf, n) : NULL; /* {} is common: no array */
  }
  if (buf != local) g_free(buf);
  if (!ok || v->i != v->end) bad(v, "a list of integers like {0,1}");
}

const char *rc_hlo_intern(HloParser *P, const char *s, size_t len) {
  const char *r = rc_hlo_symtab_get(&P->strs, s, len);
  if (!r) {
    r = rc_hlo_strndup(P, s, len);
    rc_hlo_symtab_put(&P->strs, r, len, (void *)r);
  }
  return r;
}

/* Appends attribute `name` to n, in the parser's scratch array (each entry
 * zeroed first, padding included: rc_hlo_finish_attrs compares the bytes). */
static RcAttr *add(HloParser *P, RcNode *n, const char *name, RcAttrKind kind) {
  if (!n->nattrs) {
    n->attrs = P->attrbuf;
    n->cattrs = P->cattrbuf;
  }
  if (n->nattrs == n->cattrs) {
    uint32_t nc = n->cattrs ? n->cattrs * 2 : 8;
    P->attrbuf = g_renew(RcAttr, P->attrbuf, nc);
    P->cattrbuf = nc;
    n->attrs = P->attrbuf;
    n->cattrs = nc;
  }
  RcAttr *a = &n->attrs[n->nattrs++];
  memset(a, 0, sizeof *a);
  a->name = rc_hlo_intern(P, name, strlen(name));
  a->kind = kind;
  return a;
}

static int64_t *ints_copy(HloParser *P, GArray *g) {
  if (g->len) return ints_intern(P, (const int64_t *)(void *)g->data, g->len);
  return rc_hlo_alloc(P, sizeof(int64_t));
}

static void set_ints(HloParser *P, RcNode *n, const char *name, GArray *g, const char *raw) {
  RcAttr *a = add(P, n, name, RC_ATTR_INTS);
  a->raw = raw;
  a->u.ints.n = g->len;
  a->u.ints.v = ints_copy(P, g);
}

/* slice -> '{' ( '[' INT ':' INT (':' INT)? ']' (',' ...)* )? '}' */
static void parse_slice(Val *v, RcNode *n, const char *raw) {
  GArray *g[3];
  for (int k = 0; k < 3; k++) g[k] = g_array_new(FALSE, FALSE, sizeof(int64_t));
  bool ok = vchar(v, '{');
  if (ok && !vchar(v, '}')) {
    for (;;) {
      int64_t a, b, c = 1;
      ok = vchar(v, '[') && vint(v, &a) && vchar(v, ':') && vint(v, &b);
      if (ok && vchar(v, ':')) ok = vint(v, &c);
      ok = ok && vchar(v, ']');
      if (!ok) break;
      g_array_append_val(g[0], a);
      g_array_append_val(g[1], b);
      g_array_append_val(g[2], c);
      if (vchar(v, ',')) continue;
      ok = vchar(v, '}');
      break;
    }
  }
  vws(v);
  if (ok && v->i == v->end) {
    set_ints(v->P, n, "slice_starts", g[0], raw);
    set_ints(v->P, n, "slice_limits", g[1], NULL);
    set_ints(v->P, n, "slice_strides", g[2], NULL);
  }
  for (int k = 0; k < 3; k++) g_array_free(g[k], TRUE);
  if (!ok || v->i != v->end) bad(v, "a slice like {[0:1], [0:64:2]}");
}

/* padding -> dim ('x' dim)*   dim -> INT '_' INT ('_' INT)? */
static void parse_padding(Val *v, RcNode *n, const char *raw) {
  GArray *g[3];
  for (int k = 0; k < 3; k++) g[k] = g_array_new(FALSE, FALSE, sizeof(int64_t));
  bool ok;
  for (;;) {
    int64_t a, b, c = 0;
    ok = vint(v, &a) && vchar(v, '_') && vint(v, &b);
    if (ok && v->i < v->end && v->s[v->i] == '_') {
      v->i++;
      ok = vint(v, &c);
    }
    if (!ok) break;
    g_array_append_val(g[0], a);
    g_array_append_val(g[1], b);
    g_array_append_val(g[2], c);
    if (v->i < v->end && v->s[v->i] == 'x') {
      v->i++;
      continue;
    }
    break;
  }
  if (ok && v->i == v->end) {
    set_ints(v->P, n, "padding_low", g[0], raw);
    set_ints(v->P, n, "padding_high", g[1], NULL);
    set_ints(v->P, n, "padding_interior", g[2], NULL);
  }
  for (int k = 0; k < 3; k++) g_array_free(g[k], TRUE);
  if (!ok || v->i != v->end) bad(v, "a padding like 0_0x1_2_0");
}

static void add_ref(HloParser *P, RcNode *n, int32_t attr, const char *s, size_t len, uint32_t line, uint32_t col) {
  HloFuncRef r = {P->cur, n, attr, rc_hlo_strndup(P, s, len), line, col};
  g_array_append_val(P->refs, r);
}

/* funcref -> '%'? NAME */
static void parse_func(Val *v, RcNode *n, const char *name) {
  vws(v);
  size_t s0 = v->i;
  if (v->i < v->end && v->s[v->i] == '%') v->i++;
  size_t n0 = v->i;
  while (v->i < v->end && rc_hlo_is_name_char((unsigned char)v->s[v->i])) v->i++;
  if (v->i == n0 || v->i != v->end) bad(v, "a computation name like %comp");
  (void)s0;
  RcAttr *a = add(v->P, n, name, RC_ATTR_FUNC);
  a->raw = rc_hlo_strndup(v->P, v->s + s0, v->end - s0);
  add_ref(v->P, n, (int32_t)(a - n->attrs), v->s + n0, v->i - n0, v->line, vcol(v, s0));
}

/* funcs -> '{' ( '%'? NAME (',' '%'? NAME)* )? '}' */
static void parse_func_list(Val *v, RcNode *n) {
  if (!vchar(v, '{')) bad(v, "a list of computations like {%a, %b}");
  if (vchar(v, '}')) return;
  for (;;) {
    vws(v);
    uint32_t col = vcol(v, v->i);
    if (v->i < v->end && v->s[v->i] == '%') v->i++;
    size_t n0 = v->i;
    while (v->i < v->end && rc_hlo_is_name_char((unsigned char)v->s[v->i])) v->i++;
    if (v->i == n0) bad(v, "a list of computations like {%a, %b}");
    add_ref(v->P, n, -1, v->s + n0, v->i - n0, v->line, col);
    if (vchar(v, ',')) continue;
    if (vchar(v, '}')) break;
    bad(v, "a list of computations like {%a, %b}");
  }
  vws(v);
  if (v->i != v->end) bad(v, "a list of computations like {%a, %b}");
}

static bool is_word(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++)
    if (!rc_hlo_is_name_char((unsigned char)s[i])) return false;
  return len > 0;
}

/* Decodes a quoted string's escapes into the arena. */
static char *unquote(HloParser *P, const char *s, size_t len) {
  char *out = rc_hlo_alloc(P, len + 1), *o = out;
  for (size_t i = 1; i + 1 < len; i++) {
    char c = s[i];
    if (c == '\\' && i + 2 < len) {
      c = s[++i];
      switch (c) {
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'r': c = '\r'; break;
      default: break;
      }
    }
    *o++ = c;
  }
  *o = 0;
  return out;
}

static bool key_is(const char *k, size_t kl, const char *s) { return strlen(s) == kl && !memcmp(k, s, kl); }

/* control-predecessors={a, %b}: n runs after the instructions named, which XLA's parser
 * wants defined before n. The edge is kept as written (a raw attribute naming them), so
 * n and each predecessor are pinned as side-effecting: no rewrite takes one into a fused
 * call (which would leave the name without its instruction, or drop the ordering). */
static void control_predecessors(Val *v, RcNode *n) {
  if (!vchar(v, '{')) bad(v, "a list of instruction names like {a, b}");
  vws(v);
  while (v->i < v->end && v->s[v->i] != '}') {
    if (v->s[v->i] == ',') {
      v->i++;
      vws(v);
    }
    if (v->s[v->i] == '%') v->i++;
    size_t b = v->i;
    while (v->i < v->end && v->s[v->i] != ',' && v->s[v->i] != '}' && v->s[v->i] != ' ' && v->s[v->i] != '\n')
      v->i++;
    if (v->i == b) bad(v, "an instruction name");
    RcValue *pred = rc_hlo_names_get(&v->P->names, v->s + b, v->i - b);
    if (!pred)
      rc_hlo_fail(v->P, v->line, v->col, "control predecessor '%.*s' is not an instruction defined before this one",
                  (int)(v->i - b), v->s + b);
    pred->def->flags |= RC_NODE_HAS_SIDE_EFFECT;
    vws(v);
  }
  if (!vchar(v, '}')) bad(v, "'}' closing the list of control predecessors");
  n->flags |= RC_NODE_HAS_SIDE_EFFECT;
}

/* attr -> KEY '=' value   (the ',' before it already read) */
void rc_hlo_parse_attr(HloParser *P, RcNode *n) {
  rc_hlo_skip_ws(P);
  uint32_t kline = P->line, kcol = rc_hlo_col(P);
  size_t k0 = P->pos;
  while (P->pos < P->n && rc_hlo_is_name_char((unsigned char)P->s[P->pos])) P->pos++;
  if (P->pos == k0) {
    char b[64];
    rc_hlo_fail_here(P, "expected an attribute name after ',', got %s", rc_hlo_got(P, b, sizeof b));
  }
  const char *k = P->s + k0;
  size_t kl = P->pos - k0;
  rc_hlo_expect(P, '=', "'=' after the attribute name");
  rc_hlo_skip_ws(P);
  Val v = {P, P->s, 0, 0, P->line, rc_hlo_col(P), P->pos, NULL};
  size_t vs, ve;
  rc_hlo_skip_value(P, &vs, &ve);
  v.i = vs;
  v.end = ve;
  const char *key = rc_hlo_intern(P, k, kl);
  v.key = key;
  const char *raw = ve - vs <= 24 ? rc_hlo_intern(P, P->s + vs, ve - vs) : rc_hlo_strndup(P, P->s + vs, ve - vs);
  const char *canon = key;
  if (key_is(k, kl, "calls")) canon = "to_apply";
  if (key_is(k, kl, "type") && n->op == RC_OP_COMPARE) canon = "compare_type";
  if (rc_node_attr(n, canon) || (!strcmp(canon, "to_apply") && rc_node_attr(n, "to_apply")))
    rc_hlo_fail(P, kline, kcol, "duplicate attribute '%s'", key);
  if (key_is(k, kl, "dimensions") || key_is(k, kl, "lhs_batch_dims") || key_is(k, kl, "rhs_batch_dims") ||
      key_is(k, kl, "lhs_contracting_dims") || key_is(k, kl, "rhs_contracting_dims")) {
    RcAttr *a = add(P, n, key, RC_ATTR_INTS);
    a->raw = raw;
    parse_ints(&v, a);
  } else if (key_is(k, kl, "to_apply") || key_is(k, kl, "calls") || key_is(k, kl, "condition") ||
             key_is(k, kl, "body")) {
    parse_func(&v, n, canon);
  } else if (key_is(k, kl, "branch_computations") || key_is(k, kl, "called_computations")) {
    parse_func_list(&v, n);
    add(P, n, key, RC_ATTR_RAW)->raw = raw;
  } else if (key_is(k, kl, "direction") || key_is(k, kl, "api_version") || key_is(k, kl, "kind") ||
             !strcmp(canon, "compare_type")) {
    if (!is_word(P->s + vs, ve - vs)) bad(&v, "a bare word");
    RcAttr *a = add(P, n, canon, RC_ATTR_ENUM);
    a->raw = raw;
    a->u.s = raw;
  } else if (key_is(k, kl, "custom_call_target") || (key_is(k, kl, "backend_config") && P->s[vs] == '"')) {
    if (P->s[vs] != '"' || ve - vs < 2 || P->s[ve - 1] != '"') bad(&v, "a quoted string");
    RcAttr *a = add(P, n, key, RC_ATTR_STR);
    a->raw = raw;
    a->u.s = unquote(P, P->s + vs, ve - vs);
  } else if (key_is(k, kl, "index") || key_is(k, kl, "iota_dimension")) {
    int64_t x;
    if (!vint(&v, &x) || v.i != v.end) bad(&v, "an integer");
    RcAttr *a = add(P, n, key, RC_ATTR_INT);
    a->raw = raw;
    a->u.i = x;
  } else if (key_is(k, kl, "slice")) {
    parse_slice(&v, n, raw);
  } else if (key_is(k, kl, "padding") && n->op == RC_OP_PAD) {
    parse_padding(&v, n, raw);
  } else if (key_is(k, kl, "control-predecessors")) {
    control_predecessors(&v, n);
    add(P, n, key, RC_ATTR_RAW)->raw = raw;
  } else {
    add(P, n, key, RC_ATTR_RAW)->raw = raw;
    if (key_is(k, kl, "metadata")) rc_hlo_check_frame_ref(P, raw, v.line, v.col);
    if (key_is(k, kl, "custom_call_has_side_effect") && !strcmp(raw, "true")) n->flags |= RC_NODE_HAS_SIDE_EFFECT;
  }
}

/* What XLA's HLO parser fills in when the text leaves it out: a broadcast of a scalar
 * may omit `dimensions` (it broadcasts along none). `opnd` is the type of operand 0, NULL
 * when not known yet; the template keeps the text as written. */
void rc_hlo_implicit_attrs(HloParser *P, RcNode *n, const RcType *opnd) {
  if (n->op != RC_OP_BROADCAST || !opnd || opnd->kind != RC_TYPE_TENSOR || opnd->rank != 0) return;
  if (rc_node_attr(n, "dimensions")) return;
  RcAttr *a = add(P, n, "dimensions", RC_ATTR_INTS);
  a->raw = rc_hlo_intern(P, "{}", 2);
  a->u.ints.n = 0;
  a->u.ints.v = NULL;
}

void rc_hlo_finish_attrs(HloParser *P, RcNode *n) {
  if (!n->nattrs) {
    n->attrs = NULL;
    n->cattrs = 0;
    return;
  }
  /* Shareable: every pointer in the entries is interned (names, raw text of up to
   * 24 bytes, ENUM words, INTS lists), so equal bytes mean equal attributes. STR
   * values are decoded copies and FUNC targets are filled in later (resolve). */
  bool share = true;
  for (uint32_t i = 0; i < n->nattrs && share; i++) {
    const RcAttr *a = &n->attrs[i];
    share = a->kind != RC_ATTR_FUNC && a->kind != RC_ATTR_STR && (!a->raw || strlen(a->raw) <= 24);
  }
  size_t bytes = sizeof(RcAttr) * n->nattrs;
  RcAttr *s = NULL;
  if (share) {
    if (P->nlastattrs == n->nattrs && !memcmp(P->lastattrs, n->attrs, bytes))
      s = (RcAttr *)(uintptr_t)P->lastattrs;
    else
      s = rc_hlo_symtab_get(&P->attrsets, (const char *)n->attrs, bytes);
  }
  if (!s) {
    s = rc_hlo_alloc(P, bytes);
    memcpy(s, n->attrs, bytes);
    if (share) rc_hlo_symtab_put(&P->attrsets, (const char *)s, bytes, s);
  }
  if (share) {
    P->lastattrs = s;
    P->nlastattrs = n->nattrs;
  }
  n->attrs = s;
  n->cattrs = share ? 0 : n->nattrs;
}
