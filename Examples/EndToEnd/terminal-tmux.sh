#!/usr/bin/env bash
# End-to-end test of the terminal runner in a real terminal, driven through tmux, with the
# TerminalProbe app (a text field, a button that blocks the main actor for 5 s, a reducer that
# prints its changes to standard output).
#
# Needs: tmux and a built TerminalProbe (swift build --package-path Examples --product TerminalProbe).
# Usage: Examples/EndToEnd/terminal-tmux.sh [path/to/TerminalProbe]
#
# Checks: a bracketed paste lands in the text field as text (its newline dropped, its q and
# Enter neither quitting nor submitting); printed output never reaches the screen and the app
# says where it went; Ctrl-Z suspends with the terminal restored and `fg` repaints; Ctrl-C
# and SIGTERM end a busy app quickly with the terminal restored.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-"$(swift build --show-bin-path)/TerminalProbe"}
[ -x "$BIN" ] || { echo "error: $BIN is not built (swift build --package-path Examples --product TerminalProbe)"; exit 1; }
command -v tmux >/dev/null || { echo "error: tmux is not installed (apt-get install -y tmux)"; exit 1; }

SOCKET="probe-e2e-$$-0"
source EndToEnd/tmux-harness.sh
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

run_probe() {
  tmx send-keys -t e2e "'$BIN'; echo \"PROBE_EXIT=\$?\"; stty -a | tr '\\n' ' ' | sed 's/^/STTY: /'; echo" Enter
  check "the probe starts and draws its screen" "Length: 0 Submitted: 0" 20
}

echo "== paste, typing and printed output"
start_shell
run_probe
tmx set-buffer -- $'pasted\nq line'
tmx paste-buffer -p -t e2e
check "a paste goes into the text field, its newline dropped" "\[pastedq line" 5
check "the paste neither quits nor submits" "Length: 12 Submitted: 0" 5
tmx send-keys -t e2e "!" Enter
check "typing and Enter still work" "Length: 13 Submitted: 1" 5
if screen | grep -q "received action"; then fail "printed changes reached the screen"; else ok "printed changes stay off the screen"; fi
tmx send-keys -t e2e Escape
check "Esc quits with status 0" "PROBE_EXIT=0"
check "the app says where its printed output went" "Output printed while the app ran is in /"
log=$(screen | grep -Eo "is in /[^ ]+\.log" | head -1 | sed 's/^is in //')
if [ -n "$log" ] && grep -q "received action" "$log"; then ok "the printed changes are in $log"; else fail "no printed changes in '$log'"; fi
[ -n "$log" ] && rm -f "$log"
check_cooked "Esc"

echo "== suspend and resume"
start_shell
# Alone on its command line: bash runs the rest of a list as soon as its first command stops.
tmx send-keys -t e2e "'$BIN'" Enter
check "the probe starts and draws its screen" "Length: 0 Submitted: 0" 20
tmx send-keys -t e2e "abc"
check "typed text shows" "Length: 3" 5
tmx send-keys -t e2e C-z
check "Ctrl-Z stops the app and gives the shell back" "Stopped" 5
tmx send-keys -t e2e "clear; stty -a | tr '\\n' ' ' | sed 's/^/STTY: /'; echo" Enter
check_cooked "suspended"
tmx send-keys -t e2e "clear; fg" Enter
check "fg repaints the whole screen" "Length: 3 Submitted: 0" 5
check "fg shows the text field again" "\[abc" 5
tmx send-keys -t e2e "d"
check "keys work again after fg (raw mode)" "Length: 4" 5
tmx send-keys -t e2e Escape
wait_gone "Length: 4" 5 || true
tmx send-keys -t e2e "echo \"PROBE_EXIT=\$?\"; stty -a | tr '\\n' ' ' | sed 's/^/STTY: /'; echo" Enter
check "Esc quits after a suspension" "PROBE_EXIT=0"
check_cooked "after resume"

echo "== Ctrl-C while busy"
start_shell
# Alone on its command line: bash abandons the rest of a list whose command died of SIGINT.
tmx send-keys -t e2e "'$BIN'" Enter
check "the probe starts and draws its screen" "Length: 0 Submitted: 0" 20
tmx send-keys -t e2e C-b
sleep 0.3
start=$(now_ms)
tmx send-keys -t e2e C-c
if wait_gone "Submitted:" 3; then
  ok "Ctrl-C ends a busy app after $(( $(now_ms) - start )) ms, tmux round trips included"
else
  fail "Ctrl-C did not end the busy app"
fi
tmx send-keys -t e2e "echo \"PROBE_EXIT=\$?\"; stty -a | tr '\\n' ' ' | sed 's/^/STTY: /'; echo" Enter
check "it died of SIGINT (status 130)" "PROBE_EXIT=130"
check_cooked "Ctrl-C while busy"

echo "== SIGTERM while busy"
start_shell
run_probe
tmx send-keys -t e2e C-b
sleep 0.3
start=$(now_ms)
kill -TERM "$(app_pid)"
if wait_for "PROBE_EXIT=143" 3; then
  ok "SIGTERM ends a busy app (status 143) after $(( $(now_ms) - start )) ms, tmux round trips included"
else
  fail "SIGTERM did not end the busy app"
fi
check_cooked "SIGTERM while busy"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
