#!/usr/bin/env python3
"""`recompose opt --report`: the streamed report is valid JSON in json-glib's pretty layout.

The report is written entry by entry (tools/cli/report.c). This checks it against
report_escapes.json (written by the binary that still built the whole tree and
serialised it with json-glib) and, for reports too large to keep as files, against
a re-rendering of the parsed JSON in that same layout.

Usage: test_report.py RECOMPOSE SOURCE_ROOT
Prints TAP and '<N> passed, <M> failed'; exits 1 on any failure.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

RC, ROOT = os.path.abspath(sys.argv[1]), sys.argv[2]
HERE = os.path.join(ROOT, "tests", "cli")
results = []


def run(*args, cwd=None):
    p = subprocess.run([RC, *args], capture_output=True, cwd=cwd, timeout=120)
    return p.returncode, p.stderr.decode("utf-8", "replace")


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def esc(s):
    """A JSON string as json-glib writes it (only the escapes this test's names need)."""
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20:
            raise ValueError(f"control character {ord(ch):#x} not covered by this test")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def pretty(v, level=0):
    """json-glib 1.6's pretty printer: 2-space indent, ' : ' after names, '[]' and '{  }' when empty."""
    pad = "  " * level
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):  # the report's floats are multiples of 1/64: %.17g prints them as repr does
        return repr(v)
    if isinstance(v, str):
        return esc(v)
    if isinstance(v, list):
        if not v:
            return "[]"
        return "[\n" + ",\n".join(pad + "  " + pretty(x, level + 1) for x in v) + "\n" + pad + "]"
    if isinstance(v, dict):
        if not v:
            return "{  }"
        return "{\n" + ",\n".join(pad + "  " + esc(k) + " : " + pretty(x, level + 1) for k, x in v.items()) + "\n" + pad + "}"
    raise TypeError(type(v))


def load(path):
    """(parsed object or None, raw text)"""
    text = open(path, encoding="utf-8").read()
    try:
        return json.loads(text), text
    except ValueError:
        return None, text


MEMBERS = ["input", "format", "nodes_before", "nodes_after", "checks_run", "rounds", "counts", "rewrites", "skipped"]
tmp = tempfile.mkdtemp(prefix="rc-report-")

# 1. escapes: a file name with a quote, a backslash and a newline; a function name with a quote,
#    a backslash, '\n' spelled out and a tab, in the entries of a skip
golden_path = os.path.join(HERE, "report_escapes.json")
golden = open(golden_path, encoding="utf-8").read()
g = json.loads(golden)
check("the layout model reproduces the report of the tree-building writer", pretty(g) + "\n" == golden)
name = 'q"b\\s\nn.mlir'
shutil.copy(os.path.join(HERE, "report_escapes.mlir"), os.path.join(tmp, name))
code, err = run("opt", "-o", os.devnull, "--report", "r.json", name, cwd=tmp)
r, text = load(os.path.join(tmp, "r.json")) if code == 0 else (None, "")
check("escapes: exit 0 and valid JSON", code == 0 and r is not None, err + text[:400])
check("escapes: the report is byte-identical to the tree-building writer's", text == golden, text[:2000])
check("escapes: names come back unchanged",
      r is not None and r["input"] == name and r["skipped"] and r["skipped"][0]["function"] == 'we\\"ird\\\\fn\\n\tx',
      text[:2000])

# 2. many rewrites: one SiLU per output, all fused
N = 600
lines = ["HloModule jit_many_silu", "", "ENTRY main {"]
for i in range(N):
    lines.append(f"  p.{i} = f32[8]{{0}} parameter({i})")
    lines.append(f"  logistic.{i} = f32[8]{{0}} logistic(p.{i})")
    lines.append(f"  multiply.{i} = f32[8]{{0}} multiply(p.{i}, logistic.{i})")
lines.append("  ROOT t = (" + ", ".join(["f32[8]{0}"] * N) + ") tuple(" + ", ".join(f"multiply.{i}" for i in range(N)) + ")")
lines.append("}")
many = os.path.join(tmp, "many.hlo")
open(many, "w").write("\n".join(lines) + "\n")
rep = os.path.join(tmp, "many.json")
code, err = run("opt", "-o", os.devnull, "--report", rep, many)
r, text = load(rep) if code == 0 else (None, "")
check(f"{N} rewrites: exit 0 and valid JSON", code == 0 and r is not None, err + text[:400])
check(f"{N} rewrites: the members in order, every rewrite listed",
      r is not None and list(r) == MEMBERS and r["counts"] == {"silu": N} and len(r["rewrites"]) == N
      and all(list(w) == ["pattern", "op", "root", "function", "verified", "error"]
              and list(w["error"]) == ["original_ulp", "rewrite_ulp"] for w in r["rewrites"])
      and sorted(w["root"] for w in r["rewrites"]) == sorted(f"multiply.{i}" for i in range(N)) and r["skipped"] == [],
      text[:400])
check(f"{N} rewrites: json-glib's pretty layout, byte for byte", r is not None and text == pretty(r) + "\n", text[:400])

# 3. no pass ran: empty counts and arrays keep json-glib's one-line forms
code, err = run("opt", "--parse-only", "-o", os.devnull, "--report", rep, many)
r, text = load(rep) if code == 0 else (None, "")
check("--parse-only: valid JSON with '{  }' and '[]'",
      r is not None and r["rewrites"] == [] and '"counts" : {  },\n  "rewrites" : [],\n  "skipped" : []\n}\n' in text
      and text == pretty(r) + "\n", err + text[:400])

# 4. the errors against the precise reference: an f16 softplus written log1p(exp(x)) overflows
#    exp at x = 30 (inf where the f64 reference is 30), so the original's error is null (JSON has
#    no inf) while the fused softplus is within a ULP
sp = os.path.join(tmp, "softplus_f16.hlo")
open(sp, "w").write("HloModule a\n\nENTRY main {\n  p = f16[4,256]{1,0} parameter(0)\n"
                    "  e = f16[4,256]{1,0} exponential(p)\n  ROOT r = f16[4,256]{1,0} log-plus-one(e)\n}\n")
code, err = run("opt", "-o", os.devnull, "--report", rep, sp)
r, text = load(rep) if code == 0 else (None, "")
w = r["rewrites"][0] if r and r["rewrites"] else {}
check("errors: an original that overflows reads null, the fused softplus within a ULP",
      w.get("op") == "softplus" and w.get("error", {}).get("original_ulp", 0) is None
      and w["error"]["rewrite_ulp"] <= 1 and text == pretty(r) + "\n", err + text[:800])

# 4b. counts say what the output holds. gelu_erf_xla_polynomial is x * 0.5 * (1 + erf(x / sqrt 2))
# with erf spelled as XLA's rational polynomial: the erf is raised first, then the GELU takes
# that fused erf into its region, so the output holds one recompose.gelu_erf call and no erf.
for ext in ("hlo", "mlir"):
    src = os.path.join(ROOT, "corpus", "opt", "gelu_erf_xla_polynomial." + ext)
    out = os.path.join(tmp, "gelu." + ext)
    p = subprocess.run([RC, "opt", "--summary", "-o", out, "--report", rep, src], capture_output=True, timeout=120)
    r, text = load(rep) if p.returncode == 0 else (None, "")
    ws = r["rewrites"] if r else []
    check(f"absorbed erf ({ext}): counts hold the GELU only, the erf is listed with absorbed_by",
          r is not None and r["counts"] == {"gelu_erf": 1} and [w["op"] for w in ws] == ["erf", "gelu_erf"]
          and ws[0].get("absorbed_by") == 1 and "absorbed_by" not in ws[1] and text == pretty(r) + "\n",
          text[:800])
    body = open(out).read() if p.returncode == 0 else ""
    main = body.split("func.func private")[0]  # StableHLO: the program, not the decompositions
    check(f"absorbed erf ({ext}): the output's program holds one gelu_erf call and no erf call",
          main.count('"recompose.gelu_erf"') == 1 and '"recompose.erf"' not in main, main[:800])
    err = p.stderr.decode()
    check(f"absorbed erf ({ext}): --summary says 1 rewrite (+1 absorbed)",
          "1 rewrite (gelu_erf 1) (+1 absorbed), 0 skipped" in err, err)

# 5. a write that fails part-way fails the run
if os.path.exists("/dev/full"):
    code, err = run("opt", "-o", os.devnull, "--report", "/dev/full", many)
    check("--report /dev/full: exit 1 naming it", code == 1 and "/dev/full: error: cannot write" in err, err)

shutil.rmtree(tmp, ignore_errors=True)
failed = 0
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        failed += 1
        for line in str(detail).splitlines()[:40]:
            print(f"#   {line}")
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
