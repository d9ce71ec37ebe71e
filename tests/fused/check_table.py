#!/usr/bin/env python3
"""Checks against the fused-op table (include/recompose/fused.def).

check_table.py docs ROOT      the op table of docs/kernels.md holds exactly the table's ops
check_table.py literals ROOT  no code outside the table, the kernels and the patterns
                              spells a fused op's name as a literal ("silu",
                              recompose.silu): code reads the table instead
check_table.py tools ROOT     every op list in tools/ that is not read from the table
                              (tools/xla/bench.py's JAX forms) has the table's ops
check_table.py prefix ROOT    no code in src/ outside src/formats/ and src/fused/ tests a
                              name for the fused-call prefix ("recompose.", RC_FUSED_PREFIX):
                              it asks the node kind (RC_OP_FUSED) or src/fused/ instead

Prints TAP-like lines and exits 1 on the first kind of failure found."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from src_lines import lines_outside  # noqa: E402

TABLE = "include/recompose/fused.def"

# The code the literal check reads, and what it leaves out: the table itself and
# the kernels' own files (each kernel is named after its op).
SCANNED = ["src", "include", "tools/cli"]
EXEMPT_DIRS = ["src/kernels/generic", "src/kernels/scalar", "src/kernels/avx2", "src/kernels/avx512"]
# Names that are also core-op spellings: the HLO ops tanh and erf (ops.def) and the
# pattern language's alias sigmoid = logistic. Only these exact literals, in these files.
CORE_SPELLINGS = {("src/ir/ops.def", '"tanh"'), ("src/ir/ops.def", '"erf"'), ("src/pattern/parse.c", '"sigmoid"')}


def table_ops(root):
    text = open(os.path.join(root, TABLE)).read()
    return re.findall(r"^RC_FUSED\((\w+),", text, re.M)


def code_only(text):
    """text with C comments blanked (strings kept), newlines preserved."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def check_literals(root, ops):
    bad = []
    pat = re.compile(r'"(%s)"|recompose\.(%s)\b' % ("|".join(ops), "|".join(ops)))
    for top in SCANNED:
        for d, _, files in os.walk(os.path.join(root, top)):
            rel_d = os.path.relpath(d, root)
            if any(rel_d == e or rel_d.startswith(e + "/") for e in EXEMPT_DIRS):
                continue
            for f in sorted(files):
                rel = os.path.join(rel_d, f)
                if rel == TABLE or not f.endswith((".c", ".h", ".def", ".inc", ".py", ".build")):
                    continue
                text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
                if f.endswith((".c", ".h", ".def", ".inc")):
                    text = code_only(text)
                for ln, line in enumerate(text.split("\n"), 1):
                    for m in pat.finditer(line):
                        if (rel, m.group(0)) not in CORE_SPELLINGS:
                            bad.append("%s:%d: %s" % (rel, ln, m.group(0)))
    return bad


# Where the fused-call prefix may be spelled: the formats (which read and write the
# calls) and the table's own code.
PREFIX_OWNERS = ["src/formats", "src/fused"]
# A literal (or the macro) that starts with the prefix: a message that prints a fused op's name
# ("recompose.%s takes one operand") is one whose text goes on with a conversion.
PREFIX_LITERAL = re.compile(r'"recompose\.(?!%)')
PREFIX_MACRO = re.compile(r'RC_FUSED_PREFIX(?!\s*"%)')


def check_prefix(root):
    return ["%s:%d: %s" % (rel, ln, line.strip())
            for rel, ln, line in lines_outside(root, PREFIX_OWNERS, code_only)
            if PREFIX_LITERAL.search(line) or PREFIX_MACRO.search(line)]


def check_docs(root, ops):
    bad = []
    def read(p):
        return open(os.path.join(root, p), encoding="utf-8").read()

    def same(where, found):
        if sorted(set(found)) != sorted(ops) or len(found) != len(set(found)):
            missing = sorted(set(ops) - set(found))
            extra = sorted(set(found) - set(ops))
            bad.append("%s: op list differs from %s (missing %s, not in the table %s)"
                       % (where, TABLE, missing or "none", extra or "none"))

    kern = read("docs/kernels.md")
    m = re.search(r"^## Ops\n(.*?)\n## ", kern, re.M | re.S)
    if not m:
        bad.append("docs/kernels.md: no '## Ops' section")
    else:
        rows = [l for l in m.group(1).splitlines() if l.startswith("| `")]
        same("docs/kernels.md '## Ops' table", [n for l in rows for n in re.findall(r"`(\w+)`", l.split("|")[1])])
    return bad


def check_tools(root, ops):
    """tools/xla/bench.py: the keys of the dict ops() returns."""
    rel = "tools/xla/bench.py"
    text = open(os.path.join(root, rel), encoding="utf-8").read()
    m = re.search(r"^def ops\(\):.*?^    return \{(.*?)^    \}", text, re.M | re.S)
    if not m:
        return ["%s: no `def ops(): ... return {...}`" % rel]
    found = re.findall(r'^\s*"(\w+)":|,\s*"(\w+)":', m.group(1), re.M)
    found = [a or b for a, b in found]
    missing = [op for op in ops if op not in found]
    extra = [op for op in found if op not in ops]
    if missing or extra:
        return ["%s ops(): differs from %s (missing %s, not in the table %s)"
                % (rel, TABLE, missing or "none", extra or "none")]
    return []


def main():
    what, root = sys.argv[1], sys.argv[2]
    ops = table_ops(root)
    if len(ops) < 2:
        print("not ok - no ops read from %s" % TABLE)
        return 1
    if what == "docs":
        bad = check_docs(root, ops)
    elif what == "tools":
        bad = check_tools(root, ops)
    elif what == "prefix":
        bad = check_prefix(root)
    else:
        bad = check_literals(root, ops)
    for b in bad:
        print("not ok - " + b)
    if not bad:
        print("ok - %s: %d ops" % (what, len(ops)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
