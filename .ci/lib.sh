# Stage runner shared by .ci/test and .ci/run: times each stage, remembers failures.
# shellcheck shell=bash

STAGE_LINES=()
FAILED_STAGES=()

# stage NAME COMMAND...: runs the command, prints its duration, records a failure.
stage() {
  local name=$1
  shift
  local started=$SECONDS status=ok
  echo
  echo "=== ${name}"
  if ! "$@"; then
    status=FAILED
    FAILED_STAGES+=("$name")
  fi
  local took=$((SECONDS - started))
  STAGE_LINES+=("$(printf '%-34s %6ss  %s' "$name" "$took" "$status")")
  echo "=== ${name}: ${status} in ${took}s"
  [[ $status == ok ]]
}

# skip NAME REASON: records a stage that could not run as failed.
skip() {
  STAGE_LINES+=("$(printf '%-34s %6s   %s' "$1" '-' "SKIPPED ($2)")")
  FAILED_STAGES+=("$1")
  echo "=== $1: skipped ($2)"
}

print_timings() {
  echo
  echo "--- $1 stage timings"
  printf '%s\n' "${STAGE_LINES[@]}"
}
