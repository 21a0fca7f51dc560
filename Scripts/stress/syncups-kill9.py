#!/usr/bin/env python3
"""`kill -9` of `SyncUps --web` mid-session: is anything the browser saw acknowledged lost?

    python3 Scripts/stress/syncups-kill9.py PATH/TO/SyncUps [ROUNDS]

(`SyncUps` built with `swift build --package-path Examples --traits Web`.) Each round starts the
server on a loopback port with a fresh `--data` file, adds sync-ups over the page's WebSocket
as a browser does (New sync-up, type a title, Add), and counts a sync-up as acknowledged once
the page's patch shows it in the list. It then sends SIGKILL — at once after the last
acknowledgement, or after a pause — restarts the server on the same file, and reads the list a
new page shows and the file itself. Prints, per round, what was acknowledged and what survived.
Exits 1 if anything acknowledged was lost.

Cases: one add then kill at once; two adds within a second then kill at once; two adds, then a
pause of 1.5 s (longer than file storage's one-second hold-back) before the kill.
"""

import json
import os
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
import webwire  # noqa: E402


def add(port, title):
    """Adds a sync-up in a new tab; returns once the page shows it."""
    _, _, html = webwire.page(port)
    session, version = webwire.session_of(html)
    controls = webwire.Controls()
    controls.learn(html)
    ws = webwire.WebSocket(port, session, version)
    assert ws.status.startswith("HTTP/1.1 101"), ws.status
    ws.send_event(controls["New sync-up"])
    while "Title" not in controls.by_text or "Add" not in controls.by_text:
        controls.learn_frame(ws.read_text(timeout=10))
    ws.send_event(controls["Title"], "input", title)
    # The field's echo (its value attribute), before the click, so that it is not taken for
    # the list's row.
    try:
        while title not in ws.read_text(timeout=2):
            pass
    except OSError:
        pass
    ws.send_event(controls["Add"])
    deadline = time.time() + 10
    while time.time() < deadline:
        if title in ws.read_text(timeout=10):
            ws.close()
            return
    raise RuntimeError(f"{title} was never shown in the list")


def survivors(port, data):
    _, _, html = webwire.page(port)
    try:
        with open(data) as file:
            stored = file.read()
    except FileNotFoundError:
        stored = ""
    return html, stored


def round_(binary, titles, pause):
    folder = tempfile.mkdtemp(prefix="syncups-kill9-")
    data = os.path.join(folder, "sync-ups.json")
    command = [binary, "--web", "127.0.0.1:0", "--data", data]
    process, port = webwire.start(command, "serving http")
    acknowledged = []
    for title in titles:
        add(port, title)
        acknowledged.append(title)
    time.sleep(pause)
    process.send_signal(signal.SIGKILL)
    process.wait()
    process, port = webwire.start(command, "serving http")
    try:
        html, stored = survivors(port, data)
    finally:
        process.terminate()
        process.wait()
    lost = [t for t in acknowledged if t not in stored]
    shown = [t for t in acknowledged if t in html]
    return acknowledged, lost, shown


def main():
    binary = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    cases = [("one add, kill at once", 1, 0.0), ("two adds, kill at once", 2, 0.0),
             ("two adds, kill after 1.5 s", 2, 1.5)]
    failed = False
    for name, count, pause in cases:
        for index in range(rounds):
            titles = [f"Kill{index}x{n}" for n in range(count)]
            acknowledged, lost, shown = round_(binary, titles, pause)
            result = "ok" if not lost else "LOST " + ", ".join(lost)
            print(f"{name} #{index + 1}: acknowledged {len(acknowledged)}, "
                  f"in the file after restart {len(acknowledged) - len(lost)}, "
                  f"shown by a new page {len(shown)}: {result}", flush=True)
            failed = failed or bool(lost)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
