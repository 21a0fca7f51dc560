#!/usr/bin/env bash
# SyncUps in the terminal under tmux, fed what a user never types:
#
#   bash Scripts/stress/syncups-terminal-chaos.sh PATH/TO/SyncUps [SECONDS]
#
# 1. Random keys for SECONDS (default 60): printable characters, Enter, Esc, Tab, arrows,
#    Backspace, Ctrl-S/N/D and pasted text (bracketed paste), a batch every 20 ms, with a
#    resize of the window every 100th batch. Ctrl-C, Ctrl-Z and Ctrl-\ are left out (they end or
#    stop the app, which is not a crash); `q` is sent as typed text too, so the app may quit on
#    its own and is started again.
# 2. A resize storm: 500 resizes in a row between 20x5 and 200x60.
# 3. A closed stdin: the app with </dev/null, and with a pipe closed after a few bytes (it
#    refuses both: not a terminal); and the terminal going away under the running app.
# Checks that the app never crashed (exit status 0 or ended by our quit) and that every time it
# ended the terminal was back in cooked mode. Uses a fresh --data file.
set -uo pipefail
binary=$1
seconds=${2:-60}
SOCKET="syncups-chaos-$$-0"
data=$(mktemp -d)/sync-ups.json
source "$(dirname "$0")/../../Examples/EndToEnd/tmux-harness.sh"
on_exit() { rm -rf "$(dirname "$data")"; }

# run_app: starts the app in the shell, at 80x24, after undoing what random keys did to the
# shell once the app had quit: Ctrl-S stopped its output (Ctrl-Q), Esc began a readline
# sequence (Ctrl-G), keys were typed into its line (Ctrl-U).
run_app() {
  tmx resize-window -t e2e -x 80 -y 24
  tmx send-keys -t e2e C-q C-g C-u
  tmx send-keys -t e2e "clear; $binary --data $data; echo \"EXIT: \$?\"; echo \"STTY: \$(stty -a | tr '\\n' ' ')\"" Enter
}

keys=(Enter Escape Tab Up Down Left Right BSpace C-s C-n C-d Home End PageUp PageDown F1 " " a b n e s d q 1 x Z é 中)
random_key() { echo "${keys[RANDOM % ${#keys[@]}]}"; }

crashes=0
starts=1
start_shell 80 24
# Ctrl-D typed into the shell after the app quit must not end the shell (and the tmux session).
tmx send-keys -t e2e "export IGNOREEOF=1000000" Enter
run_app
wait_for "Sync-ups|sync-ups" 20 || fail "SyncUps did not start"
deadline=$((SECONDS + seconds))
batches=0
while ((SECONDS < deadline)); do
  batches=$((batches + 1))
  if ((RANDOM % 50 == 0)); then
    # A bracketed paste of random bytes' text.
    tmx set-buffer -- "$(head -c 64 /dev/urandom | tr -dc 'a-zA-Z0-9 \n\t' )"
    tmx paste-buffer -p -t e2e
  else
    tmx send-keys -t e2e "$(random_key)" "$(random_key)" "$(random_key)" 2>/dev/null
  fi
  if ((batches % 100 == 0)); then
    tmx resize-window -t e2e -x $((20 + RANDOM % 180)) -y $((5 + RANDOM % 55))
  fi
  if screen | grep -q "^EXIT: "; then
    status=$(screen | grep -E "^EXIT: " | tail -1 | awk '{print $2}')
    if [ "$status" != "0" ]; then
      crashes=$((crashes + 1))
      fail "SyncUps ended with status $status under random keys"
    fi
    check_cooked "after random keys (run $starts)"
    starts=$((starts + 1))
    run_app
    wait_for "Sync-ups|sync-ups" 20 || fail "SyncUps did not start again"
  fi
  sleep 0.02
done
echo "random keys: $batches batches in $seconds s, the app started $starts times"

# The resize storm (with the app running: the last random keys may have quit it), then quit.
tmx resize-window -t e2e -x 80 -y 24
sleep 0.5
if [ -z "$(app_pid)" ]; then
  run_app
  wait_for "Sync-ups|sync-ups" 20 || fail "SyncUps did not start for the resize storm"
fi
pid=$(app_pid)
for _ in $(seq 500); do
  tmx resize-window -t e2e -x $((20 + RANDOM % 180)) -y $((5 + RANDOM % 55))
done
tmx resize-window -t e2e -x 80 -y 24
if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
  ok "SyncUps survived 500 resizes"
else
  fail "SyncUps ended during the resize storm"
fi
tmx send-keys -t e2e C-c
if wait_for "^EXIT: " 10; then
  status=$(screen | grep -E "^EXIT: " | tail -1 | awk '{print $2}')
  ok "SyncUps quit on Ctrl-C after the storm (exit $status)"
  check_cooked "after the resize storm"
else
  fail "SyncUps did not quit after the resize storm"
fi

# A closed stdin: from /dev/null, and from a pipe that closes.
# closed_stdin MARK DESCRIPTION COMMAND: runs COMMAND (the app, bounded by `timeout`) in the shell.
closed_stdin() {
  tmx send-keys -t e2e C-q C-g C-u
  tmx send-keys -t e2e "clear; $3; echo \"$1: \$?\"" Enter
  if ! wait_for "^$1: " 15; then
    fail "no result $2"
    return
  fi
  status=$(screen | grep -E "^$1: " | tail -1 | awk '{print $2}')
  if [ "$status" = "124" ]; then fail "$2 SyncUps hung (timeout)"
  elif ((status >= 128)); then fail "$2 SyncUps died by signal $((status - 128))"
  else ok "$2 SyncUps ended with status $status"; fi
}
closed_stdin NULL "with stdin at /dev/null" "timeout 10 $binary --data $data </dev/null"
closed_stdin PIPE "with stdin closed after two bytes" "printf 'nx' | timeout 10 $binary --data $data"

# The terminal going away under the running app (its tmux server killed: the tty hangs up and
# reads fail): the app must end, not spin on the closed input.
run_app
wait_for "Sync-ups|sync-ups" 20 || fail "SyncUps did not start before the hang-up"
pid=$(app_pid)
tmx kill-server
gone=""
for _ in $(seq 50); do
  if ! kill -0 "$pid" 2>/dev/null; then gone=1; break; fi
  sleep 0.1
done
if [ -n "$gone" ]; then ok "SyncUps ended when its terminal went away"; \
else fail "SyncUps still runs 5 s after its terminal went away"; kill -9 "$pid"; fi

echo "terminal chaos: $passed passed, $failed failed ($crashes crashes)"
((failed == 0))
