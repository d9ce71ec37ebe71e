/* XLA's stack-frame index: the tables a compiled module prints between the
 * HloModule line and the first computation (jax.jit(f).lower(...).compile()
 * .as_text(), TF's optimized HLO with source locations):
 *
 *   FileNames                       N "string"
 *   FunctionNames                   N "string"
 *   FileLocations                   N {file_name_id=F function_name_id=G line=L end_line=L column=C end_column=C}
 *   StackFrames                     N {file_location_id=K parent_frame_id=P}
 *
 * Rows are numbered from 1 in order; the ids a row holds name rows of the
 * tables above it (a parent frame, 0 = none, a row of StackFrames), and the
 * `stack_frame_id=` of an instruction's metadata names a StackFrames row. The
 * reader checks that and keeps the tables verbatim (HloModData.frames); the
 * writer prints them back after the HloModule line. Nothing here is modelled. */
#include <string.h>

#include "formats/hlo/hlo.h"

enum { T_FILES, T_FUNCS, T_LOCS, T_FRAMES, T_COUNT };
static const char *const table_names[T_COUNT] = {"FileNames", "FunctionNames", "FileLocations", "StackFrames"};

/* The fields of a row of each brace table, in the order XLA prints them, and
 * the table each names a row of (-1: a number, T_FRAMES for the parent: checked
 * after the table is read, 0 allowed). */
typedef struct Field {
  const char *key;
  int table;
} Field;
static const Field loc_fields[] = {{"file_name_id", T_FILES}, {"function_name_id", T_FUNCS}, {"line", -1},
                                   {"end_line", -1},          {"column", -1},             {"end_column", -1}};
static const Field frame_fields[] = {{"file_location_id", T_LOCS}, {"parent_frame_id", T_FRAMES}};

static bool at_word(HloParser *P, const char *w) {
  size_t l = strlen(w);
  if (P->pos + l > P->n || memcmp(P->s + P->pos, w, l)) return false;
  return P->pos + l == P->n || !rc_hlo_is_name_char((unsigned char)P->s[P->pos + l]);
}

bool rc_hlo_at_frames(HloParser *P) {
  for (int t = 0; t < T_COUNT; t++)
    if (at_word(P, table_names[t])) return true;
  return false;
}

/* A decimal number of at most 9 digits at the current position. */
static bool number(HloParser *P, int64_t *out) {
  size_t p0 = P->pos;
  int64_t x = 0;
  while (P->pos < P->n && P->s[P->pos] >= '0' && P->s[P->pos] <= '9' && P->pos - p0 < 10)
    x = x * 10 + (P->s[P->pos++] - '0');
  if (P->pos == p0 || P->pos - p0 > 9) {
    P->pos = p0;
    return false;
  }
  *out = x;
  return true;
}

_Noreturn static void expected(HloParser *P, const char *what) {
  char b[64];
  rc_hlo_fail_here(P, "expected %s, got %s", what, rc_hlo_got(P, b, sizeof b));
}

/* A quoted string on one line, backslash escapes kept. */
static void string(HloParser *P) {
  if (rc_hlo_peek(P) != '"') expected(P, "a quoted string");
  uint32_t line = P->line, col = rc_hlo_col(P);
  P->pos++;
  for (;;) {
    if (P->pos >= P->n || P->s[P->pos] == '\n') rc_hlo_fail(P, line, col, "unterminated string");
    char c = P->s[P->pos++];
    if (c == '"') return;
    if (c == '\\') {
      if (P->pos >= P->n || P->s[P->pos] == '\n') rc_hlo_fail(P, line, col, "unterminated string");
      P->pos++;
    }
  }
}

/* Only blanks between tokens of a row (a row is one line). */
static void blanks(HloParser *P) {
  while (P->pos < P->n && (P->s[P->pos] == ' ' || P->s[P->pos] == '\t')) P->pos++;
}

void rc_hlo_parse_frames(HloParser *P) {
  size_t f0 = P->pos, f1 = P->pos;
  uint32_t count[T_COUNT] = {0};
  int next = 0;
  /* the largest parent_frame_id seen and where, checked once StackFrames is read */
  int64_t max_parent = 0;
  uint32_t pline = 0, pcol = 0;
  while (!rc_hlo_eof(P) && rc_hlo_at_frames(P)) {
    int t = 0;
    while (!at_word(P, table_names[t])) t++;
    if (t < next) {
      rc_hlo_fail_here(P, "table '%s' after '%s' (XLA prints FileNames, FunctionNames, FileLocations, StackFrames)",
                       table_names[t], table_names[next - 1]);
    }
    next = t + 1;
    P->pos += strlen(table_names[t]);
    f1 = P->pos;
    for (;;) {
      rc_hlo_skip_ws(P);
      if (rc_hlo_peek(P) < '0' || rc_hlo_peek(P) > '9') break;
      int64_t id;
      uint32_t iline = P->line, icol = rc_hlo_col(P);
      if (!number(P, &id)) expected(P, "a row number");
      if (id != (int64_t)count[t] + 1)
        rc_hlo_fail(P, iline, icol, "row %lld of %s: expected row %u (rows are numbered from 1 in order)",
                    (long long)id, table_names[t], count[t] + 1);
      count[t]++;
      blanks(P);
      if (t == T_FILES || t == T_FUNCS) {
        string(P);
      } else {
        const Field *fs = t == T_LOCS ? loc_fields : frame_fields;
        size_t nf = t == T_LOCS ? sizeof loc_fields / sizeof *loc_fields : sizeof frame_fields / sizeof *frame_fields;
        if (rc_hlo_peek(P) != '{') expected(P, "'{' to open the row");
        P->pos++;
        for (size_t k = 0; k < nf; k++) {
          blanks(P);
          size_t kl = strlen(fs[k].key);
          if (P->pos + kl >= P->n || memcmp(P->s + P->pos, fs[k].key, kl) || P->s[P->pos + kl] != '=') {
            char b[64];
            snprintf(b, sizeof b, "'%s='", fs[k].key);
            expected(P, b);
          }
          P->pos += kl + 1;
          int64_t v;
          uint32_t vline = P->line, vcol = rc_hlo_col(P);
          if (!number(P, &v)) expected(P, "a number of at most 9 digits");
          if (fs[k].table == T_FRAMES) {
            if (v > max_parent) {
              max_parent = v;
              pline = vline;
              pcol = vcol;
            }
          } else if (fs[k].table >= 0 && (v < 1 || v > count[fs[k].table]))
            rc_hlo_fail(P, vline, vcol, "%s=%lld names no row of %s (it has %u)", fs[k].key, (long long)v,
                        table_names[fs[k].table], count[fs[k].table]);
        }
        blanks(P);
        if (rc_hlo_peek(P) != '}') expected(P, "'}' to close the row");
        P->pos++;
      }
      blanks(P);
      if (!rc_hlo_eof(P) && rc_hlo_peek(P) != '\n' && rc_hlo_peek(P) != '\r') expected(P, "the end of the row");
      f1 = P->pos;
    }
  }
  if (max_parent > (int64_t)count[T_FRAMES])
    rc_hlo_fail(P, pline, pcol, "parent_frame_id=%lld names no row of StackFrames (it has %u)", (long long)max_parent,
                count[T_FRAMES]);
  ((HloModData *)P->mf)->frames = rc_hlo_strndup(P, P->s + f0, f1 - f0);
  P->nframes = count[T_FRAMES];
}

void rc_hlo_check_frame_ref(HloParser *P, const char *raw, uint32_t line, uint32_t col) {
  if (!((HloModData *)P->mf)->frames) return; /* no index to check against (a module printed without it) */
  /* stack_frame_id=N among metadata's space-separated key=value pairs (strings skipped) */
  static const char key[] = "stack_frame_id=";
  for (size_t i = 0; raw[i]; i++) {
    if (raw[i] == '"') {
      for (i++; raw[i] && raw[i] != '"'; i++)
        if (raw[i] == '\\' && raw[i + 1]) i++;
      if (!raw[i]) return;
      continue;
    }
    if ((i == 0 || raw[i - 1] == ' ' || raw[i - 1] == '{') && !strncmp(raw + i, key, sizeof key - 1)) {
      int64_t v = 0;
      size_t j = i + sizeof key - 1, d0 = j;
      while (raw[j] >= '0' && raw[j] <= '9' && j - d0 < 10) v = v * 10 + (raw[j++] - '0');
      if (j == d0 || j - d0 > 9)
        rc_hlo_fail(P, line, col + (uint32_t)i, "bad stack_frame_id: expected a number of at most 9 digits");
      if (v > (int64_t)P->nframes)
        rc_hlo_fail(P, line, col + (uint32_t)i, "stack_frame_id=%lld names no row of StackFrames (it has %u)",
                    (long long)v, P->nframes);
      i = j - 1;
    }
  }
}
