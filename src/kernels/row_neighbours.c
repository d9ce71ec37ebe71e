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
  if (mrow) {
    nb->add(out, src, mrow, count);
    src = out;
  }
  if (prow) nb->select(out, src, prow, nb->fill, count); /* reads x itself where nothing came before */
  else if (src != out) memcpy(out, src, count * sizeof *out);
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

/* Of the left rows from row r on (mask row mr), how many read mask rows mr, mr + 1, ...: one
 * with mask_rep > 1 (rows share a mask row); else up to the end of the mask's rows (the
 * modulus mask_rows) and, with mask_gap > 1, of the run of mask_in rows (rc_kernel_mask_row:
 * r / (in gap) in + r % in, whose mask_rows is a multiple of in). */
static size_t mask_run(const RcRowNb *nb, size_t r, size_t mr, size_t left)
{
  if (nb->mask_rep > 1) return 1;
  size_t run = nb->mask_rows > mr ? nb->mask_rows - mr : 1; /* never 0: the caller's loop moves on */
  if (nb->mask_gap > 1 && nb->mask_in - r % nb->mask_in < run) run = nb->mask_in - r % nb->mask_in;
  return run < left ? run : left;
}

/* Rows whose mask rows follow one another (and every row, where no mask is read) are one
 * run, taken by each op in one call: the same elementwise ops on the same elements. */
void rc_row_nb_apply(const RcRowNb *nb, void *dst, const void *x, size_t r0, size_t m)
{
  size_t rb = nb->cols * nb->esize;
  bool masked = nb->mask || nb->pred;
  for (size_t j = 0, run; j < m; j += run) {
    size_t mr = masked ? rc_kernel_mask_row(r0 + j, nb->mask_rows, nb->mask_rep, nb->mask_in, nb->mask_gap) : 0;
    run = masked ? mask_run(nb, r0 + j, mr, m - j) : m - j;
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
