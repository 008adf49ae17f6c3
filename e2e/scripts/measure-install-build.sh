#!/usr/bin/env bash
# Times what a new developer waits for: a fresh clone of the repository (its committed
# state) into a temp folder, the frozen-lockfile install and the build of every package.
# By default the pnpm store of this machine is used as it is (warm numbers); --cold installs
# into an empty store, as on a new machine, downloading every package.
# Run: bash e2e/scripts/measure-install-build.sh [--cold] [repository]   (default: this checkout)
set -euo pipefail
work=$(mktemp -d -t festival-measure.XXXXXX)
trap 'rm -rf "$work"' EXIT
export COREPACK_INTEGRITY_KEYS=0
if [[ ${1:-} == --cold ]]; then
  export npm_config_store_dir="$work/store"
  shift
fi
source_repo=${1:-$(git -C "$(dirname "$0")" rev-parse --show-toplevel)}

timed() {
  local label=$1 started=$SECONDS
  shift
  "$@" >"$work/$label.log" 2>&1 || { cat "$work/$label.log"; echo "$label failed"; exit 1; }
  printf '%-8s %5ss\n' "$label" "$((SECONDS - started))"
}

total_started=$SECONDS
timed clone git clone --quiet --no-local "$source_repo" "$work/festival"
cd "$work/festival"
timed install corepack pnpm install --frozen-lockfile
timed build corepack pnpm -r --workspace-concurrency=2 run build
printf '%-8s %5ss\n' total "$((SECONDS - total_started))"
