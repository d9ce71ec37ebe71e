#!/usr/bin/env python3
"""tools/gradgen/measure.py's counting, on hand-written manifest entries and reports:
fwd/bwd found capped at the construction's count, extras, nested inner ops not foreign,
foreign ops, near misses raised, absorbed rewrites not counted, unverified rewrites,
native forwards not counted, refused files; a rewrite in a helper counted once per call of it
left in the output (the real corpus's convention).

Usage: test_measure.py SOURCE_ROOT
"""
import sys


def entry(file, op, fwd, bwd, near=False, forbid=(), native=(), dscale=0, **kw):
    e = {"file": file, "program": file, "op": op, "spelling": "s", "mode": "vjp_dy",
         "dialect": "hlo", "dt": "f32", "near": near, "fwd": fwd, "bwd": bwd,
         "dscale": dscale, "forbid": list(forbid), "fwd_native": list(native)}
    e.update(kw)
    return e


def report(*ops, absorbed=(), unverified=(), fn=None):
    rw = [{"op": op, "verified": op not in unverified, "function": fn} for op in ops]
    rw += [{"op": op, "verified": True, "absorbed_by": "x"} for op in absorbed]
    return {"rewrites": rw}


def main():
    sys.path.insert(0, sys.argv[1] + "/tools/gradgen")
    import measure as M
    # a helper called twice whose body was raised once; "g": one of its calls taken into another
    # rewrite (the call is gone from the output), so that one site runs the fused op no more
    helper = "HloModule m\n\nhs.1 {\n  p.1 = f32[4]{0} parameter(0)\n  ROOT d.1 = f32[4]{0} %s\n}\n\n"
    main_ = ("ENTRY main.2 {\n  x.1 = f32[4]{0} parameter(0)\n  c.1 = f32[4]{0} call(x.1), to_apply=hs.1\n"
             "  c.2 = f32[4]{0} call(c.1), to_apply=hs.1\n  ROOT t.1 = (f32[4]{0}, f32[4]{0}) tuple(c.1, c.2)\n}\n")
    raised_ = helper % 'custom-call(p.1), custom_call_target="recompose.hardsigmoid"'
    text_in = helper % "divide(p.1, p.1)" + main_
    texts = {"h": (text_in, raised_ + main_),
             "g": (text_in, raised_ + main_.replace("call(c.1), to_apply=hs.1", 'custom-call(c.1), custom_call_target="recompose.x"'))}
    files = [
        entry("a", "silu", {"silu": 1}, {"silu": 1}),
        entry("b", "gelu_erf", {"gelu_erf": 2}, {"gelu_erf": 2}),
        entry("c", "silu", {"silu": 1}, {"silu": 1}),
        entry("d", "sigmoid", {"sigmoid": 1}, {"sigmoid": 1}, native=["sigmoid"]),
        entry("n", "tanh", {}, {}, near=True, forbid=["tanh_grad"]),
        entry("m", "tanh", {}, {}, near=True, forbid=["tanh_grad"]),
        entry("r", "silu", {"silu": 1}, {"silu": 1}),
        entry("l", "layer_norm", {"layer_norm": 1}, {"layer_norm": 1}, dscale=1),
        entry("h", "hardsigmoid", {"hardsigmoid": 2}, {}),
        entry("g", "hardsigmoid", {"hardsigmoid": 2}, {}),
    ]
    reports = {
        # found once each, plus its nested sigmoid (not foreign)
        "a": report("silu", "silu_grad", "sigmoid"),
        # fwd 3 of 2 (one extra), bwd 1 of 2, an absorbed erf not counted
        "b": report("gelu_erf", "gelu_erf", "gelu_erf", "gelu_erf_grad", absorbed=["erf"]),
        # a foreign op and an unverified rewrite
        "c": report("silu", "softmax", unverified=["silu"]),
        # the native forward not counted either way; the backward found
        "d": report("sigmoid", "sigmoid_grad"),
        "n": report("tanh_grad"),
        "m": report("tanh"),
        "r": None,
        "l": report("layer_norm", "layer_norm_grad", "layer_norm_grad_scale"),
        "h": report("hardsigmoid", fn="hs.1"),
        "g": report("hardsigmoid", fn="hs.1"),
    }
    tabs, tot, misses, near, foreign, extra, refused, unverified = M.measure({"files": files}, reports, texts)
    checks = [
        ("fwd", tot["fwd"], [1 + 2 + 1 + 1 + 2 + 1, 1 + 2 + 1 + 1 + 2 + 2]),
        ("bwd", tot["bwd"], [1 + 1 + 0 + 1 + 1, 1 + 2 + 1 + 1 + 1]),
        ("dscale", tot["dscale"], [1, 1]),
        ("extra", extra, [("b", "fwd", "gelu_erf", 1)]),
        ("foreign", foreign, [("c", ["softmax"])]),
        ("near", near, [("n", ["tanh_grad"])]),
        ("refused", refused, ["r"]),
        ("unverified", unverified, ["c"]),
        ("misses", sorted(misses), sorted([("b", "bwd", "gelu_erf", 1), ("c", "bwd", "silu", 1),
                                           ("g", "fwd", "hardsigmoid", 1)])),
        ("per op silu", tabs["op"]["silu"], {"fwd": [2, 2], "bwd": [1, 2]}),
    ]
    failed = 0
    for name, got, want in checks:
        if got != want:
            failed += 1
            print("FAIL %s: got %r, want %r" % (name, got, want))
        else:
            print("ok %s" % name)
    print("%d passed, %d failed" % (len(checks) - failed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
