import { describe, expect, it } from 'vitest';
import { parseFeedDocument } from '../parse/parseFeedDocument.ts';
import { decodeFeedBytes } from './decodeFeedBytes.ts';

const TITLE = 'Café creators’ “Diwali” deals ₹5 crore';
/** An RSS document with one item titled `title`, with `prolog` as its first line. */
const rss = (title: string, prolog = '<?xml version="1.0"?>') =>
  `${prolog}<rss version="2.0"><channel><title>T</title><link>https://e.com/</link><description>d</description><item><title>${title}</title><link>https://e.com/1</link></item></channel></rss>`;

const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  const view = new DataView(out.buffer);
  if (bom) view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16((bom ? 2 : 0) + i * 2, text.charCodeAt(i), littleEndian);
  return out;
};
const utf32 = (text: string, littleEndian: boolean) => {
  const cps = [0xfeff, ...[...text].map((c) => c.codePointAt(0) as number)];
  const out = new Uint8Array(cps.length * 4);
  const view = new DataView(out.buffer);
  cps.forEach((cp, i) => view.setUint32(i * 4, cp, littleEndian));
  return out;
};
const latin1Bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
/** windows-1252 bytes of text made of Latin-1 letters and the curly quotes (0x91-0x94). */
const cp1252Bytes = (text: string) => Uint8Array.from([...text].map((c) => ({ '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 })[c] ?? c.charCodeAt(0)));

const titleOf = (bytes: Uint8Array, contentType: string | null = null) => parseFeedDocument(decodeFeedBytes(bytes, contentType)).items[0]?.title;

describe('decodeFeedBytes', () => {
  it.each([
    ['UTF-8 with a BOM', () => Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(rss(TITLE))])],
    ['UTF-16 LE with a BOM', () => utf16(rss(TITLE, '<?xml version="1.0" encoding="UTF-16"?>'), true, true)],
    ['UTF-16 BE with a BOM', () => utf16(rss(TITLE, '<?xml version="1.0" encoding="UTF-16"?>'), false, true)],
    ['UTF-16 LE without a BOM', () => utf16(rss(TITLE, '<?xml version="1.0" encoding="UTF-16"?>'), true, false)],
    ['UTF-16 BE without a BOM', () => utf16(rss(TITLE, '<?xml version="1.0" encoding="UTF-16"?>'), false, false)],
    ['UTF-16 LE without a BOM or declaration', () => utf16(rss(TITLE, ''), true, false)],
    ['UTF-16 BE without a BOM, after white space', () => utf16(`\n  ${rss(TITLE, '')}`, false, false)],
    ['UTF-32 LE with a BOM', () => utf32(rss(TITLE), true)],
    ['UTF-32 BE with a BOM', () => utf32(rss(TITLE), false)],
    ['plain UTF-8, nothing declared', () => new TextEncoder().encode(rss(TITLE))],
  ])('reads %s', (_name, bytes) => {
    expect(titleOf(bytes())).toBe(TITLE);
  });

  it('a BOM wins over a header that says otherwise', () => {
    expect(titleOf(utf16(rss(TITLE), true, true), 'application/rss+xml; charset=iso-8859-1')).toBe(TITLE);
  });

  it('uses the header charset', () => {
    expect(titleOf(cp1252Bytes(rss('Café “deals”')), 'application/rss+xml; charset=windows-1252')).toBe('Café “deals”');
    expect(titleOf(latin1Bytes(rss('Café')), 'text/xml; charset="ISO-8859-1"')).toBe('Café');
  });

  it('falls back to windows-1252 when a header says UTF-8 over bytes that are not UTF-8', () => {
    expect(titleOf(cp1252Bytes(rss('Café “deals”')), 'application/xml; charset=utf-8')).toBe('Café “deals”');
  });

  it('uses the XML declaration when the bytes agree with it', () => {
    expect(titleOf(cp1252Bytes(rss('Café “deals”', '<?xml version="1.0" encoding="windows-1252"?>')))).toBe('Café “deals”');
    expect(titleOf(latin1Bytes(rss('Café', '<?xml version="1.0" encoding="ISO-8859-1"?>')))).toBe('Café');
  });

  it('ignores a Latin-1 declaration copied onto a UTF-8 document (no "CafÃ©")', () => {
    expect(titleOf(new TextEncoder().encode(rss(TITLE, '<?xml version="1.0" encoding="ISO-8859-1"?>')))).toBe(TITLE);
  });

  it('keeps a Latin-1 declaration over pure ASCII bytes (both readings agree)', () => {
    expect(titleOf(latin1Bytes(rss('Plain title', '<?xml version="1.0" encoding="ISO-8859-1"?>')))).toBe('Plain title');
  });

  it('reads a UTF-8 declaration over Latin-1 bytes as windows-1252, not as replacement characters', () => {
    expect(titleOf(cp1252Bytes(rss('Café “deals”', '<?xml version="1.0" encoding="UTF-8"?>')))).toBe('Café “deals”');
  });

  it('reads undeclared Latin-1 bytes as windows-1252 (curly quotes included)', () => {
    const title = titleOf(cp1252Bytes(rss('Café “deals” ‘now’')));
    expect(title).toBe('Café “deals” ‘now’');
    expect(title).not.toContain('\uFFFD');
  });

  it.each([
    // 0xA4 is "€" in ISO-8859-15 and "¤" in windows-1252: which rule decided shows in the title.
    ['the header over the XML declaration', 'text/xml; charset=iso-8859-15', '<?xml version="1.0" encoding="windows-1252"?>', 'Price 5€'],
    ['the XML declaration when there is no header charset', 'text/xml', '<?xml version="1.0" encoding="iso-8859-15"?>', 'Price 5€'],
    ['windows-1252 when neither says anything', null, '<?xml version="1.0"?>', 'Price 5¤'],
  ])('decides by %s', (_name, contentType, prolog, title) => {
    const bytes = Uint8Array.from([...rss('Price 5\u00a4', prolog)].map((c) => c.charCodeAt(0)));
    expect(titleOf(bytes, contentType)).toBe(title);
  });

  it.each([
    ['a UTF-16 declaration', null, '<?xml version="1.0" encoding="UTF-16"?>'],
    ['a UTF-32 declaration', null, '<?xml version="1.0" encoding="utf-32"?>'],
    ['a UTF-16 header', 'application/rss+xml; charset=utf-16', '<?xml version="1.0"?>'],
    ['a UCS-2 header and a UTF-16LE declaration', 'text/xml; charset=ucs-2', '<?xml version="1.0" encoding="UTF-16LE"?>'],
  ])('ignores %s over bytes without a byte-order mark or wide "<?" (UTF-8 read as UTF-8)', (_name, contentType, prolog) => {
    expect(titleOf(new TextEncoder().encode(rss(TITLE, prolog)), contentType)).toBe(TITLE);
  });

  it('falls back past an unknown charset label to the next rule', () => {
    expect(titleOf(new TextEncoder().encode(rss(TITLE)), 'text/xml; charset=x-no-such-charset')).toBe(TITLE);
  });
});
