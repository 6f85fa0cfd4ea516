#!/usr/bin/env python3
"""Save-to-first-event time of `fontscale serve`: the median of N in-place saves.

Starts `fontscale serve` (the binary given; a release build for the figure docs/serve.md gives)
on a config in a new temporary folder, reads /events over loopback, then saves the config in
place (truncate and write, as most editors do) N times with a new first sample each time and
times each save from just before the write to the first event that carries the new sample.
Between saves it waits 300-500 ms (random), so the previous save's motion previews are built and
each save falls at a random moment of the server's watch.

    swift build -c release --product fontscale
    scripts/serve-latency.py .build/release/fontscale            # 30 saves
    scripts/serve-latency.py .build/release/fontscale --saves 50 --fonts /path/to/fonts

Prints one line: the median, the lowest and the highest, in milliseconds.
"""

import argparse
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The config of Tests/FontScaleServeTests (ServeLiveTests.config): Inter and Atkinson Hyperlegible.
CONFIG = """version: 1
platform: ios
model: uiFontMetrics
categories: xSmall...AX5
fonts:
  directories: ["{fonts}"]
  family: Inter
styles:
  - name: Title
    textStyle: title1
    size: 28
    lineHeight: 34
    weight: semibold
  - name: Body
    textStyle: body
    family: Atkinson Hyperlegible
    size: 17
    lineHeight: 22
containers:
  - name: Phone
    width: 343
    maxLines: 3
samples:
  - "{sample}"
  - "Order total"
"""


class Events:
    """The /events stream read on a thread; `arrival(text)` is when `text` first came."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(
            f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.lock = threading.Lock()
        self.wanted, self.seen = None, None
        self.tail = b""
        threading.Thread(target=self.read, daemon=True).start()

    def expect(self, text):
        with self.lock:
            self.wanted, self.seen, self.tail = text.encode(), None, b""

    def read(self):
        while True:
            data = self.sock.recv(1 << 16)
            now = time.monotonic()
            if not data:
                return
            with self.lock:
                if self.wanted is None or self.seen is not None:
                    continue
                # The tail keeps a sample split between two reads findable.
                self.tail = self.tail[-len(self.wanted):] + data
                if self.wanted in self.tail:
                    self.seen = now

    def arrival(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                if self.seen is not None:
                    return self.seen
            time.sleep(0.001)
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary", help="the fontscale executable (a release build)")
    parser.add_argument("--saves", type=int, default=30)
    parser.add_argument("--fonts", default=os.path.join(ROOT, ".fonts"), help="the folder with Inter and Atkinson")
    parser.add_argument("extra", nargs="*", help="more arguments for fontscale serve (after --)")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="fontscale-latency-")
    config = os.path.join(folder, "fontscale.yml")
    fonts = os.path.abspath(args.fonts)
    with open(config, "w") as file:
        file.write(CONFIG.format(fonts=fonts, sample="Start"))
    server = subprocess.Popen(
        [os.path.abspath(args.binary), "serve", "fontscale.yml", "--port", "0", *args.extra],
        cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        match = re.search(r" at http://127\.0\.0\.1:(\d+)/", server.stdout.readline())
        if not match:
            sys.exit("serve-latency: fontscale serve did not start")
        events = Events(int(match.group(1)))
        times = []
        time.sleep(1)
        for number in range(1, args.saves + 1):
            time.sleep(random.uniform(0.3, 0.5))
            sample = f"Save {number}"
            events.expect(f'"{sample}"')
            text = CONFIG.format(fonts=fonts, sample=sample)
            start = time.monotonic()
            with open(config, "w") as file:
                file.write(text)
            seen = events.arrival(timeout=10)
            if seen is None:
                sys.exit(f"serve-latency: no event with {sample!r} within 10 s")
            times.append((seen - start) * 1000)
        print(
            f"save (in place) to first event, {len(times)} saves: median {statistics.median(times):.1f} ms "
            f"(lowest {min(times):.1f}, highest {max(times):.1f})")
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
