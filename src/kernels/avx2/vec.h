/* AVX2+FMA backend of the 16-lane vector model used by the generic kernels:
 * one V is a pair of ymm (lanes 0-7, 8-15), so tails, reductions and lane
 * order are those of the AVX-512 and scalar backends, bit for bit. */
#ifndef RC_KERNELS_AVX2_VEC_H
#define RC_KERNELS_AVX2_VEC_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define RC_ISA_SUFFIX avx2
/* Which model this is, for tuning that differs by ISA (0 scalar, 1 AVX2, 2 AVX-512):
 * the ISA instantiated, not the compiler's -m flags. */
#define RC_ISA_LEVEL 1
/* Schedule the elementwise loops before register allocation (generic/elementwise.inc). */
#define RC_EW_SCHEDULE 1

typedef struct { __m256 lo, hi; } V;
typedef struct { __m256i lo, hi; } VI;
typedef struct { __m256 lo, hi; } M;

#define V2(expr_lo, expr_hi) ((V){ (expr_lo), (expr_hi) })
#define VI2(expr_lo, expr_hi) ((VI){ (expr_lo), (expr_hi) })

static inline V v_set(float a) { __m256 x = _mm256_set1_ps(a); return V2(x, x); }
static inline VI vi_set(int32_t a) { __m256i x = _mm256_set1_epi32(a); return VI2(x, x); }
static inline V v_load(const float *p) { return V2(_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8)); }
static inline void v_store(float *p, V a) { _mm256_storeu_ps(p, a.lo); _mm256_storeu_ps(p + 8, a.hi); }
static inline void v_stream(float *p, V a) { _mm256_stream_ps(p, a.lo); _mm256_stream_ps(p + 8, a.hi); }
static inline void v_stream_fence(void) { _mm_sfence(); }
static inline V v_load_part(const float *p, size_t cnt, float fill)
{
  float b[16];
  for (int i = 0; i < 16; i++) b[i] = fill;
  memcpy(b, p, cnt * sizeof(float));
  return v_load(b);
}
static inline void v_store_part(float *p, size_t cnt, V a)
{
  float b[16];
  v_store(b, a);
  memcpy(p, b, cnt * sizeof(float));
}

#define OP2(name, intr) \
  static inline V name(V a, V b) { return V2(intr(a.lo, b.lo), intr(a.hi, b.hi)); }
OP2(v_add, _mm256_add_ps)
OP2(v_sub, _mm256_sub_ps)
OP2(v_mul, _mm256_mul_ps)
OP2(v_div, _mm256_div_ps)
OP2(v_min, _mm256_min_ps)
OP2(v_max, _mm256_max_ps)
OP2(v_and, _mm256_and_ps)
OP2(v_or, _mm256_or_ps)
OP2(v_xor, _mm256_xor_ps)
#undef OP2
static inline V v_fma(V a, V b, V c)
{ return V2(_mm256_fmadd_ps(a.lo, b.lo, c.lo), _mm256_fmadd_ps(a.hi, b.hi, c.hi)); }
static inline V v_fms(V a, V b, V c)
{ return V2(_mm256_fmsub_ps(a.lo, b.lo, c.lo), _mm256_fmsub_ps(a.hi, b.hi, c.hi)); }
static inline V v_fnms(V a, V b, V c)
{ return V2(_mm256_fnmsub_ps(a.lo, b.lo, c.lo), _mm256_fnmsub_ps(a.hi, b.hi, c.hi)); }
static inline V v_sqrt(V a) { return V2(_mm256_sqrt_ps(a.lo), _mm256_sqrt_ps(a.hi)); }

#define CMP(name, pred) \
  static inline M name(V a, V b) \
  { return (M){ _mm256_cmp_ps(a.lo, b.lo, pred), _mm256_cmp_ps(a.hi, b.hi, pred) }; }
CMP(v_lt, _CMP_LT_OQ)
CMP(v_le, _CMP_LE_OQ)
CMP(v_eq, _CMP_EQ_OQ)
#undef CMP
static inline M v_isnan(V a)
{ return (M){ _mm256_cmp_ps(a.lo, a.lo, _CMP_UNORD_Q), _mm256_cmp_ps(a.hi, a.hi, _CMP_UNORD_Q) }; }
static inline V v_sel(M m, V a, V b)
{ return V2(_mm256_blendv_ps(b.lo, a.lo, m.lo), _mm256_blendv_ps(b.hi, a.hi, m.hi)); }

static inline VI v_asint(V a) { return VI2(_mm256_castps_si256(a.lo), _mm256_castps_si256(a.hi)); }
static inline V vi_asfloat(VI a) { return V2(_mm256_castsi256_ps(a.lo), _mm256_castsi256_ps(a.hi)); }
static inline VI vi_add(VI a, VI b) { return VI2(_mm256_add_epi32(a.lo, b.lo), _mm256_add_epi32(a.hi, b.hi)); }
static inline VI vi_sub(VI a, VI b) { return VI2(_mm256_sub_epi32(a.lo, b.lo), _mm256_sub_epi32(a.hi, b.hi)); }
#define vi_sll(a, k) VI2(_mm256_slli_epi32((a).lo, (k)), _mm256_slli_epi32((a).hi, (k)))
#define vi_sra(a, k) VI2(_mm256_srai_epi32((a).lo, (k)), _mm256_srai_epi32((a).hi, (k)))
#define vi_srl(a, k) VI2(_mm256_srli_epi32((a).lo, (k)), _mm256_srli_epi32((a).hi, (k)))
static inline V v_tab16(const float *t, VI idx)
{
  __m256 t0 = _mm256_loadu_ps(t), t1 = _mm256_loadu_ps(t + 8);
  /* bit 3 of idx, moved to the sign bit, picks t0 or t1: t[idx & 15] */
  __m256 mlo = _mm256_castsi256_ps(_mm256_slli_epi32(idx.lo, 28));
  __m256 mhi = _mm256_castsi256_ps(_mm256_slli_epi32(idx.hi, 28));
  return V2(_mm256_blendv_ps(_mm256_permutevar8x32_ps(t0, idx.lo), _mm256_permutevar8x32_ps(t1, idx.lo), mlo),
            _mm256_blendv_ps(_mm256_permutevar8x32_ps(t0, idx.hi), _mm256_permutevar8x32_ps(t1, idx.hi), mhi));
}
/* The same lookup as t0[i] XOR ((t0 XOR t1)[i] AND m), m all ones where bit
 * 3 of idx is set: two vpermps, an AND and an XOR per ymm, where vblendvps
 * is 3 uops on Intel's Golden Cove cores (Sapphire Rapids). The same bits as
 * v_tab16 (a lookup is exact either way); used where a kernel's many lookups
 * share one idx (erf's and sigmoid's tables), so m's two shifts are computed once. */
#define RC_VEC_TAB16X 1
static inline V v_tab16x(const float *t, VI idx)
{
  __m256 t0 = _mm256_loadu_ps(t), t1 = _mm256_loadu_ps(t + 8), tx = _mm256_xor_ps(t0, t1);
  __m256 mlo = _mm256_castsi256_ps(_mm256_srai_epi32(_mm256_slli_epi32(idx.lo, 28), 31));
  __m256 mhi = _mm256_castsi256_ps(_mm256_srai_epi32(_mm256_slli_epi32(idx.hi, 28), 31));
  return V2(_mm256_xor_ps(_mm256_permutevar8x32_ps(t0, idx.lo),
                          _mm256_and_ps(_mm256_permutevar8x32_ps(tx, idx.lo), mlo)),
            _mm256_xor_ps(_mm256_permutevar8x32_ps(t0, idx.hi),
                          _mm256_and_ps(_mm256_permutevar8x32_ps(tx, idx.hi), mhi)));
}
/* t[idx & 7] per lane: one vpermps per ymm (it reads the low 3 bits of each index). */
static inline V v_tab8(const float *t, VI idx)
{
  __m256 t0 = _mm256_loadu_ps(t);
  return V2(_mm256_permutevar8x32_ps(t0, idx.lo), _mm256_permutevar8x32_ps(t0, idx.hi));
}
/* a * 2^n for integral n (as float) in [-252, 254]: one rounding (the first
 * product, by 2^(n>>1) >= 2^-126, is exact for the |a| ~ 1 callers pass). */
static inline __m256 ldexp8(__m256 a, __m256 n)
{
  __m256i k = _mm256_cvttps_epi32(n), k1 = _mm256_srai_epi32(k, 1), k2 = _mm256_sub_epi32(k, k1);
  __m256i b = _mm256_set1_epi32(127);
  __m256 s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(k1, b), 23));
  __m256 s2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(k2, b), 23));
  return _mm256_mul_ps(_mm256_mul_ps(a, s1), s2);
}
static inline V v_ldexp(V a, V n) { return V2(ldexp8(a.lo, n.lo), ldexp8(a.hi, n.hi)); }
static inline void v_to_array(V a, float out[16]) { v_store(out, a); }
/* Lanes [0, w) get a's lanes [w, 2w) (w = 8, 4, 2 or 1); the other lanes hold
 * anything (a fold's lanes it no longer reads): w < 8 moves within the low ymm. */
static inline V v_down(V a, int w)
{
  __m256 l = w == 8 ? a.hi
             : w == 4 ? _mm256_permute2f128_ps(a.lo, a.lo, 0x01)
             : w == 2 ? _mm256_permute_ps(a.lo, 0xee)
                      : _mm256_permute_ps(a.lo, 0xfd);
  return V2(l, l);
}
static inline float v_first(V a) { return _mm256_cvtss_f32(a.lo); }
/* Whether any lane of m is set. */
static inline int m_any(M m) { return _mm256_movemask_ps(_mm256_or_ps(m.lo, m.hi)) != 0; }
/* Of p and q, each as blocks of 2w lanes (w = 8, 4, 2 or 1): *a gets the first w lanes of
 * every block, p's blocks then q's, *b the last w (the fold of several rows at once): the
 * first w lanes of p's blocks are the 8 lanes of a.lo, q's those of a.hi. */
static inline void unzip8(V p, int w, __m256 *a, __m256 *b)
{
  if (w == 8) {
    *a = p.lo, *b = p.hi;
  } else if (w == 4) {
    *a = _mm256_permute2f128_ps(p.lo, p.hi, 0x20);
    *b = _mm256_permute2f128_ps(p.lo, p.hi, 0x31);
  } else { /* 2: lanes 0 1 4 5 (2 3 6 7) of each ymm; 1: lanes 0 2 4 6 (1 3 5 7); then 64-bit pairs 0 2 1 3 */
    __m256 x = w == 2 ? _mm256_shuffle_ps(p.lo, p.hi, 0x44) : _mm256_shuffle_ps(p.lo, p.hi, 0x88);
    __m256 y = w == 2 ? _mm256_shuffle_ps(p.lo, p.hi, 0xee) : _mm256_shuffle_ps(p.lo, p.hi, 0xdd);
    *a = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(x), 0xd8));
    *b = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(y), 0xd8));
  }
}
static inline void v_unzip(V p, V q, int w, V *a, V *b)
{
  unzip8(p, w, &a->lo, &b->lo);
  unzip8(q, w, &a->hi, &b->hi);
}

/* a * 2^floor(n) for floor(n) in [-252, 254], one rounding (vscalefps's
 * floor; sigmoid). A NaN n: AVX-512 returns it quieted (RC_VEC_SCALEF_NAN),
 * the other ISAs do not define the result (sigmoid's nan_fix replaces it). */
static inline V v_ldexp_floor(V a, V n)
{ return V2(ldexp8(a.lo, _mm256_floor_ps(n.lo)), ldexp8(a.hi, _mm256_floor_ps(n.hi))); }

/* The lanes whose sign bit is set (-0 and
 * negative NaNs included), as a full mask: one arithmetic shift per half. */
static inline M v_signmask(V a)
{
  return (M){ _mm256_castsi256_ps(_mm256_srai_epi32(_mm256_castps_si256(a.lo), 31)),
              _mm256_castsi256_ps(_mm256_srai_epi32(_mm256_castps_si256(a.hi), 31)) };
}

/* a + b lane by lane with a as the first source (a NaN in both: a's, quieted), as the scalar
 * model's C compiles; the compiler may swap a commutative intrinsic's operands. */
static inline __m256d add_pd_first(__m256d a, __m256d b)
{
  __m256d r;
  __asm__("vaddpd %2, %1, %0" : "=x"(r) : "x"(a), "x"(b));
  return r;
}

/* acc[l] += (double)a_l + (double)b_l for the lanes l < cnt (cnt <= 16), as scalar/vec.h's:
 * four 4-lane quarters, widened exactly, lanes past cnt neither read nor written. */
static inline void v_acc_f64(double *acc, V a, V b, size_t cnt)
{
  __m128 qa[4] = {_mm256_castps256_ps128(a.lo), _mm256_extractf128_ps(a.lo, 1), _mm256_castps256_ps128(a.hi),
                  _mm256_extractf128_ps(a.hi, 1)};
  __m128 qb[4] = {_mm256_castps256_ps128(b.lo), _mm256_extractf128_ps(b.lo, 1), _mm256_castps256_ps128(b.hi),
                  _mm256_extractf128_ps(b.hi, 1)};
  for (size_t q = 0; q < 4 && 4 * q < cnt; q++) {
    __m256d t = add_pd_first(_mm256_cvtps_pd(qa[q]), _mm256_cvtps_pd(qb[q]));
    double *p = acc + 4 * q;
    if (cnt - 4 * q >= 4) {
      _mm256_storeu_pd(p, add_pd_first(t, _mm256_loadu_pd(p)));
    } else {
      __m256i m = _mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)(cnt - 4 * q)), _mm256_set_epi64x(3, 2, 1, 0));
      _mm256_maskstore_pd(p, m, add_pd_first(t, _mm256_maskload_pd(p, m)));
    }
  }
}

#endif
