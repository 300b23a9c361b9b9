// Runs before the app's WebAssembly arrives (a plain script, no inline code): the loading
// indicator in index.html stays until the app replaces it; if WebAssembly is missing or the
// download fails, it says so and offers to try again, instead of a blank page.
(function () {
  'use strict';
  function fail(why) {
    var box = document.getElementById('loading');
    if (!box) return; // the app is up: its own errors are its own
    box.classList.add('failed');
    var text = box.querySelector('.loading-text');
    if (text) text.textContent = why;
    var retry = box.querySelector('.loading-retry');
    if (retry) retry.hidden = false;
  }
  document.addEventListener('DOMContentLoaded', function () {
    var retry = document.querySelector('#loading .loading-retry');
    if (retry) retry.addEventListener('click', function () { window.location.reload(); });
    if (typeof WebAssembly !== 'object') {
      fail('Runeboard needs WebAssembly, which this browser does not offer (or has turned off).');
    }
  });
  // The app's loader rejects when its files cannot be fetched or compiled.
  window.addEventListener('unhandledrejection', function () {
    fail('Runeboard could not be loaded: a download failed. Check the connection and try again.');
  });
  window.addEventListener('error', function (e) {
    var t = e && e.target;
    if (t && (t.tagName === 'SCRIPT' || t.tagName === 'LINK')) {
      fail('Runeboard could not be loaded: a download failed. Check the connection and try again.');
    }
  }, true);
})();
