/**
 * An article's picture, on cards, related articles and the article page: its own module so pages that show pictures
 * without cards (the article page) do not download the card (issue 9).
 */
import { useEffect, useRef, useState } from 'react';
import { imageProxyUrl } from '../../domain/imageProxy.ts';
import { recordImageFailure, useImageSkipped } from '../lib/imageFailures.ts';

/**
 * How an image loads: `priority`, the likeliest largest paint (the first card, the article page's picture), is
 * fetched at once at high priority; `eager` at once at the default priority (the other cards of the first screen);
 * `lazy` when it nears the screen.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/** Cards at the top of a list whose images load at once; of these, the first at high priority (issue 9). */
const EAGER_CARDS = 3;

/** How the image of the card at `index` (from 0) in a list loads. */
export function cardImageLoading(index: number): ImageLoading {
  if (index === 0) return 'priority';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}

/** Card images are drawn at 16:9; these are the intrinsic size hints given to the browser. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;

/**
 * An article image that falls back to the category illustration when missing or broken: the same <img>, box and
 * size hints take the illustration's address the moment the image fails (no layout shift, the box never sits empty),
 * and the illustration is never retried or replaced (no chain of errors). Images of a host that has failed twice,
 * or any outside image while the browser is offline, are not asked for at all (lib/imageFailures.ts).
 */
export function ArticleImage({ src, fallback, alt, loading }: { src: string | null; fallback: string; alt: string; loading: ImageLoading }) {
  // The address that failed: a new address (the same card showing another story) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const skipped = useImageSkipped(src);
  const imgRef = useRef<HTMLImageElement>(null);
  // Asked of our own origin (GET /img, domain/imageProxy.ts), which answers the image or, when the source cannot give
  // it, this fallback illustration: the browser never requests another host. Failures here (our server unreachable,
  // an image no public story has any more) still fall back below, remembered by the source's host as before.
  const proxied = imageProxyUrl(src, fallback);
  const showFallback = !proxied || failedSrc === src || skipped;

  const fail = () => {
    if (!src) return;
    setFailedSrc(src);
    recordImageFailure(src);
  };

  // The browser may have given up on the image before React hydrated (so onError never reached us).
  useEffect(() => {
    const img = imgRef.current;
    if (src && proxied && img && img.getAttribute('src') === proxied && img.complete && img.naturalWidth === 0) {
      setFailedSrc(src);
      recordImageFailure(src);
    }
  }, [src, proxied]);

  return (
    <img
      ref={imgRef}
      src={showFallback ? fallback : proxied}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      referrerPolicy="no-referrer"
      data-fallback={showFallback ? 'true' : undefined}
      // For an islands document, where no React handler watches the picture (islands/imageFallbacks.ts).
      data-fallback-src={showFallback ? undefined : fallback}
      onError={showFallback ? undefined : fail}
      className="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:motion-safe:scale-[1.02]"
      fetchPriority={loading === 'priority' ? 'high' : undefined}
    />
  );
}
