#!/usr/bin/env bash
# End-to-end test of `SyncUps --database` in real terminals, driven through tmux: two copies of
# the app on one SQLite file (and, when POSTGRES_URL is set, on one PostgreSQL database) show each
# other's changes while they run.
#
# Needs: tmux, a SyncUps built with the SQLite and Postgres traits
# (swift build --package-path Examples --traits SQLite,Postgres --product SyncUps), and for the
# PostgreSQL part a server (Scripts/with-postgres sets POSTGRES_URL) and psql.
# Usage: [Scripts/with-postgres] Examples/EndToEnd/syncups-database-tmux.sh [path/to/SyncUps]
#
# Checks: the first start imports the JSON file's sync-up into the database and leaves the file;
# a sync-up added in one copy appears in the other without a restart, both ways; after both quit,
# a new start lists everything from the database and imports nothing again; a sync-up added just
# before q or SIGTERM is in the database at the next start.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-"$(swift build --show-bin-path)/SyncUps"}
[ -x "$BIN" ] || { echo "error: $BIN is not built (swift build --package-path Examples --traits SQLite,Postgres --product SyncUps)"; exit 1; }
command -v tmux >/dev/null || { echo "error: tmux is not installed (apt-get install -y tmux)"; exit 1; }

SOCKET="syncups-db-e2e-$$-0"
DATA=$(mktemp -d)
on_exit() { rm -rf "$DATA"; }
source EndToEnd/tmux-harness.sh

other() { tmx capture-pane -p -J -t other; }
check_other() {
  local deadline=$((SECONDS + ${3:-5}))
  while ((SECONDS < deadline)); do
    other | grep -Eq -- "$2" && { ok "$1"; return 0; }
    sleep 0.05
  done
  fail "$1 (waited for /$2/ in the other copy: $(other))"
}

# A JSON file with one sync-up, as an earlier version of the app saved it.
FILE="$DATA/sync-ups.json"
cat >"$FILE" <<'JSON'
[{"id":"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF","attendees":[{"id":"00000000-0000-0000-0000-0000000000A1","name":"Blob"}],"duration":[3,4659767778871345152],"meetings":[],"theme":"orange","title":"Imported"}]
JSON
cp "$FILE" "$DATA/original.json"

# two_copies NAME DATABASE: the scenario on one database.
two_copies() {
  local name=$1 database=$2
  echo "== SyncUps --database $name: the first start imports the file"
  start_shell 100 30
  tmx send-keys -t e2e "'$BIN' --data '$FILE' --database '$database'; echo \"SYNCUPS_EXIT=\$?\"" Enter
  check "SyncUps starts and lists the imported sync-up" "\[ Imported · 1 attendee · 1 min · Orange \]" 30
  if cmp -s "$FILE" "$DATA/original.json"; then ok "the file is left as it was"; else fail "the file is left as it was"; fi

  echo "== SyncUps --database $name: two copies see each other's changes"
  tmx new-session -d -s other -x 100 -y 30 "'$BIN' --data '$FILE' --database '$database'"
  check_other "a second copy starts on the same database" "\[ Imported · " 30
  tmx send-keys -t e2e n
  check "n opens the form" "Add \(Ctrl-S\)"
  tmx send-keys -t e2e -l "From the first"
  tmx send-keys -t e2e C-s
  check "the first copy adds a sync-up" "\[ From the first · "
  check_other "the second copy shows it without a restart" "\[ From the first · "
  tmx send-keys -t other n
  check_other "n opens the form in the second copy" "Add \(Ctrl-S\)"
  tmx send-keys -t other -l "From the second"
  tmx send-keys -t other C-s
  check_other "the second copy adds a sync-up" "\[ From the second · "
  check "the first copy shows it without a restart" "\[ From the second · "
  tmx send-keys -t other q
  tmx send-keys -t e2e q
  check "q quits with status 0" "SYNCUPS_EXIT=0"

  echo "== SyncUps --database $name: a new start reads the database and imports nothing"
  start_shell 100 30
  tmx send-keys -t e2e "'$BIN' --data '$FILE' --database '$database' 2>'$DATA/stderr'; echo \"SYNCUPS_EXIT=\$?\"" Enter
  check "all three are listed" "\[ From the second · " 30
  check "with the imported one" "\[ Imported · "
  if grep -q "imported" "$DATA/stderr"; then fail "nothing is imported again: $(cat "$DATA/stderr")"; else ok "nothing is imported again"; fi

  echo "== SyncUps --database $name: a change just before q or SIGTERM is written"
  tmx send-keys -t e2e n
  check "n opens the form" "Add \(Ctrl-S\)"
  tmx send-keys -t e2e -l "Last"
  tmx send-keys -t e2e C-s q
  check "q quits with status 0" "SYNCUPS_EXIT=0"
  start_shell 100 30
  tmx send-keys -t e2e "'$BIN' --data '$FILE' --database '$database'; echo \"SYNCUPS_EXIT=\$?\"" Enter
  check "the sync-up added just before q is listed" "\[ Last · " 30
  tmx send-keys -t e2e n
  check "n opens the form" "Add \(Ctrl-S\)"
  tmx send-keys -t e2e -l "Terminated"
  tmx send-keys -t e2e C-s
  check "Ctrl-S adds the sync-up" "\[ Terminated · "
  kill -TERM "$(app_pid)"
  check "SIGTERM ends it with status 143" "SYNCUPS_EXIT=143"
  start_shell 100 30
  tmx send-keys -t e2e "'$BIN' --data '$FILE' --database '$database'; echo \"SYNCUPS_EXIT=\$?\"" Enter
  check "the sync-up added just before SIGTERM is listed" "\[ Terminated · " 30
  tmx send-keys -t e2e q
  check "q quits with status 0" "SYNCUPS_EXIT=0"
}

two_copies SQLite "sqlite:$DATA/sync-ups.sqlite"

if [ -n "${POSTGRES_URL:-}" ]; then
  # A database of its own on the server, so that other tests' rows are not in the way.
  psql -q "$POSTGRES_URL" -c "DROP DATABASE IF EXISTS syncups_e2e" -c "CREATE DATABASE syncups_e2e"
  two_copies PostgreSQL "${POSTGRES_URL%/*}/syncups_e2e"
else
  echo "== SyncUps --database postgres://…: skipped (POSTGRES_URL is not set; run through Scripts/with-postgres)"
fi

echo "== SyncUps --database: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
