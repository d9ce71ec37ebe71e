/* A d scale per group of x's outer rows: a NORM_SCALE_GRAD result that holds G sums of cols
 * elements (the scale's shape with G leading elements, as a grouped norm's d scale is) is G kernel
 * calls, group g over x's and dy's g-th block of consecutive rows. The group count is read off the
 * result's size here, once for every host (the XLA FFI handlers, the executor). */
#include "kernels/internal.h"

#include "support/ctx.h"

size_t rc_kernel_scale_groups(size_t n, size_t cols, size_t inner, size_t out_elems)
{
  size_t in1 = inner > 1 ? inner : 1;
  /* cols * inner * G divides n, asked without a product that could wrap */
  if (cols == 0 || out_elems == 0 || out_elems % cols || n % in1 || (n / in1) % out_elems) return 0;
  return out_elems / cols;
}

RcStatus rc_kernel_run_result(RcCtx *ctx, const RcKernel *k, int isa, void *const *outs, size_t out_elems,
                              const void *const *inputs, const RcKernelConfig *cfg, const RcParallelFor *par)
{
  if (!k || !cfg || rc_kernel_kind(k) != RC_KIND_NORM_SCALE_GRAD || out_elems == cfg->cols)
    return rc_kernel_run_outputs(ctx, k, isa, outs, inputs, cfg, par);
  size_t groups = rc_kernel_scale_groups(cfg->n, cfg->cols, cfg->inner, out_elems);
  if (groups == 0) {
    if (ctx)
      rc_diag(ctx, RC_SEV_ERROR, NULL, 0, 0,
              "%s: a result of %zu elements is no whole number of sums of cols=%zu over x's rows (n=%zu, inner=%zu)",
              rc_kernel_name(k), out_elems, cfg->cols, cfg->n, cfg->inner);
    return RC_ERR_USAGE;
  }
  if (!outs || !inputs || !outs[0] || !inputs[0] || !inputs[1])
    return rc_kernel_run_outputs(ctx, k, isa, outs, inputs, cfg, par); /* its reason for a missing buffer */
  size_t es = rc_kernel_dtype(k) == RC_ELEM_F32 ? 4 : 2, gn = cfg->n / groups;
  RcKernelConfig gc = *cfg;
  gc.n = gn;
  RcStatus st = RC_OK;
  for (size_t g = 0; g < groups && st == RC_OK; g++) {
    const void *gin[3] = {(const char *)inputs[0] + g * gn * es, (const char *)inputs[1] + g * gn * es,
                          cfg->has_eps_in ? inputs[2] : NULL};
    void *gout[2] = {(char *)outs[0] + g * cfg->cols * es, NULL};
    st = rc_kernel_run_outputs(ctx, k, isa, gout, gin, &gc, par);
  }
  return st;
}
