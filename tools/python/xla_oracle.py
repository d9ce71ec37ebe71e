"""XLA's own parsers and CPU runtime, as jaxlib exposes them (pinned in
tools/py/requirements-jax.txt).

    parse_stablehlo(text) -> None, or the error text
    parse_hlo(text)       -> None, or the error text
    compile_text(text, fmt) -> an executable for the CPU backend
    run(exe, arrays)      -> list of numpy arrays

StableHLO text goes through jaxlib's MLIR context with every dialect jax
registers (stablehlo, chlo, mhlo, sdy, func, arith, ...), then the verifier.
HLO text goes through XLA's HLO text parser (hlo_module_from_text, which runs
no verifier); compile_text then converts it to StableHLO and compiles it for
XLA:CPU, which runs XLA's HLO verifier as part of compilation.
"""
import collections
import re

import jax
import jax.extend  # noqa: F401  (jax.extend.backend)
import numpy as np

try:  # jaxlib >= 0.10.2
    from jax._src.lib import hlo as _hlo
except ImportError:  # pragma: no cover - older jaxlib
    _hlo = None
from jax._src.lib import _jax
from jax._src.interpreters import mlir as _mlir
from jax._src.lib.mlir import ir as _ir

from split_text import split_chunks  # noqa: F401  (part of this module's interface)


def parse_stablehlo(text):
    try:
        with _mlir.make_ir_context() as ctx:
            m = _ir.Module.parse(text, context=ctx)
            if not m.operation.verify():
                return "verify() returned false"
    except Exception as e:  # MLIRError carries the diagnostics
        return str(e)
    return None


def hlo_module(text):
    if _hlo is None:
        raise RuntimeError("this jaxlib has no jax._src.lib.hlo (want jaxlib >= 0.10.2)")
    return _hlo.hlo_module_from_text(text)


def parse_hlo(text):
    try:
        hlo_module(text)
    except Exception as e:
        return str(e)
    return None


def hlo_to_stablehlo(text):
    m = hlo_module(text)
    comp = _hlo.XlaComputation(m.as_serialized_hlo_module_proto())
    return _jax.mlir.xla_computation_to_mlir_module(comp)


def cpu_backend():
    return jax.extend.backend.get_backend("cpu")


def compile_text(text, fmt):
    """Compile HLO ('hlo') or StableHLO ('stablehlo') text for XLA:CPU."""
    mlir_text = hlo_to_stablehlo(text) if fmt == "hlo" else text
    be = cpu_backend()
    opts = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)
    return be.compile_and_load(mlir_text, jax.devices("cpu")[:1], opts)


def run(exe, arrays):
    dev = jax.devices("cpu")[0]
    # 64-bit values go to the device as they are (without it jax narrows f64/i64 to 32 bits)
    with jax.enable_x64(True):
        outs = exe.execute([jax.device_put(np.asarray(a), dev) for a in arrays])
    return [np.asarray(o) for o in outs]


# --- Verdicts and canonical prints for the differential harness (tools/diff) ---

# Failures of the CPU compile that say the backend cannot run a valid module
# (an unregistered custom-call target, an op XLA:CPU does not implement, a
# collective without replicas), not that the module is invalid.
_BACKEND_LIMIT = ("UNIMPLEMENTED", "not implemented", "custom call target",
                  "custom_call_target", "num_replicas", "replica count", "cross-program")


# Failures of the CPU compile that come after XLA's HLO verifier has passed:
# a custom call whose target has no handler in this process is looked up when
# XLA:CPU emits code, at the end of the pipeline.
_AFTER_VERIFIER = ("No FFI handler registered", "No registered implementation for")

# Failures of passes after the verifier, on programs XLA:CPU cannot build
# again (a compiled dump's fusions without backend config, bitcasts that layout
# assignment does not expect, an elementwise op its emitter lacks).
_CODEGEN = ("thunk_emitter", "during layout assignment", "Unsupported elementwise operation",
            "ir_emitter", "elemental_ir_emitter",
            # the translation to StableHLO drops a compiled dump's layouts, so
            # its bitcasts no longer fit their operands when XLA builds it again
            "minor_to_major field contains")


_INSTR = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(.*?)\s+([a-z][a-z0-9\-]*)\((.*)$", re.M)
_LAYOUT = re.compile(r"\{[^{}]*\}")
# an attribute whose value is numbers only (index=1, dimensions={0,1}, slice={[0:2]}): names
# of instructions and computations, which the translation renames, are left out
_NUM_ATTR = re.compile(r",\s*([a-z_]+)=([\d{}\[\]:,x_\- ]+?)(?=,\s*[a-z_]+=|$)")


# a computation's first line ("name {" or "name (params) -> shape {") and the attributes that
# name the computations an instruction calls
_COMP = re.compile(r"^(?:ENTRY\s+)?%?([\w.\-]+)\s*(?:\(.*\)\s*->\s*.*?)?\s*\{\s*$")
_CALLS = re.compile(r"\b(?:to_apply|calls|body|condition|branch_computations|true_computation|"
                    r"false_computation)=\{?([%\w.\-, ]+)\}?")


def _declarations(hlo_text):
    """The instructions of an HLO module's text: {(computation, name): (declaration,
    operand names, called computations)}, {line number: (computation, name)},
    {declaration: n}, {computation: its parameters' names} and {computation: its root's
    name}, a declaration being the opcode, the shape without layouts and the numeric
    attributes."""
    decls, at, count = {}, {}, collections.Counter()
    params, roots = collections.defaultdict(list), {}
    comp = None
    for no, line in enumerate(hlo_text.splitlines(), 1):
        c = _COMP.match(line)
        if c and not line.lstrip().startswith("HloModule"):
            comp = c.group(1)
            continue
        i = _INSTR.match(line)
        if not i:
            continue
        name, shape, opcode, rest = i.groups()
        operands, _, attrs = rest.partition(")")
        nums = "".join(f", {k}={v.strip()}" for k, v in _NUM_ATTR.findall(attrs))
        decl = f"{_LAYOUT.sub('', shape).replace(' ', '')} {opcode}{nums}"
        called = [c.strip().lstrip("%") for m in _CALLS.finditer(attrs) for c in m.group(1).split(",")]
        decls[(comp, name)] = (decl, [o.strip().lstrip("%") for o in operands.split(",") if o.strip()],
                               [c for c in called if c])
        at[no] = (comp, name)
        count[decl] += 1
        if opcode == "parameter":
            params[comp].append(name)
        if line.lstrip().startswith("ROOT"):
            roots[comp] = name
    return decls, at, count, params, roots


def _printed(module):
    opts = _hlo.HloPrintOptions.short_parsable()
    opts.print_metadata = False
    return module.to_string(opts)


def rederived_declarations(text, line):
    """What XLA's HLO verifier did not see as written, of the instruction on
    line `line` of an HLO module's text, of its operands and of the parameters
    and root of the computations it calls (a branch, a loop body, a reducer): their
    declarations (opcode, shape, numeric attributes) as written that fewer
    instructions carry after the module's translation to StableHLO and back to
    HLO, the path XLA:CPU's compile takes before that verifier runs, than in
    XLA's parse of the text. The translation re-derives some declared shapes
    from the operands (a get-tuple-element's, a bitcast-convert's, a call's
    result, a called computation's parameters, a one-element tuple a callee's
    root gives) and drops dead instructions, so
    a module with such a mistyped instruction reaches the verifier corrected.
    The text, not XLA's print, names what the line refers to: XLA renames an
    instruction whose name another computation already uses. [] if none, the
    line holds no instruction, or the way back fails."""
    try:
        written, at, _, params, roots = _declarations(text)
        if line not in at:
            return []
        m = hlo_module(text)
        count = _declarations(_printed(m))[2]
        comp = _hlo.XlaComputation(m.as_serialized_hlo_module_proto())
        mlir_text = _jax.mlir.xla_computation_to_mlir_module(comp)
        back = _jax.mlir.mlir_module_to_xla_computation(mlir_text, use_tuple_args=False,
                                                         return_tuple=False)
        after = _declarations(_printed(back.get_hlo_module()))[2]
    except Exception:
        return []
    where, _ = at[line]
    decl, operands, called = written[at[line]]
    # what a caller's operands and result meet in a callee: its parameters and its root
    interface = [(c, p) for c in called for p in params.get(c, []) + [roots.get(c)] if (c, p) in written]
    mine = [decl] + [written[(where, o)][0] for o in operands if (where, o) in written] + \
        [written[cp][0] for cp in interface]
    return sorted({d for d in mine if after[d] < count[d]})


def _fusions_used_as_written(text):
    """Whether, in an HLO module's text as written, every instruction of every fused
    computation (called by a fusion) but its root has a user in that computation."""
    decls, _, _, _, roots = _declarations(text)
    fused = {c for (comp, name), (decl, _, called) in decls.items() if " fusion" in decl for c in called}
    for comp in fused:
        names = [name for (c, name) in decls if c == comp]
        used = {o for (c, _), (_, ops, _) in decls.items() if c == comp for o in ops}
        if any(n not in used and n != roots.get(comp) for n in names):
            return False
    return True


def verify_hlo(text, compile_module=True):
    """XLA's verdict on one HLO module: ('accept', None), ('refuse', error)
    or ('no-oracle', why); the message starts with the stage that failed.

    [parse] XLA's HLO text parser. [translate] the module to StableHLO, as
    XLA:CPU's compile path does, and [verify] the StableHLO verifier on it (the
    shape rules XLA's HLO verifier shares with StableHLO's type inference).
    [compile] with compile_module, a compile for XLA:CPU, whose pipeline
    starts with XLA's HLO verifier. A compile failure that comes after the
    verifier (code emission, layout assignment of a compiled dump) or names a
    backend limit gives 'no-oracle': the verifier passed, but the module was
    not built, so it is reported and not counted."""
    try:
        m = hlo_module(text)
    except Exception as e:
        return "refuse", "[parse] " + str(e)
    try:
        comp = _hlo.XlaComputation(m.as_serialized_hlo_module_proto())
        mlir_text = _jax.mlir.xla_computation_to_mlir_module(comp)
    except Exception as e:
        msg = str(e)
        if any(k in msg for k in _BACKEND_LIMIT):
            return "no-oracle", "[translate] " + msg
        return "refuse", "[translate] " + msg
    err = parse_stablehlo(mlir_text)
    if err:
        return "refuse", "[verify] " + err
    if compile_module:
        try:
            be = cpu_backend()
            opts = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)
            be.compile_and_load(mlir_text, jax.devices("cpu")[:1], opts)
        except Exception as e:
            msg = str(e)
            if any(k in msg for k in _AFTER_VERIFIER):
                return "accept", None
            if any(k in msg for k in _BACKEND_LIMIT + _CODEGEN):
                return "no-oracle", "[compile] " + msg
            # the translation folds (a compare of a value with itself, a select on a constant)
            # and so can leave a fused computation's instruction without a user that has one
            # as written: XLA's verifier then judged another module
            if "must have users" in msg and _fusions_used_as_written(text):
                return "no-oracle", ("[compile] XLA's translation left an instruction of a fused "
                                     "computation without a user; as written each has one: " + msg)
            return "refuse", "[compile] " + msg
    return "accept", None


def print_hlo(text):
    """XLA's canonical print of an HLO module: instruction names, ids and
    metadata canonicalized, so two spellings of one module print the same."""
    opts = _hlo.HloPrintOptions.canonical()
    opts.print_metadata = False
    return hlo_module(text).to_string(opts)


def print_stablehlo(text):
    """MLIR's generic print of a StableHLO module without locations."""
    with _mlir.make_ir_context() as ctx:
        m = _ir.Module.parse(text, context=ctx)
        return m.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)


def registered_dialects():
    """The dialect namespaces jaxlib's MLIR context knows."""
    with _mlir.make_ir_context() as ctx:
        names = set()
        for d in ("stablehlo", "chlo", "mhlo", "sdy", "func", "arith", "tensor",
                  "shape", "math", "scf", "vhlo", "builtin", "cf", "quant", "sparse_tensor",
                  "triton", "tt", "gpu", "memref", "linalg"):
            try:
                ctx.dialects[d]
                names.add(d)
            except (IndexError, KeyError, Exception):
                pass
        return names
