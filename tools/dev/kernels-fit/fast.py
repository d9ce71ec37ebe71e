#!/usr/bin/env python3
"""Fit the coefficients of the fast tier's kernels (src/kernels/generic/fast.inc).

Near-minimax (Chebyshev) fits with mpmath, rounded to f32, printed as C
hex-float initialisers. The fast tier's bounds (src/fused/fast.def) are
checked over every f32 input by kernels-sweep --accuracy fast, not here.

    python3 fast.py [P_DEGREE] [--search-c]
"""
import math
import struct
import sys

import mpmath as mp

mp.mp.dps = 40


def f32(v):
    return struct.unpack('f', struct.pack('f', float(v)))[0]


def hexf(v):
    return float(f32(v)).hex().replace('0000000p', 'p') + 'f'


args = [a for a in sys.argv[1:] if not a.startswith('--')]
rdeg = int(args[0]) if len(args) > 0 else 6


# gelu_erf fast: p with p^2 = Phi(-a) (no exponential) on 8 slots i = round(a C) (C =
# GEF_C, exact in f32, h = 1/C = 0.853): slot 0 is a in [0, h/2], slot i in [1, 7] is
# a in [(i - 1/2) h, (i + 1/2) h], up to 7.5 h = 6.4: a is clamped to GEF_A, the f32 below
# 6.4, where a Phi(-a) < 2^-30.9 (the bound is absolute there). Degree rdeg in w = mid - a,
# mid = i h rounded to f32 (w is exact for i >= 1, Sterbenz; -a in slot 0), but for slot
# 7, whose mid is GEF_A and constant term 0: p is exactly 0 at the clamp, so that every x
# from -GEF_A down gives -0, as the default kernel does. Weighted least squares on
# Chebyshev nodes against the error the bound allows Phi(-a), 2^-20 max(a Phi(-a), 2^-10) / a
# (p's relative error counts twice in p^2).
GEF_C = mp.mpf(75) / 64
GEF_A = mp.mpf(float.fromhex('0x1.999998p+2'))


def Phi_m(a):
    return mp.erfc(a / mp.sqrt(2)) / 2


def allowed(a):
    return max(a * Phi_m(a), mp.mpf(2) ** -10) / a if a else Phi_m(a)


def slot_fit(lo, hi, mid, deg, k=2, co=None):
    """p(w) ~ Phi(mid - w)^(1/k) for a = mid - w in [lo, hi] (widened by 1e-4: a slot's
    rounding of a C may take a just beyond its end), coefficients in w, rounded to f32;
    co: the lowest ones, fixed."""
    slack = (hi - lo) * mp.mpf('0.0001')
    lo, hi = max(lo - slack, 0), hi + slack
    wc, wh = mid - (lo + hi) / 2, (hi - lo) / 2
    nodes = [mp.cos(mp.pi * (i + mp.mpf(1) / 2) / 64) for i in range(64)]
    ws, gs, wts = [], [], []
    for v in nodes:
        w = wc + v * wh
        g = Phi_m(mid - w) ** (mp.mpf(1) / k)
        ws.append(w)
        gs.append(g)
        wts.append(k * Phi_m(mid - w) / (allowed(mid - w) * g))  # g's relative error, k times, is Phi's
    # least squares in w for the coefficients not yet rounded, then the lowest of them
    # rounded to f32 (the others refit around it): rounding them all at once cost up to
    # 1.7 bits of the bound here, where c1 w is as large as c0
    co = list(co or [])
    for r in range(len(co), deg + 1):
        A = mp.matrix(len(ws), deg + 1 - r)
        b = mp.matrix(len(ws), 1)
        for i, w in enumerate(ws):
            for j in range(r, deg + 1):
                A[i, j - r] = wts[i] * w ** j
            b[i] = wts[i] * (gs[i] - sum(c * w ** j for j, c in enumerate(co)))
        co.append(f32(mp.lu_solve(A.T * A, A.T * b)[0]))
    worst = 0
    for i in range(401):
        a = lo + (hi - lo) * i / 400
        w = mid - a
        worst = max(worst, abs(sum(mp.mpf(c) * w ** j for j, c in enumerate(co)) ** k - Phi_m(a)) /
                    (allowed(a) * mp.mpf(2) ** -20))
    return co, worst


h = 1 / GEF_C
slots = []
worst = []
for i in range(8):
    lo, hi = max(i - mp.mpf(1) / 2, 0) * h, min((i + mp.mpf(1) / 2) * h, GEF_A)
    mid = mp.mpf(f32(i * h)) if i < 7 else GEF_A
    co, w = slot_fit(lo, hi, mid, rdeg, co=[0.0] if i == 7 else None)
    slots.append((mid, co))
    worst.append(w)


# At a = 0 (w = 0 in slot 0) the kernel's t = p^2 = c0^2 in f32 must not exceed Phi(0) =
# 1/2: the smallest subnormal x < 0 gives -2^-149 t, which rounds to -0 (as f(x) does) only
# for t <= 1/2. The constant term steps down by an ulp until it does (2^-24 relative).
co0 = slots[0][1]
while f32(mp.mpf(co0[0]) ** 2) > 0.5:
    co0[0] = struct.unpack('f', struct.pack('I', struct.unpack('I', struct.pack('f', co0[0]))[0] - 1))[0]

print('/* fast sqrt(Phi(-a)), degree %d: worst error per slot, of what the bound allows: %s */' %
      (rdeg, ', '.join('2^%.2f' % float(mp.log(w, 2)) for w in worst)))
print('/* GEF_C, GEF_A */ %s %s' % (hexf(GEF_C), hexf(GEF_A)))
print('/* gef_mid */\n{' + ', '.join(hexf(slots[i][0]) for i in range(8)) + '}')
for k in range(rdeg + 1):
    print('{' + ', '.join(hexf(slots[i][1][k]) for i in range(8)) + '},')


# The sigmoid family and tanh (fast.inc): 16 slots of 2^(j/16), e^r for |r| <= ln2/32.
def fit_abs(g, h, deg, weight):
    """Chebyshev fit of g on [-h, h] at degree deg, f32 coefficients, and the worst
    |p - g| * weight(t) sampled."""
    co = [f32(x) for x in reversed(mp.chebyfit(g, [-h, h], deg + 1))]
    worst = 0
    for i in range(4001):
        t = -h + 2 * h * i / 4000
        worst = max(worst, abs(sum(mp.mpf(k) * t ** j for j, k in enumerate(co)) - g(t)) * weight(t))
    return co, worst


def show(name, co, worst, what):
    print('/* %s: %s 2^%.1f */' % (name, what, float(mp.log(worst, 2))))
    print('{' + ', '.join(hexf(x) for x in co) + '}')


slack = mp.mpf('1.001')
# sigmoid, silu: e^t = 1 + t Q(t), |t| <= ln2/32; the error of e^t is |t| times Q's
h = mp.log(2) / 32 * slack
co, w = fit_abs(lambda t: mp.expm1(t) / t if t else mp.mpf(1), h, 2, lambda t: abs(t))
show('fx_q', co, w, 'absolute error in e^t')
# tanh: c e^(2t) = c + t Q(t), |t| <= ln2/64; Q's relative error (near 0 the numerator is t Q).
# c: the f32 in [1, 2) whose products c 2^(j/16), j = 1..15, round to f32 closest to exact,
# each rounding weighted by what the cancellation u - c e^(2t) makes of it at n = 0
# (1 / (1 - 2^(-(j - 1/2)/16))). The search over every f32 in [1, 2) takes minutes: --search-c.
def tanh_c_cost(c):
    w = 0.0
    for j in range(1, 16):
        v = c * 2.0 ** (j / 16)
        w = max(w, abs(f32(v) / v - 1) / (1 - 2.0 ** (-(j - 0.5) / 16)))
    return w


if '--search-c' in sys.argv:
    best = min((tanh_c_cost(1 + m / 2.0 ** 23), m) for m in range(1 << 23))
    tc = 1 + best[1] / 2.0 ** 23
else:
    tc = float.fromhex('0x1.c4eddep+0')
print('/* FX_TC: cancellation-weighted rounding of its table 2^%.1f */ %s' % (math.log2(tanh_c_cost(tc)), hexf(tc)))
print('/* fx_tt */\n{' + ', '.join(hexf(mp.mpf(tc) * mp.mpf(2) ** (mp.mpf(j) / 16)) for j in range(16)) + '}')
h = mp.log(2) / 64 * slack
g = lambda t: tc * mp.expm1(2 * t) / t if t else mp.mpf(2 * tc)
co, w = fit_abs(g, h, 2, lambda t: 1 / abs(g(t)))
show('fx_tq', co, w, 'relative error of Q')
# gelu_tanh, log2 units: 2^-r = 1 + r P(r), |r| <= 1/32
h = mp.mpf(1) / 32 * slack
co, w = fit_abs(lambda r: mp.expm1(-r * mp.log(2)) / r if r else -mp.log(2), h, 2, lambda r: abs(r))
show('fx_gp', co, w, 'absolute error in 2^-r')
# the table 2^(j/16) in f32
print('/* fx_tab */\n{' + ', '.join(hexf(mp.mpf(2) ** (mp.mpf(j) / 16)) for j in range(16)) + '}')
# gelu_tanh's y = x (A + B x^2) in log2 units: A2 = 2 sqrt(2/pi) log2 e, B2 = 0.044715 A2
A2 = 2 * mp.sqrt(2 / mp.pi) / mp.log(2)
print('/* FX_A2, FX_B2 */ %s %s' % (hexf(A2), hexf(mp.mpf('0.044715') * A2)))
