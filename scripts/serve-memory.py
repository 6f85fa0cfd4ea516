#!/usr/bin/env python3
"""Resident memory of `fontscale serve` as pages use it: bursts of idle connections while a page
holds its event stream, then saves with pages that fetch each revision's model and fonts.

Starts `fontscale serve` (the binary given; a release build for the figures docs/serve.md gives)
on the serve tests' config (Inter and Atkinson Hyperlegible from --fonts) with a 1 s heartbeat,
and prints the server's VmRSS (MB) at each step:

1. one page open (its /events stream read on a thread), after a warm-up of 20 saves;
2. BURST idle connections opened at once and closed (in rounds of 1,000), then 12 s later (past
   the 10 s head timeout, within which a closed connection's memory is still held, and a
   heartbeat, which returns freed memory to the system), while the page still holds its stream;
3. PAGES pages, each reading /events and, for every revision it is sent, fetching /model.json
   and every font the model names (/fonts/N?v=DIGEST), as the page does; SAVES saves in place,
   each with a new sample (a new subset of each font), 60 ms apart; then 12 s after the pages close.

    swift build -c release --product fontscale
    scripts/serve-memory.py .build/release/fontscale --fonts .fonts

With --rounds N the burst and the saves are repeated N times (memory that levels off is the
server's working set; memory that grows with every round would be a leak). Prints one line per
step and exits 1 when the memory after the burst, or after the pages close, is more than 15%
above the warm-up's (with --rounds, when the last round ends more than 5% above the first).
"""

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib.util

_spec = importlib.util.spec_from_file_location(
    "serve_latency", os.path.join(os.path.dirname(os.path.abspath(__file__)), "serve-latency.py"))
_latency = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_latency)
CONFIG = _latency.CONFIG


def rss(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def get(port, path):
    """One GET over a new connection: (status, body bytes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = sock.recv(1 << 16)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


class Page:
    """A page: /events read on a thread; each new revision's model and fonts fetched."""

    def __init__(self, port, fetch=True):
        self.port, self.fetch = port, fetch
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(
            f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.revision, self.fetched, self.stale, self.closed = 0, 0, 0, False
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        tail = b""
        while not self.closed:
            try:
                data = self.sock.recv(1 << 16)
            except OSError:
                return
            if not data:
                return
            tail += data
            for match in re.finditer(rb"id: (\d+)\n", tail):
                revision = int(match.group(1))
                if revision > self.revision:
                    self.revision = revision
                    if self.fetch:
                        self.load()
            tail = tail[-256:]

    def load(self):
        status, body = get(self.port, "/model.json")
        if status != 200:
            return
        for font in json.loads(body).get("fonts", []):
            status, _ = get(self.port, font["url"])
            self.fetched += 1
            self.stale += status == 404

    def close(self):
        self.closed = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--fonts", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".fonts"))
    parser.add_argument("--burst", type=int, default=20000)
    parser.add_argument("--pages", type=int, default=50)
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=1, help="repeat the burst and the pages' saves")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="fontscale-memory-")
    config = os.path.join(folder, "fontscale.yml")

    def save(sample):
        with open(config, "w") as file:
            file.write(CONFIG.format(fonts=os.path.abspath(args.fonts), sample=sample))

    save("Warm 0")
    server = subprocess.Popen(
        [os.path.abspath(args.binary), "serve", "fontscale.yml", "--port", "0", "--heartbeat", "1"],
        cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
    pid = server.pid
    try:
        page = Page(port)
        for number in range(1, 21):
            save(f"Warm {number}")
            time.sleep(0.15)
        time.sleep(2.5)
        warm = rss(pid)
        print(f"warm-up (1 page, 20 saves): {warm:.1f} MB")
        afters = []
        for round in range(args.rounds):
            opened = 0
            while opened < args.burst:
                batch = []
                for _ in range(min(1000, args.burst - opened)):
                    batch.append(socket.create_connection(("127.0.0.1", port)))
                opened += len(batch)
                for sock in batch:
                    sock.close()
            time.sleep(0.3)
            print(f"{args.burst} idle connections opened and closed: {rss(pid):.1f} MB")
            time.sleep(12)
            burst = rss(pid)
            print(f"  12 s later (the head timeout and a heartbeat past; the page still open): {burst:.1f} MB")
            if round == 0:
                page.close()
            pages = [Page(port) for _ in range(args.pages)]
            time.sleep(1)
            print(f"{args.pages} pages open: {rss(pid):.1f} MB")
            for number in range(args.saves):
                save(f"Save {number} {'x' * (number % 7)}")
                time.sleep(0.06)
            time.sleep(3)
            revisions = sorted({page.revision for page in pages}) or [0]
            fetched = sum(page.fetched for page in pages)
            stale = sum(page.stale for page in pages)
            print(f"{args.saves} saves: {rss(pid):.1f} MB (pages at revisions {revisions[0]}-{revisions[-1]}, "
                  f"{fetched} font fetches, {stale} of them 404 as a save behind)")
            for page in pages:
                page.close()
            time.sleep(12)
            after = rss(pid)
            print(f"  pages closed, 12 s later: {after:.1f} MB")
            afters.append(after)
        worst = max(burst, after)
        print(f"warm-up {warm:.1f} MB, after the burst {burst:.1f} MB ({(burst / warm - 1) * 100:+.0f}%), "
              f"after the saves {after:.1f} MB ({(after / warm - 1) * 100:+.0f}%)")
        if args.rounds > 1:
            print(f"after each round: {', '.join(f'{value:.1f}' for value in afters)} MB")
            return 0 if afters[-1] <= afters[0] * 1.05 else 1
        return 0 if worst <= warm * 1.15 else 1
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
