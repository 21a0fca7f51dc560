#!/usr/bin/env python3
"""Faults against the web counter (`WebCounterDemo`), on loopback, bounded:

    python3 Scripts/stress/web-faults.py PATH/TO/WebCounterDemo

1. Half-open sockets: 200 connections that send half a request head and go silent, and 50
   WebSockets that connect and never read or send; a normal tab meanwhile loads its page and
   clicks, and its click→patch latency is measured.
2. Slow clients: a connection that sends nothing, one that sends its head a byte every 0.5 s,
   and a kept-alive one whose next head comes a byte every 0.5 s after its first response: the
   server closes each within its request-head timeout (10 s) plus a second.
3. Oversized and malformed frames: a message over the 16 KiB limit in one frame and in
   fragments (closed with 1009); an unmasked frame and a continuation without a start (closed);
   a message in 10 fragments with a ping between them (applied).
4. A reconnect storm: 500 connects to one session (each reads its first frame and closes) from
   8 threads; then the tab's count must be what its clicks made.
5. Borrowed and hoarded sessions: a socket opened with what a tab's link carries (its session
   id, and its form token as a key) is refused and the tab's socket stays; a socket that sends
   1,000 events a second is closed (1008) within 5 s; about 10,500 page loads (more than the
   server's 10,000 sessions, from 8 threads, in a server of their own) leave room for a new tab.
After each, the server must still serve a page and a click, and at the end SIGTERM — with 20
clients sending heads a byte at a time and one WebSocket that never reads — must end it within
the shutdown grace period (5 s) plus a second. Prints figures; exits 1 on a failure.

With `--quick`, only 2, 3, 4 and 5 without its page loads (about 35 s, most of it waiting out
the timeouts; CI runs it).
"""

import os
import re
import signal
import socket
import struct
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
import webwire  # noqa: E402

failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        failures.append(message)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def click_latency(ws, controls, clicks=20):
    """Milliseconds from each click to its patch."""
    times = []
    for _ in range(clicks):
        started = time.perf_counter()
        ws.send_event(controls["+"])
        ws.read_text(timeout=10)
        times.append((time.perf_counter() - started) * 1000)
    return times


def still_serves(port, what):
    try:
        ws, controls, _ = webwire.open_tab(port)
        click_latency(ws, controls, 1)
        ws.close()
        check(True, f"after {what}: a new tab loads and its click is answered")
    except Exception as error:  # noqa: BLE001
        check(False, f"after {what}: a new tab failed: {error!r}")


def half_open(port, pid):
    print("== half-open sockets", flush=True)
    before = rss_kib(pid)
    heads = []
    for _ in range(200):
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        heads.append(s)
    silent = []
    for _ in range(50):
        _, _, html = webwire.page(port)
        session, version = webwire.session_of(html)
        ws = webwire.WebSocket(port, session, version)
        ws.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        silent.append(ws)
    ws, controls, _ = webwire.open_tab(port)
    times = click_latency(ws, controls, 50)
    ws.close()
    times.sort()
    print(f"     with 200 half-sent heads and 50 silent sockets: click→patch p50 "
          f"{times[len(times) // 2]:.1f} ms, p99 {times[int(len(times) * 0.99)]:.1f} ms; "
          f"server RSS {before // 1024} → {rss_kib(pid) // 1024} MiB", flush=True)
    check(times[int(len(times) * 0.99)] < 1000, "clicks answered within a second meanwhile")
    for s in heads:
        s.close()
    for ws in silent:
        ws.sock.close()
    still_serves(port, "half-open sockets")


REQUEST_HEAD_TIMEOUT = 10  # WebConfiguration's default


class Dripper(threading.Thread):
    """A connection that sends `prefix` (and reads its whole response if `answered`), then `head`
    a byte every `interval` seconds (forever if it is never closed), and notes when the server
    closed it, counted from the end of the prefix."""

    def __init__(self, port, head, prefix=b"", interval=0.5, answered=True):
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.head, self.prefix, self.interval = head, prefix, interval
        self.answered = answered
        self.opened = time.time()
        self.closed_after = None
        self.received = b""

    def run(self):
        try:
            if self.prefix and not self.answered:
                self.sock.sendall(self.prefix)
                self.opened = time.time()
            elif self.prefix:
                self.sock.sendall(self.prefix)
                # The first response, in full (its length is in its head), before the drip.
                while b"\r\n\r\n" not in self.received:
                    self.received += self.sock.recv(65536)
                head, _, body = self.received.partition(b"\r\n\r\n")
                length = int(re.search(rb"(?i)content-length: *([0-9]+)", head).group(1))
                while len(body) < length:
                    body += self.sock.recv(65536)
                self.opened = time.time()
            index = 0
            while True:
                self.sock.settimeout(self.interval)
                try:
                    if self.sock.recv(65536) == b"":
                        break
                except socket.timeout:
                    pass
                if self.head:
                    self.sock.sendall(self.head[index % len(self.head):index % len(self.head) + 1])
                    index += 1
        except OSError:
            pass
        self.closed_after = time.time() - self.opened


def slow_clients(port):
    print("== slow clients", flush=True)
    endless = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: " + b"a" * 4096
    clients = {
        "a connection that sends nothing": Dripper(port, b""),
        "a head sent a byte every 0.5 s": Dripper(port, endless),
        "a kept-alive connection's next head, a byte every 0.5 s": Dripper(
            port, endless,
            prefix=b"GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
        # The body's deadline (`requestBodyTimeout`, also 10 s) runs from the end of the head.
        "a form post's body, a byte every 0.5 s": Dripper(
            port, b"a" * 4096, answered=False,
            prefix=b"POST /.tca/event HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4096\r\n\r\n"),
        "a page request's unread body, a byte every 0.5 s": Dripper(
            port, b"a" * 4096, answered=False,
            prefix=b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4096\r\n\r\n"),
    }
    for client in clients.values():
        client.start()
    for client in clients.values():
        client.join(REQUEST_HEAD_TIMEOUT + 5)
    for name, client in clients.items():
        after = client.closed_after
        check(after is not None and REQUEST_HEAD_TIMEOUT - 0.5 <= after <= REQUEST_HEAD_TIMEOUT + 1,
              f"{name}: closed by the server after "
              + (f"{after:.1f} s" if after is not None else f"more than {REQUEST_HEAD_TIMEOUT + 5} s"))
        client.sock.close()
    still_serves(port, "slow clients")


def close_code(ws, timeout=10):
    try:
        while True:
            opcode, payload = ws.read_frame(timeout)
            if opcode == 8:
                return struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
    except (ConnectionError, OSError):
        return "dropped"


def frames(port):
    print("== oversized, fragmented and malformed frames", flush=True)
    big = b"x" * (17 * 1024)
    ws, _, _ = webwire.open_tab(port)
    ws.sock.sendall(ws.frame(1, big))
    check(close_code(ws) == 1009, "a 17 KiB message in one frame is closed with 1009")

    ws, _, _ = webwire.open_tab(port)
    for index in range(17):
        ws.sock.sendall(ws.frame(1 if index == 0 else 0, big[:1024], fin=index == 16))
    check(close_code(ws) == 1009, "a 17 KiB message in 17 fragments is closed with 1009")

    ws, _, _ = webwire.open_tab(port)
    ws.sock.sendall(ws.frame(1, b'{"t":"nav","u":"/"}', mask=False))
    code = close_code(ws)
    check(code in (1002, "dropped"), f"an unmasked frame is refused (close {code})")

    ws, _, _ = webwire.open_tab(port)
    ws.sock.sendall(ws.frame(0, b"orphan"))
    code = close_code(ws)
    check(code in (1002, "dropped"), f"a continuation without a start is refused (close {code})")

    ws, controls, _ = webwire.open_tab(port)
    message = ('{"t":"event","c":"%s","e":"click","v":""}' % controls["+"]).encode()
    pieces = [message[i:i + 4] for i in range(0, len(message), 4)][:9]
    pieces.append(message[4 * 9:])
    for index, piece in enumerate(pieces):
        ws.sock.sendall(ws.frame(1 if index == 0 else 0, piece, fin=index == len(pieces) - 1))
        if index == 4:
            ws.sock.sendall(ws.frame(9, b"ping"))
    try:
        answer = ws.read_text(timeout=10)
        check("Count: 1" in answer, "a click in 10 fragments with a ping between them is applied")
    except Exception as error:  # noqa: BLE001
        check(False, f"a fragmented click: {error!r}")
    ws.close()
    still_serves(port, "bad frames")


def in_threads(worker, count=8):
    """Runs `worker` in `count` threads at once; returns the seconds until all ended."""
    started = time.time()
    threads = [threading.Thread(target=worker) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.time() - started


def storm(port, pid):
    print("== reconnect storm", flush=True)
    ws, controls, session = webwire.open_tab(port)
    click_latency(ws, controls, 3)
    ws.close()
    before = rss_kib(pid)
    errors = []
    counts = {"ok": 0}
    lock = threading.Lock()

    def worker():
        for _ in range(500 // 8):
            try:
                other = webwire.WebSocket(port, session, 0)
                other.read_text(timeout=10)
                other.sock.close()
                with lock:
                    counts["ok"] += 1
            except Exception as error:  # noqa: BLE001
                with lock:
                    errors.append(repr(error))

    elapsed = in_threads(worker)
    print(f"     {counts['ok']} reconnects in {elapsed:.1f} s ({counts['ok'] / elapsed:.0f}/s), "
          f"{len(errors)} errors {errors[:2]}; server RSS {before // 1024} → {rss_kib(pid) // 1024} MiB",
          flush=True)
    check(not errors, "every reconnect got its first frame")
    ws = webwire.WebSocket(port, session, 0)
    first = ws.read_text(timeout=10)
    check("Count: 3" in first, "the session kept its count through the storm")
    ws.close()
    still_serves(port, "the storm")


def borrowed_link(port):
    print("== a link's items do not open the tab's socket", flush=True)
    _, _, html = webwire.page(port)
    owner_session, version = webwire.session_of(html)
    controls = webwire.Controls()
    controls.learn(html)
    owner = webwire.WebSocket(port, owner_session, version)
    owner.read_text(timeout=10)
    link = re.search(r'\?tca=([0-9a-f]+)\.([0-9a-f]+)\.([0-9a-f]+)', html)
    check(link is not None and link.group(1) == owner_session.id, "the page's links carry its id")
    for what, key in [("no key", ""), ("its form token as the key", link.group(2))]:
        stranger = webwire.WebSocket(port, webwire.Session(link.group(1), key), 0)
        try:
            answer = stranger.read_text(timeout=10)
        except ConnectionError as error:
            answer = str(error)
        check("expired" in answer, f"a socket with the link's id and {what} is refused")
        stranger.sock.close()
    owner.send_event(controls["+"])
    check("Count: 1" in owner.read_text(timeout=10), "the tab's own socket still acts for it")
    owner.close()


def sustained_flood(port):
    print("== a sustained flood of events on one socket", flush=True)
    ws, controls, _ = webwire.open_tab(port)
    event = ('{"t":"event","c":"%s","e":"click","v":""}' % controls["+"]).encode()
    outcome = {"code": None, "errors": 0}

    def reader():
        try:
            while True:
                opcode, payload = ws.read_frame(10)
                if opcode == 1 and payload.startswith('{"e"'):
                    outcome["errors"] += 1
                if opcode == 8:
                    outcome["code"] = struct.unpack("!H", payload[:2])[0]
                    return
        except (ConnectionError, OSError):
            return

    thread = threading.Thread(target=reader)
    thread.start()
    started = time.time()
    sent = 0
    try:
        while time.time() - started < 5 and outcome["code"] is None:
            for _ in range(10):
                ws.sock.sendall(ws.frame(1, event))
                sent += 1
            time.sleep(0.01)
    except OSError:
        pass
    thread.join(timeout=15)
    elapsed = time.time() - started
    print(f"     {sent} events in {elapsed:.1f} s, {outcome['errors']} error frames, "
          f"close {outcome['code']}", flush=True)
    check(outcome["code"] == 1008, "a socket sending 1,000 events a second is closed with 1008")
    ws.sock.close()
    still_serves(port, "a sustained flood")


def hoarded_sessions(demo):
    """In a server of its own, so that its 10,000 sessions weigh on no other section."""
    print("== page loads past the session limit", flush=True)
    process, port = webwire.start([demo, "--port", "0"], "listening on")
    try:
        loads_past_the_limit(port)
        started = time.time()
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        print(f"     SIGTERM with 10,000 sessions ended the server in {time.time() - started:.1f} s",
              flush=True)
    finally:
        if process.poll() is None:
            process.kill()


def loads_past_the_limit(port):
    statuses = {}
    lock = threading.Lock()

    def worker():
        for _ in range(10_500 // 8):
            status, _, _ = webwire.page(port)
            with lock:
                statuses[status] = statuses.get(status, 0) + 1

    elapsed = in_threads(worker)
    print(f"     {sum(statuses.values())} page loads in {elapsed:.1f} s: {statuses}", flush=True)
    check(list(statuses) == ["HTTP/1.1 200 OK"], "every page load got a page")
    still_serves(port, "page loads past the session limit")


def main():
    process, port = webwire.start([sys.argv[1], "--port", "0"], "listening on")
    try:
        if "--quick" not in sys.argv[2:]:
            half_open(port, process.pid)
        slow_clients(port)
        frames(port)
        storm(port, process.pid)
        borrowed_link(port)
        sustained_flood(port)
        # SIGTERM while clients hold the server as hard as they can: heads a byte at a time
        # (well inside their own timeout) and a WebSocket that reads nothing.
        drippers = [Dripper(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 4096,
                            interval=0.2) for _ in range(20)]
        for dripper in drippers:
            dripper.start()
        _, _, html = webwire.page(port)
        session, version = webwire.session_of(html)
        deaf = webwire.WebSocket(port, session, version)
        time.sleep(1)
        started = time.time()
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        elapsed = time.time() - started
        check(elapsed < 6, f"SIGTERM ended the server in {elapsed:.1f} s")
        deaf.sock.close()
    finally:
        if process.poll() is None:
            process.kill()
    if "--quick" not in sys.argv[2:]:
        hoarded_sessions(sys.argv[1])
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
