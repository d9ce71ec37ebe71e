#!/usr/bin/env python3
"""Checks the layering of src/: each folder includes only folders below it.

check-layers.py ROOT

The order of the layers is the order of the subdir() lines of src/meson.build (lowest
first), followed by the src/ folders the top-level meson.build enters itself (src/xla,
which links the whole library). A folder's files may include its own headers, those of
any folder earlier in that order and the public headers (include/recompose/). This
fails, naming each offending file and line, when

  - a file of src/ includes a header of a folder later in the order (an upward include),
  - two folders include each other, directly or through others (a cycle; only possible
    when the order itself is broken, but named on its own so the message says which
    folders go round),
  - a folder of src/ is missing from the order, or a public header includes src/.

Only `#include "..."` lines count (system headers are <...>). An include resolves to
the src/ folder of its first path component ("ir/ir.h" is src/ir); a name without a
folder is the includer's own. Prints TAP-like lines; exits 1 on any finding."""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SUBDIR = re.compile(r"^\s*subdir\(\s*'([^']+)'\s*\)")
SOURCES = (".c", ".h", ".inc", ".def")


def layer_order(root):
    """The src/ folders in layer order, from src/meson.build and then meson.build."""
    order = []
    with open(os.path.join(root, "src", "meson.build"), encoding="utf-8") as f:
        order += [m.group(1) for m in map(SUBDIR.match, f) if m]
    with open(os.path.join(root, "meson.build"), encoding="utf-8") as f:
        for m in map(SUBDIR.match, f):
            if m and m.group(1).startswith("src/"):
                order.append(m.group(1)[len("src/"):])
    return order


def includes(root, top):
    """(file, line number, included path) of each quoted include under root/top."""
    for d, dirs, files in os.walk(os.path.join(root, top)):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(SOURCES):
                continue
            path = os.path.join(d, name)
            rel = os.path.relpath(path, root)
            with open(path, encoding="utf-8", errors="replace") as f:
                for ln, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if m:
                        yield rel, ln, m.group(1)


def folder_edges(root, folders):
    """{(from, to): [(file, line, include)]} over src/, between distinct src/ folders."""
    edges = {}
    for rel, ln, inc in includes(root, "src"):
        src = rel.split("/")[1]
        dst = inc.split("/")[0] if "/" in inc else src
        if dst in folders and dst != src:
            edges.setdefault((src, dst), []).append((rel, ln, inc))
    return edges


def cycles(nodes, edges):
    """The strongly connected components of more than one folder (Tarjan), each sorted."""
    succ = {n: sorted(b for a, b in edges if a == n) for n in nodes}
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for n in sorted(nodes):
        if n not in index:
            visit(n)
    return out


def path(comp, edges, src, dst):
    """The shortest chain of includes from folder src to folder dst inside comp (breadth
    first), as the folders from src up to and without dst; None if there is none."""
    back, todo = {src: None}, [src]
    while todo:
        nxt = []
        for a in todo:
            for b in sorted(b for x, b in edges if x == a and b in comp):
                if b == dst:
                    chain = [a]
                    while back[chain[-1]] is not None:
                        chain.append(back[chain[-1]])
                    return chain[::-1]
                if b not in back:
                    back[b] = a
                    nxt.append(b)
        todo = nxt
    return None


def rings(comp, edges, rank):
    """Cycles through comp, one per include in it that goes up the order (or, when comp has
    none, one through its first folder), each as its folders in order."""
    up = [(a, b) for a, b in sorted(edges) if a in comp and b in comp and rank.get(b, -1) > rank.get(a, -1)]
    out = []
    for a, b in up or [(comp[0], min(b for x, b in edges if x == comp[0] and b in comp))]:
        rest = path(comp, edges, b, a)
        if rest is not None:
            out.append([a] + rest)
    return out


def check(root):
    """The findings, one message each."""
    order = layer_order(root)
    rank = {f: i for i, f in enumerate(order)}
    present = sorted(e.name for e in os.scandir(os.path.join(root, "src")) if e.is_dir())
    found = ["src/%s: a folder missing from the layer order (src/meson.build)" % f for f in present
             if f not in rank]
    edges = folder_edges(root, set(present))
    for (a, b), where in sorted(edges.items()):
        if a in rank and b in rank and rank[b] > rank[a]:
            found += ["%s:%d: includes \"%s\": src/%s is above src/%s in the layer order (%s)" %
                      (rel, ln, inc, b, a, " < ".join(order)) for rel, ln, inc in where]
    for ring in (r for comp in cycles(present, edges) for r in rings(comp, edges, rank)):
        found.append("cycle between folders: %s" % " -> ".join("src/" + f for f in ring + ring[:1]))
        found += ["  %s:%d: includes \"%s\"" % edges[(a, b)][0] for a, b in zip(ring, ring[1:] + ring[:1])]
    for rel, ln, inc in includes(root, "include"):
        if "/" in inc and inc.split("/")[0] in present:
            found.append("%s:%d: includes \"%s\": a public header includes src/" % (rel, ln, inc))
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check-layers.py ROOT")
    found = check(sys.argv[1])
    print("1..1")
    if found:
        for line in found:
            print("# " + line)
        print("not ok 1 - layering of src/")
        sys.exit(1)
    print("ok 1 - layering of src/ (%s)" % " < ".join(layer_order(sys.argv[1])))


if __name__ == "__main__":
    main()
