#!/usr/bin/env python3
"""An experiment, not the table in use (that is gelu_erf.py): R for the
default gelu_erf with c0 exact in f32 (no low part: one lookup less) and
degree 7 (one lookup and one FMA less), 3 vector instructions less per 16
lanes than the kernel's degree 8 with c0 = hi + lo.

Result (16:48 UTC, session 19, range sweep over every f32 x in
+-[2^-10, 14.5], all three ISAs identical): degree 7 reached 2.001 ULP at
x = -0x1.e6632ap+2 (one input over 2 ULP; the emulation below estimated
1.695 from a sample): not taken. Degree 8 with the exact c0 was estimated
at 1.603 ULP (the kernel's table: 1.648 estimated, 1.751 swept) but not
swept for lack of time; it saves one lookup (vpermps) per 16 lanes.

R(t) and its 8 slots are gelu_erf.py's. Degree DEG in u = t - m, m the
slot's expansion point (rmid).

c0 needs no low part: m is the f32 within +-20000 ulps of the slot's middle
whose R(m) is closest to an f32 (|R(m) - c0| ~ 1e-4 of an f32 ulp), and c0 =
that f32 is fixed; t - m stays exact (Sterbenz: m/2 <= t <= 2m) but in the
first slot, [0, 1/2), where its rounding (<= 2^-26 absolute) moves R by at
most 0.2 u (u = 2^-24 relative).

Needs numpy and scipy only (the project venv: build/venv/jax/bin/python),
and gelu_erf.py beside it (R, the slots, the emulation's shared steps),
double precision, far below the f32 coefficients' rounding: a relative
least-squares fit on Chebyshev nodes of the slot (with 2^-20 of margin: t + 1
may round across a slot boundary), the coefficients rounded to f32 one at a
time from c1 up, refitting the ones not yet rounded after each (so each later
coefficient absorbs the earlier ones' rounding). Prints C initialisers
(rmid, then row k = coefficient of u^k) and each slot's relative error of
the f32 polynomial (sampled). --check runs an f32 emulation of the kernel
(numpy; fma through f64, whose double rounding is rare and harmless for an
estimate) over a sample and prints the worst ULP error: an estimate only;
the judge is tools/dev/kernels-sweep over every f32 input.

Usage: gelu_erf_exact_c0.py [DEG] [--check]   (the kernel then computes
rt = u S(u) with a product where it adds c0 lo, and u = t - rmid[slot])
"""
import sys
import numpy as np

from gelu_erf import R, check_sample, exp_half_square, f32, finish, fma, hexf, nodes, round_up_from_c1, slots


def pick_mid(m):
    """The f32 near m whose R is closest to an f32: (m, that f32, distance in its ulps)."""
    ks = np.arange(-20000, 20001).astype(np.float64)
    mm = (float(f32(m)) + ks * float(np.spacing(f32(m)))).astype(f32).astype(np.float64)
    r = R(mm)
    rr = r.astype(f32)
    res = np.abs(r - rr.astype(np.float64)) / np.spacing(rr).astype(np.float64)
    i = int(np.argmin(res))
    return mm[i], float(rr[i]), res[i]


def fit_slot(lo, w, deg):
    m, c0, _ = pick_mid(lo + w / 2)
    a0, b0 = lo - m, lo + w - m
    u = nodes(a0, b0)
    y = R(m + u)
    fixed, _ = round_up_from_c1(u, y, 1 / y, deg, {0: c0})
    coefs = [f32(fixed[i]) for i in range(deg + 1)]
    uu = np.linspace(a0, b0, 20001)
    pv = sum(float(coefs[i]) * uu ** i for i in range(deg + 1))
    return m, coefs, np.max(np.abs(pv / R(m + uu) - 1))


def table(deg):
    mids, rows, errs = [None] * 8, [None] * 8, []
    for i, (lo, w) in enumerate(slots()):
        mids[i], rows[i], e = fit_slot(lo, w, deg)
        errs.append(e)
    return mids, rows, errs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    deg = int(args[0]) if args else 7
    mids, rows, errs = table(deg)
    print('/* 8 slots, degree %d; relative error of each slot\'s f32 polynomial: %s */'
          % (deg, ', '.join('%.2g' % e for e in errs)))
    print('static const float rmid[8] = {' + ', '.join(hexf(m) for m in mids) + '};')
    print('static const float rtab[%d][8] = {' % (deg + 1))
    for k in range(deg + 1):
        print('  {' + ', '.join(hexf(rows[i][k]) for i in range(8)) + '},')
    print('};')
    if '--check' in sys.argv:
        check(mids, rows, deg)


# ---- f32 emulation of the kernel (an estimate; kernels-sweep is the judge)
def kernel(x, mids, rows, deg):
    x = x.astype(f32)
    a = np.minimum(np.abs(x), f32(14.5))
    sp = a + f32(1)
    idx = (sp.view(np.uint32) >> 22) & 7
    u = a - np.array(mids, dtype=f32)[idx]
    p, nf = exp_half_square(a)
    tab = np.array(rows, dtype=f32).T  # tab[k][slot]
    rt = tab[deg][idx]
    for kk in range(deg - 1, 0, -1):
        rt = fma(rt, u, tab[kk][idx])
    rt = rt * u                          # u S(u)
    return finish(x, a, rt, tab[0][idx], p, nf)


def check(mids, rows, deg):
    check_sample(lambda xs: kernel(xs, mids, rows, deg), (-4.0, -1.5), 2_000_000)


if __name__ == '__main__':
    main()
