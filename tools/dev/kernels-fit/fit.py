#!/usr/bin/env python3
"""Fit the polynomial coefficients used by src/kernels/generic/vmath.inc.

Near-minimax (Chebyshev) fits with mpmath, rounded to f32, printed as C
hex-float initialisers. Rerun only when changing an approximation; the
kernels' accuracy tests (MPFR) are the judge, not this script.
"""
import struct
import mpmath as mp

mp.mp.dps = 40


def f32(v):
    return struct.unpack('f', struct.pack('f', float(v)))[0]


def hexf(v):
    return float(f32(v)).hex().replace('0000000p', 'p') + 'f'


def fit(f, a, b, deg, lo=False):
    c, err = mp.chebyfit(f, [a, b], deg + 1, error=True)
    r = [f32(x) for x in reversed(c)]   # low -> high
    if lo:   # also the f32 remainder of the constant term
        r.append(f32(c[-1] - mp.mpf(r[0])))
    return r, err


def show(name, coefs, err):
    print('/* %s: fit error %.3g */' % (name, float(err)))
    print('{' + ', '.join(hexf(x) for x in coefs) + '}')


# e^r = 1 + r + r^2 q(r), |r| <= ln2/2
h = mp.log(2) / 2
# degree 5 (degree 4, 0.19 ULP, took gelu_erf past 2 ULP)
q, e = fit(lambda r: (mp.expm1(r) - r) / r**2 if r != 0 else mp.mpf(0.5), -h, h, 5)
show('expm1 q', q, e)

# log1p(g) = g - g^2/2 + g^3 P(g), g in [sqrt(1/2)-1, sqrt(2)-1]
L, e = fit(lambda g: (mp.log1p(g) - g + g * g / 2) / g**3 if g != 0 else mp.mpf(1) / 3,
           mp.sqrt(0.5) - 1, mp.sqrt(2) - 1, 9)
show('log1p P(g)', L, e)

# R(t) = e^{t^2/2} Phi(-t) for t in [0, 15): 16 intervals whose widths grow
# with t, indexed by the exponent and top two mantissa bits of s = t + 1:
# s in [2^e, 2^(e+1)) split in quarters, e = 0..3, so t in [0, 1) by 1/4,
# [1, 3) by 1/2, [3, 7) by 1, [7, 15) by 2. Degree 6 in u = t - (midpoint);
# table slot = ((e + 127) & 3) * 4 + quarter (the bits the lookup uses).
def R(t):
    return mp.exp(t * t / 2) * mp.erfc(t / mp.sqrt(2)) / 2

deg = int(__import__('sys').argv[1]) if len(__import__('sys').argv) > 1 else 6
rows = [None] * 16
worst = 0
for e in range(4):
    for q in range(4):
        c = mp.mpf(2) ** e * (1 + mp.mpf(q) / 4) - 1
        w = mp.mpf(2) ** e / 4
        co, err = fit(lambda u: R(c + w / 2 + u), -w / 2, w / 2, deg, lo=True)
        worst = max(worst, err / R(c + w))
        rows[((e + 127) & 3) * 4 + q] = co
print('/* R tables, degree %d, worst relative fit error %.3g; last row = lo part of row 0 */' % (deg, float(worst)))
for k in range(deg + 2):
    print('{' + ', '.join(hexf(rows[i][k]) for i in range(16)) + '},')


# erf's table: tools/dev/kernels-fit/erf.py; sigmoid's constants: sigmoid.py.


# softmax's shifted loop (rows.inc): e^r = 1 + r q(r) for |r| <= ln2/32,
# widened to 0.0218 for the rounding of 16 log2 e at |x| <= 1024, and the
# table 2^(j/16). The error printed is that of 1 + r q with the f32
# coefficients (sampled), which is what the kernel evaluates.
h = mp.mpf('0.0218')
q2, _ = fit(lambda r: mp.expm1(r) / r if r != 0 else mp.mpf(1), -h, h, 2)
worst = max(abs((1 + t * sum(mp.mpf(c) * t ** i for i, c in enumerate(q2))) / mp.exp(t) - 1)
            for t in (-h + 2 * h * i / 2000 for i in range(2001)))
show('expm1_q2 (softmax)', q2, worst)
print('/* exp2_16 */')
print('{' + ', '.join(hexf(mp.mpf(2) ** (mp.mpf(j) / 16)) for j in range(16)) + '}')


# gelu_tanh (elementwise.inc): y2 = y log2(e) = x (A2 + B2 x^2) with
# A2 = 2 sqrt(2/pi) log2(e) and B2 = 0.044715 A2. A2 = GT_AH + GT_AL with
# GT_AH a multiple of 2^-20 (so that sh - GT_AH is exact for sh < 16), and
# B2 = GT_BH + GT_BL.
a2 = 2 * mp.sqrt(2 / mp.pi) / mp.log(2)
b2 = mp.mpf('0.044715') * a2
ah = mp.floor(a2 * 2**20 + mp.mpf(0.5)) / 2**20
bh = f32(b2)
print('/* gelu_tanh: GT_AH, GT_AL, GT_BH, GT_BL */')
print(', '.join(hexf(v) for v in (ah, a2 - ah, bh, b2 - mp.mpf(bh))))

# quick_gelu (elementwise.inc): y2 = 1.702 log2(e) x, 1.702 / ln 2 = QG_HI + QG_LO.
qg = mp.mpf('1.702') / mp.log(2)
print('/* quick_gelu: QG_HI, QG_LO */')
print(', '.join(hexf(v) for v in (qg, qg - mp.mpf(f32(qg)))))
