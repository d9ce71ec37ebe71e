"""Checks tools/dev/check-function-size.py on made-up sources: it names a function one line over
the limit and passes one at the limit, counts from the name's line to the closing brace, and is
not fooled by braces in comments, strings, character literals, macros or initializers."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, "..", "..", "tools", "dev", "check-function-size.py")


def source(name, lines, noise=False):
    out = []
    if noise:
        out += ['#define OPEN {', '#define BLOCK(x) do { x; } while (0)',
                'static const int table[] = {1, 2, 3};', 'struct s { int a; };',
                '/* a comment with } and { */', 'static const char *brace = "}{";', "static char c = '}';"]
    out.append("static int %s(int x)" % name)
    out.append("{")
    inner = ["  x += 1;"] * (lines - 3)  # with the name's line, '{' and '}': `lines` in all
    if noise:
        inner[0] = '  const char *s = "}"; /* } */ // }'
        inner[1] = "  if (x) { x = '{'; }"
    out += inner
    out.append("}")
    return "\n".join(out) + "\n"


def run(files, *extra):
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "src"))
        for f, text in files.items():
            open(os.path.join(root, "src", f), "w").write(text)
        r = subprocess.run([sys.executable, CHECK, *extra, root, "src"], capture_output=True, text=True)
        return r.returncode, r.stdout + r.stderr


def main():
    failures = []

    def expect(cond, what, out):
        if not cond:
            failures.append("%s\n--- output:\n%s" % (what, out))

    rc, out = run({"a.c": source("at_limit", 200, noise=True)})
    expect(rc == 0, "a function of 200 lines passes", out)
    rc, out = run({"a.c": source("at_limit", 200), "b.c": source("one_over", 201, noise=True)})
    expect(rc == 1 and "src/b.c:" in out and "'one_over' is 201 lines" in out and "at_limit" not in out,
           "a function of 201 lines fails, named with its file and length", out)
    rc, out = run({"a.c": source("small", 30)}, "--max", "29")
    expect(rc == 1 and "'small' is 30 lines" in out, "--max sets the limit", out)
    rc, out = run({"a.c": source("small", 30, noise=True)}, "--list")
    expect(rc == 0 and out.split() == ["30", "src/a.c:8:", "small"], "--list gives size, place and name", out)
    rc, out = run({"a.txt": "nothing"})
    expect(rc == 1 and "no function found" in out, "a folder without C functions is an error", out)
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
