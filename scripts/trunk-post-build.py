#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml [[hooks]] stage = "post_build"): finishes the build in Trunk's
staging directory ($TRUNK_STAGING_DIR), before Trunk moves it to dist/.

- sw.js: writes the list of the build's files (hashed names included) and a version drawn from
  their contents into the service worker (assets/sw.js, `const BUILD = /* post-build */ {...};`), so
  it precaches exactly this build and a new build is a new worker. Under `trunk serve` (the page
  then carries Trunk's autoreload script) the worker is written inert: it caches nothing and
  unregisters itself, so a rebuild is never hidden behind a cache.
"""
import hashlib
import json
import os
import re
import sys
from pathlib import Path

SW = "sw.js"
MARKER = re.compile(r"/\* post-build \*/ \{.*?\};")


def fail(message: str) -> None:
    print(f"trunk-post-build: error: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        fail("TRUNK_STAGING_DIR is not set: run me as a Trunk post_build hook")
    root = Path(staging)
    index = root / "index.html"
    sw = root / SW
    if not index.is_file() or not sw.is_file():
        fail(f"{index} or {sw} is missing")
    html = index.read_text(encoding="utf-8")
    dev = ".well-known/trunk/ws" in html  # Trunk's autoreload: `trunk serve`

    files = sorted(
        p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() and p.name != SW
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((root / name).read_bytes()).digest())
    build = {"version": digest.hexdigest()[:16], "dev": dev, "files": files}

    source = sw.read_text(encoding="utf-8")
    written, count = MARKER.subn(
        lambda _: "/* post-build */ " + json.dumps(build, separators=(",", ":")) + ";", source, count=1
    )
    if count != 1:
        fail(f"{SW} has no `const BUILD = /* post-build */ {{...}};` line to fill in")
    sw.write_text(written, encoding="utf-8")
    mode = "inert (trunk serve)" if dev else f"version {build['version']}"
    print(f"trunk-post-build: {SW}: {len(files)} files to precache, {mode}")


if __name__ == "__main__":
    main()
