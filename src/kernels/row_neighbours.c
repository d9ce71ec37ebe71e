/* A row op's neighbours (docs/kernels.md, "Neighbours"): attention's scores scaled
 * (x * s or x / s), then masked (+ mask, or where the pred mask is zero, the fill
 * value), each step the op of the dtype one after another: an f32 op, or for bf16 and
 * f16 the f32 result rounded to the dtype once (the exact result rounded once: f32
 * holds more than twice the 16-bit types' digits, so the double rounding is harmless
 * for + and x and /). The registry (dispatch.c) runs this on a group of rows in
 * scratch and the unchanged row kernel over the scratch. */
#include <string.h>

#include "kernels/internal.h"

/* Elements of the tiles a 16-bit row is staged in (on the stack, in f32). */
#define TILE 512

/* t[0..m) rounded to dt and back: the result of an op of that dtype. */
static void round_to(RcElemType dt, float *t, size_t m)
{
  uint16_t h[TILE];
  rc_lowp_narrow(dt, h, t, m);
  rc_lowp_widen(dt, t, h, m);
}

/* count f32 elements (whole rows): out = x (* or /) s, then + mask or the select. */
static void rows_f32(const RcRowNb *nb, float *out, const float *x, const float *mrow, const unsigned char *prow,
                     size_t count)
{
  const float *src = x;
  if (nb->scale) {
    nb->scale_fn(out, x, nb->s, count, nb->scale == 2);
    src = out;
  }
  if (mrow) nb->add(out, src, mrow, count);
  else if (src != out) memcpy(out, src, count * sizeof *out);
  if (prow) nb->select(out, out, prow, nb->fill, count);
}

/* count 16-bit elements (whole rows), a tile at a time in f32, each op rounded to the dtype. */
static void rows_lowp(const RcRowNb *nb, char *out, const char *x, const char *mrow, const unsigned char *prow,
                      size_t count)
{
  float t[TILE], b[TILE];
  RcElemType dt = nb->dt;
  size_t es = nb->esize;
  for (size_t i = 0; i < count; i += TILE) {
    size_t m = count - i < TILE ? count - i : TILE;
    rc_lowp_widen(dt, t, x + i * es, m);
    if (nb->scale) {
      nb->scale_fn(t, t, nb->s, m, nb->scale == 2);
      if (mrow) round_to(dt, t, m);
    }
    if (mrow) {
      rc_lowp_widen(dt, b, mrow + i * es, m);
      nb->add(t, t, b, m);
    }
    if (prow) nb->select(t, t, prow + i, nb->fill, m); /* fill is of dt: rounding keeps it */
    rc_lowp_narrow(dt, out + i * es, t, m);
  }
}

/* The mask row of row r of x. */
static size_t mask_row(const RcRowNb *nb, size_t r)
{
  return rc_kernel_mask_row(r, nb->mask_rows, nb->mask_rep, nb->mask_in, nb->mask_gap);
}

/* Rows whose mask rows follow one another (and every row, where no mask is read) are one
 * run, taken by each op in one call: the same elementwise ops on the same elements. */
void rc_row_nb_apply(const RcRowNb *nb, void *dst, const void *x, size_t r0, size_t m)
{
  size_t rb = nb->cols * nb->esize;
  bool masked = nb->mask || nb->pred;
  for (size_t j = 0, run; j < m; j += run) {
    size_t mr = masked ? mask_row(nb, r0 + j) : 0;
    run = 1;
    if (!masked) run = m - j;
    else
      while (j + run < m && mask_row(nb, r0 + j + run) == mr + run) run++;
    const char *mrow = nb->mask ? (const char *)nb->mask + mr * rb : NULL;
    const unsigned char *prow = nb->pred ? nb->pred + mr * nb->cols : NULL;
    const char *src = (const char *)x + j * rb;
    char *out = (char *)dst + j * rb;
    if (nb->dt == RC_ELEM_F32)
      rows_f32(nb, (float *)(void *)out, (const float *)(const void *)src, (const float *)(const void *)mrow, prow,
               run * nb->cols);
    else rows_lowp(nb, out, src, mrow, prow, run * nb->cols);
  }
}
