#!/usr/bin/env python3
"""Failure paths of `recompose opt`: out of memory at many points, unreadable
inputs, a full disk for -o, --in-place and standard output. Every failure must
end with exit 1, a diagnostic naming the file, no crash, the previous output
byte-identical and no temporary file left behind.

Usage: test_faults.py RECOMPOSE SOURCE_ROOT
Prints TAP and '<N> passed, <M> failed'; exits 1 on any failure.
"""
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile

RC, ROOT = os.path.abspath(sys.argv[1]), sys.argv[2]
results = []
tmp = tempfile.mkdtemp(prefix="rc-faults-")
is_root = os.geteuid() == 0
sanitizer_reports = []  # a sanitizer build exits 1 on a report too: look at what it printed


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def skip(name, why):
    results.append((name + " # SKIP " + why, True, ""))


def run(*args, env=None, fsize=None, vmem=None, stdout=subprocess.PIPE, stdin=None):
    e = dict(os.environ)
    e.update(env or {})

    def limit():
        if fsize is not None:
            # SIGXFSZ ignored: a write past the limit fails with EFBIG, as on a full disk
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        if vmem is not None:
            resource.setrlimit(resource.RLIMIT_AS, (vmem, vmem))

    p = subprocess.run([RC, *args], env=e, stdout=stdout, stderr=subprocess.PIPE, stdin=stdin, preexec_fn=limit,
                       timeout=120)
    out = p.stdout.decode("utf-8", "replace") if p.stdout is not None else ""
    err = p.stderr.decode("utf-8", "replace")
    if "Sanitizer" in err or "runtime error:" in err:
        sanitizer_reports.append(" ".join(args) + ":\n" + err[:2000])
    return p.returncode, out, err


def leftovers(folder, base):
    return [x for x in os.listdir(folder) if x.startswith("." + base + ".")]


def fresh_target(name, content=b"previous output\n"):
    d = tempfile.mkdtemp(dir=tmp)
    t = os.path.join(d, name)
    with open(t, "wb") as f:
        f.write(content)
    return d, t


def least(ok, lo, hi):
    """The least value in [lo, hi] for which ok() holds (ok is monotonic; hi when none below it does)."""
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if ok(mid) else (mid + 1, hi)
    return lo


hlo = os.path.join(ROOT, "corpus", "hlo", "layer_norm.hlo")
mlir = os.path.join(ROOT, "corpus", "stablehlo", "gelu_erf_chlo.mlir")

refs = {}
# ---- out of memory: allocation event k fails (sticky, then once) at points over the whole run ----
for path, fmt_ext in ((hlo, ".hlo"), (mlir, ".mlir")):
    name = os.path.relpath(path, ROOT)
    code, ref, err = run("opt", path)
    refs[path] = ref
    check(f"{name}: clean run", code == 0 and ref, err)
    # the run's number of allocation events: the least k whose sticky failure is never reached
    lo = least(lambda k: run("opt", "-o", os.devnull, path, env={"RECOMPOSE_FAIL_ALLOC_AT": str(k)})[0] == 0,
               0, 1 << 20)
    check(f"{name}: {lo} allocation events (bisected on sticky failures)", 10 < lo < (1 << 20),
          f"{lo} events")
    ks = sorted({0, 1, 2, 3, lo - 2, lo - 1} | {lo * i // 14 for i in range(1, 14)})
    crashes, bad = [], []
    for mode in ("", ",once"):
        for k in ks:
            d, target = fresh_target("out" + fmt_ext)
            code, out, err = run("opt", "-o", target, path, env={"RECOMPOSE_FAIL_ALLOC_AT": f"{k}{mode}"})
            now = open(target, "rb").read()
            if code < 0 or code > 2:
                crashes.append(f"k={k}{mode}: exit {code}: {err[-300:]}")
            elif code == 0:
                if now.decode() != ref:
                    bad.append(f"k={k}{mode}: exit 0 but the output differs")
            elif not (code == 1 and f"{path}: error: out of memory" in err and now == b"previous output\n"
                      and not leftovers(d, "out" + fmt_ext)):
                bad.append(f"k={k}{mode}: exit {code}, output {'kept' if now == b'previous output' + bytes([10]) else 'changed'}: {err[:300]}")
    check(f"{name}: {2 * len(ks)} injected allocation failures, no crash", not crashes, "\n".join(crashes))
    check(f"{name}: each ends in exit 1 + 'FILE: error: out of memory' + old -o intact, or the clean output",
          not bad, "\n".join(bad))

# --in-place and standard input under the same failure
d, inplace = fresh_target("oom.hlo", open(hlo, "rb").read())
code, out, err = run("opt", "--in-place", inplace, env={"RECOMPOSE_FAIL_ALLOC_AT": "100"})
check("--in-place out of memory: exit 1, the input intact, no temp file",
      code == 1 and f"{inplace}: error: out of memory" in err and open(inplace, "rb").read() == open(hlo, "rb").read()
      and not leftovers(d, "oom.hlo"), err)
with open(hlo, "rb") as f:
    code, out, err = run("opt", "-", stdin=f, env={"RECOMPOSE_FAIL_ALLOC_AT": "100"})
check("standard input out of memory: exit 1 under '<stdin>', nothing on standard output",
      code == 1 and "<stdin>: error: out of memory" in err and out == "", err)

# a byte budget, from the environment and from --memory-limit
code, out, err = run("opt", "-o", os.devnull, hlo, env={"RECOMPOSE_FAIL_ALLOC_AFTER": "64K"})
check("RECOMPOSE_FAIL_ALLOC_AFTER=64K: exit 1 naming the limit",
      code == 1 and f"{hlo}: error: out of memory: the memory limit of 65536 bytes" in err, err)
code, out, err = run("opt", "--memory-limit", "100K", "-o", os.devnull, hlo)
check("--memory-limit 100K: exit 1 naming the limit", code == 1 and "memory limit of 102400 bytes" in err, err)
code, out, err = run("opt", "--memory-limit", "1K", "-o", os.devnull, hlo)
check("--memory-limit below the file size: exit 1 before reading",
      code == 1 and "larger than the memory limit" in err, err)
code, out, err = run("opt", "--memory-limit", "64M", hlo)
check("--memory-limit 64M: the clean output", code == 0 and out == refs[hlo], err)
code, out, err = run("opt", "--memory-limit", "lots", hlo)
check("--memory-limit with junk is a usage error", code == 2 and "--memory-limit" in err, err)

# ---- a hard address-space limit (ulimit -v): the library's allocations fail cleanly, and GLib's,
# which abort by design, end through the CLI's hook in the same diagnostic and exit 1 ----
with open(RC, "rb") as f:
    sanitized = b"__asan_init" in f.read()
if sanitized:
    skip("ulimit -v sweep", "a sanitizer build reserves terabytes of address space")
else:
    chain = os.path.join(tmp, "chain.hlo")
    with open(chain, "w") as f:
        f.write("HloModule chain\n\nENTRY main {\n  x0 = f32[1024] parameter(0)\n")
        f.writelines(f"  x{i} = f32[1024] negate(x{i - 1})\n" for i in range(1, 20001))
        f.write("  ROOT r = f32[1024] negate(x20000)\n}\n")

    start = least(lambda v: run("--version", vmem=v)[0] == 0, 1 << 20, 1 << 30)
    d, target = fresh_target("chain.out.hlo")
    full = least(lambda v: run("opt", "-o", target, chain, vmem=v)[0] == 0, start, 1 << 30)
    bad, ends = [], {"library": 0, "glib": 0}
    for i in range(24):
        v = start + (full - start) * i // 24
        with open(target, "wb") as f:
            f.write(b"previous output\n")
        code, out, err = run("opt", "-o", target, chain, vmem=v)
        if code == 1 and "out of memory" in err and open(target, "rb").read() == b"previous output\n" \
                and not leftovers(d, "chain.out.hlo"):
            ends["glib" if "GLib" in err else "library"] += 1
        elif code != 0:
            bad.append(f"RLIMIT_AS {v}: exit {code}: {err[-300:]}")
    check(f"ulimit -v sweep ({start >> 20}..{full >> 20} MiB, 24 points): each run exits 0, or 1 with "
          f"'out of memory' and the old -o intact ({ends['library']} in the library, {ends['glib']} in GLib)",
          not bad and ends["library"] > 0, "\n".join(bad))

# ---- unreadable input ----
code, out, err = run("opt", tmp)
check("a folder as input: exit 1", code == 1 and f"{tmp}: error: is a directory" in err, err)
code, out, err = run("opt", hlo + "/x.hlo")
check("a path through a file (ENOTDIR): exit 1 naming it", code == 1 and "x.hlo: error: cannot read: Not a directory" in err, err)
# /proc/self/mem at offset 0 is unmapped: read() fails with EIO even for root
if os.path.exists("/proc/self/mem"):
    code, out, err = run("opt", "--format", "hlo", "/proc/self/mem")
    check("a read() error (EIO from /proc/self/mem): exit 1 naming it",
          code == 1 and "/proc/self/mem: error: cannot read:" in err, err)
else:
    skip("a read() error", "no /proc/self/mem")
noperm = os.path.join(tmp, "noperm.hlo")
shutil.copy(hlo, noperm)
os.chmod(noperm, 0)
if is_root:
    skip("an unreadable file (mode 000): exit 1", "running as root, which reads mode-000 files")
else:
    code, out, err = run("opt", noperm)
    check("an unreadable file (mode 000): exit 1", code == 1 and "noperm.hlo: error: cannot read: Permission denied" in err, err)

# a file the readers cannot hold (4 GiB - 1 bytes, sparse: no disk used) is refused before it is read
huge = os.path.join(tmp, "huge.hlo")
try:
    with open(huge, "wb") as f:
        f.truncate(0xFFFFFFFF)
    code, out, err = run("opt", "-o", os.devnull, huge)
    check("a 4 GiB input is refused at once with a diagnostic",
          code == 1 and f"{huge}: error: the file is 4294967295 bytes; recompose reads at most" in err, err)
    os.unlink(huge)
except OSError as e:
    skip("a 4 GiB input is refused", f"cannot make a sparse file here: {e}")

# ---- full disk for -o: RLIMIT_FSIZE makes write() fail with EFBIG ----
for size in (0, 100, len(refs[hlo]) - 1):
    d, target = fresh_target("full.hlo", b"x" * 5000)
    code, out, err = run("opt", "-o", target, hlo, fsize=size)
    check(f"-o on a 'full disk' (file size limit {size} B): exit 1 naming the file, old output and no temp file",
          code == 1 and f"{target}: error: cannot write" in err and "left unchanged" in err
          and open(target, "rb").read() == b"x" * 5000 and not leftovers(d, "full.hlo"), f"exit {code}: {err}")
# the report is written the same way
d, target = fresh_target("out.hlo")
rep = os.path.join(d, "r.json")
open(rep, "w").write("{}\n")
code, out, err = run("opt", "-o", os.devnull, "--report", rep, "--dot", os.path.join(d, "g.dot"), hlo, fsize=10)
check("--report on a full disk: exit 1, the old report intact",
      code == 1 and f"{rep}: error: cannot write" in err and open(rep).read() == "{}\n" and not leftovers(d, "r.json"), err)

# --in-place under the same failure leaves the input as it was
d, inplace = fresh_target("inplace.hlo", open(hlo, "rb").read())
code, out, err = run("opt", "--in-place", inplace, fsize=200)
check("--in-place on a full disk: exit 1, the input intact, no temp file",
      code == 1 and f"{inplace}: error: cannot write" in err and open(inplace, "rb").read() == open(hlo, "rb").read()
      and not leftovers(d, "inplace.hlo"), err)
code, out, err = run("opt", "--in-place", inplace)
check("--in-place without the limit then rewrites it", code == 0 and open(inplace).read() == refs[hlo], err)

# several inputs, one output folder, the disk full for all of them
outdir = os.path.join(tmp, "many")
code, out, err = run("opt", "-j", "2", "-o", outdir, hlo, mlir, fsize=0)
check("-j 2 -o DIR on a full disk: exit 1 naming both outputs",
      code == 1 and err.count("error: cannot write") == 2 and not os.listdir(outdir), err)

# ---- standard output that cannot be written ----
if os.path.exists("/dev/full"):
    with open("/dev/full", "wb") as full:
        code, out, err = run("opt", hlo, stdout=full)
    check("standard output on /dev/full: exit 1 with a message", code == 1 and "<stdout>: error: write failed" in err, err)
    code, out, err = run("opt", "-o", "/dev/full", hlo)
    check("-o /dev/full: exit 1 naming it", code == 1 and "/dev/full: error: cannot write" in err, err)
else:
    skip("standard output on /dev/full", "no /dev/full")
code, out, err = run("opt", hlo, fsize=100, stdout=open(os.path.join(tmp, "stdout.hlo"), "wb"))
check("standard output redirected to a file on a full disk: exit 1", code == 1 and "<stdout>: error" in err, err)

# ---- a large input through standard input and a pipe (read loop, no size hint) ----
big = os.path.join(ROOT, "corpus", "hlo", "layer_norm.hlo")
with open(big, "rb") as f:
    code, out, err = run("opt", "--parse-only", "-", stdin=f)
check("'-' from a file descriptor reads it all", code == 0 and "ENTRY" in out, err)

check("no sanitizer report in any run", not sanitizer_reports, "\n".join(sanitizer_reports))

failed = 0
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        failed += 1
        for line in detail.splitlines()[:12]:
            print(f"#   {line}")
print(f"1..{len(results)}")
print(f"{len(results) - failed} passed, {failed} failed")
shutil.rmtree(tmp, ignore_errors=True)
sys.exit(1 if failed else 0)
