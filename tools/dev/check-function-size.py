#!/usr/bin/env python3
"""Fails naming each C function longer than a limit (default 200 lines) under the given folders
(default src/ and tools/cli/), so that "a function of one idea rarely passes 100 lines" (STYLE.md)
stays checked rather than hoped for. Standard library only; run by meson (suite 'size').

A function is counted from the line of its name to the line of its closing brace. The scan
blanks comments, string and character literals and preprocessor lines, then takes each
top-level '{' whose previous token is ')' as a function body; the name is the identifier
before the matching '('.

usage: check-function-size.py [--max N] [--list] ROOT [FOLDER...]"""
import bisect
import os
import re
import sys

SUFFIXES = (".c", ".h", ".inc")


# Comments, string and character literals, and preprocessor lines (with their continuations).
NOISE = re.compile(r"""/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|^[ \t]*#(?:\\\n|[^\n])*""",
                   re.S | re.M)


def blank(text):
    """text with comments, literals and preprocessor lines replaced by spaces (newlines kept)."""
    return NOISE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def functions(text):
    """(name, first line, last line) of each function defined in C source text."""
    s = blank(text)
    newlines = [m.start() for m in re.finditer("\n", s)]

    def line(pos):
        return bisect.bisect_left(newlines, pos) + 1

    depth = 0
    open_fn = None  # (name, first line) of the function whose body is open
    for m in re.finditer(r"[{}]", s):
        i = m.start()
        if s[i] == "}":
            depth = max(depth - 1, 0)
            if depth == 0 and open_fn:
                yield open_fn[0], open_fn[1], line(i)
                open_fn = None
            continue
        if depth == 0:
            open_fn = signature(s, i, line)
        depth += 1


def signature(s, i, line):
    """(name, line of the name) when the top-level '{' at i opens a function body: its previous
    token is ')', and the name is the identifier before the matching '('; else None."""
    j = i - 1
    while j >= 0 and s[j].isspace():
        j -= 1
    if j < 0 or s[j] != ")":
        return None
    k, par = j, 0
    while k >= 0:
        if s[k] == ")":
            par += 1
        elif s[k] == "(":
            par -= 1
            if par == 0:
                break
        k -= 1
    m = re.search(r"([A-Za-z_]\w*)\s*$", s[max(k - 200, 0):max(k, 0)])
    if not m:
        return None
    return m.group(1), line(max(k - 200, 0) + m.start(1))


def main(argv):
    limit, listing = 200, False
    args = []
    it = iter(argv)
    for a in it:
        if a == "--max":
            limit = int(next(it))
        elif a == "--list":
            listing = True
        else:
            args.append(a)
    if not args:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    root, folders = args[0], args[1:] or ["src", "tools/cli"]
    found = []
    for folder in folders:
        for d, _, files in sorted(os.walk(os.path.join(root, folder))):
            for f in sorted(files):
                if not f.endswith(SUFFIXES):
                    continue
                path = os.path.join(d, f)
                text = open(path, encoding="utf-8", errors="replace").read()
                for name, first, last in functions(text):
                    found.append((last - first + 1, os.path.relpath(path, root), first, name))
    if listing:
        try:
            for size, path, first, name in sorted(found, reverse=True):
                print(f"{size:5d} {path}:{first}: {name}")
        except BrokenPipeError:  # `--list | head`
            sys.stderr.close()
        return 0
    over = [x for x in found if x[0] > limit]
    for size, path, first, name in sorted(over, reverse=True):
        print(f"{path}:{first}: error: function '{name}' is {size} lines, over the limit of "
              f"{limit}; split it into functions of one idea each", file=sys.stderr)
    if not found:
        print("check-function-size: no function found (wrong ROOT?)", file=sys.stderr)
        return 1
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
