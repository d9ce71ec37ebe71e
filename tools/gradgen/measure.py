#!/usr/bin/env python3
"""Recall of `recompose opt` on the generated training graphs (tools/gradgen/gradgen.py),
forward and backward apart, and the near misses and unexpected ops it raises.

Usage: measure.py RECOMPOSE [--dir DIR] [--seed N] [-j N] [--misses] [--check]

Without --dir the set is generated into a temporary folder (that needs jax: run it with
the python of tools/py-env jax); with --dir only the standard library is used. One
`recompose opt --report` run over every file. Counted from the report's rewrites that
no later rewrite absorbed (no "absorbed_by"), each once per call site that runs it, as the
real corpus test counts (tests/real/test_real_corpus.py multiplicity(), imported from
there): a rewrite in a helper (an HLO `call` computation, a StableHLO private func.func)
counts once per call of that helper left in the optimized output, so a jax.nn helper
called twice (`chain`) and raised once in its body is raised at both call sites, each of
which now calls the fused op; a helper whose calls were all taken into rewrites counts 0;
the entry and a fusion body count once:
- fwd OP: min(raised OP, expected); bwd OP: min(raised OP_grad, expected) (a norm's dx);
  dscale: min(raised OP_grad_scale, expected) for the norms with a scale, shown apart.
- raised beyond the expected count of an op the program holds: `extra` (a remat
  recompute or an XLA-duplicated copy can be one), printed, not a failure;
- raised ops the program does not hold (other than an op nested in one it holds, e.g.
  the sigmoid of a silu, or the backward of such an op): `foreign`, printed; each is
  verified by recompose against the original, so it computes what the program does (an
  identity such as 0.5 D (1 + tanh(x/2)) = D sigmoid(x) inside a sigmoid's backward), but
  it is not the op the program was written with;
- a rewrite the report does not mark verified: `unverified`;
- a near miss raising an op it forbids: `near miss raised`;
- a forward spelled as the framework's own instruction (fwd_native) is not counted.
Prints recall per op, forward spelling, autodiff mode, dialect, element type, axis and
affine, each fwd and bwd, then the closing line

  gradgen: fwd H/N = P %; bwd H/N = P %; dscale H/N; near misses raised R/M; foreign F;
           unverified U; refused X

--misses lists every program part not raised. --check prints 'N passed, N failed' (a
file passes when it is read, raises no near miss and every rewrite is verified; one more
failure per recall below its floor MIN_FWD / MIN_BWD) and exits 1 on any failure.
"""
import argparse
import collections
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tests", "real"))
from opt_batch import run_opt  # noqa: E402
from test_real_corpus import call_sites, multiplicity  # noqa: E402  (the real corpus's convention)

# The floors --check asks for: about one point under the recall measured when they were
# last raised (fwd 98.7 %, bwd 99.2 %), so that recognition cannot fall back unseen; issue
# 25's target is 95 % backward. Raise them as recognition improves. Only here.
MIN_FWD = 0.98
MIN_BWD = 0.98

# inner ops raised inside an outer one's spelling: a step towards it, never false
NESTED = {"silu": ("sigmoid",), "quick_gelu": ("sigmoid",), "hardswish": ("hardsigmoid",),
          "gelu_erf": ("erf",), "gelu_tanh": ("tanh", "sigmoid"), "softplus": ("sigmoid",),
          "tanh": ("sigmoid",), "sigmoid": ("tanh",), "layer_norm": ("rms_norm",),
          "log_softmax": ("softmax",), "softmax": ("log_softmax",)}
AXES = ("op", "spelling", "mode", "dialect", "dt", "axis", "affine")



def raised(report, text_in, text_out):
    """op -> how many times the rewrites no later one absorbed run: once per call site of the
    function that holds each (text_in, text_out: the program before and after; without the
    output, once each)."""
    c = collections.Counter()
    sites_in = call_sites(text_in) if text_out is not None else {}
    sites_out = call_sites(text_out) if text_out is not None else {}
    memo = {}
    for w in report.get("rewrites", []):
        if "absorbed_by" not in w:
            c[w["op"]] += multiplicity(w.get("function"), sites_in, sites_out, memo) if text_out is not None else 1
    return c


def allowed(e):
    """The ops a raise of which is not false in file e."""
    held = set(e["fwd"]) | set(e["bwd"])
    ok = set()
    for op in held:
        ok |= {op, op + "_grad", op + "_grad_scale"}
        for inner in NESTED.get(op, ()):
            ok |= {inner, inner + "_grad", inner + "_grad_scale"}
    return ok


def measure(man, reports, texts=None):
    """reports: file -> report or None (refused); texts: file -> (program text, optimized
    output text or None), for the call-site count (without it: each rewrite once)."""
    tabs = {ax: collections.OrderedDict() for ax in AXES}
    tot = {"fwd": [0, 0], "bwd": [0, 0], "dscale": [0, 0]}
    misses, near_raised, false, extra, refused, unverified = [], [], [], [], [], []
    for e in man["files"]:
        rep = reports[e["file"]]
        if rep is None:
            refused.append(e["file"])
            continue
        c = raised(rep, *(texts or {}).get(e["file"], (None, None)))
        if any(not w.get("verified") for w in rep.get("rewrites", [])):
            unverified.append(e["file"])
        if e["near"]:
            hit = [op for op in e["forbid"] if c[op]]
            if hit:
                near_raised.append((e["file"], hit))
            continue
        ok = allowed(e)
        bad = sorted(op for op in c if op not in ok)
        if bad:
            false.append((e["file"], bad))
        parts = [("fwd", op, n, c[op]) for op, n in e["fwd"].items() if op not in e["fwd_native"]]
        parts += [("bwd", op, n, c[op + "_grad"]) for op, n in e["bwd"].items()]
        if e["dscale"]:
            parts.append(("dscale", e["op"], e["dscale"], c[e["op"] + "_grad_scale"]))
        for part, op, n, got in parts:
            h = min(n, got)
            tot[part][0] += h
            tot[part][1] += n
            if got > n:
                extra.append((e["file"], part, op, got - n))
            if h < n:
                misses.append((e["file"], part, op, n - h))
            if part == "dscale":
                continue
            for ax in AXES:
                key = e.get(ax) if ax != "op" else op
                if key is None:
                    continue
                t = tabs[ax].setdefault(str(key), {"fwd": [0, 0], "bwd": [0, 0]})
                t[part][0] += h
                t[part][1] += n
    return tabs, tot, misses, near_raised, false, extra, refused, unverified


def _pct(h, n):
    return "%5.1f %%" % (100.0 * h / n) if n else "    -  "


def _print_table(ax, rows):
    print("\nrecall per %s (fwd, bwd)" % ax)
    w = max([len(k) for k in rows] + [4])
    for k, t in rows.items():
        (fh, fn), (bh, bn) = t["fwd"], t["bwd"]
        print("  %-*s fwd %4d/%-4d %s   bwd %4d/%-4d %s" % (w, k, fh, fn, _pct(fh, fn), bh, bn, _pct(bh, bn)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("recompose")
    ap.add_argument("--dir", help="a folder gradgen.py wrote (default: generate one; needs jax)")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(HERE)))
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--misses", action="store_true", help="list every part not raised")
    ap.add_argument("--check", action="store_true", help="exit 1 on a failure (see above)")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        d = a.dir or os.path.join(tmp, "set")
        if not a.dir:
            sys.path.insert(0, HERE)
            import gradgen
            gradgen.generate(d, a.root, gradgen.DEFAULT_SEED if a.seed is None else a.seed)
        with open(os.path.join(d, "manifest.json")) as f:
            man = json.load(f)
        got, stderr = run_opt(a.recompose, d, tmp, [e["file"] for e in man["files"]], a.j, outputs=True)
        reports, texts = {}, {}
        for f, (rep, out) in got.items():
            reports[f] = rep
            with open(os.path.join(d, f), encoding="utf-8") as fh:
                texts[f] = (fh.read(), out)
    tabs, tot, misses, near_raised, false, extra, refused, unverified = measure(man, reports, texts)
    for ax in AXES:
        _print_table(ax, tabs[ax])
    if a.misses:
        print("\nnot raised (file: part op count)")
        for f, part, op, n in misses:
            print("  %s: %s %s %d" % (f, part, op, n))
    print("\nraised beyond the construction's count (extra): %d" % len(extra))
    for f, part, op, n in extra:
        print("  %s: %s %s +%d" % (f, part, op, n))
    print("\nforeign ops raised (verified, but not an op the program holds): %d" % len(false))
    for f, ops in false:
        print("  %s: %s" % (f, " ".join(ops)))
    print("\nnear misses raised: %d" % len(near_raised))
    for f, ops in near_raised:
        print("  %s: %s" % (f, " ".join(ops)))
    print("\nfiles with an unverified rewrite: %d" % len(unverified))
    for f in unverified:
        print("  " + f)
    if refused:
        print("\nrefused by recompose: %d" % len(refused))
        for f in refused:
            print("  " + f)
        print(stderr.rstrip())
    near = sum(1 for e in man["files"] if e["near"])
    (fh, fn), (bh, bn), (sh, sn) = tot["fwd"], tot["bwd"], tot["dscale"]
    print("\ngradgen: fwd %d/%d = %.1f %%; bwd %d/%d = %.1f %%; dscale %d/%d; "
          "near misses raised %d/%d; foreign %d; unverified %d; refused %d" % (
              fh, fn, 100.0 * fh / fn, bh, bn, 100.0 * bh / bn, sh, sn,
              len(near_raised), near, len(false), len(unverified), len(refused)))
    if a.check:
        failed = len(set(f for f, _ in near_raised) | set(unverified) | set(refused))
        passed = len(man["files"]) - failed
        for name, h, n, floor in (("fwd", fh, fn, MIN_FWD), ("bwd", bh, bn, MIN_BWD)):
            if h < floor * n:
                print("FAIL %s recall %.1f %% is below its floor %.1f %% (tools/gradgen/measure.py)" % (
                    name, 100.0 * h / n, 100.0 * floor))
                failed += 1
        print("%d passed, %d failed" % (passed, failed))
        sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
