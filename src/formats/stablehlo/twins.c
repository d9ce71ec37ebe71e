/* Op names of the StableHLO reader and writer: the StableHLO spelling of
 * each modelled op (ops.def) and the other dialects' twins (twins.def), the
 * fixed arity of opaque ops (arity.def) and CHLO's implicitly broadcasting
 * ops (chlo.def). */
#include <string.h>

#include "formats/stablehlo/sh.h"

/* A row of twins.def or chlo.def: each name with its length (the spellings are literals: a
 * lookup compares lengths first, and every op the reader reads looks its name up here), the op
 * it is read as, and the table's own column (twins: the pretty form; chlo: the operand count). */
typedef struct OpRow {
  const char *name;
  size_t len;
  RcOp op;
  int col;
} OpRow;

static const OpRow twins[] = {
#define SH_TWIN(SPELLING, ID, PRETTY) {SPELLING, sizeof SPELLING - 1, RC_OP_##ID, PRETTY},
#include "formats/stablehlo/twins.def"
#undef SH_TWIN
};

RcOp sh_op_from_name(const char *s, size_t n) {
  RcOp op = rc_op_from_stablehlo(s, n);
  if (op != RC_OP_OPAQUE || n < 5) return op;
  for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++)
    if (twins[i].len == n && !memcmp(twins[i].name, s, n)) return twins[i].op;
  return RC_OP_OPAQUE;
}

bool sh_is_twin_spelling(const char *name, RcOp op) {
  if (!name || op == RC_OP_OPAQUE) return false;
  for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++)
    if (twins[i].op == op && !strcmp(twins[i].name, name)) return true;
  return false;
}

bool sh_twin_has_pretty_form(const char *s, size_t n) {
  for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++)
    if (twins[i].len == n && !memcmp(twins[i].name, s, n)) return twins[i].col != 0;
  return true;
}

static const struct {
  const char *name;
  size_t len;
  int noperands, nresults;
  bool same;
} arities[] = {
#define SH_ARITY(SPELLING, OPERANDS, RESULTS, SAME) {SPELLING, sizeof SPELLING - 1, OPERANDS, RESULTS, SAME},
#include "formats/stablehlo/arity.def"
#undef SH_ARITY
};

static const OpRow chlos[] = {
#define SH_CHLO(SPELLING, ID, OPERANDS) {SPELLING, sizeof SPELLING - 1, RC_OP_##ID, OPERANDS},
#include "formats/stablehlo/chlo.def"
#undef SH_CHLO
};

/* The row of chlo.def that spells s, or -1. */
static int chlo_row(const char *s, size_t n) {
  if (n < 15 || memcmp(s, "chlo.broadcast_", 15)) return -1;
  for (size_t i = 0; i < sizeof chlos / sizeof chlos[0]; i++)
    if (chlos[i].len == n && !memcmp(chlos[i].name, s, n)) return (int)i;
  return -1;
}

bool sh_chlo_broadcasting(const char *s, size_t n, RcOp *op) {
  int r = chlo_row(s, n);
  if (r < 0) return false;
  *op = chlos[r].op;
  return true;
}

bool sh_opaque_arity(const char *s, size_t n, int *noperands, int *nresults, bool *same) {
  int r = chlo_row(s, n);
  if (r >= 0) {
    *noperands = chlos[r].col;
    *nresults = 1;
    *same = false;
    return true;
  }
  for (size_t i = 0; i < sizeof arities / sizeof arities[0]; i++)
    if (arities[i].len == n && !memcmp(arities[i].name, s, n)) {
      *noperands = arities[i].noperands;
      *nresults = arities[i].nresults;
      *same = arities[i].same;
      return true;
    }
  return false;
}
