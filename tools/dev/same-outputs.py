#!/usr/bin/env python3
"""Checks that two recompose binaries give the same results on every .hlo and .mlir
file under corpus/ (or the folders given): `recompose opt FILE -o OUT --report R.json`
is run with each, and the outputs, the reports, stdout, stderr and exit codes are
compared byte by byte. For changes that must not change any output (speed work).

Usage: tools/dev/same-outputs.py OLD_BINARY NEW_BINARY [DIR...] [-j N]
Exit 0 when every file gives the same results, 1 otherwise (the files are listed)."""
import argparse
import concurrent.futures
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]


def run(binary, src, work):
    """Runs `opt` on src inside folder work; returns everything it produced."""
    work.mkdir(parents=True, exist_ok=True)
    p = subprocess.run([binary, "opt", str(src), "-o", "out", "--report", "report.json"], cwd=work,
                       capture_output=True, timeout=600)
    files = {}
    for name in ("out", "report.json"):
        f = work / name
        files[name] = f.read_bytes() if f.exists() else None
        if f.exists():
            f.unlink()
    return p.returncode, p.stdout, p.stderr, files


def compare(old, new, src, tmp):
    a = run(old, src, tmp / "old")
    b = run(new, src, tmp / "new")
    return None if a == b else src


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("dirs", nargs="*", default=[str(ROOT / "corpus")])
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    old, new = (str(pathlib.Path(b).resolve()) for b in (a.old, a.new))
    srcs = sorted(p.resolve() for d in a.dirs for p in pathlib.Path(d).rglob("*") if p.suffix in (".hlo", ".mlir"))
    with tempfile.TemporaryDirectory() as t, concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        jobs = [ex.submit(compare, old, new, s, pathlib.Path(t) / str(i)) for i, s in enumerate(srcs)]
        differ = [j.result() for j in jobs]
    differ = [str(d) for d in differ if d]
    for d in differ:
        print("differs:", d)
    print(f"{len(srcs) - len(differ)} of {len(srcs)} files give the same results")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
