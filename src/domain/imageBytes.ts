/**
 * Which fetched bytes the image proxy serves (issue 9): JPEG, PNG, GIF, WebP and AVIF only, recognised by their
 * magic bytes, never by the sender's Content-Type alone. SVG is never served from another host (it can carry
 * script), nor anything else a browser might sniff into HTML.
 */

/** The image types the proxy serves, as the Content-Type it answers with. */
export const PROXIED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export type ProxiedImageType = (typeof PROXIED_IMAGE_TYPES)[number];

/** Content-Types a source may declare for an image we accept (with the common non-standard JPEG spellings). */
const DECLARED: Record<string, ProxiedImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/avif': 'image/avif',
};

/** The accepted type a Content-Type header declares (parameters and case ignored), or null. */
export function declaredImageType(contentType: string | null | undefined): ProxiedImageType | null {
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return DECLARED[mime] ?? null;
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** AVIF: an ISO-BMFF `ftyp` box first whose major or a compatible brand is `avif` (still) or `avis` (sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((b) => b === 'avif' || b === 'avis');
}

/** The image type of `bytes` by their magic numbers, or null when they are none of the served types. */
export function sniffImageType(bytes: Uint8Array): ProxiedImageType | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
