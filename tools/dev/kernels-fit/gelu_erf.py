#!/usr/bin/env python3
"""Fit the tail factor R of the default gelu_erf kernel (elementwise.inc).

R(t) = e^(t^2/2) Phi(-t) = erfcx(t/sqrt 2)/2 for t in [0, 15): 8 slots whose
widths grow with t (R varies on a scale ~ 1/(t + 1)): s = t + 1 in
[2^e, 2^(e+1)), e = 0..3, split in halves, so t in [0, 1) by 1/2, [1, 3) by
1, [3, 7) by 2 and [7, 15) by 4. The slot is bits 22..24 of s (the low two
exponent bits and the top mantissa bit): slot = ((e + 127) & 3) * 2 + half,
so one 8-entry lookup (one vpermps on AVX2 as on AVX-512). Degree DEG in
u = t - midpoint; row k = coefficient of u^k, the last row the f32 remainder
of row 0 (c0 = hi + lo).

Needs numpy and scipy only (the project venv: build/venv/jax/bin/python),
double precision, which is far below the f32 coefficients' rounding: a
relative least-squares fit on Chebyshev nodes, then the coefficients rounded
to f32 one at a time from c1 up, refitting the ones not yet rounded after
each (so each later coefficient absorbs the earlier ones' rounding), c0 last
as hi + lo. The weights come from Lawson's iteration (reweighted least
squares towards the minimax relative error) on the unrounded fit. Prints C initialisers and each slot's relative error of the f32
polynomial (sampled). --check runs an f32 emulation of the kernel (numpy;
fma through f64, whose double rounding is rare and harmless for an estimate)
over a sample and prints the worst ULP error: an estimate only; the judge is
tools/dev/kernels-sweep over every f32 input. gelu_erf_exact_c0.py (a variant
that was tried) imports its fit and emulation steps.
"""
import sys
import numpy as np
from scipy.special import erfcx, erfc

DEG = 8
LAWSON = 0  # iterations of Lawson's reweighting (0: plain least squares, which made the table in use)
f32 = np.float32


def R(t):
    return erfcx(t / np.sqrt(2.0)) / 2


def slots():
    out = [None] * 8
    for e in range(4):
        for h in range(2):
            lo = 2.0 ** e * (1 + h / 2) - 1
            w = 2.0 ** e / 2
            out[((e + 127) & 3) * 2 + h] = (lo, w)
    return out


def nodes(a0, b0, n=400):
    """n Chebyshev nodes of [a0, b0] in u, a little past its ends (2^-20 of margin: t + 1 may
    round across a slot boundary)."""
    k = np.arange(n)
    return (a0 + b0) / 2 + np.cos(np.pi * (k + 0.5) / n) * (b0 - a0) / 2 * (1 + 2.0 ** -20)


def round_up_from_c1(u, y, wgt, deg, fixed):
    """The least-squares fit (weights wgt) of y by sum c_i u^i, i <= deg, with the coefficients
    in fixed given, and c1 up rounded to f32 one at a time, the ones not yet rounded refitted
    after each (so each later coefficient absorbs the earlier ones' rounding): (fixed with
    c1..c_deg added, c0's last fit or None where fixed gives it)."""
    fixed = dict(fixed)
    while True:
        free = [i for i in range(deg + 1) if i not in fixed]
        if not free:
            return fixed, None
        rhs = y - sum(fixed[i] * u ** i for i in fixed)
        A = np.stack([u ** i for i in free], 1) * wgt[:, None]
        c, *_ = np.linalg.lstsq(A, rhs * wgt, rcond=None)
        cd = dict(zip(free, c))
        rest = [i for i in free if i != 0]
        if not rest:
            return fixed, cd[0]
        fixed[rest[0]] = float(f32(cd[rest[0]]))


def fit_slot(lo, w, deg):
    m = lo + w / 2
    n = 400
    u = nodes(-w / 2, w / 2, n)
    y = R(m + u)
    # Lawson's iteration: reweighted least squares towards the minimax fit
    # of the relative error (the weights are kept for the f32 refits below)
    V = np.stack([u ** i for i in range(deg + 1)], 1)
    lw = np.ones(n) / n
    for _ in range(LAWSON):
        sw = np.sqrt(lw) / y
        c, *_ = np.linalg.lstsq(V * sw[:, None], y * sw, rcond=None)
        e = np.abs(V @ c / y - 1)
        lw = lw * e
        lw /= lw.sum()
    wgt = np.sqrt(lw) / y if LAWSON else 1 / y
    fixed, c0 = round_up_from_c1(u, y, wgt, deg, {})
    hi = f32(c0)  # c0 last, as hi + lo
    fixed[0] = float(hi)
    lo_ = f32(c0 - float(hi))
    coefs = [f32(fixed[i]) for i in range(deg + 1)] + [lo_]
    # error of the f32 polynomial (sampled, exact arithmetic)
    uu = np.linspace(-w / 2, w / 2, 20001)
    pv = sum(float(coefs[i]) * uu ** i for i in range(deg + 1)) + float(coefs[-1])
    err = np.max(np.abs(pv / R(m + uu) - 1))
    return coefs, err


def hexf(v):
    s = float(v).hex()
    mant, ex = s.split('p')
    mant = mant.rstrip('0')
    if mant.endswith('.'):
        mant += '0'
    return mant + 'p' + ex + 'f'


def table(deg=DEG):
    rows = [None] * 8
    errs = []
    for i, (lo, w) in enumerate(slots()):
        rows[i], e = fit_slot(lo, w, deg)
        errs.append(e)
    return rows, errs


def main():
    deg = DEG
    rows, errs = table(deg)
    print('/* R tables, 8 slots, degree %d; relative error of each slot\'s f32 polynomial: %s */'
          % (deg, ', '.join('%.2g' % e for e in errs)))
    print('/* rmid */')
    print('{' + ', '.join(hexf(lo + w / 2) for lo, w in slots()) + '};')
    for k in list(range(deg + 1)) + [deg + 1]:
        print('  {' + ', '.join(hexf(rows[i][k]) for i in range(8)) + '},')
    if '--check' in sys.argv:
        check(rows, deg)


# ---- f32 emulation of the kernel (an estimate; kernels-sweep is the judge)
def fma(a, b, c):
    return f32(np.float64(a) * np.float64(b) + np.float64(c))


EXP_Q4 = [f32(float.fromhex(h)) for h in ('0x1.p-1', '0x1.5554dep-3', '0x1.55551ap-5', '0x1.120b62p-7', '0x1.6d10fcp-10')]
LN2_HI = f32(float.fromhex('0x1.62e400p-1'))
LN2_LO = f32(float.fromhex('0x1.7f7d1cp-20'))
LOG2E = f32(float.fromhex('0x1.715476p+0'))
MAGIC = f32(float.fromhex('0x1.8p23'))


def exp_half_square(a):
    """e^(-a^2/2) as the kernel has it: (p, nf) with e^(-a^2/2) = 2^nf (1 + p)."""
    b = a * f32(-0.5)
    th = a * b
    tl = fma(a, b, -th)
    kf = fma(th, LOG2E, MAGIC)
    nf = kf - MAGIC
    r = fma(nf, -LN2_HI, th)
    r = r - fma(nf, LN2_LO, -tl)
    q = fma(EXP_Q4[4], r, EXP_Q4[3])
    for c in (2, 1, 0):
        q = fma(q, r, EXP_Q4[c])
    return fma(r * r, q, r), nf


def finish(x, a, rt, c0h, p, nf):
    """gelu(x) = max(0, x) - a R(a) e^(-a^2/2) from rt = R(a) - c0h and c0h, p and nf as
    exp_half_square gives them."""
    ah = a * c0h
    al = fma(a, c0h, -ah)
    y = fma(rt, p, rt)
    z = fma(a, y, al)
    w = fma(ah, p, z)
    qq = (ah + w).astype(np.float64) * np.exp2(nf.astype(np.float64))
    qq = qq.astype(f32)   # one rounding (subnormal results)
    return np.maximum(f32(-0.0), x) - qq


def kernel(x, rows, deg):
    x = x.astype(f32)
    a = np.minimum(np.abs(x), f32(14.5))
    sp = a + f32(1)
    bits = sp.view(np.uint32)
    idx = (bits >> 22) & 7
    mid = ((bits & np.uint32(0xffc00000)) | np.uint32(0x00200000)).view(f32)
    u = a - (mid - f32(1))
    p, nf = exp_half_square(a)
    tab = np.array(rows, dtype=f32).T  # tab[k][slot]
    rt = tab[deg][idx]
    for kk in range(deg - 1, 0, -1):
        rt = fma(rt, u, tab[kk][idx])
    rt = fma(rt, u, tab[deg + 1][idx])     # u S(u) + c0 lo
    return finish(x, a, rt, tab[0][idx], p, nf)


def ulp_of(r):
    a = np.abs(r)
    e = np.floor(np.log2(np.maximum(a, 2.0 ** -126)))
    return np.exp2(e - 23)


def check_sample(run, band, n, seed=1):
    """The worst ULP error of run(xs) over n random magnitudes of both signs and a band of
    2,000,000 evenly spaced inputs, overall and by range."""
    rng = np.random.default_rng(seed)
    mag = np.exp2(rng.uniform(-12, np.log2(14.6), n)).astype(f32)
    xs = np.concatenate([-mag, mag, np.linspace(band[0], band[1], 2_000_000, dtype=f32)])
    got = run(xs).astype(np.float64)
    xd = xs.astype(np.float64)
    ref = 0.5 * xd * erfc(-xd / np.sqrt(2.0))
    e = np.abs(got - ref) / ulp_of(ref)
    i = np.argmax(e)
    print('estimate: max %.3f ULP at x = %s (%.6g); over 1.9: %d, over 2: %d' %
          (e[i], float(xs[i]).hex(), xs[i], np.sum(e > 1.9), np.sum(e > 2)))
    for lo_, hi_ in ((-15, -4), (-4, -2), (-2, -1), (-1, 0), (0, 1), (1, 15)):
        s = (xd >= lo_) & (xd < hi_)
        print('  [%g, %g): max %.3f' % (lo_, hi_, e[s].max()))


def check(rows, deg):
    check_sample(lambda xs: kernel(xs, rows, deg), (-2.2, -1.5), 4_000_000)


if __name__ == '__main__':
    main()
