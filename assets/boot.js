// Runeboard's boot screen (index.html, #boot): shown by plain HTML and CSS while the page's
// WebAssembly downloads, and gone when the app mounts (Yew empties <body>). This script only turns
// it into a message when the page cannot start: WebAssembly is missing, or the page's script or
// wasm did not load (offline, a failed download). Retry reloads the page.
(function () {
  'use strict';
  // The colours chosen in the settings (src/model/settings.rs, kept under runeboard.settings), at
  // once: the boot screen does not flash the other scheme. The page sets the same attribute.
  try {
    var scheme = JSON.parse(localStorage.getItem('runeboard.settings') || '{}').scheme;
    if (scheme === 'light' || scheme === 'dark') document.documentElement.setAttribute('data-scheme', scheme);
  } catch (e) {
    // No storage, or unreadable settings: the system's colours.
  }
  var boot = document.getElementById('boot');
  if (!boot) return;
  var started = false;
  var shown = false;

  function show(kind) {
    if (started || shown) return;
    shown = true;
    boot.querySelector('.boot-loading').hidden = true;
    boot.querySelector('.boot-' + kind).hidden = false;
    boot.setAttribute('data-state', kind);
    var button = boot.querySelector('.boot-' + kind + ' button');
    if (button) button.focus();
  }

  var retry = boot.querySelectorAll('button[data-retry]');
  for (var i = 0; i < retry.length; i++) {
    retry[i].addEventListener('click', function () {
      location.reload();
    });
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    show('unsupported');
    return;
  }

  // Before the app starts, an error thrown by a script (the loader's `await init(…)` rejects when
  // the wasm download fails) or a <script> that does not load means the page cannot start. Other
  // resources (a preload, the icon) failing are not fatal on their own.
  function onError(e) {
    var t = e.target;
    if (t && t !== window && t.tagName !== 'SCRIPT') return;
    show('failed');
  }
  function onRejection() {
    show('failed');
  }
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  // The page waits for its chunk of games (a game of it opened, src/games.rs): the boot
  // screen stays until it mounts, or says that the chunk could not be loaded.
  window.addEventListener('runeboard-games-failed', onRejection);
  window.addEventListener('runeboard-games-started', onStarted);
  function onStarted() {
    started = true;
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
    if (boot.parentNode) boot.parentNode.removeChild(boot);
  }
  window.addEventListener('TrunkApplicationStarted', function () {
    // (Waiting for the chunk of games, the page has not mounted yet.)
    if (document.documentElement.getAttribute('data-games') !== 'loading') onStarted();
  });
})();
