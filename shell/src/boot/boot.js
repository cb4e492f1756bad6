// Runs in <head> before the first paint (a blocking script; the CSP allows no inline one). It marks the document
// as scripted, so the start-up loader, the loading bar and the reveal apply (without JavaScript the page shows as
// it is), and marks a returning visitor (the session flag) so the loader never flashes.
(function () {
  var html = document.documentElement;
  html.classList.add('js');
  html.setAttribute('data-boot-at', String(Math.round(performance.now())));
  // The served hero's words show as soon as its picture loads or fails (data-hero-media), not when scripts arrive.
  var shown = function (event) {
    if (event.target instanceof Element && event.target.hasAttribute('data-hero-media')) html.classList.add('hero-shown');
  };
  document.addEventListener('load', shown, true);
  document.addEventListener('error', shown, true);
  document.addEventListener('loadedmetadata', shown, true);
  try {
    if (sessionStorage.getItem('visited')) html.classList.add('visited');
  } catch {
    // Storage blocked: treated as a first visit.
  }
})();
