#!/usr/bin/env python3
"""Runs the Python block of README.md's "Use with JAX/XLA" section exactly as
written (from the repository root, in the jax environment), and fails if it
raises. The block itself asserts that the kernels ran and the results match."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
text = (root / "README.md").read_text()
sec = text.split("## Use with JAX/XLA", 1)
if len(sec) != 2:
    sys.exit("README.md has no '## Use with JAX/XLA' section")
m = re.search(r"```python\n(.*?)```", sec[1], re.S)
if not m:
    sys.exit("the section has no ```python block")
code = m.group(1)
exec(compile(code, "README.md (Use with JAX/XLA)", "exec"), {"__name__": "__main__"})
print("1 passed, 0 failed")
