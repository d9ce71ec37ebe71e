"""Shared by the exporters in tools/real/ (run inside a venv made by tools/py-env).

Each exporter calls Corpus.emit() once per file; Corpus.finish() writes the producer's
manifest fragment (manifest.json in its output folder), which tools/gen-real-corpus
merges into corpus/real/MANIFEST.json and renders as PROVENANCE.
Standard library only here.
"""
import json
import os
import re
import sys
import sysconfig

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The fused ops: the rows of the table (include/recompose/fused.def).
with open(os.path.join(ROOT, "include", "recompose", "fused.def"), encoding="utf-8") as _f:
    OPS = re.findall(r"^RC_FUSED\((\w+),", _f.read(), re.M)


def normalize(text):
    """Make exported text independent of where the tree and the venv live.

    Absolute paths in metadata/locations become relative to the repository
    (tools/real/...) or to site-packages (site-packages/flax/...), and the temp
    folder names some exporters put in module names are dropped.
    """
    site = sysconfig.get_paths()["purelib"].rstrip("/") + "/"
    plat = sysconfig.get_paths()["platlib"].rstrip("/") + "/"
    for prefix, repl in ((site, "site-packages/"), (plat, "site-packages/"), (ROOT + "/", "")):
        text = text.replace(prefix, repl)
    # Python's own library (e.g. /root/.pyenv/versions/3.11.7/lib/python3.11/contextlib.py).
    text = re.sub(r"/[^\s\"':]*/lib/python3\.\d+/", "python-lib/", text)
    if not text.endswith("\n"):
        text += "\n"
    return text


def shapes_text(x_shape, params, dtype_of_x=""):
    """'x 2x16x64 <dtype>; params: name 64x256, ...' from (name, shape) pairs."""
    dims = lambda sh: "x".join(str(d) for d in sh) or "scalar"  # noqa: E731
    ps = ", ".join("%s %s" % (n, dims(sh)) for n, sh in params)
    return "x %s%s; %d parameter arrays: %s" % (dims(x_shape), (" " + dtype_of_x) if dtype_of_x else "",
                                                len(params), ps)


class Corpus:
    def __init__(self, producer, outdir, framework):
        self.producer = producer
        self.outdir = outdir
        self.framework = framework  # {"name": version}
        self.entries = {}
        os.makedirs(outdir, exist_ok=True)

    def emit(self, name, text, *, function, dtype, shapes, export, form, traced, training=False,
             notes=None, traced_backward=None):
        """traced: the forward activations; traced_backward (training graphs whose exporter
        traces it): the activations whose backward the graph computes, by forward op."""
        for op in list(traced) + list(traced_backward or ()):
            if op not in OPS:
                raise ValueError("%s: unknown op %s" % (name, op))
        path = os.path.join(self.outdir, name)
        data = normalize(text)
        with open(path, "w") as f:
            f.write(data)
        self.entries[name] = {
            "framework": self.framework,
            "function": function,
            "dtype": dtype,
            "shapes": shapes,
            "export": export,
            "form": form,
            "training": training,
            "traced": {k: v for k, v in sorted(traced.items()) if v},
            "bytes": len(data.encode()),
        }
        if traced_backward is not None:
            self.entries[name]["traced_backward"] = {k: v for k, v in sorted(traced_backward.items()) if v}
        if notes:
            self.entries[name]["notes"] = notes
        sys.stderr.write("  %s/%s (%d bytes)\n" % (self.producer, name, len(data.encode())))

    def error(self, what, message):
        """Record that a part could not be exported (the exact error)."""
        self.entries.setdefault("_errors", []).append({"what": what, "error": message})

    def finish(self):
        with open(os.path.join(self.outdir, "manifest.json"), "w") as f:
            json.dump(self.entries, f, indent=1, sort_keys=True)
            f.write("\n")
