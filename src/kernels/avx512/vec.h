/* AVX-512 (F/DQ/BW/VL) backend of the 16-lane vector model used by the
 * generic kernels in src/kernels/generic/. One V is one zmm. Every op here
 * has exactly the IEEE semantics of its twin in scalar/vec.h and
 * avx2/vec.h (min/max pick the second operand when unordered), which is
 * what makes all ISAs bit-identical. */
#ifndef RC_KERNELS_AVX512_VEC_H
#define RC_KERNELS_AVX512_VEC_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#define RC_ISA_SUFFIX avx512
/* Which model this is, for tuning that differs by ISA (0 scalar, 1 AVX2, 2 AVX-512):
 * the ISA instantiated, not the compiler's -m flags. */
#define RC_ISA_LEVEL 2
/* Vectors per block of the elementwise loop (generic/elementwise.inc). */
#define RC_EW_UNROLL 4
/* Schedule the elementwise loops before register allocation (generic/elementwise.inc). */
#define RC_EW_SCHEDULE 1

typedef __m512 V;
typedef __m512i VI;
typedef __mmask16 M;

static inline V v_set(float a) { return _mm512_set1_ps(a); }
static inline VI vi_set(int32_t a) { return _mm512_set1_epi32(a); }
static inline V v_load(const float *p) { return _mm512_loadu_ps(p); }
static inline void v_store(float *p, V a) { _mm512_storeu_ps(p, a); }
static inline void v_stream(float *p, V a) { _mm512_stream_ps(p, a); }
static inline void v_stream_fence(void) { _mm_sfence(); }
static inline M m_first(size_t cnt) { return (M)((1u << cnt) - 1u); }
/* Lanes [0, cnt) from p, the rest = fill. cnt < 16. */
static inline V v_load_part(const float *p, size_t cnt, float fill)
{ return _mm512_mask_loadu_ps(_mm512_set1_ps(fill), m_first(cnt), p); }
static inline void v_store_part(float *p, size_t cnt, V a)
{ _mm512_mask_storeu_ps(p, m_first(cnt), a); }

static inline V v_add(V a, V b) { return _mm512_add_ps(a, b); }
static inline V v_sub(V a, V b) { return _mm512_sub_ps(a, b); }
static inline V v_mul(V a, V b) { return _mm512_mul_ps(a, b); }
static inline V v_div(V a, V b) { return _mm512_div_ps(a, b); }
static inline V v_fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
/* a b - c and -(a b) - c, one rounding (exactly fma(a, b, -c), fma(-a, b, -c)). */
static inline V v_fms(V a, V b, V c) { return _mm512_fmsub_ps(a, b, c); }
static inline V v_fnms(V a, V b, V c) { return _mm512_fnmsub_ps(a, b, c); }
static inline V v_sqrt(V a) { return _mm512_sqrt_ps(a); }
static inline V v_min(V a, V b) { return _mm512_min_ps(a, b); }
/* One-instruction forms of vmath.inc's v_clamp_sym, v_negabs_min, v_add_if,
 * v_fix_nan, v_fix_nan_ninf and v_frac4 (same results, but for v_clamp_sym's
 * NaN lanes and v_frac4 outside its domain: below). */
#define RC_VEC_NATIVE_FIXUP 1
/* x clamped to [-c, c] (c > 0): one vrangeps (imm 2: the smaller magnitude
 * of x and c, with the sign of x). A NaN x gives c here but stays NaN in the
 * other ISAs: callers must not let a NaN lane's value through (the sigmoid
 * family replaces it at the end). */
static inline V v_clamp_sym(V x, float c) { return _mm512_range_ps(x, _mm512_set1_ps(c), 0x2); }
/* -min(|x|, c) (c > 0): one vrangeps (imm 0xe: the smaller magnitude, sign
 * set). A NaN x gives -c, as the generic form does. */
static inline V v_negabs_min(V x, float c) { return _mm512_range_ps(x, _mm512_set1_ps(c), 0xe); }
static inline V v_max(V a, V b) { return _mm512_max_ps(a, b); }
static inline V v_and(V a, V b) { return _mm512_and_ps(a, b); }
static inline V v_or(V a, V b) { return _mm512_or_ps(a, b); }
static inline V v_xor(V a, V b) { return _mm512_xor_ps(a, b); }

static inline M v_lt(V a, V b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
static inline M v_le(V a, V b) { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
static inline M v_eq(V a, V b) { return _mm512_cmp_ps_mask(a, b, _CMP_EQ_OQ); }
static inline M v_isnan(V a) { return _mm512_cmp_ps_mask(a, a, _CMP_UNORD_Q); }
/* m ? a : b, lane by lane. */
static inline V v_sel(M m, V a, V b) { return _mm512_mask_blend_ps(m, b, a); }

/* m ? a + b : a, lane by lane (one masked add). */
static inline V v_add_if(M m, V a, V b) { return _mm512_mask_add_ps(a, m, a, b); }
static inline VI v_asint(V a) { return _mm512_castps_si512(a); }
static inline V vi_asfloat(VI a) { return _mm512_castsi512_ps(a); }
static inline VI vi_add(VI a, VI b) { return _mm512_add_epi32(a, b); }
static inline VI vi_sub(VI a, VI b) { return _mm512_sub_epi32(a, b); }
#define vi_sll(a, k) _mm512_slli_epi32((a), (k))
#define vi_sra(a, k) _mm512_srai_epi32((a), (k))
#define vi_srl(a, k) _mm512_srli_epi32((a), (k))
/* t[idx] per lane, idx in [0, 15]. */
static inline V v_tab16(const float *t, VI idx)
{ return _mm512_permutexvar_ps(idx, _mm512_loadu_ps(t)); }
/* t[idx & 7] per lane: one vpermps over the 8 entries twice (it reads the low 4 bits). */
static inline V v_tab8(const float *t, VI idx)
{ return _mm512_permutexvar_ps(idx, _mm512_broadcast_f32x8(_mm256_loadu_ps(t))); }
/* a * 2^n for integral n (as float) in [-252, 254]: one rounding. */
static inline V v_ldexp(V a, V n) { return _mm512_scalef_ps(a, n); }
static inline void v_to_array(V a, float out[16]) { _mm512_storeu_ps(out, a); }
/* Lanes [0, w) get a's lanes [w, 2w) (w = 8, 4, 2 or 1); the other lanes hold
 * anything (a fold's lanes it no longer reads). One vpermps. */
static inline V v_down(V a, int w)
{
  __m512i idx = _mm512_and_si512(_mm512_add_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                                                  _mm512_set1_epi32(w)), _mm512_set1_epi32(15));
  return _mm512_permutexvar_ps(idx, a);
}
static inline float v_first(V a) { return _mm512_cvtss_f32(a); }
/* Whether any lane of m is set. */
static inline int m_any(M m) { return m != 0; }
/* Of p and q, each as blocks of 2w lanes (w = 8, 4, 2 or 1): *a gets the first w lanes of
 * every block, p's blocks then q's, *b the last w (the fold of several rows at once). */
static inline void v_unzip(V p, V q, int w, V *a, V *b)
{
  static const int32_t idx[8][16] = { /* per w = 8, 4, 2, 1: a's lanes, b's (q's lanes are 16 on) */
    {0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23},
    {8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31},
    {0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27},
    {4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31},
    {0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29},
    {2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27, 30, 31},
    {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30},
    {1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31},
  };
  int t = w == 8 ? 0 : w == 4 ? 2 : w == 2 ? 4 : 6;
  *a = _mm512_permutex2var_ps(p, _mm512_loadu_si512(idx[t]), q);
  *b = _mm512_permutex2var_ps(p, _mm512_loadu_si512(idx[t + 1]), q);
}
/* isnan(x) ? x + x : y, and x > -inf ? y : x - x, as in the other ISAs, by
 * one vfixupimmps each: the table maps the QNaN and SNaN classes of x to
 * QNaN(x) (= x + x) and, for the second, -inf to the default NaN (= -inf -
 * -inf); every other class keeps y. */
static inline V v_fix_nan(V x, V y) { return _mm512_fixupimm_ps(y, x, _mm512_set1_epi32(0x22), 0); }
static inline V v_fix_nan_ninf(V x, V y) { return _mm512_fixupimm_ps(y, x, _mm512_set1_epi32(0x30022), 0); }

/* a - round(4a)/4 (ties to even), exactly, for a in [+0, 2^20) or NaN (erf's
 * domain): 3 2^20 (0x1.8p21) has ulp 1/4 there. Outside it (-0, +-inf,
 * |a| >= 2^20) the ISAs differ. vreduceps on AVX-512. */
static inline V v_frac4(V a) { return _mm512_reduce_ps(a, (2 << 4) | _MM_FROUND_TO_NEAREST_INT); }
/* a * 2^floor(n) for floor(n) in [-252, 254], one rounding (vscalefps's
 * floor; sigmoid). A NaN n: AVX-512 returns it quieted (RC_VEC_SCALEF_NAN),
 * the other ISAs do not define the result (sigmoid's nan_fix replaces it). */
static inline V v_ldexp_floor(V a, V n) { return _mm512_scalef_ps(a, n); }
/* vscalefps returns a NaN n (quieted) as is: op_sigmoid counts on it. */
#define RC_VEC_SCALEF_NAN 1

/* The lanes whose sign bit is set (-0 and
 * negative NaNs included), as a mask: one vpmovd2m (not a vcmpps). */
static inline M v_signmask(V a) { return _mm512_movepi32_mask(_mm512_castps_si512(a)); }

/* a + b lane by lane with a as the first source (a NaN in both: a's, quieted), as the scalar
 * model's C compiles; the compiler may swap a commutative intrinsic's operands. */
static inline __m512d add_pd_first(__m512d a, __m512d b)
{
  __m512d r;
  __asm__("vaddpd %2, %1, %0" : "=v"(r) : "v"(a), "v"(b));
  return r;
}

/* acc[l] += (double)a_l + (double)b_l for the lanes l < cnt (cnt <= 16), as scalar/vec.h's:
 * two 8-lane halves, widened exactly, lanes past cnt neither read nor written. */
static inline void v_acc_f64(double *acc, V a, V b, size_t cnt)
{
  __m512d lo = add_pd_first(_mm512_cvtps_pd(_mm512_castps512_ps256(a)), _mm512_cvtps_pd(_mm512_castps512_ps256(b)));
  __m512d hi = add_pd_first(_mm512_cvtps_pd(_mm512_extractf32x8_ps(a, 1)), _mm512_cvtps_pd(_mm512_extractf32x8_ps(b, 1)));
  __mmask8 m0 = cnt >= 8 ? 0xff : (__mmask8)((1u << cnt) - 1u), m1 = cnt >= 16 ? 0xff : cnt > 8 ? (__mmask8)((1u << (cnt - 8)) - 1u) : 0;
  _mm512_mask_storeu_pd(acc, m0, add_pd_first(lo, _mm512_maskz_loadu_pd(m0, acc)));
  _mm512_mask_storeu_pd(acc + 8, m1, add_pd_first(hi, _mm512_maskz_loadu_pd(m1, acc + 8)));
}

#endif
