"""The web host's wire protocol, spoken over raw sockets, for the stress and fault scripts.

A page load (HTTP/1.1 GET, the page's session id and control ids read from its HTML) and a
WebSocket client that can send frames the way a hostile or broken client would: fragmented,
oversized, unmasked, or not at all. Standard library only.
"""

import base64
import json
import os
import re
import socket
import struct
import time


def page(port, path="/", host=None, timeout=10):
    """GETs `path`; returns (status line, headers dict, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        host = host or f"127.0.0.1:{port}"
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return lines[0], headers, body.decode("utf-8", "replace")


class Session:
    """A page's session: its id (which the page's links carry too) and its socket key (which
    only the page's body carries); a WebSocket needs both."""

    def __init__(self, id, key):
        self.id = id
        self.key = key

    def query(self):
        return f"s={self.id}&k={self.key}"


def session_of(html):
    """The session and version a page carries."""
    session = re.search(r'data-session="([0-9a-f]+)"', html).group(1)
    key = re.search(r'data-key="([0-9a-f]+)"', html).group(1)
    version = re.search(r'data-version="([0-9]+)"', html).group(1)
    return Session(session, key), int(version)


class Controls:
    """The control ids seen in the page and its patches, by the element's visible text or label.

    HTML attributes are serialized in name order, so `data-cid` comes early in each tag.
    """

    TAG = re.compile(r"<(button|input|a|div|select|dialog|form)\b([^>]*)>([^<]*)")

    def __init__(self):
        self.by_text = {}

    def learn(self, html):
        for tag, attributes, text in self.TAG.findall(html):
            cid = re.search(r'data-cid="([0-9a-f]+)"', attributes)
            if not cid:
                continue
            label = re.search(r'aria-label="([^"]*)"', attributes)
            for key in filter(None, [text.strip(), label and label.group(1)]):
                self.by_text[key] = cid.group(1)

    def learn_frame(self, message):
        """Learns from a server frame's patches (the HTML strings inside them)."""
        try:
            frame = json.loads(message)
        except ValueError:
            return
        for patch in frame.get("p", []):
            for part in patch:
                if isinstance(part, str) and "<" in part:
                    self.learn(part)

    def __getitem__(self, text):
        return self.by_text[text]


class WebSocket:
    """A client WebSocket over a raw socket."""

    def __init__(self, port, session, version=0, origin=None, host=None, timeout=10,
                 handshake=True):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.port = port
        self.buffer = b""
        host = host or f"127.0.0.1:{port}"
        self.request = (
            f"GET /ws?{session.query()}&v={version} HTTP/1.1\r\nHost: {host}\r\n"
            f"Origin: {origin or 'http://' + host}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n").encode()
        if handshake:
            self.sock.sendall(self.request)
            self.status = self._read_head()

    def _read_head(self):
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        return head.decode("latin-1").split("\r\n")[0]

    @staticmethod
    def frame(opcode, payload, fin=True, mask=True):
        """One frame's bytes."""
        first = (0x80 if fin else 0) | opcode
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", first, (0x80 if mask else 0) | length)
        elif length < 1 << 16:
            header = struct.pack("!BBH", first, (0x80 if mask else 0) | 126, length)
        else:
            header = struct.pack("!BBQ", first, (0x80 if mask else 0) | 127, length)
        if not mask:
            return header + payload
        key = os.urandom(4)
        return header + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))

    def send_text(self, text):
        self.sock.sendall(self.frame(0x1, text.encode()))

    def send_event(self, control, kind="click", value=""):
        self.send_text(json.dumps({"t": "event", "c": control, "e": kind, "v": value}))

    def read_frame(self, timeout=None):
        """(opcode, payload) of the next frame; a text frame's payload decoded."""
        if timeout is not None:
            self.sock.settimeout(timeout)

        def need(count):
            while len(self.buffer) < count:
                chunk = self.sock.recv(65536)
                if not chunk:
                    raise ConnectionError("closed")
                self.buffer += chunk
            data, self.buffer = self.buffer[:count], self.buffer[count:]
            return data

        first, second = need(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack("!H", need(2))[0]
        elif length == 127:
            length = struct.unpack("!Q", need(8))[0]
        payload = need(length)
        opcode = first & 0x0F
        return opcode, payload.decode("utf-8", "replace") if opcode == 1 else payload

    def read_text(self, timeout=None):
        """The next text frame (skipping pings); raises ConnectionError on a close frame."""
        while True:
            opcode, payload = self.read_frame(timeout)
            if opcode == 1:
                return payload
            if opcode == 8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                raise ConnectionError(f"close {code}")

    def close(self):
        try:
            self.sock.sendall(self.frame(0x8, struct.pack("!H", 1000)))
        except OSError:
            pass
        self.sock.close()


def start(command, marker, env=None, timeout=30):
    """Starts a server process; returns (process, port) once it printed `marker` and a URL."""
    import subprocess
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=env)
    deadline = time.time() + timeout
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if marker in line:
            port = int(re.search(r":([0-9]+)/?\s*$", line.strip()).group(1))
            return process, port
    process.kill()
    raise RuntimeError(f"{command[0]} did not start: {process.stderr.read()}")


def open_tab(port):
    """A tab: loads the page, connects its WebSocket and reads the first frame.

    Returns (socket, controls, session id).
    """
    _, _, html = page(port)
    session, version = session_of(html)
    controls = Controls()
    controls.learn(html)
    ws = WebSocket(port, session, version)
    ws.read_text(timeout=10)
    return ws, controls, session
