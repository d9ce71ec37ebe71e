#!/usr/bin/env python3
"""Fit the coefficients of the fast tier's kernels (src/kernels/generic/fast.inc).

Near-minimax (Chebyshev) fits with mpmath, rounded to f32, printed as C
hex-float initialisers. The fast tier's bounds (src/fused/fast.def) are
checked over every f32 input by kernels-sweep --accuracy fast, not here.

    python3 fast.py [R_DEGREE] [E_DEGREE] [--search-c]
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
rdeg = int(args[0]) if len(args) > 0 else 5
edeg = int(args[1]) if len(args) > 1 else 4


# gelu_erf fast: R(t) = e^(t^2/2) Phi(-t) on vmath.inc's 16 slots (t in [0, 1)
# by 1/4, [1, 3) by 1/2, [3, 7) by 1, [7, 15) by 2), degree rdeg in u = t - midpoint,
# the constant term in f32 (no lo row).
def R(t):
    return mp.exp(t * t / 2) * mp.erfc(t / mp.sqrt(2)) / 2


rows = [None] * 16
worst = 0
for e in range(4):
    for q in range(4):
        c = mp.mpf(2) ** e * (1 + mp.mpf(q) / 4) - 1
        w = mp.mpf(2) ** e / 4
        co, err = mp.chebyfit(lambda u: R(c + w / 2 + u), [-w / 2, w / 2], rdeg + 1, error=True)
        co = [f32(x) for x in reversed(co)]
        # error with the f32 coefficients, sampled
        for i in range(201):
            u = -w / 2 + w * i / 200
            p = sum(mp.mpf(k) * u ** j for j, k in enumerate(co))
            worst = max(worst, abs(p / R(c + w / 2 + u) - 1))
        rows[((e + 127) & 3) * 4 + q] = co
print('/* fast R, degree %d: worst relative error %.3g (2^%.1f) with f32 coefficients */' %
      (rdeg, float(worst), float(mp.log(worst, 2))))
for k in range(rdeg + 1):
    print('{' + ', '.join(hexf(rows[i][k]) for i in range(16)) + '},')

# e^(-v/2) = 1 + v P(v) for |v| <= ln 2 (+ slack for the reduction's roundings).
h = mp.log(2) * mp.mpf('1.0001')
P, _ = mp.chebyfit(lambda v: mp.expm1(-v / 2) / v if v != 0 else mp.mpf(-0.5), [-h, h], edeg, error=True)
P = [f32(x) for x in reversed(P)]
worst = 0
for i in range(2001):
    v = -h + 2 * h * i / 2000
    worst = max(worst, abs((1 + v * sum(mp.mpf(k) * v ** j for j, k in enumerate(P))) / mp.exp(-v / 2) - 1))
print('/* fast e^(-v/2) = 1 + v P(v), P degree %d: worst relative error %.3g (2^%.1f) */' %
      (edeg - 1, float(worst), float(mp.log(worst, 2))))
print('{' + ', '.join(hexf(x) for x in P) + '}')


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
