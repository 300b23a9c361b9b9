#!/usr/bin/env python3
"""The page's wasm by part, for docs/page-speed.md: reads `twiggy top -n 100000 --format csv` of a
wasm built with its function names (wasm-bindgen, then `wasm-opt -Oz -g`) and prints a Markdown
table of the bytes per crate and module. Generic code counts where its instantiation's name puts
it (yew's `CompStateInner<COMP>` is a page component; `core`/`alloc` hold what was instantiated for
the page's and the engine's types).

    twiggy top -n 100000 --format csv app_bg.wasm > top.csv; scripts/size-table.py top.csv
"""
import csv, sys, re, collections
rows = list(csv.DictReader(open(sys.argv[1])))
G = collections.Counter()
def cls(n):
    if 'subsection' in n or n.startswith('custom section'): return None
    if n.startswith('data segment') or n.startswith('data['): return 'data: strings and tables (.rodata)'
    if re.match(r'<yew::html::component::lifecycle::CompStateInner<COMP>|<yew::html::component::lifecycle::CreateRunner<COMP>|<yew::virtual_dom::vcomp::PropsWrapper<COMP>|<yew::html::component::scope::Scope<COMP>', n):
        return 'app: components (their html!, in yew\'s generic lifecycle)'
    if 'use_effect' in n and n.startswith('yew::functional::hooks::use_effect'): return 'app: effects (use_effect closures)'
    if re.match(r'<?runeboard_app', n):
        m = re.search(r'runeboard_app(?:\[[0-9a-f]+\])?::([a-z_]+)(?:::([a-z_]+))?', n)
        if m and m.group(1) == 'components': return 'app: components (their own code)'
        if m and m.group(1) in ('state',): return 'app: state (reducer)'
        if m and m.group(1) in ('app',): return 'app: components (their own code)'
        if m and m.group(1) == 'model': return 'app: model (saved games, links, settings)'
        return 'app: other (persistence, computer, sound, main)'
    if 'runeboard_engine' in n.split('::')[0] or n.startswith('<runeboard_engine'):
        m = re.search(r'runeboard_engine(?:\[[0-9a-f]+\])?::([a-z_]+)(?:::([a-z_]+))?', n)
        g = m.group(1) if m else ''
        if g in ('games','chess'): return 'engine: games\' rules (move generation, positions, notation)'
        if g in ('session','game','table','ask','replay','record'): return 'engine: session/table/record (generic over each game)'
        if g == 'editor' or g == 'setup': return 'engine: editor and setups'
        return 'engine: other (geometry, clock, errors, catalog)'
    if re.match(r'<?yew', n) or n.startswith('<implicit_clone') or n.startswith('implicit_clone'): return 'yew runtime'
    if re.match(r'<?serde', n) or 'serde_core' in n or 'zmij' in n: return 'serde_json / serde'
    if re.match(r'<?(wasm_bindgen|js_sys|web_sys|gloo)', n) or n.startswith('__wbg') or n.startswith('__wbindgen') or 'externref' in n: return 'wasm-bindgen, js-sys, web-sys, gloo'
    if re.match(r'<?(core|alloc|std|hashbrown|dlmalloc|__rustc|compiler_builtins)', n) or 'fmt' in n or n in ('memcpy','memset','memmove','memcmp'):
        if 'fmt' in n or 'flt2dec' in n or 'dec2flt' in n or 'float' in n: return 'core: fmt (Display/Debug, floats)'
        return 'core/alloc/std (collections, strings, malloc)'
    if n.startswith('type[') or n.startswith('import ') or n.startswith('export ') or n.startswith('table[') or n.startswith('elem[') or n.startswith('global[') or n.startswith('memory['): return 'wasm: imports, exports, tables'
    if 'runeboard_engine' in n: return 'engine: session/table/record (generic over each game)'
    if 'runeboard_app' in n: return 'app: other (persistence, computer, sound, main)'
    return 'other'
O = collections.Counter()
for r in rows:
    c = cls(r['Name'])
    if c is None: continue
    G[c] += int(r['ShallowSize'])
    if c == 'other': O[r['Name'][:90]] += int(r['ShallowSize'])
tot = sum(G.values())
print(f"| part | bytes (wasm-opt -Oz, names kept) | share |\n|---|---:|---:|")
sp = lambda x: f"{x:,}".replace(',', ' ')
for g, s in G.most_common(): print(f"| {g} | {sp(s)} | {100*s/tot:.1f}% |")
print(f"| total (code + data) | {sp(tot)} | |")
if len(sys.argv) > 2:
    for k, v in O.most_common(20): print(v, k)
