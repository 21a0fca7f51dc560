#!/usr/bin/env bash
# End-to-end test of the Counter example in a real terminal, driven through tmux.
#
# Needs: tmux (apt-get install -y tmux) and a built Counter (swift build --package-path Examples --product Counter).
# Usage: Examples/EndToEnd/counter-tmux.sh [path/to/Counter]
#
# Checks: keys reach the app and the screen follows (+, +, timer on, ticks, timer off, q);
# "Get fact" ends in a fact or an error alert, never a hang; the process exits with 0 on q,
# Ctrl-C and leaves the terminal in cooked mode (stty shows icanon and echo); SIGTERM and a
# crash still restore the terminal; without a terminal the app says so and exits non-zero;
# --record writes the session, and a --record path whose folder is missing is an error; --help
# exits with 0 and an unknown flag with 64, before the app starts.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-"$(swift build --show-bin-path)/Counter"}
[ -x "$BIN" ] || { echo "error: $BIN is not built (swift build --package-path Examples --product Counter)"; exit 1; }
command -v tmux >/dev/null || { echo "error: tmux is not installed (apt-get install -y tmux)"; exit 1; }

SOCKET="counter-e2e-$$-0"
COUNTER_ENV=""
CHANGES=$(mktemp)
on_exit() { rm -f "$CHANGES"; }
source EndToEnd/tmux-harness.sh

run_counter() {
  tmx send-keys -t e2e "$COUNTER_ENV '$BIN' $*; echo \"COUNTER_EXIT=\$?\"; stty -a | tr '\\n' ' ' | sed 's/^/STTY: /'; echo" Enter
  check "Counter starts and draws its screen" "Start timer \(t\)" 20
}
count() { screen | sed -n 3p | tr -d ' '; }

echo "== Counter: keys, timer, fact, quit"
start_shell
run_counter "--print-changes=$CHANGES"
tmx send-keys -t e2e "+"
check "+ increments to 1" "^ *1 *$"
tmx send-keys -t e2e "+"
check "+ increments to 2" "^ *2 *$"
tmx send-keys -t e2e "t"
check "t starts the timer" "Stop timer \(t\)"
check "the timer ticks" "^ *4 *$" 10
tmx send-keys -t e2e "t"
check "t stops the timer" "Start timer \(t\)"
stopped=$(count)
sleep 2.5
if [ "$(count)" = "$stopped" ]; then ok "the count stays at $stopped once the timer is stopped"; else fail "the timer kept running"; fi
tmx send-keys -t e2e "f"
# No network here (or a slow one): either a fact or the error alert, within the client's timeout.
check "f ends in a fact or an error alert" "Could not get a fact|^ *[0-9-]+ is " 25
if screen | grep -q "Could not get a fact"; then
  tmx send-keys -t e2e Escape
  if wait_gone "Could not get a fact" 5; then ok "Esc dismisses the alert"; else fail "Esc dismisses the alert"; fi
fi
tmx send-keys -t e2e "q"
check "q quits with status 0" "COUNTER_EXIT=0"
check_cooked "q"
if grep -q "incrementButtonTapped" "$CHANGES"; then ok "--print-changes wrote the actions to its file"; else fail "--print-changes wrote nothing"; fi

echo "== Counter: Ctrl-C"
start_shell
run_counter
tmx send-keys -t e2e C-c
check "Ctrl-C quits with status 0" "COUNTER_EXIT=0"
check_cooked "Ctrl-C"

echo "== Counter: SIGTERM"
start_shell
run_counter
kill -TERM "$(app_pid)"
check "SIGTERM ends it with status 143" "COUNTER_EXIT=143"
check_cooked "SIGTERM"

echo "== Counter: a crash (SIGSEGV)"
start_shell
# A signal sent with kill is not a fault that happens again when the handler returns, and
# the Swift runtime's backtracer then lets the process run on; without it, the default action
# ends the process once the terminal is restored.
COUNTER_ENV="SWIFT_BACKTRACE=enable=no"
run_counter
kill -SEGV "$(app_pid)"
check "a crash ends it with status 139" "COUNTER_EXIT=139" 30
check_cooked "crash"

echo "== Counter: not a terminal"
set +e
message=$("$BIN" </dev/null 2>&1 >/dev/null)
status=$?
set -e
if [ $status -ne 0 ] && grep -q "not a terminal" <<<"$message"; then
  ok "without a terminal it exits with $status: $message"
else
  fail "without a terminal: status $status, message '$message'"
fi

echo "== Counter: the command line: --help, an unknown flag"
set +e
help=$("$BIN" --help </dev/null 2>&1)
status=$?
set -e
if [ $status -eq 0 ] && grep -q "USAGE: Counter \[--print-changes \[<file>\]\]" <<<"$help"; then
  ok "--help prints the usage and exits with 0"
else
  fail "--help: status $status, output '$help'"
fi
set +e
message=$("$BIN" --bogus </dev/null 2>&1 >/dev/null)
status=$?
set -e
if [ $status -eq 64 ] && grep -q "Unknown option '--bogus'" <<<"$message"; then
  ok "an unknown flag exits with 64 and says which"
else
  fail "an unknown flag: status $status, message '$message'"
fi

echo "== Counter: --record to a folder that does not exist"
set +e
message=$("$BIN" --record "$CHANGES.missing/session.jsonl" </dev/null 2>&1 >/dev/null)
status=$?
set -e
if [ $status -eq 1 ] && grep -q "the folder .* does not exist" <<<"$message"; then
  ok "a bad --record path exits with 1 before starting: $message"
else
  fail "a bad --record path: status $status, message '$message'"
fi

echo "== Counter: --record writes the session"
RECORDING="$CHANGES.jsonl"
start_shell
run_counter "--record '$RECORDING'"
tmx send-keys -t e2e "+"
check "+ increments to 1" "^ *1 *$"
tmx send-keys -t e2e "q"
check "q quits with status 0" "COUNTER_EXIT=0"
if grep -q '"incrementButtonTapped"' "$RECORDING" 2>/dev/null && [ "$(wc -l <"$RECORDING")" -eq 2 ]; then
  ok "--record wrote the header and the action"
else
  fail "--record wrote: $(cat "$RECORDING" 2>/dev/null)"
fi
rm -f "$RECORDING"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
