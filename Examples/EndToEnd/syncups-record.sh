#!/usr/bin/env bash
# Records a real SyncUps session under tmux (`SyncUps --record FILE`) into the fixture the
# examples' tests read: add a sync-up, open it, rename it, record a meeting and save it.
#
# Needs: tmux and a built SyncUps (swift build --package-path Examples --product SyncUps).
# Usage: Examples/EndToEnd/syncups-record.sh [path/to/SyncUps]
#
# The keys are syncups-tmux.sh's. The meeting's timer ticks on the real clock: the session waits
# for a few ticks, which the recording holds as actions received from an effect.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-"$(swift build --show-bin-path)/SyncUps"}
[ -x "$BIN" ] || { echo "error: $BIN is not built (swift build --package-path Examples --product SyncUps)"; exit 1; }
command -v tmux >/dev/null || { echo "error: tmux is not installed (apt-get install -y tmux)"; exit 1; }

FIXTURE="$PWD/SyncUps/SyncUpsTests/Recordings/syncups-session.jsonl"
SOCKET="syncups-record-$$-0"
DATA=$(mktemp -d)
on_exit() { rm -rf "$DATA"; }
source EndToEnd/tmux-harness.sh

start_shell 100 30
tmx send-keys -t e2e "'$BIN' --data '$DATA/sync-ups.json' --record '$FIXTURE'; echo \"SYNCUPS_EXIT=\$?\"" Enter
check "SyncUps starts" "Daily Sync-ups" 20
tmx send-keys -t e2e n
check "n opens the form" "Add \(Ctrl-S\)"
tmx send-keys -t e2e -l "Design"
tmx send-keys -t e2e Tab - - - - Tab Tab
tmx send-keys -t e2e -l "Blob"
tmx send-keys -t e2e C-s
check "Ctrl-S adds the sync-up" "\[ Design · 1 attendee · 1 min · Bubblegum \]"
tmx send-keys -t e2e Down Down Enter
check "Enter opens it" "Start meeting \(s\)"
tmx send-keys -t e2e e
check "e edits it" "Done \(Ctrl-S\)"
tmx send-keys -t e2e End
tmx send-keys -t e2e -l " Review"
tmx send-keys -t e2e C-s
check "Ctrl-S saves the new title" "^Design Review"
tmx send-keys -t e2e s
check "s starts a meeting" "Speaker 1 of 1: Blob"
check "the meeting's clock runs" "[2-9]s elapsed" 10
tmx send-keys -t e2e e
check "e asks to end the meeting" "End meeting\?"
tmx send-keys -t e2e Left Left Enter
check "Save and end goes back to the sync-up" "^ +\[ .*[0-9]{4}.* \]" 10
tmx send-keys -t e2e Escape
check "Esc goes back to the list" "\[ Design Review · 1 attendee · 1 min · Bubblegum \]"
tmx send-keys -t e2e q
check "q quits with status 0" "SYNCUPS_EXIT=0"
((failed == 0)) || { echo "recording failed: $failed checks"; exit 1; }
echo "recorded $(($(wc -l <"$FIXTURE") - 1)) actions into $FIXTURE"
