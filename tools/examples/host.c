/* An example host compiler using librecompose through its installed public
 * headers only: parse HLO from memory, load the standard patterns plus one of
 * its own from a string, raise the decomposed activations, walk what was done,
 * and print the module through a callback. Two modules are optimized on two
 * threads at once (the library has no global state). Last, one fused kernel
 * runs directly.
 * Build: cc host.c $(pkg-config --cflags --libs recompose) -lpthread */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <recompose/higher.h>
#include <recompose/kernels.h>
#include <recompose/recompose.h>

static const char *const inputs[2] = {
    "HloModule silu\n\n"
    "ENTRY main {\n"
    "  x = f32[8,128] parameter(0)\n"
    "  neg = f32[8,128] negate(x)\n"
    "  e = f32[8,128] exponential(neg)\n"
    "  one = f32[] constant(1)\n"
    "  ones = f32[8,128] broadcast(one), dimensions={}\n"
    "  den = f32[8,128] add(ones, e)\n"
    "  sig = f32[8,128] divide(ones, den)\n"
    "  ROOT y = f32[8,128] multiply(x, sig)\n"
    "}\n",
    "HloModule square_tanh\n\n"
    "ENTRY main {\n"
    "  x = f32[16] parameter(0)\n"
    "  sq = f32[16] multiply(x, x)\n"
    "  ROOT y = f32[16] tanh(sq)\n"
    "}\n"};

/* A pattern of the host's own, added without recompiling the library. */
static const char my_pattern[] =
    "pattern host_quick_gelu -> quick_gelu priority 50 {\n"
    "  match mul(%x, logistic(mul(%x, 1.702)))\n"
    "  emit recompose.quick_gelu(%x)\n"
    "}\n";

typedef struct Job {
  const char *text;
  char out[8192];
  size_t len;
  size_t rewrites;
  int status;
} Job;

static size_t collect(void *user, const char *data, size_t len) {
  Job *j = user;
  if (j->len + len >= sizeof j->out) return 0; /* a short write: the library reports RC_ERR_IO */
  memcpy(j->out + j->len, data, len);
  j->len += len;
  j->out[j->len] = 0;
  return len;
}

static void *optimize(void *arg) {
  Job *j = arg;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  RcPatternSet *ps = rc_patterns_new(ctx);
  RcHigherResult *r = NULL;
  j->status = 1;
  if (!ctx || !ps) goto done;
  if (rc_module_parse(ctx, "input.hlo", j->text, strlen(j->text), RC_FORMAT_AUTO, &m) != RC_OK) goto done;
  if (rc_patterns_add_builtin(ps) != RC_OK ||
      rc_patterns_add_string(ps, "host.rcp", my_pattern, sizeof my_pattern - 1) != RC_OK)
    goto done;
  RcHigherOptions o;
  rc_higher_options_init(&o);
  if (rc_module_higher(m, ps, &o, &r) != RC_OK) goto done;
  j->rewrites = rc_higher_rewrite_count(r);
  if (rc_module_write(m, collect, j) != RC_OK) goto done;
  j->status = 0;
done:
  if (ctx)
    for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
  rc_higher_result_free(r);
  rc_patterns_free(ps);
  rc_module_free(m);
  rc_ctx_free(ctx);
  return NULL;
}

int main(void) {
  Job jobs[2] = {{.text = inputs[0]}, {.text = inputs[1]}};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, optimize, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  for (int i = 0; i < 2; i++) {
    if (jobs[i].status) return 1;
    printf("// module %d: %zu rewrite(s)\n%s", i, jobs[i].rewrites, jobs[i].out);
  }
  /* the SiLU module must now hold one fused call; the other must be unchanged */
  if (jobs[0].rewrites != 1 || !strstr(jobs[0].out, "custom_call_target=\"recompose.silu\"")) return 1;
  if (jobs[1].rewrites != 0 || !strstr(jobs[1].out, "tanh(")) return 1;
  /* The kernel behind such a call, by op name and element type; a refusal is a status and a diagnostic. */
  const RcKernel *k = rc_kernel_lookup("silu", RC_ELEM_F32);
  RcKernelConfig cfg;
  float x[4] = {-2, -1, 1, 2}, y[4];
  const void *in[1] = {x};
  if (!k || rc_kernel_config_parse(NULL, "dtype=f32;n=4", 13, &cfg) != RC_OK ||
      rc_kernel_run(NULL, k, -1, y, in, &cfg) != RC_OK)
    return 1;
  printf("// silu(%g) = %g (%s kernel, %s)\n", x[3], y[3], rc_elem_type_name(rc_kernel_dtype(k)),
         rc_isa_name(rc_isa_active()));
  return 0;
}
