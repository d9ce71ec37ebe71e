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


# --- Model families the blocks above lack (written here in plain torch, no downloads). Each
# takes its own input shape; the training step's t has the shape of the block's output.

def sinusoids(length, channels):
    """Fixed sinusoidal positions (sin on the first half of the channels, cos on the second),
    log-spaced timescales from 1 to 10000."""
    inc = math.log(10000.0) / (channels // 2 - 1)
    inv = torch.exp(-inc * torch.arange(channels // 2, dtype=torch.float32))
    t = torch.arange(length, dtype=torch.float32)[:, None] * inv[None, :]
    return torch.cat([torch.sin(t), torch.cos(t)], dim=1)


class WhisperAttention(nn.Module):
    """Whisper's attention: k without bias, q and k each scaled by head_dim ** -0.25, softmax in
    float32 cast back."""

    def __init__(self):
        super().__init__()
        self.q, self.k, self.v, self.o = nn.Linear(D, D), nn.Linear(D, D, bias=False), nn.Linear(D, D), nn.Linear(D, D)

    def forward(self, x):
        b, n, _ = x.shape
        scale = (D // H) ** -0.25
        q, k, v = (t(x).view(b, n, H, D // H).permute(0, 2, 1, 3) for t in (self.q, self.k, self.v))
        w = (q * scale) @ (k * scale).transpose(-1, -2)
        w = F.softmax(w.float(), dim=-1).to(q.dtype)
        return self.o((w @ v).permute(0, 2, 1, 3).flatten(start_dim=2))


class WhisperLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1, self.attn = nn.LayerNorm(D), WhisperAttention()
        self.ln2, self.up, self.act, self.down = nn.LayerNorm(D), nn.Linear(D, Fw), nn.GELU(), nn.Linear(Fw, D)

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.down(self.act(self.up(self.ln2(x))))


class WhisperEncoder(nn.Module):
    """Whisper-style audio encoder: conv stem (Conv1d k3 then F.gelu, Conv1d k3 stride 2 then F.gelu)
    over 16 mel bins, fixed sinusoidal positions, 2 pre-norm layers (nn.LayerNorm, attention with
    q and k scaled by head_dim ** -0.25 and a float32 softmax, nn.LayerNorm, nn.GELU() MLP), final nn.LayerNorm."""

    MELS = 16

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv1d(self.MELS, D, 3, padding=1)
        self.conv2 = nn.Conv1d(D, D, 3, stride=2, padding=1)
        self.register_buffer("pos", sinusoids(S, D), persistent=False)
        self.layers = nn.ModuleList(WhisperLayer() for _ in range(2))
        self.ln_post = nn.LayerNorm(D)

    def forward(self, x):
        h = F.gelu(self.conv1(x))
        h = F.gelu(self.conv2(h)).permute(0, 2, 1)
        h = h + self.pos.to(h.dtype)
        for layer in self.layers:
            h = layer(h)
        return self.ln_post(h)


SW_RES, SW_C, SW_HEADS, SW_WIN = 8, 32, 2, 4  # Swin stage: 8x8 tokens of 32 channels, 4x4 windows


def swin_windows(x, w):
    """(b, r, r, c) -> (b * windows, w * w, c)."""
    b, r, _, c = x.shape
    x = x.view(b, r // w, w, r // w, w, c).permute(0, 1, 3, 2, 4, 5)
    return x.reshape(-1, w * w, c)


def swin_unwindows(x, w, r):
    """(b * windows, w * w, c) -> (b, r, r, c)."""
    c = x.shape[-1]
    x = x.view(-1, r // w, r // w, w, w, c).permute(0, 1, 3, 2, 4, 5)
    return x.reshape(-1, r, r, c)


class SwinWindowAttention(nn.Module):
    """Window attention with a learned relative-position bias ((2w-1)^2 x heads table gathered by a
    fixed index) and, for shifted windows, an additive -100 mask between regions."""

    def __init__(self, shift):
        super().__init__()
        w, hd = SW_WIN, SW_C // SW_HEADS
        self.scale = hd ** -0.5
        self.qkv, self.proj = nn.Linear(SW_C, 3 * SW_C), nn.Linear(SW_C, SW_C)
        self.table = nn.Parameter(torch.linspace(-0.05, 0.05, (2 * w - 1) ** 2 * SW_HEADS).view(-1, SW_HEADS))
        ii, jj = torch.meshgrid(torch.arange(w), torch.arange(w), indexing="ij")
        pos = torch.stack([ii.flatten(), jj.flatten()])  # 2 x w*w
        rel = pos[:, :, None] - pos[:, None, :] + (w - 1)
        self.register_buffer("index", (rel[0] * (2 * w - 1) + rel[1]).flatten(), persistent=False)
        mask = None
        if shift:
            region = torch.zeros(1, SW_RES, SW_RES, 1)
            cuts = (slice(0, -w), slice(-w, -shift), slice(-shift, None))
            for n, (a, b) in enumerate((a, b) for a in cuts for b in cuts):
                region[:, a, b, :] = n
            rw = swin_windows(region, w).squeeze(-1)
            diff = rw[:, None, :] - rw[:, :, None]
            mask = torch.where(diff != 0, torch.tensor(-100.0), torch.tensor(0.0))
        self.register_buffer("mask", mask, persistent=False)

    def forward(self, x):
        bw, n, c = x.shape
        q, k, v = self.qkv(x).view(bw, n, 3, SW_HEADS, c // SW_HEADS).permute(2, 0, 3, 1, 4).unbind(0)
        a = (q * self.scale) @ k.transpose(-2, -1)
        bias = self.table.index_select(0, self.index).view(n, n, SW_HEADS).permute(2, 0, 1)
        a = a + bias.unsqueeze(0).to(a.dtype)
        if self.mask is not None:
            nw = self.mask.shape[0]
            a = a.view(bw // nw, nw, SW_HEADS, n, n) + self.mask.to(a.dtype)[None, :, None]
            a = a.view(bw, SW_HEADS, n, n)
        a = a.softmax(dim=-1)
        return self.proj((a @ v).transpose(1, 2).reshape(bw, n, c))


class SwinBlock(nn.Module):
    def __init__(self, shift):
        super().__init__()
        self.shift = shift
        self.ln1, self.attn = nn.LayerNorm(SW_C), SwinWindowAttention(shift)
        self.ln2, self.up, self.down = nn.LayerNorm(SW_C), nn.Linear(SW_C, 4 * SW_C), nn.Linear(4 * SW_C, SW_C)

    def forward(self, x):
        b, n, c = x.shape
        h = self.ln1(x).view(b, SW_RES, SW_RES, c)
        if self.shift:
            h = torch.roll(h, shifts=(-self.shift, -self.shift), dims=(1, 2))
        h = swin_unwindows(self.attn(swin_windows(h, SW_WIN)), SW_WIN, SW_RES)
        if self.shift:
            h = torch.roll(h, shifts=(self.shift, self.shift), dims=(1, 2))
        x = x + h.reshape(b, n, c)
        return x + self.down(F.gelu(self.up(self.ln2(x))))


class SwinStage(nn.Module):
    """Swin-style stage on 8x8 tokens of 32 channels: a block with 4x4 window attention and a block
    with windows shifted by 2 (torch.roll, -100 region mask), each with a relative-position bias added
    before the softmax, pre-norm nn.LayerNorm and an F.gelu MLP; then patch merging (2x2 neighbours
    concatenated, nn.LayerNorm(128), Linear(128, 64))."""

    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([SwinBlock(0), SwinBlock(SW_WIN // 2)])
        self.merge_norm, self.merge = nn.LayerNorm(4 * SW_C), nn.Linear(4 * SW_C, 2 * SW_C, bias=False)

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)
        b, _, c = x.shape
        x = x.view(b, SW_RES, SW_RES, c)
        x = torch.cat([x[:, 0::2, 0::2], x[:, 1::2, 0::2], x[:, 0::2, 1::2], x[:, 1::2, 1::2]], dim=-1)
        return self.merge(self.merge_norm(x.view(b, -1, 4 * c)))


T5_BUCKETS, T5_MAX_DISTANCE = 32, 128


def t5_buckets(rel):
    """T5's bidirectional relative-position buckets: half the buckets per direction; distances
    below a quarter of the buckets get one bucket each, longer ones share log-spaced buckets
    up to the maximum distance."""
    half = T5_BUCKETS // 2
    exact = half // 2
    side = (rel > 0).to(torch.long) * half
    dist = rel.abs()
    far = exact + (torch.log(dist.float() / exact) / math.log(T5_MAX_DISTANCE / exact) * (half - exact)).to(torch.long)
    far = torch.clamp(far, max=half - 1)
    return side + torch.where(dist < exact, dist, far)


class T5RmsNorm(nn.Module):
    """T5's layer norm: no mean subtracted, no bias; x * rsqrt(mean(x^2 in float32) + eps), cast to the
    weight's dtype when that is f16/bf16, times the weight."""

    def __init__(self):
        super().__init__()
        self.weight, self.eps = nn.Parameter(torch.ones(D)), 1e-6

    def forward(self, x):
        var = x.to(torch.float32).pow(2).mean(-1, keepdim=True)
        x = x * torch.rsqrt(var + self.eps)
        if self.weight.dtype in (torch.float16, torch.bfloat16):
            x = x.to(self.weight.dtype)
        return self.weight * x


def gelu_new(x):
    """The tanh GELU written out as Hugging Face's NewGELUActivation computes it."""
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class T5Layer(nn.Module):
    """T5 v1.1-style encoder layer: T5RmsNorm, self-attention without scaling plus a relative-position
    bias (bucketed distances computed in the graph, an embedding of 32 buckets x heads), softmax in
    float32 cast back, T5RmsNorm, gated FFN gelu_new(wi_0 x) * wi_1 x written out with torch.tanh and
    torch.pow, no biases."""

    def __init__(self):
        super().__init__()
        self.n1, self.n2 = T5RmsNorm(), T5RmsNorm()
        self.q, self.k, self.v, self.o = (nn.Linear(D, D, bias=False) for _ in range(4))
        self.rel = nn.Embedding(T5_BUCKETS, H)
        self.wi0, self.wi1, self.wo = nn.Linear(D, Fw, bias=False), nn.Linear(D, Fw, bias=False), nn.Linear(Fw, D, bias=False)

    def attn(self, x):
        b, n, _ = x.shape
        q, k, v = (t(x).view(b, n, H, D // H).transpose(1, 2) for t in (self.q, self.k, self.v))
        pos = torch.arange(n, device=x.device)
        bias = self.rel(t5_buckets(pos[None, :] - pos[:, None])).permute(2, 0, 1).unsqueeze(0)
        s = q @ k.transpose(-1, -2) + bias
        p = F.softmax(s.float(), dim=-1).type_as(s)
        return self.o((p @ v).transpose(1, 2).reshape(b, n, D))

    def forward(self, x):
        x = x + self.attn(self.n1(x))
        h = self.n2(x)
        return x + self.wo(gelu_new(self.wi0(h)) * self.wi1(h))


class VitBlock(nn.Module):
    """ViT (timm-style) pre-norm encoder block: nn.LayerNorm(eps=1e-6), attention through
    F.scaled_dot_product_attention, nn.LayerNorm(eps=1e-6), nn.GELU() MLP."""

    def __init__(self):
        super().__init__()
        self.ln1, self.qkv, self.proj = nn.LayerNorm(D, eps=1e-6), nn.Linear(D, 3 * D), nn.Linear(D, D)
        self.ln2, self.up, self.act, self.down = nn.LayerNorm(D, eps=1e-6), nn.Linear(D, Fw), nn.GELU(), nn.Linear(Fw, D)

    def forward(self, x):
        b, n, _ = x.shape
        q, k, v = self.qkv(self.ln1(x)).view(b, n, 3, H, D // H).permute(2, 0, 3, 1, 4).unbind(0)
        a = F.scaled_dot_product_attention(q, k, v)
        x = x + self.proj(a.transpose(1, 2).reshape(b, n, D))
        return x + self.down(self.act(self.up(self.ln2(x))))


# name -> (block class, input shape, output shape, forward activations); the backward of a
# training step computes every one (each is on the path from x to the loss)
MODELS = {
    "whisper_encoder": (WhisperEncoder, (B, WhisperEncoder.MELS, 2 * S), (B, S, D),
                        {"gelu_erf": 4, "layer_norm": 5, "softmax": 2}),
    "swin_stage": (SwinStage, (B, SW_RES * SW_RES, SW_C), (B, SW_RES * SW_RES // 4, 2 * SW_C),
                   {"gelu_erf": 2, "layer_norm": 5, "softmax": 2}),
    "t5_layer": (T5Layer, (B, S, D), (B, S, D), {"gelu_tanh": 1, "rms_norm": 2, "softmax": 1}),
    "vit_block": (VitBlock, (B, S, D), (B, S, D), {"gelu_erf": 1, "layer_norm": 2, "softmax": 1}),
}
