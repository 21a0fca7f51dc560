# Sourced by the end-to-end scripts: one tmux server (socket) per scenario, so a server still
# shutting down is never reused, and checks that read its screen.
#
# Before sourcing, a script sets SOCKET (e.g. "counter-e2e-$$-0"); it may define `on_exit`,
# which runs after the server is killed when the script ends.

tmx() { tmux -L "$SOCKET" "$@"; }
cleanup() {
  tmx kill-server 2>/dev/null || true
  if declare -F on_exit >/dev/null; then on_exit; fi
}
trap cleanup EXIT

passed=0
failed=0
screen() { tmx capture-pane -p -J -t e2e; }
fail() {
  echo "FAIL: $1"
  echo "---- screen ----"; screen; echo "----------------"
  failed=$((failed + 1))
}
ok() { echo "ok: $1"; passed=$((passed + 1)); }

# wait_for PATTERN SECONDS: until a line of the screen matches the extended regex.
wait_for() {
  local deadline=$((SECONDS + $2))
  while ((SECONDS < deadline)); do
    screen | grep -Eq -- "$1" && return 0
    sleep 0.05
  done
  return 1
}
# wait_gone PATTERN SECONDS: until no line of the screen matches.
wait_gone() {
  local deadline=$((SECONDS + $2))
  while ((SECONDS < deadline)); do
    screen | grep -Eq -- "$1" || return 0
    sleep 0.05
  done
  return 1
}
# check DESCRIPTION PATTERN [SECONDS]: passes once the screen shows PATTERN (5 s by default).
check() { if wait_for "$2" "${3:-5}"; then ok "$1"; else fail "$1 (waited for /$2/)"; fi; }

# start_shell [COLUMNS ROWS]: a new server with a plain shell in a terminal of that size
# (80x24 by default); the app runs in it, then the shell reports how it ended.
start_shell() {
  tmx kill-server 2>/dev/null || true
  SOCKET="${SOCKET%-*}-$((${SOCKET##*-} + 1))"
  tmx new-session -d -s e2e -x "${1:-80}" -y "${2:-24}" \
    "env -i PATH=$PATH HOME=${HOME:-/root} TMPDIR=${TMPDIR:-/tmp} TERM=xterm-256color bash --norc --noprofile"
  tmx send-keys -t e2e "clear" Enter
}

# check_cooked NAME: the `stty -a` line the shell printed after the app shows a restored terminal.
check_cooked() {
  local stty
  if wait_for "^STTY: " 5; then
    stty=$(screen | grep -E "^STTY: " | tail -1)
    if grep -Eq "(^| )icanon( |$)" <<<"$stty" && grep -Eq "(^| )echo( |$)" <<<"$stty"; then
      ok "$1: terminal is back in cooked mode (icanon echo)"
    else
      fail "$1: terminal not restored: $stty"
    fi
  else
    fail "$1: no stty report"
  fi
}

# The process id of the app running in the shell.
app_pid() { pgrep -P "$(tmx display-message -p -t e2e "#{pane_pid}")" | head -1; }
