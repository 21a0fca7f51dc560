#!/usr/bin/env bash
# Records a real Counter session under tmux (`Counter --record FILE`) into the fixture the
# examples' tests replay, and regenerates the test tca-recording writes from it.
#
# Needs: tmux, a built Counter (swift build --package-path Examples --product Counter) and a
# built tca-recording (swift build --product tca-recording, from the repository's root).
# Usage: Examples/EndToEnd/counter-record.sh [path/to/Counter] [path/to/tca-recording]
#
# The session: + + + - +, the timer started for two ticks and stopped, a fact asked for (f; an
# error alert without network, dismissed with Esc), then q. The generated test runs the timer's
# effect on a test clock advanced by the recorded times, and the fact's effect on the answer the
# number-fact client gave (the app records it: `_record(to:dependencies:)`).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-"$(swift build --show-bin-path)/Counter"}
TCA_RECORDING=${2:-"$(cd .. && swift build --show-bin-path)/tca-recording"}
[ -x "$BIN" ] || { echo "error: $BIN is not built (swift build --package-path Examples --product Counter)"; exit 1; }
[ -x "$TCA_RECORDING" ] || { echo "error: $TCA_RECORDING is not built (swift build --product tca-recording)"; exit 1; }
command -v tmux >/dev/null || { echo "error: tmux is not installed (apt-get install -y tmux)"; exit 1; }

FIXTURE="$PWD/Counter/CounterTests/Recordings/counter-session.jsonl"
TEST="$PWD/Counter/CounterTests/RecordedCounterSessionTests.swift"
SOCKET="counter-record-$$-0"
source EndToEnd/tmux-harness.sh

start_shell
tmx send-keys -t e2e "'$BIN' --record '$FIXTURE'; echo \"COUNTER_EXIT=\$?\"" Enter
check "Counter starts" "Start timer \(t\)" 20
for key in + + + - +; do
  tmx send-keys -t e2e "$key"
  sleep 0.2
done
check "the count is 3" "^ *3 *$"
tmx send-keys -t e2e t
check "the timer ticks twice" "^ *5 *$" 10
tmx send-keys -t e2e t
check "the timer stops" "Start timer \(t\)"
tmx send-keys -t e2e f
check "f ends in a fact or an error alert" "Could not get a fact|^ *[0-9-]+ is " 25
if screen | grep -q "Could not get a fact"; then
  tmx send-keys -t e2e Escape
  if wait_gone "Could not get a fact" 5; then ok "Esc dismisses the alert"; else fail "Esc dismisses the alert"; fi
fi
tmx send-keys -t e2e q
check "q quits with status 0" "COUNTER_EXIT=0"
((failed == 0)) || { echo "recording failed: $failed checks"; exit 1; }

"$TCA_RECORDING" "$FIXTURE" --module CounterKit --output "$TEST"
echo "recorded $(($(wc -l <"$FIXTURE") - 1)) actions into $FIXTURE; wrote $TEST"
