/**
 * A small XML writer for the documents we serve (RSS, Atom, sitemap): every text and attribute value goes
 * through domain/storableText.ts escapeXml, so characters XML 1.0 cannot carry are dropped and markup in plain
 * text is escaped. No CDATA: feed readers that render a title as HTML must see "&lt;img&gt;", not a tag.
 */
import { escapeXml } from '../../domain/storableText.ts';

/** An element: attributes (undefined ones left out), then text or children (falsy children left out). */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string | number | boolean | undefined | null>;
  text?: string | number;
  children?: readonly (XmlElement | undefined | null | false | '')[];
}

/** Shorthand for an element with text and optional attributes. */
export const el = (name: string, text?: string | number, attrs?: XmlElement['attrs']): XmlElement => ({ name, text, attrs });

function attributes(attrs: XmlElement['attrs']): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
}

function render(node: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const open = `${pad}<${node.name}${attributes(node.attrs)}`;
  const children = (node.children ?? []).filter((c): c is XmlElement => Boolean(c));
  if (children.length > 0) {
    out.push(`${open}>`);
    for (const child of children) render(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  } else if (node.text !== undefined && node.text !== '') {
    out.push(`${open}>${escapeXml(String(node.text))}</${node.name}>`);
  } else {
    out.push(`${open}/>`);
  }
}

/** A UTF-8 XML document with `root` as its element, indented two spaces, ending with a newline. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, 0, out);
  return `${out.join('\n')}\n`;
}
