/* Replays saved fuzz inputs through a fuzz target without libFuzzer, so the
 * kept cases run under the ordinary sanitizer build in `meson test`.
 * Usage: replay-TARGET DIR_OR_FILE... */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "replay: cannot open %s\n", path);
    return 1;
  }
  size_t cap = 1 << 16, len = 0, n;
  uint8_t *buf = malloc(cap);
  while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (!buf) return 1;
  /* An exact-size copy so ASan catches reads past the end. */
  uint8_t *exact = malloc(len ? len : 1);
  memcpy(exact, buf, len);
  free(buf);
  LLVMFuzzerTestOneInput(exact, len);
  free(exact);
  return 0;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int replay(const char *path, int *count) {
  struct stat st;
  if (stat(path, &st) != 0) return 0; /* an absent seed folder is fine */
  if (!S_ISDIR(st.st_mode)) {
    (*count)++;
    return replay_file(path);
  }
  DIR *d = opendir(path);
  if (!d) return 1;
  char **names = NULL;
  size_t n = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    names = realloc(names, (n + 1) * sizeof *names);
    size_t l = strlen(path) + strlen(e->d_name) + 2;
    names[n] = malloc(l);
    snprintf(names[n++], l, "%s/%s", path, e->d_name);
  }
  closedir(d);
  if (n) qsort(names, n, sizeof *names, cmp);
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    rc |= replay(names[i], count);
    free(names[i]);
  }
  free(names);
  return rc;
}

int main(int argc, char **argv) {
  int rc = 0, count = 0;
  for (int i = 1; i < argc; i++) rc |= replay(argv[i], &count);
  printf("replayed %d inputs\n", count);
  return rc;
}
