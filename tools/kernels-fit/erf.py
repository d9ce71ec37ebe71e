#!/usr/bin/env python3
"""Fit erf_q, the table of op_erf in src/kernels/generic/elementwise.inc.

erf(a) = a Q(a) for 0 <= a <= 4 (a = |x| clamped to 4): 16 intervals
centred on k/4, k = 0..15 (the index is a rounded to the nearest quarter),
degree DEG in u = a - k/4 fitting Q(a) = erf(a)/a. Interval 0 is [0, 1/8]
(a >= 0); interval 15 is [3.625, 4], because the index is capped at 15 and
a at 4. Near-minimax (Chebyshev) fits with mpmath, rounded to f32, printed
as C hex floats, row j = coefficient of u^j. Also prints, per interval, the
relative error of the f32 polynomial evaluated exactly, in units of 2^-24,
sampled. The kernel's sweep against the reference is the judge.

usage: erf.py [DEG]   (default 5)
"""
import struct
import sys

import mpmath as mp

mp.mp.dps = 40


def f32(v):
    return struct.unpack('f', struct.pack('f', float(v)))[0]


def hexf(v):
    return float(f32(v)).hex().replace('0000000p', 'p') + 'f'


def Q(a):
    return mp.erf(a) / a if a != 0 else 2 / mp.sqrt(mp.pi)


deg = int(sys.argv[1]) if len(sys.argv) > 1 else 5
rows = [[0.0] * 16 for _ in range(deg + 1)]
errs = []
for k in range(16):
    c = mp.mpf(k) / 4
    lo = mp.mpf(0) if k == 0 else mp.mpf(-1) / 8
    hi = mp.mpf(1) / 4 if k == 15 else mp.mpf(1) / 8
    co = mp.chebyfit(lambda u, c=c: Q(c + u), [lo, hi], deg + 1)
    co = [f32(x) for x in reversed(co)]            # low -> high
    worst = 0
    for i in range(401):
        u = lo + (hi - lo) * i / 400
        p = mp.mpf(0)
        for cj in reversed(co):
            p = p * u + mp.mpf(cj)
        worst = max(worst, abs(p / Q(c + u) - 1) * 2 ** 24)
    errs.append(worst)
    for j in range(deg + 1):
        rows[j][k] = co[j]
print('/* erf_q, degree %d: relative error of the f32 polynomials (units of 2^-24),'
      ' per interval: %s */' % (deg, ' '.join('%.2f' % float(e) for e in errs)))
for row in rows:
    print('{' + ', '.join(hexf(x) for x in row) + '},')
