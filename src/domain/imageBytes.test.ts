import { describe, expect, it } from 'vitest';
import { declaredImageType, sniffImageType } from './imageBytes.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)));
/** An ISO-BMFF ftyp box of 4 + 4 + 8 + 4·n bytes with these brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'mdat');

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF (major brand)', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF sequence', ftyp('avis', 'msf1'), 'image/avif'],
    ['AVIF (compatible brand)', ftyp('mif1', 'avif'), 'image/avif'],
  ])('%s', (_name, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });

  it.each([
    ['empty', bytes()],
    ['HTML', bytes('<!doctype html><html><body>not found</body></html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG after an XML prolog', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['JSON', bytes('{"error":"not found"}')],
    ['a truncated JPEG marker', bytes([0xff, 0xd8])],
    ['PNG signature cut short', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['RIFF but WAVE', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['HEIC (ftyp without an AVIF brand)', ftyp('heic', 'mif1', 'heic')],
    ['MP4', ftyp('isom', 'iso2', 'mp41')],
    ['an ftyp box claiming more bytes than there are', bytes([0, 0, 1, 0], 'ftyp', 'mif1', [0, 0, 0, 0], 'avif')],
    ['BMP', bytes('BM', [0, 0, 0, 0])],
    ['PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

describe('declaredImageType', () => {
  it.each([
    ['image/jpeg', 'image/jpeg'],
    ['IMAGE/JPEG; charset=binary', 'image/jpeg'],
    ['image/jpg', 'image/jpeg'],
    ['image/pjpeg', 'image/jpeg'],
    ['image/png', 'image/png'],
    ['image/gif', 'image/gif'],
    ['image/webp', 'image/webp'],
    [' image/avif ', 'image/avif'],
    ['image/svg+xml', null],
    ['text/html; charset=utf-8', null],
    ['application/octet-stream', null],
    ['image/*', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(declaredImageType(header)).toBe(expected);
  });
});
