/* The StableHLO lexer: MLIR tokens over a buffer that is not NUL-terminated,
 * with line/column on every token and no allocation. Also the up-front check
 * that the text is UTF-8 without binary control bytes. First stage of the
 * StableHLO reader. */
#include <stddef.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "formats/stablehlo/sh.h"

static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
/* MLIR bare-id continuation characters. */
/* [A-Za-z0-9_$.]: identifier bytes, by table (the lexer's innermost loops). */
static const uint8_t id_chars[256] = {
    ['$'] = 1, ['.'] = 1, ['_'] = 1,
    ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1,
    ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1,
    ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1,
    ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1,
    ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1,
};
static inline bool is_id(char c) { return id_chars[(unsigned char)c]; }

bool sh_check_text(const char *s, size_t n, size_t *bad, const char **why) {
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0;
  while (i < n) {
    /* fast path: 8 printable ASCII bytes (0x20..0x7e) at a time */
    while (i + 8 <= n) {
      uint64_t x;
      memcpy(&x, u + i, 8);
      const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
      uint64_t lt20 = (x - ones * 0x20) & ~x & high;     /* some byte < 0x20 */
      uint64_t ge7f = ((x + ones * 0x01) | x) & high;      /* some byte >= 0x7f */
      if (lt20 | ge7f) break;
      i += 8;
    }
    if (i >= n) break;
    unsigned c = u[i];
    if (c < 0x80) {
      if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
        *bad = i;
        *why = "unexpected control byte";
        return false;
      }
      if (c == 0x7f) {
        *bad = i;
        *why = "unexpected control byte";
        return false;
      }
      i++;
      continue;
    }
    size_t k;
    unsigned min;
    if ((c & 0xe0) == 0xc0) {
      k = 1;
      min = 0x80;
    } else if ((c & 0xf0) == 0xe0) {
      k = 2;
      min = 0x800;
    } else if ((c & 0xf8) == 0xf0) {
      k = 3;
      min = 0x10000;
    } else {
      *bad = i;
      *why = "invalid UTF-8 byte";
      return false;
    }
    unsigned cp = c & (0x3f >> k);
    for (size_t j = 1; j <= k; j++) {
      if (i + j >= n || (u[i + j] & 0xc0) != 0x80) {
        *bad = i;
        *why = "invalid UTF-8 byte";
        return false;
      }
      cp = cp << 6 | (u[i + j] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      *bad = i;
      *why = "invalid UTF-8 byte";
      return false;
    }
    i += k + 1;
  }
  return true;
}

size_t sh_lex_skip_space(const char *s, size_t n, size_t pos, bool *nl) {
  while (pos < n) {
    char c = s[pos];
    if (c == '\n') {
      if (nl) *nl = true;
      pos++;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      pos++;
    } else if (c == '/' && pos + 1 < n && s[pos + 1] == '/') {
      while (pos < n && s[pos] != '\n') pos++;
    } else {
      break;
    }
  }
  return pos;
}

/* Skips a string starting at the '"' at pos; returns the offset after the closing quote,
 * or n + 1 when unterminated (end of line or input). */
static size_t skip_string(const char *s, size_t n, size_t pos) {
  pos++;
  while (pos < n) {
    char c = s[pos];
    if (c == '"') return pos + 1;
    if (c == '\n') return n + 1;
    if (c == '\\') pos++;
    pos++;
  }
  return n + 1;
}

_Static_assert(sizeof(ShTok) == 32 && offsetof(ShTok, off) == 4 && offsetof(ShTok, col) == 16 &&
                   offsetof(ShTok, pad) == 28,
               "put() writes a token as two 16-byte halves");

/* Writes the finished token with two 16-byte stores built in registers. The
 * parser copies each token right after this returns; had the fields been
 * stored one by one, that 16-byte load could not be forwarded from the store
 * buffer and waited for the stores to retire (a tenth of the StableHLO read). */
static inline void put(ShTok *out, const ShTok *t) {
#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint32_t w0 = (uint32_t)t->kind | (uint32_t)(unsigned char)t->c << 8 | (uint32_t)t->nl << 16 | (uint32_t)t->cont << 24;
  __m128i a = _mm_set_epi32((int)t->line, (int)t->len, (int)t->off, (int)w0);
  __m128i b = _mm_set_epi32((int)t->pad, (int)t->aux, (int)t->depth, (int)t->col);
  _mm_storeu_si128((__m128i *)(void *)out, a);
  _mm_storeu_si128((__m128i *)(void *)((char *)out + 16), b);
#else
  *out = *t;
#endif
}

void sh_lex_next(ShLex *lx, ShTok *out) {
  ShTok tk, *t = &tk;
  const char *s = lx->s;
  size_t n = lx->n, p = lx->pos;
  bool nl = false;
  /* skip blanks and comments, counting lines */
  while (p < n) {
    char c = s[p];
    if (c == '\n') {
      nl = true;
      lx->line++;
      lx->line_start = ++p;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      p++;
    } else if (c == '/' && p + 1 < n && s[p + 1] == '/') {
      while (p < n && s[p] != '\n') p++;
    } else {
      break;
    }
  }
  t->kind = SH_PUNCT;
  t->c = 0;
  t->cont = 0;
  t->depth = 0;
  t->aux = 0;
  t->pad = 0;
  t->nl = nl;
  t->off = (uint32_t)p;
  t->line = lx->line;
  t->col = (uint32_t)(p - lx->line_start + 1);
  if (p >= n) {
    t->kind = SH_EOF;
    t->len = out->len; /* as before: an end-of-input token keeps the last length */
    lx->pos = p;
    put(out, t);
    return;
  }
  char c = s[p];
  size_t q = p + 1;
  switch (c) {
  case '%':
  case '@':
  case '#':
  case '!':
  case '^':
    t->kind = c == '%' ? SH_VALUE : c == '@' ? SH_SYMBOL : c == '#' ? SH_HASH : c == '!' ? SH_BANG : SH_CARET;
    if (c == '@' && q < n && s[q] == '"') {
      q = skip_string(s, n, q);
      if (q > n) { /* unterminated: report as a lone punct */
        t->kind = SH_PUNCT;
        t->c = c;
        q = p + 1;
      }
    } else {
      while (q < n && (is_id(s[q]) || s[q] == '-')) q++;
      if (c == '%' && q < n && s[q] == '#' && q + 1 < n && is_digit(s[q + 1])) {
        q++;
        while (q < n && is_digit(s[q])) q++;
      }
      if (q == p + 1) {
        t->kind = SH_PUNCT;
        t->c = c;
      }
    }
    break;
  case '"':
    q = skip_string(s, n, p);
    if (q > n) {
      t->kind = SH_PUNCT; /* the parser reports the unterminated string */
      t->c = '"';
      q = p + 1;
    } else {
      t->kind = SH_STRING;
    }
    break;
  case '-':
    if (q < n && s[q] == '>') {
      t->kind = SH_ARROW;
      q++;
      break;
    }
    if (q < n && is_digit(s[q])) goto number;
    t->kind = SH_PUNCT;
    t->c = c;
    break;
  default:
    if (is_digit(c)) {
    number:
      t->kind = SH_NUMBER;
      if (c == '-') q = p + 1;
      else q = p;
      if (q + 1 < n && s[q] == '0' && (s[q + 1] == 'x' || s[q + 1] == 'X') && q + 2 < n && is_hex(s[q + 2])) {
        q += 2;
        while (q < n && is_hex(s[q])) q++;
        break;
      }
      while (q < n && is_digit(s[q])) q++;
      if (q < n && s[q] == '.') {
        q++;
        while (q < n && is_digit(s[q])) q++;
      }
      if (q < n && (s[q] == 'e' || s[q] == 'E')) {
        size_t r = q + 1;
        if (r < n && (s[r] == '+' || s[r] == '-')) r++;
        if (r < n && is_digit(s[r])) {
          q = r;
          while (q < n && is_digit(s[q])) q++;
        }
      }
    } else if (is_alpha(c)) {
      t->kind = SH_IDENT;
      while (q < n && is_id(s[q])) q++;
    } else {
      t->kind = SH_PUNCT;
      t->c = c;
      /* keep a multi-byte UTF-8 character in one token */
      while (q < n && ((unsigned char)s[q] & 0xc0) == 0x80) q++;
    }
    break;
  }
  t->len = (uint32_t)(q - p);
  lx->pos = q;
  put(out, t);
}
