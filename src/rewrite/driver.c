/* The highering driver: per function, canonicalize, run the matcher over the
 * canonical nodes, map each match back to the original function, check it,
 * and replace its region by one fused call. Repeats to a fixed point, so a
 * fused recompose.sigmoid from one round can feed silu in the next: each later
 * round revisits, with the same canonical view, only what the previous one
 * touched (one_round), and an empty worklist ends the run.
 *
 * Policy (patterns/README.md "Rewrite policy"):
 *  - Outer matches win: canonical nodes are visited from the last to the first,
 *    and a node covered by an accepted match is not matched again that round.
 *  - The region is every original node on a path from the root back to the
 *    fused call's inputs. It must be closed (no other parameter, no impure op).
 *  - Values computed from constants only (const_like: an rsqrt(2), a convert(6),
 *    reduce inits an exporter computes once for every layer) are shared by the
 *    matches that read them: never claimed while alive, never intermediates.
 *  - Multi-use: when a region node other than the root (such values excluded) has
 *    users outside the region, the match is skipped and reported ("intermediate
 *    %v has N uses outside the match"), unless the pattern says keep_shared, or
 *    recomputing those values in the call is cheap (recompute.c; options.recompute); then the rewrite happens, those nodes stay for their other
 *    users and the rewrite lists them (RcRewriteInfo.recomputes).
 *  - A region of one original node (a native logistic, erf) is already fused:
 *    left alone, not reported.
 *  - Only region nodes that became dead are erased; other dead code stays.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon/walk.h"
#include "fused/fused.h"
#include "numerics/numerics.h"
#include "recog/recog.h"
#include "rewrite/bits.h"
#include "rewrite/byvalue.h"
#include "rewrite/callers.h"
#include "rewrite/hooks.h"
#include "rewrite/pending.h"
#include "rewrite/region_nodes.h"
#include "rewrite/round.h"
#include "support/ctx.h"
#include "support/hash.h"
#include "rewrite/rewrite.h"

#define MAX_ROUNDS 16

static void add_skip(RcHigherResult *r, const RcPattern *p, const RcValue *root, const RcFunc *f, const char *why) {
  if (rc_rewrite_value_tentative(p)) return; /* a reading ruled out, not a match refused */
  rc_rewrite_add_skip(r, p->name, p->op, root, f, why);
}

/* The keys of the check cache and of the shared decompositions are GStrings of a few
 * hundred bytes, looked up once per rewrite (10^5 times at 10^6 ops): hashed 8 bytes
 * at a time (rc_hash_bytes), compared by length first, instead of GLib's
 * byte-at-a-time string hash and compare. */
static guint key_hash(gconstpointer p) {
  const GString *k = p;
  return rc_hash_bytes(k->str, k->len);
}

static gboolean key_equal(gconstpointer a, gconstpointer b) {
  const GString *x = a, *y = b;
  return x->len == y->len && !memcmp(x->str, y->str, x->len);
}

static void key_free(gpointer p) { g_string_free(p, TRUE); }

/* The texts fused calls share (configs of a few hundred bytes, looked up a few times per
 * rewrite): hashed 8 bytes at a time too. */
static guint text_hash(gconstpointer p) { return rc_hash_bytes(p, strlen(p)); }

/* ---- one round over one function (its state: round.h) ---- */

static bool refused(const RcPattern *p, void *user) {
  Round *rd = user;
  for (guint i = 0; i < rd->refused->len; i++)
    if (g_ptr_array_index(rd->refused, i) == p) return true;
  return false;
}

/* Checks that region node n may be fused; NULL or the reason it may not. */
static const char *region_node_ok(Round *rd, RcNode *n, char *buf, size_t blen) {
  if (n->func != rd->f || (n->flags & RC_NODE_DEAD)) return "region leaves the function";
  if (n->op == RC_OP_PARAMETER) {
    snprintf(buf, blen, "value %s is used by the match but not captured", n->results[0].name ? n->results[0].name : "?");
    return buf;
  }
  if (!rc_rw_pure_ok(n)) {
    snprintf(buf, blen, "region contains %s, which is not a pure op", n->opname ? n->opname : rc_op_info[n->op].name);
    return buf;
  }
  return NULL;
}

static gint by_link(gconstpointer a, gconstpointer b) {
  uintptr_t x = (uintptr_t)(*(RcNode *const *)a)->link, y = (uintptr_t)(*(RcNode *const *)b)->link;
  return x < y ? -1 : x > y;
}

typedef struct Frame {
  RcNode *n;
  uint32_t next;
} Frame;

/* The set of view v's nodes covered this round: the two reads number their nodes
 * separately. */
static RcBits *claimed_view(Round *rd, const RcRwCanon *v) {
  return v == rd->uview ? &rd->claimed_un : &rd->claimed_cn;
}

static void unmark(Round *rd) {
  for (guint i = 0; i < rd->marked->len; i++) {
    RcNode *n = g_ptr_array_index(rd->marked, i);
    rd->mark.w[n->id >> 6] &= ~((uint64_t)1 << (n->id & 63));
  }
  g_ptr_array_set_size(rd->marked, 0);
}

/* Collects the original region root <- inputs into `out` in a topological order
 * (operands first: an iterative depth-first post-order). Returns NULL on success
 * or the reason it is not a closed region. */
static const char *collect_region(Round *rd, RcValue *root, RcValue **inputs, uint32_t nin, GPtrArray *out,
                                  char *buf, size_t blen) {
  const char *why = region_node_ok(rd, root->def, buf, blen);
  if (why) return why;
  /* rd->mark holds the nodes seen (cleared below through rd->marked); the stack is on
   * the C stack up to 64 frames, on the heap beyond */
  Frame local[64], *stack = local;
  uint32_t sp = 0, cap = 64;
  stack[sp++] = (Frame){root->def, 0};
  rc_bits_set(&rd->mark, root->def->id);
  g_ptr_array_add(rd->marked, root->def);
  while (sp && !why) {
    Frame *fr = &stack[sp - 1];
    if (fr->next == fr->n->noperands) {
      g_ptr_array_add(out, fr->n);
      sp--;
      continue;
    }
    RcValue *v = rc_node_operand(fr->n, fr->next++);
    bool is_in = false;
    for (uint32_t k = 0; k < nin; k++)
      if (inputs[k] == v) is_in = true;
    if (is_in || !v || !v->def || rc_bits_test(&rd->mark, v->def->id)) continue;
    if ((why = region_node_ok(rd, v->def, buf, blen))) break;
    rc_bits_set(&rd->mark, v->def->id);
    g_ptr_array_add(rd->marked, v->def);
    if (rd->marked->len > 4096) {
      why = "region too large";
      break;
    }
    if (sp == cap) {
      Frame *grown = g_new(Frame, cap * 2);
      memcpy(grown, stack, sizeof *stack * sp);
      if (stack != local) g_free(stack);
      stack = grown;
      cap *= 2;
    }
    stack[sp++] = (Frame){v->def, 0};
  }
  if (stack != local) g_free(stack);
  unmark(rd);
  /* Program order reads best in a decomposition: one_round numbers the function's
   * nodes in `link`; nodes made this round have none, and then post-order stays. */
  bool numbered = true;
  for (guint i = 0; i < out->len && !why; i++)
    if (!((RcNode *)g_ptr_array_index(out, i))->link) numbered = false;
  if (!why && numbered && out->len > 32) g_ptr_array_sort(out, by_link);
  else if (!why && numbered) /* a small region: insertion sort (positions are distinct) */
    for (guint i = 1; i < out->len; i++)
      for (guint j = i; j > 0 && by_link(&out->pdata[j - 1], &out->pdata[j]) > 0; j--) {
        gpointer t = out->pdata[j];
        out->pdata[j] = out->pdata[j - 1];
        out->pdata[j - 1] = t;
      }
  return why;
}

/* Whether node n of the active view's match mt is claimed by it. A value computed
 * from constants only (a splat the canonical copy merged into one node by CSE, or an
 * rsqrt(2) / convert(6) / -inf init an exporter computed once for every layer) sits in
 * every match that reads it: claiming it would refuse every later match of the round
 * that reads the same value (each repeated block then waited for a round of its own,
 * and the round limit left the rest unrewritten and unreported). Such a value is
 * computed the same whatever a rewrite does around it; only the match's root is
 * claimed even then (a rewrite replaces it). Overlaps of the original regions are
 * still caught by claimed_o. */
static bool claims(const RcMatch *mt, const RcNode *n) {
  return n == mt->root->def || !rc_rw_const_like(n);
}

/* Chooses the root and the operands of match mt (inputs[0..nin) on entry: the
 * captures' origins; operands.c says how) and collects the region; NULL, or why the
 * match cannot be fused. The root is the outermost convert around the matched
 * computation; when that reading has no operands in the root's dtype or rounds before
 * its end (a bf16 x whose f32 layer norm is converted to f16, a genuinely f32 gamma
 * under a bf16 result), the computation inside the converts is the root, its converts
 * stay outside the call, and the refusal of the outer reading is reported as a skip. When
 * the computation inside the converts has readers besides them (XLA's d bias sum reads the
 * f32 product a mixed-precision step rounds to bf16 for its dx), the outer call would keep it
 * for them: the inner reading is tried first (its call's result then read by both). Where
 * neither is had and the outer root is 16-bit over inputs of its dtype and f32, the outer
 * region is read last by a call computed in f32 and rounded once (rd->wide, wide.c). */
static const char *choose(Round *rd, const RcMatch *mt, RcValue **rootp, RcValue **inputs, uint32_t *nsame,
                          uint32_t *same_as, GPtrArray *region, char *why, size_t wlen) {
  const RcPattern *p = mt->pat;
  RcValue *outer = *rootp, *inner = rc_rw_origin(rd->canon, mt->root), *before[16];
  char outer_why[256] = "";
  bool has_inner = inner && inner != outer && inner->def && !(inner->def->flags & RC_NODE_DEAD) &&
                   inner->def->func == rd->f && rc_rw_single_root(inner);
  bool inner_first = has_inner && inner->nuses > 1;
  RcValue *given[16];
  for (uint32_t i = 0; i < p->nargs && i < 16; i++) given[i] = inputs[i];
  rd->wide = NULL;
  /* the wider reading is a norm's (flax's LayerNorm at dtype bf16 computes in f32 with f32
   * parameters): tried for other ops, each site's refused check ran its probes again (24
   * bf16-to-f32 blocks of the stress case: 2 -> 202 checks, 50x the time) */
  const RcFusedOp *wop = p->op ? rc_fused_lookup(p->op, strlen(p->op)) : NULL;
  bool widen = wop && (wop->kind == RC_KIND_NORM || wop->kind == RC_KIND_NORM_GRAD || wop->kind == RC_KIND_NORM_SCALE_GRAD);
  for (int t = 0; t < 3; t++) { /* the outer and inner readings, then the outer one computed wider (wide.c) */
    int k = t < 2 && (inner_first ? !t : t);
    RcValue *root = k ? inner : outer;
    if (k && !has_inner) continue;
    if (t == 2 && (!widen || !(rd->wide = rc_rewrite_wide_type(rd->f->module, outer, given, p->nargs)))) break;
    if (k && !inner_first) snprintf(outer_why, sizeof outer_why, "%s", why);
    /* the inner reading reads the captures' inputs; a constant dy written for it (no capture)
     * stays */
    for (uint32_t i = 0; i < p->nargs && (k || t); i++)
      inputs[i] = k && mt->caps[p->args[i]] ? rc_rw_input(rd->canon, mt->caps[p->args[i]]) : given[i];
    g_ptr_array_set_size(region, 0);
    *nsame = 0;
    const char *bad = collect_region(rd, root, inputs, p->nargs, region, why, wlen);
    if (bad && rc_rewrite_twins(rd->canon, mt, root, inputs, nsame, same_as)) { /* copies of an operand */
      g_ptr_array_set_size(region, 0);
      bad = collect_region(rd, root, inputs, p->nargs + *nsame, region, why, wlen);
    }
    if (bad && !k) {
      rd->wide = NULL;
      return bad; /* not closed: the same inside the converts */
    }
    RcNode **rn = (RcNode **)region->pdata;
    if (!bad && rd->wide) rc_rewrite_wide_operands(inputs, before, p->nargs, rn, region->len);
    else if (!bad)
      bad = rc_rewrite_operands(rd->canon, mt, root, inputs, before, nsame, same_as, rn, region->len, rd->narrowed, why, wlen);
    for (uint32_t i = 0; i < p->nargs && !bad; i++)
      if (before[i]) { /* an operand inside the region: the region up to it */
        g_ptr_array_set_size(region, 0);
        bad = collect_region(rd, root, inputs, p->nargs + *nsame, region, why, wlen);
        if (!bad) bad = rc_rewrite_reads_through(mt, inputs, before, (RcNode **)region->pdata, region->len, why, wlen);
        break;
      }
    RcNode **rg = (RcNode **)region->pdata;
    if (!bad) bad = rd->wide ? rc_rewrite_wide_rounds(root, rg, region->len, why, wlen)
                             : rc_rewrite_rounds_once(root, inputs, p->nargs, rg, region->len, why, wlen);
    if (!bad) {
      if (k && !inner_first && rd->value_err < 0) add_skip(rd->r, p, outer, rd->f, outer_why);
      *rootp = root;
      return NULL;
    }
    if (bad != why) snprintf(why, wlen, "%s", bad);
    rc_rewrite_narrow_undo(rd->narrowed);
    rd->wide = NULL;
  }
  if (outer_why[0]) snprintf(why, wlen, "%s", outer_why);
  return why;
}

/* An operand only the canonical form has, written in front of the fused call (materialize.c). */

/* The dy of a GRAD match that the view merged into its root's product (mt->dy_value), or
 * the dy of a GRAD match whose region is its op's derivative alone (no dy capture:
 * byvalue.c; a ROW_GRAD one's a one-leaf row region, recog/rows.c ones_readings), a splat of
 * its constant dy (mt->dy_const, ones where 0) written before the root; the check evaluates it
 * as the constant it is. Only in the entry function: a helper's derivative is a residual it returns
 * to a backward elsewhere (JAX's remat SiLU returns s (1 - s), which the backward multiplies
 * by x and dy), raised there with that backward, not a finished gradient. */
static bool write_const_dy(Round *rd, const RcMatch *mt, RcValue *root, RcValue **inputs, uint32_t miss, RcReshaped *made) {
  const RcPattern *p = mt->pat;
  const RcFusedOp *op = p->op ? rc_fused_lookup(p->op, strlen(p->op)) : NULL;
  bool ds = op && op->kind == RC_KIND_NORM_SCALE_GRAD; /* dy has x's type, the result the scale's */
  if (mt->dy_value && miss == 1) return !(mt->dy_value->def->flags & RC_NODE_DEAD) && (inputs[1] = mt->dy_value);
  if (!op || (op->kind != RC_KIND_GRAD && op->kind != RC_KIND_ROW_GRAD && op->kind != RC_KIND_NORM_GRAD && !ds) ||
      miss != 1 || !inputs[0] || !rd->f->is_entry)
    return false;
  double c = mt->dy_const ? mt->dy_const : 1.0;
  inputs[1] = rc_rewrite_const_dy(rd->f, ds ? inputs[0]->type : root->type, c, root->def, made->const_dy);
  return inputs[1] != NULL;
}

/* Writes each input of mt that only the canonical form has (inputs[i] NULL, i >= miss). */
static bool materialize(Round *rd, const RcMatch *mt, RcValue *root, RcValue **inputs, uint32_t nin, uint32_t miss,
                        GPtrArray *region, RcReshaped *made) {
  char why[256];
  bool lack[16] = {false}, ok = nin <= 16;
  for (uint32_t i = miss; i < nin && ok; i++)
    if ((lack[i] = !inputs[i])) ok = (inputs[i] = rc_rewrite_reshape_source(rd->canon, mt->caps[mt->pat->args[i]], rd->f));
  g_ptr_array_set_size(region, 0);
  ok = ok && !collect_region(rd, root, inputs, nin, region, why, sizeof why);
  RcNode **rg = (RcNode **)region->pdata;
  for (uint32_t i = miss; i < nin && ok; i++)
    if (lack[i] && (ok = rc_rewrite_materialize(rd->f, mt->caps[mt->pat->args[i]], inputs[i], rg, region->len, made)))
      inputs[i] = &made->node[made->n - 1]->results[0];
  g_ptr_array_set_size(region, 0);
  return ok;
}

/* Whether n reads a node made since the window's views were built (a fused call). */
static bool reads_new(const Round *rd, const RcNode *n) {
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *u = rc_node_operand(n, i);
    if (u && u->def && u->def->id >= rd->view_ids) return true;
  }
  return false;
}

/* The value match mt rewrites, or NULL. CSE made the visited value and its twin one canonical
 * node, and the twin (the node's origin) is rewritten already: the visited value is the root,
 * unless it reads what the rewrite made (the convert around a fused call: no twin). The view's
 * claims are then the twin's; the region's own overlaps are checked by region_free. Otherwise a
 * match that claims a node this round's rewrites claimed is deferred (rd->overlap). */
static RcValue *match_root(Round *rd, RcMatch *mt, RcBits *cl) {
  RcValue *root = rc_rw_origin_wrapped(rd->canon, mt->root);
  bool twin = rd->visit && root != rd->visit && rc_rw_lookup(rd->canon, rd->visit) == mt->root && root &&
              root->def && (root->def->flags & RC_NODE_DEAD) && !reads_new(rd, rd->visit->def);
  if (twin) return rd->visit;
  for (uint32_t i = 0; i < mt->nnodes; i++)
    if (claims(mt, mt->nodes[i]) && rc_bits_test(cl, mt->nodes[i]->id)) {
      rd->overlap = true;
      rd->overlap_pat = mt->pat;
      return NULL;
    }
  return root;
}

/* The pattern's inputs in the user's graph, inputs[0, nargs); *miss is the first input only the
 * canonical form has (nargs when none), later ones left NULL for materialize. False when the match
 * cannot be rewritten: another such input where one has no capture (a constant dy), or a dead one. */
static bool match_inputs(Round *rd, RcMatch *mt, RcValue **inputs, uint32_t *miss) {
  const RcPattern *p = mt->pat;
  uint32_t nin = p->nargs;
  *miss = nin;
  for (uint32_t i = 0; i < nin; i++) {
    inputs[i] = mt->caps[p->args[i]] ? rc_rw_input(rd->canon, mt->caps[p->args[i]]) : NULL;
    if (!inputs[i] && (*miss == nin || (mt->caps[p->args[*miss]] && mt->caps[p->args[i]]))) {
      *miss = *miss == nin ? i : *miss; /* more than one: each a reshape materialize writes */
      continue;
    }
    if (!inputs[i]) return false;
    if (inputs[i]->def && (inputs[i]->def->flags & RC_NODE_DEAD)) return false;
  }
  return true;
}

/* A match that is one call of a helper function, its operands the match's inputs one for
 * one (the canonical view read the whole activation through the call), is left to the
 * helper when the helper is matched after this function (JAX prints @main before its
 * private helpers): there its body becomes one fused call and every call of it keeps
 * calling it. Raising the call here too would wrap it in a composite whose decomposition
 * calls a body that is itself one fused call of the same op. A helper matched before
 * this function already is one fused call, which no pattern matches again. */
static bool helper_raises_it(const Round *rd, const RcNode *n, RcValue *const *inputs, uint32_t nin) {
  /* a helper that returns more than the activation (JAX's training `@silu` also returns
   * what its backward reads) holds the activation's intermediates as its results: its body
   * is not one fused call, so the call is raised here once those results are unread */
  if (n->op != RC_OP_CALL || n->nresults != 1) return false;
  const RcAttr *a = rc_node_attr(n, "to_apply");
  const RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!g || g->parent || g == rd->f || g->is_entry || !rd->ready || g_hash_table_contains(rd->ready, g)) return false;
  if ((g->name && rc_fused_is_own_func(g->name)) || g->nparams != nin || n->noperands != nin) return false;
  for (uint32_t i = 0; i < nin; i++) {
    bool found = false;
    for (uint32_t k = 0; k < nin && !found; k++) found = rc_node_operand(n, i) == inputs[k];
    for (uint32_t j = 0; j < i && found; j++) found = rc_node_operand(n, j) != rc_node_operand(n, i);
    if (!found) return false;
  }
  return true;
}

/* Whether the region of pattern p (inputs[0, nin)) may be rewritten now: it holds no node made
 * since the window's views, nothing already raised, more than one op (or a call a helper raises
 * itself), and no node this round's rewrites claimed (else rd->overlap defers it to the next round). */
static bool region_free(Round *rd, const RcMatch *mt, GPtrArray *region, const RcReshaped *made, RcValue *const *inputs,
                        uint32_t nin) {
  const RcPattern *p = mt->pat;
  /* The views are snapshots of the window: a region holding a node made since (a fused
   * call of this window, read through the convert that stayed around it; an operand a
   * rewrite wrote, x's reshape) is not what the view read; the next round reads the
   * region through such an operand anew. */
  for (guint i = 0; i < region->len; i++) {
    RcNode *n = g_ptr_array_index(region, i);
    if (n->id >= rd->view_ids && !rc_rewrite_materialized(made, n) && !rc_rewrite_narrow_wrote(rd->narrowed, n) &&
        !rc_rewrite_made_for(mt, n)) {
      rd->overlap = n->op != RC_OP_FUSED;
      rd->overlap_pat = rd->overlap ? p : rd->overlap_pat;
      return false;
    }
  }
  /* an activation raised in a fusion body, read again through the body's clone */
  if (rc_rewrite_reraises(rd->opened, p->op, (RcNode **)region->pdata, region->len)) return false;
  /* already one op: nothing decomposed here (but a call of a helper function is) */
  if (region->len == 1 && ((RcNode *)g_ptr_array_index(region, 0))->op != RC_OP_CALL) return false;
  if (region->len == 1 && helper_raises_it(rd, g_ptr_array_index(region, 0), inputs, nin)) return false;
  for (guint i = 0; i < region->len; i++)
    if (rc_bits_test(&rd->claimed_o, ((RcNode *)g_ptr_array_index(region, i))->id)) {
      rd->overlap = true; /* next round */
      rd->overlap_pat = p;
      return false;
    }
  return true;
}

/* Whether a result of n has a user outside rd->mark. */
static bool used_outside(const Round *rd, const RcNode *n) {
  for (uint32_t k = 0; k < n->nresults; k++)
    rc_value_for_each_use(&n->results[k], u) if (!rc_bits_test(&rd->mark, u->user->id)) return true;
  return false;
}

/* The first intermediate value of the region (not the root, a constant or an input's convert)
 * with uses outside it, and in *outside their count; NULL when there is none. Every such
 * value goes to `all`. */
static const char *shared_value(Round *rd, GPtrArray *region, RcValue *root, RcValue *const *inputs, uint32_t ninputs,
                                uint32_t *outside, GPtrArray *all) {
  for (guint i = 0; i < region->len; i++) { /* the region, in rd->mark */
    RcNode *n = g_ptr_array_index(region, i);
    rc_bits_set(&rd->mark, n->id);
    g_ptr_array_add(rd->marked, n);
  }
  const char *shared = NULL;
  *outside = 0;
  for (guint i = 0; i < region->len; i++) {
    RcNode *n = g_ptr_array_index(region, i);
    /* the root's own node counts only for its other results (a StableHLO call of several) */
    if ((n == root->def && n->nresults == 1) || !used_outside(rd, n) || rc_rw_const_like(n) ||
        rc_rw_input_convert(n, inputs, ninputs))
      continue;
    for (uint32_t k = 0; k < n->nresults; k++) {
      if (n == root->def && k == root->index) continue;
      uint32_t c = 0;
      rc_value_for_each_use(&n->results[k], u) if (!rc_bits_test(&rd->mark, u->user->id) && !rc_rw_dead(u->user, 4)) c++;
      if (c && !shared) {
        shared = rc_rewrite_vname(rd->r, &n->results[k]);
        *outside = c;
      }
      if (c) g_ptr_array_add(all, &n->results[k]);
    }
  }
  unmark(rd);
  return shared;
}

/* Reports the skip of a region whose intermediate `shared` has `outside` uses outside it (the
 * first of the values `kept`), and remembers the region's nodes as skipped for p's fused op. */
static void skip_shared(Round *rd, const RcPattern *p, RcValue *root, GPtrArray *region, const char *shared,
                        const GPtrArray *kept, uint32_t outside, const char *again) {
  /* a smaller match of the same fused op inside a region skipped for multi-use (a
   * layer_norm_scale inside a skipped layer_norm_scale_bias) is the same activation:
   * reported once, by the outer match */
  const char *outer = g_hash_table_lookup(rd->skipped, GUINT_TO_POINTER(root->def->id + 1));
  if (outer && !strcmp(outer, p->op)) return;
  /* a region of calls only (and elements of the tuples they return) holds no node of
   * the activation: it is in the called function, matched and reported there */
  bool calls_only = true;
  for (guint i = 0; i < region->len && calls_only; i++) {
    RcOp op = ((RcNode *)g_ptr_array_index(region, i))->op;
    calls_only = op == RC_OP_CALL || op == RC_OP_GET_TUPLE_ELEMENT;
  }
  if (calls_only) return;
  /* a reading by value has no skip of its own, but is retried as a pattern's match is (a
   * forward norm whose x a batch-norm-grad read, before the backward raised took it) */
  if (!rc_rewrite_value_tentative(p)) {
    char why[256];
    int len = snprintf(why, sizeof why, "intermediate %%%s has %u use%s outside the match", shared, outside,
                       outside == 1 ? "" : "s");
    if (again && len > 0 && (size_t)len < sizeof why) /* why recompute.c refused */
      snprintf(why + len, sizeof why - (size_t)len, "; %s", again);
    add_skip(rd->r, p, root, rd->f, why);
    for (guint i = 0; i < region->len; i++) {
      gpointer k = GUINT_TO_POINTER(((RcNode *)g_ptr_array_index(region, i))->id + 1);
      if (!g_hash_table_contains(rd->skipped, k)) g_hash_table_insert(rd->skipped, k, (gpointer)p->op);
    }
  }
  Retry t = {.root = root->def};
  for (guint i = 0; i < kept->len && t.nshared < RETRY_SHARED; i++) {
    RcValue *sv = g_ptr_array_index(kept, i);
    if (!sv->def) continue;
    t.shared[t.nshared] = sv;
    t.uses[t.nshared++] = sv->nuses;
    rc_bits_set(rd->kept, sv->def->id); /* kept from release (window_done) while listed */
  }
  if (t.nshared) {
    g_array_append_val(rd->retry, t);
    rc_bits_set(rd->kept, root->def->id);
  }
}

/* For an input the region does not read that is a splat constant (or a broadcast of one: a
 * GRAD call's constant dy, write_const_dy) a splat constant of its type in the check's copy chk,
 * which the check reads as the one value it holds; else NULL. */
static RcValue *splat_copy(RcFunc *chk, const RcValue *v) {
  double c;
  const RcLiteral *l = rc_value_splat_f64(v, &c);
  if (!l || !v->type || !rc_type_is_static(v->type)) return NULL;
  RcModule *m = chk->module;
  RcLiteral *cl = rc_module_alloc(m, sizeof *cl);
  RcType *t = rc_type_tensor(m, v->type->dtype, v->type->rank, v->type->dims);
  RcNode *k = cl && t ? rc_node_create(m, RC_OP_CONSTANT, 0, 1) : NULL;
  if (!k) return NULL;
  *cl = *l;
  cl->count = 1;
  cl->splat = true;
  k->literal = cl;
  k->results[0].type = t;
  rc_func_insert_before(chk, k, chk->first);
  return &k->results[0];
}

/* Checks the rewrite of spec (match mt) on probe inputs (rd->o->verify): true when it passed,
 * now or on an identical region before (its errors in *errs); false after a skip is reported (or
 * rd->oom set). */
static bool check_rewrite(Round *rd, RcMatch *mt, const RcFuseSpec *spec, RcVerifyErrors *errs, char *why,
                          size_t wlen) {
  const RcPattern *p = mt->pat;
  /* A region identical to one that already passed (same ops, constants, types, wiring,
   * config) passes again: the check is deterministic, so it runs once per distinct region. */
  GString *ck = rc_rw_spare_string(&rd->spare.key, 512);
  bool keyed = rd->checked && rc_rewrite_check_key(spec, rd->o->verify_max_ulp, ck);
  const RcVerifyErrors *before = keyed ? g_hash_table_lookup(rd->checked, ck) : NULL;
  if (before) {
    rc_rw_spare_string_back(&rd->spare.key, ck);
    *errs = *before;
    return true;
  }
  /* The check runs on a copy of the region in a scratch module, so its cost is the
   * region's, not the function's. */
  char vwhy[200] = "";
  RcFunc *chk = rd->scratch ? rc_rewrite_copy_region(rd->scratch, spec) : NULL;
  if (!chk) {
    rd->oom = true;
    rc_rw_spare_string_back(&rd->spare.key, ck);
    return false;
  }
  RcValue *cin[16];
  for (uint32_t i = 0; i < spec->ninputs; i++) {
    cin[i] = chk->params[i]->results[0].nuses ? NULL : splat_copy(chk, spec->inputs[i]);
    if (!cin[i]) cin[i] = &chk->params[i]->results[0];
  }
  /* the distance of the region from the op (low-precision constants) is how well the check's
   * reference is known: recog.h, exec/accuracy.h */
  double err = rd->value_err >= 0 ? rd->value_err : rc_rewrite_value_distance(rd->canon, mt);
  double known = rc_recog_slack_ulp(err, spec->root->type->dtype);
  rd->r->checks_run++;
  if (!rc_rewrite_verify(chk, rc_node_operand(chk->last, 0), cin, spec->ninputs, p->op, spec->config,
                         rd->o->verify_max_ulp, known, rc_rewrite_nonneg_inputs(spec), errs, vwhy, sizeof vwhy)) {
    snprintf(why, wlen, "verification failed: %s", vwhy[0] ? vwhy : "kernel and subgraph disagree");
    add_skip(rd->r, p, spec->root, rd->f, why);
    rc_rw_spare_string_back(&rd->spare.key, ck);
    return false;
  }
  if (keyed) g_hash_table_insert(rd->checked, ck, g_memdup2(errs, sizeof *errs));
  else rc_rw_spare_string_back(&rd->spare.key, ck);
  return true;
}

/* The values a backward call (a GRAD, ROW_GRAD or NORM_SCALE_GRAD op) recomputes and keeps
 * for their other readers: a forward output its region passed on its way to its leaf
 * (sigmoid(s1) in the backward of sigmoid(sigmoid(x)), cut at s1; y = e / s in the backward of
 * exp(x - logsumexp(x)), lse.c; the other norm's y' in the d scale sum(dy y' x^) of a product
 * of two norms) is an activation of its own, tried next round. A norm backward's (NORM_GRAD)
 * are not: what it keeps is x^ as the backward computes it (torch's, from the saved mean and
 * rstd rounded to f16), no forward output. */
static void defer_kept(Round *rd, const RcPattern *p, const GPtrArray *kept) {
  const RcFusedOp *op = p->op ? rc_fused_lookup(p->op, strlen(p->op)) : NULL;
  if (!op || (op->kind != RC_KIND_GRAD && op->kind != RC_KIND_ROW_GRAD && op->kind != RC_KIND_NORM_SCALE_GRAD))
    return;
  for (guint i = 0; i < kept->len; i++) {
    RcNode *n = ((RcValue *)g_ptr_array_index(kept, i))->def;
    if (!n || n->func != rd->f || (n->flags & RC_NODE_DEAD)) continue;
    g_ptr_array_add(rd->deferred, n);
    g_ptr_array_add(rd->deferred_pats, NULL);
    rc_bits_set(rd->kept, n->id);
  }
}

/* The fused value takes over the root's name and its uses (a RETURN among them), so users print
 * unchanged; the region's nodes left without uses go (with the unread projections of a
 * batch-norm-grad among them), and the rewrite is recorded in rd->r. */
static void replace_region(Round *rd, RcMatch *mt, RcBits *cl, const RcFuseSpec *spec, RcValue *fused,
                           bool verified, const RcVerifyErrors *errs, const GPtrArray *kept) {
  const RcPattern *p = mt->pat;
  RcValue *root = spec->root;
  RcRewriteInfo info = {g_string_chunk_insert_const(rd->r->strings, p->name),
                        g_string_chunk_insert_const(rd->r->strings, p->op), rc_rewrite_vname(rd->r, root),
                        g_string_chunk_insert_const(rd->r->strings, rd->f->name ? rd->f->name : ""), verified,
                        errs->original_ulp, errs->rewrite_ulp, errs->constants, false, 0, NULL, 0};
  /* a kept v of root = -v or v * 2^k: its readers read the call negated or scaled back (negated.c) */
  RcValue *negv = kept->len ? rc_rewrite_read_negated(rd->f, root, fused, spec->region, spec->nregion) : NULL;
  GPtrArray *stay = g_ptr_array_new();
  for (guint i = 0; i < kept->len; i++)
    if (g_ptr_array_index(kept, i) != negv) g_ptr_array_add(stay, g_ptr_array_index(kept, i));
  if (stay->len) { /* the values that stay for their other users, named before the root's name moves */
    const char **names = g_new(const char *, stay->len);
    for (guint i = 0; i < stay->len; i++) names[i] = rc_rewrite_vname(rd->r, g_ptr_array_index(stay, i));
    g_ptr_array_add(rd->r->recomputes, names);
    info.recomputes = names;
    info.nrecomputes = stay->len;
    defer_kept(rd, p, stay);
  }
  g_ptr_array_free(stay, TRUE);
  /* a result of a call of several (StableHLO `%0#1`) keeps its name where the call stays for
   * its other results or is not the first: the writer names results by their call */
  bool named = root->def->nresults == 1 || root->index == 0;
  for (uint32_t k = 0; k < root->def->nresults && named; k++)
    named = k == root->index || !root->def->results[k].nuses;
  if (named) {
    fused->name = root->name;
    root->name = NULL;
  }
  rc_value_replace_all_uses(root, fused);
  uint32_t erased = 0;
  for (guint i = spec->nregion; i-- > 0;) {
    RcNode *n = spec->region[i];
    if (n->flags & RC_NODE_DEAD) { /* a projection erased with its batch-norm-grad */
      rc_bits_set(&rd->claimed_o, n->id);
      continue;
    }
    if (rc_rw_read_by_dead_projections(n))
      while (n->results[0].uses) {
        RcNode *g = n->results[0].uses->user;
        rc_rw_gone(rd->r, g, rd->r->rewrites->len);
        rc_node_erase(g);
        erased++;
        if (rd->erased && g->link) g_ptr_array_add(rd->erased, g);
      }
    bool dead = true;
    for (uint32_t k = 0; k < n->nresults; k++)
      if (n->results[k].nuses) dead = false;
    if (dead) {
      rc_rw_gone(rd->r, n, rd->r->rewrites->len);
      rc_node_erase(n);
      erased++;
      if (rd->erased && n->link) g_ptr_array_add(rd->erased, n);
    } else if (n != root->def && rc_rw_const_like(n))
      continue; /* a shared value computed from constants: unchanged, other matches may read it */
    rc_bits_set(&rd->claimed_o, n->id);
  }
  /* a second convert of x the call reads as the first, a copy of an operand: with what
   * only it read */
  GPtrArray *gone = g_ptr_array_new();
  for (uint32_t k = 0; k < spec->nsame; k++) g_ptr_array_add(gone, spec->same[k]->def);
  for (guint k = 0; k < gone->len; k++) {
    RcNode *n = g_ptr_array_index(gone, k);
    if (k >= spec->nsame && (n->func != rd->f || n->op == RC_OP_PARAMETER || !(rc_op_info[n->op].flags & RC_F_PURE)))
      continue;
    if (!(n->flags & RC_NODE_DEAD) && n->nresults == 1 && !n->results[0].nuses) {
      for (uint32_t j = 0; j < n->noperands; j++)
        if (rc_node_operand(n, j) && rc_node_operand(n, j)->def) g_ptr_array_add(gone, rc_node_operand(n, j)->def);
      rc_node_erase(n);
      erased++;
      if (rd->erased && n->link) g_ptr_array_add(rd->erased, n);
    }
    if (k < spec->nsame) rc_bits_set(&rd->claimed_o, n->id);
  }
  g_ptr_array_free(gone, TRUE);
  for (uint32_t i = 0; i < mt->nnodes; i++)
    if (claims(mt, mt->nodes[i])) rc_bits_set(cl, mt->nodes[i]->id);
  g_array_append_val(rd->r->rewrites, info);
  RcNode *call = fused->def->op == RC_OP_FUSED ? fused->def : rc_node_operand(fused->def, 0)->def; /* HLO's tuple */
  rc_rw_follow(rd->r, call, rd->r->rewrites->len - 1);
  g_ptr_array_add(rd->r->fused, call);
  g_array_append_val(rd->r->region_sizes, erased);
}

/* Fuses the region of match mt (root, inputs, same_as) into one call, checked first when asked;
 * true if it rewrote the function. */
static bool fuse_region(Round *rd, RcMatch *mt, RcBits *cl, RcValue *root, RcValue **inputs, uint32_t nsame,
                        uint32_t *same_as, GPtrArray *region, const GPtrArray *kept, char *why, size_t wlen) {
  const RcPattern *p = mt->pat;
  uint32_t nin = p->nargs;
  GString *cfg = rc_rw_spare_string(&rd->spare.cfg, 2), *mlir = rc_rw_spare_string(&rd->spare.mlir, 2);
  if (!rc_rewrite_match_config(mt, root, rd->wide, cfg, mlir, why, wlen)) {
    add_skip(rd->r, p, root, rd->f, why);
    rc_rw_spare_string_back(&rd->spare.cfg, cfg);
    rc_rw_spare_string_back(&rd->spare.mlir, mlir);
    return false;
  }
  int64_t numel = rc_type_numel(root->type);
  const RcFusedOp *sop = p->op ? rc_fused_lookup(p->op, strlen(p->op)) : NULL;
  if (sop && sop->kind == RC_KIND_NORM_SCALE_GRAD && p->nargs && mt->caps[p->args[0]]) /* a d scale's work: x's */
    numel = rc_type_numel(mt->caps[p->args[0]]->type);
  if (!rc_rewrite_pays(rd->o, sop, numel, cfg->str, cfg->len, why, wlen)) {
    add_skip(rd->r, p, root, rd->f, why);
    rc_rw_spare_string_back(&rd->spare.cfg, cfg);
    rc_rw_spare_string_back(&rd->spare.mlir, mlir);
    return false;
  }
  /* the neighbours the call takes in (neighbours.c): more operands, a larger region, maybe a new root */
  RcFusedCfg dc;
  RcNeighbours nb = {0};
  /* a softmax's scale and mask go into custom calls only: XLA inlines a composite's decomposition,
   * where they gain nothing and the regrouped ops compile to other roundings (torch training steps) */
  const RcFusedOp *fop = rc_fused_lookup(p->op, strlen(p->op));
  bool composite = rd->f->module->format == RC_FORMAT_STABLEHLO && rd->o->emit != RC_EMIT_CUSTOM_CALL;
  /* none in the body of a fusion whose result another opened fusion reads: the caller may
   * raise a larger op over the call (a SiLU over the sigmoid XLA put in a fusion of its own),
   * which must read the call's x as written (a bias add taken in would hide it); what the
   * caller raises takes its own neighbours */
  if (rd->o->neighbours && !rd->wide && !(composite && fop && fop->kind == RC_KIND_ROW) &&
      !g_hash_table_contains(rd->bodies, rd->f) &&
      rc_fused_config_decode(cfg->str, cfg->len, RC_FUSED_CFG_STRICT, &dc, NULL, 0))
    rc_rewrite_neighbours(p->op, &dc, &root, inputs, &nin, nsame, 32, region, &rd->claimed_o, rd->view_ids,
                          rd->o->sum_out && !composite && rd->o->xla_abi == RC_XLA_ABI_TYPED_FFI, &nb);
  rc_rewrite_neighbour_keys(&nb, cfg, mlir);
  rc_fused_config_finish(cfg, mlir);
  RcFuseSpec spec = {.op = p->op,
                     .root = root,
                     .inputs = inputs,
                     .ninputs = nin,
                     .same = inputs + nin,
                     .same_as = same_as,
                     .nsame = nsame,
                     .config = cfg->str,
                     .attrs_mlir = mlir->str,
                     .region = (RcNode **)region->pdata,
                     .nregion = region->len,
                     .func_names = rd->func_names,
                     .decomps = rd->decomps,
                     .strings = rd->strings,
                     .shared_attrs = rd->shared_attrs,
                     .wide = rd->wide};
  RcValue *sum = NULL; /* the call's second result (a norm's sum, sum_out) */
  spec.root2 = nb.sum;
  spec.made2 = &sum;
  RcVerifyErrors errs = {NAN, NAN, false};
  bool verified = rd->o->verify;
  if (verified && !check_rewrite(rd, mt, &spec, &errs, why, wlen)) {
    rc_rw_spare_string_back(&rd->spare.cfg, cfg);
    rc_rw_spare_string_back(&rd->spare.mlir, mlir);
    return false;
  }
  if (rd->o->accuracy != RC_ACCURACY_DEFAULT) {
    /* after the check, which ran the default kernel: it judges the match; the tier's own
     * error is its stated bound (src/fused/fast.def) */
    g_string_truncate(mlir, mlir->len - 1); /* the dict's '}' */
    rc_fused_config_put_str(cfg, mlir, "accuracy", rc_accuracy_name(rd->o->accuracy));
    rc_fused_config_finish(cfg, mlir);
    spec.config = cfg->str;
    spec.attrs_mlir = mlir->str;
  }
  RcValue *fused = rc_rewrite_fuse(rd->f, &spec, rd->o->emit, rd->o->xla_abi);
  rc_rw_spare_string_back(&rd->spare.cfg, cfg);
  rc_rw_spare_string_back(&rd->spare.mlir, mlir);
  if (!fused) {
    rd->oom = true;
    return false;
  }
  rc_rewrite_neighbour_sum(&nb, sum, region);
  replace_region(rd, mt, cl, &spec, fused, verified, &errs, kept);
  return true;
}

/* Tries to apply match mt; true if it rewrote the function. Refusals with a
 * reason are reported as skips; overlaps with this round's rewrites are deferred. */
static bool apply(Round *rd, RcMatch *mt) {
  const RcPattern *p = mt->pat;
  char why[256];
  RcBits *cl = claimed_view(rd, rd->canon);
  RcValue *root = match_root(rd, mt, cl);
  if (!root || !root->def) return false; /* a value only the canonical form has: nothing the user wrote */
  RcValue *inputs[16 + RC_REWRITE_MAX_SAME]; /* the operands, then values identical to one (same_as) */
  uint32_t nin = p->nargs, same_as[RC_REWRITE_MAX_SAME], nsame = 0, miss;
  if (!match_inputs(rd, mt, inputs, &miss)) return false;
  if ((root->def->flags & RC_NODE_DEAD) || root->def->func != rd->f || !rc_rw_single_root(root) ||
      rc_rw_returns_fused(root))
    return false;
  if (!rd->centered_ok && rc_rewrite_rms_of_centered(mt)) { /* a layer norm's parts: tried last (centered.c) */
    if (!g_ptr_array_find(rd->centered, root->def, NULL)) g_ptr_array_add(rd->centered, root->def);
    rc_bits_set(rd->kept, root->def->id); /* kept from release (window_done) while listed */
    return false;
  }
  GPtrArray *region = rc_rw_spare_ptrs(&rd->spare.region, 64), *kept = NULL;
  GArray *moved = NULL;
  bool done = false;
  RcReshaped made = {0};
  if (miss < nin && !(mt->caps[p->args[miss]] ? materialize(rd, mt, root, inputs, nin, miss, region, &made)
                                              : write_const_dy(rd, mt, root, inputs, miss, &made)))
    goto out;
  const char *bad = choose(rd, mt, &root, inputs, &nsame, same_as, region, why, sizeof why);
  if (bad) {
    if (bad != why) snprintf(why, sizeof why, "%s", bad);
    /* a region found by value is a candidate, not a match a pattern asked for: its
     * region's refusals are not reported (its multi-use and check refusals are) */
    if (rd->value_err < 0) add_skip(rd->r, p, root, rd->f, why);
    goto out;
  }
  if (rc_rw_returns_fused(root)) goto out; /* the inner reading of a convert around such a call */
  if (!region_free(rd, mt, region, &made, inputs, nin)) goto out;
  uint32_t outside;
  kept = rc_rw_spare_ptrs(&rd->spare.kept, 0);
  const char *shared = shared_value(rd, region, root, inputs, nin + nsame, &outside, kept);
  const RcFusedOp *gop = rc_fused_lookup(p->op, strlen(p->op));
  for (uint32_t k = 0; shared && gop && gop->kind == RC_KIND_NORM_GRAD && k < nin; k++)
    if (p->args[k] == 4 && rc_rewrite_acc_dx_shared(root, inputs[k], (RcValue **)kept->pdata, kept->len))
      goto out; /* raised without acc at its dx (not reported: that backward is) */
  const char *again = shared && !p->keep_shared && rd->o->recompute
                           ? rc_rewrite_recompute_refusal((RcNode **)region->pdata, region->len, root,
                                                          (RcValue **)kept->pdata, kept->len)
                           : NULL;
  /* or its shared values are read only by calls that may read its result instead */
  moved = rc_rw_spare_array(&rd->spare.moved, sizeof(RcRewriteMoved));
  RcNode *at = NULL; /* where the call must go: before a backward call that now reads it */
  if (shared && !p->keep_shared && again && rd->o->recompute &&
      rc_rewrite_read_result(p->op, (RcNode **)region->pdata, region->len, root, (RcValue **)kept->pdata, kept->len,
                             inputs, nin, moved, &at)) {
    g_ptr_array_set_size(kept, 0);
    uint32_t left;
    if (!shared_value(rd, region, root, inputs, nin + nsame, &left, kept)) shared = again = NULL;
  }
  /* or they are the residuals its function returns to a raised backward call of the op
   * (recompute.c; within one function the rules above stand) */
  if (shared && !p->keep_shared && again && rd->o->recompute &&
      rc_rewrite_leaves_func((RcValue **)kept->pdata, kept->len) &&
      rc_rewrite_read_by_grads(p->op, (RcNode **)region->pdata, region->len, (RcValue **)kept->pdata, kept->len))
    again = NULL;
  if (shared && !p->keep_shared && (!rd->o->recompute || again)) {
    rc_rewrite_read_result_undo(moved);
    /* returned to a backward function matched later: tried again after it (late pass) */
    if (again && rd->late && rc_rewrite_leaves_func((RcValue **)kept->pdata, kept->len))
      g_hash_table_add(rd->late, rd->f);
    skip_shared(rd, p, root, region, shared, kept, outside, again);
    goto out;
  }
  done = fuse_region(rd, mt, cl, root, inputs, nsame, same_as, region, kept, why, sizeof why);
  if (done && at) {
    /* its operands (read_result checked the inputs; a softmax's scale or mask neighbour
     * is applied before exp) are all computed before e, which `at` reads */
    rc_rewrite_read_result_place(moved, g_ptr_array_index(rd->r->fused, rd->r->fused->len - 1), at);
  }
out:
  if (moved && !done) rc_rewrite_read_result_undo(moved);
  rc_rw_spare_array_back(&rd->spare.moved, moved);
  rc_rw_spare_ptrs_back(&rd->spare.kept, kept);
  rc_rewrite_materialize_end(&made, done);
  if (done) rc_rewrite_narrow_keep(rd->narrowed);
  else rc_rewrite_narrow_undo(rd->narrowed);
  for (int k = 1; k >= 0 && !done; k--)
    if (made.const_dy[k]) rc_node_erase(made.const_dy[k]);
  rc_rw_spare_ptrs_back(&rd->spare.region, region);
  return done;
}

/* Tries the patterns at node n of the active view; true if one was applied. With
 * `shared`, the matcher also reads through chain links and keep-dims reshapes that
 * have other uses (RcMatch.shared). */
static bool try_at(Round *rd, const RcMatchIndex *ix, RcNode *n, RcMatch *mt, bool shared) {
  bool done = false;
  g_ptr_array_set_size(rd->refused, 0);
  mt->shared = shared;
  while (!rd->oom && rc_match_at(ix, n, mt, refused, rd)) {
    rd->matched = true;
    if ((done = apply(rd, mt))) break;
    g_ptr_array_add(rd->refused, (gpointer)mt->pat);
  }
  mt->shared = false;
  return done;
}

/* Tries the patterns at the node of view v that stands for original node n (none:
 * false). When CSE merged n with a twin and the match rewrote the twin (the merged
 * node's origin), that counts as a change and n is tried once more (`again`). */
static bool try_view(Round *rd, const RcMatchIndex *ix, RcRwCanon *v, RcNode *n, RcMatch *mt, bool shared, bool again) {
  RcValue *cv = rc_rw_lookup(v, &n->results[0]);
  if (!cv || !cv->def) return false;
  /* a covered node is not matched again, but for a twin of the value it stood for
   * (CSE merged them; that value is rewritten and gone, n is not) */
  RcValue *o = rc_rw_origin_wrapped(v, cv);
  if (rc_bits_test(claimed_view(rd, v), cv->def->id) &&
      (!o || o == &n->results[0] || !o->def || !(o->def->flags & RC_NODE_DEAD) || reads_new(rd, n))) {
    /* n reads an element of a call's tuple that a rewrite of this round recomputes in its call
     * and keeps for its other users (HLO's form of the several-result call visit() defers: a
     * forward's output beside the masks its raised backward read): n may be an activation of
     * its own, tried next round on a view read anew */
    RcValue *t = n->op == RC_OP_GET_TUPLE_ELEMENT && n->noperands ? rc_node_operand(n, 0) : NULL;
    if (t && t->def && t->def->op == RC_OP_CALL && !rc_bits_test(&rd->claimed_o, n->id) &&
        !(n->flags & RC_NODE_DEAD)) {
      rd->overlap = true;
      rd->overlap_pat = NULL;
    }
    return false;
  }
  rd->canon = v;
  rd->visit = &n->results[0];
  mt->ops = rc_rw_ops(v); /* patterns needing an op kind the view lacks are not walked */
  bool done = try_at(rd, ix, cv->def, mt, shared);
  mt->ops = NULL;
  rd->visit = NULL;
  if (done && !rc_bits_test(&rd->claimed_o, n->id)) {
    /* the match rewrote n's twin (the node's origin): n is tried again, as the root */
    rd->changed++;
    done = false;
    if (!again && !rd->oom && !rd->overlap) return try_view(rd, ix, v, n, mt, shared, true);
  }
  return done;
}

/* Recognition by value (rewrite/byvalue.h), where no pattern applied at original node n:
 * a region of either view rooted at n's node that equals a table op is applied as its match. */
static bool value_apply(void *user, RcMatch *mt, double err) {
  Round *rd = user;
  rd->value_err = err;
  bool done = apply(rd, mt);
  rd->value_err = -1;
  return done;
}

static bool by_value(Round *rd, RcRwCanon *cview, RcRwCanon *uview, RcNode *n, RcMatch *mt, bool again) {
  bool done = false;
  for (int k = 0; k < 2 && !done && !rd->overlap && !rd->oom && n->func == rd->f; k++) {
    RcRwCanon *v = k ? uview : cview;
    RcValue *cv = rc_rw_lookup(v, &n->results[0]);
    if (!cv || !cv->def || rc_bits_test(claimed_view(rd, v), cv->def->id)) continue;
    rd->canon = v;
    rd->visit = &n->results[0];
    done = rc_rewrite_by_value(v, cv->def, mt, rd->o->only, rd->o->nonly, value_apply, rd);
    if (!done && rc_rewrite_value_pending(v)) rc_rewrite_pending_add(rd->pending, n, false);
    if (!done && !rd->overlap && !rd->oom) done = rc_rewrite_rows_by_value(v, cv->def, mt, rd->o->only, rd->o->nonly, value_apply, rd);
    if (!done && rc_rewrite_rows_pending(v)) rc_rewrite_pending_add(rd->pending, n, true);
    rd->visit = NULL;
  }
  if (done && !rc_bits_test(&rd->claimed_o, n->id)) {
    /* the region rewrote n's twin (CSE merged them, XLA:CPU's copy of one value in two
     * fusions): n is read once more, as try_view does */
    rd->changed++;
    done = false;
    if (!again && !rd->oom && !rd->overlap) return by_value(rd, cview, uview, n, mt, true);
  }
  return done;
}

/* Visits ord[lo..hi) from the last to the first: at each node the canonical view
 * cview is tried first, then its unmerged read uview. */
static void visit(Round *rd, const RcMatchIndex *ix, RcNode **ord, guint lo, guint hi, RcRwCanon *cview,
                  RcRwCanon *uview, RcMatch *mt) {
  RcFunc *f = rd->f;
  for (guint i = hi; i-- > lo && !rd->oom;) {
    RcNode *n = ord[i];
    if (i >= lo + RC_WALK_AHEAD) rc_walk_prefetch_node(ord[i - RC_WALK_AHEAD]);
    if (n->func != f || !n->nresults || !rc_rw_single_root(&n->results[0])) continue;
    if (rc_bits_test(&rd->claimed_o, n->id)) {
      /* a call of several results that a rewrite of this round read and kept for its other
       * users (JAX's `@silu` helper, whose backward results the raised backward no longer
       * reads): its result 0 may be an activation of its own, tried next round (HLO reads
       * that result through its get-tuple-element, an overlap deferred the same way) */
      if (n->op == RC_OP_CALL && n->nresults > 1 && !(n->flags & RC_NODE_DEAD)) {
        g_ptr_array_add(rd->deferred, n);
        g_ptr_array_add(rd->deferred_pats, NULL);
        rc_bits_set(rd->kept, n->id);
      }
      continue;
    }
    if (rd->want && !rc_bits_test(rd->want, n->id)) continue;
    rd->overlap = false;
    rd->matched = false;
    bool done = try_view(rd, ix, cview, n, mt, false, false);
    if (!done && !rd->oom && n->func == f) done = try_view(rd, ix, uview, n, mt, false, false);
    /* Second look, where no pattern matched at all: the canonical view keeps a value
     * with several users as a node (a product rsqrt(var + eps) * scale that a training
     * graph's backward reads too is not merged into the layer norm's product), so the
     * match that covers it is only found by reading through it (RcMatch.shared), in
     * either read as above. Its region then holds a value used outside it: skipped and
     * reported (the multi-use policy), or, for a keep_shared pattern, rewritten with
     * that value kept. Only near such a link (shared_link_near), where the first look
     * cannot see through it. */
    if (!done && !rd->matched && !rd->overlap && !rd->oom) {
      RcValue *cv = rc_rw_lookup(cview, &n->results[0]), *uv = rc_rw_lookup(uview, &n->results[0]);
      if ((cv && cv->def && rc_rw_shared_link_near(cv->def, 2)) || (uv && uv->def && rc_rw_shared_link_near(uv->def, 2))) {
        done = try_view(rd, ix, cview, n, mt, true, false);
        if (!done && !rd->overlap && !rd->oom && n->func == f) done = try_view(rd, ix, uview, n, mt, true, false);
      }
    }
    if (!done && rd->o->by_value) done = by_value(rd, cview, uview, n, mt, false);
    if (done) rd->changed++;
    else if (rd->overlap) {
      g_ptr_array_add(rd->deferred, n);
      g_ptr_array_add(rd->deferred_pats, (gpointer)rd->overlap_pat);
      rc_bits_set(rd->kept, n->id);
    }
  }
}

/* After round 1's window: its visited nodes vis[0..n) (program positions lo and up)
 * are read no more (later windows visit and view earlier nodes, and a region holds
 * only nodes at or before its root), so their numbers are reset and the nodes erased
 * at positions lo and up are released, their memory reused by later fused calls
 * (nodes erased before lo wait for their own window; listed deferred nodes stay). */
static void window_done(Round *rd, RcNode **vis, size_t n, uintptr_t lo) {
  guint keep = 0;
  for (guint i = 0; rd->erased && i < rd->erased->len; i++) {
    RcNode *k = g_ptr_array_index(rd->erased, i);
    if (i + RC_WALK_AHEAD < rd->erased->len) rc_walk_prefetch_node(g_ptr_array_index(rd->erased, i + RC_WALK_AHEAD));
    if ((uintptr_t)k->link >= lo && !rc_bits_test(rd->kept, k->id)) rc_node_release(rd->m, k);
    else g_ptr_array_index(rd->erased, keep++) = k;
  }
  if (rd->erased) g_ptr_array_set_size(rd->erased, keep);
  for (size_t i = 0; i < n; i++) {
    if (i + RC_WALK_AHEAD < n) rc_walk_prefetch_node(vis[i + RC_WALK_AHEAD]);
    if (!(vis[i]->flags & RC_NODE_RELEASED)) vis[i]->link = NULL;
  }
}

/* Round 1 builds the canonical view window by window, from the end of the function
 * to its start: WINDOW nodes are visited with a view of them and of the LOOKBACK
 * nodes before them (so a region rooted in the window sees its nodes), then the
 * view is dropped; the look-back nodes are the end of the next window, whose other
 * nodes are gathered by walking back from them (a rewrite erases nodes, and inserts
 * nodes only after its region). The view's memory is one window's instead of a
 * second copy of the function, and the driver holds no list of every node. A
 * function of up to WINDOW + LOOKBACK nodes is one window. */
enum { WINDOW = 1 << 14, LOOKBACK = 1 << 12 };

/* The last live node of f before program position p (numbered nodes only). */
static RcNode *live_before(RcFunc *f, uintptr_t p) {
  RcNode *last = NULL;
  for (RcNode *n = f->first; n && n->link && (uintptr_t)n->link < p; n = n->next) last = n;
  return last;
}

static void round1_windows(Round *rd, const RcMatchIndex *ix, RcMatch *mt) {
  RcFunc *f = rd->f;
  /* program position (from 1), for region order and window_done; reset there */
  uintptr_t pos = 0;
  for (RcNode *n = f->first; n; n = n->next) {
    rc_walk_prefetch(n, n->next);
    n->link = (void *)++pos;
  }
  RcNode **buf = g_new(RcNode *, WINDOW + LOOKBACK), *cur = f->last;
  size_t carry = 0; /* buf[0..carry): the previous window's look-back, in program order */
  while (!rd->oom) {
    /* the carried nodes end the window; nodes before them are gathered walking back
     * from the first that is still live (a rewrite may have erased some, and even the
     * node before them: an erased node no longer knows its neighbours) */
    if (carry) {
      size_t j = 0;
      while (j < carry && (buf[j]->flags & RC_NODE_DEAD)) j++;
      cur = j < carry ? buf[j]->prev : live_before(f, (uintptr_t)buf[0]->link);
    }
    size_t start = WINDOW + LOOKBACK - carry;
    memmove(buf + start, buf, sizeof *buf * carry);
    for (; cur && start > 0; cur = cur->prev) {
      rc_walk_prefetch(cur, cur->prev);
      buf[--start] = cur;
    }
    RcNode **w = buf + start;
    size_t cnt = WINDOW + LOOKBACK - start, nvis = cur && cnt > WINDOW ? WINDOW : cnt;
    if (!cnt) break;
    RcNode **vis = w + (cnt - nvis);
    /* a later round builds the view only where its worklist has nodes */
    bool wanted = !rd->want;
    for (size_t i = 0; i < nvis && !wanted; i++) wanted = rc_bits_test(rd->want, vis[i]->id);
    if (wanted) {
      rd->view_ids = rd->m->node_ids;
      RcRwCanon *cview, *uview;
      if (!rc_rw_canon_window_pair(f, w, cnt, &cview, &uview)) {
        rd->oom = true;
        break;
      }
      rd->uview = uview;
      visit(rd, ix, vis, 0, nvis, cview, uview, mt);
      rd->uview = NULL;
      rc_rw_canon_free(cview);
      rc_rw_canon_free(uview);
    }
    rc_bits_free(&rd->claimed_cn); /* the next window's views number their nodes afresh */
    rc_bits_free(&rd->claimed_un);
    window_done(rd, vis, nvis, (uintptr_t)vis[0]->link);
    carry = cnt - nvis;
    memmove(buf, w, sizeof *buf * carry);
    if (!carry && !cur) break;
  }
  if (rd->oom) /* numbers of the nodes no window finished */
    for (RcNode *n = f->first; n; n = n->next) n->link = NULL;
  for (guint i = 0; rd->erased && i < rd->erased->len; i++) { /* erased before any window gathered them */
    RcNode *k = g_ptr_array_index(rd->erased, i);
    if (!rc_bits_test(rd->kept, k->id)) rc_node_release(rd->m, k);
  }
  g_free(buf);
}

/* One round over f. Original nodes are visited from the last to the first; at each,
 * the canonical view is tried first, then its unmerged read (see "Two reads" below).
 * Returns the number of rewrites, -1 on out-of-memory.
 * `only` (NULL = every node) limits the round to a worklist (node ids). Every round
 * reads the canonical form window by window: a later round builds it only for the
 * windows that hold worklist nodes, so a chain of raisings (XLA's erf polynomial ->
 * erf -> gelu_erf, sigmoid -> silu) sees in its next round the same canonical
 * spellings (folded constants, converts looked through) as the first. Only round 1
 * releases erased nodes (the result lists earlier rounds' fused calls, which a later
 * round may erase). `run` holds what every round of the run shares (module, options,
 * result, tables).
 *
 * Two reads of one canonical form. The matcher reads only canonical nodes, built by
 * src/canon; the canonical form is read twice per window, in this one place, because
 * chain merging cannot be undone by the matcher: the merged read (canon.h) folds a
 * single-use add/multiply/max/min link into its user, so an activation whose root is
 * such an inner link as written ((x * sigmoid(x)) * scale, var + eps inside a longer
 * sum) has no node there, and a fused call must replace a value the user wrote
 * (re-associating the user's chain to expose it would change its rounding). The
 * unmerged read (rc_canon_new_window_unmerged) applies every other canonical rule but
 * keeps those links, and is exact where the merged read is only a matching aid: it
 * keeps clamp bounds of the dtype's largest finite value (which differ at +-inf, so a
 * rewrite through a dropped bound fails its check) and calls (read as they are), and
 * keeps every node it builds so that a value a rule rebuilds (the operand of a
 * logistic after a sign flip) is found again with its original by CSE. */
static int one_round(const Round *run, RcFunc *f, const RcMatchIndex *ix, const RcBits *only) {
  Round rd = *run;
  rd.spare = (RcRwSpare){0};
  rd.f = f;
  rd.want = only;
  rd.refused = g_ptr_array_new();
  rd.narrowed = rc_rewrite_narrow_log();
  rd.marked = g_ptr_array_new();
  rd.skipped = g_hash_table_new(NULL, NULL);
  RcMatch mt = {0};
  /* opened fusions (open.c) keep pointers to their clones and operands until they are
   * closed: nothing erased in such a function is handed back for reuse */
  rd.erased = only || run->opened ? NULL : g_ptr_array_new();
  round1_windows(&rd, ix, &mt);
  if (rd.erased) g_ptr_array_free(rd.erased, TRUE);
  rc_match_clear(&mt);
  g_ptr_array_free(rd.refused, TRUE);
  g_array_free(rd.narrowed, TRUE);
  g_hash_table_destroy(rd.skipped);
  rc_bits_free(&rd.claimed_cn);
  rc_bits_free(&rd.claimed_un);
  rc_bits_free(&rd.claimed_o);
  rc_bits_free(&rd.mark);
  g_ptr_array_free(rd.marked, TRUE);
  rc_rw_spare_free(&rd.spare);
  return rd.oom ? -1 : rd.changed;
}

/* Drops the skips reported in f (matched again: they are reported anew). */
static void drop_func_skips(RcHigherResult *r, const RcFunc *f) {
  const char *fn = f->name ? f->name : "";
  for (guint k = r->skips->len; k-- > 0;)
    if (!strcmp(g_array_index(r->skips, RcSkipInfo, k).func, fn)) {
      g_array_remove_index(r->skips, k);
      g_ptr_array_remove_index(r->skip_ops, k);
    }
}

/* Functions that are reducer bodies or our own decompositions are not matched. */
static bool skip_func(const RcFunc *f, GHashTable *reducers) {
  if (f->name && rc_fused_is_own_func(f->name)) return true;
  return g_hash_table_contains(reducers, f);
}

/* Matches f to a fixed point. Round 1 visits every node, or with call sites (a revisit of
 * a caller whose callees raised since: callers.c) only their neighbourhood; each later
 * round visits the worklist the previous one left (deferred overlaps, readers of its fused
 * calls). An empty worklist is the fixed point. Returns -1 on out-of-memory, else whether
 * a rewrite was made. */
static int match_func(Round *run, const RcMatchIndex *ix, RcFunc *f, GHashTable *fusing, GHashTable *open_bodies,
                      const GPtrArray *sites) {
  RcDeferred *moved = rc_rewrite_defer_open(f);
  RcOpenFusions *opened = g_hash_table_contains(fusing, f) ? rc_rewrite_open_fusions(f, run->ready, run->r) : NULL;
  RcLseMoves *lse = rc_rewrite_lse_open(f);
  g_hash_table_remove_all(run->r->opened);
  rc_rewrite_opened_names(opened, run->r->opened);
  int rounds = 0, ch;
  GArray *work = g_array_new(FALSE, FALSE, sizeof(WorkItem)), *seed = g_array_new(FALSE, FALSE, sizeof(WorkItem));
  if (sites) rc_rw_worklist_calls(f, sites, seed, 8); /* after the moves above: their nodes are read */
  bool seeded = sites != NULL;
  RcBits want = {0};
  for (guint k = 0; k < seed->len; k++) rc_bits_set(&want, g_array_index(seed, WorkItem, k).id);
  guint from = run->r->fused->len, made = from;
  bool capped = false;
  run->opened = opened;
  while ((ch = one_round(run, f, ix, rounds || seeded ? &want : NULL)) > 0 || (!ch && run->centered->len && !run->centered_ok)) {
    rounds++;
    g_array_set_size(work, 0);
    rc_rw_worklist_from(run, ix, from, f, work, 8);
    if (rounds < MAX_ROUNDS) rc_rw_pending_into(run, from, f, work);
    from = run->r->fused->len;
    if (rounds < MAX_ROUNDS) rc_rw_retry_into(run, f, work);
    if (!work->len && rounds < MAX_ROUNDS) rc_rw_centered_into(run, f, work);
    if (!work->len) break;
    if (rounds >= MAX_ROUNDS) { /* work left: the deferred nodes are reported below */
      capped = true;
      break;
    }
    g_ptr_array_set_size(run->deferred, 0);
    g_ptr_array_set_size(run->deferred_pats, 0);
    rc_bits_free(run->kept);
    rc_rw_retry_keep(run); /* the retries carried over stay kept from release */
    rc_bits_free(&want);
    for (guint k = 0; k < work->len; k++) rc_bits_set(&want, g_array_index(work, WorkItem, k).id);
  }
  if (ch == 0) rounds++;
  rc_rw_worklist_calls_done(run, f, seed);
  g_array_free(seed, TRUE);
  if ((size_t)rounds > run->r->rounds) run->r->rounds = (size_t)rounds;
  /* still deferred at the cap: refused, and said so */
  for (guint k = 0; capped && k < run->deferred->len; k++) {
    RcNode *n = g_ptr_array_index(run->deferred, k);
    const RcPattern *p = g_ptr_array_index(run->deferred_pats, k);
    if (!(n->flags & RC_NODE_DEAD) && p)
      add_skip(run->r, p, &n->results[0], f, "overlaps a rewrite of the same round; the round limit was reached");
  }
  g_ptr_array_set_size(run->deferred, 0);
  g_ptr_array_set_size(run->deferred_pats, 0);
  g_array_set_size(run->retry, 0);
  g_ptr_array_set_size(run->centered, 0);
  run->centered_ok = false;
  g_array_set_size(run->pending, 0);
  rc_bits_free(run->kept);
  rc_bits_free(&want);
  g_array_free(work, TRUE);
  run->opened = NULL;
  rc_rewrite_lse_close(lse, run->r);
  rc_rewrite_close_fusions(opened, open_bodies);
  rc_rewrite_defer_close(moved, run->r);
  if (capped)
    rc_diag(run->m->ctx, RC_SEV_WARNING, NULL, 0, 0, "%s: highering stopped after %d rounds without a fixed point",
            f->name ? f->name : "function", MAX_ROUNDS);
  return ch < 0 ? -1 : run->r->fused->len > made;
}

/* Matches again, callees before callers, the functions some of whose callees raised since
 * they were matched (callers.c), each from the neighbourhood of those call sites. */
static RcStatus revisit_callers(Round *run, const RcMatchIndex *ix, RcCallers *cg, GHashTable *fusing,
                                GHashTable *open_bodies) {
  if (!cg) return RC_OK;
  GPtrArray *sites = g_ptr_array_new();
  int got = 0;
  rc_rw_callers_pass(cg);
  for (RcFunc *c; got >= 0 && (c = rc_rw_callers_next(cg, sites));) {
    got = match_func(run, ix, c, fusing, open_bodies, sites);
    rc_rw_callers_matched(cg, c, got > 0);
  }
  g_ptr_array_free(sites, TRUE);
  return got < 0 ? RC_ERR_NOMEM : RC_OK;
}

RcStatus rc_module_higher(RcModule *m, const RcPatternSet *ps, const RcHigherOptions *o, RcHigherResult **out) {
  if (out) *out = NULL;
  if (!m || !ps || !out) return RC_ERR_USAGE;
  m->types_checked = false; /* the rewrites change nodes: the verifier checks their types again */
  size_t failures = rc_ctx_failures(m->ctx);
  RcHigherOptions def;
  if (!o) {
    rc_higher_options_init(&def);
    o = &def;
  }
  /* Recognition by value proposes readings that the check decides (a row reading, a scaled
   * backward): without the check it does not run. */
  if (o->by_value && !o->verify) {
    def = *o;
    def.by_value = false;
    o = &def;
  }
  /* With no --only selection the set's cached automaton serves every run. */
  RcMatchIndex *own = o->only ? rc_match_index_new(ps, o->only, o->nonly) : NULL;
  const RcMatchIndex *ix = o->only ? own : rc_patset_index(ps);
  if (!ix) { /* the automaton is built with libc's allocator, outside the context */
    rc_ctx_note_oom(m->ctx, 0);
    return RC_ERR_NOMEM;
  }
  RcHigherResult *r = rc_rewrite_result_new();
  RcStatus st = RC_OK;
  GPtrArray *guards = rc_rw_scalars(m); /* runtime scalars, guarded (scalars.c) */
  GPtrArray *funcs = g_ptr_array_new();
  GHashTable *names = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
  GHashTable *decomps = g_hash_table_new_full(key_hash, key_equal, key_free, NULL);
  RcModule *scratch = o->verify ? rc_module_create(m->ctx, m->format, m->filename) : NULL;
  GHashTable *checked = g_hash_table_new_full(key_hash, key_equal, key_free, g_free);
  GHashTable *strings = g_hash_table_new(text_hash, g_str_equal);
  GHashTable *shared_attrs = g_hash_table_new(NULL, NULL);
  RcBits kept = {0};
  Round run = {.m = m,
               .o = o,
               .value_err = -1,
               .r = r,
               .func_names = names,
               .decomps = decomps,
               .strings = strings,
               .shared_attrs = shared_attrs,
               .scratch = scratch,
               .checked = checked,
               .deferred = g_ptr_array_new(),
               .deferred_pats = g_ptr_array_new(),
               .retry = g_array_new(FALSE, FALSE, sizeof(Retry)),
               .centered = g_ptr_array_new(),
               .pending = g_array_new(FALSE, FALSE, sizeof(RcPending)),
               .kept = &kept,
               .readable = g_hash_table_new(g_str_hash, g_str_equal)};
  /* One walk over the module's nodes finds the reducer bodies. */
  GHashTable *reducers = g_hash_table_new(NULL, NULL), *bodies = g_hash_table_new(NULL, NULL);
  /* the functions with a fusion node: only they have fusions to open (none is made here) */
  GHashTable *fusing = g_hash_table_new(NULL, NULL);
  run.bodies = bodies;
  bool walk = rc_module_may_hold(m, RC_OP_FUSION) || rc_module_may_hold(m, RC_OP_REDUCE) ||
              rc_module_may_hold(m, RC_OP_REDUCE_WINDOW); /* else the walk finds nothing */
  for (RcFunc *g = walk ? m->funcs : NULL; g; g = g->next)
    for (RcNode *n = g->first; n; n = n->next) {
      rc_walk_prefetch(n, n->next);
      if (n->op == RC_OP_FUSION) g_hash_table_add(fusing, g);
      if (n->op == RC_OP_FUSION && rc_rewrite_fusion_body(n) && rc_rw_read_by_fusion(n))
        g_hash_table_add(bodies, rc_rewrite_fusion_body(n));
      if (n->op == RC_OP_REDUCE || n->op == RC_OP_REDUCE_WINDOW) {
        RcAttr *a = rc_node_attr(n, "to_apply");
        if (a && a->kind == RC_ATTR_FUNC && a->u.fn) g_hash_table_add(reducers, a->u.fn);
      }
    }
  rc_rw_scalars_false_branches(m, reducers); /* the regions as written stay so */
  for (RcFunc *f = m->funcs; f; f = f->next) {
    if (f->name) g_hash_table_add(names, g_strdup(f->name));
    if (!skip_func(f, reducers)) g_ptr_array_add(funcs, f);
  }
  g_hash_table_destroy(reducers);
  /* Fusion bodies are matched on their own first (XLA prints a computation before its
   * callers); a caller then opens its fusions whose bodies were (open.c). */
  GHashTable *ready = g_hash_table_new(NULL, NULL), *open_bodies = g_hash_table_new(NULL, NULL);
  run.ready = ready;
  r->opened = g_hash_table_new(g_str_hash, g_str_equal);
  RcFunc *seen = m->funcs;
  /* Late pass: a function whose forward was skipped because it returns saved values is
   * matched once more after all the others, when the backward that reads them may be a
   * call (rc_rewrite_read_by_grads); its skips are then reported anew. */
  GHashTable *late = g_hash_table_new(NULL, NULL);
  run.late = o->recompute ? late : NULL;
  guint nfirst = funcs->len;
  /* JAX's StableHLO prints @main before its helpers: callers are matched again where a
   * callee raised after them (callers.c) */
  RcCallers *cg = rc_rw_callers_new(m, funcs);
  for (guint i = 0; st == RC_OK; i++) {
    if (i == nfirst && (st = revisit_callers(&run, ix, cg, fusing, open_bodies)) != RC_OK) break;
    if (i == nfirst) {
      run.late = NULL;
      for (guint k = 0; k < nfirst; k++)
        if (g_hash_table_contains(late, g_ptr_array_index(funcs, k))) {
          drop_func_skips(r, g_ptr_array_index(funcs, k));
          g_ptr_array_add(funcs, g_ptr_array_index(funcs, k));
        }
    }
    if (i >= funcs->len) {
      if (funcs->len > nfirst) st = revisit_callers(&run, ix, cg, fusing, open_bodies);
      break;
    }
    RcFunc *f = g_ptr_array_index(funcs, i);
    for (; i < nfirst && seen && seen != f; seen = seen->next) g_hash_table_add(ready, seen);
    int got = match_func(&run, ix, f, fusing, open_bodies, NULL);
    if (got < 0) st = RC_ERR_NOMEM;
    rc_rw_callers_matched(cg, f, got > 0);
  }
  rc_rewrite_drop_open_bodies(m, open_bodies, r);
  if (!rc_rw_scalars_undo(m, guards, r)) st = RC_ERR_NOMEM;
  rc_rewrite_merge_twins(m, r);
  if (st == RC_OK && o->neighbours && !rc_rewrite_gate_calls(m, r)) st = RC_ERR_NOMEM;
  rc_rw_follow_end(r, m);
  if (st == RC_OK && !rc_rewrite_composites(m, ps, r)) st = RC_ERR_NOMEM;
  g_hash_table_destroy(r->opened);
  r->opened = NULL;
  g_hash_table_destroy(ready);
  g_hash_table_destroy(open_bodies);
  g_hash_table_destroy(fusing);
  rc_rw_callers_free(cg);
  g_ptr_array_free(funcs, TRUE);
  g_hash_table_destroy(names);
  g_hash_table_destroy(decomps);
  g_hash_table_destroy(strings);
  g_hash_table_destroy(shared_attrs);
  g_hash_table_destroy(checked);
  g_ptr_array_free(run.deferred, TRUE);
  g_ptr_array_free(run.deferred_pats, TRUE);
  g_array_free(run.retry, TRUE);
  g_ptr_array_free(run.centered, TRUE);
  g_array_free(run.pending, TRUE);
  g_hash_table_destroy(run.readable);
  g_hash_table_destroy(bodies);
  g_hash_table_destroy(late);
  rc_bits_free(&kept);
  rc_module_free(scratch);
  rc_match_index_free(own);
  /* A failed allocation anywhere (a skipped check included) means the result is not the one asked for. */
  if (st == RC_OK && rc_ctx_failures(m->ctx) != failures) {
    rc_ctx_note_oom(m->ctx, 0);
    st = RC_ERR_NOMEM;
  }
  if (st != RC_OK) {
    rc_higher_result_free(r);
    return st;
  }
  *out = r;
  return RC_OK;
}
