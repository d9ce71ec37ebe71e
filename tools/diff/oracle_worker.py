"""The oracle in its own process: XLA's parsers can crash the process on some
inputs (a segfault in the HLO to MLIR translation), so diff.py talks to this
worker over pipes and starts a new one when it dies.

Requests and answers are JSON lines:
  {"op": "verdict", "fmt": F, "text": T, "compile": bool}
      -> {"verdict": "accept"|"refuse"|"no-oracle", "msg": str|null}
  {"op": "print", "fmt": F, "text": T} -> {"text": str|null, "msg": str|null}
  {"op": "rederived", "fmt": "hlo", "text": T, "line": L} -> {"lost": [str]}
      (xla_oracle.rederived_declarations: what the HLO oracle path re-derived
      of the instruction on line L, its operands and its callees' parameters)
"""
import json
import os
import pathlib
import re
import sys
import warnings

warnings.simplefilter("ignore")
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import xla_oracle as X  # noqa: E402

# MLIR's words for an op or type of a dialect the context does not register:
# such inputs have no oracle.
UNREGISTERED = re.compile(r"Dialect `[\w.]+' not found|unregistered operation|"
                          r"parsed with an unregistered dialect|"
                          r"dialect '[\w.]+' is unknown|unknown dialect|"
                          r"is unknown \(no dialect registered\)|Dialect '[\w.]+' not found")


def verdict(fmt, text, compile_module):
    if fmt == "hlo":
        return X.verify_hlo(text, compile_module=compile_module)
    err = X.parse_stablehlo(text)
    if err is None:
        return "accept", None
    if UNREGISTERED.search(err):
        return "no-oracle", err
    return "refuse", err


def main():
    out = sys.stdout
    # keep stdout for answers only
    sys.stdout = sys.stderr
    for line in sys.stdin:
        req = json.loads(line)
        try:
            if req["op"] == "rederived":
                ans = {"lost": X.rederived_declarations(req["text"], req["line"])
                       if req["fmt"] == "hlo" else []}
            elif req["op"] == "verdict":
                v, msg = verdict(req["fmt"], req["text"], req.get("compile", True))
                ans = {"verdict": v, "msg": msg}
            else:
                try:
                    t = X.print_hlo(req["text"]) if req["fmt"] == "hlo" else X.print_stablehlo(req["text"])
                    ans = {"text": t, "msg": None}
                except Exception as e:
                    ans = {"text": None, "msg": str(e)}
        except Exception as e:  # the harness's own failure, reported as such
            ans = {"verdict": "no-oracle", "msg": "oracle error: " + repr(e), "text": None}
        out.write(json.dumps(ans) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
