"""The verdicts the generators' scripts share (tools/spellgen, tools/xlaforms, tools/formgen,
tools/gradgen): a check_xla.py's per-file 'ok'/'FAIL' lines and closing 'N passed, N failed'
line, and a measure.py's --check against its recall floor. Standard library only."""
import sys


def run_files(files, check, failed=0):
    """Calls check(entry) for each manifest entry, which gives None when the file passes
    or why it fails; prints 'ok FILE' or 'FAIL FILE: why' as it goes and the closing
    'N passed, N failed' line (failed counts failures found before), then exits 1 on any
    failure, else 0."""
    passed = 0
    for e in files:
        why = check(e)
        if why:
            failed += 1
            print("FAIL %s: %s" % (e["file"], why))
        else:
            passed += 1
            print("ok %s" % e["file"])
        sys.stdout.flush()
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


def near_miss_hits(entry, counts):
    """The ops a near miss forbids that a report's counts hold."""
    return [op for op in entry["forbid"] if counts.get(op, 0) > 0]


def check_recall(hits, total, floor, script, near_raised, refused):
    """--check: prints a FAIL line for a recall below floor (named with the script that
    holds it), for near misses raised and for refused files, and exits 1 on any."""
    bad = []
    if hits < floor * total:
        bad.append("recall %.1f %% is below MIN_RECALL %.1f %% (%s)" % (
            100.0 * hits / total, 100.0 * floor, script))
    if near_raised:
        bad.append("%d near misses raised" % len(near_raised))
    if refused:
        bad.append("%d files refused" % len(refused))
    for b in bad:
        print("FAIL " + b)
    sys.exit(1 if bad else 0)
