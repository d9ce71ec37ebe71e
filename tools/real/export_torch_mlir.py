"""Export PyTorch blocks through torch.export and torch-mlir to StableHLO.

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-torch-mlir.txt:
    python export_torch_mlir.py OUTDIR

    module = torch_mlir.fx.export_and_import(block, x, output_type="stablehlo")
    text = str(module)
export_and_import imports the program frozen (parameters become constants), so each block
is wrapped as f(x, *params) with torch.func.functional_call: the parameters are then
arguments of @main, as in the other producers.
"""
import contextlib
import os
import re
import sys
import tempfile

os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch_mlir  # noqa: E402
from torch_mlir import fx  # noqa: E402
from importlib.metadata import version  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus, shapes_text  # noqa: E402

from torch_blocks import B, S, D, Fw, BLOCKS as TORCH_BLOCKS, MODELS, LOSS, loss_of  # noqa: E402


class MobileNetV3Block(nn.Module):
    """MobileNetV3 inverted residual (NCHW): 1x1 conv, nn.Hardswish, 3x3 depthwise, nn.Hardswish,
    squeeze-excite (ReLU, nn.Hardsigmoid gate), 1x1 project, residual."""

    def __init__(self, c=16, e=64):
        super().__init__()
        self.expand, self.dw = nn.Conv2d(c, e, 1), nn.Conv2d(e, e, 3, padding=1, groups=e)
        self.se1, self.se2 = nn.Conv2d(e, e // 4, 1), nn.Conv2d(e // 4, e, 1)
        self.project, self.hs, self.hsig = nn.Conv2d(e, c, 1), nn.Hardswish(), nn.Hardsigmoid()

    def forward(self, x):
        h = self.hs(self.expand(x))
        h = self.hs(self.dw(h))
        s = self.hsig(self.se2(F.relu(self.se1(h.mean((2, 3), keepdim=True)))))
        return x + self.project(h * s)


class LlamaMlp(nn.Module):
    """RMSNorm written as LLaMA's reference code does (x * rsqrt(mean(x^2) + eps) * w), SwiGLU with F.silu."""

    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(D))
        self.gate, self.up, self.down = nn.Linear(D, Fw, bias=False), nn.Linear(D, Fw, bias=False), nn.Linear(Fw, D, bias=False)

    def forward(self, x):
        h = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.w
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


@contextlib.contextmanager
def diagnostics(sink):
    """Collect what MLIR prints on file descriptor 2 while the body runs (the pass manager's
    diagnostics, which the raised TorchMlirCompilerError does not carry) into sink."""
    sys.stderr.flush()
    with tempfile.TemporaryFile(mode="w+") as tmp:
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            sink.append(tmp.read())


def failure(e, diags):
    """The recorded error: the exception, then the diagnostics' error lines (without their source locations)."""
    errs = [re.sub(r"^.*?error: ", "error: ", l) for d in diags for l in d.splitlines() if "error: " in l]
    return "\n".join(["%s: %s" % (type(e).__name__, str(e)[:2000])] + errs)


class ParamsAsArgs(nn.Module):
    """forward(x, *params) = block(x) with the given parameters (torch.func.functional_call)."""

    def __init__(self, block):
        super().__init__()
        self.__dict__["block"] = block  # not a submodule: its parameters are not captured
        self.names = [n for n, _ in block.named_parameters()]

    def forward(self, x, *params):
        return torch.func.functional_call(self.block, dict(zip(self.names, params)), (x,))


BLOCKS = {
    "bert_layer": (TORCH_BLOCKS["bert_layer"][0], (B, S, D), TORCH_BLOCKS["bert_layer"][1]),
    "gpt2_block": (TORCH_BLOCKS["gpt2_block"][0], (B, S, D), TORCH_BLOCKS["gpt2_block"][1]),
    "mobilenetv3_block": (MobileNetV3Block, (B, 16, 8, 8), {"hardswish": 2, "hardsigmoid": 1}),
    "llama_mlp": (LlamaMlp, (B, S, D), {"rms_norm": 1, "silu": 1}),
}
DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}
# the blocks of torch_blocks.py at f16 (model.half()), and the ones added with them at every dtype
F16_BLOCKS = {n: (cls, (B, S, D), t) for n, (cls, t) in TORCH_BLOCKS.items()}
F16_DTYPES = {"f16": torch.float16}
NEW_DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}
TRAIN_DTYPES = {"f32": torch.float32, "f16": torch.float16}
# torch_blocks.MODELS: inference at NEW_DTYPES, training at these; not the Swin stage's training
# step, whose lowering to StableHLO grows past 23 GB of memory (killed by the kernel's OOM killer;
# std::bad_alloc under a 10 GB limit), which no recorded error could catch
MODEL_TRAIN_DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}
MODEL_NO_TRAIN = ("swin_stage",)


class TrainStep(nn.Module):
    """forward(x, t, *params) = (loss, d loss / d params, d loss / d x) of block."""

    def __init__(self, block):
        super().__init__()
        self.__dict__["block"] = block
        self.names = [n for n, _ in block.named_parameters()]

    def forward(self, x, t, *params):
        def loss(x, params):
            return torch.func.functional_call(self.block, dict(zip(self.names, params)), (x,)).mul(t).sum()
        (gx, gp), value = torch.func.grad_and_value(loss, argnums=(0, 1))(x, params)
        return (value, gx) + tuple(gp)


def export_train(c, name, cls, shape, traced, dname, dtype, out_shape=None):
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    torch.manual_seed(0)
    m = cls().to(dtype)
    x, t = torch.randn(*shape, dtype=dtype), torch.randn(*(out_shape or shape), dtype=dtype)
    params = [p.detach() for p in m.parameters()]
    fname = "%s_train.%s.mlir" % (name, dname)
    diags = []
    try:
        with diagnostics(diags):
            gm = make_fx(TrainStep(m), decomposition_table=get_decomposition_table())(x, t, *params)
            module = fx.stateless_fx_import(gm, output_type="stablehlo", model_name="main")
    except Exception as e:  # recorded, not hidden
        c.error(fname, failure(e, diags))
        return
    c.emit(fname, str(module), function="training step of: " + (cls.__doc__ or cls.__name__) + "; " + LOSS,
           dtype=dname, shapes=shapes_text(shape, [(n, tuple(p.shape)) for n, p in m.named_parameters()], dname)
           + ("; t like the output, %s" % "x".join(map(str, out_shape)) if out_shape else "; t like x"),
           export="make_fx(grad_and_value of the loss over (x, params), decomposition_table=torch_mlir "
                  "get_decomposition_table()); torch_mlir.fx.stateless_fx_import(gm, output_type='stablehlo')",
           form="stablehlo", traced=traced, training=True, traced_backward=traced)


def main(outdir):
    c = Corpus("torch-mlir", outdir, {"torch": torch.__version__, "torch-mlir": version("torch-mlir")})
    todo = [(n, b, d) for n, b in BLOCKS.items() for d in DTYPES.items()]
    todo += [(n, b, d) for n, b in F16_BLOCKS.items() if n in BLOCKS for d in F16_DTYPES.items()]
    todo += [(n, b, d) for n, b in F16_BLOCKS.items() if n not in BLOCKS for d in NEW_DTYPES.items()]
    todo += [(n, (cls, shape, t), d) for n, (cls, shape, _, t) in MODELS.items() for d in NEW_DTYPES.items()]
    for name, (cls, shape, traced), (dname, dtype) in todo:
        torch.manual_seed(0)
        m = cls().to(dtype).eval()
        x = torch.randn(*shape, dtype=dtype)
        diags = []
        try:
            params = [p.detach() for p in m.parameters()]
            with diagnostics(diags):
                module = fx.export_and_import(ParamsAsArgs(m), x, *params, output_type="stablehlo", func_name="main")
        except Exception as e:  # recorded, not hidden
            c.error("%s.%s.mlir" % (name, dname), failure(e, diags))
            continue
        c.emit("%s.%s.mlir" % (name, dname), str(module), function=cls.__doc__ or cls.__name__,
               dtype=dname, shapes=shapes_text(shape, [(n, tuple(p.shape)) for n, p in m.named_parameters()], dname),
               export="torch_mlir.fx.export_and_import(ParamsAsArgs(block), x, *params, output_type='stablehlo', func_name='main')",
               form="stablehlo", traced=traced)
    for name, (cls, shape, traced) in F16_BLOCKS.items():
        for dname, dtype in TRAIN_DTYPES.items():
            export_train(c, name, cls, shape, traced, dname, dtype)
    for name, (cls, shape, out_shape, traced) in MODELS.items():
        for dname, dtype in MODEL_TRAIN_DTYPES.items() if name not in MODEL_NO_TRAIN else ():
            export_train(c, name, cls, shape, traced, dname, dtype, out_shape)
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
