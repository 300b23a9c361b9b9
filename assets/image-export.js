// "Save as image" (loaded by the page on first use: src/image_export.rs, so the first load does
// not carry it): the board as it is shown (its orientation, the teacher's arrows and circles, the
// analysis's arrow) written as an SVG file and a PNG file, for worksheets and slides.
//
// The board's <svg> is copied with each element's computed colours and lines written into its own
// `style` (the copy needs no stylesheet), the men's pictures put inside it as data: URLs (fetched
// from the page's directory: a picture standing alone loads no files), and the passing things left
// out (focus rings, men fading or sliding, the man dragged). The PNG is that SVG drawn into a
// canvas at the board's size on screen, times the screen's pixel ratio.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var PROPERTIES = ['fill', 'fill-opacity', 'stroke', 'stroke-opacity', 'stroke-width', 'stroke-linejoin',
    'stroke-dasharray', 'opacity', 'display', 'visibility', 'font-family', 'font-size', 'font-weight'];
  var LEFT_OUT = '.focus-ring, .vanished, .motion, .dragged, title';

  function inlineStyles(from, to) {
    var a = [from].concat(Array.prototype.slice.call(from.querySelectorAll('*')));
    var b = [to].concat(Array.prototype.slice.call(to.querySelectorAll('*')));
    a.forEach(function (el, i) {
      var style = getComputedStyle(el);
      b[i].setAttribute('style', PROPERTIES.map(function (p) {
        return p + ':' + style.getPropertyValue(p) + ';';
      }).join(''));
    });
  }

  function download(blob, name) {
    var url = URL.createObjectURL(blob);
    var a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  }

  // UTF-8 text as base64.
  function base64(text) {
    var bytes = new TextEncoder().encode(text);
    var s = '';
    for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s);
  }

  function png(svg, width, height, name) {
    var ratio = Math.max(1, window.devicePixelRatio || 1);
    var w = Math.round(width * ratio), h = Math.round(height * ratio);
    var url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    var img = new Image(w, h);
    img.onload = function () {
      URL.revokeObjectURL(url);
      var canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      canvas.getContext('2d').drawImage(img, 0, 0, w, h);
      canvas.toBlob(function (blob) { if (blob) download(blob, name); }, 'image/png');
    };
    img.onerror = function () { console.warn('The board could not be drawn as a PNG.'); };
    img.src = url;
  }

  // One picture of the file of every picture (pieces.svg, written by scripts/trunk-post-build.py):
  // its cell, named by the fragment, as a file of its own; a file without a fragment as it is.
  function picture(text, name) {
    if (!name) return text;
    var art = new DOMParser().parseFromString(text, 'image/svg+xml').querySelector('[data-piece="' + name + '"]');
    if (!art) return text;
    ['x', 'y', 'data-piece'].forEach(function (n) { art.removeAttribute(n); });
    return new XMLSerializer().serializeToString(art);
  }

  window.runeboardSaveBoard = function (game) {
    var board = document.querySelector('[data-testid="board"]');
    if (!board) return;
    var copy = board.cloneNode(true);
    inlineStyles(board, copy);
    copy.querySelectorAll(LEFT_OUT).forEach(function (n) { n.remove(); });
    var rect = board.getBoundingClientRect();
    var width = Math.max(1, Math.round(rect.width)), height = Math.max(1, Math.round(rect.height));
    ['class', 'role', 'tabindex', 'aria-label', 'aria-description', 'data-testid', 'data-flipped'].forEach(
      function (name) { copy.removeAttribute(name); });
    copy.setAttribute('xmlns', SVG);
    copy.setAttribute('width', width);
    copy.setAttribute('height', height);
    // The page's background behind the board, so that the coordinates read as on screen.
    var v = (board.getAttribute('viewBox') || '').split(/\s+/);
    if (v.length === 4) {
      var bg = document.createElementNS(SVG, 'rect');
      ['x', 'y', 'width', 'height'].forEach(function (n, i) { bg.setAttribute(n, v[i]); });
      bg.setAttribute('fill', getComputedStyle(document.body).backgroundColor);
      copy.insertBefore(bg, copy.firstChild);
    }
    var hrefs = [];
    copy.querySelectorAll('image').forEach(function (img) {
      var h = img.getAttribute('href');
      if (h && h.indexOf('data:') !== 0 && hrefs.indexOf(h) < 0) hrefs.push(h);
    });
    Promise.all(hrefs.map(function (h) { return fetch(h.split('#')[0]).then(function (r) { return r.text(); }).then(
      function (text) { return picture(text, h.split('#')[1]); }); })).then(
      function (texts) {
        // (In the text, not on the copy: a data: picture set on the copy would be loaded by the
        // page, which its Content-Security-Policy forbids.)
        var svg = new XMLSerializer().serializeToString(copy);
        hrefs.forEach(function (h, i) {
          svg = svg.split('href="' + h + '"').join('href="data:image/svg+xml;base64,' + base64(texts[i]) + '"');
        });
        svg = '<?xml version="1.0" encoding="UTF-8"?>\n' + svg;
        download(new Blob([svg], { type: 'image/svg+xml' }), 'runeboard-' + game + '.svg');
        png(svg, width, height, 'runeboard-' + game + '.png');
      },
      function () { console.warn("The board's pictures could not be read."); });
  };
})();
