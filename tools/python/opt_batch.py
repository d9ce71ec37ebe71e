"""One `recompose opt` run over many files, its reports (and outputs) read back: what the
generators' measure scripts (tools/spellgen, tools/gradgen, tools/formgen) share. No jax
needed."""
import json
import os
import subprocess


def run_opt(recompose, d, work, files, jobs, outputs=False):
    """({file: report or None (refused)}, recompose's standard error) for the files in d;
    with outputs, each value is (report or None, output text or None). The outputs and
    reports go to the folder work."""
    rep, out = os.path.join(work, "_reports"), os.path.join(work, "_out")
    os.makedirs(rep, exist_ok=True)
    os.makedirs(out, exist_ok=True)
    cmd = [recompose, "opt", "--report", rep, "-o", out, "-j", str(jobs)] + [os.path.join(d, f) for f in files]
    r = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="replace")
    if r.returncode not in (0, 1):
        raise SystemExit("measure: %s exited %d\n%s" % (recompose, r.returncode, r.stderr))
    got = {}
    for f in files:
        p, o = os.path.join(rep, f + ".json"), os.path.join(out, f)
        report = None
        if os.path.exists(p):
            with open(p) as fh:
                report = json.load(fh)
        if outputs:
            text = None
            if os.path.exists(o):
                with open(o, encoding="utf-8") as fh:
                    text = fh.read()
            got[f] = (report, text)
        else:
            got[f] = report
    return got, r.stderr
