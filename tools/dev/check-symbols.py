#!/usr/bin/env python3
"""Checks that every function and variable the library shares between its files is used by
another file: a name with external linkage that only its own file uses belongs `static`
there, and one nobody uses is dead.

check-symbols.py NM STATIC_LIB SHARED_LIB BUILD_ROOT

Reads the object files, not the text, so names made by macros (the kernels of each row of
recompose/fused.def) count like any other. A symbol defined in a member of STATIC_LIB
passes when it is part of the public API (exported by SHARED_LIB) or some other object
file under BUILD_ROOT (the library's other members, the CLI, tests, tools) refers to it.
Prints TAP-like lines naming each offending symbol and the object that defines it; exits
1 when there is one."""
import glob
import os
import re
import subprocess
import sys

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def nm(tool, *args):
    """nm's lines for args."""
    run = subprocess.run([tool, *args], capture_output=True, text=True, check=True)
    return run.stdout.splitlines()


def check(tool, static_lib, shared_lib, root):
    """(symbol, defining member) of each global symbol of static_lib no other object uses."""
    defined = {}
    for line in nm(tool, "-A", "--defined-only", "--extern-only", static_lib):
        where, _, rest = line.rpartition(":")
        fields = rest.split()
        if len(fields) == 3:
            defined.setdefault(fields[2], set()).add(where.split(":")[-1])
    public = {line.split()[-1] for line in nm(tool, "-D", "--defined-only", shared_lib) if line.split()}
    used = {}
    objects = sorted(glob.glob(os.path.join(root, "**", "*.o"), recursive=True))
    for line in nm(tool, "-A", "--undefined-only", static_lib) + (nm(tool, "-A", "--undefined-only", *objects)
                                                                    if objects else []):
        where, _, rest = line.rpartition(":")
        fields = rest.split()
        if fields:
            used.setdefault(fields[-1], set()).add(os.path.basename(where.split(":")[-1]))
    found = []
    for sym, members in sorted(defined.items()):
        # the public API, and the toolchain's own names (ASan's __odr_asan.*)
        if sym in public or not IDENT.match(sym) or sym.startswith("__"):
            continue
        # an object never refers to what it defines, so any user is another file
        if not used.get(sym, set()) - {os.path.basename(m) for m in members}:
            found.append((sym, ", ".join(sorted(members))))
    return found


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: check-symbols.py NM STATIC_LIB SHARED_LIB BUILD_ROOT")
    found = check(*sys.argv[1:])
    print("1..1")
    for sym, where in found:
        print("# %s (defined in %s): used by no other file; make it static there, or remove it if "
              "nothing uses it" % (sym, where))
    print("%s 1 - every shared symbol of the library is used by another file" % ("not ok" if found else "ok"))
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
