#!/usr/bin/env python3
"""The real-corpus test: recompose on what real exporters write (corpus/real/).

    test_real_corpus.py RECOMPOSE SOURCE_ROOT [--write-misses] [--per-file] [-j N]

Standard library only: the frameworks that made the files are not needed here.

1. corpus/real/EXPECTED.tsv (the activations in each file, written by reading the files)
   must cover exactly the files of the producers' manifest.json, and agree with the
   counts the generator traced (manifest "traced"; "traced_backward" for the backward
   counts `bwd:OP=N` of training graphs whose exporter traces them), except rows whose
   note starts with "read:" (a count read in the file that differs from the traced one,
   with the reason).
2. For every file, `recompose opt --report` runs, and per fused op the number found is
   compared with EXPECTED: found = raised, in every graph. A match skipped (for instance
   because the backward of a training graph reads one of its intermediates: "... use(s)
   outside the match") is not found; the skips only give the default reason of a miss.
   A backward activation `bwd:OP` is found when a rewrite of a backward table row of OP
   (named OP_grad, OP_backward or OP_bwd; a norm's d scale OP_grad_scale) is raised in a
   training graph; a norm's dx and d scale calls of the same x (up to reshapes) are one instance.
   A rewrite inside a called function (an HLO `call` computation, a StableHLO private
   func) counts once per call of that function left in the optimized output (the call
   sites are the activations; a body whose calls were all raised or absorbed counts 0;
   see multiplicity()). A rewrite whose fused call a later rewrite took into its region
   (its root no longer defined in its function in the output: erased, or moved into a
   decomposition) counts 0: it was a step of the outer activation (erf -> gelu_erf); the
   report must list it with "absorbed_by", and no rewrite the output still runs.
   Every rewrite must be verified; the output must re-parse (`opt --parse-only`).
   Nested activations (training graphs only): an outer activation A skipped for multi-use
   because the backward reuses the result of its inner activation B (NESTED below: the
   sigmoid of a silu, the softplus of a mish, ...) is a miss of A, and the raise of that B
   is a step towards A, neither found nor extra: B's root must be the value
   the skip names ("intermediate %v has N uses outside the match", same function), or B
   sits in a function called at v. Any other B is counted as usual.
   Recomputed copies (compiled HLO only): XLA recomputes a cheap value in every fusion
   that reads it (the forward and the backward of a training graph), so one activation
   of the program can be written several times. A rewrite or skip whose computation,
   read across fusion boundaries down to the values of the caller (expression(); copies,
   layout only, looked through), is the same as that of another raised one of the same
   op, or is part of that of a counted outer one it nests in (NESTED), is a copy of that
   activation: not found again, not extra (printed as COPIES).
3. Each difference (file, op, expected, found) must be listed in corpus/real/KNOWN_MISSES
   with the same numbers and a reason: an unlisted miss or extra rewrite fails, and so
   does a listed one whose numbers changed or that no longer happens (the list must
   shrink as recognition improves; it cannot hide a regression or a stale row).
4. It prints the recall per set (producer and form, training graphs apart), forward and
   backward separately, and per op (--per-file: per file too).

--write-misses rewrites KNOWN_MISSES from what this run measured (reasons of rows that
stay are kept; new rows get the reason the run saw: opt failed, skipped with the report's
reason, no backward row raised, not matched, extra), for review before committing.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

OPS = ("sigmoid silu gelu_erf gelu_tanh quick_gelu softplus mish hardswish hardsigmoid "
       "erf softmax log_softmax layer_norm rms_norm").split()
BWD = "bwd:"  # EXPECTED/KNOWN_MISSES key of a backward activation: bwd:OP
BACKWARD_ROW = re.compile(r"^(\w+?)_(?:grad|backward|bwd)(_scale)?$")  # a backward table row of OP
# a recompose call's result and first operand (x), HLO custom-call or StableHLO composite / custom_call
CALL_X = re.compile(r'^\s*(?:ROOT\s+)?%?([\w.\-#$]+)\s*=\s*(?:[^=]*?\bcustom-call\(\s*'
                    r'(?:[a-z]+\d*\[[^\]]*\](?:\{[^}]*\})?\s+)?%?([\w.\-#$]+)'
                    r'|stablehlo\.composite\s+"recompose\.\w+"\s+%?([\w.\-#$]+)'
                    r'|stablehlo\.custom_call\s+@recompose\.\w+\(\s*%?([\w.\-#$]+))')
# a reshape (or HLO bitcast) or convert of one value: a norm's x seen through it is the same x
# (torch_xla computes the d scale on x and the dx on x reshaped to [1, rows, cols]; a bf16 step's
# d scale reads the f32 convert of x its region holds, its dx call computed in f32 one of its
# own, and that call's result is read through its convert back to bf16, src/rewrite/wide.c)
RESHAPE = re.compile(r'^\s*(?:ROOT\s+)?%?([\w.\-#$]+)\s*=\s*(?:[a-z]+\d*\[[^\]]*\](?:\{[^}]*\})?\s+'
                     r'(?:reshape|bitcast|convert)\(\s*(?:[a-z]+\d*\[[^\]]*\](?:\{[^}]*\})?\s+)?%?([\w.\-#$]+)\)'
                     r'|stablehlo\.(?:reshape|convert)\s+%?([\w.\-#$]+))')
REUSED = re.compile(r"intermediate %(\S+) has \d+ uses? outside the match")
# Which activations nest in which (outer fused op -> inner fused ops): where the backward
# reuses exactly the inner one's result, the outer is skipped and the inner is raised alone
# (README.md, "Multi-use policy").
NESTED = {"silu": ("sigmoid",), "quick_gelu": ("sigmoid",), "mish": ("softplus",),
          "hardswish": ("hardsigmoid",), "gelu_erf": ("erf",)}


def read_tsv(path):
    rows = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            rows.append((n, line.rstrip("\n").split("\t")))
    return rows


def parse_counts(text, where):
    out = {}
    if text.strip() in ("", "-"):
        return out
    for item in text.split(","):
        op, _, n = item.strip().partition("=")
        base = op[len(BWD):] if op.startswith(BWD) else op
        if base not in OPS or not n.isdigit():
            raise SystemExit("%s: bad count '%s'" % (where, item))
        out[op] = int(n)
    return out


def load_expected(real):
    exp = {}
    for n, cols in read_tsv(os.path.join(real, "EXPECTED.tsv")):
        if len(cols) < 2:
            raise SystemExit("EXPECTED.tsv:%d: want FILE<TAB>OP=N,...[<TAB>NOTE]" % n)
        exp[cols[0]] = (parse_counts(cols[1], "EXPECTED.tsv:%d" % n), cols[2] if len(cols) > 2 else "")
    return exp


def load_manifests(real):
    files, errors = {}, {}
    for producer in sorted(os.listdir(real)):
        m = os.path.join(real, producer, "manifest.json")
        if not os.path.isfile(m):
            continue
        with open(m) as f:
            man = json.load(f)
        for name, e in man.items():
            if name == "_errors":
                errors[producer] = e
            else:
                files["%s/%s" % (producer, name)] = e
    return files, errors


def load_misses(real):
    misses = {}
    path = os.path.join(real, "KNOWN_MISSES")
    if not os.path.exists(path):
        return misses
    for n, cols in read_tsv(path):
        if len(cols) != 5 or not cols[2].isdigit() or not cols[3].isdigit():
            raise SystemExit("KNOWN_MISSES:%d: want FILE<TAB>OP<TAB>EXPECTED<TAB>GOT<TAB>REASON" % n)
        misses[(cols[0], cols[1])] = (int(cols[2]), int(cols[3]), cols[4])
    return misses


def pattern_ops(recompose):
    r = subprocess.run([recompose, "patterns", "--list"], capture_output=True, text=True, check=True)
    table = {}
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            table[parts[0]] = parts[1]
    return table


CALL_HLO = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=.*?\bcall\(.*?to_apply=%?([\w.\-]+)")
# a fusion call of compiled HLO: recompose matches its body on its own, then opens it into
# the caller (the body's values keep their names there)
FUSION_HLO = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=.*?\bfusion\(.*?calls=%?([\w.\-]+)")
CALL_MLIR = re.compile(r"^\s*%([\w.\-#]+)(?::\d+)?\s*=\s*(?:func\.)?call\s+@([\w.\-$]+)\(")
RETURN_MLIR = re.compile(r"^\s*(?:func\.)?return\s+([^:]+):")
CALL_MLIR_GENERIC = re.compile(r"^\s*%([\w.\-#]+)\s*=\s*\"func\.call\"\(.*?callee\s*=\s*@([\w.\-$]+)")
FUNC_MLIR = re.compile(r"^\s*(?:\"?func\.func\"?)\s+(?:\w+\s+)?@([\w.\-$]+)")
COMP_HLO = re.compile(r"^(?:ENTRY\s+)?%?([\w.\-]+)\s.*\{\s*$")


def call_sites(text):
    """callee -> [(function holding the call, the value the call defines)]."""
    sites, fn = {}, None
    for line in text.splitlines():
        m = FUNC_MLIR.match(line) or (COMP_HLO.match(line) if line[:1] not in " \t}" else None)
        if m and not line.startswith("HloModule"):
            fn = m.group(1)
            continue
        for rx in (CALL_HLO, CALL_MLIR, CALL_MLIR_GENERIC):
            c = rx.match(line)
            if c:
                sites.setdefault(c.group(2), []).append((fn, c.group(1)))
                break
    return sites


DEF_MLIR = re.compile(r"^\s*(%[\w.\-#$]+(?::\d+)?(?:\s*,\s*%[\w.\-#$]+)*)\s*=")
DEF_HLO = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=")


def returned(text):
    """function -> the value names its MLIR return lists (in order)."""
    rets, fn = {}, None
    for line in text.splitlines():
        m = FUNC_MLIR.match(line)
        if m:
            fn = m.group(1)
            continue
        r = RETURN_MLIR.match(line)
        if r and fn:
            rets[fn] = [v.strip().lstrip("%") for v in r.group(1).split(",")]
    return rets


def definitions(text):
    """function -> the value names it defines (MLIR results, HLO instructions)."""
    defs, fn = {}, None
    for line in text.splitlines():
        m = FUNC_MLIR.match(line) or (COMP_HLO.match(line) if line[:1] not in " \t}" else None)
        if m and not line.startswith("HloModule"):
            fn = m.group(1)
            continue
        d = DEF_MLIR.match(line)
        if d:
            names = []
            for n in d.group(1).split(","):
                base, _, k = n.strip().lstrip("%").partition(":")
                # %v:N defines %v#0 .. %v#N-1 (a report names a result of several so)
                names += [base] + ["%s#%d" % (base, i) for i in range(int(k) if k.isdigit() else 0)]
        else:
            d = DEF_HLO.match(line)
            names = [d.group(1)] if d else []
        defs.setdefault(fn, set()).update(names)
    return defs


def call_operands(text):
    """(function, result) -> the first operand (x) of each recompose call in the output (or of
    a convert of its result), seen through reshapes and converts (the value they read)."""
    out, fn, reshaped = {}, None, {}
    for line in text.splitlines():
        m = FUNC_MLIR.match(line) or (COMP_HLO.match(line) if line[:1] not in " \t}" else None)
        if m and not line.startswith("HloModule"):
            fn = m.group(1)
            continue
        r = RESHAPE.match(line)
        if r:
            reshaped[(fn, r.group(1))] = next(g for g in r.groups()[1:] if g)
        c = CALL_X.match(line)
        if c:
            out[(fn, c.group(1))] = next(g for g in c.groups()[1:] if g)
    for (f, r), v in list(reshaped.items()):  # a call's result read through its convert
        if (f, v) in out and (f, r) not in out:
            out[(f, r)] = out[(f, v)]
    for k, x in out.items():
        for _ in range(16):
            if (k[0], x) not in reshaped:
                break
            x = reshaped[(k[0], x)]
        out[k] = x
    return out


def multiplicity(fn, sites_in, sites_out, memo, depth=0):
    """How many times the activations in the body of fn run, read on the optimized output:
    a function that is called nowhere in the input either (the entry, a fusion or reduce
    computation) runs once; a decomposition body that recompose wrote (@recompose.*) and a
    function whose every call was absorbed into a rewrite run 0 times; any other runs once
    per remaining call site, times the count of the function that holds that call."""
    if fn is None or fn.startswith("recompose.") or depth > 50:
        return 0 if fn and fn.startswith("recompose.") else 1
    if fn not in sites_out:
        return 0 if fn in sites_in else 1
    if fn not in memo:
        memo[fn] = 0
        memo[fn] = sum(multiplicity(g, sites_in, sites_out, memo, depth + 1) for g, _ in sites_out[fn])
    return memo[fn]


def fusion_sites(text):
    """fusion body -> [functions holding a fusion call of it]."""
    sites, fn = {}, None
    for line in text.splitlines():
        m = COMP_HLO.match(line) if line[:1] not in " \t}" else None
        if m and not line.startswith("HloModule"):
            fn = m.group(1)
            continue
        c = FUSION_HLO.match(line)
        if c:
            sites.setdefault(c.group(2), []).append(fn)
    return sites


def nested_in(op, fn, root, outers, sites_in, rets, fusions=None):
    """Whether a rewrite or skip of `op` at value `root` of function `fn` is the inner
    activation of an outer one skipped for multi-use: outers holds (outer op, function,
    the reused value its reason names). The reused value may be result k of a call of
    fn with several results (MLIR `%v#k`): then root must be fn's k-th returned value.
    An inner raised in a fusion body, read by the outer in the caller the fusion was
    opened into, keeps its name there."""
    for outer, ofn, reused in outers:
        if op not in NESTED.get(outer, ()):
            continue
        if reused == root and (ofn == fn or ofn in (fusions or {}).get(fn, [])):
            return True
        if (ofn, reused) in sites_in.get(fn, []):
            return True
        base, _, k = reused.partition("#")
        if k.isdigit() and (ofn, base) in sites_in.get(fn, []):
            r = rets.get(fn, [])
            if int(k) < len(r) and r[int(k)] == root:
                return True
    return False


INSTR_HLO = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(?:\([^=]*?\)|\S+)\s+([\w\-]+)\((.*)$")


def hlo_instructions(text):
    """function -> {value: (opcode, [operand names], literal or parameter number)} of HLO text."""
    fns, fn = {}, None
    for line in text.splitlines():
        m = COMP_HLO.match(line) if line[:1] not in " \t}" else None
        if m and not line.startswith("HloModule"):
            fn = m.group(1)
            fns[fn] = {}
            continue
        i = INSTR_HLO.match(line)
        if not i or fn is None:
            continue
        args, depth, end = i.group(3), 1, 0
        for end, ch in enumerate(args):  # the operand list ends at the matching ')'
            depth += ch == "(" and 1 or ch == ")" and -1 or 0
            if depth == 0:
                break
        inside = re.sub(r"/\*.*?\*/", "", args[:end])
        ops = [o.strip().lstrip("%") for o in inside.split(",")] if inside.strip() else []
        lit = inside.strip() if i.group(2) in ("constant", "parameter") else ""
        dims = re.search(r"dimensions=\{[^}]*\}", args[end:]) if i.group(2) in ("broadcast", "transpose") else None
        fns[fn][i.group(1)] = (i.group(2) + (dims.group(0) if dims else ""), [] if lit else ops, lit)
    return fns


def expression(fns, callers, fn, v, depth=0):
    """The computation of value v of function fn as text: opcodes and constants down to
    the values of the outermost caller, fusion parameters replaced by the fusion's
    operands, copies looked through."""
    instr = fns.get(fn, {}).get(v)
    if instr is None or depth > 200:
        return "?%s/%s" % (fn, v)
    op, ops, lit = instr
    if op == "parameter" and fn in callers:
        cfn, cops = callers[fn]
        k = int(lit) if lit.isdigit() else -1
        return expression(fns, callers, cfn, cops[k], depth + 1) if 0 <= k < len(cops) else "?%s/%s" % (fn, v)
    if op == "copy" and len(ops) == 1:
        return expression(fns, callers, fn, ops[0], depth + 1)
    if op == "constant":
        return "constant(%s)" % lit
    if op in ("parameter", "fusion", "custom-call", "dot", "convolution", "call", "reduce", "reduce-window",
              "get-tuple-element", "tuple", "while", "conditional"):
        return "%s/%s" % (fn, v)  # a value of its own: equal only to itself
    return "%s(%s)" % (op, ",".join(expression(fns, callers, fn, o, depth + 1) for o in ops))


def single_fusion_callers(text):
    """The instructions of HLO text, and fusion body -> (the function holding its one
    fusion call, the call's operand names)."""
    fns, sites = hlo_instructions(text), {}
    for fn, instrs in fns.items():
        for v, (op, ops, _) in instrs.items():
            if op == "fusion":
                sites.setdefault(v, (fn, ops))
    calls = {}
    for line in text.splitlines():
        d, c = DEF_HLO.match(line), FUSION_HLO.match(line)
        if d and c:
            calls.setdefault(c.group(2), []).append(c.group(1))
    return fns, {body: sites[vs[0]] for body, vs in calls.items() if len(vs) == 1 and vs[0] in sites}


def recomputed_copies(text, counted, res):
    """counted less the recomputed copies of compiled HLO (see the module's docstring),
    which go to res["copies"]: raises before skips, the first of equal computations
    stays; then one that is part of a staying outer one it nests in is a copy too."""
    fns, callers = single_fusion_callers(text)
    order = sorted(range(len(counted)), key=lambda i: (counted[i][0] != "raised", i))
    expr = {i: expression(fns, callers, counted[i][2], counted[i][3]) for i in order}
    seen, keep, copies = set(), [], []
    for i in order:
        key = (counted[i][1], expr[i])
        if key in seen and not expr[i].startswith("?"):
            copies.append(i)
        else:
            seen.add(key)
            keep.append(i)
    outer = [(counted[i][1], expr[i]) for i in keep]
    for i in list(keep):
        op = counted[i][1]
        if any(op in NESTED.get(o, ()) and e != expr[i] and expr[i] in e for o, e in outer) \
                and not expr[i].startswith("?"):
            keep.remove(i)
            copies.append(i)
    for i in copies:
        op = counted[i][1]
        res["copies"][op] = res["copies"].get(op, 0) + counted[i][4]
    return [counted[i] for i in sorted(keep)]


def run_one(recompose, path, training, pat_op):
    res = {"raised": {}, "skipped": {}, "nested": {}, "copies": {}, "errors": [], "extra_info": []}
    with tempfile.TemporaryDirectory(prefix="real-corpus.") as tmp:
        ext = ".mlir" if path.endswith(".mlir") else ".hlo"
        out, rep = os.path.join(tmp, "out" + ext), os.path.join(tmp, "report.json")
        r = subprocess.run([recompose, "opt", "--report", rep, "-o", out, path],
                           capture_output=True, text=True)
        if r.returncode != 0:
            first = (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[0]
            res["opt_failed"] = re.sub(r"^\S+?:(\d+:\d+: )?", "", first).strip()
            return res
        with open(rep) as f:
            report = json.load(f)
        with open(path) as f:
            text_in = f.read()
        sites_in, rets_in, fusions = call_sites(text_in), returned(text_in), fusion_sites(text_in)
        with open(out) as f:
            text_out = f.read()
        sites_out, defs_out = call_sites(text_out), definitions(text_out)
        memo = {}
        outers = []  # (op, function, reused value) of the multi-use skips, training graphs only
        for s in report.get("skipped", []):
            m = REUSED.search(s.get("reason", ""))
            if training and m:
                outers.append((pat_op.get(s["pattern"], s["pattern"]), s.get("function"), m.group(1)))

        counted = []  # (kind, op, function, root, multiplicity)

        def count(kind, op, fn, root):
            mult = multiplicity(fn, sites_in, sites_out, memo)
            if mult and nested_in(op, fn, root, outers, sites_in, rets_in, fusions):
                kind = "nested"
            if mult:
                counted.append((kind, op, fn, root, mult))

        # a norm's backward is one instance however many calls raise it: its dx (OP_grad) and
        # its d scale (OP_grad_scale) of the same x count once, a d scale alone (an input that
        # needs no gradient) once too
        xs_out, norm_bwd = call_operands(text_out), set()
        for w in report["rewrites"]:
            if not w.get("verified", False):
                res["errors"].append("rewrite %s at %s in %s not verified" % (w["op"], w["root"], w.get("function")))
            # a fused call a later rewrite took into its region (the erf of a GELU raised in
            # two rounds) is a step of that activation, not one of its own; the report says so
            # with "absorbed_by", which must agree with the output: an absorbed root is gone, or
            # its function runs no more (its calls were taken: multiplicity 0), and a root gone
            # from a function still there is absorbed
            gone = w["root"] not in defs_out.get(w.get("function"), ())
            if "absorbed_by" in w and not gone and multiplicity(w.get("function"), sites_in, sites_out, memo):
                res["errors"].append("rewrite %s at %s in %s is reported absorbed but the output runs it"
                                     % (w["op"], w["root"], w.get("function")))
            if gone and "absorbed_by" not in w and w.get("function") in defs_out:
                res["errors"].append("rewrite %s at %s in %s is gone from the output but not reported absorbed"
                                     % (w["op"], w["root"], w.get("function")))
            if gone:
                continue
            b = BACKWARD_ROW.match(w["op"])
            x = xs_out.get((w.get("function"), w["root"])) if b and b.group(1) in ("layer_norm", "rms_norm") else None
            if x is not None:
                if (b.group(1), w.get("function"), x) in norm_bwd:
                    continue
                norm_bwd.add((b.group(1), w.get("function"), x))
            count("raised", BWD + b.group(1) if b and b.group(1) in OPS else w["op"], w.get("function"), w["root"])
        for s in report.get("skipped", []):  # not found: kept for the reason of a miss
            res["skipped"].setdefault(pat_op.get(s["pattern"], s["pattern"]), []).append(s.get("reason", "?"))
        if path.endswith(".compiled.hlo"):
            counted = recomputed_copies(text_in, counted, res)
        for kind, op, fn, root, mult in counted:
            res[kind][op] = res[kind].get(op, 0) + mult
        r = subprocess.run([recompose, "opt", "--parse-only", "-o", os.devnull, out],
                           capture_output=True, text=True)
        if r.returncode != 0:
            res["errors"].append("output does not re-parse: %s" % (r.stderr.strip().splitlines() or ["?"])[0])
    return res


def why_missed(res, op, e, g):
    """The default reason of a KNOWN_MISSES row, from what the run saw."""
    if "opt_failed" in res:
        return "opt failed: " + res["opt_failed"]
    if g > e:
        return "extra rewrite"
    if op.startswith(BWD):
        return "backward: no backward row of %s raised" % op[len(BWD):]
    reasons = {}
    for r in res["skipped"].get(op, []):
        r = re.sub(r"%[\w.\-#$]+", "%v", r)
        reasons[r] = reasons.get(r, 0) + 1
    if reasons:
        r, n = max(reasons.items(), key=lambda kv: (kv[1], kv[0]))
        return "skipped: %s (%d skip(s) of %s in the report)" % (r, sum(reasons.values()), op)
    return "not matched"


def form_of(name):
    if name.endswith(".compiled.hlo"):
        return "compiled-hlo"
    return "hlo" if name.endswith(".hlo") else "stablehlo"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recompose")
    ap.add_argument("root")
    ap.add_argument("--write-misses", action="store_true")
    ap.add_argument("--per-file", action="store_true", help="print the recall of every file too")
    ap.add_argument("-j", type=int, default=max(1, min(4, os.cpu_count() or 1)))
    a = ap.parse_args()
    real = os.path.join(a.root, "corpus", "real")
    failures = []

    # 1. EXPECTED.tsv against the manifests.
    expected = load_expected(real)
    files, errors = load_manifests(real)
    for f in sorted(set(files) - set(expected)):
        failures.append("%s: in a manifest but not in EXPECTED.tsv" % f)
    for f in sorted(set(expected) - set(files)):
        failures.append("%s: in EXPECTED.tsv but in no manifest" % f)
    for f in sorted(set(files) & set(expected)):
        if not os.path.isfile(os.path.join(real, f)):
            failures.append("%s: listed but missing" % f)
        counts, note = expected[f]
        traced = dict(files[f]["traced"])
        traced.update((BWD + op, n) for op, n in files[f].get("traced_backward", {}).items())
        if counts != traced and not note.startswith("read:"):
            failures.append("%s: EXPECTED.tsv says %s, the generator traced %s" % (f, counts, traced))

    # 2. recompose on every file.
    pat_op = pattern_ops(a.recompose)
    names = sorted(f for f in expected if os.path.isfile(os.path.join(real, f)))
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        results = dict(zip(names, pool.map(
            lambda f: run_one(a.recompose, os.path.join(real, f), files.get(f, {}).get("training", False), pat_op),
            names)))

    misses = load_misses(real)
    measured = {}  # (file, op) -> (expected, got, default reason)
    sets = {}      # (producer, form) -> {"files": n, "fwd": [exp, found, extra], "bwd": [...]}
    per_op = {}    # op -> {"fwd": [exp, found, extra], "bwd": [...]}
    per_file = {}  # file -> {"fwd": [...], "bwd": [...]}
    for f in names:
        res = results[f]
        exp = expected[f][0]
        for e in res["errors"]:
            failures.append("%s: %s" % (f, e))
        found = {} if "opt_failed" in res else dict(res["raised"])  # found = raised, nothing else
        key = (f.split("/")[0], form_of(f) + (" training" if files.get(f, {}).get("training") else ""))
        t = sets.setdefault(key, {"files": 0, "fwd": [0, 0, 0], "bwd": [0, 0, 0]})
        t["files"] += 1
        pf = per_file[f] = {"fwd": [0, 0, 0], "bwd": [0, 0, 0]}
        for op in sorted(set(exp) | set(found)):
            e, g = exp.get(op, 0), found.get(op, 0)
            side, base = ("bwd", op[len(BWD):]) if op.startswith(BWD) else ("fwd", op)
            po = per_op.setdefault(base, {"fwd": [0, 0, 0], "bwd": [0, 0, 0]})
            for c in (t[side], po[side], pf[side]):
                c[0] += e
                c[1] += min(e, g)
                c[2] += max(0, g - e)
            if e != g:
                measured[(f, op)] = (e, g, why_missed(res, op, e, g))

    # 3. against KNOWN_MISSES.
    for k, (e, g, why) in sorted(measured.items()):
        if k not in misses:
            kind = "missed" if g < e else "extra rewrite"
            failures.append("%s: %s %s: expected %d, found %d (not in KNOWN_MISSES)" % (k[0], k[1], kind, e, g))
        elif misses[k][:2] != (e, g):
            failures.append("%s: %s: KNOWN_MISSES says expected %d got %d, measured expected %d found %d"
                            % (k[0], k[1], misses[k][0], misses[k][1], e, g))
    for k in sorted(set(misses) - set(measured)):
        failures.append("%s: %s is listed in KNOWN_MISSES but passes now: remove it" % k)

    # 4. the recall tables.
    def cell(c):
        return "%9s %6s %5d" % ("%d/%d" % (c[1], c[0]), "%.1f%%" % (100.0 * c[1] / c[0]) if c[0] else "-", c[2])

    head = "%9s %6s %5s  %9s %6s %5s" % ("fwd", "recall", "extra", "bwd", "recall", "extra")
    print("recall per set (found = raised / expected activations; fwd = forward activations, bwd = the"
          " backward of an activation in a training graph; extra = rewrites of anything not expected)")
    print("%-12s %-22s %5s  %s" % ("producer", "form", "files", head))
    tot = {"files": 0, "fwd": [0, 0, 0], "bwd": [0, 0, 0]}
    for (p, form), t in sorted(sets.items()):
        print("%-12s %-22s %5d  %s  %s" % (p, form, t["files"], cell(t["fwd"]), cell(t["bwd"])))
        tot["files"] += t["files"]
        for side in ("fwd", "bwd"):
            tot[side] = [x + y for x, y in zip(tot[side], t[side])]
    print("%-12s %-22s %5d  %s  %s" % ("all", "", tot["files"], cell(tot["fwd"]), cell(tot["bwd"])))
    print("recall per op (all files)")
    print("%-12s %s" % ("op", head))
    for op, po in sorted(per_op.items()):
        print("%-12s %s  %s" % (op, cell(po["fwd"]), cell(po["bwd"])))
    if a.per_file:
        print("recall per file")
        print("%-48s %s" % ("file", head))
        for f, pf in sorted(per_file.items()):
            print("%-48s %s  %s" % (f, cell(pf["fwd"]), cell(pf["bwd"])))
    nested = sum(sum(results[f]["nested"].values()) for f in names)
    print("inner activations raised alone under an outer one skipped for their reused result"
          " (NESTED, neither found nor extra): %d" % nested)
    copies = sum(sum(results[f]["copies"].values()) for f in names)
    print("recomputed copies in compiled HLO of an activation counted once (COPIES, not extra): %d" % copies)
    for p, errs in sorted(errors.items()):
        for e in errs:
            print("%s: not exported: %s: %s" % (p, e["what"], e["error"].splitlines()[-1] if e["error"] else "?"))

    if a.write_misses:
        with open(os.path.join(real, "KNOWN_MISSES"), "w") as f:
            f.write("# file\top\texpected\tfound\treason (see tests/real/test_real_corpus.py; found > expected is"
                    " an extra rewrite)\n")
            for k, (e, g, why) in sorted(measured.items()):
                f.write("%s\t%s\t%d\t%d\t%s\n" % (k[0], k[1], e, g, misses[k][2] if k in misses else why))
        print("wrote KNOWN_MISSES (%d rows)" % len(measured))
        return 0
    for line in failures:
        print("FAIL " + line)
    print("%d file(s), %d known miss row(s), %d failure(s)" % (len(names), len(misses), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
