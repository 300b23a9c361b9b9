// Registers the service worker (assets/sw.js: the page offline) and, when a new build has been
// installed beside the running one, offers it: "A new version is ready — reload". The message is
// added to <body> once the app has mounted (Yew empties <body> when it mounts).
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;

  var started = false;
  var waiting = null;
  function onStarted() {
    started = true;
    if (waiting) offer(waiting);
  }
  window.addEventListener('TrunkApplicationStarted', onStarted);

  function offer(worker) {
    waiting = worker;
    if (!started || document.getElementById('update-ready')) return;
    var bar = document.createElement('div');
    bar.id = 'update-ready';
    bar.className = 'update-ready';
    bar.setAttribute('role', 'status');
    bar.setAttribute('data-testid', 'update-ready');
    var text = document.createElement('span');
    text.textContent = 'A new version is ready — reload';
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'primary';
    button.setAttribute('data-testid', 'update-reload');
    button.textContent = 'Reload';
    button.addEventListener('click', function () {
      button.disabled = true;
      if (waiting) waiting.postMessage({ type: 'skip-waiting' });
    });
    bar.appendChild(text);
    bar.appendChild(button);
    document.body.appendChild(bar);
  }

  // A new worker took over (after Reload, here or in another tab): load the new build.
  var reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    // A first visit's worker took the page: it has every file of the build, the chunks included
    // (its message may have gone to a page reloaded meanwhile).
    if (!hadController) chunksCached();
    if (reloading || !hadController) return;
    reloading = true;
    location.reload();
  });
  var hadController = !!navigator.serviceWorker.controller;

  function watch(reg) {
    if (!reg) return; // (a browser that lets no service worker run resolves with nothing)
    if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
    reg.addEventListener('updatefound', function () {
      var worker = reg.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        // Installed while another build runs the page: a new version. (On the first visit there is
        // no controller: the worker just takes over.)
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
  }

  // The page's chunks are in the worker's cache (a page it controls; on a first visit, once its
  // install has them): the page may load them ahead of a click without the network
  // (src/lazy.rs, which waits for this).
  function chunksCached() {
    document.documentElement.setAttribute('data-chunks', 'cached');
    window.dispatchEvent(new Event('runeboard-chunks-cached'));
  }
  if (navigator.serviceWorker.controller) chunksCached();
  navigator.serviceWorker.addEventListener('message', function (event) {
    if (event.data && event.data.type === 'chunks-cached') chunksCached();
  });
  navigator.serviceWorker.startMessages();

  window.addEventListener('load', function () {
    navigator.serviceWorker.register('sw.js').then(watch, function (err) {
      console.warn('Runeboard works online only here: the service worker was not registered (' + err + ')');
    });
  });
})();
