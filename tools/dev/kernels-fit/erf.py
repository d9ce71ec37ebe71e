#!/usr/bin/env python3
"""Fit erf_q, the table of op_erf in src/kernels/generic/elementwise.inc.

a = |x| clamped below 3.875; 16 intervals centred on k/4 (k = a rounded to
the nearest quarter, 0..15), u = a - k/4 in [-1/8, 1/8] ([0, 1/8] for k = 0):

    erf(a) = a c0 + u S(u),   S of degree 4,

c0 = erf(k/4)/(k/4) rounded to f32 (2/sqrt(pi) for k = 0), and S a
near-minimax (Chebyshev) fit of (D(u) - D(0))/u, D(u) = erf(a) - a c0, so
the only error at u = 0 is D(0) = k/4 (Q(k/4) - c0), the rounding of c0
(0 for k = 0, where S's constant term is Q(0) - c0 exactly). Rows: c0, then
S's coefficients s0..s4 (low to high), as C hex floats. Also prints, per
interval, the error of the f32 table evaluated exactly, in ULP of erf(a),
sampled; the kernel's sweep against the reference is the judge.
"""
import struct

import mpmath as mp

mp.mp.dps = 40
DEG = 4


def f32(v):
    return struct.unpack('f', struct.pack('f', float(v)))[0]


def hexf(v):
    return float(f32(v)).hex().replace('0000000p', 'p') + 'f'


def Q(a):
    return mp.erf(a) / a if a != 0 else 2 / mp.sqrt(mp.pi)


def ulp(y):
    return mp.mpf(2) ** (mp.floor(mp.log(y, 2)) - 23)


rows = [[0.0] * 16 for _ in range(DEG + 2)]
errs = []
for k in range(16):
    c = mp.mpf(k) / 4
    lo = mp.mpf(0) if k == 0 else mp.mpf(-1) / 8
    hi = mp.mpf(1) / 8
    c0 = f32(Q(c))

    def D(u, c=c, c0=c0):
        return mp.erf(c + u) - (c + u) * mp.mpf(c0)

    d0 = D(mp.mpf(0))

    def g(u, D=D, d0=d0):
        return (D(u) - d0) / u if u != 0 else mp.diff(D, 0)
    s = [f32(x) for x in reversed(mp.chebyfit(g, [lo, hi], DEG + 1))]
    worst = 0
    for i in range(1, 401):
        u = lo + (hi - lo) * i / 400
        S = mp.mpf(0)
        for sj in reversed(s):
            S = S * u + mp.mpf(sj)
        t = mp.erf(c + u)
        worst = max(worst, abs((c + u) * mp.mpf(c0) + u * S - t) / ulp(t))
    errs.append(worst)
    rows[0][k] = c0
    for j in range(DEG + 1):
        rows[j + 1][k] = s[j]
print('/* erf_q: error of the f32 table in ULP, per interval: %s */'
      % ' '.join('%.2f' % float(e) for e in errs))
for row in rows:
    print('{' + ', '.join(hexf(x) for x in row) + '},')
