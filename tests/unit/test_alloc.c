/* Out-of-memory sweep over the whole pipeline (suite: support). Each corpus
 * file goes through parse -> verify -> canonicalize, match+rewrite or decompose -> verify
 * -> print once with enough memory, then again with allocation k failing, for
 * a few dozen k spread over the run, both "k alone fails" and "k and every
 * later one fails". Every run must end cleanly: either the same output as the
 * clean run, or RC_ERR_NOMEM with an "out of memory" error on the context, no
 * module left behind, and every byte given back (counted by the test's
 * allocator; ASan checks the rest). Also: the memory limit, and the context's
 * own bookkeeping. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <glib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "recompose/higher.h"
#include "recompose/recompose.h"
#include "ir/ir.h"

#include "source_files.h"

/* The caller's allocator: counts live blocks so a sweep run can prove it leaked nothing. */
typedef struct {
  long live;
} Count;

static void *count_alloc(void *user, size_t size) {
  Count *c = user;
  void *p = malloc(size ? size : 1);
  if (p) c->live++;
  return p;
}

static void count_free(void *user, void *p) {
  Count *c = user;
  if (p) c->live--;
  free(p);
}

static size_t gs_write(void *user, const char *data, size_t len) {
  g_string_append_len(user, data, (gssize)len);
  return len;
}

/* In a forked hunting run (RC_SWEEP_FORK) a failure ends the child instead of unwinding into cmocka. */
static bool in_child;
#define FAIL(...)                                                                                                     \
  do {                                                                                                                \
    if (in_child) {                                                                                                   \
      fprintf(stderr, "not ok: " __VA_ARGS__);                                                                        \
      fputc('\n', stderr);                                                                                            \
      _exit(3);                                                                                                       \
    }                                                                                                                 \
    fail_msg(__VA_ARGS__);                                                                                            \
  } while (0)

typedef enum { CANON, HIGHER, DECOMPOSE } Mode;

typedef struct {
  RcStatus st;
  char *out;          /* printed module when st == RC_OK */
  size_t allocations; /* calls through the context */
  size_t at_higher;   /* calls before rc_module_higher (HIGHER) */
} Outcome;

/* One run of the pipeline on text. fail_k = SIZE_MAX: no injected failure. */
static Outcome pipeline(const char *name, const char *text, size_t len, Mode mode, size_t fail_k, int sticky) {
  Count cnt = {0};
  RcAllocator a = {count_alloc, count_free, &cnt};
  RcCtx *ctx = rc_ctx_new_with_allocator(&a);
  assert_non_null(ctx);
  rc_ctx_fail_allocation(ctx, fail_k, sticky);
  Outcome o = {RC_OK, NULL, 0, 0};
  RcModule *m = NULL;
  RcPatternSet *ps = NULL;
  RcHigherResult *res = NULL;
  RcDecomposeResult *dec = NULL;
  o.st = rc_module_parse(ctx, name, text, len, RC_FORMAT_AUTO, &m);
  if (o.st != RC_OK) assert_null(m);
  if (o.st == RC_OK) o.st = rc_module_verify(m);
  if (o.st == RC_OK && mode == CANON) o.st = rc_module_canonicalize(m);
  if (o.st == RC_OK && mode == DECOMPOSE) {
    o.st = rc_module_decompose(m, &dec);
    /* A decomposition stopped by a failed allocation leaves a valid program (each composite inlined or not). */
    if (o.st == RC_ERR_NOMEM && rc_module_verify(m) != RC_OK)
      FAIL("%s: allocation %zu failed (%s) and left an invalid module", name, fail_k, sticky ? "sticky" : "once");
    if (o.st == RC_OK) o.st = rc_module_verify(m);
  }
  if (o.st == RC_OK && mode == HIGHER) {
    ps = rc_patterns_new(ctx);
    o.st = ps ? rc_patterns_add_builtin(ps) : RC_ERR_NOMEM;
    RcHigherOptions opt;
    rc_higher_options_init(&opt);
    if (o.st == RC_OK) {
      o.at_higher = rc_ctx_allocation_count(ctx);
      o.st = rc_module_higher(m, ps, &opt, &res);
      /* A pass stopped by a failed allocation leaves a valid program (each rewrite whole or not at all). */
      if (o.st == RC_ERR_NOMEM && rc_module_verify(m) != RC_OK)
        FAIL("%s: allocation %zu failed (%s) and left an invalid module", name, fail_k, sticky ? "sticky" : "once");
    }
    if (o.st == RC_OK) o.st = rc_module_verify(m);
  }
  if (o.st == RC_OK) {
    GString *s = g_string_new(NULL);
    o.st = rc_module_write(m, gs_write, s);
    o.out = g_string_free(s, FALSE);
  }
  o.allocations = rc_ctx_allocation_count(ctx);
  if (rc_ctx_out_of_memory(ctx)) {
    /* A failed allocation must never be swallowed into a success. */
    if (o.st != RC_ERR_NOMEM)
      FAIL("%s: allocation %zu failed (%s) but the pipeline returned %d", name, fail_k,
               sticky ? "sticky" : "once", (int)o.st);
    bool said = false;
    for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) {
      const RcDiagnostic *d = rc_ctx_diagnostic(ctx, i);
      if (d->severity == RC_SEV_ERROR && strstr(d->message, "out of memory")) said = true;
    }
    if (!said) FAIL("%s: allocation %zu failed but no 'out of memory' error was recorded", name, fail_k);
  } else if (fail_k == SIZE_MAX) {
    assert_int_equal(o.st, RC_OK);
  }
  rc_higher_result_free(res);
  rc_decompose_result_free(dec);
  rc_patterns_free(ps);
  rc_module_free(m);
  rc_ctx_free(ctx);
  if (cnt.live != 0) FAIL("%s: %ld blocks not given back after failing allocation %zu", name, cnt.live, fail_k);
  return o;
}

/* About `points` failure points over [0, n): the first few, the last few, and an even spread. */
static GArray *sweep_points(size_t n, size_t points) {
  GArray *ks = g_array_new(FALSE, FALSE, sizeof(size_t));
  for (size_t k = 0; k < n; k++) {
    bool take = n <= points || k < 4 || k + 4 >= n || k % (n / (points - 8) + 1) == 0;
    if (take) g_array_append_val(ks, k);
  }
  return ks;
}

static void sweep_text(const char *rel, const char *text, size_t len, Mode mode, size_t points, size_t first,
                       size_t last);

static void sweep_file(const char *rel, Mode mode, size_t points) {
  size_t len = 0;
  char *text = read_rel(rel, &len);
  if (!text) fail_msg("cannot read %s (RC_SOURCE_ROOT=%s)", rel, root_dir());
  sweep_text(rel, text, len, mode, points, 0, 0);
  g_free(text);
}

/* As sweep_file on HIGHER, and every k of the first `first` allocations of rc_module_higher (where
 * its first pass builds the runtime-scalar guards, src/rewrite/scalars.c) and of the run's last
 * `last` (where its last pass undoes them or writes them inline, then the module is printed)
 * failing once. */
static void sweep_file_guards(const char *rel, size_t points, size_t first, size_t last) {
  size_t len = 0;
  char *text = read_rel(rel, &len);
  if (!text) fail_msg("cannot read %s (RC_SOURCE_ROOT=%s)", rel, root_dir());
  sweep_text(rel, text, len, HIGHER, points, first, last);
  g_free(text);
}

/* Appends k to ks unless it is there. */
static void add_point(GArray *ks, size_t k) {
  for (guint i = 0; i < ks->len; i++)
    if (g_array_index(ks, size_t, i) == k) return;
  g_array_append_val(ks, k);
}

static void sweep_text(const char *rel, const char *text, size_t len, Mode mode, size_t points, size_t first,
                       size_t last) {
  Outcome ref = pipeline(rel, text, len, mode, SIZE_MAX, 0);
  assert_int_equal(ref.st, RC_OK);
  assert_true(ref.allocations > 0);
  /* RC_SWEEP_ALL=1 tries every k (minutes rather than a second; for hunting, not for CI). */
  if (getenv("RC_SWEEP_ALL")) points = ref.allocations;
  GArray *ks = sweep_points(ref.allocations, points);
  guint spread = ks->len; /* those fail once and for good; the windows' points after them once */
  for (size_t k = ref.at_higher; k < ref.at_higher + first && k < ref.allocations; k++) add_point(ks, k);
  for (size_t k = ref.allocations > last ? ref.allocations - last : 0; k < ref.allocations; k++) add_point(ks, k);
  size_t nomem = 0;
  for (int sticky = 0; sticky <= 1; sticky++) {
    for (guint i = 0; i < (sticky ? spread : ks->len); i++) {
      size_t k = g_array_index(ks, size_t, i);
      if (getenv("RC_SWEEP_K") && k != strtoull(getenv("RC_SWEEP_K"), NULL, 10)) continue;
      if (getenv("RC_SWEEP_FORK")) {
        /* Hunting: each run in its own process, so one crash does not hide the next. */
        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
          in_child = true;
          int sigs[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT}; /* not cmocka's handlers: die */
          for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) signal(sigs[i], SIG_DFL);
          Outcome o = pipeline(rel, text, len, mode, k, sticky);
          if (o.st == RC_OK && strcmp(o.out, ref.out)) FAIL("%s: output differs after allocation %zu failed", rel, k);
          _exit(0);
        }
        int ws = 0;
        waitpid(pid, &ws, 0);
        if (!WIFEXITED(ws) || WEXITSTATUS(ws)) {
          printf("# CRASH %s mode %d k %zu sticky %d: %s %d\n", rel, (int)mode, k, sticky,
                 WIFSIGNALED(ws) ? "signal" : "exit", WIFSIGNALED(ws) ? WTERMSIG(ws) : WEXITSTATUS(ws));
          nomem++;
        }
        continue;
      }
      Outcome o = pipeline(rel, text, len, mode, k, sticky);
      if (o.st == RC_OK) {
        /* Survived the failure (nothing needed that block): then the result is unchanged. */
        if (strcmp(o.out, ref.out)) FAIL("%s: output differs after allocation %zu failed", rel, k);
      } else {
        assert_int_equal(o.st, RC_ERR_NOMEM);
        nomem++;
      }
      g_free(o.out);
    }
  }
  if (getenv("RC_SWEEP_VERBOSE")) printf("# %s: %zu allocations, %u points x 2, %zu out of memory\n", rel, ref.allocations, ks->len, nomem);
  /* Sticky failures inside the run cannot all be survived. */
  if (!getenv("RC_SWEEP_FORK")) assert_true(nomem >= ks->len / 2);
  g_array_free(ks, TRUE);
  g_free(ref.out);
}

static void test_sweep_hlo_higher(void **state) {
  (void)state;
  sweep_file("corpus/hlo/layer_norm.hlo", HIGHER, 40);
  sweep_file("corpus/hlo/jax_silu_call.hlo", HIGHER, 30);
  sweep_file("corpus/hlo/jax_softmax.hlo", HIGHER, 30);
}

static void test_sweep_stablehlo_higher(void **state) {
  (void)state;
  sweep_file("corpus/stablehlo/layer_norm_jax.mlir", HIGHER, 40);
  sweep_file("corpus/stablehlo/gelu_erf_chlo.mlir", HIGHER, 30);
}

/* Runtime-scalar guards (src/rewrite/scalars.c, scalars_if.c): a forward's guard in HLO and in
 * StableHLO (written as a stablehlo.if), a training step's two guards (HLO; StableHLO, its backward
 * with two roots written as one two-result stablehlo.if), and a real torch_xla
 * layer's (StableHLO). Every allocation of the pass that builds them (its first 75 to 255 in these files) and of
 * the undo and the writing at the end fails once; points spread over the run, once and for good. */
static void test_sweep_guards(void **state) {
  (void)state;
  sweep_file_guards("corpus/opt/gelu_erf_scalar_params.hlo", 30, 80, 20);
  sweep_file_guards("corpus/opt/gelu_tanh_scalar_params_train.hlo", 30, 260, 20);
  sweep_file_guards("corpus/opt/gelu_erf_scalar_params.mlir", 30, 80, 20);
  sweep_file_guards("corpus/opt/gelu_tanh_scalar_params_torch_xla.mlir", 30, 120, 20);
  sweep_file_guards("corpus/opt/gelu_erf_scalar_params_train_two_roots.mlir", 30, 340, 20);
  sweep_file_guards("corpus/real/torch-xla/t5_layer.bf16.mlir", 16, 0, 10);
}

/* opt --decompose: a framework's composite, recompose's composites (one with reductions),
 * and a decomposition with regions called twice whose reducer is respelled. */
static void test_sweep_decompose(void **state) {
  (void)state;
  sweep_file("corpus/opt/composite_gelu_torch_xla.mlir", DECOMPOSE, 30);
  sweep_file("corpus/opt/attention_softmax_between_dots.out.mlir", DECOMPOSE, 30);
  sweep_file("corpus/opt/composite_odml_gelu.hlo", DECOMPOSE, 30);
  static const char twice[] =
      "module @m {\n"
      "  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4xf32>) {\n"
      "    %0 = stablehlo.composite \"my.rowsum\" %arg0 {decomposition = @impl} : (tensor<4x8xf32>) -> tensor<4xf32>\n"
      "    %1 = stablehlo.composite \"my.rowsum\" %arg1 {decomposition = @impl} : (tensor<4x8xf32>) -> tensor<4xf32>\n"
      "    %2 = stablehlo.add %0, %1 : tensor<4xf32>\n"
      "    return %2 : tensor<4xf32>\n"
      "  }\n"
      "  func.func private @impl(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {\n"
      "    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
      "    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>\n"
      "     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {\n"
      "      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>\n"
      "      stablehlo.return %2 : tensor<f32>\n"
      "    }\n"
      "    return %0 : tensor<4xf32>\n"
      "  }\n"
      "}\n";
  sweep_text("twice.mlir", twice, sizeof twice - 1, DECOMPOSE, 100000, 0, 0); /* every allocation */
}

/* A function of several canonical-view windows (24,503 nodes: 3,500 SiLU blocks),
 * so failures land between windows, in a window's view and in the release of
 * erased nodes as well. */
static void test_sweep_windows(void **state) {
  (void)state;
  GString *src = g_string_new("HloModule m\n\nENTRY main {\n  y0 = f32[8] parameter(0)\n");
  for (int i = 1; i <= 3500; i++)
    g_string_append_printf(src,
                           "  n%d = f32[8] negate(y%d)\n  e%d = f32[8] exponential(n%d)\n"
                           "  k%d = f32[] constant(1)\n  b%d = f32[8] broadcast(k%d), dimensions={}\n"
                           "  a%d = f32[8] add(e%d, b%d)\n  d%d = f32[8] divide(b%d, a%d)\n"
                           "  y%d = f32[8] multiply(y%d, d%d)\n",
                           i, i - 1, i, i, i, i, i, i, i, i, i, i, i, i, i - 1, i);
  g_string_append(src, "  ROOT r = f32[8] add(y3500, y1)\n}\n");
  sweep_text("windows.hlo", src->str, src->len, HIGHER, 30, 0, 0);
  g_string_free(src, TRUE);
}

static void test_sweep_canonicalize(void **state) {
  (void)state;
  sweep_file("corpus/hlo/layer_norm.hlo", CANON, 40);
  sweep_file("corpus/stablehlo/layer_norm_jax.mlir", CANON, 40);
}

/* RC_SWEEP_CORPUS=1: every input of corpus/hlo and corpus/stablehlo, both modes (hunting). */
static void test_sweep_corpus(void **state) {
  (void)state;
  if (!getenv("RC_SWEEP_CORPUS")) skip();
  const char *dirs[] = {"corpus/hlo", "corpus/stablehlo"};
  for (size_t d = 0; d < 2; d++) {
    char *path = g_build_filename(root_dir(), dirs[d], NULL);
    GDir *dir = g_dir_open(path, 0, NULL);
    assert_non_null(dir);
    GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
    for (const char *n; (n = g_dir_read_name(dir));)
      if ((g_str_has_suffix(n, ".hlo") || g_str_has_suffix(n, ".mlir")) && !strstr(n, ".print.") && !strstr(n, ".out."))
        g_ptr_array_add(names, g_build_filename(dirs[d], n, NULL));
    g_dir_close(dir);
    g_free(path);
    for (guint i = 0; i < names->len; i++) {
      sweep_file(names->pdata[i], CANON, 40);
      sweep_file(names->pdata[i], HIGHER, 40);
    }
    g_ptr_array_free(names, TRUE);
  }
}

/* A byte budget: a small one fails the parse with the limit named; a big one changes nothing. */
static void test_memory_limit(void **state) {
  (void)state;
  size_t len = 0;
  char *text = read_rel("corpus/hlo/layer_norm.hlo", &len);
  assert_non_null(text);
  RcCtx *ctx = rc_ctx_new();
  rc_ctx_set_memory_limit(ctx, 4096);
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "ln.hlo", text, len, RC_FORMAT_HLO, &m), RC_ERR_NOMEM);
  assert_null(m);
  assert_true(rc_ctx_out_of_memory(ctx));
  assert_true(rc_ctx_diagnostic_count(ctx) >= 1);
  const RcDiagnostic *d = rc_ctx_diagnostic(ctx, 0);
  assert_non_null(strstr(d->message, "memory limit of 4096 bytes"));
  /* Clearing forgets the failure and makes room for the next one. */
  rc_ctx_clear_diagnostics(ctx);
  assert_false(rc_ctx_out_of_memory(ctx));
  rc_ctx_set_memory_limit(ctx, (size_t)256 << 20);
  assert_int_equal(rc_module_parse(ctx, "ln.hlo", text, len, RC_FORMAT_HLO, &m), RC_OK);
  assert_true(rc_ctx_peak_bytes(ctx) > 4096);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_free(text);
}

/* A failure while the diagnostic list itself grows still leaves one readable error. */
static void test_diagnostics_under_failure(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  rc_ctx_fail_allocation(ctx, 0, 1);
  /* Hostile input: many errors would be reported, none can be stored. */
  RcModule *m = NULL;
  const char bad[] = "HloModule m\nENTRY e {\n  x = f32[2] bogus(\n}\n";
  RcStatus st = rc_module_parse(ctx, "bad.hlo", bad, sizeof bad - 1, RC_FORMAT_HLO, &m);
  assert_true(st == RC_ERR_NOMEM || st == RC_ERR_INPUT);
  assert_null(m);
  assert_true(rc_ctx_out_of_memory(ctx));
  size_t n = rc_ctx_diagnostic_count(ctx);
  assert_true(n >= 1);
  bool said = false;
  for (size_t i = 0; i < n; i++) {
    const RcDiagnostic *d = rc_ctx_diagnostic(ctx, i);
    assert_non_null(d->message);
    if (strstr(d->message, "out of memory")) said = true;
  }
  assert_true(said);
  rc_ctx_free(ctx);
}

/* A text of 4 GiB - 1 bytes is refused with a diagnostic before it is read (the readers keep
 * 32-bit offsets). The text is a lazily mapped zero region: only its first page is touched. */
static void test_input_limit(void **state) {
  (void)state;
  size_t len = RC_MAX_INPUT_BYTES;
  char *text = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (text == MAP_FAILED) skip();
  memcpy(text, "HloModule m\n", 12);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "huge.hlo", text, len, RC_FORMAT_AUTO, &m), RC_ERR_INPUT);
  assert_null(m);
  assert_int_equal(rc_ctx_diagnostic_count(ctx), 1);
  const RcDiagnostic *d = rc_ctx_diagnostic(ctx, 0);
  assert_string_equal(d->file, "huge.hlo");
  assert_int_equal(d->line, 0);
  assert_non_null(strstr(d->message, "the input is 4294967295 bytes; recompose reads at most 4294967294 bytes"));
  rc_ctx_free(ctx);
  munmap(text, len);
}

/* rc_version gives the project version meson was configured with. */
static void test_version(void **state) {
  (void)state;
  assert_non_null(rc_version());
  assert_string_equal(rc_version(), RC_EXPECT_VERSION);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_version),
      cmocka_unit_test(test_memory_limit),
      cmocka_unit_test(test_input_limit),
      cmocka_unit_test(test_diagnostics_under_failure),
      cmocka_unit_test(test_sweep_canonicalize),
      cmocka_unit_test(test_sweep_windows),
      cmocka_unit_test(test_sweep_hlo_higher),
      cmocka_unit_test(test_sweep_stablehlo_higher),
      cmocka_unit_test(test_sweep_guards),
      cmocka_unit_test(test_sweep_corpus),
      cmocka_unit_test(test_sweep_decompose),
  };
  return cmocka_run_group_tests_name("alloc", tests, NULL, NULL);
}
