"""Export PyTorch blocks through torch.export and torch-mlir to StableHLO.

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-torch-mlir.txt:
    python export_torch_mlir.py OUTDIR

    module = torch_mlir.fx.export_and_import(block, x, output_type="stablehlo")
    text = str(module)
export_and_import imports the program frozen (parameters become constants), so each block
is wrapped as f(x, *params) with torch.func.functional_call: the parameters are then
arguments of @main, as in the other producers.
"""
import os
import sys

os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch_mlir  # noqa: E402
from torch_mlir import fx  # noqa: E402
from importlib.metadata import version  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus, shapes_text  # noqa: E402

B, S, D, H, Fw = 2, 16, 64, 4, 256


class Attention(nn.Module):
    def __init__(self, causal):
        super().__init__()
        self.qkv, self.out, self.causal = nn.Linear(D, 3 * D), nn.Linear(D, D), causal

    def forward(self, x):
        q, k, v = self.qkv(x).split(D, dim=-1)
        q, k, v = (t.reshape(B, S, H, D // H).transpose(1, 2) for t in (q, k, v))
        s = q @ k.transpose(-1, -2) / (D // H) ** 0.5
        if self.causal:
            s = s.masked_fill(~torch.tril(torch.ones(S, S, dtype=torch.bool)), float("-inf"))
        p = torch.softmax(s, dim=-1)
        return self.out((p @ v).transpose(1, 2).reshape(B, S, D))


class BertLayer(nn.Module):
    """Post-LN BERT layer: attention (torch.softmax), add & nn.LayerNorm, nn.GELU() (erf) MLP, add & nn.LayerNorm."""

    def __init__(self):
        super().__init__()
        self.attn, self.ln1 = Attention(False), nn.LayerNorm(D, eps=1e-12)
        self.up, self.act, self.down, self.ln2 = nn.Linear(D, Fw), nn.GELU(), nn.Linear(Fw, D), nn.LayerNorm(D, eps=1e-12)

    def forward(self, x):
        x = self.ln1(x + self.attn(x))
        return self.ln2(x + self.down(self.act(self.up(x))))


class Gpt2Block(nn.Module):
    """Pre-LN GPT-2 block: nn.LayerNorm, causal attention, nn.LayerNorm, nn.GELU(approximate='tanh') MLP."""

    def __init__(self):
        super().__init__()
        self.ln1, self.attn = nn.LayerNorm(D), Attention(True)
        self.ln2, self.up, self.down = nn.LayerNorm(D), nn.Linear(D, Fw), nn.Linear(Fw, D)

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.down(F.gelu(self.up(self.ln2(x)), approximate="tanh"))


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


class ParamsAsArgs(nn.Module):
    """forward(x, *params) = block(x) with the given parameters (torch.func.functional_call)."""

    def __init__(self, block):
        super().__init__()
        self.__dict__["block"] = block  # not a submodule: its parameters are not captured
        self.names = [n for n, _ in block.named_parameters()]

    def forward(self, x, *params):
        return torch.func.functional_call(self.block, dict(zip(self.names, params)), (x,))


BLOCKS = {
    "bert_layer": (BertLayer, (B, S, D), {"softmax": 1, "layer_norm": 2, "gelu_erf": 1}),
    "gpt2_block": (Gpt2Block, (B, S, D), {"softmax": 1, "layer_norm": 2, "gelu_tanh": 1}),
    "mobilenetv3_block": (MobileNetV3Block, (B, 16, 8, 8), {"hardswish": 2, "hardsigmoid": 1}),
    "llama_mlp": (LlamaMlp, (B, S, D), {"rms_norm": 1, "silu": 1}),
}
DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}


def main(outdir):
    c = Corpus("torch-mlir", outdir, {"torch": torch.__version__, "torch-mlir": version("torch-mlir")})
    for name, (cls, shape, traced) in BLOCKS.items():
        for dname, dtype in DTYPES.items():
            torch.manual_seed(0)
            m = cls().to(dtype).eval()
            x = torch.randn(*shape, dtype=dtype)
            try:
                params = [p.detach() for p in m.parameters()]
                module = fx.export_and_import(ParamsAsArgs(m), x, *params, output_type="stablehlo", func_name="main")
            except Exception as e:  # recorded, not hidden
                c.error("%s.%s.mlir" % (name, dname), "%s: %s" % (type(e).__name__, str(e)[:2000]))
                continue
            c.emit("%s.%s.mlir" % (name, dname), str(module), function=cls.__doc__ or cls.__name__,
                   dtype=dname, shapes=shapes_text(shape, [(n, tuple(p.shape)) for n, p in m.named_parameters()], dname),
                   export="torch_mlir.fx.export_and_import(ParamsAsArgs(block), x, *params, output_type='stablehlo', func_name='main')",
                   form="stablehlo", traced=traced)
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
