#!/usr/bin/env python3
"""Fit the coefficients of the fast tier's kernels (src/kernels/generic/fast.inc).

Near-minimax (Chebyshev) fits with mpmath, rounded to f32, printed as C
hex-float initialisers. The fast tier's bounds (src/fused/fast.def) are
checked over every f32 input by kernels-sweep --accuracy fast, not here.

    python3 fast.py [R_DEGREE] [E_DEGREE]
"""
import struct
import sys

import mpmath as mp

mp.mp.dps = 40


def f32(v):
    return struct.unpack('f', struct.pack('f', float(v)))[0]


def hexf(v):
    return float(f32(v)).hex().replace('0000000p', 'p') + 'f'


rdeg = int(sys.argv[1]) if len(sys.argv) > 1 else 5
edeg = int(sys.argv[2]) if len(sys.argv) > 2 else 4


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
