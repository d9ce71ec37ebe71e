# Sourced by tools/run and tools/test: install the Debian packages the build
# needs (when root and something is missing), then configure and build.
# Sets RC_ROOT (repo root) and RC_BUILD (build folder).

RC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
RC_BUILD=${RC_BUILD:-$RC_ROOT/build}

RC_PACKAGES=(gcc clang pkg-config meson ninja-build python3 libglib2.0-dev libpcre2-dev
             libjson-glib-dev libcmocka-dev libmpfr-dev libgmp-dev valgrind)

rc_missing_packages() {
  local p missing=()
  for p in "${RC_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  echo "${missing[@]}"
}

rc_install_packages() {
  local missing
  missing=$(rc_missing_packages)
  [[ -z $missing ]] && return 0
  if [[ $(id -u) -ne 0 ]]; then
    echo "tools: missing Debian packages: $missing" >&2
    echo "tools: run as root, or: sudo apt-get install $missing" >&2
    return 1
  fi
  echo "tools: installing $missing" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null || { echo "tools: apt-get update failed" >&2; return 1; }
  # shellcheck disable=SC2086
  apt-get install -y -q --no-install-recommends $missing >/dev/null || { echo "tools: apt-get install failed" >&2; return 1; }
}

# rc_build DIR [meson options...]: configure DIR once (reconfigure if options change), then build.
rc_build() {
  local dir=$1; shift
  if [[ ! -f $dir/build.ninja ]]; then
    meson setup "$dir" "$RC_ROOT" "$@" >/dev/null || return 1
  fi
  ninja -C "$dir" >/dev/null || ninja -C "$dir" || return 1
}

rc_setup() {
  rc_install_packages || return 1
  rc_build "$RC_BUILD" --buildtype=debugoptimized || return 1
}
