"""Structured mutations of StableHLO and HLO text.

Each mutation works on one op (one instruction line) or on one structural
element the text names (a type, an attribute's value, a region, a symbol),
so that most mutants stay close to valid programs. A mutation is a function
(text, rng) -> (new_text, op_name) or None when it does not apply; op_name
is the op whose line it changed (what the disagreement records are keyed by).

KINDS lists every kind with its weight; mutate() picks one by weight, tries
others when it does not apply, and returns (kind, op_name, new_text).
"""
import re

# --- shared tables ---------------------------------------------------------

FLOAT_TYPES = ["f32", "f16", "bf16", "f64"]
INT_TYPES = ["i32", "i64", "i8", "i16", "ui8", "ui32"]
HLO_FLOAT_TYPES = ["f32", "f16", "bf16", "f64"]
HLO_INT_TYPES = ["s32", "s64", "s8", "s16", "u8", "u32"]

DIRECTIONS = ["EQ", "NE", "LT", "LE", "GT", "GE"]
COMPARE_TYPES = ["FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"]

# Ops of one class that take the same operands, so that renaming one into
# another keeps most programs valid (integer-only and float-only ops mixed in
# on purpose: those renames are near-valid programs XLA refuses).
SH_UNARY = ["abs", "negate", "exponential", "exponential_minus_one", "log", "log_plus_one",
            "logistic", "tanh", "sqrt", "rsqrt", "cbrt", "sign", "floor", "ceil",
            "round_nearest_afz", "round_nearest_even", "cosine", "sine", "tan", "not",
            "popcnt", "count_leading_zeros", "is_finite", "imag", "real"]
SH_BINARY = ["add", "subtract", "multiply", "divide", "remainder", "power", "maximum",
             "minimum", "atan2", "and", "or", "xor", "shift_left", "shift_right_logical",
             "shift_right_arithmetic", "complex"]
HLO_UNARY = ["abs", "negate", "exponential", "exponential-minus-one", "log", "log-plus-one",
             "logistic", "tanh", "sqrt", "rsqrt", "cbrt", "sign", "floor", "ceil",
             "round-nearest-afz", "round-nearest-even", "cosine", "sine", "tan", "not",
             "popcnt", "count-leading-zeros", "is-finite", "imag", "real", "copy", "erf"]
HLO_BINARY = ["add", "subtract", "multiply", "divide", "remainder", "power", "maximum",
              "minimum", "atan2", "and", "or", "xor", "shift-left", "shift-right-logical",
              "shift-right-arithmetic", "complex"]


def _choice(rng, seq):
    return seq[rng.randrange(len(seq))] if seq else None


def _replace_span(text, start, end, new):
    return text[:start] + new + text[end:]


def _lines(text):
    return text.split("\n")


# --- StableHLO --------------------------------------------------------------

# An op line: optional results, then the op name in pretty ('stablehlo.add')
# or generic ('"stablehlo.add"') form.
SH_OP = re.compile(r'^(\s*)((?:%[\w.$\-]+(?::\d+)?(?:\s*,\s*%[\w.$\-]+(?::\d+)?)*)\s*=\s*)?'
                   r'"?((?:stablehlo|chlo|mhlo|func|sdy|arith|shape|tensor)\.[\w.]+|return|call)"?(.*)$')
SH_VALUE = re.compile(r'%[\w.$\-]+(?:#\d+)?')
SH_TENSOR = re.compile(r'tensor<([^<>]*(?:<[^<>]*>[^<>]*)*)>')
# an element type, alone or after a shape's 'x' (tensor<2x3xf32>)
_SH_BEFORE = r'(?:(?<=\dx)|(?<=\?x)|(?<![\w]))'
SH_ELEM = re.compile(_SH_BEFORE + r'(f32|f16|bf16|f64|i1|i8|i16|i32|i64|ui8|ui16|ui32|ui64|'
                     r'complex<f32>|complex<f64>)(?![\w])')
SH_INTLIST = re.compile(r'(dims|dimensions|permutation|broadcast_dimensions|start_indices|'
                        r'limit_indices|strides|edge_padding_low|edge_padding_high|'
                        r'interior_padding|contracting_dims|batching_dims|'
                        r'lhs_batching_dimensions|rhs_batching_dimensions|'
                        r'lhs_contracting_dimensions|rhs_contracting_dimensions|'
                        r'iota_dimension|index|dimension|across dimensions|'
                        r'slice_sizes|offset_dims|collapsed_slice_dims|start_index_map|'
                        r'index_vector_dim|window_dimensions|window_strides)'
                        r'(\s*=\s*(?:array<i64:\s*)?|\s*=\s*)(\[[^\]]*\]|[\d, ]+>|\d+)')


def sh_ops(text):
    """(line index, op name, match) for every op line."""
    out = []
    for i, line in enumerate(_lines(text)):
        m = SH_OP.match(line)
        if m:
            name = m.group(3)
            if name == "return":
                name = "func.return"
            elif name == "call":
                name = "func.call"
            out.append((i, name, m))
    return out


def _sh_operand_span(line, m):
    """(start, end) of the operand list of an op line: after the op name up to
    the ' : ' that starts the type, or a '(' ... ')' in generic form."""
    start = m.end(3)
    if start < len(line) and line[start] == '"':
        start += 1
    rest = line[start:]
    if rest.startswith("("):
        depth = 0
        for j, c in enumerate(rest):
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    return start + 1, start + j
        return None
    end = len(line)
    for stop in (" : ", " {", " ({", " <{", " [", ", dim", ", sizes"):
        k = line.find(stop, start)
        if k != -1:
            end = min(end, k)
    return start, end


def _sh_values_in_span(line, span):
    s, e = span
    return [(mm.start() + s, mm.end() + s, mm.group(0)) for mm in SH_VALUE.finditer(line[s:e])]


def sh_drop_operand(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        span = _sh_operand_span(lines[i], m)
        if span:
            vals = _sh_values_in_span(lines[i], span)
            if vals:
                cands.append((i, name, vals))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, vals = pick
    s, e, _ = _choice(rng, vals)
    line = lines[i]
    # take the comma on one side with it
    tail = line[e:]
    if tail.lstrip().startswith(","):
        e += len(tail) - len(tail.lstrip()) + 1
        while e < len(line) and line[e] == " ":
            e += 1
    else:
        j = s
        while j > 0 and line[j - 1] == " ":
            j -= 1
        if j > 0 and line[j - 1] == ",":
            s = j - 1
    lines[i] = line[:s] + line[e:]
    return "\n".join(lines), name


def sh_dup_operand(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        span = _sh_operand_span(lines[i], m)
        if span:
            vals = _sh_values_in_span(lines[i], span)
            if vals:
                cands.append((i, name, vals))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, vals = pick
    s, e, v = _choice(rng, vals)
    lines[i] = _replace_span(lines[i], s, e, v + ", " + v)
    return "\n".join(lines), name


def _sh_defined_before(lines, i):
    names = []
    for line in lines[:i]:
        m = re.match(r'^\s*(%[\w.$\-]+)(?::(\d+))?\s*=', line)
        if m:
            if m.group(2):
                names += [f"{m.group(1)}#{k}" for k in range(int(m.group(2)))]
            else:
                names.append(m.group(1))
        names += re.findall(r'(%arg\d+|%iterArg\w*)\s*:', line)
    return names


def sh_replace_operand(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        span = _sh_operand_span(lines[i], m)
        if span:
            vals = _sh_values_in_span(lines[i], span)
            if vals:
                cands.append((i, name, vals))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, vals = pick
    s, e, v = _choice(rng, vals)
    others = [n for n in _sh_defined_before(lines, i) if n != v]
    if rng.random() < 0.15:
        others = ["%undefined_value"]
    new = _choice(rng, others)
    if not new:
        return None
    lines[i] = _replace_span(lines[i], s, e, new)
    return "\n".join(lines), name


def _other_elem(rng, t):
    if t.startswith("complex"):
        pool = FLOAT_TYPES + ["complex<f64>" if t == "complex<f32>" else "complex<f32>"]
    elif t in FLOAT_TYPES:
        pool = [x for x in FLOAT_TYPES if x != t] + ["i32", "i1", "complex<f32>"]
    elif t == "i1":
        pool = ["i32", "i8", "f32"]
    else:
        pool = [x for x in INT_TYPES if x != t] + ["f32", "i1"]
    return _choice(rng, pool)


def sh_elem_type(text, rng):
    """Change one element type in one op line."""
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        hits = [(mm.start(), mm.end(), mm.group(1)) for mm in SH_ELEM.finditer(lines[i])
                if "tensor<" in lines[i][:mm.start()] or "complex" in mm.group(1)]
        if hits:
            cands.append((i, name, hits))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, hits = pick
    s, e, t = _choice(rng, hits)
    lines[i] = _replace_span(lines[i], s, e, _other_elem(rng, t))
    return "\n".join(lines), name


def sh_elem_type_all(text, rng):
    """Change one element type everywhere in the module (a consistent program
    of another type)."""
    present = sorted(set(mm.group(1) for mm in SH_ELEM.finditer(text)
                         if mm.group(1) in FLOAT_TYPES))
    t = _choice(rng, present)
    if not t:
        return None
    new = _choice(rng, [x for x in FLOAT_TYPES if x != t])
    out = re.sub(_SH_BEFORE + t + r'(?![\w])', new, text)
    return out, "(module)"


def _tensor_hits(line):
    hits = []
    for mm in SH_TENSOR.finditer(line):
        body = mm.group(1)
        parts = body.split("x")
        dims = []
        pos = mm.start(1)
        for p in parts:
            if p.isdigit() or p == "?":
                dims.append((pos, pos + len(p), p))
            pos += len(p) + 1
        hits.append((mm.start(1), mm.end(1), body, dims))
    return hits


def sh_dim(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        dims = [d for h in _tensor_hits(lines[i]) for d in h[3]]
        if dims:
            cands.append((i, name, dims))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, dims = pick
    s, e, d = _choice(rng, dims)
    n = int(d) if d.isdigit() else 4
    new = str(_choice(rng, [x for x in (1, 2, n + 1, max(n - 1, 0), n * 2, 0) if x != n] or [n + 1]))
    lines[i] = _replace_span(lines[i], s, e, new)
    return "\n".join(lines), name


def sh_rank(text, rng):
    """Add or remove a dimension of one tensor type in one op line."""
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        hs = _tensor_hits(lines[i])
        if hs:
            cands.append((i, name, hs))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, hs = pick
    s, e, body, dims = _choice(rng, hs)
    if dims and rng.random() < 0.5:
        ds, de, _ = _choice(rng, dims)
        new = body[:ds - s] + body[de - s + 1:]
    else:
        new = str(_choice(rng, [1, 2, 3])) + "x" + body
    lines[i] = _replace_span(lines[i], s, e, new)
    return "\n".join(lines), name


def sh_result_count(text, rng):
    """Change how many results an op or a function declares."""
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        if m.group(2):
            cands.append((i, name, m))
    func_lines = [i for i, l in enumerate(lines) if "func.func" in l and "->" in l]
    if func_lines and (not cands or rng.random() < 0.4):
        i = _choice(rng, func_lines)
        line = lines[i]
        k = line.rfind("->")
        rest = line[k + 2:]
        mm = SH_TENSOR.search(rest)
        if not mm:
            return None
        t = mm.group(0)
        if rest.lstrip().startswith("(") and rng.random() < 0.5:
            # drop the first result type of a parenthesised list
            inner = rest.lstrip()[1:]
            j = inner.find(",")
            if j == -1:
                return None
            depth = 0
            for q, c in enumerate(inner):
                if c in "<({[":
                    depth += 1
                elif c in ">)}]":
                    depth -= 1
                elif c == "," and depth == 0:
                    j = q
                    break
            new_rest = " (" + inner[j + 1:].lstrip()
        elif rest.lstrip().startswith("("):
            new_rest = " (" + t + ", " + rest.lstrip()[1:]
        else:
            new_rest = rest.replace(t, "(" + t + ", " + t + ")", 1)
        lines[i] = line[:k + 2] + new_rest
        return "\n".join(lines), "func.func"
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    res = m.group(2)
    mm = re.match(r'(%[\w.$\-]+)(?::(\d+))?', res.strip())
    n = int(mm.group(2)) if mm.group(2) else 1
    new_n = _choice(rng, [x for x in (1, 2, 3, n + 1, n - 1) if x != n and x >= 1])
    new_res = mm.group(1) + ("" if new_n == 1 else f":{new_n}") + " = "
    line = lines[i]
    lines[i] = line[:m.start(2)] + new_res + line[m.end(2):]
    return "\n".join(lines), name


def _int_lists(line):
    out = []
    for mm in SH_INTLIST.finditer(line):
        body = mm.group(3)
        out.append((mm.start(3), mm.end(3), body, mm.group(1)))
    # HLO style key={..} lists and key=N
    for mm in re.finditer(r'(dimensions|index|slice|padding|window|iota_dimension|'
                          r'lhs_contracting_dims|rhs_contracting_dims|lhs_batch_dims|'
                          r'rhs_batch_dims|size|stride|offset_dims|collapsed_slice_dims|'
                          r'start_index_map|index_vector_dim|slice_sizes|dynamic_slice_sizes|'
                          r'update_window_dims|inserted_window_dims|'
                          r'scatter_dims_to_operand_dims|exponent_bits|mantissa_bits|k)'
                          r'=(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|[\dx_\-:]+)', line):
        out.append((mm.start(2), mm.end(2), mm.group(2), mm.group(1)))
    return out


def _mutate_int_list(rng, body):
    nums = [(m.start(), m.end(), int(m.group(0))) for m in re.finditer(r'-?\d+', body)]
    if not nums:
        return None
    r = rng.random()
    s, e, n = _choice(rng, nums)
    if r < 0.6:
        new = _choice(rng, [x for x in (0, 1, 2, n + 1, n - 1, -1) if x != n])
        return body[:s] + str(new) + body[e:]
    if r < 0.8:  # duplicate one entry
        return body[:e] + ", " + body[s:e] + body[e:] if "," in body or "[" in body \
            else body[:e] + "," + body[s:e] + body[e:]
    if r < 0.9 and len(nums) >= 2:  # swap two entries
        (s1, e1, n1), (s2, e2, n2) = sorted(rng.sample(nums, 2))
        return body[:s1] + str(n2) + body[e1:s2] + str(n1) + body[e2:]
    # drop one entry
    j = body.find(",", e)
    if j != -1 and re.fullmatch(r'\s*', body[e:j]):
        return body[:s] + body[j + 1:].lstrip()
    k = body.rfind(",", 0, s)
    if k != -1:
        return body[:k] + body[e:]
    return body[:s] + body[e:]


def attr_value(text, rng, ops_fn):
    lines = _lines(text)
    cands = []
    for i, name, m in ops_fn(text):
        lists = _int_lists(lines[i])
        if lists:
            cands.append((i, name, lists))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, lists = pick
    s, e, body, _ = _choice(rng, lists)
    new = _mutate_int_list(rng, body)
    if new is None or new == body:
        return None
    lines[i] = _replace_span(lines[i], s, e, new)
    return "\n".join(lines), name


def attr_enum(text, rng, ops_fn):
    """Change a comparison direction or comparison type."""
    lines = _lines(text)
    cands = []
    for i, name, m in ops_fn(text):
        for mm in re.finditer(r'(?<![\w])(EQ|NE|LT|LE|GT|GE)(?![\w])', lines[i]):
            cands.append((i, name, mm.start(), mm.end(), mm.group(1), DIRECTIONS))
        for mm in re.finditer(r'(?<![\w])(FLOAT|TOTALORDER|SIGNED|UNSIGNED)(?![\w])', lines[i]):
            cands.append((i, name, mm.start(), mm.end(), mm.group(1), COMPARE_TYPES))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, s, e, old, pool = pick
    lines[i] = _replace_span(lines[i], s, e, _choice(rng, [x for x in pool if x != old]))
    return "\n".join(lines), name


def sh_op_swap(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        dialect, _, short = name.partition(".")
        for pool in (SH_UNARY, SH_BINARY):
            if short in pool and dialect in ("stablehlo", "mhlo"):
                cands.append((i, name, m, pool, dialect))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m, pool, dialect = pick
    new = dialect + "." + _choice(rng, [x for x in pool if x != name.partition(".")[2]])
    lines[i] = lines[i][:m.start(3)] + new + lines[i][m.end(3):]
    return "\n".join(lines), new  # the op the mutant has


def _region_lines(text):
    """Line indices of op lines inside a region nested in an op (depth > 1
    below the function)."""
    lines = _lines(text)
    out = []
    depth = 0
    func_depth = None
    for i, line in enumerate(lines):
        if "func.func" in line:
            func_depth = depth
        if func_depth is not None and depth > func_depth + 1 and SH_OP.match(line):
            out.append(i)
        depth += line.count("{") - line.count("}")
    return out


def sh_region(text, rng):
    """Mutate a region: delete one of its ops, change what it returns, or
    change the type of a block argument."""
    lines = _lines(text)
    inner = _region_lines(text)
    if not inner:
        return None
    i = _choice(rng, inner)
    m = SH_OP.match(lines[i])
    name = m.group(3)
    r = rng.random()
    if r < 0.35 and "return" not in name:
        del lines[i]
        return "\n".join(lines), "region:" + name
    if r < 0.7:
        blk = [j for j in range(max(0, i - 20), i) if "^bb" in lines[j] or "%iterArg" in lines[j]
               or re.search(r'\(%\w+: tensor', lines[j])]
        if blk:
            j = blk[-1]
            hits = [(mm.start(), mm.end(), mm.group(1)) for mm in SH_ELEM.finditer(lines[j])]
            if hits:
                s, e, t = _choice(rng, hits)
                lines[j] = _replace_span(lines[j], s, e, _other_elem(rng, t))
                return "\n".join(lines), "region:" + name
    span = _sh_operand_span(lines[i], m)
    vals = _sh_values_in_span(lines[i], span) if span else []
    others = _sh_defined_before(lines, i)
    if not vals or not others:
        return None
    s, e, v = _choice(rng, vals)
    lines[i] = _replace_span(lines[i], s, e, _choice(rng, others))
    return "\n".join(lines), "region:" + name


def sh_symbol(text, rng):
    syms = re.findall(r'func\.func\s+(?:public\s+|private\s+)?@([\w.$\-]+)', text)
    refs = [(m.start(1), m.end(1), m.group(1)) for m in re.finditer(r'(?<!func )@([\w.$\-]+)', text)
            if not re.search(r'(func\.func\s+(?:public\s+|private\s+)?|module\s+)$',
                             text[max(0, m.start() - 30):m.start()])]
    if not refs:
        return None
    s, e, old = _choice(rng, refs)
    # not the function the reference sits in: a call of itself is recursion,
    # which MLIR's verifier takes and XLA's compiler does not (one case is enough)
    around = re.findall(r'func\.func\s+(?:public\s+|private\s+)?@([\w.$\-]+)', text[:s])
    pool = [x for x in syms if x != old and (not around or x != around[-1])]
    new = _choice(rng, pool) if pool and rng.random() < 0.7 else old + "_missing"
    line_start = text.rfind("\n", 0, s) + 1
    line = text[line_start:text.find("\n", s) if text.find("\n", s) != -1 else len(text)]
    m = SH_OP.match(line)
    name = m.group(3) if m else "(symbol)"
    return _replace_span(text, s, e, new), name


def sh_delete_op(text, rng):
    """Delete one op; half the time its uses then use its first operand
    instead (an op bypassed: valid where the two types agree)."""
    lines = _lines(text)
    cands = [(i, name, m) for i, name, m in sh_ops(text)
             if "return" not in name and "func.func" not in name and not lines[i].rstrip().endswith("{")
             and not lines[i].rstrip().endswith("({")]
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    res = m.group(2)
    span = _sh_operand_span(lines[i], m)
    vals = _sh_values_in_span(lines[i], span) if span else []
    del lines[i]
    if res and vals and ":" not in res and rng.random() < 0.6:
        r = res.split("=")[0].strip()
        pat = re.compile(re.escape(r) + r'(?![\w.$\-])')
        lines[i:] = [pat.sub(vals[0][2], line) for line in lines[i:]]
        return "\n".join(lines), name
    return "\n".join(lines), name


def sh_constant(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in sh_ops(text):
        mm = re.search(r'dense<([^<>]*)>', lines[i])
        if mm:
            cands.append((i, name, mm))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, mm = pick
    body = mm.group(1)
    r = rng.random()
    if r < 0.4:
        new = _choice(rng, ["1.000000e+00", "0", "-2.5", "0x7FC00000", "true", "[1, 2]"])
    elif r < 0.7:
        new = "[" + body + ", " + body + "]"
    else:
        nums = list(re.finditer(r'-?[\d.]+(?:e[+\-]?\d+)?', body))
        if not nums:
            return None
        n = _choice(rng, nums)
        new = body[:n.start()] + _choice(rng, ["7", "1.5", "-0.0", "1e39"]) + body[n.end():]
    lines[i] = lines[i][:mm.start(1)] + new + lines[i][mm.end(1):]
    return "\n".join(lines), name


# Each kind's weight in the draw, the same for both formats (the order is the draw's: a
# recorded seed replays only with it).
KIND_WEIGHTS = {
    "drop_operand": 6,
    "dup_operand": 4,
    "replace_operand": 7,
    "elem_type": 6,
    "elem_type_all": 8,
    "dim": 5,
    "rank": 3,
    "result_count": 4,
    "attr_value": 10,
    "attr_enum": 8,
    "op_swap": 14,
    "region": 6,
    "symbol": 4,
    "delete_op": 6,
    "constant": 6,
}


def _weighted(fns):
    """{kind: mutator} -> {kind: (mutator, weight)} in KIND_WEIGHTS' order."""
    assert fns.keys() == KIND_WEIGHTS.keys()
    return {k: (fns[k], w) for k, w in KIND_WEIGHTS.items()}


SH_KINDS = _weighted({
    "drop_operand": sh_drop_operand,
    "dup_operand": sh_dup_operand,
    "replace_operand": sh_replace_operand,
    "elem_type": sh_elem_type,
    "elem_type_all": sh_elem_type_all,
    "dim": sh_dim,
    "rank": sh_rank,
    "result_count": sh_result_count,
    "attr_value": lambda t, r: attr_value(t, r, sh_ops),
    "attr_enum": lambda t, r: attr_enum(t, r, sh_ops),
    "op_swap": sh_op_swap,
    "region": sh_region,
    "symbol": sh_symbol,
    "delete_op": sh_delete_op,
    "constant": sh_constant,
})


# --- HLO --------------------------------------------------------------------

HLO_OP = re.compile(r'^(\s*)(ROOT\s+)?(%?[\w.\-]+)\s*=\s*'
                    r'((?:\([^=]*?\)|[\w]+\[[\d,?<=]*\](?:\{[^}]*\})?))\s+'
                    r'([\w\-]+)\((.*?)\)(.*)$')
HLO_ELEM = re.compile(r'(?<![\w])(f32|f16|bf16|f64|pred|s8|s16|s32|s64|u8|u16|u32|u64|'
                      r'c64|c128)(?=\[)')


def hlo_ops(text):
    out = []
    for i, line in enumerate(_lines(text)):
        m = HLO_OP.match(line)
        if m:
            out.append((i, m.group(5), m))
    return out


def _hlo_operands(line, m):
    s = m.start(6)
    body = m.group(6)
    out = []
    depth = 0
    start = 0
    for j, c in enumerate(body + ","):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            piece = body[start:j]
            if piece.strip():
                ls = len(piece) - len(piece.lstrip())
                out.append((s + start + ls, s + j - (len(piece) - len(piece.rstrip())), piece.strip()))
            start = j + 1
    return out


def hlo_drop_operand(text, rng):
    lines = _lines(text)
    cands = [(i, n, m) for i, n, m in hlo_ops(text) if n not in ("parameter", "constant", "iota")
             and _hlo_operands(lines[i], m)]
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    ops = _hlo_operands(lines[i], m)
    k = rng.randrange(len(ops))
    kept = [o[2] for j, o in enumerate(ops) if j != k]
    lines[i] = lines[i][:m.start(6)] + ", ".join(kept) + lines[i][m.end(6):]
    return "\n".join(lines), name


def hlo_dup_operand(text, rng):
    lines = _lines(text)
    cands = [(i, n, m) for i, n, m in hlo_ops(text) if _hlo_operands(lines[i], m)
             and n not in ("parameter", "constant")]
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    ops = [o[2] for o in _hlo_operands(lines[i], m)]
    k = rng.randrange(len(ops))
    ops.insert(k, ops[k])
    lines[i] = lines[i][:m.start(6)] + ", ".join(ops) + lines[i][m.end(6):]
    return "\n".join(lines), name


def _hlo_names_before(lines, i):
    names = []
    for j in range(i - 1, -1, -1):
        line = lines[j]
        if line.rstrip().endswith("{") and "=" not in line.split("{")[0].split("(")[0]:
            break  # start of this computation
        m = HLO_OP.match(line)
        if m:
            names.append(m.group(3))
    return names


def hlo_replace_operand(text, rng):
    lines = _lines(text)
    cands = [(i, n, m) for i, n, m in hlo_ops(text) if _hlo_operands(lines[i], m)
             and n not in ("parameter", "constant")]
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    ops = _hlo_operands(lines[i], m)
    s, e, old = _choice(rng, ops)
    others = [n for n in _hlo_names_before(lines, i) if n not in old]
    if rng.random() < 0.1:
        others = ["%undefined.value"]
    new = _choice(rng, others)
    if not new:
        return None
    # keep a typed operand's type prefix ('f32[2] %x')
    prefix = old.rsplit(" ", 1)[0] + " " if " " in old else ""
    lines[i] = _replace_span(lines[i], s, e, prefix + new)
    return "\n".join(lines), name


def _hlo_other_elem(rng, t):
    if t in HLO_FLOAT_TYPES:
        return _choice(rng, [x for x in HLO_FLOAT_TYPES if x != t] + ["s32", "pred", "c64"])
    if t == "pred":
        return _choice(rng, ["s32", "u8", "f32"])
    if t in ("c64", "c128"):
        return _choice(rng, ["f32", "c128" if t == "c64" else "c64"])
    return _choice(rng, [x for x in HLO_INT_TYPES if x != t] + ["f32", "pred"])


def hlo_elem_type(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in hlo_ops(text):
        hits = [(mm.start(1), mm.end(1), mm.group(1)) for mm in HLO_ELEM.finditer(lines[i])]
        if hits:
            cands.append((i, name, hits))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, hits = pick
    s, e, t = _choice(rng, hits)
    lines[i] = _replace_span(lines[i], s, e, _hlo_other_elem(rng, t))
    return "\n".join(lines), name


def hlo_elem_type_all(text, rng):
    present = sorted(set(mm.group(1) for mm in HLO_ELEM.finditer(text)
                         if mm.group(1) in HLO_FLOAT_TYPES))
    t = _choice(rng, present)
    if not t:
        return None
    new = _choice(rng, [x for x in HLO_FLOAT_TYPES if x != t])
    return re.sub(r'(?<![\w])' + t + r'(?=\[)', new, text), "(module)"


def _hlo_shape_hits(line):
    out = []
    for mm in re.finditer(r'(?<![\w])(?:f32|f16|bf16|f64|pred|s8|s16|s32|s64|u8|u16|u32|u64|c64|c128)'
                          r'\[([\d,]*)\](\{[\d,]*\})?', line):
        out.append((mm.start(1), mm.end(1), mm.group(1), mm.start(2), mm.end(2), mm.group(2)))
    return out


def hlo_dim(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in hlo_ops(text):
        hits = [h for h in _hlo_shape_hits(lines[i]) if h[2]]
        if hits:
            cands.append((i, name, hits))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, hits = pick
    s, e, body, *_ = _choice(rng, hits)
    nums = [(mm.start(), mm.end(), int(mm.group(0))) for mm in re.finditer(r'\d+', body)]
    ds, de, n = _choice(rng, nums)
    new = _choice(rng, [x for x in (1, 2, n + 1, max(n - 1, 0), 2 * n, 0) if x != n] or [n + 1])
    lines[i] = _replace_span(lines[i], s, e, body[:ds] + str(new) + body[de:])
    return "\n".join(lines), name


def hlo_rank(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in hlo_ops(text):
        hits = _hlo_shape_hits(lines[i])
        if hits:
            cands.append((i, name, hits))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, hits = pick
    s, e, body, ls, le, layout = _choice(rng, hits)
    dims = body.split(",") if body else []
    if dims and rng.random() < 0.5:
        dims.pop(rng.randrange(len(dims)))
    else:
        dims.insert(0, str(_choice(rng, [1, 2, 3])))
    new = ",".join(dims)
    line = lines[i]
    if layout is not None and rng.random() < 0.7:
        # keep the layout consistent with the new rank
        lay = "{" + ",".join(str(x) for x in range(len(dims) - 1, -1, -1)) + "}"
        line = line[:ls] + lay + line[le:]
    lines[i] = line[:s] + new + line[e:]
    return "\n".join(lines), name


def hlo_result_count(text, rng):
    """Add or drop an element of a tuple shape, or turn an array shape into a
    one-element tuple."""
    lines = _lines(text)
    cands = []
    for i, name, m in hlo_ops(text):
        cands.append((i, name, m))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    shape = m.group(4)
    if shape.startswith("("):
        inner = shape[1:-1]
        parts = re.split(r',\s*(?![^\[\]{}]*[\]}])', inner)
        if len(parts) > 1 and rng.random() < 0.5:
            parts.pop(rng.randrange(len(parts)))
        else:
            parts.append(_choice(rng, parts) or "f32[]")
        new = "(" + ", ".join(parts) + ")"
    else:
        new = "(" + shape + ")" if rng.random() < 0.5 else "(" + shape + ", " + shape + ")"
    lines[i] = lines[i][:m.start(4)] + new + lines[i][m.end(4):]
    return "\n".join(lines), name


def hlo_op_swap(text, rng):
    lines = _lines(text)
    cands = []
    for i, name, m in hlo_ops(text):
        for pool in (HLO_UNARY, HLO_BINARY):
            if name in pool:
                cands.append((i, name, m, pool))
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m, pool = pick
    new = _choice(rng, [x for x in pool if x != name])
    lines[i] = lines[i][:m.start(5)] + new + lines[i][m.end(5):]
    return "\n".join(lines), new  # the op the mutant has


def _hlo_computations(text):
    """(start line, end line, name, is_entry) of each computation."""
    lines = _lines(text)
    out = []
    cur = None
    for i, line in enumerate(lines):
        mm = re.match(r'^\s*(ENTRY\s+)?(%?[\w.\-]+)\s*(\(.*\)\s*->\s*.*)?\{\s*$', line)
        if mm and not HLO_OP.match(line):
            cur = [i, None, mm.group(2), bool(mm.group(1))]
        elif line.strip() == "}" and cur:
            cur[1] = i
            out.append(tuple(cur))
            cur = None
    return out


def hlo_region(text, rng):
    """Mutate a called computation (a reduce body, a while condition): delete
    an instruction, retype a parameter, or change what its root uses."""
    lines = _lines(text)
    comps = [c for c in _hlo_computations(text) if not c[3]]
    if not comps:
        return None
    s, e, cname, _ = _choice(rng, comps)
    body = [(i, HLO_OP.match(lines[i])) for i in range(s + 1, e) if HLO_OP.match(lines[i])]
    if not body:
        return None
    r = rng.random()
    if r < 0.3:
        cand = [(i, m) for i, m in body if not m.group(2)]
        if cand:
            i, m = _choice(rng, cand)
            del lines[i]
            return "\n".join(lines), "region:" + m.group(5)
    if r < 0.65:
        cand = [(i, m) for i, m in body if m.group(5) == "parameter"]
        if cand:
            i, m = _choice(rng, cand)
            hits = [(mm.start(1), mm.end(1), mm.group(1)) for mm in HLO_ELEM.finditer(lines[i])]
            if hits:
                a, b, t = _choice(rng, hits)
                new_t = _hlo_other_elem(rng, t)
                lines[i] = _replace_span(lines[i], a, b, new_t)
                # the computation's signature line says the parameter types too
                hs = [(mm.start(1), mm.end(1)) for mm in HLO_ELEM.finditer(lines[s])
                      if mm.group(1) == t]
                if hs and rng.random() < 0.5:
                    a, b = _choice(rng, hs)
                    lines[s] = _replace_span(lines[s], a, b, new_t)
                return "\n".join(lines), "region:parameter"
    root = [(i, m) for i, m in body if m.group(2)]
    if not root:
        return None
    i, m = root[0]
    ops = _hlo_operands(lines[i], m)
    names = [mm.group(3) for _, mm in body if mm.group(3) != m.group(3)]
    if not ops or not names:
        return None
    a, b, old = _choice(rng, ops)
    lines[i] = _replace_span(lines[i], a, b, _choice(rng, names))
    return "\n".join(lines), "region:" + m.group(5)


def hlo_symbol(text, rng):
    comps = [c[2] for c in _hlo_computations(text)]
    refs = [(m.start(2), m.end(2), m.group(2), m.group(1)) for m in
            re.finditer(r'(to_apply|calls|condition|body|branch_computations=\{|'
                        r'true_computation|false_computation|comparator)=?(%?[\w.\-]+)', text)]
    if not refs:
        return None
    s, e, old, key = _choice(rng, refs)
    pool = [c for c in comps if c.lstrip("%") != old.lstrip("%")]
    new = _choice(rng, pool) if pool and rng.random() < 0.75 else old + "_missing"
    ls = text.rfind("\n", 0, s) + 1
    le = text.find("\n", s)
    m = HLO_OP.match(text[ls:le if le != -1 else len(text)])
    return _replace_span(text, s, e, new), (m.group(5) if m else "(symbol)")


def hlo_delete_op(text, rng):
    """Delete one instruction; half the time its uses then use its first
    operand instead (valid where the two shapes agree)."""
    lines = _lines(text)
    cands = [(i, n, m) for i, n, m in hlo_ops(text) if not m.group(2)]
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    ops = _hlo_operands(lines[i], m)
    del lines[i]
    if ops and rng.random() < 0.6:
        first = ops[0][2].rsplit(" ", 1)[-1]
        old = m.group(3).lstrip("%")
        pat = re.compile(r'(?<![\w.\-])%?' + re.escape(old) + r'(?![\w.\-])')
        end = next((j for j in range(i, len(lines)) if lines[j].strip() == "}"), len(lines))
        lines[i:end] = [pat.sub(first, line) for line in lines[i:end]]
    return "\n".join(lines), name


def hlo_constant(text, rng):
    lines = _lines(text)
    cands = [(i, n, m) for i, n, m in hlo_ops(text) if n == "constant"]
    pick = _choice(rng, cands)
    if not pick:
        return None
    i, name, m = pick
    body = m.group(6)
    r = rng.random()
    if r < 0.4:
        new = _choice(rng, ["1", "0", "-2.5", "nan", "inf", "{1, 2}", "true", "{ {1, 2}, {3, 4} }"])
    elif r < 0.7:
        new = "{" + body + ", " + body + "}"
    else:
        nums = list(re.finditer(r'-?[\d.]+(?:e[+\-]?\d+)?', body))
        if not nums:
            return None
        n = _choice(rng, nums)
        new = body[:n.start()] + _choice(rng, ["7", "1.5", "-0", "1e39", "0x1p3"]) + body[n.end():]
    lines[i] = lines[i][:m.start(6)] + new + lines[i][m.end(6):]
    return "\n".join(lines), name


HLO_KINDS = _weighted({
    "drop_operand": hlo_drop_operand,
    "dup_operand": hlo_dup_operand,
    "replace_operand": hlo_replace_operand,
    "elem_type": hlo_elem_type,
    "elem_type_all": hlo_elem_type_all,
    "dim": hlo_dim,
    "rank": hlo_rank,
    "result_count": hlo_result_count,
    "attr_value": lambda t, r: attr_value(t, r, hlo_ops),
    "attr_enum": lambda t, r: attr_enum(t, r, hlo_ops),
    "op_swap": hlo_op_swap,
    "region": hlo_region,
    "symbol": hlo_symbol,
    "delete_op": hlo_delete_op,
    "constant": hlo_constant,
})


def kinds(fmt):
    return HLO_KINDS if fmt == "hlo" else SH_KINDS


def apply(fmt, kind, text, rng):
    """One mutant of kind: (op name, new text), or None when it does not apply."""
    try:
        res = kinds(fmt)[kind][0](text, rng)
    except (ValueError, IndexError):
        return None
    if res and res[0] != text:
        return res[1], res[0]
    return None


def pick_kind(fmt, rng):
    table = kinds(fmt)
    names = list(table)
    return rng.choices(names, [table[k][1] for k in names])[0]


def mutate(fmt, text, rng, tries=8):
    """One mutant of text: (kind, op name, new text), or None."""
    table = kinds(fmt)
    names = list(table)
    weights = [table[k][1] for k in names]
    for _ in range(tries):
        kind = rng.choices(names, weights)[0]
        try:
            res = table[kind][0](text, rng)
        except (ValueError, IndexError):
            res = None
        if res and res[0] != text:
            return kind, res[1], res[0]
    return None
