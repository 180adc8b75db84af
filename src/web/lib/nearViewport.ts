/**
 * When a part the server rendered comes near the screen (issue 9): the home page's side widgets sit below twenty
 * stories on a phone, so their code, their data's schema and their first fetch wait until the reader scrolls
 * towards them instead of competing with the stories for the phone's first seconds. "Near" is within one screen's
 * height, so on a desktop, where they sit in the side column, they load at once.
 */

/** Resolves once `element` is within a screen's height of the viewport; at once without an element or an IntersectionObserver. */
export function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}
