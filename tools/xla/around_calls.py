#!/usr/bin/env python3
"""What XLA:CPU adds around recompose's calls: the original and the rewritten program
compiled by XLA (the after-optimizations HLO, as --xla_dump_to writes it), compared
by their top-level instructions (each one a step of the CPU runtime: a fused loop, a dot,
a custom call, a copy).

Run in the jax environment, from the repository root:

    around_calls.py [--recompose build/tools/recompose] [--opt-args "..."] [--dump DIR]
                    [--models | MODEL.hlo ...]

Per model: the number of top-level steps of each kind in both programs (loop fusions,
dots, custom calls, layout moves: fusions named for a copy or transpose and plain
copies/transposes, converts) and their bytes written; then each step of the rewritten
program that the original does not have (matched by the metadata op_name XLA keeps from
the input's instruction names: a step of the rewrite whose op_name names no step of the
original), with the call it borders (its operand or its user): e.g. a bias add XLA had
fused into the residual add before a norm, now a loop of its own in front of the
layer_norm call. --dump DIR also writes both modules' text there.
"""
import argparse
import collections
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import xla_oracle as X  # noqa: E402
import recompose.jax as recompose_jax  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench import MODELS  # noqa: E402

BYTES = {"f32": 4, "s32": 4, "u32": 4, "f16": 2, "bf16": 2, "s16": 2, "f64": 8, "s64": 8, "pred": 1, "s8": 1,
         "u8": 1}
LINE = re.compile(r"^\s*(ROOT )?%(\S+) = (\(.*?\)|\S+) ([\w-]+)\((.*?)\)(.*)$")


def entry(text):
    """The ENTRY computation's instructions: name -> (type, opcode, operands, rest)."""
    body = text[text.index("\nENTRY "):]
    body = body[body.index("{\n") + 2:body.index("\n}")]
    out = {}
    for ln in body.split("\n"):
        m = LINE.match(ln)
        if m:
            ops = re.findall(r"%([\w.-]+)", m.group(5))
            out[m.group(2)] = (m.group(3), m.group(4), ops, m.group(6))
    return out


def nbytes(ty):
    total = 0
    for dt, dims in re.findall(r"(\w+)\[([\d,]*)\]", ty):
        n = 1
        for v in dims.split(","):
            if v:
                n *= int(v)
        total += n * BYTES.get(dt, 4)
    return total


def kind(name, ins):
    ty, op, _, rest = ins
    if op in ("parameter", "constant", "bitcast", "get-tuple-element", "tuple"):
        return None
    if op == "custom-call":
        m = re.search(r'custom_call_target="([^"]+)"', rest)
        return "call " + (m.group(1) if m else "?")
    if op in ("copy", "transpose"):
        return "layout move"
    if op == "convert":
        return "convert"
    if op == "fusion":
        k = re.search(r"kind=(\w+)", rest)
        cfg = re.search(r'"kind":"(\w+)"', rest)
        if cfg and ("ynn" in cfg.group(1) or "dot" in cfg.group(1)) or "dot" in name:
            return "dot"
        base = re.sub(r"[.\d]+$", "", name)
        parts = set(base.replace("wrapped_", "").split("_")) - {"fusion"}
        if parts and parts <= {"copy", "transpose", "bitcast", "reshape"}:
            return "layout move"
        if "convert" in parts and parts <= {"convert", "copy", "transpose", "bitcast", "reshape"}:
            return "convert"
        if "reduce" in base:
            return "loop (reduce)"
        return "loop" if k and k.group(1) == "kLoop" else "fusion " + (k.group(1) if k else "?")
    if op in ("dot", "convolution"):
        return op
    return op


def op_name(ins):
    m = re.search(r'op_name="([^"]+)"', ins[3])
    return m.group(1) if m else None


def summary(ent):
    c, b = collections.Counter(), collections.Counter()
    for name, ins in ent.items():
        k = kind(name, ins)
        if k:
            k = "call" if k.startswith("call recompose.") else k
            c[k] += 1
            b[k] += nbytes(ins[0])
    return c, b


def analyse(a, m):
    path = pathlib.Path(m)
    if not path.exists():
        path = ROOT / "corpus/real" / m
    with tempfile.TemporaryDirectory() as td:
        out = pathlib.Path(td) / ("o" + path.suffix)
        emit = ["--emit=custom-call"] if path.suffix != ".hlo" else []
        subprocess.run([a.recompose, "opt", *emit, *(a.opt_args.split() if a.opt_args else []), "-o", str(out),
                        str(path)], check=True, capture_output=True)
        rewritten = out.read_text()
    fmt = "hlo" if path.suffix == ".hlo" else "stablehlo"
    texts = [X.compile_text(t, fmt).hlo_modules()[0].to_string() for t in (path.read_text(), rewritten)]
    if a.dump:
        d = pathlib.Path(a.dump)
        d.mkdir(parents=True, exist_ok=True)
        for t, tag in zip(texts, ("orig", "rewr")):
            (d / ("%s.%s.after_optimizations.txt" % (path.stem, tag))).write_text(t)
    orig, rewr = entry(texts[0]), entry(texts[1])
    (co, bo), (cr, br) = summary(orig), summary(rewr)
    print("## %s" % path.name)
    print("| step | orig | rewr | orig KiB | rewr KiB |")
    print("|---|---:|---:|---:|---:|")
    for k in sorted(set(co) | set(cr)):
        print("| %s | %d | %d | %.1f | %.1f |" % (k, co[k], cr[k], bo[k] / 1024, br[k] / 1024))
    print("| all steps | %d | %d | %.1f | %.1f |" % (sum(co.values()), sum(cr.values()), sum(bo.values()) / 1024,
                                                     sum(br.values()) / 1024))
    names = {op_name(i) for i in orig.values()}
    users = collections.defaultdict(list)
    for n, ins in rewr.items():
        for o in ins[2]:
            users[o].append(n)

    def calls_near(n, seen=None, depth=0):
        """The recompose calls that step n reads or that read it (through bitcasts and tuples)."""
        out = []
        for nb in rewr[n][2] + users[n]:
            k = kind(nb, rewr[nb]) if nb in rewr else None
            if k and k.startswith("call recompose."):
                out.append(k[len("call recompose."):] + (" (reads it)" if nb in users[n] else " (feeds it)"))
            elif nb in rewr and k is None and depth < 2 and rewr[nb][1] != "parameter":
                out += calls_near(nb, seen, depth + 1)
        return sorted(set(out))
    added = [(n, ins) for n, ins in rewr.items()
             if kind(n, ins) and not kind(n, ins).startswith("call ") and op_name(ins) not in names]
    if added:
        print("\nSteps of the rewrite that the original does not have:\n")
        print("| step | kind | op_name | KiB | next to |")
        print("|---|---|---|---:|---|")
        for n, ins in added:
            print("| %s | %s | %s | %.1f | %s |" % (n, kind(n, ins), op_name(ins), nbytes(ins[0]) / 1024,
                                                  ", ".join(calls_near(n)) or "-"))
    print(flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--recompose", default=str(ROOT / "build/tools/recompose"))
    ap.add_argument("--opt-args", default="")
    ap.add_argument("--dump", default=None, metavar="DIR")
    ap.add_argument("--models", action="store_true")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    recompose_jax.register()
    for m in (MODELS if a.models else []) + a.files:
        analyse(a, m)
    return 0


if __name__ == "__main__":
    sys.exit(main())
