#!/usr/bin/env python3
"""Rewritten training steps run on XLA:CPU: every recompose call ran, the gradients agree.

Run in the jax environment (tools/py-env jax), from the repository root:

    train_check.py [--recompose build/tools/recompose] [--ffi LIB] [--seed N] [FILE]...

For each training step (default: TRAIN_STEPS below, training exports of corpus/real:
JAX (jax.grad), TensorFlow (GradientTape) and torch_xla, HLO and StableHLO, f32, bf16 and f16, each with
at least one rewrite; StableHLO and HLO of one step are the same computation, so one
form each):
  1. `recompose opt` rewrites it (StableHLO with --emit=custom-call, so that XLA runs
     the calls through the handlers); the rewrite must hold at least one recompose call,
     and every call target `recompose.OP` in the rewritten text must be an op the
     handler library exports (librecompose_xla_ffi: recompose_ffi_op);
  2. the original and the rewritten program are compiled for XLA:CPU with the typed-FFI
     handlers registered; the `recompose.OP` custom calls of XLA's compiled module are
     the program's calls (a call in a function no longer called after the rewrite, e.g.
     a remat function whose call sites were raised, is not part of it; a call written
     once in a function called twice is two; the line names the ops of the text that
     XLA's program does not hold);
  3. the handlers' call counters are reset and the rewritten program runs once: per op
     of the compiled module the counter (recompose_ffi_calls) must be at least the
     number of its calls, and equal to it when the compiled module has no while loop or
     conditional (then every call site ran exactly once);
  4. both programs run on the same random inputs (check.py's make_inputs, no special
     values) and every output (the loss and each gradient) is judged as check.py's run 1
     judges it (check.py's judge_outputs(), one function for both): within check.py's
     tolerance of the original (compare(): elementwise, else 16 ULPs norm-wise), or else
     held to the original evaluated in f64 (check.py's f64_program: every float type promoted, 16-bit roundings
     gone) over F64_SEEDS draws: the mean over the draws of the relative 2-norm error
     |P - R|_2 / |R|_2 must satisfy
         mean err(rewritten) <= (1 + ORIGINAL_SHARE) mean err(original) + NORM_TOL[dtype]
     (check.py's f64_judge; NORM_TOL: 16 ULPs norm-wise, 1e-6 for f32, 6e-2 for bf16, of
     the narrowest float type the program computes in; ORIGINAL_SHARE 0.5, why there). Where the original does not run
     in f64 (a constant check.py cannot widen), an output off the original fails.
With the default files it also runs a negative control: the same check on
bert_layer_train.f32.hlo with its gelu_erf calls run by the gelu_tanh handler (a wrong
rewrite, at most 4.7e-4 apart per element) must fail step 4.
Prints one line per file (the ops called, with their call counts, and how many outputs
were held to f64) and a closing 'N passed, N failed' line; exit 1 on any failure.
"""
import argparse
import collections
import pathlib
import re
import sys

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "python"))
import check as C  # noqa: E402
import xla_oracle as X  # noqa: E402

ROOT = C.ROOT

TRAIN_STEPS = [
    "corpus/real/jax/bert_layer_train.f32.hlo",
    "corpus/real/jax/llama_block_train.f32.mlir",
    "corpus/real/jax/clip_mlp_train.f32.hlo",
    "corpus/real/jax/llama_rmsnorm_eps_arg_train.f32.hlo",
    "corpus/real/jax-prod/maxtext_llama_train.f32.mlir",
    "corpus/real/jax-prod/whisper_encoder_train.f32.hlo",
    "corpus/real/jax-prod/maxtext_llama_train.bf16.hlo",
    "corpus/real/tf/dense_gelu_erf_train.f32.hlo",
    "corpus/real/tf/dense_swish_train.mixed_bf16.hlo",
    "corpus/real/torch-xla/gpt2_block_train.f32.mlir",
    "corpus/real/torch-xla/bert_layer_train.f16.hlo",
    "corpus/real/jax-prod/dit_train.f32.hlo",
    "corpus/real/jax/mobilenetv3_block_train.f32.mlir",
]

NEGATIVE = C.NEGATIVE

CALL_TEXT = re.compile(r'custom_call_target="recompose\.(\w+)"|stablehlo\.custom_call @recompose\.(\w+)')
CALL_COMPILED = re.compile(r'custom_call_target="recompose\.(\w+)"')
CONTROL = re.compile(r"\b(?:while|conditional)\(")


def text_calls(text):
    c = collections.Counter()
    for a, b in CALL_TEXT.findall(text):
        c[a or b] += 1
    return c


def compiled_calls(exe):
    c, control = collections.Counter(), False
    for m in exe.hlo_modules():
        s = m.to_string()
        c.update(CALL_COMPILED.findall(s))
        control = control or bool(CONTROL.search(s))
    return c, control


def check_file(path, recompose, handlers, seed, swap=None):
    fmt = C.fmt_of(path)
    text, _, err = C.opt(recompose, path, [] if fmt == "hlo" else ["--emit=custom-call"])
    if err is not None:
        return "recompose opt failed: " + err.splitlines()[0], None
    if swap:  # the negative control: one op's calls run another op's handler
        text = text.replace('"recompose.%s"' % swap[0], '"recompose.%s"' % swap[1]).replace(
            "@recompose.%s(" % swap[0], "@recompose.%s(" % swap[1])
    calls = text_calls(text)
    if not calls:
        return "the rewrite holds no recompose call", None
    unknown = sorted(set(calls) - set(handlers.ops))
    if unknown:
        return "call targets without a handler: " + ", ".join(unknown), None
    src = path.read_text()
    sh_orig = X.hlo_to_stablehlo(src) if fmt == "hlo" else src
    exe_o = X.compile_text(src, fmt)
    exe_n = X.compile_text(text, fmt)
    kept, control = compiled_calls(exe_n)
    if not kept:
        return "XLA's compiled program holds no recompose call (the rewrite: %s)" % dict(calls), None
    inputs = C.make_inputs(C.entry_signature(sh_orig), seed, specials=False)
    handlers.reset_calls()
    res_n = X.run(exe_n, inputs)
    ran = {op: handlers.calls(op) for op in kept}
    for op, n in sorted(kept.items()):
        if ran[op] < n or (not control and ran[op] != n):
            return "recompose.%s: %d calls in XLA's program, its handler ran %d times" % (op, n, ran[op]), None
    res_o = X.run(exe_o, inputs)
    dropped = sorted(set(calls) - set(kept))
    calls_txt = ", ".join("%s x%d" % (op, kept[op]) for op in sorted(kept)) + (
        "; not in XLA's program: " + ", ".join("%s (x%d in the text)" % (op, calls[op]) for op in dropped)
        if dropped else "")
    verdicts, _, _ = C.judge_outputs(src, sh_orig, C.entry_signature(sh_orig), seed, exe_o, exe_n, res_o, res_n)
    for i, (o, v) in enumerate(zip(res_o, verdicts)):
        if v is not None and v[0] == "off":
            return "output %d (%s%s): %s" % (i, o.dtype, list(o.shape), v[1]), None
    held = sum(1 for v in verdicts if v is not None)
    summary = "%s; %d outputs, %d within check.py's tolerance of the original, %d off it and held to f64 " \
        "over %d draws" % (calls_txt, len(res_n), len(res_n) - held, held, C.F64_SEEDS)
    return None, summary


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--recompose", default=str(ROOT / "build/tools/recompose"))
    ap.add_argument("--ffi", default=None, help="librecompose_xla_ffi.so (default: $RECOMPOSE_XLA_FFI or build/src/xla)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("paths", nargs="*")
    a = ap.parse_args()
    files = [pathlib.Path(p).resolve() for p in a.paths] or [ROOT / p for p in TRAIN_STEPS]
    import recompose.jax
    handlers = recompose.jax.register(a.ffi)
    passed = failed = 0
    for f in files:
        rel = f.relative_to(ROOT) if f.is_relative_to(ROOT) else f
        try:
            why, summary = check_file(f, a.recompose, handlers, a.seed)
        except Exception as e:  # compile or run refused
            why, summary = "XLA:CPU: " + str(e).strip().splitlines()[0][:300], None
        if why:
            print("FAIL %s  # %s" % (rel, why))
            failed += 1
        else:
            print("ok   %s  # %s" % (rel, summary))
            passed += 1
    if not a.paths:
        # The negative control: the same check on a step whose gelu_erf calls run the
        # gelu_tanh kernel (4.7e-4 apart at most) must fail.
        f, swap = ROOT / NEGATIVE[0], NEGATIVE[1]
        why, _ = check_file(f, a.recompose, handlers, a.seed, swap)
        if why and why.startswith("output "):
            print("ok   negative control: %s with recompose.%s run as recompose.%s fails  # %s" % (
                NEGATIVE[0], swap[0], swap[1], why))
            passed += 1
        else:
            print("FAIL negative control: %s with recompose.%s run as recompose.%s  # %s" % (
                NEGATIVE[0], swap[0], swap[1], why or "passed the check"))
            failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
