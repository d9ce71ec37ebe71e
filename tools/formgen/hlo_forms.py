"""The HLO text forms of tools/formgen: one module per syntax form that XLA's HLO text
parser accepts, each holding a table op (softmax or gelu_tanh) written plainly, so
that only the syntax varies. Standard library only.

A form is (name, op, text, keep): op is the table op the module computes (None where
the op sits where recompose is not expected to raise it), keep the substrings that
recompose's output must still hold (what it does not understand, kept verbatim).
"""


def softmax(s="", lay="{1,0}", vlay="{0}", attr=None, head="HloModule m",
            pin="", extra=(), root_out=None, reducer_sig=False, entry_sig="", neg0=False, comps=""):
    """A row softmax of x: f32[4,16]. s: the name sigil ('' or '%'); lay/vlay: the
    layouts of the 2-d and 1-d values; attr(name) -> ', attr=...' appended to an
    instruction; pin: appended to the parameter;
    extra: lines added to the entry before its root; root_out: (shape, operands) of a
    tuple root holding y and the extra values; neg0: the sum starts at -0."""
    a = attr or (lambda n: "")
    sig = " (a: f32[], b: f32[]) -> f32[]" if reducer_sig else ""
    reducers = [
        "%smax_f32%s {" % (s, sig),
        "  %sa = f32[] parameter(0)" % s,
        "  %sb = f32[] parameter(1)" % s,
        "  ROOT %sm = f32[] maximum(%sa, %sb)" % (s, s, s),
        "}", "",
        "%sadd_f32%s {" % (s, sig),
        "  %sa = f32[] parameter(0)" % s,
        "  %sb = f32[] parameter(1)" % s,
        "  ROOT %ssum = f32[] add(%sa, %sb)" % (s, s, s),
        "}", ""] + ([comps] if comps else [])
    ent = ["ENTRY %smain%s {" % (s, entry_sig),
           "  %sx = f32[4,16]%s parameter(0)%s%s" % (s, lay, pin, a("x")),
           "  %sninf = f32[] constant(-inf)%s" % (s, a("ninf")),
           "  %smx = f32[4]%s reduce(%sx, %sninf), dimensions={1}, to_apply=%smax_f32%s" % (s, vlay, s, s, s, a("mx")),
           "  %smxb = f32[4,16]%s broadcast(%smx), dimensions={0}%s" % (s, lay, s, a("mxb")),
           "  %ssub = f32[4,16]%s subtract(%sx, %smxb)%s" % (s, lay, s, s, a("sub")),
           "  %se = f32[4,16]%s exponential(%ssub)%s" % (s, lay, s, a("e")),
           "  %szero = f32[] constant(%s)%s" % (s, "-0" if neg0 else "0", a("zero")),
           "  %ssm = f32[4]%s reduce(%se, %szero), dimensions={1}, to_apply=%sadd_f32%s" % (s, vlay, s, s, s, a("sm")),
           "  %ssb = f32[4,16]%s broadcast(%ssm), dimensions={0}%s" % (s, lay, s, a("sb")),
           ]
    ent += ["  " + l for l in extra]
    if root_out:
        ent.append("  %sy = f32[4,16]%s divide(%se, %ssb)%s" % (s, lay, s, s, a("y")))
        shape, ops = root_out
        ent.append("  ROOT %sout = %s tuple(%s)%s" % (s, shape, ", ".join(s + o for o in ["y"] + ops), a("out")))
    else:
        ent.append("  ROOT %sy = f32[4,16]%s divide(%se, %ssb)%s" % (s, lay, s, s, a("y")))
    ent.append("}")
    parts = ([head, ""] if head else [])
    parts += reducers + ent
    return "\n".join(parts).rstrip() + "\n"


def gelu(one="  one = f32[] constant(1)\n", bcast=lambda v: "broadcast(%s), dimensions={}" % v,
         head="HloModule m", extra="", root=None):
    """gelu_tanh of x: f32[4,16], its constants scalars broadcast by `bcast`; `one`
    defines the scalar `one`; extra: lines before the root; root: a root replacing
    the plain one (y is the gelu)."""
    body = ("ENTRY main {\n"
            "  x = f32[4,16] parameter(0)\n"
            "  half = f32[] constant(0.5)\n"
            "  hb = f32[4,16] %s\n" % bcast("half") +
            one +
            "  ob = f32[4,16] %s\n" % bcast("one") +
            "  c = f32[] constant(0.044715)\n"
            "  cb = f32[4,16] %s\n" % bcast("c") +
            "  k = f32[] constant(0.7978845608)\n"
            "  kb = f32[4,16] %s\n" % bcast("k") +
            "  x2 = f32[4,16] multiply(x, x)\n"
            "  x3 = f32[4,16] multiply(x2, x)\n"
            "  t = f32[4,16] multiply(cb, x3)\n"
            "  u = f32[4,16] add(x, t)\n"
            "  v = f32[4,16] multiply(kb, u)\n"
            "  th = f32[4,16] tanh(v)\n"
            "  w = f32[4,16] add(ob, th)\n"
            "  hx = f32[4,16] multiply(hb, x)\n" + extra +
            (root or "  ROOT y = f32[4,16] multiply(hx, w)\n") + "}\n")
    return (head + "\n\n" if head else "") + body


def _meta(n):
    return (', metadata={op_type="Softmax" op_name="jit(f)/softmax[axis=(1,)]/%s" '
            'source_file="/tmp/model (1).py" source_line=12}' % n)


def _fusion():
    """The softmax as XLA's fusion passes leave it: the body in a fused computation."""
    sm = softmax(head="", s="%").split("ENTRY %main {")
    body = sm[1].replace("%x = f32[4,16]{1,0} parameter(0)", "%param_0 = f32[4,16]{1,0} parameter(0)")
    body = body.replace("(%x,", "(%param_0,").replace("%x)", "%param_0)")
    return ("HloModule m, is_scheduled=true\n\n" + sm[0] +
            "%fused_softmax (param_0: f32[4,16]) -> f32[4,16] {" + body + "\n"
            "ENTRY %main (p: f32[4,16]) -> f32[4,16] {\n"
            "  %p = f32[4,16]{1,0} parameter(0)\n"
            "  ROOT %f = f32[4,16]{1,0} fusion(%p), kind=kLoop, calls=%fused_softmax, "
            'backend_config={"operation_queue_id":"0","fusion_backend_config":{"kind":"__triton"}}\n'
            "}\n")


def _variadic():
    """The row maximum as a variadic reduce that also returns the argmax."""
    return ("HloModule m\n\n"
            "argmax {\n"
            "  av = f32[] parameter(0)\n  ai = s32[] parameter(1)\n"
            "  bv = f32[] parameter(2)\n  bi = s32[] parameter(3)\n"
            "  ge = pred[] compare(av, bv), direction=GE\n"
            "  v = f32[] select(ge, av, bv)\n  i = s32[] select(ge, ai, bi)\n"
            "  ROOT r = (f32[], s32[]) tuple(v, i)\n}\n\n"
            "add_f32 {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
            "  ROOT s = f32[] add(a, b)\n}\n\n"
            "ENTRY main {\n"
            "  x = f32[4,16] parameter(0)\n"
            "  io = s32[4,16] iota(), iota_dimension=1\n"
            "  ninf = f32[] constant(-inf)\n  z = s32[] constant(0)\n"
            "  mr = (f32[4], s32[4]) reduce(x, io, ninf, z), dimensions={1}, to_apply=argmax\n"
            "  mx = f32[4] get-tuple-element(mr), index=0\n"
            "  am = s32[4] get-tuple-element(mr), index=1\n"
            "  mxb = f32[4,16] broadcast(mx), dimensions={0}\n"
            "  sub = f32[4,16] subtract(x, mxb)\n  e = f32[4,16] exponential(sub)\n"
            "  zero = f32[] constant(0)\n"
            "  sm = f32[4] reduce(e, zero), dimensions={1}, to_apply=add_f32\n"
            "  sb = f32[4,16] broadcast(sm), dimensions={0}\n"
            "  y = f32[4,16] divide(e, sb)\n"
            "  ROOT out = (f32[4,16], s32[4]) tuple(y, am)\n}\n")


def _while():
    """A counted loop beside the softmax, and a conditional whose branch holds a softmax."""
    sm_branch = softmax(head="", s="").split("ENTRY main {")
    branch = sm_branch[1].replace("ROOT y", "y").replace("\n}", "\n  ROOT t = (f32[4,16]) tuple(y)\n}")
    return ("HloModule m\n\n" + sm_branch[0] +
            "on_true (bt: (f32[4,16])) -> (f32[4,16]) {\n  bt = (f32[4,16]) parameter(0)\n"
            "  x = f32[4,16] get-tuple-element(bt), index=0\n" +
            branch.split("parameter(0)\n", 1)[1] + "\n"
            "on_false {\n  bf = (f32[4,16]) parameter(0)\n  ROOT r = (f32[4,16]) tuple()\n}\n\n"
            .replace("ROOT r = (f32[4,16]) tuple()", "xf = f32[4,16] get-tuple-element(bf), index=0\n"
                     "  ROOT r = (f32[4,16]) tuple(xf)") +
            "cond {\n  c = (s32[], f32[4,16]) parameter(0)\n  i = s32[] get-tuple-element(c), index=0\n"
            "  n = s32[] constant(3)\n  ROOT lt = pred[] compare(i, n), direction=LT\n}\n\n"
            "body {\n  b = (s32[], f32[4,16]) parameter(0)\n  i = s32[] get-tuple-element(b), index=0\n"
            "  v = f32[4,16] get-tuple-element(b), index=1\n  one = s32[] constant(1)\n"
            "  j = s32[] add(i, one)\n  w = f32[4,16] negate(v)\n"
            "  ROOT r = (s32[], f32[4,16]) tuple(j, w)\n}\n\n"
            "ENTRY main {\n  x = f32[4,16] parameter(0)\n  p = pred[] parameter(1)\n"
            "  z = s32[] constant(0)\n  init = (s32[], f32[4,16]) tuple(z, x)\n"
            "  lp = (s32[], f32[4,16]) while(init), condition=cond, body=body, "
            'backend_config={"known_trip_count":{"n":"3"}}\n'
            "  lv = f32[4,16] get-tuple-element(lp), index=1\n"
            "  ct = (f32[4,16]) tuple(x)\n"
            "  cd = (f32[4,16]) conditional(p, ct, ct), true_computation=on_true, false_computation=on_false\n"
            "  cv = f32[4,16] get-tuple-element(cd), index=0\n"
            "  ROOT out = (f32[4,16], f32[4,16]) tuple(lv, cv)\n}\n")


def _async():
    """The softmax in a computation run by async-start/async-done on another thread."""
    sm = softmax(head="", s="").split("ENTRY main {")
    return ("HloModule m\n\n" + sm[0] + "softmax_body {" + sm[1] + ', execution_thread="worker"\n\n'
            "ENTRY main {\n  p = f32[4,16] parameter(0)\n"
            "  st = ((f32[4,16]), f32[4,16], s32[]) async-start(p), calls=softmax_body, "
            'async_execution_thread="worker"\n'
            "  ROOT d = f32[4,16] async-done(st)\n}\n")


LESS = ("less {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT lt = pred[] compare(a, b), direction=LT\n}\n\n"
        "ge {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT g = pred[] compare(a, b), direction=GE\n}\n\n"
        "b0 {\n  p = f32[4,16] parameter(0)\n  ROOT n = f32[4,16] negate(p)\n}\n\n"
        "b1 {\n  p = f32[4,16] parameter(0)\n  ROOT n = f32[4,16] abs(p)\n}\n\n"
        "comp.impl {\n  p = f32[4,16] parameter(0)\n  ROOT n = f32[4,16] exponential(p)\n}\n")

# Instructions of many opcodes with their attribute syntax, beside the softmax (kept as
# written): (form name, lines, [(result shape, name)] the root's tuple also returns)
ZOO = [
    ("hlo_ops_data_movement", [
        "p1 = f32[4,16] parameter(1)",
        "tr = f32[16,4]{0,1} transpose(p1), dimensions={1,0}",
        "rv = f32[4,16] reverse(p1), dimensions={1}",
        "pz = f32[] constant(0)",
        "pd = f32[6,20] pad(p1, pz), padding=1_1x2_2",
        "pdi = f32[7,16] pad(p1, pz), padding=0_0_1x0_0",
        "sl = f32[2,8] slice(p1), slice={[0:4:2], [0:16:2]}",
        "i1 = s32[] constant(1)",
        "ds = f32[2,8] dynamic-slice(p1, i1, i1), dynamic_slice_sizes={2,8}",
        "dus = f32[4,16] dynamic-update-slice(p1, ds, i1, i1)",
        "cc = f32[8,16] concatenate(p1, p1), dimensions={0}",
        "bc = f32[64]{0} bitcast(p1)",
        "cp = f32[4,16]{0,1} copy(p1)",
        "rs = f32[64] reshape(p1)",
        "io = s32[4,16] iota(), iota_dimension=0"],
     ["tr", "rv", "pd", "pdi", "dus", "cc", "bc", "cp", "rs", "io"]),
    ("hlo_ops_indexing", [
        "p1 = f32[4,16] parameter(1)",
        "pz = f32[] constant(0)",
        "idx = s32[2,1] constant({ {0}, {2} })",
        "ga = f32[2,16] gather(p1, idx), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, "
        "index_vector_dim=1, slice_sizes={1,16}",
        "upd = f32[2,16] broadcast(pz), dimensions={}",
        "sc = f32[4,16] scatter(p1, idx, upd), update_window_dims={1}, inserted_window_dims={0}, "
        "scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add_f32",
        "so = f32[4,16] sort(p1), dimensions={1}, is_stable=true, to_apply=less",
        "rw = f32[4,8] reduce-window(p1, pz), window={size=1x2 stride=1x2}, to_apply=add_f32",
        "mp = f32[4,16] map(p1, p1), dimensions={0,1}, to_apply=add_f32",
        "tk = (f32[4,2], s32[4,2]) topk(p1), k=2, largest=true"],
     ["ga", "sc", "so", "rw", "mp", "tk"]),
    ("hlo_ops_numeric", [
        "p1 = f32[4,16] parameter(1)",
        "pz = f32[] constant(0)",
        "pzb = f32[4,16] broadcast(pz)",
        "cv = s32[4,16] convert(p1)",
        "bcv = s32[4,16] bitcast-convert(p1)",
        "rp = f32[4,16] reduce-precision(p1), exponent_bits=5, mantissa_bits=10",
        "cl = f32[4,16] clamp(pz, p1, p1)",
        "cmp = pred[4,16] compare(p1, pzb), direction=LT, type=TOTALORDER",
        "se = f32[4,16] select(cmp, p1, pzb)",
        "ifn = pred[4,16] is-finite(p1)",
        "cx = c64[4,16] complex(p1, p1)",
        "re = f32[4,16] real(cx)",
        "rn = f32[4,16] round-nearest-even(p1)",
        "rna = f32[4,16] round-nearest-afz(p1)",
        "cb = f32[4,16] cbrt(p1)",
        "pw = f32[4,16] power(p1, p1)",
        "at = f32[4,16] atan2(p1, p1)",
        "rm = f32[4,16] remainder(p1, p1)",
        "em = f32[4,16] exponential-minus-one(p1)",
        "lp = f32[4,16] log-plus-one(p1)",
        "pc = s32[4,16] popcnt(cv)",
        "clz = s32[4,16] count-leading-zeros(cv)",
        "shl = s32[4,16] shift-left(cv, bcv)",
        "sra = s32[4,16] shift-right-arithmetic(cv, bcv)",
        "srl = s32[4,16] shift-right-logical(cv, bcv)",
        "an = s32[4,16] and(cv, bcv)",
        "nt = s32[4,16] not(cv)",
        "xr = s32[4,16] xor(cv, bcv)",
        "ucv = u32[4,16] convert(p1)",
        "st = bf16[4,16] stochastic-convert(p1, ucv)"],
     ["rp", "cl", "se", "ifn", "re", "rn", "rna", "cb", "pw", "at", "rm", "em", "lp", "pc", "clz", "shl",
      "sra", "srl", "an", "nt", "xr", "st"]),
    ("hlo_ops_linalg", [
        "p1 = f32[4,16] parameter(1)",
        "dt = f32[4,4] dot(p1, p1), lhs_contracting_dims={1}, rhs_contracting_dims={1}, "
        "operand_precision={highest,default}",
        "l4 = f32[1,4,16,1] reshape(p1)",
        "k1 = f32[1,1,1,1] constant({ { { {2} } } })",
        "cvn = f32[1,4,16,1] convolution(l4, k1), window={size=1x1}, dim_labels=b01f_01io->b01f",
        "cx = c64[4,16] complex(p1, p1)",
        "ff = c64[4,16] fft(cx), fft_type=FFT, fft_length={16}",
        "ch = f32[4,4] cholesky(dt), lower=true",
        "ts = f32[4,4] triangular-solve(dt, dt), left_side=true, lower=true, transpose_a=NO_TRANSPOSE, "
        "unit_diagonal=false"],
     ["dt", "cvn", "ff", "ch", "ts"]),
    ("hlo_ops_collectives", [
        "p1 = f32[4,16] parameter(1)",
        "ar = f32[4,16] all-reduce(p1), replica_groups={}, to_apply=add_f32",
        "ag = f32[8,16] all-gather(p1), dimensions={0}, replica_groups={{0,1}}",
        "cpm = f32[4,16] collective-permute(p1), source_target_pairs={{0,1},{1,0}}",
        "a2a = f32[4,16] all-to-all(p1), dimensions={0}, replica_groups={{0,1}}",
        "rsc = f32[2,16] reduce-scatter(p1), dimensions={0}, replica_groups={{0,1}}, to_apply=add_f32",
        "ars = f32[4,16] all-reduce-start(p1), replica_groups={}, to_apply=add_f32",
        "ard = f32[4,16] all-reduce-done(ars)",
        "pid = u32[] partition-id()",
        "rid = u32[] replica-id()"],
     ["ar", "ag", "cpm", "a2a", "rsc", "ard", "pid", "rid"]),
    ("hlo_ops_more", [
        "p1.1-2_a = f32[4,16] parameter(1), parameter_replication={true}",
        "d = f32[?,16] parameter(2)",
        "sp = f32[4,16]{1,0:D(D,C)} parameter(3)",
        "t1 = f8e4m3fnuz[2] constant({1, 2})", "t2 = f8e5m2fnuz[2] constant({1, 2})",
        "t3 = f8e4m3b11fnuz[2] constant({1, 2})", "t4 = f8e3m4[2] constant({1, 2})",
        "t5 = f8e4m3[2] constant({1, 2})", "t6 = f4e2m1fn[2] constant({1, 2})",
        "t7 = f8e8m0fnu[2] constant({1, 2})", "t8 = s2[2] constant({1, -1})", "t9 = u2[2] constant({1, 3})",
        "ar = f32[4,16] all-reduce(p1.1-2_a), channel_id=1, use_global_device_ids=true, replica_groups=[1,2]<=[2], "
        "to_apply=add_f32",
        "sh = f32[4,16] copy(p1.1-2_a), sharding={devices=[2,1,2]<=[2,2]T(1,0) last_tile_dims={manual}}",
        "r0 = f32[] constant(0)", "r1 = f32[] constant(1)",
        "rn = f32[4,16] rng(r0, r1), distribution=rng_uniform",
        "sc = f32[16] parameter(4)", "of = f32[16] parameter(5)",
        "bn = (f32[4,16], f32[16], f32[16]) batch-norm-training(p1.1-2_a, sc, of), epsilon=0.001, feature_index=1",
        "rw = f32[2,8] reduce-window(p1.1-2_a, r0), window={size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1 "
        "rhs_dilate=1x1}, to_apply=add_f32",
        "src = f32[2,8] parameter(6)",
        "ss = f32[4,16] select-and-scatter(p1.1-2_a, src, r0), window={size=2x2 stride=2x2}, select=ge, scatter=add_f32",
        "sz = s32[] constant(3)",
        "sds = f32[<=4,16] set-dimension-size(p1.1-2_a, sz), dimensions={0}",
        "cmp = f32[4,16] call(p1.1-2_a), to_apply=comp.impl, is_composite=true, frontend_attributes="
        "{composite.name=\"my.exp\",composite.attributes={},composite.version=\"0\"}",
        "cc = f32[4,16] custom-call(p1.1-2_a), custom_call_target=\"with_comp\", called_computations={b0}, "
        "output_to_operand_aliasing={{}: (0, {})}, schedule=SCHEDULE_LATEST",
        "bi = s32[] parameter(7)",
        "cd = f32[4,16] conditional(bi, p1.1-2_a, p1.1-2_a), branch_computations={b0, b1}",
        "tok = token[] after-all()",
        "sn = (f32[4,16], u32[], token[]) send(p1.1-2_a, tok), channel_id=3, is_host_transfer=true, "
        "frontend_attributes={_xla_host_transfer_rendezvous=\"r\"}",
        "snd = token[] send-done(sn), channel_id=3, is_host_transfer=true",
        "ags = (f32[4,16], f32[8,16]) all-gather-start(p1.1-2_a), dimensions={0}, replica_groups={{0,1}}",
        "agd = f32[8,16] all-gather-done(ags)",
        "cbc = f32[4,16] collective-broadcast(p1.1-2_a), replica_groups={{0,1}}",
        "nt0 = (f32[], f32[]) tuple(r0, r1)",
        "nt = ((f32[], f32[]), f32[]) tuple(nt0, r0)"],
     ["d", "sp", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9", "ar", "sh", "rn", "bn", "rw", "ss", "sds",
      "cmp", "cc", "cd", "snd", "agd", "cbc", "nt"]),
    ("hlo_ops_side_effects", [
        "p1 = f32[4,16] parameter(1)",
        "gds = s32[] get-dimension-size(p1), dimensions={1}",
        "tup = (f32[4,16], f32[4,16]) tuple(p1, p1)",
        "ob = (f32[4,16], f32[4,16]) opt-barrier(tup)",
        "ccl = f32[4,16] custom-call(p1), custom_call_target=\"my_op\", custom_call_has_side_effect=true, "
        "api_version=API_VERSION_STATUS_RETURNING, operand_layout_constraints={f32[4,16]{1,0}}",
        "seed = u64[2] parameter(2)",
        "rbg = (u64[2], u32[4]) rng-bit-generator(seed), algorithm=rng_default",
        "tok = token[] after-all()",
        "ifd = ((f32[4]), token[]) infeed(tok), infeed_config=\"cfg\"",
        "of = token[] outfeed(p1, tok), outfeed_shape=f32[4,16]{1,0}",
        "cps = (f32[4,16], f32[4,16], u32[]) copy-start(p1)",
        "cpd = f32[4,16] copy-done(cps)",
        "sn = (f32[4,16], u32[], token[]) send(p1, tok), channel_id=1",
        "snd = token[] send-done(sn), channel_id=1",
        "rcv = (f32[4,16], u32[], token[]) recv(tok), channel_id=2",
        "rcd = (f32[4,16], token[]) recv-done(rcv), channel_id=2",
        "dom = f32[4,16] domain(p1), domain={kind=\"sharding\", entry={maximal device=0}, exit={replicated}}"],
     ["gds", "ob", "ccl", "rbg", "ifd", "of", "cpd", "snd", "rcd", "dom"]),
]


def _zoo(lines, outs):
    shapes = {}
    for l in lines:
        name, rest = l.split(" = ", 1)
        shapes[name] = rest.split(" ")[0] if not rest.startswith("(") else rest[:_close(rest) + 1]
    tup = "(f32[4,16], %s)" % ", ".join(shapes[o] for o in outs)
    return softmax(comps=LESS, extra=lines, root_out=(tup, outs))


def _close(s):
    d = 0
    for i, c in enumerate(s):
        d += c == "("
        d -= c == ")"
        if d == 0:
            return i
    return len(s) - 1


# a rewriter test's style without a table op: a library call returning a tuple with a
# zero-sized scratch buffer, its JSON config with nested objects, negative numbers and
# empty arrays; zero-sized shapes, negative padding, a two-operand sort, typed compares
CUDNN_STYLE = """HloModule test, entry_computation_layout={(f32[2,4,6,8]{3,2,1,0}, f32[8]{0}, f32[8]{0})->f32[2,4,6,8]{3,2,1,0}}

cmp2 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT, type=TOTALORDER
}

ENTRY %main.1 {
  %input = f32[2,4,6,8]{3,2,1,0} parameter(0)
  %scale = f32[8]{0} parameter(1)
  %bias = f32[8]{0} parameter(2)
  %norm = (f32[2,4,6,8]{3,2,1,0}, u8[0]{0}) custom-call(%input, %scale, %bias), custom_call_target="__cudnn$norm", backend_config={"operation_queue_id":"0","wait_on_operation_queues":[],"cudnn_norm_backend_config":{"epsilon":0.001,"kind":"LAYER_FWD_INFER","algorithm":{"algo_id":"0","math_type":"TENSOR_OP_MATH","tuning_knobs":{"1":"2","-3":"0"},"is_cudnn_frontend":true,"workspace_size":"0"}},"scale":-1.5e-07,"list":[[1,2],[],[-3]]}
  %gte = f32[2,4,6,8]{3,2,1,0} get-tuple-element(%norm), index=0
  %z = f32[0,3] parameter(3)
  %zz = f32[0,3] negate(%z)
  %c0 = f32[] constant(0)
  %pn = f32[2,4,6,6]{3,2,1,0} pad(%gte, %c0), padding=0_0x0_0x0_0x-1_-1
  %io = s32[2,4,6,8] iota(), iota_dimension=3
  %srt = (f32[2,4,6,8], s32[2,4,6,8]) sort(%gte, %io), dimensions={3}, to_apply=cmp2
  %eq = pred[2,4,6,8] compare(%io, %io), direction=EQ, type=SIGNED
  %u = u32[2,4,6,8] convert(%io)
  %equ = pred[2,4,6,8] compare(%u, %u), direction=GE, type=UNSIGNED
  ROOT %out = (f32[2,4,6,8], f32[0,3], f32[2,4,6,6], (f32[2,4,6,8], s32[2,4,6,8]), pred[2,4,6,8], pred[2,4,6,8]) tuple(%gte, %zz, %pn, %srt, %eq, %equ)
}
"""


def forms():
    T = "(f32[4,16], token[], f32[3], f32[<=8,4], s4[2], u4[2], f8e4m3fn[2], f8e5m2[2])"
    side = ["t = token[] after-all()",
            "v = (f32[3], s32[]) parameter(1)",
            "g = f32[3] get-tuple-element(v), index=0",
            "q = f32[<=8,4] parameter(2)",
            "k4 = s4[2] constant({1, -2})",
            "ku4 = u4[2] constant({1, 15})",
            "k8 = f8e4m3fn[2] constant({1, 0.5})",
            "k85 = f8e5m2[2] constant({-2, 0.25})"]
    out = []
    add = lambda name, op, text, keep=(): out.append((name, op, text, list(keep)))
    add("hlo_plain_sigil", "softmax", softmax(s="%"))
    add("hlo_no_sigil", "softmax", softmax())
    add("hlo_no_header", "softmax", softmax(head=""))
    add("hlo_header_attrs", "softmax", softmax(
        head="HloModule jit_f, entry_computation_layout={(f32[4,16]{1,0})->f32[4,16]{1,0}}, "
             "is_scheduled=true, allow_spmd_sharding_propagation_to_output={true}, "
             "alias_passthrough_params=true, num_partitions=1"),
        ["entry_computation_layout={(f32[4,16]{1,0})->f32[4,16]{1,0}}", "is_scheduled=true",
         "allow_spmd_sharding_propagation_to_output={true}"])
    add("hlo_signatures", "softmax", softmax(s="%", reducer_sig=True, entry_sig=" (x: f32[4,16]) -> f32[4,16]"))
    add("hlo_tiled_layouts", "softmax", softmax(lay="{1,0:T(8,128)S(1)}", vlay="{0:T(128)}"), ["T(8,128)S(1)"])
    add("hlo_no_layouts", "softmax", softmax(lay="", vlay=""))
    add("hlo_metadata", "softmax", softmax(s="%", attr=_meta), ['source_file="/tmp/model (1).py"'])
    add("hlo_sharding", "softmax", softmax(pin=", sharding={devices=[2,1]0,1}",
                                           attr=lambda n: ", sharding={replicated}" if n == "y" else ""),
        ["sharding={devices=[2,1]0,1}"])
    add("hlo_sharding_iota", "softmax", softmax(pin=", sharding={devices=[2,1]<=[2]}",
                                                attr=lambda n: ", sharding={maximal device=0}" if n == "y" else ""),
        ["sharding={devices=[2,1]<=[2]}"])
    add("hlo_frontend_attributes", "softmax", softmax(
        attr=lambda n: ', frontend_attributes={_xla_compute_type="host",grad_x="false"}' if n in ("e", "y") else ""),
        ['_xla_compute_type="host"'])
    add("hlo_backend_config_string", "softmax", softmax(
        attr=lambda n: ', backend_config="{\\"flag\\":1}"' if n == "sm" else ""))
    add("hlo_backend_config_json", "softmax", softmax(
        attr=lambda n: ', backend_config={"operation_queue_id":"0","wait_on_operation_queues":[]}' if n == "e" else ""))
    add("hlo_statistics", "softmax", softmax(
        attr=lambda n: ", statistics={visualizing_index=1,stat-1=33.5}" if n == "sub" else ""))
    add("hlo_control_predecessors", "softmax", softmax(
        extra=["tick = f32[] constant(1), control-predecessors={x}"], root_out=("(f32[4,16], f32[])", ["tick"])),
        ["control-predecessors={x}"])
    # an edge into the softmax pins the instructions it names: not raised, kept as written
    add("hlo_control_predecessors_inside", None, softmax(
        attr=lambda n: ", control-predecessors={mx}" if n == "zero" else ""), ["control-predecessors={mx}"])
    add("hlo_control_predecessors_into", None, softmax(
        extra=["tick = f32[] constant(1), control-predecessors={e}"], root_out=("(f32[4,16], f32[])", ["tick"])),
        ["control-predecessors={e}"])
    add("hlo_origin", "softmax", softmax(attr=lambda n: ', origin={{"x"}}' if n == "y" else ""))
    add("hlo_parameter_replication", "softmax", softmax(pin=", parameter_replication={false}"))
    add("hlo_negative_zero_init", "softmax", softmax(neg0=True))
    add("hlo_side_outputs", "softmax", softmax(extra=side, root_out=(T, ["t", "g", "q", "k4", "ku4", "k8", "k85"])),
        ["token[]", "f32[<=8,4]", "s4[2]", "u4[2]", "f8e4m3fn[2]", "f8e5m2[2]"])
    add("hlo_nonfinite_literals", "softmax", softmax(
        extra=["nf = f32[5] constant({nan, -inf, inf, -0, -nan})",
               "np = f32[3] constant({nan(0x1), -nan(0x7fffff), nan(0x400000)})",
               "nb = bf16[] constant(-nan(0x40))"],
        root_out=("(f32[4,16], f32[5], f32[3], bf16[])", ["nf", "np", "nb"])), ["nan(0x1)", "-nan(0x40)"])
    add("hlo_elided_literal", "softmax", softmax(
        extra=["el = f32[4,16] constant({...})"], root_out=("(f32[4,16], f32[4,16])", ["el"])), ["{...}"])
    add("hlo_variadic_reduce", "softmax", _variadic())
    add("hlo_fusion_kind", "softmax", _fusion(), ["kind=kLoop", '"__triton"'])
    add("hlo_while_conditional", "softmax", _while(), ["known_trip_count"])
    add("hlo_async_thread", "softmax", _async(), ['execution_thread="worker"'])
    add("hlo_gelu_plain", "gelu_tanh", gelu())
    add("hlo_broadcast_scalar_no_dims", "gelu_tanh", gelu(bcast=lambda v: "broadcast(%s)" % v))
    add("hlo_constant_rank3_one", "gelu_tanh", gelu(
        one="  one3 = f32[1,1,1] constant({ { {1} } })\n  one = f32[] reshape(one3)\n"))
    add("hlo_constant_full_shape", "gelu_tanh", gelu(
        one="  one = f32[] constant(1)\n  half2 = f32[2,2] constant({ {0.5, 0.5}, {0.5, 0.5} })\n",
        root="  y = f32[4,16] multiply(hx, w)\n  ROOT out = (f32[4,16], f32[2,2]) tuple(y, half2)\n"))
    add("hlo_empty_constant", "gelu_tanh", gelu(
        extra="  em = f32[1,0,1] constant({ { } })\n",
        root="  y = f32[4,16] multiply(hx, w)\n  ROOT out = (f32[4,16], f32[1,0,1]) tuple(y, em)\n"))
    add("hlo_line_comments", "gelu_tanh", "// RUN: hlo-opt %s\n/* a block comment */\n" + gelu().replace(
        "  x2 = ", "  // the cube\n  x2 = ").replace("(x, x)", "(x, /*again*/ x)"))
    frames = ("FileNames\n1 \"model.py\"\nFunctionNames\n1 \"softmax\"\nFileLocations\n"
              "1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=1 end_column=9}\n"
              "StackFrames\n1 {file_location_id=1 parent_frame_id=1}\n")
    add("hlo_module_aliasing_frames", "softmax", softmax(
        head="HloModule m, input_output_alias={ {}: (0, {}, may-alias) }, buffer_donor={ (0, {}) }, "
             "replica_count=1, num_partitions=1, frontend_attributes={fingerprint=\"abc\"}\n\n" + frames.rstrip(),
        attr=lambda n: ' , metadata={op_name="softmax" stack_frame_id=1 deduplicated_name="d" scheduling_name="s"}'
        .lstrip(" ") if n in ("e", "y") else ""),
        ["input_output_alias={ {}: (0, {}, may-alias) }", "buffer_donor={ (0, {}) }", "StackFrames"])
    add("hlo_no_entry_keyword", "softmax", softmax(head="").replace("ENTRY main {", "main {"))
    add("hlo_shape_prefixed_operands", "softmax", softmax(s="%").replace(
        "subtract(%x, %mxb)", "subtract(f32[4,16]{1,0} %x, f32[4,16]{1,0} mxb)").replace(
        "divide(%e, %sb)", "divide(f32[4,16]{1,0} e, %sb)").replace("maximum(%a, %b)", "maximum(a, f32[] %b)"))
    add("hlo_root_not_last", "softmax", softmax().replace(
        "\n}\n\n", "\n}\n\n", 1).rstrip("}\n") + "\n  unused = f32[4,16]{1,0} negate(x)\n}\n", ["negate(x)"])
    # TPU dumps tile scalars too: a rank-0 layout holds only its tiles and memory space
    add("hlo_scalar_tiled_layouts", "softmax", softmax(
        extra=["k = s32[]{:T(128)S(1)} constant(3)", "q = f32[]{ :T(256)} parameter(1)"],
        root_out=("(f32[4,16], s32[]{:T(128)S(1)}, f32[])", ["k", "q"])).replace(
        "f32[] constant(", "f32[]{:T(256)} constant(").replace("a = f32[] parameter(0)", "a = f32[]{:T(256)} parameter(0)"),
        ["s32[]{:T(128)S(1)}"])
    # XLA's lexer skips blanks between a shape and its layout ('{' then a number or ':')
    add("hlo_layout_after_space", "softmax", softmax(s="%", entry_sig=" (x: f32[4,16] {1,0}) -> f32[4,16] {1,0}").replace(
        "%x = f32[4,16]{1,0} parameter(0)", "%x = f32[4,16] {1,0} parameter(0)").replace(
        "%sm = f32[4]{0} reduce", "%sm = f32[4]\t{ 0} reduce"))
    # a signature glued to its body: the '{' after "->f32[]" opens the body (no number or ':' follows)
    add("hlo_signature_glued", "softmax", softmax(s="%", reducer_sig=True, entry_sig="(x: f32[4,16])->f32[4,16]").replace(
        " (a: f32[], b: f32[]) -> f32[] {", "(a: f32[], b: f32[])->f32[]{").replace(")->f32[4,16] {", ")->f32[4,16]{"))
    # per-instruction accuracy requests (kept on what is not raised, dropped with the exp it asks of)
    add("hlo_result_accuracy", "softmax", softmax(
        extra=["l = f32[4,16] log(x), result_accuracy={mode=highest}"], root_out=("(f32[4,16], f32[4,16])", ["l"]),
        attr=lambda n: ", result_accuracy={tolerance={atol=0,rtol=0,ulps=2}}" if n == "e" else ""),
        ["result_accuracy={mode=highest}"])
    # a test's module as a raw string in C++: every line indented, the header too
    add("hlo_indented_text", "softmax", "\n" + "".join("    " + l + "\n" for l in softmax().splitlines()) + "  ")
    # a block-level fusion as XLA's Triton softmax rewriter leaves it
    add("hlo_fusion_kcustom", "softmax", _fusion().replace("kind=kLoop", "kind=kCustom").replace(
        '"kind":"__triton"}', '"kind":"__triton","block_level_fusion_config":{"output_tiles":[{"sizes":["1","16"]}],'
        '"num_warps":"1","num_ctas":1,"num_stages":1}},"force_earliest_schedule":false'),
        ["kind=kCustom", '"output_tiles":[{"sizes":["1","16"]}]'])
    add("hlo_tiles_element_size", "softmax", softmax(lay="{1,0:T(8,128)(2,1)E(32)}", vlay="{0:T(256)S(2)}"),
        ["{1,0:T(8,128)(2,1)E(32)}"])
    add("hlo_attributes_across_lines", "softmax", softmax().replace(
        ", dimensions={1}, to_apply=max_f32", ",\n      dimensions={1},\n      to_apply=max_f32").replace(
        'broadcast(sm), dimensions={0}', 'broadcast(sm),\n    dimensions={0}'))
    add("hlo_tuple_sharding", "softmax", softmax(
        extra=["q = f32[4,16] parameter(1), sharding={devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}",
               "n = f32[4,16] negate(q), sharding={manual}"],
        root_out=("(f32[4,16], f32[4,16])", ["n"]),
        attr=lambda n: ", sharding={{replicated}, {devices=[1,2]<=[2]}}" if n == "out" else ""),
        ["last_tile_dim_replicate", "sharding={manual}", "sharding={{replicated}, {devices=[1,2]<=[2]}}"])
    add("hlo_index_comments", "softmax", softmax(
        head="HloModule m, entry_computation_layout={(f32[4,16]{1,0}, f32[], f32[], f32[], f32[], /*index=5*/f32[])"
             "->(f32[4,16]{1,0}, f32[], f32[], f32[], f32[], /*index=5*/f32[])}",
        extra=["p%d = f32[] parameter(%d)" % (i, i) for i in range(1, 6)],
        root_out=("(f32[4,16]{1,0}, f32[], f32[], f32[], f32[], /*index=5*/f32[])", ["p%d" % i for i in range(1, 6)])),
        ["/*index=5*/"])
    lits = ["k0 = f32[] constant(1e-05)", "k1 = bf16[] constant(0.7969)", "k2 = pred[] constant(true)",
            "k3 = f32[] constant(1e+10)", "k4 = s32[] constant(-2147483648)",
            "k5 = u64[] constant(18446744073709551615)", "k6 = c64[] constant((1, -2))",
            "k7 = f64[] constant(2.2250738585072014e-308)", "k8 = f16[] constant(65504)",
            "k9 = s8[3] constant({-128, 0, 127})"]
    add("hlo_scalar_literals", "softmax", softmax(
        extra=lits, root_out=("(f32[4,16], f32[], bf16[], pred[], f32[], s32[], u64[], c64[], f64[], f16[], s8[3])",
                              ["k%d" % i for i in range(10)])),
        ["18446744073709551615", "2.2250738585072014e-308", "(1, -2)"])
    nest = softmax().replace("  sub = f32[4,16]{1,0} subtract(x, mxb)\n", "").replace(
        "exponential(sub)", "exponential(subtract(x, mxb))").replace(
        "zero = f32[] constant(0)", "zero = f32[] negate(f32[] constant(0))")
    add("hlo_nested_instructions", "softmax", nest)
    add("hlo_crlf_line_ends", "softmax", softmax().replace("\n", "\r\n"))
    add("hlo_tabs_utf8", "softmax", softmax(attr=lambda n: ', metadata={op_name="jit(f)/softmax/δ→ü" '
                                           'source_file="/tmp/模型.py"}' if n == "y" else "").replace("\n  ", "\n\t"),
        ['source_file="/tmp/模型.py"'])
    add("hlo_library_call_style", None, CUDNN_STYLE,
        ['"tuning_knobs":{"1":"2","-3":"0"}', "u8[0]{0}", "padding=0_0x0_0x0_0x-1_-1", "type=UNSIGNED"])
    for name, lines, outs in ZOO:
        add(name, "softmax", _zoo(lines, outs))
    return out
