#!/usr/bin/env python3
"""The differential harness's parts that need no jax (tools/diff): the
structured mutator, the outcome classification and the recompose side.

    test_diff_harness.py RECOMPOSE SOURCE_ROOT

Standard library only. Prints 'N passed, N failed'; exit 1 on a failure.
"""
import os
import random
import re
import sys
import tempfile

RECOMPOSE, ROOT = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(ROOT, "tools/diff"))
import diff  # noqa: E402
import mutate  # noqa: E402

SH = """module @m {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    %1 = stablehlo.exponential %0 : tensor<2x3xf32>
    %2 = stablehlo.compare  LT, %1, %arg1,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = stablehlo.select %2, %1, %arg0 : tensor<2x3xi1>, tensor<2x3xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %6 = call @helper(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %7 = stablehlo.reduce(%4 init: %cst) across dimensions = [0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
     reducer(%a: tensor<f32>, %b: tensor<f32>)  {
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }
    return %6 : tensor<2x3xf32>
  }
  func.func private @helper(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @other(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %arg0 : tensor<2x3xf32>
  }
}
"""

HLO = """HloModule m, entry_computation_layout={(f32[2,3]{1,0}, f32[2,3]{1,0})->f32[3]{0}}

sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  p0 = f32[2,3]{1,0} parameter(0)
  p1 = f32[2,3]{1,0} parameter(1)
  add.1 = f32[2,3]{1,0} add(p0, p1)
  exp.2 = f32[2,3]{1,0} exponential(add.1)
  cmp.3 = pred[2,3]{1,0} compare(exp.2, p1), direction=LT
  sel.4 = f32[2,3]{1,0} select(cmp.3, exp.2, p0)
  t.5 = f32[3,2]{1,0} transpose(sel.4), dimensions={1,0}
  z = f32[] constant(0)
  ROOT r = f32[3]{0} reduce(t.5, z), dimensions={1}, to_apply=sum
}
"""

passed = failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


# every kind applies to a module that has what it changes, changes the text, and
# names an op; the same seed gives the same mutant
for fmt, text in (("stablehlo", SH), ("hlo", HLO)):
    for kind in mutate.kinds(fmt):
        got = None
        for seed in range(40):
            got = mutate.apply(fmt, kind, text, random.Random(f"{seed}"))
            if got:
                break
        check(got is not None, f"{fmt} {kind}: applies to the sample module")
        if got:
            op, new = got
            check(new != text, f"{fmt} {kind}: changes the text")
            check(isinstance(op, str) and op, f"{fmt} {kind}: names an op")
            again = mutate.apply(fmt, kind, text, random.Random(f"{seed}"))
            check(again == got, f"{fmt} {kind}: the same seed gives the same mutant")

# drop_operand removes exactly one operand of one op and keeps the list well formed
for seed in range(30):
    op, new = mutate.apply("stablehlo", "drop_operand", SH, random.Random(seed))
    changed = [(a, b) for a, b in zip(SH.split("\n"), new.split("\n")) if a != b]
    check(len(changed) == 1, f"drop_operand seed {seed}: one line changed")
    a, b = changed[0]
    check(len(mutate.SH_VALUE.findall(b)) == len(mutate.SH_VALUE.findall(a)) - 1,
          f"drop_operand seed {seed}: one value fewer in {b.strip()!r}")
    check(", ," not in b and "(," not in b and ",)" not in b and not re.search(r",\s*:", b),
          f"drop_operand seed {seed}: no stray comma in {b.strip()!r}")
for seed in range(30):
    op, new = mutate.apply("hlo", "drop_operand", HLO, random.Random(seed))
    changed = [(a, b) for a, b in zip(HLO.split("\n"), new.split("\n")) if a != b]
    check(len(changed) == 1 and "(," not in changed[0][1] and ",)" not in changed[0][1],
          f"hlo drop_operand seed {seed}: one well-formed line changed")

# element types after a shape's 'x' are seen: changing f32 everywhere leaves none
for seed in range(5):
    op, new = mutate.apply("stablehlo", "elem_type_all", SH, random.Random(seed))
    check("f32" not in new and op == "(module)", f"elem_type_all seed {seed}: every f32 changed")

# op_swap files the mutant under the op it now has
for fmt, text in (("stablehlo", SH), ("hlo", HLO)):
    for seed in range(10):
        op, new = mutate.apply(fmt, "op_swap", text, random.Random(seed))
        names = [n for _, n, _ in (mutate.hlo_ops(new) if fmt == "hlo" else mutate.sh_ops(new))]
        check(op in names, f"{fmt} op_swap seed {seed}: {op} is in the mutant")

# symbol mutants never make a function call itself
for seed in range(60):
    op, new = mutate.apply("stablehlo", "symbol", SH, random.Random(seed))
    check("call @main" not in new and "call @helper(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    return %0" not in new,
          f"symbol seed {seed}: no self-call")

# a bypassed op's uses take its first operand
bypassed = 0
for seed in range(60):
    op, new = mutate.apply("stablehlo", "delete_op", SH, random.Random(seed))
    if op == "stablehlo.exponential" and "%1 =" not in new and "stablehlo.compare  LT, %0," in new:
        bypassed += 1
check(bypassed > 0, "delete_op bypasses an op: its uses take its operand")

# classification
check(diff.outcome_of("accept", "accept") == "agree-accept", "outcome: both accept")
check(diff.outcome_of("refuse", "accept") == "xla-refuses/recompose-accepts", "outcome: invalid accepted")
check(diff.outcome_of("accept", "refuse") == "xla-accepts/recompose-refuses", "outcome: valid refused")
check(diff.outcome_of("no-oracle", "accept") == "no-oracle", "outcome: no oracle")
CYCLE = "INPUT:11:15: error: call cycle: '@main' is called again while it is running (recursion is not allowed)\n"
check(diff.outcome_of("accept", "refuse", "stablehlo", CYCLE) == "refused-knowingly",
      "outcome: a recursive call XLA accepts is refused knowingly (README Limits)")
check(diff.outcome_of("refuse", "refuse", "stablehlo", CYCLE) == "agree-refuse", "outcome: a cycle XLA refuses agrees")
check(diff.outcome_of("accept", "refuse", "stablehlo", "INPUT:1:1: error: use of undefined value '%x'\n") ==
      "xla-accepts/recompose-refuses", "outcome: another refusal of a valid program is a disagreement")
check(diff.outcome_of("accept", "refuse", "hlo", CYCLE) == "xla-accepts/recompose-refuses",
      "outcome: the knowing refusals are per format")
check("refused-knowingly" not in diff.DISAGREE and "refused-knowingly" in diff.OUTCOMES,
      "outcome: a knowing refusal is counted, not a disagreement")
check(diff.outcome_of("accept", "crash") == "recompose-crash", "outcome: a crash is a bug whatever XLA says")
check(diff.signature('error: "-":4:34: expected \',\'') == diff.signature('error: "-":9:2: expected \',\''),
      "signature: places blanked")
check(diff.split_chunks("a\n// -----\nb\n") == ["a\n", "b\n"], "split at // -----")

# the recompose side: accept, refuse with a located error, and the format named
with tempfile.TemporaryDirectory() as td:
    for fmt, text in (("stablehlo", SH), ("hlo", HLO)):
        rc = diff.Recompose(RECOMPOSE, fmt, td)
        v, out, msg = rc.run(text)
        check(v == "accept" and out, f"{fmt}: recompose accepts the sample ({msg.strip()[:200]})")
        bad = text.replace("%arg1 : tensor<2x3xf32>\n", "%undefined : tensor<2x3xf32>\n", 1) \
            if fmt == "stablehlo" else text.replace("add(p0, p1)", "add(p0, nowhere)")
        v, out, msg = rc.run(bad)
        check(v == "refuse" and re.search(r"^INPUT:\d+:\d+: error: ", msg, re.M),
              f"{fmt}: an undefined value is refused with a located error ({v}: {msg.strip()[:200]})")

# an HLO mutant XLA accepts and recompose refuses counts apart (no-oracle-rederived) when the
# oracle says its translation re-derived what the refused instruction or its operands declare
check(diff.refused_instruction(HLO, "INPUT:13:3: error: 'exponential': ...") == (13, "exp.2"),
      "the refused instruction is found from recompose's error line")
check(diff.refused_instruction(HLO, "error: no place") is None, "no line, no instruction")

# a disagreement on a changed parameter is the op XLA's message places its error at
check(diff.op_from_messages("hlo", '[verify] Unable to parse module assembly:\nerror: "t.5": expects ...',
                            "", HLO) == "transpose",
      "the instruction an MLIR error is placed at names the op")


class StubOracle:
    def __init__(self, lost):
        self.lost, self.asked = lost, []

    def verdict(self, fmt, text, cached=False):
        return "accept", None

    def rederived(self, fmt, text, line):
        self.asked.append(line)
        return self.lost


with tempfile.TemporaryDirectory() as td:
    mistyped = HLO.replace("exp.2 = f32[2,3]{1,0} exponential", "exp.2 = f32[3,2]{1,0} exponential")
    for lost, want in ((["f32[3,2] exponential"], "no-oracle-rederived"),
                       ([], "xla-accepts/recompose-refuses")):
        h = diff.Harness.__new__(diff.Harness)
        h.fmt, h.oracle, h.rc = "hlo", StubOracle(lost), diff.Recompose(RECOMPOSE, "hlo", td)
        ev = h.evaluate(mistyped)
        check(ev["outcome"] == want and h.oracle.asked == [13],
              f"re-derived declarations ({lost}): {ev['outcome']}, asked about {h.oracle.asked}")
    check("no-oracle-rederived" not in diff.DISAGREE and "no-oracle-rederived" in diff.OUTCOMES,
          "a re-derived declaration is an outcome of its own, not a disagreement")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
