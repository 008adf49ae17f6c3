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

# stage_start NAME COMMAND...: runs a stage in the background, its output kept until stage_wait.
# For a single-threaded stage (lint) beside one that leaves a core idle (jest runs in band).
declare -A BACKGROUND_PIDS BACKGROUND_LOGS BACKGROUND_STARTED
stage_start() {
  local name=$1
  shift
  BACKGROUND_LOGS[$name]=$(mktemp -t festival-stage.XXXXXX)
  BACKGROUND_STARTED[$name]=$SECONDS
  # Its time is its own, not until stage_wait: the end is written beside its log.
  (
    status=0
    "$@" || status=$?
    echo "$SECONDS" >"${BACKGROUND_LOGS[$name]}.end"
    exit "$status"
  ) >"${BACKGROUND_LOGS[$name]}" 2>&1 &
  BACKGROUND_PIDS[$name]=$!
  echo
  echo "=== ${name}: started in the background"
}

# stage_wait NAME: waits for a background stage, prints its output, records it like stage().
stage_wait() {
  local name=$1 status=ok
  wait "${BACKGROUND_PIDS[$name]}" || status=FAILED
  echo
  echo "=== ${name} (output of the background stage)"
  cat "${BACKGROUND_LOGS[$name]}"
  local ended
  ended=$(cat "${BACKGROUND_LOGS[$name]}.end" 2>/dev/null || echo "$SECONDS")
  rm -f "${BACKGROUND_LOGS[$name]}" "${BACKGROUND_LOGS[$name]}.end"
  [[ $status == ok ]] || FAILED_STAGES+=("$name")
  local took=$((ended - BACKGROUND_STARTED[$name]))
  STAGE_LINES+=("$(printf '%-34s %6ss  %s' "$name (background)" "$took" "$status")")
  echo "=== ${name}: ${status} in ${took}s"
  [[ $status == ok ]]
}
