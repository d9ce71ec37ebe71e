/* The JSON report of `recompose opt --report`, streamed to its FILE *.
 *
 * The report is one object: {"input", "format", "nodes_before", "nodes_after",
 * "checks_run", "rounds", "counts", "rewrites", "skipped"}. "counts" are the fused calls
 * the output holds: a rewrite a later one absorbed is listed in "rewrites" with
 * "absorbed_by" (that one's index there) and left out of "counts". A large module has hundreds of
 * thousands of rewrites, so the object is never built as one tree: the scalar
 * members and "counts" are generated as a small object, then each entry of
 * "rewrites" and "skipped" is built, generated and written on its own. json-glib
 * does all escaping and number formatting; this file only places its output at
 * the right depth, so the bytes are those of json-glib's pretty printer
 * (2-space indent) on the whole tree. The report of `opt --decompose` (report.h) is
 * written the same way. */
#include "report.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

/* Indentation of the report's levels: 1 for members, 2 for array entries. */
#define MEMBER_PAD "  "
#define ENTRY_PAD "    "

static gboolean collect_key(gpointer key, gpointer value, gpointer keys) {
  (void)value;
  g_ptr_array_add(keys, key);
  return FALSE;
}

GTree *rc_cli_report_count_ops(const RcHigherResult *const *rs, size_t nr, GPtrArray *keys) {
  GTree *counts = g_tree_new((GCompareFunc)strcmp);
  for (size_t k = 0; k < nr; k++) {
    const RcHigherResult *r = rs[k];
    size_t n = r ? rc_higher_rewrite_count(r) : 0;
    for (size_t i = 0; i < n; i++) {
      if (rc_higher_rewrite(r, i)->absorbed) continue; /* the output does not hold it */
      const char *op = rc_higher_rewrite(r, i)->op;
      g_tree_insert(counts, (gpointer)op, GSIZE_TO_POINTER(GPOINTER_TO_SIZE(g_tree_lookup(counts, op)) + 1));
    }
  }
  g_tree_foreach(counts, collect_key, keys);
  return counts;
}

static bool put(FILE *out, const char *s, size_t len) { return fwrite(s, 1, len, out) == len; }

static bool puts_(FILE *out, const char *s) { return put(out, s, strlen(s)); }

/* Writes text generated at depth 0 as it would be at a deeper level: `pad` before it and
 * after each of its newlines (json-glib escapes newlines inside strings, so every raw
 * newline is a line break of the layout). */
static bool put_indented(FILE *out, const char *s, size_t len, const char *pad) {
  bool ok = puts_(out, pad);
  for (const char *end = s + len; ok && s < end;) {
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    size_t n = nl ? (size_t)(nl - s) + 1 : (size_t)(end - s);
    ok = put(out, s, n) && (!nl || puts_(out, pad));
    s += n;
  }
  return ok;
}

/* Adds a string member the way JsonBuilder does (a NULL value stays a string node). */
static void set_string(JsonObject *o, const char *name, const char *value) {
  json_object_set_member(o, name, json_node_init_string(json_node_alloc(), value));
}

/* Generates `o` (consumed) with `gen` and writes it as an array entry. */
static bool put_entry(FILE *out, JsonGenerator *gen, JsonObject *o) {
  JsonNode *node = json_node_init_object(json_node_alloc(), o);
  json_object_unref(o);
  json_generator_set_root(gen, node);
  json_node_unref(node);
  gsize len = 0;
  char *s = json_generator_to_data(gen, &len);
  bool ok = put_indented(out, s, len, ENTRY_PAD);
  g_free(s);
  return ok;
}

/* `base`: the index in "rewrites" of the module's first entry (a split file numbers its
 * modules' entries in one array). */
static JsonObject *rewrite_entry(const RcRewriteInfo *w, size_t base) {
  JsonObject *o = json_object_new();
  set_string(o, "pattern", w->pattern);
  set_string(o, "op", w->op);
  set_string(o, "root", w->root);
  set_string(o, "function", w->func ? w->func : "");
  json_object_set_boolean_member(o, "verified", w->verified);
  if (w->verified && !isnan(w->original_ulp)) {
    /* in multiples of 1/64 ULP, so that the printed numbers are short and exact */
    JsonObject *e = json_object_new();
    /* JSON has no inf: an original that is not finite where the reference is reads null */
    if (isfinite(w->original_ulp)) json_object_set_double_member(e, "original_ulp", round(w->original_ulp * 64) / 64);
    else json_object_set_null_member(e, "original_ulp");
    json_object_set_double_member(e, "rewrite_ulp", round(w->rewrite_ulp * 64) / 64);
    if (w->constants_precision) json_object_set_boolean_member(e, "constants_as_written", true);
    json_object_set_object_member(o, "error", e);
  }
  if (w->absorbed) json_object_set_int_member(o, "absorbed_by", (gint64)(base + w->absorbed_by));
  if (w->nrecomputes) { /* values that stay for other code, computed again inside the call */
    JsonArray *a = json_array_sized_new((guint)w->nrecomputes);
    for (size_t i = 0; i < w->nrecomputes; i++) json_array_add_string_element(a, w->recomputes[i]);
    json_object_set_array_member(o, "recomputes", a);
  }
  return o;
}

static JsonObject *skip_entry(const RcSkipInfo *s) {
  JsonObject *o = json_object_new();
  set_string(o, "pattern", s->pattern);
  set_string(o, "root", s->root);
  set_string(o, "function", s->func ? s->func : "");
  set_string(o, "reason", s->reason);
  return o;
}

/* The members every report starts with: input, format and the node counts. */
static void put_common(JsonBuilder *b, const char *input, RcFormat format, size_t before, size_t after) {
  json_builder_set_member_name(b, "input");
  json_builder_add_string_value(b, input);
  json_builder_set_member_name(b, "format");
  json_builder_add_string_value(b, rc_format_name(format));
  json_builder_set_member_name(b, "nodes_before");
  json_builder_add_int_value(b, (gint64)before);
  json_builder_set_member_name(b, "nodes_after");
  json_builder_add_int_value(b, (gint64)after);
}

/* The members before the arrays: the scalars and "counts", as one small object. */
static JsonNode *head_object(const RcCliReport *rep) {
  size_t checks = 0;
  size_t rounds = 0; /* of a split file: the most any of its modules took */
  for (size_t k = 0; k < rep->nresults; k++) {
    const RcHigherResult *r = rep->results[k];
    if (!r) continue;
    checks += rc_higher_checks_run(r);
    if (rc_higher_rounds(r) > rounds) rounds = rc_higher_rounds(r);
  }
  JsonBuilder *b = json_builder_new();
  json_builder_begin_object(b);
  put_common(b, rep->input, rep->format, rep->nodes_before, rep->nodes_after);
  json_builder_set_member_name(b, "checks_run");
  json_builder_add_int_value(b, (gint64)checks);
  json_builder_set_member_name(b, "rounds");
  json_builder_add_int_value(b, (gint64)rounds);
  json_builder_set_member_name(b, "counts");
  json_builder_begin_object(b);
  GPtrArray *keys = g_ptr_array_new();
  GTree *counts = rc_cli_report_count_ops(rep->results, rep->nresults, keys);
  for (guint i = 0; i < keys->len; i++) {
    json_builder_set_member_name(b, keys->pdata[i]);
    json_builder_add_int_value(b, (gint64)GPOINTER_TO_SIZE(g_tree_lookup(counts, keys->pdata[i])));
  }
  json_builder_end_object(b);
  g_ptr_array_free(keys, TRUE);
  g_tree_destroy(counts);
  json_builder_end_object(b);
  JsonNode *root = json_builder_get_root(b);
  g_object_unref(b);
  return root;
}

/* Writes the head object without its closing "\n}", so the arrays can follow as members. */
static bool put_head(FILE *out, JsonGenerator *gen, const RcCliReport *rep) {
  JsonNode *head = head_object(rep);
  json_generator_set_root(gen, head);
  json_node_unref(head);
  gsize len = 0;
  char *s = json_generator_to_data(gen, &len);
  g_assert(len >= 2 && s[len - 2] == '\n' && s[len - 1] == '}'); /* an object with members */
  bool ok = put(out, s, len - 2);
  g_free(s);
  return ok;
}

/* Opens member NAME's array: json-glib writes an empty array as "[]" on one line, else
 * one entry per block: ,\n  "NAME" : [\n    ENTRY,\n    ENTRY\n  ] */
static bool put_array_open(FILE *out, const char *name, size_t n) {
  return puts_(out, ",\n" MEMBER_PAD "\"") && puts_(out, name) && puts_(out, n ? "\" : [\n" : "\" : [");
}

static bool put_entry_end(FILE *out, size_t i, size_t n) { return puts_(out, i + 1 < n ? ",\n" : "\n" MEMBER_PAD); }

bool rc_cli_report_write(FILE *out, void *user) {
  const RcCliReport *rep = user;
  size_t nrw = 0, nsk = 0;
  for (size_t k = 0; k < rep->nresults; k++) {
    const RcHigherResult *r = rep->results[k];
    nrw += r ? rc_higher_rewrite_count(r) : 0;
    nsk += r ? rc_higher_skip_count(r) : 0;
  }
  JsonGenerator *gen = json_generator_new();
  json_generator_set_pretty(gen, TRUE);
  json_generator_set_indent(gen, 2);
  /* the entries of every module in turn, numbered across them */
  bool ok = put_head(out, gen, rep) && put_array_open(out, "rewrites", nrw);
  for (size_t k = 0, at = 0; ok && k < rep->nresults; k++) {
    const RcHigherResult *r = rep->results[k];
    size_t base = at;
    for (size_t i = 0; ok && r && i < rc_higher_rewrite_count(r); i++, at++)
      ok = put_entry(out, gen, rewrite_entry(rc_higher_rewrite(r, i), base)) && put_entry_end(out, at, nrw);
  }
  ok = ok && puts_(out, "]") && put_array_open(out, "skipped", nsk);
  for (size_t k = 0, at = 0; ok && k < rep->nresults; k++) {
    const RcHigherResult *r = rep->results[k];
    for (size_t i = 0; ok && r && i < rc_higher_skip_count(r); i++, at++)
      ok = put_entry(out, gen, skip_entry(rc_higher_skip(r, i))) && put_entry_end(out, at, nsk);
  }
  ok = ok && puts_(out, "]\n}\n");
  g_object_unref(gen);
  return ok;
}

/* ---- opt --decompose ---- */

static JsonObject *decompose_entry(const RcDecomposeInfo *e) {
  JsonObject *o = json_object_new();
  set_string(o, e->reason ? "call" : "composite", e->name);
  set_string(o, "root", e->root);
  set_string(o, "function", e->func ? e->func : "");
  if (e->reason) set_string(o, "reason", e->reason);
  return o;
}

static bool put_decompose_head(FILE *out, JsonGenerator *gen, const RcCliDecomposeReport *rep) {
  JsonBuilder *b = json_builder_new();
  json_builder_begin_object(b);
  put_common(b, rep->input, rep->format, rep->nodes_before, rep->nodes_after);
  json_builder_set_member_name(b, "counts");
  json_builder_begin_object(b);
  GTree *counts = g_tree_new((GCompareFunc)strcmp);
  for (size_t k = 0; k < rep->nresults; k++)
    for (size_t i = 0; i < rc_decompose_inlined_count(rep->results[k]); i++) {
      const char *nm = rc_decompose_inlined(rep->results[k], i)->name;
      g_tree_insert(counts, (gpointer)nm, GSIZE_TO_POINTER(GPOINTER_TO_SIZE(g_tree_lookup(counts, nm)) + 1));
    }
  GPtrArray *keys = g_ptr_array_new();
  g_tree_foreach(counts, collect_key, keys);
  for (guint i = 0; i < keys->len; i++) {
    json_builder_set_member_name(b, keys->pdata[i]);
    json_builder_add_int_value(b, (gint64)GPOINTER_TO_SIZE(g_tree_lookup(counts, keys->pdata[i])));
  }
  g_ptr_array_free(keys, TRUE);
  g_tree_destroy(counts);
  json_builder_end_object(b);
  json_builder_end_object(b);
  JsonNode *head = json_builder_get_root(b);
  g_object_unref(b);
  json_generator_set_root(gen, head);
  json_node_unref(head);
  gsize len = 0;
  char *s = json_generator_to_data(gen, &len);
  g_assert(len >= 2 && s[len - 2] == '\n' && s[len - 1] == '}');
  bool ok = put(out, s, len - 2);
  g_free(s);
  return ok;
}

bool rc_cli_report_decompose_write(FILE *out, void *user) {
  const RcCliDecomposeReport *rep = user;
  size_t nin = 0, nkept = 0;
  for (size_t k = 0; k < rep->nresults; k++) {
    nin += rc_decompose_inlined_count(rep->results[k]);
    nkept += rc_decompose_kept_count(rep->results[k]);
  }
  JsonGenerator *gen = json_generator_new();
  json_generator_set_pretty(gen, TRUE);
  json_generator_set_indent(gen, 2);
  bool ok = put_decompose_head(out, gen, rep) && put_array_open(out, "inlined", nin);
  for (size_t k = 0, at = 0; ok && k < rep->nresults; k++)
    for (size_t i = 0; ok && i < rc_decompose_inlined_count(rep->results[k]); i++, at++)
      ok = put_entry(out, gen, decompose_entry(rc_decompose_inlined(rep->results[k], i))) && put_entry_end(out, at, nin);
  ok = ok && puts_(out, "]") && put_array_open(out, "kept", nkept);
  for (size_t k = 0, at = 0; ok && k < rep->nresults; k++)
    for (size_t i = 0; ok && i < rc_decompose_kept_count(rep->results[k]); i++, at++)
      ok = put_entry(out, gen, decompose_entry(rc_decompose_kept(rep->results[k], i))) && put_entry_end(out, at, nkept);
  ok = ok && puts_(out, "]\n}\n");
  g_object_unref(gen);
  return ok;
}
