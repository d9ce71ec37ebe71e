#!/usr/bin/env python3
"""Write the Markdown summary of a recorded differential run.

    summarize.py --run hlo=DIR --run stablehlo=DIR [--recheck hlo=FILE ...]
                 [--note TEXT] > tools/diff/SUMMARY.md

DIR is a diff.py --out folder (summary.json, classes.jsonl); a recheck FILE is
the recheck.json that diff.py --recheck wrote for the classes an earlier run
found, evaluated again with the build under test.
"""
import argparse
import json
import pathlib
import subprocess
import sys

ORDER = ["agree-accept", "agree-refuse", "print", "xla-refuses/recompose-accepts",
         "xla-accepts/recompose-refuses", "recompose-crash", "recompose-timeout",
         "recompose-unlocated", "no-oracle", "no-oracle-rederived"]


def pct(a, b):
    return f"{100.0 * a / b:.1f} %" if b else "-"


def versions():
    try:
        out = subprocess.run([sys.executable, "-c",
                              "import jax, jaxlib; print(jax.__version__, jaxlib.__version__)"],
                             capture_output=True, text=True, timeout=120).stdout.split()
        return {"jax": out[0], "jaxlib": out[1]}
    except Exception:
        return {}


def section(fmt, s, recheck):
    out = [f"## {fmt}", ""]
    out.append(f"Command: `{s.get('command', '')}`  ")
    out.append(f"Seed {s['seed']}; {s.get('seconds_total', '?')} s in all "
               f"({s.get('seconds_originals', '?')} s for the unmutated inputs); "
               f"{s['mutants']} mutants from {s.get('bases', '?')} bases (the unmutated inputs "
               f"XLA accepts, up to 48 KiB); oracle process restarts: {s.get('oracle_crashes', 0)}.")
    out.append("")
    out += ["### Inputs per source (unmutated; a text met twice is checked once)", "",
            "| source | inputs | distinct | " + " | ".join(o for o in ORDER) + " |",
            "|---|---|---|" + "---|" * len(ORDER)]
    uniq = s.get("unique_inputs_per_source", {})
    for src, n in sorted(s.get("inputs_per_source", {}).items()):
        row = s["by_source"].get(src, {})
        out.append(f"| {src} | {n} | {uniq.get(src, n)} | " +
                   " | ".join(str(row.get(o, 0)) for o in ORDER) + " |")
    out.append("")
    out += ["### Mutants per kind", "", "| kind | mutants | XLA accepts | XLA refuses | no oracle | "
            "disagreements |", "|---|---|---|---|---|---|"]
    tot = {"n": 0, "a": 0, "r": 0, "x": 0, "d": 0}
    for kind, row in sorted(s["mutants_by_kind"].items()):
        n = sum(row.values())
        a = sum(row.get(o, 0) for o in ("agree-accept", "xla-accepts/recompose-refuses", "print"))
        r = sum(row.get(o, 0) for o in ("agree-refuse", "xla-refuses/recompose-accepts"))
        x = row.get("no-oracle", 0) + row.get("no-oracle-rederived", 0)
        d = sum(row.get(o, 0) for o in ORDER[2:8])
        for k, v in zip("narxd", (n, a, r, x, d)):
            tot[k] += v
        out.append(f"| {kind} | {n} | {pct(a, n)} | {pct(r, n)} | {pct(x, n)} | {d} |")
    out.append(f"| **all** | {tot['n']} | {pct(tot['a'], tot['n'])} | {pct(tot['r'], tot['n'])} | "
               f"{pct(tot['x'], tot['n'])} | {tot['d']} |")
    out.append("")
    out += ["### Agreement matrix (every evaluation: unmutated inputs and mutants)", "",
            "| XLA \\ recompose | accept | refuse | crash | timeout | unlocated |",
            "|---|---|---|---|---|---|"]
    m = s["matrix"]
    for xv in ("accept", "refuse", "no-oracle"):
        out.append(f"| {xv} | " + " | ".join(str(m.get(f"{xv}/{rv}", 0)) for rv in
                                             ("accept", "refuse", "crash", "timeout", "unlocated")) + " |")
    out.append("")
    out.append("Outcomes: " + ", ".join(f"{o} {s['outcomes'].get(o, 0)}" for o in ORDER) +
               f" (print: both accept, the round trips differ).")
    out.append("")
    classes = s["classes"]
    mod = [c for c in classes if c["modeled"]]
    opq = [c for c in classes if not c["modeled"]]
    out += [f"### Disagreement classes in this run: {len(mod)} on modeled ops, {len(opq)} opaque", ""]
    if classes:
        out += ["| modeled | op | outcome | kind | count | first input |", "|---|---|---|---|---|---|"]
        for c in classes:
            out.append(f"| {'yes' if c['modeled'] else 'no'} | `{c['op']}` | {c['outcome']} | "
                       f"{c['kind']} | {c['count']} | {c['input']} |")
        out.append("")
    if recheck:
        fixed = [r for r in recheck if r["fixed"]]
        rem = [r for r in recheck if not r["fixed"]]
        fm = sum(1 for r in fixed if r["modeled"])
        rm = sum(1 for r in rem if r["modeled"])
        out += [f"### Classes found before the reader fixes, evaluated again with this build", "",
                f"{len(recheck)} classes: {len(fixed)} fixed ({fm} modeled, {len(fixed) - fm} opaque), "
                f"{len(rem)} remaining ({rm} modeled, {len(rem) - rm} opaque).", ""]
        if rem:
            out += ["Remaining:", "", "| modeled | op | outcome | kind | now |", "|---|---|---|---|---|"]
            for r in rem:
                out.append(f"| {'yes' if r['modeled'] else 'no'} | `{r['op']}` | {r['outcome']} | "
                           f"{r['kind']} | {r['now']} |")
            out.append("")
    if s.get("no_oracle_reasons"):
        out += ["### Inputs without an oracle (not counted)", ""]
        for k, n in s["no_oracle_reasons"].items():
            out.append(f"- {n}: `{k}`")
        out.append("")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", action="append", default=[], help="FORMAT=DIR")
    ap.add_argument("--recheck", action="append", default=[], help="FORMAT=FILE")
    ap.add_argument("--note", action="append", default=[])
    ap.add_argument("--date", default=None)
    args = ap.parse_args()
    runs = dict(x.split("=", 1) for x in args.run)
    rechecks = {k: json.load(open(v)) for k, v in (x.split("=", 1) for x in args.recheck)}
    v = versions()
    lines = ["# Differential run against XLA's parsers: summary", ""]
    if args.date:
        lines.append(f"Date: {args.date}. ")
    if v:
        lines.append(f"Oracle: jax {v['jax']}, jaxlib {v['jaxlib']} (XLA's parsers and verifiers "
                     f"as jaxlib exposes them, `tools/python/xla_oracle.py`).")
    lines.append("")
    lines += args.note + ([""] if args.note else [])
    for fmt in ("hlo", "stablehlo"):
        if fmt in runs:
            s = json.load(open(pathlib.Path(runs[fmt]) / "summary.json"))
            lines += section(fmt, s, rechecks.get(fmt))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
