"""Split files: several modules in one text, separated by '// -----' lines (MLIR's
--split-input-file convention, which recompose reads too). No jax needed."""


def split_chunks(text):
    """A file of several modules split by '// -----' lines -> the non-blank chunks."""
    chunks, cur = [], []
    for line in text.splitlines(keepends=True):
        if line.strip() == "// -----":
            chunks.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    chunks.append("".join(cur))
    return [c for c in chunks if c.strip()]
