/* The state of one round of the highering driver over one function (driver.c), and the
 * worklist the next round visits (worklist.c): private to src/rewrite. */
#ifndef RC_REWRITE_ROUND_H
#define RC_REWRITE_ROUND_H

#include <glib.h>
#include <stdbool.h>
#include <stdint.h>

#include "pattern/pattern.h"
#include "rewrite/bits.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"
#include "rewrite/spare.h"

typedef struct Round {
  RcModule *m;
  RcFunc *f;
  const RcHigherOptions *o;
  RcHigherResult *r;
  RcRwCanon *canon;
  RcBits claimed_cn;     /* canonical-view nodes covered this round (ids of the canonical module) */
  RcBits claimed_un;     /* unmerged-view nodes covered this round (ids of its canonical module) */
  RcRwCanon *uview;      /* the current window's unmerged view */
  uint32_t view_ids;     /* the module's node_ids when the window's views were built */
  RcValue *visit;        /* the original value visited (try_view) */
  RcBits claimed_o;      /* original nodes replaced this round (ids of the module) */
  RcBits mark;           /* scratch set of module nodes (apply, collect_region): empty between uses */
  GPtrArray *marked;     /* the nodes set in mark, to clear it */
  GPtrArray *refused;    /* patterns refused at the current node */
  GPtrArray *erased;     /* round 1: numbered nodes erased, not yet released (window_done) */
  GPtrArray *deferred;   /* nodes whose match overlapped this round's rewrites: next round's work */
  GPtrArray *deferred_pats; /* per deferred node: the pattern refused there for the overlap */
  GArray *narrowed;      /* operands the match being applied wrote narrow (narrow.c) */
  GArray *retry;         /* Retry: roots skipped for multi-use this round (retried where a rewrite took uses) */
  GArray *pending;       /* RcPending: roots by value left pending this round (pending.h) */
  const RcPattern *overlap_pat; /* the pattern of the current node's overlap */
  const RcBits *want;    /* a later round's worklist (ids): the nodes it visits; NULL in round 1 */
  RcBits *kept;          /* ids of the deferred nodes: not released (window_done) while listed */
  GHashTable *readable;  /* fused call target -> whether a pattern reads it (readable) */
  bool overlap;          /* apply refused a match for an overlap (the current node's) */
  bool matched;          /* some pattern matched at the current node (try_at) */
  GHashTable *skipped;   /* original node id + 1 -> fused op of the multi-use skip whose region holds it */
  GHashTable *func_names; /* function names of the module (for decomposition names) */
  GHashTable *decomps;    /* shared decompositions by region key */
  GHashTable *strings;    /* attribute texts of fused calls already in the module */
  GHashTable *shared_attrs; /* attribute arrays fused calls share (fuse.c) */
  RcModule *scratch;      /* where rewrite checks run on copies of regions */
  GHashTable *checked;    /* check keys (GString, rc_rewrite_check_key) of regions that passed the check -> their RcVerifyErrors */
  const RcOpenFusions *opened; /* the fusions opened in the function (open.c), or NULL */
  GHashTable *bodies;     /* fused computations a caller opens whose result another such fusion reads */
  GHashTable *late;       /* functions with a forward skipped whose saved values they return (late pass), or NULL */
  GHashTable *ready;      /* the functions before the one being matched, in module order */
  GPtrArray *centered;    /* roots whose rms_norm of x - mean was refused for the layer norm (centered.c) */
  bool centered_ok;       /* the last resort: such an rms_norm is raised where no layer norm was */
  RcType *wide;           /* the type of the match's call where it computes wider than its root (choose, wide.c), or NULL */
  double value_err;       /* the distance recognition by value measured for the match applied, or -1 (recog.h) */
  RcRwSpare spare;        /* apply's scratch arrays and strings (spare.h); a round's own */
  int changed;
  bool oom;
} Round;

/* A root skipped for multi-use and its first shared values with the uses they had then: a
 * rewrite later in the round that takes some of those uses (a backward row raised that
 * reads the forward's tanh; a d scale call that reads a norm's x^, where the first shared
 * value is the scale's reshape a backward reads too) may leave the region its own, or
 * what stays of it cheap, and the next round retries it. */
enum { RETRY_SHARED = 4 };
typedef struct Retry {
  RcNode *root;
  RcValue *shared[RETRY_SHARED];
  uint32_t uses[RETRY_SHARED];
  uint32_t nshared;
} Retry;

/* The nodes a later round must revisit: the nodes whose match overlapped a rewrite
 * of the previous round (deferred), and the users of that round's fused calls that
 * a pattern can read (rc_match_index_reads_call: the matcher sees fused calls only
 * through custom_call checks, so a recompose.sigmoid feeds silu, while a
 * recompose.gelu_erf is an opaque input to everything), transitively up to `depth`
 * levels (a pattern holding a fused call as an inner node has its root there). */
typedef struct WorkItem {
  uint32_t id;
  RcNode *n;
} WorkItem;

/* Fills `out` (WorkItem, each node once, by increasing id) for function f from the
 * fused calls run->r->fused[from..] (with their readers, and the producers of their operands
 * that end row regions, whose skips are dropped: reported anew) and the deferred nodes (which
 * the caller forgets). */
void rc_rw_worklist_from(Round *run, const RcMatchIndex *ix, guint from, RcFunc *f, GArray *out, int depth);
/* Fills `out` (WorkItem, each node once, by increasing id) for function f with the
 * neighbourhood of call sites `sites` whose callees' bodies raised since f was matched
 * (callers.c): the sites, their readers transitively up to `depth` levels, and the producers of
 * their operands that end row regions. After the rounds, rc_rw_worklist_calls_done drops the
 * skips reported at those that a rewrite took (the others keep theirs: a region refused in
 * bf16 whose f32 part was raised since is no match any more, and its reason still holds). */
void rc_rw_worklist_calls(RcFunc *f, const GPtrArray *sites, GArray *out, int depth);
void rc_rw_worklist_calls_done(Round *run, RcFunc *f, const GArray *seed);
/* Adds to `work` the roots of run->retry (f's) one of whose shared values lost uses to a rewrite of
 * the round, both still live, and drops the skips reported at them: the next round visits
 * them again and reports them anew. Keeps in run->retry the others whose shared values are
 * still live (a later round's rewrites may take their uses), drops the rest. */
void rc_rw_retry_into(Round *run, RcFunc *f, GArray *work);
/* Marks the roots and shared values of run->retry, and run->centered, in run->kept (not
 * released while listed). */
void rc_rw_retry_keep(Round *run);
/* The last resort of a fixed point: the roots of f whose rms_norm of x - mean was refused for the
 * layer norm (none raised there since) go to `work` with run->centered_ok set, once. */
void rc_rw_centered_into(Round *run, RcFunc *f, GArray *work);
/* Adds to `work` the pending roots (pending.h) that read a call of the round (fused[from..]). */
void rc_rw_pending_into(Round *run, guint from, RcFunc *f, GArray *work);

#endif
