"""PyTorch blocks shared by export_torch_mlir.py and export_torch_xla.py (run in their venvs).

Each block's docstring is the manifest's "function"; the activations each block computes
are listed beside it in the exporters (forward), and TRAIN_BACKWARD gives the ones whose
backward a training step computes (every activation on the path from x to the loss).
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

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
            s = s.masked_fill(~torch.tril(torch.ones(S, S, dtype=torch.bool, device=s.device)), float("-inf"))
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


class ErfcGelu(nn.Module):
    """GELU written with erfc: 0.5 * x * erfc(-x / sqrt(2))."""

    def forward(self, x):
        return 0.5 * x * torch.special.erfc(-x / math.sqrt(2.0))


class BertErfcLayer(BertLayer):
    """Post-LN BERT layer whose GELU is written 0.5 * x * torch.special.erfc(-x / math.sqrt(2)):
    attention (torch.softmax), add & nn.LayerNorm, erfc-GELU MLP, add & nn.LayerNorm."""

    def __init__(self):
        super().__init__()
        self.act = ErfcGelu()


class Gpt2Block(nn.Module):
    """Pre-LN GPT-2 block: nn.LayerNorm, causal attention, nn.LayerNorm, nn.GELU(approximate='tanh') MLP."""

    def __init__(self):
        super().__init__()
        self.ln1, self.attn = nn.LayerNorm(D), Attention(True)
        self.ln2, self.up, self.down = nn.LayerNorm(D), nn.Linear(D, Fw), nn.Linear(Fw, D)

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.down(F.gelu(self.up(self.ln2(x)), approximate="tanh"))


class HfRmsNorm(nn.Module):
    """RMSNorm as Hugging Face's LlamaRMSNorm writes it: to float32, pow(2).mean(-1), rsqrt(+eps),
    back to the input dtype, times the weight."""

    def __init__(self, eps=1e-6):
        super().__init__()
        self.weight, self.eps = nn.Parameter(torch.ones(D)), eps

    def forward(self, x):
        dtype = x.dtype
        h = x.to(torch.float32)
        var = h.pow(2).mean(-1, keepdim=True)
        h = h * torch.rsqrt(var + self.eps)
        return self.weight * h.to(dtype)


class LlamaBlock(nn.Module):
    """Llama-style decoder block as Hugging Face writes it (no RoPE): HfRmsNorm, causal attention with
    softmax(dim=-1, dtype=torch.float32) cast back, HfRmsNorm, SwiGLU MLP with F.silu, no biases."""

    def __init__(self):
        super().__init__()
        self.n1, self.n2 = HfRmsNorm(), HfRmsNorm()
        self.q, self.k, self.v, self.o = (nn.Linear(D, D, bias=False) for _ in range(4))
        self.gate, self.up, self.down = nn.Linear(D, Fw, bias=False), nn.Linear(D, Fw, bias=False), nn.Linear(Fw, D, bias=False)

    def attn(self, x):
        q, k, v = (t(x).reshape(B, S, H, D // H).transpose(1, 2) for t in (self.q, self.k, self.v))
        s = q @ k.transpose(-1, -2) / math.sqrt(D // H)
        s = s + torch.triu(torch.full((S, S), torch.finfo(x.dtype).min, dtype=x.dtype, device=x.device), diagonal=1)
        p = F.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
        return self.o((p @ v).transpose(1, 2).reshape(B, S, D))

    def forward(self, x):
        x = x + self.attn(self.n1(x))
        h = self.n2(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


# name -> (block class, forward activations)
BLOCKS = {
    "bert_layer": (BertLayer, {"softmax": 1, "layer_norm": 2, "gelu_erf": 1}),
    "bert_erfc_layer": (BertErfcLayer, {"softmax": 1, "layer_norm": 2, "gelu_erf": 1}),
    "gpt2_block": (Gpt2Block, {"softmax": 1, "layer_norm": 2, "gelu_tanh": 1}),
    "llama_block": (LlamaBlock, {"softmax": 1, "rms_norm": 2, "silu": 1}),
}

# The training step's loss: sum(block(x) * t) for a fixed t (an input), so dy = t reaches
# every activation and the loss adds none of its own.
LOSS = "loss = (block(x) * t).sum()"


def loss_of(block, x, t):
    return (block(x) * t).sum()
