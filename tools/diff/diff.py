#!/usr/bin/env python3
"""Differential testing of recompose's readers against XLA's parsers.

Run with the jax environment's Python from the repository root:

    diff.py --format hlo|stablehlo [--seed N] [--minutes M] [--out DIR]
            [--findings DIR] [--recompose PATH] [--smoke] [--replay I]

For every input (every corpus file split at '// -----', and the programs JAX
lowers for each lax primitive and dtype, tools/diff/gen_jax.py) and then for
seeded structured mutants of them (tools/diff/mutate.py) until the time is
up, it asks two readers whether the text is a valid program:
  - the oracle (tools/diff/oracle_worker.py, over xla_oracle.py): StableHLO
    through jaxlib's MLIR parser and verify(); HLO through XLA's HLO text
    parser, the StableHLO verifier of its translation and a compile for
    XLA:CPU (which runs XLA's HLO verifier). Ops of dialects jaxlib does not
    register, and modules the CPU backend cannot build for reasons other
    than validity, have no oracle and are reported, not counted;
  - `recompose opt --parse-only`: exit 0 accepts, exit 1 with a located
    'FILE:LINE:COL: error:' refuses; any other ending is a bug.
An HLO module XLA accepts and recompose refuses is 'no-oracle-rederived'
(counted apart, not a disagreement) where XLA's translation to StableHLO and
back changes what the refused instruction, its operands or the parameters and
root of the computations it calls declare: XLA's HLO verifier judged a
corrected module (xla_oracle.rederived_declarations).
When both accept, both print the program: recompose's output and the input
are each printed by the oracle's printer (MLIR generic form without
locations; XLA's canonical HLO print), and a difference is a 'print'
disagreement.

Every disagreement is kept in DIR/records.jsonl; the first of each class
(op, mutation kind, verdict pair) is shrunk (op lines removed while the
verdicts and the oracle's message stay the same) and written to the findings
folder, one Markdown file per class. DIR/summary.json holds the counts.
Mutant I of a run with seed S is reproducible alone: --seed S --replay I.
"""
import argparse
import collections
import difflib
import hashlib
import json
import os
import pathlib
import random
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tools/python"))

import mutate  # noqa: E402
from split_text import split_chunks  # noqa: E402

EXT = {"hlo": ".hlo", "stablehlo": ".mlir"}
SMOKE_JAX = 24       # JAX programs in --smoke
SMOKE_ORIGINALS_S = 25  # --smoke spends at most this on unmutated inputs, the rest on mutants
SMOKE_MUTANTS = 150  # mutants in --smoke (a fixed count, so the run is the same each time)
BASE_MAX_BYTES = 48 * 1024  # larger inputs are checked but not mutated (oracle time)

# --- what recompose models ---------------------------------------------------


def modeled_ops():
    """Op names (both formats' spellings) of src/ir/ops.def and the MHLO and
    other-dialect twins of src/formats/stablehlo/twins.def."""
    names = set()
    for m in re.finditer(r'RC_OP\(\s*\w+\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"',
                         (ROOT / "src/ir/ops.def").read_text()):
        names.update(x for x in m.groups() if x)
    twins = ROOT / "src/formats/stablehlo/twins.def"
    if twins.exists():
        names.update(re.findall(r'SH_TWIN\(\s*"([^"]+)"', twins.read_text()))
    return names


# --- the two readers --------------------------------------------------------


class Oracle:
    """The worker process; a new one after a crash or a timeout."""

    def __init__(self, python, timeout):
        self.python = python
        self.timeout = timeout
        self.proc = None
        self.crashes = 0
        self.cache = None
        self.cache_file = None
        self.cache_hits = 0

    def _start(self):
        env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3")
        # the HLO oracle compiles only to run XLA's verifier: skip LLVM's costly passes
        env.setdefault("XLA_FLAGS", "--xla_backend_optimization_level=0 "
                                    "--xla_llvm_disable_expensive_passes=true")
        self.proc = subprocess.Popen([self.python, str(HERE / "oracle_worker.py")],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=env)

    def ask(self, req):
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        try:
            self.proc.stdin.write(json.dumps(req) + "\n")
            self.proc.stdin.flush()
            r, _, _ = select.select([self.proc.stdout], [], [], self.timeout)
            if r:
                line = self.proc.stdout.readline()
                if line:
                    return json.loads(line)
                try:  # end of output: the worker died; let its status show
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    pass
        except (BrokenPipeError, OSError, ValueError):
            pass
        # crashed or too slow
        rc = self.proc.poll()
        if rc is None:
            self.proc.kill()
            self.proc.wait()
            why = f"oracle timed out after {self.timeout} s"
        else:
            why = f"oracle process died (exit {rc})"
        self.crashes += 1
        self.proc = None
        return {"verdict": "no-oracle", "msg": why, "text": None}

    def cached_ask(self, req):
        """ask(), through the cache when one is open (the oracle's answers are a
        function of the text, so the unmutated inputs' answers carry over
        between runs with the same jaxlib)."""
        if self.cache is None:
            return self.ask(req)
        key = hashlib.sha256(json.dumps(req, sort_keys=True).encode()).hexdigest()
        if key in self.cache:
            self.cache_hits += 1
            return self.cache[key]
        a = self.ask(req)
        if not (a.get("msg") or "").startswith(("oracle timed out", "oracle process died")):
            self.cache[key] = a
            self.cache_file.write(json.dumps({"key": key, "answer": a}) + "\n")
            self.cache_file.flush()
        return a

    def open_cache(self, path):
        self.cache = {}
        if os.path.exists(path):
            for line in open(path):
                try:
                    e = json.loads(line)
                    self.cache[e["key"]] = e["answer"]
                except ValueError:
                    pass
        self.cache_file = open(path, "a")

    def verdict(self, fmt, text, cached=False):
        req = {"op": "verdict", "fmt": fmt, "text": text}
        a = self.cached_ask(req) if cached else self.ask(req)
        return a["verdict"], a.get("msg")

    def rederived(self, fmt, text, line):
        return self.ask({"op": "rederived", "fmt": fmt, "text": text, "line": line}).get("lost") or []

    def print(self, fmt, text, cached=False):
        req = {"op": "print", "fmt": fmt, "text": text}
        a = self.cached_ask(req) if cached else self.ask(req)
        return a.get("text"), a.get("msg")

    def close(self):
        if self.proc and self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait()


class Recompose:
    def __init__(self, exe, fmt, tmp, timeout=30):
        self.exe = exe
        self.fmt = fmt
        self.path = os.path.join(tmp, "input" + EXT[fmt])
        self.timeout = timeout

    def run(self, text):
        """(verdict, output, message): verdict is accept, refuse, or a bug:
        crash (a signal or an exit status other than 0/1), timeout,
        unlocated (exit 1 without a located error)."""
        with open(self.path, "w") as f:
            f.write(text)
        try:
            p = subprocess.run([self.exe, "opt", "--parse-only", "--format=" + self.fmt, "-j", "1",
                                self.path], capture_output=True, text=True, timeout=self.timeout,
                               errors="replace")
        except subprocess.TimeoutExpired:
            return "timeout", None, f"no answer in {self.timeout} s"
        msg = p.stderr.replace(self.path, "INPUT")
        if p.returncode == 0:
            return "accept", p.stdout, msg
        if p.returncode == 1:
            if re.search(r"^INPUT:\d+:\d+: error: ", msg, re.M):
                return "refuse", None, msg
            return "unlocated", None, msg
        return "crash", None, f"exit status {p.returncode}\n" + msg


# --- inputs -------------------------------------------------------------------


def corpus_inputs(fmt, dirs):
    out = []
    for d in dirs:
        base = ROOT / d
        if not base.is_dir():
            continue
        for p in sorted(base.rglob("*" + EXT[fmt])):
            rel = p.relative_to(ROOT).as_posix()
            src = "/".join(rel.split("/")[:2])
            chunks = split_chunks(p.read_text(errors="replace"))
            for k, c in enumerate(chunks):
                name = rel if len(chunks) == 1 else f"{rel}#{k}"
                out.append((src, name, c))
    return out


def jax_inputs(fmt, limit=None):
    import gen_jax
    out = []
    for name, text in gen_jax.programs(fmt, limit=limit):
        src = name.split(":")[0]
        out.append((src, name, text))
    return out


# --- classification -------------------------------------------------------------

OUTCOMES = ["agree-accept", "agree-refuse", "print", "xla-refuses/recompose-accepts",
            "xla-accepts/recompose-refuses", "recompose-crash", "recompose-timeout",
            "recompose-unlocated", "no-oracle", "no-oracle-rederived", "refused-knowingly"]
DISAGREE = {"print", "xla-refuses/recompose-accepts", "xla-accepts/recompose-refuses",
            "recompose-crash", "recompose-timeout", "recompose-unlocated"}

# What recompose refuses knowingly where XLA accepts (README, Limits: "Refused knowingly"), by
# format and recompose's message. Such an input is "refused-knowingly": counted on its own, not
# a disagreement. Another refusal of the same input is still one.
KNOWN_REFUSALS = [
    ("stablehlo", re.compile(r"^INPUT:\d+:\d+: error: call cycle: ", re.M),
     "a recursive func.call or composite decomposition: MLIR's verify() accepts it, but "
     "recompose inlines calls and XLA:CPU's compile of such a module crashes"),
    ("hlo", re.compile(r"^INPUT:\d+:\d+: error: (parent_frame_id|stack_frame_id)=\d+ names no row of StackFrames",
                       re.M),
     "a stack-frame reference to no row of the module's StackFrames: XLA's parser only logs it, "
     "recompose refuses the dangling reference rather than print it back"),
    ("hlo", re.compile(r"^INPUT:\d+:\d+: error: dimension \d+ is too large \(the limit is 2\^40\)", re.M),
     "a dimension of 2^40 or more: XLA's parser takes any int64, recompose's shapes stop at 2^40"),
]


def known_refusal(fmt, msg):
    """The reason recompose refuses msg's input knowingly, or None."""
    for f, pattern, why in KNOWN_REFUSALS:
        if f == fmt and msg and pattern.search(msg):
            return why
    return None


def outcome_of(xv, rv, fmt=None, rmsg=None):
    if rv in ("crash", "timeout", "unlocated"):
        return "recompose-" + rv
    if xv == "no-oracle":
        return "no-oracle"
    if xv == "accept" and rv == "accept":
        return "agree-accept"
    if xv == "refuse" and rv == "refuse":
        return "agree-refuse"
    if xv == "refuse":
        return "xla-refuses/recompose-accepts"
    if known_refusal(fmt, rmsg):
        return "refused-knowingly"
    return "xla-accepts/recompose-refuses"


def refused_instruction(text, rmsg):
    """(line number, name) of the HLO instruction on the line recompose's error points at,
    or None."""
    m = re.match(r"^[^\n]*?:(\d+):\d+: error:", rmsg or "")
    lines = text.splitlines()
    if not m or not 0 < int(m.group(1)) <= len(lines):
        return None
    d = re.match(r"\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=", lines[int(m.group(1)) - 1])
    return (int(m.group(1)), d.group(1)) if d else None


def signature(msg):
    """A message without its places and names: what stays when the input shrinks."""
    if not msg:
        return ""
    lines = msg.splitlines()
    line = next((x for x in lines if "error: " in x), None) or \
        next((x for x in lines if "error" in x), None) or (lines[0] if lines else "")
    line = re.sub(r'loc\([^)]*\)|"[^"]*"|%[\w.#\-]+|\d+', "_", line)
    return line.strip()[:200]


OP_IN_MSG = re.compile(r"'((?:stablehlo|chlo|mhlo|func|sdy)\.[\w.]+)' op")


def op_from_messages(fmt, xmsg, rmsg, text):
    """The op a disagreement is about when the mutation did not name one: the
    op the oracle's message names, else the op on the line recompose points at."""
    m = OP_IN_MSG.search(xmsg or "")
    if m and fmt == "stablehlo":
        return m.group(1)
    lines = text.split("\n")
    ops_fn = mutate.hlo_ops if fmt == "hlo" else mutate.sh_ops
    places = []
    for pat, msg in ((r'"-":(\d+):\d+', xmsg), (r"was parsing (\d+):\d+", xmsg),
                     (r"^INPUT:(\d+):\d+: error: ", rmsg)):
        m = re.search(pat, msg or "", re.M)
        if m:
            places.append(int(m.group(1)) - 1)
    # HLO: the instruction XLA's message names (its StableHLO translation
    # keeps instruction names as locations, printed loc("NAME") or as the
    # place of an error, error: "NAME": ...) comes first
    m = re.search(r'loc\("([\w.\-]+)"\)', xmsg or "") or \
        re.search(r'error: "([\w.\-]+)": ', xmsg or "") or \
        re.search(r"instruction:?\s+%?([\w.\-]+) = ", xmsg or "")
    if m and fmt == "hlo":
        for i, name, mm in ops_fn(text):
            if mm.group(3).lstrip("%") == m.group(1):
                places.insert(0, i)
    for k in places:
        if 0 <= k < len(lines):
            ops = ops_fn(lines[k])
            if ops:
                return ops[0][1]
    return "(module)"


def first_diff_op(fmt, a, b):
    al, bl = a.split("\n"), b.split("\n")
    for x, y in zip(al, bl):
        if x != y:
            ops = mutate.hlo_ops(x) if fmt == "hlo" else \
                re.findall(r'"((?:stablehlo|chlo|mhlo|func|sdy|arith)\.[\w.]+)"', x)
            if fmt == "hlo":
                return ops[0][1] if ops else "(module)"
            return ops[0] if ops else "(module)"
    return "(module)"


class Harness:
    def __init__(self, args):
        self.args = args
        self.fmt = args.format
        self.tmp = tempfile.mkdtemp(prefix="rc-diff-")
        self.oracle = Oracle(args.python, args.oracle_timeout)
        self.rc = Recompose(args.recompose, self.fmt, self.tmp)
        self.modeled = modeled_ops()
        self.counts = collections.Counter()           # outcome -> n (all evaluations)
        self.by_source = collections.defaultdict(collections.Counter)  # source -> outcome -> n
        self.by_kind = collections.defaultdict(collections.Counter)    # kind -> outcome -> n
        self.matrix = collections.Counter()           # (oracle, recompose) -> n
        self.classes = {}                             # key -> record
        self.no_oracle = collections.Counter()        # reason signature -> n
        self.records = None
        self.last_flush = 0.0

    def close(self):
        self.oracle.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    # one evaluation
    def evaluate(self, text, cached=False):
        xv, xmsg = self.oracle.verdict(self.fmt, text, cached)
        rv, rout, rmsg = self.rc.run(text)
        oc = outcome_of(xv, rv, self.fmt, rmsg)
        pdiff = None
        if oc == "xla-accepts/recompose-refuses" and self.fmt == "hlo":
            # XLA's HLO verifier judged the module after its translation to StableHLO and
            # back; where that re-derived what the instruction recompose refuses (one of its
            # operands, a parameter or the root of a computation it calls) declares, or
            # dropped it, XLA did not accept what recompose refuses: no oracle, counted apart
            refused = refused_instruction(text, rmsg)
            lost = self.oracle.rederived(self.fmt, text, refused[0]) if refused else []
            name = refused[1] if refused else None
            if lost:
                oc = "no-oracle-rederived"
                xmsg = ("[rederive] XLA's translation to StableHLO and back changes " +
                        "; ".join(lost[:4]) + f" (instruction {name} or its operands): its HLO "
                        "verifier never saw them as written")
        if oc == "agree-accept":
            a, amsg = self.oracle.print(self.fmt, text, cached)
            b, bmsg = self.oracle.print(self.fmt, rout)
            if a is None:
                oc = "no-oracle"
                xmsg = "oracle could not print a module it accepted: " + (amsg or "")
            elif b is None:
                oc = "print"
                pdiff = "XLA refuses recompose's printed output:\n" + (bmsg or "")
            elif a != b:
                oc = "print"
                pdiff = "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True),
                                                     "input via XLA", "recompose output via XLA",
                                                     n=1))
        return {"oracle": xv, "oracle_msg": xmsg, "recompose": rv, "recompose_msg": rmsg,
                "outcome": oc, "print_diff": pdiff, "recompose_out": rout}

    def same_class(self, ev, ref):
        if ev["outcome"] != ref["outcome"]:
            return False
        if ref["outcome"] == "xla-refuses/recompose-accepts":
            return signature(ev["oracle_msg"]) == signature(ref["oracle_msg"])
        if ref["outcome"] == "xla-accepts/recompose-refuses":
            return signature(ev["recompose_msg"]) == signature(ref["recompose_msg"])
        return True

    def shrink(self, text, ref, budget):
        """Remove op lines (and whole unused functions) while the disagreement stays."""
        deadline = time.time() + budget
        ops_fn = mutate.hlo_ops if self.fmt == "hlo" else mutate.sh_ops
        changed = True
        while changed and time.time() < deadline:
            changed = False
            lines = text.split("\n")
            cand = [i for i, name, m in ops_fn(text)
                    if "return" not in name and not (self.fmt == "hlo" and m.group(2))
                    and not lines[i].rstrip().endswith("{") and not lines[i].rstrip().endswith("({")]
            for i in reversed(cand):
                if time.time() >= deadline:
                    break
                lines2 = text.split("\n")
                if i >= len(lines2):
                    continue
                del lines2[i]
                t2 = "\n".join(lines2)
                ev = self.evaluate(t2)
                if self.same_class(ev, ref):
                    text = t2
                    changed = True
        return text

    def op_of(self, ev, op, text):
        # a changed parameter or signature shows at the op that uses it
        if op in ("parameter", "region:parameter", "func.func") and \
                ev["outcome"] == "xla-refuses/recompose-accepts":
            used = op_from_messages(self.fmt, ev["oracle_msg"], ev["recompose_msg"], text)
            if used != "(module)":
                return used
        if op in (None, "(module)", "(symbol)"):
            if ev["outcome"] == "print" and ev["print_diff"]:
                return first_diff_op(self.fmt, ev["print_diff"], ev["print_diff"])
            return op_from_messages(self.fmt, ev["oracle_msg"], ev["recompose_msg"], text)
        return op

    def is_modeled(self, op):
        base = op.split(":", 1)[1] if op.startswith("region:") else op
        return base in self.modeled

    def record(self, ev, meta, text):
        op = self.op_of(ev, meta.get("op"), text)
        if ev["outcome"] == "print" and ev["print_diff"] and op == "(module)":
            m = re.search(r'^[-+]\s.*?"((?:stablehlo|chlo|mhlo|func|sdy|arith)\.[\w.]+)"',
                          ev["print_diff"], re.M)
            hm = re.search(r'^[-+]\s+(?:ROOT )?\S+ = \S+ ([\w\-]+)\(', ev["print_diff"], re.M)
            op = m.group(1) if m else (hm.group(1) if hm else op)
        kind = meta.get("kind", "original")
        key = (op, kind, ev["outcome"])
        rec = {"format": self.fmt, "op": op, "modeled": self.is_modeled(op), "kind": kind,
               "outcome": ev["outcome"], "source": meta["source"], "input": meta["name"],
               "seed": self.args.seed, "mutant": meta.get("index"),
               "oracle": ev["oracle"], "oracle_msg": (ev["oracle_msg"] or "")[:4000],
               "recompose": ev["recompose"], "recompose_msg": (ev["recompose_msg"] or "")[:4000],
               "print_diff": (ev["print_diff"] or "")[:6000] or None}
        if self.records:
            self.records.write(json.dumps(rec) + "\n")
        if key in self.classes:
            self.classes[key]["count"] += 1
            return
        small = text
        if self.args.shrink_seconds > 0 and ev["outcome"] in (
                "xla-refuses/recompose-accepts", "xla-accepts/recompose-refuses", "print") \
                and len(text) < 200_000:
            small = self.shrink(text, ev, self.args.shrink_seconds)
            if small != text:
                ev2 = self.evaluate(small)
                rec["oracle_msg"] = (ev2["oracle_msg"] or "")[:4000]
                rec["recompose_msg"] = (ev2["recompose_msg"] or "")[:4000]
                rec["print_diff"] = (ev2["print_diff"] or "")[:6000] or None
        rec["count"] = 1
        rec["text"] = small if len(small) < 60_000 else small[:60_000] + "\n... (cut)\n"
        self.classes[key] = rec
        self.write_finding(rec)

    # findings: one Markdown file per class
    def finding_path(self, rec):
        if not self.args.findings:
            return None
        name = "{}__{}__{}__{}.md".format("modeled" if rec["modeled"] else "opaque", rec["op"],
                                          rec["outcome"], rec["kind"])
        name = re.sub(r"[^\w.\-]+", "_", name)
        return pathlib.Path(self.args.findings) / self.fmt / name

    def write_finding(self, rec):
        p = self.finding_path(rec)
        if not p:
            return
        p.parent.mkdir(parents=True, exist_ok=True)
        fence = "```"
        body = [f"# {rec['outcome']}: {rec['op']} ({'modeled' if rec['modeled'] else 'opaque'})",
                "",
                f"- format: {rec['format']}",
                f"- mutation kind: {rec['kind']}",
                f"- verdicts: XLA {rec['oracle']}, recompose {rec['recompose']}",
                f"- seen: {rec['count']} time(s) in this run",
                f"- first from: {rec['input']} (source {rec['source']}), seed {rec['seed']}, "
                f"mutant {rec['mutant']} (replay: tools/diff/diff.py --format {rec['format']} "
                f"--seed {rec['seed']} --replay {rec['mutant']})" if rec["mutant"] is not None else
                f"- input: {rec['input']} (source {rec['source']}), unmutated",
                "", "## Input (shrunk)", "", fence, rec["text"].rstrip("\n"), fence, "",
                "## XLA says", "", fence, (rec["oracle_msg"] or "(accepted)").strip()[:3000], fence,
                "", "## recompose says", "", fence,
                (rec["recompose_msg"] or "(accepted, exit 0)").strip()[:3000], fence, ""]
        if rec["print_diff"]:
            body += ["## Round trip (both printed by XLA's printer)", "", fence,
                     rec["print_diff"].strip()[:5000], fence, ""]
        p.write_text("\n".join(body))

    def flush(self, final=False):
        now = time.time()
        if not final and now - self.last_flush < 30:
            return
        self.last_flush = now
        for rec in self.classes.values():
            self.write_finding(rec)
        if self.args.findings:
            self.write_index()
        if self.args.out:
            out = pathlib.Path(self.args.out)
            out.mkdir(parents=True, exist_ok=True)
            (out / "summary.json").write_text(json.dumps(self.summary(), indent=1, sort_keys=True))
            with open(out / "classes.jsonl", "w") as f:
                for rec in self.classes.values():
                    f.write(json.dumps(rec) + "\n")

    def write_index(self):
        p = pathlib.Path(self.args.findings) / self.fmt / "INDEX.md"
        p.parent.mkdir(parents=True, exist_ok=True)
        rows = sorted(self.classes.values(), key=lambda r: (not r["modeled"], r["outcome"], r["op"]))
        lines = [f"# {self.fmt}: disagreement classes (seed {self.args.seed}, updated "
                 f"{time.strftime('%H:%M:%S', time.gmtime())} UTC)", "",
                 "Sorted by the message of the reader that refused (places and names "
                 "blanked), so one cause's classes stand together.", "",
                 "| modeled | op | outcome | kind | count | message | file |",
                 "|---|---|---|---|---|---|---|"]
        rows = sorted(rows, key=lambda r: (not r["modeled"], r["outcome"], self.cause(r), r["op"]))
        for r in rows:
            fp = self.finding_path(r)
            cause = self.cause(r).replace("|", "\\|")
            lines.append(f"| {'yes' if r['modeled'] else 'no'} | {r['op']} | {r['outcome']} | "
                         f"{r['kind']} | {r['count']} | `{cause[:90]}` | {fp.name if fp else ''} |")
        p.write_text("\n".join(lines) + "\n")

    @staticmethod
    def cause(rec):
        if rec["outcome"] == "xla-accepts/recompose-refuses":
            return signature(re.sub(r"^INPUT:\d+:\d+: ", "", rec["recompose_msg"] or "", flags=re.M))
        if rec["outcome"] == "print":
            return "round trip differs"
        return signature(rec["oracle_msg"])

    def summary(self):
        mut = {k: dict(v) for k, v in self.by_kind.items() if k != "original"}
        n_mut = sum(sum(v.values()) for v in mut.values())
        ox = collections.Counter()
        for v in mut.values():
            for oc, n in v.items():
                if oc in ("agree-accept", "xla-accepts/recompose-refuses", "print", "refused-knowingly"):
                    ox["accept"] += n
                elif oc in ("agree-refuse", "xla-refuses/recompose-accepts"):
                    ox["refuse"] += n
                elif oc in ("no-oracle", "no-oracle-rederived"):
                    ox["no-oracle"] += n
                else:
                    ox["recompose-bug"] += n
        classes = sorted(self.classes.values(), key=lambda r: (not r["modeled"], r["outcome"], r["op"]))
        return {
            "format": self.fmt, "seed": self.args.seed,
            "outcomes": dict(self.counts),
            "by_source": {k: dict(v) for k, v in self.by_source.items()},
            "mutants_by_kind": mut, "mutants": n_mut,
            "mutant_oracle": dict(ox),
            "matrix": {f"{a}/{b}": n for (a, b), n in self.matrix.items()},
            "oracle_crashes": self.oracle.crashes,
            "classes": [{k: r[k] for k in ("op", "modeled", "kind", "outcome", "count", "input")}
                        for r in classes],
        }

    def account(self, ev, meta, text):
        oc = ev["outcome"]
        self.counts[oc] += 1
        self.by_source[meta["source"]][oc] += 1
        self.by_kind[meta.get("kind", "original")][oc] += 1
        self.matrix[(ev["oracle"], ev["recompose"])] += 1
        if oc in DISAGREE:
            self.record(ev, meta, text)
        elif oc in ("no-oracle", "no-oracle-rederived"):
            self.no_oracle[signature(ev["oracle_msg"])[:120]] += 1

    def mutant(self, bases, i):
        # the kind first, then a base it applies to: each kind gets its weight's
        # share of the mutants even when few bases have what it changes
        rng = random.Random(f"{self.args.seed}/{i}")
        kind = mutate.pick_kind(self.fmt, rng)
        for _ in range(12):
            src, name, text = bases[rng.randrange(len(bases))]
            m = mutate.apply(self.fmt, kind, text, rng)
            if m:
                op, new = m
                return {"source": "mutant:" + src, "name": name, "kind": kind, "op": op,
                        "index": i}, new
        return None, None


def recheck(h, args):
    rows = []
    for line in open(args.recheck):
        rec = json.loads(line)
        if rec["format"] != args.format:
            continue
        ev = h.evaluate(rec["text"])
        now = ev["outcome"]
        knowing = now == "refused-knowingly"
        rows.append({k: rec[k] for k in ("op", "modeled", "kind", "outcome", "count", "input")} |
                    {"now": now, "fixed": now not in DISAGREE and not knowing, "knowing": knowing,
                     "now_recompose_msg": (ev["recompose_msg"] or "")[:500]})
        print(f"{'knowing  ' if knowing else 'fixed    ' if now not in DISAGREE else 'remaining'} "
              f"{'modeled' if rec['modeled'] else 'opaque '} {rec['outcome']:32} {rec['op']:28} "
              f"{rec['kind']:16} now {now}")
    if args.out:
        pathlib.Path(args.out).mkdir(parents=True, exist_ok=True)
        (pathlib.Path(args.out) / "recheck.json").write_text(json.dumps(rows, indent=1))
    h.close()
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--format", choices=["hlo", "stablehlo"], required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--minutes", type=float, default=5.0,
                    help="wall time of the whole run: the unmutated inputs, then mutants until it is up")
    ap.add_argument("--max-mutants", type=int, default=None)
    ap.add_argument("--out", help="folder for summary.json and records.jsonl")
    ap.add_argument("--findings", help="folder for the per-class findings (FORMAT/ below it)")
    ap.add_argument("--recompose", default=str(ROOT / "build/tools/recompose"))
    ap.add_argument("--python", default=sys.executable, help="the jax environment's Python")
    ap.add_argument("--oracle-timeout", type=float, default=60.0)
    ap.add_argument("--oracle-cache", metavar="FILE",
                    help="keep the oracle's answers on the unmutated inputs in FILE and reuse them")
    ap.add_argument("--shrink-seconds", type=float, default=8.0)
    ap.add_argument("--no-originals", action="store_true", help="mutate, but do not report originals")
    ap.add_argument("--smoke", action="store_true",
                    help="short run (under a minute): the format's reader cases and 24 JAX "
                         "programs (at most 25 s), then up to 150 mutants of seed 1, no "
                         "shrinking; fails on a recompose crash, timeout or unlocated error")
    ap.add_argument("--replay", type=int, help="evaluate mutant I of the seed's sequence and print it")
    ap.add_argument("--recheck", metavar="CLASSES",
                    help="evaluate again the shrunk input of every class in a run's classes.jsonl "
                         "(fixed: the two readers now agree) and write recheck.json")
    args = ap.parse_args()
    if args.smoke:
        args.minutes = min(args.minutes, 0.8)
        args.max_mutants = args.max_mutants or SMOKE_MUTANTS
        args.shrink_seconds = 0

    h = Harness(args)
    if args.oracle_cache:
        h.oracle.open_cache(args.oracle_cache)
    t0 = time.time()
    if args.recheck:
        return recheck(h, args)
    if args.smoke:
        inputs = corpus_inputs(args.format, ["corpus/" + args.format]) + \
            jax_inputs(args.format, limit=SMOKE_JAX)
    else:
        inputs = corpus_inputs(args.format, ["corpus/stablehlo", "corpus/hlo", "corpus/opt",
                                             "corpus/real"]) + jax_inputs(args.format)
    if args.out:
        pathlib.Path(args.out).mkdir(parents=True, exist_ok=True)
        h.records = open(pathlib.Path(args.out) / "records.jsonl", "a")

    try:
        # the originals: every input once; those XLA accepts become mutation bases
        bases = []
        inputs_per_source = collections.Counter(src for src, _, _ in inputs)
        # a text met twice (a reader case and its printed form) is checked once
        seen = set()
        unique = []
        for item in inputs:
            if item[2] not in seen:
                seen.add(item[2])
                unique.append(item)
        inputs = unique
        unique_per_source = collections.Counter(src for src, _, _ in inputs)
        if args.replay is None:
            for src, name, text in inputs:
                if args.smoke and time.time() - t0 > SMOKE_ORIGINALS_S and bases:
                    break
                ev = h.evaluate(text, cached=True)
                if not args.no_originals:
                    h.account(ev, {"source": src, "name": name}, text)
                if ev["oracle"] == "accept" and len(text) <= BASE_MAX_BYTES:
                    bases.append((src, name, text))
                h.flush()
        else:
            # a replay needs the same bases: the oracle's verdicts only
            for src, name, text in inputs:
                if len(text) <= BASE_MAX_BYTES and \
                        h.oracle.verdict(args.format, text, cached=True)[0] == "accept":
                    bases.append((src, name, text))
            meta, text = h.mutant(bases, args.replay)
            ev = h.evaluate(text)
            print(text)
            print(json.dumps({k: meta[k] for k in ("kind", "op", "name")}), file=sys.stderr)
            print(json.dumps({k: ev[k] for k in ("outcome", "oracle", "oracle_msg", "recompose",
                                                   "recompose_msg", "print_diff")}, indent=1),
                  file=sys.stderr)
            return 0
        t_orig = time.time() - t0
        deadline = t0 + args.minutes * 60
        i = 0
        while time.time() < deadline and (args.max_mutants is None or i < args.max_mutants):
            meta, text = h.mutant(bases, i)
            i += 1
            if meta is None:
                h.counts["not-mutable"] += 1
                continue
            ev = h.evaluate(text)
            h.account(ev, meta, text)
            h.flush()
        s = h.summary()
        s.update({"inputs_per_source": dict(inputs_per_source),
                  "unique_inputs_per_source": dict(unique_per_source), "bases": len(bases),
                  "mutant_indices": i, "seconds_originals": round(t_orig, 1),
                  "seconds_total": round(time.time() - t0, 1),
                  "no_oracle_reasons": dict(h.no_oracle.most_common(20)),
                  "oracle_cache_hits": h.oracle.cache_hits,
                  "command": " ".join(sys.argv)})
        h.flush(final=True)
        if args.out:
            (pathlib.Path(args.out) / "summary.json").write_text(json.dumps(s, indent=1, sort_keys=True))
        # a short report on standard output
        print(f"{args.format}: seed {args.seed}, {len(inputs)} inputs, {s['mutants']} mutants "
              f"in {s['seconds_total']} s")
        tot = max(1, s["mutants"])
        mo = s["mutant_oracle"]
        print("mutants: XLA accepts {:.1%}, refuses {:.1%}, no oracle {:.1%}".format(
            mo.get("accept", 0) / tot, mo.get("refuse", 0) / tot, mo.get("no-oracle", 0) / tot))
        print("outcomes:", json.dumps(s["outcomes"], sort_keys=True))
        for c in s["classes"]:
            print(f"  {'modeled' if c['modeled'] else 'opaque '} {c['outcome']:32} {c['op']:32} "
                  f"{c['kind']:16} x{c['count']}")
        bugs = sum(s["outcomes"].get(k, 0) for k in
                   ("recompose-crash", "recompose-timeout", "recompose-unlocated"))
        if args.smoke:
            evaluated = sum(n for k, n in s["outcomes"].items() if k != "not-mutable")
            print(f"{evaluated - bugs} passed, {bugs} failed")
            return 1 if bugs else 0
        return 0
    finally:
        if h.records:
            h.records.close()
        h.close()


if __name__ == "__main__":
    sys.exit(main())
