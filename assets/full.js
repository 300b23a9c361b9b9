// The full module's loader (src/full.rs): the first module runs it when the player first opens a
// part that only the full module has (or the page's loader, for a game only the full module has). It runs wasm-bindgen's no-modules script of the full module
// (runeboard-full.js, which defines the global `wasm_bindgen`; nothing starts by itself) and
// instantiates its wasm, whose main() stops the first module and takes the page. A failure (offline
// before it was ever loaded) is told to the first module by the event `runeboard-full-failed`.
(() => {
  const here = document.currentScript ? document.currentScript.src : location.href;
  const failed = () => dispatchEvent(new Event('runeboard-full-failed'));
  // Once it runs (its main has mounted the app): `runeboard-full-started` (assets/boot.js, pwa.js).
  const started = () => dispatchEvent(new Event('runeboard-full-started'));
  const start = () =>
    wasm_bindgen({ module_or_path: new URL('runeboard-full_bg.wasm', here).href }).then(started, failed);
  if (typeof wasm_bindgen === 'function') {
    start(); // (its script ran already: the wasm failed before)
    return;
  }
  const script = document.createElement('script');
  script.src = new URL('runeboard-full.js', here).href;
  script.onload = start;
  script.onerror = failed;
  document.head.append(script);
})();
