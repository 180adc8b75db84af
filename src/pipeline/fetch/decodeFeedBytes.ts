/**
 * The text of a fetched feed, from its bytes. The charset is decided in this order (as feed readers and browsers do):
 * 1. a byte-order mark (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE), or UTF-16 without one when the document starts with
 *    `<` or white space as two-byte characters (XML 1.0 appendix F names `<?`; no other charset starts so);
 * 2. the Content-Type header's charset;
 * 3. the XML declaration's encoding, when the bytes agree with it: a document declaring a single-byte charset whose
 *    bytes are valid UTF-8 with multi-byte sequences is UTF-8 (a copied prolog; trusting it gives "CafÃ©"), and one
 *    declaring UTF-8 whose bytes are not valid UTF-8 is not;
 * 4. UTF-8 when the bytes are valid UTF-8, else windows-1252 (what an undeclared Latin-1 feed is).
 * A header or declaration saying UTF-8 over bytes that are not UTF-8 also falls back to windows-1252, rather than
 * turning every accented letter into U+FFFD; one saying UTF-16 or UTF-32 over bytes that rule 1 did not find wide
 * (a converted file that kept its old prolog) is ignored, since read that way the whole document is noise.
 */

// As browsers do (WHATWG Encoding), ISO-8859-1 and ASCII labels decode as windows-1252; Node's decoder maps 0x80-0x9F
// to C1 controls instead.
const WINDOWS_1252_ALIASES = new Set(['windows-1252', 'cp1252', 'iso-8859-1', 'iso8859-1', 'iso_8859-1', 'latin1', 'l1', 'us-ascii', 'ascii']);
const UTF8_ALIASES = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8']);
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...chunk).replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
  }
  return out;
}

/** UTF-32 (Node's TextDecoder has no UTF-32): four bytes a code point; anything outside Unicode becomes U+FFFD. */
function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const cp = view.getUint32(i, littleEndian);
    chunk.push(cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? 0xfffd : cp);
    if (chunk.length === 8192) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCodePoint(...chunk));
  return parts.join('');
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

/** The text when `bytes` are valid UTF-8, else null. */
function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8Strict.decode(bytes);
  } catch {
    return null;
  }
}

/** True when some byte is outside ASCII (so a valid UTF-8 reading of it really is multi-byte text). */
function hasNonAscii(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b >= 0x80) return true;
  return false;
}

/** Decodes with a charset label; null when the label is unknown to us and to TextDecoder. */
function decodeAs(label: string, bytes: Uint8Array): string | null {
  if (WINDOWS_1252_ALIASES.has(label)) return decodeWindows1252(bytes);
  if (UTF8_ALIASES.has(label)) return strictUtf8(bytes) ?? decodeWindows1252(bytes);
  if (label === 'utf-32' || label === 'utf-32le') return decodeUtf32(bytes, true);
  if (label === 'utf-32be') return decodeUtf32(bytes, false);
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 and UTF-32 labels: only bytes that rule 1 recognised can be in these. */
const WIDE_LABEL = /^(?:utf-?(?:16|32)(?:le|be)?|ucs-?2|ucs-?4|unicode|iso-10646-ucs-2|csunicode)$/;

/** `<` or XML white space: how a document's first character looks in any charset. */
const isMarkupStart = (b: number | undefined) => b === 0x3c || b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** Decodes a feed's bytes; `contentType` is the response's Content-Type header. */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): string {
  const [b0, b1, b2, b3] = bytes;
  // 1. Byte-order marks (UTF-32 LE before UTF-16 LE: FF FE 00 00 starts with FF FE), then BOM-less UTF-16 "<?".
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return strictUtf8(bytes.subarray(3)) ?? decodeWindows1252(bytes.subarray(3));
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return decodeUtf32(bytes.subarray(4), true);
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return decodeUtf32(bytes.subarray(4), false);
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (isMarkupStart(b0) && b1 === 0 && b2 !== 0 && b3 === 0) return new TextDecoder('utf-16le').decode(bytes);
  if (b0 === 0 && isMarkupStart(b1) && b2 === 0 && b3 !== 0) return new TextDecoder('utf-16be').decode(bytes);

  // 2. The header.
  const fromHeader = /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (fromHeader && !WIDE_LABEL.test(fromHeader)) {
    const text = decodeAs(fromHeader, bytes);
    if (text !== null) return text;
  }

  // 3. The XML declaration, when the bytes agree with it.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  if (declared && !UTF8_ALIASES.has(declared) && !WIDE_LABEL.test(declared)) {
    // A single-byte declaration over bytes that read as multi-byte UTF-8 is a copied prolog: the bytes win.
    if (WINDOWS_1252_ALIASES.has(declared) && hasNonAscii(bytes)) {
      const utf8 = strictUtf8(bytes);
      if (utf8 !== null) return utf8;
    }
    const text = decodeAs(declared, bytes);
    if (text !== null) return text;
  }

  // 4. UTF-8 when valid, else windows-1252.
  return strictUtf8(bytes) ?? decodeWindows1252(bytes);
}
