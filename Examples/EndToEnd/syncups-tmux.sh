#!/usr/bin/env bash
# End-to-end test of the SyncUps example in a real terminal, driven through tmux.
#
# Needs: tmux and a built SyncUps (swift build --package-path Examples --product SyncUps).
# Usage: Examples/EndToEnd/syncups-tmux.sh [path/to/SyncUps]
#
# Checks: a sync-up named from the keyboard is added, opened, renamed, and a short meeting is
# recorded and saved; after q and a new start it is all there, on the screen and in the JSON
# file; a change made just before SIGTERM or Ctrl-C is still saved; two copies on one file
# keep each other's changes; an unreadable file is kept aside and the app says where; --help
# and an unknown flag exit (0, 64) without starting the app or making its data folder.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-"$(swift build --show-bin-path)/SyncUps"}
[ -x "$BIN" ] || { echo "error: $BIN is not built (swift build --package-path Examples --product SyncUps)"; exit 1; }
command -v tmux >/dev/null || { echo "error: tmux is not installed (apt-get install -y tmux)"; exit 1; }

SOCKET="syncups-e2e-$$-0"
DATA=$(mktemp -d)
on_exit() { rm -rf "$DATA"; }
source EndToEnd/tmux-harness.sh
check_file() { if grep -Eq -- "$2" "$3"; then ok "$1"; else fail "$1 (/$2/ not in $3: $(cat "$3" 2>/dev/null))"; fi; }

run_syncups() {
  tmx send-keys -t e2e "'$BIN' --data '$1'; echo \"SYNCUPS_EXIT=\$?\"" Enter
  check "SyncUps starts and draws the list" "Daily Sync-ups" 20
}

FILE="$DATA/team/sync-ups.json"

echo "== SyncUps: add, open, rename, record, quit"
start_shell 100 30
run_syncups "$FILE"
check "an empty list says how to add" "No sync-ups yet"
tmx send-keys -t e2e n
check "n opens the form" "Add \(Ctrl-S\)"
tmx send-keys -t e2e -l "Design"
# Tab to the length stepper, 5 min down to 1, then past the theme to the attendee.
tmx send-keys -t e2e Tab - - - - Tab Tab
tmx send-keys -t e2e -l "Blob"
tmx send-keys -t e2e C-s
check "Ctrl-S adds the sync-up" "\[ Design · 1 attendee · 1 min · Bubblegum \]"
# The new sync-up is the focused row: ↓ stays in the list (it never reaches Quit), Enter opens it.
tmx send-keys -t e2e Down Down Enter
check "Enter opens the new sync-up, after ↓ stayed in the list" "Start meeting \(s\)"
tmx send-keys -t e2e e
check "e edits it in a sheet" "Done \(Ctrl-S\)"
tmx send-keys -t e2e End
tmx send-keys -t e2e -l " Review"
tmx send-keys -t e2e C-s
check "Ctrl-S saves the new title" "^Design Review"
tmx send-keys -t e2e s
check "s starts a meeting" "Speaker 1 of 1: Blob"
check "the meeting says speech recognition is unavailable" "Speech recognition is unavailable"
check "the meeting's clock runs" "[1-9]s elapsed" 10
tmx send-keys -t e2e e
check "e asks to end the meeting" "End meeting\?"
# Focus starts on Resume; ← ← reaches "Save and end".
tmx send-keys -t e2e Left Left Enter
check "Save and end goes back to the sync-up with the meeting" "^ +\[ .*[0-9]{4}.* \]" 10
tmx send-keys -t e2e Escape
check "Esc goes back to the list" "\[ Design Review · 1 attendee · 1 min · Bubblegum \]"
tmx send-keys -t e2e q
check "q quits with status 0" "SYNCUPS_EXIT=0"
check_file "the file has the new title" '"title":"Design Review"' "$FILE"
check_file "the file has the meeting, without a transcript" '"transcript":""' "$FILE"
check_file "the file has the attendee" '"name":"Blob"' "$FILE"

echo "== SyncUps: it is all there after a restart"
start_shell 100 30
run_syncups "$FILE"
check "the sync-up is listed" "\[ Design Review · 1 attendee · 1 min · Bubblegum \]"
tmx send-keys -t e2e Enter
check "its meeting is listed" "^ +\[ .*[0-9]{4}.* \]"
tmx send-keys -t e2e Enter
check "the meeting opens" "No transcript"
# Keys sent apart: Esc followed at once by another key reads as Alt and that key.
tmx send-keys -t e2e Escape
check "Esc goes back to the sync-up" "Start meeting \(s\)"
tmx send-keys -t e2e Escape
check "Esc goes back to the list" "New sync-up \(n\)"
tmx send-keys -t e2e q
check "q quits with status 0" "SYNCUPS_EXIT=0"

echo "== SyncUps: a change just before SIGTERM is saved"
start_shell 100 30
run_syncups "$FILE"
tmx send-keys -t e2e n
check "n opens the form" "Add \(Ctrl-S\)"
tmx send-keys -t e2e -l "Urgent"
tmx send-keys -t e2e C-s
check "Ctrl-S adds the sync-up" "\[ Urgent · "
kill -TERM "$(app_pid)"
check "SIGTERM ends it with status 143" "SYNCUPS_EXIT=143"
check_file "the file has the sync-up added just before" '"title":"Urgent"' "$FILE"

echo "== SyncUps: a change just before Ctrl-C is saved"
start_shell 100 30
run_syncups "$FILE"
tmx send-keys -t e2e n
check "n opens the form" "Add \(Ctrl-S\)"
tmx send-keys -t e2e -l "Interrupted"
tmx send-keys -t e2e C-s
check "Ctrl-S adds the sync-up" "\[ Interrupted · "
tmx send-keys -t e2e C-c
check "Ctrl-C ends it with status 0" "SYNCUPS_EXIT=0"
check_file "the file has the sync-up added just before" '"title":"Interrupted"' "$FILE"

echo "== SyncUps: two copies on one file load each other's changes"
SHARED="$DATA/shared/sync-ups.json"
start_shell 100 30
run_syncups "$SHARED"
tmx new-session -d -s other -x 100 -y 30 "'$BIN' --data '$SHARED'"
other() { tmx capture-pane -p -J -t other; }
wait_other() {
  local deadline=$((SECONDS + 10))
  while ((SECONDS < deadline)); do
    other | grep -Eq -- "$1" && return 0
    sleep 0.1
  done
  return 1
}
# wait_file PATTERN: until the file matches (saves are written a second after a change).
wait_file() {
  local deadline=$((SECONDS + 10))
  while ((SECONDS < deadline)); do
    grep -Eq -- "$1" "$SHARED" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}
if wait_other "Daily Sync-ups"; then ok "a second copy starts"; else fail "a second copy starts"; fi
tmx send-keys -t e2e n
check "n opens the form" "Add \(Ctrl-S\)"
tmx send-keys -t e2e -l "First"
tmx send-keys -t e2e C-s
if wait_file '"title":"First"'; then ok "the first copy saves"; else fail "the first copy saves"; fi
# Give the second copy a moment to load the change, then add to it.
sleep 1
tmx send-keys -t other n
tmx send-keys -t other -l "Second"
tmx send-keys -t other C-s
if wait_file '"title":"Second"'; then ok "the second copy saves"; else fail "the second copy saves"; fi
check_file "the second copy's save kept the first copy's sync-up" '"title":"First"' "$SHARED"
tmx send-keys -t e2e q
check "q quits with status 0" "SYNCUPS_EXIT=0"
check_file "quitting the first copy kept the second's sync-up" '"title":"Second"' "$SHARED"
tmx send-keys -t other q

echo "== SyncUps: an unreadable file is kept aside"
BROKEN="$DATA/broken/sync-ups.json"
mkdir -p "$(dirname "$BROKEN")"
echo "{ not sync-ups" >"$BROKEN"
start_shell 100 30
run_syncups "$BROKEN"
check "the app names where the old file went" "broken/sync-ups\.unreadable-[0-9-]+\.json"
check "and starts with an empty list" "No sync-ups yet"
tmx send-keys -t e2e q
check "q quits with status 0" "SYNCUPS_EXIT=0"
if grep -q "not sync-ups" "$DATA"/broken/sync-ups.unreadable-*; then
  ok "the unreadable contents are kept"
else
  fail "the unreadable contents are kept"
fi

echo "== SyncUps: the command line (--help, mistakes) starts nothing and makes no file"
HOME_DATA="$DATA/xdg"
set +e
help=$(XDG_DATA_HOME="$HOME_DATA" "$BIN" --help </dev/null 2>&1)
status=$?
set -e
if [ $status -eq 0 ] && grep -q "USAGE: SyncUps \[--data <path>\]" <<<"$help" && [ ! -e "$HOME_DATA" ]; then
  ok "--help prints the usage, exits with 0 and makes no data folder"
else
  fail "--help: status $status, data folder $(ls -d "$HOME_DATA" 2>/dev/null || echo none), output '$help'"
fi
set +e
message=$(XDG_DATA_HOME="$HOME_DATA" "$BIN" --bogus </dev/null 2>&1 >/dev/null)
status=$?
set -e
if [ $status -eq 64 ] && grep -q "Unknown option '--bogus'" <<<"$message" && [ ! -e "$HOME_DATA" ]; then
  ok "an unknown flag exits with 64 and says which"
else
  fail "an unknown flag: status $status, message '$message'"
fi

echo "== SyncUps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
