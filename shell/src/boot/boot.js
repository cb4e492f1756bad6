// Runs in <head> before the first paint (a blocking script; the CSP allows no inline one). It marks the document
// as scripted, so the start-up loader and the loading bar apply (without JavaScript the page shows as it is),
// marks a returning visitor (the session flag) so the loader never flashes, and holds on to what a visitor does
// before the page's scripts have adopted the part they act on (see shared/runtime/src/lifecycle/early-events.ts).
(function () {
  var html = document.documentElement;
  html.classList.add('js');
  html.setAttribute('data-boot-at', String(Math.round(performance.now())));
  // The served hero's words show as soon as its picture loads or fails (data-hero-media), not when scripts arrive.
  // Only the served page's: after a client navigation (the shell sets data-navigated) each page reveals its own.
  var show = function () {
    if (!html.hasAttribute('data-navigated')) html.classList.add('hero-shown');
  };
  // The pre-render says whether the page has a hero picture or video to wait for (data-hero="media" on this
  // script). A page without one shows from the first paint, as the hero does once scripts run.
  var me = document.currentScript;
  if (!me || me.getAttribute('data-hero') !== 'media') show();
  // The picture's preload in the head carries data-hero-media too: it usually loads before the first paint, so
  // the hero's words are in it, instead of a frame after the parser reaches the <img> and fires its load event.
  var shown = function (event) {
    if (event.target instanceof Element && event.target.hasAttribute('data-hero-media')) show();
  };
  document.addEventListener('load', shown, true);
  document.addEventListener('error', shown, true);
  document.addEventListener('loadedmetadata', shown, true);
  // A stalled picture shows the words after 4 s, as the hero does once scripts run.
  setTimeout(show, 4000);
  var previewing = null;
  try {
    if (sessionStorage.getItem('visited')) html.classList.add('visited');
    previewing = sessionStorage.getItem('bbg-preview');
  } catch {
    // Storage blocked: treated as a first visit.
  }

  // A tab on a preview of a staged version (shell/src/preview): a page of the previewed remote was served by its
  // live version, and the shell renders it afresh with the staged one. Until then it is hidden
  // (data-preview-replaces), so QA never sees or presses the live version's page in the preview. Which remote
  // served the page is in #bbg-page, later in the head: read as the parser adds it, before the first paint.
  if (previewing) {
    // The bar the shell shows at the top: its room is kept from the first paint, so nothing moves when it arrives.
    html.setAttribute('data-preview-bar', '');
    var remote = previewing.split('@')[0];
    var watch = new MutationObserver(function () {
      var page = document.getElementById('bbg-page');
      if (page && page.textContent) {
        try {
          if (JSON.parse(page.textContent).remote === remote) html.setAttribute('data-preview-replaces', '');
        } catch {
          // Not the record the pre-render writes: the page is adopted as usual.
        }
      }
      if ((page && page.textContent) || document.body) watch.disconnect();
    });
    watch.observe(html, { childList: true, subtree: true, characterData: true });
  }

  // Early events. A part that needs scripts to act (a form, a tab list) is served with data-replay; once its
  // code has adopted it, it carries data-live. Before that, a submit or a button press inside it is held here
  // (the browser's default would lose it) and replayed, once, by the part when it comes alive. A press on any
  // other scripted button is held until the page itself is adopted (<html data-live>).
  var held = [];
  window.__bbgEarly = held;
  // The part that will replay it: the closest data-replay part, or the whole page (<html>, live once adopted).
  var waiting = function (element) {
    var part = element.closest('[data-replay]') || html;
    return part.hasAttribute('data-live') ? null : part;
  };
  var hold = function (event, type, target) {
    var part = waiting(target);
    if (!part) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (var i = 0; i < held.length; i += 1) if (held[i].type === type && held[i].target === target) return;
    held.push({ type: type, target: target, part: part });
  };
  document.addEventListener(
    'submit',
    function (event) {
      if (event.target instanceof HTMLFormElement) hold(event, 'submit', event.target);
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      // A button that opens a popover works natively: it is never held.
      var target = event.target instanceof Element ? event.target.closest('button[type="button"]:not([popovertarget]):not([commandfor]), [role="tab"]') : null;
      if (target) hold(event, 'click', target);
    },
    true,
  );
})();

// The shell's entry script, and the page's late faces. A served page names its entry in #bbg-entry instead of loading
// it from the head, so no script is fetched ahead of the hero: it starts once the hero has settled (html.hero-shown),
// after that frame has painted. A client-rendered document (app.html) loads it from its head as usual. The web-font
// faces the first paint does not need (every one but its LCP words' face) are only named in the head
// (#bbg-late-faces), so they never compete with the page's sheet and that face: they join with the entry's start, once
// the hero has settled and the first paint is on screen (a hero's words are hidden until its picture has loaded, so
// they can be the largest paint after the first one).
(function () {
  var html = document.documentElement;
  var started = false;
  // The entry and the late faces start together, once the hero has settled and its words' paint is on screen (below).
  var start = function () {
    if (started) return;
    started = true;
    try {
      addFaces();
    } catch {
      // The faces dress the words; the page's code starts whatever happens to them.
    }
    var named = document.getElementById('bbg-entry');
    if (!named) return;
    var entry = JSON.parse(named.textContent || '{}');
    var script = document.createElement('script');
    script.src = entry.src;
    script.integrity = entry.integrity;
    script.crossOrigin = 'anonymous';
    script.async = false;
    document.head.appendChild(script);
  };
  // Once the first paint is on screen, as Paint Timing reports it (a busy phone can draw a frame well before it shows
  // it), with the page's words in their face: Chrome paints words whose face is still loading as blank, so the
  // first paint may hold the LCP words back until their (preloaded) face has arrived. Then it waits for those faces
  // and for the frame that paints them: what loads next starts after the largest paint, never competing with it.
  // One observer for every part that waits for it; without Paint Timing, at once.
  var painted = false;
  var waitingForPaint = [];
  var firstPaintShown = function (then) {
    if (painted) then();
    else waitingForPaint.push(then);
  };
  var paintDone = function () {
    painted = true;
    while (waitingForPaint.length > 0) waitingForPaint.shift()();
  };
  var paintShown = function () {
    if (!document.fonts || document.fonts.status === 'loaded') return paintDone();
    var once = false;
    var wordsShown = function () {
      if (once) return;
      once = true;
      requestAnimationFrame(function () {
        requestAnimationFrame(paintDone);
      });
    };
    document.fonts.ready.then(wordsShown, wordsShown);
    // A face that never arrives holds nothing for long.
    setTimeout(wordsShown, 2500);
  };
  try {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) paintShown();
    else {
      var paints = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        paints.disconnect();
        paintShown();
      });
      paints.observe({ type: 'paint', buffered: true });
    }
  } catch {
    paintShown();
  }
  // The late faces join the document as FontFace objects, all in one go once the ones the first paint used have
  // arrived: the page is laid out again once, with them, rather than once as a sheet of them applies and again as
  // each font arrives. Their descriptors are named in the head (#bbg-late-faces), so nothing is fetched for them
  // before the first paint is on screen. A face the first paint did not use is added unloaded and loads when words
  // need it, as a sheet's face would. Where this cannot be done (no Font Loading API, a face that fails), their sheet
  // is linked instead (the one <noscript> links for a browser without scripts).
  var unquote = function (name) {
    return name.replace(/^(["'])(.*)\1$/, '$2');
  };
  // The first paint used a web face when it reached for that face's fallback (fonts.css: same family plus
  // ' fallback', same weight): a browser only loads, or fails to find, a face that words on the page ask for. Words in
  // a family that already has a face on the page (the LCP words' face) never reach for a fallback: until a face of
  // their weight joins, they are set in that one (Inter 600 words in Inter 400, made bold). Which weights they use
  // cannot be told, so the family's late faces count as used: loaded before they join, they lay the page out once,
  // where a face joining unloaded laid it out again when it arrived (/brands: a second 14-24 ms relayout).
  var used = function (face) {
    var asked = false;
    document.fonts.forEach(function (other) {
      var family = unquote(other.family);
      if (other.status === 'unloaded') return;
      if (family === face.family || (family === face.family + ' fallback' && other.weight === face.weight)) asked = true;
    });
    return asked;
  };
  var addFaces = function () {
    var named = document.getElementById('bbg-late-faces');
    if (!named) return;
    var late = null;
    try {
      late = JSON.parse(named.textContent || 'null');
    } catch {
      late = null;
    }
    if (!late || typeof late.sheet !== 'string') return;
    var applySheet = function () {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = late.sheet;
      document.head.appendChild(link);
      html.setAttribute('data-late-faces', 'sheet');
    };
    if (typeof FontFace !== 'function' || !document.fonts || !Array.isArray(late.faces)) return applySheet();
    var faces = [];
    try {
      for (var i = 0; i < late.faces.length; i += 1) {
        var face = late.faces[i];
        faces.push(
          new FontFace(face.family, face.src, {
            weight: face.weight || 'normal',
            style: face.style || 'normal',
            display: face.display || 'auto',
          }),
        );
      }
    } catch {
      return applySheet();
    }
    Promise.all(
      faces.filter(used).map(function (face) {
        return face.load();
      }),
    ).then(function () {
      for (var j = 0; j < faces.length; j += 1) document.fonts.add(faces[j]);
      html.setAttribute('data-late-faces', 'added');
    }, applySheet);
  };
  // The entry waits for two frames after the hero settles (the first paints it, the second starts once that one is
  // on screen) and for the first paint to be shown. So the entry's request begins after the largest paint and never
  // competes with it.
  var afterPaint = function () {
    if (document.visibilityState === 'hidden') return start();
    var waiting = 2;
    var done = function () {
      waiting -= 1;
      if (waiting === 0) setTimeout(start, 0);
    };
    requestAnimationFrame(function () {
      requestAnimationFrame(done);
    });
    firstPaintShown(done);
    // A frame may never come (a tab hidden meanwhile): the entry starts anyway, after the longest wait for a face.
    setTimeout(start, 2500);
  };
  var settled = function () {
    if (!html.classList.contains('hero-shown')) return false;
    observer.disconnect();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
    else afterPaint();
    return true;
  };
  var observer = new MutationObserver(settled);
  if (!settled()) observer.observe(html, { attributes: true, attributeFilter: ['class'] });
})();
