"""Export PyTorch modules through PyTorch/XLA on the CPU (PJRT_DEVICE=CPU).

Run by tools/gen-real-corpus inside the venv of tools/py/requirements-torch-xla.txt:
    python export_torch_xla.py OUTDIR

Two forms per module and dtype:
  - HLO: the module run on the XLA device, then torch_xla._XLAC._get_xla_tensors_hlo([y])
    (the pending graph as torch_xla hands it to XLA; the parameters are device data,
    hence HLO parameters);
  - StableHLO: torch.export.export(module, (x,)) then
    torch_xla.stablehlo.exported_program_to_stablehlo(ep).get_stablehlo_text('forward')
    (torch.export lifts the parameters to inputs).
Plus one module whose GELU is wrapped with torch_xla's StableHLOCompositeBuilder.

The blocks of torch_blocks.py (BERT, BERT with an erfc GELU, GPT-2, Llama) at f16
(module.half()) and f32, in the same two forms, and their training steps; its models (Whisper
encoder, Swin stage, T5 layer, ViT block) at f32, f16 and bf16 (bf16's StableHLO from the lazy
graph) and their training steps at f32 and bf16. A training step: the block on the
XLA device, loss = (block(x) * t).sum(), loss.backward(), then the HLO of the pending graph
of [loss, dx, dparams...] (torch_xla._XLAC._get_xla_tensors_hlo) and its StableHLO
(torch_xla._XLAC._get_stablehlo).
"""
import os
import sys

os.environ.setdefault("PJRT_DEVICE", "CPU")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch_xla  # noqa: E402
import torch_xla.stablehlo  # noqa: E402
from torch_xla.experimental.mark_pattern_utils import StableHLOCompositeBuilder  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Corpus, shapes_text  # noqa: E402

from torch_blocks import B, S, D, Fw, BLOCKS as TORCH_BLOCKS, MODELS, LOSS, loss_of  # noqa: E402


class Mlp(nn.Module):
    def __init__(self, act):
        super().__init__()
        self.up, self.act, self.down = nn.Linear(D, Fw), act, nn.Linear(Fw, D)

    def forward(self, x):
        return self.down(self.act(self.up(x)))


class LinearThen(nn.Module):
    def __init__(self, tail):
        super().__init__()
        self.lin, self.tail = nn.Linear(D, D), tail

    def forward(self, x):
        return self.tail(self.lin(x))


class Softmax(nn.Module):
    def forward(self, x):
        return torch.softmax(x, dim=-1)


class CompositeGelu(nn.Module):
    """Linear, GELU(tanh) marked as the composite "example.gelu" by StableHLOCompositeBuilder, Linear."""

    def __init__(self):
        super().__init__()
        self.up, self.down = nn.Linear(D, Fw), nn.Linear(Fw, D)

    def forward(self, x):
        h = self.up(x)
        b = StableHLOCompositeBuilder("example.gelu", {"approximate": "tanh"})
        h = b.mark_inputs(h)
        h = F.gelu(h, approximate="tanh")
        h = b.mark_outputs(h)
        return self.down(h)


MODULES = {
    "mlp_silu": (lambda: Mlp(nn.SiLU()), {"silu": 1}, "Linear(64,256), torch.nn.SiLU, Linear(256,64)"),
    "mlp_gelu_erf": (lambda: Mlp(nn.GELU()), {"gelu_erf": 1}, "Linear(64,256), torch.nn.GELU() (erf), Linear(256,64)"),
    "mlp_gelu_tanh": (lambda: Mlp(nn.GELU(approximate="tanh")), {"gelu_tanh": 1},
                      "Linear(64,256), torch.nn.GELU(approximate='tanh'), Linear(256,64)"),
    "softmax": (lambda: LinearThen(Softmax()), {"softmax": 1}, "Linear(64,64), torch.softmax(dim=-1)"),
    "layer_norm": (lambda: LinearThen(nn.LayerNorm(D)), {"layer_norm": 1},
                   "Linear(64,64), torch.nn.LayerNorm(64) (eps 1e-5, affine)"),
}
DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}


BLOCK_DTYPES = {"f32": torch.float32, "f16": torch.float16}
# the models of torch_blocks.MODELS: inference at every dtype (bf16's StableHLO from the lazy
# graph, which exported_program_to_stablehlo refuses at bf16), training at f32 and bf16
MODEL_DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
MODEL_TRAIN_DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}


def block_shapes(m, dname, shape=(B, S, D)):
    return shapes_text(shape, [(n, tuple(p.shape)) for n, p in m.named_parameters()], dname)


def dims(shape):
    return "x".join(str(d) for d in shape)


def export_block(c, dev, name, cls, traced, dname, dtype, shape=(B, S, D)):
    torch.manual_seed(0)
    m = cls().to(dtype).eval()
    x = torch.randn(*shape, dtype=dtype)
    mx = cls().to(dtype).eval()
    mx.load_state_dict(m.state_dict())
    mx = mx.to(dev)
    with torch.no_grad():
        y = mx(x.to(dev))
    desc = cls.__doc__
    c.emit("%s.%s.hlo" % (name, dname), torch_xla._XLAC._get_xla_tensors_hlo([y]), function=desc, dtype=dname,
           shapes=block_shapes(m, dname, shape),
           export="module.to(dtype).to(torch_xla.device()); y = module(x.to(device)); "
                  "torch_xla._XLAC._get_xla_tensors_hlo([y])",
           form="hlo", traced=traced)
    if dtype == torch.bfloat16:  # exported_program_to_stablehlo refuses bf16: the lazy graph's StableHLO
        text = torch_xla._XLAC._get_stablehlo([y], "", [], False)
        c.emit("%s.%s.mlir" % (name, dname), text.decode() if isinstance(text, bytes) else text, function=desc,
               dtype=dname, shapes=block_shapes(m, dname, shape),
               export="module.to(dtype).to(torch_xla.device()); y = module(x.to(device)); "
                      "torch_xla._XLAC._get_stablehlo([y], '', [], False)",
               form="stablehlo", traced=traced)
        return
    try:
        shlo = torch_xla.stablehlo.exported_program_to_stablehlo(torch.export.export(m, (x,)))
        text = shlo.get_stablehlo_text("forward")
    except Exception as e:  # recorded, not hidden
        c.error("%s.%s.mlir: exported_program_to_stablehlo" % (name, dname), "%s: %s" % (type(e).__name__, e))
        return
    c.emit("%s.%s.mlir" % (name, dname), text, function=desc, dtype=dname, shapes=block_shapes(m, dname, shape),
           export="torch_xla.stablehlo.exported_program_to_stablehlo(torch.export.export(module, (x,)))"
                  ".get_stablehlo_text('forward')",
           form="stablehlo", traced=traced)


def export_train(c, dev, name, cls, traced, dname, dtype, shape=(B, S, D), out_shape=None):
    torch.manual_seed(0)
    m = cls().to(dtype)
    x, t = torch.randn(*shape, dtype=dtype), torch.randn(*(out_shape or shape), dtype=dtype)
    mx = m.to(dev)
    xd = x.to(dev).requires_grad_()
    loss = loss_of(mx, xd, t.to(dev))
    loss.backward()
    outs = [loss, xd.grad] + [p.grad for p in mx.parameters()]
    desc = "training step of: " + cls.__doc__ + "; " + LOSS
    shapes = block_shapes(m, dname, shape) + ("; t like the output, %s" % dims(out_shape) if out_shape else "; t like x")
    base = "module.to(dtype).to(device); x.requires_grad_(); %s; loss.backward(); " % LOSS
    c.emit("%s_train.%s.hlo" % (name, dname), torch_xla._XLAC._get_xla_tensors_hlo(outs), function=desc,
           dtype=dname, shapes=shapes, export=base + "torch_xla._XLAC._get_xla_tensors_hlo([loss, x.grad, *grads])",
           form="hlo", traced=traced, training=True, traced_backward=traced)
    try:
        text = torch_xla._XLAC._get_stablehlo(outs, "", [], False)
        text = text.decode() if isinstance(text, bytes) else text
    except Exception as e:  # recorded, not hidden
        c.error("%s_train.%s.mlir: _get_stablehlo" % (name, dname), "%s: %s" % (type(e).__name__, e))
        return
    c.emit("%s_train.%s.mlir" % (name, dname), text, function=desc, dtype=dname, shapes=shapes,
           export=base + "torch_xla._XLAC._get_stablehlo([loss, x.grad, *grads], '', [], False)",
           form="stablehlo", traced=traced, training=True, traced_backward=traced)


def main(outdir):
    c = Corpus("torch-xla", outdir, {"torch": torch.__version__, "torch-xla": torch_xla.__version__})
    dev = torch_xla.device()
    todo = [(n, b, t, d, dn, dt) for n, (b, t, d) in MODULES.items() for dn, dt in DTYPES.items()]
    todo.append(("composite_gelu_tanh", CompositeGelu, {"gelu_tanh": 1},
                 CompositeGelu.__doc__, "f32", torch.float32))
    for name, build, traced, desc, dname, dtype in todo:
        torch.manual_seed(0)
        m = build().to(dtype).eval()
        x = torch.randn(B, S, D, dtype=dtype)
        shapes = shapes_text((B, S, D), [(n, tuple(p.shape)) for n, p in m.named_parameters()], dname)
        if name != "composite_gelu_tanh":
            mx = build().to(dtype).eval()
            mx.load_state_dict(m.state_dict())
            mx = mx.to(dev)
            with torch.no_grad():
                y = mx(x.to(dev))
            text = torch_xla._XLAC._get_xla_tensors_hlo([y])
            c.emit("%s.%s.hlo" % (name, dname), text, function=desc, dtype=dname, shapes=shapes,
                   export="module.to(torch_xla.device()); y = module(x.to(device)); "
                          "torch_xla._XLAC._get_xla_tensors_hlo([y])",
                   form="hlo", traced=traced)
        ep = torch.export.export(m, (x,))
        try:
            shlo = torch_xla.stablehlo.exported_program_to_stablehlo(ep)
        except Exception as e:  # recorded, not hidden: bf16 parameters are refused
            c.error("%s.%s.mlir: exported_program_to_stablehlo" % (name, dname), "%s: %s" % (type(e).__name__, e))
            continue
        c.emit("%s.%s.mlir" % (name, dname), shlo.get_stablehlo_text("forward"), function=desc, dtype=dname,
               shapes=shapes,
               export="torch_xla.stablehlo.exported_program_to_stablehlo(torch.export.export(module, (x,)))"
                      ".get_stablehlo_text('forward')",
               form="stablehlo", traced=traced)
    for name, (cls, traced) in TORCH_BLOCKS.items():
        for dname, dtype in BLOCK_DTYPES.items():
            export_block(c, dev, name, cls, traced, dname, dtype)
            export_train(c, dev, name, cls, traced, dname, dtype)
    for name, (cls, shape, out_shape, traced) in MODELS.items():
        for dname, dtype in MODEL_DTYPES.items():
            export_block(c, dev, name, cls, traced, dname, dtype, shape)
        for dname, dtype in MODEL_TRAIN_DTYPES.items():
            export_train(c, dev, name, cls, traced, dname, dtype, shape, out_shape)
    c.finish()


if __name__ == "__main__":
    main(sys.argv[1])
