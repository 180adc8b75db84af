/**
 * Article pictures in an islands document (issue 9's offline images): the page's <img> elements are server HTML, not
 * React's, so what ArticleImage does in the app is done here for them. A picture that fails takes its category
 * illustration (`data-fallback-src`) in the same box, once. (The app also remembers hosts that failed twice, for the
 * pictures its next renders ask for; a document's pictures are all asked for before this runs.)
 */

function fallBack(img: HTMLImageElement): void {
  const fallback = img.dataset.fallbackSrc;
  if (!fallback || img.dataset.fallback === 'true') return;
  img.dataset.fallback = 'true';
  img.src = fallback;
}

export function enhanceImageFallbacks(doc: Document): void {
  // Error events do not bubble; a listener in the capture phase sees every image's.
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  // Those that failed before this script ran.
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
    if (img.complete && img.naturalWidth === 0) fallBack(img);
  }
}
