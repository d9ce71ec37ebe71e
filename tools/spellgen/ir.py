"""A small expression graph and its two printers: XLA HLO text and StableHLO text,
in the syntax XLA and JAX write (see corpus/hlo, corpus/stablehlo). Standard library
only. A spelling (spellings.py) builds one graph with a Builder; print_hlo and
print_stablehlo write it as one module whose entry takes the builder's parameters
and returns its one result.

How a graph is printed is a set of independent choices (Style):
  consts  'bcast': each constant a scalar broadcast to the shape it is used at (JAX);
          'splat': a full-shape constant (an array literal in HLO, a dense splat in
          StableHLO, hoisted to the top of the function as torch_xla writes it);
          'chain': a scalar through reshapes to all-ones shapes and back before its
          broadcast (torch_xla's HLO), in StableHLO a size-1 broadcast_in_dim
  share   True: a value used twice is computed once; False: every use computes its
          operand again (parameters and their converts aside), reductions included
  wrap    'inline': the op in the entry; 'call': in a function the entry calls
  keepdims True: a reduced value is reshaped to the keep-dims shape before it is
          broadcast back (TF and torch spell it so)
"""
import math
import struct


# --- numbers ---------------------------------------------------------------------------

def round_to(v, dt):
    """v rounded to the nearest value of element type dt (f32, bf16, f16), as a float."""
    if math.isinf(v) or math.isnan(v):
        return v
    if dt == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", v))[0]
        except OverflowError:
            return math.copysign(math.inf, v)
    try:
        f = struct.unpack("<f", struct.pack("<f", v))[0]
    except OverflowError:
        return math.copysign(math.inf, v)
    if dt == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", f))[0]
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000  # nearest, ties to even
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return f


def hlo_number(v, dt):
    """The shortest decimal that reads back as dt's rounding of v (XLA's print)."""
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    r = round_to(v, dt)
    if r == 0:
        return "-0" if math.copysign(1, r) < 0 else "0"
    for p in range(1, 18):
        s = "%.*g" % (p, r)
        if round_to(float(s), dt) == r:
            break
    return s


# the largest finite value of each element type
LOWEST = {"f32": 3.4028234663852886e38, "bf16": 3.3895313892515355e38, "f16": 65504.0}

_NONFINITE = {("f32", 1): "0x7F800000", ("f32", -1): "0xFF800000",
              ("bf16", 1): "0x7F80", ("bf16", -1): "0xFF80",
              ("f16", 1): "0x7C00", ("f16", -1): "0xFC00"}


def mlir_number(v, dt):
    """A float as MLIR prints it in a dense literal: %e with 6 digits when that reads
    back as dt's value, else 9 significant digits; infinities in hex."""
    if math.isinf(v):
        return _NONFINITE[(dt, 1 if v > 0 else -1)]
    r = round_to(v, dt)
    s = "%.6e" % r
    if round_to(float(s), dt) == r:
        return s
    return "%.9g" % r


# --- the graph ---------------------------------------------------------------------------

UNARY = ("exp", "log", "log1p", "expm1", "neg", "abs", "tanh", "logistic", "erf", "erfc",
         "rsqrt", "sqrt", "sign", "erf_cc")
BINARY = ("add", "sub", "mul", "div", "max", "min", "pow")

HLO_OP = {"exp": "exponential", "log": "log", "log1p": "log-plus-one",
          "expm1": "exponential-minus-one", "neg": "negate", "abs": "abs", "tanh": "tanh",
          "logistic": "logistic", "erf": "erf", "rsqrt": "rsqrt", "sqrt": "sqrt",
          "sign": "sign", "add": "add", "sub": "subtract", "mul": "multiply",
          "div": "divide", "max": "maximum", "min": "minimum", "pow": "power"}
MLIR_OP = {"exp": "stablehlo.exponential", "log": "stablehlo.log",
           "log1p": "stablehlo.log_plus_one", "expm1": "stablehlo.exponential_minus_one",
           "neg": "stablehlo.negate", "abs": "stablehlo.abs", "tanh": "stablehlo.tanh",
           "logistic": "stablehlo.logistic", "erf": "chlo.erf", "erfc": "chlo.erfc",
           "rsqrt": "stablehlo.rsqrt", "sqrt": "stablehlo.sqrt", "sign": "stablehlo.sign",
           "add": "stablehlo.add", "sub": "stablehlo.subtract", "mul": "stablehlo.multiply",
           "div": "stablehlo.divide", "max": "stablehlo.maximum", "min": "stablehlo.minimum",
           "pow": "stablehlo.power"}


class Node:
    __slots__ = ("op", "dt", "shape", "args", "attr")

    def __init__(self, op, dt, shape, args=(), **attr):
        self.op, self.dt, self.shape, self.args, self.attr = op, dt, tuple(shape), tuple(args), attr


class Builder:
    """Builds one graph. cdt is the element type the math runs in; io_dt the type of
    the parameters and the result (they differ when a bf16/f16 program computes in f32
    between converts). acc32: sums of a bf16/f16 value convert to f32 and back."""

    def __init__(self, io_dt, cdt, acc32=False):
        self.io_dt, self.cdt, self.acc32 = io_dt, cdt, acc32
        self.params = []

    # leaves
    def param(self, shape, dt=None):
        """A parameter of type dt (default: the program's), converted to the compute type."""
        p = Node("param", dt or self.io_dt, shape, index=len(self.params))
        self.params.append(p)
        return self.convert(p, self.cdt)

    def const(self, v, shape, dt=None):
        return Node("const", dt or self.cdt, shape, v=float(v))

    def _val(self, v, like):
        return v if isinstance(v, Node) else self.const(v, like.shape, like.dt)

    # elementwise
    def un(self, op, a):
        assert op in UNARY, op
        return Node(op, a.dt, a.shape, (a,))

    def bin(self, op, a, b):
        assert op in BINARY, op
        like = a if isinstance(a, Node) else b
        a, b = self._val(a, like), self._val(b, like)
        assert a.shape == b.shape and a.dt == b.dt, (op, a.shape, b.shape, a.dt, b.dt)
        return Node(op, a.dt, a.shape, (a, b))

    def convert(self, a, dt):
        return a if a.dt == dt else Node("convert", dt, a.shape, (a,))

    def clamp(self, lo, a, hi):
        return Node("clamp", a.dt, a.shape, (self._val(lo, a), a, self._val(hi, a)))

    def is_finite(self, a):
        return Node("is_finite", "pred", a.shape, (a,))

    def compare(self, a, b, direction):
        b = self._val(b, a)
        return Node("compare", "pred", a.shape, (a, b), direction=direction)

    def select(self, p, a, b):
        like = a if isinstance(a, Node) else b
        return Node("select", like.dt, like.shape, (p, self._val(a, like), self._val(b, like)))

    # shapes and rows
    def reduce(self, a, kind, axes, init=None, region=False):
        """kind 'add' or 'max' over axes; the result drops them. init: the reduction's
        initial value (default 0 or -inf; 'lowest': the element type's lowest finite)."""
        src = a
        if self.acc32 and kind == "add" and a.dt != "f32":
            src = self.convert(a, "f32")
        if init == "lowest":
            init = -LOWEST[src.dt]
        if init is None:
            init = 0.0 if kind == "add" else -math.inf
        init = self.const(init, (), src.dt)
        out = tuple(d for i, d in enumerate(a.shape) if i not in axes)
        r = Node("reduce", src.dt, out, (src, init), kind=kind, axes=tuple(sorted(axes)))
        if region:  # StableHLO: the reducer printed as a region (torch-mlir)
            r.attr["region"] = True
        return self.convert(r, a.dt)

    def back(self, r, axes, shape):
        """r (shape without axes) broadcast back to shape."""
        return Node("back", r.dt, shape, (r,), axes=tuple(sorted(axes)))

    def bcast_dims(self, a, dims, shape):
        """a broadcast to shape, a's axis i landing on axis dims[i] (in any order: StableHLO's
        broadcast_in_dim transposes while it broadcasts)."""
        return Node("bcast_dims", a.dt, shape, (a,), dims=tuple(dims))

    def reshape(self, a, shape):
        return Node("reshape", a.dt, shape, (a,))

    def call(self, name, fn, *args):
        """fn's graph over parameters shaped as args, as a function `name` called on args
        (JAX's private functions, @_var)."""
        params = [Node("param", a.dt, a.shape, index=i) for i, a in enumerate(args)]
        out = fn(*params)
        return Node("call", out.dt, out.shape, args, callee=name, params=params, out=out)

    def concat(self, a, b, axis):
        shape = list(a.shape)
        shape[axis] += b.shape[axis]
        return Node("concat", a.dt, shape, (a, b), axis=axis)

    def slice(self, a, shape, start=None):
        """The corner of a of the given shape at start (default: the leading one)."""
        return Node("slice", a.dt, shape, (a,), start=tuple(start or [0] * len(shape)))

    def transpose(self, a, perm):
        """a with its axes permuted: result axis i is a's axis perm[i]."""
        return Node("transpose", a.dt, [a.shape[p] for p in perm], (a,), perm=tuple(perm))

    def iota(self, shape, axis, dt=None):
        """0, 1, 2, .. along axis, of element type dt (default: the compute type)."""
        return Node("iota", dt or self.cdt, shape, axis=axis)

    def dot_general(self, a, c, batch=((), ()), contract=((), ())):
        """XLA's dot_general of a and c: batch and contract each a pair (a's axes, c's axes);
        the result's axes are the batch axes, then a's free axes, then c's (in order)."""
        (ba, bc), (ca, cc) = batch, contract
        free_a = [d for i, d in enumerate(a.shape) if i not in ba and i not in ca]
        free_c = [d for i, d in enumerate(c.shape) if i not in bc and i not in cc]
        shape = [a.shape[i] for i in ba] + free_a + free_c
        return Node("dotg", a.dt, shape, (a, c), batch=(tuple(ba), tuple(bc)), contract=(tuple(ca), tuple(cc)))

    def int_const(self, v):
        """A rank-0 s32 constant (a count as an integer, converted by the caller)."""
        return Node("iconst", "s32", (), v=int(v))

    def chlo_bin(self, op, a, c):
        """a op c where c is a scalar or of a's rank with size-1 axes, broadcast implicitly
        (numpy's rule): StableHLO's chlo.broadcast_<op>, HLO's reshape/broadcast then op."""
        assert op in BINARY, op
        c = c if isinstance(c, Node) else self.const(c, (), a.dt)
        assert not c.shape or len(c.shape) == len(a.shape), (c.shape, a.shape)
        return Node("cbin", a.dt, a.shape, (a, c), bop=op)

    def dot(self, a, v):
        """a's last axis contracted with v's next-to-last; rank 3: axis 0 a batch axis."""
        assert len(a.shape) == len(v.shape) in (2, 3) and a.shape[-1] == v.shape[-2]
        return Node("dot", a.dt, a.shape[:-1] + v.shape[-1:], (a, v), batch=len(a.shape) == 3)


class Style:
    def __init__(self, consts="bcast", share=True, wrap="inline", keepdims=False):
        self.consts, self.share, self.wrap, self.keepdims = consts, share, wrap, keepdims


# --- shared walk -----------------------------------------------------------------------

def _dims_kept(shape, axes):
    return [i for i in range(len(shape)) if i not in axes]


class _Printer:
    """Walks the graph once per use (share=False) or once per node (share=True); the
    format's subclass prints each parameter, constant, broadcast back and instruction."""

    def __init__(self, style, callees=None):
        self.style, self.memo, self.lines, self.top, self.n = style, {}, [], [], 0
        self.callees = {} if callees is None else callees  # name: text, shared with nested printers

    def value(self, node):
        key = id(node)
        # a parameter, and its convert to the compute type, are computed once in any style
        leaf = node.op == "param" or (node.op == "convert" and node.args[0].op == "param")
        if key in self.memo and (self.style.share or leaf):
            return self.memo[key]
        if node.op == "param":
            v = self.param(node)
        elif node.op == "const":
            v = self.constant(node)
        elif node.op == "back":
            v = self.broadcast_back(node, self.value(node.args[0]))
        else:
            v = self.instr(node, [self.value(a) for a in node.args])
        self.memo[key] = v
        return v


# --- HLO ---------------------------------------------------------------------------------

def _hlo_shape(dt, shape):
    lay = "{%s}" % ",".join(str(i) for i in reversed(range(len(shape)))) if shape else ""
    return "%s[%s]%s" % (dt, ",".join(map(str, shape)), lay)


def _hlo_literal(text, shape):
    if not shape:
        return text
    inner = _hlo_literal(text, shape[1:])
    return "{ %s }" % ", ".join([inner] * shape[0]) if len(shape) > 1 else \
        "{%s}" % ", ".join([inner] * shape[0])


def _mark_root(lines):
    name, rest = lines[-1].split(" = ", 1)
    lines[-1] = "  ROOT " + name.strip() + " = " + rest


class _Hlo(_Printer):
    def __init__(self, style, params, reducers=None, callees=None):
        super().__init__(style, callees)
        self.reducers = {} if reducers is None else reducers
        self.param_names = params

    def callee(self, node):
        name = node.attr["callee"]
        if name in self.callees:
            return name
        sub = _Hlo(self.style, [], self.reducers, self.callees)
        for p in node.attr["params"]:
            sub.n += 1
            pname = "p%d.%d" % (p.attr["index"], sub.n)
            sub.lines.append("  %s = %s parameter(%d)" % (pname, _hlo_shape(p.dt, p.shape), p.attr["index"]))
            sub.param_names.append(pname)
        sub.value(node.attr["out"])
        _mark_root(sub.lines)
        self.callees[name] = "%s {\n%s\n}\n" % (name, "\n".join(sub.lines))
        return name

    def emit(self, op, dt, shape, args, attrs=""):
        self.n += 1
        name = "%s.%d" % (op.replace("-", "_"), self.n)
        a = ", " + attrs if attrs else ""
        self.lines.append("  %s = %s %s(%s)%s" % (name, _hlo_shape(dt, shape), op, ", ".join(args), a))
        return name

    def param(self, node):
        return self.param_names[node.attr["index"]]

    def constant(self, node):
        txt = hlo_number(node.attr["v"], node.dt)
        if self.style.consts == "splat" and node.shape:
            self.n += 1
            name = "constant.%d" % self.n
            self.lines.append("  %s = %s constant(%s)" % (name, _hlo_shape(node.dt, node.shape),
                                                        _hlo_literal(txt, node.shape)))
            return name
        self.n += 1
        c = "constant.%d" % self.n
        self.lines.append("  %s = %s[] constant(%s)" % (c, node.dt, txt))
        if not node.shape:
            return c
        if self.style.consts == "chain":
            ones = [1] * len(node.shape)
            c = self.emit("reshape", node.dt, ones, [c])
            c = self.emit("broadcast", node.dt, ones, [c], "dimensions={%s}" % ",".join(
                str(i) for i in range(len(ones))))
            c = self.emit("reshape", node.dt, [], [c])
        return self.emit("broadcast", node.dt, node.shape, [c], "dimensions={}")

    def reducer(self, kind, dt):
        name = "region_%s_%s" % (kind, dt)
        op = "add" if kind == "add" else "maximum"
        self.reducers[name] = ("%s {\n  a = %s[] parameter(0)\n  b = %s[] parameter(1)\n"
                               "  ROOT r = %s[] %s(a, b)\n}\n" % (name, dt, dt, dt, op))
        return name

    def broadcast_back(self, node, r):
        shape, axes, src = node.shape, node.attr["axes"], node.args[0]
        kept = _dims_kept(shape, axes)
        if self.style.keepdims:
            kd = [1 if i in axes else d for i, d in enumerate(shape)]
            r = self.emit("reshape", node.dt, kd, [r])
            r = self.emit("reshape", node.dt, src.shape, [r])
        return self.emit("broadcast", node.dt, shape, [r],
                         "dimensions={%s}" % ",".join(map(str, kept)))

    def instr(self, node, args):
        op = node.op
        if op in HLO_OP:
            return self.emit(HLO_OP[op], node.dt, node.shape, args)
        if op in ("erfc", "erf_cc"):
            raise ValueError("HLO has no %s opcode" % op)
        if op == "convert":
            return self.emit("convert", node.dt, node.shape, args)
        if op == "clamp":
            return self.emit("clamp", node.dt, node.shape, args)
        if op == "is_finite":
            return self.emit("is-finite", "pred", node.shape, args)
        if op == "compare":
            return self.emit("compare", "pred", node.shape, args,
                             "direction=%s" % node.attr["direction"])
        if op == "select":
            return self.emit("select", node.dt, node.shape, args)
        if op == "reshape":
            return self.emit("reshape", node.dt, node.shape, args)
        if op == "call":
            return self.emit("call", node.dt, node.shape, args, "to_apply=" + self.callee(node))
        if op == "concat":
            return self.emit("concatenate", node.dt, node.shape, args, "dimensions={%d}" % node.attr["axis"])
        if op == "slice":
            return self.emit("slice", node.dt, node.shape, args, "slice={%s}" % ", ".join(
                "[%d:%d]" % (s, s + d) for s, d in zip(node.attr["start"], node.shape)))
        if op == "transpose":
            return self.emit("transpose", node.dt, node.shape, args, "dimensions={%s}" % ",".join(
                map(str, node.attr["perm"])))
        if op == "iota":
            return self.emit("iota", node.dt, node.shape, [], "iota_dimension=%d" % node.attr["axis"])
        if op == "dot":
            r = len(node.shape)
            attrs = "lhs_contracting_dims={%d}, rhs_contracting_dims={%d}" % (r - 1, r - 2)
            if node.attr["batch"]:
                attrs = "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}"
            return self.emit("dot", node.dt, node.shape, args, attrs)
        if op == "dotg":
            (ba, bc), (ca, cc) = node.attr["batch"], node.attr["contract"]
            ls = lambda t: "{%s}" % ",".join(map(str, t))  # noqa: E731
            attrs = "lhs_contracting_dims=%s, rhs_contracting_dims=%s" % (ls(ca), ls(cc))
            if ba:
                attrs = "lhs_batch_dims=%s, rhs_batch_dims=%s, %s" % (ls(ba), ls(bc), attrs)
            return self.emit("dot", node.dt, node.shape, args, attrs)
        if op == "iconst":
            self.n += 1
            c = "constant.%d" % self.n
            self.lines.append("  %s = s32[] constant(%d)" % (c, node.attr["v"]))
            return c
        if op == "cbin":
            c, src = args[1], node.args[1]
            dims = [i for i, d in enumerate(src.shape) if d == node.shape[i] and d != 1]
            if src.shape and len(dims) != len(src.shape):
                c = self.emit("reshape", node.dt, [src.shape[i] for i in dims], [c])
            bc = self.emit("broadcast", node.dt, node.shape, [c], "dimensions={%s}" % ",".join(map(str, dims)))
            return self.emit(HLO_OP[node.attr["bop"]], node.dt, node.shape, [args[0], bc])
        if op == "reduce":
            return self.emit("reduce", node.dt, node.shape, args, "dimensions={%s}, to_apply=%s" % (
                ",".join(map(str, node.attr["axes"])), self.reducer(node.attr["kind"], node.dt)))
        raise ValueError(op)


def print_hlo(name, builder, out, style):
    params = builder.params
    body = _Hlo(style, [])
    for p in params:
        body.n += 1
        pname = "Arg_%d.%d" % (p.attr["index"], body.n)
        body.lines.append("  %s = %s parameter(%d)" % (pname, _hlo_shape(p.dt, p.shape), p.attr["index"]))
        body.param_names.append(pname)
    body.value(out)
    comps = []
    _mark_root(body.lines)
    if style.wrap == "call":
        # the op's body as its own computation; the entry calls it
        sig = ", ".join("%s: %s" % (pn, _hlo_shape(p.dt, p.shape).split("{")[0])
                        for pn, p in zip(body.param_names, params))
        comps.append("%s.body (%s) -> %s {\n%s\n}\n" % (name, sig, _hlo_shape(out.dt, out.shape).split("{")[0],
                                                        "\n".join(body.lines)))
        entry = ["  E%s = %s parameter(%d)" % (pn, _hlo_shape(p.dt, p.shape), i)
                 for i, (pn, p) in enumerate(zip(body.param_names, params))]
        entry.append("  ROOT call.0 = %s call(%s), to_apply=%s.body" % (
            _hlo_shape(out.dt, out.shape), ", ".join("E" + pn for pn in body.param_names), name))
    else:
        entry = body.lines
    text = "HloModule %s\n\n" % name
    text += "".join(v + "\n" for v in body.reducers.values())
    text += "".join(v + "\n" for v in body.callees.values())
    text += "".join(c + "\n" for c in comps)
    text += "ENTRY main {\n%s\n}\n" % "\n".join(entry)
    return text


# --- StableHLO --------------------------------------------------------------------------

def _mlir_ty(dt, shape):
    et = {"pred": "i1", "s32": "i32"}.get(dt, dt)
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [et])


class _Mlir(_Printer):
    def __init__(self, style, params, callees=None):
        super().__init__(style, callees)
        self.param_names = params

    def callee(self, node):
        name = node.attr["callee"]
        if name not in self.callees:
            params = node.attr["params"]
            sub = _Mlir(self.style, ["%%arg%d" % i for i in range(len(params))], self.callees)
            root = sub.value(node.attr["out"])
            self.callees[name] = _mlir_func("private", name, params, node.attr["out"], sub, root, False)
        return name

    def emit(self, text):
        name = "%%%d" % self.n
        self.n += 1
        self.lines.append("    %s = %s" % (name, text))
        return name

    def param(self, node):
        return self.param_names[node.attr["index"]]

    def constant(self, node):
        lit = mlir_number(node.attr["v"], node.dt)
        if self.style.consts == "splat" and node.shape:
            name = "%%cst_%d" % len(self.top)
            self.top.append("    %s = stablehlo.constant dense<%s> : %s" % (name, lit, _mlir_ty(node.dt, node.shape)))
            return name
        c = self.emit("stablehlo.constant dense<%s> : %s" % (lit, _mlir_ty(node.dt, ())))
        if not node.shape:
            return c
        if self.style.consts == "chain":
            ones = _mlir_ty(node.dt, [1] * len(node.shape))
            c = self.emit("stablehlo.reshape %s : (%s) -> %s" % (c, _mlir_ty(node.dt, ()), ones))
            return self.emit("stablehlo.broadcast_in_dim %s, dims = [%s] : (%s) -> %s" % (
                c, ", ".join(str(i) for i in range(len(node.shape))), ones, _mlir_ty(node.dt, node.shape)))
        return self.emit("stablehlo.broadcast_in_dim %s, dims = [] : (%s) -> %s" % (
            c, _mlir_ty(node.dt, ()), _mlir_ty(node.dt, node.shape)))

    def broadcast_back(self, node, r):
        shape, axes, src = node.shape, node.attr["axes"], node.args[0]
        if self.style.keepdims:
            kd = [1 if i in axes else d for i, d in enumerate(shape)]
            r = self.emit("stablehlo.reshape %s : (%s) -> %s" % (r, _mlir_ty(node.dt, src.shape), _mlir_ty(node.dt, kd)))
            return self.emit("stablehlo.broadcast_in_dim %s, dims = [%s] : (%s) -> %s" % (
                r, ", ".join(map(str, range(len(shape)))), _mlir_ty(node.dt, kd), _mlir_ty(node.dt, shape)))
        return self.emit("stablehlo.broadcast_in_dim %s, dims = [%s] : (%s) -> %s" % (
            r, ", ".join(map(str, _dims_kept(shape, axes))), _mlir_ty(node.dt, src.shape),
            _mlir_ty(node.dt, shape)))

    def instr(self, node, args):
        op, ty = node.op, _mlir_ty(node.dt, node.shape)
        if op in ("erf", "erfc"):
            return self.emit("%s %s : %s -> %s" % (MLIR_OP[op], args[0], ty, ty))
        if op == "erf_cc":  # torch_xla's erf: the MHLO op carried as a custom call
            return self.emit("stablehlo.custom_call @mhlo.erf(%s) {mhlo.attributes = {}, mhlo.version = 1 : i64}"
                             " : (%s) -> %s" % (args[0], ty, ty))
        if op in UNARY or op in BINARY or op == "clamp":
            name = MLIR_OP.get(op, "stablehlo.clamp")
            return self.emit("%s %s : %s" % (name, ", ".join(args), ty))
        if op == "convert":
            return self.emit("stablehlo.convert %s : (%s) -> %s" % (
                args[0], _mlir_ty(node.args[0].dt, node.shape), ty))
        if op == "is_finite":
            return self.emit("stablehlo.is_finite %s : (%s) -> %s" % (
                args[0], _mlir_ty(node.args[0].dt, node.shape), ty))
        if op == "compare":
            at = _mlir_ty(node.args[0].dt, node.shape)
            return self.emit("stablehlo.compare  %s, %s, %s,  FLOAT : (%s, %s) -> %s" % (
                node.attr["direction"], args[0], args[1], at, at, ty))
        if op == "select":
            return self.emit("stablehlo.select %s : %s, %s" % (
                ", ".join(args), _mlir_ty("pred", node.shape), ty))
        if op == "reshape":
            return self.emit("stablehlo.reshape %s : (%s) -> %s" % (
                args[0], _mlir_ty(node.dt, node.args[0].shape), ty))
        if op == "concat":
            return self.emit("stablehlo.concatenate %s, dim = %d : (%s) -> %s" % (
                ", ".join(args), node.attr["axis"],
                ", ".join(_mlir_ty(a.dt, a.shape) for a in node.args), ty))
        if op == "transpose":
            return self.emit("stablehlo.transpose %s, dims = [%s] : (%s) -> %s" % (
                args[0], ", ".join(map(str, node.attr["perm"])), _mlir_ty(node.dt, node.args[0].shape), ty))
        if op == "bcast_dims":
            return self.emit("stablehlo.broadcast_in_dim %s, dims = [%s] : (%s) -> %s" % (
                args[0], ", ".join(map(str, node.attr["dims"])), _mlir_ty(node.dt, node.args[0].shape), ty))
        if op == "iota":
            return self.emit("stablehlo.iota dim = %d : %s" % (node.attr["axis"], ty))
        if op == "slice":
            return self.emit("stablehlo.slice %s [%s] : (%s) -> %s" % (
                args[0], ", ".join("%d:%d" % (s, s + d) for s, d in zip(node.attr["start"], node.shape)),
                _mlir_ty(node.dt, node.args[0].shape), ty))
        if op == "call":
            return self.emit("call @%s(%s) : (%s) -> %s" % (
                self.callee(node), ", ".join(args),
                ", ".join(_mlir_ty(a.dt, a.shape) for a in node.args), ty))
        if op == "dot":
            r = len(node.shape)
            dims = "contracting_dims = [%d] x [%d]" % (r - 1, r - 2)
            if node.attr["batch"]:
                dims = "batching_dims = [0] x [0], " + dims
            return self.emit("stablehlo.dot_general %s, %s, %s : (%s, %s) -> %s" % (
                args[0], args[1], dims, _mlir_ty(node.dt, node.args[0].shape),
                _mlir_ty(node.dt, node.args[1].shape), ty))
        if op == "dotg":
            (ba, bc), (ca, cc) = node.attr["batch"], node.attr["contract"]
            ls = lambda t: "[%s]" % ", ".join(map(str, t))  # noqa: E731
            dims = "contracting_dims = %s x %s" % (ls(ca), ls(cc))
            if ba:
                dims = "batching_dims = %s x %s, %s" % (ls(ba), ls(bc), dims)
            return self.emit("stablehlo.dot_general %s, %s, %s : (%s, %s) -> %s" % (
                args[0], args[1], dims, _mlir_ty(node.dt, node.args[0].shape),
                _mlir_ty(node.dt, node.args[1].shape), ty))
        if op == "iconst":
            return self.emit("stablehlo.constant dense<%d> : tensor<i32>" % node.attr["v"])
        if op == "cbin":
            bop = MLIR_OP[node.attr["bop"]].replace("stablehlo.", "chlo.broadcast_")
            return self.emit("%s %s, %s : (%s, %s) -> %s" % (
                bop, args[0], args[1], ty, _mlir_ty(node.dt, node.args[1].shape), ty))
        if op == "reduce" and node.attr.get("region"):
            # the generic form torch-mlir and older exporters print: the reducer as a region
            src, et = node.args[0], _mlir_ty(node.args[0].dt, ())
            fn = "add" if node.attr["kind"] == "add" else "maximum"
            name = self.emit("stablehlo.reduce(%s init: %s) across dimensions = [%s] : (%s, %s) -> %s" % (
                args[0], args[1], ", ".join(map(str, node.attr["axes"])), _mlir_ty(src.dt, src.shape), et, ty))
            k = self.n
            self.lines[-1] += ("\n     reducer(%%ra%d: %s, %%rb%d: %s)  {\n      %%rs%d = stablehlo.%s %%ra%d, %%rb%d : %s\n"
                               "      stablehlo.return %%rs%d : %s\n    }" % (k, et, k, et, k, fn, k, k, et, k, et))
            return name
        if op == "reduce":
            src = node.args[0]
            return self.emit("stablehlo.reduce(%s init: %s) applies stablehlo.%s across dimensions = [%s] : "
                             "(%s, %s) -> %s" % (
                                 args[0], args[1], "add" if node.attr["kind"] == "add" else "maximum",
                                 ", ".join(map(str, node.attr["axes"])), _mlir_ty(src.dt, src.shape),
                                 _mlir_ty(src.dt, ()), ty))
        raise ValueError(op)


def _mlir_func(vis, name, params, out, body, root, paren):
    args = ", ".join("%%arg%d: %s" % (i, _mlir_ty(p.dt, p.shape)) for i, p in enumerate(params))
    rty = _mlir_ty(out.dt, out.shape)
    lines = body.top + body.lines + ["    return %s : %s" % (root, rty)]
    return "  func.func %s @%s(%s) -> %s {\n%s\n  }\n" % (
        vis, name, args, "(%s)" % rty if paren else rty, "\n".join(lines))


def print_stablehlo(name, builder, out, style):
    params = builder.params
    body = _Mlir(style, ["%%arg%d" % i for i in range(len(params))])
    root = body.value(out)
    if style.wrap == "call":
        # the op's body as its own function; main calls it
        funcs = [_mlir_func("private", name + "_body", params, out, body, root, False)]
        main = _Mlir(style, [], body.callees)
        main.n = 1
        main.lines = ["    %%0 = call @%s_body(%s) : (%s) -> %s" % (
            name, ", ".join("%%arg%d" % i for i in range(len(params))),
            ", ".join(_mlir_ty(p.dt, p.shape) for p in params), _mlir_ty(out.dt, out.shape))]
        funcs.append(_mlir_func("public", "main", params, out, main, "%0", True))
    else:
        funcs = [_mlir_func("public", "main", params, out, body, root, True)]
    return "module @%s {\n%s}\n" % (name, "".join(list(body.callees.values()) + funcs))
