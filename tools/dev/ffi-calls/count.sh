#!/bin/bash
# Per-call instructions of each case of calls.c (callgrind: calls(21) - calls(1), / 20).
#   tools/dev/ffi-calls/count.sh [LIBDIR]   (LIBDIR: a librecompose_xla_ffi.so to count, default build/src/xla)
# Run from the repository root after `ninja -C build` with -Dxla_ffi_include. Under valgrind the
# kernels run their AVX2 build (valgrind has no AVX-512).
set -e
lib=${1:-build/src/xla}
inc=$(build/venv/jax/bin/python -c 'import jax.ffi; print(jax.ffi.include_dir())')
bin=$(mktemp -d)/calls
gcc -O2 -g -std=gnu17 -I"$inc" -Iinclude tools/dev/ffi-calls/calls.c -o "$bin" -Lbuild/src/xla -lrecompose_xla_ffi \
  -Wl,-rpath,"$PWD/build/src/xla"
ir() { LD_LIBRARY_PATH=$lib valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 |
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
"$bin" | while read -r i name; do
  a=$(ir "$i" 1) b=$(ir "$i" 21)
  printf '%-28s %8d  %s\n' "$name" $(((b - a) / 20)) "$(LD_LIBRARY_PATH=$lib "$bin" "$i" 1 | cut -d' ' -f3)"
done
