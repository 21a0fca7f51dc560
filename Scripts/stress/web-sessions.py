#!/usr/bin/env python3
"""Many concurrent sessions against the web counter (`WebCounterDemo`), on loopback, bounded:

    python3 Scripts/stress/web-sessions.py PATH/TO/WebCounterDemo [SESSIONS] [SECONDS] [RATE]

Opens SESSIONS tabs (default 1,000: a page load and a WebSocket each), then for SECONDS (default
60) clicks in them at RATE clicks per second in all (default 200, spread over the tabs in turn)
and times each click until its patch arrives. One more tab ("the stalled client") clicks as fast
as the rate limit lets it and never reads its socket. Prints the server's resident memory after
the tabs opened and at the end, the clicks' latency (p50, p99, max) and whether every tab's last
patch shows the count its clicks made. Exits 1 if a click went unanswered. With `--no-stalled`
after the numbers, without the stalled client (the baseline).

A client that never reads never answers the server's pings either, so the server closes it
within a minute or so (no pong within the ping period); the script then opens another stalled
client at once, so that one is stalling for the whole run, and says how often that happened.
Prints a line a minute: the server's RSS and the last minute's p50/p99.
"""

import os
import selectors
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import webwire  # noqa: E402


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0


def receive(tab, latencies):
    """Reads the frames a tab's socket has; times the oldest click each patch answers."""
    ws = tab["ws"]
    while True:
        try:
            opcode, payload = ws.read_frame(timeout=30)
        except TimeoutError:
            # A frame begun and not finished within 30 s.
            tab["stalls"] = tab.get("stalls", 0) + 1
            return
        if opcode == 9:
            ws.sock.sendall(ws.frame(0xA, payload))
        elif opcode == 8:
            raise ConnectionError("the server closed a tab's socket")
        elif opcode == 1:
            tab["last"] = payload
            if tab["sent"]:
                latencies.append((time.perf_counter() - tab["sent"].pop(0)) * 1000)
        # Frames that came in the same read are not signalled again.
        if not ws.buffer:
            return


def main():
    stalling = "--no-stalled" not in sys.argv
    sys.argv = [a for a in sys.argv if a != "--no-stalled"]
    binary = sys.argv[1]
    sessions = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 60
    rate = float(sys.argv[4]) if len(sys.argv) > 4 else 200
    # Each tab is a socket here and one in the server (which inherits the limit).
    import resource
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))
    process, port = webwire.start([binary, "--port", "0"], "listening on")
    try:
        idle = rss_mib(process.pid)
        opened = time.time()
        tabs = []
        for _ in range(sessions):
            ws, controls, _ = webwire.open_tab(port)
            tabs.append({"ws": ws, "plus": controls["+"], "clicks": 0, "sent": [], "last": ""})
        opened = time.time() - opened
        # The stalled client: a tab that sends and never reads.
        def stalled_client():
            _, _, html = webwire.page(port)
            session, version = webwire.session_of(html)
            controls = webwire.Controls()
            controls.learn(html)
            client = webwire.WebSocket(port, session, version)
            client.sock.setblocking(False)
            return client, controls["+"]

        stalled, stalled_plus = stalled_client()
        stalled_since = time.time()
        cut_offs = []
        start_rss = rss_mib(process.pid)
        print(f"{sessions} tabs open in {opened:.1f} s; server RSS idle {idle:.1f} MiB, "
              f"with the tabs {start_rss:.1f} MiB", flush=True)

        selector = selectors.DefaultSelector()
        for index, tab in enumerate(tabs):
            tab["ws"].sock.setblocking(True)
            tab["ws"].sock.settimeout(10)
            selector.register(tab["ws"].sock, selectors.EVENT_READ, index)
        latencies = []
        unanswered = 0
        stalled_sent = 0
        began = time.time()
        next_click = began
        turn = 0
        minute_mark, minute_start = began + 60, 0
        while time.time() - began < seconds:
            now = time.time()
            if now >= minute_mark:
                recent = sorted(latencies[minute_start:])
                if recent:
                    print(f"  minute {int((now - began) // 60)}: server RSS {rss_mib(process.pid):.1f} MiB, "
                          f"click→patch p50 {recent[len(recent) // 2]:.1f} ms, "
                          f"p99 {recent[min(len(recent) - 1, int(len(recent) * 0.99))]:.1f} ms", flush=True)
                minute_mark, minute_start = minute_mark + 60, len(latencies)
            if now >= next_click:
                tab = tabs[turn % sessions]
                turn += 1
                tab["ws"].send_event(tab["plus"])
                tab["clicks"] += 1
                tab["sent"].append(time.perf_counter())
                next_click += 1 / rate
            if stalling and stalled_sent < (now - began) * 40:
                # The stalled client, at 40 clicks a second: under the rate limit (50), so that
                # it is not cut off as a flood and the server keeps writing patches it never reads.
                try:
                    stalled.sock.send(stalled.frame(1, (
                        '{"t":"event","c":"%s","e":"click","v":""}' % stalled_plus).encode()))
                    stalled_sent += 1
                except BlockingIOError:
                    pass
                except OSError:
                    # The server closed it (no pong): another takes its place.
                    cut_offs.append(time.time() - stalled_since)
                    stalled.sock.close()
                    stalled, stalled_plus = stalled_client()
                    stalled_since = time.time()

            for key, _ in selector.select(timeout=max(0, next_click - time.time())):
                receive(tabs[key.data], latencies)
        # Whatever is still due.
        deadline = time.time() + 10
        while any(tab["sent"] for tab in tabs) and time.time() < deadline:
            for key, _ in selector.select(timeout=1):
                receive(tabs[key.data], latencies)
        unanswered = sum(len(tab["sent"]) for tab in tabs)
        stalls = sum(tab.get("stalls", 0) for tab in tabs)
        wrong = sum(1 for tab in tabs if tab["clicks"] and f"Count: {tab['clicks']}" not in tab["last"])
        end_rss = rss_mib(process.pid)
        latencies.sort()

        def pick(q):
            return latencies[min(len(latencies) - 1, int(len(latencies) * q))]

        print(f"{len(latencies)} clicks in {seconds:.0f} s over {sessions} tabs; click→patch "
              f"p50 {pick(0.5):.1f} ms, p99 {pick(0.99):.1f} ms, max {latencies[-1]:.1f} ms; "
              f"{unanswered} unanswered, {stalls} frames stalled over 30 s; {wrong} tabs whose last patch is not their count", flush=True)
        print(f"the stalled clients sent {stalled_sent} clicks and read nothing; the server closed "
              f"{len(cut_offs)} of them, after " + ", ".join(f"{t:.0f}" for t in cut_offs) + " s"
              if cut_offs else
              f"the stalled client sent {stalled_sent} clicks and read nothing", flush=True)
        print(f"server RSS with the tabs {start_rss:.1f} MiB → at the end {end_rss:.1f} MiB",
              flush=True)
        for tab in tabs:
            tab["ws"].sock.close()
        stalled.sock.close()
        sys.exit(1 if unanswered or wrong else 0)
    finally:
        process.kill()


if __name__ == "__main__":
    main()
