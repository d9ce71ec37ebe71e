/* Lexical rules of HLO text shared by the reader's parts: blanks and comments,
 * names with an optional '%', attribute values as balanced text, and the one
 * error path (a diagnostic at a line:col, then a jump back to rc_hlo_parse).
 * Nothing here recurses: nesting is tracked with a bounded stack. */
#include <stdarg.h>
#include <stdio.h>

#include "formats/hlo/hlo.h"

const uint8_t rc_hlo_name_chars[256] = {
    ['-'] = 1, ['.'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1,
    ['8'] = 1, ['9'] = 1, ['_'] = 1, ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1,
    ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1,
    ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1, ['A'] = 1,
    ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1,
    ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1,
    ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1,
};

void rc_hlo_fail(HloParser *P, uint32_t line, uint32_t col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rc_diagv(P->ctx, RC_SEV_ERROR, P->src, line, col, fmt, ap);
  va_end(ap);
  longjmp(P->fail, 1);
}

void rc_hlo_oom(HloParser *P) {
  P->nomem = true;
  rc_diag(P->ctx, RC_SEV_ERROR, P->src, P->line, rc_hlo_col(P), "out of memory while reading the module");
  longjmp(P->fail, 1);
}

void rc_hlo_fail_here(HloParser *P, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rc_diagv(P->ctx, RC_SEV_ERROR, P->src, P->line, rc_hlo_col(P), fmt, ap);
  va_end(ap);
  longjmp(P->fail, 1);
}

void rc_hlo_skip_ws_slow(HloParser *P) {
  while (P->pos < P->n) {
    char c = P->s[P->pos];
    if (c == ' ' || c == '\t' || c == '\r') {
      P->pos++;
    } else if (c == '\n') {
      rc_hlo_adv(P);
    } else if (c == '/' && rc_hlo_peek_at(P, 1) == '/') {
      while (P->pos < P->n && P->s[P->pos] != '\n') P->pos++;
    } else if (c == '/' && rc_hlo_peek_at(P, 1) == '*') {
      uint32_t line = P->line, col = rc_hlo_col(P);
      P->pos += 2;
      for (;;) {
        if (P->pos + 1 >= P->n) {
          P->pos = P->n;
          rc_hlo_fail(P, line, col, "unterminated comment: expected '*/' before the end of the input");
        }
        if (P->s[P->pos] == '*' && P->s[P->pos + 1] == '/') break;
        rc_hlo_adv(P);
      }
      P->pos += 2;
    } else {
      break;
    }
  }
}

const char *rc_hlo_got(HloParser *P, char *buf, size_t size) {
  if (P->pos >= P->n) return "the end of the input";
  unsigned char c = (unsigned char)P->s[P->pos];
  if (rc_hlo_is_name_char(c) || c == '%') {
    size_t e = P->pos + 1;
    while (e < P->n && e - P->pos < 40 && rc_hlo_is_name_char((unsigned char)P->s[e])) e++;
    snprintf(buf, size, "'%.*s'", (int)(e - P->pos), P->s + P->pos);
  } else if (c == '\n') {
    snprintf(buf, size, "the end of the line");
  } else if (c < 0x20 || c >= 0x7f) {
    snprintf(buf, size, "byte 0x%02x", c);
  } else {
    snprintf(buf, size, "'%c'", c);
  }
  return buf;
}

void rc_hlo_expect(HloParser *P, char c, const char *what) {
  rc_hlo_skip_ws(P);
  if (rc_hlo_peek(P) != (unsigned char)c) {
    char b[64];
    rc_hlo_fail_here(P, "expected %s, got %s", what, rc_hlo_got(P, b, sizeof b));
  }
  P->pos++;
}

/* name -> '%'? [A-Za-z0-9_.-]+   (a bare name starts with a letter or '_') */
const char *rc_hlo_name(HloParser *P, size_t *len, bool *sigil, const char *what) {
  rc_hlo_skip_ws(P);
  bool pct = rc_hlo_peek(P) == '%';
  size_t start = P->pos + (pct ? 1 : 0), e = start;
  while (e < P->n && rc_hlo_is_name_char((unsigned char)P->s[e])) e++;
  int first = start < P->n ? (unsigned char)P->s[start] : -1;
  bool ok = e > start && (pct || (first != '-' && first != '.' && !(first >= '0' && first <= '9')));
  if (!ok) {
    char b[64];
    rc_hlo_fail_here(P, "expected %s, got %s", what, rc_hlo_got(P, b, sizeof b));
  }
  P->pos = e;
  *len = e - start;
  if (sigil) *sigil = pct;
  return P->s + start;
}

enum { MAX_NEST = 256 };

/* value -> ( group | string | [^ \t\r\n,)}]+ )+  where group is a balanced
 * '{...}', '(...)' or '[...]' with strings inside taken whole. */
void rc_hlo_skip_value(HloParser *P, size_t *start, size_t *end) {
  char stack[MAX_NEST];
  int depth = 0;
  rc_hlo_skip_ws(P);
  *start = P->pos;
  uint32_t line0 = P->line, col0 = rc_hlo_col(P);
  for (;;) {
    if (P->pos >= P->n) {
      if (depth == 0) break;
      rc_hlo_fail_here(P, "unexpected end of input in an attribute value: expected '%c'", stack[depth - 1]);
    }
    char c = P->s[P->pos];
    if (c == '"') {
      uint32_t sl = P->line, sc = rc_hlo_col(P);
      P->pos++;
      for (;;) {
        if (P->pos >= P->n) rc_hlo_fail(P, sl, sc, "unterminated string: expected '\"' before the end of the input");
        char d = P->s[P->pos];
        if (d == '"') break;
        if (d == '\\' && P->pos + 1 < P->n) P->pos++;
        rc_hlo_adv(P);
      }
      P->pos++;
      continue;
    }
    if (c == '{' || c == '(' || c == '[') {
      if (depth == MAX_NEST) rc_hlo_fail_here(P, "attribute value nested deeper than %d brackets", MAX_NEST);
      stack[depth++] = c == '{' ? '}' : c == '(' ? ')' : ']';
      P->pos++;
      continue;
    }
    if (c == '}' || c == ')' || c == ']') {
      if (depth == 0) break;
      if (stack[depth - 1] != c) rc_hlo_fail_here(P, "expected '%c' in an attribute value, got '%c'", stack[depth - 1], c);
      depth--;
      P->pos++;
      continue;
    }
    if (depth == 0 && (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',')) break;
    if (c == '/' && P->pos + 1 < P->n && P->s[P->pos + 1] == '*' && depth > 0) {
      size_t save = P->pos;
      rc_hlo_skip_ws(P);
      if (P->pos == save) P->pos++;
      continue;
    }
    rc_hlo_adv(P);
  }
  *end = P->pos;
  if (*end == *start) rc_hlo_fail(P, line0, col0, "expected an attribute value");
}
