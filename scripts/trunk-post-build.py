#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml [[hooks]] stage = "post_build"): finishes the build in Trunk's
staging directory ($TRUNK_STAGING_DIR), before Trunk moves it to dist/.

- sw.js: writes the list of the build's files (hashed names included) and a version drawn from
  their contents into the service worker (assets/sw.js, `const BUILD = /* post-build */ {...};`), so
  it precaches exactly this build and a new build is a new worker. Under `trunk serve` (the page
  then carries Trunk's autoreload script) the worker is written inert: it caches nothing and
  unregisters itself, so a rebuild is never hidden behind a cache.
- index.html: writes the loader of the page's module (built into the staging directory by
  scripts/build-page, the pre_build hook: Trunk does not build it), in place of the module's
  declaration (a `rel="rust"` link Trunk skipped): its files preloaded at once, the module started
  once the page is read. The HTML may be minified (Trunk.toml: `minify = "on_release"`).
- pieces/<sheet>.svg: the pictures of assets/pieces/ in a few sheets, each picture shown alone by
  its fragment, an SVG <view> (`pieces/men.svg#white-knight`: the engine's `Picture::path`, whose
  rule for the sheets this follows, with its table `FIGURE_SHEETS`, read off engine/src/game.rs).
  A request or two and one gzip stream each for a game's men instead of a file each: Orphic's 16
  pictures were 6.6 KB gzip apart.
- index.html: puts the sha256 hashes of its inline scripts (Trunk's loader; under `trunk serve`,
  its autoreload script too) into the Content-Security-Policy <meta>'s script-src, in place of `HASHES`
  (or of the hashes an earlier run wrote).
"""
import base64
import hashlib
import json
import os
import re
import sys
from pathlib import Path

SW = "sw.js"
MARKER = re.compile(r"/\* post-build \*/ \{.*?\};")
# (Its tag, whichever order its attributes come in: Trunk's minified HTML puts `content` first.)
CSP_META = re.compile(r"<meta\b[^>]*\bContent-Security-Policy\b[^>]*>")
SCRIPT_SRC = re.compile(r'(content="[^"]*?script-src)([^;"]*)')
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.S)


def fail(message: str) -> None:
    print(f"trunk-post-build: error: {message}", file=sys.stderr)
    sys.exit(1)


# The page module's files, as scripts/build-page (the pre_build hook) names them.
APP_JS = re.compile(r"runeboard-app-[0-9a-f]+\.js")
APP_WASM = re.compile(r"runeboard-app-[0-9a-f]+_bg\.wasm")
# (As written in index.html, or as Trunk's minified HTML writes it: attributes sorted, unquoted.)
SKIPPED = re.compile(r"<link\b(?=[^>]*\bdata-trunk-skip\b)(?=[^>]*\bdata-bin=\"?runeboard-app\b)[^>]*>")

# The page module's loader: its files preloaded as Trunk preloads them, the module started once
# the page is read, as Trunk's module script did (and assets/boot.js listens by then).
LOADER = """<script>
(function () {
  function preload(href, rel) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = 'anonymous';
    if (rel === 'preload') {
      link.as = 'fetch';
      link.type = 'application/wasm';
    }
    document.head.appendChild(link);
  }
  function start() {
    import('./APP_JS').then(function (bindings) {
      window.wasmBindings = bindings;
      return bindings.default({ module_or_path: './APP_WASM' });
    }).then(function (wasm) {
      dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: wasm } }));
    });
  }
  preload('./APP_JS', 'modulepreload');
  preload('./APP_WASM', 'preload');
  // The chunk of the game the page will open (src/games.rs), fetched alongside the module: the
  // game the address names (`#id`, or a link's `game=id`), else the one played last, else the first.
  var plan = PRELOAD, hash = location.hash.slice(1), named = /=/.test(hash) ? (/(?:^|&)game=([^&]*)/.exec(hash) || [])[1] : hash, last;
  try { last = localStorage.getItem('runeboard.last'); } catch (e) {}
  (plan.games[named] || plan.games[last] || plan.games[plan.first]).forEach(function (f) { preload('./' + f, 'preload'); });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
</script>"""


# The pictures of the men (assets/pieces/, each a 45×45 viewBox), served as sheets in pieces/.
PIECES = Path(__file__).resolve().parent.parent / "assets" / "pieces"
SHEET_COLUMNS = 8
SVG_ROOT = re.compile(r"^\s*<svg\b[^>]*\bviewBox=\"0 0 45 45\"[^>]*>(.*)</svg>\s*$", re.S)


GAME_RS = PIECES.parent.parent / "engine" / "src" / "game.rs"


def figure_sheets() -> dict:
    """The engine's `FIGURE_SHEETS` (engine/src/game.rs), read off its source: figure -> sheet."""
    source = GAME_RS.read_text(encoding="utf-8")
    table = re.search(r"pub const FIGURE_SHEETS: [^=]*=\s*\[(.*?)\]\s*;", source, re.S)
    if not table:
        fail(f"{GAME_RS}: no FIGURE_SHEETS table")
    out = {}
    # A row names its figures in place (`&["elk", …]`) or by a constant of the file (`&RUNE_FIGURES`).
    for sheet, figures, name in re.findall(r'\(\s*"(\w+)",\s*&(?:\[([^\]]*)\]|([A-Z_]+)),?\s*\)', table.group(1)):
        if name:
            named = re.search(rf"pub const {name}: [^=]*=\s*\[([^\]]*)\]\s*;", source)
            if not named:
                fail(f"{GAME_RS}: FIGURE_SHEETS names {name}, which it does not define")
            figures = named.group(1)
        for figure in re.findall(r'"([\w-]+)"', figures):
            out[figure] = sheet
    if not out:
        fail(f"{GAME_RS}: FIGURE_SHEETS names no figure")
    return out


def sheet_of(path: Path, figures: dict) -> str:
    """The sheet of a picture (`Picture::path`'s rule): a sub-folder's own, else `tafl` for the tafl
    set, else the figure's own sheet if `FIGURE_SHEETS` gives it one (`white-uruz-ox`: `runes`),
    else `men` (the other chess-like figures, white, black and red, which games mix)."""
    rel = path.relative_to(PIECES)
    if len(rel.parts) > 1:
        return rel.parts[0]
    if rel.stem.startswith("tafl-"):
        return "tafl"
    return figures.get(rel.stem.split("-", 1)[1], "men")


def write_pieces(root: Path) -> dict:
    """`root/pieces/<sheet>.svg`: each picture of its sheet drawn in a cell of a grid (a nested
    <svg>, which clips it to its cell; `data-piece` names it for "Save as image") and shown alone
    by a <view> of that cell, with the picture's file name as its id. Pictures of one figure sit
    side by side (white, black, red): gzip then finds their shared paths. Returns each sheet's
    count."""
    sheets: dict = {}
    figures = figure_sheets()
    for path in sorted(PIECES.rglob("*.svg")):
        sheets.setdefault(sheet_of(path, figures), []).append(path)
    unused = set(figures.values()) - set(sheets)
    if unused:
        fail(f"FIGURE_SHEETS names sheets no picture is in: {sorted(unused)}")
    if not sheets:
        fail(f"{PIECES}: no pictures")
    out = root / "pieces"
    out.mkdir(exist_ok=True)
    for sheet, paths in sheets.items():
        cells = []
        for path in sorted(paths, key=lambda p: (p.stem.split("-", 1)[-1], p.stem)):
            m = SVG_ROOT.match(path.read_text(encoding="utf-8"))
            if not m:
                fail(f"{path}: not one <svg> with viewBox=\"0 0 45 45\"")
            if re.search(r"\bid=", m.group(1)):
                fail(f"{path}: ids inside a picture would clash in {sheet}.svg")
            body = re.sub(r">\s+<", "><", m.group(1).strip())
            x, y = 50 * (len(cells) % SHEET_COLUMNS), 50 * (len(cells) // SHEET_COLUMNS)
            cells.append(
                f'<view id="{path.stem}" viewBox="{x} {y} 45 45"/>'
                f'<svg x="{x}" y="{y}" width="45" height="45" viewBox="0 0 45 45" data-piece="{path.stem}">{body}</svg>'
            )
        width = 50 * min(len(cells), SHEET_COLUMNS) - 5
        height = 50 * -(-len(cells) // SHEET_COLUMNS) - 5
        (out / f"{sheet}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">' + "".join(cells) + "</svg>\n",
            encoding="utf-8",
        )
    return {sheet: len(paths) for sheet, paths in sheets.items()}


def write_loader(html: str, root: Path) -> str:
    """The loader (see the module's doc) of the page module built into `root` by build-page."""
    if "import('./runeboard-app-" in html:
        return html  # (the hook ran already on this build)
    js = [p.name for p in root.iterdir() if APP_JS.fullmatch(p.name)]
    wasm = [p.name for p in root.iterdir() if APP_WASM.fullmatch(p.name)]
    if len(js) != 1 or len(wasm) != 1:
        fail(f"the page module's files (scripts/build-page, the pre_build hook): {js + wasm}, one .js and one _bg.wasm expected")
    # Each game's chunk and the shared chunks it needs (scripts/build-page, from the engine's registry).
    profile = "release" if os.environ.get("TRUNK_PROFILE") == "release" else "debug"
    plan_file = Path(__file__).resolve().parent.parent / "target" / "build-page" / profile / "preload.json"
    if not plan_file.is_file():
        fail(f"{plan_file} is missing (scripts/build-page, the pre_build hook, writes it)")
    plan = plan_file.read_text(encoding="utf-8")
    loader = LOADER.replace("APP_JS", js[0]).replace("APP_WASM", wasm[0]).replace("PRELOAD", plan)
    # In place of index.html's declaration of it, left by Trunk, which skipped it (data-trunk-skip).
    html, count = SKIPPED.subn(lambda _: loader, html)
    if count != 1:
        fail(f"index.html: {count} skipped rel=\"rust\" link(s) of the page module found, 1 expected")
    return html


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
    html = write_loader(html, root)

    # The Content-Security-Policy: the hashes of the inline scripts, as the browser computes them
    # (over the script's text exactly as written, UTF-8).
    hashes = [
        "'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"
        for body in INLINE_SCRIPT.findall(html)
    ]
    def script_src(m: re.Match) -> str:
        # HASHES, or the hashes of an earlier run (the hook may run again on a finished build).
        kept = [s for s in m.group(2).split() if s != "HASHES" and not s.startswith("'sha256-")]
        return m.group(1) + " " + " ".join(kept + hashes)

    metas = CSP_META.findall(html)
    meta, count = SCRIPT_SRC.subn(script_src, metas[0], count=1) if len(metas) == 1 else ("", 0)
    html = html.replace(metas[0], meta, 1) if count == 1 else html
    if count != 1:
        fail("index.html has no Content-Security-Policy <meta> with a script-src to fill in")
    index.write_bytes(html.encode("utf-8"))
    print(f"trunk-post-build: index.html: {len(hashes)} inline script hash(es) in the CSP")

    print(f"trunk-post-build: pieces/: {write_pieces(root)}")

    # The service worker: the build's files (index.html and pieces/ as finished above).
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
