/* A plain-convention library for the anchor harness (shared/anchors/kernels,
 * --ext) that runs recompose's kernels on one forced ISA: it loads the library
 * LIB privately (RTLD_LOCAL, so a second shim can load another build in the same
 * process), calls rc_isa_force(ISA) (0 scalar, 1 AVX2, 2 AVX-512) and exports
 * def_<op> and fast_<op> for the harness's elementwise functions. Build:
 *
 *   cc -O2 -shared -fPIC -DLIB='"PATH/librecompose.so.0.1.0"' -DISA=1 \
 *      -o shim.so tools/bench/anchor-isa-shim.c -ldl
 *   ./run.sh OUT ... --ext 'new=shim.so,prefix=def_' --ext 'fast=shim.so,prefix=fast_'
 *
 * (the library's own rc_<op>_f32 entry points run the best ISA of the CPU). */
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

typedef void (*Fn)(float *, const float *, size_t);
#define OPS(X) X(sigmoid) X(silu) X(gelu_erf) X(gelu_tanh) X(tanh) X(erf)

#define DECL(op) static Fn def_##op##_, fast_##op##_;
OPS(DECL)

static Fn sym(void *h, const char *name)
{
  Fn f = (Fn)dlsym(h, name);
  if (!f) {
    fprintf(stderr, "anchor-isa-shim: %s: no %s\n", LIB, name);
    exit(1);
  }
  return f;
}

__attribute__((constructor)) static void load(void)
{
  void *h = dlopen(LIB, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "anchor-isa-shim: %s\n", dlerror());
    exit(1);
  }
  int (*force)(int) = (int (*)(int))dlsym(h, "rc_isa_force");
  if (!force || force(ISA) != 0) {
    fprintf(stderr, "anchor-isa-shim: %s: cannot force ISA %d\n", LIB, ISA);
    exit(1);
  }
#define LOAD(op) def_##op##_ = sym(h, "rc_" #op "_f32"), fast_##op##_ = sym(h, "rc_" #op "_fast_f32");
  OPS(LOAD)
}

#define EXPORT(op)                                                                                \
  void def_##op(float *o, const float *x, size_t n) { def_##op##_(o, x, n); }                      \
  void fast_##op(float *o, const float *x, size_t n) { fast_##op##_(o, x, n); }
OPS(EXPORT)
