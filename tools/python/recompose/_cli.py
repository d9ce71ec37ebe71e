"""The `recompose` console script: runs the CLI installed inside this package."""
import os
import pathlib
import sys


def binary():
    """Path of the recompose CLI installed beside this module."""
    exe = pathlib.Path(__file__).resolve().parent / "recompose"
    if not exe.is_file():
        raise FileNotFoundError("recompose CLI not found at %s (package built without it?)" % exe)
    return exe


def main():
    exe = str(binary())
    os.execv(exe, [exe] + sys.argv[1:])
