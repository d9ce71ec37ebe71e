#!/usr/bin/env python3
"""The syntax forms' check in the jax environment (tools/py-env jax): XLA loads every
file tools/formgen/formgen.py writes (HLO: XLA's HLO text parser; MLIR: jaxlib's MLIR
context with the verifier), and, with --recompose, every file `recompose opt` writes
for them. A form XLA does not load is a generator bug; an output XLA does not load is
a recompose bug.

Usage: check_xla.py [DIR] [--recompose RECOMPOSE]
  DIR: a folder formgen.py wrote (with manifest.json); without it, one is generated
  into a temporary folder.
Prints 'ok FILE' per file that passes, the reason per file that fails, and a closing
'N passed, N failed' line; exit 1 on any failure.
"""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "python"))
import formgen  # noqa: E402
import xla_oracle as X  # noqa: E402
from gen_verdict import run_files  # noqa: E402


def loads(text, fmt):
    """None when XLA loads the text, else its error."""
    return X.parse_hlo(text) if fmt == "hlo" else X.parse_stablehlo(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", nargs="?")
    ap.add_argument("--recompose", help="also load what `recompose opt` writes for each form")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        d = pathlib.Path(a.dir or tmp)
        if not a.dir:
            formgen.generate(str(d))
        man = json.loads((d / "manifest.json").read_text(encoding="utf-8"))

        def check(e):
            why = loads((d / e["file"]).read_text(encoding="utf-8"), e["fmt"])
            if why:
                return "XLA does not load the form: " + why.strip().splitlines()[0]
            if not a.recompose:
                return None
            out = pathlib.Path(tmp) / ("out." + e["file"])
            r = subprocess.run([a.recompose, "opt", "-o", str(out), str(d / e["file"])],
                               capture_output=True, text=True)
            if r.returncode:
                return "recompose refused it: " + r.stderr.strip()
            err = loads(out.read_text(encoding="utf-8"), e["fmt"])
            return "XLA does not load recompose's output: " + err.strip() if err else None

        run_files(man["files"], check)


if __name__ == "__main__":
    main()
