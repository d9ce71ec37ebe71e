/* Portable scalar backend of the 16-lane vector model: a V is 16 floats and
 * every op is a plain loop with the IEEE semantics of the x86 instruction it
 * stands for (fmaf for FMA, `a < b ? a : b` for min). The file including it
 * is compiled with -ffp-contract=off and no fast-math, so the compiler may
 * vectorize these loops but never change a result. */
#ifndef RC_KERNELS_SCALAR_VEC_H
#define RC_KERNELS_SCALAR_VEC_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define RC_ISA_SUFFIX scalar
/* Which model this is, for tuning that differs by ISA (0 scalar, 1 AVX2, 2 AVX-512):
 * the ISA instantiated, not the compiler's -m flags. */
#define RC_ISA_LEVEL 0

typedef struct { float f[16]; } V;
typedef struct { int32_t i[16]; } VI;
typedef struct { int32_t m[16]; } M;

#define LOOP for (int l = 0; l < 16; l++)

static inline V v_set(float a) { V r; LOOP r.f[l] = a; return r; }
static inline VI vi_set(int32_t a) { VI r; LOOP r.i[l] = a; return r; }
static inline V v_load(const float *p) { V r; memcpy(r.f, p, sizeof r.f); return r; }
static inline void v_store(float *p, V a) { memcpy(p, a.f, sizeof a.f); }
static inline void v_stream(float *p, V a) { v_store(p, a); }
static inline void v_stream_fence(void) {}
static inline V v_load_part(const float *p, size_t cnt, float fill)
{ V r; LOOP r.f[l] = fill; memcpy(r.f, p, cnt * sizeof(float)); return r; }
static inline void v_store_part(float *p, size_t cnt, V a) { memcpy(p, a.f, cnt * sizeof(float)); }

static inline V v_add(V a, V b) { V r; LOOP r.f[l] = a.f[l] + b.f[l]; return r; }
static inline V v_sub(V a, V b) { V r; LOOP r.f[l] = a.f[l] - b.f[l]; return r; }
static inline V v_mul(V a, V b) { V r; LOOP r.f[l] = a.f[l] * b.f[l]; return r; }
static inline V v_div(V a, V b) { V r; LOOP r.f[l] = a.f[l] / b.f[l]; return r; }
static inline V v_fma(V a, V b, V c) { V r; LOOP r.f[l] = fmaf(a.f[l], b.f[l], c.f[l]); return r; }
/* vfmsub / vfnmsub: a b - c and -(a b) - c with one rounding. */
static inline V v_fms(V a, V b, V c) { V r; LOOP r.f[l] = fmaf(a.f[l], b.f[l], -c.f[l]); return r; }
static inline V v_fnms(V a, V b, V c) { V r; LOOP r.f[l] = fmaf(-a.f[l], b.f[l], -c.f[l]); return r; }
static inline V v_sqrt(V a) { V r; LOOP r.f[l] = sqrtf(a.f[l]); return r; }
static inline V v_min(V a, V b) { V r; LOOP r.f[l] = a.f[l] < b.f[l] ? a.f[l] : b.f[l]; return r; }
static inline V v_max(V a, V b) { V r; LOOP r.f[l] = a.f[l] > b.f[l] ? a.f[l] : b.f[l]; return r; }
static inline VI v_asint(V a) { VI r; memcpy(r.i, a.f, sizeof r.i); return r; }
static inline V vi_asfloat(VI a) { V r; memcpy(r.f, a.i, sizeof r.f); return r; }
#define BITOP(name, op) \
  static inline V name(V a, V b) \
  { VI x = v_asint(a), y = v_asint(b); LOOP x.i[l] = x.i[l] op y.i[l]; return vi_asfloat(x); }
BITOP(v_and, &)
BITOP(v_or, |)
BITOP(v_xor, ^)
#undef BITOP

static inline M v_lt(V a, V b) { M r; LOOP r.m[l] = a.f[l] < b.f[l]; return r; }
static inline M v_le(V a, V b) { M r; LOOP r.m[l] = a.f[l] <= b.f[l]; return r; }
static inline M v_eq(V a, V b) { M r; LOOP r.m[l] = a.f[l] == b.f[l]; return r; }
static inline M v_isnan(V a) { M r; LOOP r.m[l] = a.f[l] != a.f[l]; return r; }
static inline V v_sel(M m, V a, V b) { V r; LOOP r.f[l] = m.m[l] ? a.f[l] : b.f[l]; return r; }

/* Integer lanes wrap like the hardware's (computed in uint32_t: no UB). */
static inline VI vi_add(VI a, VI b) { VI r; LOOP r.i[l] = (int32_t)((uint32_t)a.i[l] + (uint32_t)b.i[l]); return r; }
static inline VI vi_sub(VI a, VI b) { VI r; LOOP r.i[l] = (int32_t)((uint32_t)a.i[l] - (uint32_t)b.i[l]); return r; }
static inline VI vi_sll(VI a, int k) { VI r; LOOP r.i[l] = (int32_t)((uint32_t)a.i[l] << k); return r; }
static inline VI vi_srl(VI a, int k) { VI r; LOOP r.i[l] = (int32_t)((uint32_t)a.i[l] >> k); return r; }
static inline VI vi_sra(VI a, int k)
{ VI r; LOOP r.i[l] = a.i[l] < 0 ? (int32_t)~(~(uint32_t)a.i[l] >> k) : (int32_t)((uint32_t)a.i[l] >> k); return r; }
static inline V v_tab16(const float *t, VI idx) { V r; LOOP r.f[l] = t[idx.i[l] & 15]; return r; }
/* t[idx & 7] per lane: the low 3 bits pick, the others are ignored (as vpermps does). */
static inline V v_tab8(const float *t, VI idx) { V r; LOOP r.f[l] = t[idx.i[l] & 7]; return r; }
/* a * 2^n for integral n (as float): one rounding, like vscalefps. */
static inline V v_ldexp(V a, V n)
{
  V r;
  LOOP r.f[l] = n.f[l] != n.f[l] ? n.f[l] : ldexpf(a.f[l], (int)n.f[l]);
  return r;
}
static inline void v_to_array(V a, float out[16]) { memcpy(out, a.f, sizeof a.f); }
/* Whether any lane of m is set. */
static inline int m_any(M m) { int r = 0; LOOP r |= m.m[l] != 0; return r; }
/* Of p and q, each as blocks of 2w lanes (w = 8, 4, 2 or 1): *a gets the first w lanes of
 * every block, p's blocks then q's, *b the last w (the fold of several rows at once). */
static inline void v_unzip(V p, V q, int w, V *a, V *b)
{
  for (int k = 0; k < 8; k++) {
    int at = k / w * 2 * w + k % w;
    a->f[k] = p.f[at], b->f[k] = p.f[at + w];
    a->f[k + 8] = q.f[at], b->f[k + 8] = q.f[at + w];
  }
}

/* a * 2^floor(n) for floor(n) in [-252, 254], one rounding (vscalefps's
 * floor; sigmoid). A NaN n: AVX-512 returns it quieted (RC_VEC_SCALEF_NAN),
 * the other ISAs do not define the result (sigmoid's nan_fix replaces it). */
static inline V v_ldexp_floor(V a, V n)
{
  V r;
  LOOP r.f[l] = n.f[l] != n.f[l] ? n.f[l] : ldexpf(a.f[l], (int)floorf(n.f[l]));
  return r;
}

/* The lanes whose sign bit is set (-0 and negative NaNs included). */
static inline M v_signmask(V a) { M r; LOOP r.m[l] = signbit(a.f[l]) != 0; return r; }

/* acc[l] += (double)a_l + (double)b_l for the lanes l < cnt (cnt <= 16): the pair's sum, then
 * that added to acc. */
static inline void v_acc_f64(double *acc, V a, V b, size_t cnt)
{
  for (size_t l = 0; l < cnt; l++) acc[l] += (double)a.f[l] + (double)b.f[l];
}

#undef LOOP

#endif
