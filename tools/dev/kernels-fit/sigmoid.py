#!/usr/bin/env python3
"""Constants of op_sigmoid (src/kernels/generic/elementwise.inc).

sigmoid(x) = u / (u + c e^-r) with x = (n + j/16) ln2 + d_j + r and
u = 2^n T_j, T_j = c 2^(j/16) rounded to 18 significant bits, c = 1.75;
d_j = ln(T_j / c) - j ln2/16 (f32) makes u e^r / c = e^x exactly, so the
numerator u carries no table rounding. c e^-r = c + rt Q(rt), rt = -r,
Q(rt) ~ c (e^rt - 1)/rt of degree 2, near-minimax (Chebyshev) with mpmath on
|rt| <= ln2/32 + max |d_j| + 1e-5 (the reduction's own slack).
Rerun only when changing the approximation; the MPFR tests are the judge.
"""
import struct
import mpmath as mp

mp.mp.dps = 40
C = mp.mpf('1.75')
K = 18


def f32(v):
    return struct.unpack('f', struct.pack('f', float(v)))[0]


def hexf(v):
    return float(f32(v)).hex().replace('0000000p', 'p') + 'f'


ln2 = mp.log(2)
T = []
for j in range(16):
    t = C * mp.mpf(2) ** (mp.mpf(j) / 16)
    e = mp.floor(mp.log(t, 2))
    sc = mp.mpf(2) ** (K - 1 - e)
    T.append(mp.floor(t * sc + mp.mpf(0.5)) / sc)
D = [f32(mp.log(T[j] / C) - j * ln2 / 16) for j in range(16)]
print('/* T_j = c 2^(j/16), %d bits */' % K)
print('{' + ', '.join(hexf(t) for t in T) + '}')
print('/* d_j = ln(T_j / c) - j ln2/16, max |d_j| = %.3g */' % max(abs(d) for d in D))
print('{' + ', '.join(hexf(d) for d in D) + '}')

h = ln2 / 32 + max(abs(d) for d in D) + mp.mpf('1e-5')
c, err = mp.chebyfit(lambda r: C * mp.expm1(r) / r if r != 0 else C, [-h, h], 3, error=True)
q = [f32(x) for x in reversed(c)]
worst = 0
for i in range(4001):
    r = -h + 2 * h * i / 4000
    v = r * (mp.mpf(q[0]) + r * (mp.mpf(q[1]) + r * mp.mpf(q[2])))
    worst = max(worst, abs(v - C * mp.expm1(r)))
print('/* Q: |rt Q(rt) - c (e^rt - 1)| <= %.3g (%.3f u of c, u = 2^-24) on |rt| <= %.6f */'
      % (float(worst), float(worst / C * 2**24), float(h)))
print('{' + ', '.join(hexf(x) for x in q) + '}')
print('/* ln2 = L2H + L2L */ %s %s' % (hexf(ln2), hexf(ln2 - mp.mpf(f32(ln2)))))
