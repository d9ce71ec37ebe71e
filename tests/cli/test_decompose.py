#!/usr/bin/env python3
"""`recompose opt --decompose`: composites out, and `opt` then `--decompose` gives back the original.

Over every StableHLO case of corpus/opt whose `opt` output (the default emit, the case's
flags) holds a composite: `opt`, then `opt --decompose` on that output, and
  - no composite and no decomposition function is left;
  - `recompose verify --max-ulp 0 ORIGINAL DECOMPOSED` says equivalent (bit for bit on its
    probes), or the interpreter cannot run the module (counted, named in a comment);
  - the result is the original program up to value names, the order of independent ops,
    the sharing of identical subexpressions and chains of reshapes (opt reshapes a fused
    call's operands to its result's shape): each returned value's expression tree, built
    from the text with names dropped, equals the original's; for inputs that hold no
    composite of their own (those become recompose's, then plain ops: verify only);
  - a second --decompose changes nothing.
Cases whose activation is written as one run of ops that shares nothing with the rest of
the program come back byte for byte (EXACT below, chosen for that shape, not from a run).
Then hand-written cases: a decomposition with regions called twice, whose reducer's
parameter names the caller also uses; nested composites; an HLO call with is_composite=true;
recompose custom calls kept (HLO, --emit custom-call) and listed in --report; a decomposition
that calls itself (exit 1, located error, the old output untouched); usage errors.

Usage: test_decompose.py RECOMPOSE SOURCE_ROOT
Prints TAP and '<N> passed, <M> failed'; exits 1 on any failure.
"""
import glob
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

RC, ROOT = os.path.abspath(sys.argv[1]), sys.argv[2]
CORPUS = os.path.join(ROOT, "corpus", "opt")
results = []
notes = []

# One activation written as one run of ops over the function's parameters: nothing to share
# with or interleave from the rest of the program.
EXACT = ["attention_softmax_between_dots", "gelu_erf_torch", "softmax_torch", "silu_torch_logistic",
         "layer_norm_plain", "rms_norm_plain"]
# Raised from a region that read copies of an operand as the operand (README, --decompose):
# they come back with the one copy, equal up to rounding (verify's default tolerance), not
# with the original's expression trees. So does JAX's softmax backward from e (from_exp),
# whose call then reads the forward's y = e / sum e: its decomposition comes back on y; and
# JAX's log_softmax backward from e, whose call then reads exp(y) = e / sum e. So does a
# deferred normalization (src/rewrite/deferred.c): its softmax is read with the division moved
# before the value product, and comes back so, dot(v, e / sum e). So does a backward split out
# of a sum (src/rewrite/sumsplit.c): the sum is reassociated around the backward's terms and
# comes back so, (dy s + dy x s (1 - s)) + dz v. So does a softmax written exp(x - logsumexp(x))
# (src/rewrite/lse.c): it is read as e / |s| and comes back so.
UP_TO_ROUNDING = ["grad_sum_split_silu", "grad_softmax_sum_splat_dy", "attention_deferred_rhs", "attention_deferred_rhs_transposed", "grad_softmax_e_times_scaled_dy", "grad_softmax_jax_vjp", "grad_softmax_jax_vjp_backward_first",
                  "grad_softmax_jax_vjp_four_cols", "grad_softmax_jax_vjp_two_cols", "grad_softmax_msq_loss", "grad_log_softmax_jax_vjp_lse",
                  "grad_log_softmax_jax_vjp_lse_two_rows",
                  "grad_log_softmax_sum_ones_folded", "grad_chain_softmax_jax_vjp", "grad_chain_softmax_near_miss",
                  "grad_softmax_jax_vjp_exp_lse", "grad_softmax_jax_vjp_exp_lse_msq", "grad_softmax_jax_vjp_exp_lse_ce",
                  "neg_grad_softmax_jax_vjp_exp_lse_ce_sum_from_one",
                  "grad_log_softmax_jax_vjp_backward_first", "grad_log_softmax_msq_scaled_dy",
                  "grad_log_softmax_times_softmax_sum_split",
                  "grad_pair_gelu_erf_norm_cdf_softplus", "grad_pair_gelu_tanh_sigmoid_2z_softplus",
                  "grad_softmax_exp_minus_lse_pair_helpers", "grad_softmax_pair_nested_helpers"]


def run(*args, stdin=None):
    p = subprocess.run([RC, *args], input=stdin, capture_output=True, timeout=120)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def read(path):
    with open(path) as f:
        return f.read()


# ---- the program as expression trees ----

VALUE = re.compile(r"%([A-Za-z0-9_.$-]+)(#[0-9]+)?")


def statements(body):
    """Joins the lines of one op (regions span several) into one statement each."""
    out, cur, depth = [], [], 0
    for line in body:
        cur.append(line.strip())
        depth += line.count("{") + line.count("(") - line.count("}") - line.count(")")
        if depth <= 0:
            out.append(" ".join(cur))
            cur, depth = [], 0
    return out


def trees(text):
    """{function: [digest of each returned value's expression tree]}, names dropped."""
    funcs, lines, i = {}, text.splitlines(), 0
    while i < len(lines):
        m = re.match(r"(\s*)func\.func\s+(?:\w+\s+)?@([\w.$-]+)\((.*)", lines[i])
        if not m:
            i += 1
            continue
        indent, name = m.group(1), m.group(2)
        sig = m.group(3).split("->")[0]
        env = {a: "param%d" % k for k, a in enumerate(re.findall(r"%([\w.$-]+)\s*:", sig))}
        body, i = [], i + 1
        while i < len(lines) and lines[i] != indent + "}":
            body.append(lines[i])
            i += 1
        rets, reshaped = [], {}  # reshape digest -> what it reshapes, seen through reshapes
        for st in statements(body):
            lhs, eq, rhs = st.partition(" = ")
            if not eq or not lhs.startswith("%"):
                lhs, rhs = "", st
            results_ = re.findall(r"%([\w.$-]+)(?::(\d+))?", lhs)
            local = {}

            def sub(mm):
                nm, idx = mm.group(1), mm.group(2) or ""
                if nm in env:
                    v = env[nm]  # a group's name ends in '#': %0#1 reads result 1, %0 result 0
                    return "<" + (v + (idx[1:] or "0") if v.endswith("#") else v) + ">"
                local.setdefault(nm, "l%d" % len(local))  # defined inside this op's regions
                return "<" + local[nm] + idx + ">"

            body_text = VALUE.sub(sub, re.sub(r"\s+loc\(.*\)$", "", rhs))
            rs = re.match(r"stablehlo\.reshape <([^>]*)> : \(.*\) -> (.*)$", body_text)
            if rs:  # a reshape of a reshape is one reshape (opt reshapes a fused call's operands)
                body_text = "reshape %s -> %s" % (reshaped.get(rs.group(1), rs.group(1)), rs.group(2))
            digest = hashlib.sha1(body_text.encode()).hexdigest()[:16]
            if rs:
                reshaped[digest] = reshaped.get(rs.group(1), rs.group(1))
            if rhs.startswith("return ") or rhs.startswith("func.return "):
                rets = re.findall(r"<([^>]*)>", VALUE.sub(sub, rhs.split(":")[0]))
                continue
            if len(results_) == 1 and results_[0][1]:  # %0:3 = ...
                env[results_[0][0]] = digest + "#"
                for k in range(int(results_[0][1])):
                    env["%s#%d" % (results_[0][0], k)] = "%s#%d" % (digest, k)
            elif len(results_) == 1:
                env[results_[0][0]] = digest
            else:  # %a, %b = ...
                for k, (nm, _) in enumerate(results_):
                    env[nm] = "%s#%d" % (digest, k)
        funcs[name] = rets
        i += 1
    return funcs


def shadowed(text):
    """The names a function's regions define (lines indented deeper than its body) that the
    function itself defines too."""
    bad, top, inner = [], set(), set()
    for line in text.splitlines() + ["  func.func"]:
        if line.strip().startswith("func.func"):
            bad += sorted(top & inner)
            top, inner = set(), set()
        m = re.match(r"( *)%([\w.$\-]+)(?::\d+)?(?:, %[\w.$\-]+)* = ", line)
        if m:
            (top if len(m.group(1)) == 4 else inner).add(m.group(2))
    return bad


def same_up_to_names(a, b):
    """Equal text once each function's value names are numbered by first appearance."""
    def norm(text):
        out, names = [], {}
        for line in text.splitlines():
            if re.match(r"\s*func\.func", line):
                names = {}
            out.append(VALUE.sub(lambda m: "%%v%d%s" % (names.setdefault(m.group(1), len(names)), m.group(2) or ""), line))
        return out
    return norm(a) == norm(b)


tmp = tempfile.mkdtemp(prefix="rc-decompose-")

# ---- the corpus round trip ----

ncases = nexact_names = 0
for src in sorted(glob.glob(os.path.join(CORPUS, "*.mlir"))):
    if src.endswith(".out.mlir"):
        continue
    case = os.path.basename(src)[:-5]
    flags = json.load(open(os.path.join(CORPUS, case + ".counts.json")))["flags"]
    if "--emit=custom-call" in flags:
        continue
    opt_path, dec_path = os.path.join(tmp, case + ".opt.mlir"), os.path.join(tmp, case + ".dec.mlir")
    code, out, err = run("opt", *flags, "-o", opt_path, src)
    if code != 0:
        check(f"{case}: opt runs", False, err)
        continue
    if "stablehlo.composite" not in read(opt_path):
        continue
    ncases += 1
    code, out, err = run("opt", "--decompose", "-o", dec_path, opt_path)
    if code != 0:
        check(f"{case}: opt --decompose runs", False, err)
        continue
    original, optimized, dec = read(src), read(opt_path), read(dec_path)
    if "chlo.broadcast_" in original:
        # CHLO's implicitly broadcasting ops are read as explicit broadcasts and an elementwise
        # op (src/formats/stablehlo/read_chlo.c): the program as read is what comes back
        code, original, err = run("opt", "--parse-only", src)
        check(f"{case}: opt --parse-only runs", code == 0 and "chlo.broadcast_" not in original, err)
    check(f"{case}: no composite and no decomposition left",
          "stablehlo.composite" not in dec and "@recompose." not in dec, dec)
    rounding = case in UP_TO_ROUNDING
    code, out, err = run("verify", *([] if rounding else ["--max-ulp", "0"]), src, dec_path)
    if "cannot verify: the interpreter does not execute" in err:
        notes.append(f"{case}: verify not run ({err.strip().splitlines()[0].split('error: ')[-1]})")
    else:
        check(f"{case}: verify ORIGINAL DECOMPOSED passes at {'default tolerance' if rounding else '0 ULP'}",
              code == 0 and "equivalent" in out, out + err)
    # a runtime-scalar guard (src/rewrite/scalars.c) stays: its true branch decomposes in place
    guarded = '"stablehlo.if"' in optimized and '"stablehlo.if"' not in original
    if guarded:
        check(f"{case}: the guarded call decomposes inside its stablehlo.if",
              '"stablehlo.if"' in dec and "recompose." not in dec, dec[-600:])
        check(f"{case}: the if's regions define no name of the function (MLIR: a redefinition)",
              not shadowed(dec), str(shadowed(dec)))
    elif "stablehlo.composite" not in original and not rounding:
        check(f"{case}: the original's expression trees come back", trees(dec) == trees(original),
              f"original {trees(original)}\ndecomposed {trees(dec)}")
    nexact_names += same_up_to_names(original, dec)
    code, again, err = run("opt", "--decompose", dec_path)
    check(f"{case}: a second --decompose changes nothing", code == 0 and again == dec, err)
    if case in EXACT:
        check(f"{case}: comes back byte for byte", dec == original, dec)
check("the corpus has composite cases", ncases >= 100, str(ncases))
notes.append(f"{ncases} corpus cases with composites; {nexact_names} equal to the original up to value names")
check("every EXACT case is in the corpus and raised to a composite",
      all(os.path.exists(os.path.join(tmp, c + ".dec.mlir")) for c in EXACT))

# ---- one decomposition with regions, called twice ----

REGION = """module @m {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4xf32>) {
    %0 = stablehlo.composite "my.rowsum" %arg0 {composite_attributes = {k = 1 : i64}, decomposition = @my.rowsum.impl} : (tensor<4x8xf32>) -> tensor<4xf32>
    %1 = stablehlo.composite "my.rowsum" %arg1 {composite_attributes = {k = 1 : i64}, decomposition = @my.rowsum.impl} : (tensor<4x8xf32>) -> tensor<4xf32>
    %2 = stablehlo.add %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @my.rowsum.impl(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }
    %1 = "stablehlo.reduce"(%arg0, %cst) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %0, %1 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
"""
region = os.path.join(tmp, "region.mlir")
write(region, REGION)
dec, rep = os.path.join(tmp, "region.dec.mlir"), os.path.join(tmp, "region.json")
code, out, err = run("opt", "--decompose", "--report", rep, "-o", dec, region)
check("regions: --decompose exits 0", code == 0, err)
text = read(dec) if code == 0 else ""
code2, _, err2 = run("opt", "--parse-only", dec)
check("regions: the output reads back (no region redefines a name it sees)", code2 == 0, err2 + text)
code2, out2, err2 = run("verify", "--max-ulp", "0", region, dec)
check("regions: verify passes at 0 ULP", code2 == 0 and "equivalent" in out2, out2 + err2)
check("regions: the calls' results keep their names and the decomposition is gone",
      "%0 = stablehlo.add" in text and "%1 = stablehlo.add" in text and "%2 = stablehlo.add %0, %1" in text
      and "my.rowsum.impl" not in text, text)
check("regions: the reducer whose parameter names the caller uses is spelled from the IR",
      "reducer(%arg1" not in text and text.count("applies stablehlo.add") == 2, text)
check("regions: sibling regions keep their names", text.count("^bb0(%a: tensor<f32>, %b: tensor<f32>):") == 2, text)
r = json.load(open(rep)) if os.path.exists(rep) else {}
check("regions: the report counts and lists both calls",
      r.get("counts") == {"my.rowsum": 2} and [e["root"] for e in r.get("inlined", [])] == ["0", "1"]
      and r.get("kept") == [], json.dumps(r))

# ---- nested composites; a decomposition also called as a function stays ----

NESTED = """module @n {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %0 = stablehlo.composite "outer.op" %arg0 {decomposition = @outer.impl} : (tensor<8xf32>) -> tensor<8xf32>
    %1 = func.call @inner.impl(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    return %0, %1 : tensor<8xf32>, tensor<8xf32>
  }
  func.func private @outer.impl(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.composite "inner.op" %arg0 {decomposition = @inner.impl} : (tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @inner.impl(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
"""
nested = os.path.join(tmp, "nested.mlir")
write(nested, NESTED)
code, text, err = run("opt", "--decompose", nested)
check("nested: both composites inlined, the outer decomposition removed, the called one kept",
      code == 0 and "stablehlo.composite" not in text and "@outer.impl" not in text
      and "func.func private @inner.impl" in text and "func.call @inner.impl" in text
      and "stablehlo.exponential %arg0" in text, err + text)
nested_dec = os.path.join(tmp, "nested.dec.mlir")
write(nested_dec, text)
code, out, err = run("verify", "--max-ulp", "0", nested, nested_dec)
check("nested: verify passes or cannot run the call", (code == 0 and "equivalent" in out)
      or "does not execute call" in err, out + err)

# ---- HLO: a call with is_composite=true; recompose custom calls stay ----

odml = os.path.join(CORPUS, "composite_odml_gelu.hlo")
dec = os.path.join(tmp, "odml.dec.hlo")
code, out, err = run("opt", "--decompose", "-o", dec, odml)
text = read(dec) if code == 0 else ""
check("hlo: the is_composite call is inlined and its computation removed",
      code == 0 and "is_composite" not in text and "odml.gelu.impl" not in text and " erf(" in text, err + text)
check("hlo: the root takes the call's name", "ROOT %call.13 = f32[4,8]{1,0} multiply(" in text, text)
code, out, err = run("verify", "--max-ulp", "0", odml, dec)
check("hlo: verify passes at 0 ULP", code == 0 and "equivalent" in out, out + err)

opt_hlo, rep = os.path.join(tmp, "odml.opt.hlo"), os.path.join(tmp, "odml.json")
run("opt", "-o", opt_hlo, odml)
code, text, err = run("opt", "--decompose", "--report", rep, "--summary", opt_hlo)
r = json.load(open(rep)) if os.path.exists(rep) else {}
kept = r.get("kept", [])
check("hlo: a recompose custom call stays as written (exit 0)", code == 0 and text == read(opt_hlo), err + text)
check("hlo: --report lists it under kept with the reason",
      len(kept) == 1 and kept[0]["call"] == "recompose.gelu_erf" and kept[0]["root"] == "call.13"
      and "no decomposition" in kept[0]["reason"] and r.get("inlined") == [], json.dumps(r))
check("hlo: --summary counts it", "0 composites inlined, 1 kept" in err, err)

cc = os.path.join(tmp, "cc.mlir")
code, _, err = run("opt", "--emit", "custom-call", "-o", cc, os.path.join(CORPUS, "gelu_erf_torch.mlir"))
code, text, err = run("opt", "--decompose", "--summary", cc)
check("stablehlo: a recompose custom_call stays", code == 0 and text == read(cc) and "1 kept" in err, err)

# ---- bad input and usage ----

RECURSIVE = """module @r {
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.composite "loop.op" %arg0 {decomposition = @loop.impl} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @loop.impl(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.composite "loop.op" %arg0 {decomposition = @loop.impl} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
"""
rec, out_path = os.path.join(tmp, "recursive.mlir"), os.path.join(tmp, "kept.mlir")
write(rec, RECURSIVE)
write(out_path, "old\n")
code, out, err = run("opt", "--decompose", "-o", out_path, rec)
check("a decomposition that calls itself: exit 1 with a located error",
      code == 1 and re.search(re.escape(rec) + r":7:\d+: error: .*loop\.impl", err),
      err)
check("a failed run leaves the old output as it was", read(out_path) == "old\n")
for extra in (["--only", "silu"], ["--emit", "composite"], ["--no-verify"], ["--parse-only"], ["--dot", "x.dot"]):
    code, out, err = run("opt", "--decompose", *extra, region)
    check(f"--decompose with {extra[0]} is a usage error (2)", code == 2 and "--decompose" in err, err)
code, out, err = run("opt", "--help")
check("opt --help describes --decompose", code == 0 and "--decompose" in out and "kept" in out, out)

failed = 0
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        failed += 1
        for line in detail.splitlines()[:12]:
            print(f"#   {line}")
for n in notes:
    print(f"# {n}")
print(f"1..{len(results)}")
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
