"""recompose: raise decomposed activations in XLA HLO and StableHLO back into fused calls.

    import recompose
    text = recompose.optimize(jax.jit(f).lower(x))          # StableHLO text, ops raised
    text, report = recompose.optimize(hlo_text, report=True)

optimize() runs the `recompose opt` CLI installed in this package on the text (or on a
jax `Lowered`, whose StableHLO text it takes) and returns the rewritten text in the same
format. recompose.jax.register() makes the fused calls runnable by jax on CPU.
"""
import json
import os
import subprocess
import tempfile

from recompose._cli import binary

__all__ = ["optimize", "RecomposeError"]


class RecomposeError(Exception):
    """recompose refused the input (the message holds its located diagnostics) or failed."""


def _text_of(program):
    if isinstance(program, bytes):
        return program.decode()
    if isinstance(program, str):
        return program
    as_text = getattr(program, "as_text", None)   # jax.stages.Lowered
    if callable(as_text):
        return as_text()
    raise TypeError("optimize() takes HLO or StableHLO text, or a jax Lowered, not %r"
                    % type(program).__name__)


def optimize(program, *, format=None, emit="custom-call", verify=True, only=None,
             report=False):
    """Raise the decomposed activations of `program`; returns the rewritten text.

    program: HLO or StableHLO text (str or bytes), or a jax `Lowered`.
    format:  "hlo" or "stablehlo"; detected from the text when None.
    emit:    "custom-call" (run by recompose's kernels, see recompose.jax.register) or
             "composite" (StableHLO composites that XLA inlines; portable).
    verify:  check each rewrite on probe inputs before keeping it.
    only:    names of fused ops or patterns to apply (all when None).
    report:  also return the report as a dict (see README, `--report`).
    Raises RecomposeError with recompose's diagnostics when the input is refused.
    """
    text = _text_of(program)
    args = [str(binary()), "opt", "-", "--emit", emit]
    if format:
        args += ["--format", format]
    if not verify:
        args.append("--no-verify")
    for name in only or ():
        args += ["--only", name]
    with tempfile.TemporaryDirectory(prefix="recompose-") as tmp:
        rep = os.path.join(tmp, "report.json")
        if report:
            args += ["--report", rep]
        run = subprocess.run(args, input=text.encode(), capture_output=True)
        if run.returncode != 0:
            raise RecomposeError(run.stderr.decode(errors="replace").strip()
                                 or "recompose exited with status %d" % run.returncode)
        out = run.stdout.decode()
        if report:
            with open(rep) as f:
                return out, json.load(f)
    return out
