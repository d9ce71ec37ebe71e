#!/usr/bin/env python3
"""Tests of tools/dev/check-layers.py on small made-up trees: a clean one passes, and an
upward include, a cycle, a folder missing from the order and a public header that includes
src/ are each found, named by file and line."""
import importlib.util
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "check_layers", os.path.join(HERE, "..", "..", "tools", "dev", "check-layers.py"))
check_layers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_layers)


def tree(root, files):
    """Writes under root the files ({path: text}) over a tree of src/ layers low < mid < top."""
    base = {"meson.build": "subdir('src')\nsubdir('src/top')\n",
            "src/meson.build": "subdir('low')\nsubdir('mid')\n",
            "src/low/low.h": "#include <stdio.h>\n",
            "src/mid/mid.h": '#include "low/low.h"\n',
            "src/top/top.c": '#include "mid/mid.h"\n#include "top.h"\n',
            "include/pub/pub.h": "#include <stddef.h>\n"}
    base.update(files)
    for rel, text in base.items():
        os.makedirs(os.path.dirname(os.path.join(root, rel)), exist_ok=True)
        with open(os.path.join(root, rel), "w", encoding="utf-8") as f:
            f.write(text)


CASES = [
    ("a clean tree", {}, []),
    ("an upward include", {"src/low/low.c": '#include "low/low.h"\n#include "mid/mid.h"\n'},
     ['src/low/low.c:2: includes "mid/mid.h": src/mid is above src/low',
      "cycle between folders: src/low -> src/mid -> src/low",
      '  src/mid/mid.h:1: includes "low/low.h"']),
    ("a folder out of the order", {"src/stray/s.c": '#include "low/low.h"\n'},
     ["src/stray: a folder missing from the layer order"]),
    ("a public header including src/", {"include/pub/bad.h": '#include "mid/mid.h"\n'},
     ['include/pub/bad.h:1: includes "mid/mid.h": a public header includes src/']),
]


def main():
    print("1..%d" % len(CASES))
    failed = 0
    for i, (name, files, want) in enumerate(CASES, 1):
        with tempfile.TemporaryDirectory(prefix="check-layers-") as root:
            tree(root, files)
            found = check_layers.check(root)
        missing = [w for w in want if not any(f.startswith(w) for f in found)]
        ok = not missing and (want or not found)
        print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
        if not ok:
            failed += 1
            for line in found:
                print("#   found: " + line)
            for line in missing:
                print("#   missing: " + line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
