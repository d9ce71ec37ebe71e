/* The JSON report of `recompose opt --report`, written as a stream so that
 * memory stays the size of one entry however many rewrites there are; and the
 * report of `opt --decompose`. */
#ifndef RC_CLI_REPORT_H
#define RC_CLI_REPORT_H

#include <glib.h>
#include <stdbool.h>
#include <stdio.h>

#include "recompose/higher.h"
#include "recompose/recompose.h"

typedef struct RcCliReport {
  const char *input;             /* the name shown for the input */
  RcFormat format;
  size_t nodes_before, nodes_after;
  /* one per module (several for a split file); NULL entries when no pass ran (--parse-only,
   * --canonicalize-only) */
  const RcHigherResult *const *results;
  size_t nresults;
} RcCliReport;

/* Writes the report `user` (an RcCliReport) to `out` as pretty-printed JSON (the layout of
 * json-glib's generator, 2-space indent) and a final newline. An RcCliWriteFn: false when a
 * write fails. */
bool rc_cli_report_write(FILE *out, void *user);

/* Rewrites per fused op over the results rs[0..n) (op -> count as a pointer; free with
 * g_tree_destroy); its keys, in sorted order, are appended to `keys` and stay owned by the
 * results. Entries of rs may be NULL. */
GTree *rc_cli_report_count_ops(const RcHigherResult *const *rs, size_t n, GPtrArray *keys);

/* The report of `recompose opt --decompose --report`: {"input", "format", "nodes_before",
 * "nodes_after", "counts": {"<composite name>": n}, "inlined": [{"composite", "root",
 * "function"}], "kept": [{"call", "root", "function", "reason"}]}, in the same layout. */
typedef struct RcCliDecomposeReport {
  const char *input;
  RcFormat format;
  size_t nodes_before, nodes_after;
  const RcDecomposeResult *const *results; /* one per module */
  size_t nresults;
} RcCliDecomposeReport;

/* Writes the report `user` (an RcCliDecomposeReport) to `out`; an RcCliWriteFn. */
bool rc_cli_report_decompose_write(FILE *out, void *user);

#endif
