/* Split files: several modules in one text, separated by `// -----` lines
 * (MLIR's --split-input-file form, also read by XLA's hlo-opt). The readers
 * read one module at a time; this finds the modules and the separators, so a
 * caller can read each module on its own and print the file back. */
#include <stdbool.h>
#include <string.h>

#include "recompose/recompose.h"

/* Does the line at text[i..) start, after blanks, with the separator? */
static bool is_separator(const char *text, size_t len, size_t i) {
  while (i < len && (text[i] == ' ' || text[i] == '\t')) i++;
  return len - i >= 8 && !memcmp(text + i, "// -----", 8);
}

size_t rc_text_split(const char *text, size_t len, RcChunk *chunks, size_t cap) {
  size_t n = 0, start = 0;
  size_t line = 1, start_line = 1;
  for (size_t i = 0; i < len;) {
    const char *nl = memchr(text + i, '\n', len - i);
    size_t next = nl ? (size_t)(nl - text) + 1 : len;
    if (is_separator(text, len, i)) {
      if (n < cap) chunks[n] = (RcChunk){start, i - start, start_line, i, next - i};
      n++;
      start = next;
      start_line = line + 1;
    }
    i = next;
    line++;
  }
  if (n < cap) chunks[n] = (RcChunk){start, len - start, start_line, len, 0};
  return n + 1;
}
