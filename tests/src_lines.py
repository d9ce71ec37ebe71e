"""The C source lines of src/ outside some folders, for the checks that a fact stays where it
belongs (tests/fused/check_table.py prefix, tests/layers/check_writer_data.py)."""
import os


def lines_outside(root, owners, read=lambda text: text):
    """(path, line number, line) of each line of src/'s .c, .h, .def and .inc files outside the
    folders `owners` (paths from root), each file's text passed through `read` first."""
    for d, _, files in os.walk(os.path.join(root, "src")):
        rel_d = os.path.relpath(d, root)
        if any(rel_d == e or rel_d.startswith(e + "/") for e in owners):
            continue
        for f in sorted(files):
            if not f.endswith((".c", ".h", ".def", ".inc")):
                continue
            rel = os.path.join(rel_d, f)
            text = read(open(os.path.join(root, rel), encoding="utf-8", errors="replace").read())
            for ln, line in enumerate(text.split("\n"), 1):
                yield rel, ln, line
