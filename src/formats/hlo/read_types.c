/* HLO shapes: element type, dimensions, optional layout, tuples and token.
 * Shapes are interned by their spelling, so the thousands of identical
 * f32[1024]{0} results of a graph share one RcType (the reader never mutates
 * a type after creating it). Unknown element types (f8e4m3fn, ...) and
 * dynamic dimensions (<=N, ?) are kept with their verbatim text. */
#include <stdio.h>
#include <string.h>

#include "formats/hlo/hlo.h"

enum { MAX_RANK = 64, MAX_TUPLE_DEPTH = 64 };
#define MAX_DIM ((int64_t)1 << 40)

static RcType *shape(HloParser *P, int depth);

/* tuple -> '(' ( shape (',' shape)* )? ')' */
static RcType *tuple(HloParser *P, int depth) {
  if (depth >= MAX_TUPLE_DEPTH) rc_hlo_fail_here(P, "tuple shape nested deeper than %d levels", MAX_TUPLE_DEPTH);
  P->pos++;
  RcType *elems[64];
  GPtrArray *more = NULL;
  int32_t k = 0;
  rc_hlo_skip_ws(P);
  if (rc_hlo_peek(P) != ')') {
    for (;;) {
      RcType *e = shape(P, depth + 1);
      if (k < 64)
        elems[k] = e;
      else {
        if (!more) more = g_ptr_array_new();
        g_ptr_array_add(more, e);
      }
      k++;
      rc_hlo_skip_ws(P);
      if (rc_hlo_peek(P) == ',') {
        P->pos++;
        continue;
      }
      if (rc_hlo_peek(P) == ')') break;
      char b[64];
      if (more) g_ptr_array_free(more, TRUE);
      rc_hlo_fail_here(P, "expected ',' or ')' in a tuple shape, got %s", rc_hlo_got(P, b, sizeof b));
    }
  }
  P->pos++;
  RcType *t = rc_hlo_alloc(P, sizeof *t);
  t->kind = RC_TYPE_TUPLE;
  t->ntuple = k;
  t->tuple = rc_hlo_alloc(P, sizeof(RcType *) * (size_t)(k ? k : 1));
  for (int32_t i = 0; i < k; i++) t->tuple[i] = i < 64 ? elems[i] : more->pdata[i - 64];
  if (more) g_ptr_array_free(more, TRUE);
  return t;
}

/* A layout's minor_to_major list (before any ':' and its tiling or memory space) names each
 * dimension of the shape once, as XLA's parser (its length) and layout checks (a permutation)
 * require. */
static void layout_fits(HloParser *P, size_t lay0, size_t lay1, int32_t rank) {
  uint64_t seen = 0;
  int32_t count = 0;
  size_t i = lay0 + 1;
  while (i < lay1 - 1 && P->s[i] == ' ') i++;
  while (i < lay1 - 1 && P->s[i] != ':' && P->s[i] != '}') {
    size_t d0 = i;
    int64_t v = 0;
    while (i < lay1 && P->s[i] >= '0' && P->s[i] <= '9') {
      if (v < 1000) v = v * 10 + (P->s[i] - '0');
      i++;
    }
    if (i == d0) return; /* not a list of numbers: left to the layout's other readers */
    if (v >= rank || v >= 64)
      rc_hlo_fail(P, P->line, (uint32_t)(d0 - P->bol + 1), "the layout names dimension %.*s of a shape of rank %d",
                  (int)(i - d0), P->s + d0, rank);
    if (seen >> v & 1)
      rc_hlo_fail(P, P->line, (uint32_t)(d0 - P->bol + 1), "the layout names dimension %lld twice", (long long)v);
    seen |= 1ull << v;
    count++;
    while (i < lay1 && P->s[i] == ' ') i++;
    if (P->s[i] == ',') i++;
    while (i < lay1 && P->s[i] == ' ') i++;
  }
  if (count != rank)
    rc_hlo_fail(P, P->line, (uint32_t)(lay0 - P->bol + 1),
                "the layout names %d dimension%s of a shape of rank %d (XLA wants its minor-to-major list to name "
                "each dimension once)",
                count, count == 1 ? "" : "s", rank);
}

/* Where the layout after a shape's ']' (at k) starts, or 0. XLA reads a '{' there (blanks
 * allowed before it) as a layout only when a number or ':' follows it: the '{' opening a
 * computation after "-> f32[4] " or "->f32[]" is no layout. A '{' right after ']' before
 * '}' is taken as one so that "f32[]{}" is refused where a layout is read, with its reason. */
static size_t layout_ahead(const HloParser *P, size_t k) {
  size_t k0 = k;
  while (k < P->n && (P->s[k] == ' ' || P->s[k] == '\t')) k++;
  if (k >= P->n || P->s[k] != '{') return 0;
  size_t j = k + 1;
  while (j < P->n && (P->s[j] == ' ' || P->s[j] == '\t')) j++;
  if (j >= P->n) return 0;
  char c = P->s[j];
  return (c >= '0' && c <= '9') || c == ':' || (k == k0 && c == '}') ? k : 0;
}

/* Whether the layout at P->pos ('{') holds no minor-to-major list: '{' then ':'. */
static bool layout_starts_with_colon(const HloParser *P) {
  size_t j = P->pos + 1;
  while (j < P->n && (P->s[j] == ' ' || P->s[j] == '\t')) j++;
  return j < P->n && P->s[j] == ':';
}

/* array -> dtype '[' ( dim (',' dim)* )? ']' layout?    dim -> INT | '<=' INT | '?'
 * layout -> '{' ... '}' after ']' (see layout_ahead) */
static RcType *array(HloParser *P) {
  size_t start = P->pos;
  uint32_t line = P->line, col = rc_hlo_col(P);
  size_t e = P->pos;
  while (e < P->n && ((P->s[e] >= 'a' && P->s[e] <= 'z') || (P->s[e] >= '0' && P->s[e] <= '9'))) e++;
  if (e == P->pos) {
    char b[64];
    rc_hlo_fail_here(P, "expected a shape like f32[2,3], got %s", rc_hlo_got(P, b, sizeof b));
  }
  RcDType dt = rc_dtype_from_hlo(P->s + P->pos, e - P->pos);
  P->pos = e;
  if (rc_hlo_peek(P) != '[') {
    char b[64];
    rc_hlo_fail_here(P, "expected '[' after the element type, got %s", rc_hlo_got(P, b, sizeof b));
  }
  P->pos++;
  int64_t dims[MAX_RANK];
  int32_t rank = 0;
  bool dynamic = false;
  unsigned __int128 numel = 1;
  rc_hlo_skip_ws(P);
  if (rc_hlo_peek(P) != ']') {
    for (;;) {
      rc_hlo_skip_ws(P);
      uint32_t dcol = rc_hlo_col(P);
      if (rank == MAX_RANK) rc_hlo_fail_here(P, "shape has more than %d dimensions", MAX_RANK);
      int c = rc_hlo_peek(P);
      if (c == '?') {
        P->pos++;
        dims[rank++] = RC_DIM_DYNAMIC;
        dynamic = true;
      } else {
        bool bounded = false;
        if (c == '<' && rc_hlo_peek_at(P, 1) == '=') {
          P->pos += 2;
          bounded = true;
        }
        if (rc_hlo_peek(P) == '-')
          rc_hlo_fail(P, P->line, dcol, "negative dimension in shape");
        int64_t v = 0;
        size_t d0 = P->pos;
        while (rc_hlo_peek(P) >= '0' && rc_hlo_peek(P) <= '9') {
          if (v <= MAX_DIM) v = v * 10 + (P->s[P->pos] - '0');
          P->pos++;
        }
        if (P->pos == d0) {
          char b[64];
          rc_hlo_fail_here(P, "expected a dimension size, got %s", rc_hlo_got(P, b, sizeof b));
        }
        if (v > MAX_DIM) rc_hlo_fail(P, P->line, dcol, "dimension %.*s is too large (the limit is 2^40)", (int)(P->pos - d0), P->s + d0);
        if (bounded) {
          dims[rank++] = RC_DIM_DYNAMIC;
          dynamic = true;
        } else {
          dims[rank++] = v;
          numel *= (unsigned __int128)v;
          if (numel > ((unsigned __int128)1 << 62))
            rc_hlo_fail(P, line, col, "shape has too many elements (more than 2^62)");
        }
      }
      rc_hlo_skip_ws(P);
      if (rc_hlo_peek(P) == ',') {
        P->pos++;
        continue;
      }
      if (rc_hlo_peek(P) == ']') break;
      char b[64];
      rc_hlo_fail_here(P, "expected ',' or ']' in a shape, got %s", rc_hlo_got(P, b, sizeof b));
    }
  }
  P->pos++;
  size_t lay0 = 0, lay1 = 0;
  size_t at = layout_ahead(P, P->pos);
  if (at) {
    P->pos = at;
    if (dt == RC_DT_TOKEN) rc_hlo_fail_here(P, "a token takes no layout");
    /* A rank-0 shape takes a layout of only tiles and attributes ("f32[]{:T(256)}", as
     * TPU dumps write); XLA's parser refuses "f32[]{}" and "f32[]{0}". */
    if (rank == 0 && !layout_starts_with_colon(P))
      rc_hlo_fail_here(P, "a scalar shape takes no dimension list (XLA reads a layout on '[]' only as '{:...}')");
    lay0 = P->pos;
    int depth = 0;
    for (;;) {
      if (P->pos >= P->n) rc_hlo_fail_here(P, "unexpected end of input in a layout: expected '}'");
      char c = P->s[P->pos];
      if (c == '{') depth++;
      if (c == '}' && --depth == 0) break;
      if (c == '\n') rc_hlo_fail_here(P, "expected '}' to close the layout, got the end of the line");
      P->pos++;
    }
    P->pos++;
    lay1 = P->pos;
    layout_fits(P, lay0, lay1, rank);
  }
  RcType *t = rc_hlo_alloc(P, sizeof *t);
  if (dt == RC_DT_TOKEN) {
    t->kind = RC_TYPE_TOKEN;
    t->dtype = dt;
    t->text = rc_hlo_strndup(P, P->s + start, P->pos - start);
    return t;
  }
  t->kind = RC_TYPE_TENSOR;
  t->dtype = dt;
  t->rank = rank;
  if (rank) {
    t->dims = rc_hlo_alloc(P, sizeof(int64_t) * (size_t)rank);
    memcpy(t->dims, dims, sizeof(int64_t) * (size_t)rank);
  }
  if (lay1) t->layout = rc_hlo_strndup(P, P->s + lay0, lay1 - lay0);
  if (dynamic || dt == RC_DT_OPAQUE) t->text = rc_hlo_strndup(P, P->s + start, P->pos - start);
  return t;
}

static RcType *shape(HloParser *P, int depth) {
  rc_hlo_skip_ws(P);
  if (rc_hlo_peek(P) == '(') return tuple(P, depth);
  return array(P);
}

/* Puts the spelling s[0..kl) (at most 120 bytes) of t first in P->shapes. */
static void remember_shape(HloParser *P, const char *s, size_t kl, RcType *t) {
  P->shapes[1] = P->shapes[0];
  memcpy(P->shapes[0].text, s, kl);
  P->shapes[0].len = kl;
  P->shapes[0].type = t;
}

RcType *rc_hlo_parse_shape(HloParser *P) {
  rc_hlo_skip_ws(P);
  size_t start = P->pos;
  /* Interning: the common case is a short array shape seen many times. */
  if (rc_hlo_peek(P) != '(') {
    size_t e = start;
    while (e < P->n && e - start < 120 && P->s[e] != ' ' && P->s[e] != '\n' && P->s[e] != '%' && P->s[e] != '\t' &&
           P->s[e] != '\r')
      e++;
    /* a layout written after a space ("f32[4] {0}") is read by array() */
    if (e > start && !layout_ahead(P, e)) {
      size_t kl = e - start;
      for (int k = 0; k < 2; k++) {
        if (P->shapes[k].type && kl == P->shapes[k].len && !memcmp(P->shapes[k].text, P->s + start, kl)) {
          RcType *t = P->shapes[k].type;
          if (k) remember_shape(P, P->s + start, kl, t); /* most recent first */
          P->pos = e;
          return t;
        }
      }
      RcType *t = rc_hlo_symtab_get(&P->types, P->s + start, e - start);
      if (t) {
        /* Same spelling, same type: skip it (newlines cannot occur inside). */
        remember_shape(P, P->s + start, kl, t);
        P->pos = e;
        return t;
      }
      RcType *nt = array(P);
      if (P->pos == e) rc_hlo_symtab_put(&P->types, rc_hlo_strndup(P, P->s + start, e - start), e - start, nt);
      return nt;
    }
  }
  return shape(P, 0);
}

static void put(char *buf, size_t size, size_t *k, const char *s) {
  size_t l = strlen(s);
  if (*k + l >= size) l = *k < size - 1 ? size - 1 - *k : 0;
  memcpy(buf + *k, s, l);
  *k += l;
  buf[*k] = 0;
}

static void type_str(const RcType *t, char *buf, size_t size, size_t *k, int depth) {
  if (depth > 8) {
    put(buf, size, k, "...");
    return;
  }
  if (t->kind == RC_TYPE_TUPLE) {
    put(buf, size, k, "(");
    for (int32_t i = 0; i < t->ntuple; i++) {
      if (i) put(buf, size, k, ", ");
      type_str(t->tuple[i], buf, size, k, depth + 1);
    }
    put(buf, size, k, ")");
    return;
  }
  if (t->text) {
    put(buf, size, k, t->text);
    return;
  }
  put(buf, size, k, t->dtype < RC_DT_COUNT ? rc_dtype_info[t->dtype].hlo : "?");
  put(buf, size, k, "[");
  for (int32_t i = 0; i < t->rank; i++) {
    char d[32];
    snprintf(d, sizeof d, i ? ",%lld" : "%lld", (long long)t->dims[i]);
    put(buf, size, k, d);
  }
  put(buf, size, k, "]");
}

const char *rc_hlo_type_str(const RcType *t, char *buf, size_t size) {
  size_t k = 0;
  buf[0] = 0;
  type_str(t, buf, size, &k, 0);
  return buf;
}
