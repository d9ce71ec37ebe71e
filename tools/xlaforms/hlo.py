"""A writer of one HLO text module in the manner of XLA's pass unit tests: instructions
named by the case, shapes with or without layouts, reducer computations by name, nested
computations (call, fusion), and the attributes such tests carry (metadata, sharding,
parameter_replication, is_scheduled, entry_computation_layout). Standard library only.

The writer keeps each value's element type and shape, so that a case writes only the op
and its operands; `Style` holds the choices that change the text but not the math.
"""
import math


class Style:
    """layout: minor-to-major layouts on every shape; typed: operands written with their
    types (`add(f32[4]{0} a, f32[4]{0} b)`, XLA's long print); sigil: '%' before every
    name (compiled HLO); meta: an op_name metadata on every instruction; sharding:
    `sharding={replicated}` on the parameters; header: extra attributes after the module
    name; scheduled: `is_scheduled=true`."""

    def __init__(self, layout=False, typed=False, sigil="", meta=False, sharding=False,
                 header=False, scheduled=False, replication=False):
        self.layout, self.typed, self.sigil, self.meta = layout, typed, sigil, meta
        self.sharding, self.header, self.scheduled = sharding, header, scheduled
        self.replication = replication


def number(v):
    """A float as XLA's HLO text writes a constant."""
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    if v == int(v) and abs(v) < 1e15:
        return "%d" % v
    return repr(v)


class Comp:
    """One computation being written."""

    def __init__(self, mod, name):
        self.mod, self.name, self.lines, self.types, self.nparams = mod, name, [], {}, 0

    # --- text ---
    def ty(self, dt, shape):
        s = "%s[%s]" % (dt, ",".join(str(d) for d in shape))
        if self.mod.style.layout and shape:
            s += "{%s}" % ",".join(str(i) for i in reversed(range(len(shape))))
        return s

    def tyof(self, v):
        t = self.types[v]
        if isinstance(t, list):
            return "(%s)" % ", ".join(self.ty(dt, sh) for dt, sh in t)
        return self.ty(*t)

    def ref(self, v):
        return self.mod.style.sigil + v

    def emit(self, base, dt, shape, op, args, attrs=""):
        name = self.mod.fresh(base)
        self.types[name] = (dt, list(shape)) if dt != "tuple" else shape
        if self.mod.style.typed:
            a = ", ".join("%s %s" % (self.tyof(x), self.ref(x)) for x in args)
        else:
            a = ", ".join(self.ref(x) for x in args)
        meta = ""
        if self.mod.style.meta and op not in ("parameter", "constant"):
            meta = ', metadata={op_type="%s" op_name="jit(step)/%s/%s"}' % (op, self.name, base)
        self.lines.append([name, "%s = %s %s(%s)%s%s" % (self.ref(name), self.tyof(name), op, a, attrs, meta)])
        return name

    def dtype(self, v):
        return self.types[v][0]

    def shape(self, v):
        return list(self.types[v][1])

    # --- leaves ---
    def param(self, base, dt, shape):
        i = self.nparams
        self.nparams += 1
        name = self.mod.fresh(base)
        self.types[name] = (dt, list(shape))
        attrs = ""
        if self.mod.style.sharding and self is self.mod.entry:
            attrs += ", sharding={replicated}"
        if self.mod.style.replication and self is self.mod.entry:
            attrs += ", parameter_replication={false}"
        self.lines.append([name, "%s = %s parameter(%d)%s" % (self.ref(name), self.tyof(name), i, attrs)])
        return name

    def const(self, v, dt="f32", shape=(), base="c"):
        """A scalar constant, or with shape an array literal with every element v."""
        name = self.mod.fresh(base)
        self.types[name] = (dt, list(shape))
        lit = number(v)
        for d in reversed(shape):
            lit = "{ %s }" % ", ".join([lit] * d)
        self.lines.append([name, "%s = %s constant(%s)" % (self.ref(name), self.tyof(name), lit)])
        return name

    def splat(self, v, like, base="k"):
        """Scalar v broadcast to the type and shape of value `like` (dimensions={})."""
        c = self.const(v, self.dtype(like), (), base + "_s")
        return self.bcast(c, self.shape(like), [], base)

    # --- ops ---
    def un(self, op, a, base=None):
        return self.emit(base or op, self.dtype(a), self.shape(a), op, [a])

    def bin(self, op, a, b, base=None):
        return self.emit(base or op, self.dtype(a), self.shape(a), op, [a, b])

    def convert(self, a, dt, base="convert"):
        return self.emit(base, dt, self.shape(a), "convert", [a])

    def bcast(self, a, shape, dims, base="broadcast", omit_empty=False):
        attrs = "" if omit_empty and not dims else ", dimensions={%s}" % ",".join(str(d) for d in dims)
        return self.emit(base, self.dtype(a), shape, "broadcast", [a], attrs)

    def reshape(self, a, shape, base="reshape", op="reshape"):
        return self.emit(base, self.dtype(a), shape, op, [a])

    def reduce(self, a, init, dims, kind, base="reduce", dt=None):
        dt = dt or self.dtype(a)
        shape = [d for i, d in enumerate(self.shape(a)) if i not in dims]
        red = self.mod.reducer(kind, dt)
        return self.emit(base, dt, shape, "reduce", [a, init],
                         ", dimensions={%s}, to_apply=%s" % (",".join(str(d) for d in dims), self.ref(red)))

    def dot(self, a, b, lc, rc, lb=(), rb=(), base="dot", dt=None):
        sa, sb = self.shape(a), self.shape(b)
        out = [sa[i] for i in lb] + [d for i, d in enumerate(sa) if i not in lb and i not in lc] \
            + [d for i, d in enumerate(sb) if i not in rb and i not in rc]
        attrs = ""
        if lb:
            attrs += ", lhs_batch_dims={%s}" % ",".join(map(str, lb))
        attrs += ", lhs_contracting_dims={%s}" % ",".join(map(str, lc))
        if rb:
            attrs += ", rhs_batch_dims={%s}" % ",".join(map(str, rb))
        attrs += ", rhs_contracting_dims={%s}" % ",".join(map(str, rc))
        return self.emit(base, dt or self.dtype(a), out, "dot", [a, b], attrs)

    def tuple(self, vals, base="tuple"):
        return self.emit(base, "tuple", [self.types[v] for v in vals], "tuple", vals)

    def call(self, comp, args, base="call", fusion=None):
        """A call of computation comp (its root's type), or with fusion='kLoop'/'kInput' a fusion."""
        root = comp.root
        t = comp.types[root]
        attrs = (", kind=%s, calls=%s" % (fusion, self.ref(comp.name))) if fusion else \
            ", to_apply=%s" % self.ref(comp.name)
        name = self.emit(base, t[0] if not isinstance(t, list) else "tuple",
                         t[1] if not isinstance(t, list) else t, "fusion" if fusion else "call", args, attrs)
        return name

    def text(self, entry=False):
        lines = [l for l in self.lines if l[0] != self.root] + [l for l in self.lines if l[0] == self.root]
        body = "\n".join("  " + ("ROOT " if n == self.root else "") + t for n, t in lines)
        return "%s%s {\n%s\n}\n" % ("ENTRY " if entry else "", self.ref(self.name), body)


class Module:
    def __init__(self, name, style, reducer_names=("sum", "max")):
        self.name, self.style, self.n, self.reducers = name, style, 0, {}
        self.comps, self.rnames = [], reducer_names
        self.entry = Comp(self, "main")

    def fresh(self, base):
        self.n += 1
        return "%s.%d" % (base, self.n)

    def reducer(self, kind, dt):
        key = (kind, dt)
        if key not in self.reducers:
            c = Comp(self, "%s_%s" % (self.rnames[0] if kind == "add" else self.rnames[1], dt))
            a, b = c.param("lhs", dt, []), c.param("rhs", dt, [])
            c.root = c.bin({"add": "add", "max": "maximum"}[kind], a, b, "r")
            self.reducers[key] = c
            self.comps.append(c)
        return self.reducers[key].name

    def sub(self, name):
        """A computation the entry calls (a call's or a fusion's body)."""
        c = Comp(self, self.fresh(name))
        self.comps.append(c)
        return c

    def text(self, root):
        self.entry.root = root
        head = "HloModule %s" % self.name
        if self.style.scheduled:
            head += ", is_scheduled=true"
        if self.style.header:
            e = self.entry
            params = [n for n, t in e.lines if " parameter(" in t]
            head += ", entry_computation_layout={(%s)->%s}" % (
                ", ".join(e.tyof(p) for p in params), e.tyof(root))
        reds = list(self.reducers.values())
        comps = reds + [c for c in self.comps if c not in reds]  # each before its first use
        return head + "\n\n" + "\n".join(c.text() for c in comps) + "\n" + self.entry.text(entry=True)
